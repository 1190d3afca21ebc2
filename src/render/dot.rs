//! `gametree dot`: the searched tree as Graphviz DOT, in the shapes textbooks draw.
//!
//! MAX nodes are triangles (▲), MIN nodes inverted triangles (▼), chance nodes circles and
//! leaves boxes. Every node shows its name and what the search established: its value, or
//! its bound (`≤ 2`) where the search was cut. Subtrees the search never entered stay in the
//! picture, dashed and grey (dotted below a depth limit), unless [`Options::hide_unvisited`]
//! leaves them out. The edge along which a cutoff's deciding value came up is drawn in red
//! and labelled with the reason (`cut: 2 ≤ α = 3`); the principal variation is bold. Edges
//! from chance nodes carry their probability as the file wrote it (`1/3` stays `1/3`). Every
//! shape of a kind is one size in a picture (see `dot_size`).
//!
//! Like every view, this one only listens: it reads the [`Outcome`] (values, bounds, the
//! principal variation) and the [`Recorder`] (windows, cutoffs, depth-limit scores, Star2
//! probes) and never decides anything about pruning itself.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use petgraph::dot::{Config as DotConfig, Dot};
use petgraph::graph::Graph;

use super::dot_size::{Line, MARGIN, NODE_FONT, Sizes, fit_inside, likely_width};
use super::dot_spacing::{Estimate, NODESEP, Spacing};
use super::elide::{Cut, Extent, LINE_RANGES, Shape, group, left_out};
use super::node_state::{NodeState, node_states};
use crate::message::{Message, msg};
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, CutReason, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};

/// Grey of everything the search never entered.
const GREY: &str = "gray55";
/// Colour of the cutoff edge and its label.
const CUT: &str = "red3";
/// Line width of the principal variation.
const PV_WIDTH: &str = "2.5";
/// Font size of the title, in points.
const TITLE_FONT: f64 = 12.0;
/// Font size of the edges' labels, in points.
const EDGE_FONT: f64 = 10.0;
/// The height of a line of a title or an edge's label, over its font size, as Graphviz
/// sets one.
const LINE: f64 = 1.1;

/// Which way the tree grows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Direction {
    /// Root at the top, children below (`rankdir=TB`), as textbooks draw game trees.
    #[default]
    TopDown,
    /// Root at the left, children to its right (`rankdir=LR`): better for wide, shallow trees.
    LeftRight,
}

/// What the drawing shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Add to each node the window (α, β) the search entered it with.
    pub windows: bool,
    /// The layout direction.
    pub direction: Direction,
    /// Leave out every subtree the search never entered (pruned, or below the depth limit);
    /// the node above says which leaves it left out.
    pub hide_unvisited: bool,
    /// A title above the tree: the tree's name, the conventions, value and leaf counts.
    pub title: bool,
    /// How deep the drawing goes (see [`Extent`]): by default a big tree is drawn to the
    /// depth that keeps it to [`DOT_NODES`] nodes, which Graphviz lays out in seconds.
    pub extent: Extent,
    /// Most nodes the widest level holds when the depth is chosen for the user (`None`: no
    /// limit). A bitmap holds the whole width at once: Graphviz scales one wider than it can
    /// draw down to a strip nobody can read, so PNG asks for [`BITMAP_WIDEST`].
    pub widest: Option<usize>,
    /// The shape of the picture, width over height (16:9 is 1.78), for a slide: the levels
    /// of a wide tree are set apart to it, a narrow tree gets margins either side, nodes and
    /// type keeping their size (see `dot_spacing`). `None`: the tree's own shape.
    pub aspect: Option<f64>,
}

/// A picture's shape as `dot --aspect` takes it: `W:H` (`16:9`) or one ratio (`1.5`), width
/// over height, between 1:10 and 10:1 (for [`Options::aspect`]); anything else is refused
/// with the message that says what a shape is.
pub fn parse_aspect(text: &str) -> Result<f64, Message> {
    let number = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v > 0.0)
    };
    let ratio = match text.split_once(':') {
        Some((w, h)) => number(w).zip(number(h)).map(|(w, h)| w / h),
        None => number(text),
    };
    ratio
        .filter(|r| (0.1..=10.0).contains(r))
        .ok_or_else(|| msg!("err-dot-aspect", text = text))
}

