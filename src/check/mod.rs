//! The homework checker: answers (an `expect` block in the tree file, or an answer file)
//! compared item by item with what the search does, each mismatch explained by the step of
//! the search that decides it.
//!
//! The rule is never to call a right answer wrong or a wrong one right: a best move is
//! right when the child's true value equals the root's; a bare number at a node the search
//! only bounded is right when it is the node's true value (with a note); a bound is right
//! only when it is the bound the stated conventions return.

pub mod answers;
pub mod rules;

pub use answers::{Claim, Expectation, Shown, expectations};
pub use rules::{NodeCase, NodeRules, Rule, Target, Test, WindowRules};

use crate::error::Result;
use crate::num::{approx_eq, eq_if, fmt_value};
use crate::render::notes;
use crate::search::{self, Algorithm, Bound, Config, Outcome, Recorder, Step};
use crate::tree::{NodeId, Tree};

/// What an answer line is about.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// The root's value.
    Value,
    /// The best move.
    Best,
    /// The pruned set.
    Pruned,
    /// The value shown at a node.
    NodeValue(NodeId),
    /// The window a node was entered with.
    Window(NodeId),
}

/// One line of the report: right or wrong, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// What it is about.
    pub item: Item,
    /// Whether the answer is right.
    pub ok: bool,
    /// The line: what is right, or what is wrong and why.
    pub message: String,
    /// A remark on a right answer (a bare value where the search proved a bound, …).
    pub note: Option<String>,
}

/// The verdicts for one answer block.
#[derive(Clone, Debug)]
pub struct BlockReport {
    /// The block checked.
    pub expectation: Expectation,
    /// One or more lines per item.
    pub verdicts: Vec<Verdict>,
    /// The search's value, for summaries.
    pub value: f64,
    /// Leaf numbers the search prunes that the answer's `pruned` leaves out (all of them:
    /// the verdicts name only the first few).
    pub pruned_missing: Vec<u32>,
    /// Leaf numbers the answer's `pruned` names that the search evaluates.
    pub pruned_extra: Vec<u32>,
}

impl BlockReport {
    /// Items answered, and how many of them are right (an item with any wrong line is wrong).
    pub fn score(&self) -> (usize, usize) {
        let mut items: Vec<(&Item, bool)> = Vec::new();
        for v in &self.verdicts {
            match items.iter_mut().find(|(i, _)| *i == &v.item) {
                Some(entry) => entry.1 &= v.ok,
                None => items.push((&v.item, v.ok)),
            }
        }
        (items.iter().filter(|(_, ok)| *ok).count(), items.len())
    }

    /// True when every line is right.
    pub fn passed(&self) -> bool {
        self.verdicts.iter().all(|v| v.ok)
    }
}

/// Whether a number an answer wrote is the value the search found. A value read from the
/// file (`computed` false) must be written exactly: distinct numbers are never tied. A value
/// from chance averaging is right within the tolerance (1e-9 × max(1, |v|)), when it equals
/// the value rounded to the two or more decimal places written (`2.33` for 7/3), or within
/// the absolute `tolerance` the user gave.
pub fn same_number(
    written: f64,
    places: Option<u8>,
    truth: f64,
    computed: bool,
    tolerance: Option<f64>,
) -> bool {
    if written == truth {
        return true;
    }
    if !computed {
        return false;
    }
    approx_eq(written, truth)
        || places.is_some_and(|d| {
            d >= 2 && format!("{:.*}", d as usize, truth).parse::<f64>() == Ok(written)
        })
        || tolerance.is_some_and(|t| (written - truth).abs() <= t)
}

/// Searches done once per configuration and reused for every answer that names it.
pub struct Searches {
    runs: Vec<(Config, Outcome, Recorder)>,
    max_steps: usize,
}

impl Default for Searches {
    fn default() -> Self {
        Searches::with_max_steps(search::DEFAULT_MAX_STEPS)
    }
}

impl Searches {
    /// Searches whose records keep at most `max_steps` steps each (a search that makes
    /// more is refused: see [`Recorder::complete`]).
    pub fn with_max_steps(max_steps: usize) -> Self {
        Searches {
            runs: Vec::new(),
            max_steps,
        }
    }

    /// The search `cfg` describes and the minimax search in the given order that gives
    /// every node's true value: (the search, the truth, the search's record).
    pub fn runs(&mut self, tree: &Tree, cfg: &Config) -> Result<(&Outcome, &Outcome, &Recorder)> {
        let oracle_cfg = Config {
            algorithm: Algorithm::Minimax,
            order: search::Order::Given,
            ..cfg.clone()
        };
        let oracle_i = self.get(tree, &oracle_cfg)?;
        let run_i = self.get(tree, cfg)?;
        let (_, outcome, rec) = &self.runs[run_i];
        Ok((outcome, &self.runs[oracle_i].1, rec))
    }

