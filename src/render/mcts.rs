//! Monte Carlo tree search for people and for programs: the recommended move, the root's
//! estimate and each root child's visits and mean, beside the exact minimax value of the same
//! tree and the iteration from which the recommendation stayed on a minimax-best move.

use std::fmt::Write;

use serde_json::{Value, json};

use crate::i18n::tr;
use crate::num::fmt_value;
use crate::search::mcts::MctsResult;
use crate::tree::{Kind, NodeId, Tree};

use super::{Style, table};

/// What the exact search says of the same tree: the root's value and each root child's.
pub struct Exact {
    /// The root's minimax (expectiminimax) value.
    pub value: f64,
    /// Each root child's value, in child order.
    pub children: Vec<f64>,
}

impl Exact {
    /// The root children whose value is the root's (the minimax-best moves).
    fn best(&self, tree: &Tree) -> Vec<NodeId> {
        tree.children(tree.root())
            .iter()
            .zip(&self.children)
            .filter(|&(_, &v)| crate::num::approx_eq(v, self.value))
            .map(|(&c, _)| c)
            .collect()
    }
}

/// The first iteration from which every recommendation is a minimax-best move (`None` when
/// the last one is not, or at a chance root).
pub fn converged_at(tree: &Tree, r: &MctsResult, exact: &Exact) -> Option<u64> {
    let best = exact.best(tree);
    let good = |m: &Option<NodeId>| m.is_some_and(|m| best.contains(&m));
    if !r.recommended.last().is_some_and(good) {
        return None;
    }
    let last_bad = r.recommended.iter().rposition(|m| !good(m));
    Some(last_bad.map_or(1, |i| i as u64 + 2))
}

/// The exploration constant as people read it: `√2` for the default, else to 3 places.
fn constant(c: f64) -> String {
    if c == std::f64::consts::SQRT_2 {
        "√2".into()
    } else {
        fmt_value((c * 1000.0).round() / 1000.0)
    }
}

/// Rounds for a table (the JSON keeps every digit).
fn rounded(v: f64) -> String {
    if v.is_nan() {
        "—".into()
    } else {
        fmt_value((v * 100.0).round() / 100.0)
    }
}

/// The report for people.
pub fn text(
    tree: &Tree,
    title: Option<&str>,
    r: &MctsResult,
    exact: &Exact,
    style: &Style,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(title));
    let p = r.params;
    let rule = tr!(if p.final_by_value {
        "mcts-final-value"
    } else {
        "mcts-final-visits"
    });
    let line = tr!(
        "mcts-describe",
        iterations = crate::num::thousands(p.iterations),
        seed = p.seed.to_string(),
        c = constant(p.exploration),
        lo = fmt_value(r.scale.0),
        hi = fmt_value(r.scale.1),
        rule = rule
    );
    let _ = writeln!(out, "{}\n", style.wrapped(&line, "", "", Style::dim));
    let root = tree.root();
    let name = |c: NodeId| format!("{} ({})", tree.name(c), tree.path(c));
    let best = match r.best {
        Some(b) => tr!(
            "mcts-move",
            name = name(b),
            visits = r.stats[b.index()].visits,
            iterations = crate::num::thousands(p.iterations),
            mean = rounded(r.stats[b.index()].mean())
        ),
        None => tr!("mcts-no-move"),
    };
    let minimax_best: Vec<String> = exact.best(tree).iter().map(|&c| name(c)).collect();
    let settled = match converged_at(tree, r, exact) {
        Some(i) => tr!("mcts-settled", iteration = crate::num::thousands(i)),
        None if tree.kind(root) == Kind::Chance => tr!("mcts-no-move"),
        None => tr!("mcts-not-settled"),
    };
    let rows = [
        (tr!("mcts-row-move"), best),
        (tr!("mcts-row-estimate"), rounded(r.value())),
        (
            tr!("mcts-row-minimax"),
            tr!(
                "mcts-minimax",
                value = fmt_value(exact.value),
                moves = minimax_best.join(&tr!("list-separator"))
            ),
        ),
        (tr!("mcts-row-settled"), settled),
    ];
    let width = rows
        .iter()
        .map(|(k, _)| super::wrap::width(k))
        .max()
        .unwrap_or(0);
    for (k, v) in rows {
        let pad = " ".repeat(width - super::wrap::width(&k) + 3);
        let hang = " ".repeat(width + 5);
        let line = format!("  {k}{pad}{v}");
        let _ = writeln!(
            out,
            "{}",
            style.wrapped(&line, "", &hang, |_, s| s.to_string())
        );
    }
    let header = [
        tr!("mcts-col-child"),
        tr!("mcts-col-visits"),
        tr!("mcts-col-mean"),
        tr!("mcts-col-minimax"),
    ];
    let mut t = table::new(style, &header.each_ref().map(String::as_str));
    for (&c, &v) in tree.children(root).iter().zip(&exact.children) {
        let s = r.stats[c.index()];
        t.add_row(vec![
            name(c),
            s.visits.to_string(),
            rounded(s.mean()),
            fmt_value(v),
        ]);
    }
    let _ = writeln!(out, "\n{}", table::text(&t));
    let _ = writeln!(
        out,
        "{}",
        style.wrapped(
            &tr!(
                "mcts-footer",
                leaves = r.leaves_reached(),
                count = tree.leaf_count()
            ),
            "",
            "",
            Style::dim
        )
    );
    out
}

/// The report as JSON: the contract's fields where they have a meaning here, and `mcts`.
pub fn json(tree: &Tree, r: &MctsResult, exact: &Exact) -> Value {
    let root = tree.root();
    let pruned: Vec<u32> = tree
        .leaves()
        .iter()
        .filter(|l| !r.reached[l.index()])
        .filter_map(|&l| tree.leaf_number(l))
        .collect();
    let children: Vec<Value> = tree
        .children(root)
        .iter()
        .map(|&c| {
            let s = r.stats[c.index()];
            json!({
                "id": tree.label(c),
                "path": tree.path(c),
                "visits": s.visits,
                "mean": (s.visits > 0).then(|| s.mean()),
            })
        })
        .collect();
    let p = r.params;
    json!({
        "algorithm": "mcts",
        "value": r.value(),
        "best": r.best.map(|b| tree.path(b)),
        "best_id": r.best.and_then(|b| tree.label(b)),
        "leaves_evaluated": r.leaves_reached(),
        "nodes_visited": r.nodes_in_tree,
        "pruned_leaves": pruned,
        "leaf_count": tree.leaf_count(),
        "node_count": tree.len(),
        "mcts": {
            "iterations": p.iterations,
            "seed": p.seed.to_string(),
            "exploration": p.exploration,
            "final": if p.final_by_value { "value" } else { "most-visited" },
            "scale": [r.scale.0, r.scale.1],
            "children": children,
            "converged_at": converged_at(tree, r, exact),
            "minimax_value": exact.value,
        },
    })
}