/// Most nodes side by side in a PNG drawn to a depth chosen for the user: a node standing
/// for what is not drawn is about 540 pixels wide, so 40 of them stay inside the 32,767
/// pixels beyond which Graphviz scales a bitmap down until it cannot be read.
pub const BITMAP_WIDEST: usize = 40;

/// Most nodes a drawing holds when the user chose no depth: Graphviz lays out about 1,400
/// nodes in a second, 5,500 in five, and 87,000 in more than four minutes.
pub const DOT_NODES: usize = 1_500;

impl Default for Options {
    fn default() -> Self {
        Options {
            windows: false,
            direction: Direction::TopDown,
            hide_unvisited: false,
            title: true,
            extent: Extent::default(),
            widest: None,
            aspect: None,
        }
    }
}

/// Stops `cut` above the first level wider than `widest` nodes (at depth 1 at the least,
/// keeping the first `widest` children of the root); whether that drew less.
fn narrow(cut: &mut Cut, per_depth: &[usize], widest: usize) -> bool {
    let Some(wide) = per_depth
        .iter()
        .take(cut.depth.saturating_add(1))
        .position(|&n| n > widest)
    else {
        return false;
    };
    if wide <= 1 {
        cut.depth = 1;
        cut.cap = Some(cut.cap.unwrap_or(usize::MAX).min(widest + 1));
    } else {
        cut.depth = wide - 1;
        cut.cap.get_or_insert(DOT_NODES);
    }
    true
}

/// What the drawing takes from the search record, gathered in one pass over its steps.
struct Facts {
    /// The window each node was first entered (or reached, for a leaf) with: the same as
    /// [`Recorder::window_of`], for every node at once.
    windows: HashMap<NodeId, (f64, f64)>,
    /// Nodes scored at the depth limit.
    horizon: HashSet<NodeId>,
    /// Star2: the bound a probe gave each probed child (first probe wins).
    probes: HashMap<NodeId, f64>,
    /// Cutoffs by (node, deciding child): the label of the cutoff edge.
    cuts: HashMap<(NodeId, NodeId), String>,
}

impl Facts {
    fn gather(tree: &Tree, rec: &Recorder, strict: bool) -> Self {
        let mut facts = Facts {
            windows: HashMap::new(),
            horizon: HashSet::new(),
            probes: HashMap::new(),
            cuts: HashMap::new(),
        };
        for step in &rec.steps {
            match step {
                Step::Enter {
                    node, alpha, beta, ..
                }
                | Step::Leaf {
                    node, alpha, beta, ..
                } => {
                    facts.windows.entry(*node).or_insert((*alpha, *beta));
                }
                Step::Horizon { node, .. } => {
                    facts.horizon.insert(*node);
                }
                Step::ProbeResult { child, bound, .. } => {
                    facts.probes.entry(*child).or_insert(*bound);
                }
                Step::Cutoff {
                    node,
                    child,
                    value,
                    reason,
                    ..
                } => {
                    facts
                        .cuts
                        .entry((*node, *child))
                        .or_insert_with(|| cut_label(tree, *node, *value, reason, strict));
                }
                _ => {}
            }
        }
        facts
    }
}

/// The reason on a cutoff edge, short: `cut: 2 ≤ α = 3`, `cut: 1 ≤ A = -1`,
/// `cut: probes ≥ 6 ≥ β = 4.5`.
fn cut_label(tree: &Tree, node: NodeId, value: f64, reason: &CutReason, strict: bool) -> String {
    let (le, ge) = if strict { ("<", ">") } else { ("≤", "≥") };
    let v = fmt_value(value);
    match *reason {
        CutReason::AlphaBeta { alpha, beta } => {
            if tree.kind(node) == Kind::Max {
                format!("cut: {v} {ge} β = {}", fmt_value(beta))
            } else {
                format!("cut: {v} {le} α = {}", fmt_value(alpha))
            }
        }
        CutReason::ChanceLow { threshold, .. } => {
            format!("cut: {v} {le} A = {}", crate::num::fmt_computed(threshold))
        }
        CutReason::Budget { .. } => "budget ran out".to_string(),
        CutReason::ChanceHigh { threshold, .. } => {
            format!("cut: {v} {ge} B = {}", crate::num::fmt_computed(threshold))
        }
        CutReason::Probe { bound, limit, high } => {
            let (rel, end, side) = if high {
                (ge, "β", "≥")
            } else {
                (le, "α", "≤")
            };
            format!(
                "cut: probes {side} {} {rel} {end} = {}",
                fmt_value(bound),
                fmt_value(limit)
            )
        }
    }
}

