//! `gametree tikz`: the tree as a LaTeX figure (TikZ, laid out by the `forest` package), in
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

/// The packages a document needs for [`figure`]'s snippets (the snippet loads its TikZ
/// library itself).
pub const PACKAGES: &str = "\\usepackage{forest}\n";

/// The styles every figure uses, defined inside the figure's group so that a snippet does not
/// leak them into the document.
const STYLES: &str = r"\usetikzlibrary{shapes.geometric}%
\tikzset{
  gt node/.style={draw, thin, inner sep=1pt, font=\small},
  gt max/.style={gt node, isosceles triangle, isosceles triangle apex angle=76, shape border rotate=90, isosceles triangle stretches, minimum width=14mm, minimum height=8.5mm},
  gt min/.style={gt node, isosceles triangle, isosceles triangle apex angle=76, shape border rotate=-90, isosceles triangle stretches, minimum width=14mm, minimum height=8.5mm},
  gt chance/.style={gt node, circle, minimum size=9mm},
  gt leaf/.style={gt node, rectangle, minimum width=6.5mm, minimum height=5mm},
  gt value/.style={font=\footnotesize, inner sep=0pt},
  gt value max/.style={gt value, yshift=-1.3mm},
  gt value min/.style={gt value, yshift=1.3mm},
  gt pruned/.style={draw=black!40, text=black!45, dashed},
  gt beyond/.style={draw=black!40, text=black!45, dotted},
  gt pv/.style={very thick},
  gt decide/.style={draw=red!75!black, thick},
  gt name/.style={font=\footnotesize\itshape, inner sep=1pt, xshift=-1mm},
  gt name max/.style={gt name, xshift=-1.6mm, yshift=-1.3mm},
  gt name min/.style={gt name, xshift=-1.6mm, yshift=1.3mm},
  gt number/.style={font=\scriptsize, text=black!55, inner sep=1pt},
  gt window/.style={font=\scriptsize, inner sep=1pt, xshift=0.8mm},
  gt prob/.style={font=\scriptsize, inner sep=1pt, pos=0.62},
  gt cut/.style={pos=0.4, sloped, rotate=-35, text=red!75!black, inner sep=0pt, font=\small},
  gt legend/.style={font=\scriptsize, align=center, text width=11cm},
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

/// Most leaves a figure is drawn with. `forest` sets leaves about 9 mm apart and TeX's
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
        let _ = writeln!(out, "% Needs \\usepackage{{forest}} in the preamble.");
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

/// The figure itself: a group holding the styles and one `forest` environment, to `\input`
/// or paste into any document that loads `forest`.
pub fn figure(tree: &Tree, outcome: &Outcome, rec: &Recorder, opts: &Options) -> String {
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

    let mut out = String::new();
    out.push_str("\\begingroup\n");
    out.push_str(STYLES);
    out.push_str("\\begin{forest}\n");
    out.push_str(
        "for tree={parent anchor=south, child anchor=north, s sep=2.5mm, l sep=5mm, \
         tier/.pgfmath=level()}\n",
    );
    // Depth-first with an explicit stack: `None` closes the node opened below it.
    let mut stack: Vec<Option<NodeId>> = vec![Some(tree.root())];
    let mut depth = 0usize;
    while let Some(item) = stack.pop() {
        let Some(id) = item else {
            depth -= 1;
            let _ = writeln!(out, "{}]", "  ".repeat(depth.min(40)));
            continue;
        };
        let state = states[id.index()];
        // An inner node's value is a label at its centre, not its content: the shape keeps
        // one size whatever is written in it, so the blank sheet and the key lay out alike.
        let text = content(tree, outcome, id, state, key);
        let _ = if tree.kind(id) == Kind::Leaf {
            write!(
                out,
                "{}[{{{text}}}, {}",
                "  ".repeat(depth.min(40)),
                style_name(tree.kind(id))
            )
        } else {
            write!(
                out,
                "{}[{{}}, {}",
                "  ".repeat(depth.min(40)),
                style_name(tree.kind(id))
            )
            .and_then(|()| {
                if text.is_empty() {
                    Ok(())
                } else {
                    let grey = if matches!(state, NodeState::Probed(_)) {
                        ", text=black!45"
                    } else {
                        ""
                    };
                    // Nearer the triangle's wide side, where there is room for `≤ -10`: the
                    // text's top 0.6 mm inside it, its bottom where the triangle is still
                    // 8.7 mm wide (the triangle is 14 mm by 8.5 mm).
                    let place = match tree.kind(id) {
                        Kind::Max => "gt value max",
                        Kind::Min => "gt value min",
                        _ => "gt value",
                    };
                    write!(out, ", label={{[{place}{grey}]center:{{{text}}}}}")
                }
            })
        };
        // A triangle's edges meet it at its outline, on the line towards the other node's
        // centre: from a ▽'s apex they would run on at the slope of its own sides (an
        // hourglass), and into a △'s apex likewise from above.
        out.push_str(edge_anchors(tree.kind(id)));
        if tree.kind(id) == Kind::Chance {
            // Longer edges below a chance node leave room for the probabilities.
            out.push_str(", l sep=8mm");
        }
        if tree
            .children(id)
            .iter()
            .any(|&c| tree.kind(c) != Kind::Leaf)
        {
            // forest packs shapes, not labels: room for each inner child's name (and window).
            out.push_str(if key && opts.windows {
                ", s sep=14mm"
            } else {
                ", s sep=4.5mm"
            });
        }
        for opt in node_options(tree, &facts, &pv, id, state, key, opts) {
            let _ = write!(out, ", {opt}");
        }
        if tree.kind(id) == Kind::Leaf {
            out.push_str("]\n");
        } else {
            out.push('\n');
            depth += 1;
            stack.push(None);
            stack.extend(tree.children(id).iter().rev().map(|&c| Some(c)));
        }
    }
    if key {
        let _ = writeln!(
            out,
            "\\node[gt legend, anchor=north] at ([yshift=-3mm]current bounding box.south) {{{}}};",
            legend(tree, outcome, &states, &facts, opts.windows, opts.cjk)
        );
    }
    out.push_str("\\end{forest}\n");
    out.push_str("\\endgroup\n");
    out
}

/// The forest anchors of a node's edges, after the figure's default (edges leave a node's
/// bottom and enter its top): a ▽'s edges leave from its outline towards each child and a
/// △'s edge enters its outline from its parent (an empty anchor is the border).
fn edge_anchors(kind: Kind) -> &'static str {
    match kind {
        Kind::Min => ", parent anchor=",
        Kind::Max => ", child anchor=",
        Kind::Chance | Kind::Leaf => "",
    }
}

