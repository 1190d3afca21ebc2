//! Points for checked answers: a rubric (points per item kind, the items every answer is
//! scored on, the share follow-through earns), each answer block's items scored, and
//! follow-through found.
//!
//! Without a rubric an answered item is worth one point and an unanswered one is not scored.
//! Follow-through is partial credit for a wrong node value (or root value, or best move)
//! that follows correctly from the answer's own values of the node's children, one of which
//! is wrong: the student combined their numbers right, so only the first mistake costs full
//! points.

use std::collections::HashSet;

use super::{BlockReport, Claim, Convention, Expectation, Item, Shown, Verdict, same_number};
use crate::error::{ErrorKind, InputError, Result};
use crate::message::{Arg, Message, msg};
use crate::num::fmt_value;
use crate::parse::Value;
use crate::tree::{Kind, NodeId, Pos, Tree};

/// The item kinds a rubric gives points to, as answers spell them.
pub const KINDS: [&str; 9] = [
    "value",
    "best",
    "pruned",
    "values",
    "windows",
    "evaluated",
    "evaluation_order",
    "next_selection",
    "intervals",
];

/// Where points come from.
#[derive(Clone, Debug, PartialEq)]
pub struct Rubric {
    /// Points per item kind, in the order of [`KINDS`]; each `values`, `windows` or
    /// `intervals` entry is one item worth the kind's points.
    pub points: [f64; KINDS.len()],
    /// The kinds `points:` lists. When it lists any, every answer is scored against one
    /// maximum: the listed kinds' points, `values`, `windows` and `intervals` counted per
    /// node named in `required` (else per inner node the search enters, and per chance node
    /// it proves an interval at); kinds not listed are reported but not scored.
    pub listed: [bool; KINDS.len()],
    /// `pruned: {points: N, per_leaf: true}`: a wrong pruned set earns the share of its
    /// leaves decided right.
    pub per_leaf: bool,
    /// `bounds: exact`: a cut node's answer must be written as its bound and a node the
    /// search never enters left empty (`bounds: generous`, the default, accepts the true
    /// value at both).
    pub exact_bounds: bool,
    /// The share of an item's points that follow-through earns (0 turns it off).
    pub follow_through: f64,
    /// Items scored in every answer block, with 0 points where the answer leaves them out
    /// (`value`, `best`, `pruned`, `values.NODE`, `windows.NODE`, `intervals.NODE`), and
    /// where each is written.
    pub required: Vec<(String, Pos)>,
    /// Gradescope's visibility of the whole result (`visible`, `hidden`, `after_due_date`,
    /// `after_published`), if the rubric sets one.
    pub visibility: Option<String>,
    /// Gradescope's visibility of each test.
    pub test_visibility: Option<String>,
    /// The conventions every answer is graded under (`conventions:`), where each is written.
    pub conventions: Vec<Claim<Convention>>,
}

impl Default for Rubric {
    fn default() -> Self {
        Rubric {
            points: [1.0; KINDS.len()],
            listed: [false; KINDS.len()],
            per_leaf: false,
            exact_bounds: false,
            follow_through: 0.5,
            required: Vec::new(),
            visibility: None,
            test_visibility: None,
            conventions: Vec::new(),
        }
    }
}

const RUBRIC_KEYS: [&str; 6] = [
    "points",
    "follow_through",
    "required",
    "conventions",
    "bounds",
    "gradescope",
];
const VISIBILITIES: [&str; 4] = ["visible", "hidden", "after_due_date", "after_published"];

fn bad(pos: Pos, message: impl Into<crate::message::Message>) -> InputError {
    InputError::new(ErrorKind::BadAnswer, message).at(pos)
}

/// The most points one item may be worth: a class's totals (items times points, over every
/// file) then stay far inside the float range, so no score overflows to infinity.
pub const MAX_POINTS: f64 = 1e6;

/// A number of points: from 0 to [`MAX_POINTS`].
fn points(v: &Value, what: &str) -> Result<f64> {
    let x = v.number(what)?;
    if (0.0..=MAX_POINTS).contains(&x) {
        Ok(x)
    } else {
        Err(bad(
            v.pos,
            msg!(
                "err-rubric-points",
                what = what,
                max = crate::num::thousands(MAX_POINTS as u64)
            ),
        ))
    }
}

