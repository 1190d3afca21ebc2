//! `gametree diff`: how two sets of conventions change the answer — value, best move, the
//! pruned leaves, and each node's value or bound.

use std::fmt::Write;

use super::{Style, notes, table};
use crate::search::{Bound, Outcome};
use crate::tree::Tree;

/// The differences between two searches of the same tree.
pub fn render(tree: &Tree, a: &Outcome, b: &Outcome, style: &Style) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} {}", style.bold("A:"), a.config.describe());
    let _ = writeln!(out, "{} {}\n", style.bold("B:"), b.config.describe());
    let same_value = crate::num::approx_eq(a.value, b.value);
    let _ = writeln!(
        out,
        "value       A {}   B {}{}",
        a.bound.show(a.value),
        b.bound.show(b.value),
        if same_value {
            "   (same)"
        } else {
            "   — differs"
        }
    );
    let best = |o: &Outcome| {
        o.best
            .map_or("—".to_string(), |n| super::node_name(tree, n))
    };
    let _ = writeln!(out, "best move   A {}   B {}", best(a), best(b));
    let (pa, pb) = (a.pruned_leaves(tree), b.pruned_leaves(tree));
    let only_a: Vec<u32> = pa.iter().filter(|n| !pb.contains(n)).copied().collect();
    let only_b: Vec<u32> = pb.iter().filter(|n| !pa.contains(n)).copied().collect();
    let _ = writeln!(
        out,
        "leaves      A evaluates {} of {}, B {} of {}",
        tree.leaf_count() - pa.len(),
        tree.leaf_count(),
        tree.leaf_count() - pb.len(),
        tree.leaf_count()
    );
    if only_a.is_empty() && only_b.is_empty() {
        let _ = writeln!(
            out,
            "pruned      the same leaves{}",
            if pa.is_empty() {
                " (none)".to_string()
            } else {
                format!(": {}", crate::num::ranges(&pa))
            }
        );
    } else {
        if !only_a.is_empty() {
            let _ = writeln!(
                out,
                "pruned      only by A: {}",
                style.note(&describe_leaves(tree, &only_a))
            );
        }
        if !only_b.is_empty() {
            let _ = writeln!(
                out,
                "pruned      only by B: {}",
                style.note(&describe_leaves(tree, &only_b))
            );
        }
    }
    let mut t = table::new(style, &["node", "path", "A shows", "B shows"]);
    let mut rows = 0;
    for id in tree.ids() {
        let (ra, rb) = (a.result(id), b.result(id));
        let same = ra.bound == rb.bound
            && (ra.bound == Bound::Unvisited || crate::num::approx_eq(ra.value, rb.value));
        if !same {
            t.add_row(vec![
                tree.name(id),
                tree.path(id),
                ra.bound.show(ra.value),
                rb.bound.show(rb.value),
            ]);
            rows += 1;
        }
    }
    if rows == 0 {
        let _ = writeln!(out, "nodes       every node shows the same value or bound");
    } else {
        let _ = writeln!(
            out,
            "\n{}\n{}",
            style.bold(&format!("Nodes that differ ({rows})")),
            table::text(&t)
        );
    }
    out
}

fn describe_leaves(tree: &Tree, nums: &[u32]) -> String {
    let ids: Vec<_> = nums.iter().filter_map(|&n| tree.leaf(n)).collect();
    notes::leaves_under(tree, &ids)
}

/// The teaching point of issue #3: under the strict rule, fail-hard returns clamp a child's
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
