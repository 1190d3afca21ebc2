//! Principal variation search: every child after the first is searched with a null window
//! that only asks whether it beats the best so far; a child that does (it fails high, but
//! not past the real window) is searched again with the full window.

use super::{Engine, Frame, INF, NONE, Next};
use crate::num::{gt_if, lt_if, next_down, tolerance};
use crate::search::{Event, Observer};
use crate::tree::Kind;

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// The child that failed high on its null window, again with the full window.
    pub(super) fn research(&mut self, f: &mut Frame) -> Next {
        let child = self.children[(f.first + f.next - 1) as usize];
        let (alpha, beta, depth) = (f.alpha, f.beta, f.depth + 1);
        let wc = (f.alpha_c, f.beta_c);
        f.research = false;
        f.researching = true;
        f.null_window = false;
        self.researches += 1;
        self.emit(Event::Research {
            node: f.node,
            child,
            alpha,
            beta,
        });
        Next::Child {
            child,
            alpha,
            beta,
            wc,
            depth,
            reuse: NONE,
        }
    }

    /// Whether the child `i > 0` gets a null window: under PVS, when it is no leaf and the
    /// window's end on the node's side is finite.
    #[inline(always)]
    pub(super) fn null_window(&self, f: &Frame, child: crate::tree::NodeId, depth: u32) -> bool {
        self.pvs && f.next > 0 && !self.is_terminal(child, depth) && {
            let edge = if f.kind == Kind::Max { f.alpha } else { f.beta };
            edge.is_finite()
        }
    }

    /// The null window just above α (below β at a MIN node): wider than the tolerance, so it
    /// never collapses under the tolerant cutoff test.
    #[inline(always)]
    pub(super) fn narrowed(&self, f: &Frame, alpha: f64, beta: f64) -> (f64, f64) {
        if f.kind == Kind::Max {
            (alpha, null_above(alpha, self.arith))
        } else {
            (null_below(beta, self.arith), beta)
        }
    }

    /// After a child's result `v` (computed when `vc`) with the interval `(clo, chi)`: whether
    /// it was a null-window result past the best so far but not past the window's far end,
    /// only a bound, so that the child is searched again; and the child's interval, the
    /// intersection of what both searches proved where this was the second.
    #[inline(always)]
    pub(super) fn after_null_window(
        &mut self,
        f: &mut Frame,
        v: f64,
        vc: bool,
        (clo, chi): (f64, f64),
    ) -> (bool, (f64, f64)) {
        // (The same test at MAX and MIN: the result fell strictly inside the real window.)
        let research =
            f.null_window && gt_if(vc || f.alpha_c, v, f.alpha) && lt_if(vc || f.beta_c, v, f.beta);
        f.research = research;
        let was_research = std::mem::take(&mut f.researching);
        f.null_window = false;
        if !self.pvs {
            return (research, (clo, chi));
        }
        // (One slot per open node: depths grow strictly from the root down the open path.)
        let at = f.depth as usize;
        if self.pvs_saved.len() <= at {
            self.pvs_saved.resize(at + 1, (-INF, INF));
        }
        if research {
            self.pvs_saved[at] = (clo, chi);
            (true, (clo, chi))
        } else if was_research {
            let (slo, shi) = self.pvs_saved[at];
            (false, (clo.max(slo), chi.min(shi)))
        } else {
            (false, (clo, chi))
        }
    }
}

/// The lower end of a null window whose upper end is `beta`: one float below it where
/// values are compared exactly, a few tolerances below where they may carry rounding
/// error (`arith`), so that the tolerant cutoff test never reads the window as empty.
/// Never NaN: below `∞` is the largest finite float, and `-∞` has nothing below it.
pub(crate) fn null_below(beta: f64, arith: bool) -> f64 {
    if !beta.is_finite() || !arith {
        return next_down(beta);
    }
    let a = beta - 4.0 * tolerance(beta, beta);
    if a < beta { a } else { next_down(beta) }
}

/// The upper end of a null window whose lower end is `alpha` (see [`null_below`]).
pub(crate) fn null_above(alpha: f64, arith: bool) -> f64 {
    -null_below(-alpha, arith)
}
