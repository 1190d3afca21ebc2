//! Writing a tree back out as a tree file, with YAML anchors and aliases for shared nodes.
//!
//! Used by the generators (`gametree gen`, `gametree game`). The output is block style, one
//! node per line, except that a node whose children are all plain leaves is written on one
//! line in flow style (`min: [3, 12, 8]`), which keeps a million-leaf file small and still
//! readable. The writer walks with an explicit stack, so any depth is fine.
//!
//! Two inputs: a [`Tree`] ([`write()`]), and a [`Dag`] ([`write_dag`]) — a tree whose nodes may
//! be shared, as game positions reached by several move orders are. A node of a `Dag` with
//! more than one parent is written once with an anchor (`- &X1-O5` then its keys) and every
//! later occurrence as an alias (`- *X1-O5`). The reader unfolds aliases, so the file means
//! the unfolded tree (paths and leaf numbers are the unfolded tree's), at the size of the DAG.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use super::{Kind, NodeId, Tree, TreeBuilder};
use crate::num::Probability;

/// Metadata to write above the tree.
#[derive(Clone, Debug, Default)]
pub struct Header {
    /// `name:`
    pub name: Option<String>,
    /// `source:`
    pub source: Option<String>,
    /// `bounds:`
    pub bounds: Option<(f64, f64)>,
    /// Comment lines written at the top (without `#`).
    pub comments: Vec<String>,
}

/// The tree as a tree file.
pub fn write(tree: &Tree, header: &Header) -> String {
    write_shape(tree, None, header)
}

/// Bytes of indentation [`write()`] puts before the lines of `tree`'s inner nodes (two
/// spaces a level, a list item's dash included): less than the whole text, weighed cheaply
/// before writing it, since on a chain it grows with the square of the depth.
pub fn indent_bytes(tree: &Tree) -> u64 {
    let depth = tree.depths();
    tree.ids()
        .filter(|&id| tree.kind(id) != Kind::Leaf)
        .map(|id| 2 + 2 * u64::from(depth[id.index()]))
        .sum()
}

/// The DAG from `root` as a tree file: shared nodes written once with an anchor, then as
/// aliases.
pub fn write_dag(dag: &Dag, root: DagId, header: &Header) -> String {
    let refs = dag.references(root);
    write_shape(&DagFrom { dag, root }, Some(&refs), header)
}

/// Handle of a node in a [`Dag`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DagId(pub u32);

#[derive(Clone, Debug)]
struct DagNode {
    kind: Kind,
    value: f64,
    label: Option<Box<str>>,
    prob: Option<Probability>,
    eval: Option<f64>,
    children: Vec<DagId>,
}

/// A tree whose subtrees may be shared (a directed acyclic graph), built bottom-up like
/// [`TreeBuilder`]: children first, then the node over them. A node may be the child of
/// several nodes, or of one node several times. Written by [`write_dag`]; unfolded into a
/// [`Tree`] by [`Dag::unfold`].
#[derive(Clone, Debug, Default)]
pub struct Dag {
    nodes: Vec<DagNode>,
    /// Comments on edges (parent, child position): written after the child's first line.
    notes: HashMap<(u32, u32), Box<str>>,
}

