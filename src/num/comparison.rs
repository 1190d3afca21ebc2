//! Comparing values within the contract's tolerance, and the careful arithmetic of chance
//! nodes' weighted sums.
//!
//! Values that come from arithmetic (chance nodes: `0.1·3 + 0.9·…`) pick up rounding
//! error, so every comparison where equality decides an answer — the α ≥ β cutoff, ties
//! between children, the homework checker — goes through [`approx_eq`] and friends with a
//! tolerance of 1e-9 × max(1, |a|, |b|).

/// Relative tolerance of the contract (`1e-9 × max(1, |v|)`).
pub const TOLERANCE: f64 = 1e-9;

/// The tolerance that applies when comparing `a` and `b`.
#[inline]
pub fn tolerance(a: f64, b: f64) -> f64 {
    // `1.max(|a|).max(|b|)` written as comparisons: the same number for every input (a NaN
    // is passed over either way), one instruction each instead of `max`'s NaN handling.
    let mut m = 1.0;
    if a.abs() > m {
        m = a.abs();
    }
    if b.abs() > m {
        m = b.abs();
    }
    TOLERANCE * m
}

/// `a == b` within the tolerance. Infinities are equal only to themselves.
#[inline]
pub fn approx_eq(a: f64, b: f64) -> bool {
    if a == b {
        return true;
    }
    // A finite difference means both are finite; an infinite one is never "near".
    let d = (a - b).abs();
    d <= tolerance(a, b) && d.is_finite()
}

/// A number beyond which every value is clearly above `x`: `v > clear_above(x)` implies
/// `gt(v, x)`, so `v` is neither `le` nor near `x`. One comparison where the tolerant test
/// takes several; a value at or below it may still be above `x`, and needs the full test.
///
/// Why the margin of `4·TOLERANCE·max(1, |x|)` suffices: `v` exceeds `x` by more than
/// `3.9·TOLERANCE·m` (`m = max(1, |x|)`, rounding taken off). Where `|v| ≤ 2m` the
/// tolerance is at most `2·TOLERANCE·m`; where `|v| > 2m`, `v` is positive and at least
/// twice `|x|`, so `v − x ≥ v/2`, far above `TOLERANCE·v`. At `x = −∞` the margin is the
/// largest finite float's: every number above `−(1 − 4·TOLERANCE)·f64::MAX` is clearly
/// above (and the few below it take the full test); at `∞` (and NaN) none is.
#[inline(always)]
pub fn clear_above(x: f64) -> f64 {
    // (`−∞` raised to the largest finite float by a comparison, which leaves a NaN as it
    // is, rather than tested on a branch: at a node's first child its best so far is
    // `−∞`, at the others it is not, which a branch mispredicts.)
    clear_above_finite(if x < -f64::MAX { -f64::MAX } else { x })
}

/// [`clear_above`] of a finite `x`, without the test for `−∞`.
#[inline(always)]
pub fn clear_above_finite(x: f64) -> f64 {
    x + 4.0 * TOLERANCE * x.abs().max(1.0)
}

/// A distance from `x` past which no value is near it: where `|v − x| > near_reach(x)`,
/// `approx_eq(v, x)` is false. One subtraction and one comparison tell the rare near value
/// from every other, on either side, where [`clear_above`] and [`clear_below`] take a
/// comparison each and the side besides.
///
/// Why `2·TOLERANCE·max(1, |x|)` suffices: a near `v` has `d = |v − x| ≤ TOLERANCE·m'`
/// with `m' = max(1, |v|, |x|) ≤ max(1, |x|) + d`, so `d ≤ TOLERANCE·max(1, |x|) / (1 −
/// TOLERANCE)`, half the reach with room for rounding. An infinite or NaN `x` takes the
/// largest finite float's reach, which no difference from it (infinite or NaN) is within:
/// and no value is near it.
#[inline(always)]
#[allow(clippy::manual_clamp)] // (`clamp` keeps a NaN, which takes more instructions.)
pub fn near_reach(x: f64) -> f64 {
    2.0 * TOLERANCE * x.abs().min(f64::MAX).max(1.0)
}

/// `v` within [`near_reach`] of `x`: every value near `x` is, and no value of an infinite
/// or NaN `x` is.
#[inline(always)]
pub fn within_reach(v: f64, x: f64) -> bool {
    (v - x).abs() <= near_reach(x)
}

/// The mirror of [`clear_above`]: `v < clear_below(x)` implies `lt(v, x)`.
#[inline(always)]
pub fn clear_below(x: f64) -> f64 {
    -clear_above(-x)
}

/// [`gt_if`], with the commonest cases decided by one comparison each: `a` at or below
/// `b`, or clearly above it ([`clear_above`]). Only a value within a tolerance above `b`
/// takes the tolerant test, behind a branch that is almost never taken.
#[inline(always)]
pub fn gt_quick(tolerant: bool, a: f64, b: f64) -> bool {
    let past = a > b;
    if tolerant & past & (a <= clear_above(b)) {
        near_gt(a, b)
    } else {
        past
    }
}

/// [`gt`] out of line, for the quick tests' rare case: inlined, its numbers would be worked
/// out ahead in a caller's loop, and kept through the loop's calls.
#[cold]
#[inline(never)]
fn near_gt(a: f64, b: f64) -> bool {
    gt(a, b)
}

