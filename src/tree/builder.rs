//! Building a [`Tree`] in memory, bottom-up: the API for generators, games and tests.
//!
//! Nodes are made children-first (`leaf`, then `node(kind, children)`), and
//! [`TreeBuilder::finish`] lays them out as the parser does: depth-first in child order,
//! leaves numbered left to right. The layout pass uses an explicit stack, so a chain a
//! million nodes deep builds without touching the call stack.

use super::{Kind, Node, NodeId, Pos, Tree, looks_like_path};
use crate::num::Probability;

/// Why [`TreeBuilder::finish`] refused a tree.
#[derive(Debug, Clone, PartialEq)]
pub enum BuildError {
    /// An inner node was given no children.
    NoChildren {
        /// The node's kind.
        kind: &'static str,
        /// The builder handle of the node.
        node: u32,
    },
    /// A node was used as a child twice (or the root was used as a child).
    Shared(u32),
    /// Two nodes carry the same label.
    DuplicateLabel(String),
    /// A label looks like a path but is not that node's path.
    PathLikeLabel {
        /// The offending label.
        label: String,
        /// The node's real path.
        path: String,
    },
    /// A chance node's probabilities are missing on some children, out of range, or do not
    /// sum to 1.
    Probabilities {
        /// The chance node's path.
        node: String,
        /// What is wrong.
        problem: ProbError,
    },
    /// A leaf value or estimate is NaN.
    NotFinite(u32),
}

/// (The sentences people read for these errors are made in `render::errors`.)
impl std::error::Error for BuildError {}

#[derive(Clone, Debug)]
struct Draft {
    kind: Kind,
    value: f64,
    eval: f64,
    noisy: bool,
    prob: Option<Probability>,
    label: Option<String>,
    children: Vec<u32>,
}

/// Builds a [`Tree`] bottom-up. Handles returned by [`leaf`](Self::leaf) and
/// [`node`](Self::node) are only meaningful to this builder.
#[derive(Clone, Debug, Default)]
pub struct TreeBuilder {
    drafts: Vec<Draft>,
}

impl TreeBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of nodes made so far.
    pub fn len(&self) -> usize {
        self.drafts.len()
    }

    /// True before the first node is made.
    pub fn is_empty(&self) -> bool {
        self.drafts.is_empty()
    }

    fn push(&mut self, kind: Kind, value: f64, children: Vec<NodeId>) -> NodeId {
        let id = NodeId(self.drafts.len() as u32);
        self.drafts.push(Draft {
            kind,
            value,
            eval: f64::NAN,
            noisy: false,
            prob: None,
            label: None,
            children: children.into_iter().map(|c| c.0).collect(),
        });
        id
    }

    /// A leaf with a value.
    pub fn leaf(&mut self, value: f64) -> NodeId {
        self.push(Kind::Leaf, value, Vec::new())
    }

    /// An inner node (`Max`, `Min` or `Chance`) over the given children, in order.
    /// Chance children are equally likely unless [`set_prob`](Self::set_prob) says otherwise.
    pub fn node(&mut self, kind: Kind, children: Vec<NodeId>) -> NodeId {
        self.push(kind, f64::NAN, children)
    }

    /// Gives a node a label (its `id:` in a file).
    pub fn set_label(&mut self, node: NodeId, label: impl Into<String>) {
        self.drafts[node.index()].label = Some(label.into());
    }

    /// Gives a chance node's child its probability.
    pub fn set_prob(&mut self, node: NodeId, p: Probability) {
        self.drafts[node.index()].prob = Some(p);
    }

    /// Gives a node a heuristic estimate (`eval:`).
    pub fn set_eval(&mut self, node: NodeId, eval: f64) {
        self.drafts[node.index()].eval = eval;
    }

    /// Marks a node `noisy` (quiescence: a depth cut-off must not stop there).
    pub fn set_noisy(&mut self, node: NodeId, noisy: bool) {
        self.drafts[node.index()].noisy = noisy;
    }

    /// Lays the tree out from `root`, checks it, and returns it. Nodes not reachable from
    /// `root` are dropped.
    pub fn finish(self, root: NodeId) -> Result<Tree, BuildError> {
        let drafts = self.drafts;
        let mut tree = Tree::default();
        let mut used = vec![false; drafts.len()];
        // The draft each arena node came from.
        let mut draft_of: Vec<u32> = Vec::with_capacity(drafts.len());
        // (draft, parent, sibling index, slot in the child array)
        let mut stack: Vec<(u32, u32, u32, usize)> = vec![(root.0, u32::MAX, 0, usize::MAX)];
        while let Some((d, parent, index, slot)) = stack.pop() {
            if std::mem::replace(&mut used[d as usize], true) {
                return Err(BuildError::Shared(d));
            }
            let draft = &drafts[d as usize];
            let id = NodeId(tree.nodes.len() as u32);
            let mut node = Node::new(draft.kind);
            node.set_noisy(draft.noisy);
            if !draft.eval.is_nan() {
                tree.evals.insert(id, draft.eval);
            }
            if draft.kind == Kind::Leaf {
                if draft.value.is_nan() {
                    return Err(BuildError::NotFinite(d));
                }
                node.value = draft.value;
                tree.leaves.push(id);
            } else if draft.children.is_empty() {
                return Err(BuildError::NoChildren {
                    kind: draft.kind.name(),
                    node: d,
                });
            }
            if slot != usize::MAX {
                tree.children[slot] = id;
            }
            let first = tree.children.len();
            node.set_children(first, draft.children.len());
            tree.children
                .extend(std::iter::repeat_n(NodeId(u32::MAX), draft.children.len()));
            for (i, &c) in draft.children.iter().enumerate().rev() {
                stack.push((c, id.0, i as u32, first + i));
            }
            tree.push_node(node, parent, index, Pos::default());
            draft_of.push(d);
            if let Some(label) = &draft.label {
                let path = tree.path(id);
                if looks_like_path(label) && *label != path {
                    return Err(BuildError::PathLikeLabel {
                        label: label.clone(),
                        path,
                    });
                }
                if tree.by_label.contains_key(label.as_str()) {
                    return Err(BuildError::DuplicateLabel(label.clone()));
                }
                tree.set_label(id, label);
            }
        }
        // Probabilities, now that every chance node's children have ids.
        let probs: Vec<Option<&Probability>> = draft_of
            .iter()
            .map(|&d| drafts[d as usize].prob.as_ref())
            .collect();
        for id in 0..tree.nodes.len() {
            let id = NodeId(id as u32);
            if tree.kind(id) != Kind::Chance {
                continue;
            }
            let kids: Vec<NodeId> = tree.children(id).to_vec();
            let given: Vec<Option<&Probability>> = kids.iter().map(|c| probs[c.index()]).collect();
            let assigned =
                assign_probabilities(&given).map_err(|problem| BuildError::Probabilities {
                    node: tree.path(id),
                    problem,
                })?;
            for (c, p) in kids.iter().zip(assigned) {
                tree.set_prob(*c, p.value);
                if let Some(f) = p.fraction {
                    tree.fractions.insert(*c, f);
                }
            }
        }
        Ok(tree)
    }
}

