//! `gametree tikz`: the tree as a LaTeX figure (plain TikZ at coordinates laid out here), in
//! the shapes textbooks draw: MAX △, MIN ▽, chance ○, leaves in boxes, probabilities on the
//! edges below chance nodes.
//!
//! Two sheets. The *blank* one is the question: the shape, the leaf values and
//! probabilities, and empty shapes for the inner nodes, the boxes a student fills in; it
//! shows no inner value and no bound anywhere. The *key* shows every node's value, or its
//! bound (`≤ 2`) where the search was cut, greys the subtrees the search never entered, marks
//! the edges a cutoff skipped with a red ‖, draws the edge whose value caused the cutoff in
//! red and the principal variation in bold; optionally each inner node's window.
//!
//! Both sheets lay the tree out the same way (every inner shape has the same size whether
//! it is filled or not), so a key lies exactly over its question.
//!
//! Like every view, this one only listens: values and bounds come from the [`Outcome`],
//! windows, cutoffs and probes from the [`Recorder`].

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

mod edges;
mod escape;
mod layers;
mod layout;
mod legend;
mod measure;
mod rows;
mod scene;

use escape::escape_text;
pub use escape::{escape, escape_cjk, has_cjk};
pub use layers::{Layer, only_layer};
use measure::{MM_PER_PT, text_width};

use super::node_state::{NodeState, node_states};
use crate::error::{ErrorKind, InputError};
use crate::i18n::tr;
use crate::message::msg;
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};

/// Which sheet to draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sheet {
    /// The question: no inner value or bound anywhere.
    Blank,
    /// The answer: values, bounds, pruned parts, cut edges, the best line.
    #[default]
    Key,
}

/// What the figure shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The question or the answer.
    pub sheet: Sheet,
    /// Key only: the window (α, β) each inner node was entered with, beside it.
    pub windows: bool,
    /// A whole document (`standalone` class) instead of a snippet to `\input`.
    pub standalone: bool,
    /// The figure goes into a document that sets Chinese (the `CJKutf8` package): Chinese
    /// characters in its words and labels are kept, not replaced.
    pub cjk: bool,
}

/// The packages a document needs for [`figure`]'s snippets.
pub const PACKAGES: &str = "\\usepackage{tikz}\n";

/// The styles every figure uses, defined inside the figure's group so that a snippet does not
/// leak them into the document. Shapes, labels and edges are placed at coordinates in
/// millimetres that [`layout`] computes, for type of these sizes whatever the document's
/// (leaf values 10 pt, inner values and names 9 pt, windows, probabilities, leaf numbers and
/// the legend 8 pt: 7 pt or more on a page that shrinks the figure by at most 8/7).
const STYLES: &str = r"\tikzset{
  gt shape/.style={draw, thin},
  gt edge/.style={draw, thin},
  gt leaf/.style={draw, thin, rectangle, inner sep=1pt, font=\fontsize{10}{12}\selectfont, minimum height=5mm},
  gt value/.style={font=\fontsize{9}{11}\selectfont, inner sep=0pt},
  gt pruned/.style={draw=black!40, text=black!45, dashed},
  gt beyond/.style={draw=black!40, text=black!45, dotted},
  gt pv/.style={very thick},
  gt decide/.style={draw=red!75!black, thick},
  gt name/.style={font=\fontsize{9}{11}\selectfont\itshape, inner sep=1pt},
  gt number/.style={font=\fontsize{8}{9.5}\selectfont, text=black!55, inner sep=1pt},
  gt window/.style={font=\fontsize{8}{9.5}\selectfont, inner sep=1pt},
  gt prob/.style={font=\fontsize{8}{9.5}\selectfont, inner sep=1pt},
  gt cut/.style={pos=0.55, sloped, rotate=-35, text=red!75!black, inner sep=0pt, font=\fontsize{10}{12}\selectfont},
  gt legend/.style={font=\fontsize{8}{9.5}\selectfont, align=flush center, text width=11cm},
}%
";

/// The facts of the record the key draws, gathered in one pass over the steps.
#[derive(Default)]
struct Facts {
    /// The window each node was first entered (or reached) with.
    windows: HashMap<NodeId, (f64, f64)>,
    /// Star2: the bound a probe gave each probed child (the first probe).
    probes: HashMap<NodeId, f64>,
    /// Edges (parent, child) along which a cutoff's deciding value came up.
    deciding: HashSet<(NodeId, NodeId)>,
    /// Children a cutoff skipped (the edges marked as cut).
    skipped: HashSet<NodeId>,
}

