//! Exams: random trees that make good alpha-beta (or Star1) questions, written as a LaTeX
//! question sheet, an answer key with a short worked explanation per question, and one tree
//! file per question whose `expect` block holds the answers (so `gametree check` grades it
//! and checks students' answer files against it).
//!
//! A question is kept only when the search's own record says it is a good one (see
//! [`Verdict`]): at least one cutoff, a *deep* cutoff (Knuth and Moore's: a cut at a node whose
//! bound came from an ancestor other than its parent — the ancestor the step table's notes
//! name, "MAX at A already has 3 from B"), a unique best move at the root, and a pruned set
//! that does not depend on whether the cut is on α ≥ β or α > β (or, asked for, one that
//! does). Nothing here prunes: it reads outcomes and records.
//!
//! Everything is a function of the spec: the same spec gives the same files, byte for byte.

use std::collections::HashSet;
use std::fmt::Write;

use super::letters::letter_inner_nodes;
use super::random::{ChanceMode, RandomSpec, generate};
use crate::i18n::{Lang, tr};
use crate::num::{approx_eq, fmt_value, ranges};
use crate::render::tikz::{self, Options, Sheet};
use crate::render::trace;
use crate::render::words::*;
use crate::rng::Rng;
use crate::search::{self, Algorithm, Config, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};

pub mod mcts;

/// What exam to make.
#[derive(Clone, Debug, PartialEq)]
pub struct ExamSpec {
    /// The shape of every tree (its `seed` is ignored: each candidate gets its own).
    pub shape: RandomSpec,
    /// The exam's seed.
    pub seed: u64,
    /// How many questions.
    pub count: usize,
    /// Ask for trees whose pruned set differs between α ≥ β and α > β.
    pub convention_sensitive: bool,
    /// Trees with more leaves are not used (a figure must fit a page).
    pub max_leaves: usize,
    /// The root's number of children in every question; `None`: each question's is drawn
    /// from [`ROOT_BRANCHING`] (those that fit `max_leaves`), evenly over the set.
    pub root_branching: Option<u32>,
    /// Candidate trees tried per question before giving up.
    pub attempts: u32,
    /// The command line that makes this exam again, printed in the key.
    pub command: String,
    /// How the sheets look.
    pub sheet: SheetSpec,
}

/// How the sheets look: their heading, the lines a student writes their name on, points and
/// room to answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SheetSpec {
    /// The heading of both sheets (default: "Game-tree search").
    pub title: Option<String>,
    /// The course, under the title on the left.
    pub course: Option<String>,
    /// The date, under the title on the right.
    pub date: Option<String>,
    /// Lines for the student's name and student number on the question sheet.
    pub name_line: bool,
    /// Points per question, beside each question and in all in the heading.
    pub points: Option<u32>,
    /// Ruled lines under each question on the question sheet.
    pub answer_space: u32,
    /// The sheets' language (their words; Chinese sheets need the CJK package).
    pub lang: Lang,
}

/// Why a candidate tree makes a good question, or does not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The search pruned at least one leaf.
    pub cutoff: bool,
    /// The deep cutoffs: (cut node, the ancestor whose bound did it).
    pub deep: Vec<(NodeId, NodeId)>,
    /// Exactly one root child has the root's value.
    pub unique_best: bool,
    /// The pruned sets under α ≥ β and under α > β are equal.
    pub same_under_strict: bool,
}

/// One question of an exam, with everything its sheets need.
pub struct Question {
    /// 1-based.
    pub number: usize,
    /// The tree, inner nodes lettered A, B, … breadth first.
    pub tree: Tree,
    /// The search the question is about, and what it did.
    pub config: Config,
    /// Its outcome.
    pub outcome: Outcome,
    /// Its record.
    pub record: Recorder,
    /// The same search cutting only on α > β.
    pub strict: Outcome,
    /// Why it was chosen.
    pub verdict: Verdict,
    /// The candidate seed the tree was generated from.
    pub tree_seed: u64,
}

impl Question {
    /// The root's best child.
    pub fn best(&self) -> Option<NodeId> {
        self.outcome.best
    }
}

/// The algorithm an exam's questions are about: Star1 when the trees have chance nodes.
fn config_for(spec: &ExamSpec) -> Config {
    if spec.shape.chance == ChanceMode::None {
        Config::new(Algorithm::AlphaBeta)
    } else {
        Config {
            bounds: Some((spec.shape.values.0 as f64, spec.shape.values.1 as f64)),
            ..Config::new(Algorithm::Star1)
        }
    }
}

