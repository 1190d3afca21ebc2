//! The searched tree as one self-contained SVG picture, made without Graphviz: for a
//! notebook's inline display (which shows SVG even where scripts are not trusted) and
//! anywhere a picture is wanted without an external program.
//!
//! The layout is the stepper's ([`super::html::layout`]): leaves evenly spaced in file
//! order, parents centred over their children. The picture holds no words, only the
//! tree's own labels and numbers, so it reads the same in every language: MAX △, MIN ▽,
//! chance ○, leaves in boxes with their leaf numbers below; each inner node's value, or
//! its bound (`≤ 2`, `≥ 5`) where the search was cut, beside it; dashed grey: never
//! searched; a red double bar across each edge a cutoff skipped; bold: the best line.
//! Colours are attributes, not a style sheet, so a page that strips `<style>` keeps them.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::html::{Layout, escape_html, layout};
use super::node_state::{NodeState, node_states};
use super::words::ShowResult;
use crate::parse::Meta;
use crate::search::{Bound, Outcome};
use crate::tree::{Kind, NodeId, Tree};

/// The largest tree drawn: the stepper's limit, past which a picture is unreadable anyway.
pub const MAX_NODES: usize = super::html::MAX_NODES;

/// Room above the layout for the title line.
const TITLE_HEIGHT: f64 = 24.0;
/// Half the width of a MAX or MIN triangle, and the chance circle's radius.
const HALF: f64 = 15.0;
/// Half the width and height of a leaf's box.
const LEAF_HALF: (f64, f64) = (15.0, 11.0);
const INK: &str = "#222222";
const GREY: &str = "#9a9a9a";
const PALE: &str = "#f2f2f2";
const CUT: &str = "#d62728";
const BOUND_INK: &str = "#1f5fa8";

/// The picture of `tree` after the search `outcome` describes, titled with the tree's name.
/// Trees over [`MAX_NODES`] nodes are the caller's to refuse.
pub fn render(tree: &Tree, meta: &Meta, outcome: &Outcome) -> String {
    let lay = layout(tree);
    let top = if meta.name.is_some() {
        TITLE_HEIGHT
    } else {
        0.0
    };
    // Nodes the search scored at a depth limit: entered, with no child entered.
    let visited = |id: NodeId| outcome.result(tree, id).bound != Bound::Unvisited;
    let horizon = |id: NodeId| {
        tree.kind(id) != Kind::Leaf && visited(id) && !tree.children(id).iter().any(|&c| visited(c))
    };
    let states = node_states(tree, outcome, horizon, &Default::default());
    let pv: HashSet<NodeId> = outcome.principal_variation(tree).into_iter().collect();
    let on_pv = |id: NodeId| id == tree.root() || pv.contains(&id);

    // Wide enough for the title too (about 7.5 units a character in bold 13).
    let title_width = meta
        .name
        .as_ref()
        .map_or(0.0, |n| 16.0 + 7.5 * n.chars().count() as f64);
    let (w, h) = (lay.width.max(title_width), lay.height + top);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="Helvetica, Arial, sans-serif" font-size="13" role="img">"#
    );
    if let Some(name) = &meta.name {
        let name = escape_html(name);
        let _ = write!(
            out,
            r#"<title>{name}</title><text x="8" y="17" font-weight="bold" fill="{INK}">{name}</text>"#
        );
    }
    let _ = write!(out, r#"<g transform="translate(0,{top})">"#);
    edges(&mut out, tree, &lay, &states, &on_pv);
    for id in tree.ids() {
        node(&mut out, tree, &lay, outcome, states[id.index()], id);
    }
    out.push_str("</g></svg>\n");
    out
}

/// Whether a state is drawn as never searched.
fn unsearched(state: NodeState) -> bool {
    !state.entered()
}

