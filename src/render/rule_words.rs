//! The checker's rules for a node's value and window, worded: what a student reads for
//! each verdict the rules give.

use crate::check::rules::*;
use crate::message::Message;
use crate::render::say::say;
use crate::render::words::ShowBound;
use crate::search::Bound;

fn case(bound: Bound, outside_high: bool) -> NodeRules {
    NodeRules::new(&NodeCase {
        name: "C",
        bound,
        found: Target {
            value: 2.0,
            computed: false,
        },
        truth: Target {
            value: 2.0,
            computed: false,
        },
        proved: Message::Text(bound.show(2.0)),
        answer: bound.answer(2.0),
        cut_step: Message::Text(", stopping at step 12".into()),
        why_pruned: Message::Text("C is pruned".into()),
        outside_high,
        outside_low: false,
        equal_window: Message::empty(),
        exact_bounds: false,
    })
}

/// The first rule whose test passes, as the checker and the page apply them.
fn verdict(r: &NodeRules, form: usize, w: f64, shown: &str) -> (bool, String, Option<String>) {
    judge(r, form, w, None, None, shown)
}

/// [`NodeRules::judge`], worded.
fn judge(
    r: &NodeRules,
    form: usize,
    w: f64,
    places: Option<u8>,
    tolerance: Option<f64>,
    shown: &str,
) -> (bool, String, Option<String>) {
    let (ok, line, note) = r.judge(form, w, places, tolerance, shown);
    (ok, say(&line), note.as_ref().map(say))
}

/// [`WindowRules::judge`], worded.
fn judge_window(w: &WindowRules, a: f64, b: f64) -> (bool, String) {
    let (ok, line) = w.judge(a, b);
    (ok, say(&line))
}

#[test]
fn a_bound_node_takes_its_bound_and_its_true_value_with_a_note() {
    let r = case(Bound::Upper, false);
    assert_eq!(verdict(&r, 2, 2.0, "≤ 2"), (true, "C ≤ 2".into(), None));
    let (ok, line, note) = verdict(&r, 0, 2.0, "2");
    assert!(ok && line == "C = 2", "{line}");
    assert!(note.unwrap().contains("write \"<=2\""));
    let (ok, line, _) = verdict(&r, 1, 2.0, "≥ 2");
    assert!(!ok);
    assert_eq!(
        line,
        "C: you wrote ≥ 2, but the search only proves ≤ 2, stopping at step 12; C's true value is 2"
    );
    // Every form ends in a rule that always applies.
    for form in 0..3 {
        assert_eq!(r.for_form(form).last().map(|x| x.test), Some(Test::Any));
    }
}

#[test]
fn an_exact_node_beyond_its_window_also_takes_the_bound_the_window_gives() {
    assert!(verdict(&case(Bound::Exact, true), 1, 2.0, "≥ 2").0);
    assert!(!verdict(&case(Bound::Exact, false), 1, 2.0, "≥ 2").0);
    assert!(!verdict(&case(Bound::Exact, true), 2, 2.0, "≤ 2").0);
}

#[test]
fn a_strict_bound_where_alpha_equals_beta_says_equality_does_not_cut() {
    let mut c = NodeCase {
        name: "C",
        bound: Bound::Exact,
        found: Target {
            value: 0.0,
            computed: false,
        },
        truth: Target {
            value: 0.0,
            computed: false,
        },
        proved: Message::Text("= 0".into()),
        answer: "0".into(),
        cut_step: Message::empty(),
        why_pruned: Message::empty(),
        outside_high: false,
        outside_low: false,
        equal_window: Message::Text("; at step 9 α = β".into()),
        exact_bounds: false,
    };
    let r = NodeRules::new(&c);
    for form in [1, 2] {
        assert!(
            judge(&r, form, 5.0, None, None, "≤ 5")
                .1
                .ends_with("; at step 9 α = β")
        );
    }
    // A plain number is no bound: nothing to say about the window.
    assert!(!judge(&r, 0, 5.0, None, None, "5").1.contains("α = β"));
    c.equal_window = Message::empty();
    assert!(
        !judge(&NodeRules::new(&c), 2, 5.0, None, None, "≤ 5")
            .1
            .contains("α = β")
    );
}

#[test]
fn a_computed_value_takes_a_rounded_decimal_with_a_note_and_hints_at_a_wrong_one() {
    let third = Target {
        value: 7.0 / 3.0,
        computed: true,
    };
    let r = NodeRules::new(&NodeCase {
        name: "C",
        bound: Bound::Exact,
        found: third,
        truth: third,
        proved: Message::Text("= ≈2.333333333".into()),
        answer: "2.333333333".into(),
        cut_step: Message::empty(),
        why_pruned: Message::empty(),
        outside_high: false,
        outside_low: false,
        equal_window: Message::empty(),
        exact_bounds: false,
    });
    let (ok, _, note) = judge(&r, 0, 2.33, Some(2), None, "2.33");
    assert!(ok && note.unwrap().contains("rounded to 2 decimal places"));
    let (ok, line, _) = judge(&r, 0, 2.34, Some(2), None, "2.34");
    assert!(
        !ok && line.ends_with("(rounded to 2 places it is 2.33, not 2.34)"),
        "{line}"
    );
    // A tolerance replaces the rounding rule.
    let (ok, line, _) = judge(&r, 0, 2.33, Some(2), Some(0.001), "2.33");
    assert!(
        !ok && line.ends_with(", more than the tolerance 0.001 from it"),
        "{line}"
    );
}

#[test]
fn a_window_is_right_only_at_both_ends() {
    let w = WindowRules::new("C", Some((3.0, f64::INFINITY)), 7, false, Message::empty());
    assert_eq!(
        judge_window(&w, 3.0, f64::INFINITY),
        (true, "C is entered with (3, ∞)".into())
    );
    assert_eq!(
        judge_window(&w, 2.0, f64::INFINITY).1,
        "C: entered with (3, ∞) at step 7, not (2, ∞)"
    );
    let never = WindowRules::new("C", None, 0, false, Message::Text("C is pruned".into()));
    assert_eq!(
        judge_window(&never, 0.0, 1.0).1,
        "C: never entered — C is pruned"
    );
}

#[test]
fn rounding_says_how_the_value_rounds() {
    use crate::check::rounding::{rounding_miss, rounding_note};
    let t = 7.0 / 3.0;
    let note = say(&rounding_note(2.33, Some(2), t, true, None).unwrap());
    assert!(note.starts_with("2.33 is ≈2.333333333 rounded to 2 decimal places"));
    assert_eq!(
        say(&rounding_miss(2.34, Some(2), t, true, None)),
        " (rounded to 2 places it is 2.33, not 2.34)"
    );
    assert!(say(&rounding_miss(2.0, None, t, true, None)).ends_with(": 2.33)"));
    assert_eq!(
        say(&rounding_miss(2.33, Some(2), t, true, Some(0.001))),
        ", more than the tolerance 0.001 from it"
    );
}
