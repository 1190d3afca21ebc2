//! Proven intervals: the range a node's true value is proven to lie in, summed at chance
//! nodes without overflow, and what that range makes of the value a node returns (exact,
//! or which bound).

use super::INF;
use crate::num::{add_weighted, eq_if, ge_if, le_if};
use crate::search::Bound;

/// `lo + p·x` for the lower end of a proven interval, without overflow; where the sum
/// meets `∞ − ∞` nothing is proven: `-∞`.
#[inline]
pub(super) fn lo_plus(lo: f64, p: f64, x: f64) -> f64 {
    add_weighted(lo, p, x).unwrap_or(-INF)
}

/// `hi + p·x` for the upper end of a proven interval (see [`lo_plus`]): `∞` where undefined.
#[inline]
pub(super) fn hi_plus(hi: f64, p: f64, x: f64) -> f64 {
    add_weighted(hi, p, x).unwrap_or(INF)
}

/// Exact when the proven interval `(lo, hi)` has closed on the value; otherwise the bound
/// the value is: an upper bound when it is at least everything the node can be, a lower
/// bound when it is at most. Tolerant when computed values took part (`tol`). `terms`: the
/// size of the largest term the interval's sums can hold (the leaf bounds' where Star1 or
/// Star2 uses them), which is what their rounding error scales with.
#[inline(always)]
pub(super) fn classify(tol: bool, value: f64, (lo, hi): (f64, f64), terms: f64) -> Bound {
    // Values read from the file, compared exactly: the commonest case, decided here.
    if !tol {
        if lo == hi && value == lo {
            return Bound::Exact;
        } else if value >= hi {
            return Bound::Upper;
        } else if value <= lo {
            return Bound::Lower;
        }
    }
    classify_tolerant(tol, value, (lo, hi), terms)
}

/// [`classify`] where computed values took part (or, from rounding, the value lies inside
/// its interval), out of line.
#[cold]
#[inline(never)]
fn classify_tolerant(tol: bool, value: f64, (lo, hi): (f64, f64), terms: f64) -> Bound {
    if eq_if(tol, lo, hi) && eq_if(tol, value, lo) {
        Bound::Exact
    } else if ge_if(tol, value, hi) {
        Bound::Upper
    } else if le_if(tol, value, lo) {
        Bound::Lower
    } else {
        // Only rounding puts a value inside its interval: sums of huge terms (1/3·MAX −
        // 2/3·MAX/2) carry an error of the terms' size, not the result's. The nearer end
        // says which bound it is.
        let scale = lo.abs().max(hi.abs()).max(terms).max(1.0);
        debug_assert!(
            tol && ((value - lo).min(hi - value) <= 1e-9 * scale || !scale.is_finite()),
            "value {value} is no bound of [{lo}, {hi}]"
        );
        if value - lo < hi - value {
            Bound::Lower
        } else {
            Bound::Upper
        }
    }
}
