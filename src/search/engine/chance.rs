//! Chance nodes: expectiminimax's weighted sum of the children, and Ballard's Star1
//! cutoffs on the thresholds A_i and B_i, which need only bounds on the leaves.

use super::interval::{hi_plus, lo_plus};
use super::{Engine, Frame, INF, NONE, Next, Returned};
use crate::num::{add_weighted, ge_if, gt_if, le_if, lt_if, weighted};
use crate::search::error::{NodeAt, SearchError};
use crate::search::{CutReason, Event, Observer};
use crate::tree::NodeId;

/// Which phase a chance node is in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    /// Ordinary search of the children.
    Search,
    /// Star2's probing phase at a chance node.
    Probe,
}

/// What a chance frame needs besides a [`Frame`]; one per open chance node, on a stack of
/// its own (the innermost open chance node's state is the last).
pub(super) struct ChanceState {
    pub(super) phase: Phase,
    /// Star2 chance node: its children are MAX nodes (probes give lower bounds).
    pub(super) probe_max: bool,
    /// First probe entry of this chance node's children, or NONE.
    pub(super) probe_base: u32,
    /// The value returned after a chance cutoff.
    pub(super) ret: f64,
    /// Probability mass of the children not yet searched.
    pub(super) rest: f64,
    /// The current child's thresholds A_i and B_i.
    pub(super) ca: f64,
    pub(super) cb: f64,
    /// A_i (B_i) overflowed from finite terms: its test is made on the sums instead.
    pub(super) ca_over: bool,
    pub(super) cb_over: bool,
}

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// What a chance frame needs besides its [`Frame`]: the mass of its children, Star2's
    /// probes.
    #[inline(always)]
    pub(super) fn open_chance(&mut self, first: u32, count: u32, depth: u32) {
        let kids = &self.children[first as usize..(first + count) as usize];
        let mut cs = ChanceState {
            phase: Phase::Search,
            probe_max: false,
            probe_base: NONE,
            ret: 0.0,
            rest: kids.iter().map(|&c| self.tree.prob(c)).sum(),
            ca: -INF,
            cb: INF,
            ca_over: false,
            cb_over: false,
        };
        if self.star2 {
            self.start_probing(kids, depth, &mut cs);
        }
        self.chance.push(cs);
    }

    /// The state of the innermost open chance node (the frame being searched, when this is
    /// called).
    #[inline(always)]
    pub(super) fn cs(&self) -> &ChanceState {
        self.chance.last().expect("a chance frame has its state")
    }

    #[inline(always)]
    pub(super) fn cs_mut(&mut self) -> &mut ChanceState {
        self.chance
            .last_mut()
            .expect("a chance frame has its state")
    }

    /// What the unsearched children from `after` on can add, at least and at most: L and U
    /// times their probability, or their probe bounds (Star2).
    pub(super) fn unknown_rest(&self, f: &Frame, after: u32, rest: f64) -> (f64, f64) {
        let rest = if after >= f.count { 0.0 } else { rest };
        let mut lo = weighted(rest, self.lo_leaf);
        let mut hi = weighted(rest, self.hi_leaf);
        let cs = self.cs();
        if cs.probe_base != NONE {
            let probed = self.probe_sum(f, after, NONE);
            if cs.probe_max {
                lo = probed
            } else {
                hi = probed
            }
        }
        (lo, hi)
    }

    /// The next child of a chance node, with its window: Ballard's A_i/B_i under Star1/Star2,
    /// the full window otherwise.
    #[inline(never)]
    pub(super) fn next_chance_child(&mut self, f: &mut Frame) -> Next {
        if f.next == f.count {
            return Next::Done;
        }
        let i = f.next;
        let child = self.children[(f.first + i) as usize];
        let p = self.tree.prob(child);
        let rest = self.cs().rest;
        let rest_after = mass_after(rest, p, i + 1 == f.count);
        // Star1 and Star2: the thresholds A_i and B_i, and the window they make inside the
        // leaf bounds. A search that does not prune chance nodes gives every child the full
        // window.
        let (a, b, (alpha, beta), wc) = if self.chance_prune {
            let (un_lo, un_hi) = self.unknown_rest(f, i + 1, rest_after);
            let ((a, a_over), (b, b_over)) = (
                threshold(f.alpha, f.best, un_hi, p, -INF),
                threshold(f.beta, f.best, un_lo, p, INF),
            );
            let cs = self.cs_mut();
            (cs.ca, cs.cb, cs.ca_over, cs.cb_over) = (a, b, a_over, b_over);
            let (window, wc) =
                chance_child_window((a, a_over), (b, b_over), (self.lo_leaf, self.hi_leaf));
            (a, b, window, wc)
        } else {
            (-INF, INF, (-INF, INF), (false, false))
        };
        let base = self.cs().probe_base;
        let reuse = if base != NONE { base + i } else { NONE };
        if O::ACTIVE {
            let (un_lo, un_hi) = self.unknown_rest(f, i, rest);
            let (lo, hi) = (lo_plus(f.lo, 1.0, un_lo), hi_plus(f.hi, 1.0, un_hi));
            self.emit(Event::ChanceChild {
                node: f.node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            });
        }
        self.cs_mut().rest = rest_after;
        f.next += 1;
        Next::Child {
            child,
            alpha,
            beta,
            wc,
            depth: f.depth + 1,
            reuse,
        }
    }

    /// A chance node takes its children while they are leaves, one after another, the way
    /// [`take_chance`](Self::take_chance) takes each under expectiminimax: evaluated and
    /// recorded, the weighted sum and the proven interval grown by the leaf's share, the
    /// mass still to come reduced by it. The sums stay in locals for the row and are written
    /// back once.
    ///
    /// Only where the node cannot cut (no Star1 or Star2), no one listens (the events of a
    /// chance child carry intervals this row does not work out), and for the plain search
    /// (not `FULL`); the row stops at the first inner child.
    #[inline(always)]
    pub(super) fn take_chance_leaves(&mut self, f: &mut Frame) {
        // What the search is decides first (it never changes), then whether the next child
        // is a leaf at all.
        if FULL || O::ACTIVE || self.chance_prune || f.cut {
            return;
        }
        let nodes = self.tree.node_array();
        let kids = self.kids(f);
        let start = f.next as usize;
        if kids
            .get(start)
            .is_none_or(|c| nodes[c.index()].value.is_nan())
        {
            return;
        }
        let cs = self.cs();
        if cs.phase != Phase::Search || cs.probe_base != NONE {
            return;
        }
        let mut i = start;
        let (mut sum, mut lo, mut hi, mut rest) = (f.best, f.lo, f.hi, cs.rest);
        while let Some(&child) = kids.get(i) {
            let v = nodes[child.index()].value;
            // (Only a leaf has a value of its own: an inner node's is NaN.)
            if v.is_nan() {
                break;
            }
            let p = self.tree.prob(child);
            i += 1;
            rest = mass_after(rest, p, i == kids.len());
            self.results.leaf(child);
            lo = lo_plus(lo, p, v);
            hi = hi_plus(hi, p, v);
            if let Some(x) = add_weighted(sum, p, v) {
                sum = x;
            } else {
                // `∞ − ∞`: the search stops with an error at this node.
                sum = f64::NAN;
                f.cut = true;
                self.undefined = Some(f.node);
                break;
            }
        }
        let taken = (i - start) as u64;
        self.visited += taken;
        self.leaves += taken;
        f.next = i as u32;
        (f.best, f.lo, f.hi) = (sum, lo, hi);
        self.cs_mut().rest = rest;
    }

    /// A chance node's child returned: accumulate, and with Star1/Star2 test A_i and B_i.
    #[inline(never)]
    pub(super) fn take_chance(&mut self, f: &mut Frame, r: Returned) {
        let Returned {
            node: child,
            value: v,
            lo: clo,
            hi: chi,
            ..
        } = r;
        let p = self.tree.prob(child);
        let cs = self.cs();
        let (ca, cb, ca_over, cb_over) = (cs.ca, cs.cb, cs.ca_over, cs.cb_over);
        // What the children after this one can add (needed only where the node may cut,
        // or where someone listens).
        let unknown = |e: &Self, f: &Frame| e.unknown_rest(f, f.next, e.cs().rest);
        let (s, alpha, beta, next, count) = (f.best, f.alpha, f.beta, f.next, f.count);
        // The thresholds are computed: compared with the tolerance.
        let sum = add_weighted(s, p, v);
        let near = if self.chance_prune {
            // A child searched with an empty window (A_i at or beyond U, or B_i at or below
            // L, which only rounding of huge terms brings about after the first child) is cut
            // on its first child: its result is a bound on the wrong side for the test that
            // follows, so the bound the node returns is made from the side its interval
            // proves.
            let up = if !le_if(true, chi, v) { chi } else { v };
            let down = if !ge_if(true, clo, v) { clo } else { v };
            let (sum_up, sum_down) = (add_weighted(s, p, up), add_weighted(s, p, down));
            let (un_lo, un_hi) = unknown(self, f);
            let test = StarTest {
                alpha,
                beta,
                a: (ca, ca_over),
                b: (cb, cb_over),
                un_lo,
                un_hi,
                strict: self.cfg.strict,
                last: next >= count,
            };
            test.judge(v, sum, (sum_up, sum_down))
        } else {
            sum.map_or(Near::Undefined, Near::Go)
        };
        let low = matches!(near, Near::Cut { low: true, .. });
        let returned = match near {
            Near::Cut { bound, .. } => bound,
            _ => f64::NAN,
        };
        f.lo = lo_plus(f.lo, p, clo);
        f.hi = hi_plus(f.hi, p, chi);
        match near {
            Near::Go(x) => f.best = x,
            Near::Cut { bound, .. } => {
                f.cut = true;
                let (un_lo, un_hi) = unknown(self, f);
                f.lo = lo_plus(f.lo, 1.0, un_lo);
                f.hi = hi_plus(f.hi, 1.0, un_hi);
                self.cs_mut().ret = bound;
            }
            Near::Undefined => {
                f.best = f64::NAN;
                f.cut = true;
                self.undefined = Some(f.node);
            }
        }
        if O::ACTIVE {
            let (lo, hi) = if f.cut {
                (f.lo, f.hi)
            } else {
                let (un_lo, un_hi) = unknown(self, f);
                (lo_plus(f.lo, 1.0, un_lo), hi_plus(f.hi, 1.0, un_hi))
            };
            self.emit(Event::Interval {
                node: f.node,
                child,
                lo,
                hi,
            });
            if f.cut {
                let reason = if low {
                    CutReason::ChanceLow {
                        threshold: ca,
                        alpha,
                        bound: returned,
                    }
                } else {
                    CutReason::ChanceHigh {
                        threshold: cb,
                        beta,
                        bound: returned,
                    }
                };
                self.emit(Event::Cutoff {
                    node: f.node,
                    child,
                    value: v,
                    reason,
                    skipped: &self.kids(f)[next as usize..],
                });
            }
        }
    }

    /// The error for a chance node whose weighted sum is `∞ − ∞`.
    #[cold]
    pub(super) fn undefined_error(&self, node: NodeId) -> SearchError {
        SearchError::InfiniteSum {
            node: NodeAt::of(self.tree, node),
        }
    }
}

