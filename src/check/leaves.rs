//! The pruned-leaf items of an answer: which leaves it names wrongly, and the lines that say
//! why a leaf is pruned or evaluated, grouped by the cut that prunes them.

use super::*;

/// How many wrong leaves of one kind get a line of their own; the rest are named in one line.
/// A homework tree has a handful; an answer that names a big tree's root must not print a
/// line per leaf.
pub const MAX_LEAF_LINES: usize = 12;

/// The leaves in `actual` but not in `claimed`, and those in `claimed` but not in
/// `actual`; both inputs are in leaf order, so one merge finds them.
pub(super) fn differences(
    tree: &Tree,
    actual: &[NodeId],
    claimed: &[NodeId],
) -> (Vec<NodeId>, Vec<NodeId>) {
    let (mut missing, mut extra) = (Vec::new(), Vec::new());
    let (mut i, mut j) = (0, 0);
    let number = |n: &NodeId| tree.leaf_number(*n);
    while i < actual.len() || j < claimed.len() {
        match (actual.get(i), claimed.get(j)) {
            (Some(a), Some(c)) if a == c => (i, j) = (i + 1, j + 1),
            (Some(a), Some(c)) if number(a) < number(c) => {
                missing.push(*a);
                i += 1;
            }
            (Some(a), None) => {
                missing.push(*a);
                i += 1;
            }
            (_, Some(c)) => {
                extra.push(*c);
                j += 1;
            }
            (None, None) => break,
        }
    }
    (missing, extra)
}

/// One wrong line per leaf, each explained, up to [`MAX_LEAF_LINES`]; then one line that
/// names the rest by leaf number.
pub(super) fn push_leaf_verdicts(
    tree: &Tree,
    verdicts: &mut Vec<Verdict>,
    leaves: &[NodeId],
    what: Message,
    why: impl Fn(NodeId) -> Message,
) {
    let shown = leaves.len().min(MAX_LEAF_LINES);
    for &leaf in &leaves[..shown] {
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message: msg!("check-leaf-line", what = &what, why = why(leaf)),
            note: None,
        });
    }
    if leaves.len() > shown {
        let rest: Vec<u32> = leaves[shown..]
            .iter()
            .filter_map(|&l| tree.leaf_number(l))
            .collect();
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message: msg!(
                "check-leaf-more",
                what = &what,
                count = rest.len(),
                leaves = crate::num::ranges_capped(&rest, MAX_LEAF_LINES)
            ),
            note: None,
        });
    }
}

/// The leaves an answer leaves out of its pruned list, one line per cutoff that prunes
/// them (`leaves 5–8 are pruned by the cut at C, step 12: …`), up to [`MAX_LEAF_LINES`]
/// lines; then one line for the rest.
pub(super) fn push_cut_groups(
    tree: &Tree,
    rec: &Recorder,
    verdicts: &mut Vec<Verdict>,
    missing: &[NodeId],
    strict: bool,
) {
    // (Groups keep the order of their first leaf; a cutoff's leaves are one group however
    // the child order scatters them.)
    let mut groups: Vec<(Option<usize>, Vec<NodeId>)> = Vec::new();
    for &leaf in missing {
        let step = rec.skipped_by(tree, leaf).map(|(s, _)| s);
        match groups
            .iter_mut()
            .find(|(s, _)| step.is_some() && *s == step)
        {
            Some((_, leaves)) => leaves.push(leaf),
            None => groups.push((step, vec![leaf])),
        }
    }
    let shown = groups.len().min(MAX_LEAF_LINES);
    for (_, leaves) in &groups[..shown] {
        let message = match leaves.as_slice() {
            [leaf] => missing_line(why_pruned(tree, rec, *leaf, strict)),
            _ => {
                let nums: Vec<u32> = leaves.iter().filter_map(|&l| tree.leaf_number(l)).collect();
                let labels: Vec<String> = leaves.iter().map(|&l| leaf_value(tree, l)).collect();
                group_line(&nums, &labels, pruned_by(tree, rec, leaves[0], strict))
            }
        };
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message,
            note: None,
        });
    }
    if groups.len() > shown {
        let rest: Vec<u32> = groups[shown..]
            .iter()
            .flat_map(|(_, l)| l.iter().filter_map(|&l| tree.leaf_number(l)))
            .collect();
        verdicts.push(Verdict {
            item: Item::Pruned,
            ok: false,
            message: msg!(
                "check-pruned-missing-more",
                n = rest.len().to_string(),
                leaves = crate::num::ranges_capped(&rest, MAX_LEAF_LINES)
            ),
            note: None,
        });
    }
}

