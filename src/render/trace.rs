//! `gametree trace`: the search step by step, as a table or as JSON — every enter, leaf,
//! window change, cutoff (with a plain-words reason), chance interval and return.

use std::fmt::Write;

use comfy_table::Cell;
use serde_json::{Value, json};

use super::elide::{Extent, LINE_RANGES, Shape, group, left_out};
use super::json::{insert_number, number};
use super::notes::{interval, table_entry};
use super::{Style, names, notes, table};
use crate::i18n::tr;
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, CutReason, Outcome, Recorder, Step};
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

/// A value for some nodes of a tree, held densely: one slot per node, so its size is known
/// from the tree alone (a hash map of every node of a big search costs several times more).
struct NodeMap<T>(Vec<Option<T>>);

impl<T: Copy> NodeMap<T> {
    fn new(tree: &Tree) -> Self {
        NodeMap(vec![None; tree.len()])
    }

    fn insert(&mut self, id: NodeId, v: T) {
        self.0[id.index()] = Some(v);
    }

    fn get(&self, id: &NodeId) -> Option<&T> {
        self.0[id.index()].as_ref()
    }

    fn contains(&self, id: &NodeId) -> bool {
        self.0[id.index()].is_some()
    }
}

/// The rows of the step table for a recorded search.
pub fn rows(tree: &Tree, rec: &Recorder, config: &crate::search::Config) -> Vec<Row> {
    rows_where(tree, rec, config, |_, _| true)
}

/// The rows of the steps `keep(step index, node depth)` accepts, in order. Every step still
/// feeds what later rows say (windows, where a cutoff's bound came from): only the rows
/// left out are never written, so a table of a few steps of a huge search costs the steps,
/// not a row for each.
pub fn rows_where(
    tree: &Tree,
    rec: &Recorder,
    config: &crate::search::Config,
    keep: impl FnMut(usize, usize) -> bool,
) -> Vec<Row> {
    let mut rows = Vec::new();
    each_row(tree, rec, config, keep, |r| rows.push(r));
    rows
}

