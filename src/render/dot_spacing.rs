//! The spacing that gives a `gametree dot` picture the shape asked for (`dot --aspect`).
//!
//! Graphviz's own `ratio` reaches a shape by stretching the positions it has chosen, and a
//! long edge of a wide tree, routed through the stretched layout, can then run through its own
//! label. Here the layout is given room instead: a wide tree gets more space between its
//! levels (`ranksep`), and Graphviz places the nodes, labels and edges at the final size; a
//! narrow one keeps its layout, with margins either side (`pad`), as it would sit on a slide.
//!
//! Neither is known before Graphviz lays the tree out, so both are worked out from an
//! estimate of its layout, made as Graphviz's `dot` makes one: every level of the tree is a
//! rank, as deep as its deepest node; when any edge has a label, every edge also has a node
//! of its own on a rank between the two levels, its label to the right and `nodesep` kept
//! clear to the left, five points from the next, and `ranksep` is split in two around that
//! rank. Across the ranks, each subtree is packed against the one to its left as closely as
//! those gaps let it, rank by rank, under a parent centred over its children, and each label
//! is drawn from the middle of its edge. The picture is as wide as what is drawn and as deep
//! as its ranks and the gaps between them, with the title above. For wide trees the shape
//! comes out within a few percent of the one asked for; for small ones, whose nodes Graphviz
//! places more freely than the packing does, within about 15%.

use super::dot::Direction;

/// Graphviz's `nodesep` when no shape is asked for, in inches.
pub const NODESEP: f64 = 0.4;
/// Graphviz's `ranksep` when no shape is asked for, in inches.
pub const RANKSEP: f64 = 0.5;
/// Graphviz's margin round a picture (`pad`), in inches: 4 points.
pub const PAD: f64 = 4.0 / 72.0;

/// Most the levels are set apart, in inches.
const MOST_GAP: f64 = 100.0;

/// Longest stretch, in inches, an edge crosses between two ranks. Graphviz measures how far
/// an edge's curve strays on each rank at a few points along it, and sets the edge's label
/// beside the furthest it found: along a longer stretch the points lie so far apart that a
/// shallow edge can run through its label (a fan of 36 leaves under 6 nodes, 16:9, did
/// with its levels 6 inches apart; 5 did not). Levels further apart than this are an edge
/// of several stretches, with ranks of Graphviz's own between them.
const LONGEST_STRETCH: f64 = 3.0;

/// Points between the edges' nodes on a rank of labels (Graphviz's, fixed).
const LABEL_RANK_SEP: f64 = 5.0;

/// Points across a plain edge's node on a rank of labels.
const EDGE_WIDTH: f64 = 2.0;

/// The room a picture is laid out with, in inches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spacing {
    /// Between levels.
    pub ranksep: f64,
    /// The margins left and right, and above and below (DOT's `pad`).
    pub pad: (f64, f64),
}

impl Spacing {
    /// How many stretches every edge is drawn in (DOT's `minlen`) and the gap between ranks
    /// (`ranksep`) that keep levels [`Self::ranksep`] apart with no stretch longer than
    /// [`LONGEST_STRETCH`]. Always an odd number: with labels, every stretch is two ranks
    /// apart and the label sits on the middle rank, which must be one of the ranks that hold
    /// labels (Graphviz keeps the things on every other rank only 5 points apart).
    pub fn stretches(&self) -> (u32, f64) {
        let mut n = (self.ranksep / LONGEST_STRETCH).ceil().max(1.0) as u32;
        if n.is_multiple_of(2) {
            n += 1;
        }
        (n, (self.ranksep / f64::from(n) * 100.0).ceil() / 100.0)
    }
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing {
            ranksep: RANKSEP,
            pad: (PAD, PAD),
        }
    }
}

/// One node of the estimate, in points across and along the ranks.
#[derive(Clone, Debug)]
struct Node {
    parent: Option<usize>,
    depth: usize,
    across: f64,
    /// The label on the edge into the node, across (`None`: no label, or the root).
    label: Option<f64>,
    children: Vec<usize>,
}

