//! The judgement of a value written at a node, and of a window, as data: an ordered list of
//! rules per form written (`3`, `≥ 3`, `≤ 3`), the first whose test passes deciding. The
//! checker judges answers by these rules, and the practice page carries the same rules, so
//! the page and `gametree check` cannot disagree about what is right or what to say.
//!
//! Messages name the written number by placeholders ([`WRITTEN`], [`SHOWN`], [`ALPHA`],
//! [`BETA`]) filled in once the answer is known. What rounding adds (the note on a decimal
//! right by rounding, the hint on a wrong one) comes from [`super::rounding`], applied the
//! same way by both.

pub use super::rounding::Target;
use super::rounding::{rounding_miss, rounding_note};
use crate::message::{Message, msg};
use crate::num::fmt_value;
use crate::search::Bound;

/// In a message: the number written, as [`fmt_value`] prints it.
pub const WRITTEN: &str = "\u{E000}";
/// In a message: the value written with its bound sign (`≥ 3`), as [`super::Shown::text`].
pub const SHOWN: &str = "\u{E001}";
/// In a window message: the α written.
pub const ALPHA: &str = "\u{E002}";
/// In a window message: the β written.
pub const BETA: &str = "\u{E003}";

/// What a rule asks of the number written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    /// It is the number the search shows at the node ([`Target::matches`]).
    Found,
    /// It is the node's true (minimax) value.
    True,
    /// Nothing: the rule applies to any number.
    Any,
}

impl Test {
    /// The name the page's data uses.
    pub fn name(self) -> &'static str {
        match self {
            Test::Found => "found",
            Test::True => "true",
            Test::Any => "any",
        }
    }
}

/// One rule: when its test passes, the verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    /// What the number must be.
    pub test: Test,
    /// Right or wrong.
    pub ok: bool,
    /// The verdict's line, with placeholders.
    pub message: Message,
    /// A remark on a right answer, with placeholders.
    pub note: Option<Message>,
    /// Whether a wrong number gets the rounding hint against the search's value
    /// ([`rounding_miss`]): a plain number at a node the search computes exactly.
    pub miss: bool,
}

fn rule(test: Test, ok: bool, message: Message, note: Option<Message>) -> Rule {
    Rule {
        test,
        ok,
        message,
        note,
        miss: false,
    }
}

/// What the checker knows about one node, for judging a value written there.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeRules {
    /// What the search shows at the node.
    pub found: Target,
    /// The node's true value.
    pub truth: Target,
    /// The rules for a plain number, for `≥ v` and for `≤ v`.
    pub exact: Vec<Rule>,
    /// For `≥ v`.
    pub at_least: Vec<Rule>,
    /// For `≤ v`.
    pub at_most: Vec<Rule>,
}

/// The facts [`NodeRules::new`] is built from: what the search and the record say.
pub struct NodeCase<'a> {
    /// The node's name in reports.
    pub name: &'a str,
    /// The search's result at the node: its bound.
    pub bound: Bound,
    /// The search's number at the node.
    pub found: Target,
    /// The true value.
    pub truth: Target,
    /// What the search proves there, as shown (`≤ 2`).
    pub proved: Message,
    /// The same, as an answer writes it (`<=2`).
    pub answer: String,
    /// `, stopping at step 12`, or empty.
    pub cut_step: Message,
    /// Why the search never enters the node (for an unvisited one).
    pub why_pruned: Message,
    /// Whether the node's exact value is at or beyond the top of its window (then `≥ v`
    /// is also right), and at or beyond the bottom (`≤ v`).
    pub outside_high: bool,
    /// See `outside_high`.
    pub outside_low: bool,
    /// Under the strict rule, where α = β at the node and the search went on: what a wrong
    /// bound is told (`; at step 9 α = β = 10 at C, and under this rule …`), else empty.
    pub equal_window: Message,
    /// Marking bounds exactly: a cut node's true value is wrong where the search proves only
    /// a bound, and a node the search never enters must be left empty.
    pub exact_bounds: bool,
}