/// A `points:` map (kind → points) into the rubric.
fn read_points(v: &Value, r: &mut Rubric) -> Result<()> {
    let map = v
        .as_map()
        .ok_or_else(|| bad(v.pos, msg!("err-rubric-points-map")))?;
    for (k, n) in map {
        let kind = k.text(msg!("what-item-kind"))?;
        let i = KINDS.iter().position(|&x| x == kind).ok_or_else(|| {
            bad(
                k.pos,
                msg!(
                    "err-rubric-unknown-kind",
                    kind = kind,
                    kinds = KINDS.join(", ")
                ),
            )
        })?;
        r.listed[i] = true;
        let Some(entries) = n.as_map() else {
            r.points[i] = points(n, &format!("`points.{kind}`"))?;
            continue;
        };
        // `{points: N, per_leaf: true}`.
        for (k, v) in entries {
            match k.text(msg!("what-key"))? {
                "points" => r.points[i] = points(v, &format!("`points.{kind}.points`"))?,
                "per_leaf" | "per-leaf" if kind == "pruned" => {
                    r.per_leaf = v.boolean("`per_leaf`")?
                }
                "per_leaf" | "per-leaf" => {
                    return Err(bad(k.pos, msg!("err-rubric-per-leaf", kind = kind)));
                }
                other => {
                    return Err(bad(k.pos, msg!("err-rubric-points-key", key = other)));
                }
            }
        }
    }
    Ok(())
}

impl Rubric {
    /// Reads a rubric file's value (see docs/guide.md, "Grading a class").
    pub fn from_value(v: &Value) -> Result<Rubric> {
        let entries = v
            .as_map()
            .ok_or_else(|| bad(v.pos, msg!("err-rubric-map")))?;
        let mut r = Rubric::default();
        for (k, val) in entries {
            match k.text(msg!("what-key"))? {
                "points" => read_points(val, &mut r)?,
                "follow_through" | "follow-through" => {
                    let share = points(val, "`follow_through`")?;
                    if share > 1.0 {
                        return Err(bad(val.pos, msg!("err-rubric-share")));
                    }
                    r.follow_through = share;
                }
                "required" => {
                    let items = val
                        .as_seq()
                        .ok_or_else(|| bad(val.pos, msg!("err-rubric-required-list")))?;
                    for item in items {
                        let name = item.text(msg!("what-item"))?.trim().to_string();
                        let kind = name.split_once('.').map_or(name.as_str(), |(k, _)| k);
                        let whole = matches!(
                            kind,
                            "value" | "best" | "pruned" | "evaluated" | "evaluation_order"
                        ) && !name.contains('.');
                        let per_node = matches!(kind, "values" | "windows" | "intervals")
                            && name.contains('.');
                        if !whole && !per_node {
                            return Err(bad(
                                item.pos,
                                msg!("err-rubric-not-an-item", name = format!("{name:?}")),
                            ));
                        }
                        r.required.push((name, item.pos));
                    }
                }
                "conventions" => r.conventions = super::conventions::read_map(val)?,
                "bounds" => {
                    r.exact_bounds = match val.text(msg!("what-marking"))? {
                        "exact" => true,
                        "generous" => false,
                        other => {
                            return Err(bad(
                                val.pos,
                                msg!("err-rubric-bounds", value = format!("{other:?}")),
                            ));
                        }
                    }
                }
                "gradescope" => {
                    let map = val
                        .as_map()
                        .ok_or_else(|| bad(val.pos, msg!("err-rubric-gradescope-map")))?;
                    for (gk, gv) in map {
                        let key = gk.text(msg!("what-key"))?;
                        let vis = gv.text(msg!("what-visibility"))?;
                        if !VISIBILITIES.contains(&vis) {
                            return Err(bad(
                                gv.pos,
                                msg!(
                                    "err-rubric-visibility",
                                    visibility = format!("{vis:?}"),
                                    visibilities = VISIBILITIES.join(", ")
                                ),
                            ));
                        }
                        match key {
                            "visibility" => r.visibility = Some(vis.to_string()),
                            "test_visibility" => r.test_visibility = Some(vis.to_string()),
                            _ => {
                                return Err(bad(
                                    gk.pos,
                                    msg!("err-rubric-gradescope-key", key = key),
                                ));
                            }
                        }
                    }
                }
                other => {
                    return Err(bad(k.pos, msg!("err-rubric-unknown-key", key = other))
                        .help(msg!("help-rubric-keys", keys = RUBRIC_KEYS.join(", "))));
                }
            }
        }
        Ok(r)
    }

