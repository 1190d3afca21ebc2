//! A figure too wide for its page, drawn on rows rather than shrunk: the top of the tree and
//! the first subtrees below some level on the first row, the other subtrees of that level
//! on rows below, left to right. A subtree moved to a row below leaves an arrow under its
//! root on the row above, and its root is drawn again, with its name and an arrow into it,
//! on the row that draws it, as a book continues a figure.
//!
//! The level and the rows are chosen for the shortest figure whose every row is narrow
//! enough; a figure that fits is one row, drawn as ever.

use super::layout::{self, Extent, Layout, Part, Shapes};
use crate::tree::{Kind, NodeId, Tree};

/// How long a continuation arrow is, under a node whose subtree a row below draws, and over
/// that subtree's root there.
pub const ARROW: f64 = 4.5;

/// Space between one row's lowest ink and the next row's highest.
pub const ROW_GAP: f64 = 7.0;

/// How far a leaf's number reaches below its box (8 pt digits and TikZ's inner space).
const NUMBER_DROP: f64 = 2.5;

/// Where a row's ink is, in the layout's millimetres: left, bottom, right, top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Bounds {
    pub fn width(&self) -> f64 {
        self.x1 - self.x0
    }

    pub fn height(&self) -> f64 {
        self.y1 - self.y0
    }
}

/// A row of a figure: the part it draws and where (its layout already moved into place).
pub struct Row {
    pub part: Part,
    pub at: Layout,
}

impl Row {
    /// Whether the row draws `id` again as the root of a subtree continued from a row
    /// above.
    pub fn continues(&self, tree: &Tree, id: NodeId) -> bool {
        self.part.roots.contains(&id) && tree.parent(id).is_some()
    }

    /// Whether a row below draws `id`'s children.
    pub fn leaves_for_later(&self, id: NodeId) -> bool {
        self.part.stubs.contains(&id)
    }
}

/// A part laid out, and the bounds of its ink with its arrows.
pub fn measure(
    tree: &Tree,
    shapes: &Shapes,
    part: &Part,
    extent: &impl Fn(NodeId) -> Extent,
) -> (Layout, Bounds) {
    let at = layout::layout_part(tree, shapes, part, extent);
    let mut b = Bounds {
        x0: f64::INFINITY,
        y0: f64::INFINITY,
        x1: f64::NEG_INFINITY,
        y1: f64::NEG_INFINITY,
    };
    for (id, _) in part.nodes(tree) {
        let (x, y) = (at.x[id.index()], at.y[id.index()]);
        let e = extent(id);
        let half = shapes.half_height(tree.kind(id));
        let mut bottom = y - half;
        if tree.kind(id) == Kind::Leaf {
            bottom -= NUMBER_DROP;
        }
        let mut top = y + half;
        if part.roots.contains(&id) && tree.parent(id).is_some() {
            top += ARROW;
        }
        if part.stubs.contains(&id) {
            bottom -= ARROW;
        }
        b.x0 = b.x0.min(x - e.left);
        b.x1 = b.x1.max(x + e.right);
        b.y0 = b.y0.min(bottom);
        b.y1 = b.y1.max(top);
    }
    (at, b)
}

/// Room for a figure on a page: the widest and the tallest it may be, in millimetres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Room {
    pub width: f64,
    pub height: f64,
}