fn style_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Max => "gt max",
        Kind::Min => "gt min",
        Kind::Chance => "gt chance",
        Kind::Leaf => "gt leaf",
    }
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
    // A value rounded for display keeps its mark, as math.
    let text = fmt_value(v);
    match text.strip_prefix('≈') {
        Some(rest) => format!("\\approx {rest}"),
        None => text,
    }
}

/// The forest options of one node after its content and shape.
fn node_options(
    tree: &Tree,
    facts: &Facts,
    pv: &HashSet<NodeId>,
    id: NodeId,
    state: NodeState,
    key: bool,
    options: &Options,
) -> Vec<String> {
    let (windows, cjk) = (options.windows, options.cjk);
    let mut opts = Vec::new();
    let leaf = tree.kind(id) == Kind::Leaf;
    if leaf {
        if let Some(n) = tree.leaf_number(id) {
            opts.push(format!("label={{[gt number]below:{n}}}"));
        }
    } else if let Some(l) = tree.label(id) {
        // Level with the value and clear of the triangle's wide corner above (▽) or below (△).
        let place = match tree.kind(id) {
            Kind::Max => "gt name max",
            Kind::Min => "gt name min",
            _ => "gt name",
        };
        opts.push(format!(
            "label={{[{place}]left:{{{}}}}}",
            escape_text(l, cjk)
        ));
    }
    let parent = tree.parent(id);
    if let Some(p) = parent
        && tree.kind(p) == Kind::Chance
    {
        let siblings = tree.children(p);
        let side = if tree.child_index(id) * 2 + 1 < siblings.len() {
            "left"
        } else {
            "right"
        };
        opts.push(format!(
            "edge label={{node[gt prob, {side}]{{${}$}}}}",
            escape_math(&tree.probability(id).display())
        ));
    }
    if !key {
        return opts;
    }
    match state {
        NodeState::Searched | NodeState::Horizon => {
            if pv.contains(&id) {
                opts.push("gt pv".to_string());
            }
        }
        NodeState::Probed(_) | NodeState::Pruned => opts.push("gt pruned".to_string()),
        NodeState::BeyondHorizon => opts.push("gt beyond".to_string()),
    }
    let mut edge = Vec::new();
    if let Some(p) = parent {
        if facts.deciding.contains(&(p, id)) {
            edge.push("gt decide");
        } else if pv.contains(&id) && pv.contains(&p) {
            edge.push("gt pv");
        }
        match state {
            NodeState::Probed(_) | NodeState::Pruned => edge.push("gt pruned"),
            NodeState::BeyondHorizon => edge.push("gt beyond"),
            _ => {}
        }
    }
    if !edge.is_empty() {
        opts.push(format!("edge={{{}}}", edge.join(", ")));
    }
    if facts.skipped.contains(&id) {
        opts.push("edge label={node[gt cut]{$\\|$}}".to_string());
    }
    if windows
        && !leaf
        && matches!(state, NodeState::Searched | NodeState::Horizon)
        && let Some(&(a, b)) = facts.windows.get(&id)
    {
        opts.push(format!(
            "label={{[gt window]right:$({}, {})$}}",
            math_number(a),
            math_number(b)
        ));
    }
    opts
}