impl Dag {
    /// An empty DAG.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of distinct nodes made so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True before the first node is made.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn push(&mut self, kind: Kind, value: f64, children: Vec<DagId>) -> DagId {
        let id = DagId(self.nodes.len() as u32);
        self.nodes.push(DagNode {
            kind,
            value,
            label: None,
            prob: None,
            eval: None,
            children,
        });
        id
    }

    /// A leaf with a value.
    pub fn leaf(&mut self, value: f64) -> DagId {
        self.push(Kind::Leaf, value, Vec::new())
    }

    /// An inner node (`Max`, `Min` or `Chance`) over the given children, in order. The
    /// children must have been made before (so the graph has no cycles).
    pub fn node(&mut self, kind: Kind, children: Vec<DagId>) -> DagId {
        debug_assert!(children.iter().all(|c| (c.0 as usize) < self.nodes.len()));
        self.push(kind, f64::NAN, children)
    }

    /// Gives a node a label (its `id:`; written once, on the first occurrence).
    pub fn set_label(&mut self, node: DagId, label: impl Into<String>) {
        self.nodes[node.0 as usize].label = Some(label.into().into_boxed_str());
    }

    /// Gives a node the probability written as its `p` (under a chance parent). A shared
    /// node has one `p` wherever it occurs.
    pub fn set_prob(&mut self, node: DagId, p: Probability) {
        self.nodes[node.0 as usize].prob = Some(p);
    }

    /// Gives a node a heuristic estimate (`eval:`).
    pub fn set_eval(&mut self, node: DagId, eval: f64) {
        self.nodes[node.0 as usize].eval = Some(eval);
    }

    /// A comment on the edge from `parent` to its child at `index` (0-based), written after
    /// that child's first line: for instance why an alias stands there.
    pub fn set_note(&mut self, parent: DagId, index: usize, note: impl Into<String>) {
        self.notes
            .insert((parent.0, index as u32), note.into().into_boxed_str());
    }

    /// The node's label, if it has one.
    pub fn label(&self, node: DagId) -> Option<&str> {
        self.nodes[node.0 as usize].label.as_deref()
    }

    /// The node's kind.
    pub fn kind(&self, node: DagId) -> Kind {
        self.nodes[node.0 as usize].kind
    }

    /// The node's children, in order.
    pub fn children(&self, node: DagId) -> &[DagId] {
        &self.nodes[node.0 as usize].children
    }

    /// How many nodes the tree from `root` has once unfolded (saturating at `u64::MAX`).
    pub fn unfolded_len(&self, root: DagId) -> u64 {
        // Children are made before their parents, so one pass in id order suffices.
        let mut size = vec![0u64; root.0 as usize + 1];
        for i in 0..=root.0 as usize {
            size[i] = self.nodes[i]
                .children
                .iter()
                .fold(1u64, |s, c| s.saturating_add(size[c.0 as usize]));
        }
        size[root.0 as usize]
    }

    /// How often each node is reached from `root` along distinct edges (index: node id).
    fn references(&self, root: DagId) -> Vec<u32> {
        let mut refs = vec![0u32; self.nodes.len()];
        refs[root.0 as usize] = 1;
        let mut seen = vec![false; self.nodes.len()];
        let mut stack = vec![root];
        seen[root.0 as usize] = true;
        while let Some(n) = stack.pop() {
            for &c in &self.nodes[n.0 as usize].children {
                refs[c.0 as usize] = refs[c.0 as usize].saturating_add(1);
                if !std::mem::replace(&mut seen[c.0 as usize], true) {
                    stack.push(c);
                }
            }
        }
        refs
    }

    /// The tree from `root` with every shared node copied where it occurs, as the reader
    /// unfolds aliases: a label stays on the first occurrence (depth-first, in child order)
    /// only, so labels remain unique. Built with an explicit stack.
    pub fn unfold(&self, root: DagId) -> Result<Tree, super::BuildError> {
        let mut b = TreeBuilder::new();
        let mut labelled: HashSet<u32> = HashSet::new();
        // Pre-order: decide which occurrence keeps the label, as the file would.
        let mut first: Vec<bool> = Vec::new();
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            first.push(labelled.insert(n.0));
            for &c in self.nodes[n.0 as usize].children.iter().rev() {
                stack.push(c);
            }
        }
        // Post-order build: (node, pre-order index, children made so far).
        let mut order = 0usize;
        let mut frames: Vec<(DagId, usize, usize)> = vec![(root, order, 0)];
        order += 1;
        let mut results: Vec<NodeId> = Vec::new();
        while let Some(&mut (n, pre, ref mut next)) = frames.last_mut() {
            let node = &self.nodes[n.0 as usize];
            if *next < node.children.len() {
                let c = node.children[*next];
                *next += 1;
                frames.push((c, order, 0));
                order += 1;
                continue;
            }
            frames.pop();
            let kids = results.split_off(results.len() - node.children.len());
            let id = if node.kind == Kind::Leaf {
                b.leaf(node.value)
            } else {
                b.node(node.kind, kids)
            };
            if first[pre]
                && let Some(l) = &node.label
            {
                b.set_label(id, l.to_string());
            }
            if let Some(p) = &node.prob {
                b.set_prob(id, p.clone());
            }
            if let Some(e) = node.eval {
                b.set_eval(id, e);
            }
            results.push(id);
        }
        b.finish(results.pop().expect("the root was made"))
    }
}

/// What the writer needs to know of a node, for trees and DAGs alike.
trait Shape {
    type Id: Copy;
    fn root(&self) -> Self::Id;
    fn index(&self, n: Self::Id) -> usize;
    fn kind(&self, n: Self::Id) -> Kind;
    fn children(&self, n: Self::Id) -> &[Self::Id];
    fn value(&self, n: Self::Id) -> f64;
    fn label(&self, n: Self::Id) -> Option<&str>;
    /// The `p` to write for the node under `parent`, if one is written.
    fn prob_text(&self, n: Self::Id, parent: Option<Self::Id>) -> Option<String>;
    fn eval(&self, n: Self::Id) -> Option<f64>;
    fn noisy(&self, n: Self::Id) -> bool;
    fn note(&self, _parent: Self::Id, _index: usize) -> Option<&str> {
        None
    }
}

