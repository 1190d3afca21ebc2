//! Star2's probing phase: before searching a regular chance node's children, one
//! grandchild under each is searched ("probed") for a bound on that child, and the node
//! cuts as soon as the probes' bounds prove it beyond its window. The probe results are kept,
//! so the search phase never searches a probed grandchild twice when its result decides it.

use super::chance::{Phase, finite_if_overflowed, threshold};
use super::interval::classify;
use super::{Engine, Frame, INF, NONE, Next, Returned};
use crate::num::add_weighted;
use crate::search::{CutReason, Event, Observer};
use crate::tree::{Kind, NodeId};

/// A Star2 probe's result, kept for the search phase.
#[derive(Clone, Copy)]
pub(super) struct ProbeEntry {
    node: NodeId,
    done: bool,
    /// W_j (lower bound of a MAX child) or V_j (upper bound of a MIN child).
    bound: f64,
    value: f64,
    /// `value` is computed.
    value_c: bool,
    /// The window the probe was searched with.
    alpha: f64,
    beta: f64,
    /// The proven interval of the probed node (observers only).
    lo: f64,
    hi: f64,
}

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// Star2 probes only regular chance nodes: all children MAX, or all MIN, none terminal.
    pub(super) fn start_probing(
        &mut self,
        kids: &[NodeId],
        depth: u32,
        cs: &mut super::chance::ChanceState,
    ) {
        let kind = self.tree.kind(kids[0]);
        if !matches!(kind, Kind::Max | Kind::Min)
            || kids
                .iter()
                .any(|&c| self.tree.kind(c) != kind || self.is_terminal(c, depth + 1))
        {
            return;
        }
        cs.phase = Phase::Probe;
        cs.probe_max = kind == Kind::Max;
        cs.probe_base = self.probes.len() as u32;
        let bound = if cs.probe_max {
            self.lo_leaf
        } else {
            self.hi_leaf
        };
        for &c in kids {
            let (g_first, _) = self.tree.child_range(c);
            self.probes.push(ProbeEntry {
                node: self.children[g_first],
                done: false,
                bound,
                value: f64::NAN,
                value_c: false,
                alpha: -INF,
                beta: INF,
                lo: -INF,
                hi: INF,
            });
        }
    }

    /// Σ p_j·bound_j over the probe bounds of a Star2 chance node's children `from..`,
    /// leaving out `skip`. The sum is itself a bound (lower for MAX children, upper for MIN
    /// children); where it is undefined (a probe of +∞ beside an unprobed child at L = −∞)
    /// it says nothing, so it is the bound that knows nothing (−∞, or +∞), never NaN.
    pub(super) fn probe_sum(&self, f: &Frame, from: u32, skip: u32) -> f64 {
        let kids = self.kids(f);
        let cs = self.cs();
        let base = cs.probe_base;
        let nothing = if cs.probe_max { -INF } else { INF };
        (from..f.count).filter(|&j| j != skip).fold(0.0, |sum, j| {
            let (p, w) = (
                self.tree.prob(kids[j as usize]),
                self.probes[(base + j) as usize].bound,
            );
            add_weighted(sum, p, w).unwrap_or(nothing)
        })
    }

    /// The next probe, or the switch to the search phase.
    pub(super) fn next_probe(&mut self, f: &mut Frame) -> Next {
        if f.next == f.count {
            self.cs_mut().phase = Phase::Search;
            f.next = 0;
            return self.next_chance_child(f);
        }
        let i = f.next;
        let child = self.children[(f.first + i) as usize];
        let p = self.tree.prob(child);
        let others = self.probe_sum(f, 0, i);
        let cs = self.cs();
        let (alpha, beta) = if cs.probe_max {
            // B'_i: the value child i must reach for the node to reach β.
            let (b, over) = threshold(f.beta, others, 0.0, p, INF);
            (
                self.lo_leaf,
                finite_if_overflowed(b, over, false).min(self.hi_leaf),
            )
        } else {
            let (a, over) = threshold(f.alpha, others, 0.0, p, -INF);
            (
                finite_if_overflowed(a, over, true).max(self.lo_leaf),
                self.hi_leaf,
            )
        };
        let wc = (
            alpha > self.lo_leaf && alpha.is_finite(),
            beta < self.hi_leaf && beta.is_finite(),
        );
        let slot = (cs.probe_base + i) as usize;
        let grandchild = self.probes[slot].node;
        (self.probes[slot].alpha, self.probes[slot].beta) = (alpha, beta);
        f.next += 1;
        self.emit(Event::Probe {
            chance: f.node,
            child,
            node: grandchild,
            alpha,
            beta,
        });
        Next::Child {
            child: grandchild,
            alpha,
            beta,
            wc,
            depth: f.depth + 2,
            reuse: NONE,
        }
    }

    /// Star2's search phase at a probed grandchild: its probe result stands in for a new
    /// search when it is exact or already decides the node against the new window.
    #[cold]
    #[inline(never)]
    pub(super) fn reuse_probe(
        &self,
        slot: u32,
        child: NodeId,
        alpha: f64,
        beta: f64,
    ) -> Option<Next> {
        let e = self.probes[slot as usize];
        if !e.done || e.node != child {
            return None;
        }
        // The fail-soft theorem on the probe's window: inside it the value is exact, beyond
        // an end it is a bound (and at a leaf bound, exact).
        // (Probes exist only at chance nodes, so the tolerance applies.)
        let low = self.falls_to(true, e.value, e.alpha) && e.alpha > self.lo_leaf;
        let high = self.reaches(true, e.value, e.beta) && e.beta < self.hi_leaf;
        let decided = (!low && !high)
            || (high && self.reaches(true, e.value, beta))
            || (low && self.falls_to(true, e.value, alpha));
        decided.then_some(Next::Reuse {
            child,
            value: e.value,
            value_c: e.value_c,
            lo: e.lo,
            hi: e.hi,
        })
    }

    /// Tells the observer a probe's result was taken for its node.
    #[inline(always)]
    pub(super) fn emit_reused(&mut self, node: NodeId, value: f64, interval: (f64, f64)) {
        if O::ACTIVE {
            let bound = classify(true, value, interval, self.term_size());
            self.emit(Event::ProbeReused { node, value, bound });
        }
    }

    /// A probe returned: its bound on the child, and the cut when the probes' bounds
    /// together already put the node beyond its window.
    #[inline(never)]
    pub(super) fn take_probe(&mut self, f: &mut Frame, r: Returned) {
        let Returned {
            node: grandchild,
            value: v,
            computed: vc,
            lo: clo,
            hi: chi,
        } = r;
        let i = f.next - 1;
        let probe_max = self.cs().probe_max;
        let slot = (self.cs().probe_base + i) as usize;
        // A MAX child is at least any of its children, a MIN child at most; the leaf bounds
        // make a fail-low (fail-high) result exactly L (U).
        let bound = if probe_max {
            v.max(self.lo_leaf)
        } else {
            v.min(self.hi_leaf)
        };
        let e = &mut self.probes[slot];
        (e.node, e.done, e.bound, e.value, e.value_c, e.lo, e.hi) =
            (grandchild, true, bound, v, vc, clo, chi);
        let total = self.probe_sum(f, 0, NONE);
        let child = self.kids(f)[i as usize];
        let (lo, hi) = if probe_max {
            (total, self.hi_leaf)
        } else {
            (self.lo_leaf, total)
        };
        self.emit(Event::ProbeResult {
            chance: f.node,
            child,
            value: v,
            bound,
            lo,
            hi,
        });
        let cut = if probe_max {
            self.reaches(true, total, f.beta)
        } else {
            self.falls_to(true, total, f.alpha)
        };
        if cut {
            self.cs_mut().ret = total;
            f.cut = true;
            (f.lo, f.hi) = (lo, hi);
            if O::ACTIVE {
                let reason = CutReason::Probe {
                    bound: total,
                    limit: if probe_max { f.beta } else { f.alpha },
                    high: probe_max,
                };
                self.emit(Event::Cutoff {
                    node: f.node,
                    child,
                    value: v,
                    reason,
                    skipped: &self.kids(f)[(i + 1).min(f.count) as usize..],
                });
            }
        }
    }
}