/// Judges a tree from the searches' outcomes and the record of the default one.
pub fn judge(
    tree: &Tree,
    outcome: &Outcome,
    rec: &Recorder,
    strict: &Outcome,
    truth: &Outcome,
) -> Verdict {
    let sources = trace::cut_sources(tree, rec);
    let mut deep = Vec::new();
    for (i, step) in rec.steps.iter().enumerate() {
        if let Step::Cutoff { node, skipped, .. } = step
            && !skipped.is_empty()
            && let Some(&(holder, _)) = sources.get(&i)
            && tree.parent(*node) != Some(holder)
        {
            deep.push((*node, holder));
        }
    }
    let root = tree.root();
    let best_count = tree
        .children(root)
        .iter()
        .filter(|&&c| approx_eq(truth.result(tree, c).value, truth.result(tree, root).value))
        .count();
    Verdict {
        cutoff: !outcome.pruned_leaves(tree).is_empty(),
        deep,
        unique_best: tree.kind(root) != Kind::Chance && best_count == 1,
        same_under_strict: outcome.pruned_leaves(tree) == strict.pruned_leaves(tree),
    }
}

impl Verdict {
    /// Whether the question is a good one for this spec.
    fn accepts(&self, spec: &ExamSpec) -> bool {
        let chance = spec.shape.chance != ChanceMode::None;
        self.cutoff
            && (chance || !self.deep.is_empty())
            && self.unique_best
            && self.same_under_strict != spec.convention_sensitive
    }
}

/// Runs the searches a question needs on `tree`.
fn searches(tree: &Tree, config: &Config) -> Option<(Outcome, Recorder, Outcome, Outcome)> {
    let mut rec = Recorder::default();
    let outcome = search::run_observed(tree, config, &mut rec).ok()?;
    let strict = search::run(
        tree,
        &Config {
            strict: true,
            ..config.clone()
        },
    )
    .ok()?;
    let truth = search::run(tree, &Config::new(Algorithm::Minimax)).ok()?;
    Some((outcome, rec, strict, truth))
}

/// The numbers of root children an exam draws from when the root's branching is not fixed.
pub const ROOT_BRANCHING: std::ops::RangeInclusive<u32> = 2..=4;

/// The fewest leaves a tree of `shape` with `root` children at its root can have: every
/// node below with the fewest children its level allows.
pub fn fewest_leaves(shape: &RandomSpec, root: u32) -> usize {
    let least = |depth: u32| -> usize {
        let chance = shape.chance != ChanceMode::None && depth % 2 == 1;
        let lo = if chance {
            shape.chance_branching.map_or(shape.branching.0, |c| c.0)
        } else {
            shape.branching.0
        };
        lo.max(1) as usize
    };
    (1..shape.depth).fold(root.max(1) as usize, |n, d| n.saturating_mul(least(d)))
}

/// The root branchings an exam draws from: the fixed one, or those of [`ROOT_BRANCHING`]
/// whose smallest tree fits `max_leaves` (empty when none does).
pub fn root_choices(spec: &ExamSpec) -> Vec<u32> {
    match spec.root_branching {
        Some(b) => vec![b],
        None => ROOT_BRANCHING
            .filter(|&b| fewest_leaves(&spec.shape, b) <= spec.max_leaves)
            .collect(),
    }
}

/// Where `child` stands among the root's children (0-based).
fn root_position(tree: &Tree, child: NodeId) -> Option<usize> {
    tree.children(tree.root()).iter().position(|&c| c == child)
}

/// The root child (0-based) that `q`'s root chooses.
pub fn best_position(q: &Question) -> Option<usize> {
    root_position(&q.tree, q.best()?)
}

