//! The tree model: every node of a game tree in one flat arena.
//!
//! Nodes live in a `Vec` and refer to each other by [`NodeId`]; each node's children are one
//! contiguous slice of a shared child array, in file order. Searching walks these slices, so
//! a ten-node homework tree and a ten-million-leaf benchmark use the same cheap structure.
//! Addresses (paths like `2.1`, leaf numbers, labels) are derived here and resolve back to
//! nodes, so every view names a node the same way.

pub(crate) mod builder;
mod node_map;
pub mod yaml;

pub use builder::{BuildError, ProbError, TreeBuilder};
use node_map::NodeMap;

use std::collections::HashMap;

use crate::num::Probability;

/// Index of a node in its [`Tree`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The node's position in the arena.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The maximising player moves here.
    Max,
    /// The minimising player moves here.
    Min,
    /// Nature moves here: the value is the probability-weighted mean of the children.
    Chance,
    /// A terminal position with a value.
    Leaf,
}

impl Kind {
    /// The word the file format uses for this kind (`max`, `min`, `chance`, `leaf`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Max => "max",
            Kind::Min => "min",
            Kind::Chance => "chance",
            Kind::Leaf => "leaf",
        }
    }

    /// The kind in capitals, as reports print it (`MAX`, `MIN`, `CHANCE`, `LEAF`).
    pub fn upper(self) -> &'static str {
        match self {
            Kind::Max => "MAX",
            Kind::Min => "MIN",
            Kind::Chance => "CHANCE",
            Kind::Leaf => "LEAF",
        }
    }
}

/// Where a node starts in its source file (1-based line, 1-based column).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// 1-based line; 0 when the node was built in memory.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

const NONE: u32 = u32::MAX;

/// How many characters of a label views that must fit a line show.
pub const LABEL_WIDTH: usize = 24;

/// A label of at most [`LABEL_WIDTH`] characters: longer ones keep their start and end
/// around an ellipsis (`position-after-…-move-12`), since ids made by programs differ at
/// both ends.
pub fn short_label(label: &str) -> String {
    let n = label.chars().count();
    if n <= LABEL_WIDTH {
        return label.to_string();
    }
    let head = (LABEL_WIDTH - 1) / 2;
    let tail = LABEL_WIDTH - 1 - head;
    let start: String = label.chars().take(head).collect();
    let end: String = label.chars().skip(n - tail).collect();
    format!("{start}…{end}")
}

/// The column a node stores when its real column does not fit in 16 bits.
pub(crate) const WIDE_COL: u16 = u16::MAX;

/// Most steps of a path that views for people print whole (see [`Tree::path_for_people`]).
pub const SHORT_PATH_STEPS: usize = 12;

/// A node's path as people see it ([`Tree::path_for_people`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShownPath {
    /// The whole path (`root`, `2.1.3`).
    Whole(String),
    /// A deep path: its top steps and bottom steps (`2.2.2`, `2.2.2.2.2`) and its depth.
    Elided {
        /// The first steps from the root.
        top: String,
        /// The last steps to the node.
        bottom: String,
        /// How many steps the whole path has.
        depth: usize,
    },
}

/// The hot part of a node (16 bytes): what the search reads for every node it visits, so a
/// search streams one small record per node. Where a node stands in the file and in its
/// parent ([`Cold`]), and rarer facts (probabilities, labels, estimates, fractions), live in
/// arrays and maps beside it, read through [`Tree`]'s methods.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    /// Leaf value; NaN for inner nodes.
    pub(crate) value: f64,
    pub(crate) first_child: u32,
    /// The kind (top two bits), `noisy` (the next bit) and the number of children.
    meta: u32,
}

const KIND_SHIFT: u32 = 30;
const NOISY_BIT: u32 = 1 << 29;
/// Most children one node can have (29 bits).
pub(crate) const MAX_CHILDREN: u32 = NOISY_BIT - 1;