/// What a chance node does with a child's value.
#[derive(Clone, Copy, Debug)]
enum Near {
    /// Goes on with this sum (after its last child: returns it).
    Go(f64),
    /// Cuts, and returns `bound`: at most α when `low`, at least β otherwise.
    Cut { bound: f64, low: bool },
    /// Its sum met `∞ − ∞`.
    Undefined,
}

/// A chance child's value as Star1 tests it: the node's window, the child's thresholds
/// A_i and B_i (and whether each overflowed from finite terms), what the children after it
/// can add at least and at most, the cutoff rule, and whether the child is the last.
#[derive(Clone, Copy)]
struct StarTest {
    alpha: f64,
    beta: f64,
    a: (f64, bool),
    b: (f64, bool),
    un_lo: f64,
    un_hi: f64,
    strict: bool,
    last: bool,
}

impl StarTest {
    /// What the node does with the child's value `v`, given `sum`, `S + p·v` (`None` at
    /// `∞ − ∞`), and the sums a bound is made from on the low and the high side: the watched
    /// search's proven interval of the child may say more than its value (a child searched
    /// with an empty window), elsewhere both are `sum`.
    ///
    /// v ≤ A_i is S + p·v + (most of the rest) ≤ α, tolerantly (the thresholds are
    /// computed); where A_i overflowed the sum itself is compared, and so for B_i. An
    /// infinite threshold never cuts: A_i = −∞ or B_i = ∞ come from unbounded leaves, and
    /// an infinite child value meeting it proves nothing. A cut's bound is clamped to the
    /// window's end, so that rounding never makes it look like a value inside the window
    /// (a sum without value gives the end itself). The last child's sum is held on the
    /// window's side where its value is at or beyond its threshold, by either cutoff rule:
    /// at the threshold the sum is the window's end exactly, whatever rounding gives.
    #[inline(always)]
    fn judge(
        self,
        v: f64,
        sum: Option<f64>,
        (sum_up, sum_down): (Option<f64>, Option<f64>),
    ) -> Near {
        let ((ca, ca_over), (cb, cb_over)) = (self.a, self.b);
        let (alpha, beta, strict) = (self.alpha, self.beta, self.strict);
        let falls_to = |x, y| {
            if strict {
                lt_if(true, x, y)
            } else {
                le_if(true, x, y)
            }
        };
        let reaches = |x, y| {
            if strict {
                gt_if(true, x, y)
            } else {
                ge_if(true, x, y)
            }
        };
        let with_rest = |sum: Option<f64>, rest| sum.and_then(|x| add_weighted(x, 1.0, rest));
        let low = (ca_over || ca != -INF)
            && if ca_over {
                with_rest(sum, self.un_hi).is_some_and(|x| falls_to(x, alpha))
            } else {
                falls_to(v, ca)
            };
        let high = !low
            && (cb_over || cb != INF)
            && if cb_over {
                with_rest(sum, self.un_lo).is_some_and(|x| reaches(x, beta))
            } else {
                reaches(v, cb)
            };
        let bound = || {
            if low {
                with_rest(sum_up, self.un_hi).map_or(alpha, |x| x.min(alpha))
            } else {
                with_rest(sum_down, self.un_lo).map_or(beta, |x| x.max(beta))
            }
        };
        let held = match sum {
            Some(_) if self.last && le_if(true, v, ca) => sum_up.map(|x| x.min(alpha)),
            Some(_) if self.last && ge_if(true, v, cb) => sum_down.map(|x| x.max(beta)),
            _ => None,
        };
        if (low || high) && self.last && sum.is_some() {
            Near::Go(bound())
        } else if let Some(x) = held {
            Near::Go(x)
        } else if low || high {
            Near::Cut {
                bound: bound(),
                low,
            }
        } else {
            sum.map_or(Near::Undefined, Near::Go)
        }
    }
}