/// The line for a pruned leaf the answer leaves out, with why the search prunes it.
fn missing_line(why: Message) -> Message {
    msg!(
        "check-leaf-line",
        what = msg!("check-pruned-missing"),
        why = why
    )
}

/// A group of leaves named by their values when there are at most this many.
pub const GROUP_LABELS: usize = 4;

/// In [`group_line_template`]: the leaf numbers, as [`crate::num::ranges`] writes them.
pub const G_LEAVES: &str = "\u{E008}";
/// In [`group_line_template`]: ` (C2 = 4, C3 = 6)` for a small group, else nothing.
pub const G_LABELS: &str = "\u{E009}";
/// In [`group_line_template`]: the cut that prunes them, as [`cut_of`] words it.
pub const G_CUT: &str = "\u{E00A}";
/// The line for several leaves one cut prunes that the answer leaves out, in the reader's
/// language, with the markers [`G_LEAVES`], [`G_LABELS`] and [`G_CUT`] where its parts go.
pub fn group_line_template() -> Message {
    msg!(
        "check-group-line",
        leaves = G_LEAVES,
        labels = G_LABELS,
        cut = G_CUT
    )
}

/// The line for several missing leaves (`nums`, with their `labels`, `C3 = 6`) pruned by
/// one cut, which `pruned_by` words.
fn group_line(nums: &[u32], labels: &[String], pruned_by: Message) -> Message {
    let labels = if labels.len() <= GROUP_LABELS {
        msg!(
            "paren-after",
            text = Arg::list(labels.to_vec(), "list-separator")
        )
    } else {
        Message::empty()
    };
    Message::ClosedUp(Box::new(msg!(
        "check-group-line",
        leaves = crate::num::ranges(nums),
        labels = labels,
        cut = pruned_by
    )))
}

/// The line the report gives a leaf marked wrongly on its own: left out of the pruned
/// list when the search prunes it (a group of such leaves pruned by one cut shares a
/// line: see [`cut_of`]), named in it when the search evaluates it.
pub fn wrong_leaf_line(
    tree: &Tree,
    rec: &Recorder,
    leaf: NodeId,
    pruned: bool,
    strict: bool,
) -> Message {
    if pruned {
        missing_line(why_pruned(tree, rec, leaf, strict))
    } else {
        msg!(
            "check-leaf-line",
            what = msg!("check-pruned-extra"),
            why = why_evaluated(tree, rec, leaf, strict)
        )
    }
}

/// The line for a leaf marked rightly: why it is pruned, or the step that evaluates it.
pub fn right_leaf_line(
    tree: &Tree,
    rec: &Recorder,
    leaf: NodeId,
    pruned: bool,
    strict: bool,
) -> Message {
    if pruned {
        why_pruned(tree, rec, leaf, strict)
    } else {
        msg!(
            "check-evaluated-at",
            leaf = leaf_label(tree, leaf),
            step = rec.entered_at(leaf).unwrap_or(0).to_string()
        )
    }
}

