//! What a finished search hands out: its [`Summary`] (the root's result and the counts),
//! every visited node's result, and the facts views read off them (the pruned leaves, the
//! principal variation, the passes of a multi-pass algorithm).

use super::{Algorithm, Bound, Config, NodeResult, Results};
use crate::tree::{Kind, NodeId, Tree};

/// One pass of a multi-pass algorithm (an MTD(f)/SSS* test, a deepening iteration).
#[derive(Clone, Debug, PartialEq)]
pub struct Pass {
    /// The root window searched.
    pub window: (f64, f64),
    /// The depth limit, if any.
    pub depth: Option<u32>,
    /// The value (or bound) the pass returned; NaN when the budget stopped it.
    pub value: f64,
    /// The root's best child found by the pass.
    pub best: Option<NodeId>,
    /// The principal variation of the pass (root first).
    pub pv: Vec<NodeId>,
    /// Evaluations in this pass: leaves, and nodes scored by `eval:` at its depth limit.
    pub leaves: u64,
    /// Nodes visited in this pass.
    pub nodes: u64,
    /// Whether the pass finished within the budget.
    pub complete: bool,
    /// Iterative deepening: leaves the same depth costs without the previous principal
    /// variation searched first (what the ordering saved).
    pub leaves_without_pv: Option<u64>,
}

/// What the search itself keeps track of: the root's result and the counts.
#[derive(Clone, Debug)]
pub struct Summary {
    /// False when the node budget stopped the search before it finished.
    pub complete: bool,
    /// PVS re-searches after a null-window fail high.
    pub researches: u64,
    /// The passes of a multi-pass algorithm (empty for the others).
    pub iterations: Vec<Pass>,
    /// Subtrees the search never reached because the node budget ran out.
    pub unreached: Vec<NodeId>,
    /// The configuration that ran.
    pub config: Config,
    /// The root's value.
    pub value: f64,
    /// Whether the root's value is exact (it is, unless a root window from bounds was cut).
    pub bound: Bound,
    /// Whether the root's value came through chance-node arithmetic (see
    /// [`NodeResult::computed`]).
    pub computed: bool,
    /// The root's best child: the first in search order whose result equals the root's value.
    /// `None` when the root is a leaf or a chance node.
    pub best: Option<NodeId>,
    /// Leaf evaluations (a leaf evaluated twice counts twice).
    pub leaves_evaluated: u64,
    /// Inner nodes scored by their `eval:` at the depth limit.
    pub horizon_evaluations: u64,
    /// Nodes entered, leaves included.
    pub nodes_visited: u64,
}

impl Summary {
    /// Whether the search proved anything about the root: not when the budget stopped it
    /// before any result (NaN), nor when all it has is a bound that excludes nothing
    /// (`≥ -∞`, `≤ ∞`).
    pub fn known(&self) -> bool {
        !(self.value.is_nan()
            || (self.bound == Bound::Lower && self.value == f64::NEG_INFINITY)
            || (self.bound == Bound::Upper && self.value == f64::INFINITY)
            || (!self.complete && self.value.is_infinite() && self.bound != Bound::Exact))
    }

    /// The root's value as an answer file writes it (`3`, `">=5"`), when known.
    pub fn answer(&self) -> Option<String> {
        self.known()
            .then(|| self.bound.answer_as(self.value, self.computed))
    }
}

/// What a search found: the [`Summary`] (its fields read straight through, `outcome.value`)
/// and every visited node's result.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The root's result and the counts.
    pub summary: Summary,
    /// Every visited node's result (the last result the search gave it).
    pub results: Results,
    /// The result at [`Summary::best`] of a search the budget stopped, for
    /// [`Outcome::best_move`].
    best_result: NodeResult,
}

impl std::ops::Deref for Outcome {
    type Target = Summary;
    fn deref(&self) -> &Summary {
        &self.summary
    }
}

impl Outcome {
    pub(super) fn new(tree: &Tree, summary: Summary, results: Results) -> Self {
        // (Only a search the budget stopped asks about its move's result: the lookup is
        // left to those.)
        let stopped = !summary.complete && !summary.iterations.iter().any(|p| p.complete);
        let best_result = match summary.best {
            Some(b) if stopped => results.get(tree, b),
            _ => NodeResult::UNVISITED,
        };
        Outcome {
            summary,
            results,
            best_result,
        }
    }

    /// The result at a node of `tree` ([`NodeResult::UNVISITED`] where the search never
    /// reached it).
    pub fn result(&self, tree: &Tree, id: NodeId) -> NodeResult {
        self.results.get(tree, id)
    }

