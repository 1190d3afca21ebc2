//! The engine's search where every value is a file value and nobody watches: a tree of MAX
//! and MIN nodes only (no chance arithmetic, so every comparison is exact), no observer, no
//! depth limit and none of the full engine's features.
//!
//! It takes the same steps as the main loop in the same order (a node's leaves in its leaf
//! loop, its inner children descended into with its window, a closing child's value taken
//! as a leaf's is), so its value, best move and counts are the main loop's. What it leaves
//! out is what nobody reads here: proven intervals, computed flags, events, probes. The
//! node being searched lives in registers; a frame is written only for the nodes above it,
//! as a recursive search would keep them, but on a stack of its own on the heap.

use super::{Engine, NONE, Observer, held};
use crate::search::{Bound, NodeResult, Summary};
use crate::tree::{Node, NodeId};

const INF: f64 = f64::INFINITY;

/// A MAX or MIN node's state while it takes values exactly: the best so far and which child
/// gave it, and the window.
#[derive(Clone, Copy)]
pub(super) struct Exact {
    best: f64,
    best_child: u32,
    alpha: f64,
    beta: f64,
}

impl Exact {
    /// Takes child `child`'s value `v` (at a MAX node when `MAX`, else a MIN node): the same
    /// steps as `integrate` for an exact value, as selects rather than branches, since leaf
    /// values cannot be predicted. Which child gave the best is kept only when `TRACK`
    /// (only the root's best move is reported). True when the window has closed (a cut, if
    /// children remain).
    #[inline(always)]
    fn take<const MAX: bool, const TRACK: bool>(
        &mut self,
        v: f64,
        child: u32,
        prune: bool,
        strict: bool,
    ) -> bool {
        let beats = if MAX { v > self.best } else { v < self.best };
        // (A first value equal to the start, ±∞, leaves `best` as it is: only the child
        // needs the first-child test, and the value stays one compare and one select.)
        if TRACK {
            self.best_child = if beats | (self.best_child == NONE) {
                child
            } else {
                self.best_child
            };
        }
        self.best = if beats { v } else { self.best };
        if !prune {
            return false;
        }
        if MAX {
            self.alpha = if v > self.alpha { v } else { self.alpha };
        } else {
            self.beta = if v < self.beta { v } else { self.beta };
        }
        if strict {
            self.alpha > self.beta
        } else {
            self.alpha >= self.beta
        }
    }
}

/// An open MAX or MIN node: its children still to search (`next..end` in the child array),
/// the window it was given (fail-hard holds its value to it), and what it has taken.
#[derive(Clone, Copy)]
struct Open {
    node: u32,
    next: u32,
    end: u32,
    max: bool,
    alpha0: f64,
    beta0: f64,
    w: Exact,
}

impl Open {
    /// `node` opened with the window `(alpha, beta)`: nothing taken yet.
    #[inline(always)]
    fn new(node: u32, n: Node, alpha: f64, beta: f64) -> Open {
        let max = n.is_max();
        Open {
            node,
            next: n.first_child,
            end: n.first_child + n.child_count(),
            max,
            alpha0: alpha,
            beta0: beta,
            w: Exact {
                best: if max { -INF } else { INF },
                best_child: NONE,
                alpha,
                beta,
            },
        }
    }

    /// Takes a child's value at this node (keeping which child is best when `track`); a
    /// closed window skips the children left.
    #[inline(always)]
    fn take(&mut self, v: f64, child: u32, track: bool, prune: bool, strict: bool) {
        let closed = match (self.max, track) {
            (true, true) => self.w.take::<true, true>(v, child, prune, strict),
            (true, false) => self.w.take::<true, false>(v, child, prune, strict),
            (false, true) => self.w.take::<false, true>(v, child, prune, strict),
            (false, false) => self.w.take::<false, false>(v, child, prune, strict),
        };
        if closed {
            self.next = self.end;
        }
    }

    /// The window the node gives its next child: its own, or the whole line when nothing
    /// prunes.
    #[inline(always)]
    fn child_window(&self, prune: bool) -> (f64, f64) {
        if prune {
            (self.w.alpha, self.w.beta)
        } else {
            (-INF, INF)
        }
    }

