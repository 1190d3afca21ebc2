//! Plain words for what the search did: the notes of the step table, the reasons the
//! homework checker gives, and the captions of the HTML stepper all come from here.

use crate::check::phrases;
use crate::i18n::tr;
use crate::num::fmt_value;
use crate::render::say::say;
use crate::render::words::*;
use crate::search::{Bound, CutReason, Step};
use crate::tree::{Kind, NodeId, Tree};

/// `MAX node A`, `MIN node 2.1`, `chance node C1`, `leaf 5`.
pub fn describe(tree: &Tree, id: NodeId) -> String {
    say(&phrases::describe(tree, id))
}

fn returned(tree: &Tree, id: NodeId, v: f64) -> String {
    say(&phrases::returned(tree, id, v))
}

/// The leaves under `nodes`, listed for people: `leaf 5 = 4`, `leaves 5 = 4 and 6 = 6`
/// (`C2 = 4` where a leaf has a label), or ranges when there are many: `leaves 5–20 (16
/// leaves)`.
pub fn leaves_under(tree: &Tree, nodes: &[NodeId]) -> String {
    let mut leaves: Vec<NodeId> = Vec::new();
    for &n in nodes {
        let mut stack = vec![n];
        while let Some(x) = stack.pop() {
            if tree.kind(x) == Kind::Leaf {
                leaves.push(x);
            } else {
                stack.extend(tree.children(x).iter().rev());
            }
        }
    }
    leaves.sort();
    let nums: Vec<u32> = leaves.iter().filter_map(|&l| tree.leaf_number(l)).collect();
    match nums.len() {
        0 => tr!("note-nothing"),
        1 => say(&phrases::leaf_is(
            tree,
            leaves[0],
            &crate::num::fmt_exact(tree.value(leaves[0]).unwrap_or(f64::NAN)),
        )),
        2..=4 => {
            let items: Vec<String> = leaves
                .iter()
                .zip(&nums)
                .map(|(&l, n)| {
                    let v = crate::num::fmt_exact(tree.value(l).unwrap_or(f64::NAN));
                    match tree.label(l) {
                        Some(_) => say(&phrases::leaf_is(tree, l, &v)),
                        None => tr!("note-number-is", leaf = *n, value = v),
                    }
                })
                .collect();
            let (last, rest) = items.split_last().expect("at least two");
            tr!(
                "note-some-leaves",
                leaves = rest.join(&tr!("list-items-separator")),
                last = last.as_str()
            )
        }
        n => tr!(
            "note-many-leaves",
            leaves = crate::num::ranges(&nums),
            count = n
        ),
    }
}

