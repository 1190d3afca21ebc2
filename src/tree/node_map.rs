//! A map from node to a rare fact about it that a machine-made tree can give nearly every
//! node: a column beyond 65,534 on a tree written on one line, a probability's fraction
//! under a chance node. Such facts arrive in node order as the file is read, so they are
//! kept in a list that grows in node order, looked up by binary search; only a fact set out
//! of that order (a node given its place again after later nodes, the children of a chance
//! node that closes after deeper ones) goes into a hash map beside it.

use super::NodeId;
use std::collections::HashMap;

/// A fact of type `T` by node.
#[derive(Clone, Debug)]
pub(crate) struct NodeMap<T> {
    /// In increasing node order: each pushed after every node already here.
    in_order: Vec<(NodeId, T)>,
    /// Nodes set below the last of `in_order` and not in it; never in both.
    other: HashMap<NodeId, T>,
}

impl<T> Default for NodeMap<T> {
    fn default() -> Self {
        NodeMap {
            in_order: Vec::new(),
            other: HashMap::new(),
        }
    }
}

impl<T: Copy> NodeMap<T> {
    /// Keeps `value` for `id`, in place of any it had.
    pub(crate) fn insert(&mut self, id: NodeId, value: T) {
        if self.in_order.last().is_none_or(|&(last, _)| last < id) {
            self.in_order.push((id, value));
        } else if let Ok(i) = self.in_order.binary_search_by_key(&id, |&(n, _)| n) {
            self.in_order[i].1 = value;
        } else {
            self.other.insert(id, value);
        }
    }

    /// `id`'s value, if it has one.
    pub(crate) fn get(&self, id: NodeId) -> Option<T> {
        match self.in_order.binary_search_by_key(&id, |&(n, _)| n) {
            Ok(i) => Some(self.in_order[i].1),
            Err(_) => self.other.get(&id).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever the order of the settings, each node keeps the last value set for it.
        #[test]
        fn each_node_keeps_its_last_value(sets in prop::collection::vec((0u32..64, any::<u32>()), 0..200)) {
            let (mut map, mut want) = (NodeMap::default(), HashMap::new());
            for &(id, value) in &sets {
                map.insert(NodeId(id), value);
                want.insert(id, value);
            }
            for id in 0..64 {
                prop_assert_eq!(map.get(NodeId(id)), want.get(&id).copied(), "node {}", id);
            }
        }
    }

    #[test]
    fn facts_set_in_node_order_fill_only_the_list() {
        let mut map = NodeMap::default();
        for id in 0..1000 {
            map.insert(NodeId(id), 70_000 + id);
        }
        map.insert(NodeId(0), 65_535);
        assert!(map.other.is_empty());
        assert_eq!(map.get(NodeId(0)), Some(65_535));
        assert_eq!(map.get(NodeId(999)), Some(70_999));
        assert_eq!(map.get(NodeId(1000)), None);
    }
}
