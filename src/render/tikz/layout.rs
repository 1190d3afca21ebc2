//! Where a TikZ figure's shapes go, computed here and written as coordinates (millimetres),
//! so the figure needs plain TikZ only and its geometry can be tested.
//!
//! Levels are tiers: every node of a level has its centre on one line. Subtrees are packed
//! left to right as close as their contours allow (the Reingold–Tilford idea: at every level
//! below, a subtree starts a gap after the one to its left ends), and a parent sits midway
//! over its first and last child.
//!
//! Every edge runs from the middle of its parent's bottom to the middle of its child's top:
//! a △'s wide side and a ▽'s apex, a ▽'s wide side and a △'s apex, as textbooks draw them.
//! An edge through an apex that ran on at the slope of one of the triangle's sides would
//! read as that side continued (a ▽ and its edges drawing an hourglass), so each such edge
//! is kept at least [`CLEARANCE`] off the line of either side: an edge steeper than the
//! sides and short across is made steeper by a taller level, one flatter than them by
//! spreading the children apart. Levels are more than a triangle's height apart, so no edge
//! is shorter than the shape it leaves.

use crate::tree::{Kind, NodeId, Tree};

/// A triangle's width (its wide side) and height, in millimetres.
pub const TRIANGLE_W: f64 = 14.0;
pub const TRIANGLE_H: f64 = 8.5;
/// A chance node's radius.
pub const CHANCE_R: f64 = 4.5;
/// A leaf box's least width and its height.
pub const LEAF_W: f64 = 6.5;
pub const LEAF_H: f64 = 5.0;

/// Least angle, in degrees, between an edge through a triangle's apex and the line of either
/// of the triangle's sides.
pub const CLEARANCE: f64 = 11.0;

/// Least angle, in degrees, between an edge that meets a wide side and that side.
pub const FLAT_CLEARANCE: f64 = 10.0;

/// Space between a level's lowest point and the next level's highest, and below a chance
/// node (room for the probabilities on its edges): more than a triangle's height, so every
/// edge is longer than the shape it leaves and a ▽ with its fan never reads as an X.
const LEVEL_GAP: f64 = 11.0;
const CHANCE_LEVEL_GAP: f64 = 12.0;
/// Space between neighbouring subtrees: leaves, and where a child is an inner node.
const LEAF_GAP: f64 = 2.5;
const INNER_GAP: f64 = 4.0;
/// Most a level's gap grows in one round of the layout (mm), for this many rounds.
const GAP_STEP: f64 = 2.0;
const MOST_ROUNDS: usize = 64;
/// Step by which a fan is widened, and the most it is widened.
const SPREAD_STEP: f64 = 0.25;
const MOST_SPREAD: f64 = 400.0;

/// How much room a node takes beside its centre: its shape and the labels at its level.
#[derive(Clone, Copy, Debug)]
pub struct Extent {
    pub left: f64,
    pub right: f64,
}

/// The computed positions: the centre of each node, indexed by [`NodeId::index`].
#[derive(Debug)]
pub struct Layout {
    pub x: Vec<f64>,
    pub y: Vec<f64>,
}

/// The sizes of a figure's inner shapes: a triangle's width and height and a chance node's
/// radius. A figure whose values need more room than [`Shapes::default`] gives scales its
/// triangles (all alike, keeping the slope of their sides) or its circles up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shapes {
    pub w: f64,
    pub h: f64,
    pub r: f64,
}

impl Default for Shapes {
    fn default() -> Self {
        Shapes {
            w: TRIANGLE_W,
            h: TRIANGLE_H,
            r: CHANCE_R,
        }
    }
}

impl Shapes {
    /// Half a node's height: the distance from its centre to its top and to its bottom.
    pub fn half_height(&self, kind: Kind) -> f64 {
        match kind {
            Kind::Max | Kind::Min => self.h / 2.0,
            Kind::Chance => self.r,
            Kind::Leaf => LEAF_H / 2.0,
        }
    }
}

