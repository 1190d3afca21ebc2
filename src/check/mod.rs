//! The homework checker: answers (an `expect` block in the tree file, or an answer file)
//! compared item by item with what the search does, each mismatch explained by the step of
//! the search that decides it.
//!
//! The rule is never to call a right answer wrong or a wrong one right: a best move is
//! right when the child's true value equals the root's; a bare number at a node the search
//! only bounded is right when it is the node's true value (with a note); a bound is right
//! only when it is the bound the stated conventions return.

pub mod answers;
pub mod conventions;
pub mod diagnosis;
pub mod grade;
pub mod intervals;
mod item;
mod leaves;
pub mod phrases;
pub mod rounding;
pub mod rules;
mod selection;
pub mod sheet;

pub use answers::{
    Expectation, NextSelection, Shown, Twice, Unknown, WrittenInterval, expectations,
};
pub use conventions::{Convention, Imposed, Overruled, Source};
pub use diagnosis::{Diagnosed, Diagnosis};
pub use intervals::IntervalRules;
pub use item::Claim;
pub use item::Item;
pub use leaves::{
    G_CUT, G_LABELS, G_LEAVES, GROUP_LABELS, MAX_LEAF_LINES, cut_of, group_line_template,
    never_entered, right_leaf_line, wrong_leaf_line,
};
use leaves::{differences, push_cut_groups, push_leaf_verdicts, why_evaluated, why_pruned};
pub use rounding::{Target, rounding_note, same_number};
pub use rules::{NodeCase, NodeRules, Rule, Test, WindowRules};

use crate::error::Result;
use crate::message::{Arg, Message, msg};
use crate::num::{eq_if, fmt_value};
use crate::search::{self, Algorithm, Bound, Config, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};
use phrases::{bounded, bounded_as};
use rounding::rounding_miss;

/// One line of the report: right or wrong, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// What it is about.
    pub item: Item,
    /// Whether the answer is right.
    pub ok: bool,
    /// The line: what is right, or what is wrong and why.
    pub message: Message,
    /// A remark on a right answer (a bare value where the search proved a bound, …).
    pub note: Option<Message>,
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
    /// The variants of the search that explain a wrong answer (empty for a right one).
    pub diagnosis: Diagnosed,
    /// For each wrong item, what the search finds there, as a clause (`leaf 9 is pruned
    /// too`): what a diagnosis sets against the variant.
    contrast: Vec<(Item, Message)>,
    /// How many inner nodes other than the root the search enters: the nodes a rubric
    /// scores `values` and `windows` on when it names none.
    pub entered_inner: usize,
    /// The nodes the answer's `values` and `windows` name that the search enters.
    pub entered_named: std::collections::HashSet<NodeId>,
    /// Each chance node's proven interval, where the search proves one: what a rubric
    /// scores `intervals` on when it names none.
    pub proven_intervals: std::collections::HashMap<NodeId, (f64, f64)>,
}

impl BlockReport {
    /// Items answered, and how many of them are right (an item with any wrong line is wrong).
    pub fn score(&self) -> (usize, usize) {
        let items = self.items();
        (items.iter().filter(|(_, ok)| *ok).count(), items.len())
    }

    /// True when every line is right.
    pub fn passed(&self) -> bool {
        self.verdicts.iter().all(|v| v.ok)
    }

    /// Each item answered, in report order, and whether it is right (an item with any wrong
    /// line is wrong).
    pub fn items(&self) -> Vec<(Item, bool)> {
        // (An index by item keeps this linear: an answer may name tens of thousands.)
        let mut items: Vec<(Item, bool)> = Vec::new();
        let mut at: std::collections::HashMap<&Item, usize> = std::collections::HashMap::new();
        for v in &self.verdicts {
            match at.get(&v.item) {
                Some(&i) => items[i].1 &= v.ok,
                None => {
                    at.insert(&v.item, items.len());
                    items.push((v.item.clone(), v.ok));
                }
            }
        }
        items
    }
}

