//! Reading answers: an `expect` block (or a list of them) from a tree file or an answer
//! file, checked against the tree — every key known, every node it names resolved.

use crate::message::{Message, msg};
use crate::num::exact::is_exactly;
use std::collections::HashSet;

use super::conventions::{self, Convention, Imposed, Overruled, canonical_key};
pub use super::item::Claim;
use crate::error::{ErrorKind, InputError, Result};
use crate::parse::{Bounds, Meta, Value, ValueKind, suggest};
use crate::search::Config;
use crate::tree::{Kind, NodeId, Pos, Tree};

/// The keys an answer block may hold.
pub const KEYS: [&str; 22] = [
    "algorithm",
    "strict",
    "fail_hard",
    "root_reset",
    "no_deep_cutoffs",
    "order",
    "depth",
    "bounds",
    "tt",
    "value",
    "best",
    "pruned",
    "evaluated",
    "evaluation_order",
    "values",
    "windows",
    "intervals",
    "name",
    "points",
    "seed",
    "exploration",
    "next_selection",
];

/// The keys of a `next_selection` entry.
pub const SELECTION_KEYS: [&str; 4] = ["after", "at", "child", "ucb"];

/// What a node is claimed to show.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shown {
    /// A value computed exactly.
    Exact(f64),
    /// `">=v"`: a lower bound.
    AtLeast(f64),
    /// `"<=v"`: an upper bound.
    AtMost(f64),
}

impl Shown {
    /// As the answer wrote it, for messages.
    pub fn text(&self) -> String {
        use crate::num::fmt_value;
        match *self {
            Shown::Exact(v) => fmt_value(v),
            Shown::AtLeast(v) => format!("≥ {}", fmt_value(v)),
            Shown::AtMost(v) => format!("≤ {}", fmt_value(v)),
        }
    }
}

/// One block of answers: a search configuration and what it should find.
#[derive(Clone, Debug, PartialEq)]
pub struct Expectation {
    /// Where the block starts.
    pub pos: Pos,
    /// An optional label (`name:`), shown in reports.
    pub name: Option<String>,
    /// The search the answers refer to.
    pub config: Config,
    /// `value`.
    pub value: Option<Claim<f64>>,
    /// `best`, resolved to a child of the root.
    pub best: Option<Claim<NodeId>>,
    /// `pruned`, resolved to leaves (an inner node stands for all leaves below it).
    pub pruned: Option<Claim<Vec<NodeId>>>,
    /// `evaluated`: how many leaves the search evaluates.
    pub evaluated: Option<Claim<u64>>,
    /// `evaluation_order`: the leaves (and nodes scored at the depth limit) in the order the
    /// search evaluates them.
    pub evaluation_order: Option<Claim<Vec<NodeId>>>,
    /// `values`: node → what it shows.
    pub values: Vec<Claim<(NodeId, Shown)>>,
    /// `windows`: node → the window it was entered with.
    pub windows: Vec<Claim<(NodeId, f64, f64)>>,
    /// `intervals`: chance node → the interval the search proves its value to lie in.
    pub intervals: Vec<Claim<WrittenInterval>>,
    /// An absolute tolerance for values that come from chance averaging (`--tolerance`);
    /// without it, such a value is right within 1e-9 × max(1, |v|) or when it rounds to the
    /// decimal written.
    pub tolerance: Option<f64>,
    /// Answers that name no node of the tree (or, for `best`, no child of the root): each is
    /// a wrong item, not bad input, so the rest of the file is still graded.
    pub unknown: Vec<Claim<Unknown>>,
    /// Nodes answered a second time under another name (id and path): kept as one item.
    pub twice: Vec<Claim<Twice>>,
    /// The conventions the block states itself, in the order written.
    pub stated: Vec<Claim<Convention>>,
    /// Its own conventions the grader's overruled (see [`Imposed`]).
    pub overruled: Vec<Overruled>,
    /// The numbers `pruned` writes, when every entry is a number or a range of them: what
    /// tells leaf values written for leaf numbers.
    pub pruned_numbers: Option<Vec<f64>>,
    /// Leaf numbers `pruned` names more than once.
    pub pruned_twice: Vec<u32>,
    /// Bounds marked exactly (a rubric's `bounds: exact`): a cut node's answer must be its
    /// bound, and a node the search never enters must be left empty.
    pub exact_bounds: bool,
    /// `next_selection`: Monte Carlo answers (the block's `algorithm` is `mcts`), each with
    /// the decimal places its UCB1 value was written with.
    pub next_selection: Vec<Claim<NextSelection>>,
}