/// The angle, in degrees from the vertical, of a triangle's sides.
pub fn side_angle() -> f64 {
    (TRIANGLE_W / 2.0).atan2(TRIANGLE_H).to_degrees()
}

/// Whether an edge between `parent` and `child` runs through an apex (a ▽'s below it, a
/// △'s above it), where its slope matters.
pub fn through_apex(parent: Kind, child: Kind) -> bool {
    parent == Kind::Min || child == Kind::Max
}

/// How far, in degrees, an edge with this run and drop (both ≥ 0) is from the line of a
/// triangle's side through the apex it meets.
pub fn clearance(run: f64, drop: f64) -> f64 {
    (run.abs().atan2(drop).to_degrees() - side_angle()).abs()
}

/// How far the edge from `parent` to `child` drops, from the middle of the parent's bottom
/// to the middle of the child's top, with the levels at `y`.
fn edge_drop(tree: &Tree, shapes: &Shapes, y: &[f64], parent: NodeId, child: NodeId) -> f64 {
    (y[parent.index()] - shapes.half_height(tree.kind(parent)))
        - (y[child.index()] + shapes.half_height(tree.kind(child)))
}

/// Whether an edge through an apex with this run and drop is steeper than the triangle's
/// sides and short enough (at most a triangle's width across) that a taller level, rather
/// than a wider fan, clears it of them: a middle child a little off its parent's centre.
pub fn steep(run: f64, drop: f64) -> bool {
    run.abs() <= TRIANGLE_W && run.abs() < drop * side_angle().to_radians().tan()
}

/// The drop at which a [`steep`] edge with this run clears the triangle's sides.
fn steep_drop(run: f64) -> f64 {
    run.abs() / (side_angle() - CLEARANCE).to_radians().tan()
}

/// A part of a tree drawn as one row of a figure: the subtrees under `roots` (nodes of one
/// level, left to right), each drawn down to its leaves except below the nodes in `stubs`,
/// whose subtrees another row draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub roots: Vec<NodeId>,
    pub stubs: Vec<NodeId>,
}

impl Part {
    /// The whole tree.
    pub fn whole(tree: &Tree) -> Part {
        Part {
            roots: vec![tree.root()],
            stubs: Vec::new(),
        }
    }

    /// Whether the part draws `id`'s children.
    pub fn opens(&self, tree: &Tree, id: NodeId) -> bool {
        !tree.children(id).is_empty() && !self.stubs.contains(&id)
    }

    /// The nodes the part draws, parents before children (the arena's order), each with its
    /// level below the part's roots.
    pub fn nodes(&self, tree: &Tree) -> Vec<(NodeId, usize)> {
        let depth = tree.depths();
        let top = self.roots.first().map_or(0, |r| depth[r.index()]);
        let mut drawn = vec![false; tree.len()];
        let mut out = Vec::new();
        for id in tree.ids() {
            let shown = self.roots.contains(&id)
                || tree
                    .parent(id)
                    .is_some_and(|p| drawn[p.index()] && !self.stubs.contains(&p));
            if shown {
                drawn[id.index()] = true;
                out.push((id, (depth[id.index()] - top) as usize));
            }
        }
        out
    }
}

/// Room kept either side of the arrow under a node whose subtree another row draws.
const STUB_ROOM: f64 = 1.5;

/// Space between the subtrees of one row that hang from different parents: wider than the
/// gap between siblings, so the groups read apart.
const FOREST_GAP: f64 = 8.0;

/// Lays the tree out; `extent` gives each node's room beside its centre.
#[cfg(test)]
pub fn layout(tree: &Tree, shapes: &Shapes, extent: impl Fn(NodeId) -> Extent) -> Layout {
    layout_part(tree, shapes, &Part::whole(tree), extent)
}