    /// The points an `expect` block gives (`points:` in one of its blocks, the first that
    /// has it), as a rubric; `None` when no block gives points.
    pub fn from_expect(expect: &Value) -> Result<Option<Rubric>> {
        let blocks: Vec<&Value> = match expect.as_seq() {
            Some(items) => items.iter().collect(),
            None => vec![expect],
        };
        for b in blocks {
            if let Some((_, v)) = b
                .as_map()
                .into_iter()
                .flatten()
                .find(|(k, _)| k.as_str() == Some("points"))
            {
                let mut r = Rubric::default();
                read_points(v, &mut r)?;
                return Ok(Some(r));
            }
        }
        Ok(None)
    }

    /// Checks that every required item names a node of `tree`, and that its bounds hold
    /// every leaf.
    pub fn check_against(&self, tree: &Tree) -> Result<()> {
        for c in &self.conventions {
            if let Convention::Bounds(lo, hi) = c.what {
                crate::parse::check_bounds(tree, crate::parse::Bounds { lo, hi, pos: c.pos })?;
            }
        }
        for (name, pos) in &self.required {
            if let Some((_, node)) = name.split_once('.')
                && tree.resolve(node).is_none()
            {
                return Err(bad(
                    *pos,
                    msg!("err-rubric-no-node", node = format!("{node:?}")),
                ));
            }
        }
        Ok(())
    }

    /// True when every answer is scored against one maximum (see [`Rubric::listed`]).
    pub fn fixed(&self) -> bool {
        self.listed.iter().any(|&l| l)
    }

    /// The nodes `required` names under `kind` (`values`, `windows` or `intervals`), if it
    /// names any.
    fn required_nodes(&self, tree: &Tree, kind: &str) -> Option<HashSet<NodeId>> {
        let nodes: HashSet<NodeId> = self
            .required
            .iter()
            .filter_map(|(name, _)| name.split_once('.'))
            .filter(|(k, _)| *k == kind)
            .filter_map(|(_, node)| tree.resolve(node))
            .collect();
        (!nodes.is_empty()).then_some(nodes)
    }

    /// Whether an item is one of those a fixed maximum counts: the root's value, the best
    /// move, the pruned set, and the nodes `values`, `windows` and `intervals` are scored on.
    fn counts(&self, tree: &Tree, report: &BlockReport, item: &Item) -> bool {
        match item {
            Item::Value
            | Item::Best
            | Item::Pruned
            | Item::Evaluated
            | Item::EvaluationOrder
            | Item::NextSelection { .. } => true,
            Item::NodeValue(n) | Item::Window(n) => {
                match self.required_nodes(tree, KINDS[kind_of(item)]) {
                    Some(nodes) => nodes.contains(n),
                    None => report.entered_named.contains(n),
                }
            }
            Item::Interval(n) => match self.required_nodes(tree, KINDS[kind_of(item)]) {
                Some(nodes) => nodes.contains(n),
                None => report.proven_intervals.contains_key(n),
            },
            Item::Unknown(_) => false,
        }
    }

    /// What an item is worth in `report`'s block.
    fn of(&self, tree: &Tree, report: &BlockReport, item: &Item) -> f64 {
        let kind = kind_of(item);
        let scored = !self.fixed() || (self.listed[kind] && self.counts(tree, report, item));
        if scored { self.points[kind] } else { 0.0 }
    }

    /// How many items of each kind a block is scored on, when the rubric fixes the maximum.
    fn scored_items(&self, tree: &Tree, report: &BlockReport, kind: usize) -> usize {
        match kind {
            3 | 4 => self
                .required_nodes(tree, KINDS[kind])
                .map_or(report.entered_inner, |n| n.len()),
            // Each Monte Carlo question answered is an item of its own.
            7 => report.expectation.next_selection.len().max(1),
            8 => self
                .required_nodes(tree, KINDS[kind])
                .map_or(report.proven_intervals.len(), |n| n.len()),
            _ => 1,
        }
    }
}

