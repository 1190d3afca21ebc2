//! How a number written in an answer is compared with the value it answers, and what is
//! said when rounding decides it: a value read from the file must be written exactly; one
//! from chance averaging may be rounded to two or more decimal places (`2.33` for 7/3), or,
//! when the user gives a tolerance, lie within it instead.
//!
//! The wording is in templates ([`note_rounded`], [`miss_places`], [`miss_plain`]) so that the
//! practice page, which fills the same templates, says what `gametree check` says.

use crate::message::{Message, msg};
use crate::num::{approx_eq, fmt_as, fmt_value};

/// In a rounding template: the number written, to the places written.
pub const R_WRITTEN: &str = "\u{E004}";
/// In a rounding template: the number of places.
pub const R_PLACES: &str = "\u{E005}";
/// In a rounding template: the value as reports show it (`≈2.333333333`).
pub const R_VALUE: &str = "\u{E006}";
/// In a rounding template: the value rounded to the places.
pub const R_ROUNDED: &str = "\u{E007}";

/// The note on a decimal that is right because it is the value rounded, with the markers
/// for what is filled in.
pub fn note_rounded() -> Message {
    msg!(
        "check-rounded-note",
        written = R_WRITTEN,
        value = R_VALUE,
        places = R_PLACES
    )
}

/// What is added to a wrong decimal of two or more places.
pub fn miss_places() -> Message {
    msg!(
        "check-rounded-miss-places",
        places = R_PLACES,
        rounded = R_ROUNDED,
        written = R_WRITTEN
    )
}

/// What is added to a wrong number written without two or more places (the value shown
/// rounded to two).
pub fn miss_plain() -> Message {
    msg!("check-rounded-miss-plain", rounded = R_ROUNDED)
}

/// `template` with its markers replaced by `fills` (marker, text).
fn fill(template: Message, fills: &[(&str, String)]) -> Message {
    template.map_text(&|t: &str| {
        fills
            .iter()
            .fold(t.to_string(), |t, (marker, text)| t.replace(marker, text))
    })
}

/// A number an answer is compared with, and whether it came from chance averaging (then
/// it may be rounded, or compared with the tolerance).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Target {
    /// The number.
    pub value: f64,
    /// From chance averaging.
    pub computed: bool,
}

impl Target {
    /// Whether `written` (with `places` decimals, if a decimal) is this number: see
    /// [`same_number`].
    pub fn matches(
        self,
        written: f64,
        places: Option<u8>,
        exact: bool,
        tolerance: Option<f64>,
    ) -> bool {
        same_number(written, places, exact, self.value, self.computed, tolerance)
    }

    /// Whether a wrong number gets no rounding hint: the value is read from the file, is
    /// not finite, or has a short decimal (1.5) that is simply written as it is.
    pub fn short(self) -> bool {
        !self.computed
            || !self.value.is_finite()
            || rounded(self.value, 6).is_some_and(|x| approx_eq(x, self.value))
    }
}

/// `truth` rounded to `d` decimal places, as the number a person writes.
pub fn rounded(truth: f64, d: u8) -> Option<f64> {
    format!("{:.*}", d as usize, truth).parse::<f64>().ok()
}

/// Whether a number an answer wrote is the value the search found. A value read from the
/// file (`computed` false) must be written exactly: distinct numbers are never tied, and a
/// number that was only rounded to that float as it was read (`exact` false:
/// `2.99999999999999999` for 3) is not that value. A value
/// from chance averaging is right within rounding error (1e-9 × max(1, |v|)), and when it
/// equals the value rounded to the two or more decimal places written (`2.33` for 7/3) — or,
/// when the user gave an absolute `tolerance`, instead of that rule, within it.
pub fn same_number(
    written: f64,
    places: Option<u8>,
    exact: bool,
    truth: f64,
    computed: bool,
    tolerance: Option<f64>,
) -> bool {
    if !computed {
        return exact && written == truth;
    }
    if written == truth {
        return true;
    }
    // A tolerance given replaces the rounding rule: a course that says "within 0.01" means it.
    approx_eq(written, truth)
        || match tolerance {
            Some(t) => (written - truth).abs() <= t,
            None => places.is_some_and(|d| d >= 2 && rounded(truth, d) == Some(written)),
        }
}

