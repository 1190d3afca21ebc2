//! `gametree trace`: the search step by step, as a table or as JSON — every enter, leaf,
//! window change, cutoff (with a plain-words reason), chance interval and return.

use std::collections::HashMap;
use std::fmt::Write;

use comfy_table::Cell;
use serde_json::{Value, json};

use super::json::{insert_number, number};
use super::notes::{interval, table_entry};
use super::{Style, notes, table};
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::search::{Bound, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};

/// One row of the step table, before styling.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// 1-based step number.
    pub step: usize,
    /// The node's depth in the tree (for indentation).
    pub depth: usize,
    /// The node the step concerns.
    pub node: NodeId,
    /// What happened, in a few words.
    pub action: String,
    /// α at that moment at that node.
    pub alpha: f64,
    /// β at that moment at that node.
    pub beta: f64,
    /// The node's current value, bound or interval.
    pub value: String,
    /// Why (cutoffs), or what it means.
    pub note: String,
    /// For cutoffs: the leaves skipped.
    pub skipped: Vec<u32>,
}

/// The rows of the step table for a recorded search.
pub fn rows(tree: &Tree, rec: &Recorder, config: &crate::search::Config) -> Vec<Row> {
    let strict = config.strict;
    // Nodes whose own search was cut, and each node's depth (parents come first in the arena).
    let mut cut_here: std::collections::HashSet<NodeId> = std::collections::HashSet::new();
    let mut depth_of = vec![0usize; tree.len()];
    for id in tree.ids().skip(1) {
        depth_of[id.index()] = tree.parent(id).map_or(0, |p| depth_of[p.index()] + 1);
    }
    let mut window: HashMap<NodeId, (f64, f64)> = HashMap::new();
    // The last value each node's window was tightened to, and by which child: where a
    // cutoff's α or β came from.
    let mut raised: HashMap<NodeId, (f64, NodeId)> = HashMap::new();
    let mut rows = Vec::with_capacity(rec.steps.len());
    for (i, step) in rec.steps.iter().enumerate() {
        let node = step.node();
        let (alpha, beta) = match *step {
            Step::Enter { alpha, beta, .. }
            | Step::Leaf { alpha, beta, .. }
            | Step::Window { alpha, beta, .. }
            | Step::ChanceChild { alpha, beta, .. }
            | Step::Probe { alpha, beta, .. } => {
                if !matches!(step, Step::ChanceChild { .. } | Step::Probe { .. }) {
                    window.insert(node, (alpha, beta));
                }
                (alpha, beta)
            }
            Step::Cutoff {
                reason: crate::search::CutReason::AlphaBeta { alpha, beta },
                ..
            } => (alpha, beta),
            Step::TtProbe { alpha, beta, .. }
            | Step::Research { alpha, beta, .. }
            | Step::Pass { alpha, beta, .. } => {
                if let Step::TtProbe { .. } = step {
                    window.insert(node, (alpha, beta));
                }
                (alpha, beta)
            }
            _ => window
                .get(&node)
                .copied()
                .unwrap_or((f64::NEG_INFINITY, f64::INFINITY)),
        };
        let value = match *step {
            Step::Enter { .. } | Step::Probe { .. } => String::new(),
            Step::Leaf { value, .. } | Step::Horizon { value, .. } => crate::num::fmt_exact(value),
            Step::Window { value, .. } | Step::Cutoff { value, .. } => match tree.kind(node) {
                Kind::Max => Bound::Lower.show(value),
                Kind::Min => Bound::Upper.show(value),
                _ => String::new(),
            },
            Step::ChanceChild { lo, hi, .. }
            | Step::Interval { lo, hi, .. }
            | Step::ProbeResult { lo, hi, .. } => interval(lo, hi),
            Step::ProbeReused { value, bound, .. } => bound.show(value),
            Step::Exit {
                value,
                bound,
                computed,
                ..
            } => bound.show_as(value, computed),
            Step::TtProbe { entry, .. } => table_entry(&entry),
            Step::Research { .. } | Step::Pass { .. } => String::new(),
        };
        let skipped = match step {
            Step::Cutoff { skipped, .. } => leaf_numbers(tree, skipped),
            _ => Vec::new(),
        };
        rows.push(Row {
            step: i + 1,
            depth: depth_of[node.index()],
            node,
            action: notes::action(tree, step),
            alpha,
            beta,
            value,
            note: match step {
                Step::Cutoff { node, reason, .. } => {
                    cut_here.insert(*node);
                    notes::cutoff(tree, step, strict, cut_source(tree, &raised, *node, reason))
                }
                Step::Exit { node, value, bound, .. } if *bound != Bound::Exact && !cut_here.contains(node) => {
                    let (a, b) = window.get(node).copied().unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
                    let edge = crate::num::approx_eq(*value, a) || crate::num::approx_eq(*value, b);
                    if config.fail_hard && edge {
                        let (side, rel) = if *bound == Bound::Upper { ("α", "below") } else { ("β", "above") };
                        format!(
                            "fail-hard: {} returns {side} = {}, the edge of its window, because its value lies {rel} it: a bound, not its value",
                            tree.name(*node),
                            fmt_value(*value)
                        )
                    } else {
                        format!(
                            "{}'s own search was not cut, but one below it was, so its value is only bounded: {}",
                            tree.name(*node),
                            bound.show(*value)
                        )
                    }
                }
                _ => notes::note(tree, step, strict),
            },
            skipped,
        });
        if let Step::Window {
            node, child, value, ..
        } = *step
        {
            raised.insert(node, (value, child));
        }
    }
    rows
}

