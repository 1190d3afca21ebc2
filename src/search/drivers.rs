//! Algorithms that run the one engine several times.
//!
//! - MTD(f) (Plaat, Schaeffer, Pijls and de Bruin, 1996): null-window alpha-beta tests that
//!   close in on the value from a first guess, sharing a transposition table.
//! - SSS* as MT-SSS* (same paper): the same tests started above every leaf and walked
//!   down; with the table it evaluates the same leaves as Stockman's SSS*.
//! - Iterative deepening: depth 1, 2, … with the previous principal variation first, and a
//!   node budget that stops it mid-iteration with the move of the last completed depth.
//!
//! Each pass is announced to the observer (`Event::Pass`), so traces show where one test or
//! iteration ends and the next begins.

use std::borrow::Cow;

use super::engine::{self, null_above, null_below};
use super::error::{Result, SearchError};
use super::tt::TranspositionTable;
use super::{
    Algorithm, Bound, Config, Event, NoObserver, NodeResult, Observer, Pass, Results, Summary,
    order,
};
use crate::num::{eq_if, ge_if};
use crate::tree::{Kind, NodeId, Tree};

/// Most passes MTD(f) or SSS* may take before it is a bug, not a search.
const MAX_PASSES: u32 = 100_000;

/// Trees up to this many nodes also get the "without the previous PV" comparison per
/// iteration (it doubles the work).
const COMPARE_LIMIT: usize = 200_000;

/// Totals over passes.
#[derive(Default)]
struct Totals {
    leaves: u64,
    horizon: u64,
    nodes: u64,
    researches: u64,
    /// What the last pass left unreached (the budget).
    unreached: Vec<NodeId>,
}

impl Totals {
    fn add(&mut self, s: &Summary) {
        self.unreached.clone_from(&s.unreached);
        self.leaves += s.leaves_evaluated;
        self.horizon += s.horizon_evaluations;
        self.nodes += s.nodes_visited;
        self.researches += s.researches;
    }
}

/// The principal variation recorded by one pass: best children from the root while exact.
fn pass_pv(tree: &Tree, results: &Results) -> Vec<NodeId> {
    let mut pv = vec![tree.root()];
    let mut cur = tree.root();
    while matches!(tree.kind(cur), Kind::Max | Kind::Min) {
        let r = results.get(tree, cur);
        match r.best() {
            Some(b) if r.bound != Bound::Unvisited => {
                pv.push(b);
                cur = b;
            }
            _ => break,
        }
        if r.bound != Bound::Exact {
            break;
        }
    }
    pv
}

/// One engine run of a pass: its own per-node results give the pass's PV, then join the
/// search's (a later pass's result at a node replaces an earlier one's).
fn run_pass<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    children: &[NodeId],
    obs: &mut O,
    results: &mut Results,
    table: Option<&mut TranspositionTable>,
) -> Result<(Summary, Vec<NodeId>)> {
    let mut pass = Results::new(tree);
    let s = engine::run(tree, cfg, children, obs, &mut pass, table)?;
    let pv = pass_pv(tree, &pass);
    results.absorb(pass);
    Ok((s, pv))
}

/// The summary of a multi-pass search; the root's final result is announced to observers.
/// How a multi-pass search ended: the value (NaN if unknown), the move, and whether it ran
/// to the end.
struct Ending {
    value: f64,
    /// The value came through chance-node arithmetic.
    computed: bool,
    best: Option<NodeId>,
    complete: bool,
}

fn finish<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    obs: &mut O,
    results: &mut Results,
    end: Ending,
    totals: Totals,
    passes: Vec<Pass>,
) -> Summary {
    let Ending {
        value,
        computed,
        best,
        complete,
    } = end;
    if !value.is_nan() {
        let root = NodeResult::new(value, Bound::Exact, best, computed);
        results.inner(tree.root(), root);
    }
    if O::ACTIVE && !value.is_nan() {
        obs.event(
            tree,
            &Event::Exit {
                node: tree.root(),
                value,
                bound: Bound::Exact,
                best,
                computed,
            },
        );
    }
    Summary {
        complete,
        researches: totals.researches,
        iterations: passes,
        unreached: totals.unreached,
        config: cfg.clone(),
        value,
        bound: if value.is_nan() {
            Bound::Unvisited
        } else {
            Bound::Exact
        },
        computed,
        best,
        leaves_evaluated: totals.leaves,
        horizon_evaluations: totals.horizon,
        nodes_visited: totals.nodes,
    }
}