/// Lays a part of the tree out, its roots' subtrees side by side [`FOREST_GAP`] apart
/// around 0; the nodes it does not draw are left at 0.
pub fn layout_part(
    tree: &Tree,
    shapes: &Shapes,
    part: &Part,
    extent: impl Fn(NodeId) -> Extent,
) -> Layout {
    let order = part.nodes(tree);
    let n = tree.len();
    let mut depth_of = vec![0usize; n];
    let levels = order.iter().map(|&(_, d)| d + 1).max().unwrap_or(1);
    let mut half = vec![0.0f64; levels];
    let mut chance_level = vec![false; levels];
    for &(id, d) in &order {
        depth_of[id.index()] = d;
        half[d] = half[d].max(shapes.half_height(tree.kind(id)));
        chance_level[d] |= tree.kind(id) == Kind::Chance;
    }
    // Tiers, top down; a level's gap grows until every edge meeting a wide side is clear
    // of it (the children's spread below an apex depends on the gaps, so repeat until
    // neither changes; gaps only grow).
    let mut gaps: Vec<f64> = (0..levels)
        .map(|d| {
            if chance_level[d] {
                CHANCE_LEVEL_GAP
            } else {
                LEVEL_GAP
            }
        })
        .collect();
    let steepest_flat = (90.0 - FLAT_CLEARANCE).to_radians().tan();
    let mut rounds = 0;
    loop {
        let mut level_y = vec![0.0f64; levels];
        for d in 1..levels {
            level_y[d] = level_y[d - 1] - half[d - 1] - gaps[d - 1] - half[d];
        }
        let y: Vec<f64> = (0..n).map(|i| level_y[depth_of[i]]).collect();
        let x = across(tree, shapes, part, &order, &extent, &y);
        // Each level's shortfall is its worst edge's, not the sum of its edges'; and a gap
        // grows a step at a time, since a taller level lets the fans above an apex narrow
        // (a gap grown at once to the first, widest spread would stay too tall).
        let mut short = vec![0.0f64; levels];
        for &(id, d) in &order {
            let Some(p) = tree.parent(id).filter(|_| !part.roots.contains(&id)) else {
                continue;
            };
            let run = (x[id.index()] - x[p.index()]).abs();
            let drop = edge_drop(tree, shapes, &y, p, id);
            let (pk, ck) = (tree.kind(p), tree.kind(id));
            let mut need = 0.0f64;
            if on_wide_side(pk, ck) {
                need = need.max(run / steepest_flat);
            }
            if through_apex(pk, ck) && steep(run, drop) {
                // A steep edge through an apex is cleared of the sides by height, not spread.
                need = need.max(steep_drop(run));
            }
            short[d - 1] = short[d - 1].max(need - drop);
        }
        // (Past the rounds of small steps, a gap takes its whole shortfall at once.)
        let step = if rounds < MOST_ROUNDS {
            GAP_STEP
        } else {
            f64::INFINITY
        };
        let mut grown = false;
        for (gap, &s) in gaps.iter_mut().zip(&short) {
            if s > 1e-9 {
                *gap += s.min(step);
                grown = true;
            }
        }
        rounds += 1;
        if !grown || rounds >= MOST_ROUNDS + 16 {
            return Layout { x, y };
        }
    }
}

/// Whether an edge between `parent` and `child` meets a shape's wide, level side (a △'s
/// bottom, a ▽'s or a leaf box's top), along which a flat edge would run on.
pub fn on_wide_side(parent: Kind, child: Kind) -> bool {
    parent == Kind::Max || matches!(child, Kind::Min | Kind::Leaf)
}