/// The rows seen the negamax way: at a MIN node every value is from MIN's side (negated) and
/// the window (α, β) becomes (−β, −α), so every node maximises and raises its own α — the
/// trace the textbook's negamax code prints. Leaves keep their values (scored for MAX).
pub fn negamax_rows(tree: &Tree, rows: Vec<Row>, steps: &[Step]) -> Vec<Row> {
    rows.into_iter()
        .zip(steps)
        .map(|(mut r, step)| {
            if tree.kind(r.node) != Kind::Min {
                return r;
            }
            (r.alpha, r.beta) = (-r.beta, -r.alpha);
            let flip = |v: f64, b: Bound| match b {
                Bound::Lower => Bound::Upper.show(-v),
                Bound::Upper => Bound::Lower.show(-v),
                other => other.show(-v),
            };
            match *step {
                Step::Window { child, value, .. } => {
                    r.action = format!("α ↑ {} from {}", fmt_value(-value), tree.name(child));
                    r.value = Bound::Lower.show(-value);
                }
                Step::Cutoff { value, .. } => r.value = Bound::Lower.show(-value),
                Step::Exit {
                    node, value, bound, ..
                } => {
                    r.action = format!("return {}", flip(value, bound));
                    r.value = flip(value, bound);
                    if bound != Bound::Exact {
                        let k = if bound == Bound::Upper {
                            "a lower"
                        } else {
                            "an upper"
                        };
                        r.note = format!(
                            "{} was cut: this is {k} bound on MIN's score, not its value",
                            tree.name(node)
                        );
                    }
                }
                _ => {}
            }
            r
        })
        .collect()
}

/// For every alpha-beta cutoff of a record, by 0-based step number: the ancestor whose α (or
/// β) caused it and the child that gave that ancestor the value, as the step table's notes
/// say it ("MAX at A already has 3 from B"). A cut whose ancestor is not the node's parent
/// is a deep cutoff.
pub fn cut_sources(tree: &Tree, rec: &Recorder) -> HashMap<usize, (NodeId, NodeId)> {
    let mut raised: HashMap<NodeId, (f64, NodeId)> = HashMap::new();
    let mut sources = HashMap::new();
    for (i, step) in rec.steps.iter().enumerate() {
        match *step {
            Step::Cutoff {
                node, ref reason, ..
            } => {
                if let Some(s) = cut_source(tree, &raised, node, reason) {
                    sources.insert(i, s);
                }
            }
            Step::Window {
                node, child, value, ..
            } => {
                raised.insert(node, (value, child));
            }
            _ => {}
        }
    }
    sources
}

