//! Grading Monte Carlo answers (`next_selection`): after iteration K, which child UCB1
//! selects at a node and its UCB1 value, against the search's own statistics after K
//! iterations with the block's seed and exploration constant.

use std::collections::HashMap;

use crate::error::Result;
use crate::message::{Arg, Message, msg};
use crate::num::{approx_eq, fmt_value};
use crate::search::error::SearchError;
use crate::search::mcts::{self, MctsParams, MctsResult};
use crate::search::{Config, NoObserver};
use crate::tree::{Kind, NodeId, Tree};

use super::answers::{Claim, Expectation, NextSelection};
use super::rounding::{rounding_note, same_number};
use super::{Item, Verdict};

/// UCB1 values as a verdict shows them: to 3 places (the answer is compared unrounded).
fn three(v: f64) -> String {
    if v.is_infinite() {
        "∞".into()
    } else {
        fmt_value((v * 1000.0).round() / 1000.0)
    }
}

/// The statistics after each iteration some answer asks about, each search run once.
struct Runs<'a> {
    tree: &'a Tree,
    config: &'a Config,
    done: HashMap<u64, MctsResult>,
}

impl Runs<'_> {
    fn after(&mut self, iterations: u64) -> Result<&MctsResult> {
        if !self.done.contains_key(&iterations) {
            let params = MctsParams {
                iterations,
                ..self.config.mcts
            };
            let r = mcts::run(self.tree, params, self.config.bounds, &mut NoObserver)
                .map_err(SearchError::Mcts)?;
            self.done.insert(iterations, r);
        }
        Ok(&self.done[&iterations])
    }
}

/// One verdict per `next_selection` answer of the block.
pub(super) fn verdicts(tree: &Tree, exp: &Expectation) -> Result<Vec<Verdict>> {
    let mut runs = Runs {
        tree,
        config: &exp.config,
        done: HashMap::new(),
    };
    let mut out = Vec::new();
    for c in &exp.next_selection {
        let r = runs.after(c.what.after)?;
        out.push(judge(tree, r, c, exp.tolerance));
    }
    Ok(out)
}

/// Whether the answer names the child UCB1 selects and gives its UCB1 value, and why not.
fn judge(tree: &Tree, r: &MctsResult, c: &Claim<NextSelection>, tolerance: Option<f64>) -> Verdict {
    let NextSelection {
        after,
        at,
        child,
        ucb,
    } = c.what;
    let item = Item::NextSelection { after, at };
    let node = tree.name(at);
    let visits = r.stats[at.index()].visits;
    let Some(scores) = r.ucb1_at(tree, at).filter(|_| visits > 0) else {
        return Verdict {
            item,
            ok: false,
            message: msg!("check-mcts-outside", node = node.as_str(), after = after),
            note: None,
        };
    };
    let top = scores
        .iter()
        .map(|&(_, u)| u)
        .fold(f64::NEG_INFINITY, f64::max);
    // The children UCB1 may select: the highest value (every child not yet visited, which
    // the search draws among, or those tied at the top, the first of which it takes).
    let selected: Vec<NodeId> = scores
        .iter()
        .filter(|&&(_, u)| u == top || (top.is_finite() && approx_eq(u, top)))
        .map(|&(k, _)| k)
        .collect();
    let child_ok = selected.contains(&child);
    // The value is that of the child named when it is one UCB1 selects, else of the first
    // one it selects.
    let judged = if child_ok { child } else { selected[0] };
    let truth = scores
        .iter()
        .find(|&&(k, _)| k == judged)
        .map_or(f64::NAN, |&(_, u)| u);
    let value_ok = same_number(ucb, c.places, c.inexact.is_none(), truth, true, tolerance);
    let written = c
        .inexact
        .clone()
        .unwrap_or_else(|| crate::num::fmt_exact(ucb));
    let names: Vec<String> = selected.iter().map(|&k| tree.name(k)).collect();
    let message = if child_ok && value_ok {
        msg!(
            "check-mcts-right",
            after = after,
            node = node.as_str(),
            child = tree.name(child),
            ucb = three(truth)
        )
    } else if !child_ok {
        msg!(
            "check-mcts-child-wrong",
            after = after,
            node = node.as_str(),
            child = tree.name(child),
            selected = Arg::list(names.clone(), "list-or"),
            scores = scores_line(tree, r, &scores, at)
        )
    } else {
        msg!(
            "check-mcts-value-wrong",
            after = after,
            node = node.as_str(),
            child = tree.name(child),
            written = written,
            formula = formula(tree, r, at, child, three(truth)),
            rounding = miss(ucb, c.places, truth, tolerance)
        )
    };
    let ok = child_ok && value_ok;
    let note = if !ok {
        None
    } else if selected.len() > 1 && top.is_finite() {
        Some(msg!(
            "check-mcts-ties",
            names = Arg::list(names, "list-items-separator"),
            first = tree.name(selected[0])
        ))
    } else if selected.len() > 1 {
        Some(msg!(
            "check-mcts-unvisited",
            names = Arg::list(names, "list-items-separator")
        ))
    } else if tolerance.is_some() {
        rounding_note(ucb, c.places, truth, true, tolerance)
    } else {
        rounded_note(ucb, c.places, truth)
    };
    Verdict {
        item,
        ok,
        message,
        note,
    }
}