/// MTD(f) and MT-SSS*: null-window tests with a shared transposition table.
pub(crate) fn mtd<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    obs: &mut O,
    results: &mut Results,
) -> Result<Summary> {
    let sss = cfg.algorithm == Algorithm::Sss;
    let children = order::arrange(tree, cfg)?;
    let mut table = TranspositionTable::new();
    let (lowest, highest) = value_range(tree);
    // The passes average chance nodes: where a tree has them, values may carry rounding
    // error and are compared with the tolerance; elsewhere exactly, with windows one float
    // wide.
    let tol = tree.has_chance();
    let (mut lower, mut upper) = (f64::NEG_INFINITY, f64::INFINITY);
    // MTD(f) starts from the root's estimate when the file gives one; SSS* from above
    // every value the tree can take.
    let mut g = if sss {
        null_above(highest, tol)
    } else {
        tree.eval(tree.root()).unwrap_or(0.0).clamp(lowest, highest)
    };
    let mut totals = Totals::default();
    let mut passes = Vec::new();
    // The move comes from the pass that proved the final bound on the mover's side: a fail
    // high at a MAX root (a child reached the value), a fail low at a MIN root.
    let max_root = tree.kind(tree.root()) == Kind::Max;
    let (mut best_high, mut best_low) = (None, None);
    for number in 1..=MAX_PASSES {
        let beta = if !sss && eq_if(tol, g, lower) {
            null_above(g, tol)
        } else {
            g
        };
        let window = (null_below(beta, tol), beta);
        if O::ACTIVE {
            obs.event(
                tree,
                &Event::Pass {
                    number,
                    alpha: window.0,
                    beta: window.1,
                    depth: cfg.depth,
                },
            );
        }
        // The tests are defined on fail-soft alpha-beta cutting on α ≥ β: fail-hard returns
        // would move the guess by one null-window width per pass, never converging.
        let pass_cfg = Config {
            algorithm: Algorithm::AlphaBeta,
            window: Some(window),
            tt: true,
            strict: false,
            fail_hard: false,
            budget: cfg.budget.map(|b| b.saturating_sub(totals.nodes)),
            ..cfg.clone()
        };
        let (s, pv) = run_pass(tree, &pass_cfg, &children, obs, results, Some(&mut table))?;
        totals.add(&s);
        let high = ge_if(tol, s.value, beta);
        passes.push(Pass {
            window,
            depth: cfg.depth,
            value: s.value,
            best: s.best,
            pv,
            leaves: s.leaves_evaluated + s.horizon_evaluations,
            nodes: s.nodes_visited,
            complete: s.complete,
            leaves_without_pv: None,
        });
        let best = if max_root { best_high } else { best_low };
        if !s.complete {
            return Ok(finish(
                tree,
                cfg,
                obs,
                results,
                Ending {
                    value: f64::NAN,
                    computed: false,
                    best,
                    complete: false,
                },
                totals,
                passes,
            ));
        }
        g = s.value;
        let g_c = s.computed;
        if high {
            lower = g;
            best_high = s.best.or(best_high);
        } else {
            upper = g;
            best_low = s.best.or(best_low);
        }
        // (SSS*: a test that fails low at -∞ has proved the value -∞; no window lies below.)
        let done = if sss {
            high || upper == f64::NEG_INFINITY
        } else {
            ge_if(tol, lower, upper)
        };
        if done {
            // The side that proved the value names the move. Only a root whose every child
            // is -∞ (MAX) or ∞ (MIN) never fails to that side: then any child is best.
            let best = if max_root {
                best_high.or(best_low)
            } else {
                best_low.or(best_high)
            }
            .or_else(|| first_child(tree, &children));
            return Ok(finish(
                tree,
                cfg,
                obs,
                results,
                Ending {
                    value: g,
                    computed: g_c,
                    best,
                    complete: true,
                },
                totals,
                passes,
            ));
        }
    }
    Err(SearchError::NoConvergence {
        algorithm: cfg.algorithm,
        passes: MAX_PASSES,
    })
}