/// Searches done once per configuration and reused for every answer that names it.
pub struct Searches {
    runs: Vec<(Config, Outcome, Recorder)>,
    max_steps: usize,
    /// Diagnoses by what an answer says (not where it says it): in a class, many answer
    /// files are wrong the same way.
    diagnoses: std::collections::HashMap<String, Diagnosed>,
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
            diagnoses: std::collections::HashMap::new(),
        }
    }

    /// The search `cfg` describes and the minimax search that gives every node's true value
    /// (with the conventions that change only pruning left out): (the search, the truth,
    /// the search's record), as [`check_block`] grades by them.
    pub fn runs(&mut self, tree: &Tree, cfg: &Config) -> Result<(&Outcome, &Outcome, &Recorder)> {
        let oracle_i = self.get(tree, &oracle(cfg))?;
        let run_i = self.get(tree, cfg)?;
        let (_, outcome, rec) = &self.runs[run_i];
        Ok((outcome, &self.runs[oracle_i].1, rec))
    }

    /// The search `cfg` names, run once and kept.
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

/// Checks one block of answers; a wrong answer is diagnosed (see [`diagnosis`]).
pub fn check_block(tree: &Tree, exp: &Expectation, searches: &mut Searches) -> Result<BlockReport> {
    let mut report = grade(tree, exp, searches)?;
    // A Monte Carlo answer's explanation is the UCB1 arithmetic; the variants of the
    // exhaustive searches have nothing to say of it.
    if !report.passed() && exp.config.algorithm != Algorithm::Mcts {
        let key = answer_key(exp);
        if let Some(d) = searches.diagnoses.get(&key) {
            report.diagnosis = d.clone();
            return Ok(report);
        }
        let items = report.items();
        let contrast = std::mem::take(&mut report.contrast);
        report.diagnosis = diagnosis::diagnose(tree, &exp.config, &items, &contrast, |cfg| {
            let variant = Expectation {
                config: cfg.clone(),
                ..exp.clone()
            };
            let r = grade(tree, &variant, searches)?;
            Ok(diagnosis::Graded {
                passed: r.passed(),
                items: r.items(),
            })
        });
        report.contrast = contrast;
        searches.diagnoses.insert(key, report.diagnosis.clone());
    }
    Ok(report)
}

/// What an answer block says, without where: the key its diagnosis is kept under.
fn answer_key(exp: &Expectation) -> String {
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        exp.config,
        exp.exact_bounds,
        exp.value.as_ref().map(|c| (c.what, c.places)),
        exp.best.as_ref().map(|c| c.what),
        exp.pruned.as_ref().map(|c| &c.what),
        exp.evaluated.as_ref().map(|c| c.what),
        exp.evaluation_order.as_ref().map(|c| &c.what),
        exp.values
            .iter()
            .map(|c| (c.what, c.places))
            .collect::<Vec<_>>(),
        exp.windows.iter().map(|c| c.what).collect::<Vec<_>>(),
        exp.intervals.iter().map(|c| c.what).collect::<Vec<_>>(),
        exp.tolerance,
        exp.unknown.iter().map(|c| &c.what).collect::<Vec<_>>(),
        exp.twice.iter().map(|c| &c.what).collect::<Vec<_>>(),
    )
}

/// The oracle for `cfg`: minimax with what changes values (depth limit, bounds, table), not
/// the conventions that change only pruning, so every variant of a diagnosis shares one.
fn oracle(cfg: &Config) -> Config {
    Config {
        algorithm: Algorithm::Minimax,
        order: search::Order::Given,
        strict: false,
        fail_hard: false,
        root_reset: false,
        no_deep_cutoffs: false,
        ..cfg.clone()
    }
}

