//! Numbers as the contract treats them: tolerant comparison, exact fractions for
//! probabilities, and printing the way a person writes a value.
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
#[inline]
pub fn add_weighted(a: f64, p: f64, b: f64) -> Option<f64> {
    let t = weighted(p, b);
    let s = a + t;
    if s.is_finite() {
        return Some(s);
    }
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

/// How a value whose provenance is unknown is shown to people (where it is known,
/// [`fmt_exact`] and [`fmt_computed`] say exactly what to show):
///
/// - a value with at most 12 significant digits, or an integer up to 2^53, is shown
///   exactly (the shortest decimal that reads back as the same float): `3`, `-1.5`,
///   `1234567890123457`; very large and very small ones (from 1e16, below 1e-6) in
///   scientific notation, still exact: `1e-300`;
/// - a longer value is shown to 10 significant digits — `0.3` for 0.30000000000000004, the
///   rounding noise of chance-node arithmetic — and where that cuts real digits `≈` says
///   so: `≈2.333333333` for 7/3, `≈3.141592654`.
///
/// JSON never rounds: it carries the float itself.
pub fn fmt_value(v: f64) -> String {
    if let Some(s) = special(v) {
        return s;
    }
    let exact = fmt_exact(v);
    if significant_digits(&exact) <= 12 || (v == v.trunc() && v.abs() <= 2f64.powi(53)) {
        return exact;
    }
    rounded(v)
}

/// A value known to come from chance-node arithmetic: exact up to 12 significant digits,
/// else 10, with `≈` where that cuts real digits (see [`fmt_value`]).
pub fn fmt_computed(v: f64) -> String {
    if let Some(s) = special(v) {
        return s;
    }
    let exact = fmt_exact(v);
    if significant_digits(&exact) <= 12 {
        return exact;
    }
    rounded(v)
}

/// A value as it is, for numbers read from a file: the shortest decimal that reads back
/// as the same float, in scientific notation from 1e16 and below 1e-6.
pub fn fmt_exact(v: f64) -> String {
    if let Some(s) = special(v) {
        return s;
    }
    let a = v.abs();
    if a != 0.0 && !(1e-6..1e16).contains(&a) {
        return format!("{v:e}");
    }
    let s = format!("{v}");
    if s == "-0" { "0".to_string() } else { s }
}

/// A value for people, as its provenance says: [`fmt_computed`] for a value from
/// chance-node arithmetic, [`fmt_exact`] for one read from the file.
pub fn fmt_as(v: f64, computed: bool) -> String {
    if computed {
        fmt_computed(v)
    } else {
        fmt_exact(v)
    }
}

fn special(v: f64) -> Option<String> {
    if v == f64::INFINITY {
        Some("∞".to_string())
    } else if v == f64::NEG_INFINITY {
        Some("-∞".to_string())
    } else if v.is_nan() {
        Some("NaN".to_string())
    } else {
        None
    }
}

/// Significant digits of a decimal as [`fmt_exact`] writes it.
fn significant_digits(s: &str) -> usize {
    let mantissa = s.split('e').next().unwrap_or(s);
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    digits
        .trim_start_matches('0')
        .trim_end_matches('0')
        .len()
        .max(1)
}

/// Ten significant digits, with `≈` in front when that cut more than arithmetic noise
/// (a relative difference above 1e-12; chance-node sums carry about 1e-15).
fn rounded(v: f64) -> String {
    let text = format!("{v:.9e}");
    let ten: f64 = text.parse().unwrap_or(v);
    let shown = if ten.is_finite() {
        fmt_exact(ten)
    } else {
        // Rounded up past the largest float: the digits themselves, zeros trimmed.
        let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
        format!(
            "{}e{exp}",
            mantissa.trim_end_matches('0').trim_end_matches('.')
        )
    };
    if !ten.is_finite() || (ten - v).abs() > 1e-12 * v.abs() {
        format!("≈{shown}")
    } else {
        shown
    }
}

/// A window for people. A null window (MTD(f), SSS*, PVS) is a few tolerances or one
/// float wide, which printed plainly reads `(14, 14.000000056)`; it is shown as `(14, 14⁺)`
/// or `(3⁻, 3)` instead: "above 14", "at least 3".
pub fn fmt_window(alpha: f64, beta: f64) -> (String, String) {
    let width = beta - alpha;
    let narrow = alpha.is_finite()
        && beta.is_finite()
        && width > 0.0
        && (width <= 8.0 * tolerance(alpha, beta) || next_up(alpha) == beta);
    if narrow {
        let (a, b) = (fmt_value(alpha), fmt_value(beta));
        if a.len() <= b.len() {
            (a.clone(), format!("{a}⁺"))
        } else {
            (format!("{b}⁻"), b)
        }
    } else if alpha == f64::MAX && beta == f64::INFINITY {
        ("∞⁻".to_string(), "∞".to_string())
    } else {
        (fmt_value(alpha), fmt_value(beta))
    }
}

/// How many runs [`ranges`] lists before it counts the rest.
pub const RANGES_SHOWN: usize = 8;

/// A count for people: `1234567` → `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `5–8, 11, 14–15` for sorted numbers; past [`RANGES_SHOWN`] runs the rest are counted,
/// not listed: `5–6, 9, … and 120 more in 30 runs` (a report line stays a line; JSON lists
/// them all).
pub fn ranges(nums: &[u32]) -> String {
    ranges_capped(nums, RANGES_SHOWN)
}

/// The runs of consecutive numbers in `nums`: `[5, 6, 7, 9]` → `[5, 6, 7]`, `[9]`.
fn runs(nums: &[u32]) -> impl Iterator<Item = &[u32]> {
    nums.chunk_by(|a, b| a.checked_add(1) == Some(*b))
}

/// Runs for people: `5–7, 9`.
fn join_runs<'a>(runs: impl Iterator<Item = &'a [u32]>) -> String {
    runs.map(|run| match run {
        [one] => one.to_string(),
        [first, .., last] => format!("{first}–{last}"),
        [] => String::new(),
    })
    .collect::<Vec<_>>()
    .join(", ")
}

