//! MAX and MIN nodes: the window each child is searched with, and how a child's value is
//! taken in: the best so far, α or β raised to it, and alpha-beta's cutoff when the window
//! closes (`α ≥ β`, or `α > β` under the strict rule).

use std::cmp::Ordering;

use super::{Engine, Frame, INF, NONE, Next, Returned};
use crate::num::{ge_if, gt_if, le_if, lt_if, tolerance, within_reach};
use crate::search::{CutReason, Event, Observer};
use crate::tree::Kind;

impl<O: Observer, const FULL: bool, const CHANCE: bool> Engine<'_, O, FULL, CHANCE> {
    /// The cutoff test of the configured rule: `a ≥ b`, or `a > b` under `--strict`;
    /// tolerant when `tol` (a computed value takes part).
    #[inline(always)]
    pub(super) fn reaches(&self, tol: bool, a: f64, b: f64) -> bool {
        if self.cfg.strict {
            gt_if(tol, a, b)
        } else {
            ge_if(tol, a, b)
        }
    }

    /// The mirror of [`reaches`](Self::reaches): `a ≤ b`, or `a < b` under `--strict`.
    #[inline(always)]
    pub(super) fn falls_to(&self, tol: bool, a: f64, b: f64) -> bool {
        if self.cfg.strict {
            lt_if(tol, a, b)
        } else {
            le_if(tol, a, b)
        }
    }

    /// The next child of a MAX or MIN node, with its window.
    #[inline(always)]
    pub(super) fn next_minmax_child(&mut self, f: &mut Frame) -> Next {
        if FULL && f.research {
            return self.research(f);
        }
        if f.next == f.count {
            return Next::Done;
        }
        let i = f.next;
        let child = self.children[(f.first + i) as usize];
        let (mut alpha, mut beta, wc) = self.child_window(f);
        let depth = f.depth + 1;
        if FULL {
            let null = self.null_window(f, child, depth);
            if null {
                (alpha, beta) = self.narrowed(f, alpha, beta);
            }
            f.null_window = null;
        }
        f.next += 1;
        if i == 0
            && f.reuse != NONE
            && let Some(next) = self.reuse_probe(f.reuse, child, alpha, beta)
        {
            return next;
        }
        Next::Child {
            child,
            alpha,
            beta,
            wc,
            depth,
            reuse: NONE,
        }
    }

    /// The window a MAX or MIN frame gives its next child, and whether its ends are computed.
    #[inline(always)]
    fn child_window(&self, f: &Frame) -> (f64, f64, (bool, bool)) {
        if !self.prune {
            (-INF, INF, (false, false))
        } else if FULL && self.cfg.root_reset && f.depth == 0 {
            (f.alpha0, f.beta0, (f.alpha0_c, f.beta0_c))
        } else if FULL && self.cfg.no_deep_cutoffs {
            // Knuth and Moore's F1: the child gets only the bound its parent has found
            // (α at a MAX node, β at a MIN node), never one the parent inherited from an
            // opponent's node above, so a node cuts against its parent only.
            if f.kind == Kind::Max {
                (f.alpha, INF, (f.alpha_c, false))
            } else {
                (-INF, f.beta, (false, f.beta_c))
            }
        } else {
            (f.alpha, f.beta, (CHANCE && f.alpha_c, CHANCE && f.beta_c))
        }
    }

    /// A MAX or MIN node takes a child's result: its best so far, its proven interval, its
    /// window, and the cutoff when the window has closed.
    #[inline(always)]
    pub(super) fn take_minmax(&mut self, f: &mut Frame, r: Returned) {
        let Returned {
            node: child,
            value: v,
            computed: vc,
            lo: clo,
            hi: chi,
        } = r;
        let vc = CHANCE && vc;
        let max = f.kind == Kind::Max;
        let (research, (clo, chi)) = if FULL {
            self.after_null_window(f, v, vc, (clo, chi))
        } else {
            (false, (clo, chi))
        };
        // A result a re-search will replace proves nothing yet.
        if !research {
            f.span_c |= vc;
            if max {
                f.lo = larger(f.lo, clo);
                f.hi = larger(f.hi, chi);
            } else {
                f.lo = smaller(f.lo, clo);
                f.hi = smaller(f.hi, chi);
            }
        }
        let (tol, first) = (CHANCE && (vc | f.best_c), f.best_child == NONE);
        let (best, take) = if max {
            further::<true>(tol, v, f.best, first)
        } else {
            further::<false>(tol, v, f.best, first)
        };
        f.best = best;
        f.best_c = std::hint::select_unpredictable(take, vc, f.best_c);
        f.best_child = std::hint::select_unpredictable(take, child.0, f.best_child);
        if !self.prune {
            return;
        }
        let tightened = if max && gt_if(CHANCE && (vc || f.alpha_c), v, f.alpha) {
            f.alpha = v;
            f.alpha_c = vc;
            true
        } else if !max && lt_if(CHANCE && (vc || f.beta_c), v, f.beta) {
            f.beta = v;
            f.beta_c = vc;
            true
        } else {
            false
        };
        if tightened {
            self.emit(Event::Window {
                node: f.node,
                child,
                value: v,
                alpha: f.alpha,
                beta: f.beta,
            });
        }
        if f.next < f.count && self.reaches(CHANCE && (f.alpha_c || f.beta_c), f.alpha, f.beta) {
            f.cut = true;
            // The children cut off could be anything: the node is proven only on its side.
            if max {
                f.hi = f.hi.max(self.hi_leaf);
            } else {
                f.lo = f.lo.min(self.lo_leaf);
            }
            if O::ACTIVE {
                let reason = CutReason::AlphaBeta {
                    alpha: f.alpha,
                    beta: f.beta,
                };
                self.emit(Event::Cutoff {
                    node: f.node,
                    child,
                    value: v,
                    reason,
                    skipped: &self.kids(f)[f.next as usize..],
                });
            }
        }
    }

    /// A MAX or MIN node takes its children while they are leaves, one after another, the
    /// way [`take_minmax`](Self::take_minmax) takes each: evaluated, recorded and reported as
    /// one, the best so far and the window raised, the cutoff when the window closes. The
    /// frame's state stays in locals for the row and is written back once, so the commonest
    /// step of a search, a leaf under a MAX or MIN node, costs a few instructions.
    ///
    /// Only for the plain search (no PVS, table, budget or other `FULL` feature) and a frame
    /// with no computed value in it (no chance node below): there every comparison is exact.
    /// The row stops at the first inner child, or at a child a Star2 probe answers; the
    /// frame's ordinary steps take those.
    #[inline(always)]
    pub(super) fn take_minmax_leaves(&mut self, f: &mut Frame) {
        if FULL {
            return;
        }
        let nodes = self.tree.node_array();
        let kids = self.kids(f);
        let start = f.next as usize;
        // Asked first, since it often says no: whether the next child is a leaf at all (an
        // inner child, or none left, goes the ordinary way at once).
        if kids
            .get(start)
            .is_none_or(|c| nodes[c.index()].value.is_nan())
            || f.cut
            || (CHANCE && (f.best_c || f.alpha_c || f.beta_c))
            || (f.next == 0 && f.reuse != NONE)
        {
            return;
        }
        let max = f.kind == Kind::Max;
        let mut i = start;
        let (mut best, mut best_child) = (f.best, f.best_child);
        let (mut lo, mut hi) = (f.lo, f.hi);
        let (mut alpha, mut beta) = (f.alpha, f.beta);
        while let Some(&child) = kids.get(i) {
            let v = nodes[child.index()].value;
            // (Only a leaf has a value of its own: an inner node's is NaN.)
            if v.is_nan() {
                break;
            }
            i += 1;
            self.results.leaf(child);
            if O::ACTIVE {
                let (a, b) = if self.prune {
                    (alpha, beta)
                } else {
                    (-INF, INF)
                };
                self.emit(Event::Leaf {
                    node: child,
                    value: v,
                    alpha: a,
                    beta: b,
                });
            }
            // The best so far, and the interval: a leaf proves its own value.
            let past = if max { v > best } else { v < best };
            let first = best_child == NONE;
            best = std::hint::select_unpredictable(past, v, best);
            best_child = std::hint::select_unpredictable(past | first, child.0, best_child);
            if max {
                lo = larger(lo, v);
                hi = larger(hi, v);
            } else {
                lo = smaller(lo, v);
                hi = smaller(hi, v);
            }
            if !self.prune {
                continue;
            }
            // α (at MAX) or β (at MIN) raised to the leaf's value, and the cutoff.
            let tightened = if max && v > alpha {
                alpha = v;
                true
            } else if !max && v < beta {
                beta = v;
                true
            } else {
                false
            };
            if O::ACTIVE && tightened {
                self.emit(Event::Window {
                    node: f.node,
                    child,
                    value: v,
                    alpha,
                    beta,
                });
            }
            if i < kids.len() && self.reaches(false, alpha, beta) {
                f.cut = true;
                // The children cut off could be anything: the node is proven only on its side.
                if max {
                    hi = hi.max(self.hi_leaf);
                } else {
                    lo = lo.min(self.lo_leaf);
                }
                if O::ACTIVE {
                    let reason = CutReason::AlphaBeta { alpha, beta };
                    self.emit(Event::Cutoff {
                        node: f.node,
                        child,
                        value: v,
                        reason,
                        skipped: &kids[i..],
                    });
                }
                break;
            }
        }
        let taken = (i - start) as u64;
        self.visited += taken;
        self.leaves += taken;
        f.next = i as u32;
        (f.best, f.best_child) = (best, best_child);
        (f.lo, f.hi) = (lo, hi);
        (f.alpha, f.beta) = (alpha, beta);
    }
}