/// Grades one block item by item, without a diagnosis.
fn grade(tree: &Tree, exp: &Expectation, searches: &mut Searches) -> Result<BlockReport> {
    answers::mcts_items_fit(exp)?;
    if exp.config.algorithm == Algorithm::Mcts {
        return grade_mcts(tree, exp);
    }
    let cfg = &exp.config;
    let oracle_i = searches.get(tree, &oracle(cfg))?;
    let run_i = searches.get(tree, cfg)?;
    let truth = &searches.runs[oracle_i].1;
    let (_, outcome, rec) = &searches.runs[run_i];
    let mut verdicts = Vec::new();
    let mut contrast = Vec::new();
    let strict = cfg.strict;
    let (mut pruned_missing, mut pruned_extra) = (Vec::new(), Vec::new());

    if let Some(c) = &exp.value {
        let ok = same_number(
            c.what,
            c.places,
            c.inexact.is_none(),
            outcome.value,
            outcome.computed,
            exp.tolerance,
        );
        let shown = bounded_as(outcome.bound, outcome.value, outcome.computed);
        if !ok {
            contrast.push((Item::Value, msg!("check-root-value-is", value = &shown)));
        }
        verdicts.push(Verdict {
            item: Item::Value,
            ok,
            message: if ok {
                msg!("check-value-right", value = &shown)
            } else {
                msg!(
                    "check-value-wrong",
                    written = c
                        .inexact
                        .clone()
                        .unwrap_or_else(|| crate::num::fmt_exact(c.what)),
                    value = &shown,
                    rounding = rounding_miss(
                        c.what,
                        c.places,
                        outcome.value,
                        outcome.computed,
                        exp.tolerance
                    ),
                    decided = decided_by(tree, outcome)
                )
            },
            note: if ok {
                rounding_note(
                    c.what,
                    c.places,
                    outcome.value,
                    outcome.computed,
                    exp.tolerance,
                )
            } else {
                None
            },
        });
    }

    if let Some(c) = &exp.best {
        // The worst-case reading is another game than the averaged one: its best moves are
        // the children it proves equal to its own root value (the oracle averages).
        let judge = if cfg.algorithm == Algorithm::WorstCase {
            outcome
        } else {
            truth
        };
        let root_value = judge.value;
        let ties: Vec<NodeId> = tree
            .children(tree.root())
            .iter()
            .copied()
            .filter(|&k| {
                let r = judge.result(tree, k);
                (r.bound == Bound::Exact || judge.best == Some(k))
                    && eq_if(r.computed || judge.computed, r.value, root_value)
            })
            .collect();
        let ok = ties.contains(&c.what);
        let names: Vec<String> = ties.iter().map(|&k| tree.name(k)).collect();
        if !ok {
            contrast.push((
                Item::Best,
                msg!(
                    "check-best-move-is",
                    names = Arg::list(names.clone(), "check-or")
                ),
            ));
        }
        verdicts.push(Verdict {
            item: Item::Best,
            ok,
            message: if ok {
                msg!("check-best-right", name = tree.name(c.what))
            } else {
                msg!(
                    "check-best-wrong",
                    name = tree.name(c.what),
                    worth = phrases::result(&judge.result(tree, c.what)),
                    root = fmt_value(root_value),
                    best = Arg::list(names.clone(), "list-or")
                )
            },
            note: (ok && ties.len() > 1).then(|| {
                msg!(
                    "check-best-ties",
                    count = ties.len(),
                    value = fmt_value(root_value),
                    names = Arg::list(names.clone(), "list-items-separator")
                )
            }),
        });
    }

    if let Some(c) = &exp.pruned {
        let first_line = verdicts.len();
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
        let mut clauses = Vec::new();
        if !pruned_missing.is_empty() {
            clauses.push(msg!(
                "check-also-pruned",
                count = pruned_missing.len(),
                leaves = crate::num::ranges_capped(&pruned_missing, 4)
            ));
        }
        if !pruned_extra.is_empty() {
            clauses.push(msg!(
                "check-also-evaluated",
                count = pruned_extra.len(),
                leaves = crate::num::ranges_capped(&pruned_extra, 4)
            ));
        }
        if !clauses.is_empty() {
            contrast.push((Item::Pruned, Message::joined(clauses, "check-and")));
        }
        push_cut_groups(tree, rec, &mut verdicts, &missing, strict);
        push_leaf_verdicts(
            tree,
            &mut verdicts,
            &extra,
            msg!("check-pruned-extra"),
            |leaf| why_evaluated(tree, rec, leaf, strict),
        );
        if missing.is_empty() && extra.is_empty() {
            let nums: Vec<u32> = actual.iter().filter_map(|&l| tree.leaf_number(l)).collect();
            verdicts.push(Verdict {
                item: Item::Pruned,
                ok: true,
                message: if nums.is_empty() {
                    msg!("check-pruned-nothing")
                } else {
                    msg!(
                        "check-pruned-right",
                        count = nums.len(),
                        leaves = crate::num::ranges(&nums)
                    )
                },
                note: None,
            });
        }
        let mut notes = Vec::new();
        if !missing.is_empty() || !extra.is_empty() {
            notes.extend(values_for_numbers(tree, exp, &actual));
        }
        if !exp.pruned_twice.is_empty() {
            notes.push(msg!(
                "check-pruned-twice",
                count = exp.pruned_twice.len(),
                leaves = crate::num::ranges_capped(&exp.pruned_twice, 4)
            ));
        }
        if let Some(v) = verdicts.get_mut(first_line)
            && !notes.is_empty()
        {
            let mut all = v.note.take().into_iter().chain(notes);
            let first = all.next().unwrap_or_else(Message::empty);
            v.note = Some(all.fold(first, |a, b| msg!("grade-notes", first = a, then = b)));
        }
    }

    if let Some(c) = &exp.evaluated {
        let count = outcome.leaves_evaluated + outcome.horizon_evaluations;
        let ok = c.what == count;
        if !ok {
            contrast.push((Item::Evaluated, msg!("check-evaluated-is", count = count)));
        }
        verdicts.push(Verdict {
            item: Item::Evaluated,
            ok,
            message: if ok {
                msg!("check-evaluated-right", count = count)
            } else {
                msg!(
                    "check-evaluated-wrong",
                    written = c.what,
                    count = count,
                    pruned = outcome.pruned_leaves(tree).len(),
                    leaves = tree.leaf_count()
                )
            },
            note: None,
        });
    }

    if let Some(c) = &exp.evaluation_order {
        let (verdict, differs) = order_verdict(tree, rec, &c.what);
        if let Some(clause) = differs {
            contrast.push((Item::EvaluationOrder, clause));
        }
        verdicts.push(verdict);
    }

    for c in &exp.values {
        let (node, shown) = c.what;
        let written = Written {
            shown,
            places: c.places,
            inexact: c.inexact.clone(),
            tolerance: exp.tolerance,
            exact_bounds: exp.exact_bounds,
        };
        let v = node_value(tree, outcome, truth, rec, node, written, strict);
        if !v.ok {
            contrast.push((
                v.item.clone(),
                Message::Text(format!("{} is ", tree.name(node)))
                    .then(phrases::result(&outcome.result(tree, node))),
            ));
        }
        verdicts.push(v);
    }

    for c in &exp.windows {
        let (node, a, b) = c.what;
        let (ok, message) = window_rules(tree, rec, node, strict).judge(a, b);
        if !ok {
            let name = tree.name(node);
            let is = match rec.window_of(node) {
                Some((wa, wb)) => msg!(
                    "check-entered-with",
                    name = name.as_str(),
                    alpha = fmt_value(wa),
                    beta = fmt_value(wb)
                ),
                None => msg!("check-never-entered", name = name.as_str()),
            };
            contrast.push((Item::Window(node), is));
        }
        verdicts.push(Verdict {
            item: Item::Window(node),
            ok,
            message,
            note: None,
        });
    }

    for c in &exp.intervals {
        let (v, is) = intervals::verdict(tree, rec, &c.what, exp.tolerance, strict);
        contrast.extend(is.map(|is| (v.item.clone(), is)));
        verdicts.push(v);
    }

    for c in &exp.twice {
        answered_twice(tree, &mut verdicts, &c.what);
    }
    for c in &exp.unknown {
        verdicts.push(unknown_verdict(&c.what));
    }
    let inner_entered = |n: NodeId| {
        n != tree.root() && tree.kind(n) != Kind::Leaf && outcome.results.visited(tree, n)
    };
    Ok(BlockReport {
        expectation: exp.clone(),
        verdicts,
        value: outcome.value,
        pruned_missing,
        pruned_extra,
        diagnosis: Diagnosed::default(),
        contrast,
        entered_inner: tree.ids().filter(|&n| inner_entered(n)).count(),
        entered_named: exp
            .values
            .iter()
            .map(|c| c.what.0)
            .chain(exp.windows.iter().map(|c| c.what.0))
            .filter(|&n| inner_entered(n))
            .collect(),
        proven_intervals: intervals::proven(tree, rec).into_iter().collect(),
    })
}