    /// The value the node returns: its best, held to its window when fail-hard (`hold`).
    #[inline(always)]
    fn value(&self, hold: bool) -> f64 {
        if hold {
            held(self.w.best, self.alpha0, self.beta0).0
        } else {
            self.w.best
        }
    }

    /// The node's leaves from its next child on, up to its first inner child left (or
    /// the end, or a cut); how many it took.
    #[inline(always)]
    fn leaf_run<const MAX: bool, const TRACK: bool>(
        &mut self,
        children: &[NodeId],
        nodes: &[Node],
        prune: bool,
        strict: bool,
    ) -> u64 {
        // (Worked on in locals: the loop carries the best so far in a register, not
        // through the frame in memory.)
        let (mut next, mut w) = (self.next, self.w);
        let mut end = self.end;
        while next < end {
            let child = children[next as usize];
            let v = nodes[child.index()].value;
            if v.is_nan() {
                break;
            }
            next += 1;
            if w.take::<MAX, TRACK>(v, child.0, prune, strict) {
                end = next;
            }
        }
        let taken = u64::from(next - self.next);
        // A cut skips the children left.
        (self.next, self.w) = (if end == self.end { next } else { self.end }, w);
        taken
    }
}

impl<O: Observer, const FULL: bool> Engine<'_, O, FULL> {
    /// Searches a tree of MAX and MIN nodes with no observer from the inner node `root`
    /// with the window `(alpha, beta)`.
    #[inline(never)]
    pub(super) fn exact_search(mut self, root: NodeId, alpha: f64, beta: f64) -> Summary {
        debug_assert!(!O::ACTIVE && !FULL && self.cfg.depth.is_none() && !self.arith);
        let nodes = self.tree.node_array();
        let children = self.children;
        let (prune, strict) = (self.prune, self.cfg.strict);
        let hold = self.cfg.fail_hard && prune;
        // The open nodes above `cur`, outermost first. A node that only descends stays
        // where it is: it is taken off only to run its leaf loop.
        let mut above: Vec<Open> = Vec::new();
        let mut cur = Open::new(root.0, nodes[root.index()], alpha, beta);
        let (mut inner, mut leaves) = (1u64, 0u64);
        let (value, best_child) = 'search: loop {
            leaves += match (cur.max, above.is_empty()) {
                (true, true) => cur.leaf_run::<true, true>(children, nodes, prune, strict),
                (true, false) => cur.leaf_run::<true, false>(children, nodes, prune, strict),
                (false, true) => cur.leaf_run::<false, true>(children, nodes, prune, strict),
                (false, false) => cur.leaf_run::<false, false>(children, nodes, prune, strict),
            };
            if cur.next < cur.end {
                let child = children[cur.next as usize];
                cur.next += 1;
                let (a, b) = cur.child_window(prune);
                above.push(cur);
                cur = Open::new(child.0, nodes[child.index()], a, b);
                inner += 1;
                continue;
            }
            // `cur` closes, and each node above takes the value of the one below it closing
            // until one has a child left.
            let (mut value, mut node, mut best_child) =
                (cur.value(hold), cur.node, cur.w.best_child);
            loop {
                let track = above.len() == 1;
                let Some(p) = above.last_mut() else {
                    break 'search (value, best_child);
                };
                p.take(value, node, track, prune, strict);
                if p.next < p.end {
                    let child = children[p.next as usize];
                    let n = nodes[child.index()];
                    if n.value.is_nan() {
                        p.next += 1;
                        let (a, b) = p.child_window(prune);
                        cur = Open::new(child.0, n, a, b);
                        inner += 1;
                    } else if let Some(p) = above.pop() {
                        cur = p;
                    }
                    continue 'search;
                }
                if let Some(p) = above.pop() {
                    (value, node, best_child) = (p.value(hold), p.node, p.w.best_child);
                }
            }
        };
        let best = (best_child != NONE).then_some(NodeId(best_child));
        // The root's window is the widest there is, so its value is exact.
        self.root_result = NodeResult::new(value, Bound::Exact, best, false);
        self.leaves = leaves;
        self.visited = inner + leaves;
        self.outcome(true)
    }
}