impl Node {
    pub(crate) fn new(kind: Kind) -> Self {
        Node {
            value: f64::NAN,
            first_child: 0,
            meta: (kind as u32) << KIND_SHIFT,
        }
    }

    #[inline(always)]
    pub(crate) fn kind(self) -> Kind {
        match self.meta >> KIND_SHIFT {
            0 => Kind::Max,
            1 => Kind::Min,
            2 => Kind::Chance,
            _ => Kind::Leaf,
        }
    }

    pub(crate) fn set_kind(&mut self, kind: Kind) {
        self.meta = (self.meta & !(3 << KIND_SHIFT)) | (kind as u32) << KIND_SHIFT;
    }

    #[inline(always)]
    pub(crate) fn noisy(self) -> bool {
        self.meta & NOISY_BIT != 0
    }

    pub(crate) fn set_noisy(&mut self, noisy: bool) {
        self.meta = (self.meta & !NOISY_BIT) | if noisy { NOISY_BIT } else { 0 };
    }

    #[inline(always)]
    pub(crate) fn child_count(self) -> u32 {
        self.meta & MAX_CHILDREN
    }

    /// Sets the children (at most [`MAX_CHILDREN`]: the readers refuse more first).
    pub(crate) fn set_children(&mut self, first: usize, count: usize) {
        debug_assert!(count <= MAX_CHILDREN as usize);
        self.first_child = first as u32;
        self.meta = (self.meta & !MAX_CHILDREN) | (count as u32).min(MAX_CHILDREN);
    }
}

/// Where a node stands: its parent, its place among its siblings, its line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cold {
    pub(crate) parent: u32,
    /// Position among its siblings, 0-based.
    pub(crate) index: u32,
    pub(crate) line: u32,
}

/// A game tree: nodes in one arena, children in file order, addresses resolved here.
/// The probability of `id` under its chance parent in `probs`, a tree's probability array
/// (empty while every one is 1).
#[inline(always)]
pub(crate) fn prob_in(probs: &[f64], id: NodeId) -> f64 {
    probs.get(id.index()).copied().unwrap_or(1.0)
}

#[derive(Clone, Debug, Default)]
pub struct Tree {
    pub(crate) nodes: Vec<Node>,
    /// Parent, sibling index and line of each node, beside `nodes`.
    pub(crate) cold: Vec<Cold>,
    /// Column of each node; [`WIDE_COL`] means "in `wide_cols`" (only a line longer than
    /// 65,534 characters, such as a minified JSON tree, gets that far).
    pub(crate) cols: Vec<u16>,
    /// Probability of each node under its chance parent; empty while every node's is 1
    /// (trees without chance nodes never pay for it).
    pub(crate) probs: Vec<f64>,
    pub(crate) children: Vec<NodeId>,
    /// Labels as people see them: control characters made visible ([`crate::text::visible`]).
    pub(crate) labels: HashMap<NodeId, Box<str>>,
    /// The file's own text of the labels that [`crate::text::visible`] changed (rare).
    pub(crate) exact_labels: HashMap<NodeId, Box<str>>,
    /// Nodes by the file's own label text.
    pub(crate) by_label: HashMap<Box<str>, NodeId>,
    pub(crate) fractions: NodeMap<(u64, u64)>,
    /// Heuristic estimates (`eval:`), for the nodes that have one.
    pub(crate) evals: HashMap<NodeId, f64>,
    /// The name of the move that leads to a node (`move:`), for the nodes that have one.
    pub(crate) moves: HashMap<NodeId, Box<str>>,
    /// Columns of 65,535 and beyond, for the nodes that stand that far right.
    pub(crate) wide_cols: NodeMap<u32>,
    /// For nodes unfolded from a shared subtree: the node they copy.
    pub(crate) origins: HashMap<NodeId, NodeId>,
    /// Leaves in leaf-number order.
    pub(crate) leaves: Vec<NodeId>,
    /// Whether any node is a chance node, found once (every search asks).
    pub(crate) chance: std::sync::OnceLock<bool>,
    /// The labels in Unicode's composed form (NFC), built the first time a name that is not
    /// ASCII fails to match as written.
    pub(crate) by_composed_label: std::sync::OnceLock<HashMap<String, NodeId>>,
}