/// The parts a figure is drawn in, and the room (an index in `rooms`) they were chosen for:
/// the whole tree when some room holds it (or when no split narrows it enough), else the
/// split into rows no wider than a room that leaves the least to shrink or to carry over to
/// another page.
pub fn choose(
    tree: &Tree,
    shapes: &Shapes,
    extent: &impl Fn(NodeId) -> Extent,
    rooms: &[Room],
) -> (Vec<Part>, Option<usize>) {
    let whole = Part::whole(tree);
    let size = |part: &Part| measure(tree, shapes, part, extent).1;
    let all = size(&whole);
    if let Some(i) = rooms
        .iter()
        .position(|r| all.width() <= r.width && all.height() <= r.height)
    {
        return (vec![whole], Some(i));
    }
    let mut best: Option<(f64, Vec<Part>, usize)> = None;
    for (i, room) in rooms.iter().enumerate() {
        for level in 1..tree.height() {
            let Some(parts) = split_at(tree, level, &size, room.width) else {
                continue;
            };
            let sizes: Vec<Bounds> = parts.iter().map(size).collect();
            let height =
                sizes.iter().map(Bounds::height).sum::<f64>() + ROW_GAP * (parts.len() - 1) as f64;
            let width = sizes.iter().map(Bounds::width).fold(0.0, f64::max);
            // How much the page must shrink the figure: more than 1 shrinks its type.
            let shrink = (width / room.width).max(height / room.height);
            let better = best.as_ref().is_none_or(|(s, b, _)| {
                shrink < *s - 1e-6 || (shrink < *s + 1e-6 && parts.len() < b.len())
            });
            if better {
                best = Some((shrink, parts, i));
            }
        }
    }
    best.map_or_else(|| (vec![whole], None), |(_, parts, i)| (parts, Some(i)))
}

/// The nodes of `level` (the root's is 0), left to right.
fn level_nodes(tree: &Tree, level: usize) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut stack = vec![(tree.root(), 0)];
    while let Some((id, d)) = stack.pop() {
        if d == level {
            out.push(id);
            continue;
        }
        stack.extend(tree.children(id).iter().rev().map(|&c| (c, d + 1)));
    }
    out
}

/// The split below `level`: the first row the top of the tree with as many of the level's
/// subtrees (from the left) as fit, the rest on as few rows as hold them, shared evenly.
/// `None` when the top alone, or one subtree alone, is too wide.
fn split_at(
    tree: &Tree,
    level: usize,
    size: &impl Fn(&Part) -> Bounds,
    widest: f64,
) -> Option<Vec<Part>> {
    let open: Vec<NodeId> = level_nodes(tree, level)
        .into_iter()
        .filter(|&id| !tree.children(id).is_empty())
        .collect();
    let top = |kept: usize| Part {
        roots: vec![tree.root()],
        stubs: open[kept..].to_vec(),
    };
    // (Kept subtrees only widen the first row, so the first that is too wide ends the
    // search.)
    let kept = (0..open.len())
        .take_while(|&k| size(&top(k)).width() <= widest)
        .last()?;
    let row = |from: usize, to: usize| Part {
        roots: open[from..to].to_vec(),
        stubs: Vec::new(),
    };
    // The most subtrees from `from` on that fit a row.
    let most = |from: usize| {
        (from + 1..=open.len())
            .take_while(|&to| size(&row(from, to)).width() <= widest)
            .last()
    };
    // As few rows as the rest takes, as many subtrees on each as on the others (not a full
    // row over a last one of a single subtree).
    let mut rows = 0;
    let mut from = kept;
    while from < open.len() {
        from = most(from)?;
        rows += 1;
    }
    let mut parts = vec![top(kept)];
    let mut from = kept;
    while from < open.len() {
        let left = rows.max(1);
        let even = from + (open.len() - from).div_ceil(left);
        let to = most(from)?.min(even);
        parts.push(row(from, to));
        from = to;
        rows = rows.saturating_sub(1);
    }
    Some(parts)
}