/// Makes the questions: for each, candidate trees from seeds drawn from the exam's seed,
/// until one is good and differs from the questions before it.
///
/// So that a set does not repeat one shape and one answer, each question's root branching
/// is dealt from [`root_choices`] like cards (every choice once per round, in an order
/// drawn from the seed), and the question aims its best move at the root child chosen
/// least so far: a candidate with its best move elsewhere is kept only as a fallback, and
/// only while no position would be the answer to more than half the set. A candidate whose
/// figure no page holds with its type at 7 pt (wider than a landscape page holds, less its
/// margin) is the last resort.
pub fn questions(spec: &ExamSpec) -> Result<Vec<Question>, String> {
    let config = config_for(spec);
    let mut rng = Rng::new(spec.seed);
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = Vec::with_capacity(spec.count);
    let choices = root_choices(spec);
    if choices.is_empty() {
        return Err(crate::i18n::tr!(
            "err-exam-no-root-branching",
            lo = ROOT_BRANCHING.start().to_string(),
            hi = ROOT_BRANCHING.end().to_string(),
            max = spec.max_leaves.to_string()
        ));
    }
    let mut deck: Vec<u32> = Vec::new();
    // How many questions' best moves are each root child (by position).
    let mut chosen: Vec<usize> = Vec::new();
    let cap = (spec.count / 2).max(1);
    for number in 1..=spec.count {
        // Dealt from a shuffled deck of the choices, a new deck each round.
        if deck.is_empty() {
            deck = choices.clone();
            for i in (1..deck.len()).rev() {
                deck.swap(i, rng.range(0, i as i64) as usize);
            }
        }
        let root_branching = deck.pop().unwrap_or(2);
        if chosen.len() < root_branching as usize {
            chosen.resize(root_branching as usize, 0);
        }
        // The least chosen of this root's children so far; ties drawn from the seed.
        let fewest = (0..root_branching as usize)
            .map(|p| chosen[p])
            .min()
            .unwrap_or(0);
        let tied: Vec<usize> = (0..root_branching as usize)
            .filter(|&p| chosen[p] == fewest)
            .collect();
        let target = tied[rng.range(0, tied.len() as i64 - 1) as usize];
        let mut found = None;
        let mut fallback = None;
        // Good candidates too wide for a page at 7 pt, on and off target: the last resort
        // of a shape whose every tree is that wide, looked past for WIDE_TRIES more tries.
        let mut wide = [None, None];
        let mut past_wide = 0;
        for _ in 0..spec.attempts {
            if wide.iter().any(Option::is_some) && fallback.is_none() {
                past_wide += 1;
                if past_wide > WIDE_TRIES {
                    break;
                }
            }
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
            let Some((outcome, record, strict, truth)) = searches(&tree, &config) else {
                continue;
            };
            let verdict = judge(&tree, &outcome, &record, &strict, &truth);
            if !verdict.accepts(spec) {
                continue;
            }
            let position = outcome.best.and_then(|b| root_position(&tree, b));
            let on_target = position == Some(target);
            if !on_target && (fallback.is_some() || position.is_none_or(|p| chosen[p] + 1 > cap)) {
                continue;
            }
            let body = crate::tree::yaml::write(&tree, &crate::tree::yaml::Header::default());
            if seen.contains(&body) {
                continue;
            }
            let wider = too_wide(&tree, &outcome, &record);
            let q = Question {
                number,
                tree,
                config: config.clone(),
                outcome,
                record,
                strict,
                verdict,
                tree_seed,
            };
            if wider {
                let slot = &mut wide[usize::from(!on_target)];
                if slot.is_none() {
                    *slot = Some((q, body));
                }
                continue;
            }
            if on_target {
                found = Some((q, body));
                break;
            }
            fallback = Some((q, body));
        }
        let [wide_found, wide_fallback] = wide;
        match found.or(fallback).or(wide_found).or(wide_fallback) {
            Some((q, body)) => {
                seen.insert(body);
                if let Some(p) = best_position(&q) {
                    chosen[p] += 1;
                }
                out.push(q);
            }
            None => return Err(no_good_tree(number, spec)),
        }
    }
    Ok(out)
}

/// Why a set could not be made: no candidate for question `number` was good in the spec's
/// attempts.
pub(super) fn no_good_tree(number: usize, spec: &ExamSpec) -> String {
    format!(
        "no good tree for question {number} in {} tries with this shape",
        spec.attempts
    )
}