/// Why a cutoff happened, in the words a textbook uses (`step` is a [`Step::Cutoff`]; other
/// steps give an empty string). `source` is the ancestor whose α (or β) did it and the child
/// that gave it that value, when the caller knows.
pub fn cutoff(tree: &Tree, step: &Step, strict: bool, source: Option<(NodeId, NodeId)>) -> String {
    let Step::Cutoff {
        node,
        child,
        value,
        ref reason,
        ref skipped,
    } = *step
    else {
        return String::new();
    };
    let name = crate::render::names::short_name(tree, node);
    let skip = if skipped.is_empty() {
        String::new()
    } else {
        tr!("note-skip", leaves = leaves_under(tree, skipped))
    };
    let (le, ge) = if strict { ("<", ">") } else { ("≤", "≥") };
    match *reason {
        CutReason::AlphaBeta { alpha, beta } => {
            let max = tree.kind(node) == Kind::Max;
            let (rel, limit, bound) = if max {
                (
                    ge,
                    format!("β = {}", fmt_value(beta)),
                    tr!("note-at-least", value = fmt_value(value)),
                )
            } else {
                (
                    le,
                    format!("α = {}", fmt_value(alpha)),
                    tr!("note-at-most", value = fmt_value(value)),
                )
            };
            let why = match (tree.parent(node), source) {
                // Where the bound came from, as the book says it: "MAX already has 3 from B".
                (Some(p), Some((holder, from))) if tree.kind(p) != Kind::Chance => {
                    let (chooser, limit_v) = if max { ("MIN", beta) } else { ("MAX", alpha) };
                    let reach = if holder == p {
                        tr!("note-never-choose", name = name.as_str())
                    } else {
                        tr!("note-never-reach", name = name.as_str())
                    };
                    tr!(
                        "note-why-source",
                        name = name.as_str(),
                        bound = bound,
                        chooser = chooser,
                        holder = crate::render::names::short_name(tree, holder),
                        value = fmt_value(limit_v),
                        from = crate::render::names::short_name(tree, from),
                        reach = reach
                    )
                }
                (Some(p), _) if tree.kind(p) == Kind::Chance => {
                    tr!(
                        "note-why-chance",
                        name = name.as_str(),
                        bound = bound,
                        chance = crate::render::names::short_name(tree, p)
                    )
                }
                (Some(p), _) => {
                    let chooser = if max { "MIN" } else { "MAX" };
                    tr!(
                        "note-why-parent",
                        chooser = chooser,
                        parent = crate::render::names::short_name(tree, p),
                        name = name.as_str()
                    )
                }
                (None, _) => tr!("note-why-root", bound = bound),
            };
            let kind = if max { "MAX" } else { "MIN" };
            // Under a MAX or MIN parent the note names the child whose value made the cut.
            let key = if source.is_some()
                && tree
                    .parent(node)
                    .is_some_and(|p| tree.kind(p) != Kind::Chance)
            {
                "note-cutoff-source"
            } else {
                "note-cutoff"
            };
            tr!(
                key,
                name = name.as_str(),
                returned = returned(tree, child, value),
                rel = rel,
                limit = limit,
                kind = kind,
                why = why,
                skip = skip
            )
        }
        CutReason::Budget { visited } => tr!(
            "note-budget-cut",
            name = name.as_str(),
            visits = visited,
            never = if skipped.is_empty() {
                String::new()
            } else {
                tr!("note-never-reached", leaves = leaves_under(tree, skipped))
            }
        ),
        CutReason::ChanceLow {
            threshold,
            alpha,
            bound,
        } => tr!(
            "note-chance-low",
            name = name.as_str(),
            returned = returned(tree, child, value),
            rel = le,
            threshold = crate::num::fmt_computed(threshold),
            bound = crate::num::fmt_computed(bound),
            alpha = fmt_value(alpha),
            skip = skip
        ),
        CutReason::ChanceHigh {
            threshold,
            beta,
            bound,
        } => tr!(
            "note-chance-high",
            name = name.as_str(),
            returned = returned(tree, child, value),
            rel = ge,
            threshold = crate::num::fmt_computed(threshold),
            bound = crate::num::fmt_computed(bound),
            beta = fmt_value(beta),
            skip = skip
        ),
        CutReason::Probe { bound, limit, high } => {
            let (key, rel) = if high {
                ("note-probe-high", ge)
            } else {
                ("note-probe-low", le)
            };
            tr!(
                key,
                name = name.as_str(),
                bound = fmt_value(bound),
                rel = rel,
                limit = fmt_value(limit),
                skip = skip
            )
        }
    }
}