/// A Monte Carlo answer (`next_selection`): after iteration `after`, UCB1 at `at` selects
/// `child`, whose UCB1 value is `ucb`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NextSelection {
    /// The iteration after which the statistics are taken (1 or more).
    pub after: u64,
    /// The MAX or MIN node choosing.
    pub at: NodeId,
    /// The child the answer says UCB1 selects.
    pub child: NodeId,
    /// The UCB1 value the answer gives it (`.inf` for a child never visited).
    pub ucb: f64,
}

/// An interval written for a chance node (`intervals: {C: [0, 2]}`): its ends, each with
/// the decimal places written (an end from chance averaging may be rounded, as a value may).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WrittenInterval {
    /// The node.
    pub node: NodeId,
    /// The lower end.
    pub lo: f64,
    /// The upper end.
    pub hi: f64,
    /// The decimal places of each end, where written as a decimal.
    pub places: (Option<u8>, Option<u8>),
}

/// An answer naming no node: where it was meant to go and what it could have meant.
#[derive(Clone, Debug, PartialEq)]
pub struct Unknown {
    /// The key it was written under: `best`, `pruned`, `values`, `windows` or `intervals`.
    pub key: &'static str,
    /// The name as written (control characters shown as escapes).
    pub written: String,
    /// Why it names nothing, one clause (`no node is called "X"`, `there is no leaf 12`).
    pub why: Message,
    /// Names it could be: the closest names first, or every name the key accepts when the
    /// tree is small.
    pub could_be: Vec<String>,
}

/// A node answered under two names in one map (`values`, `windows` or `intervals`).
#[derive(Clone, Debug, PartialEq)]
pub struct Twice {
    /// `values`, `windows` or `intervals`.
    pub key: &'static str,
    /// The node.
    pub node: NodeId,
    /// The two names as written, first the one kept.
    pub names: (String, String),
    /// The two answers as written.
    pub answers: (String, String),
    /// Whether both say the same: then the item is graded once; else it is wrong.
    pub same: bool,
}

impl Expectation {
    /// Sets the grader's conventions over the block, recording its own that they overrule.
    pub fn impose(&mut self, imposed: &Imposed) {
        let overruled = imposed.apply(&mut self.config, &self.stated);
        self.overruled.extend(overruled);
    }

    /// A block at `pos` about the search `config`, with no answers yet.
    pub fn new(pos: Pos, config: Config) -> Self {
        Expectation {
            pos,
            name: None,
            config,
            value: None,
            best: None,
            pruned: None,
            evaluated: None,
            evaluation_order: None,
            values: Vec::new(),
            windows: Vec::new(),
            intervals: Vec::new(),
            tolerance: None,
            unknown: Vec::new(),
            twice: Vec::new(),
            stated: Vec::new(),
            overruled: Vec::new(),
            pruned_numbers: None,
            pruned_twice: Vec::new(),
            exact_bounds: false,
            next_selection: Vec::new(),
        }
    }
}

fn bad(pos: Pos, message: impl Into<crate::message::Message>) -> InputError {
    InputError::new(ErrorKind::BadAnswer, message).at(pos)
}

/// Reads one block or a list of blocks.
pub fn expectations(tree: &Tree, meta: &Meta, v: &Value) -> Result<Vec<Expectation>> {
    match &v.kind {
        ValueKind::Seq(items) if items.is_empty() => Err(bad(v.pos, msg!("ans-empty-list"))),
        ValueKind::Seq(items) => items.iter().map(|b| block(tree, meta, b)).collect(),
        ValueKind::Map(_) => Ok(vec![block(tree, meta, v)?]),
        _ => Err(bad(v.pos, msg!("ans-not-a-map"))),
    }
}