/// The index in [`KINDS`] of an item's kind.
fn kind_of(item: &Item) -> usize {
    match item {
        Item::Value => 0,
        Item::Best => 1,
        Item::Pruned => 2,
        Item::NodeValue(_) => 3,
        Item::Window(_) => 4,
        Item::Evaluated => 5,
        Item::EvaluationOrder => 6,
        Item::NextSelection { .. } => 7,
        Item::Interval(_) => 8,
        Item::Unknown(name) if name.starts_with("next_selection.") => 7,
        Item::Unknown(name) if name.starts_with("intervals.") => 8,
        // A name no node has, counted by the kind it was written under.
        Item::Unknown(name) if name.starts_with("windows.") => 4,
        Item::Unknown(_) => 3,
    }
}

/// An item as reports and rubrics name it: `value`, `best`, `pruned`, `values.C`,
/// `windows.C`, `intervals.C`.
pub fn item_name(tree: &Tree, item: &Item) -> String {
    item.name(tree)
}

/// How an item was scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Right: full points.
    Right,
    /// Wrong, but following from the answer's own wrong values below it: partial points.
    FollowThrough,
    /// Wrong: no points.
    Wrong,
    /// Required by the rubric but not answered: no points.
    Unanswered,
    /// Partly right, per-leaf credit: the share of the leaves decided right.
    Partial,
}

impl Status {
    /// The word JSON uses.
    pub fn name(self) -> &'static str {
        match self {
            Status::Right => "right",
            Status::FollowThrough => "follow-through",
            Status::Wrong => "wrong",
            Status::Unanswered => "unanswered",
            Status::Partial => "partial",
        }
    }
}

/// One item's points.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemGrade {
    /// The item.
    pub item: Item,
    /// Its name (see [`item_name`]).
    pub name: String,
    /// How it was scored.
    pub status: Status,
    /// Points earned.
    pub points: f64,
    /// Points it is worth.
    pub max: f64,
    /// Why follow-through applies, for a follow-through item; how many leaves were right,
    /// for a partial one.
    pub why: Option<Message>,
}

/// Items of one kind a rubric scores that the answer leaves out (and does not require):
/// they earn nothing and count towards the maximum.
#[derive(Clone, Debug, PartialEq)]
pub struct Blank {
    /// The kind, as [`KINDS`] spells it.
    pub kind: &'static str,
    /// How many items.
    pub items: usize,
    /// The points they are worth together.
    pub max: f64,
}

/// One answer block's points.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlockGrade {
    /// Its items, in the order the report names them.
    pub items: Vec<ItemGrade>,
    /// The items scored but not answered, per kind (only when the rubric fixes the maximum).
    pub blank: Vec<Blank>,
    /// The variants of the search that reproduce this answer exactly, each as its
    /// command-line flags (`["--strict"]`), counted by the class summary: `None` where the
    /// answer was not diagnosed, an empty list where no variant reproduces it.
    pub explained_by: Option<Vec<Vec<String>>>,
}

impl BlockGrade {
    /// Points earned.
    pub fn points(&self) -> f64 {
        self.items.iter().map(|i| i.points).sum()
    }

    /// Points the block is worth.
    pub fn max(&self) -> f64 {
        self.items.iter().map(|i| i.max).sum::<f64>()
            + self.blank.iter().map(|b| b.max).sum::<f64>()
    }
}