/// The ancestor whose α (for a cut at a MIN node) or β (at a MAX node) caused a cutoff, and
/// the child that gave it that value: the nearest ancestor of the other kind whose window
/// was last tightened to exactly that value.
fn cut_source(
    tree: &Tree,
    raised: &HashMap<NodeId, (f64, NodeId)>,
    node: NodeId,
    reason: &crate::search::CutReason,
) -> Option<(NodeId, NodeId)> {
    let crate::search::CutReason::AlphaBeta { alpha, beta } = *reason else {
        return None;
    };
    let (want_kind, limit) = if tree.kind(node) == Kind::Max {
        (Kind::Min, beta)
    } else {
        (Kind::Max, alpha)
    };
    let mut cur = tree.parent(node);
    while let Some(a) = cur {
        if tree.kind(a) == want_kind
            && let Some(&(v, child)) = raised.get(&a)
            && crate::num::approx_eq(v, limit)
        {
            return Some((a, child));
        }
        cur = tree.parent(a);
    }
    None
}

fn leaf_numbers(tree: &Tree, nodes: &[NodeId]) -> Vec<u32> {
    let mut out = Vec::new();
    let mut stack: Vec<NodeId> = nodes.iter().rev().copied().collect();
    while let Some(x) = stack.pop() {
        match tree.leaf_number(x) {
            Some(n) => out.push(n),
            None => stack.extend(tree.children(x).iter().rev()),
        }
    }
    out.sort_unstable();
    out
}

/// The node column: indented name, with the path when the node has a label. Indentation
/// stops at a depth that leaves the other columns room in the window.
fn node_cell(tree: &Tree, node: NodeId, depth: usize, width: usize) -> String {
    let pad = "  ".repeat(depth.min((width / 10).clamp(4, 12)));
    // Deep paths are cut to their last steps: a table row stays a row (JSON has them whole).
    let path = table::short_path(&tree.path(node));
    match tree.label(node) {
        Some(l) => format!("{pad}{l} ({path})"),
        None => format!("{pad}{path}"),
    }
}