fn block(tree: &Tree, meta: &Meta, v: &Value) -> Result<Expectation> {
    let entries = v.as_map().ok_or_else(|| {
        bad(
            v.pos,
            msg!("ans-block-not-map", shape = v.shape().to_string()),
        )
    })?;
    let mut exp = Expectation::new(
        v.pos,
        Config {
            bounds: meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::default()
        },
    );
    let mut no_deep_at = None;
    for (k, val) in entries {
        let written = k.text(msg!("what-key"))?;
        let key = canonical_key(written);
        match key.as_str() {
            "budget" => {
                return Err(bad(k.pos, msg!("ans-budget")).help(msg!("help-ans-budget")));
            }
            k if conventions::NAMES.contains(&k) => {
                let Some(c) = Convention::read(k, val)? else {
                    continue;
                };
                if let Convention::Bounds(lo, hi) = c {
                    crate::parse::check_bounds(
                        tree,
                        Bounds {
                            lo,
                            hi,
                            pos: val.pos,
                        },
                    )?;
                }
                if k == "no_deep_cutoffs" {
                    no_deep_at = Some(val.pos);
                }
                c.apply(&mut exp.config);
                exp.stated.push(Claim::new(c, val.pos));
            }
            // Points for grading, read by `grade` from the tree's own block.
            "points" => {}
            "name" => exp.name = Some(crate::text::visible(val.text("`name`")?).into_owned()),
            "value" => {
                let (what, places, exact) = answer_number(val, "`value`")?;
                exp.value = Some(Claim {
                    what,
                    pos: val.pos,
                    places,
                    inexact: as_written(val, exact),
                })
            }
            "best" => {
                // A best move may be named by the move that leads to it (`move:` in the
                // tree, as autograder test files name actions), or by id or path.
                let by_move = val
                    .as_str()
                    .and_then(|m| tree.child_by_move(tree.root(), m));
                let found = match by_move {
                    Some(node) => Some(node),
                    None => named(tree, val)?,
                };
                match found {
                    Some(node) if tree.parent(node) == Some(tree.root()) => {
                        exp.best = Some(Claim::new(node, val.pos));
                    }
                    other => {
                        let written = crate::text::visible(val.text("`best`")?).into_owned();
                        let why = match other {
                            Some(node) => msg!("ans-not-a-root-child", node = tree.name(node)),
                            None => msg!("ans-no-such-node", name = format!("{written:?}")),
                        };
                        let children: Vec<String> = tree
                            .children(tree.root())
                            .iter()
                            .map(|&c| tree.name(c))
                            .collect();
                        exp.unknown.push(Claim::new(
                            Unknown {
                                key: "best",
                                could_be: closest_first(&written, children),
                                written,
                                why,
                            },
                            val.pos,
                        ));
                    }
                }
            }
            "pruned" => read_pruned(tree, val, &mut exp)?,
            "next_selection" => read_selections(tree, val, &mut exp)?,
            "evaluated" => {
                let n = val.number("`evaluated`")?;
                if n < 0.0 || n.fract() != 0.0 || n > 9e15 {
                    return Err(bad(val.pos, msg!("ans-evaluated-whole")));
                }
                exp.evaluated = Some(Claim::new(n as u64, val.pos));
            }
            "evaluation_order" => {
                let mut budget = 4 * tree.leaf_count() + 1000;
                let mut order = Vec::new();
                'pieces: for piece in pieces(val, "ans-order-list")? {
                    for r in pruned_piece(tree, &piece, &mut None, &mut budget) {
                        match r {
                            Ok(node) => order.push(node),
                            Err(mut unknown) => {
                                let spent = unknown.why.key() == Some("ans-pruned-too-many");
                                unknown.key = "evaluation_order";
                                exp.unknown.push(Claim::new(unknown, piece.pos));
                                if spent {
                                    break 'pieces;
                                }
                            }
                        }
                    }
                }
                exp.evaluation_order = Some(Claim::new(order, val.pos));
            }
            "values" => {
                let map = val
                    .as_map()
                    .ok_or_else(|| bad(val.pos, msg!("ans-values-map")))?;
                for (node, shown) in map {
                    let (what, places, exact) = shown_value(shown)?;
                    let Some(id) = named(tree, node)? else {
                        exp.unknown
                            .push(Claim::new(unknown_node(tree, "values", node)?, node.pos));
                        continue;
                    };
                    if let Some(first) = exp.values.iter().find(|c| c.what.0 == id) {
                        exp.twice.push(Claim::new(
                            Twice {
                                key: "values",
                                node: id,
                                names: (key_at(map, first.pos), key_text(node)?),
                                answers: (first.what.1.text(), what.text()),
                                same: first.what.1 == what,
                            },
                            node.pos,
                        ));
                        continue;
                    }
                    exp.values.push(Claim {
                        what: (id, what),
                        pos: node.pos,
                        places,
                        inexact: as_written(shown, exact),
                    });
                }
            }
            "windows" => {
                let map = val
                    .as_map()
                    .ok_or_else(|| bad(val.pos, msg!("ans-windows-map")))?;
                for (node, w) in map {
                    let items = w
                        .as_seq()
                        .filter(|i| i.len() == 2)
                        .ok_or_else(|| bad(w.pos, msg!("ans-window")))?;
                    let (a, b) = (bound_number(&items[0])?, bound_number(&items[1])?);
                    let Some(id) = named(tree, node)? else {
                        exp.unknown
                            .push(Claim::new(unknown_node(tree, "windows", node)?, node.pos));
                        continue;
                    };
                    if let Some(first) = exp.windows.iter().find(|c| c.what.0 == id) {
                        let (_, fa, fb) = first.what;
                        exp.twice.push(Claim::new(
                            Twice {
                                key: "windows",
                                node: id,
                                names: (key_at(map, first.pos), key_text(node)?),
                                answers: (window_text(fa, fb), window_text(a, b)),
                                same: (fa, fb) == (a, b),
                            },
                            node.pos,
                        ));
                        continue;
                    }
                    exp.windows.push(Claim::new((id, a, b), node.pos));
                }
            }
            "intervals" => read_intervals(tree, val, &mut exp)?,
            other => {
                let mut e = InputError::new(
                    ErrorKind::UnknownKey,
                    msg!("ans-unknown-key", key = written),
                )
                .at(k.pos);
                let hint = msg!("help-ans-keys", keys = KEYS.join(", "));
                e = match suggest(other, &KEYS) {
                    Some(s) => e.help(msg!("help-ans-did-you-mean", key = s, keys = hint)),
                    None => e.help(hint),
                };
                return Err(e);
            }
        }
    }
    if let Some(pos) = no_deep_at
        && exp.config.no_deep_cutoffs
        && !exp.config.supports_no_deep_cutoffs()
    {
        return Err(bad(
            pos,
            msg!("ans-no-deep", algorithm = exp.config.algorithm.name()),
        )
        .help(msg!("help-ans-no-deep")));
    }
    Ok(exp)
}