/// The rows of `parts`, each centred under the one above and [`ROW_GAP`] below it. One
/// part is laid out as the whole tree always is, its root at 0.
pub fn stack(
    tree: &Tree,
    shapes: &Shapes,
    parts: Vec<Part>,
    extent: &impl Fn(NodeId) -> Extent,
) -> Vec<Row> {
    let one = parts.len() == 1;
    let mut rows = Vec::with_capacity(parts.len());
    let mut floor = 0.0;
    for (i, part) in parts.into_iter().enumerate() {
        let (mut at, b) = measure(tree, shapes, &part, extent);
        let dx = if one { 0.0 } else { -(b.x0 + b.x1) / 2.0 };
        let dy = if i == 0 { 0.0 } else { floor - ROW_GAP - b.y1 };
        for (id, _) in part.nodes(tree) {
            at.x[id.index()] += dx;
            at.y[id.index()] += dy;
        }
        floor = b.y0 + dy;
        rows.push(Row { part, at });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(yaml: &str) -> Tree {
        crate::parse::parse(&crate::parse::Source::inline("t", yaml))
            .expect("a tree")
            .tree
    }

    fn plain(tree: &Tree) -> impl Fn(NodeId) -> Extent + '_ {
        |id| {
            let w = match tree.kind(id) {
                Kind::Max | Kind::Min => layout::TRIANGLE_W / 2.0,
                Kind::Chance => layout::CHANCE_R,
                Kind::Leaf => layout::LEAF_W / 2.0,
            };
            Extent { left: w, right: w }
        }
    }

    /// A complete binary tree `depth` levels below a MAX root.
    fn binary(depth: usize) -> Tree {
        let mut next = 0;
        fn build(d: usize, max: bool, next: &mut i32) -> String {
            if d == 0 {
                *next += 1;
                return next.to_string();
            }
            let kind = if max { "max" } else { "min" };
            let a = build(d - 1, !max, next);
            let b = build(d - 1, !max, next);
            format!("{{{kind}: [{a}, {b}]}}")
        }
        let text = build(depth, true, &mut next);
        tree(&text[1..text.len() - 1])
    }

    #[test]
    fn a_tree_that_fits_is_one_row_and_a_wider_one_is_split_so_every_row_fits() {
        let t = binary(5);
        let e = plain(&t);
        let shapes = Shapes::default();
        let whole = measure(&t, &shapes, &Part::whole(&t), &e).1.width();
        let room = |width: f64| Room {
            width,
            height: 1000.0,
        };
        assert_eq!(
            choose(&t, &shapes, &e, &[room(whole + 1.0)]),
            (vec![Part::whole(&t)], Some(0))
        );
        let widest = whole * 0.6;
        let (parts, chosen) = choose(&t, &shapes, &e, &[room(widest)]);
        assert_eq!(chosen, Some(0));
        assert!(parts.len() >= 2, "{parts:?}");
        for p in &parts {
            let w = measure(&t, &shapes, p, &e).1.width();
            assert!(
                w <= widest,
                "{p:?} is {w:.1} mm wide, more than {widest:.1}"
            );
        }
        // Every node is drawn in full once: the stubs of the rows are the roots of the
        // rows below, in order.
        let stubs: Vec<NodeId> = parts.iter().flat_map(|p| p.stubs.clone()).collect();
        let roots: Vec<NodeId> = parts[1..].iter().flat_map(|p| p.roots.clone()).collect();
        assert_eq!(stubs, roots);
        let mut drawn: Vec<NodeId> = parts
            .iter()
            .flat_map(|p| p.nodes(&t))
            .map(|(id, _)| id)
            .filter(|id| !stubs.contains(id) || roots.contains(id))
            .collect();
        drawn.sort();
        drawn.dedup();
        assert_eq!(drawn.len(), t.len());
    }

    #[test]
    fn rows_are_stacked_apart_and_centred() {
        let t = binary(5);
        let e = plain(&t);
        let shapes = Shapes::default();
        let whole = measure(&t, &shapes, &Part::whole(&t), &e).1.width();
        let room = Room {
            width: whole * 0.6,
            height: 1000.0,
        };
        let rows = stack(&t, &shapes, choose(&t, &shapes, &e, &[room]).0, &e);
        assert!(rows.len() >= 2);
        let bounds: Vec<(f64, f64, f64, f64)> = rows
            .iter()
            .map(|r| {
                let nodes = r.part.nodes(&t);
                let xs = nodes.iter().map(|(id, _)| r.at.x[id.index()]);
                let ys = nodes.iter().map(|(id, _)| r.at.y[id.index()]);
                (
                    xs.clone().fold(f64::INFINITY, f64::min),
                    xs.fold(f64::NEG_INFINITY, f64::max),
                    ys.clone().fold(f64::INFINITY, f64::min),
                    ys.fold(f64::NEG_INFINITY, f64::max),
                )
            })
            .collect();
        for w in bounds.windows(2) {
            // The next row's highest centre lies a triangle, two arrows and a row's gap
            // below the row's lowest.
            assert!(w[1].3 < w[0].2 - ROW_GAP, "{bounds:?}");
        }
        for b in &bounds {
            assert!((b.0 + b.1).abs() < 30.0, "a row off the centre: {b:?}");
        }
    }
}