/// Scores one checked block by `rubric`.
pub fn grade_block(tree: &Tree, report: &BlockReport, rubric: &Rubric) -> BlockGrade {
    let items = report.items();
    let ok_by_item: std::collections::HashMap<&Item, bool> =
        items.iter().map(|(i, ok)| (i, *ok)).collect();
    let ok_of = |item: &Item| ok_by_item.get(item).copied();
    let mut grades: Vec<ItemGrade> = items
        .iter()
        .map(|(item, ok)| {
            let max = rubric.of(tree, report, item);
            if !ok && *item == Item::Pruned && rubric.per_leaf {
                let (right, of) = leaves_right(report);
                return ItemGrade {
                    item: item.clone(),
                    name: item_name(tree, item),
                    status: if right > 0 {
                        Status::Partial
                    } else {
                        Status::Wrong
                    },
                    points: max * right as f64 / of as f64,
                    max,
                    why: Some(msg!("grade-leaves-right", right = right, count = of)),
                };
            }
            let why = (!ok && rubric.follow_through > 0.0)
                .then(|| follow_through(tree, &report.expectation, item, &ok_of))
                .flatten();
            let (status, points) = match (ok, &why) {
                (true, _) => (Status::Right, max),
                (false, Some(_)) => (Status::FollowThrough, max * rubric.follow_through),
                (false, None) => (Status::Wrong, 0.0),
            };
            ItemGrade {
                item: item.clone(),
                name: item_name(tree, item),
                status,
                points,
                max,
                why,
            }
        })
        .collect();
    let graded: HashSet<Item> = grades.iter().map(|g| g.item.clone()).collect();
    for (name, _) in &rubric.required {
        let item = match name.split_once('.') {
            None => match name.as_str() {
                "value" => Item::Value,
                "best" => Item::Best,
                "evaluated" => Item::Evaluated,
                "evaluation_order" => Item::EvaluationOrder,
                _ => Item::Pruned,
            },
            Some((kind, node)) => match tree.resolve(node) {
                Some(n) if kind == "values" => Item::NodeValue(n),
                Some(n) if kind == "intervals" => Item::Interval(n),
                Some(n) => Item::Window(n),
                None => continue,
            },
        };
        if !graded.contains(&item) {
            grades.push(ItemGrade {
                name: item_name(tree, &item),
                max: rubric.of(tree, report, &item),
                item,
                status: Status::Unanswered,
                points: 0.0,
                why: None,
            });
        }
    }
    let mut blank = Vec::new();
    if rubric.fixed() {
        for kind in (0..KINDS.len()).filter(|&k| rubric.listed[k]) {
            let scored = grades
                .iter()
                .filter(|g| kind_of(&g.item) == kind && rubric.counts(tree, report, &g.item))
                .count();
            let items = rubric
                .scored_items(tree, report, kind)
                .saturating_sub(scored);
            if items > 0 && rubric.points[kind] > 0.0 {
                blank.push(Blank {
                    kind: KINDS[kind],
                    items,
                    max: items as f64 * rubric.points[kind],
                });
            }
        }
    }
    BlockGrade {
        items: grades,
        blank,
        explained_by: None,
    }
}

/// The leaves a pruned answer decides right (in both the true and the claimed set) and the
/// leaves in either: per-leaf credit is the one over the other.
fn leaves_right(report: &BlockReport) -> (usize, usize) {
    let claimed = report
        .expectation
        .pruned
        .as_ref()
        .map_or(0, |c| c.what.len());
    let right = claimed - report.pruned_extra.len().min(claimed);
    let union = claimed + report.pruned_missing.len();
    (right, union.max(1))
}

/// Adds each follow-through or per-leaf item's reason to its first wrong line, as a note, so
/// the text and JSON reports say why it earned partial points.
pub fn mark_follow_through(report: &mut BlockReport, grade: &BlockGrade) {
    for g in grade
        .items
        .iter()
        .filter(|g| matches!(g.status, Status::FollowThrough | Status::Partial))
    {
        if let Some(v) = report
            .verdicts
            .iter_mut()
            .find(|v| v.item == g.item && !v.ok)
        {
            let note = msg!(
                if g.status == Status::Partial {
                    "grade-per-leaf-note"
                } else {
                    "grade-follow-through-note"
                },
                why = g.why.clone().unwrap_or_else(Message::empty),
                points = fmt_value(g.points),
                max = fmt_value(g.max)
            );
            v.note = Some(match v.note.take() {
                Some(n) => msg!("grade-notes", first = n, then = note),
                None => note,
            });
        }
    }
}

/// Adds a wrong line for each item the rubric requires and the answer leaves out, so the
/// block is not passed (and the report does not call the answer entirely right) while its
/// points say the item earned nothing.
pub fn mark_unanswered(report: &mut BlockReport, grade: &BlockGrade) {
    for g in grade
        .items
        .iter()
        .filter(|g| g.status == Status::Unanswered)
    {
        report.verdicts.push(Verdict {
            item: g.item.clone(),
            ok: false,
            message: msg!("grade-required-missing", item = g.name.as_str()),
            note: None,
        });
    }
}

