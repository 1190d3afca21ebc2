//! Plain words for what the search did: the notes of the step table, the reasons the
//! homework checker gives, and the captions of the HTML stepper all come from here.

use crate::num::fmt_value;
use crate::search::{Bound, CutReason, Step};
use crate::tree::{Kind, NodeId, Tree};

/// `MAX node A`, `MIN node 2.1`, `chance node C1`, `leaf 5`.
pub fn describe(tree: &Tree, id: NodeId) -> String {
    match tree.kind(id) {
        Kind::Leaf => format!("leaf {}", tree.leaf_number(id).unwrap_or(0)),
        k => format!("{} node {}", k.upper(), tree.short_name(id)),
    }
}

/// A value and what it is: `leaf 4 = 2` for a leaf, `B = 3` for an inner node.
/// A child's value as the object of "saw": `leaf 4 = 2`, `B = 3`.
fn seen(tree: &Tree, id: NodeId, v: f64) -> String {
    match tree.kind(id) {
        Kind::Leaf => returned(tree, id, v),
        _ => format!("{} = {}", tree.short_name(id), fmt_value(v)),
    }
}

fn returned(tree: &Tree, id: NodeId, v: f64) -> String {
    match tree.kind(id) {
        Kind::Leaf => format!(
            "leaf {} = {}",
            tree.leaf_number(id).unwrap_or(0),
            fmt_value(v)
        ),
        _ => format!("{} returned {}", tree.short_name(id), fmt_value(v)),
    }
}

/// The leaves under `nodes`, listed for people: `leaves 5 (4) and 6 (6)`, or ranges when
/// there are many: `leaves 5–20 (16 leaves)`.
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
        0 => "nothing".to_string(),
        1 => format!(
            "leaf {} ({})",
            nums[0],
            crate::num::fmt_exact(tree.value(leaves[0]).unwrap_or(f64::NAN))
        ),
        2..=4 => {
            let items: Vec<String> = leaves
                .iter()
                .zip(&nums)
                .map(|(&l, n)| {
                    let v = tree.value(l).unwrap_or(f64::NAN);
                    format!("{n} ({})", crate::num::fmt_exact(v))
                })
                .collect();
            let (last, rest) = items.split_last().expect("at least two");
            format!("leaves {} and {last}", rest.join(", "))
        }
        n => format!("leaves {} ({n} leaves)", crate::num::ranges(&nums)),
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
    let name = tree.short_name(node);
    let skip = if skipped.is_empty() {
        String::new()
    } else {
        format!("; skip {}", leaves_under(tree, skipped))
    };
    let (le, ge) = if strict { ("<", ">") } else { ("≤", "≥") };
    match *reason {
        CutReason::AlphaBeta { alpha, beta } => {
            let max = tree.kind(node) == Kind::Max;
            let (rel, limit, bound) = if max {
                (
                    ge,
                    format!("β = {}", fmt_value(beta)),
                    format!("at least {}", fmt_value(value)),
                )
            } else {
                (
                    le,
                    format!("α = {}", fmt_value(alpha)),
                    format!("at most {}", fmt_value(value)),
                )
            };
            let why = match (tree.parent(node), source) {
                // Where the bound came from, as the book says it: "MAX already has 3 from B".
                (Some(p), Some((holder, from))) if tree.kind(p) != Kind::Chance => {
                    let (chooser, limit_v) = if max { ("MIN", beta) } else { ("MAX", alpha) };
                    let reach = if holder == p {
                        format!("so it will never choose {name}")
                    } else {
                        format!("so it will never let play reach {name}")
                    };
                    format!(
                        "{name} is {bound}, but {chooser} at {} already has {} from {}, {reach}",
                        tree.short_name(holder),
                        fmt_value(limit_v),
                        tree.short_name(from)
                    )
                }
                (Some(p), _) if tree.kind(p) == Kind::Chance => {
                    format!(
                        "so {name} is {bound}, which is all chance node {} needs to know",
                        tree.short_name(p)
                    )
                }
                (Some(p), _) => {
                    let chooser = if max { "MIN" } else { "MAX" };
                    format!(
                        "so {chooser} at {} will never choose {name}",
                        tree.short_name(p)
                    )
                }
                (None, _) => format!("so the root is {bound}: no leaf can do better"),
            };
            let kind = if max { "MAX" } else { "MIN" };
            if source.is_some()
                && tree
                    .parent(node)
                    .is_some_and(|p| tree.kind(p) != Kind::Chance)
            {
                format!(
                    "{name}: {} {rel} {limit}: {kind} node {why}{skip}",
                    returned(tree, child, value)
                )
            } else {
                format!(
                    "{name}: {} {rel} {limit} at {kind} node {name}, {why}{skip}",
                    returned(tree, child, value)
                )
            }
        }
        CutReason::Budget { visited } => format!(
            "{name}: the node budget ran out after {}, so {name} stops unfinished (not a cutoff: nothing here was pruned){}",
            visits(visited),
            if skipped.is_empty() {
                String::new()
            } else {
                format!("; never reached: {}", leaves_under(tree, skipped))
            }
        ),
        CutReason::ChanceLow { threshold, alpha } => format!(
            "{name}: {} {le} A = {}, so chance node {name} is worth at most α = {} whatever its other children are{skip}",
            returned(tree, child, value),
            crate::num::fmt_computed(threshold),
            fmt_value(alpha)
        ),
        CutReason::ChanceHigh { threshold, beta } => format!(
            "{name}: {} {ge} B = {}, so chance node {name} is worth at least β = {} whatever its other children are{skip}",
            returned(tree, child, value),
            crate::num::fmt_computed(threshold),
            fmt_value(beta)
        ),
        CutReason::Probe { bound, limit, high } => {
            let (dir, rel, end, each) = if high {
                (
                    "at least",
                    ge,
                    "β",
                    "each MAX child is at least its probed child",
                )
            } else {
                (
                    "at most",
                    le,
                    "α",
                    "each MIN child is at most its probed child",
                )
            };
            format!(
                "{name}: the probes alone make chance node {name} worth {dir} {} {rel} {end} = {} ({each}), so its search stops here{skip}",
                fmt_value(bound),
                fmt_value(limit)
            )
        }
    }
}

