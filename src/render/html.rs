//! `gametree html`: one self-contained page that steps through a recorded search.
//!
//! The page is data plus a small script. Rust lays the tree out like a textbook figure and
//! turns the search record into steps, each carrying the same row the `trace` table shows
//! (action, α, β, value, plain-words note from [`super::notes`]) and the *display changes*
//! it makes: a node opened, a value or bound filled in, a subtree greyed out because it was
//! cut. The embedded script (`html/stepper.js`) only applies and undoes those changes; it
//! knows nothing about pruning. No network is used: the script, the style and the data are
//! inline, and a content security policy forbids every fetch.

use crate::i18n::tr;
use serde_json::{Value, json};

use super::trace::{self, Row};
use crate::num::approx_eq;
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::{Bound, Outcome, Recorder, Step};
use crate::tree::{Kind, NodeId, Tree};

pub mod mcts;

/// The stepper's script, embedded in every page.
pub const SCRIPT: &str = include_str!("html/stepper.js");
/// The stepper's style sheet, embedded in every page.
pub const STYLE: &str = include_str!("html/stepper.css");

/// The largest tree the page draws: every node is an SVG shape, and a browser stepping
/// through more than this is no longer a figure anyone can read.
pub const MAX_NODES: usize = 10_000;

/// Horizontal distance between neighbouring leaves, in SVG units.
pub const LEAF_GAP: f64 = 58.0;
/// Vertical distance between tree levels, in SVG units.
pub const LEVEL_GAP: f64 = 96.0;
/// Room left of the first leaf (for labels left of nodes) and right of the last (for values
/// and the α/β badge right of nodes).
const MARGIN_LEFT: f64 = 56.0;
const MARGIN_RIGHT: f64 = 84.0;
const MARGIN_TOP: f64 = 44.0;
const MARGIN_BOTTOM: f64 = 60.0;

/// Where every node is drawn: the centre of its shape, in SVG units.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// x of each node, indexed by [`NodeId::index`].
    pub x: Vec<f64>,
    /// y of each node, indexed by [`NodeId::index`].
    pub y: Vec<f64>,
    /// Width of the drawing.
    pub width: f64,
    /// Height of the drawing.
    pub height: f64,
}

/// Lays the tree out as textbooks draw it: leaves evenly spaced left to right in file order
/// (leaf numbers never depend on search order), each level one row lower, and every inner
/// node centred over its first and last child. Iterative, so deep chains are fine.
pub fn layout(tree: &Tree) -> Layout {
    let n = tree.len();
    let mut x = vec![0.0; n];
    let mut y = vec![0.0; n];
    for (i, &leaf) in tree.leaves().iter().enumerate() {
        x[leaf.index()] = MARGIN_LEFT + i as f64 * LEAF_GAP;
    }
    // Depths top-down (pre-order) and the post-order to centre parents over children.
    let mut depth = vec![0usize; n];
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![tree.root()];
    while let Some(id) = stack.pop() {
        order.push(id);
        for &c in tree.children(id) {
            depth[c.index()] = depth[id.index()] + 1;
            stack.push(c);
        }
    }
    for &id in order.iter().rev() {
        let kids = tree.children(id);
        if let (Some(first), Some(last)) = (kids.first(), kids.last()) {
            x[id.index()] = (x[first.index()] + x[last.index()]) / 2.0;
        }
    }
    let mut max_depth = 0;
    for id in tree.ids() {
        let d = depth[id.index()];
        max_depth = max_depth.max(d);
        y[id.index()] = MARGIN_TOP + d as f64 * LEVEL_GAP;
    }
    Layout {
        x,
        y,
        width: MARGIN_LEFT + MARGIN_RIGHT + (tree.leaf_count().max(1) - 1) as f64 * LEAF_GAP,
        height: MARGIN_TOP + max_depth as f64 * LEVEL_GAP + MARGIN_BOTTOM,
    }
}

