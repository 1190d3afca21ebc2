//! Monte Carlo exam questions (`exam --algo mcts`): "after K iterations, which child does
//! UCB1 select next at node X, and what is its UCB1 value?" The sheet gives the tree, the
//! visits of X and of each child and the total reward backed up through each child; the key
//! and the tree file's `expect` block hold what the search's own statistics give, so
//! `gametree check` agrees with the key by construction.
//!
//! A question is kept only when the answer is one a student can find by hand: every child
//! of X has been visited (no ∞), and the best UCB1 beats the second by at least
//! [`MARGIN`], so rounding to 3 places cannot change which child is selected.

use std::collections::HashSet;
use std::fmt::Write;

use super::{
    ExamSpec, FIGURE, answer_lines, ending, esc, heading, no_good_tree, placed, preamble,
    question_heading, root_choices, together,
};
use crate::exercise::letters::letter_inner_nodes;
use crate::exercise::random::{RandomSpec, generate};
use crate::i18n::tr;
use crate::num::fmt_value;
use crate::render::tikz::{self, Options, Sheet};
use crate::rng::Rng;
use crate::search::mcts::{self, MctsParams, MctsResult, scale_reward};
use crate::search::{self, Algorithm, Config, NoObserver, Recorder};
use crate::tree::{Kind, NodeId, Tree};

/// How far the selected child's UCB1 must lie above the next one's.
pub const MARGIN: f64 = 0.01;

/// The iterations a question stops after: enough to visit every child of a small node more
/// than once, few enough that the numbers stay small.
pub const ITERATIONS: std::ops::RangeInclusive<u64> = 8..=30;

/// One Monte Carlo question.
pub struct Question {
    /// 1-based.
    pub number: usize,
    /// The tree, inner nodes lettered A, B, … breadth first.
    pub tree: Tree,
    /// The search: its iterations are the K of the question.
    pub params: MctsParams,
    /// Its statistics after K iterations.
    pub result: MctsResult,
    /// The node the question asks about.
    pub at: NodeId,
    /// Each child of `at` with its UCB1 value.
    pub scores: Vec<(NodeId, f64)>,
    /// The child UCB1 selects.
    pub selected: NodeId,
}

impl Question {
    /// The selected child's UCB1 value.
    pub fn ucb(&self) -> f64 {
        self.scores
            .iter()
            .find(|&&(c, _)| c == self.selected)
            .map_or(f64::NAN, |&(_, u)| u)
    }
}

/// The nodes a question may ask about after the search: MAX and MIN nodes whose children
/// all have visits, breadth first (the root first).
fn askable(tree: &Tree, r: &MctsResult) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut queue = std::collections::VecDeque::from([tree.root()]);
    while let Some(n) = queue.pop_front() {
        let kids = tree.children(n);
        if matches!(tree.kind(n), Kind::Max | Kind::Min)
            && kids.len() >= 2
            && kids.iter().all(|c| r.stats[c.index()].visits > 0)
        {
            out.push(n);
        }
        queue.extend(kids.iter().copied());
    }
    out
}

/// The child UCB1 selects at `at` and every child's value, when the choice is clear.
fn clear_choice(tree: &Tree, r: &MctsResult, at: NodeId) -> Option<(NodeId, Vec<(NodeId, f64)>)> {
    let scores = r.ucb1_at(tree, at)?;
    let mut sorted: Vec<f64> = scores.iter().map(|&(_, u)| u).collect();
    sorted.sort_by(|a, b| b.total_cmp(a));
    if !sorted[0].is_finite() || sorted[0] - sorted[1] < MARGIN {
        return None;
    }
    let selected = scores.iter().find(|&&(_, u)| u == sorted[0])?.0;
    Some((selected, scores))
}

/// Makes the questions: for each, random trees and searches from seeds drawn from the
/// exam's seed, until one asks a clear question about a tree not used before.
pub fn questions(spec: &ExamSpec) -> Result<Vec<Question>, String> {
    let mut rng = Rng::new(spec.seed);
    let mut seen: HashSet<String> = HashSet::new();
    let choices = root_choices(spec);
    if choices.is_empty() {
        return Err(tr!(
            "err-exam-no-root-branching",
            lo = super::ROOT_BRANCHING.start().to_string(),
            hi = super::ROOT_BRANCHING.end().to_string(),
            max = spec.max_leaves.to_string()
        ));
    }
    let mut out = Vec::with_capacity(spec.count);
    for number in 1..=spec.count {
        let root_branching = choices[(number - 1) % choices.len()];
        let mut found = None;
        for _ in 0..spec.attempts {
            let tree_seed = rng.next_u64() >> 1;
            let mut tree = generate(&RandomSpec {
                seed: tree_seed,
                root_branching: Some(root_branching),
                max_leaves: Some(spec.max_leaves),
                ..spec.shape.clone()
            });
            if tree.leaf_count() > spec.max_leaves {
                continue;
            }
            letter_inner_nodes(&mut tree);
            let params = MctsParams {
                iterations: rng.range(*ITERATIONS.start() as i64, *ITERATIONS.end() as i64) as u64,
                seed: rng.range(1, 9_999) as u64,
                ..MctsParams::default()
            };
            let Ok(result) = mcts::run(&tree, params, None, &mut NoObserver) else {
                continue;
            };
            if result.scale.0 >= result.scale.1 {
                continue;
            }
            // The root on the first question, then any node the search can be asked about.
            let nodes = askable(&tree, &result);
            let at = match nodes.as_slice() {
                [] => continue,
                [only] => *only,
                _ if number == 1 => nodes[0],
                _ => nodes[rng.range(0, nodes.len() as i64 - 1) as usize],
            };
            let Some((selected, scores)) = clear_choice(&tree, &result, at) else {
                continue;
            };
            let body = crate::tree::yaml::write(&tree, &crate::tree::yaml::Header::default());
            if !seen.insert(body) {
                continue;
            }
            found = Some(Question {
                number,
                tree,
                params,
                result,
                at,
                scores,
                selected,
            });
            break;
        }
        match found {
            Some(q) => out.push(q),
            None => return Err(no_good_tree(number, spec)),
        }
    }
    Ok(out)
}