/// The numbers an answer gives a node's children: its own values where it wrote them, a
/// leaf's value where it did not call the leaf pruned. `None` when a chance node's child
/// has no number (its average needs them all). Also whether any written child value is wrong.
fn own_children(
    tree: &Tree,
    exp: &Expectation,
    node: NodeId,
    ok_of: &dyn Fn(&Item) -> Option<bool>,
) -> Option<(Vec<(NodeId, f64)>, bool)> {
    let pruned: HashSet<NodeId> = exp
        .pruned
        .as_ref()
        .map(|c| c.what.iter().copied().collect())
        .unwrap_or_default();
    let mut nums = Vec::new();
    let mut any_wrong = false;
    for &c in tree.children(node) {
        let written = exp
            .values
            .iter()
            .find(|v| v.what.0 == c)
            .map(|v| match v.what.1 {
                Shown::Exact(x) | Shown::AtLeast(x) | Shown::AtMost(x) => x,
            });
        match written {
            Some(x) => {
                any_wrong |= ok_of(&Item::NodeValue(c)) == Some(false);
                nums.push((c, x));
            }
            None if tree.kind(c) == Kind::Leaf && !pruned.contains(&c) => {
                nums.push((c, tree.value(c).unwrap_or(f64::NAN)));
            }
            None if tree.kind(node) == Kind::Chance => return None,
            None => {}
        }
    }
    (!nums.is_empty()).then_some((nums, any_wrong))
}

/// `B = 2, C = 5`.
fn list(tree: &Tree, nums: &[(NodeId, f64)]) -> Arg {
    Arg::list(
        nums.iter()
            .map(|(c, x)| format!("{} = {}", tree.name(*c), fmt_value(*x))),
        "list-separator",
    )
}

/// Why a wrong item follows from the answer's own wrong values below it, if it does.
fn follow_through(
    tree: &Tree,
    exp: &Expectation,
    item: &Item,
    ok_of: &dyn Fn(&Item) -> Option<bool>,
) -> Option<Message> {
    let (node, written, places, exact) = match item {
        Item::Value => {
            let c = exp.value.as_ref()?;
            (tree.root(), c.what, c.places, c.inexact.is_none())
        }
        Item::NodeValue(n) => {
            let c = exp.values.iter().find(|v| v.what.0 == *n)?;
            let x = match c.what.1 {
                Shown::Exact(x) | Shown::AtLeast(x) | Shown::AtMost(x) => x,
            };
            (*n, x, c.places, c.inexact.is_none())
        }
        Item::Best => return best_follows(tree, exp, ok_of),
        _ => return None,
    };
    let kind = tree.kind(node);
    if kind == Kind::Leaf {
        return None;
    }
    let (nums, any_wrong) = own_children(tree, exp, node, ok_of)?;
    if !any_wrong {
        return None;
    }
    let combined = combine(tree, kind, &nums);
    let computed = tree.has_chance();
    same_number(written, places, exact, combined, computed, exp.tolerance).then(|| {
        msg!(
            match kind {
                Kind::Max => "grade-follows-largest",
                Kind::Min => "grade-follows-smallest",
                _ => "grade-follows-mean",
            },
            written = fmt_value(written),
            values = list(tree, &nums),
            combined = fmt_value(combined)
        )
    })
}

fn combine(tree: &Tree, kind: Kind, nums: &[(NodeId, f64)]) -> f64 {
    let xs = nums.iter().map(|&(_, x)| x);
    match kind {
        Kind::Max => xs.fold(f64::NEG_INFINITY, f64::max),
        Kind::Min => xs.fold(f64::INFINITY, f64::min),
        _ => nums.iter().map(|&(c, x)| tree.prob(c) * x).sum(),
    }
}

