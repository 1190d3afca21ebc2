//! Big trees in the views made for people (`show`, `trace`, `dot`). A view of a million-leaf
//! tree printed whole is hundreds of megabytes nobody reads, so by default a view stops at
//! the deepest depth at which it still fits a fixed number of items (lines, steps, nodes), and
//! says what it left out and which flag shows it: `--show-depth N` picks the depth, `--all`
//! shows everything. Homework-size trees always fit and are shown whole.

use crate::tree::{NodeId, Tree};

/// How much of a tree a view shows, as the user asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extent {
    /// The deepest depth shown (`--show-depth N`; the root is at depth 0).
    pub depth: Option<usize>,
    /// Everything (`--all`).
    pub all: bool,
}

/// An [`Extent`] made concrete for one view of one tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    /// The deepest depth shown (`usize::MAX`: no limit).
    pub depth: usize,
    /// The most items the view prints before it stops (only when the depth was chosen for
    /// the user: a depth asked for is shown whole).
    pub cap: Option<usize>,
}

impl Cut {
    /// Everything, no cap.
    pub const ALL: Cut = Cut {
        depth: usize::MAX,
        cap: None,
    };

    /// Whether items at `depth` are shown.
    pub fn shows(&self, depth: usize) -> bool {
        depth <= self.depth
    }
}

impl Extent {
    /// The cut for a view whose items number `per_depth[d]` at depth `d`: everything when
    /// that fits `cap` (or `--all`), the asked depth, or else the deepest depth whose items
    /// down to it fit `cap` (at least 1, so the root's children always show; the cap then
    /// stops a view whose first level alone is too wide).
    pub fn resolve(&self, per_depth: &[usize], cap: usize) -> Cut {
        if self.all {
            return Cut::ALL;
        }
        if let Some(depth) = self.depth {
            return Cut { depth, cap: None };
        }
        let mut total = 0usize;
        let mut depth = 0usize;
        for (d, &n) in per_depth.iter().enumerate() {
            total = total.saturating_add(n);
            if total > cap {
                return Cut {
                    depth: depth.max(1),
                    cap: Some(cap),
                };
            }
            depth = d;
        }
        Cut::ALL
    }
}

/// Each node's depth and subtree size, and the nodes in pre-order: what a view needs to
/// decide what it shows, in one pass without recursion.
pub struct Shape {
    /// Depth of each node, by [`NodeId::index`].
    pub depth: Vec<u32>,
    /// Nodes in each node's subtree, itself included, by [`NodeId::index`].
    pub size: Vec<u32>,
    /// The nodes in pre-order (children left to right).
    pub order: Vec<NodeId>,
}

impl Shape {
    /// The shape of `tree`.
    pub fn of(tree: &Tree) -> Shape {
        let n = tree.len();
        let mut depth = vec![0u32; n];
        let mut size = vec![1u32; n];
        let mut order = Vec::with_capacity(n);
        let mut stack = vec![tree.root()];
        while let Some(id) = stack.pop() {
            order.push(id);
            let d = depth[id.index()] + 1;
            for &c in tree.children(id).iter().rev() {
                depth[c.index()] = d;
                stack.push(c);
            }
        }
        for &id in order.iter().rev() {
            if let Some(p) = tree.parent(id) {
                size[p.index()] += size[id.index()];
            }
        }
        Shape { depth, size, order }
    }

    /// Depth of `id`.
    pub fn depth(&self, id: NodeId) -> usize {
        self.depth[id.index()] as usize
    }

    /// How many of the nodes `keep` accepts lie at each depth.
    pub fn per_depth(&self, keep: impl Fn(NodeId) -> bool) -> Vec<usize> {
        let mut counts = Vec::new();
        for &id in &self.order {
            if keep(id) {
                let d = self.depth(id);
                if counts.len() <= d {
                    counts.resize(d + 1, 0);
                }
                counts[d] += 1;
            }
        }
        counts
    }
}

/// The closing line of a view that left something out: what it shows, how much it left
/// out, and the flags that show more. `items` names what is counted (`nodes`, `steps`).
pub fn left_out(cut: &Cut, shown: usize, total: usize, items: &str, stopped: bool) -> String {
    let items = crate::i18n::tr!(&format!("unit-{}", items.replace(' ', "-")));
    let what = if stopped {
        crate::i18n::tr!(
            "left-out-stopped",
            shown = group(shown),
            items = items.as_str()
        )
    } else {
        crate::i18n::tr!("left-out-depth", depth = cut.depth)
    };
    crate::i18n::tr!(
        "left-out",
        what = what,
        left = group(total.saturating_sub(shown)),
        total = group(total),
        items = items
    )
}

/// `1,048,576`: digits in groups of three, for counts people read.
pub fn group(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Most runs of leaf numbers a view's closing line lists before it counts the rest.
pub const LINE_RANGES: usize = crate::num::RANGES_SHOWN;

/// Most guide columns (`│   `) a tree drawing indents by; deeper lines keep the guides of
/// their nearest levels behind an ellipsis, so a line's width does not grow with depth.
pub const MAX_GUIDES: usize = 12;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_view_is_shown_whole_and_a_big_one_is_cut_where_it_fits() {
        let e = Extent::default();
        assert_eq!(e.resolve(&[1, 3, 9], 100), Cut::ALL);
        let cut = e.resolve(&[1, 4, 16, 64, 256], 100);
        assert_eq!(cut.depth, 3);
        assert_eq!(cut.cap, Some(100));
        // A first level wider than the cap still shows (the cap stops it).
        assert_eq!(e.resolve(&[1, 1_000_000], 100).depth, 1);
        let asked = Extent {
            depth: Some(7),
            all: false,
        };
        assert_eq!(asked.resolve(&[1, 1_000_000], 100).depth, 7);
        let all = Extent {
            depth: Some(2),
            all: true,
        };
        assert_eq!(all.resolve(&[1, 1_000_000], 100), Cut::ALL);
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_048_576), "1,048,576");
    }
}