/// A Monte Carlo block answers `next_selection` only, and `next_selection` belongs to a
/// Monte Carlo block: the other items have no exact answer in a sampled search. Checked
/// once the grader's conventions are set (a tree's `expect` may give the algorithm).
pub fn mcts_items_fit(exp: &Expectation) -> Result<()> {
    let pos = exp.pos;
    let mcts = exp.config.algorithm == crate::search::Algorithm::Mcts;
    let exact_items = exp.value.is_some()
        || exp.best.is_some()
        || exp.pruned.is_some()
        || exp.evaluated.is_some()
        || exp.evaluation_order.is_some()
        || !exp.values.is_empty()
        || !exp.windows.is_empty()
        || !exp.intervals.is_empty()
        || exp.unknown.iter().any(|u| u.what.key != "next_selection");
    if mcts && exact_items {
        return Err(bad(pos, msg!("ans-mcts-items")).help(msg!("help-ans-mcts-items")));
    }
    let asked = !exp.next_selection.is_empty()
        || exp.unknown.iter().any(|u| u.what.key == "next_selection");
    if asked && !mcts {
        return Err(bad(pos, msg!("ans-selection-algorithm")));
    }
    Ok(())
}

/// `next_selection`: one entry or a list of them, each `{after: K, at: X, child: C, ucb: V}`.
/// A node named that does not exist, or a child that is not `at`'s, is a wrong item.
fn read_selections(tree: &Tree, val: &Value, exp: &mut Expectation) -> Result<()> {
    let entries: Vec<&Value> = match &val.kind {
        ValueKind::Seq(items) => items.iter().collect(),
        ValueKind::Map(_) => vec![val],
        _ => return Err(bad(val.pos, msg!("ans-selection-shape"))),
    };
    for entry in entries {
        let map = entry
            .as_map()
            .ok_or_else(|| bad(entry.pos, msg!("ans-selection-shape")))?;
        let mut after = None;
        let mut at = None;
        let mut child = None;
        let mut ucb = None;
        for (k, v) in map {
            let key = k.text(msg!("what-key"))?;
            match key {
                "after" => {
                    let n = v.number("`after`")?;
                    let max = crate::search::mcts::MAX_ITERATIONS as f64;
                    if !(1.0..=max).contains(&n) || n.fract() != 0.0 {
                        return Err(bad(
                            v.pos,
                            msg!(
                                "ans-selection-after",
                                max = crate::num::thousands(max as u64)
                            ),
                        ));
                    }
                    after = Some(n as u64);
                }
                "at" => at = Some(v),
                "child" => child = Some(v),
                "ucb" => ucb = Some((answer_number(v, "`ucb`")?, v)),
                other => {
                    let hint = msg!("help-ans-keys", keys = SELECTION_KEYS.join(", "));
                    let e = InputError::new(
                        ErrorKind::UnknownKey,
                        msg!(
                            "ans-unknown-key",
                            key = crate::text::visible(other).into_owned()
                        ),
                    )
                    .at(k.pos);
                    return Err(match suggest(other, &SELECTION_KEYS) {
                        Some(s) => e.help(msg!("help-ans-did-you-mean", key = s, keys = hint)),
                        None => e.help(hint),
                    });
                }
            }
        }
        let (Some(after), Some(at_v), Some(child_v), Some(((x, places, exact), ucb_v))) =
            (after, at, child, ucb)
        else {
            return Err(bad(entry.pos, msg!("ans-selection-missing")));
        };
        let Some(node) = named(tree, at_v)? else {
            exp.unknown.push(Claim::new(
                unknown_node(tree, "next_selection", at_v)?,
                at_v.pos,
            ));
            continue;
        };
        if !matches!(tree.kind(node), Kind::Max | Kind::Min) {
            return Err(bad(
                at_v.pos,
                msg!("ans-selection-not-decision", node = tree.name(node)),
            ));
        }
        let picked = named(tree, child_v)?.filter(|&c| tree.parent(c) == Some(node));
        let Some(picked) = picked else {
            let written = key_text(child_v)?;
            let children: Vec<String> = tree.children(node).iter().map(|&c| tree.name(c)).collect();
            exp.unknown.push(Claim::new(
                Unknown {
                    key: "next_selection",
                    could_be: closest_first(&written, children),
                    why: msg!(
                        "ans-not-a-child-of",
                        name = format!("{written:?}"),
                        node = tree.name(node)
                    ),
                    written,
                },
                child_v.pos,
            ));
            continue;
        };
        exp.next_selection.push(Claim {
            what: NextSelection {
                after,
                at: node,
                child: picked,
                ucb: x,
            },
            pos: entry.pos,
            places,
            inexact: as_written(ucb_v, exact),
        });
    }
    Ok(())
}