impl Facts {
    fn gather(rec: &Recorder) -> Self {
        let mut facts = Facts::default();
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
                Step::ProbeResult { child, bound, .. } => {
                    facts.probes.entry(*child).or_insert(*bound);
                }
                Step::Cutoff {
                    node,
                    child,
                    skipped,
                    reason,
                    ..
                } if !matches!(reason, crate::search::CutReason::Budget { .. }) => {
                    facts.deciding.insert((*node, *child));
                    facts.skipped.extend(skipped.iter().copied());
                }
                _ => {}
            }
        }
        facts
    }
}

/// Most leaves a figure is drawn with. The layout sets leaves 9 mm apart or more and TeX's
/// longest length is 5.75 m, so pdflatex stops with "Dimension too large" near 640 leaves
/// (fewer with windows beside the nodes); scaled to a page's width, 256 leaves are already
/// under a millimetre each.
pub const MAX_LEAVES: usize = 256;

/// Most levels below the root a figure is drawn with: about 16 mm each, a metre in all.
pub const MAX_LEVELS: usize = 64;

/// Refuses a tree no page can hold ([`MAX_LEAVES`], [`MAX_LEVELS`]), to be asked before the
/// search and the figure are made: the one test of every caller that draws a figure.
pub fn refuse_past_a_page(tree: &Tree) -> Result<(), InputError> {
    let (leaves, levels) = (tree.leaf_count(), tree.height());
    if leaves <= MAX_LEAVES && levels <= MAX_LEVELS {
        return Ok(());
    }
    Err(InputError::new(
        ErrorKind::TooLarge,
        msg!(
            "err-tikz-too-large",
            leaves = leaves.to_string(),
            levels = levels.to_string(),
            max_leaves = MAX_LEAVES.to_string(),
            max_levels = MAX_LEVELS.to_string()
        ),
    )
    .help(msg!("help-tikz-too-large")))
}

/// The figure (or, with [`Options::standalone`], a whole document).
///
/// `rec` must record the same search as `outcome` (see [`crate::search::run_observed`]);
/// the blank sheet reads neither.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    rec: &Recorder,
    opts: &Options,
) -> String {
    let body = figure(tree, outcome, rec, opts);
    if !opts.standalone {
        let mut out = String::new();
        let what = match opts.sheet {
            Sheet::Blank => "the question (no inner values)".to_string(),
            Sheet::Key => outcome.config.describe(),
        };
        let _ = writeln!(out, "% gametree tikz: {}", one_line(&what));
        if let Some(name) = &meta.name {
            let _ = writeln!(out, "% {}", one_line(name));
        }
        let _ = writeln!(out, "% Needs \\usepackage{{tikz}} in the preamble.");
        out.push_str(&body);
        return out;
    }
    let mut title = Vec::new();
    if let Some(name) = &meta.name {
        title.push(format!("\\textbf{{{}}}", escape(name)));
    }
    if opts.sheet == Sheet::Key {
        title.push(escape(&outcome.config.describe()));
        title.push(escape(&format!(
            "value {}; {}",
            outcome.bound.show(outcome.value),
            outcome.leaves_line(tree)
        )));
    }
    let mut out = String::new();
    out.push_str("\\documentclass[border=6pt]{standalone}\n");
    out.push_str(PACKAGES);
    out.push_str(DETERMINISTIC_PDF);
    out.push_str("\\begin{document}\n");
    if title.is_empty() {
        out.push_str(&body);
    } else {
        // A one-column table stacks the title over the figure in the one box `standalone`
        // crops to.
        out.push_str("\\begin{tabular}{@{}c@{}}\n");
        for line in &title {
            let _ = writeln!(out, "{{\\small {line}}}\\\\");
        }
        out.push_str("[4pt]\n");
        out.push_str(&body);
        out.push_str("\\end{tabular}\n");
    }
    out.push_str("\\end{document}\n");
    out
}

/// Lines that keep pdfTeX from writing the date and a random file id into the PDF, so the
/// same source gives the same bytes on any day (other engines skip them).
pub const DETERMINISTIC_PDF: &str =
    "\\ifdefined\\pdfinfoomitdate\\pdfinfoomitdate=1 \\pdftrailerid{}\\fi\n";

/// Text on one line, for a `%` comment (a line break would end the comment).
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The figure itself: a group holding the styles and one `tikzpicture` whose coordinates
/// gametree's own layout computed, to `\input` or paste into any document that loads TikZ.
pub fn figure(tree: &Tree, outcome: &Outcome, rec: &Recorder, opts: &Options) -> String {
    drawing(tree, outcome, rec, opts, None).pictures.concat()
}