/// [`ranges`], but at most `max` runs: `5–8, 11, … and 40 more in 9 runs` for a list that
/// would not fit on a line.
pub fn ranges_capped(nums: &[u32], max: usize) -> String {
    let all: Vec<&[u32]> = runs(nums).collect();
    if all.len() <= max {
        return join_runs(all.into_iter());
    }
    let (shown, rest) = all.split_at(max);
    let left: usize = rest.iter().map(|r| r.len()).sum();
    crate::i18n::tr!(
        "ranges-more",
        shown = join_runs(shown.iter().copied()),
        count = left,
        runs = rest.len()
    )
}

/// A probability as written in the file: a number, or an exact fraction such as `1/3`.
#[derive(Clone, Debug, PartialEq)]
pub struct Probability {
    /// The probability as a float, used by the search.
    pub value: f64,
    /// `Some((num, den))` when the file wrote it as a fraction (kept for exact printing).
    pub fraction: Option<(u64, u64)>,
}

impl Probability {
    /// A probability given as a plain number.
    pub fn from_f64(value: f64) -> Self {
        Probability {
            value,
            fraction: None,
        }
    }

    /// The uniform share `1/n`, printed as a fraction.
    pub fn uniform(n: usize) -> Self {
        let n = n.max(1) as u64;
        Probability {
            value: 1.0 / n as f64,
            fraction: Some((1, n)),
        }
    }

