//! What sits on an edge: the probability on an edge below a chance node, and the mark ‖
//! across an edge a cutoff skipped, placed clear of the labels and lines around it.

use super::escape::escape_math;
use super::scene::Rect;
use super::{INNER_SEP, SMALL_H, SMALL_PT, text_width};
use crate::tree::{Kind, NodeId, Tree};

/// A point, in millimetres.
pub type Point = (f64, f64);

/// Where along an edge below a chance node its probability sits: above the edge, and below.
const PROB_POS: f64 = 0.62;
const PROB_POS_BELOW: f64 = 0.55;

/// An edge's probability label: its anchor, where along the edge, its box and its source.
pub struct Probability {
    pub anchor: &'static str,
    pub pos: f64,
    pub rect: Rect,
    pub text: String,
}

/// The probability on the edge `from`–`to` from chance node `parent` to `child`.
pub fn probability(
    tree: &Tree,
    parent: NodeId,
    child: NodeId,
    from: Point,
    to: Point,
) -> Probability {
    // An outer edge's label goes above it on the outside, so the edge runs away from the
    // label's corner: above left of the leftmost edge. An inner edge's label goes below
    // it, on the side the edge turns away from, where the fan widens.
    let siblings = tree.children(parent);
    let first = siblings.first() == Some(&child) && siblings.len() > 1;
    let last = siblings.last() == Some(&child) && siblings.len() > 1;
    let (anchor, dx, dy) = if first && to.0 < from.0 {
        ("south east", -INNER_SEP, INNER_SEP)
    } else if last && to.0 > from.0 {
        ("south west", INNER_SEP, INNER_SEP)
    } else if to.0 > from.0 {
        ("north east", -INNER_SEP, -INNER_SEP)
    } else {
        ("north west", INNER_SEP, -INNER_SEP)
    };
    let text = format!("${}$", escape_math(&tree.probability(child).display()));
    // Below an edge the label hangs towards the child: put it higher up.
    let pos = if anchor.starts_with("north") {
        PROB_POS_BELOW
    } else {
        PROB_POS
    };
    let (ax, ay) = along(from, to, pos);
    Probability {
        anchor,
        pos,
        rect: Rect::at(
            anchor,
            ax + dx,
            ay + dy,
            text_width(&text, SMALL_PT),
            SMALL_H,
        ),
        text,
    }
}

/// The point `t` of the way from `from` to `to`.
fn along(from: Point, to: Point, t: f64) -> Point {
    (from.0 + t * (to.0 - from.0), from.1 + t * (to.1 - from.1))
}

/// Where along an edge a cut mark sits (`gt cut`'s `pos`), unless it needs to move.
pub const CUT_POS: f64 = 0.55;

/// The mark's bars: half their length (a 10 pt ‖ is an em high, with its depth), half the
/// space between them, and the turn `gt cut` gives them off the edge's perpendicular.
const BAR_HALF: f64 = 1.76;
const BAR_OFFSET: f64 = 0.4;
const MARK_TURN: f64 = -35.0;

/// The two bars of a cut mark at `t` along the edge `from`–`to`, as TikZ sets it: turned
/// with the edge (`sloped`; a half turn more, which TikZ adds to keep text upright, leaves
/// the bars where they are), then by [`MARK_TURN`].
pub fn bars(from: Point, to: Point, t: f64) -> [(Point, Point); 2] {
    let c = along(from, to, t);
    let a = (to.1 - from.1).atan2(to.0 - from.0) + MARK_TURN.to_radians();
    let (across, up) = ((a.cos(), a.sin()), (-a.sin(), a.cos()));
    [-1.0, 1.0].map(|k: f64| {
        let m = (
            c.0 + k * BAR_OFFSET * across.0,
            c.1 + k * BAR_OFFSET * across.1,
        );
        (
            (m.0 - BAR_HALF * up.0, m.1 - BAR_HALF * up.1),
            (m.0 + BAR_HALF * up.0, m.1 + BAR_HALF * up.1),
        )
    })
}

/// What a cut mark below a chance node must keep clear of.
#[derive(Default)]
pub struct Avoid {
    /// Labels and the child's shape, as boxes.
    pub rects: Vec<Rect>,
    /// The other edges.
    pub lines: Vec<(Point, Point)>,
    /// The parent's circle: centre and radius.
    pub circles: Vec<(Point, f64)>,
}

/// Room a cut mark keeps from what it must avoid, where it can.
const MARK_ROOM: f64 = 0.6;

