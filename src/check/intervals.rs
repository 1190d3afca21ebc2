//! Chance intervals: the interval a chance node's value is proven to lie in when its search
//! ends (`intervals: {C: [0, 2]}`), as the step table and the stepper show it after the
//! node's last child. Under Star1 and Star2 a chance node that cuts proves only an interval;
//! one searched to the end proves its value, an interval closed on it (`[v, v]`).
//!
//! Its ends are sums weighted by probabilities: each is compared as a value from chance
//! averaging is (see [`rounding`](super::rounding)), so `2.33` is right for 7/3.

use super::answers::WrittenInterval;
use super::rounding::{Target, rounding_note, same_number};
use super::{Item, Verdict};
use crate::message::{Message, msg};
use crate::num::fmt_value;
use crate::search::Recorder;
use crate::tree::{Kind, NodeId, Tree};

/// In an interval's wrong line: the lower end written.
pub const WROTE_LO: &str = "\u{E00C}";
/// In an interval's wrong line: the upper end written.
pub const WROTE_HI: &str = "\u{E00D}";

/// What the checker knows about one node's interval: what the search proves there, and
/// the lines for a right and a wrong answer.
#[derive(Clone, Debug, PartialEq)]
pub struct IntervalRules {
    /// The proven interval's ends, where the search proves one at the node.
    pub proven: Option<(Target, Target)>,
    /// The step that proves it (0 where there is none).
    pub step: usize,
    /// The line for a right interval.
    pub right: Message,
    /// The line for a wrong one, with [`WROTE_LO`] and [`WROTE_HI`] for what was written.
    pub wrong: Message,
}

impl IntervalRules {
    /// The rules for `node`'s interval, from the search's record.
    pub fn of(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> IntervalRules {
        let name = tree.name(node);
        let proven = rec.interval_of(node);
        let (right, wrong) = match proven {
            _ if tree.kind(node) != Kind::Chance => (
                Message::empty(),
                msg!(
                    "check-interval-not-chance",
                    name = name.as_str(),
                    wrote_lo = WROTE_LO,
                    wrote_hi = WROTE_HI
                ),
            ),
            Some((step, lo, hi)) => (
                msg!(
                    "check-interval-right",
                    name = name.as_str(),
                    lo = fmt_value(lo),
                    hi = fmt_value(hi)
                ),
                msg!(
                    "check-interval-wrong",
                    name = name.as_str(),
                    lo = fmt_value(lo),
                    hi = fmt_value(hi),
                    step = step.to_string(),
                    wrote_lo = WROTE_LO,
                    wrote_hi = WROTE_HI
                ),
            ),
            None => {
                let why = if rec.entered_at(node).is_none() {
                    super::leaves::why_pruned(tree, rec, node, strict)
                } else {
                    msg!("check-interval-not-searched", name = name.as_str())
                };
                (
                    Message::empty(),
                    msg!("check-interval-never", name = name.as_str(), why = why),
                )
            }
        };
        let computed = |value| Target {
            value,
            computed: true,
        };
        IntervalRules {
            proven: proven
                .filter(|_| tree.kind(node) == Kind::Chance)
                .map(|(_, lo, hi)| (computed(lo), computed(hi))),
            step: proven.map_or(0, |(step, ..)| step),
            right,
            wrong,
        }
    }

    /// Right or wrong, the line, and a note (an end right by rounding or tolerance), for
    /// the interval written.
    pub fn judge(
        &self,
        w: &WrittenInterval,
        tolerance: Option<f64>,
    ) -> (bool, Message, Option<Message>) {
        let end = |x: f64, places: Option<u8>, t: Target| {
            same_number(x, places, true, t.value, t.computed, tolerance)
        };
        match self.proven {
            Some((lo, hi)) if end(w.lo, w.places.0, lo) && end(w.hi, w.places.1, hi) => {
                let notes: Vec<Message> = [(w.lo, w.places.0, lo), (w.hi, w.places.1, hi)]
                    .into_iter()
                    .filter_map(|(x, places, t)| {
                        rounding_note(x, places, t.value, t.computed, tolerance)
                    })
                    .collect();
                let note = notes
                    .into_iter()
                    .reduce(|a, b| msg!("grade-notes", first = a, then = b));
                (true, self.right.clone(), note)
            }
            _ => (
                false,
                self.wrong.map_text(&|t: &str| {
                    t.replace(WROTE_LO, &fmt_value(w.lo))
                        .replace(WROTE_HI, &fmt_value(w.hi))
                }),
                None,
            ),
        }
    }
}

/// The verdict on one interval written, and, for a wrong one, what the search proves there
/// (for a diagnosis).
pub fn verdict(
    tree: &Tree,
    rec: &Recorder,
    w: &WrittenInterval,
    tolerance: Option<f64>,
    strict: bool,
) -> (Verdict, Option<Message>) {
    let rules = IntervalRules::of(tree, rec, w.node, strict);
    let (ok, message, note) = rules.judge(w, tolerance);
    let contrast = (!ok).then(|| match rules.proven {
        Some(_) => rules.right.clone(),
        None => msg!("check-interval-none", name = tree.name(w.node)),
    });
    (
        Verdict {
            item: Item::Interval(w.node),
            ok,
            message,
            note,
        },
        contrast,
    )
}

/// Every chance node's proven interval in the search's record, in node order: what a
/// rubric scores `intervals` on when it names none, and what `--json` reports beside each
/// interval answered.
pub fn proven(tree: &Tree, rec: &Recorder) -> Vec<(NodeId, (f64, f64))> {
    tree.ids()
        .filter(|&n| tree.kind(n) == Kind::Chance)
        .filter_map(|n| rec.interval_of(n).map(|(_, lo, hi)| (n, (lo, hi))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Source, parse};
    use crate::search::{Algorithm, Config};

    /// AIMA's Fig. 5.19 tree with leaf bounds [-2, 2]: its left chance node C1 is searched
    /// to the end, its right one C2 cuts.
    fn fig519() -> (Tree, Recorder) {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/trees/aima-chance-fig5-19-bounded.yaml"
        ))
        .expect("the corpus tree");
        let doc = parse(&Source::inline("t", &text)).expect("valid tree");
        let cfg = Config {
            bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::new(Algorithm::Star1)
        };
        let mut rec = Recorder::default();
        crate::search::run_observed(&doc.tree, &cfg, &mut rec).expect("search runs");
        (doc.tree, rec)
    }