/// What a step did, in a few words (the "event" column of the step table).
pub fn action(tree: &Tree, step: &Step) -> String {
    match step {
        Step::Iteration { number } => tr!("act-mcts-iteration", number = *number),
        Step::Candidate { ucb, .. } => tr!("act-candidate", ucb = fmt_value(*ucb)),
        Step::Select { child, .. } => tr!(
            "act-select",
            child = crate::render::names::name(tree, *child)
        ),
        Step::Expand { .. } => tr!("act-expand"),
        Step::Playout { leaf, value, .. } => tr!(
            "act-playout",
            leaf = tree.leaf_number(*leaf).unwrap_or(0),
            value = crate::num::fmt_exact(*value)
        ),
        Step::Backup { visits, mean, .. } => {
            tr!("act-backup", visits = *visits, mean = fmt_value(*mean))
        }
        Step::Enter { node, .. } => tr!("act-enter", kind = super::kind_mark(tree.kind(*node))),
        Step::Leaf { value, .. } => tr!("act-leaf", value = crate::num::fmt_exact(*value)),
        Step::Horizon { value, .. } => {
            tr!("act-horizon", value = crate::num::fmt_exact(*value))
        }
        Step::Window {
            node, child, value, ..
        } => {
            if tree.kind(*node) == Kind::Max {
                tr!(
                    "act-alpha-up",
                    value = fmt_value(*value),
                    child = crate::render::names::short_name(tree, *child)
                )
            } else {
                tr!(
                    "act-beta-down",
                    value = fmt_value(*value),
                    child = crate::render::names::short_name(tree, *child)
                )
            }
        }
        Step::Cutoff {
            reason: CutReason::Budget { .. },
            ..
        } => tr!("act-budget"),
        Step::Cutoff { .. } => tr!("act-cutoff"),
        Step::ChanceChild { child, p, .. } => {
            tr!(
                "act-chance-child",
                child = crate::render::names::short_name(tree, *child),
                p = prob(tree, *child, *p)
            )
        }
        Step::Interval { child, .. } => tr!(
            "act-after",
            child = crate::render::names::short_name(tree, *child)
        ),
        Step::Probe { child, .. } => tr!(
            "act-probe",
            child = crate::render::names::short_name(tree, *child)
        ),
        Step::ProbeResult {
            child,
            value,
            bound,
            chance,
            ..
        } => {
            let rel = if probes_max(tree, *chance) {
                "≥"
            } else {
                "≤"
            };
            tr!(
                "act-probe-result",
                value = fmt_value(*value),
                child = crate::render::names::short_name(tree, *child),
                rel = rel,
                bound = fmt_value(*bound)
            )
        }
        Step::ProbeReused { value, bound, .. } => {
            tr!("act-probe-reused", value = bound.show(*value))
        }
        Step::Exit {
            value,
            bound,
            computed,
            ..
        } => tr!("act-return", value = bound.show_as(*value, *computed)),
        Step::TtProbe { used: true, .. } => tr!("act-table-hit"),
        Step::TtProbe { .. } => tr!("act-table-unusable"),
        Step::Research { child, .. } => tr!(
            "act-research",
            child = crate::render::names::short_name(tree, *child)
        ),
        Step::Pass {
            number,
            depth: Some(d),
            alpha,
            beta,
        } if alpha.is_infinite() && beta.is_infinite() => {
            tr!("act-iteration", number = *number, depth = *d)
        }
        Step::Pass {
            number,
            alpha,
            beta,
            ..
        } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            tr!("act-pass", number = *number, alpha = a, beta = b)
        }
    }
}

fn probes_max(tree: &Tree, chance: NodeId) -> bool {
    tree.children(chance)
        .first()
        .is_some_and(|&c| tree.kind(c) == Kind::Max)
}

fn prob(tree: &Tree, child: NodeId, p: f64) -> String {
    let given = tree.probability(child);
    if (given.value - p).abs() < 1e-15 {
        given.display()
    } else {
        fmt_value(p)
    }
}

/// What a node the budget stopped returns, in words: nothing proved, or a bound.
pub fn budget_exit(tree: &Tree, node: NodeId, value: f64, bound: Bound) -> String {
    let name = crate::render::names::short_name(tree, node);
    if bound.proves_nothing(value) {
        return tr!("note-budget-exit-nothing", name = name);
    }
    match bound {
        Bound::Lower => tr!(
            "note-budget-exit-lower",
            name = name,
            value = bound.show(value)
        ),
        Bound::Upper => tr!(
            "note-budget-exit-upper",
            name = name,
            value = bound.show(value)
        ),
        _ => tr!("note-budget-exit", name = name),
    }
}