/// The nodes' horizontal places for the levels at `y`.
fn across(
    tree: &Tree,
    shapes: &Shapes,
    part: &Part,
    order: &[(NodeId, usize)],
    extent: &impl Fn(NodeId) -> Extent,
    y: &[f64],
) -> Vec<f64> {
    let n = tree.len();
    // Children before parents: each subtree's contour (its leftmost and rightmost point at
    // each level, from its root's centre) and each child's offset from its parent.
    let mut contour: Vec<Vec<(f64, f64)>> = vec![Vec::new(); n];
    let mut offset = vec![0.0f64; n];
    for &(id, _) in order.iter().rev() {
        let e = extent(id);
        let kids = if part.opens(tree, id) {
            tree.children(id)
        } else {
            &[]
        };
        let mut own = vec![(-e.left, e.right)];
        if part.stubs.contains(&id) {
            // The arrow under a node whose subtree another row draws: the column below it is
            // kept free of its neighbours' subtrees, so no edge crosses the arrow.
            own.push((-STUB_ROOM, STUB_ROOM));
        }
        if !kids.is_empty() {
            let gap = if kids.iter().all(|&c| tree.kind(c) == Kind::Leaf) {
                LEAF_GAP
            } else {
                INNER_GAP
            };
            let (xs, merged) = spread(tree, shapes, id, kids, &contour, gap, y);
            for (&c, &x) in kids.iter().zip(&xs) {
                offset[c.index()] = x;
            }
            for &c in kids {
                contour[c.index()] = Vec::new();
            }
            own.extend(merged);
        }
        contour[id.index()] = own;
    }
    // The roots side by side, like children of one parent with no edges to them.
    let gaps = vec![FOREST_GAP; part.roots.len()];
    let (xs, _) = pack(&part.roots, &contour, &gaps);
    let mut x = vec![0.0f64; n];
    for &(id, _) in order {
        if let Some(i) = part.roots.iter().position(|&r| r == id) {
            x[id.index()] = xs[i];
        } else if let Some(p) = tree.parent(id) {
            x[id.index()] = x[p.index()] + offset[id.index()];
        }
    }
    x
}

/// The children's offsets from their parent and their merged contour, packed `gap` apart
/// and spread until every edge through an apex clears the triangle's sides.
fn spread(
    tree: &Tree,
    shapes: &Shapes,
    parent: NodeId,
    kids: &[NodeId],
    contour: &[Vec<(f64, f64)>],
    gap: f64,
    y: &[f64],
) -> (Vec<f64>, Vec<(f64, f64)>) {
    // The room added before each child (none before the first).
    let mut extra = vec![0.0f64; kids.len()];
    loop {
        let gaps: Vec<f64> = extra.iter().map(|e| gap + e).collect();
        let (xs, merged) = pack(kids, contour, &gaps);
        let short: Vec<usize> = (0..kids.len())
            .filter(|&i| {
                // (A child straight below is steep: only a slanting edge is spread.)
                let (c, x) = (kids[i], xs[i]);
                let drop = edge_drop(tree, shapes, y, parent, c);
                through_apex(tree.kind(parent), tree.kind(c))
                    && !steep(x, drop)
                    && clearance(x, drop) < CLEARANCE
            })
            .collect();
        if short.is_empty() || extra.iter().any(|&e| e >= MOST_SPREAD) {
            return (xs, merged);
        }
        // Each short child moves away from its parent's centre: the room before it grows
        // if it is right of the centre, the room after it if it is left. (Widening every
        // gap alike would leave a middle child off the centre by its neighbours' widths
        // where it is, short for ever.) The first child is never right of the centre nor
        // the last left of it, so some room grows each time.
        let mut grow = vec![false; kids.len()];
        for i in short {
            if xs[i] > 0.0 && i > 0 {
                grow[i] = true;
            } else if xs[i] < 0.0 && i + 1 < kids.len() {
                grow[i + 1] = true;
            }
        }
        for (e, _) in extra.iter_mut().zip(&grow).filter(|(_, g)| **g) {
            *e += SPREAD_STEP;
        }
    }
}