pub use rows::Room;

/// A figure drawn for a page with one of some [`Room`]s for it ([`figure_in_rows`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Rows {
    /// Its rows, top first, each a figure of its own (one group, one `tikzpicture`) to be
    /// set centred under the one before, at one scale; a page may break between them. The
    /// first says under it how the rows go on, the last holds the key's legend.
    pub pictures: Vec<String>,
    /// The room they were chosen for (an index), if any holds them.
    pub room: Option<usize>,
    /// The widest row's width, in millimetres, as [`figure_width`] measures.
    pub width: f64,
}

/// [`figure`] for a page with one of `rooms` for it: a tree no room holds is drawn on rows
/// no wider than a room, its subtrees below some level continued on the rows below the
/// first (see `rows`), rather than shrunk; of the rooms, the one that holds it with the
/// least shrinking, or else carries least of it over to another page. A tree no split
/// narrows enough is drawn as [`figure`] draws it.
pub fn figure_in_rows(
    tree: &Tree,
    outcome: &Outcome,
    rec: &Recorder,
    opts: &Options,
    rooms: &[Room],
) -> Rows {
    let d = drawing(tree, outcome, rec, opts, Some(rooms));
    Rows {
        width: d.scene.rows.iter().map(|r| r.x1 - r.x0).fold(0.0, f64::max),
        pictures: d.pictures,
        room: d.room,
    }
}

/// How wide [`figure`] draws the tree, in millimetres, as its layout estimates the labels'
/// type (a little generously); the key's legend, 110 mm wide, is left out.
pub fn figure_width(tree: &Tree, outcome: &Outcome, rec: &Recorder, opts: &Options) -> f64 {
    drawing(tree, outcome, rec, opts, None).scene.width()
}

/// Ink sizes, in millimetres, of the labels' type: the inner separation TikZ puts around a
/// label, and the height of a value (9 pt, with a `≤`'s depth), a name (9 pt capitals), a
/// window or a probability (8 pt, with a parenthesis' or a slash's depth) and a leaf number
/// (8 pt digits).
const INNER_SEP: f64 = 0.35;
const VALUE_H: f64 = 2.7;
const NAME_H: f64 = 2.3;
const SMALL_H: f64 = 2.8;
const NUMBER_H: f64 = 1.95;

/// The type sizes, in points, of the figure's labels (the styles' `\fontsize`).
const LEAF_PT: f64 = 10.0;
const VALUE_PT: f64 = 9.0;
const SMALL_PT: f64 = 8.0;

/// A figure's rows, the geometry they draw (for checking that no label meets anything) and
/// the room they were chosen for.
struct Drawing {
    pictures: Vec<String>,
    scene: scene::Scene,
    room: Option<usize>,
}

