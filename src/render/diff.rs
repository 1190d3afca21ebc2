//! `gametree diff`: how two sets of conventions change the answer — value, best move, the
//! pruned leaves, and each node's value or bound.

use std::fmt::Write;

use super::elide::{Extent, Shape, group, left_out};
use super::wrap::wrap;
use super::{Style, notes, table};
use crate::parse::Meta;
use crate::search::{Bound, Outcome};
use crate::tree::Tree;

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
    let line = |label: &str, text: &str| {
        let hang = " ".repeat(12);
        let wrapped = wrap(text, style.width, &hang, &hang);
        format!("{label:12}{}\n", &wrapped[hang.len()..])
    };
    for (side, o) in [("A:", a), ("B:", b)] {
        let text = wrap(&o.config.describe(), style.width, "   ", "   ");
        let _ = writeln!(out, "{} {}", style.bold(side), &text[3..]);
    }
    out.push('\n');
    let same_value = crate::num::eq_if(a.computed || b.computed, a.value, b.value);
    out.push_str(&line(
        "value",
        &format!(
            "A {}   B {}{}",
            a.bound.show(a.value),
            b.bound.show(b.value),
            if same_value {
                "   (same)"
            } else {
                "   — differs"
            }
        ),
    ));
    let best = |o: &Outcome| {
        o.best_move()
            .map_or("—".to_string(), |n| super::node_name(tree, n))
    };
    out.push_str(&line(
        "best move",
        &format!("A {}   B {}", best(a), best(b)),
    ));
    let (pa, pb) = (a.pruned_leaves(tree), b.pruned_leaves(tree));
    let (only_a, only_b) = (only_in(&pa, &pb), only_in(&pb, &pa));
    out.push_str(&line(
        "leaves",
        &format!(
            "A evaluates {} of {}, B {} of {}",
            tree.leaf_count() - pa.len(),
            tree.leaf_count(),
            tree.leaf_count() - pb.len(),
            tree.leaf_count()
        ),
    ));
    if only_a.is_empty() && only_b.is_empty() {
        out.push_str(&line(
            "pruned",
            &format!(
                "the same leaves{}",
                if pa.is_empty() {
                    " (none)".to_string()
                } else {
                    format!(": {}", crate::num::ranges(&pa))
                }
            ),
        ));
    } else {
        for (side, only) in [("A", &only_a), ("B", &only_b)] {
            if !only.is_empty() {
                let text = line(
                    "pruned",
                    &format!("only by {side}: {}", describe_leaves(tree, only)),
                );
                out.push_str(&style.note(&text));
            }
        }
    }
    // On a big tree the table keeps the differing nodes down to the depth that fits.
    let shape = Shape::of(tree);
    let per_depth = shape.per_depth(|id| !same_result(a, b, id));
    let total: usize = per_depth.iter().sum();
    let cut = extent.resolve(&per_depth, DIFF_ROWS);
    let mut t = table::new(style, &["node", "path", "A shows", "B shows"]);
    let mut rows = 0;
    for id in tree.ids() {
        if cut.cap.is_some_and(|cap| rows >= cap) {
            break;
        }
        if !same_result(a, b, id) && cut.shows(shape.depth(id)) {
            let (ra, rb) = (a.result(id), b.result(id));
            t.add_row(vec![
                tree.short_name(id),
                tree.short_path(id),
                ra.bound.show(ra.value),
                rb.bound.show(rb.value),
            ]);
            rows += 1;
        }
    }
    if total == 0 {
        out.push_str(&line("nodes", "every node shows the same value or bound"));
    } else {
        let _ = writeln!(
            out,
            "\n{}\n{}",
            style.bold(&format!("Nodes that differ ({})", group(total))),
            table::text(&t)
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

/// Writes both searches and what differs between them, as JSON: `a` and `b` are each
/// search's result as `eval --json` gives it, then the leaves only one of them prunes and
/// the nodes whose value or bound differs. Every list is streamed (see
/// [`write_streamed`](super::json::write_streamed)): on a million-node tree nearly every
/// node may differ, and as JSON values they would take many times the tree.
pub fn write_json(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    a: &Outcome,
    b: &Outcome,
) -> std::io::Result<()> {
    use super::json::{PLACE, write_streamed};
    use serde_json::{Value, json};
    let (head_a, pa) = super::json::outcome_head(tree, meta, a);
    let (head_b, pb) = super::json::outcome_head(tree, meta, b);
    let (only_a, only_b) = (only_in(&pa, &pb), only_in(&pb, &pa));
    let shown = |o: &Outcome, id| {
        let r = o.result(id);
        let mut m = serde_json::Map::new();
        m.insert("bound".into(), json!(r.bound.name()));
        if r.bound != Bound::Unvisited {
            m.insert("value".into(), super::json::number(r.value));
            m.insert("shown".into(), json!(r.answer()));
        }
        Value::Object(m)
    };
    let head = json!({
        "a": head_a,
        "b": head_b,
        "same_value": a.bound == b.bound
            && crate::num::eq_if(a.computed || b.computed, a.value, b.value),
        "same_best": a.best_move() == b.best_move(),
        "pruned_only_by_a": PLACE,
        "pruned_only_by_b": PLACE,
        "nodes_that_differ": PLACE,
    });
    let mut la = pa.iter().map(|&n| json!(n));
    let mut lb = pb.iter().map(|&n| json!(n));
    let mut oa = only_a.iter().map(|&n| json!(n));
    let mut ob = only_b.iter().map(|&n| json!(n));
    let mut nodes = tree.ids().filter(|&id| !same_result(a, b, id)).map(|id| {
        json!({
            "path": tree.path(id),
            "id": tree.name(id),
            "a": shown(a, id),
            "b": shown(b, id),
        })
    });
    // The lists in the order their fields appear in the document.
    write_streamed(
        w,
        &head,
        &mut [&mut la, &mut lb, &mut oa, &mut ob, &mut nodes],
    )
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
fn same_result(a: &Outcome, b: &Outcome, id: crate::tree::NodeId) -> bool {
    let (ra, rb) = (a.result(id), b.result(id));
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
        format!(
            "note: under the strict rule (cut only on α > β), fail-hard returns clamp values to the window, \
             so α can reach β without a cut; here strict + fail-hard evaluates {} leaves and strict + fail-soft {} \
             (pruned: fail-hard {}, fail-soft {})",
            tree.leaf_count() - ph.len(),
            tree.leaf_count() - ps.len(),
            if ph.is_empty() { "none".to_string() } else { crate::num::ranges(&ph) },
            if ps.is_empty() { "none".to_string() } else { crate::num::ranges(&ps) },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::only_in;

    #[test]
    fn leaves_only_one_side_prunes() {
        assert_eq!(only_in(&[1, 3, 5, 7], &[3, 4, 7]), [1, 5]);
        assert_eq!(only_in(&[], &[1]), Vec::<u32>::new());
    }
}