/// What is wrong with a chance node's probabilities.
#[derive(Clone, Debug, PartialEq)]
pub enum ProbError {
    /// Some children have `p`, others not.
    Partial {
        /// 0-based index of the first child without `p`.
        first_missing: usize,
    },
    /// A probability outside (0, 1].
    Range {
        /// 0-based index of the child.
        child: usize,
    },
    /// The probabilities do not sum to 1.
    Sum {
        /// What they sum to.
        sum: f64,
    },
}

impl std::error::Error for ProbError {}

/// Checks one chance node's probabilities (all given or none, each in (0, 1], summing to 1
/// within 1e-9) and fills in the uniform share when none are given.
pub(crate) fn assign_probabilities(
    given: &[Option<&Probability>],
) -> Result<Vec<Probability>, ProbError> {
    let n = given.len();
    if given.iter().all(|p| p.is_none()) {
        return Ok(vec![Probability::uniform(n); n]);
    }
    if let Some(first_missing) = given.iter().position(|p| p.is_none()) {
        return Err(ProbError::Partial { first_missing });
    }
    let given: Vec<&Probability> = given.iter().flatten().copied().collect();
    if let Some(child) = given
        .iter()
        .position(|p| !(p.value > 0.0 && p.value <= 1.0))
    {
        return Err(ProbError::Range { child });
    }
    let sum: f64 = given.iter().map(|p| p.value).sum();
    if (sum - 1.0).abs() > 1e-9 {
        return Err(ProbError::Sum { sum });
    }
    Ok(given.into_iter().cloned().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_million_deep_chain_builds_without_recursion() {
        let mut b = TreeBuilder::new();
        let mut cur = b.leaf(7.0);
        for i in 0..1_000_000 {
            let kind = if i % 2 == 0 { Kind::Min } else { Kind::Max };
            cur = b.node(kind, vec![cur]);
        }
        let t = b.finish(cur).unwrap();
        assert_eq!(t.len(), 1_000_001);
        assert_eq!(t.height(), 1_000_000);
        assert_eq!(t.leaf_count(), 1);
    }

    #[test]
    fn sharing_and_bad_probabilities_are_refused() {
        let mut b = TreeBuilder::new();
        let l = b.leaf(1.0);
        let r = b.node(Kind::Max, vec![l, l]);
        assert_eq!(b.finish(r).unwrap_err(), BuildError::Shared(0));

        let mut b = TreeBuilder::new();
        let (x, y) = (b.leaf(1.0), b.leaf(2.0));
        b.set_prob(x, Probability::from_f64(0.5));
        b.set_prob(y, Probability::from_f64(0.4));
        let r = b.node(Kind::Chance, vec![x, y]);
        let err = b.finish(r).unwrap_err().to_string();
        assert!(err.contains("sum to 0.9"), "{err}");
    }

    #[test]
    fn uniform_probabilities_by_default() {
        let mut b = TreeBuilder::new();
        let kids = vec![b.leaf(1.0), b.leaf(2.0), b.leaf(3.0)];
        let r = b.node(Kind::Chance, kids);
        let t = b.finish(r).unwrap();
        let c = t.children(t.root())[1];
        assert_eq!(t.probability(c).display(), "1/3");
    }
}