/// [`figure`], on rows for one of `rooms` if given.
fn drawing(
    tree: &Tree,
    outcome: &Outcome,
    rec: &Recorder,
    opts: &Options,
    rooms: Option<&[Room]>,
) -> Drawing {
    let mut scene = scene::Scene::default();
    let key = opts.sheet == Sheet::Key;
    let facts = if key {
        Facts::gather(rec)
    } else {
        Facts::default()
    };
    let states = if key {
        node_states(
            tree,
            outcome,
            |id| outcome.scored_at_horizon(tree, id),
            &facts.probes,
        )
    } else {
        vec![NodeState::Searched; tree.len()]
    };
    let pv: HashSet<NodeId> = if key {
        outcome.principal_variation(tree).into_iter().collect()
    } else {
        HashSet::new()
    };
    let window_of = |id: NodeId| -> Option<(f64, f64)> {
        let shown = key
            && opts.windows
            && tree.kind(id) != Kind::Leaf
            && matches!(states[id.index()], NodeState::Searched | NodeState::Horizon);
        if shown {
            facts.windows.get(&id).copied()
        } else {
            None
        }
    };
    let shapes = shapes_for(tree, outcome, rec);
    let room = |id: NodeId| {
        extent(
            tree,
            &shapes,
            id,
            &content(tree, outcome, id, states[id.index()], key),
            window_of(id),
        )
    };
    let (parts, chosen) = match rooms {
        Some(rooms) => rows::choose(tree, &shapes, &room, rooms),
        None => (vec![layout::Part::whole(tree)], None),
    };
    let rows = rows::stack(tree, &shapes, parts, &room);

    let mut pictures = Vec::with_capacity(rows.len());
    for (r, row) in rows.iter().enumerate() {
        let mut out = String::new();
        out.push_str("\\begingroup\n");
        out.push_str(STYLES);
        out.push_str("\\begin{tikzpicture}[x=1mm, y=1mm]\n");
        let at = |id: NodeId| (row.at.x[id.index()], row.at.y[id.index()]);
        let first = scene.len();
        // Depth-first with an explicit stack, each node after the edge that leads to it.
        let mut stack: Vec<NodeId> = row.part.roots.iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            if row.part.opens(tree, id) {
                stack.extend(tree.children(id).iter().rev());
            }
            let state = states[id.index()];
            let (x, y) = at(id);
            let kind = tree.kind(id);
            let look = match (key, state) {
                (false, _) => "",
                (true, NodeState::Searched | NodeState::Horizon) if pv.contains(&id) => ", gt pv",
                (true, NodeState::Probed(_) | NodeState::Pruned) => ", gt pruned",
                (true, NodeState::BeyondHorizon) => ", gt beyond",
                (true, _) => "",
            };
            // A subtree continued from a row above: an arrow into its root, as the arrow under
            // the root on that row.
            let half = shapes.half_height(kind);
            if row.continues(tree, id) {
                arrow(
                    &mut out,
                    &mut scene,
                    (x, y + half + rows::ARROW),
                    (x, y + half),
                    look,
                );
            }
            if row.leaves_for_later(id) {
                arrow(
                    &mut out,
                    &mut scene,
                    (x, y - half),
                    (x, y - half - rows::ARROW),
                    look,
                );
            }
            if let Some(p) = tree.parent(id).filter(|_| !row.continues(tree, id)) {
                // From the middle of the parent's bottom to the middle of the child's top: the
                // layout spread the children so no edge through an apex runs on along a side.
                let (px, py) = at(p);
                let from = (px, py - shapes.half_height(tree.kind(p)));
                let to = (x, y + shapes.half_height(kind));
                let style = edge_style(&facts, &pv, p, id, state, key);
                let _ = write!(
                    out,
                    "\\draw[gt edge{style}] ({}, {}) -- ({}, {})",
                    mm(from.0),
                    mm(from.1),
                    mm(to.0),
                    mm(to.1)
                );
                scene.edges.push((from, to));
                if tree.kind(p) == Kind::Chance {
                    let prob = edges::probability(tree, p, id, from, to);
                    let _ = write!(
                        out,
                        " node[gt prob, pos={}, anchor={}] {{{}}}",
                        prob.pos, prob.anchor, prob.text
                    );
                    scene.labels.push(scene::Label {
                        rect: prob.rect,
                        text: prob.text,
                        inside: None,
                    });
                }
                if key && facts.skipped.contains(&id) {
                    let t = if tree.kind(p) == Kind::Chance {
                        let ends = |c: NodeId| {
                            let ((px, py), (cx, cy)) = (at(p), at(c));
                            (
                                (px, py - shapes.r),
                                (cx, cy + shapes.half_height(tree.kind(c))),
                            )
                        };
                        let outline = |c: NodeId| {
                            let (cx, cy) = at(c);
                            let (w, h) = match tree.kind(c) {
                                Kind::Leaf => (
                                    leaf_width(&content(tree, outcome, c, states[c.index()], key)),
                                    layout::LEAF_H,
                                ),
                                Kind::Chance => (2.0 * shapes.r, 2.0 * shapes.r),
                                Kind::Max | Kind::Min => (shapes.w, shapes.h),
                            };
                            scene::Rect::at("center", cx, cy, w, h)
                        };
                        let avoid = edges::around(tree, p, id, ends, outline, at(p), shapes.r);
                        edges::cut_position(from, to, &avoid)
                    } else {
                        edges::CUT_POS
                    };
                    scene.marks.extend(edges::bars(from, to, t));
                    if t == edges::CUT_POS {
                        out.push_str(" node[gt cut] {$\\|$}");
                    } else {
                        let _ = write!(out, " node[gt cut, pos={t}] {{$\\|$}}");
                    }
                }
                out.push_str(";\n");
            }
            let text = content(tree, outcome, id, state, key);
            let (w, h) = (shapes.w / 2.0, shapes.h / 2.0);
            match kind {
                Kind::Leaf => {
                    let _ = writeln!(
                        out,
                        "\\node[gt leaf, minimum width={}mm{look}] at ({}, {}) {{{text}}};",
                        mm(leaf_width(&text)),
                        mm(x),
                        mm(y)
                    );
                    scene.outlines.push(scene::Outline::Box(scene::Rect::at(
                        "center",
                        x,
                        y,
                        leaf_width(&text),
                        layout::LEAF_H,
                    )));
                    if let Some(n) = tree.leaf_number(id) {
                        let digits = n.to_string().len() as f64;
                        scene.labels.push(scene::Label {
                            rect: scene::Rect::at(
                                "north",
                                x,
                                y - layout::LEAF_H / 2.0 - INNER_SEP,
                                digits * 0.5 * SMALL_PT * MM_PER_PT,
                                NUMBER_H,
                            ),
                            text: n.to_string(),
                            inside: None,
                        });
                        let _ = writeln!(
                            out,
                            "\\node[gt number, anchor=north] at ({}, {}) {{{n}}};",
                            mm(x),
                            mm(y - layout::LEAF_H / 2.0)
                        );
                    }
                }
                Kind::Max | Kind::Min => {
                    // The wide side and the apex: below and above the centre for a △, above
                    // and below for a ▽.
                    let s = if kind == Kind::Max { 1.0 } else { -1.0 };
                    let _ = writeln!(
                        out,
                        "\\draw[gt shape{look}] ({}, {}) -- ({}, {}) -- ({}, {}) -- cycle;",
                        mm(x - w),
                        mm(y - s * h),
                        mm(x + w),
                        mm(y - s * h),
                        mm(x),
                        mm(y + s * h)
                    );
                    scene.outlines.push(scene::Outline::Polygon(vec![
                        (x - w, y - s * h),
                        (x + w, y - s * h),
                        (x, y + s * h),
                    ]));
                }
                Kind::Chance => {
                    let _ = writeln!(
                        out,
                        "\\draw[gt shape{look}] ({}, {}) circle[radius={}];",
                        mm(x),
                        mm(y),
                        mm(shapes.r)
                    );
                    scene.outlines.push(scene::Outline::Circle {
                        centre: (x, y),
                        r: shapes.r,
                    });
                }
            }
            if kind != Kind::Leaf {
                // The value nearer a triangle's wide side, where there is room for `≤ -10`;
                // the name level with it, clear of the wide corner, and the window beside it.
                let level = value_level(&shapes, kind);
                if !text.is_empty() {
                    let grey = if matches!(state, NodeState::Probed(_)) {
                        ", text=black!45"
                    } else {
                        ""
                    };
                    let _ = writeln!(
                        out,
                        "\\node[gt value{grey}] at ({}, {}) {{{text}}};",
                        mm(x),
                        mm(y + level)
                    );
                    scene.labels.push(scene::Label {
                        rect: scene::Rect::at("center", x, y + level, value_width(&text), VALUE_H),
                        text: text.clone(),
                        inside: Some(scene.outlines.len() - 1),
                    });
                }
                if let Some(l) = tree.label(id) {
                    let name = escape_text(l, opts.cjk);
                    let _ = writeln!(
                        out,
                        "\\node[gt name, anchor=east] at ({}, {}) {{{name}}};",
                        mm(x - name_offset(&shapes, kind)),
                        mm(y + level),
                    );
                    scene.labels.push(scene::Label {
                        rect: scene::Rect::at(
                            "east",
                            x - name_offset(&shapes, kind) - INNER_SEP,
                            y + level,
                            text_width(&name, VALUE_PT),
                            NAME_H,
                        ),
                        text: name,
                        inside: None,
                    });
                }
                if let Some((a, b)) = window_of(id) {
                    let text = format!("$({}, {})$", math_number(a), math_number(b));
                    let _ = writeln!(
                        out,
                        "\\node[gt window, anchor=west] at ({}, {}) {{{text}}};",
                        mm(x + side_offset(&shapes, kind)),
                        mm(y),
                    );
                    scene.labels.push(scene::Label {
                        rect: scene::Rect::at(
                            "west",
                            x + side_offset(&shapes, kind) + INNER_SEP,
                            y,
                            text_width(&text, SMALL_PT),
                            SMALL_H,
                        ),
                        text,
                        inside: None,
                    });
                }
            }
        }
        scene.rows.push(scene.bounds_since(first));
        if r == 0 && rows.len() > 1 {
            // How the rows go on, under the first, where the arrows begin.
            let note = escape_text(
                &tr!("tikz-rows-note", rows = rows.len().to_string()),
                opts.cjk,
            );
            let _ = writeln!(
                out,
                "\\node[gt legend, text width=15cm, anchor=north] at ([yshift=-2mm]current bounding box.south) {{{note}}};"
            );
        }
        if key && r + 1 == rows.len() {
            let _ = writeln!(
                out,
                "\\node[gt legend, anchor=north] at ([yshift=-3mm]current bounding box.south) {{{}}};",
                legend::legend(tree, outcome, &states, &facts, opts.windows, opts.cjk)
            );
        }
        out.push_str("\\end{tikzpicture}\n");
        out.push_str("\\endgroup\n");
        pictures.push(out);
    }
    Drawing {
        pictures,
        scene,
        room: chosen,
    }
}