/// Iterative deepening: each iteration to one more ply, the previous PV searched first.
pub(crate) fn iddfs<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    obs: &mut O,
    results: &mut Results,
) -> Result<Summary> {
    let height = tree.height() as u32;
    let last = cfg.depth.map_or(height, |d| d.min(height)).max(1);
    let base = order::arrange(tree, cfg)?;
    let mut table = TranspositionTable::new();
    let mut totals = Totals::default();
    let mut passes: Vec<Pass> = Vec::new();
    let mut pv: Vec<NodeId> = Vec::new();
    let (mut value, mut computed, mut best) = (f64::NAN, false, None);
    for depth in 1..=last {
        // The last iteration goes to the leaves (or to the depth the user asked for).
        let limit = if depth >= height {
            cfg.depth
        } else {
            Some(depth)
        };
        let children = pv_first(tree, &base, &pv);
        let pass_cfg = Config {
            algorithm: Algorithm::AlphaBeta,
            depth: limit,
            budget: cfg.budget.map(|b| b.saturating_sub(totals.nodes)),
            ..cfg.clone()
        };
        if O::ACTIVE {
            obs.event(
                tree,
                &Event::Pass {
                    number: depth,
                    alpha: f64::NEG_INFINITY,
                    beta: f64::INFINITY,
                    depth: limit,
                },
            );
        }
        let (s, new_pv) = run_pass(
            tree,
            &pass_cfg,
            &children,
            obs,
            results,
            cfg.tt.then_some(&mut table),
        )
        .map_err(SearchError::in_deepening)?;
        totals.add(&s);
        let without = (s.complete && depth > 1 && tree.len() <= COMPARE_LIMIT)
            .then(|| {
                let plain = Config {
                    budget: None,
                    ..pass_cfg.clone()
                };
                engine::run(
                    tree,
                    &plain,
                    &base,
                    &mut NoObserver,
                    &mut Results::new(tree),
                    None,
                )
                .map(|p| p.leaves_evaluated + p.horizon_evaluations)
            })
            .transpose()?;
        passes.push(Pass {
            window: (f64::NEG_INFINITY, f64::INFINITY),
            depth: limit,
            value: s.value,
            best: s.best,
            pv: new_pv.clone(),
            leaves: s.leaves_evaluated + s.horizon_evaluations,
            nodes: s.nodes_visited,
            complete: s.complete,
            leaves_without_pv: without,
        });
        if !s.complete {
            // Out of budget mid-iteration: the last completed depth decides. Before any
            // depth completed, any legal move is better than none: the first in order.
            let fallback = best.or_else(|| base.get(tree.child_range(tree.root()).0).copied());
            return Ok(finish(
                tree,
                cfg,
                obs,
                results,
                Ending {
                    value,
                    computed,
                    best: fallback,
                    complete: false,
                },
                totals,
                passes,
            ));
        }
        (value, computed, best, pv) = (s.value, s.computed, s.best, new_pv);
    }
    Ok(finish(
        tree,
        cfg,
        obs,
        results,
        Ending {
            value,
            computed,
            best,
            complete: true,
        },
        totals,
        passes,
    ))
}

/// The child order `base` with the principal variation's moves first at each PV node.
fn pv_first<'a>(tree: &Tree, base: &'a Cow<'a, [NodeId]>, pv: &[NodeId]) -> Cow<'a, [NodeId]> {
    if pv.len() < 2 {
        return Cow::Borrowed(base.as_ref());
    }
    let mut arr = base.to_vec();
    for pair in pv.windows(2) {
        let (first, count) = tree.child_range(pair[0]);
        let slice = &mut arr[first..first + count];
        if let Some(i) = slice.iter().position(|&c| c == pair[1]) {
            slice[..=i].rotate_right(1);
        }
    }
    Cow::Owned(arr)
}

/// The root's first child in search order, if the root is a MAX or MIN node.
fn first_child(tree: &Tree, children: &[NodeId]) -> Option<NodeId> {
    let root = tree.root();
    if !matches!(tree.kind(root), Kind::Max | Kind::Min) {
        return None;
    }
    let (first, count) = tree.child_range(root);
    (count > 0).then(|| children[first])
}

/// The smallest and largest value a node can take: leaf values and estimates.
fn value_range(tree: &Tree) -> (f64, f64) {
    let (mut lo, mut hi) = tree.leaf_range();
    for id in tree.ids() {
        if let Some(e) = tree.eval(id) {
            lo = lo.min(e);
            hi = hi.max(e);
        }
    }
    (lo, hi)
}