/// Grades a Monte Carlo block: its `next_selection` answers (the only items it holds).
fn grade_mcts(tree: &Tree, exp: &Expectation) -> Result<BlockReport> {
    let mut verdicts = selection::verdicts(tree, exp)?;
    verdicts.extend(exp.unknown.iter().map(|c| unknown_verdict(&c.what)));
    Ok(BlockReport {
        expectation: exp.clone(),
        verdicts,
        value: f64::NAN,
        pruned_missing: Vec::new(),
        pruned_extra: Vec::new(),
        diagnosis: Diagnosed::default(),
        contrast: Vec::new(),
        entered_inner: 0,
        entered_named: Default::default(),
        proven_intervals: Default::default(),
    })
}

/// A leaf by its number, another node scored at the depth limit by its name: as evaluation
/// orders are written.
fn order_label(tree: &Tree, node: NodeId) -> String {
    match tree.leaf_number(node) {
        Some(n) => n.to_string(),
        None => tree.name(node),
    }
}

/// At most this many entries of an evaluation order are listed in a line.
const ORDER_SHOWN: usize = 16;

/// `1, 2, 3, 7, …`.
fn order_list(tree: &Tree, nodes: &[NodeId]) -> Arg {
    let mut items: Vec<String> = nodes
        .iter()
        .take(ORDER_SHOWN)
        .map(|&n| order_label(tree, n))
        .collect();
    if nodes.len() > ORDER_SHOWN {
        items.push("…".into());
    }
    Arg::list(items, "list-separator")
}