/// An arrow from `from` to `to` that says a subtree goes on in another row, drawn as an
/// edge is.
fn arrow(out: &mut String, scene: &mut scene::Scene, from: (f64, f64), to: (f64, f64), look: &str) {
    let _ = writeln!(
        out,
        "\\draw[gt edge, ->{look}] ({}, {}) -- ({}, {});",
        mm(from.0),
        mm(from.1),
        mm(to.0),
        mm(to.1)
    );
    scene.edges.push((from, to));
}

/// How far a name's right end sits left of a node's centre: left of a triangle's wide
/// corner, so its box (2.8 mm high, an italic letter leaning right) clears the outline.
fn name_offset(shapes: &layout::Shapes, kind: Kind) -> f64 {
    match kind {
        Kind::Max | Kind::Min => shapes.w / 2.0 + 0.2,
        _ => side_offset(shapes, kind),
    }
}

/// How far a label beside a node sits from its centre: clear of a triangle's outline over
/// a label's height at the centre, or of a circle.
fn side_offset(shapes: &layout::Shapes, kind: Kind) -> f64 {
    match kind {
        // The triangle's half width 0.3 mm beyond the label's half height from the centre
        // on its wide side, and 0.5 mm more.
        Kind::Max | Kind::Min => {
            shapes.w / 2.0 * (shapes.h / 2.0 + SMALL_H / 2.0 + 0.3) / shapes.h + 0.5
        }
        Kind::Chance => shapes.r + 0.8,
        Kind::Leaf => layout::LEAF_W / 2.0,
    }
}