/// Where along the edge `from`–`to` below a chance node its cut mark goes: the usual place
/// if it is clear of `avoid` by [`MARK_ROOM`], else the nearest place that is, else the
/// place with the most room. (Below a chance node the edges are short and carry their
/// probabilities, which the mark at its usual place can meet.)
pub fn cut_position(from: Point, to: Point, avoid: &Avoid) -> f64 {
    let room = |t: f64| -> f64 {
        let mut least = f64::INFINITY;
        for (a, b) in bars(from, to, t) {
            for i in 0..=8 {
                let q = along(a, b, f64::from(i) / 8.0);
                for r in &avoid.rects {
                    least = least.min(to_rect(q, r));
                }
                for &(c, d) in &avoid.lines {
                    least = least.min(to_segment(q, c, d));
                }
                for &(c, radius) in &avoid.circles {
                    least = least.min(((q.0 - c.0).hypot(q.1 - c.1) - radius).abs());
                }
            }
        }
        least
    };
    let candidates = [
        CUT_POS, 0.5, 0.6, 0.45, 0.65, 0.4, 0.7, 0.35, 0.75, 0.3, 0.8, 0.25,
    ];
    candidates
        .iter()
        .copied()
        .find(|&t| room(t) >= MARK_ROOM)
        .unwrap_or_else(|| {
            candidates
                .iter()
                .copied()
                .fold((CUT_POS, f64::NEG_INFINITY), |best, t| {
                    let r = room(t);
                    if r > best.1 { (t, r) } else { best }
                })
                .0
        })
}

/// What a cut mark on the edge into `child` below chance node `parent` must avoid: every
/// probability of the fan, the other edges of the fan, the parent's circle and the child's
/// shape. `ends` gives an edge's ends and `outline` a node's box.
pub fn around(
    tree: &Tree,
    parent: NodeId,
    child: NodeId,
    ends: impl Fn(NodeId) -> (Point, Point),
    outline: impl Fn(NodeId) -> Rect,
    centre: Point,
    radius: f64,
) -> Avoid {
    debug_assert_eq!(tree.kind(parent), Kind::Chance);
    let mut avoid = Avoid {
        circles: vec![(centre, radius)],
        rects: vec![outline(child)],
        ..Avoid::default()
    };
    for &s in tree.children(parent) {
        let (from, to) = ends(s);
        avoid
            .rects
            .push(probability(tree, parent, s, from, to).rect);
        if s != child {
            avoid.lines.push((from, to));
        }
    }
    avoid
}

/// The distance from `q` to the box `r` (0 inside it).
fn to_rect(q: Point, r: &Rect) -> f64 {
    let dx = (r.x0 - q.0).max(q.0 - r.x1).max(0.0);
    let dy = (r.y0 - q.1).max(q.1 - r.y1).max(0.0);
    dx.hypot(dy)
}

/// The distance from `q` to the segment `a`–`b`.
pub(super) fn to_segment(q: Point, a: Point, b: Point) -> f64 {
    let d = (b.0 - a.0, b.1 - a.1);
    let len2 = d.0 * d.0 + d.1 * d.1;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((q.0 - a.0) * d.0 + (q.1 - a.1) * d.1) / len2).clamp(0.0, 1.0)
    };
    (q.0 - a.0 - t * d.0).hypot(q.1 - a.1 - t * d.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_crosses_its_edge_at_its_place_turned_off_the_perpendicular() {
        // A vertical edge: the bars cross it at the middle, 0.8 mm apart, each 3.5 mm long
        // and turned 35° off the horizontal.
        let [a, b] = bars((0.0, 0.0), (0.0, -10.0), 0.5);
        for (p, q) in [a, b] {
            assert!(((p.0 - q.0).hypot(p.1 - q.1) - 2.0 * BAR_HALF).abs() < 1e-9);
            let slope = ((q.1 - p.1) / (q.0 - p.0)).atan().to_degrees().abs();
            assert!((slope - 35.0).abs() < 1e-9, "{slope}");
        }
        let mid = |(p, q): (Point, Point)| ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
        let (ma, mb) = (mid(a), mid(b));
        assert!(((ma.0 + mb.0) / 2.0).abs() < 1e-9 && ((ma.1 + mb.1) / 2.0 + 5.0).abs() < 1e-9);
        assert!(((ma.0 - mb.0).hypot(ma.1 - mb.1) - 2.0 * BAR_OFFSET).abs() < 1e-9);
    }

    #[test]
    fn a_mark_moves_off_a_label_at_its_usual_place_and_stays_when_clear() {
        let (from, to) = ((0.0, 0.0), (4.0, -10.0));
        assert_eq!(cut_position(from, to, &Avoid::default()), CUT_POS);
        let c = along(from, to, CUT_POS);
        let label = Rect::at("south west", c.0 + 0.5, c.1 - 1.0, 4.0, 2.8);
        let avoid = Avoid {
            rects: vec![label],
            ..Avoid::default()
        };
        let t = cut_position(from, to, &avoid);
        assert_ne!(t, CUT_POS);
        for (a, b) in bars(from, to, t) {
            for i in 0..=8 {
                assert!(to_rect(along(a, b, f64::from(i) / 8.0), &label) >= MARK_ROOM);
            }
        }
    }
}