/// The verdict on an evaluation order: right, or the first place where it differs from the
/// order the search evaluates leaves in, with that step. Also what the search does there, for
/// a diagnosis.
fn order_verdict(tree: &Tree, rec: &Recorder, written: &[NodeId]) -> (Verdict, Option<Message>) {
    // (the node, its 1-based step)
    let actual: Vec<(NodeId, usize)> = rec
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            Step::Leaf { node, .. } | Step::Horizon { node, .. } => Some((*node, i + 1)),
            _ => None,
        })
        .collect();
    let nodes: Vec<NodeId> = actual.iter().map(|&(n, _)| n).collect();
    let place = written.iter().zip(&nodes).position(|(w, a)| w != a);
    let (message, clause) = match place {
        None if written.len() == nodes.len() => {
            let message = msg!("check-order-right", order = order_list(tree, &nodes));
            return (
                Verdict {
                    item: Item::EvaluationOrder,
                    ok: true,
                    message,
                    note: None,
                },
                None,
            );
        }
        Some(i) => (
            msg!(
                "check-order-wrong",
                place = i + 1,
                actual = phrases::describe(tree, nodes[i]),
                step = actual[i].1,
                written = phrases::describe(tree, written[i])
            ),
            msg!(
                "check-order-is",
                place = i + 1,
                actual = phrases::describe(tree, nodes[i])
            ),
        ),
        // One is the other's beginning.
        None if written.len() < nodes.len() => {
            let i = written.len();
            (
                msg!(
                    "check-order-stops",
                    count = i,
                    actual = phrases::describe(tree, nodes[i]),
                    step = actual[i].1
                ),
                msg!(
                    "check-order-is",
                    place = i + 1,
                    actual = phrases::describe(tree, nodes[i])
                ),
            )
        }
        None => (
            msg!(
                "check-order-longer",
                count = nodes.len(),
                extra = order_list(tree, &written[nodes.len()..])
            ),
            msg!("check-evaluated-is", count = nodes.len()),
        ),
    };
    (
        Verdict {
            item: Item::EvaluationOrder,
            ok: false,
            message,
            note: None,
        },
        Some(clause),
    )
}