    fn get(&mut self, tree: &Tree, cfg: &Config) -> Result<usize> {
        if let Some(i) = self.runs.iter().position(|(c, ..)| c == cfg) {
            return Ok(i);
        }
        let mut rec = Recorder::with_limit(self.max_steps);
        let outcome = search::run_observed(tree, cfg, &mut rec)?;
        rec.complete()?;
        self.runs.push((cfg.clone(), outcome, rec));
        Ok(self.runs.len() - 1)
    }
}

/// Checks one block of answers.
pub fn check_block(tree: &Tree, exp: &Expectation, searches: &mut Searches) -> Result<BlockReport> {
    let cfg = &exp.config;
    let oracle_cfg = Config {
        algorithm: Algorithm::Minimax,
        order: search::Order::Given,
        ..cfg.clone()
    };
    let oracle_i = searches.get(tree, &oracle_cfg)?;
    let run_i = searches.get(tree, cfg)?;
    let truth = &searches.runs[oracle_i].1;
    let (_, outcome, rec) = &searches.runs[run_i];
    let mut verdicts = Vec::new();
    let strict = cfg.strict;
    let (mut pruned_missing, mut pruned_extra) = (Vec::new(), Vec::new());

    if let Some(c) = &exp.value {
        let ok = same_number(
            c.what,
            c.places,
            outcome.value,
            outcome.computed,
            exp.tolerance,
        );
        verdicts.push(Verdict {
            item: Item::Value,
            ok,
            message: if ok {
                format!(
                    "value {}",
                    outcome.bound.show_as(outcome.value, outcome.computed)
                )
            } else {
                format!(
                    "value: you wrote {}, but the root's value is {}",
                    crate::num::fmt_exact(c.what),
                    outcome.bound.show_as(outcome.value, outcome.computed)
                )
            },
            note: None,
        });
    }

    if let Some(c) = &exp.best {
        let root_value = truth.value;
        let ties: Vec<NodeId> = tree
            .children(tree.root())
            .iter()
            .copied()
            .filter(|&k| {
                let r = truth.result(k);
                eq_if(r.computed || truth.computed, r.value, root_value)
            })
            .collect();
        let ok = ties.contains(&c.what);
        let names: Vec<String> = ties.iter().map(|&k| tree.name(k)).collect();
        verdicts.push(Verdict {
            item: Item::Best,
            ok,
            message: if ok {
                format!("best move {}", tree.name(c.what))
            } else {
                format!(
                    "best move: {} is worth {}, not the root's {}; the best move is {}",
                    tree.name(c.what),
                    fmt_value(truth.result(c.what).value),
                    fmt_value(root_value),
                    names.join(" or ")
                )
            },
            note: (ok && ties.len() > 1).then(|| {
                format!(
                    "{} children tie at {}: {}",
                    ties.len(),
                    fmt_value(root_value),
                    names.join(", ")
                )
            }),
        });
    }

    if let Some(c) = &exp.pruned {
        let actual: Vec<NodeId> = outcome
            .pruned_leaves(tree)
            .iter()
            .filter_map(|&n| tree.leaf(n))
            .collect();
        let (missing, extra) = differences(tree, &actual, &c.what);
        let numbers = |leaves: &[NodeId]| -> Vec<u32> {
            leaves.iter().filter_map(|&l| tree.leaf_number(l)).collect()
        };
        (pruned_missing, pruned_extra) = (numbers(&missing), numbers(&extra));
        push_leaf_verdicts(tree, &mut verdicts, &missing, MISSING, |leaf| {
            why_pruned(tree, rec, leaf, strict)
        });
        push_leaf_verdicts(tree, &mut verdicts, &extra, EXTRA, |leaf| {
            why_evaluated(tree, rec, leaf)
        });
        if missing.is_empty() && extra.is_empty() {
            let nums: Vec<u32> = actual.iter().filter_map(|&l| tree.leaf_number(l)).collect();
            verdicts.push(Verdict {
                item: Item::Pruned,
                ok: true,
                message: if nums.is_empty() {
                    "pruned: nothing".into()
                } else {
                    format!(
                        "pruned: {} {}",
                        if nums.len() == 1 { "leaf" } else { "leaves" },
                        crate::num::ranges(&nums)
                    )
                },
                note: None,
            });
        }
    }

    for c in &exp.values {
        let (node, shown) = c.what;
        let written = Written {
            shown,
            places: c.places,
            tolerance: exp.tolerance,
        };
        verdicts.push(node_value(tree, outcome, truth, rec, node, written, strict));
    }

    for c in &exp.windows {
        let (node, a, b) = c.what;
        let (ok, message) = window_rules(tree, rec, node, strict).judge(a, b);
        verdicts.push(Verdict {
            item: Item::Window(node),
            ok,
            message,
            note: None,
        });
    }
    Ok(BlockReport {
        expectation: exp.clone(),
        verdicts,
        value: outcome.value,
        pruned_missing,
        pruned_extra,
    })
}