/// `intervals`: a map chance node → `[lo, hi]`, each end a number (a fraction or a decimal
/// too) or `-inf` / `inf`. A name that names no node is a wrong item, as in `values`.
fn read_intervals(tree: &Tree, val: &Value, exp: &mut Expectation) -> Result<()> {
    let map = val
        .as_map()
        .ok_or_else(|| bad(val.pos, msg!("ans-intervals-map")))?;
    for (node, w) in map {
        let items = w
            .as_seq()
            .filter(|i| i.len() == 2)
            .ok_or_else(|| bad(w.pos, msg!("ans-interval")))?;
        let end = |v: &Value| -> Result<(f64, Option<u8>)> {
            let text = v.text(msg!("what-interval-end"))?;
            match written_number(text) {
                Some((x, places, _)) => Ok((x, places)),
                None => bound_number(v).map(|x| (x, None)).map_err(|_| {
                    bad(
                        v.pos,
                        msg!(
                            "ans-not-an-interval-end",
                            text = format!("{:?}", text.trim())
                        ),
                    )
                }),
            }
        };
        let ((lo, lo_places), (hi, hi_places)) = (end(&items[0])?, end(&items[1])?);
        let Some(id) = named(tree, node)? else {
            exp.unknown
                .push(Claim::new(unknown_node(tree, "intervals", node)?, node.pos));
            continue;
        };
        if let Some(first) = exp.intervals.iter().find(|c| c.what.node == id) {
            let f = first.what;
            exp.twice.push(Claim::new(
                Twice {
                    key: "intervals",
                    node: id,
                    names: (key_at(map, first.pos), key_text(node)?),
                    answers: (interval_text(f.lo, f.hi), interval_text(lo, hi)),
                    same: (f.lo, f.hi) == (lo, hi),
                },
                node.pos,
            ));
            continue;
        }
        exp.intervals.push(Claim::new(
            WrittenInterval {
                node: id,
                lo,
                hi,
                places: (lo_places, hi_places),
            },
            node.pos,
        ));
    }
    Ok(())
}