/// Where a node's value (and name) sits above its centre: nearer a triangle's wide side.
fn value_level(shapes: &layout::Shapes, kind: Kind) -> f64 {
    let level = VALUE_LEVEL * shapes.h / layout::TRIANGLE_H;
    match kind {
        Kind::Max => -level,
        Kind::Min => level,
        _ => 0.0,
    }
}

/// How far a value sits from a triangle's centre towards its wide side, at the default size.
const VALUE_LEVEL: f64 = 1.3;

/// Room a value keeps from its shape's outline.
const VALUE_MARGIN: f64 = 0.5;

/// A value's ink width.
fn value_width(text: &str) -> f64 {
    text_width(text, VALUE_PT)
}

/// The shapes a figure draws: the default sizes, scaled up until the widest value any
/// triangle or circle shows in the key fits inside it. Both sheets ask the key, so a key
/// still lies exactly over its question.
fn shapes_for(tree: &Tree, outcome: &Outcome, rec: &Recorder) -> layout::Shapes {
    let facts = Facts::gather(rec);
    let states = node_states(
        tree,
        outcome,
        |id| outcome.scored_at_horizon(tree, id),
        &facts.probes,
    );
    let mut shapes = layout::Shapes::default();
    let base = layout::Shapes::default();
    for id in tree.ids() {
        let kind = tree.kind(id);
        if kind == Kind::Leaf {
            continue;
        }
        let half =
            value_width(&content(tree, outcome, id, states[id.index()], true)) / 2.0 + VALUE_MARGIN;
        if kind == Kind::Chance {
            let r = half.hypot(VALUE_H / 2.0 + VALUE_MARGIN);
            shapes.r = shapes.r.max(r);
        } else {
            // At scale s the box's edge nearer the apex is 5.55 s − 1.15 mm from it, where
            // the triangle is (w / h) times that wide on either side.
            let from_apex = half * base.h / base.w * 2.0 + VALUE_H / 2.0;
            let s = from_apex / (base.h / 2.0 + VALUE_LEVEL);
            if s * base.w > shapes.w {
                shapes.w = s * base.w;
                shapes.h = s * base.h;
            }
        }
    }
    shapes
}

/// A leaf box's width: at least [`layout::LEAF_W`], and its value with room either side.
fn leaf_width(text: &str) -> f64 {
    layout::LEAF_W.max(text_width(text, LEAF_PT) + 1.4)
}

