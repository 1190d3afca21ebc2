//! `gametree compare`: every applicable algorithm and child order on one tree — value,
//! leaves evaluated, nodes visited — beside the Knuth–Moore minimum for a uniform tree.

use std::fmt::Write;

use super::wrap::wrap;
use super::{Style, table};
use crate::error::Result;
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::search::{self, Algorithm, Config, Order};
use crate::tree::{Kind, Tree};

/// Branching b and depth d when every inner node is a MAX or MIN node with b children and
/// every leaf is at depth d.
pub fn uniform_shape(tree: &Tree) -> Option<(usize, usize)> {
    let b = tree.children(tree.root()).len();
    let d = tree.height();
    let inner_ok = tree.ids().all(|id| match tree.kind(id) {
        Kind::Leaf => true,
        Kind::Max | Kind::Min => tree.children(id).len() == b,
        Kind::Chance => false,
    });
    let leaves_ok = tree.leaves().iter().all(|&l| tree.depth(l) == d);
    (b > 0 && inner_ok && leaves_ok).then_some((b, d))
}

/// Knuth and Moore's minimal tree: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves.
pub fn knuth_moore(b: usize, d: usize) -> u128 {
    let p = |e: usize| (b as u128).saturating_pow(e as u32);
    p(d.div_ceil(2)) + p(d / 2) - 1
}

/// The algorithms that apply to this tree, in report order.
pub fn applicable(tree: &Tree, base: &Config) -> Vec<Algorithm> {
    let chance = tree.has_chance();
    let evals = tree
        .ids()
        .filter(|&i| tree.kind(i) != Kind::Leaf)
        .all(|i| tree.eval(i).is_some());
    let mut out = vec![
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Sss,
    ];
    if evals && base.depth.is_none() {
        out.push(Algorithm::Iddfs);
    }
    if chance {
        out.extend([
            Algorithm::Expectiminimax,
            Algorithm::Star1,
            Algorithm::Star2,
            Algorithm::WorstCase,
        ]);
    }
    out
}

/// The comparison tables.
pub fn render(tree: &Tree, meta: &Meta, base: &Config, style: &Style) -> Result<String> {
    let mut out = String::new();
    if let Some(name) = &meta.name {
        let _ = writeln!(out, "{}", style.wrapped(name, "", "", Style::bold));
    }
    let leaves = tree.leaf_count();
    let shape = uniform_shape(tree);
    // The conventions every row shares (each row names its own algorithm and order).
    let conventions = Config {
        algorithm: Algorithm::AlphaBeta,
        ..base.clone()
    }
    .describe();
    let conventions = conventions
        .trim_start_matches("alphabeta, ")
        .replace(&format!(", order {}", base.order.name()), "");
    let _ = writeln!(
        out,
        "{}",
        style.wrapped(
            &format!("every search: {conventions}"),
            "",
            "  ",
            Style::dim
        )
    );
    let counts = format!(
        "{} leaves, {} nodes{}",
        leaves,
        tree.len(),
        match shape {
            Some((b, d)) => format!(
                ", uniform: branching {b}, depth {d}; Knuth–Moore minimum {} leaves",
                knuth_moore(b, d)
            ),
            None => String::new(),
        }
    );
    let _ = writeln!(out, "{}", wrap(&counts, style.width, "", "  "));
    let row = |t: &mut comfy_table::Table, label: Vec<String>, cfg: &Config| -> Result<()> {
        let o = search::run(tree, cfg)?;
        let distinct = leaves - o.pruned_leaves(tree).len();
        let evals = if o.leaves_evaluated as usize == distinct {
            o.leaves_evaluated.to_string()
        } else {
            format!("{} ({} distinct)", o.leaves_evaluated, distinct)
        };
        let pct = if leaves > 0 {
            format!("{:.0}%", 100.0 * distinct as f64 / leaves as f64)
        } else {
            "—".into()
        };
        let mut cells = label;
        cells.extend([fmt_value(o.value), evals, pct, o.nodes_visited.to_string()]);
        t.add_row(cells);
        Ok(())
    };

    let _ = writeln!(out, "\n{}", style.bold("Algorithms (file order)"));
    let mut t = table::new(
        style,
        &[
            "algorithm",
            "value",
            "leaves evaluated",
            "of all",
            "nodes visited",
        ],
    );
    for a in applicable(tree, base) {
        row(
            &mut t,
            vec![a.name().to_string()],
            &Config {
                algorithm: a,
                order: Order::Given,
                ..base.clone()
            },
        )?;
    }
    if tree.ids().any(|i| tree.origin(i) != i) {
        row(
            &mut t,
            vec!["alphabeta --tt".to_string()],
            &Config {
                algorithm: Algorithm::AlphaBeta,
                tt: true,
                ..base.clone()
            },
        )?;
    }
    table::align_right(&mut t, &[2, 3, 4]);
    let _ = writeln!(out, "{}", table::text(&t));

    let _ = writeln!(out, "\n{}", style.bold("Child orders"));
    let mut t = table::new(
        style,
        &[
            "algorithm",
            "order",
            "value",
            "leaves evaluated",
            "of all",
            "nodes visited",
        ],
    );
    let evals = tree
        .ids()
        .filter(|&i| tree.kind(i) != Kind::Leaf && i != tree.root())
        .all(|i| tree.eval(i).is_some());
    let algos: &[Algorithm] = if tree.has_chance() {
        &[Algorithm::AlphaBeta, Algorithm::Star2]
    } else {
        &[Algorithm::AlphaBeta, Algorithm::Pvs]
    };
    for &a in algos {
        for o in Order::ALL {
            if o == Order::Eval && !evals {
                continue;
            }
            row(
                &mut t,
                vec![a.name().to_string(), o.name().to_string()],
                &Config {
                    algorithm: a,
                    order: o,
                    ..base.clone()
                },
            )?;
        }
    }
    table::align_right(&mut t, &[3, 4, 5]);
    let _ = writeln!(out, "{}", table::text(&t));
    if let Some((b, d)) = shape {
        let text = format!(
            "With the best order alpha-beta evaluates exactly the minimal tree: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {}^{} + {}^{} − 1 = {} of {} leaves (Knuth and Moore, 1975).",
            b,
            d.div_ceil(2),
            b,
            d / 2,
            knuth_moore(b, d),
            leaves
        );
        let _ = writeln!(out, "\n{}", wrap(&text, style.width, "", ""));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knuth_moore_counts() {
        assert_eq!(knuth_moore(3, 2), 3 + 3 - 1);
        assert_eq!(knuth_moore(4, 10), 4u128.pow(5) * 2 - 1);
        assert_eq!(knuth_moore(2, 3), 4 + 2 - 1);
    }
}