/// Every child with its UCB1 value, visits and mean: what the selection weighs.
fn scores_line(tree: &Tree, r: &MctsResult, scores: &[(NodeId, f64)], at: NodeId) -> Message {
    let parts: Vec<Message> = scores
        .iter()
        .map(|&(k, u)| {
            let s = r.stats[k.index()];
            if s.visits == 0 {
                msg!("check-mcts-score-unvisited", child = tree.name(k))
            } else {
                msg!(
                    "check-mcts-score",
                    child = tree.name(k),
                    ucb = three(u),
                    visits = s.visits,
                    mean = three(s.mean())
                )
            }
        })
        .collect();
    msg!(
        "check-mcts-scores",
        node = tree.name(at),
        visits = r.stats[at.index()].visits,
        scores = Arg::list(parts, "list-separator")
    )
}

/// UCB1 of `child` written out with its numbers: `q + C·√(ln N / n)`, `q` the mean scaled
/// to [0, 1] and, at a MIN node, taken as `1 − q`.
fn formula(tree: &Tree, r: &MctsResult, at: NodeId, child: NodeId, ucb: String) -> Message {
    let s = r.stats[child.index()];
    if s.visits == 0 {
        return msg!("check-mcts-formula-unvisited");
    }
    let q = mcts::scale_reward(r.scale, s.mean());
    let key = if tree.kind(at) == Kind::Min {
        "check-mcts-formula-min"
    } else {
        "check-mcts-formula-max"
    };
    msg!(
        key,
        q = three(q),
        c = three(r.params.exploration),
        parent = r.stats[at.index()].visits,
        visits = s.visits,
        ucb = ucb
    )
}

/// Why a UCB1 value written is not the value: rounded to the places written it is another
/// number, or it is written to fewer than two places (UCB1 values are irrational, so they
/// are written rounded, as values from chance averaging are).
fn miss(written: f64, places: Option<u8>, truth: f64, tolerance: Option<f64>) -> Message {
    if !truth.is_finite() {
        return Message::empty();
    }
    if let Some(t) = tolerance {
        return msg!("check-beyond-tolerance", tolerance = fmt_value(t));
    }
    match places {
        Some(p) if p >= 2 => msg!(
            "check-mcts-miss-places",
            places = p,
            rounded = format!("{truth:.*}", p as usize),
            written = format!("{written:.*}", p as usize)
        ),
        _ => msg!("check-mcts-miss-plain", rounded = format!("{truth:.3}")),
    }
}