impl NodeRules {
    /// The rules for one node: what is right to write there, and what is said otherwise.
    pub fn new(c: &NodeCase) -> NodeRules {
        let NodeCase { name, proved, .. } = c;
        let (w, s) = (WRITTEN, SHOWN);
        let (mut exact, mut at_least, mut at_most) = (Vec::new(), Vec::new(), Vec::new());
        match c.bound {
            Bound::Unvisited => {
                let why = &c.why_pruned;
                // The true value where the search shows nothing: right with a note, unless
                // bounds are marked exactly.
                exact.push(if c.exact_bounds {
                    let m = msg!("check-node-leave-empty", name = *name, value = w, why = why);
                    rule(Test::True, false, m, None)
                } else {
                    let m = msg!("check-node-is", name = *name, value = w);
                    let note = msg!(
                        "check-node-never-visited",
                        name = *name,
                        value = w,
                        why = why
                    );
                    rule(Test::True, true, m, Some(note))
                });
                let wrong = msg!("check-node-wrote-but", name = *name, wrote = s, why = why);
                for list in [&mut exact, &mut at_least, &mut at_most] {
                    list.push(rule(Test::Any, false, wrong.clone(), None));
                }
            }
            Bound::Exact => {
                exact.push(rule(
                    Test::Found,
                    true,
                    msg!("check-node-is", name = *name, value = proved),
                    None,
                ));
                // A node that failed high (or low) against its window while its whole
                // subtree was searched: the window alone says "≥ v", the search knows
                // "= v". Both are true.
                let outside = || {
                    rule(
                        Test::Found,
                        true,
                        msg!("check-node-shows", name = *name, shown = s),
                        Some(msg!(
                            "check-node-outside-window",
                            name = *name,
                            value = fmt_value(c.found.value),
                            shown = s,
                            proved = proved
                        )),
                    )
                };
                if c.outside_high {
                    at_least.push(outside());
                }
                if c.outside_low {
                    at_most.push(outside());
                }
                let wrong = msg!("check-node-exact", name = *name, wrote = s, proved = proved);
                for list in [&mut exact, &mut at_least, &mut at_most] {
                    list.push(rule(Test::Any, false, wrong.clone(), None));
                }
                // A plain number that misses a value from chance averaging: how it rounds.
                if let Some(last) = exact.last_mut() {
                    last.miss = true;
                }
            }
            Bound::Lower | Bound::Upper => {
                let right = msg!("check-node-shows", name = *name, shown = proved);
                if c.bound == Bound::Lower {
                    at_least.push(rule(Test::Found, true, right, None));
                } else {
                    at_most.push(rule(Test::Found, true, right, None));
                }
                // The true value where the search proves only a bound: right with a note
                // saying what to write, unless bounds are marked exactly.
                let (key, ok) = if c.exact_bounds {
                    ("check-node-write-bound", false)
                } else {
                    ("check-node-only-proves-right", true)
                };
                let said = msg!(
                    key,
                    name = *name,
                    value = w,
                    proved = proved,
                    stop = &c.cut_step,
                    answer = c.answer.as_str()
                );
                exact.push(if ok {
                    let m = msg!("check-node-is", name = *name, value = w);
                    rule(Test::True, true, m, Some(said))
                } else {
                    rule(Test::True, false, said, None)
                });
                let wrong = msg!(
                    "check-node-only-proves",
                    name = *name,
                    wrote = s,
                    proved = proved,
                    stop = &c.cut_step,
                    value = fmt_value(c.truth.value)
                );
                for list in [&mut exact, &mut at_least, &mut at_most] {
                    list.push(rule(Test::Any, false, wrong.clone(), None));
                }
            }
        }
        // A bound written where α = β let the search go on (the strict rule): the other
        // rule's answer, said so.
        for r in at_least.iter_mut().chain(at_most.iter_mut()) {
            if !r.ok {
                r.message = std::mem::replace(&mut r.message, Message::empty())
                    .then(c.equal_window.clone());
            }
        }
        NodeRules {
            found: c.found,
            truth: c.truth,
            exact,
            at_least,
            at_most,
        }
    }

