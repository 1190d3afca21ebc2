//! The value parsers of the options that take a number (`--points 3`, `--seed 7`,
//! `--think 2.5`). A value that is no number of the kind, or lies outside the option's
//! range, is refused with what the option takes ([`Refused`]), which the usage error says
//! in the reader's words (`--points takes a whole number from 1 to 1000; got '-3'`) where
//! clap would have said `unexpected argument '-3' found` or `invalid digit found in string`.
//!
//! Every such option is declared with `allow_negative_numbers = true`: without it clap takes
//! `-3` after `--points` for a flag, and the value never reaches the parser.

use crate::i18n::tr;

/// What a numeric option takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Takes {
    /// A whole number from `min` to `max` (`None`: as large as the option's type holds).
    Whole { min: u64, max: Option<u64> },
    /// Any number (a decimal, `1e3`, `inf`), as Rust reads an `f64`.
    Number,
    /// A finite number of at least `min`, as a tree file writes one (`0.05`, `1/3`).
    NumberFrom { min: f64 },
    /// A picture's shape, `W:H` or one ratio (`dot --aspect`).
    Shape,
}

impl Takes {
    /// What the option takes, in the reader's words (`a whole number from 1 to 1000`).
    pub fn words(&self) -> String {
        match *self {
            Takes::Whole {
                min,
                max: Some(max),
            } => tr!(
                "cli-takes-whole-range",
                min = min.to_string(),
                max = max.to_string()
            ),
            Takes::Whole { min: 0, max: None } => tr!("cli-takes-whole"),
            Takes::Whole { min, max: None } => {
                tr!("cli-takes-whole-at-least", min = min.to_string())
            }
            Takes::Number => tr!("cli-takes-number"),
            Takes::NumberFrom { min } => tr!(
                "cli-takes-number-at-least",
                min = crate::num::fmt_value(min)
            ),
            Takes::Shape => tr!("cli-takes-shape"),
        }
    }
}

/// A value an option refused: what the option takes instead. Its `Display` is English; the
/// usage error words it in the reader's language from [`Takes::words`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Refused(pub Takes);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = crate::i18n::with(crate::i18n::Lang::ENGLISH, || self.0.words());
        write!(f, "takes {words}")
    }
}

impl std::error::Error for Refused {}

/// The whole-number types options are read into, and the largest each holds.
pub trait WholeType: TryFrom<u64> + Copy + Send + Sync + 'static {
    const MAX: u64;
}

impl WholeType for u32 {
    const MAX: u64 = u32::MAX as u64;
}

impl WholeType for u64 {
    const MAX: u64 = u64::MAX;
}

impl WholeType for usize {
    const MAX: u64 = usize::MAX as u64;
}

/// A whole number from `min` to `max`.
pub fn whole_in<T: WholeType>(
    min: u64,
    max: u64,
) -> impl Fn(&str) -> Result<T, Refused> + Clone + Send + Sync + 'static {
    whole(min, Some(max))
}

/// A whole number of at least `min`, as large as `T` holds.
pub fn whole_from<T: WholeType>(
    min: u64,
) -> impl Fn(&str) -> Result<T, Refused> + Clone + Send + Sync + 'static {
    whole(min, None)
}

fn whole<T: WholeType>(
    min: u64,
    max: Option<u64>,
) -> impl Fn(&str) -> Result<T, Refused> + Clone + Send + Sync + 'static {
    move |text: &str| {
        // A number too large for the type is refused with the type's largest as the end of
        // the range, so that the message says why a whole number was not taken.
        let refused = |too_large: bool| {
            let max = max.or(too_large.then_some(T::MAX));
            Refused(Takes::Whole { min, max })
        };
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let n: u64 = text.parse().map_err(|_| refused(digits))?;
        if n < min || n > max.unwrap_or(T::MAX).min(T::MAX) {
            return Err(refused(n > T::MAX));
        }
        T::try_from(n).map_err(|_| refused(true))
    }
}

/// Any number, as Rust reads an `f64` (what clap took before).
pub fn number(text: &str) -> Result<f64, Refused> {
    text.parse().map_err(|_| Refused(Takes::Number))
}

/// A finite number of at least `min`, read as a tree file's numbers are.
pub fn number_from(min: f64) -> impl Fn(&str) -> Result<f64, Refused> + Clone + Send + Sync {
    move |text: &str| match crate::num::parse_number(text) {
        Ok(n) if n.is_finite() && n >= min => Ok(n),
        _ => Err(Refused(Takes::NumberFrom { min })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_outside_the_range_is_refused_with_the_range() {
        let points = whole_in::<u32>(1, 1000);
        assert_eq!(points("3"), Ok(3));
        assert_eq!(points("1000"), Ok(1000));
        let range = Refused(Takes::Whole {
            min: 1,
            max: Some(1000),
        });
        for bad in [
            "-3",
            "0",
            "1001",
            "x",
            "",
            "2.5",
            "+-1",
            "99999999999999999999",
        ] {
            assert_eq!(points(bad), Err(range), "{bad}");
        }
        crate::i18n::with(crate::i18n::Lang::ENGLISH, || {
            assert_eq!(range.to_string(), "takes a whole number from 1 to 1000")
        });
    }

    #[test]
    fn a_number_too_large_for_its_type_says_how_large_it_may_be() {
        let seed = whole_from::<u64>(0);
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            seed("18446744073709551616"),
            Err(Refused(Takes::Whole {
                min: 0,
                max: Some(u64::MAX)
            }))
        );
        assert_eq!(seed("x"), Err(Refused(Takes::Whole { min: 0, max: None })));
        let depth = whole_from::<u32>(0);
        assert_eq!(
            depth("4294967296"),
            Err(Refused(Takes::Whole {
                min: 0,
                max: Some(u64::from(u32::MAX))
            }))
        );
    }

    #[test]
    fn any_number_is_a_number() {
        assert_eq!(number("2.5"), Ok(2.5));
        assert_eq!(number("-1"), Ok(-1.0));
        assert_eq!(number("1e3"), Ok(1000.0));
        assert_eq!(number("two"), Err(Refused(Takes::Number)));
        let tolerance = number_from(0.0);
        assert_eq!(tolerance("0.05"), Ok(0.05));
        assert_eq!(tolerance("0"), Ok(0.0));
        for bad in ["-0.1", "inf", "NaN", "x"] {
            assert_eq!(
                tolerance(bad),
                Err(Refused(Takes::NumberFrom { min: 0.0 })),
                "{bad}"
            );
        }
    }
}
