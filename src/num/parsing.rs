//! Reading numbers as the file format writes them: plain and special values, and
//! probabilities as decimals or exact fractions.

use super::formatting::fmt_value;

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
    /// A decimal other than 0 closer to 0 than the smallest float (`1e-400`), which would
    /// silently become 0.
    TooSmall,
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
            BadNumber::TooSmall => "help-number-too-small",
            BadNumber::InfinitySpelling => "help-number-infinity",
            BadNumber::NotANumber => "help-number-write",
        })
    }
}

/// Parses a number as the tree format accepts it: decimal or integer, or an infinity as
/// YAML 1.2 writes it (`.inf`, `+.inf`, `-.inf`, also `.Inf` and `.INF`). NaN, decimals too
/// large for a float, decimals other than 0 too small for one, and other spellings of
/// infinity are refused.
#[inline]
pub fn parse_number(text: &str) -> Result<f64, BadNumber> {
    match small_integer(text.as_bytes()) {
        Some(v) => Ok(v),
        None => parse_decimal(text),
    }
}

/// Whether a decimal's digits before its exponent include one other than 0: a number that
/// is not 0, whatever float it rounds to.
fn nonzero_mantissa(decimal: &str) -> bool {
    decimal
        .bytes()
        .take_while(|b| !matches!(b, b'e' | b'E'))
        .any(|b| matches!(b, b'1'..=b'9'))
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
        Ok(v) if v == 0.0 && nonzero_mantissa(t) => Err(BadNumber::TooSmall),
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
pub(super) fn small_integer(bytes: &[u8]) -> Option<f64> {
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