/// Packs the children's subtrees left to right at every level, `gaps[i]` between the
/// `i`th and the one before it, centred under their parent: their offsets and their merged
/// contour.
fn pack(kids: &[NodeId], contour: &[Vec<(f64, f64)>], gaps: &[f64]) -> (Vec<f64>, Vec<(f64, f64)>) {
    let mut xs = Vec::with_capacity(kids.len());
    let mut merged: Vec<(f64, f64)> = Vec::new();
    for (&c, &gap) in kids.iter().zip(gaps) {
        let mine = &contour[c.index()];
        let x = if merged.is_empty() {
            0.0
        } else {
            merged
                .iter()
                .zip(mine)
                .map(|(&(_, right), &(left, _))| right - left + gap)
                .fold(f64::NEG_INFINITY, f64::max)
        };
        for (level, &(l, r)) in mine.iter().enumerate() {
            match merged.get_mut(level) {
                Some(m) => {
                    m.0 = m.0.min(l + x);
                    m.1 = m.1.max(r + x);
                }
                None => merged.push((l + x, r + x)),
            }
        }
        xs.push(x);
    }
    let mid = (xs[0] + xs[xs.len() - 1]) / 2.0;
    for x in &mut xs {
        *x -= mid;
    }
    for m in &mut merged {
        m.0 -= mid;
        m.1 -= mid;
    }
    (xs, merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(yaml: &str) -> Tree {
        crate::parse::parse(&crate::parse::Source::inline("t", yaml))
            .expect("a tree")
            .tree
    }

    fn plain(tree: &Tree) -> Layout {
        layout(tree, &Shapes::default(), |id| {
            let w = match tree.kind(id) {
                Kind::Max | Kind::Min => TRIANGLE_W / 2.0,
                Kind::Chance => CHANCE_R,
                Kind::Leaf => LEAF_W / 2.0,
            };
            Extent { left: w, right: w }
        })
    }

    /// Each edge through an apex: (parent, child, its angle from the line of the nearest side).
    fn apex_edges(tree: &Tree, l: &Layout) -> Vec<(NodeId, NodeId, f64)> {
        let mut out = Vec::new();
        for id in tree.ids() {
            for &c in tree.children(id) {
                if through_apex(tree.kind(id), tree.kind(c)) {
                    let run = l.x[c.index()] - l.x[id.index()];
                    let drop = edge_drop(tree, &Shapes::default(), &l.y, id, c);
                    if run.abs() > 1e-9 {
                        out.push((id, c, clearance(run, drop)));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn min_edges_do_not_run_on_along_the_triangles_sides() {
        // Two and three leaves under a ▽ packed as close as boxes allow leave its apex at
        // about the slope of its sides (the hourglass); under a △ the same fans are free.
        for yaml in [
            "min: [1, 2]",
            "min: [1, 2, 3]",
            "max: [{min: [1, 2]}, {min: [3, 4, 5]}, {min: [6]}]",
            "max: [{min: [{max: [1, 2]}, {max: [3, 4, 5]}]}, {min: [{max: [6, 7]}, 8]}]",
            "min: [{max: [1, 2]}, {max: [3]}, {max: [4, 5, 6, 7]}, 8, 9]",
            "max: [{chance: [{p: 0.5, min: [1, 2]}, {p: 0.5, max: [3, 4]}]}, 5]",
        ] {
            let t = tree(yaml);
            let l = plain(&t);
            let edges = apex_edges(&t, &l);
            assert!(!edges.is_empty(), "{yaml}");
            for (p, c, angle) in edges {
                assert!(
                    angle >= CLEARANCE - 1e-9,
                    "{yaml}: edge {p:?}->{c:?} is {angle:.1}° off a side"
                );
            }
        }
    }

    #[test]
    fn a_middle_child_off_the_centre_moves_out_and_the_fan_stays_narrow() {
        // The middle ▽ of three sat 1.3 mm right of its parent's centre, at 16° off the
        // sides, wherever the fan's gaps grew alike: they grew to 400 mm, and a Monte Carlo
        // exam's figure to 870 mm, printed at a tenth of its size.
        let t = tree("max: [{min: [{max: [7, -7, -2]}, {max: [6, -7]}, {max: [-6, -7]}]}, 1]");
        let l = plain(&t);
        for (p, c, angle) in apex_edges(&t, &l) {
            assert!(
                angle >= CLEARANCE - 1e-9,
                "edge {p:?}->{c:?} is {angle:.1}° off a side"
            );
        }
        let (lo, hi) = t
            .ids()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), id| {
                (lo.min(l.x[id.index()]), hi.max(l.x[id.index()]))
            });
        assert!(hi - lo < 100.0, "{:.1} mm wide", hi - lo);
    }

    #[test]
    fn every_edge_is_longer_than_a_triangle_is_tall() {
        // An edge no longer than the shape it leaves makes a ▽ and its fan an X: each edge
        // drops at least a triangle's height from its parent's bottom to its child's top.
        for yaml in [
            "min: [1, 2]",
            "max: [{min: [1, 2]}, {min: [3, 4, 5]}, {min: [6]}]",
            "max: [{min: [{max: [1, 2]}, {max: [3, 4, 5]}]}, {min: [{max: [6, 7]}, 8]}]",
            "max: [{chance: [{p: 0.5, min: [1, 2]}, {p: 0.5, max: [3, 4]}]}, 5]",
        ] {
            let t = tree(yaml);
            let l = plain(&t);
            for id in t.ids() {
                for &c in t.children(id) {
                    let drop = edge_drop(&t, &Shapes::default(), &l.y, id, c);
                    assert!(
                        drop >= TRIANGLE_H,
                        "{yaml}: {id:?}->{c:?} drops {drop:.1} mm"
                    );
                }
            }
        }
    }

    #[test]
    fn tight_packing_alone_draws_the_hourglass() {
        // The geometry before the spreading: three leaves 2.5 mm apart under a ▽ leave its
        // apex within a few degrees of its sides' slope, which
        // `min_edges_do_not_run_on_along_the_triangles_sides` refuses.
        let t = tree("min: [1, 2, 3]");
        let kids = t.children(t.root());
        let contour: Vec<Vec<(f64, f64)>> = t
            .ids()
            .map(|_| vec![(-LEAF_W / 2.0, LEAF_W / 2.0)])
            .collect();
        let (xs, _) = pack(kids, &contour, &[LEAF_GAP; 3]);
        let drop = LEVEL_GAP + (TRIANGLE_H / 2.0 - TRIANGLE_H / 2.0);
        assert!(clearance(xs[2], drop) < CLEARANCE, "{xs:?}");
        // The layout widens the fan or makes the level taller until it is clear.
        let l = plain(&t);
        let run = l.x[kids[2].index()] - l.x[t.root().index()];
        let drop = edge_drop(&t, &Shapes::default(), &l.y, t.root(), kids[2]);
        assert!(run > xs[2] || drop > LEVEL_GAP, "{run} {drop}");
        assert!(clearance(run, drop) >= CLEARANCE - 1e-6, "{run} {drop}");
    }

    #[test]
    fn shapes_of_a_level_do_not_overlap_and_parents_sit_over_their_children() {
        let t = tree("max: [{min: [{max: [1, 2, 3]}, 4]}, {min: [5, {max: [6, 7]}]}, {min: [8]}]");
        let l = plain(&t);
        let mut by_level: std::collections::BTreeMap<i64, Vec<f64>> = Default::default();
        for id in t.ids() {
            by_level
                .entry((l.y[id.index()] * 1000.0) as i64)
                .or_default()
                .push(l.x[id.index()]);
            let kids = t.children(id);
            if let (Some(a), Some(b)) = (kids.first(), kids.last()) {
                let mid = (l.x[a.index()] + l.x[b.index()]) / 2.0;
                assert!((mid - l.x[id.index()]).abs() < 1e-9);
                assert!(l.y[a.index()] < l.y[id.index()]);
            }
        }
        for xs in by_level.values() {
            for w in xs.windows(2) {
                assert!(w[1] - w[0] >= LEAF_W - 1e-9, "{xs:?}");
            }
        }
    }
}