/// The key's legend: only what this figure shows.
fn legend(
    tree: &Tree,
    outcome: &Outcome,
    states: &[NodeState],
    facts: &Facts,
    windows: bool,
    cjk: bool,
) -> String {
    // The words come from the catalogue, in the figure's language; its symbols (△ ≤ ‖ α)
    // become TeX's in `escape`.
    let say = |key: &str| escape_text(&tr!(key), cjk);
    let mut items: Vec<String> = vec![say("tikz-legend-shapes")];
    if tree.has_chance() {
        items.push(say("tikz-legend-chance"));
    }
    if tree.ids().any(|id| {
        states[id.index()] == NodeState::Searched
            && matches!(outcome.result(tree, id).bound, Bound::Lower | Bound::Upper)
    }) || states.iter().any(|s| matches!(s, NodeState::Probed(_)))
    {
        items.push(say("tikz-legend-bound"));
    }
    if !facts.skipped.is_empty() {
        items.push(say("tikz-legend-cut"));
    }
    if states
        .iter()
        .any(|s| matches!(s, NodeState::Pruned | NodeState::Probed(_)))
    {
        items.push(say("tikz-legend-pruned"));
    }
    if states.contains(&NodeState::BeyondHorizon) {
        items.push(say("tikz-legend-beyond"));
    }
    if states.contains(&NodeState::Horizon) {
        items.push(format!(
            "\\textsuperscript{{e}}: {}",
            say("tikz-legend-estimate")
        ));
    }
    if outcome.principal_variation(tree).len() > 1 {
        items.push(say("tikz-legend-pv"));
    }
    if windows {
        items.push(say("tikz-legend-window"));
    }
    items.join(";\\enspace ")
}

/// A probability (`1/3`, `0.25`) as math-mode source: only digits, `.`, `/` and `-` pass.
fn escape_math(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_digit() || matches!(c, '.' | '/' | '-' | 'e' | '+'))
        .collect()
}

/// Escapes text for LaTeX's text mode, so any label compiles with pdfLaTeX: the ten special
/// characters get their commands, the characters that form ligatures or change meaning in
/// TeX's default fonts (`<`, `>`, `|`, `"`, `` ` ``, `'`, `-`) are written so they print as
/// themselves, brackets are braced (the `forest` parser reads them), control characters
/// become spaces, and beyond ASCII the accented Latin letters pass while Greek letters and
/// the symbols reports use (≤ ≥ ∞ − – — …) become their commands; anything else becomes `?`.
pub fn escape(text: &str) -> String {
    escape_text(text, false)
}

/// [`escape`] for a document that sets Chinese with `CJKutf8`: Chinese characters and
/// full-width punctuation are kept as they are.
pub fn escape_cjk(text: &str) -> String {
    escape_text(text, true)
}

/// Whether `c` is a Chinese character or CJK punctuation, which `CJKutf8` sets.
fn cjk_char(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
            | '\u{FF00}'..='\u{FFEF}')
}

fn escape_text(text: &str, cjk: bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev = ' ';
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let before = std::mem::replace(&mut prev, c);
        match c {
            // A minus sign before a number, as in `α = -2`: math's minus, not a hyphen.
            '-' if !before.is_alphanumeric() && chars.peek().is_some_and(char::is_ascii_digit) => {
                out.push_str("$-$")
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '_' => out.push_str("\\_"),
            '&' => out.push_str("\\&"),
            '%' => out.push_str("\\%"),
            '#' => out.push_str("\\#"),
            '$' => out.push_str("\\$"),
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            '<' => out.push_str("$<$"),
            '>' => out.push_str("$>$"),
            '|' => out.push_str("$|$"),
            '"' => out.push_str("{\\char`\\\"}"),
            '`' => out.push_str("{`}"),
            '\'' => out.push_str("{'}"),
            '-' => out.push_str("{-}"),
            '[' => out.push_str("{[}"),
            ']' => out.push_str("{]}"),
            c if c.is_control() => out.push(' '),
            c if c.is_ascii() => out.push(c),
            c => match symbol(c) {
                Some(s) => out.push_str(s),
                None if latin_letter(c) || (cjk && cjk_char(c)) => out.push(c),
                None => out.push('?'),
            },
        }
    }
    out
}