impl Frame {
    /// Fail-hard: `value` (computed when `vc`) held to the window the node was searched
    /// with, and whether the result is computed.
    #[inline(always)]
    pub(super) fn held_to_window(&self, value: f64, vc: bool) -> (f64, bool) {
        held_computed(
            (value, vc),
            (self.alpha0, self.alpha0_c),
            (self.beta0, self.beta0_c),
        )
    }
}

/// The larger of two values of a proven interval, neither of them NaN (an interval that
/// meets `∞ − ∞` stops the search before it is taken in): one comparison, where `f64::max`
/// spends several more on NaN, which cannot occur here.
#[inline(always)]
fn larger(a: f64, b: f64) -> f64 {
    debug_assert!(!a.is_nan() && !b.is_nan());
    if b > a { b } else { a }
}

/// The smaller of two values of a proven interval, neither of them NaN (see [`larger`]).
#[inline(always)]
fn smaller(a: f64, b: f64) -> f64 {
    debug_assert!(!a.is_nan() && !b.is_nan());
    if b < a { b } else { a }
}

/// `v > best` at a MAX node (`max`), `v < best` at a MIN node, by more than the tolerance
/// when `tol`: `gt_if` and `lt_if`, written without branches, since the values cannot be
/// predicted. (Where `v` is past `best` the two differ, so "near" can only mean within the
/// tolerance.)
#[inline(always)]
fn beats(max: bool, tol: bool, v: f64, best: f64) -> bool {
    let past = (max & (v > best)) | (!max & (v < best));
    let d = (v - best).abs();
    let near = (d <= tolerance(v, best)) & d.is_finite();
    past & !(tol & near)
}