    /// Parses `"1/3"`, `"0.25"` or `"1"`. Returns `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        if let Some((n, d)) = text.split_once('/') {
            let num: u64 = n.trim().parse().ok()?;
            let den: u64 = d.trim().parse().ok()?;
            if den == 0 {
                return None;
            }
            let g = gcd(num, den);
            return Some(Probability {
                value: num as f64 / den as f64,
                fraction: Some((num / g.max(1), den / g.max(1))),
            });
        }
        let value: f64 = text.parse().ok()?;
        Some(Probability::from_f64(value))
    }

    /// The probability as people write it: `1/3` when it came as a fraction, else `0.25`.
    pub fn display(&self) -> String {
        match self.fraction {
            Some((n, 1)) => n.to_string(),
            Some((n, d)) => format!("{n}/{d}"),
            None => fmt_value(self.value),
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Why a text is not a number the tree format accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadNumber {
    /// `.nan`: not a number a search can compare.
    Nan,
    /// A decimal beyond the largest float (`1e400`): infinity must be written as such.
    TooLarge,
    /// Infinity spelled another way than YAML's (`inf`, `Infinity`).
    InfinitySpelling,
    /// Not a number at all.
    NotANumber,
}

impl BadNumber {
    /// What to write instead, for error messages.
    pub fn help(self) -> String {
        crate::i18n::tr!(match self {
            BadNumber::Nan => "help-number-nan",
            BadNumber::TooLarge => "help-number-too-large",
            BadNumber::InfinitySpelling => "help-number-infinity",
            BadNumber::NotANumber => "help-number-write",
        })
    }
}

/// Parses a number as the tree format accepts it: decimal or integer, or an infinity as
/// YAML 1.2 writes it (`.inf`, `+.inf`, `-.inf`, also `.Inf` and `.INF`). NaN, decimals too
/// large for a float, and other spellings of infinity are refused.
#[inline]
pub fn parse_number(text: &str) -> Result<f64, BadNumber> {
    match small_integer(text.as_bytes()) {
        Some(v) => Ok(v),
        None => parse_decimal(text),
    }
}

/// [`parse_number`] for everything but a plain integer.
#[inline(never)]
fn parse_decimal(text: &str) -> Result<f64, BadNumber> {
    let t = text.trim();
    let unsigned = t.strip_prefix(['+', '-']).unwrap_or(t);
    if matches!(unsigned, ".inf" | ".Inf" | ".INF") {
        return Ok(if t.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        });
    }
    // Only decimal notation: digits, sign, point, exponent, and `_` as YAML 1.1 allows.
    // (Rust's parser would also take "inf" and "NaN"; those are refused here.)
    let decimal = !t.is_empty()
        && t.bytes().any(|b| b.is_ascii_digit())
        && t.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'_'));
    if !decimal {
        return Err(match unsigned.to_ascii_lowercase().as_str() {
            ".nan" | "nan" => BadNumber::Nan,
            ".inf" | "inf" | "infinity" | "∞" => BadNumber::InfinitySpelling,
            _ => BadNumber::NotANumber,
        });
    }
    let parsed = if t.contains('_') {
        t.replace('_', "").parse::<f64>()
    } else {
        t.parse::<f64>()
    };
    match parsed {
        Ok(v) if v.is_finite() => Ok(v),
        Ok(_) => Err(BadNumber::TooLarge),
        Err(_) => Err(BadNumber::NotANumber),
    }
}

/// Most digits [`small_integer`] reads: every integer of 15 digits is exactly a float.
const SMALL_INTEGER_DIGITS: usize = 15;