/// The class of a shown value: `exact`, `lower` (`≥ v`), `upper` (`≤ v`) or `interval`.
fn bound_class(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
        Bound::Unvisited => "",
    }
}

fn interval_class(lo: f64, hi: f64) -> &'static str {
    if approx_eq(lo, hi) {
        "exact"
    } else {
        "interval"
    }
}

/// What one step changes on the page, as `[node, key, value]` triples: key `s` is the
/// node's status (`open`, `done`, `pruned`, `beyond`), `v` the value text, `c` its class,
/// `e` the mark on the edge into the node (`cut`).
struct Display {
    visited: Vec<bool>,
    edge_cut: Vec<bool>,
    status: Vec<&'static str>,
}

impl Display {
    fn new(tree: &Tree) -> Self {
        Display {
            visited: vec![false; tree.len()],
            edge_cut: vec![false; tree.len()],
            status: vec![""; tree.len()],
        }
    }

    fn set_status(&mut self, out: &mut Vec<Value>, node: NodeId, s: &'static str) {
        if self.status[node.index()] != s {
            self.status[node.index()] = s;
            out.push(json!([node.0, "s", s]));
        }
    }

    /// A node the search reaches: no longer greyed, whatever an earlier cut said (Star2 may
    /// search a probed subtree again).
    fn visit(&mut self, out: &mut Vec<Value>, node: NodeId, s: &'static str) {
        self.visited[node.index()] = true;
        if self.edge_cut[node.index()] {
            self.edge_cut[node.index()] = false;
            out.push(json!([node.0, "e", ""]));
        }
        self.set_status(out, node, s);
    }

    /// Every not yet visited node below `node` gets status `s`.
    fn below(&mut self, tree: &Tree, out: &mut Vec<Value>, node: NodeId, s: &'static str) {
        let mut stack: Vec<NodeId> = tree.children(node).iter().rev().copied().collect();
        while let Some(x) = stack.pop() {
            if !self.visited[x.index()] {
                self.set_status(out, x, s);
            }
            stack.extend(tree.children(x).iter().rev());
        }
    }

    fn changes(&mut self, tree: &Tree, step: &Step, row: &Row) -> Vec<Value> {
        let mut out = Vec::new();
        let value = |out: &mut Vec<Value>, node: NodeId, text: &str, class: &str| {
            out.push(json!([node.0, "v", text]));
            out.push(json!([node.0, "c", class]));
        };
        match step {
            Step::Enter { node, .. } => self.visit(&mut out, *node, "open"),
            Step::Leaf { node, .. } => {
                self.visit(&mut out, *node, "done");
                value(&mut out, *node, &row.value, "exact");
            }
            Step::Horizon { node, .. } => {
                self.visit(&mut out, *node, "done");
                value(&mut out, *node, &row.value, "exact");
                self.below(tree, &mut out, *node, "beyond");
            }
            Step::Window { node, .. } | Step::Cutoff { node, .. } => {
                let class = match tree.kind(*node) {
                    Kind::Max => "lower",
                    Kind::Min => "upper",
                    _ => "",
                };
                if !row.value.is_empty() {
                    value(&mut out, *node, &row.value, class);
                }
                if let Step::Cutoff { skipped, .. } = step {
                    for &k in skipped {
                        if !self.edge_cut[k.index()] {
                            self.edge_cut[k.index()] = true;
                            out.push(json!([k.0, "e", "cut"]));
                        }
                    }
                    self.below(tree, &mut out, *node, "pruned");
                }
            }
            Step::ChanceChild { node, lo, hi, .. } | Step::Interval { node, lo, hi, .. } => {
                value(&mut out, *node, &row.value, interval_class(*lo, *hi));
            }
            Step::ProbeResult {
                chance,
                child,
                bound,
                lo,
                hi,
                ..
            } => {
                value(&mut out, *chance, &row.value, interval_class(*lo, *hi));
                let b = match tree.kind(*child) {
                    Kind::Max => Bound::Lower,
                    Kind::Min => Bound::Upper,
                    _ => Bound::Exact,
                };
                value(&mut out, *child, &b.show(*bound), bound_class(b));
            }
            Step::ProbeReused { node, bound, .. } => {
                self.visit(&mut out, *node, "done");
                value(&mut out, *node, &row.value, bound_class(*bound));
            }
            Step::Exit { node, bound, .. } => {
                self.visit(&mut out, *node, "done");
                value(&mut out, *node, &row.value, bound_class(*bound));
            }
            // A probe announces the search below it; the probed node's own steps follow.
            Step::Probe { .. } => {}
            // Event kinds added later show their row (action, α, β, note) and change nothing.
            #[allow(unreachable_patterns)]
            _ => {}
        }
        out
    }
}

