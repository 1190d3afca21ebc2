//! The pieces the checker's lines are made of, as messages: a node's name for people
//! (`C`, a long path cut at its middle), a node with its kind (`MIN node C`), a value with
//! its bound (`≥ 3`), and the reason for a cutoff (`MIN node C saw leaf 4 = 2 ≤ α = 3`).
//! The step table's notes (`render::notes`) word the same pieces, so a cut reads the same
//! in `trace` and in `check`.

use crate::message::{Message, msg};
use crate::num::fmt_value;
use crate::search::{Bound, CutReason, NodeResult};
use crate::tree::{Kind, NodeId, ShownPath, Tree, short_label};

/// The node's path for people: whole when short, else its ends around an ellipsis with
/// the depth, `1.1.1…1.1.1.2.1 (depth 6000)`; the root's path is the word for the root in
/// the reader's language.
pub fn short_path(tree: &Tree, id: NodeId) -> Message {
    if id == tree.root() {
        return msg!("path-root");
    }
    match tree.path_for_people(id) {
        ShownPath::Whole(path) => Message::Text(path),
        ShownPath::Elided { top, bottom, depth } => msg!(
            "path-elided",
            top = top,
            bottom = bottom,
            depth = depth.to_string()
        ),
    }
}

/// The node's name for people: its label (cut to a width), else `leaf N` for a leaf (the
/// number every view gives it), else its [`short_path`].
pub fn short_name(tree: &Tree, id: NodeId) -> Message {
    match tree.label(id) {
        Some(l) => Message::Text(short_label(l)),
        None if tree.kind(id) == Kind::Leaf => {
            msg!("value-leaf", leaf = tree.leaf_number(id).unwrap_or(0))
        }
        None => short_path(tree, id),
    }
}

/// The message naming a node of this kind (`MAX node C`), taking the node's `name`.
pub fn kind_node_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Max => "node-max",
        Kind::Min => "node-min",
        Kind::Chance => "node-chance",
        Kind::Leaf => "node-leaf",
    }
}

/// `MAX node A`, `MIN node 2.1`, `chance node C1`, `leaf 5` (a leaf by its number, as the
/// lists of leaves in answers give it).
pub fn describe(tree: &Tree, id: NodeId) -> Message {
    match tree.kind(id) {
        Kind::Leaf => msg!("value-leaf", leaf = tree.leaf_number(id).unwrap_or(0)),
        k => msg!(kind_node_key(k), name = short_name(tree, id)),
    }
}

/// A child's value as the object of "saw": `leaf 4 = 2` for a leaf, `B = 3` for an inner
/// node.
pub fn seen(tree: &Tree, id: NodeId, v: f64) -> Message {
    match tree.kind(id) {
        Kind::Leaf => returned(tree, id, v),
        _ => short_name(tree, id).then(format!(" = {}", fmt_value(v))),
    }
}

/// What a child returned: `leaf 4 = 2` (`C1 = 2` where the leaf has a label), or
/// `B returns 3`.
pub fn returned(tree: &Tree, id: NodeId, v: f64) -> Message {
    match tree.kind(id) {
        Kind::Leaf => leaf_is(tree, id, &fmt_value(v)),
        _ => msg!(
            "note-returned",
            name = short_name(tree, id),
            value = fmt_value(v)
        ),
    }
}

/// A leaf and its value, named as [`short_name`] names it: `leaf 4 = 2`, `C1 = 2`.
pub fn leaf_is(tree: &Tree, id: NodeId, value: &str) -> Message {
    match tree.label(id) {
        Some(l) => msg!("note-named-is", name = short_label(l), value = value),
        None => msg!(
            "note-leaf-is",
            leaf = tree.leaf_number(id).unwrap_or(0),
            value = value
        ),
    }
}

/// A value with its bound as people write it: `3`, `≥ 3`, `≤ 3`, `—`, or `unknown` for a
/// bound that excludes nothing (see [`Bound::proves_nothing`]).
pub fn bounded(bound: Bound, v: f64) -> Message {
    with_bound(bound, v, fmt_value(v))
}

/// [`bounded`] for a value whose provenance is known: exact when read from the file,
/// rounded (and marked `≈` where digits are cut) when computed.
pub fn bounded_as(bound: Bound, v: f64, computed: bool) -> Message {
    with_bound(bound, v, crate::num::fmt_as(v, computed))
}

/// A node's result as people read it: `3`, `≥ 3`, `≈2.333333333`, exact or rounded as its
/// provenance says.
pub fn result(r: &NodeResult) -> Message {
    bounded_as(r.bound, r.value, r.computed)
}

fn with_bound(bound: Bound, v: f64, shown: String) -> Message {
    if bound.proves_nothing(v) {
        return msg!("value-unknown");
    }
    Message::Text(match bound {
        Bound::Exact => shown,
        Bound::Lower => format!("≥ {shown}"),
        Bound::Upper => format!("≤ {shown}"),
        Bound::Unvisited => "—".to_string(),
    })
}

/// The short reason for a cutoff at `node` after `child` returned `value`: `MIN node C saw
/// leaf 4 = 2 ≤ α = 3`. Under the strict rule (`strict`) the relation is `<` or `>`.
pub fn reason(
    tree: &Tree,
    node: NodeId,
    child: NodeId,
    value: f64,
    reason: &CutReason,
    strict: bool,
) -> Message {
    let (le, ge) = if strict { ("<", ">") } else { ("≤", "≥") };
    let what = describe(tree, node);
    match *reason {
        CutReason::AlphaBeta { alpha, beta } => {
            if tree.kind(node) == Kind::Max {
                msg!(
                    "reason-saw-beta",
                    what = what,
                    seen = seen(tree, child, value),
                    rel = ge,
                    beta = fmt_value(beta)
                )
            } else {
                msg!(
                    "reason-saw-alpha",
                    what = what,
                    seen = seen(tree, child, value),
                    rel = le,
                    alpha = fmt_value(alpha)
                )
            }
        }
        CutReason::Budget { visited } => msg!("reason-budget", visits = visited, what = what),
        CutReason::ChanceLow {
            threshold,
            alpha,
            bound,
        } => msg!(
            "reason-chance-low",
            what = what,
            seen = seen(tree, child, value),
            rel = le,
            threshold = crate::num::fmt_computed(threshold),
            bound = crate::num::fmt_computed(bound),
            alpha = fmt_value(alpha)
        ),
        CutReason::ChanceHigh {
            threshold,
            beta,
            bound,
        } => msg!(
            "reason-chance-high",
            what = what,
            seen = seen(tree, child, value),
            rel = ge,
            threshold = crate::num::fmt_computed(threshold),
            bound = crate::num::fmt_computed(bound),
            beta = fmt_value(beta)
        ),
        CutReason::Probe { bound, limit, high } => {
            let (rel, end) = if high { (ge, "β") } else { (le, "α") };
            msg!(
                "reason-probe",
                what = what,
                bound = fmt_value(bound),
                rel = rel,
                end = end,
                limit = fmt_value(limit)
            )
        }
    }
}