/// The short reason for a cutoff, for the checker: `MIN node C saw leaf 4 = 2 ≤ α = 3`.
pub fn reason(
    tree: &Tree,
    node: NodeId,
    child: NodeId,
    value: f64,
    reason: &CutReason,
    strict: bool,
) -> String {
    let (le, ge) = if strict { ("<", ">") } else { ("≤", "≥") };
    let what = describe(tree, node);
    match *reason {
        CutReason::AlphaBeta { alpha, beta } => {
            if tree.kind(node) == Kind::Max {
                format!(
                    "{what} saw {} {ge} β = {}",
                    seen(tree, child, value),
                    fmt_value(beta)
                )
            } else {
                format!(
                    "{what} saw {} {le} α = {}",
                    seen(tree, child, value),
                    fmt_value(alpha)
                )
            }
        }
        CutReason::Budget { visited } => {
            format!(
                "the node budget ran out after {} before {what} was done",
                visits(visited)
            )
        }
        CutReason::ChanceLow { threshold, alpha } => format!(
            "{what} saw {} {le} A = {}, so it is worth at most α = {}",
            seen(tree, child, value),
            crate::num::fmt_computed(threshold),
            fmt_value(alpha)
        ),
        CutReason::ChanceHigh { threshold, beta } => format!(
            "{what} saw {} {ge} B = {}, so it is worth at least β = {}",
            seen(tree, child, value),
            crate::num::fmt_computed(threshold),
            fmt_value(beta)
        ),
        CutReason::Probe { bound, limit, high } => {
            let (rel, end) = if high { (ge, "β") } else { (le, "α") };
            format!(
                "the probes of {what} bound it by {} {rel} {end} = {}",
                fmt_value(bound),
                fmt_value(limit)
            )
        }
    }
}