/// At a MAX (`MAX`) or MIN node, `mark` (its best so far) after the child's value `v`, and
/// whether `v` took its place: where `v` is past `mark` (by more than the tolerance where
/// `tol`: a computed value takes part, as [`beats`] decides), or where `first` (the node's
/// first child).
///
/// The value is the plain larger (smaller) of the two floats, so the mark waits on nothing
/// else from one child to the next; only a value near it ([`within_reach`]), which is rare,
/// takes the tolerant test, on a branch beside that chain. That branch asks nothing about
/// which side of the mark the value is on, which no one can predict: where `v` is not past
/// `mark`, both ends of the branch give `(mark, first)`. The first child needs no select of
/// its own: a best starts at `-∞` (`∞`), which every value but `-∞` (`∞`) is past, and that
/// one is the same float.
#[inline(always)]
fn further<const MAX: bool>(tol: bool, v: f64, mark: f64, first: bool) -> (f64, bool) {
    let past = if MAX { v > mark } else { v < mark };
    let plain = std::hint::select_unpredictable(past, v, mark);
    if tol && within_reach(v, mark) && !beats_near::<MAX>(v, mark) {
        (mark, first)
    } else {
        (plain, first | past)
    }
}

/// [`beats`] with the tolerance, out of line, for [`further`]'s rare case.
#[cold]
#[inline(never)]
fn beats_near<const MAX: bool>(v: f64, mark: f64) -> bool {
    beats(MAX, true, v, mark)
}