/// Characters of one piece of label text drawn at most: Graphviz refuses a label past
/// 16,384 characters, and a name that long is not read in a picture anyway.
pub const LABEL_CHARS: usize = 1000;

/// Escapes text for a double-quoted DOT string used as a label (an `escString`):
/// `"` and `\` get a backslash, a newline becomes a centred line break, `&` is written as
/// `&amp;` (Graphviz reads entities in labels), other control characters become `�`. Text
/// past [`LABEL_CHARS`] characters is cut, with `…`.
pub fn escape(text: &str) -> String {
    cut_and_escape(text, |c, out| match c {
        '"' => out.push_str("\\\""),
        '\\' => out.push_str("\\\\"),
        '&' => out.push_str("&amp;"),
        '\n' => out.push_str("\\n"),
        '\r' => {}
        c => out.push(c),
    })
}

/// `text` cut past [`LABEL_CHARS`] characters (with `…`), unsafe characters other than line
/// ends as `�`, and every other character (line ends too) written by `put`.
fn cut_and_escape(text: &str, put: impl Fn(char, &mut String)) -> String {
    let mut out = String::with_capacity(text.len().min(4 * LABEL_CHARS) + 2);
    for (i, c) in text.chars().enumerate() {
        if i == LABEL_CHARS {
            out.push('…');
            break;
        }
        if c != '\n' && c != '\r' && crate::text::is_unsafe(c) {
            out.push('\u{fffd}');
        } else {
            put(c, &mut out);
        }
    }
    out
}

/// Lines joined into one escaped label.
fn label(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| escape(l))
        .collect::<Vec<_>>()
        .join("\\n")
}

/// Space left around the text of an edge's label, in points: the edge passes that far from
/// it, even where it slants across a corner of the label's box.
const EDGE_LABEL_PAD: u32 = 8;

/// An edge's label as a Graphviz HTML-like label: the text in a borderless table cell
/// padded by [`EDGE_LABEL_PAD`] (the table's border of 0 is its cells' too), several lines
/// left-justified (centred lines of different widths would run into a slanted edge).
fn edge_label(lines: &[String]) -> String {
    let text: Vec<String> = lines.iter().map(|l| escape_html(l)).collect();
    let cell = if text.len() > 1 {
        "<td balign=\"left\">"
    } else {
        "<td>"
    };
    format!(
        "<<table border=\"0\" cellpadding=\"{EDGE_LABEL_PAD}\"><tr>{cell}{}</td></tr></table>>",
        text.join("<br/>")
    )
}

/// The width and height, in points, of an edge's label as [`edge_label`] sets it: the
/// text, its padding, and the table's spacing around its cell.
fn edge_label_size(lines: &[String]) -> (f64, f64) {
    let around = 2.0 * (f64::from(EDGE_LABEL_PAD) + 2.0);
    let widest = lines
        .iter()
        .map(|l| likely_width(l, EDGE_FONT))
        .fold(0.0, f64::max);
    (
        widest + around,
        lines.len() as f64 * LINE * EDGE_FONT + around,
    )
}

/// Escapes text for a Graphviz HTML-like label: `&`, `<`, `>` and `"` as entities, control
/// characters as `�`, cut past [`LABEL_CHARS`] characters as [`escape`] does.
fn escape_html(text: &str) -> String {
    cut_and_escape(text, |c, out| match c {
        '&' => out.push_str("&amp;"),
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '"' => out.push_str("&quot;"),
        '\n' | '\r' => out.push('\u{fffd}'),
        c => out.push(c),
    })
}

/// The tree after the search as a Graphviz `digraph`.
///
/// `rec` must record the same search as `outcome` (see [`crate::search::run_observed`]).
pub fn render(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    opts: &Options,
) -> String {
    let mut out = Vec::new();
    let _ = write_to(&mut out, tree, meta, outcome, rec, opts);
    String::from_utf8(out).unwrap_or_default()
}