/// The tree file of a question: the tree, and an `expect` block with its answers (a second
/// block for α > β when the exam asks about the convention).
pub fn tree_file(spec: &ExamSpec, q: &Question) -> String {
    let header = crate::tree::yaml::Header {
        name: Some(format!("exam question {}, seed {}", q.number, spec.seed)),
        source: Some(format!("{} (question {})", spec.command, q.number)),
        bounds: q.config.bounds,
        comments: Vec::new(),
    };
    let mut text = crate::tree::yaml::write(&q.tree, &header);
    let block = |o: &Outcome, strict: bool, indent: &str, first: &str| {
        let mut b = String::new();
        let _ = writeln!(b, "{first}algorithm: {}", q.config.algorithm.name());
        if strict {
            let _ = writeln!(b, "{indent}strict: true");
        }
        let _ = writeln!(b, "{indent}value: {}", crate::num::fmt_exact(o.value));
        if let Some(best) = o.best {
            let _ = writeln!(b, "{indent}best: {}", q.tree.name(best));
        }
        let _ = writeln!(
            b,
            "{indent}pruned: [{}]",
            leaf_list_yaml(&o.pruned_leaves(&q.tree))
        );
        b
    };
    if spec.convention_sensitive {
        text.push_str("expect:\n");
        text.push_str(&block(&q.outcome, false, "    ", "  - "));
        text.push_str(&block(&q.strict, true, "    ", "  - "));
    } else {
        text.push_str("expect:\n");
        text.push_str(&block(&q.outcome, false, "  ", "  "));
    }
    text
}

fn leaf_list_yaml(nums: &[u32]) -> String {
    nums.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The preamble both sheets share, to the start of the document's text.
fn preamble(spec: &ExamSpec) -> String {
    let mut s = String::new();
    s.push_str("\\documentclass[11pt,a4paper]{article}\n");
    s.push_str("\\usepackage[margin=2cm]{geometry}\n");
    s.push_str("\\usepackage{adjustbox}\n");
    // A figure too wide for the page is turned to landscape, on a page of its own (with the
    // sheet's heading before it if it is the first question's).
    s.push_str("\\usepackage{pdflscape}\n\\newsavebox{\\gtfigure}\n");
    s.push_str(tikz::PACKAGES);
    s.push_str(tikz::DETERMINISTIC_PDF);
    if sets_chinese(spec) {
        // Chinese with the CJK package's UTF-8 fonts (the Song face of the Arphic fonts).
        s.push_str("\\usepackage{CJKutf8}\n");
    }
    s.push_str("\\setlength{\\parindent}{0pt}\n\\setlength{\\parskip}{4pt}\n");
    s.push_str("\\begin{document}\n");
    if sets_chinese(spec) {
        s.push_str("\\begin{CJK}{UTF8}{gbsn}\n");
    }
    s
}

/// The heading of a sheet: the title (the key's says it is the key), the course and the
/// date under it, the points in all, and on the question sheet the name lines. It goes
/// with the first question, on its page, so that a first question turned to landscape
/// does not leave the first page holding the heading alone.
fn heading(spec: &ExamSpec, count: usize, key: bool) -> String {
    let sheet = &spec.sheet;
    let mut s = String::new();
    let title = sheet
        .title
        .clone()
        .unwrap_or_else(|| tr!("exam-sheet-title"));
    let title = if key {
        tr!("exam-sheet-key-title", title = title)
    } else {
        title
    };
    let _ = writeln!(
        s,
        "{{\\Large\\bfseries {}}}\\par\\medskip",
        esc(spec, &title)
    );
    // Course on the left, date on the right, the points in all after the course.
    let mut left = sheet
        .course
        .as_deref()
        .map(|t| esc(spec, t))
        .unwrap_or_default();
    if let Some(points) = sheet.points {
        let total = esc(
            spec,
            &tr!(
                "exam-sheet-total",
                points = u64::from(points) * count as u64
            ),
        );
        left = if left.is_empty() {
            total
        } else {
            format!("{left}\\quad {total}")
        };
    }
    let right = sheet
        .date
        .as_deref()
        .map(|t| esc(spec, t))
        .unwrap_or_default();
    if !left.is_empty() || !right.is_empty() {
        let _ = writeln!(s, "{left}\\hfill {right}\\par\\medskip");
    }
    if sheet.name_line && !key {
        // Chinese punctuates with its own full-width colon, which carries its own space.
        let colon = if sheet.lang == Lang::ENGLISH {
            ":\\enspace"
        } else {
            "："
        };
        let _ = writeln!(
            s,
            "{}{colon}\\rule{{7cm}}{{0.4pt}}\\hfill {}{colon}\\rule{{4cm}}{{0.4pt}}\\par\\bigskip",
            esc(spec, &tr!("exam-sheet-name")),
            esc(spec, &tr!("exam-sheet-student-number"))
        );
    }
    s
}

/// A question's heading: `Question 2.`, or with points `Question 2 (5 points).`
fn question_heading(spec: &ExamSpec, number: usize) -> String {
    let text = match spec.sheet.points {
        Some(points) => tr!(
            "exam-sheet-question-points",
            number = number as u64,
            points = points
        ),
        None => tr!("exam-sheet-question", number = number as u64),
    };
    format!("\\textbf{{{}}}", esc(spec, &text))
}

/// `n` ruled lines to answer on, a line's height apart.
fn answer_lines(n: u32) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str("\\vspace{7mm}\\noindent\\rule{\\linewidth}{0.4pt}\\par\n");
    }
    s
}