/// The step table, with a header naming the conventions and a closing summary. Each row is
/// one line; a step's note follows on its own lines, wrapped to the width under the row.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    style: &Style,
) -> String {
    let mut out = String::new();
    if let Some(name) = &meta.name {
        let _ = writeln!(out, "{}", style.wrapped(name, "", "", Style::bold));
    }
    let _ = writeln!(
        out,
        "{}\n",
        style.wrapped(&outcome.config.describe(), "", "", Style::dim)
    );
    let mut t = table::new(style, &["#", "node", "event", "α", "β", "value"]);
    let negamax = outcome.config.algorithm == crate::search::Algorithm::Negamax;
    if negamax {
        let _ = writeln!(
            out,
            "{}\n",
            style.wrapped("negamax view: at MIN nodes values are MIN's (negated) and (α, β) is (−β, −α); every node maximises", "", "", Style::note)
        );
    }
    let all = rows(tree, rec, &outcome.config);
    let all = if negamax {
        negamax_rows(tree, all, &rec.steps)
    } else {
        all
    };
    let mut notes = Vec::with_capacity(all.len());
    for r in all {
        let action = if r.action == "cutoff" {
            table::bad(&r.action)
        } else {
            Cell::new(table::short_paths_in(&r.action))
        };
        let (a, b) = crate::num::fmt_window(r.alpha, r.beta);
        t.add_row(vec![
            Cell::new(r.step),
            Cell::new(node_cell(tree, r.node, r.depth, style.width)),
            action,
            Cell::new(a),
            Cell::new(b),
            Cell::new(r.value),
        ]);
        notes.push(table::short_paths_in(&r.note));
    }
    table::align_right(&mut t, &[0, 3, 4]);
    // Each row may wrap over several lines; its note follows its last line, under the event
    // column (but never so far right that it gets less than half the width). A row starts
    // where the step column holds a number: wrapped lines leave it blank.
    let text = table::text(&t);
    let mut lines = text.lines();
    let header = lines.next().unwrap_or("");
    // Columns (not bytes: the header is bold on a terminal) where the node and event
    // columns start.
    let column = |name: &str| {
        header
            .find(name)
            .map_or(0, |i| super::wrap::width_of_styled(&header[..i]))
    };
    let (step_end, event_at) = (column("node"), column("event"));
    let indent = " ".repeat(event_at.min(style.width / 2));
    let _ = writeln!(out, "{header}");
    let _ = writeln!(out, "{}", lines.next().unwrap_or(""));
    let note = |out: &mut String, row: usize| {
        if let Some(n) = notes.get(row).filter(|n| !n.is_empty()) {
            let _ = writeln!(
                out,
                "{}",
                super::wrap::wrap(n, style.width, &indent, &indent)
            );
        }
    };
    let mut row = None;
    for line in lines {
        // The step column is plain digits and spaces, so characters are columns there.
        let starts_row = line
            .chars()
            .take(step_end)
            .find(|c| *c != ' ')
            .is_some_and(|c| c.is_ascii_digit());
        if starts_row {
            if let Some(r) = row {
                note(&mut out, r);
            }
            row = Some(row.map_or(0, |r| r + 1));
        }
        let _ = writeln!(out, "{line}");
    }
    if let Some(r) = row {
        note(&mut out, r);
    }
    let best = outcome
        .best
        .map(|b| format!(", best move {}", super::node_name(tree, b)))
        .unwrap_or_default();
    let closing = format!(
        "value {}{best}; {}",
        outcome.bound.show(outcome.value),
        outcome.leaves_line(tree)
    );
    let _ = writeln!(
        out,
        "\n{}",
        super::wrap::wrap(&closing, style.width, "", "")
    );
    out
}

/// The same steps as JSON.
pub fn json(tree: &Tree, outcome: &Outcome, rec: &Recorder) -> Value {
    let steps: Vec<Value> = rows(tree, rec, &outcome.config)
        .into_iter()
        .zip(&rec.steps)
        .map(|(r, s)| {
            let mut m = serde_json::Map::new();
            m.insert("step".into(), json!(r.step));
            m.insert("kind".into(), json!(s.kind()));
            m.insert("node".into(), json!(tree.path(r.node)));
            m.insert("id".into(), json!(tree.name_exact(r.node)));
            m.insert("depth".into(), json!(r.depth));
            m.insert("event".into(), json!(r.action));
            insert_number(&mut m, "alpha", r.alpha);
            insert_number(&mut m, "beta", r.beta);
            if !r.value.is_empty() {
                m.insert("value".into(), json!(r.value));
            }
            if !r.note.is_empty() {
                m.insert("note".into(), json!(r.note));
            }
            if let Step::Cutoff { .. } = s {
                m.insert("skipped_leaves".into(), json!(r.skipped));
            }
            Value::Object(m)
        })
        .collect();
    json!({
        "algorithm": outcome.config.algorithm.name(),
        "conventions": outcome.config.describe(),
        "value": if outcome.known() { number(outcome.value) } else { Value::Null },
        "shown": outcome.answer(),
        "best": outcome.best.map(|b| tree.path(b)),
        "pruned_leaves": outcome.pruned_and_not_reached(tree).0,
        "not_reached": outcome.not_reached(tree),
        "steps": steps,
    })
}