/// [`render`], written to `w` as it is made (a drawing of every node of a big tree is
/// hundreds of megabytes: it is never held whole).
pub fn write_to(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    opts: &Options,
) -> std::io::Result<()> {
    let facts = Facts::gather(tree, rec, outcome.config.strict);
    let states = node_states(
        tree,
        outcome,
        |id| facts.horizon.contains(&id),
        &facts.probes,
    );
    // A subtree is left out when nothing in it was entered (Star2 can evaluate a leaf below
    // a node it only probed, so "the node was not entered" is not enough).
    let layout = Shape::of(tree);
    let mut seen_below = vec![false; tree.len()];
    for &id in layout.order.iter().rev() {
        seen_below[id.index()] =
            states[id.index()].entered() || tree.children(id).iter().any(|c| seen_below[c.index()]);
    }
    let visible = |id: NodeId| !opts.hide_unvisited || seen_below[id.index()];
    let per_depth = layout.per_depth(visible);
    let mut cut = opts.extent.resolve(&per_depth, DOT_NODES);
    let narrowed = opts.extent == Extent::default()
        && opts.widest.is_some_and(|w| narrow(&mut cut, &per_depth, w));
    // The nodes drawn: visible, within the depth, and (for a level too wide for the cap)
    // the first ones in pre-order.
    let mut drawn = vec![false; tree.len()];
    let mut drawn_count = 0usize;
    for &id in &layout.order {
        let parent_drawn = tree.parent(id).is_none_or(|p| drawn[p.index()]);
        if parent_drawn
            && visible(id)
            && cut.shows(layout.depth(id))
            && cut.cap.is_none_or(|cap| drawn_count < cap)
        {
            drawn[id.index()] = true;
            drawn_count += 1;
        }
    }
    let total = tree.ids().filter(|&id| visible(id)).count();
    let shown = |id: NodeId| drawn[id.index()];
    let pv: Vec<NodeId> = outcome.principal_variation(tree);
    let pv_nodes: HashSet<NodeId> = pv.iter().copied().collect();
    let pv_edges: HashSet<(NodeId, NodeId)> = pv.windows(2).map(|w| (w[0], w[1])).collect();

    // petgraph holds the picture's structure: the shown nodes and, in file order, the edges
    // to their shown children. Its `Dot` writes them; the attributes come from the getters
    // below, escaped here (petgraph's own label escaping turns line breaks into left-justified
    // `\l` and cannot express graph-level attributes, so labels are not left to it).
    let mut graph: Graph<NodeId, NodeId> = Graph::with_capacity(drawn_count, drawn_count);
    let mut index = vec![petgraph::graph::NodeIndex::end(); tree.len()];
    let mut stack = vec![tree.root()];
    while let Some(id) = stack.pop() {
        let ix = graph.add_node(id);
        index[id.index()] = ix;
        if let Some(p) = tree.parent(id) {
            graph.add_edge(index[p.index()], ix, id);
        }
        stack.extend(tree.children(id).iter().rev().filter(|&&c| shown(c)));
    }
    // Edges are written in insertion order (depth-first, children left to right) and
    // `ordering=out` keeps that order on the page; petgraph never chooses it.

    // With --hide-pruned, the leaves under `id` left out of the picture: `pruned 5–6`.
    let pruned_below = |id: NodeId| -> Option<String> {
        if !opts.hide_unvisited || states[id.index()] == NodeState::Horizon {
            return None;
        }
        let hidden: Vec<NodeId> = tree
            .children(id)
            .iter()
            .copied()
            .filter(|&c| !visible(c))
            .collect();
        (!hidden.is_empty()).then(|| format!("pruned {}", leaf_ranges(tree, &hidden)))
    };
    // A node's label: its name, what the search established, and how much below it is not
    // drawn.
    let node_lines = |id: NodeId| -> Vec<Line> {
        let state = states[id.index()];
        let value = |text: String| Line::Value(text);
        let mut lines = vec![Line::Name(name(tree, id))];
        lines.push(match (tree.kind(id), state) {
            (Kind::Leaf, _) => value(crate::num::fmt_exact(tree.value(id).unwrap_or(f64::NAN))),
            (_, NodeState::Searched) => value(outcome.result(tree, id).show()),
            (_, NodeState::Horizon) => value(format!(
                "{} (eval)",
                crate::num::fmt_exact(outcome.result(tree, id).value)
            )),
            (k, NodeState::Probed(b)) => {
                let shown = if k == Kind::Min {
                    Bound::Upper
                } else {
                    Bound::Lower
                };
                value(format!("probe {}", shown.show(b)))
            }
            (_, NodeState::Pruned) => value("pruned".to_string()),
            (_, NodeState::BeyondHorizon) => Line::Note("below depth limit".to_string()),
        });
        let undrawn: u64 = tree
            .children(id)
            .iter()
            .filter(|&&c| visible(c) && !shown(c))
            .map(|&c| u64::from(layout.size[c.index()]))
            .sum();
        if undrawn > 0 {
            let nodes = if undrawn == 1 { "node" } else { "nodes" };
            lines.push(Line::Note(format!(
                "▸ {} {nodes} not drawn",
                group(undrawn as usize)
            )));
        }
        lines
    };
    // Every shape of a kind is one size, fitted to the widest text drawn inside one
    // (see `dot_size`): measured over the drawn nodes before any is written.
    let mut sizes = Sizes::default();
    for id in tree.ids().filter(|&id| shown(id)) {
        let kind = tree.kind(id);
        sizes.add(kind, &fit_inside(kind, &node_lines(id)));
    }
    let node_attrs = |id: NodeId| -> String {
        let state = states[id.index()];
        let kind = tree.kind(id);
        let lines = fit_inside(kind, &node_lines(id));
        // A window is drawn on the edge into the node (the parent hands it down); the root
        // has no such edge, so its window is an external label above it.
        let window = window_text(&facts, opts, id, state).filter(|_| tree.parent(id).is_none());
        // The leaves left out are named on the edge into the node, with its window, where
        // Graphviz makes room for them: inside the shape the line would stretch one
        // triangle wide and flat among its siblings. The root has no such edge.
        let mut outside: Vec<String> = window.into_iter().collect();
        if tree.parent(id).is_none() {
            outside.extend(pruned_below(id));
        }
        let (width, height) = sizes.of(kind);
        let mut a = vec![
            format!("shape={}", shape(kind)),
            format!("label=\"{}\"", label(&lines)),
            format!("width={width}, height={height}"),
            format!(
                "tooltip=\"{}\"",
                escape(&tooltip(tree, outcome, &facts, id, state))
            ),
        ];
        if !outside.is_empty() {
            a.push(format!("xlabel=\"{}\"", label(&outside)));
        }
        match state {
            NodeState::Searched | NodeState::Horizon => {
                if pv_nodes.contains(&id) {
                    a.push(format!("penwidth={PV_WIDTH}"));
                }
            }
            NodeState::Probed(_) | NodeState::Pruned => {
                a.push(format!("style=dashed, color={GREY}, fontcolor={GREY}"))
            }
            NodeState::BeyondHorizon => {
                a.push(format!("style=dotted, color={GREY}, fontcolor={GREY}"))
            }
        }
        a.join(", ")
    };

    // The lines of the label on the edge into `child` from `parent`.
    let edge_lines = |parent: NodeId, child: NodeId| -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        if tree.kind(parent) == Kind::Chance {
            lines.push(tree.probability(child).display());
        }
        lines.extend(window_text(&facts, opts, child, states[child.index()]));
        lines.extend(facts.cuts.get(&(parent, child)).cloned());
        lines.extend(pruned_below(child));
        lines
    };
    let edge_attrs = |child: NodeId| -> String {
        let mut a: Vec<String> = Vec::new();
        let Some(parent) = tree.parent(child) else {
            return String::new();
        };
        let lines = edge_lines(parent, child);
        let cut = facts.cuts.get(&(parent, child));
        // Ordinary labels, not external ones: Graphviz makes room for them, where an external
        // label may sit across a sibling's edge. Graphviz sets an edge's label against the
        // edge, touching it, and a slanted edge passes over the label's corner: the text is
        // set in a table that pads it all round (see `edge_label`).
        if !lines.is_empty() {
            a.push(format!("label={}", edge_label(&lines)));
        }
        match states[child.index()] {
            NodeState::Searched | NodeState::Horizon => {
                if pv_edges.contains(&(parent, child)) {
                    a.push(format!("penwidth={PV_WIDTH}"));
                }
            }
            NodeState::Probed(_) | NodeState::Pruned => a.push("style=dashed".into()),
            NodeState::BeyondHorizon => a.push("style=dotted".into()),
        }
        if cut.is_some() {
            a.push(format!("color={CUT}, fontcolor={CUT}, penwidth=1.8"));
        } else if !states[child.index()].entered() {
            a.push(format!("color={GREY}, fontcolor={GREY}"));
        }
        a.join(", ")
    };

    let mut out = String::new();
    let _ = writeln!(out, "digraph gametree {{");
    let elided = (drawn_count < total).then(|| {
        left_out(
            &cut,
            drawn_count,
            total,
            "nodes",
            cut.cap.is_some_and(|c| drawn_count >= c),
        )
        .replace("shows", "draws")
        .replace("shown", "drawn")
            + &if narrowed {
                format!(
                    " (a bitmap is drawn at most {BITMAP_WIDEST} nodes wide, so it stays readable; SVG and PDF draw more)"
                )
            } else {
                String::new()
            }
    });
    let rankdir = match opts.direction {
        Direction::TopDown => "TB",
        Direction::LeftRight => "LR",
    };
    let mut title = Vec::new();
    if opts.title {
        let lines = &mut title;
        if let Some(n) = &meta.name {
            lines.push(n.clone());
        }
        lines.push(outcome.config.describe());
        lines.push(format!(
            "value {}; {}",
            outcome.bound.show(outcome.value),
            outcome.leaves_line_within(
                tree,
                if opts.extent.all {
                    usize::MAX
                } else {
                    LINE_RANGES
                }
            )
        ));
        lines.extend(elided.clone());
        // The legend names only what this picture shows.
        let drawn: Vec<NodeState> = tree
            .ids()
            .filter(|&id| shown(id))
            .map(|id| states[id.index()])
            .collect();
        let mut legend = Vec::new();
        if pv.len() > 1 {
            legend.push("bold: principal variation");
        }
        if !facts.cuts.is_empty() {
            legend.push("red: the value that caused a cutoff");
        }
        if drawn
            .iter()
            .any(|s| matches!(s, NodeState::Pruned | NodeState::Probed(_)))
        {
            legend.push("dashed grey: pruned (never searched)");
        }
        if drawn.contains(&NodeState::BeyondHorizon) {
            legend.push("dotted grey: below the depth limit");
        }
        if tree.ids().any(|id| {
            shown(id)
                && matches!(states[id.index()], NodeState::Searched)
                && matches!(outcome.result(tree, id).bound, Bound::Lower | Bound::Upper)
        }) {
            legend.push("≥ ≤: a bound, not a value");
        }
        if opts.windows {
            legend.push("(α, β): the window a node was entered with");
        }
        // Wrapped, so that the legend is never much wider than a small tree.
        let mut row = String::new();
        for item in legend {
            if !row.is_empty() && row.chars().count() + item.chars().count() > 70 {
                lines.push(std::mem::take(&mut row));
            }
            if !row.is_empty() {
                row.push_str("   ");
            }
            row.push_str(item);
        }
        if !row.is_empty() {
            lines.push(row);
        }
    }
    // The shape asked for is reached by the gap between levels, or by margins, so that
    // Graphviz routes every edge clear of its label at the picture's final size (see
    // `dot_spacing`).
    let spacing = opts.aspect.map_or_else(Spacing::default, |aspect| {
        let mut shape = Estimate::new(opts.direction);
        let mut number = vec![0; tree.len()];
        // In pre-order: a parent before its children, and they left to right.
        for &id in layout.order.iter().filter(|&&id| shown(id)) {
            let parent = tree.parent(id);
            let label = parent
                .map(|p| edge_lines(p, id))
                .filter(|lines| !lines.is_empty())
                .map(|lines| edge_label_size(&lines));
            number[id.index()] = shape.node(
                parent.map(|p| number[p.index()]),
                sizes.of(tree.kind(id)),
                label,
            );
        }
        if !title.is_empty() {
            shape.title(
                title
                    .iter()
                    .map(|l| likely_width(l, TITLE_FONT))
                    .fold(0.0, f64::max),
                title.len() as f64 * LINE * TITLE_FONT,
            );
        }
        shape.spacing(aspect)
    });
    let (stretches, ranksep) = spacing.stretches();
    let _ = write!(
        out,
        "    graph [ordering=out, rankdir={rankdir}, nodesep={NODESEP}, ranksep={ranksep}, \
         fontname=\"Helvetica,Arial,sans-serif\", fontsize={TITLE_FONT}"
    );
    if spacing.pad != Spacing::default().pad {
        let _ = write!(out, ", pad=\"{:.3},{:.3}\"", spacing.pad.0, spacing.pad.1);
    }
    if !title.is_empty() {
        let _ = write!(out, ", labelloc=t, label=\"{}\"", label(&title));
    }
    let _ = writeln!(out, "]");
    let _ = writeln!(
        out,
        "    node [fontname=\"Helvetica,Arial,sans-serif\", fontsize={NODE_FONT}, margin=\"{},{}\", fixedsize=true]",
        MARGIN.0, MARGIN.1
    );
    let minlen = if stretches > 1 {
        format!(", minlen={stretches}")
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "    edge [fontname=\"Helvetica,Arial,sans-serif\", fontsize={EDGE_FONT}, arrowhead=none{minlen}]"
    );
    w.write_all(out.as_bytes())?;
    let edge_getter = |_: &Graph<NodeId, NodeId>, e: petgraph::graph::EdgeReference<NodeId>| {
        edge_attrs(*e.weight())
    };
    let node_getter =
        |_: &Graph<NodeId, NodeId>, (_, id): (petgraph::graph::NodeIndex, &NodeId)| node_attrs(*id);
    let content = Dot::with_attr_getters(
        &graph,
        &[
            DotConfig::GraphContentOnly,
            DotConfig::NodeNoLabel,
            DotConfig::EdgeNoLabel,
        ],
        &edge_getter,
        &node_getter,
    );
    // `{:?}`: the weights' formatter is never called (no labels from petgraph), so any
    // formatting trait the weights have will do; `NodeId` has `Debug`.
    write!(w, "{content:?}")?;
    writeln!(w, "}}")
}

