//! `gametree diff`: how two sets of conventions change the answer — value, best move, the
//! pruned leaves, and each node's value or bound.

use crate::i18n::tr;
use std::fmt::Write;

use comfy_table::{ColumnConstraint, Width};

use super::elide::{Extent, Shape, group, left_out};
use super::wrap::wrap;
use super::{Style, notes, table};
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, Outcome};
use crate::tree::{NodeId, Tree};

/// Most rows the table of differing nodes prints when the user chose no depth.
pub const DIFF_ROWS: usize = 1_000;

/// The differences between two searches of the same tree (on a big tree, the differing
/// nodes down to the depth that keeps the table to [`DIFF_ROWS`] rows).
pub fn render(tree: &Tree, a: &Outcome, b: &Outcome, style: &Style) -> String {
    render_with(tree, a, b, style, Extent::default())
}

/// The differences, with the differing nodes `extent` asks for.
pub fn render_with(tree: &Tree, a: &Outcome, b: &Outcome, style: &Style, extent: Extent) -> String {
    let mut out = String::new();
    // Lines are laid out plain and wrapped under their text, then styled.
    // Labels are padded by display width: a CJK label is two columns a character.
    let line = |label: &str, text: &str| {
        let label = tr!(label);
        let hang = " ".repeat(12);
        let wrapped = wrap(text, style.width, &hang, &hang);
        let pad = " ".repeat(12usize.saturating_sub(super::wrap::width(&label)));
        format!("{label}{pad}{}\n", &wrapped[hang.len()..])
    };
    for (side, o) in [("A:", a), ("B:", b)] {
        let text = wrap(&o.config.describe(), style.width, "   ", "   ");
        let _ = writeln!(out, "{} {}", style.bold(side), &text[3..]);
    }
    out.push('\n');
    let same_value = crate::num::eq_if(a.computed || b.computed, a.value, b.value);
    out.push_str(&line(
        "diff-value",
        &tr!(
            if same_value {
                "diff-value-same"
            } else {
                "diff-value-differs"
            },
            a = a.bound.show(a.value),
            b = b.bound.show(b.value)
        ),
    ));
    let best = |o: &Outcome| {
        o.best_move()
            .map_or("—".to_string(), |n| super::node_name(tree, n))
    };
    out.push_str(&line(
        "diff-best-move",
        &tr!("diff-sides", a = best(a), b = best(b)),
    ));
    let (pa, pb) = (a.pruned_leaves(tree), b.pruned_leaves(tree));
    let (only_a, only_b) = (only_in(&pa, &pb), only_in(&pb, &pa));
    out.push_str(&line(
        "diff-leaves",
        &tr!(
            "diff-evaluates",
            a = tree.leaf_count() - pa.len(),
            b = tree.leaf_count() - pb.len(),
            leaves = tree.leaf_count()
        ),
    ));
    if only_a.is_empty() && only_b.is_empty() {
        out.push_str(&line(
            "diff-pruned",
            &if pa.is_empty() {
                tr!("diff-same-none")
            } else {
                tr!("diff-same-leaves", leaves = crate::num::ranges(&pa))
            },
        ));
    } else {
        for (side, only) in [("A", &only_a), ("B", &only_b)] {
            if !only.is_empty() {
                let text = line(
                    "diff-pruned",
                    &tr!(
                        "diff-only-by",
                        side = side,
                        leaves = describe_leaves(tree, only)
                    ),
                );
                out.push_str(&style.note(&text));
            }
        }
    }
    // On a big tree the table keeps the differing nodes down to the depth that fits.
    let shape = Shape::of(tree);
    let per_depth = shape.per_depth(|id| !same_result(tree, a, b, id));
    let total: usize = per_depth.iter().sum();
    let cut = extent.resolve(&per_depth, DIFF_ROWS);
    let ids: Vec<NodeId> = tree
        .ids()
        .filter(|&id| !same_result(tree, a, b, id) && cut.shows(shape.depth(id)))
        .take(cut.cap.unwrap_or(usize::MAX))
        .collect();
    let rows = ids.len();
    if total == 0 {
        out.push_str(&line("diff-nodes", &tr!("diff-nodes-same")));
    } else {
        let _ = writeln!(
            out,
            "\n{}\n{}",
            style.bold(&tr!("diff-nodes-title", count = group(total))),
            node_table(tree, a, b, style, &ids, TABLE_CHUNK)
        );
        if rows < total {
            let stopped = cut.cap.is_some_and(|cap| rows >= cap);
            let _ = writeln!(
                out,
                "{}",
                style.wrapped(
                    &left_out(&cut, rows, total, "differing nodes", stopped),
                    "",
                    "  ",
                    Style::dim
                )
            );
        }
    }
    out
}