/// A short explanation for steps other than cutoffs (empty when the action says it all).
pub fn note(tree: &Tree, step: &Step, strict: bool) -> String {
    match step {
        Step::Cutoff { .. } => cutoff(tree, step, strict, None),
        Step::ChanceChild {
            child,
            alpha,
            beta,
            a,
            b,
            ..
        } if a.is_finite() || b.is_finite() || alpha.is_finite() || beta.is_finite() => tr!(
            "note-chance-window",
            a = crate::num::fmt_computed(*a),
            b = crate::num::fmt_computed(*b),
            child = crate::render::names::short_name(tree, *child),
            alpha = fmt_value(*alpha),
            beta = fmt_value(*beta)
        ),
        Step::Probe {
            node,
            child,
            alpha,
            beta,
            ..
        } => tr!(
            "note-probe",
            node = describe(tree, *node),
            child = crate::render::names::short_name(tree, *child),
            alpha = fmt_value(*alpha),
            beta = fmt_value(*beta)
        ),
        Step::ProbeReused { node, .. } => {
            tr!("note-probe-reused", node = describe(tree, *node))
        }
        Step::Exit { node, bound, .. } if *bound != Bound::Exact => tr!(
            if *bound == Bound::Lower {
                "note-exit-lower"
            } else {
                "note-exit-upper"
            },
            name = crate::render::names::short_name(tree, *node)
        ),
        Step::TtProbe {
            node,
            entry,
            used: true,
            alpha,
            beta,
            ..
        } => {
            let known = match (entry.lower.is_finite(), entry.upper.is_finite()) {
                _ if crate::num::approx_eq(entry.lower, entry.upper) => {
                    tr!("note-tt-exact", value = fmt_value(entry.lower))
                }
                (true, _) if crate::num::ge(entry.lower, *beta) => {
                    tr!(
                        "note-tt-lower",
                        value = fmt_value(entry.lower),
                        beta = fmt_value(*beta)
                    )
                }
                _ => tr!(
                    "note-tt-upper",
                    value = fmt_value(entry.upper),
                    alpha = fmt_value(*alpha)
                ),
            };
            tr!(
                "note-tt-hit",
                name = crate::render::names::short_name(tree, *node),
                known = known
            )
        }
        Step::TtProbe {
            node,
            entry,
            why: Some(why),
            alpha,
            beta,
            ..
        } => {
            use crate::search::tt::Unusable;
            let reason = match why {
                Unusable::TooShallow => tr!("note-tt-shallow"),
                Unusable::LowerBelowBeta => tr!(
                    "note-tt-lower-below",
                    value = fmt_value(entry.lower),
                    beta = fmt_value(*beta)
                ),
                Unusable::UpperAboveAlpha => tr!(
                    "note-tt-upper-above",
                    value = fmt_value(entry.upper),
                    alpha = fmt_value(*alpha)
                ),
            };
            tr!(
                "note-tt-miss",
                entry = table_entry(entry),
                name = crate::render::names::short_name(tree, *node),
                reason = reason
            )
        }
        Step::Research {
            child, alpha, beta, ..
        } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            tr!(
                "note-research",
                child = crate::render::names::short_name(tree, *child),
                alpha = a,
                beta = b
            )
        }
        Step::Pass {
            depth: Some(d),
            alpha,
            beta,
            ..
        } if alpha.is_infinite() && beta.is_infinite() => {
            tr!("note-iteration", depth = *d)
        }
        Step::Pass { alpha, beta, .. } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            if b.ends_with('⁺') {
                tr!("note-pass-above", value = a)
            } else {
                tr!("note-pass-at-least", value = b)
            }
        }
        _ => String::new(),
    }
}

/// What the transposition table knows: `= 3`, `≥ 3`, `≤ 3` or `[2, 5]`.
pub fn table_entry(e: &crate::search::tt::Entry) -> String {
    match (e.lower.is_finite(), e.upper.is_finite()) {
        _ if crate::num::approx_eq(e.lower, e.upper) => fmt_value(e.lower),
        (true, false) => Bound::Lower.show(e.lower),
        (false, true) => Bound::Upper.show(e.upper),
        _ => interval(e.lower, e.upper),
    }
}

/// `[lo, hi]`, or the single value when the interval has closed.
pub fn interval(lo: f64, hi: f64) -> String {
    if crate::num::approx_eq(lo, hi) {
        fmt_value(lo)
    } else {
        format!("[{}, {}]", fmt_value(lo), fmt_value(hi))
    }
}