    /// The root's best move as reports give it: [`Summary::best`], except that a search the
    /// budget stopped names no move it proved nothing about (a child never finished, `≤ ∞`),
    /// since a move chosen with nothing evaluated is no choice. A pass that finished (an
    /// iteration, a null-window test) did prove its choice.
    pub fn best_move(&self) -> Option<NodeId> {
        let best = self.best?;
        if self.complete || self.iterations.iter().any(|p| p.complete) {
            return Some(best);
        }
        let r = self.best_result;
        (r.bound != Bound::Unvisited && !r.bound.proves_nothing(r.value)).then_some(best)
    }

    /// Leaf numbers of the leaves never evaluated, ascending.
    pub fn pruned_leaves(&self, tree: &Tree) -> Vec<u32> {
        tree.leaves()
            .iter()
            .enumerate()
            .filter(|&(_, &l)| !self.results.evaluated(l))
            .map(|(i, _)| i as u32 + 1)
            .collect()
    }

    /// The depth limit the search scored nodes at: the configured one, or iterative
    /// deepening's last iteration's.
    pub fn horizon_depth(&self) -> Option<u32> {
        let last_iteration = match self.config.algorithm {
            Algorithm::Iddfs => self.iterations.last().and_then(|p| p.depth),
            _ => None,
        };
        self.config.depth.or(last_iteration)
    }

    /// Whether the search scored `id` by its `eval:` at the depth limit instead of searching
    /// it: an inner, quiet node at or past the limit that the search reached.
    pub fn scored_at_horizon(&self, tree: &Tree, id: NodeId) -> bool {
        self.horizon_depth().is_some_and(|limit| {
            tree.kind(id) != Kind::Leaf
                && !tree.noisy(id)
                && self.results.visited(tree, id)
                && tree.depth(id) as u32 >= limit
        })
    }

    /// Leaf numbers of unevaluated leaves that lie below a node the search scored at the depth
    /// limit: never evaluated, but not pruned either (a subset of [`Outcome::pruned_leaves`]).
    pub fn beyond_horizon(&self, tree: &Tree) -> Vec<u32> {
        if self.horizon_depth().is_none() {
            return Vec::new();
        }
        self.pruned_leaves(tree)
            .into_iter()
            .filter(|&num| {
                let mut cur = tree.leaf(num).and_then(|l| tree.parent(l));
                while let Some(n) = cur {
                    if self.scored_at_horizon(tree, n) {
                        return true;
                    }
                    cur = tree.parent(n);
                }
                false
            })
            .collect()
    }

    /// Leaf numbers of leaves in subtrees the budget kept the search from reaching (and that
    /// no earlier part of the search evaluated).
    pub fn not_reached(&self, tree: &Tree) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = self.unreached.clone();
        while let Some(n) = stack.pop() {
            match tree.leaf_number(n) {
                // (A PVS re-search can be cut short after its first search saw the leaf.)
                Some(num) if !self.results.evaluated(n) => out.push(num),
                Some(_) => {}
                None => stack.extend(tree.children(n)),
            }
        }
        out.sort_unstable();
        out
    }

    /// The leaves never evaluated, split in two disjoint lists: those the search pruned
    /// (cut off, or below the depth limit) and those the budget kept it from reaching.
    pub fn pruned_and_not_reached(&self, tree: &Tree) -> (Vec<u32>, Vec<u32>) {
        let unreached = self.not_reached(tree);
        let pruned = self
            .pruned_leaves(tree)
            .into_iter()
            .filter(|n| unreached.binary_search(n).is_err())
            .collect();
        (pruned, unreached)
    }

    /// Leaves the search cut off: never evaluated, not below the depth limit, and not left
    /// unreached by the budget.
    pub fn cut_leaves(&self, tree: &Tree) -> Vec<u32> {
        let beyond = self.beyond_horizon(tree);
        let unreached = self.not_reached(tree);
        // Both lists are sorted: a lookup is a binary search, never a scan of a list that
        // can hold every leaf of a big tree.
        self.pruned_leaves(tree)
            .into_iter()
            .filter(|n| beyond.binary_search(n).is_err() && unreached.binary_search(n).is_err())
            .collect()
    }

    /// The principal variation: from the root, each node's best child while the node's value
    /// is exact and it is a MAX or MIN node. Starts with the root.
    pub fn principal_variation(&self, tree: &Tree) -> Vec<NodeId> {
        // Iterative deepening's line is its last completed iteration's (a later, unfinished
        // one leaves partial results behind).
        if self.config.algorithm == Algorithm::Iddfs
            && let Some(p) = self.iterations.iter().rev().find(|p| p.complete)
        {
            return p.pv.clone();
        }
        let mut pv = vec![tree.root()];
        let mut cur = tree.root();
        while matches!(tree.kind(cur), Kind::Max | Kind::Min) {
            let r = self.result(tree, cur);
            match r.best() {
                Some(b) if r.bound == Bound::Exact => {
                    pv.push(b);
                    cur = b;
                }
                _ => break,
            }
        }
        pv
    }
}
