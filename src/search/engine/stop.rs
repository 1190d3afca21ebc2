//! Where the search stops: at a leaf, at a node the depth limit makes a leaf (scored by its
//! estimate), and when the node budget runs out.

use super::interval::{hi_plus, lo_plus};
use super::{Engine, Frame, Returned};
use crate::search::error::{NodeAt, Result, SearchError};
use crate::search::{CutReason, Event, Observer, Summary};
use crate::tree::{Kind, NodeId};

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// An inner node's estimate when the depth limit makes it a leaf (`None`: search it).
    /// (The common answer, "search it", is decided without building the rare error's
    /// `Result`.)
    #[inline(always)]
    pub(super) fn at_depth_limit(&self, node: NodeId, depth: u32) -> Result<Option<f64>> {
        match self.cfg.depth {
            Some(limit) if depth >= limit && !self.tree.noisy(node) => {
                self.horizon_value(node, depth).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// An inner node at the depth limit: its estimate, or the error that it has none.
    #[cold]
    #[inline(never)]
    fn horizon_value(&self, node: NodeId, depth: u32) -> Result<f64> {
        match self.tree.eval(node) {
            Some(e) => Ok(e),
            None => Err(SearchError::NoEstimate {
                node: NodeAt::of(self.tree, node),
                depth: self.cfg.depth.unwrap_or(depth),
                deepening: false,
            }),
        }
    }

    /// Whether the search takes `node` as given at `depth` (a leaf, or a quiet node at the
    /// depth limit).
    #[inline(always)]
    pub(super) fn is_terminal(&self, node: NodeId, depth: u32) -> bool {
        self.tree.kind(node) == Kind::Leaf
            || self
                .cfg
                .depth
                .is_some_and(|limit| depth >= limit && !self.tree.noisy(node))
    }

    /// Plies still to search below a node at `depth` (`u32::MAX`: to the leaves).
    pub(super) fn remaining(&self, depth: u32) -> u32 {
        self.cfg
            .depth
            .map_or(u32::MAX, |limit| limit.saturating_sub(depth))
    }

    /// The budget ran out: every open node stops where it is, from the innermost out. Its
    /// unsearched children are unknown, so its result so far is a bound (MAX: at least its
    /// best; MIN: at most; chance: at least S + L·R), and its parent takes it as it would any
    /// child's. The root ends with what the search proved by then.
    #[cold]
    pub(super) fn stop_for_budget(mut self, mut frames: Vec<Frame>) -> Summary {
        let visited = self.visited;
        let Some(mut f) = frames.pop() else {
            return self.outcome(false);
        };
        self.stopping = true;
        loop {
            let (node, kind, next, count) = (f.node, f.kind, f.next, f.count);
            let skipped = &self.kids(&f)[(next as usize).min(count as usize)..];
            self.unreached.extend_from_slice(skipped);
            // A PVS re-search still to come leaves that child unknown too.
            let open_ended = !skipped.is_empty() || (FULL && f.research);
            // The unsearched children could be anything in [L, U]; what is proven is what the
            // node returns.
            match kind {
                Kind::Max => {
                    if open_ended {
                        f.hi = f.hi.max(self.hi_leaf);
                    }
                    f.best = f.lo;
                    f.best_c = f.span_c;
                }
                Kind::Min => {
                    if open_ended {
                        f.lo = f.lo.min(self.lo_leaf);
                    }
                    f.best = f.hi;
                    f.best_c = f.span_c;
                }
                Kind::Chance => {
                    let rest = self.cs().rest;
                    let (un_lo, un_hi) = self.unknown_rest(&f, next, rest);
                    f.lo = lo_plus(f.lo, 1.0, un_lo);
                    f.hi = hi_plus(f.hi, 1.0, un_hi);
                    let lo = f.lo;
                    self.cs_mut().ret = lo;
                }
                Kind::Leaf => unreachable!("leaves have no frame"),
            }
            f.cut = true;
            let value = if kind == Kind::Chance { f.lo } else { f.best };
            if O::ACTIVE {
                let child = if next > 0 {
                    self.children[(f.first + next - 1) as usize]
                } else {
                    node
                };
                let reason = CutReason::Budget { visited };
                self.emit(Event::Cutoff {
                    node,
                    child,
                    value,
                    reason,
                    skipped,
                });
            }
            let r = self.finish(&f);
            let Some(parent) = frames.pop() else {
                break;
            };
            f = parent;
            // The parent takes the side of the bound it can use: a MAX node what the child
            // is proven to reach (its lower bound), a MIN node what it is proven to stay under.
            let value = match f.kind {
                Kind::Max => r.lo,
                Kind::Min => r.hi,
                _ => r.value,
            };
            let computed = r.computed || f.kind == Kind::Chance;
            self.take(
                &mut f,
                Returned {
                    value,
                    computed,
                    ..r
                },
            );
        }
        self.outcome(false)
    }
}