/// The tree file of a question: the tree, and an `expect` block with its answer.
pub fn tree_file(spec: &ExamSpec, q: &Question) -> String {
    let header = crate::tree::yaml::Header {
        name: Some(format!("exam question {}, seed {}", q.number, spec.seed)),
        source: Some(format!("{} (question {})", spec.command, q.number)),
        bounds: None,
        comments: Vec::new(),
    };
    let mut text = crate::tree::yaml::write(&q.tree, &header);
    let _ = write!(
        text,
        "expect:\n  algorithm: mcts\n  seed: {}\n  next_selection:\n    - {{after: {}, at: {}, child: {}, ucb: {:.3}}}\n",
        q.params.seed,
        q.params.iterations,
        q.tree.name(q.at),
        q.tree.name(q.selected),
        q.ucb()
    );
    text
}

/// The tree as a blank figure: leaves and letters, no values of inner nodes.
fn figure(spec: &ExamSpec, q: &Question) -> String {
    // The figure is drawn from an exhaustive search's record; the blank sheet shows
    // nothing of its values.
    let mut rec = Recorder::default();
    let drawn = search::run_observed(&q.tree, &Config::new(Algorithm::Minimax), &mut rec);
    let Ok(outcome) = drawn else {
        return String::new();
    };
    let opts = Options {
        sheet: Sheet::Blank,
        windows: false,
        standalone: false,
        cjk: spec.sheet.lang != crate::i18n::Lang::ENGLISH,
    };
    format!(
        "\\begin{{lrbox}}{{\\gtfigure}}\n{}\\end{{lrbox}}\n",
        tikz::figure(&q.tree, &outcome, &rec, &opts)
    )
}

fn kind_word(tree: &Tree, n: NodeId) -> &'static str {
    if tree.kind(n) == Kind::Min {
        "MIN"
    } else {
        "MAX"
    }
}

/// What the sheet tells of the search at the node asked about.
fn ask(q: &Question) -> String {
    let tree = &q.tree;
    let children: Vec<String> = tree
        .children(q.at)
        .iter()
        .map(|&c| {
            let s = q.result.stats[c.index()];
            tr!(
                "exam-mcts-child",
                child = tree.name(c),
                visits = s.visits,
                total = fmt_value(s.total)
            )
        })
        .collect();
    tr!(
        "exam-mcts-ask",
        iterations = q.params.iterations,
        kind = kind_word(tree, q.at),
        node = tree.name(q.at),
        visits = q.result.stats[q.at.index()].visits,
        children = children.join(&tr!("list-items-separator")),
        lo = fmt_value(q.result.scale.0),
        hi = fmt_value(q.result.scale.1)
    )
}

/// `exam.tex` of a Monte Carlo exam.
pub fn exam_tex(spec: &ExamSpec, questions: &[Question]) -> String {
    crate::i18n::with(spec.sheet.lang, || {
        let mut s = preamble(spec);
        let mut lead = heading(spec, questions.len(), false);
        let _ = writeln!(
            lead,
            "{}\\par\\medskip",
            esc(spec, &tr!("exam-mcts-instructions"))
        );
        for q in questions {
            // The heading goes with the first question, on its page.
            let mut body = std::mem::take(&mut lead);
            body.push_str(&together(&format!(
                "{}\n{FIGURE}{}\\par\n",
                question_heading(spec, q.number),
                esc(spec, &ask(q))
            )));
            body.push_str(&answer_lines(spec.sheet.answer_space));
            body.push_str("\\bigskip\n");
            s.push_str(&placed(&figure(spec, q), &body));
        }
        // (The heading, if no question took it.)
        s.push_str(&lead);
        s.push_str(ending(spec));
        s
    })
}