/// What the questions ask, in words.
fn instructions(spec: &ExamSpec, config: &Config) -> String {
    match config.algorithm {
        Algorithm::Star1 => {
            let (l, u) = config.bounds.unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
            tr!(
                "exam-sheet-instructions-star1",
                lo = fmt_value(l),
                hi = fmt_value(u)
            )
        }
        _ if spec.convention_sensitive => tr!("exam-sheet-instructions-sensitive"),
        _ => tr!("exam-sheet-instructions"),
    }
}

/// `text` escaped for the sheet's document (which keeps Chinese characters when it sets
/// Chinese).
fn esc(spec: &ExamSpec, text: &str) -> String {
    if sets_chinese(spec) {
        tikz::escape_cjk(text)
    } else {
        tikz::escape(text)
    }
}

/// Whether the sheets set Chinese characters: Chinese sheets, and English ones whose title,
/// course or date is written in Chinese (`--title 期中考试`), which would otherwise print
/// as question marks.
fn sets_chinese(spec: &ExamSpec) -> bool {
    let sheet = &spec.sheet;
    sheet.lang != Lang::ENGLISH
        || [&sheet.title, &sheet.course, &sheet.date]
            .into_iter()
            .flatten()
            .any(|t| tikz::has_cjk(t))
}

/// How much a figure may be shrunk to fit the line: its smallest type, 8 pt, stays at least
/// 7 pt. (1.14 is 8/7, rounded down.)
const MOST_SHRUNK: f64 = 1.14;

/// The longest line a figure is set on, in millimetres: an A4 page turned to landscape,
/// less its 2 cm margins.
const LANDSCAPE_LINE: f64 = 297.0 - 2.0 * 20.0;

/// The widest figure a sheet holds with its type at 7 pt or more: the landscape line,
/// shrunk by at most [`MOST_SHRUNK`], less 2 mm for what the layout's measure of a figure
/// leaves out (its lines' width, the room TikZ keeps around a label; under a millimetre on
/// the widest exam figures).
const WIDEST_FIGURE: f64 = LANDSCAPE_LINE * MOST_SHRUNK - 2.0;

/// How many more candidates a question tries for one that fits a page at 7 pt, once it has
/// a good one too wide for that.
const WIDE_TRIES: u32 = 200;

/// Whether the question's figure is too wide for any page of the sheets ([`WIDEST_FIGURE`]):
/// its key, which both sheets lay out alike.
fn too_wide(tree: &Tree, outcome: &Outcome, record: &Recorder) -> bool {
    let opts = Options {
        sheet: Sheet::Key,
        ..Options::default()
    };
    tikz::figure_width(tree, outcome, record, &opts) > WIDEST_FIGURE
}

/// The line of an upright A4 page, less its 2 cm margins, and the page's height less them
/// (a landscape page's height is the upright line), in millimetres.
const PORTRAIT_LINE: f64 = 210.0 - 2.0 * 20.0;
const PORTRAIT_HEIGHT: f64 = 297.0 - 2.0 * 20.0;

/// What a page holds of a figure on rows besides its rows, in millimetres: the question's
/// heading above them, the note under the first and the key's legend under the last.
const BESIDE_ROWS: f64 = 35.0;

/// The room for a figure on rows on an upright and on a landscape page with its type at
/// 7 pt or more: the line, shrunk by at most [`MOST_SHRUNK`], less the 2 mm of
/// [`WIDEST_FIGURE`], and the page's height less [`BESIDE_ROWS`], shrunk alike.
fn rooms() -> [tikz::Room; 2] {
    [
        (PORTRAIT_LINE, PORTRAIT_HEIGHT),
        (LANDSCAPE_LINE, PORTRAIT_LINE),
    ]
    .map(|(line, height)| tikz::Room {
        width: line * MOST_SHRUNK - 2.0,
        height: (height - BESIDE_ROWS) * MOST_SHRUNK,
    })
}