/// Accented Latin letters that pdfLaTeX's default (OT1) fonts build from accents.
fn latin_letter(c: char) -> bool {
    matches!(c, 'À'..='ÿ') && !matches!(c, '×' | '÷' | 'Ð' | 'Þ' | 'ð' | 'þ')
}

/// The commands for the symbols and Greek letters that reports and labels use.
fn symbol(c: char) -> Option<&'static str> {
    Some(match c {
        '≤' => "$\\le$",
        '≥' => "$\\ge$",
        '≠' => "$\\ne$",
        '≈' => "$\\approx$",
        '∞' => "$\\infty$",
        '−' => "$-$",
        '±' => "$\\pm$",
        '×' => "$\\times$",
        '÷' => "$\\div$",
        '·' => "$\\cdot$",
        '√' => "$\\surd$",
        '–' => "--",
        '—' => "---",
        '…' => "\\dots{}",
        '→' => "$\\to$",
        '←' => "$\\leftarrow$",
        '↑' => "$\\uparrow$",
        '↓' => "$\\downarrow$",
        '‖' => "$\\|$",
        '°' => "$^\\circ$",
        '⁺' => "$^+$",
        '⁻' => "$^-$",
        '“' => "``",
        '”' => "''",
        '‘' => "`",
        '’' => "'",
        '△' | '▲' => "$\\bigtriangleup$",
        '▽' | '▼' => "$\\bigtriangledown$",
        '○' => "$\\bigcirc$",
        'α' => "$\\alpha$",
        'β' => "$\\beta$",
        'γ' => "$\\gamma$",
        'δ' => "$\\delta$",
        'ε' => "$\\varepsilon$",
        'θ' => "$\\theta$",
        'λ' => "$\\lambda$",
        'μ' => "$\\mu$",
        'π' => "$\\pi$",
        'σ' => "$\\sigma$",
        'ω' => "$\\omega$",
        'Δ' => "$\\Delta$",
        'Σ' => "$\\Sigma$",
        'Ω' => "$\\Omega$",
        _ => return None,
    })
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

    /// The key figure of `yaml` searched with alpha-beta.
    fn key_of(yaml: &str) -> String {
        let doc = crate::parse::parse(&crate::parse::Source::inline("t", yaml)).expect("a tree");
        let mut rec = Recorder::default();
        let config = crate::search::Config::new(crate::search::Algorithm::AlphaBeta);
        let outcome = crate::search::run_observed(&doc.tree, &config, &mut rec).expect("runs");
        figure(&doc.tree, &outcome, &rec, &Options::default())
    }

    #[test]
    fn triangles_meet_their_edges_at_the_outline_not_at_the_apex() {
        let fig = key_of("max: [{min: [{max: [1, 2]}, {max: [3, 4]}, 5]}, {min: [6, 7, 8]}]");
        let lines: Vec<&str> = fig
            .lines()
            .filter(|l| l.trim_start().starts_with("[{}, gt m"))
            .collect();
        let (min, max): (Vec<&str>, Vec<&str>) = lines.iter().partition(|l| l.contains("gt min"));
        assert_eq!((min.len(), max.len()), (2, 3), "{fig}");
        // The default anchors (bottom, top) hold for all but these: a ▽'s edges leave its
        // outline and a △'s edge enters its outline.
        assert!(min.iter().all(|l| l.contains(", parent anchor=")), "{fig}");
        assert!(max.iter().all(|l| l.contains(", child anchor=")), "{fig}");
        assert!(!min.iter().any(|l| l.contains("child anchor=")), "{fig}");
        assert!(!max.iter().any(|l| l.contains("parent anchor=")), "{fig}");
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

    #[test]
    fn numbers_are_math() {
        assert_eq!(math_value(-3.0), "$-3$");
        assert_eq!(math_value(f64::INFINITY), "$\\infty$");
        assert_eq!(math_value(7.0 / 3.0), "$\\approx 2.333333333$");
        assert_eq!(bounded(Bound::Upper, 2.0), "${\\le}\\,{2}$");
    }
}