/// Every edge, with its probability under a chance node and its cut mark.
fn edges(
    out: &mut String,
    tree: &Tree,
    lay: &Layout,
    states: &[NodeState],
    on_pv: &dyn Fn(NodeId) -> bool,
) {
    for id in tree.ids() {
        let Some(p) = tree.parent(id) else { continue };
        let (x1, y1) = (lay.x[p.index()], lay.y[p.index()] + HALF * 0.8);
        let (x2, y2) = (lay.x[id.index()], lay.y[id.index()] - HALF * 0.9);
        let state = states[id.index()];
        let (stroke, width, dash) = if unsearched(state) {
            (GREY, 1.0, r#" stroke-dasharray="4 3""#)
        } else if on_pv(p) && on_pv(id) {
            (INK, 3.0, "")
        } else {
            (INK, 1.2, "")
        };
        let _ = write!(
            out,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{stroke}" stroke-width="{width}"{dash}/>"#
        );
        // A cutoff skipped this child: two red bars across the edge, nearer the parent than
        // a probability (at the middle) is.
        if unsearched(state) && states[p.index()].entered() {
            let (dx, dy) = (x2 - x1, y2 - y1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / len, dy / len);
            let (nx, ny) = (-uy * 7.0, ux * 7.0);
            for along in [-3.0, 3.0] {
                let (cx, cy) = (x1 + dx * 0.3 + ux * along, y1 + dy * 0.3 + uy * along);
                let _ = write!(
                    out,
                    r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{CUT}" stroke-width="2"/>"#,
                    cx - nx,
                    cy - ny,
                    cx + nx,
                    cy + ny
                );
            }
        }
        if tree.kind(p) == Kind::Chance {
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let _ = write!(
                out,
                r#"<text x="{:.1}" y="{my:.1}" font-size="11" fill="{INK}" text-anchor="{}">{}</text>"#,
                if x2 < x1 { mx - 4.0 } else { mx + 4.0 },
                if x2 < x1 { "end" } else { "start" },
                escape_html(&tree.probability(id).display())
            );
        }
    }
}

/// One node: its shape, its value or bound, its label, and a leaf's number.
fn node(
    out: &mut String,
    tree: &Tree,
    lay: &Layout,
    outcome: &Outcome,
    state: NodeState,
    id: NodeId,
) {
    let (x, y) = (lay.x[id.index()], lay.y[id.index()]);
    let (stroke, fill, dash) = if unsearched(state) {
        (GREY, PALE, r#" stroke-dasharray="4 3""#)
    } else {
        (INK, "#ffffff", "")
    };
    let paint = format!(r#"fill="{fill}" stroke="{stroke}" stroke-width="1.5"{dash}"#);
    let kind = tree.kind(id);
    let _ = match kind {
        Kind::Max => write!(
            out,
            r#"<path d="M{x},{} L{},{} L{},{} Z" {paint}/>"#,
            y - HALF,
            x + HALF,
            y + HALF * 0.8,
            x - HALF,
            y + HALF * 0.8
        ),
        Kind::Min => write!(
            out,
            r#"<path d="M{x},{} L{},{} L{},{} Z" {paint}/>"#,
            y + HALF,
            x + HALF,
            y - HALF * 0.8,
            x - HALF,
            y - HALF * 0.8
        ),
        Kind::Chance => write!(out, r#"<circle cx="{x}" cy="{y}" r="{HALF}" {paint}/>"#),
        Kind::Leaf => write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" {paint}/>"#,
            x - LEAF_HALF.0,
            y - LEAF_HALF.1,
            LEAF_HALF.0 * 2.0,
            LEAF_HALF.1 * 2.0
        ),
    };
    let ink = if unsearched(state) { GREY } else { INK };
    if kind == Kind::Leaf {
        let value = crate::num::fmt_exact(tree.value(id).unwrap_or(f64::NAN));
        let _ = write!(
            out,
            r#"<text x="{x}" y="{}" text-anchor="middle" fill="{ink}">{}</text>"#,
            y + 4.5,
            escape_html(&value)
        );
        if let Some(n) = tree.leaf_number(id) {
            let _ = write!(
                out,
                r#"<text x="{x}" y="{}" text-anchor="middle" font-size="10" fill="{GREY}">{n}</text>"#,
                y + LEAF_HALF.1 + 12.0
            );
        }
    } else {
        let shown = match state {
            NodeState::Searched | NodeState::Horizon => {
                let r = outcome.result(tree, id);
                Some((r.show(), r.bound == Bound::Exact))
            }
            _ => None,
        };
        if let Some((text, exact)) = shown {
            let colour = if exact { INK } else { BOUND_INK };
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" font-weight="bold" fill="{colour}">{}</text>"#,
                x + HALF + 4.0,
                y + 4.0,
                escape_html(&text)
            );
        }
    }
    if let Some(label) = tree.label(id).filter(|_| kind != Kind::Leaf) {
        let _ = write!(
            out,
            r#"<text x="{}" y="{}" text-anchor="end" font-size="11" fill="{GREY}">{}</text>"#,
            x - HALF - 4.0,
            y + 4.0,
            escape_html(label)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Source, parse};
    use crate::search::{Algorithm, Config, run};

    fn drawn(text: &str, algo: Algorithm) -> String {
        let doc = parse(&Source::inline("t.yaml", text)).unwrap();
        let outcome = run(&doc.tree, &Config::new(algo)).unwrap();
        render(&doc.tree, &doc.meta, &outcome)
    }

    const FIG52: &str = "name: Fig <5.2>\nroot:\n  id: A\n  max:\n  - {id: B, min: [3, 12, 8]}\n  - {id: C, min: [2, 4, 6]}\n  - {id: D, min: [14, 5, 2]}\n";

    #[test]
    fn alpha_beta_draws_values_bounds_and_the_two_cut_edges() {
        let svg = drawn(FIG52, Algorithm::AlphaBeta);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains("<title>Fig &lt;5.2&gt;</title>"), "{svg}");
        // The root's value, C's bound, every leaf value and number.
        let value = |v: &str, ink: &str| format!("font-weight=\"bold\" fill=\"{ink}\">{v}</text>");
        assert_eq!(
            svg.matches(&value("3", INK)).count(),
            2,
            "A and B are 3: {svg}"
        );
        assert!(svg.contains(&value("≤ 2", BOUND_INK)) && svg.contains(&value("2", INK)));
        for leaf in 1..=9 {
            let number = format!("font-size=\"10\" fill=\"{GREY}\">{leaf}</text>");
            assert!(svg.contains(&number), "leaf {leaf}");
        }
        // Leaves 5 and 6 were skipped by one cutoff: two red bars on each of their edges.
        assert_eq!(svg.matches(CUT).count(), 4);
        assert_eq!(svg.matches(&format!("fill=\"{PALE}\"")).count(), 2);
        assert!(svg.contains("stroke-width=\"3\""), "the best line is bold");
    }

    #[test]
    fn minimax_draws_nothing_pruned() {
        let svg = drawn(FIG52, Algorithm::Minimax);
        assert!(!svg.contains(CUT) && !svg.contains(PALE) && !svg.contains("≤"));
    }

    #[test]
    fn chance_edges_carry_their_probabilities() {
        let svg = drawn(
            "root:\n  chance:\n  - {p: 1/4, value: 1}\n  - {p: 3/4, value: 5}\n",
            Algorithm::Expectiminimax,
        );
        assert!(
            svg.contains("<circle") && svg.contains(">1/4</text>"),
            "{svg}"
        );
        assert!(
            svg.contains(&format!("font-weight=\"bold\" fill=\"{INK}\">4</text>")),
            "the root's value, 1/4·1 + 3/4·5: {svg}"
        );
    }
}
