//! Every node's result, as the search records it: what a view asks of a finished search.
//!
//! The search writes down only what it visits. A leaf's result is its own value, so a leaf
//! costs one bit (evaluated or not); an inner node's result (its value, bound kind and best
//! child, or its estimate at the depth limit) goes into a log in the order the search gave
//! them. Nothing is written for the nodes a search never reaches, so a search that prunes
//! most of a big tree pays for the part it searched, not for the whole tree. A lookup finds
//! a node's last entry through an index made on the first lookup.

use std::sync::OnceLock;

use super::{Bound, NodeResult};
use crate::tree::{Kind, NodeId, Tree};

/// The results of one search (or of all the passes of a multi-pass one).
#[derive(Clone, Debug, Default)]
pub struct Results {
    /// One bit per node: set for each leaf the search evaluated.
    evaluated: Vec<u64>,
    /// Inner nodes' results, in the order the search gave them (a node may appear more
    /// than once: a later pass, a PVS re-search; the last entry is its result).
    log: Vec<(NodeId, NodeResult)>,
    /// For each node in the log, the position of its last entry, sorted by node.
    index: OnceLock<Box<[(u32, u32)]>>,
}

impl Results {
    /// Room for a search of `tree`: nothing evaluated yet.
    pub fn new(tree: &Tree) -> Self {
        // Room for every inner node's result, so the log never moves while the search
        // writes it; pages the search never reaches are never touched. A search that visits
        // a big tree whole writes megabytes of it, fresh memory taken one page fault at a
        // time: on huge pages those faults are a few hundred times fewer.
        let mut log = Vec::with_capacity(tree.len() - tree.leaf_count());
        crate::pages::advise_huge(&mut log);
        Results {
            evaluated: vec![0; tree.len().div_ceil(64)],
            log,
            index: OnceLock::new(),
        }
    }

    /// The search evaluated the leaf `node`.
    #[inline(always)]
    pub(crate) fn leaf(&mut self, node: NodeId) {
        let i = node.index();
        self.evaluated[i >> 6] |= 1 << (i & 63);
    }

    /// The search gave the inner node `node` this result.
    #[inline(always)]
    pub(crate) fn inner(&mut self, node: NodeId, result: NodeResult) {
        // (The search writes before anyone looks up: a lookup index made earlier would miss
        // this entry.)
        debug_assert!(self.index.get().is_none(), "a result logged after a lookup");
        self.log.push((node, result));
    }

    /// Takes in what a later search of the same tree recorded: its results replace these
    /// where both have one.
    pub(crate) fn absorb(&mut self, later: Results) {
        for (mine, theirs) in self.evaluated.iter_mut().zip(&later.evaluated) {
            *mine |= theirs;
        }
        self.log.extend(later.log);
        self.index = OnceLock::new();
    }

    /// Whether the search evaluated the leaf `id`.
    #[inline]
    pub fn evaluated(&self, id: NodeId) -> bool {
        let i = id.index();
        self.evaluated
            .get(i >> 6)
            .is_some_and(|w| w & (1 << (i & 63)) != 0)
    }

    /// The result at `id`, a node of `tree`: [`NodeResult::UNVISITED`] where the search never
    /// gave it one.
    pub fn get(&self, tree: &Tree, id: NodeId) -> NodeResult {
        if tree.kind(id) == Kind::Leaf {
            return if self.evaluated(id) {
                NodeResult::new(tree.raw_value(id), Bound::Exact, None, false)
            } else {
                NodeResult::UNVISITED
            };
        }
        let index = self.index.get_or_init(|| self.build_index());
        match index.binary_search_by_key(&id.0, |&(node, _)| node) {
            Ok(i) => self.log[index[i].1 as usize].1,
            Err(_) => NodeResult::UNVISITED,
        }
    }

    /// Whether the search reached `id` at all (evaluated it, or gave it a result).
    pub fn visited(&self, tree: &Tree, id: NodeId) -> bool {
        self.get(tree, id).bound != Bound::Unvisited
    }

    /// Each logged node with the position of its last entry, sorted by node.
    fn build_index(&self) -> Box<[(u32, u32)]> {
        let mut index: Vec<(u32, u32)> = self
            .log
            .iter()
            .enumerate()
            .map(|(pos, (node, _))| (node.0, pos as u32))
            .collect();
        // Sorted by node, then by position: the last of each run is the node's result.
        index.sort_unstable();
        index.reverse();
        index.dedup_by_key(|&mut (node, _)| node);
        index.reverse();
        index.into_boxed_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fig() -> Tree {
        crate::parse::parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}]")
            .unwrap()
            .tree
    }

    #[test]
    fn a_leaf_is_its_own_value_once_evaluated() {
        let tree = fig();
        let mut r = Results::new(&tree);
        let leaf = tree.leaf(2).unwrap();
        assert_eq!(r.get(&tree, leaf).bound, Bound::Unvisited);
        r.leaf(leaf);
        assert_eq!(
            r.get(&tree, leaf),
            NodeResult::new(12.0, Bound::Exact, None, false)
        );
        assert!(!r.evaluated(tree.leaf(1).unwrap()));
    }

    #[test]
    fn an_inner_node_has_its_last_result() {
        let tree = fig();
        let mut r = Results::new(&tree);
        let root = tree.root();
        let b = tree.children(root)[1];
        r.inner(root, NodeResult::new(5.0, Bound::Lower, None, false));
        r.inner(b, NodeResult::new(2.0, Bound::Upper, None, false));
        r.inner(root, NodeResult::new(3.0, Bound::Exact, Some(b), false));
        assert_eq!(r.get(&tree, root).value, 3.0);
        assert_eq!(r.get(&tree, root).best(), Some(b));
        assert_eq!(r.get(&tree, b).bound, Bound::Upper);
        assert!(!r.visited(&tree, tree.children(root)[0]));
        assert_eq!(Results::new(&tree).get(&tree, root).bound, Bound::Unvisited);
    }

    #[test]
    fn a_later_search_replaces_an_earlier_ones_results() {
        let tree = fig();
        let root = tree.root();
        let mut first = Results::new(&tree);
        first.inner(root, NodeResult::new(1.0, Bound::Exact, None, false));
        first.leaf(tree.leaf(1).unwrap());
        assert_eq!(first.get(&tree, root).value, 1.0);
        let mut later = Results::new(&tree);
        later.inner(root, NodeResult::new(2.0, Bound::Exact, None, false));
        later.leaf(tree.leaf(4).unwrap());
        first.absorb(later);
        assert_eq!(first.get(&tree, root).value, 2.0);
        assert!(first.evaluated(tree.leaf(1).unwrap()) && first.evaluated(tree.leaf(4).unwrap()));
    }
}