/// The note on a right UCB1 value written rounded: what it is to more places.
fn rounded_note(written: f64, places: Option<u8>, truth: f64) -> Option<Message> {
    if written == truth || !truth.is_finite() {
        return None;
    }
    Some(msg!(
        "check-mcts-rounded",
        written = fmt_value(written),
        value = crate::num::fmt_as(truth, true),
        places = places.unwrap_or(0)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{Searches, check_block, expectations};
    use crate::parse::{parse_text, parse_value};
    use crate::search::{Recorder, Step};

    const TRAP: &str = "{id: A, max: [{id: S, min: [5, 5, 5]}, {id: T, min: [{id: R, max: [{min: [0, 10, 10]}, {min: [0, 10, 10]}]}, {id: U1, max: [9, 9]}, {id: U2, max: [9, 9]}]}]}";

    /// The verdicts for an answer block on the trap tree.
    fn verdicts_for(answer: &str) -> Vec<Verdict> {
        let doc = parse_text(TRAP).unwrap();
        let v = parse_value(answer).unwrap();
        let blocks = expectations(&doc.tree, &doc.meta, &v).unwrap();
        let r = check_block(&doc.tree, &blocks[0], &mut Searches::default()).unwrap();
        r.verdicts
    }

    /// What iteration `k + 1` weighs at `node`, from the search's own events: each
    /// child's UCB1 and the one selected (the key, taken from a longer search's record).
    fn weighed_next(k: u64, node: &str) -> (Vec<(String, f64)>, String) {
        let doc = parse_text(TRAP).unwrap();
        let tree = &doc.tree;
        let at = tree.resolve(node).unwrap();
        let params = MctsParams {
            iterations: k + 1,
            ..MctsParams::default()
        };
        let mut rec = Recorder::default();
        mcts::run(tree, params, None, &mut rec).unwrap();
        let start = rec
            .steps
            .iter()
            .position(|s| matches!(s, Step::Iteration { number } if *number == k + 1))
            .unwrap();
        let mut weighed = Vec::new();
        for s in &rec.steps[start..] {
            match *s {
                Step::Candidate {
                    node, child, ucb, ..
                } if node == at => weighed.push((tree.name(child), ucb)),
                Step::Select { node, child, .. } if node == at => {
                    return (weighed, tree.name(child));
                }
                _ => {}
            }
        }
        panic!("iteration {} does not select at {node}", k + 1)
    }

    #[test]
    fn the_child_ucb1_selects_and_its_value_are_right_and_a_wrong_child_or_value_is_not() {
        // After 12 iterations the root weighs S and T by UCB1; the key comes from what
        // iteration 13 weighs at the root.
        let (weighed, chosen) = weighed_next(12, "A");
        assert_eq!(weighed.len(), 2, "{weighed:?}");
        let ucb = weighed.iter().find(|(n, _)| *n == chosen).unwrap().1;
        let other = weighed.iter().find(|(n, _)| *n != chosen).unwrap();
        let answer = |child: &str, v: String| {
            format!(
                "{{algorithm: mcts, next_selection: [{{after: 12, at: A, child: {child}, ucb: {v}}}]}}"
            )
        };
        let right = verdicts_for(&answer(&chosen, format!("{ucb:.3}")));
        assert!(right[0].ok, "{right:?}");
        assert_eq!(right[0].message.key(), Some("check-mcts-right"));
        assert_eq!(
            right[0].item,
            Item::NextSelection {
                after: 12,
                at: parse_text(TRAP).unwrap().tree.resolve("A").unwrap()
            }
        );
        // Every digit is right too, without a note.
        let exact = verdicts_for(&answer(&chosen, format!("{ucb:?}")));
        assert!(exact[0].ok && exact[0].note.is_none(), "{exact:?}");

        let wrong_child = verdicts_for(&answer(&other.0, format!("{:.3}", other.1)));
        assert!(!wrong_child[0].ok);
        assert_eq!(wrong_child[0].message.key(), Some("check-mcts-child-wrong"));

        let wrong_value = verdicts_for(&answer(&chosen, format!("{:.3}", ucb + 0.01)));
        assert!(!wrong_value[0].ok);
        assert_eq!(wrong_value[0].message.key(), Some("check-mcts-value-wrong"));
        // Too few places is wrong even when it rounds.
        let coarse = verdicts_for(&answer(&chosen, format!("{ucb:.1}")));
        assert!(!coarse[0].ok, "{coarse:?}");
    }

    #[test]
    fn a_child_never_visited_is_infinite_and_a_node_outside_the_tree_selects_nothing() {
        let v = verdicts_for(
            "{algorithm: mcts, next_selection: [{after: 2, at: T, child: U1, ucb: .inf}, {after: 2, at: T, child: U1, ucb: 3}, {after: 1, at: S, child: \"1.1\", ucb: .inf}]}",
        );
        assert!(v[0].ok, "{v:?}");
        assert_eq!(
            v[0].note.as_ref().and_then(Message::key),
            Some("check-mcts-unvisited")
        );
        assert!(!v[1].ok);
        assert!(!v[2].ok);
        assert_eq!(v[2].message.key(), Some("check-mcts-outside"));
    }

    #[test]
    fn bad_selection_answers_are_refused_with_their_reason() {
        let doc = parse_text(TRAP).unwrap();
        // Refused as the block is read.
        let read = |answer: &str| {
            let v = parse_value(answer).unwrap();
            expectations(&doc.tree, &doc.meta, &v)
                .unwrap_err()
                .to_string()
        };
        // Refused as it is graded, once the grader's conventions are set.
        let graded = |answer: &str| {
            let v = parse_value(answer).unwrap();
            let blocks = expectations(&doc.tree, &doc.meta, &v).unwrap();
            check_block(&doc.tree, &blocks[0], &mut Searches::default())
                .unwrap_err()
                .to_string()
        };
        assert!(
            graded("{next_selection: {after: 3, at: A, child: S, ucb: 1}}")
                .contains("algorithm: mcts")
        );
        assert!(graded("{algorithm: mcts, value: 5}").contains("`next_selection` only"));
        assert!(
            read("{algorithm: mcts, next_selection: {after: 0, at: A, child: S, ucb: 1}}")
                .contains("from 1")
        );
        assert!(
            read("{algorithm: mcts, next_selection: {at: A, child: S, ucb: 1}}").contains("needs")
        );
        assert!(
            read("{algorithm: mcts, next_selection: {after: 3, at: \"1.1\", child: \"1.1.1\", ucb: 1}}")
                .contains("not a MAX or MIN")
        );
        assert!(
            read("{algorithm: mcts, exploration: -1, next_selection: {after: 3, at: A, child: S, ucb: 1}}")
                .contains("exploration")
        );
    }

    #[test]
    fn a_seed_stated_in_the_trees_expect_is_the_one_answers_are_graded_under() {
        let doc = parse_text(TRAP).unwrap();
        let v = parse_value("{algorithm: mcts, seed: 7}").unwrap();
        let tree_says = super::super::conventions::from_expect(&v).unwrap();
        let imposed = super::super::Imposed::new(
            &[],
            &[],
            &tree_says.iter().map(|c| c.what).collect::<Vec<_>>(),
        );
        let answer = parse_value("{next_selection: {after: 3, at: A, child: S, ucb: 1}}").unwrap();
        let mut block = expectations(&doc.tree, &doc.meta, &answer)
            .unwrap()
            .remove(0);
        block.impose(&imposed);
        assert_eq!(block.config.algorithm, crate::search::Algorithm::Mcts);
        assert_eq!(block.config.mcts.seed, 7);
    }
}
