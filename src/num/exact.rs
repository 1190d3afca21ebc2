//! Numbers as an answer writes them, compared exactly with the float they were read as.
//!
//! A float holds 17 significant digits at most, so `2.99999999999999999` and
//! `99999999999999999999998/33333333333333333333333` are both read as the float 3, though
//! neither is 3. A value read from the tree file is exactly the decimal it shows as (its
//! shortest decimal: the tree format has no fractions), so an answer is that value only when
//! the number written is that decimal exactly: [`is_exactly`] tells.

use std::cmp::Ordering;

/// A decimal written exactly: `0.d₁d₂… × 10^exp`, with no leading or trailing zero digit
/// (none at all for zero).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    digits: Vec<u8>,
    exp: i64,
}

impl Decimal {
    /// Reads `[+-]digits[.digits][e[+-]digits]`, with `_` between digits as YAML 1.1 allows.
    fn parse(text: &str) -> Option<Decimal> {
        let t = text.trim();
        let (negative, t) = match t.as_bytes().first()? {
            b'-' => (true, &t[1..]),
            b'+' => (false, &t[1..]),
            _ => (false, t),
        };
        let (mantissa, exp) = match t.find(['e', 'E']) {
            Some(i) => (&t[..i], t[i + 1..].parse::<i64>().ok()?),
            None => (t, 0),
        };
        let (whole, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits = |s: &str| -> Option<Vec<u8>> {
            s.bytes()
                .filter(|&b| b != b'_')
                .map(|b| b.is_ascii_digit().then(|| b - b'0'))
                .collect()
        };
        let (whole, frac) = (digits(whole)?, digits(frac)?);
        if whole.is_empty() && frac.is_empty() {
            return None;
        }
        let exp = exp.checked_add(i64::try_from(whole.len()).ok()?)?;
        let mut all = whole;
        all.extend(frac);
        Some(Decimal::normal(negative, all, exp))
    }

    /// The decimal `0.digits × 10^exp` with its leading and trailing zeros taken off.
    fn normal(negative: bool, mut digits: Vec<u8>, mut exp: i64) -> Decimal {
        let lead = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..lead);
        exp -= lead as i64;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            return Decimal {
                negative: false,
                digits,
                exp: 0,
            };
        }
        Decimal {
            negative,
            digits,
            exp,
        }
    }

    /// The float `x` exactly, from its shortest decimal (which every view shows).
    fn of_float(x: f64) -> Option<Decimal> {
        Decimal::parse(&format!("{x:e}"))
    }

    /// The product of two decimals.
    fn times(&self, other: &Decimal) -> Decimal {
        let mut product = vec![0u32; self.digits.len() + other.digits.len()];
        for (i, &a) in self.digits.iter().enumerate().rev() {
            for (j, &b) in other.digits.iter().enumerate().rev() {
                product[i + j + 1] += u32::from(a) * u32::from(b);
            }
        }
        // Carry from the last place to the first.
        for k in (1..product.len()).rev() {
            let carry = product[k] / 10;
            product[k] %= 10;
            product[k - 1] += carry;
        }
        let digits = product.into_iter().map(|d| d as u8).collect();
        Decimal::normal(
            self.negative != other.negative,
            digits,
            self.exp + other.exp,
        )
    }

    fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }
}

impl Ord for Decimal {
    fn cmp(&self, other: &Decimal) -> Ordering {
        let sign = |d: &Decimal| match (d.is_zero(), d.negative) {
            (true, _) => 0,
            (false, true) => -1,
            (false, false) => 1,
        };
        let (a, b) = (sign(self), sign(other));
        if a != b || a == 0 {
            return a.cmp(&b);
        }
        // Same sign, both non-zero: compare the sizes, then turn for negatives.
        let size = self
            .exp
            .cmp(&other.exp)
            .then_with(|| self.digits.cmp(&other.digits));
        if a < 0 { size.reverse() } else { size }
    }
}

impl PartialOrd for Decimal {
    fn partial_cmp(&self, other: &Decimal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// How the number written as `text` (a decimal, or a fraction `n/d` of two decimals) stands
/// to the float `x` as it shows: `None` where `text` is not such a number. The work is
/// linear in the length of `text` (a product takes `x`'s 17 digits at most).
fn written_against(text: &str, x: f64) -> Option<Ordering> {
    let shown = Decimal::of_float(x)?;
    match text.split_once('/') {
        None => Some(Decimal::parse(text)?.cmp(&shown)),
        Some((n, d)) => {
            let (n, d) = (Decimal::parse(n)?, Decimal::parse(d)?);
            if d.is_zero() {
                return None;
            }
            // n/d against x is n against x·d, turned where d is negative.
            let order = n.cmp(&shown.times(&d));
            Some(if d.negative { order.reverse() } else { order })
        }
    }
}

/// Whether the number written as `text` (a decimal, or a fraction `n/d`) is exactly the
/// float `x` it was read as, as `x` shows (its shortest decimal). An infinity, and a text
/// this reader does not know, count as exact: the float is all there is to compare.
pub fn is_exactly(text: &str, x: f64) -> bool {
    !x.is_finite() || written_against(text, x).is_none_or(|o| o == Ordering::Equal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_number_the_float_only_comes_near_is_not_that_float() {
        let three = 3.0_f64;
        for text in [
            "2.99999999999999999",
            "3.00000000000000001",
            "99999999999999999999998/33333333333333333333333",
            "-99999999999999999999998/-33333333333333333333333",
            "7/3",
        ] {
            let x = if text == "7/3" { 7.0 / 3.0 } else { three };
            assert!(!is_exactly(text, x), "{text}");
        }
        assert!(!is_exactly(
            "99999999999999999999998/-33333333333333333333333",
            -three
        ));
    }

    #[test]
    fn a_number_written_as_the_float_shows_is_that_float() {
        for (text, x) in [
            ("3", 3.0),
            ("3.000", 3.0),
            ("+3e0", 3.0),
            ("0.1", 0.1),
            ("-0.25", -0.25),
            ("1_000.5", 1000.5),
            ("0", 0.0),
            ("-0.0", -0.0),
            ("6/2", 3.0),
            ("-1/-4", 0.25),
            ("1e300", 1e300),
            ("2.5e-3", 0.0025),
            (".inf", f64::INFINITY),
        ] {
            assert!(is_exactly(text, x), "{text}");
        }
    }

    proptest! {
        /// Every float's shortest decimal, and its longer forms with zeros added, is that
        /// float exactly; one more digit is not.
        #[test]
        fn the_shortest_decimal_of_every_float_is_that_float(x in any::<f64>().prop_filter("finite", |x| x.is_finite())) {
            let shown = format!("{x:e}");
            prop_assert!(is_exactly(&shown, x));
            let (mantissa, exp) = shown.split_once('e').unwrap();
            let point = if mantissa.contains('.') { "" } else { "." };
            let zeros = format!("{mantissa}{point}000e{exp}");
            let over = format!("{shown}/1");
            let more = format!("{mantissa}{point}0001e{exp}");
            prop_assert!(is_exactly(&zeros, x), "{}", zeros);
            prop_assert!(is_exactly(&over, x), "{}", over);
            if x != 0.0 {
                prop_assert!(!is_exactly(&more, x), "{}", more);
            }
        }
    }
}