impl Shape for Tree {
    type Id = NodeId;
    fn root(&self) -> NodeId {
        Tree::root(self)
    }
    fn index(&self, n: NodeId) -> usize {
        n.index()
    }
    fn kind(&self, n: NodeId) -> Kind {
        Tree::kind(self, n)
    }
    fn children(&self, n: NodeId) -> &[NodeId] {
        Tree::children(self, n)
    }
    fn value(&self, n: NodeId) -> f64 {
        Tree::value(self, n).unwrap_or(0.0)
    }
    fn label(&self, n: NodeId) -> Option<&str> {
        Tree::label(self, n)
    }
    fn prob_text(&self, n: NodeId, parent: Option<NodeId>) -> Option<String> {
        (parent.is_some_and(|p| Tree::kind(self, p) == Kind::Chance) && !uniform_siblings(self, n))
            .then(|| prob_text(&self.probability(n)))
    }
    fn eval(&self, n: NodeId) -> Option<f64> {
        Tree::eval(self, n)
    }
    fn noisy(&self, n: NodeId) -> bool {
        Tree::noisy(self, n)
    }
}

/// A DAG seen from one root.
struct DagFrom<'a> {
    dag: &'a Dag,
    root: DagId,
}

impl Shape for DagFrom<'_> {
    type Id = DagId;
    fn root(&self) -> DagId {
        self.root
    }
    fn index(&self, n: DagId) -> usize {
        n.0 as usize
    }
    fn kind(&self, n: DagId) -> Kind {
        self.dag.nodes[n.0 as usize].kind
    }
    fn children(&self, n: DagId) -> &[DagId] {
        &self.dag.nodes[n.0 as usize].children
    }
    fn value(&self, n: DagId) -> f64 {
        self.dag.nodes[n.0 as usize].value
    }
    fn label(&self, n: DagId) -> Option<&str> {
        self.dag.nodes[n.0 as usize].label.as_deref()
    }
    fn prob_text(&self, n: DagId, parent: Option<DagId>) -> Option<String> {
        let under_chance = parent.is_some_and(|p| self.kind(p) == Kind::Chance);
        match &self.dag.nodes[n.0 as usize].prob {
            Some(p) if under_chance => Some(prob_text(p)),
            _ => None,
        }
    }
    fn eval(&self, n: DagId) -> Option<f64> {
        self.dag.nodes[n.0 as usize].eval
    }
    fn noisy(&self, _: DagId) -> bool {
        false
    }
    fn note(&self, parent: DagId, index: usize) -> Option<&str> {
        self.dag.notes.get(&(parent.0, index as u32)).map(|n| &**n)
    }
}

/// Names anchors: a node's label where it is a valid, unused anchor name, else `n<index>`.
#[derive(Default)]
struct Anchors {
    names: HashMap<usize, String>,
    used: HashSet<String>,
}

impl Anchors {
    fn name<S: Shape>(&mut self, shape: &S, n: S::Id) -> &str {
        let i = shape.index(n);
        if !self.names.contains_key(&i) {
            let mut name = match shape.label(n) {
                Some(l) if anchor_safe(l) => l.to_string(),
                _ => format!("n{i}"),
            };
            while self.used.contains(&name) {
                name.push('_');
            }
            self.used.insert(name.clone());
            self.names.insert(i, name);
        }
        &self.names[&i]
    }
}