    /// The rules for a form: 0 a plain number, 1 `≥ v`, 2 `≤ v`.
    pub fn for_form(&self, form: usize) -> &[Rule] {
        match form {
            1 => &self.at_least,
            2 => &self.at_most,
            _ => &self.exact,
        }
    }

    /// The first rule whose test passes for `written` (with `places` decimals; `shown` is
    /// the answer as [`super::Shown::text`] prints it), with the placeholders filled in:
    /// right or wrong, the line, and the note. A right number without a note of its rule
    /// that is right only by rounding (or the tolerance) says so, against the search's
    /// value first; a rule marked `miss` adds the rounding hint to its line.
    pub fn judge(
        &self,
        form: usize,
        written: f64,
        places: Option<u8>,
        tolerance: Option<f64>,
        shown: &str,
    ) -> (bool, Message, Option<Message>) {
        self.judge_as_written(form, (written, None), places, tolerance, shown)
    }

    /// [`judge`](Self::judge) for a number that may be only near the float it is read as:
    /// `(written, Some(text))` for `2.99999999999999999` read as 3, where `text` (the
    /// number as written) and `shown` (the answer as written) are what the lines show, and
    /// no value from the tree file is right.
    pub fn judge_as_written(
        &self,
        form: usize,
        (written, inexact): (f64, Option<&str>),
        places: Option<u8>,
        tolerance: Option<f64>,
        shown: &str,
    ) -> (bool, Message, Option<Message>) {
        let number = inexact.map_or_else(|| fmt_value(written), str::to_string);
        let fill =
            |m: &Message| m.map_text(&|t: &str| t.replace(WRITTEN, &number).replace(SHOWN, shown));
        let exact = inexact.is_none();
        let passes = |test: Test| match test {
            Test::Found => self.found.matches(written, places, exact, tolerance),
            Test::True => self.truth.matches(written, places, exact, tolerance),
            Test::Any => true,
        };
        let note_of = |t: Target| rounding_note(written, places, t.value, t.computed, tolerance);
        let rules = self.for_form(form);
        match rules.iter().find(|r| passes(r.test)) {
            Some(r) => {
                let mut line = fill(&r.message);
                if r.miss {
                    line = line.then(rounding_miss(
                        written,
                        places,
                        self.found.value,
                        self.found.computed,
                        tolerance,
                    ));
                }
                let note = match &r.note {
                    Some(n) => Some(fill(n)),
                    None if r.ok => note_of(self.found).or_else(|| note_of(self.truth)),
                    None => None,
                };
                (r.ok, line, note)
            }
            // Every list ends in an `Any` rule; this is only for the type's sake.
            None => (false, fill(&msg!("check-you-wrote", shown = SHOWN)), None),
        }
    }
}

/// What the checker knows about the window one node is entered with.
#[derive(Clone, Debug, PartialEq)]
pub struct WindowRules {
    /// The window, when the search enters the node.
    pub entered: Option<(f64, f64)>,
    /// Whether the ends are compared with the tolerance (windows below chance nodes are
    /// computed; elsewhere they are numbers of the file, compared exactly).
    pub tolerant: bool,
    /// The line for a right window.
    pub right: Message,
    /// The line for a wrong one, with [`ALPHA`] and [`BETA`] for what was written.
    pub wrong: Message,
}

impl WindowRules {
    /// The rules for a node's window; `entered_at` is the step that enters it and
    /// `why_pruned` why it is never entered.
    pub fn new(
        name: &str,
        entered: Option<(f64, f64)>,
        entered_at: usize,
        tolerant: bool,
        why_pruned: Message,
    ) -> WindowRules {
        let (right, wrong) = match entered {
            Some((a, b)) => (
                msg!(
                    "check-window-right",
                    name = name,
                    alpha = fmt_value(a),
                    beta = fmt_value(b)
                ),
                msg!(
                    "check-window-wrong",
                    name = name,
                    alpha = fmt_value(a),
                    beta = fmt_value(b),
                    step = entered_at.to_string(),
                    wrote_alpha = ALPHA,
                    wrote_beta = BETA
                ),
            ),
            None => (
                Message::empty(),
                msg!("check-window-never", name = name, why = why_pruned),
            ),
        };
        WindowRules {
            entered,
            tolerant,
            right,
            wrong,
        }
    }