/// Fail-hard: `value` (computed when `vc`) held to the window whose ends are `alpha0` and
/// `beta0`, each with whether it is computed; the result is computed as the end it was held
/// at is, or as the value is where it was inside.
#[inline(always)]
fn held_computed(
    (value, vc): (f64, bool),
    (alpha0, alpha0_c): (f64, bool),
    (beta0, beta0_c): (f64, bool),
) -> (f64, bool) {
    match held(value, alpha0, beta0) {
        (lo, Ordering::Less) => (lo, alpha0_c),
        (hi, Ordering::Greater) => (hi, beta0_c),
        (value, Ordering::Equal) => (value, vc),
    }
}

/// Fail-hard: `value` held to the window `(alpha0, beta0)`, its ends taken in either order,
/// and where it was: below the window (held at its low end), above it, or inside.
#[inline(always)]
fn held(value: f64, alpha0: f64, beta0: f64) -> (f64, Ordering) {
    let (lo, hi) = (alpha0.min(beta0), beta0.max(alpha0));
    if value < lo {
        (lo, Ordering::Less)
    } else if value > hi {
        (hi, Ordering::Greater)
    } else {
        (value, Ordering::Equal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::tests::any_size;
    use proptest::prelude::*;

    /// [`further`] as its rule reads, with no quick test: the value takes the mark's place
    /// where it is past it (by more than the tolerance where `tol`); `first` stays as it was
    /// where it does not.
    fn further_by_the_rule<const MAX: bool>(
        tol: bool,
        v: f64,
        mark: f64,
        first: bool,
    ) -> (f64, bool) {
        if beats(MAX, tol, v, mark) {
            (v, true)
        } else {
            (mark, first)
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]

        /// The quick mark is the rule's to the bit, for values far from the mark, a few
        /// ulps or tolerances from it on either side, equal to it, and NaN.
        #[test]
        fn further_is_the_rule_to_the_bit(
            mark in any_size(),
            k in -12i32..=12,
            unit in 0usize..4,
            far in any_size(),
            tol: bool,
            first: bool,
        ) {
            let step = [f64::EPSILON, 0.5 * crate::num::TOLERANCE, 2.0 * crate::num::TOLERANCE, 1e-3][unit];
            let near = mark + f64::from(k) * step * mark.abs().max(1.0);
            for v in [near, far, mark, f64::NAN, -mark] {
                let (a, b) = (further::<true>(tol, v, mark, first), further_by_the_rule::<true>(tol, v, mark, first));
                prop_assert_eq!((a.0.to_bits(), a.1), (b.0.to_bits(), b.1), "max {} {}", v, mark);
                let (a, b) = (further::<false>(tol, v, mark, first), further_by_the_rule::<false>(tol, v, mark, first));
                prop_assert_eq!((a.0.to_bits(), a.1), (b.0.to_bits(), b.1), "min {} {}", v, mark);
            }
        }
    }
}