/// How far a subtree keeps other things away to the left and to the right of its root on
/// each rank, from the rank of the edge into its root (of its root, without labels) down.
type Contour = Vec<(f64, f64)>;

/// A picture's layout as far as its shape goes, gathered node by node.
#[derive(Clone, Debug)]
pub struct Estimate {
    direction: Direction,
    /// The nodes, each after its parent.
    nodes: Vec<Node>,
    /// How far the largest thing reaches along the ranks on each level, and on the rank of
    /// the edges into it.
    along: Vec<(f64, f64)>,
    labelled: bool,
    /// The title's width and height in points, as Graphviz sets it above the tree.
    title: (f64, f64),
}

impl Estimate {
    /// An empty layout growing in `direction`.
    pub fn new(direction: Direction) -> Self {
        Estimate {
            direction,
            nodes: Vec::new(),
            along: Vec::new(),
            labelled: false,
            title: (0.0, 0.0),
        }
    }

    /// `(across, along)` of something `width` by `height` in the picture.
    fn turn(&self, width: f64, height: f64) -> (f64, f64) {
        match self.direction {
            Direction::TopDown => (width, height),
            Direction::LeftRight => (height, width),
        }
    }

    /// A node `width` by `height` inches under `parent` (a number this gave before; its
    /// children in their order left to right), with the label on the edge into it `width`
    /// by `height` points, if any; the node's number.
    pub fn node(
        &mut self,
        parent: Option<usize>,
        (width, height): (f64, f64),
        label: Option<(f64, f64)>,
    ) -> usize {
        let depth = parent.map_or(0, |p| self.nodes[p].depth + 1);
        if self.along.len() <= depth {
            self.along.resize(depth + 1, (0.0, 0.0));
        }
        let (across, along) = self.turn(width * 72.0, height * 72.0);
        self.along[depth].0 = self.along[depth].0.max(along);
        let label = parent.and(label).map(|(w, h)| {
            let (across, along) = self.turn(w, h);
            self.along[depth].1 = self.along[depth].1.max(along);
            self.labelled = true;
            across
        });
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent,
            depth,
            across,
            label,
            children: Vec::new(),
        });
        if let Some(p) = parent {
            self.nodes[p].children.push(id);
        }
        id
    }

    /// The title above the tree, its text `width` by `height` points.
    pub fn title(&mut self, width: f64, height: f64) {
        // Graphviz leaves 8 points beside the text and 4 above and below.
        self.title = (width + 16.0, height + 8.0);
    }

    /// How far the tree reaches across the ranks with `nodesep` points between neighbours:
    /// each subtree packed against the one to its left, rank by rank, as close as the gaps
    /// let it, and each node centred over its first and last child.
    fn across(&self, nodesep: f64) -> f64 {
        // Ranks alternate between levels and edge labels when any edge has a label.
        let level_rank = |depth: usize| if self.labelled { 2 * depth } else { depth };
        let sep = |rank: usize| {
            if self.labelled && rank % 2 == 1 {
                LABEL_RANK_SEP
            } else {
                nodesep
            }
        };
        let mut contours: Vec<Contour> = vec![Vec::new(); self.nodes.len()];
        // Where each node sits, from its parent.
        let mut offset = vec![0.0; self.nodes.len()];
        // Children come after their parents: backwards, every child is done first.
        for (i, node) in self.nodes.iter().enumerate().rev() {
            let top = level_rank(node.depth) + 1;
            let mut packed: Contour = Vec::new();
            for &c in &node.children {
                let child = std::mem::take(&mut contours[c]);
                let shift = if packed.is_empty() {
                    0.0
                } else {
                    packed
                        .iter()
                        .zip(&child)
                        .enumerate()
                        .map(|(k, (left, right))| left.1 + sep(top + k) - right.0)
                        .fold(f64::MIN, f64::max)
                };
                offset[c] = shift;
                for (k, &(l, r)) in child.iter().enumerate() {
                    match packed.get_mut(k) {
                        Some(p) => p.1 = shift + r,
                        None => packed.push((shift + l, shift + r)),
                    }
                }
            }
            let centre = match (node.children.first(), node.children.last()) {
                (Some(&f), Some(&l)) => (offset[f] + offset[l]) / 2.0,
                _ => 0.0,
            };
            for &c in &node.children {
                offset[c] -= centre;
            }
            let mut contour = Vec::with_capacity(packed.len() + 2);
            if self.labelled && i > 0 {
                // The edge into the node has a node of its own on the rank above: a
                // label's keeps `nodesep` clear to the left of the edge, and its text
                // reaches its width to the right.
                contour.push(match node.label {
                    Some(w) => (-nodesep, w),
                    None => (-EDGE_WIDTH / 2.0, EDGE_WIDTH / 2.0),
                });
            }
            contour.push((-node.across / 2.0, node.across / 2.0));
            contour.extend(packed.iter().map(|&(l, r)| (l - centre, r - centre)));
            contours[i] = contour;
        }
        // What is drawn: the nodes where they sit, and each label from its edge's middle
        // (Graphviz sets it beside the edge, which it routes from node to node).
        let mut at = vec![0.0; self.nodes.len()];
        let (mut left, mut right) = (0.0f64, 0.0f64);
        for (i, node) in self.nodes.iter().enumerate() {
            if let Some(p) = node.parent {
                at[i] = at[p] + offset[i];
                if let Some(w) = node.label {
                    let edge = (at[p] + at[i]) / 2.0;
                    (left, right) = (left.min(edge), right.max(edge + w));
                }
            }
            let half = node.across / 2.0;
            (left, right) = (left.min(at[i] - half), right.max(at[i] + half));
        }
        right - left
    }

    /// The picture's width and height in points, laid out with `spacing`.
    fn size(&self, spacing: Spacing) -> (f64, f64) {
        let across = self.across(NODESEP * 72.0);
        let gaps = self.along.len().saturating_sub(1) as f64;
        // With labels, `ranksep` is split around each rank of labels.
        let along = self
            .along
            .iter()
            .map(|(level, edges)| level + if self.labelled { *edges } else { 0.0 })
            .sum::<f64>()
            + gaps * spacing.ranksep * 72.0;
        let (width, height) = match self.direction {
            Direction::TopDown => (across, along),
            Direction::LeftRight => (along, across),
        };
        (
            width.max(self.title.0) + 2.0 * 72.0 * spacing.pad.0,
            height + self.title.1 + 2.0 * 72.0 * spacing.pad.1,
        )
    }

    /// The room that gives the picture the shape `aspect` (width over height): levels
    /// further apart for a picture that must grow along them (a wide tree drawn top down, a
    /// tall one left to right), margins for one that must grow across them or whose levels
    /// cannot be set apart (one level). Spreading the nodes of a level instead (`nodesep`)
    /// bent the edges round their labels: an edge's label keeps `nodesep` clear to its left.
    pub fn spacing(&self, aspect: f64) -> Spacing {
        let plain = Spacing::default();
        let ratio = |s: Spacing| {
            let (w, h) = self.size(s);
            w / h.max(1.0)
        };
        let own = ratio(plain);
        if !(aspect.is_finite() && aspect > 0.0) || (own / aspect - 1.0).abs() < 0.01 {
            return plain;
        }
        // Levels apart make a top-down picture deeper and a left-to-right one wider.
        let deeper = own > aspect;
        let apart = |ranksep: f64| Spacing { ranksep, ..plain };
        if deeper != (self.direction == Direction::TopDown)
            || self.size(apart(MOST_GAP)) == self.size(plain)
        {
            return self.padded(plain, aspect);
        }
        let reached = |gap: f64| {
            let r = ratio(apart(gap));
            if deeper { r <= aspect } else { r >= aspect }
        };
        if !reached(MOST_GAP) {
            return apart(MOST_GAP);
        }
        // The picture's ratio moves one way as the gap grows: halve the interval to it.
        let (mut low, mut high) = (RANKSEP, MOST_GAP);
        for _ in 0..40 {
            let mid = (low + high) / 2.0;
            if reached(mid) {
                high = mid;
            } else {
                low = mid;
            }
        }
        // In hundredths of an inch, as it is written.
        apart((high * 100.0).ceil() / 100.0)
    }

    /// `spacing` with the margins on the picture's short side widened to the shape.
    fn padded(&self, spacing: Spacing, aspect: f64) -> Spacing {
        let (w, h) = self.size(spacing);
        // Half the room missing, on each side, in hundredths of an inch rounded up.
        let half = |points: f64| (points.max(0.0) / 2.0 / 72.0 * 100.0).ceil() / 100.0;
        let (x, y) = spacing.pad;
        Spacing {
            pad: if w / h > aspect {
                (x, y + half(w / aspect - h))
            } else {
                (x + half(aspect * h - w), y)
            },
            ..spacing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A complete tree `depth` levels deep under a root with `branching` children each,
    /// nodes an inch by half an inch, labels on every edge if `labels`.
    fn complete(direction: Direction, depth: usize, branching: usize, labels: bool) -> Estimate {
        let mut e = Estimate::new(direction);
        let mut level = vec![e.node(None, (1.0, 0.5), None)];
        for _ in 0..depth {
            let mut next = Vec::new();
            for &p in &level {
                for _ in 0..branching {
                    next.push(e.node(Some(p), (1.0, 0.5), labels.then_some((40.0, 20.0))));
                }
            }
            level = next;
        }
        e
    }

    #[test]
    fn a_wide_tree_is_given_room_between_its_levels() {
        let wide = complete(Direction::TopDown, 3, 3, true);
        let (w, h) = wide.size(Spacing::default());
        assert!(w / h > 3.0, "{w} × {h}");
        let s = wide.spacing(16.0 / 9.0);
        assert_eq!(s.pad, (PAD, PAD));
        assert!(s.ranksep > RANKSEP, "{s:?}");
        let (w, h) = wide.size(s);
        assert!((w / h / (16.0 / 9.0) - 1.0).abs() < 0.01, "{w} × {h}");
        // Laid out left to right, the same tree is tall: its levels go further apart still.
        let across = complete(Direction::LeftRight, 3, 3, false);
        let s = across.spacing(16.0 / 9.0);
        assert!(s.ranksep > RANKSEP, "{s:?}");
        let (w, h) = across.size(s);
        assert!((w / h / (16.0 / 9.0) - 1.0).abs() < 0.01, "{w} × {h}");
    }

    #[test]
    fn a_narrow_tree_is_given_margins_beside_it() {
        let narrow = complete(Direction::TopDown, 6, 2, false);
        let wide = 4.0 * narrow.size(Spacing::default()).0 / narrow.size(Spacing::default()).1;
        let s = narrow.spacing(wide);
        assert!(
            s.pad.0 > PAD && s.pad.1 == PAD && s.ranksep == RANKSEP,
            "{s:?}"
        );
        let (w, h) = narrow.size(s);
        assert!((w / h / wide - 1.0).abs() < 0.01, "{w} × {h}");
        // Left to right, a wide picture asked to be tall: margins above and below.
        let across = complete(Direction::LeftRight, 1, 2, false);
        let (w, h) = across.size(Spacing::default());
        let s = across.spacing(w / h / 3.0);
        assert!(
            s.pad.1 > PAD && s.pad.0 == PAD && s.ranksep == RANKSEP,
            "{s:?}"
        );
    }

    #[test]
    fn subtrees_are_packed_side_by_side() {
        // Three leaves an inch wide, 0.4 inches apart.
        let flat = complete(Direction::TopDown, 1, 3, false);
        assert!((flat.across(28.8) - (3.0 * 72.0 + 2.0 * 28.8)).abs() < 1e-9);
        // A leaf beside a deeper subtree sits above the subtree's leaves, which reach under
        // it: it takes no width of its own.
        let mut e = Estimate::new(Direction::TopDown);
        let root = e.node(None, (1.0, 0.5), None);
        e.node(Some(root), (1.0, 0.5), None);
        let deep = e.node(Some(root), (1.0, 0.5), None);
        for _ in 0..4 {
            e.node(Some(deep), (1.0, 0.5), None);
        }
        let four = 4.0 * 72.0 + 3.0 * 28.8;
        assert!((e.across(28.8) - four).abs() < 1e-9, "{}", e.across(28.8));
        // Two such subtrees side by side: their leaves are one row.
        let mut e = Estimate::new(Direction::TopDown);
        let root = e.node(None, (1.0, 0.5), None);
        for _ in 0..2 {
            let inner = e.node(Some(root), (1.0, 0.5), None);
            for _ in 0..4 {
                e.node(Some(inner), (1.0, 0.5), None);
            }
        }
        assert!((e.across(28.8) - (2.0 * four + 28.8)).abs() < 1e-9);
        // A label keeps `nodesep` clear left of its edge, and its text reaches right.
        let mut two = Estimate::new(Direction::TopDown);
        let r = two.node(None, (0.1, 0.5), None);
        two.node(Some(r), (0.1, 0.5), Some((100.0, 20.0)));
        two.node(Some(r), (0.1, 0.5), Some((100.0, 20.0)));
        // The children are as far apart as the labels' nodes must be (the first label,
        // 5 points, `nodesep`); the second label is drawn from the middle of its edge, a
        // quarter of that right of the root, to its width further.
        let apart = 100.0 + 5.0 + 28.8;
        let want = (3.6 + apart / 2.0) + (apart / 4.0 + 100.0);
        assert!(
            (two.across(28.8) - want).abs() < 1e-9,
            "{}",
            two.across(28.8)
        );
    }

    #[test]
    fn far_levels_are_an_odd_number_of_short_stretches_apart() {
        let stretches = |ranksep| {
            Spacing {
                ranksep,
                ..Spacing::default()
            }
            .stretches()
        };
        assert_eq!(stretches(RANKSEP), (1, RANKSEP));
        assert_eq!(stretches(LONGEST_STRETCH), (1, LONGEST_STRETCH));
        for far in [3.5, 6.5, 9.1, 18.3] {
            let (n, gap) = stretches(far);
            assert!(n % 2 == 1 && gap <= LONGEST_STRETCH, "{far}: {n} × {gap}");
            assert!(
                (f64::from(n) * gap - far).abs() < 0.01 * f64::from(n),
                "{far}"
            );
        }
    }

    #[test]
    fn levels_that_cannot_be_set_apart_are_given_margins() {
        // One node under another, asked to be wide: margins either side.
        let mut chain = Estimate::new(Direction::TopDown);
        let mut last = None;
        for _ in 0..5 {
            last = Some(chain.node(last, (1.0, 0.5), None));
        }
        let s = chain.spacing(16.0 / 9.0);
        assert!(s.ranksep == RANKSEP && s.pad.0 > PAD, "{s:?}");
        // One node under a wide title, asked to be tall: one level has no gap to widen.
        let mut one = Estimate::new(Direction::TopDown);
        one.node(None, (1.0, 0.5), None);
        one.title(400.0, 40.0);
        let s = one.spacing(1.0);
        assert!(s.ranksep == RANKSEP && s.pad.1 > PAD, "{s:?}");
        let (w, h) = one.size(s);
        assert!((w / h - 1.0).abs() < 0.01, "{w} × {h}");
        // A tree already of the shape keeps its gaps.
        let tree = complete(Direction::TopDown, 2, 2, false);
        let (w, h) = tree.size(Spacing::default());
        assert_eq!(tree.spacing(w / h), Spacing::default());
    }
}