/// How many wrong leaves of one kind get a line of their own; the rest are named in one line.
/// A homework tree has a handful; an answer that names a big tree's root must not print a
/// line per leaf.
pub const MAX_LEAF_LINES: usize = 12;

/// The leaves in `actual` but not in `claimed`, and those in `claimed` but not in
/// `actual`; both inputs are in leaf order, so one merge finds them.
fn differences(tree: &Tree, actual: &[NodeId], claimed: &[NodeId]) -> (Vec<NodeId>, Vec<NodeId>) {
    let (mut missing, mut extra) = (Vec::new(), Vec::new());
    let (mut i, mut j) = (0, 0);
    let number = |n: &NodeId| tree.leaf_number(*n);
    while i < actual.len() || j < claimed.len() {
        match (actual.get(i), claimed.get(j)) {
            (Some(a), Some(c)) if a == c => (i, j) = (i + 1, j + 1),
            (Some(a), Some(c)) if number(a) < number(c) => {
                missing.push(*a);
                i += 1;
            }
            (Some(a), None) => {
                missing.push(*a);
                i += 1;
            }
            (_, Some(c)) => {
                extra.push(*c);
                j += 1;
            }
            (None, None) => break,
        }
    }
    (missing, extra)
}

/// One wrong line per leaf, each explained, up to [`MAX_LEAF_LINES`]; then one line that
/// names the rest by leaf number.
fn push_leaf_verdicts(
    tree: &Tree,
    verdicts: &mut Vec<Verdict>,
    leaves: &[NodeId],
    what: &str,
    why: impl Fn(NodeId) -> String,
) {
    let shown = leaves.len().min(MAX_LEAF_LINES);
    for &leaf in &leaves[..shown] {
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message: format!("{what}: {}", why(leaf)),
            note: None,
        });
    }
    if leaves.len() > shown {
        let rest: Vec<u32> = leaves[shown..]
            .iter()
            .filter_map(|&l| tree.leaf_number(l))
            .collect();
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message: format!(
                "{what}: {} more leaves, {}",
                rest.len(),
                crate::num::ranges_capped(&rest, MAX_LEAF_LINES)
            ),
            note: None,
        });
    }
}

/// The start of the line for a pruned leaf the answer leaves out.
const MISSING: &str = "missing from your pruned list";
/// The start of the line for an evaluated leaf the answer calls pruned.
const EXTRA: &str = "wrongly in your pruned list";

/// The line the report gives a leaf marked wrongly: left out of the pruned list when the
/// search prunes it, named in it when the search evaluates it.
pub fn wrong_leaf_line(
    tree: &Tree,
    rec: &Recorder,
    leaf: NodeId,
    pruned: bool,
    strict: bool,
) -> String {
    if pruned {
        format!("{MISSING}: {}", why_pruned(tree, rec, leaf, strict))
    } else {
        format!("{EXTRA}: {}", why_evaluated(tree, rec, leaf))
    }
}

/// The line for a leaf marked rightly: why it is pruned, or the step that evaluates it.
pub fn right_leaf_line(
    tree: &Tree,
    rec: &Recorder,
    leaf: NodeId,
    pruned: bool,
    strict: bool,
) -> String {
    if pruned {
        why_pruned(tree, rec, leaf, strict)
    } else {
        format!(
            "{} is evaluated at step {}",
            leaf_label(tree, leaf),
            rec.entered_at(leaf).unwrap_or(0)
        )
    }
}