/// The note for a pruned list of leaf values where leaf numbers belong: every number it
/// writes is the value of a leaf the search prunes, and they are not those leaves' numbers.
fn values_for_numbers(tree: &Tree, exp: &Expectation, pruned: &[NodeId]) -> Option<Message> {
    let written = exp.pruned_numbers.as_ref()?;
    let values: Vec<f64> = pruned.iter().filter_map(|&l| tree.value(l)).collect();
    let numbers: Vec<f64> = pruned
        .iter()
        .filter_map(|&l| tree.leaf_number(l))
        .map(f64::from)
        .collect();
    let same_set =
        |a: &[f64], b: &[f64]| a.iter().all(|x| b.contains(x)) && b.iter().all(|x| a.contains(x));
    if values.is_empty() || !same_set(written, &values) || same_set(written, &numbers) {
        return None;
    }
    // Each value written, with the pruned leaves that hold it, in the order written.
    let mut shown_values = Vec::new();
    let mut leaves = Vec::new();
    for &x in written {
        if shown_values.contains(&fmt_value(x)) {
            continue;
        }
        shown_values.push(fmt_value(x));
        leaves.extend(
            pruned
                .iter()
                .filter(|&&l| tree.value(l) == Some(x))
                .filter_map(|&l| tree.leaf_number(l))
                .map(|n| n.to_string()),
        );
    }
    Some(msg!(
        "check-pruned-values",
        count = leaves.len(),
        values = Arg::list_with_last(shown_values, "list-separator", "list-and"),
        leaves = Arg::list_with_last(leaves, "list-separator", "list-and")
    ))
}

/// What decides a root's value, for a wrong value: the child it comes from (MAX and MIN
/// roots), or the averaging (a chance root).
fn decided_by(tree: &Tree, outcome: &Outcome) -> Message {
    let root = tree.root();
    match tree.kind(root) {
        Kind::Max | Kind::Min => {
            let Some(best) = outcome.best else {
                return Message::empty();
            };
            let key = if tree.kind(root) == Kind::Max {
                "check-comes-from-largest"
            } else {
                "check-comes-from-smallest"
            };
            let kids = tree.children(root);
            let values = if kids.len() <= 6 {
                let shown: Vec<Message> = kids
                    .iter()
                    .map(|&k| {
                        Message::Text(format!("{} ", tree.name(k)))
                            .then(phrases::result(&outcome.result(tree, k)))
                    })
                    .collect();
                msg!(
                    "check-children-values",
                    values = Arg::list(shown, "list-separator")
                )
            } else {
                Message::empty()
            };
            msg!(
                key,
                name = tree.name(best),
                path = if tree.label(best).is_some() {
                    msg!("check-child-path", path = tree.path(best))
                } else {
                    Message::empty()
                },
                values = values
            )
        }
        Kind::Chance => {
            msg!("check-chance-root-averages")
        }
        Kind::Leaf => Message::empty(),
    }
}

/// The wrong item for an answer that names no node.
fn unknown_verdict(u: &Unknown) -> Verdict {
    let item = match u.key {
        "best" => Item::Best,
        "pruned" => Item::Pruned,
        key => Item::Unknown(format!("{key}.{}", u.written)),
    };
    let could_be = match u.could_be.as_slice() {
        [] => Message::empty(),
        [one] => msg!("check-could-be", names = one),
        [init @ .., last] => msg!(
            "check-could-be",
            names = Message::Text(init.join(", "))
                .then(msg!("check-or"))
                .then(last)
        ),
    };
    let what = match u.key {
        "best" => msg!("check-item-best"),
        key => Message::Text(key.to_string()),
    };
    Verdict {
        item,
        ok: false,
        message: msg!(
            "check-unknown-name",
            what = what,
            why = &u.why,
            could_be = could_be
        ),
        note: None,
    }
}