/// Why a written number counts as a value computed by chance averaging though it is not the
/// same number: it is that value rounded to the places written, or within the tolerance.
pub fn rounding_note(
    written: f64,
    places: Option<u8>,
    truth: f64,
    computed: bool,
    tolerance: Option<f64>,
) -> Option<Message> {
    if written == truth || !computed || approx_eq(written, truth) {
        return None;
    }
    let shown = fmt_as(truth, true);
    match places {
        Some(d) if tolerance.is_none() && d >= 2 && rounded(truth, d) == Some(written) => {
            Some(fill(
                note_rounded(),
                &[
                    (R_WRITTEN, format!("{written:.*}", d as usize)),
                    (R_VALUE, shown),
                    (R_PLACES, d.to_string()),
                ],
            ))
        }
        _ => tolerance.map(|t| {
            msg!(
                "check-within-tolerance",
                written = fmt_value(written),
                tolerance = fmt_value(t),
                value = shown.as_str()
            )
        }),
    }
}

/// Why a written number is not a value computed by chance averaging, when rounding is the
/// question: `rounded to 2 places it is 2.33`.
pub fn rounding_miss(
    written: f64,
    places: Option<u8>,
    truth: f64,
    computed: bool,
    tolerance: Option<f64>,
) -> Message {
    if !computed || !truth.is_finite() {
        return Message::empty();
    }
    if let Some(t) = tolerance {
        return msg!("check-beyond-tolerance", tolerance = fmt_value(t));
    }
    let target = Target {
        value: truth,
        computed,
    };
    if target.short() {
        return Message::empty();
    }
    match places {
        Some(p) if p >= 2 => fill(
            miss_places(),
            &[
                (R_PLACES, p.to_string()),
                (R_ROUNDED, format!("{truth:.*}", p as usize)),
                (R_WRITTEN, format!("{written:.*}", p as usize)),
            ],
        ),
        _ => fill(miss_plain(), &[(R_ROUNDED, format!("{truth:.2}"))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    #[test]
    fn a_computed_value_is_right_rounded_to_two_or_more_places_and_says_so() {
        let t = 7.0 / 3.0;
        assert!(same_number(2.33, Some(2), true, t, true, None));
        assert!(!same_number(2.33, Some(2), true, t, false, None));
        assert!(!same_number(2.34, Some(2), true, t, true, None));
        assert!(!same_number(2.3, Some(1), true, t, true, None));
        let note = rounding_note(2.33, Some(2), t, true, None).unwrap();
        assert_eq!(note.key(), Some("check-rounded-note"));
        assert_eq!(note.arg("written"), Some(&Arg::Text("2.33".into())));
        assert_eq!(note.arg("places"), Some(&Arg::Text("2".into())));
        let miss = rounding_miss(2.34, Some(2), t, true, None);
        assert_eq!(miss.key(), Some("check-rounded-miss-places"));
        assert_eq!(miss.arg("rounded"), Some(&Arg::Text("2.33".into())));
        let miss = rounding_miss(2.0, None, t, true, None);
        assert_eq!(miss.key(), Some("check-rounded-miss-plain"));
        assert_eq!(miss.arg("rounded"), Some(&Arg::Text("2.33".into())));
    }

    #[test]
    fn a_tolerance_replaces_the_rounding_rule() {
        let t = 7.0 / 3.0;
        assert!(!same_number(2.33, Some(2), true, t, true, Some(0.001)));
        assert!(same_number(2.3335, Some(4), true, t, true, Some(0.001)));
        let miss = rounding_miss(2.33, Some(2), t, true, Some(0.001));
        assert_eq!(miss.key(), Some("check-beyond-tolerance"));
        assert_eq!(miss.arg("tolerance"), Some(&Arg::Text("0.001".into())));
    }

    #[test]
    fn a_short_decimal_gets_no_rounding_hint() {
        assert!(rounding_miss(1.4, Some(2), 1.5, true, None).is_empty());
        assert!(
            Target {
                value: 1.5,
                computed: true
            }
            .short()
        );
        assert!(
            !Target {
                value: 7.0 / 3.0,
                computed: true
            }
            .short()
        );
    }
}