/// The room a node takes beside its centre: its shape, its name on the left, its window on
/// the right.
fn extent(
    tree: &Tree,
    shapes: &layout::Shapes,
    id: NodeId,
    text: &str,
    window: Option<(f64, f64)>,
) -> layout::Extent {
    let kind = tree.kind(id);
    let half = match kind {
        Kind::Max | Kind::Min => shapes.w / 2.0,
        Kind::Chance => shapes.r,
        Kind::Leaf => leaf_width(text) / 2.0,
    };
    let mut e = layout::Extent {
        left: half,
        right: half,
    };
    if kind != Kind::Leaf {
        if let Some(l) = tree.label(id) {
            let offset = name_offset(shapes, kind);
            e.left = e.left.max(offset + text_width(&escape(l), VALUE_PT) + 0.7);
        }
        if let Some((a, b)) = window {
            let text = format!("({}, {})", math_number(a), math_number(b));
            e.right = e
                .right
                .max(side_offset(shapes, kind) + text_width(&text, SMALL_PT) + 0.7);
        }
    }
    e
}

/// A coordinate in millimetres, to a hundredth, without trailing zeros.
fn mm(v: f64) -> String {
    let text = format!("{v:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// The styles of the edge into `id` from its parent `p`, as `, style, …`.
fn edge_style(
    facts: &Facts,
    pv: &HashSet<NodeId>,
    p: NodeId,
    id: NodeId,
    state: NodeState,
    key: bool,
) -> String {
    if !key {
        return String::new();
    }
    let mut edge = String::new();
    if facts.deciding.contains(&(p, id)) {
        edge.push_str(", gt decide");
    } else if pv.contains(&id) && pv.contains(&p) {
        edge.push_str(", gt pv");
    }
    match state {
        NodeState::Probed(_) | NodeState::Pruned => edge.push_str(", gt pruned"),
        NodeState::BeyondHorizon => edge.push_str(", gt beyond"),
        _ => {}
    }
    edge
}

/// What is written inside the node's shape.
fn content(tree: &Tree, outcome: &Outcome, id: NodeId, state: NodeState, key: bool) -> String {
    if tree.kind(id) == Kind::Leaf {
        return math_value(tree.value(id).unwrap_or(f64::NAN));
    }
    if !key {
        return String::new();
    }
    match state {
        NodeState::Searched => {
            let r = outcome.result(tree, id);
            bounded(r.bound, r.value)
        }
        NodeState::Horizon => format!(
            "{}\\textsuperscript{{e}}",
            math_value(outcome.result(tree, id).value)
        ),
        NodeState::Probed(b) => {
            let bound = if tree.kind(id) == Kind::Min {
                Bound::Upper
            } else {
                Bound::Lower
            };
            bounded(bound, b)
        }
        NodeState::Pruned | NodeState::BeyondHorizon => String::new(),
    }
}

/// `$3$`, `$\le 2$`, `$\ge 5$`.
fn bounded(bound: Bound, v: f64) -> String {
    let v = math_number(v);
    match bound {
        Bound::Exact => format!("${v}$"),
        // `{\le}` is set as an ordinary symbol: a relation's wide spaces would not fit the
        // triangle's width at its centre.
        Bound::Lower => format!("${{\\ge}}\\,{{{v}}}$"),
        Bound::Upper => format!("${{\\le}}\\,{{{v}}}$"),
        Bound::Unvisited => String::new(),
    }
}

/// A number in math mode: `$-3$`, `$\infty$`.
fn math_value(v: f64) -> String {
    format!("${}$", math_number(v))
}

/// A number as math-mode source: `-3`, `1.5`, `\infty`, `-\infty`.
fn math_number(v: f64) -> String {
    if v.is_nan() {
        return "?".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "\\infty" } else { "-\\infty" }.to_string();
    }
    // A value rounded for display keeps its mark, as math, and a figure rounds it to two
    // decimals, as textbooks do: ten would not fit a node. Both decimals stay, zeros too
    // (`≈ -1.50`): the checker takes a rounded answer to two places or more, so a student
    // who copies the figure is not marked wrong.
    let text = fmt_value(v);
    if text.starts_with('≈') {
        // (Rounded as the checker rounds the value it compares an answer with.)
        let rounded = format!("{v:.2}");
        let rounded = if rounded == "-0.00" { "0.00" } else { &rounded };
        return format!("\\approx {rounded}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ten_special_characters_are_escaped() {
        assert_eq!(
            escape(r"_&%#${}\~^"),
            r"\_\&\%\#\$\{\}\textbackslash{}\textasciitilde{}\textasciicircum{}"
        );
    }

    #[test]
    fn control_characters_become_spaces_and_brackets_are_braced() {
        assert_eq!(escape("a\nb\tc\u{7}d\u{0}"), "a b c d ");
        assert_eq!(escape("[x]"), "{[}x{]}");
    }

    #[test]
    fn symbols_become_commands_and_unknown_characters_a_question_mark() {
        assert_eq!(escape("≤ 2"), "$\\le$ 2");
        assert_eq!(escape("α = 3"), "$\\alpha$ = 3");
        assert_eq!(escape("café"), "café");
        assert_eq!(escape("🎲"), "?");
        assert_eq!(escape("a--b"), "a{-}{-}b");
        assert_eq!(escape("α = -2, x-1"), "$\\alpha$ = $-$2, x{-}1");
    }

    #[test]
    fn chinese_is_kept_only_for_a_document_that_sets_it() {
        assert_eq!(escape("第 1 题（5 分）"), "? 1 ??5 ??");
        assert_eq!(escape_cjk("第 1 题（5 分）"), "第 1 题（5 分）");
        assert_eq!(escape_cjk("界：≤ 2 & 🎲"), "界：$\\le$ 2 \\& ?");
    }

    fn tree_of(yaml: &str) -> Tree {
        crate::parse::parse(&crate::parse::Source::inline("t", yaml))
            .expect("a tree")
            .tree
    }

    /// A tree of `leaves` leaves under the root, above a chain `levels` deep.
    fn broom(leaves: usize, levels: usize) -> Tree {
        let fan: Vec<String> = (1..=leaves).map(|v| v.to_string()).collect();
        let mut yaml = format!("max: [{}]", fan.join(", "));
        for _ in 1..levels {
            yaml = format!("max: [{{{yaml}}}]");
        }
        tree_of(&yaml)
    }

    #[test]
    fn a_page_holds_the_widest_and_deepest_tree_allowed_and_no_bigger() {
        assert!(refuse_past_a_page(&broom(MAX_LEAVES, MAX_LEVELS)).is_ok());
        for (tree, leaves, levels) in [
            (broom(MAX_LEAVES + 1, 1), "257", "1"),
            (broom(2, MAX_LEVELS + 1), "2", "65"),
        ] {
            let e = refuse_past_a_page(&tree).expect_err("past a page");
            assert_eq!(e.kind, ErrorKind::TooLarge);
            assert_eq!(
                *e.message,
                msg!(
                    "err-tikz-too-large",
                    leaves = leaves,
                    levels = levels,
                    max_leaves = "256",
                    max_levels = "64"
                )
            );
            assert_eq!(e.help.as_deref(), Some(&msg!("help-tikz-too-large")));
        }
    }

    /// Regression: a weighted exam's key drew the root as `≈ −1.5` (-262/175), which the
    /// checker refuses as rounded to too few places; a student who copied the figure was
    /// marked wrong. Whatever a figure shows for a computed value, the checker takes.
    #[test]
    fn a_rounded_value_in_a_figure_is_a_right_answer() {
        for v in [
            -262.0 / 175.0,
            7.0 / 3.0,
            -1.0 / 3000.0,
            1e6 / 3.0,
            0.125 / 3.0,
            -2.0 / 3.0,
        ] {
            let shown = math_number(v);
            let Some(number) = shown.strip_prefix("\\approx ") else {
                panic!("{v} is not shown rounded: {shown}");
            };
            let places = number.split_once('.').map(|(_, d)| d.len() as u8);
            let written: f64 = number.parse().unwrap();
            assert!(
                crate::check::rounding::same_number(written, places, true, v, true, None),
                "{v} drawn as {number}"
            );
        }
    }

    #[test]
    fn numbers_are_math() {
        assert_eq!(math_value(-3.0), "$-3$");
        assert_eq!(math_value(f64::INFINITY), "$\\infty$");
        assert_eq!(math_value(7.0 / 3.0), "$\\approx 2.33$");
        assert_eq!(math_value(-1.0 / 3000.0), "$\\approx 0.00$");
        assert_eq!(math_value(-262.0 / 175.0), "$\\approx -1.50$");
        assert_eq!(bounded(Bound::Upper, 2.0), "${\\le}\\,{2}$");
    }
}

#[cfg(test)]
mod figure_tests;
