//! Numbers as the contract treats them: tolerant comparison, exact fractions for
//! probabilities, and printing the way a person writes a value.
//!
//! Values that come from arithmetic (chance nodes: `0.1·3 + 0.9·…`) pick up rounding
//! error, so every comparison where equality decides an answer — the α ≥ β cutoff, ties
//! between children, the homework checker — goes through [`approx_eq`] and friends with a
//! tolerance of 1e-9 × max(1, |a|, |b|).
//!
//! [`comparison`] holds the tolerant tests and sums, [`formatting`] the words for people,
//! [`parsing`] the readers, [`exact`] an answer's number compared exactly as written.

pub mod comparison;
pub mod exact;
pub mod formatting;
pub mod parsing;

pub use comparison::*;
pub use formatting::*;
pub use parsing::*;

#[cfg(test)]
pub(crate) mod tests {
    use super::parsing::small_integer;
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
            Ok(v)
                if v == 0.0
                    && t.split(['e', 'E'])
                        .next()
                        .is_some_and(|m| m.bytes().any(|b| matches!(b, b'1'..=b'9'))) =>
            {
                Err(BadNumber::TooSmall)
            }
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
        assert_eq!(parse_number("1e-400"), Err(BadNumber::TooSmall));
        assert_eq!(parse_number("-0.000e-999"), Ok(-0.0));
        assert_eq!(parse_number("0e-400"), Ok(0.0));
        assert_eq!(
            parse_number("5e-324"),
            Ok(5e-324),
            "the smallest float stays"
        );
        assert_eq!(parse_number("abc"), Err(BadNumber::NotANumber));
        assert_eq!(parse_number("0x10"), Err(BadNumber::NotANumber));
    }
}