/// Why a wrong best move follows from the answer's own values of the root's children.
fn best_follows(
    tree: &Tree,
    exp: &Expectation,
    ok_of: &dyn Fn(&Item) -> Option<bool>,
) -> Option<Message> {
    let chosen = exp.best.as_ref()?.what;
    let kind = tree.kind(tree.root());
    if !matches!(kind, Kind::Max | Kind::Min) {
        return None;
    }
    let (nums, any_wrong) = own_children(tree, exp, tree.root(), ok_of)?;
    let own = nums.iter().find(|(c, _)| *c == chosen)?.1;
    let best = combine(tree, kind, &nums);
    (any_wrong && nums.len() > 1 && own == best).then(|| {
        msg!(
            "grade-best-follows",
            name = tree.name(chosen),
            values = list(tree, &nums)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{Searches, check_block, expectations};
    use crate::parse::{parse_text, parse_value};

    const TREE: &str =
        "max: [{id: B, min: [3, 12, 8]}, {id: C, min: [2, 4, 6]}, {id: D, min: [14, 5, 2]}]";

    fn graded(answer: &str, rubric: &Rubric) -> BlockGrade {
        let doc = parse_text(TREE).unwrap();
        let v = parse_value(answer).unwrap();
        let blocks = expectations(&doc.tree, &doc.meta, &v).unwrap();
        let mut s = Searches::default();
        let r = check_block(&doc.tree, &blocks[0], &mut s).unwrap();
        grade_block(&doc.tree, &r, rubric)
    }

    #[test]
    fn without_a_rubric_each_answered_item_is_one_point() {
        let g = graded("{value: 3, best: C}", &Rubric::default());
        assert_eq!((g.points(), g.max()), (1.0, 2.0));
    }

    #[test]
    fn a_root_value_that_follows_from_wrong_child_values_earns_follow_through() {
        // B is 3, not 8; with B = 8 the root would be 8, which the answer says.
        let g = graded(
            "{value: 8, algorithm: minimax, values: {B: 8, C: 2, D: 2}}",
            &Rubric::default(),
        );
        let root = g.items.iter().find(|i| i.item == Item::Value).unwrap();
        assert_eq!(root.status, Status::FollowThrough, "{root:?}");
        assert_eq!(root.points, 0.5);
        let b = &g.items[1];
        assert_eq!((b.name.as_str(), b.status), ("values.B", Status::Wrong));
    }

    #[test]
    fn a_wrong_value_with_right_children_gets_no_follow_through() {
        let g = graded(
            "{value: 8, algorithm: minimax, values: {B: 3, C: 2, D: 2}}",
            &Rubric::default(),
        );
        assert_eq!(g.items[0].status, Status::Wrong);
    }

    #[test]
    fn a_best_move_that_follows_from_wrong_values_earns_follow_through() {
        let g = graded(
            "{best: D, algorithm: minimax, values: {B: 3, C: 2, D: 5}}",
            &Rubric::default(),
        );
        assert_eq!(g.items[0].status, Status::FollowThrough, "{:?}", g.items[0]);
    }

    #[test]
    fn required_items_left_out_score_zero_and_points_come_from_the_rubric() {
        let r = Rubric::from_value(
            &parse_value("{points: {value: 2, pruned: 3}, required: [value, pruned, values.C], follow_through: 0}").unwrap(),
        )
        .unwrap();
        let g = graded("{value: 3}", &r);
        let names: Vec<(&str, Status, f64)> = g
            .items
            .iter()
            .map(|i| (i.name.as_str(), i.status, i.max))
            .collect();
        assert_eq!(
            names,
            [
                ("value", Status::Right, 2.0),
                ("pruned", Status::Unanswered, 3.0),
                // `points` lists no `values`: required, reported, not scored.
                ("values.C", Status::Unanswered, 0.0)
            ]
        );
        assert_eq!((g.points(), g.max()), (2.0, 5.0));
    }

    #[test]
    fn a_bad_rubric_points_at_the_mistake() {
        let e = Rubric::from_value(&parse_value("points:\n  valeu: 2\n").unwrap()).unwrap_err();
        assert_eq!(e.pos.map(|p| p.line), Some(2));
        assert!(e.message.to_string().contains("valeu"));
        let e = Rubric::from_value(&parse_value("gradescope: {visibility: sometimes}").unwrap())
            .unwrap_err();
        assert!(e.message.to_string().contains("sometimes"));
    }

    #[test]
    fn rubric_points_too_large_to_total_are_refused() {
        // Points near the float range summed to infinity: `"score": null` and ∞ of ∞.
        for points in ["1e308", "1000001", "-1", ".inf"] {
            let text = format!("points:\n  value: {points}\n");
            let e = Rubric::from_value(&parse_value(&text).unwrap()).unwrap_err();
            assert_eq!(e.pos.map(|p| p.line), Some(2), "{points}");
            assert!(
                e.message.to_string().contains("1,000,000"),
                "{points}: {}",
                e.message
            );
        }
        let r = Rubric::from_value(&parse_value("points:\n  value: 1000000\n").unwrap());
        assert!(r.is_ok(), "the largest value allowed is taken");
    }
}
