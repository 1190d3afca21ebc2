//! `gametree show`: the tree drawn in the terminal, one node per line, with each node's
//! value — or its bound where the search was cut — the pruned parts marked, and the best
//! line highlighted.

use crate::i18n::tr;
use std::collections::HashSet;
use std::fmt::Write;

use super::Style;
use super::elide::{Extent, LINE_RANGES, MAX_GUIDES, Shape, group, left_out};
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, Outcome};
use crate::tree::{Kind, NodeId, Tree};

/// What `show` draws of a big tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// How deep it draws (see [`Extent`]).
    pub extent: Extent,
    /// Leave out subtrees the search never entered; the node above says how many.
    pub hide_pruned: bool,
}

/// Most lines a drawing prints when the user chose no depth.
pub const SHOW_LINES: usize = 2_000;

/// Draws the tree after the search, as much of it as fits [`SHOW_LINES`] lines.
pub fn render(tree: &Tree, meta: &Meta, outcome: &Outcome, style: &Style) -> String {
    render_with(tree, meta, outcome, style, &Options::default())
}

/// Draws the tree after the search, as much of it as `opts` asks.
pub fn render_with(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    style: &Style,
    opts: &Options,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(meta.name.as_deref()));
    let _ = writeln!(
        out,
        "{}\n",
        style.wrapped(&outcome.config.describe(), "", "", Style::dim)
    );
    let pv: HashSet<NodeId> = outcome.principal_variation(tree).into_iter().collect();
    let shape = Shape::of(tree);
    // A subtree is hidden with --hide-pruned when nothing in it was entered.
    let mut seen_below = vec![false; tree.len()];
    for &id in shape.order.iter().rev() {
        let here = outcome.result(tree, id).bound != Bound::Unvisited || seen_below[id.index()];
        seen_below[id.index()] = here;
        if here && let Some(p) = tree.parent(id) {
            seen_below[p.index()] = true;
        }
    }
    let visible = |id: NodeId| !opts.hide_pruned || seen_below[id.index()];
    let cut = opts.extent.resolve(&shape.per_depth(visible), SHOW_LINES);
    let total = tree.ids().filter(|&id| visible(id)).count();
    // Whether each open level's node was its parent's last shown child: the guides.
    let mut lasts: Vec<bool> = Vec::new();
    let mut stack: Vec<(NodeId, bool)> = vec![(tree.root(), true)];
    let mut shown = 0usize;
    let mut stopped = false;
    while let Some((id, last)) = stack.pop() {
        if cut.cap.is_some_and(|cap| shown >= cap) {
            stopped = true;
            break;
        }
        let depth = shape.depth(id);
        lasts.truncate(depth.saturating_sub(1));
        if depth > 0 {
            lasts.push(last);
        }
        let mut text = line(tree, outcome, id, pv.contains(&id), style);
        let kids: Vec<NodeId> = tree
            .children(id)
            .iter()
            .copied()
            .filter(|&c| visible(c))
            .collect();
        let hidden = tree.children(id).len() - kids.len();
        if hidden > 0 {
            let _ = write!(text, "  {}", style.dim(&tr!("show-hidden", count = hidden)));
        }
        if !cut.shows(depth + 1) && !kids.is_empty() {
            let below: u64 = kids.iter().map(|&c| u64::from(shape.size[c.index()])).sum();
            let _ = write!(
                text,
                "  {}",
                style.dim(&tr!("show-below", nodes = group(below as usize)))
            );
        }
        let _ = writeln!(out, "{}{text}", guides(&lasts));
        shown += 1;
        if cut.shows(depth + 1) {
            for (i, &c) in kids.iter().enumerate().rev() {
                stack.push((c, i + 1 == kids.len()));
            }
        }
    }
    if shown < total {
        let _ = writeln!(
            out,
            "{}",
            style.wrapped(
                &left_out(&cut, shown, total, "nodes", stopped),
                "",
                "  ",
                Style::dim
            )
        );
    }
    // The legend: one line when it fits, else one entry a line (an entry is never split).
    let pruned_mark = tr!("show-mark-pruned");
    let legend = [
        (style.good("★"), "★".to_string(), tr!("show-legend-best")),
        (
            style.dim(&pruned_mark),
            pruned_mark.clone(),
            tr!("show-legend-pruned"),
        ),
        (
            "≥ ≤".to_string(),
            "≥ ≤".to_string(),
            tr!("show-legend-bound"),
        ),
    ];
    let one_line: usize = legend
        .iter()
        .map(|(_, mark, text)| super::wrap::width(mark) + super::wrap::width(text) + 4)
        .sum();
    let sep = if one_line - 3 <= style.width {
        "   "
    } else {
        "\n"
    };
    let legend: Vec<String> = legend
        .iter()
        .map(|(styled, _, text)| format!("{styled} {text}"))
        .collect();
    let _ = writeln!(out, "\n{}", legend.join(sep));
    let ranges = if opts.extent.all {
        usize::MAX
    } else {
        LINE_RANGES
    };
    let _ = writeln!(
        out,
        "{}",
        super::wrap::wrap(
            &outcome.leaves_line_within(tree, ranges),
            style.width,
            "",
            "  "
        )
    );
    out
}