/// A question's figure as a sheet sets it.
enum Framed {
    /// One picture, in the box `\gtfigure` for [`placed`] to measure (and to turn the page
    /// to landscape for if it is wider than the line).
    Whole(String),
    /// A figure no page holds whole at 7 pt, drawn on rows ([`tikz::figure_in_rows`]): each
    /// row centred, all at one scale (no less than 1 / [`MOST_SHRUNK`]), on an upright page
    /// or a landscape one as the rows were chosen for; a page may break between rows.
    Rows {
        rows: Vec<String>,
        scale: f64,
        landscape: bool,
    },
}

impl Framed {
    /// What goes under the question's heading, with it.
    fn top(&self) -> String {
        match self {
            Framed::Whole(_) => FIGURE.to_string(),
            Framed::Rows { rows, scale, .. } => row(&rows[0], *scale),
        }
    }

    /// The rows after the first, if the figure is on rows.
    fn rest(&self) -> Option<String> {
        match self {
            Framed::Whole(_) => None,
            Framed::Rows { rows, scale, .. } => {
                Some(rows[1..].iter().map(|r| row(r, *scale)).collect())
            }
        }
    }

    /// A question's `heading`, the figure and `words` (what is asked, or the key's answer),
    /// kept on one page, and then `follow` (the answer lines). A figure on rows lets the
    /// page break between its rows: then the words, with what follows them, are kept whole
    /// after the last row, so a page never breaks inside a sentence.
    fn with_words(&self, heading: &str, words: &str, follow: &str) -> String {
        let top = format!("{heading}\n{}", self.top());
        match self.rest() {
            None => together(&(top + words)) + follow,
            Some(rest) => together(&top) + &rest + &together(&format!("{words}{follow}")),
        }
    }

    /// The question `body`, which sets the figure with [`Framed::with_words`], on its page.
    fn place(&self, body: &str) -> String {
        match self {
            Framed::Whole(figure) => placed(figure, body),
            Framed::Rows {
                landscape: true, ..
            } => format!("\\begin{{landscape}}\n{body}\\end{{landscape}}\n"),
            Framed::Rows { .. } => body.to_string(),
        }
    }
}

/// `inner` in a box as wide as the line, which TeX keeps on one page.
pub(super) fn together(inner: &str) -> String {
    format!("\\begin{{minipage}}{{\\linewidth}}\n{inner}\\end{{minipage}}\\par\n")
}

/// A row of a figure, centred at `scale`.
fn row(picture: &str, scale: f64) -> String {
    format!(
        "\\begin{{center}}\\begin{{adjustbox}}{{scale={scale:.3}}}\n{picture}\\end{{adjustbox}}\\end{{center}}\n"
    )
}

/// The figure of a question: whole, or on rows when no page holds it whole at 7 pt.
fn framed(spec: &ExamSpec, q: &Question, sheet: Sheet) -> Framed {
    let opts = Options {
        sheet,
        windows: false,
        standalone: false,
        cjk: spec.sheet.lang != Lang::ENGLISH,
    };
    let whole = |figure: &str| {
        Framed::Whole(format!(
            "\\begin{{lrbox}}{{\\gtfigure}}\n{figure}\\end{{lrbox}}\n"
        ))
    };
    if !too_wide(&q.tree, &q.outcome, &q.record) {
        return whole(&tikz::figure(&q.tree, &q.outcome, &q.record, &opts));
    }
    let rooms = rooms();
    let drawn = tikz::figure_in_rows(&q.tree, &q.outcome, &q.record, &opts, &rooms);
    if drawn.pictures.len() < 2 {
        return whole(&drawn.pictures.concat());
    }
    let landscape = drawn.room.is_none_or(|r| r > 0);
    let line = if landscape {
        LANDSCAPE_LINE
    } else {
        PORTRAIT_LINE
    };
    // (Rounded down to the thousandth the sheet writes, the least scale is still 7/8.)
    let scale = (line / (drawn.width + 2.0)).clamp(0.877, 1.0);
    Framed::Rows {
        rows: drawn.pictures,
        scale,
        landscape,
    }
}

/// Where the figure in `\gtfigure` goes in a question's text.
const FIGURE: &str = "\\begin{center}\\begin{adjustbox}{max width=\\linewidth}\\usebox{\\gtfigure}\\end{adjustbox}\\end{center}\n";