/// Every child's UCB1 worked out, as the key shows it.
pub fn worked(q: &Question) -> Vec<String> {
    let tree = &q.tree;
    let parent = q.result.stats[q.at.index()].visits;
    let min = tree.kind(q.at) == Kind::Min;
    q.scores
        .iter()
        .map(|&(c, u)| {
            let s = q.result.stats[c.index()];
            let scaled = scale_reward(q.result.scale, s.mean());
            let side = if min { 1.0 - scaled } else { scaled };
            tr!(
                "exam-mcts-key-score",
                child = tree.name(c),
                q = three(scaled),
                side = three(side),
                c = three(q.params.exploration),
                parent = parent,
                visits = s.visits,
                ucb = three(u)
            )
        })
        .collect()
}

/// To 3 places, as the sheets ask for.
fn three(v: f64) -> String {
    format!("{v:.3}")
}

/// `key.tex` of a Monte Carlo exam: each question's answer and every child's UCB1 worked.
pub fn key_tex(spec: &ExamSpec, questions: &[Question]) -> String {
    crate::i18n::with(spec.sheet.lang, || {
        let mut s = preamble(spec);
        let mut lead = heading(spec, questions.len(), true) + &super::made_by(spec);
        for q in questions {
            let mut body = std::mem::take(&mut lead);
            let answer = tr!(
                "exam-mcts-answer",
                node = q.tree.name(q.at),
                child = q.tree.name(q.selected),
                ucb = three(q.ucb())
            );
            body.push_str(&together(&format!(
                "{}\n{FIGURE}{}\\par\n\\textbf{{{}}}\\par\n",
                question_heading(spec, q.number),
                esc(spec, &ask(q)),
                esc(spec, &answer)
            )));
            body.push_str("{\\small\\begin{itemize}\\setlength{\\itemsep}{1pt}\n");
            for l in worked(q) {
                let _ = writeln!(body, "\\item {}", esc(spec, &l));
            }
            body.push_str("\\end{itemize}}\\bigskip\n");
            s.push_str(&placed(&figure(spec, q), &body));
        }
        // (The heading, if no question took it.)
        s.push_str(&lead);
        s.push_str(ending(spec));
        s
    })
}

/// The questions at a glance, for the person who made the exam.
pub fn summary(questions: &[Question], style: &crate::render::Style) -> String {
    use crate::render::table;
    let header = [
        String::new(),
        tr!("exam-col-leaves"),
        tr!("exam-col-iterations"),
        tr!("exam-col-at"),
        tr!("exam-col-selects"),
        "UCB1".to_string(),
    ];
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = table::new(style, &header);
    for q in questions {
        t.add_row(vec![
            format!("q{}", q.number),
            q.tree.leaf_count().to_string(),
            q.params.iterations.to_string(),
            q.tree.name(q.at),
            q.tree.name(q.selected),
            three(q.ucb()),
        ]);
    }
    table::align_right(&mut t, &[1, 2, 5]);
    table::text(&t) + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::exam::SheetSpec;

    fn spec(seed: u64, count: usize) -> ExamSpec {
        ExamSpec {
            shape: RandomSpec {
                depth: 3,
                branching: (2, 3),
                values: (-9, 9),
                ..RandomSpec::default()
            },
            seed,
            count,
            convention_sensitive: false,
            max_leaves: 24,
            root_branching: None,
            attempts: 2_000,
            command: "gametree exam --algo mcts".into(),
            sheet: SheetSpec::default(),
        }
    }

    #[test]
    fn each_question_has_a_clear_choice_that_the_next_iteration_makes() {
        let qs = questions(&spec(3, 4)).unwrap();
        assert_eq!(qs.len(), 4);
        assert_eq!(qs[0].at, qs[0].tree.root());
        let mut compared = 0;
        for q in &qs {
            // The search run one iteration longer weighs these values wherever it reaches
            // the node, and the one it takes is the key's.
            let mut rec = Recorder::default();
            let longer = MctsParams {
                iterations: q.params.iterations + 1,
                ..q.params
            };
            mcts::run(&q.tree, longer, None, &mut rec).unwrap();
            let start = rec
                .steps
                .iter()
                .position(|s| matches!(s, search::Step::Iteration { number } if *number == longer.iterations))
                .unwrap();
            let mut weighed = Vec::new();
            let mut chosen = None;
            for s in &rec.steps[start..] {
                match *s {
                    search::Step::Candidate {
                        node, child, ucb, ..
                    } if node == q.at => weighed.push((child, ucb)),
                    search::Step::Select { node, child, .. } if node == q.at => {
                        chosen = Some(child)
                    }
                    _ => {}
                }
            }
            if let Some(chosen) = chosen {
                assert_eq!(weighed, q.scores);
                assert_eq!(chosen, q.selected);
                compared += 1;
            }
            let mut sorted: Vec<f64> = q.scores.iter().map(|s| s.1).collect();
            sorted.sort_by(|a, b| b.total_cmp(a));
            assert!(sorted[0] - sorted[1] >= MARGIN);
            assert_eq!(q.ucb(), sorted[0]);
        }
        // At least the root's question is reached by the next iteration.
        assert!(compared >= 1);
        // The same spec, the same questions.
        let again = questions(&spec(3, 4)).unwrap();
        let key = |qs: &[Question]| {
            qs.iter()
                .map(|q| tree_file(&spec(3, 4), q))
                .collect::<Vec<_>>()
        };
        assert_eq!(key(&qs), key(&again));
    }
}