impl Tree {
    /// An empty tree with room for about `nodes` nodes (reserved, not touched: the memory
    /// becomes resident only as nodes arrive).
    pub(crate) fn with_capacity(nodes: usize) -> Self {
        let mut t = Tree {
            nodes: Vec::with_capacity(nodes),
            cold: Vec::with_capacity(nodes),
            cols: Vec::with_capacity(nodes),
            children: Vec::with_capacity(nodes),
            leaves: Vec::with_capacity(nodes),
            ..Tree::default()
        };
        // The arrays a search reads (the node records, the child array and, once a chance
        // node appears, the probabilities): a million-node tree takes some 5,000 fewer page
        // faults to load, and a search that streams through them does not wait on a page
        // walk every few hundred nodes. The others stay on small pages, which keep the
        // resident memory to what is filled.
        crate::pages::advise_huge(&mut t.nodes);
        crate::pages::advise_huge(&mut t.children);
        t
    }

    /// The root (always the first node of the arena).
    #[inline]
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// Number of nodes.
    #[inline]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True for a tree without nodes (never produced by the parser or the builder).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Number of leaves.
    pub fn leaf_count(&self) -> usize {
        self.leaves.len()
    }

    /// All node ids in arena order (the root first, then depth-first in file order).
    pub fn ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The leaves in leaf-number order.
    pub fn leaves(&self) -> &[NodeId] {
        &self.leaves
    }

    /// What the node is.
    #[inline]
    pub fn kind(&self, id: NodeId) -> Kind {
        self.nodes[id.index()].kind()
    }