/// One node answered under two names: one item, graded once when both answers agree, wrong
/// (and said why) when they differ.
fn answered_twice(tree: &Tree, verdicts: &mut [Verdict], t: &Twice) {
    let item = match t.key {
        "windows" => Item::Window(t.node),
        "intervals" => Item::Interval(t.node),
        _ => Item::NodeValue(t.node),
    };
    let Some(v) = verdicts.iter_mut().find(|v| v.item == item) else {
        return;
    };
    let (a, b) = &t.names;
    let same_node = msg!(
        "check-same-node",
        a = format!("{a:?}"),
        b = format!("{b:?}"),
        name = tree.name(t.node),
        path = tree.path(t.node)
    );
    if t.same {
        let note = msg!("check-answered-alike", same = same_node);
        v.note = Some(match v.note.take() {
            Some(n) => msg!("grade-notes", first = n, then = note),
            None => note,
        });
    } else {
        v.ok = false;
        v.note = None;
        v.message = msg!(
            "check-answered-twice",
            name = tree.name(t.node),
            a = format!("{a:?}"),
            first = t.answers.0.as_str(),
            b = format!("{b:?}"),
            second = t.answers.1.as_str(),
            same = same_node
        );
    }
}

/// What an answer shows at a node, with what its number is compared by.
struct Written {
    shown: Shown,
    places: Option<u8>,
    /// The answer as written, where its number is only near the float it is read as.
    inexact: Option<String>,
    tolerance: Option<f64>,
    exact_bounds: bool,
}

/// The rules that judge a value written at `node` (see [`rules`]).
pub fn node_rules(
    tree: &Tree,
    outcome: &Outcome,
    truth: &Outcome,
    rec: &Recorder,
    node: NodeId,
    strict: bool,
    exact_bounds: bool,
) -> NodeRules {
    let r = outcome.result(tree, node);
    let t = truth.result(tree, node);
    let name = tree.name(node);
    // Under the strict rule, a bound written where the search went on because α = β there
    // is the other rule's answer: said so.
    let equal_window = match equal_window(tree, rec, node) {
        Some((step, v)) if strict => msg!(
            "check-equal-window",
            step = step.to_string(),
            value = fmt_value(v),
            name = name.as_str()
        ),
        _ => Message::empty(),
    };
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
        proved: bounded(r.bound, r.value),
        answer: r.answer(),
        cut_step: rec
            .cut_at(node)
            .map(|step| msg!("check-stopping-at", step = step))
            .unwrap_or_else(Message::empty),
        why_pruned: if r.bound == Bound::Unvisited {
            why_pruned(tree, rec, node, strict)
        } else {
            Message::empty()
        },
        outside_high: r.bound == Bound::Exact
            && outside_window(tree, rec, node, r.value, true, strict),
        outside_low: r.bound == Bound::Exact
            && outside_window(tree, rec, node, r.value, false, strict),
        exact_bounds,
        equal_window,
    })
}

/// The rules that judge the window written for `node`.
pub fn window_rules(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> WindowRules {
    let entered = rec.window_of(node);
    let why = if entered.is_none() {
        why_pruned(tree, rec, node, strict)
    } else {
        Message::empty()
    };
    WindowRules::new(
        &tree.name(node),
        entered,
        rec.entered_at(node).unwrap_or(0),
        tree.has_chance(),
        why,
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
        inexact,
        tolerance,
        exact_bounds,
    } = written;
    let rules = node_rules(tree, outcome, truth, rec, node, strict, exact_bounds);
    let (form, w) = match shown {
        Shown::Exact(w) => (0, w),
        Shown::AtLeast(w) => (1, w),
        Shown::AtMost(w) => (2, w),
    };
    // A number only near its float is shown as written: `2.99999999999999999`, not `3`.
    let number = inexact
        .as_deref()
        .map(|t| t.trim_start_matches(['<', '>', '=', '≤', '≥']).trim_start());
    let text = inexact.clone().unwrap_or_else(|| shown.text());
    let (ok, message, note) = rules.judge_as_written(form, (w, number), places, tolerance, &text);
    Verdict {
        item: Item::NodeValue(node),
        ok,
        message,
        note,
    }
}

/// The first step at which a child's value made `node`'s α equal its β (a cutoff under
/// α ≥ β, none under the strict rule): its 1-based number and the value.
fn equal_window(tree: &Tree, rec: &Recorder, node: NodeId) -> Option<(usize, f64)> {
    rec.steps.iter().enumerate().find_map(|(i, s)| match *s {
        Step::Window {
            node: n,
            alpha,
            beta,
            ..
        } if n == node && eq_if(tree.has_chance(), alpha, beta) => Some((i + 1, alpha)),
        _ => None,
    })
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