/// Most rows of the node table laid out at once: `--all` on a million-node tree can list
/// millions, and a table cell costs far more than its text.
const TABLE_CHUNK: usize = 4_096;

/// The node table's columns, as catalogue keys.
const HEADER: [&str; 4] = ["col-node", "col-path", "diff-col-a", "diff-col-b"];

/// The table of the nodes `ids`, laid out `chunk` rows at a time. Each column is held to the
/// width of its widest cell in any chunk, so the text is the one a single table of every row
/// makes (when that table is wider than the style allows and would wrap, it is made whole).
fn node_table(
    tree: &Tree,
    a: &Outcome,
    b: &Outcome,
    style: &Style,
    ids: &[NodeId],
    chunk: usize,
) -> String {
    let header = HEADER.map(|k| tr!(k));
    let header = header.each_ref().map(String::as_str);
    let part = |ids: &[NodeId]| {
        let mut t = table::new(style, &header);
        for &id in ids {
            let (ra, rb) = (a.result(tree, id), b.result(tree, id));
            t.add_row(vec![
                crate::render::names::short_name(tree, id),
                crate::render::names::short_path(tree, id),
                ra.bound.show(ra.value),
                rb.bound.show(rb.value),
            ]);
        }
        t
    };
    let mut widths = part(&[]).column_max_content_widths();
    for piece in ids.chunks(chunk.max(1)) {
        for (w, c) in widths
            .iter_mut()
            .zip(part(piece).column_max_content_widths())
        {
            *w = (*w).max(c);
        }
    }
    // Each column has one space of padding either side.
    let wide: usize = widths.iter().map(|&w| usize::from(w) + 2).sum();
    if ids.len() <= chunk || wide > style.width {
        return table::text(&part(ids));
    }
    let mut out = String::new();
    for (i, piece) in ids.chunks(chunk.max(1)).enumerate() {
        let mut t = part(piece);
        t.set_constraints(
            widths
                .iter()
                .map(|&w| ColumnConstraint::LowerBoundary(Width::Fixed(w.saturating_add(2)))),
        );
        let text = table::text(&t);
        if i == 0 {
            out.push_str(&text);
        } else {
            // Past the first chunk, without the header and its rule.
            for line in text.lines().skip(2) {
                out.push('\n');
                out.push_str(line);
            }
        }
    }
    out
}

/// Writes both searches and what differs between them, as JSON: `a` and `b` are each
/// search's result as `eval --json` gives it, then the leaves only one of them prunes and
/// the nodes whose value or bound differs. Every list is streamed (see
/// [`Document`](super::json::Document)): on a million-node tree nearly every
/// node may differ, and as JSON values they would take many times the tree.
pub fn write_json(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    a: &Outcome,
    b: &Outcome,
) -> std::io::Result<()> {
    use super::json::Document;
    use serde_json::{Value, json};
    let (head_a, pa) = super::json::outcome_head(tree, meta, a);
    let (head_b, pb) = super::json::outcome_head(tree, meta, b);
    let (only_a, only_b) = (only_in(&pa, &pb), only_in(&pb, &pa));
    let shown = |o: &Outcome, id| {
        let r = o.result(tree, id);
        let mut m = serde_json::Map::new();
        m.insert("bound".into(), json!(r.bound.name()));
        if r.bound != Bound::Unvisited {
            m.insert("value".into(), super::json::number(r.value));
            m.insert("shown".into(), json!(r.answer()));
        }
        Value::Object(m)
    };
    let Value::Object(head) = json!({
        "a": null,
        "b": null,
        "same_value": a.bound == b.bound
            && crate::num::eq_if(a.computed || b.computed, a.value, b.value),
        "same_best": a.best_move() == b.best_move(),
    }) else {
        unreachable!("a JSON object literal is an object")
    };
    fn leaves(l: &[u32]) -> impl Iterator<Item = Value> + '_ {
        l.iter().map(|&n| json!(n))
    }
    let nodes = tree
        .ids()
        .filter(|&id| !same_result(tree, a, b, id))
        .map(|id| {
            json!({
                "path": tree.path(id),
                "id": tree.name(id),
                "a": shown(a, id),
                "b": shown(b, id),
            })
        });
    Document::new(head)
        .document(
            "a",
            Document::new(head_a).items("pruned_leaves", leaves(&pa)),
        )
        .document(
            "b",
            Document::new(head_b).items("pruned_leaves", leaves(&pb)),
        )
        .items("pruned_only_by_a", leaves(&only_a))
        .items("pruned_only_by_b", leaves(&only_b))
        .items("nodes_that_differ", nodes)
        .write(w)
}

