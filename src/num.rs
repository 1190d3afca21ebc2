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
    TOLERANCE * 1f64.max(a.abs()).max(b.abs())
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

/// `a > b` by more than the tolerance.
#[inline]
pub fn gt(a: f64, b: f64) -> bool {
    !le(a, b)
}

/// `a < b` by more than the tolerance.
#[inline]
pub fn lt(a: f64, b: f64) -> bool {
    !ge(a, b)
}

/// `p · x` with the convention `0 · ±∞ = 0` that chance-node bounds need.
#[inline]
pub fn weighted(p: f64, x: f64) -> f64 {
    if p == 0.0 { 0.0 } else { p * x }
}

/// Formats a value for people: `3`, `-1.5`, `0.3` (not `0.30000000000000004`), `∞`, `-∞`.
pub fn fmt_value(v: f64) -> String {
    if v == f64::INFINITY {
        return "∞".to_string();
    }
    if v == f64::NEG_INFINITY {
        return "-∞".to_string();
    }
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.abs() >= 1e15 {
        // Huge values in scientific notation: `1.5e18`, not nineteen digits.
        let s = format!("{v:.6e}");
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
        return format!("{mantissa}e{exp}");
    }
    if v == v.trunc() {
        // `-0` prints as `0`.
        return format!("{}", v as i64);
    }
    // Twelve significant digits hide arithmetic noise but keep any value a person types.
    let digits = 11 - v.abs().log10().floor().clamp(-300.0, 300.0) as i32;
    let s = if (0..=17).contains(&digits) {
        format!("{:.*}", digits as usize, v)
    } else {
        format!("{v}")
    };
    let s = if s.contains('.') && !s.contains('e') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    if s == "-0" { "0".to_string() } else { s }
}

/// A window for people. A null window (MTD(f), SSS*, PVS) is a few tolerances wide, which
/// printed plainly reads `(14, 14.000000056)`; it is shown as `(14, 14⁺)` or `(3⁻, 3)`
/// instead: "above 14", "at least 3".
pub fn fmt_window(alpha: f64, beta: f64) -> (String, String) {
    let width = beta - alpha;
    if alpha.is_finite() && beta.is_finite() && width > 0.0 && width <= 8.0 * tolerance(alpha, beta)
    {
        let (a, b) = (fmt_value(alpha), fmt_value(beta));
        if a.len() <= b.len() {
            (a.clone(), format!("{a}⁺"))
        } else {
            (format!("{b}⁻"), b)
        }
    } else {
        (fmt_value(alpha), fmt_value(beta))
    }
}

/// A value rounded the way [`fmt_value`] prints it, for JSON output: arithmetic noise
/// such as `1.5000000000000002` becomes `1.5`. Infinite values stay infinite.
pub fn clean(v: f64) -> f64 {
    if !v.is_finite() {
        return v;
    }
    fmt_value(v).parse().unwrap_or(v)
}

/// How many runs [`ranges`] lists before it counts the rest.
pub const RANGES_SHOWN: usize = 8;

/// `5–8, 11, 14–15` for sorted numbers; past [`RANGES_SHOWN`] runs the rest are counted,
/// not listed: `5–6, 9, … and 120 more in 30 runs` (a report line stays a line; JSON lists
/// them all).
pub fn ranges(nums: &[u32]) -> String {
    ranges_capped(nums, RANGES_SHOWN)
}

/// Every run, however many.
fn ranges_all(nums: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < nums.len() {
        let mut j = i;
        while j + 1 < nums.len() && nums[j + 1] == nums[j] + 1 {
            j += 1;
        }
        out.push(if j > i {
            format!("{}–{}", nums[i], nums[j])
        } else {
            nums[i].to_string()
        });
        i = j + 1;
    }
    out.join(", ")
}

/// [`ranges`], but at most `max` runs: `5–8, 11, … and 40 more in 9 runs` for a list that
/// would not fit on a line.
pub fn ranges_capped(nums: &[u32], max: usize) -> String {
    let mut runs = 0;
    let mut i = 0;
    while i < nums.len() {
        runs += 1;
        if runs > max {
            let left = nums.len() - i;
            let mut more_runs = 0;
            let mut k = i;
            while k < nums.len() {
                more_runs += 1;
                while k + 1 < nums.len() && nums[k + 1] == nums[k] + 1 {
                    k += 1;
                }
                k += 1;
            }
            return format!(
                "{}, … and {left} more in {more_runs} runs",
                ranges_all(&nums[..i])
            );
        }
        while i + 1 < nums.len() && nums[i + 1] == nums[i] + 1 {
            i += 1;
        }
        i += 1;
    }
    ranges_all(nums)
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

/// Parses a number as the tree format accepts it: decimal or integer, finite.
/// Returns `Err(true)` for a number that is not finite (`.inf`, `.nan`), `Err(false)` for
/// text that is not a number at all.
pub fn parse_number(text: &str) -> Result<f64, bool> {
    let t = text.trim();
    // Only decimal notation: digits, sign, point, exponent, and `_` as YAML 1.1 allows.
    // (Rust's parser would also take "inf" and "NaN"; those are refused here.)
    let decimal = !t.is_empty()
        && t.bytes().any(|b| b.is_ascii_digit())
        && t.bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'_'));
    if !decimal {
        let lower = t.trim_start_matches(['+', '-']).to_ascii_lowercase();
        return Err(matches!(
            lower.as_str(),
            ".inf" | "inf" | "infinity" | ".nan" | "nan"
        ));
    }
    let parsed = if t.contains('_') {
        t.replace('_', "").parse::<f64>()
    } else {
        t.parse::<f64>()
    };
    match parsed {
        Ok(v) if v.is_finite() => Ok(v),
        Ok(_) => Err(true),
        Err(_) => Err(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(fmt_value(1.0 / 3.0), "0.333333333333");
        assert_eq!(fmt_value(f64::NEG_INFINITY), "-∞");
        assert_eq!(fmt_value(123456.25), "123456.25");
        assert_eq!(fmt_value(1e-12), "0.000000000001");
        assert_eq!(fmt_value(1e308), "1e308");
        assert_eq!(fmt_value(-1.5372286728e18), "-1.537229e18");
        assert_eq!(clean(1.5000000000000002), 1.5);
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
    fn numbers_parse_strictly() {
        assert_eq!(parse_number("3"), Ok(3.0));
        assert_eq!(parse_number("-1.5e2"), Ok(-150.0));
        assert_eq!(parse_number(".nan"), Err(true));
        assert_eq!(parse_number("-.inf"), Err(true));
        assert_eq!(parse_number("1e400"), Err(true));
        assert_eq!(parse_number("abc"), Err(false));
        assert_eq!(parse_number("0x10"), Err(false));
    }
}