/// `[0, 2]`.
pub fn interval_text(lo: f64, hi: f64) -> String {
    format!(
        "[{}, {}]",
        crate::num::fmt_value(lo),
        crate::num::fmt_value(hi)
    )
}

/// A node named by id or path: `None` when no node has that name (a wrong answer, not a
/// malformed one); an error only when the name is no text at all.
fn named(tree: &Tree, v: &Value) -> Result<Option<NodeId>> {
    let text = v.text(msg!("what-node"))?;
    Ok(tree.resolve(text))
}

/// A map key as written, safe to show.
fn key_text(v: &Value) -> Result<String> {
    Ok(crate::text::visible(v.text(msg!("what-node"))?).into_owned())
}

/// The key written at `pos` in `map`, safe to show.
fn key_at(map: &[(Value, Value)], pos: Pos) -> String {
    map.iter()
        .find(|(k, _)| k.pos == pos)
        .and_then(|(k, _)| k.as_str())
        .map(|k| crate::text::visible(k).into_owned())
        .unwrap_or_default()
}

/// `(3, ∞)`.
fn window_text(a: f64, b: f64) -> String {
    format!(
        "({}, {})",
        crate::num::fmt_value(a),
        crate::num::fmt_value(b)
    )
}

/// How many names a "could be" list holds at most.
const COULD_BE: usize = 8;

/// `names` with the one closest to `written` first (a likely typo leads), at most
/// [`COULD_BE`] of them.
fn closest_first(written: &str, mut names: Vec<String>) -> Vec<String> {
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    if let Some(close) = suggest(written, &refs).map(str::to_string)
        && let Some(i) = names.iter().position(|n| *n == close)
    {
        let n = names.remove(i);
        names.insert(0, n);
    }
    names.truncate(COULD_BE);
    names
}

/// The names of the nodes `keep` accepts that an answer can use: the labels, then, for a
/// small tree, the paths of the nodes without one (a big tree has too many to list).
fn node_names(tree: &Tree, keep: impl Fn(NodeId) -> bool) -> Vec<String> {
    let mut names: Vec<String> = tree
        .ids()
        .filter(|&n| keep(n))
        .filter_map(|n| tree.label(n).map(str::to_string))
        .collect();
    if tree.len() <= 64 {
        names.extend(
            tree.ids()
                .filter(|&n| keep(n) && tree.label(n).is_none())
                .map(|n| tree.path(n)),
        );
    }
    names
}

/// The wrong item for a `values` or `windows` key that names no node.
fn unknown_node(tree: &Tree, key: &'static str, v: &Value) -> Result<Unknown> {
    let written = key_text(v)?;
    Ok(Unknown {
        key,
        could_be: closest_first(&written, node_names(tree, |_| true)),
        why: msg!("ans-no-such-node", name = format!("{written:?}")),
        written,
    })
}

/// One name in a `pruned` answer, as written: an item of a list, or a piece of a string of
/// numbers and ranges (`"7, 10-14"`).
struct Piece<'a> {
    text: &'a str,
    /// Written as a plain number (not quoted), or a piece of a string: a leaf number.
    number_like: bool,
    pos: Pos,
}

/// The pieces of a list of leaves: the items of a list, or the parts of a string of numbers,
/// ranges and names (`"7, 10-14"`).
fn pieces<'a>(val: &'a Value, not_a_list: &'static str) -> Result<Vec<Piece<'a>>> {
    Ok(match &val.kind {
        ValueKind::Seq(items) => items
            .iter()
            .map(|item| {
                Ok(Piece {
                    text: item.text(msg!("what-leaf"))?,
                    number_like: matches!(item.kind, ValueKind::Scalar { plain: true, .. }),
                    pos: item.pos,
                })
            })
            .collect::<Result<_>>()?,
        ValueKind::Scalar { text, .. } => text
            .split([',', '，', ';', '、'])
            .flat_map(str::split_whitespace)
            .map(|text| Piece {
                text,
                number_like: true,
                pos: val.pos,
            })
            .collect(),
        _ => return Err(bad(val.pos, Message::new(not_a_list))),
    })
}