    /// Appends a node under `parent` (`u32::MAX` for the root) as its `index`-th child.
    #[inline(always)]
    pub(crate) fn push_node(&mut self, node: Node, parent: u32, index: u32, pos: Pos) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(node);
        self.cold.push(Cold {
            parent,
            index,
            line: pos.line,
        });
        let col = pos.col.min(WIDE_COL as u32) as u16;
        self.cols.push(col);
        if col == WIDE_COL {
            self.set_wide_col(id, pos.col);
        }
        if !self.probs.is_empty() {
            self.probs.push(1.0);
        }
        id
    }

    /// Keeps a column too wide for `cols` (rare: kept out of [`Tree::push_node`]'s code).
    #[cold]
    #[inline(never)]
    fn set_wide_col(&mut self, id: NodeId, col: u32) {
        self.wide_cols.insert(id, col);
    }

    /// Gives a node its probability under its chance parent.
    pub(crate) fn set_prob(&mut self, id: NodeId, p: f64) {
        if self.probs.is_empty() {
            if p == 1.0 {
                return;
            }
            // Room for as many as the node array has: filled as nodes arrive, on huge
            // pages as the node records are.
            self.probs = Vec::with_capacity(self.nodes.capacity());
            crate::pages::advise_huge(&mut self.probs);
            self.probs.resize(self.nodes.len(), 1.0);
        }
        self.probs[id.index()] = p;
    }

    /// The node records, for the search.
    #[inline(always)]
    pub(crate) fn node_array(&self) -> &[Node] {
        &self.nodes
    }

    /// The node's children in file order (empty for a leaf).
    #[inline]
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let n = self.nodes[id.index()];
        let first = n.first_child as usize;
        &self.children[first..first + n.child_count() as usize]
    }

    /// The whole child array, for views that keep one permutation of it (see `search::order`).
    pub(crate) fn child_array(&self) -> &[NodeId] {
        &self.children
    }

    /// Where the node's children start in the child array.
    #[inline]
    pub(crate) fn child_range(&self, id: NodeId) -> (usize, usize) {
        let n = self.nodes[id.index()];
        (n.first_child as usize, n.child_count() as usize)
    }

    /// A leaf's value; `None` for inner nodes.
    #[inline]
    pub fn value(&self, id: NodeId) -> Option<f64> {
        let v = self.nodes[id.index()].value;
        (!v.is_nan()).then_some(v)
    }

    /// The leaf value without the `Option` (NaN for inner nodes): for the search's hot loop.
    #[inline]
    pub(crate) fn raw_value(&self, id: NodeId) -> f64 {
        self.nodes[id.index()].value
    }

    /// The node's heuristic estimate (`eval:`), if the file gives one.
    pub fn eval(&self, id: NodeId) -> Option<f64> {
        if self.evals.is_empty() {
            return None;
        }
        self.evals.get(&id).copied()
    }

    /// Whether the node is marked `noisy: true` (a depth cut-off must not stop there).
    pub fn noisy(&self, id: NodeId) -> bool {
        self.nodes[id.index()].noisy()
    }

    /// The node's probability under its chance parent (1 under other parents).
    #[inline]
    pub fn prob(&self, id: NodeId) -> f64 {
        prob_in(&self.probs, id)
    }

    /// The node's probability as written (an exact fraction where the file gave one).
    pub fn probability(&self, id: NodeId) -> Probability {
        let value = self.prob(id);
        Probability {
            value,
            fraction: self.fractions.get(id),
        }
    }

    /// The parent, or `None` for the root.
    #[inline]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = self.cold[id.index()].parent;
        (p != NONE).then_some(NodeId(p))
    }

    /// 1-based position among its siblings (0 for the root).
    pub fn child_index(&self, id: NodeId) -> usize {
        if self.parent(id).is_none() {
            0
        } else {
            self.cold[id.index()].index as usize + 1
        }
    }

    /// The leaf's number (1, 2, … left to right in the file), or `None` for inner nodes.
    pub fn leaf_number(&self, id: NodeId) -> Option<u32> {
        // Leaves sit in the arena in file order, so their ids are sorted.
        self.leaves.binary_search(&id).ok().map(|i| i as u32 + 1)
    }

    /// The leaf with this number.
    pub fn leaf(&self, number: u32) -> Option<NodeId> {
        self.leaves.get((number as usize).checked_sub(1)?).copied()
    }

    /// Where the node starts in the source file (line 0 when built in memory).
    pub fn pos(&self, id: NodeId) -> Pos {
        let col = match self.cols[id.index()] {
            WIDE_COL => self.wide_cols.get(id).unwrap_or(WIDE_COL as u32),
            c => c as u32,
        };
        Pos {
            line: self.cold[id.index()].line,
            col,
        }
    }

    /// Records where a node stands in the file (after it is in the arena).
    pub(crate) fn set_pos(&mut self, id: NodeId, pos: Pos) {
        self.cold[id.index()].line = pos.line;
        let col = pos.col.min(WIDE_COL as u32) as u16;
        self.cols[id.index()] = col;
        if col == WIDE_COL {
            self.wide_cols.insert(id, pos.col);
        }
    }

    /// The name of the move that leads to the node (`move:`), if the file gave one (control
    /// characters made visible, as in labels).
    pub fn move_name(&self, id: NodeId) -> Option<&str> {
        if self.moves.is_empty() {
            return None;
        }
        self.moves.get(&id).map(|m| &**m)
    }

    /// The child of `parent` reached by the move named `name` (`move:`), if exactly one is.
    pub fn child_by_move(&self, parent: NodeId, name: &str) -> Option<NodeId> {
        let name = name.trim();
        let mut found = self
            .children(parent)
            .iter()
            .copied()
            .filter(|&c| self.move_name(c) == Some(name));
        let first = found.next()?;
        found.next().is_none().then_some(first)
    }

    /// The node's label from the file (`id:`), if it has one, safe to show people: any
    /// control character in it is shown as a visible escape (`\e`, `\x07`), so a view can
    /// print it as it is.
    pub fn label(&self, id: NodeId) -> Option<&str> {
        if self.labels.is_empty() {
            return None;
        }
        self.labels.get(&id).map(|l| &**l)
    }

    /// The node's label exactly as the file wrote it, control characters and all: for
    /// machines (JSON) and for finding the node again, never for a terminal.
    pub fn label_exact(&self, id: NodeId) -> Option<&str> {
        if !self.exact_labels.is_empty()
            && let Some(l) = self.exact_labels.get(&id)
        {
            return Some(l);
        }
        self.label(id)
    }

    /// Gives a node its label: the shown form in `labels`, the file's text (when they differ)
    /// in `exact_labels`, and the node findable by the file's text.
    pub(crate) fn set_label(&mut self, id: NodeId, text: &str) {
        let shown = crate::text::visible(text);
        if shown != text {
            self.exact_labels.insert(id, text.into());
        }
        self.labels.insert(id, (*shown).into());
        self.by_label.insert(text.into(), id);
    }

    /// The node's path: `root`, `1`, `2.3`, … (1-based child positions from the root).
    pub fn path(&self, id: NodeId) -> String {
        let mut steps = Vec::new();
        let mut cur = id;
        while let Some(p) = self.parent(cur) {
            steps.push(self.cold[cur.index()].index + 1);
            cur = p;
        }
        if steps.is_empty() {
            return "root".to_string();
        }
        let mut s = String::with_capacity(steps.len() * 2);
        for (i, step) in steps.iter().rev().enumerate() {
            if i > 0 {
                s.push('.');
            }
            s.push_str(&step.to_string());
        }
        s
    }

    /// The node's path as people see it: whole when it has at most [`SHORT_PATH_STEPS`]
    /// steps, else its first three and last five steps and its depth (shown
    /// `1.1.1…1.1.1.2.1 (depth 6000)`), so that a row naming a deep node stays a row. Costs
    /// one walk to the root and no allocation beyond the text.
    pub fn path_for_people(&self, id: NodeId) -> ShownPath {
        const HEAD: usize = 3;
        const TAIL: usize = 5;
        // Bottom steps as met (nearest first), and a ring of the latest (topmost) ones.
        let mut tail: Vec<u32> = Vec::with_capacity(SHORT_PATH_STEPS + 1);
        let mut head = [0u32; HEAD];
        let mut depth = 0usize;
        let mut cur = id;
        while let Some(p) = self.parent(cur) {
            let step = self.cold[cur.index()].index + 1;
            if tail.len() <= SHORT_PATH_STEPS {
                tail.push(step);
            }
            head[depth % HEAD] = step;
            depth += 1;
            cur = p;
        }
        if depth <= SHORT_PATH_STEPS {
            return ShownPath::Whole(self.path(id));
        }
        let join = |steps: &mut dyn Iterator<Item = u32>| {
            steps.map(|s| s.to_string()).collect::<Vec<_>>().join(".")
        };
        // The topmost step was met last: it sits at (depth - 1) % HEAD.
        ShownPath::Elided {
            top: join(&mut (0..HEAD).map(|k| head[(depth - 1 - k) % HEAD])),
            bottom: join(&mut tail[..TAIL].iter().rev().copied()),
            depth,
        }
    }

    /// The node's name in reports: its label where the file gives one, else its path.
    pub fn name(&self, id: NodeId) -> String {
        match self.label(id) {
            Some(l) => l.to_string(),
            None => self.path(id),
        }
    }

    /// [`Tree::name`] with the label exactly as the file wrote it: for JSON.
    pub fn name_exact(&self, id: NodeId) -> String {
        match self.label_exact(id) {
            Some(l) => l.to_string(),
            None => self.path(id),
        }
    }

    /// The node this one was unfolded from when the file shares a subtree (a YAML alias or
    /// `ref`); the node itself otherwise. Equal origins mean equal subtrees: transpositions.
    pub fn origin(&self, id: NodeId) -> NodeId {
        self.origins.get(&id).copied().unwrap_or(id)
    }

    /// Depth of the node (the root is at depth 0).
    pub fn depth(&self, id: NodeId) -> usize {
        let mut d = 0;
        let mut cur = id;
        while let Some(p) = self.parent(cur) {
            d += 1;
            cur = p;
        }
        d
    }

    /// Finds a node by label, by path (`root`, `2.1`) or — for `leaf N` style callers — not
    /// at all: leaf numbers are integers and go through [`Tree::leaf`].
    pub fn resolve(&self, address: &str) -> Option<NodeId> {
        let address = address.trim();
        if let Some(&id) = self.by_label.get(address) {
            return Some(id);
        }
        // "Café" typed with a combining accent names the node written with the accented
        // letter (and the other way round): the same text to a reader, other bytes.
        if !address.is_ascii() {
            use unicode_normalization::UnicodeNormalization;
            let composed: String = address.nfc().collect();
            let index = self.by_composed_label.get_or_init(|| {
                self.by_label
                    .iter()
                    .map(|(label, &id)| (label.nfc().collect(), id))
                    .collect()
            });
            if let Some(&id) = index.get(&composed) {
                return Some(id);
            }
        }
        self.resolve_path(address)
    }

    /// Finds a node by its path (`root`, `1`, `2.3`). The root is also found by the words
    /// the Chinese views call it (`根节点`, `根`), so every name a view shows can be typed.
    pub fn resolve_path(&self, path: &str) -> Option<NodeId> {
        if self.nodes.is_empty() {
            return None;
        }
        let mut cur = self.root();
        if matches!(path, "root" | "根节点" | "根") {
            return Some(cur);
        }
        for step in path.split('.') {
            let i: usize = step.parse().ok()?;
            cur = *self.children(cur).get(i.checked_sub(1)?)?;
        }
        Some(cur)
    }

    /// Height of the tree: the number of edges on the longest root-to-leaf path.
    pub fn height(&self) -> usize {
        self.depths().into_iter().max().unwrap_or(0) as usize
    }

    /// Every node's [`depth`](Self::depth), by node index, in one pass: arena order puts
    /// parents before children.
    pub fn depths(&self) -> Vec<u32> {
        let mut depth = vec![0u32; self.nodes.len()];
        for (i, n) in self.cold.iter().enumerate().skip(1) {
            depth[i] = depth[n.parent as usize] + 1;
        }
        depth
    }

    /// Bytes of each node's [`path`](Self::path), by node index: the text of a view that
    /// names each node by its path grows with them, with the square of the depth on a chain.
    /// One forward pass; no path is made.
    pub fn path_lengths(&self) -> Vec<u64> {
        // Arena order puts parents before children, as in `height`.
        let mut len = vec![4u64; self.nodes.len()]; // "root"
        for (i, n) in self.cold.iter().enumerate().skip(1) {
            let p = n.parent as usize;
            let step = u64::from((u64::from(n.index) + 1).ilog10() + 1);
            len[i] = if p == 0 { step } else { len[p] + 1 + step };
        }
        len
    }

    /// Whether any node is a chance node (looked at once, when first asked: a finished tree
    /// never changes its kinds).
    pub fn has_chance(&self) -> bool {
        *self
            .chance
            .get_or_init(|| self.nodes.iter().any(|n| n.kind() == Kind::Chance))
    }

    /// Works out the facts about the tree that a search keeps once it has found them
    /// ([`has_chance`](Self::has_chance)), so that a timed search does not pay for them.
    pub fn prepare_search(&self) {
        self.has_chance();
    }

    /// The smallest and largest leaf values.
    pub fn leaf_range(&self) -> (f64, f64) {
        self.leaves
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &l| {
                let v = self.raw_value(l);
                (lo.min(v), hi.max(v))
            })
    }
}

