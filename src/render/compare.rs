//! `gametree compare`: every applicable algorithm and child order on one tree — value,
//! leaves evaluated, nodes visited — beside the Knuth–Moore minimum for a uniform tree.

use crate::i18n::tr;
use std::fmt::Write;

use super::wrap::wrap;
use super::{Style, table};
use crate::error::Result;
use crate::parse::Meta;
use crate::render::words::*;
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
    // Without deep cutoffs, the searches built on windows it drops are left out.
    out.retain(|&a| !base.no_deep_cutoffs || Config::new(a).supports_no_deep_cutoffs());
    out
}

/// What to compare: the conventions every search shares and, when given, only these
/// algorithms (both tables) and child orders (the second table).
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// The conventions of every search (its algorithm and order are replaced row by row).
    pub base: Config,
    /// Only these algorithms, in this order; empty: every one that applies.
    pub algorithms: Vec<Algorithm>,
    /// Only these child orders; empty: every one that applies.
    pub orders: Vec<Order>,
    /// Time every search too (the plain search, as `bench` times it), with this plan.
    pub time: Option<search::timing::Plan>,
}

/// One search of the comparison.
#[derive(Clone, Debug)]
pub struct Row {
    /// The configuration that ran.
    pub config: Config,
    /// The root's value and whether it is exact or a bound.
    pub value: f64,
    /// Exact, or the kind of bound.
    pub bound: search::Bound,
    /// Leaf evaluations (a leaf evaluated twice counts twice).
    pub leaves_evaluated: u64,
    /// Distinct leaves evaluated.
    pub distinct: usize,
    /// Nodes entered.
    pub nodes_visited: u64,
    /// False when the node budget stopped the search.
    pub complete: bool,
    /// The value for people (`3`, `≥ 5`, `≈2.333333333`); `None` when the search proved
    /// nothing about it.
    pub shown: Option<String>,
    /// The value as an answer file writes it (`3`, `">=5"`), when known.
    pub answer: Option<String>,
    /// Seconds per plain search (the median of the runs), when timed.
    pub seconds: Option<f64>,
}

/// Both tables of the comparison, as data.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// Branching and depth of a uniform tree.
    pub shape: Option<(usize, usize)>,
    /// One row per algorithm, in file order (and `alphabeta --tt` on a tree with shared
    /// subtrees).
    pub algorithms: Vec<Row>,
    /// One row per algorithm and child order.
    pub orders: Vec<Row>,
    /// Monte Carlo tree search on the same tree: the iterations it ran, and the one from
    /// which its recommendation stayed on a minimax-best move (`None`: not within them).
    pub mcts: Option<(search::mcts::MctsParams, Option<u64>)>,
}

/// Iterations of the Monte Carlo search `compare` runs beside the exhaustive ones.
pub const MCTS_ITERATIONS: u64 = 10_000;

/// Runs every search of the comparison.
pub fn compute(tree: &Tree, sel: &Selection) -> Result<Comparison> {
    let base = &sel.base;
    let leaves = tree.leaf_count();
    let run = |cfg: Config| -> Result<Row> {
        let o = search::run(tree, &cfg)?;
        let seconds = match sel.time {
            Some(plan) => Some(search::timing::time(tree, &cfg, plan)?.seconds),
            None => None,
        };
        Ok(Row {
            seconds,
            value: o.value,
            bound: o.bound,
            leaves_evaluated: o.leaves_evaluated,
            distinct: leaves - o.pruned_leaves(tree).len(),
            nodes_visited: o.nodes_visited,
            complete: o.complete,
            shown: o.shown(),
            answer: o.answer(),
            config: cfg,
        })
    };
    let asked = !sel.algorithms.is_empty();
    let algorithms = if asked {
        let mut seen = Vec::new();
        for &a in &sel.algorithms {
            // Monte Carlo tree search is no row of the table: it has its own line.
            if !seen.contains(&a) && a != Algorithm::Mcts {
                seen.push(a);
            }
        }
        seen
    } else {
        applicable(tree, base)
    };
    let mcts = (matches!(tree.kind(tree.root()), Kind::Max | Kind::Min)
        && (!asked || sel.algorithms.contains(&Algorithm::Mcts)))
    .then(|| -> Result<_> {
        let params = search::mcts::MctsParams {
            iterations: MCTS_ITERATIONS,
            ..Default::default()
        };
        let r = search::mcts::run(tree, params, base.bounds, &mut search::NoObserver)
            .map_err(search::error::SearchError::Mcts)?;
        let exact = super::mcts::Exact::search(tree, base.bounds)?;
        Ok((params, super::mcts::converged_at(tree, &r, &exact)))
    })
    .transpose()?;
    let mut rows = Vec::new();
    for &a in &algorithms {
        rows.push(run(Config {
            algorithm: a,
            order: Order::Given,
            ..base.clone()
        })?);
    }
    let shared = tree.ids().any(|i| tree.origin(i) != i);
    if shared && !base.tt && algorithms.contains(&Algorithm::AlphaBeta) {
        rows.push(run(Config {
            algorithm: Algorithm::AlphaBeta,
            order: Order::Given,
            tt: true,
            ..base.clone()
        })?);
    }
    let evals = tree
        .ids()
        .filter(|&i| tree.kind(i) != Kind::Leaf && i != tree.root())
        .all(|i| tree.eval(i).is_some());
    let ordered: Vec<Algorithm> = if asked {
        algorithms.iter().copied().filter(|a| a.prunes()).collect()
    } else if base.no_deep_cutoffs {
        vec![Algorithm::AlphaBeta]
    } else if tree.has_chance() {
        vec![Algorithm::AlphaBeta, Algorithm::Star2]
    } else {
        vec![Algorithm::AlphaBeta, Algorithm::Pvs]
    };
    let orders: Vec<Order> = if sel.orders.is_empty() {
        Order::ALL
            .into_iter()
            .filter(|&o| o != Order::Eval || evals)
            .collect()
    } else {
        Order::ALL
            .into_iter()
            .filter(|o| sel.orders.contains(o))
            .collect()
    };
    let mut by_order = Vec::new();
    for &a in &ordered {
        for &o in &orders {
            by_order.push(run(Config {
                algorithm: a,
                order: o,
                ..base.clone()
            })?);
        }
    }
    Ok(Comparison {
        shape: uniform_shape(tree),
        algorithms: rows,
        orders: by_order,
        mcts,
    })
}