/// [`ge`] out of line, as [`near_gt`] is.
#[cold]
#[inline(never)]
fn near_ge(a: f64, b: f64) -> bool {
    ge(a, b)
}

/// [`lt_if`], quick as [`gt_quick`] is.
#[inline(always)]
pub fn lt_quick(tolerant: bool, a: f64, b: f64) -> bool {
    gt_quick(tolerant, -a, -b)
}

/// [`ge_if`], quick as [`gt_quick`] is: `a` at or above `b`, or clearly below it.
#[inline(always)]
pub fn ge_quick(tolerant: bool, a: f64, b: f64) -> bool {
    let reached = a >= b;
    if tolerant & !reached & (a >= clear_below(b)) {
        near_ge(a, b)
    } else {
        reached
    }
}

/// `a >= b`, counting near-equal values as equal.
#[inline]
pub fn ge(a: f64, b: f64) -> bool {
    a >= b || approx_eq(a, b)
}

/// `a <= b`, counting near-equal values as equal.
#[inline]
pub fn le(a: f64, b: f64) -> bool {
    a <= b || approx_eq(a, b)
}

/// `a > b` by more than the tolerance. False when either is NaN, like `>` itself (written
/// as `!le(a, b)` it would call NaN greater than everything and cut on it).
#[inline]
pub fn gt(a: f64, b: f64) -> bool {
    a > b && !approx_eq(a, b)
}

/// `a < b` by more than the tolerance. False when either is NaN.
#[inline]
pub fn lt(a: f64, b: f64) -> bool {
    a < b && !approx_eq(a, b)
}

/// `p · x` with the convention `0 · ±∞ = 0` that chance-node bounds need.
#[inline]
pub fn weighted(p: f64, x: f64) -> f64 {
    if p == 0.0 { 0.0 } else { p * x }
}

/// The comparisons of [`ge`], [`le`], [`gt`] and [`lt`], tolerant only when `tolerant`
/// says so: two numbers read from a file are compared exactly (distinct values are never
/// tied); where a value that went through chance-node arithmetic takes part, with the
/// tolerance.
#[inline(always)]
pub fn ge_if(tolerant: bool, a: f64, b: f64) -> bool {
    if tolerant { ge(a, b) } else { a >= b }
}

/// `a <= b`, tolerant only when `tolerant` (see [`ge_if`]).
#[inline(always)]
pub fn le_if(tolerant: bool, a: f64, b: f64) -> bool {
    if tolerant { le(a, b) } else { a <= b }
}

/// `a > b`, tolerant only when `tolerant` (see [`ge_if`]).
#[inline(always)]
pub fn gt_if(tolerant: bool, a: f64, b: f64) -> bool {
    if tolerant { gt(a, b) } else { a > b }
}

/// `a < b`, tolerant only when `tolerant` (see [`ge_if`]).
#[inline(always)]
pub fn lt_if(tolerant: bool, a: f64, b: f64) -> bool {
    if tolerant { lt(a, b) } else { a < b }
}

/// `a == b`, tolerant only when `tolerant` (see [`ge_if`]).
#[inline(always)]
pub fn eq_if(tolerant: bool, a: f64, b: f64) -> bool {
    if tolerant { approx_eq(a, b) } else { a == b }
}

/// The largest float below `x` (`-∞` stays `-∞`; below `∞` is the largest finite float).
pub fn next_down(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return x;
    }
    if x == 0.0 {
        return -f64::from_bits(1);
    }
    let bits = x.to_bits();
    f64::from_bits(if x > 0.0 { bits - 1 } else { bits + 1 })
}

/// The smallest float above `x` (`∞` stays `∞`).
pub fn next_up(x: f64) -> f64 {
    -next_down(-x)
}

/// `a + p·b`, one step of a chance node's weighted sum, computed so that it does not
/// overflow where the true result is finite. `None` when it is `∞ − ∞`, which has no value.
///
/// `p·∞ = ∞` for `p > 0` and `0·∞ = 0`. Finite terms: since the probabilities sum to 1
/// (within 1e-9), a partial sum of `p·v` terms exceeds the largest float only by rounding
/// or by that 1e-9; such a sum is computed at half scale (exact in binary floating point)
/// and, if it is still beyond the largest float, taken as the largest float (an error
/// within the tolerance, where plain addition would give `∞`).
#[inline(always)]
pub fn add_weighted(a: f64, p: f64, b: f64) -> Option<f64> {
    let t = weighted(p, b);
    let s = a + t;
    if s.is_finite() {
        return Some(s);
    }
    add_weighted_beyond(a, t, s)
}

/// [`add_weighted`] where the plain sum `s = a + t` is not finite: an infinite term, or
/// finite terms past the largest float. Out of line, since sums of file values rarely get
/// here.
#[cold]
#[inline(never)]
fn add_weighted_beyond(a: f64, t: f64, s: f64) -> Option<f64> {
    if t.is_infinite() || a.is_infinite() {
        // An infinite term decides the sum, unless it meets the other infinity.
        return (!s.is_nan()).then_some(s);
    }
    let half = a * 0.5 + t * 0.5;
    Some(if half.abs() <= f64::MAX * 0.5 {
        half * 2.0
    } else {
        f64::MAX.copysign(half)
    })
}