/// The leaf numbers in `a` and not in `b` (both ascending, as `pruned_leaves` gives them):
/// a binary search each, so a million pruned leaves take a fraction of a second.
fn only_in(a: &[u32], b: &[u32]) -> Vec<u32> {
    a.iter()
        .filter(|n| b.binary_search(n).is_err())
        .copied()
        .collect()
}

/// Whether both searches show the same thing at a node.
fn same_result(tree: &Tree, a: &Outcome, b: &Outcome, id: crate::tree::NodeId) -> bool {
    let (ra, rb) = (a.result(tree, id), b.result(tree, id));
    ra.bound == rb.bound
        && (ra.bound == Bound::Unvisited
            || crate::num::eq_if(ra.computed || rb.computed, ra.value, rb.value))
}

fn describe_leaves(tree: &Tree, nums: &[u32]) -> String {
    let ids: Vec<_> = nums.iter().filter_map(|&n| tree.leaf(n)).collect();
    notes::leaves_under(tree, &ids)
}

/// A teaching point: under the strict rule, fail-hard returns clamp a child's
/// value to β, so α can reach β without a cut and the search goes on where fail-soft would
/// have stopped. Returns a note when the two visit different leaves.
pub fn strict_fail_hard_note(tree: &Tree, hard: &Outcome, soft: &Outcome) -> Option<String> {
    let (ph, ps) = (hard.pruned_leaves(tree), soft.pruned_leaves(tree));
    (ph != ps).then(|| {
        tr!(
            "diff-strict-fail-hard",
            hard = tree.leaf_count() - ph.len(),
            soft = tree.leaf_count() - ps.len(),
            pruned_hard = if ph.is_empty() {
                tr!("diff-none")
            } else {
                crate::num::ranges(&ph)
            },
            pruned_soft = if ps.is_empty() {
                tr!("diff-none")
            } else {
                crate::num::ranges(&ps)
            }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::only_in;

    #[test]
    fn a_table_laid_out_in_chunks_is_the_table_laid_out_whole() {
        use crate::exercise::random::{RandomSpec, generate};
        use crate::search::{self, Config};
        let tree = generate(&RandomSpec {
            depth: 6,
            branching: (2, 5),
            ..RandomSpec::default()
        });
        let a = search::run(&tree, &Config::default()).unwrap();
        let b = search::run(&tree, &Config::new(search::Algorithm::Minimax)).unwrap();
        let ids: Vec<_> = tree
            .ids()
            .filter(|&id| !super::same_result(&tree, &a, &b, id))
            .collect();
        assert!(ids.len() > 100, "{}", ids.len());
        let style = super::Style::plain();
        let whole = super::node_table(&tree, &a, &b, &style, &ids, usize::MAX);
        for chunk in [1, 7, 50] {
            assert_eq!(
                super::node_table(&tree, &a, &b, &style, &ids, chunk),
                whole,
                "{chunk}"
            );
        }
    }

    #[test]
    fn leaves_only_one_side_prunes() {
        assert_eq!(only_in(&[1, 3, 5, 7], &[3, 4, 7]), [1, 5]);
        assert_eq!(only_in(&[], &[1]), Vec::<u32>::new());
    }
}