/// The node whose window a step's α and β are: the child about to be searched for a chance
/// node's child window, else the step's node.
fn window_node(step: &Step) -> NodeId {
    match step {
        Step::ChanceChild { child, .. } => *child,
        _ => step.node(),
    }
}

/// Every node as the page draws it: kind, place, parent, name, path, label, leaf number and
/// value, and the probability on the edge into a chance node's child.
fn node_data(tree: &Tree, lay: &Layout) -> Vec<Value> {
    tree.ids()
        .map(|id| {
            let mut m = serde_json::Map::new();
            m.insert("k".into(), json!(tree.kind(id).name()));
            m.insert("x".into(), json!(lay.x[id.index()]));
            m.insert("y".into(), json!(lay.y[id.index()]));
            m.insert(
                "parent".into(),
                json!(tree.parent(id).map_or(-1, |p| p.0 as i64)),
            );
            // Deep paths shortened (first and last steps, the depth): the page is read by people.
            m.insert(
                "name".into(),
                json!(crate::render::names::short_name(tree, id)),
            );
            m.insert(
                "path".into(),
                json!(crate::render::names::short_path(tree, id)),
            );
            if let Some(l) = tree.label(id) {
                m.insert("label".into(), json!(l));
            }
            if let Some(n) = tree.leaf_number(id) {
                m.insert("leaf".into(), json!(n));
                if let Some(v) = tree.value(id) {
                    m.insert("lv".into(), json!(crate::num::fmt_exact(v)));
                }
            }
            if tree
                .parent(id)
                .is_some_and(|p| tree.kind(p) == Kind::Chance)
            {
                m.insert("p".into(), json!(tree.probability(id).display()));
            }
            Value::Object(m)
        })
        .collect()
}

/// The page's data: the tree laid out, the steps with their rows and display changes, and
/// the result the last step arrives at.
pub fn data(tree: &Tree, meta: &Meta, outcome: &Outcome, rec: &Recorder) -> Value {
    let lay = layout(tree);
    let nodes = node_data(tree, &lay);

    let mut display = Display::new(tree);
    let steps: Vec<Value> = trace::rows(tree, rec, &outcome.config)
        .iter()
        .zip(&rec.steps)
        .map(|(row, step)| {
            let mut m = serde_json::Map::new();
            m.insert("n".into(), json!(row.node.0));
            let w = window_node(step);
            if w != row.node {
                m.insert("w".into(), json!(w.0));
            }
            m.insert("k".into(), json!(step.kind()));
            m.insert("a".into(), json!(row.action));
            let (al, be) = crate::num::fmt_window(row.alpha, row.beta);
            m.insert("al".into(), json!(al));
            m.insert("be".into(), json!(be));
            if !row.value.is_empty() {
                m.insert("v".into(), json!(row.value));
            }
            if !row.note.is_empty() {
                m.insert("note".into(), json!(row.note));
            }
            if !row.skipped.is_empty() {
                m.insert("sk".into(), json!(row.skipped));
            }
            m.insert("d".into(), Value::Array(display.changes(tree, step, row)));
            Value::Object(m)
        })
        .collect();

    let best = outcome
        .best_move()
        .map(|b| tr!("trace-closing-best", name = super::node_name(tree, b)))
        .unwrap_or_default();
    let pv: Vec<u32> = if outcome.bound == Bound::Exact {
        outcome
            .principal_variation(tree)
            .iter()
            .map(|n| n.0)
            .collect()
    } else {
        Vec::new()
    };
    json!({
        "title": meta.name.clone().unwrap_or_else(|| tr!("html-untitled")),
        "source": meta.source,
        "algorithm": outcome.config.algorithm.name(),
        "conventions": outcome.config.describe(),
        "width": lay.width,
        "height": lay.height,
        "root": tree.root().0,
        "depth_limit": outcome.config.depth,
        "nodes": nodes,
        "steps": steps,
        "result": {
            "value": outcome.bound.show(outcome.value),
            "summary": tr!(
                "trace-closing",
                value = outcome.bound.show(outcome.value),
                best = best,
                leaves = outcome.leaves_line(tree)
            ),
            "pv": pv,
        },
        "text": page_text(),
    })
}