/// `(α, β)`: the window the node was entered with, when the options ask for windows.
fn window_text(facts: &Facts, opts: &Options, id: NodeId, state: NodeState) -> Option<String> {
    if !opts.windows || !state.entered() {
        return None;
    }
    let &(a, b) = facts.windows.get(&id)?;
    Some(format!("({}, {})", fmt_value(a), fmt_value(b)))
}

/// A node's name in the picture: its label, else `leaf N` for a leaf and its path otherwise.
/// The label as the file wrote it: [`escape`] makes it safe for DOT and keeps a line break in
/// an id as a line break in the picture.
fn name(tree: &Tree, id: NodeId) -> String {
    match (tree.label_exact(id), tree.kind(id)) {
        (Some(l), _) => l.to_string(),
        (None, Kind::Leaf) => format!("leaf {}", tree.leaf_number(id).unwrap_or(0)),
        (None, _) => crate::render::names::short_path(tree, id),
    }
}

/// The textbook shape of each kind of node.
fn shape(kind: Kind) -> &'static str {
    match kind {
        Kind::Max => "triangle",
        Kind::Min => "invtriangle",
        Kind::Chance => "circle",
        Kind::Leaf => "box",
    }
}

/// `5` or `5–6, 9`: the numbers of the leaves under `nodes`.
fn leaf_ranges(tree: &Tree, nodes: &[NodeId]) -> String {
    let mut nums = Vec::new();
    let mut stack: Vec<NodeId> = nodes.to_vec();
    while let Some(x) = stack.pop() {
        match tree.leaf_number(x) {
            Some(n) => nums.push(n),
            None => stack.extend(tree.children(x)),
        }
    }
    nums.sort_unstable();
    crate::num::ranges(&nums)
}