/// A question: its figure measured first, then `body` (which sets the figure with
/// [`FIGURE`]) on the page as it is when the figure fits the line, shrunk by at most
/// [`MOST_SHRUNK`], and else on a page of its own turned to landscape, where the line is
/// as long as the page is high, so its type is not shrunk below 7 pt.
fn placed(figure: &str, body: &str) -> String {
    format!(
        "{figure}\\long\\def\\gtquestion{{%\n{body}}}%\n\\ifdim\\wd\\gtfigure>{MOST_SHRUNK}\\linewidth\n\\begin{{landscape}}\\gtquestion\\end{{landscape}}\n\\else\\gtquestion\\fi\n"
    )
}

/// The root's player, for the question text.
fn root_player(tree: &Tree) -> &'static str {
    match tree.kind(tree.root()) {
        Kind::Min => "MIN",
        _ => "MAX",
    }
}

/// The end of a sheet: closes the Chinese text the preamble opened, and the document.
fn ending(spec: &ExamSpec) -> &'static str {
    if sets_chinese(spec) {
        "\\end{CJK}\n\\end{document}\n"
    } else {
        "\\end{document}\n"
    }
}

/// `exam.tex`: the questions, with blank trees, in the sheet's language.
pub fn exam_tex(spec: &ExamSpec, questions: &[Question]) -> String {
    crate::i18n::with(spec.sheet.lang, || {
        let Some(first) = questions.first() else {
            return preamble(spec) + &heading(spec, 0, false) + ending(spec);
        };
        let mut s = preamble(spec);
        let mut lead = heading(spec, questions.len(), false);
        let _ = writeln!(
            lead,
            "{}\\par\\medskip",
            esc(spec, &instructions(spec, &first.config))
        );
        for q in questions {
            let figure = framed(spec, q, Sheet::Blank);
            let mut body = std::mem::take(&mut lead);
            let pruned = if spec.convention_sensitive {
                tr!("exam-sheet-ask-pruned-sensitive")
            } else {
                tr!("exam-sheet-ask-pruned")
            };
            let ask = tr!(
                "exam-sheet-ask",
                player = root_player(&q.tree),
                pruned = pruned
            );
            body.push_str(&figure.with_words(
                &question_heading(spec, q.number),
                &format!("{}\\par\n", esc(spec, &ask)),
                &answer_lines(spec.sheet.answer_space),
            ));
            body.push_str("\\bigskip\n");
            s.push_str(&figure.place(&body));
        }
        // (The heading, if no question took it.)
        s.push_str(&lead);
        s.push_str(ending(spec));
        s
    })
}

/// The worked explanation of a question, in the current language: every cutoff as the step
/// table's notes say it, deep cutoffs pointed out.
pub fn explanation(q: &Question) -> Vec<String> {
    let rows = trace::rows(&q.tree, &q.record, &q.config);
    let mut lines = Vec::new();
    for (row, step) in rows.iter().zip(&q.record.steps) {
        if let Step::Cutoff { node, .. } = step {
            let mut line = tr!(
                "exam-key-step",
                step = row.step.to_string(),
                note = row.note.clone()
            );
            if let Some(&(_, holder)) = q.verdict.deep.iter().find(|(n, _)| n == node) {
                let parent = q
                    .tree
                    .parent(*node)
                    .map(|p| q.tree.name(p))
                    .unwrap_or_default();
                line.push_str(&tr!(
                    "exam-key-deep",
                    holder = q.tree.name(holder),
                    node = q.tree.name(*node),
                    parent = parent
                ));
            }
            lines.push(line);
        }
    }
    lines
}