/// `pruned`: a list of leaves (numbers, ids, paths, ranges `"10-14"`), or a string of them as
/// gametree prints them (`"7, 10-14, 18–23"`). Records the numbers written (for the leaf-values
/// diagnosis) and the leaves named more than once.
fn read_pruned(tree: &Tree, val: &Value, exp: &mut Expectation) -> Result<()> {
    let pieces = pieces(val, "ans-pruned-list")?;
    let mut named_leaves = Vec::new();
    let mut numbers = Some(Vec::new());
    let mut seen: std::collections::HashMap<NodeId, usize> = std::collections::HashMap::new();
    let mut budget = 4 * tree.leaf_count() + 1000;
    for piece in &pieces {
        let found = pruned_piece(tree, piece, &mut numbers, &mut budget);
        let spent = found
            .iter()
            .any(|r| matches!(r, Err(u) if u.why.key() == Some("ans-pruned-too-many")));
        for r in found {
            match r {
                Ok(node) => {
                    if tree.kind(node) == Kind::Leaf {
                        *seen.entry(node).or_default() += 1;
                    }
                    named_leaves.push(node);
                }
                Err(unknown) => exp.unknown.push(Claim::new(unknown, piece.pos)),
            }
        }
        if spent {
            // The rest is not read: one wrong item says so.
            break;
        }
    }
    let mut twice: Vec<u32> = seen
        .iter()
        .filter(|&(_, &n)| n > 1)
        .filter_map(|(&leaf, _)| tree.leaf_number(leaf))
        .collect();
    twice.sort_unstable();
    exp.pruned_twice = twice;
    exp.pruned_numbers = numbers.filter(|n| !n.is_empty());
    exp.pruned = Some(Claim::new(leaves_below(tree, &named_leaves), val.pos));
    Ok(())
}

/// Whether `a-b` is a range of this tree's leaf numbers: a range past the last leaf names
/// leaves the tree does not have, and is not expanded (`1-4000000000` would be billions).
fn range_ok(tree: &Tree, a: u32, b: u32) -> bool {
    a >= 1 && a <= b && (b as usize) <= tree.leaf_count()
}

/// The nodes one piece of a `pruned` answer names (several for a range), each a node or the
/// wrong item for a name no node has. Adds the numbers it writes to `numbers` (`None` once a
/// piece is no number); ranges take their length from `budget`.
fn pruned_piece(
    tree: &Tree,
    piece: &Piece,
    numbers: &mut Option<Vec<f64>>,
    budget: &mut usize,
) -> Vec<std::result::Result<NodeId, Unknown>> {
    let text = piece.text.trim();
    let written = crate::text::visible(text).into_owned();
    let no_leaf = |n: &str| Unknown {
        key: "pruned",
        why: msg!(
            "ans-no-such-leaf",
            leaf = n.to_string(),
            count = tree.leaf_count().to_string()
        ),
        written: written.clone(),
        could_be: Vec::new(),
    };
    if piece.number_like {
        if let Ok(n) = text.parse::<u32>() {
            if let Some(v) = numbers {
                v.push(f64::from(n));
            }
            return vec![tree.leaf(n).ok_or_else(|| no_leaf(text))];
        }
        if let Ok(x) = crate::num::parse_number(text) {
            // A number that is no leaf number (`2.5`, `-3`): most likely a leaf's value.
            if let Some(v) = numbers {
                v.push(x);
            }
            return vec![Err(no_leaf(text))];
        }
    }
    if let Some(node) = tree.resolve(text) {
        *numbers = None;
        return vec![Ok(node)];
    }
    // A range of leaf numbers, `10-14` or `10–14`, as gametree prints them.
    if let Some((a, b)) = text.split_once(['-', '–'])
        && let (Ok(a), Ok(b)) = (a.trim().parse::<u32>(), b.trim().parse::<u32>())
    {
        if !range_ok(tree, a, b) {
            *numbers = None;
            return vec![Err(no_leaf(&b.max(a).to_string()))];
        }
        // Ranges that cover the tree over and over (a hostile answer of thousands of
        // `1-1000000`) would take time in their total length: past a few times the leaf
        // count, a range is read as one wrong item instead.
        let len = (b - a + 1) as usize;
        if len > *budget {
            *numbers = None;
            return vec![Err(Unknown {
                key: "pruned",
                why: msg!("ans-pruned-too-many"),
                written,
                could_be: Vec::new(),
            })];
        }
        *budget -= len;
        if let Some(v) = numbers {
            v.extend((a..=b).map(f64::from));
        }
        return (a..=b)
            .map(|n| tree.leaf(n).ok_or_else(|| no_leaf(&n.to_string())))
            .collect();
    }
    *numbers = None;
    vec![Err(Unknown {
        key: "pruned",
        could_be: closest_first(&written, node_names(tree, |n| tree.kind(n) == Kind::Leaf)),
        why: msg!("ans-no-such-node", name = format!("{written:?}")),
        written,
    })]
}

