//! The transposition table: a node met again (the same position reached by another path)
//! is answered from what an earlier search of it stored, when that decides it for the
//! window it is searched with now.

use super::{Engine, Frame, Returned};
use crate::search::tt::Probe;
use crate::search::{Bound, Event, NodeResult, Observer};
use crate::tree::NodeId;

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// An inner node's result from the table, when an entry decides it (recorded and
    /// reported as the node's result); `None` when the node must be searched.
    #[inline(always)]
    pub(super) fn answer_from_table(
        &mut self,
        node: NodeId,
        alpha: f64,
        beta: f64,
        wc: (bool, bool),
        depth: u32,
    ) -> Option<Returned> {
        // (The root is always searched, never answered from the table: its best move is
        // part of the result.)
        if !FULL || node.0 == 0 {
            return None;
        }
        let key = self.tree.origin(node);
        let need = self.remaining(depth);
        let probe = self.tt.as_mut()?.probe(key, alpha, beta, wc, need);
        match probe {
            Probe::Hit(entry, value, bound) => {
                self.visited += 1;
                let result = NodeResult::new(value, bound, None, entry.computed);
                self.results.inner(node, result);
                self.emit(Event::TtProbe {
                    node,
                    entry,
                    used: true,
                    why: None,
                    alpha,
                    beta,
                });
                self.emit(Event::Exit {
                    node,
                    value,
                    bound,
                    best: None,
                    computed: entry.computed,
                });
                let (lo, hi) = match bound {
                    Bound::Lower => (value, self.hi_leaf),
                    Bound::Upper => (self.lo_leaf, value),
                    _ => (value, value),
                };
                Some(Returned {
                    node,
                    value,
                    computed: entry.computed,
                    lo,
                    hi,
                })
            }
            Probe::Unusable(entry, why) => {
                self.emit(Event::TtProbe {
                    node,
                    entry,
                    used: false,
                    why: Some(why),
                    alpha,
                    beta,
                });
                None
            }
            Probe::Miss => None,
        }
    }

    /// Stores a finished node's value (computed when `vc`) with the window it was searched
    /// with and the plies below it.
    #[inline(always)]
    pub(super) fn store(&mut self, f: &Frame, value: f64, vc: bool) {
        if !FULL {
            return;
        }
        if let Some(tt) = self.tt.as_mut() {
            let depth = self
                .cfg
                .depth
                .map_or(u32::MAX, |limit| limit.saturating_sub(f.depth));
            let window = (f.alpha0, f.beta0, f.alpha0_c, f.beta0_c);
            tt.store(self.tree.origin(f.node), value, vc, window, depth);
        }
    }
}