/// The hover text in SVG: everything about the node in one line.
fn tooltip(tree: &Tree, outcome: &Outcome, facts: &Facts, id: NodeId, state: NodeState) -> String {
    let mut parts = vec![super::notes::describe(tree, id)];
    if tree.kind(id) == Kind::Leaf
        && let Some(l) = tree.label(id)
    {
        parts.push(format!("id {l}"));
    }
    parts.push(format!(
        "path {}",
        crate::render::names::short_path(tree, id)
    ));
    let r = outcome.result(tree, id);
    parts.push(match state {
        NodeState::Searched if tree.kind(id) == Kind::Leaf => {
            format!("value {}", crate::num::fmt_exact(r.value))
        }
        NodeState::Searched => match r.bound {
            Bound::Exact => format!("value {}", r.show()),
            _ => format!("bound {} (the search was cut)", r.show()),
        },
        NodeState::Horizon => format!(
            "scored {} by its eval at the depth limit",
            crate::num::fmt_exact(r.value)
        ),
        NodeState::Probed(_) => "only probed (Star2), never searched".to_string(),
        NodeState::Pruned => "pruned: the search never looked here".to_string(),
        NodeState::BeyondHorizon => "below the depth limit: not searched".to_string(),
    });
    if let Some(&(a, b)) = facts.windows.get(&id) {
        parts.push(format!(
            "entered with α = {}, β = {}",
            fmt_value(a),
            fmt_value(b)
        ));
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_keeps_quotes_backslashes_and_unicode() {
        assert_eq!(escape(r#"say "hi""#), r#"say \"hi\""#);
        assert_eq!(escape(r"a\b\"), r"a\\b\\");
        assert_eq!(escape("ünï ▲ 🎲"), "ünï ▲ 🎲");
        assert_eq!(escape("a&lt;b"), "a&amp;lt;b");
        assert_eq!(escape("two\nlines\r"), "two\\nlines");
        assert_eq!(escape("bell\u{7}"), "bell\u{fffd}");
        let long = "n".repeat(20_000);
        assert_eq!(escape(&long), format!("{}…", "n".repeat(LABEL_CHARS)));
    }

    #[test]
    fn an_edge_label_is_escaped_for_html_and_padded() {
        assert_eq!(
            escape_html(r#"a<b & "c">"#),
            "a&lt;b &amp; &quot;c&quot;&gt;"
        );
        assert_eq!(escape_html("bell\u{7}"), "bell\u{fffd}");
        let long = "n".repeat(20_000);
        assert_eq!(escape_html(&long), format!("{}…", "n".repeat(LABEL_CHARS)));
        let label = edge_label(&["(3, ∞)".to_string(), "cut: 2 ≤ α = 3".to_string()]);
        assert!(
            label.starts_with("<<table") && label.ends_with("</table>>"),
            "{label}"
        );
        assert!(
            label.contains(r#"<td balign="left">(3, ∞)<br/>cut: 2 ≤ α = 3</td>"#),
            "{label}"
        );
        assert!(edge_label(&["1/3".to_string()]).contains("<td>1/3</td>"));
        assert!(label.contains(&format!("cellpadding=\"{EDGE_LABEL_PAD}\"")));
    }

    #[test]
    fn a_bitmap_stops_above_its_first_too_wide_level() {
        // Branching 4: 1, 4, 16, 64, 256 nodes by depth; 341 fit the node budget whole.
        let per_depth = [1, 4, 16, 64, 256];
        let mut cut = Cut::ALL;
        assert!(narrow(&mut cut, &per_depth, 40));
        assert_eq!((cut.depth, cut.cap), (2, Some(DOT_NODES)));
        // Already narrow enough: nothing changes.
        let mut cut = Cut {
            depth: 2,
            cap: Some(DOT_NODES),
        };
        assert!(!narrow(&mut cut, &per_depth, 40));
        assert_eq!(cut.depth, 2);
        // A root with 100 children keeps the first 40 of them.
        let mut cut = Cut::ALL;
        assert!(narrow(&mut cut, &[1, 100], 40));
        assert_eq!((cut.depth, cut.cap), (1, Some(41)));
    }

    #[test]
    fn an_aspect_is_width_over_height_between_a_tenth_and_ten() {
        assert_eq!(parse_aspect("16:9"), Ok(16.0 / 9.0));
        assert_eq!(parse_aspect(" 4 : 3 "), Ok(4.0 / 3.0));
        assert_eq!(parse_aspect("1.5"), Ok(1.5));
        assert_eq!(parse_aspect("10:1"), Ok(10.0));
        for bad in [
            "16:0", "wide", "0", "20:1", "-4:3", "1:11", "NaN", "inf", "",
        ] {
            assert_eq!(
                parse_aspect(bad),
                Err(msg!("err-dot-aspect", text = bad)),
                "{bad}"
            );
        }
    }
}