/// The leaves under any of `nodes`, each once, in leaf-number order. Every node is walked at
/// most once however often the answer names it or its ancestors, so the work is bounded by
/// the answer's length plus the tree's size (an answer naming the root a thousand times over
/// a million-leaf tree costs one walk, not a thousand).
fn leaves_below(tree: &Tree, nodes: &[NodeId]) -> Vec<NodeId> {
    let mut seen: HashSet<NodeId> = HashSet::new();
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for &node in nodes {
        stack.push(node);
        while let Some(n) = stack.pop() {
            if !seen.insert(n) {
                continue;
            }
            if tree.kind(n) == Kind::Leaf {
                out.push(n);
            } else {
                stack.extend(tree.children(n));
            }
        }
    }
    out.sort_unstable_by_key(|&leaf| tree.leaf_number(leaf));
    out
}

/// The answer `v` as written, where its number is not `exact`ly the float it is read as.
fn as_written(v: &Value, exact: bool) -> Option<String> {
    match &v.kind {
        ValueKind::Scalar { text, .. } if !exact => Some(text.trim().to_string()),
        _ => None,
    }
}

/// `3`, `"<=2"`, `">= 5"`, `"≤2"`, `"7/3"`, with the decimal places written and whether the
/// number is exactly the float it is read as.
fn shown_value(v: &Value) -> Result<(Shown, Option<u8>, bool)> {
    let text = v.text(msg!("what-value"))?.trim();
    for (prefix, make) in [
        ("<=", Shown::AtMost as fn(f64) -> Shown),
        (">=", Shown::AtLeast),
        ("≤", Shown::AtMost),
        ("≥", Shown::AtLeast),
    ] {
        if let Some(rest) = text.strip_prefix(prefix) {
            return written_number(rest.trim())
                .map(|(x, places, exact)| (make(x), places, exact))
                .ok_or_else(|| bad(v.pos, msg!("ans-not-a-bound", text = format!("{text:?}"))));
        }
    }
    written_number(text)
        .map(|(x, places, exact)| (Shown::Exact(x), places, exact))
        .ok_or_else(|| bad(v.pos, msg!("ans-not-a-value", text = format!("{text:?}"))))
}

/// An answer's number: a plain number (`.inf` included) or a fraction (`7/3`, `"7/3"`),
/// with its decimal places.
fn answer_number(v: &Value, what: &str) -> Result<(f64, Option<u8>, bool)> {
    if let ValueKind::Scalar { text, .. } = &v.kind
        && let Some(n) = written_number(text)
    {
        return Ok(n);
    }
    v.number(what).map(|x| (x, None, true))
}

/// `2.33` → (2.33, Some(2)); `7/3` → (7/3, None); `3` → (3, None), each with whether the
/// float is the number written exactly (not so for `2.99999999999999999`, read as 3: see
/// [`is_exactly`]).
fn written_number(text: &str) -> Option<(f64, Option<u8>, bool)> {
    let text = text.trim();
    if text.contains('/') {
        let (n, d) = text.split_once('/')?;
        let (n, d) = (
            crate::num::parse_number(n).ok()?,
            crate::num::parse_number(d).ok()?,
        );
        let x = n / d;
        return (x.is_finite() && d != 0.0).then_some((x, None, is_exactly(text, x)));
    }
    let x = crate::num::parse_number(text).ok()?;
    let places = match text.split_once('.') {
        Some((_, frac))
            if !text.contains(['e', 'E']) && frac.bytes().all(|b| b.is_ascii_digit()) =>
        {
            u8::try_from(frac.len()).ok()
        }
        _ => None,
    };
    Some((x, places, is_exactly(text, x)))
}

/// A window end: a number, or `-inf` / `inf` (also `.inf`, `∞`).
fn bound_number(v: &Value) -> Result<f64> {
    let text = v.text(msg!("what-window-end"))?.trim();
    match text.to_ascii_lowercase().as_str() {
        "inf" | "+inf" | ".inf" | "+.inf" | "∞" | "+∞" | "infinity" => Ok(f64::INFINITY),
        "-inf" | "-.inf" | "-∞" | "-infinity" => Ok(f64::NEG_INFINITY),
        _ => crate::num::parse_number(text).map_err(|_| {
            bad(
                v.pos,
                msg!("ans-not-a-window-end", text = format!("{text:?}")),
            )
        }),
    }
}