/// What a step did, in a few words (the "event" column of the step table).
pub fn action(tree: &Tree, step: &Step) -> String {
    match step {
        Step::Enter { node, .. } => format!("enter {}", tree.kind(*node).upper()),
        Step::Leaf { value, .. } => format!("leaf = {}", crate::num::fmt_exact(*value)),
        Step::Horizon { value, .. } => {
            format!("depth limit: eval = {}", crate::num::fmt_exact(*value))
        }
        Step::Window {
            node, child, value, ..
        } => {
            if tree.kind(*node) == Kind::Max {
                format!("α ↑ {} from {}", fmt_value(*value), tree.short_name(*child))
            } else {
                format!("β ↓ {} from {}", fmt_value(*value), tree.short_name(*child))
            }
        }
        Step::Cutoff {
            reason: CutReason::Budget { .. },
            ..
        } => "budget ran out".to_string(),
        Step::Cutoff { .. } => "cutoff".to_string(),
        Step::ChanceChild { child, p, .. } => {
            format!(
                "child {} (p = {})",
                tree.short_name(*child),
                prob(tree, *child, *p)
            )
        }
        Step::Interval { child, .. } => format!("after {}", tree.short_name(*child)),
        Step::Probe { child, .. } => format!("probe under {}", tree.short_name(*child)),
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
            format!(
                "probe = {}: {} {rel} {}",
                fmt_value(*value),
                tree.short_name(*child),
                fmt_value(*bound)
            )
        }
        Step::ProbeReused { value, bound, .. } => format!("reuse probe {}", bound.show(*value)),
        Step::Exit {
            value,
            bound,
            computed,
            ..
        } => format!("return {}", bound.show_as(*value, *computed)),
        Step::TtProbe { used: true, .. } => "table hit".to_string(),
        Step::TtProbe { .. } => "table: not usable".to_string(),
        Step::Research { child, .. } => format!("re-search {}", tree.short_name(*child)),
        Step::Pass {
            number,
            depth: Some(d),
            alpha,
            beta,
        } if alpha.is_infinite() && beta.is_infinite() => {
            format!("iteration {number}: depth {d}")
        }
        Step::Pass {
            number,
            alpha,
            beta,
            ..
        } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            format!("pass {number}: test ({a}, {b})")
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

/// `1 visit`, `2 visits`.
fn visits(n: u64) -> String {
    format!("{n} visit{}", if n == 1 { "" } else { "s" })
}

/// What a node the budget stopped returns, in words: nothing proved, or a bound.
pub fn budget_exit(tree: &Tree, node: NodeId, value: f64, bound: Bound) -> String {
    let name = tree.short_name(node);
    if bound.proves_nothing(value) {
        return format!(
            "the budget ran out before {name} was done: nothing is proved about its value"
        );
    }
    match bound {
        Bound::Lower | Bound::Upper => format!(
            "the budget ran out before {name} was done: {} is {} bound, not its value",
            bound.show(value),
            if bound == Bound::Lower {
                "a lower"
            } else {
                "an upper"
            }
        ),
        _ => format!("the budget ran out before {name} was done"),
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
        } if a.is_finite() || b.is_finite() || alpha.is_finite() || beta.is_finite() => format!(
            "A = {}, B = {}: {} is searched with the window ({}, {})",
            crate::num::fmt_computed(*a),
            crate::num::fmt_computed(*b),
            tree.short_name(*child),
            fmt_value(*alpha),
            fmt_value(*beta)
        ),
        Step::Probe {
            node,
            child,
            alpha,
            beta,
            ..
        } => format!(
            "search {}, the first child of {}, with ({}, {}) to bound {}",
            describe(tree, *node),
            tree.short_name(*child),
            fmt_value(*alpha),
            fmt_value(*beta),
            tree.short_name(*child)
        ),
        Step::ProbeReused { node, .. } => format!(
            "{} was searched as a probe; its result is used again",
            describe(tree, *node)
        ),
        Step::Exit { node, bound, .. } if *bound != Bound::Exact => {
            let k = if *bound == Bound::Lower {
                "a lower"
            } else {
                "an upper"
            };
            format!(
                "{} was cut: this is {k} bound, not its value",
                tree.short_name(*node)
            )
        }
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
                    format!("its exact value {}", fmt_value(entry.lower))
                }
                (true, _) if crate::num::ge(entry.lower, *beta) => {
                    format!(
                        "a lower bound {} ≥ β = {}",
                        fmt_value(entry.lower),
                        fmt_value(*beta)
                    )
                }
                _ => format!(
                    "an upper bound {} ≤ α = {}",
                    fmt_value(entry.upper),
                    fmt_value(*alpha)
                ),
            };
            format!(
                "{} was searched before (a transposition); the table holds {known}, which decides it: its subtree is not searched again",
                tree.short_name(*node)
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
                Unusable::TooShallow => {
                    "it was searched to a shallower depth than this search needs".to_string()
                }
                Unusable::LowerBelowBeta => format!(
                    "a lower bound {} below β = {} does not decide it",
                    fmt_value(entry.lower),
                    fmt_value(*beta)
                ),
                Unusable::UpperAboveAlpha => format!(
                    "an upper bound {} above α = {} does not decide it",
                    fmt_value(entry.upper),
                    fmt_value(*alpha)
                ),
            };
            format!(
                "the table knows {} about {}, but {reason}: searched again",
                table_entry(entry),
                tree.short_name(*node)
            )
        }
        Step::Research {
            child, alpha, beta, ..
        } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            format!(
                "{} failed its null-window test: it may beat the best so far, so it is searched again with ({a}, {b})",
                tree.short_name(*child)
            )
        }
        Step::Pass {
            depth: Some(d),
            alpha,
            beta,
            ..
        } if alpha.is_infinite() && beta.is_infinite() => {
            format!("search to depth {d}, the previous iteration's best line first")
        }
        Step::Pass { alpha, beta, .. } => {
            let (a, b) = crate::num::fmt_window(*alpha, *beta);
            if b.ends_with('⁺') {
                format!("a null-window test: is the value above {a}?")
            } else {
                format!("a null-window test: is the value at least {b}?")
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