/// Why the search never enters `node` (a leaf or an inner node), pointing at the step that
/// decides it.
pub fn never_entered(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> String {
    why_pruned(tree, rec, node, strict)
}

/// `leaf 6 (C3 = 6)`.
fn leaf_label(tree: &Tree, leaf: NodeId) -> String {
    let n = tree.leaf_number(leaf).unwrap_or(0);
    let v = crate::num::fmt_exact(tree.value(leaf).unwrap_or(f64::NAN));
    match tree.label(leaf) {
        Some(l) => format!("leaf {n} ({l} = {v})"),
        None => format!("leaf {n} (= {v})"),
    }
}

/// Why the search never evaluates `node`, pointing at the step that decides it.
fn why_pruned(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> String {
    let what = if tree.leaf_number(node).is_some() {
        leaf_label(tree, node)
    } else {
        tree.name(node)
    };
    match rec.skipped_by(tree, node) {
        Some((
            step,
            Step::Cutoff {
                node: at,
                child,
                value,
                reason,
                ..
            },
        )) => {
            format!(
                "{what} is pruned: at step {step} {}",
                notes::reason(tree, *at, *child, *value, reason, strict)
            )
        }
        _ => format!("{what} is never evaluated"),
    }
}

/// Why the search does evaluate a leaf the answer calls pruned.
fn why_evaluated(tree: &Tree, rec: &Recorder, leaf: NodeId) -> String {
    let step = rec.entered_at(leaf).unwrap_or(0);
    let window = rec.window_of(leaf).map_or(String::new(), |(a, b)| {
        format!(
            ", reached with the window ({}, {})",
            fmt_value(a),
            fmt_value(b)
        )
    });
    format!(
        "{} is not pruned: the search evaluates it at step {step}{window}; no cutoff comes before it",
        leaf_label(tree, leaf)
    )
}

/// What an answer shows at a node, with what its number is compared by.
struct Written {
    shown: Shown,
    places: Option<u8>,
    tolerance: Option<f64>,
}

/// The rules that judge a value written at `node` (see [`rules`]).
pub fn node_rules(
    tree: &Tree,
    outcome: &Outcome,
    truth: &Outcome,
    rec: &Recorder,
    node: NodeId,
    strict: bool,
) -> NodeRules {
    let r = outcome.result(node);
    let t = truth.result(node);
    let name = tree.name(node);
    NodeRules::new(&NodeCase {
        name: &name,
        bound: r.bound,
        found: Target {
            value: r.value,
            computed: r.computed,
        },
        truth: Target {
            value: t.value,
            computed: t.computed,
        },
        proved: r.bound.show(r.value),
        answer: r.answer(),
        cut_step: rec
            .cut_at(node)
            .map(|step| format!(", stopping at step {step}"))
            .unwrap_or_default(),
        why_pruned: if r.bound == Bound::Unvisited {
            why_pruned(tree, rec, node, strict)
        } else {
            String::new()
        },
        outside_high: r.bound == Bound::Exact
            && outside_window(tree, rec, node, r.value, true, strict),
        outside_low: r.bound == Bound::Exact
            && outside_window(tree, rec, node, r.value, false, strict),
    })
}

/// The rules that judge the window written for `node`.
pub fn window_rules(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> WindowRules {
    let entered = rec.window_of(node);
    let why = if entered.is_none() {
        why_pruned(tree, rec, node, strict)
    } else {
        String::new()
    };
    WindowRules::new(
        &tree.name(node),
        entered,
        rec.entered_at(node).unwrap_or(0),
        tree.has_chance(),
        &why,
    )
}

fn node_value(
    tree: &Tree,
    outcome: &Outcome,
    truth: &Outcome,
    rec: &Recorder,
    node: NodeId,
    written: Written,
    strict: bool,
) -> Verdict {
    let Written {
        shown,
        places,
        tolerance,
    } = written;
    let rules = node_rules(tree, outcome, truth, rec, node, strict);
    let (form, w) = match shown {
        Shown::Exact(w) => (0, w),
        Shown::AtLeast(w) => (1, w),
        Shown::AtMost(w) => (2, w),
    };
    let passes = |test: Test| match test {
        Test::Found => same_number(
            w,
            places,
            rules.found.value,
            rules.found.computed,
            tolerance,
        ),
        Test::True => same_number(
            w,
            places,
            rules.truth.value,
            rules.truth.computed,
            tolerance,
        ),
        Test::Any => true,
    };
    let (ok, message, note) = rules.judge(form, w, &shown.text(), passes);
    Verdict {
        item: Item::NodeValue(node),
        ok,
        message,
        note,
    }
}

/// Whether `v` is at or beyond the upper (`high`) or lower end of the window `node` was
/// entered with, by the configured cutoff rule.
fn outside_window(
    tree: &Tree,
    rec: &Recorder,
    node: NodeId,
    v: f64,
    high: bool,
    strict: bool,
) -> bool {
    let Some((a, b)) = rec.window_of(node) else {
        return false;
    };
    let tol = tree.has_chance();
    match (high, strict) {
        (true, false) => crate::num::ge_if(tol, v, b),
        (true, true) => crate::num::gt_if(tol, v, b),
        (false, false) => crate::num::le_if(tol, v, a),
        (false, true) => crate::num::lt_if(tol, v, a),
    }
}