/// The label of a row in the algorithm table.
fn algorithm_label(row: &Row, base: &Config) -> String {
    if row.config.tt && !base.tt {
        format!("{} --tt", row.config.algorithm.name())
    } else {
        row.config.algorithm.name().to_string()
    }
}

/// The comparison tables.
pub fn render(tree: &Tree, meta: &Meta, sel: &Selection, style: &Style) -> Result<String> {
    let base = &sel.base;
    let cmp = compute(tree, sel)?;
    let mut out = String::new();
    out.push_str(&style.title(meta.name.as_deref()));
    let leaves = tree.leaf_count();
    let shape = cmp.shape;
    // The conventions every row shares (each row names its own algorithm and order).
    let conventions = Config {
        algorithm: Algorithm::AlphaBeta,
        ..base.clone()
    }
    .describe();
    let sep = tr!("list-separator");
    let conventions = conventions
        .trim_start_matches(format!("alphabeta{sep}").as_str())
        .replace(
            &format!("{sep}{}", tr!("conv-order", order = base.order.name())),
            "",
        );
    let _ = writeln!(
        out,
        "{}",
        style.wrapped(
            &tr!("compare-every-search", conventions = conventions),
            "",
            "  ",
            Style::dim
        )
    );
    let counts = tr!(
        "compare-counts",
        leaves = leaves,
        nodes = tree.len(),
        uniform = match shape {
            Some((b, d)) => tr!(
                "compare-uniform",
                branching = b,
                depth = d,
                minimum = knuth_moore(b, d).to_string()
            ),
            None => String::new(),
        }
    );
    let _ = writeln!(out, "{}", wrap(&counts, style.width, "", "  "));
    let cells = |label: Vec<String>, o: &Row| -> Vec<String> {
        let evals = if o.leaves_evaluated as usize == o.distinct {
            o.leaves_evaluated.to_string()
        } else {
            tr!(
                "compare-distinct",
                evaluated = o.leaves_evaluated,
                distinct = o.distinct
            )
        };
        let pct = if leaves > 0 {
            format!("{:.0}%", 100.0 * o.distinct as f64 / leaves as f64)
        } else {
            "—".into()
        };
        let mut cells = label;
        let value = o.shown.clone().unwrap_or_else(|| tr!("value-unknown"));
        cells.extend([value, evals, pct, o.nodes_visited.to_string()]);
        if let Some(s) = o.seconds {
            cells.push(super::bench::duration(s));
        }
        cells
    };
    let timed = sel.time.is_some();
    let header = |keys: &[&str]| -> Vec<String> {
        let mut h: Vec<String> = keys.iter().map(|k| tr!(k)).collect();
        if timed {
            h.push(tr!("col-time-per-search"));
        }
        h
    };

    let names = header(&[
        "col-algorithm",
        "col-value",
        "col-leaves-evaluated",
        "col-of-all",
        "col-nodes-visited",
    ]);
    if !cmp.algorithms.is_empty() {
        let _ = writeln!(out, "\n{}", style.bold(&tr!("compare-algorithms-title")));
        let mut t = table::new(style, &names.iter().map(String::as_str).collect::<Vec<_>>());
        for row in &cmp.algorithms {
            t.add_row(cells(vec![algorithm_label(row, base)], row));
        }
        table::align_right(&mut t, &[2, 3, 4, 5]);
        let _ = writeln!(out, "{}", table::text(&t));
    }

    if !cmp.orders.is_empty() {
        let _ = writeln!(out, "\n{}", style.bold(&tr!("compare-orders-title")));
        let names = header(&[
            "col-algorithm",
            "col-order",
            "col-value",
            "col-leaves-evaluated",
            "col-of-all",
            "col-nodes-visited",
        ]);
        let mut t = table::new(style, &names.iter().map(String::as_str).collect::<Vec<_>>());
        for row in &cmp.orders {
            t.add_row(cells(
                vec![
                    row.config.algorithm.name().to_string(),
                    row.config.order.name().to_string(),
                ],
                row,
            ));
        }
        table::align_right(&mut t, &[3, 4, 5, 6]);
        let _ = writeln!(out, "{}", table::text(&t));
    }
    if let Some((params, settled)) = cmp.mcts {
        let alphabeta = cmp
            .algorithms
            .iter()
            .find(|r| r.config.algorithm == Algorithm::AlphaBeta && !r.config.tt)
            .map(|r| r.leaves_evaluated);
        let text = match settled {
            Some(i) => tr!(
                "compare-mcts-settled",
                iteration = crate::num::thousands(i),
                iterations = crate::num::thousands(params.iterations)
            ),
            None => tr!(
                "compare-mcts-unsettled",
                iterations = crate::num::thousands(params.iterations)
            ),
        };
        let text = match alphabeta {
            Some(n) => tr!("compare-mcts-beside", mcts = text, leaves = n),
            None => tr!("compare-mcts-alone", mcts = text),
        };
        let _ = writeln!(out, "\n{}", wrap(&text, style.width, "", "  "));
    }
    if let Some((b, d)) = shape {
        let text = tr!(
            "compare-knuth-moore",
            b = b,
            up = d.div_ceil(2),
            down = d / 2,
            minimum = knuth_moore(b, d).to_string(),
            leaves = leaves
        );
        let _ = writeln!(out, "\n{}", wrap(&text, style.width, "", ""));
    }
    Ok(out)
}