/// Whether `s` has the shape of a path (`3`, `2.1`) or is `root`: such a label would make
/// addresses ambiguous unless it is the node's own path.
pub fn looks_like_path(s: &str) -> bool {
    s == "root"
        || (!s.is_empty()
            && s.split('.')
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn fig52() -> Tree {
        let mut b = TreeBuilder::new();
        let kids: Vec<_> = [[3.0, 12.0, 8.0], [2.0, 4.0, 6.0], [14.0, 5.0, 2.0]]
            .iter()
            .zip(["B", "C", "D"])
            .map(|(vals, name)| {
                let leaves = vals.iter().map(|&v| b.leaf(v)).collect();
                let n = b.node(Kind::Min, leaves);
                b.set_label(n, name);
                n
            })
            .collect();
        let root = b.node(Kind::Max, kids);
        b.set_label(root, "A");
        b.finish(root).unwrap()
    }

    /// A chain `depth` deep whose every node is the second of two children (path 2.2.2…).
    pub(crate) fn chain(depth: usize) -> Tree {
        let mut b = TreeBuilder::new();
        let mut below = b.leaf(1.0);
        for _ in 0..depth {
            let other = b.leaf(0.0);
            below = b.node(Kind::Max, vec![other, below]);
        }
        b.finish(below).unwrap()
    }

    #[test]
    fn deep_paths_are_shortened_for_people_with_their_depth() {
        let t = chain(6000);
        let deepest = *t.leaves().last().unwrap();
        assert_eq!(t.path(deepest).len(), 6000 * 2 - 1);
        assert_eq!(
            t.path_for_people(deepest),
            ShownPath::Elided {
                top: "2.2.2".into(),
                bottom: "2.2.2.2.2".into(),
                depth: 6000
            }
        );
        let t = chain(SHORT_PATH_STEPS);
        let deepest = *t.leaves().last().unwrap();
        assert_eq!(
            t.path_for_people(deepest),
            ShownPath::Whole(t.path(deepest))
        );
        assert_eq!(t.path_for_people(t.root()), ShownPath::Whole("root".into()));
    }

    #[test]
    fn addresses_resolve_both_ways() {
        let t = fig52();
        assert_eq!(t.len(), 13);
        assert_eq!(t.leaf_count(), 9);
        let c = t.resolve("C").unwrap();
        assert_eq!(t.path(c), "2");
        assert_eq!(t.resolve("2"), Some(c));
        assert_eq!(t.resolve("A"), Some(t.root()));
        assert_eq!(t.resolve("root"), Some(t.root()));
        assert_eq!(t.resolve("根节点"), Some(t.root()));
        assert_eq!(t.resolve("根"), Some(t.root()));
        let leaf5 = t.leaf(5).unwrap();
        assert_eq!(t.path(leaf5), "2.2");
        assert_eq!(t.value(leaf5), Some(4.0));
        assert_eq!(t.resolve("2.2"), Some(leaf5));
        assert_eq!(t.name(leaf5), "2.2");
        assert_eq!(t.leaf_number(leaf5), Some(5));
        assert_eq!(t.resolve("4"), None);
        assert_eq!(t.resolve("0"), None);
        assert_eq!(t.height(), 2);
        assert_eq!(t.depth(leaf5), 2);
    }

    #[test]
    fn path_lengths_are_the_paths_lengths() {
        let mut b = TreeBuilder::new();
        let wide: Vec<_> = (0..12).map(|v| b.leaf(f64::from(v))).collect();
        let wide = b.node(Kind::Min, wide);
        let mut below = b.leaf(1.0);
        for _ in 0..3 {
            below = b.node(Kind::Max, vec![below]);
        }
        let root = b.node(Kind::Max, vec![below, wide]);
        let broad = b.finish(root).unwrap();
        for t in [fig52(), chain(40), broad] {
            let paths: Vec<u64> = t.ids().map(|id| t.path(id).len() as u64).collect();
            assert_eq!(t.path_lengths(), paths);
        }
    }

    #[test]
    fn path_shapes() {
        assert!(looks_like_path("2.1") && looks_like_path("3") && looks_like_path("root"));
        assert!(!looks_like_path("B") && !looks_like_path("2.") && !looks_like_path("x2"));
    }
}