/// Whether a label can serve as an anchor name as it is.
fn anchor_safe(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// The writer: an explicit stack of (node, parent, position under it, indent, list item).
fn write_shape<S: Shape>(shape: &S, refs: Option<&[u32]>, header: &Header) -> String {
    let shared = |n: S::Id| refs.is_some_and(|r| r[shape.index(n)] > 1);
    let mut anchors = Anchors::default();
    let mut written: HashSet<usize> = HashSet::new();
    let mut out = String::with_capacity(1024);
    for c in &header.comments {
        let _ = writeln!(out, "# {c}");
    }
    if let Some(n) = &header.name {
        let _ = writeln!(out, "name: {}", quote(n));
    }
    if let Some(s) = &header.source {
        let _ = writeln!(out, "source: {}", quote(s));
    }
    if let Some((l, u)) = header.bounds {
        let _ = writeln!(out, "bounds: [{}, {}]", fmt_value(l), fmt_value(u));
    }
    out.push_str("root:\n");
    type Frame<I> = (I, Option<(I, usize)>, usize, bool);
    let mut stack: Vec<Frame<S::Id>> = vec![(shape.root(), None, 2, false)];
    while let Some((id, from, indent, item)) = stack.pop() {
        let parent = from.map(|(p, _)| p);
        let note = from
            .and_then(|(p, i)| shape.note(p, i))
            .map(|n| format!("  # {n}"))
            .unwrap_or_default();
        let pad = " ".repeat(indent);
        let mut lead = if item {
            format!("{}- ", " ".repeat(indent.saturating_sub(2)))
        } else {
            pad.clone()
        };
        if shared(id) {
            let first = written.insert(shape.index(id));
            let name = anchors.name(shape, id).to_string();
            if !first {
                let _ = writeln!(out, "{lead}*{name}{note}");
                continue;
            }
            // The anchor stands alone on the item's line; the node's keys follow below it.
            let _ = writeln!(out, "{lead}&{name}{note}");
            lead = pad.clone();
        } else if !note.is_empty() {
            let _ = writeln!(out, "{lead}{}", note.trim_start());
            lead = pad.clone();
        }
        let item = item && lead != pad;
        let mut keys: Vec<String> = Vec::new();
        if let Some(l) = shape.label(id) {
            keys.push(format!("id: {}", quote(l)));
        }
        if let Some(p) = shape.prob_text(id, parent) {
            keys.push(format!("p: {p}"));
        }
        if let Some(e) = shape.eval(id) {
            keys.push(format!("eval: {}", fmt_value(e)));
        }
        if shape.noisy(id) {
            keys.push("noisy: true".to_string());
        }
        if shape.kind(id) == Kind::Leaf {
            let v = fmt_value(shape.value(id));
            if keys.is_empty() && item {
                let _ = writeln!(out, "{lead}{v}");
            } else {
                let _ = writeln!(out, "{lead}value: {v}");
                for k in keys {
                    let _ = writeln!(out, "{pad}{k}");
                }
            }
            continue;
        }
        let kind = shape.kind(id).name();
        let kids = shape.children(id);
        let plain = |c: S::Id| {
            shape.kind(c) == Kind::Leaf
                && shape.label(c).is_none()
                && shape.eval(c).is_none()
                && !shape.noisy(c)
                && shape.prob_text(c, Some(id)).is_none()
                && !shared(c)
        };
        let notes = (0..kids.len()).any(|i| shape.note(id, i).is_some());
        if !notes && kids.iter().all(|&c| plain(c)) {
            let vals: Vec<String> = kids.iter().map(|&c| fmt_value(shape.value(c))).collect();
            let _ = writeln!(out, "{lead}{kind}: [{}]", vals.join(", "));
            for k in keys {
                let _ = writeln!(out, "{pad}{k}");
            }
        } else {
            // Keys first: the children list must follow its `kind:` line directly.
            let mut first = lead;
            for k in keys {
                let _ = writeln!(out, "{first}{k}");
                first = pad.clone();
            }
            let _ = writeln!(out, "{first}{kind}:");
            for (i, &c) in kids.iter().enumerate().rev() {
                stack.push((c, Some((id, i)), indent + 2, true));
            }
        }
    }
    out
}

fn uniform_siblings(tree: &Tree, id: NodeId) -> bool {
    let Some(p) = tree.parent(id) else {
        return true;
    };
    let kids = tree.children(p);
    let share = 1.0 / kids.len() as f64;
    kids.iter().all(|&c| (tree.prob(c) - share).abs() < 1e-12)
}

fn prob_text(p: &Probability) -> String {
    match p.fraction {
        Some((_, d)) if d != 1 => format!("\"{}\"", p.display()),
        _ => p.display(),
    }
}

/// A string as a YAML scalar: plain when safe, double-quoted otherwise.
pub fn quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ' | '(' | ')' | '/'))
        && !s.starts_with([' ', '-'])
        && !s.ends_with(' ')
        && crate::num::parse_number(s).is_err()
        && !matches!(
            s.to_ascii_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "~"
        );
    if plain {
        s.to_string()
    } else {
        serde_json::to_string(s).expect("strings serialise")
    }
}