/// The comparison as JSON: the tree's size and shape, the conventions every search shares,
/// and one object per search in each table.
pub fn json(tree: &Tree, meta: &Meta, sel: &Selection) -> Result<serde_json::Value> {
    use serde_json::{Value, json};
    let cmp = compute(tree, sel)?;
    let row = |r: &Row| -> Value {
        let mut m = serde_json::Map::new();
        m.insert("algorithm".into(), json!(r.config.algorithm.name()));
        m.insert("order".into(), json!(r.config.order.name()));
        m.insert("tt".into(), json!(r.config.tt));
        // An unknown value is null with no text; an infinite one null with its text.
        let value = match r.answer {
            Some(_) => super::json::number(r.value),
            None => Value::Null,
        };
        m.insert("value".into(), value);
        if let Some(answer) = &r.answer {
            m.insert("shown".into(), json!(answer));
        }
        m.insert("bound".into(), json!(r.bound.name()));
        m.insert("leaves_evaluated".into(), json!(r.leaves_evaluated));
        m.insert("distinct_leaves_evaluated".into(), json!(r.distinct));
        m.insert("nodes_visited".into(), json!(r.nodes_visited));
        if !r.complete {
            m.insert("complete".into(), json!(false));
        }
        if let Some(s) = r.seconds {
            m.insert("seconds".into(), json!(s));
        }
        Value::Object(m)
    };
    let mut m = serde_json::Map::new();
    if let Some(name) = &meta.name {
        m.insert("name".into(), json!(name));
    }
    m.insert("leaf_count".into(), json!(tree.leaf_count()));
    m.insert("node_count".into(), json!(tree.len()));
    m.insert(
        "uniform".into(),
        match cmp.shape {
            Some((b, d)) => json!({
                "branching": b,
                "depth": d,
                "knuth_moore_minimum": u64::try_from(knuth_moore(b, d)).ok(),
            }),
            None => Value::Null,
        },
    );
    m.insert("conventions".into(), super::json::conventions(&sel.base));
    m.insert(
        "algorithms".into(),
        Value::Array(cmp.algorithms.iter().map(row).collect()),
    );
    m.insert(
        "orders".into(),
        Value::Array(cmp.orders.iter().map(row).collect()),
    );
    if let Some((params, settled)) = cmp.mcts {
        m.insert(
            "mcts".into(),
            json!({
                "iterations": params.iterations,
                "seed": params.seed.to_string(),
                "exploration": params.exploration,
                "converged_at": settled,
            }),
        );
    }
    Ok(Value::Object(m))
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