/// The guides before a node's line: `│   ` for each open level whose node has siblings
/// still to come, then the node's own connector. At most [`MAX_GUIDES`] columns: deeper
/// lines start with `…` and keep the nearest levels.
fn guides(lasts: &[bool]) -> String {
    let Some((&own, above)) = lasts.split_last() else {
        return String::new();
    };
    let mut out = String::new();
    let skip = above.len().saturating_sub(MAX_GUIDES - 1);
    if skip > 0 {
        out.push('…');
    }
    for &l in &above[skip..] {
        out.push_str(if l { "    " } else { "│   " });
    }
    out.push_str(if own { "└── " } else { "├── " });
    out
}

fn line(tree: &Tree, outcome: &Outcome, id: NodeId, on_pv: bool, style: &Style) -> String {
    let r = outcome.result(tree, id);
    let kind = tree.kind(id);
    let mut parts: Vec<String> = Vec::new();
    let name = match (kind, tree.label(id)) {
        (Kind::Leaf, Some(_)) => tr!(
            "name-aside",
            name = crate::render::names::short_name(tree, id),
            aside = tr!("value-leaf", leaf = tree.leaf_number(id).unwrap_or(0))
        ),
        (Kind::Leaf, None) => tr!("value-leaf", leaf = tree.leaf_number(id).unwrap_or(0)),
        (_, _) => format!(
            "{} {}",
            crate::render::names::short_name(tree, id),
            super::kind_mark(kind)
        ),
    };
    // A copy of a shared subtree (a `ref` or YAML alias) says what it copies.
    let origin = tree.origin(id);
    let name = if origin != id {
        tr!(
            "show-same-as",
            name = name,
            origin = crate::render::names::short_name(tree, origin)
        )
    } else {
        name
    };
    // A part of the tree the search never entered is dim throughout (each part on its own:
    // a style nested in another would end it early).
    let visited = r.bound != Bound::Unvisited;
    parts.push(if visited {
        style.name(&name)
    } else {
        style.dim(&name)
    });
    if tree
        .parent(id)
        .is_some_and(|p| tree.kind(p) == Kind::Chance)
    {
        parts.push(style.dim(&format!("p={}", tree.probability(id).display())));
    }
    match kind {
        Kind::Leaf => {
            let v = crate::num::fmt_exact(tree.value(id).unwrap_or(f64::NAN));
            parts.push(if visited {
                style.bold(&format!("= {v}"))
            } else {
                style.dim(&format!("= {v}"))
            });
        }
        _ if visited => {
            let shown = r.show();
            let shown = if r.bound == Bound::Exact {
                style.bold(&shown)
            } else {
                style.note(&shown)
            };
            parts.push(shown);
            if at_horizon(tree, outcome, id) {
                parts.push(style.note(&tr!("show-at-horizon")));
            } else if tree.noisy(id)
                && outcome
                    .config
                    .depth
                    .is_some_and(|d| tree.depth(id) as u32 >= d)
            {
                parts.push(style.note(&tr!("show-noisy")));
            } else if tree
                .children(id)
                .iter()
                .any(|c| outcome.unreached.contains(c))
            {
                parts.push(style.note(&tr!("show-budget-here")));
            } else if from_table(tree, outcome, id) {
                parts.push(style.note(&tr!("show-from-table")));
            } else if tree
                .children(id)
                .iter()
                .any(|&c| outcome.result(tree, c).bound == Bound::Unvisited)
            {
                parts.push(style.bad(&tr!("show-mark-cut")));
            }
        }
        _ => {}
    }
    if !visited {
        let beyond = tree
            .parent(id)
            .is_some_and(|p| at_horizon(tree, outcome, p) || beyond_horizon(tree, outcome, p));
        let known = ancestors(tree, id).any(|a| from_table(tree, outcome, a));
        let unreached = std::iter::once(id)
            .chain(ancestors(tree, id))
            .any(|a| outcome.unreached.contains(&a));
        parts.push(style.dim(&tr!(if beyond {
            "show-beyond"
        } else if unreached {
            "show-unreached"
        } else if known {
            "show-known"
        } else {
            "show-mark-pruned"
        })));
    }
    if on_pv && tree.parent(id).is_some() {
        parts.push(style.good("★"));
    }
    parts.join("  ")
}

/// A node the search scored by its `eval:` at the depth limit instead of searching it.
fn at_horizon(tree: &Tree, outcome: &Outcome, id: NodeId) -> bool {
    outcome.scored_at_horizon(tree, id)
}

/// An unvisited node under a node scored at the depth limit.
fn beyond_horizon(tree: &Tree, outcome: &Outcome, id: NodeId) -> bool {
    let mut cur = Some(id);
    while let Some(n) = cur {
        if at_horizon(tree, outcome, n) {
            return true;
        }
        cur = tree.parent(n);
    }
    false
}

/// A node answered by the transposition table: visited, but none of its children were.
fn from_table(tree: &Tree, outcome: &Outcome, id: NodeId) -> bool {
    (outcome.config.tt || outcome.config.algorithm.multi_pass())
        && tree.kind(id) != Kind::Leaf
        && outcome.result(tree, id).bound != Bound::Unvisited
        && !at_horizon(tree, outcome, id)
        && tree
            .children(id)
            .iter()
            .all(|&c| outcome.result(tree, c).bound == Bound::Unvisited)
}

/// The node's ancestors, nearest first.
fn ancestors(tree: &Tree, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
    std::iter::successors(tree.parent(id), move |&n| tree.parent(n))
}