/// A number as YAML writes it, exactly: the shortest decimal that reads back as the same
/// float, and `.inf` / `-.inf` for the infinities.
fn fmt_value(v: f64) -> String {
    if v.is_infinite() {
        return if v > 0.0 { ".inf" } else { "-.inf" }.to_string();
    }
    crate::num::fmt_exact(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;

    #[test]
    fn written_trees_read_back_the_same() {
        let text = "root:\n  max:\n    - min: [3, 12, 8]\n      id: B\n    - chance:\n        - value: 1\n          p: \"1/3\"\n        - value: 2\n          p: \"2/3\"\n      eval: 1.5\n    - 4\n";
        let doc = parse_text(text).unwrap();
        let out = write(&doc.tree, &Header::default());
        let again = parse_text(&out).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
        assert_eq!(again.tree.len(), doc.tree.len());
        for id in doc.tree.ids() {
            assert_eq!(doc.tree.kind(id), again.tree.kind(id));
            assert_eq!(doc.tree.value(id), again.tree.value(id));
            assert_eq!(doc.tree.label(id), again.tree.label(id));
            assert_eq!(doc.tree.probability(id), again.tree.probability(id));
            assert_eq!(doc.tree.eval(id), again.tree.eval(id));
        }
        assert!(out.contains("min: [3, 12, 8]"), "{out}");
    }

    #[test]
    fn indent_bytes_are_the_inner_lines_indentation() {
        // Each inner node starts a line (`max:`, `- min: [..]`) indented two spaces a level;
        // the leaves in a flow list have no line of their own.
        let text =
            "root:\n  max:\n    - min: [3, 12]\n    - max:\n        - 1\n        - min: [2]\n";
        let doc = parse_text(text).unwrap();
        let out = write(&doc.tree, &Header::default());
        let inner: usize = out
            .lines()
            .filter(|l| l.trim_start_matches([' ', '-']).contains(':') && *l != "root:")
            .map(|l| l.len() - l.trim_start_matches([' ', '-']).len())
            .sum();
        assert_eq!(indent_bytes(&doc.tree), inner as u64, "{out}");
        assert!(indent_bytes(&doc.tree) < out.len() as u64);
    }

    fn shared_dag() -> (Dag, DagId) {
        let mut d = Dag::new();
        let (a, b) = (d.leaf(3.0), d.leaf(5.0));
        let shared = d.node(Kind::Min, vec![a, b]);
        d.set_label(shared, "S");
        let lone = d.leaf(4.0);
        d.set_label(lone, "L");
        let mid = d.node(Kind::Max, vec![shared, lone]);
        d.set_label(mid, "M");
        let root = d.node(Kind::Max, vec![shared, mid, shared]);
        d.set_note(root, 2, "the same position as S");
        (d, root)
    }

    #[test]
    fn shared_nodes_are_written_once_and_read_back_unfolded() {
        let (d, root) = shared_dag();
        assert_eq!(d.unfolded_len(root), 1 + 3 + (1 + 3 + 1) + 3);
        let out = write_dag(&d, root, &Header::default());
        assert_eq!(out.matches("&S").count(), 1, "{out}");
        assert_eq!(out.matches("*S").count(), 2, "{out}");
        assert!(out.contains("*S  # the same position as S"), "{out}");
        let doc = parse_text(&out).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
        let unfolded = d.unfold(root).unwrap();
        assert_eq!(doc.tree.len() as u64, d.unfolded_len(root));
        assert_eq!(unfolded.len(), doc.tree.len());
        for id in doc.tree.ids() {
            assert_eq!(doc.tree.kind(id), unfolded.kind(id));
            assert_eq!(doc.tree.value(id), unfolded.value(id));
            assert_eq!(doc.tree.label(id), unfolded.label(id));
        }
        // The label stays on the first occurrence only.
        assert_eq!(doc.tree.path(doc.tree.resolve("S").unwrap()), "1");
        assert_eq!(doc.tree.leaf_count(), 7);
    }

    #[test]
    fn shared_leaves_and_probabilities() {
        let mut d = Dag::new();
        let w = d.leaf(1.0);
        d.set_label(w, "W");
        let l = d.leaf(-1.0);
        d.set_prob(l, Probability::parse("2/3").unwrap());
        d.set_prob(w, Probability::parse("1/3").unwrap());
        let c = d.node(Kind::Chance, vec![w, l]);
        let root = d.node(Kind::Max, vec![c, w]);
        let out = write_dag(&d, root, &Header::default());
        let doc = parse_text(&out).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
        assert_eq!(doc.tree.leaf_count(), 3);
        let c = doc.tree.children(doc.tree.root())[0];
        assert_eq!(
            doc.tree.probability(doc.tree.children(c)[0]).display(),
            "1/3"
        );
        assert!(out.contains("p: \"2/3\""), "{out}");
    }

    #[test]
    fn quoting() {
        assert_eq!(quote("B"), "B");
        assert_eq!(quote("X5-O1"), "X5-O1");
        assert_eq!(quote("2.1"), "\"2.1\"");
        assert_eq!(quote("it's \"x\""), "\"it's \\\"x\\\"\"");
        assert_eq!(quote("true"), "\"true\"");
    }
}