/// Hands `sink` the rows of the steps `keep` accepts, one at a time, as [`rows_where`]
/// makes them: a writer can stream them without ever holding them all.
pub fn each_row(
    tree: &Tree,
    rec: &Recorder,
    config: &crate::search::Config,
    mut keep: impl FnMut(usize, usize) -> bool,
    mut sink: impl FnMut(Row),
) {
    let strict = config.strict;
    // Nodes whose own search was cut (true: by the budget, which is no cutoff), and each
    // node's depth.
    let mut cut_here: NodeMap<bool> = NodeMap::new(tree);
    let depth_of = tree.depths();
    let mut window: NodeMap<(f64, f64)> = NodeMap::new(tree);
    // The last value each node's window was tightened to, and by which child: where a
    // cutoff's α or β came from.
    let mut raised: NodeMap<(f64, NodeId)> = NodeMap::new(tree);
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
        if !keep(i, depth_of[node.index()] as usize) {
            match *step {
                Step::Cutoff { node, reason, .. } => {
                    cut_here.insert(node, matches!(reason, CutReason::Budget { .. }));
                }
                Step::Window {
                    node, child, value, ..
                } => {
                    raised.insert(node, (value, child));
                }
                _ => {}
            }
            continue;
        }
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
            Step::Iteration { .. }
            | Step::Candidate { .. }
            | Step::Select { .. }
            | Step::Expand { .. }
            | Step::Playout { .. }
            | Step::Backup { .. } => String::new(),
        };
        let skipped = match step {
            Step::Cutoff { skipped, .. } => leaf_numbers(tree, skipped),
            _ => Vec::new(),
        };
        sink(Row {
            step: i + 1,
            depth: depth_of[node.index()] as usize,
            node,
            action: notes::action(tree, step),
            alpha,
            beta,
            value,
            note: match step {
                Step::Cutoff { node, reason, .. } => {
                    cut_here.insert(*node, matches!(reason, CutReason::Budget { .. }));
                    notes::cutoff(tree, step, strict, cut_source(tree, &raised, *node, reason))
                }
                Step::Exit {
                    node, value, bound, ..
                } if cut_here.get(node) == Some(&true) => {
                    notes::budget_exit(tree, *node, *value, *bound)
                }
                Step::Exit {
                    node, value, bound, ..
                } if *bound != Bound::Exact && !cut_here.contains(node) => {
                    let (a, b) = window
                        .get(node)
                        .copied()
                        .unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
                    let edge = crate::num::approx_eq(*value, a) || crate::num::approx_eq(*value, b);
                    if config.fail_hard && edge {
                        tr!(
                            if *bound == Bound::Upper {
                                "trace-fail-hard-alpha"
                            } else {
                                "trace-fail-hard-beta"
                            },
                            name = names::name(tree, *node),
                            value = fmt_value(*value)
                        )
                    } else {
                        tr!(
                            "trace-bounded-below",
                            name = names::name(tree, *node),
                            value = bound.show(*value)
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
}

/// The rows seen the negamax way: at a MIN node every value is from MIN's side (negated) and
/// the window (α, β) becomes (−β, −α), so every node maximises and raises its own α — the
/// trace the textbook's negamax code prints. Leaves keep their values (scored for MAX).
pub fn negamax_rows(tree: &Tree, rows: Vec<Row>, steps: &[Step]) -> Vec<Row> {
    rows.into_iter()
        .map(|mut r| {
            let step = &steps[r.step - 1];
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
                    r.action = tr!(
                        "act-alpha-up",
                        value = fmt_value(-value),
                        child = names::name(tree, child)
                    );
                    r.value = Bound::Lower.show(-value);
                }
                Step::Cutoff { value, .. } => r.value = Bound::Lower.show(-value),
                Step::Exit {
                    node, value, bound, ..
                } => {
                    r.action = tr!("act-return", value = flip(value, bound));
                    r.value = flip(value, bound);
                    if bound != Bound::Exact {
                        r.note = tr!(
                            if bound == Bound::Upper {
                                "trace-negamax-lower"
                            } else {
                                "trace-negamax-upper"
                            },
                            name = names::name(tree, node)
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
pub fn cut_sources(
    tree: &Tree,
    rec: &Recorder,
) -> std::collections::HashMap<usize, (NodeId, NodeId)> {
    let mut raised: NodeMap<(f64, NodeId)> = NodeMap::new(tree);
    let mut sources = std::collections::HashMap::new();
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
    raised: &NodeMap<(f64, NodeId)>,
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

/// The node column: indented name, with the path when the node has a name of its own (a
/// label, or a leaf's number, as every view names leaves). Indentation stops at a depth
/// that leaves the other columns room in the window.
fn node_cell(tree: &Tree, node: NodeId, depth: usize, width: usize) -> String {
    let pad = "  ".repeat(depth.min((width / 10).clamp(4, 12)));
    // Deep paths are cut to their last steps: a table row stays a row (JSON has them whole).
    let path = if node == tree.root() {
        tr!("path-root")
    } else {
        table::short_path(&tree.path(node))
    };
    let name = match tree.label(node) {
        Some(l) => l.to_string(),
        None if tree.kind(node) == Kind::Leaf => {
            tr!("value-leaf", leaf = tree.leaf_number(node).unwrap_or(0))
        }
        None => return format!("{pad}{path}"),
    };
    format!("{pad}{}", tr!("name-aside", name = name, aside = path))
}

/// Most rows the step table prints when the user chose no depth.
pub const TRACE_ROWS: usize = 2_000;

/// The step table, with a header naming the conventions and a closing summary. Each row is
/// one line; a step's note follows on its own lines, wrapped to the width under the row. As
/// many steps as fit [`TRACE_ROWS`] rows.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    style: &Style,
) -> String {
    render_with(tree, meta, outcome, rec, style, Extent::default())
}

/// The step table with the steps `extent` asks for: on a big search, the steps at the top
/// levels of the tree, a `…` row where steps were left out, and a closing line counting them.
pub fn render_with(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    style: &Style,
    extent: Extent,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(meta.name.as_deref()));
    let _ = writeln!(
        out,
        "{}\n",
        style.wrapped(&outcome.config.describe(), "", "", Style::dim)
    );
    let (node_col, event_col) = (tr!("col-node"), tr!("col-event"));
    let value_col = tr!("col-value");
    let mut t = table::new(style, &["#", &node_col, &event_col, "α", "β", &value_col]);
    let negamax = outcome.config.algorithm == crate::search::Algorithm::Negamax;
    if negamax {
        let _ = writeln!(
            out,
            "{}\n",
            style.wrapped(&tr!("trace-negamax-view"), "", "", Style::note)
        );
    }
    let shape = Shape::of(tree);
    let mut per_depth: Vec<usize> = Vec::new();
    for s in &rec.steps {
        let d = shape.depth(s.node());
        if per_depth.len() <= d {
            per_depth.resize(d + 1, 0);
        }
        per_depth[d] += 1;
    }
    let cut = extent.resolve(&per_depth, TRACE_ROWS);
    let mut kept = 0usize;
    let all = rows_where(tree, rec, &outcome.config, |_, depth| {
        let keep = cut.shows(depth) && cut.cap.is_none_or(|cap| kept < cap);
        kept += usize::from(keep);
        keep
    });
    let all = if negamax {
        negamax_rows(tree, all, &rec.steps)
    } else {
        all
    };
    let shown = all.len();
    let stopped = cut.cap.is_some_and(|cap| shown >= cap) && shown < rec.steps.len();
    // A row `…` stands for the steps left out between two shown ones.
    let gap = |t: &mut comfy_table::Table, notes: &mut Vec<String>, n: usize, what: &str| {
        t.add_row(vec![
            Cell::new("…"),
            Cell::new(""),
            Cell::new(style.dim(&tr!(what, steps = group(n)))),
        ]);
        notes.push(String::new());
    };
    let mut previous = 0usize;
    let mut notes = Vec::with_capacity(all.len());
    let cutoff = tr!("act-cutoff");
    for r in all {
        if r.step > previous + 1 {
            gap(
                &mut t,
                &mut notes,
                r.step - previous - 1,
                "trace-gap-deeper",
            );
        }
        previous = r.step;
        let action = if r.action == cutoff {
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
    if previous < rec.steps.len() {
        gap(
            &mut t,
            &mut notes,
            rec.steps.len() - previous,
            "trace-gap-more",
        );
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
    let (step_end, event_at) = (column(&node_col), column(&event_col));
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
            .is_some_and(|c| c.is_ascii_digit() || c == '…');
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
    if shown < rec.steps.len() {
        let _ = writeln!(
            out,
            "{}",
            style.wrapped(
                &left_out(&cut, shown, rec.steps.len(), "steps", stopped),
                "",
                "  ",
                Style::dim
            )
        );
    }
    let best = outcome
        .best_move()
        .map(|b| tr!("trace-closing-best", name = super::node_name(tree, b)))
        .unwrap_or_default();
    let closing = tr!(
        "trace-closing",
        value = outcome.shown().unwrap_or_else(|| tr!("value-unknown")),
        best = best,
        leaves =
            outcome.leaves_line_within(tree, if extent.all { usize::MAX } else { LINE_RANGES })
    );
    let _ = writeln!(
        out,
        "\n{}",
        super::wrap::wrap(&closing, style.width, "", "")
    );
    out
}

/// The same steps as JSON, written as they are made: the document is never held whole, so
/// a search of millions of steps costs one step's text at a time.
pub fn write_json(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    outcome: &Outcome,
    rec: &Recorder,
) -> std::io::Result<()> {
    let Value::Object(head) = json!({
        "algorithm": outcome.config.algorithm.name(),
        "conventions": outcome.config.describe(),
        "value": if outcome.known() { number(outcome.value) } else { Value::Null },
        "shown": outcome.answer(),
        "best": outcome.best_move().map(|b| tree.path(b)),
        "pruned_leaves": null,
        "not_reached": outcome.not_reached(tree),
        "steps": null,
    }) else {
        unreachable!("a JSON object literal is an object")
    };
    let step_json = |r: Row| {
        let s = &rec.steps[r.step - 1];
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
    };
    let pruned = outcome.pruned_and_not_reached(tree).0;
    super::json::Document::new(head)
        .items("pruned_leaves", pruned.into_iter().map(|n| json!(n)))
        .pushed("steps", |push| {
            each_row(
                tree,
                rec,
                &outcome.config,
                |_, _| true,
                |r| push(step_json(r)),
            )
        })
        .write(w)
}