/// A plain integer (`-725`, `+3`, `007`) read directly: most leaves of a big tree are
/// written so, and the general float parser costs several times as much. Anything else
/// (spaces, a point, an exponent, `_`, more digits) is left to it. The value is the same
/// as the float parser's, `-0` included.
#[inline]
fn small_integer(bytes: &[u8]) -> Option<f64> {
    let (negative, digits) = match bytes.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, bytes),
    };
    if digits.is_empty() || digits.len() > SMALL_INTEGER_DIGITS {
        return None;
    }
    let mut n: u64 = 0;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        n = n * 10 + u64::from(d);
    }
    let v = n as f64;
    Some(if negative { -v } else { v })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Past `clear_above_finite` of an infinity or NaN lies no value (nor below its mirror):
    /// so a threshold that is not finite is never clear, with no test for it.
    #[test]
    fn no_value_is_clear_of_a_threshold_that_is_not_finite() {
        for x in [f64::INFINITY, f64::NEG_INFINITY, f64::NAN] {
            for v in [f64::INFINITY, f64::MAX, 0.0, -f64::MAX, f64::NEG_INFINITY] {
                let (above, below) = (clear_above_finite(x), -clear_above_finite(-x));
                assert!(v <= above || above.is_nan(), "{v} past {x}");
                assert!(v >= below || below.is_nan(), "{v} below {x}");
            }
        }
    }

    /// Floats of every size and sign, the ends of the range and the infinities.
    pub(crate) fn any_size() -> impl Strategy<Value = f64> {
        prop_oneof![
            -10.0..10.0f64,
            (-1e300..1e300f64),
            any::<f64>().prop_filter("a number", |x| !x.is_nan()),
            Just(f64::MAX),
            Just(-f64::MAX),
            Just(f64::INFINITY),
            Just(f64::NEG_INFINITY),
            Just(0.0),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// The quick comparisons are the tolerant ones, for values far apart, a few ulps or
        /// tolerances apart, and equal.
        #[test]
        fn the_quick_comparisons_are_the_tolerant_ones(
            b in any_size(),
            k in -12i32..=12,
            unit in 0usize..3,
            tolerant: bool,
            far in any_size(),
        ) {
            let near = b + f64::from(k) * [f64::EPSILON, 0.5 * TOLERANCE, 1e-3][unit] * b.abs().max(1.0);
            for a in [near, far, b] {
                prop_assert_eq!(gt_quick(tolerant, a, b), gt_if(tolerant, a, b), "gt {} {}", a, b);
                prop_assert_eq!(lt_quick(tolerant, a, b), lt_if(tolerant, a, b), "lt {} {}", a, b);
                prop_assert_eq!(ge_quick(tolerant, a, b), ge_if(tolerant, a, b), "ge {} {}", a, b);
            }
        }

        /// A value near another, on either side, a few ulps or tolerances apart, is
        /// within its reach; no value is within the reach of an infinity or NaN.
        #[test]
        fn a_near_value_is_within_the_reach(
            x in any_size(),
            k in -12i32..=12,
            unit in 0usize..3,
            far in any_size(),
        ) {
            let step = [f64::EPSILON, 0.25 * TOLERANCE, 1e-3][unit];
            let near = x + f64::from(k) * step * x.abs().max(1.0);
            for v in [near, far, x, f64::NAN] {
                if approx_eq(v, x) && v != x {
                    prop_assert!(within_reach(v, x), "{v} {x}");
                }
                for x in [x, f64::NAN] {
                    if !x.is_finite() {
                        prop_assert!(!within_reach(v, x), "{v} {x}");
                    }
                }
            }
        }

        /// Just past the bound, and anywhere beyond it, a value is clearly above: `gt`,
        /// and not `le`; the mirror for `clear_below`.
        #[test]
        fn a_value_past_clear_above_is_above_by_more_than_the_tolerance(
            x in any_size(),
            steps in 1u32..40,
            far in any_size(),
        ) {
            let g = clear_above(x);
            let mut v = g;
            for _ in 0..steps {
                v = next_up(v);
            }
            for v in [v, far] {
                if v > g {
                    prop_assert!(gt(v, x) && !le(v, x) && !approx_eq(v, x), "{v} {x}");
                }
                if -v < clear_below(-x) {
                    prop_assert!(lt(-v, -x) && !ge(-v, -x), "{v} {x}");
                }
            }
        }
    }

    #[test]
    fn tolerance_is_the_largest_magnitude_at_least_one_passing_over_nan() {
        let xs = [
            0.0,
            -0.5,
            2.0,
            -3e300,
            f64::INFINITY,
            -f64::INFINITY,
            f64::NAN,
        ];
        for &a in &xs {
            for &b in &xs {
                let want = TOLERANCE * 1f64.max(a.abs()).max(b.abs());
                assert_eq!(tolerance(a, b).to_bits(), want.to_bits(), "{a} {b}");
            }
        }
    }

    #[test]
    fn leaf_ranges_are_capped_at_a_number_of_runs() {
        assert_eq!(ranges(&[5, 6, 7, 9, 11, 12]), "5–7, 9, 11–12");
        assert_eq!(ranges_capped(&[5, 6, 7, 9, 11, 12], 3), "5–7, 9, 11–12");
        assert_eq!(
            ranges_capped(&[1, 2, 4, 6, 7, 8, 10], 2),
            "1–2, 4, … and 4 more in 2 runs"
        );
        let every_other: Vec<u32> = (0..100_000).map(|i| 2 * i).collect();
        assert!(ranges_capped(&every_other, 10).len() < 100);
    }

    #[test]
    fn long_leaf_ranges_are_shortened_not_printed_whole() {
        assert_eq!(ranges(&[5, 6, 7, 9, 14, 15]), "5–7, 9, 14–15");
        let every_other: Vec<u32> = (1..=300).step_by(2).collect();
        let shown = ranges(&every_other);
        assert_eq!(
            shown,
            "1, 3, 5, 7, 9, 11, 13, 15, … and 142 more in 142 runs"
        );
        assert_eq!(ranges(&[]), "");
    }

    #[test]
    fn tolerant_comparison_absorbs_rounding() {
        assert!(approx_eq(0.1 * 3.0, 0.3));
        assert!(!approx_eq(0.3, 0.3001));
        assert!(ge(0.3, 0.1 * 3.0) && le(0.1 * 3.0, 0.3));
        assert!(!gt(0.1 * 3.0, 0.3));
        assert!(gt(1.0, 0.0) && lt(-1.0, 0.0));
        assert!(approx_eq(f64::INFINITY, f64::INFINITY));
        assert!(!approx_eq(f64::INFINITY, 1e300));
        assert!(ge(f64::INFINITY, 5.0) && !ge(f64::NEG_INFINITY, 5.0));
    }

    #[test]
    fn weighted_sums_do_not_overflow_and_refuse_infinity_minus_infinity() {
        let p = 1.0 / 11.0;
        let mut s = 0.0;
        for _ in 0..11 {
            s = add_weighted(s, p, f64::MAX).unwrap();
        }
        assert!(s.is_finite() && s > 0.99999 * f64::MAX);
        assert_eq!(add_weighted(0.0, 0.5, f64::INFINITY), Some(f64::INFINITY));
        assert_eq!(add_weighted(f64::INFINITY, 0.5, 3.0), Some(f64::INFINITY));
        assert_eq!(add_weighted(f64::INFINITY, 0.5, f64::NEG_INFINITY), None);
        assert_eq!(add_weighted(1.0, 0.0, f64::NEG_INFINITY), Some(1.0));
        assert_eq!(
            add_weighted(0.5 * f64::MAX, 0.5000000009, f64::MAX),
            Some(f64::MAX)
        );
        assert_eq!(next_down(f64::INFINITY), f64::MAX);
        assert_eq!(next_up(1.0), 1.0 + f64::EPSILON);
        assert!(next_down(0.0) < 0.0 && next_up(-0.0) > 0.0);
    }

    #[test]
    fn zero_weight_of_infinity_is_zero() {
        assert_eq!(weighted(0.0, f64::INFINITY), 0.0);
        assert_eq!(weighted(0.5, f64::NEG_INFINITY), f64::NEG_INFINITY);
    }

    #[test]
    fn values_print_as_people_write_them() {
        assert_eq!(fmt_value(3.0), "3");
        assert_eq!(fmt_value(-0.0), "0");
        assert_eq!(fmt_value(-1.5), "-1.5");
        assert_eq!(fmt_value(0.1 * 3.0), "0.3");
        assert_eq!(fmt_value(1.0 / 3.0), "≈0.3333333333");
        assert_eq!(fmt_value(f64::NEG_INFINITY), "-∞");
        assert_eq!(fmt_value(123456.25), "123456.25");
        assert_eq!(fmt_value(1e-12), "1e-12");
        assert_eq!(fmt_value(1e-300), "1e-300");
        assert_eq!(fmt_value(1e308), "1e308");
        assert_eq!(fmt_value(-1.5372286728e18), "-1.5372286728e18");
        assert_eq!(fmt_value(1.5000000000000002), "1.5");
        assert_eq!(fmt_value(1234567890123456.0), "1234567890123456");
        assert_eq!(fmt_value(1234567890123457.0), "1234567890123457");
        assert_eq!(fmt_value(1.23456789012345), "≈1.23456789");
        assert_eq!(fmt_exact(1.23456789012345), "1.23456789012345");
        assert_eq!(fmt_value(f64::MAX), "≈1.797693135e308");
        assert_eq!(fmt_exact(f64::MAX), "1.7976931348623157e308");
        assert_eq!(fmt_value(7.0 / 3.0), "≈2.333333333");
        assert_eq!(fmt_computed(7.0 / 3.0), "≈2.333333333");
        assert_eq!(fmt_computed(0.5), "0.5");
        assert_eq!(fmt_exact(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(fmt_computed(0.1 + 0.2), "0.3");
        assert_eq!(fmt_exact(5e-324), "5e-324");
    }

    #[test]
    fn null_windows_print_as_one_sided_tests() {
        let w = 4.0 * tolerance(14.0, 14.0);
        assert_eq!(
            fmt_window(14.0, 14.0 + w),
            ("14".to_string(), "14⁺".to_string())
        );
        assert_eq!(
            fmt_window(3.0 - 4.0 * tolerance(3.0, 3.0), 3.0),
            ("3⁻".to_string(), "3".to_string())
        );
        assert_eq!(
            fmt_window(f64::NEG_INFINITY, 2.0),
            ("-∞".to_string(), "2".to_string())
        );
    }

    #[test]
    fn fractions_keep_their_text() {
        let p = Probability::parse("2/6").unwrap();
        assert_eq!(p.display(), "1/3");
        assert!((p.value - 1.0 / 3.0).abs() < 1e-15);
        assert_eq!(Probability::parse("0.25").unwrap().display(), "0.25");
        assert!(Probability::parse("1/0").is_none());
        assert!(Probability::parse("x").is_none());
        assert_eq!(Probability::uniform(3).display(), "1/3");
    }

    #[test]
    fn plain_integers_read_directly_as_the_float_parser_reads_them() {
        let direct = [
            "0",
            "-0",
            "+0",
            "7",
            "-725",
            "+3",
            "007",
            "-000",
            "999999999999999",
            "-999999999999999",
        ];
        let not_direct = [
            "1000000000000000",
            "12345678901234567890",
            "-",
            "+",
            "",
            "1-2",
            "--1",
            " 3",
            "3 ",
            "1_000",
            "1.0",
            "1e3",
            "0x10",
            "٣",
        ];
        for text in direct {
            let v = small_integer(text.as_bytes()).unwrap_or_else(|| panic!("{text:?}"));
            let want = text.parse::<f64>().unwrap();
            assert_eq!(v.to_bits(), want.to_bits(), "{text:?}");
        }
        for text in not_direct {
            assert_eq!(small_integer(text.as_bytes()), None, "{text:?}");
        }
        for text in direct.iter().chain(&not_direct) {
            assert_eq!(
                parse_number(text).map(f64::to_bits),
                slow_parse(text).map(f64::to_bits),
                "{text:?}"
            );
        }
    }

    /// `parse_number` without the direct integer path, to compare against.
    fn slow_parse(text: &str) -> Result<f64, BadNumber> {
        let t = text.trim();
        let decimal = !t.is_empty()
            && t.bytes().any(|b| b.is_ascii_digit())
            && t.bytes().all(|b| {
                b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'_')
            });
        if !decimal {
            return parse_number(text);
        }
        match t.replace('_', "").parse::<f64>() {
            Ok(v) if v.is_finite() => Ok(v),
            Ok(_) => Err(BadNumber::TooLarge),
            Err(_) => Err(BadNumber::NotANumber),
        }
    }

    #[test]
    fn numbers_parse_strictly() {
        assert_eq!(parse_number("3"), Ok(3.0));
        assert_eq!(parse_number("-1.5e2"), Ok(-150.0));
        assert_eq!(parse_number(".nan"), Err(BadNumber::Nan));
        assert_eq!(parse_number("-.inf"), Ok(f64::NEG_INFINITY));
        assert_eq!(parse_number("+.Inf"), Ok(f64::INFINITY));
        assert_eq!(parse_number(".INF"), Ok(f64::INFINITY));
        assert_eq!(parse_number("inf"), Err(BadNumber::InfinitySpelling));
        assert_eq!(parse_number("1e400"), Err(BadNumber::TooLarge));
        assert_eq!(parse_number("abc"), Err(BadNumber::NotANumber));
        assert_eq!(parse_number("0x10"), Err(BadNumber::NotANumber));
    }
}