/// The step of the cutoff that prunes a leaf (missing leaves with the same one share a
/// line), with the leaf as a group line lists it (`C3 = 6`) and the cut in words (`pruned
/// by the cut at C, step 12: …`, the end of [`group_line_template`]).
pub fn cut_of(
    tree: &Tree,
    rec: &Recorder,
    leaf: NodeId,
    strict: bool,
) -> Option<(usize, String, Message)> {
    let (step, _) = rec.skipped_by(tree, leaf)?;
    Some((
        step,
        leaf_value(tree, leaf),
        pruned_by(tree, rec, leaf, strict),
    ))
}

/// Why the search never enters `node` (a leaf or an inner node), pointing at the step that
/// decides it.
pub fn never_entered(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> Message {
    why_pruned(tree, rec, node, strict)
}

/// `C3 = 6`, or the value alone for a leaf without a label: a group line lists the values
/// after the leaves' numbers (`leaves 16–18 (11, 0, 5)`).
fn leaf_value(tree: &Tree, leaf: NodeId) -> String {
    let v = crate::num::fmt_exact(tree.value(leaf).unwrap_or(f64::NAN));
    match tree.label(leaf) {
        Some(l) => format!("{l} = {v}"),
        None => v,
    }
}

/// `leaf 6 (C3 = 6)`, or `leaf 6 = 6` without a label.
fn leaf_label(tree: &Tree, leaf: NodeId) -> Message {
    let n = tree.leaf_number(leaf).unwrap_or(0);
    let v = crate::num::fmt_exact(tree.value(leaf).unwrap_or(f64::NAN));
    match tree.label(leaf) {
        Some(l) => msg!("check-leaf-labelled", leaf = n, label = l, value = v),
        None => msg!("check-leaf", leaf = n, value = v),
    }
}

/// Why the search never evaluates `node`, pointing at the step that decides it.
pub(super) fn why_pruned(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> Message {
    let what = if tree.leaf_number(node).is_some() {
        leaf_label(tree, node)
    } else {
        Message::Text(tree.name(node))
    };
    msg!(
        "check-is-pruned",
        what = what,
        by = pruned_by(tree, rec, node, strict)
    )
}

/// `pruned by the cut at C, step 12: MIN node C saw leaf 4 = 2 ≤ α = 3`.
fn pruned_by(tree: &Tree, rec: &Recorder, node: NodeId, strict: bool) -> Message {
    match rec.skipped_by(tree, node) {
        Some((
            step,
            Step::Cutoff {
                node: at,
                child,
                value,
                reason,
                ..
            },
        )) => {
            let equal = match reason {
                search::CutReason::AlphaBeta { alpha, beta } if !strict && alpha == beta => {
                    msg!("check-equal-cuts")
                }
                _ => Message::empty(),
            };
            msg!(
                "check-pruned-by-cut",
                at = phrases::short_name(tree, *at),
                step = step.to_string(),
                reason = phrases::reason(tree, *at, *child, *value, reason, strict),
                equal = equal
            )
        }
        _ => msg!("check-pruned-by-nothing"),
    }
}

/// Why the search does evaluate a leaf the answer calls pruned. Under the strict rule, a
/// leaf reached with α = β is one the other rule prunes: said so.
pub(super) fn why_evaluated(tree: &Tree, rec: &Recorder, leaf: NodeId, strict: bool) -> Message {
    let step = rec.entered_at(leaf).unwrap_or(0);
    let window = rec.window_of(leaf);
    let shown = window.map_or(Message::empty(), |(a, b)| {
        msg!(
            "check-reached-with-window",
            alpha = fmt_value(a),
            beta = fmt_value(b)
        )
    });
    let equal = window.is_some_and(|(a, b)| strict && eq_if(tree.has_chance(), a, b));
    if equal {
        msg!(
            "check-evaluated-equal",
            leaf = leaf_label(tree, leaf),
            step = step.to_string(),
            window = shown
        )
    } else {
        msg!(
            "check-evaluated",
            leaf = leaf_label(tree, leaf),
            step = step.to_string(),
            window = shown
        )
    }
}