    fn written(tree: &Tree, name: &str, lo: f64, hi: f64) -> WrittenInterval {
        WrittenInterval {
            node: tree.resolve(name).expect("a node"),
            lo,
            hi,
            places: (None, None),
        }
    }

    #[test]
    fn the_interval_is_the_last_one_the_search_proves_at_the_chance_node() {
        let (tree, rec) = fig519();
        let all = proven(&tree, &rec);
        let c2 = tree.resolve("C2").unwrap();
        let (_, (lo, hi)) = all.iter().find(|(n, _)| *n == c2).copied().unwrap();
        // C2 cuts after M3 returns 0 ≤ A = 1: it is worth at most α = 1.5 from there.
        assert!(lo < hi, "a cut chance node proves an interval, not a value");
        let (ok, message, note) =
            IntervalRules::of(&tree, &rec, c2, false).judge(&written(&tree, "C2", lo, hi), None);
        assert!(ok && note.is_none());
        assert_eq!(message.key(), Some("check-interval-right"));
        let (ok, message, _) = IntervalRules::of(&tree, &rec, c2, false)
            .judge(&written(&tree, "C2", lo, hi + 1.0), None);
        assert!(!ok);
        assert_eq!(message.key(), Some("check-interval-wrong"));
    }

    #[test]
    fn an_interval_at_a_node_that_is_no_chance_node_is_wrong() {
        let (tree, rec) = fig519();
        let root = tree.root();
        let w = WrittenInterval {
            node: root,
            lo: 0.0,
            hi: 1.0,
            places: (None, None),
        };
        let (v, contrast) = verdict(&tree, &rec, &w, None, false);
        assert!(!v.ok && contrast.is_some());
        assert_eq!(v.message.key(), Some("check-interval-not-chance"));
        assert_eq!(v.item, Item::Interval(root));
    }

    #[test]
    fn an_end_from_averaging_may_be_rounded_with_a_note() {
        let t = Target {
            value: 7.0 / 3.0,
            computed: true,
        };
        let rules = IntervalRules {
            proven: Some((
                t,
                Target {
                    value: 3.0,
                    computed: true,
                },
            )),
            step: 5,
            right: Message::Text("right".into()),
            wrong: Message::Text(format!("wrote {WROTE_LO} {WROTE_HI}")),
        };
        let w = |lo, places| WrittenInterval {
            node: NodeId(0),
            lo,
            hi: 3.0,
            places: (places, None),
        };
        let (ok, _, note) = rules.judge(&w(2.33, Some(2)), None);
        assert!(ok);
        assert_eq!(note.unwrap().key(), Some("check-rounded-note"));
        let (ok, line, _) = rules.judge(&w(2.34, Some(2)), None);
        assert!(!ok);
        assert_eq!(line, Message::Text("wrote 2.34 3".into()));
    }
}