/// Ballard's threshold `(edge − s − rest) / p` (A_i with the window's α and the most the
/// unsearched children can add, B_i with β and the least), and whether it overflowed from
/// finite terms (then the node's cut test compares sums, and the child's window is held
/// to finite numbers: `finite_if_overflowed`). Where the arithmetic has no value (∞ − ∞
/// between an infinite window end and infinite sums) the threshold is `none`, the one that
/// never cuts.
#[inline]
pub(super) fn threshold(edge: f64, s: f64, rest: f64, p: f64, none: f64) -> (f64, bool) {
    let t = (edge - s - rest) / p;
    if t.is_nan() {
        (none, false)
    } else if t.is_infinite() {
        (t, overflowed(edge, s, rest))
    } else {
        (t, false)
    }
}

/// Whether an infinite threshold came from finite terms: an overflow. (Out of line: an
/// infinite threshold is rare, and the finite one needs none of these tests.)
#[cold]
#[inline(never)]
fn overflowed(edge: f64, s: f64, rest: f64) -> bool {
    edge.is_finite() && s.is_finite() && rest.is_finite()
}

/// A threshold that overflowed, as a child's window end (`lower` for A_i, else B_i). An
/// overflow to the far side (A_i → −∞, B_i → +∞) is no constraint and stays infinite: a
/// fail-hard child clamped at a finite end there would report "≤ −1.8e308" where the test
/// needs to know it is below A_i. An overflow across the window (A_i → +∞, B_i → −∞) is held
/// to the largest float of its sign, inside the true threshold: the window stays non-empty,
/// a fail-hard child never returns an infinity it does not have, and a result at the held
/// end still lies beyond the true threshold, so the node's cut test (made on the sums) holds.
#[inline]
pub(super) fn finite_if_overflowed(t: f64, over: bool, lower: bool) -> f64 {
    let across = if lower { t == INF } else { t == -INF };
    if over && across {
        f64::MAX.copysign(t)
    } else {
        t
    }
}

/// The mass of a chance node's children after one of probability `p`, from the mass
/// `rest` of that child and those after it: exactly zero after the last child (`last`), so
/// that U·R is 0 even when U is infinite, and never below zero by rounding.
#[inline(always)]
fn mass_after(rest: f64, p: f64, last: bool) -> f64 {
    if last { 0.0 } else { (rest - p).max(0.0) }
}

/// The window a chance child with the thresholds `(a, a_over)` and `(b, b_over)` is
/// searched with, inside the leaf bounds `(lo_leaf, hi_leaf)`, and whether each end is
/// computed: a threshold is; a leaf bound or an infinity in its place is not.
#[inline(always)]
fn chance_child_window(
    (a, a_over): (f64, bool),
    (b, b_over): (f64, bool),
    (lo_leaf, hi_leaf): (f64, f64),
) -> ((f64, f64), (bool, bool)) {
    let (alpha, beta) = (
        finite_if_overflowed(a, a_over, true).max(lo_leaf),
        finite_if_overflowed(b, b_over, false).min(hi_leaf),
    );
    let wc = (
        alpha > lo_leaf && alpha.is_finite(),
        beta < hi_leaf && beta.is_finite(),
    );
    ((alpha, beta), wc)
}