    /// Right or wrong, and the line, for the window `(a, b)` written.
    pub fn judge(&self, a: f64, b: f64) -> (bool, Message) {
        let same = |x: f64, y: f64| crate::num::eq_if(self.tolerant, x, y);
        match self.entered {
            Some((wa, wb)) if same(wa, a) && same(wb, b) => (true, self.right.clone()),
            _ => (
                false,
                self.wrong.map_text(&|t: &str| {
                    t.replace(ALPHA, &fmt_value(a)).replace(BETA, &fmt_value(b))
                }),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(bound: Bound, outside_high: bool) -> NodeRules {
        marked(bound, outside_high, false)
    }

    fn marked(bound: Bound, outside_high: bool, exact_bounds: bool) -> NodeRules {
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
            proved: Message::Text("≤ 2".into()),
            answer: "<=2".into(),
            cut_step: Message::empty(),
            why_pruned: Message::empty(),
            outside_high,
            outside_low: false,
            equal_window: Message::empty(),
            exact_bounds,
        })
    }

    #[test]
    fn marking_bounds_exactly_refuses_the_true_value_where_only_a_bound_is_known() {
        for (bound, key) in [
            (Bound::Upper, "check-node-write-bound"),
            (Bound::Unvisited, "check-node-leave-empty"),
        ] {
            let (ok, message, _) = marked(bound, false, true).judge(0, 2.0, None, None, "2");
            assert!(!ok, "{bound:?}");
            assert_eq!(message.key(), Some(key));
            let (ok, _, note) = marked(bound, false, false).judge(0, 2.0, None, None, "2");
            assert!(ok && note.is_some(), "generous, with a note: {bound:?}");
        }
        // The bound itself stays right.
        let (ok, _, _) = marked(Bound::Upper, false, true).judge(2, 2.0, None, None, "≤ 2");
        assert!(ok);
    }

    #[test]
    fn every_form_ends_in_a_rule_that_always_applies() {
        for bound in [Bound::Exact, Bound::Lower, Bound::Upper, Bound::Unvisited] {
            let r = case(bound, false);
            for form in 0..3 {
                assert_eq!(r.for_form(form).last().map(|x| x.test), Some(Test::Any));
            }
        }
    }

    #[test]
    fn a_bound_node_takes_its_bound_and_its_true_value() {
        let r = case(Bound::Upper, false);
        assert!(r.judge(2, 2.0, None, None, "≤ 2").0);
        let (ok, line, note) = r.judge(0, 2.0, None, None, "2");
        assert!(ok);
        assert_eq!(line.key(), Some("check-node-is"));
        assert_eq!(
            note.and_then(|n| n.key()),
            Some("check-node-only-proves-right")
        );
        let (ok, line, _) = r.judge(1, 2.0, None, None, "≥ 2");
        assert!(!ok);
        assert_eq!(line.key(), Some("check-node-only-proves"));
        assert_eq!(
            line.arg("wrote"),
            Some(&crate::message::Arg::Text("≥ 2".into()))
        );
    }

    #[test]
    fn a_window_is_right_only_at_both_ends() {
        let w = WindowRules::new("C", Some((3.0, f64::INFINITY)), 7, false, Message::empty());
        assert!(w.judge(3.0, f64::INFINITY).0);
        let (ok, line) = w.judge(2.0, f64::INFINITY);
        assert!(!ok);
        assert_eq!(
            line.arg("wrote_alpha"),
            Some(&crate::message::Arg::Text("2".into()))
        );
    }
}