/// Text for HTML element content and attribute values.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON safe inside a `<script>` element: `<`, `>` and `&` as `\u003c`-style escapes (so
/// no `</script>` or `<!--` can appear), and the JavaScript line separators escaped too.
pub fn script_json(v: &Value) -> String {
    let text = v.to_string();
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

/// The whole page for a recorded search.
pub fn render(tree: &Tree, meta: &Meta, outcome: &Outcome, rec: &Recorder) -> String {
    let data = data(tree, meta, outcome, rec);
    let untitled = tr!("html-untitled");
    let title = meta.name.as_deref().unwrap_or(&untitled);
    page(
        &escape_html(title),
        &escape_html(&outcome.config.describe()),
        &script_json(&data),
    )
}

/// The parts of the stepper page that depend on what is stepped through: the legend's
/// items, the panel that shows the current step, and the step table's head.
pub(super) struct Parts {
    /// The legend's items.
    pub legend: &'static str,
    /// The panel below the controls.
    pub state: &'static str,
    /// The step table's head row.
    pub head: &'static str,
    /// The line that names the keys.
    pub keys: &'static str,
}

/// The exhaustive searches' parts: α, β and the value of each step.
const EXACT: Parts = Parts {
    legend: LEGEND_EXACT,
    state: STATE_EXACT,
    head: HEAD_EXACT,
    keys: "html-keys",
};

/// The stepper page around its data, in the reader's language: the title and conventions
/// as HTML, the data as [`script_json`] writes it.
pub fn page(title_html: &str, conventions_html: &str, data_json: &str) -> String {
    page_with(title_html, conventions_html, data_json, &EXACT)
}

/// The stepper page with the given parts.
fn page_with(title_html: &str, conventions_html: &str, data_json: &str, parts: &Parts) -> String {
    let mut page = String::with_capacity(SCRIPT.len() + STYLE.len() + data_json.len() + 4096);
    page.push_str(&page_head("gametree html", title_html, STYLE));
    page.push_str(&format!(
        "<body>\n<header>\n<h1>{title_html}</h1>\n<p class=\"conventions\">{conventions_html}</p>\n</header>\n"
    ));
    page.push_str(&page_body(parts));
    page.push_str(&page_end(data_json, SCRIPT));
    page
}

/// A self-contained page up to its body, in the reader's language: a policy that fetches
/// nothing (script and style inline, images as data, so frames written by the page itself
/// too), then the title and the style.
pub(super) fn page_head(generator: &str, title_html: &str, style: &str) -> String {
    PAGE_HEAD
        .replace("{lang}", crate::i18n::current().name())
        .replace("{generator}", generator)
        + &format!("<title>{title_html} — gametree</title>\n<style>\n{style}</style>\n</head>\n")
}

/// The end of a page: its data for the script, the script, and the closing tags.
pub(super) fn page_end(data_json: &str, script: &str) -> String {
    format!(
        "<script type=\"application/json\" id=\"data\">{data_json}</script>\n<script>\n{script}</script>\n</body>\n</html>\n"
    )
}

const PAGE_HEAD: &str = r#"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="generator" content="{generator}">
"#;

/// The page's controls, legend and help in the reader's language: every `{key}` of
/// [`PAGE_BODY`] and of the parts is a message of the catalogue (escaped; `<code>` in a
/// message stays code).
fn page_body(parts: &Parts) -> String {
    let body = PAGE_BODY
        .replace("[legend]", parts.legend)
        .replace("[state]", parts.state)
        .replace("[head]", parts.head)
        .replace("[keys]", parts.keys);
    let mut out = String::with_capacity(body.len() + 1024);
    let mut rest = body.as_str();
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        out.push_str(&rest[..open]);
        let text = escape_html(&tr!(&rest[open + 1..open + close]));
        out.push_str(
            &text
                .replace("`gametree trace`", "<code>gametree trace</code>")
                .replace(
                    "`gametree trace --algo mcts --json`",
                    "<code>gametree trace --algo mcts --json</code>",
                )
                .replace(
                    "`gametree trace --algo mcts`",
                    "<code>gametree trace --algo mcts</code>",
                ),
        );
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The words the page's script writes, as templates whose `{name}` it fills in.
fn page_text() -> Value {
    let kinds: serde_json::Map<String, Value> = [Kind::Max, Kind::Min, Kind::Chance]
        .into_iter()
        .map(|k| {
            (
                k.name().to_string(),
                json!(tr!(super::kind_node_key(k), name = "{name}")),
            )
        })
        .collect();
    json!({
        "start": tr!("html-start"),
        "step": tr!("html-step-of", step = "{step}", total = "{total}"),
        "leaf": tr!("note-leaf-is", leaf = "{leaf}", value = "{value}"),
        "kinds": kinds,
        "with_path": tr!("html-with-path", what = "{what}", path = "{path}"),
        "nothing_yet": tr!("html-nothing-yet"),
        "below_depth": tr!("html-legend-below-depth", depth = "{depth}"),
        "play": tr!("html-aria-play"),
        "pause": tr!("html-aria-pause"),
    })
}

const PAGE_BODY: &str = r##"<main>
<section class="figure" aria-label="{html-aria-figure}">
<div class="zoom"><button type="button" id="zoom-out" title="{practice-zoom-out}" aria-label="zoom out">−</button><button type="button" id="zoom-in" title="{practice-zoom-in}" aria-label="zoom in">+</button><button type="button" id="fit" aria-label="fit">{practice-fit}</button></div>
<div class="scroll"><svg id="tree" role="img" aria-label="{html-aria-tree}"></svg></div>
<ul class="legend" aria-label="{html-aria-legend}">
<li><svg viewBox="-12 -12 24 24"><path class="shape" d="M0,-9 L10,8 L-10,8 Z"/></svg>{kind-max}</li>
<li><svg viewBox="-12 -12 24 24"><path class="shape" d="M0,9 L10,-8 L-10,-8 Z"/></svg>{kind-min}</li>
<li><svg viewBox="-12 -12 24 24"><circle class="shape" r="9"/></svg>{html-legend-chance}</li>
<li><svg viewBox="-12 -12 24 24"><rect class="shape" x="-8" y="-8" width="16" height="16"/></svg>{html-legend-leaf}</li>
[legend]</ul>
</section>
<section class="panel" aria-label="{html-aria-search}">
<div class="controls" role="toolbar" aria-label="{html-aria-controls}">
<button type="button" id="first" title="{html-title-start}" aria-label="{html-aria-start}"><svg viewBox="0 0 24 24"><path d="M6 5h2v14H6zM19 5v14L9 12z"/></svg></button>
<button type="button" id="back" title="{html-title-back}" aria-label="{html-aria-back}"><svg viewBox="0 0 24 24"><path d="M16 5v14L6 12z"/></svg></button>
<button type="button" id="play" title="{html-title-play}" aria-label="{html-aria-play}"><svg viewBox="0 0 24 24"><path class="i-play" d="M8 5v14l11-7z"/><path class="i-pause" d="M7 5h4v14H7zM13 5h4v14h-4z"/></svg></button>
<button type="button" id="forward" title="{html-title-forward}" aria-label="{html-aria-forward}"><svg viewBox="0 0 24 24"><path d="M8 5v14l10-7z"/></svg></button>
<button type="button" id="last" title="{html-title-end}" aria-label="{html-aria-end}"><svg viewBox="0 0 24 24"><path d="M16 5h2v14h-2zM5 5v14l10-7z"/></svg></button>
<label class="speed">{html-speed} <select id="speed">
<option value="2000">{html-speed-half}</option>
<option value="1000" selected>{html-speed-1}</option>
<option value="500">{html-speed-2}</option>
<option value="250">{html-speed-4}</option>
<option value="100">{html-speed-10}</option>
</select></label>
</div>
<input type="range" id="scrub" min="0" max="0" value="0" aria-label="{html-aria-step}">
<div id="state" class="state" aria-live="polite">
[state]</div>
<p class="keys">{[keys]}</p>
<div class="steps"><table id="steps"><thead><tr>[head]</tr></thead><tbody></tbody></table></div>
</section>
</main>
<noscript><p>{html-noscript}</p></noscript>
"##;

/// The legend's items for an exhaustive search.
const LEGEND_EXACT: &str = r##"<li><span class="swatch current"></span>{html-legend-current}</li>
<li><span class="swatch pruned"></span>{html-legend-pruned}</li>
<li><b>≥ ≤</b> {show-legend-bound}</li>
"##;

/// The panel of an exhaustive search's step: where, what, α, β, the value and a note.
const STATE_EXACT: &str = r##"<p class="where"><span id="counter"></span> <span id="node"></span> <span id="action"></span></p>
<p class="window"><span class="ab">α = <b id="alpha"></b></span> <span class="ab">β = <b id="beta"></b></span> <span class="val">{col-value} <b id="value"></b></span></p>
<p id="note" class="note"></p>
<p id="summary" class="summary hidden"></p>
"##;

/// The step table's columns for an exhaustive search: the rows of `gametree trace`.
const HEAD_EXACT: &str = "<th>#</th><th>{col-node}</th><th>{col-event}</th><th>α</th><th>β</th><th>{col-value}</th><th>{col-note}</th>";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Source, parse};
    use crate::search::{Algorithm, Config, run_observed};

    fn page_data(yaml: &str, algo: Algorithm) -> (Tree, Outcome, Value) {
        let doc = parse(&Source::inline("t", yaml)).expect("valid tree");
        let mut rec = Recorder::default();
        let cfg = Config {
            bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::new(algo)
        };
        let out = run_observed(&doc.tree, &cfg, &mut rec).expect("search runs");
        let d = data(&doc.tree, &doc.meta, &out, &rec);
        (doc.tree, out, d)
    }

    /// Replays the display changes as the script does and returns the final statuses.
    fn replay(d: &Value) -> Vec<String> {
        let n = d["nodes"].as_array().unwrap().len();
        let mut status = vec![String::new(); n];
        for s in d["steps"].as_array().unwrap() {
            for c in s["d"].as_array().unwrap() {
                if c[1] == "s" {
                    status[c[0].as_u64().unwrap() as usize] = c[2].as_str().unwrap().into();
                }
            }
        }
        status
    }

    #[test]
    fn layout_spaces_leaves_evenly_and_centres_parents() {
        let doc = parse(&Source::inline(
            "t",
            "max: [{min: [3, 12, 8]}, {min: [2, 4]}, 7]",
        ))
        .unwrap();
        let t = &doc.tree;
        let l = layout(t);
        let xs: Vec<f64> = t.leaves().iter().map(|n| l.x[n.index()]).collect();
        for w in xs.windows(2) {
            assert_eq!(w[1] - w[0], LEAF_GAP);
        }
        let first = t.children(t.root())[0];
        assert_eq!(l.x[first.index()], xs[1], "centred over its three leaves");
        assert!(l.y[first.index()] > l.y[t.root().index()]);
        assert_eq!(l.width, MARGIN_LEFT + MARGIN_RIGHT + 5.0 * LEAF_GAP);
    }

    #[test]
    fn final_greyed_leaves_are_the_pruned_leaves_across_the_corpus() {
        for entry in std::fs::read_dir("trees").unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "yaml") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for algo in Algorithm::ALL {
                let doc = parse(&Source::inline("t", text.clone())).unwrap();
                let cfg = Config {
                    bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
                    ..Config::new(algo)
                };
                let mut rec = Recorder::default();
                let Ok(out) = run_observed(&doc.tree, &cfg, &mut rec) else {
                    continue;
                };
                let d = data(&doc.tree, &doc.meta, &out, &rec);
                let status = replay(&d);
                let grey: Vec<u32> = doc
                    .tree
                    .leaves()
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| status[l.index()] == "pruned")
                    .map(|(i, _)| i as u32 + 1)
                    .collect();
                assert_eq!(
                    grey,
                    out.cut_leaves(&doc.tree),
                    "{} with {}",
                    path.display(),
                    algo.name()
                );
            }
        }
    }

    #[test]
    fn star2_probe_cut_greys_only_what_was_never_searched() {
        let text = std::fs::read_to_string("trees/derived-star2-probe.yaml").unwrap();
        let (tree, out, d) = page_data(&text, Algorithm::Star2);
        let status = replay(&d);
        let probed = tree.leaf(5).unwrap();
        assert_eq!(
            status[probed.index()],
            "done",
            "leaf 5 was searched as a probe"
        );
        assert_eq!(out.pruned_leaves(&tree), vec![6, 7, 9]);
    }

    #[test]
    fn values_fill_in_as_bounds_then_exact() {
        let (tree, _, d) = page_data(
            "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]",
            Algorithm::AlphaBeta,
        );
        let c = tree.resolve("C").unwrap().0;
        let shown: Vec<String> = d["steps"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|s| s["d"].as_array().unwrap().clone())
            .filter(|ch| ch[0] == c && ch[1] == "v")
            .map(|ch| ch[2].as_str().unwrap().to_string())
            .collect();
        assert_eq!(shown, ["≤ 2", "≤ 2", "≤ 2"]);
        assert_eq!(d["result"]["value"], "3");
        assert_eq!(d["steps"][11]["k"], "cutoff");
        assert_eq!(d["steps"][11]["sk"], json!([5, 6]));
    }

    #[test]
    fn nothing_in_the_data_can_close_the_script() {
        let v = json!({"id": "</script><!-- \u{2028} & 'x\""});
        let s = script_json(&v);
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('\u{2028}'));
        let back: Value = serde_json::from_str(&s).unwrap();
        assert_eq!(back, v);
        assert_eq!(
            escape_html("<a href=\"x\">'&"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;"
        );
    }

    #[test]
    fn the_embedded_assets_are_safe_and_self_contained() {
        assert!(!SCRIPT.to_ascii_lowercase().contains("</script"));
        assert!(!STYLE.to_ascii_lowercase().contains("</style"));
        for text in [
            SCRIPT,
            STYLE,
            PAGE_HEAD,
            PAGE_BODY,
            LEGEND_EXACT,
            STATE_EXACT,
            HEAD_EXACT,
            mcts::LEGEND,
            mcts::STATE,
            mcts::HEAD,
        ] {
            // The SVG namespace is a name, not a fetch.
            let text = text.replace("\"http://www.w3.org/2000/svg\"", "");
            assert!(!text.contains("http:") && !text.contains("https:"));
            assert!(!text.contains("@import") && !text.contains("url("));
        }
    }
}