/// Leaf numbers for people: `5, 6, 9`, or `none`.
fn leaf_list(nums: &[u32]) -> String {
    if nums.is_empty() {
        tr!("exam-key-none")
    } else {
        nums.iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `key.tex`: each question's key figure, its answers and a short worked explanation, in
/// the sheet's language.
pub fn key_tex(spec: &ExamSpec, questions: &[Question]) -> String {
    crate::i18n::with(spec.sheet.lang, || key_tex_here(spec, questions))
}

/// The key's opening line: the command that made the exam and the `expect` blocks that
/// grade it. The command and `expect` are set in typewriter type: their places in the
/// sentence are marked, the sentence escaped, then the marks replaced.
pub(crate) fn made_by(spec: &ExamSpec) -> String {
    let line = esc(
        spec,
        &tr!(
            "exam-key-made-by",
            command = "@@COMMAND@@",
            expect = "@@EXPECT@@"
        ),
    )
    .replace(
        "@@COMMAND@@",
        // A command to copy: its hyphens stay hyphens and its quotes straight, as a shell
        // reads them, and each word whole on its line (Chinese text would otherwise break
        // between any two characters, inside a quoted title).
        &format!(
            "\\texttt{{{}}}",
            crate::shell::words(&spec.command)
                .iter()
                .map(|w| {
                    let w = esc(spec, w)
                        .replace("$-$", "{-}")
                        .replace("{'}", "\\textquotesingle{}")
                        .replace("{`}", "\\textasciigrave{}");
                    format!("\\mbox{{{w}}}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        ),
    )
    .replace("@@EXPECT@@", "\\texttt{expect}");
    format!("{{\\raggedright\\small {line}\\par}}\\medskip\n")
}

fn key_tex_here(spec: &ExamSpec, questions: &[Question]) -> String {
    let mut sheet = preamble(spec);
    let mut lead = heading(spec, questions.len(), true) + &made_by(spec);
    for q in questions {
        let tree = &q.tree;
        let figure = framed(spec, q, Sheet::Key);
        let mut s = std::mem::take(&mut lead);
        let best = q.best().map_or_else(|| "—".to_string(), |b| tree.name(b));
        let value = q.outcome.bound.show(q.outcome.value);
        let pruned = leaf_list(&q.outcome.pruned_leaves(tree));
        let answer = if spec.convention_sensitive {
            tr!(
                "exam-key-answer-sensitive",
                value = value,
                player = root_player(tree),
                best = best,
                pruned = pruned,
                strict = leaf_list(&q.strict.pruned_leaves(tree))
            )
        } else {
            tr!(
                "exam-key-answer",
                value = value,
                player = root_player(tree),
                best = best,
                pruned = pruned
            )
        };
        s.push_str(&figure.with_words(
            &question_heading(spec, q.number),
            &format!("{}\\par\n", esc(spec, &answer)),
            "",
        ));
        let lines = explanation(q);
        if !lines.is_empty() {
            s.push_str("{\\small\\begin{itemize}\\setlength{\\itemsep}{1pt}\n");
            for l in lines {
                let _ = writeln!(s, "\\item {}", esc(spec, &l));
            }
            s.push_str("\\end{itemize}}\n");
        }
        let pruned = q.outcome.pruned_leaves(tree);
        let evaluated = (tree.leaf_count() - pruned.len()).to_string();
        let total = tree.leaf_count().to_string();
        let count = if pruned.is_empty() {
            tr!("exam-key-evaluated", evaluated = evaluated, total = total)
        } else {
            tr!(
                "exam-key-evaluated-pruned",
                evaluated = evaluated,
                total = total,
                pruned = ranges(&pruned)
            )
        };
        let _ = writeln!(s, "{{\\small {}}}\\par\\bigskip", esc(spec, &count));
        sheet.push_str(&figure.place(&s));
    }
    let mut s = sheet;
    // (The heading, if no question took it.)
    s.push_str(&lead);
    s.push_str(ending(spec));
    s
}

/// The questions at a glance, for the person who made the exam: one row each.
pub fn summary(spec: &ExamSpec, questions: &[Question], style: &crate::render::Style) -> String {
    use crate::render::table;
    let mut header = vec![
        String::new(),
        tr!("exam-col-leaves"),
        tr!("col-value"),
        tr!("col-best"),
        tr!("exam-col-pruned"),
    ];
    if spec.convention_sensitive {
        header[4] = tr!("exam-col-pruned-ge");
        header.push(tr!("exam-col-pruned-gt"));
    }
    header.push(tr!("exam-col-deep"));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = table::new(style, &header);
    for q in questions {
        let tree = &q.tree;
        let deep: Vec<String> = q.verdict.deep.iter().map(|&(n, _)| tree.name(n)).collect();
        let mut row = vec![
            format!("q{}", q.number),
            tree.leaf_count().to_string(),
            q.outcome.bound.show(q.outcome.value),
            q.best().map_or_else(|| "—".to_string(), |b| tree.name(b)),
            ranges(&q.outcome.pruned_leaves(tree)),
        ];
        if spec.convention_sensitive {
            row.push(ranges(&q.strict.pruned_leaves(tree)));
        }
        row.push(if deep.is_empty() {
            "—".to_string()
        } else {
            deep.join(", ")
        });
        t.add_row(row);
    }
    table::align_right(&mut t, &[1, 2]);
    table::text(&t) + "\n"
}
