//! Printing numbers the way a person writes them: values (exact where they can be, rounded
//! and marked where chance arithmetic made them), windows, thousands, runs of leaf numbers.

use super::comparison::{next_up, tolerance};

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
