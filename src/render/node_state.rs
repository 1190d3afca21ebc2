//! What the search did at each node, as the drawings (DOT, TikZ) show it: entered, scored
//! at the depth limit, bounded by a Star2 probe, pruned, or below the depth limit. One
//! classification serves every drawing.

use std::collections::HashMap;

use crate::search::{Bound, Outcome};
use crate::tree::{NodeId, Tree};

/// What the search did at a node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NodeState {
    /// Entered: its value or bound is known.
    Searched,
    /// Scored by its `eval:` estimate at the depth limit.
    Horizon,
    /// Never entered, but Star2 probed its first child: the probe bounds it.
    Probed(f64),
    /// Never entered because a cutoff skipped it (or an ancestor).
    Pruned,
    /// Never entered because it lies below a node scored at the depth limit.
    BeyondHorizon,
}

impl NodeState {
    /// Whether the search entered the node.
    pub fn entered(self) -> bool {
        matches!(self, NodeState::Searched | NodeState::Horizon)
    }
}

/// Every node's state. `horizon` tells the nodes scored at the depth limit; `probes` the
/// bound a Star2 probe gave each probed child.
pub fn node_states(
    tree: &Tree,
    outcome: &Outcome,
    horizon: impl Fn(NodeId) -> bool,
    probes: &HashMap<NodeId, f64>,
) -> Vec<NodeState> {
    let mut states = vec![NodeState::Pruned; tree.len()];
    // Parents come before children in the arena, so one forward pass sees each parent first.
    for id in tree.ids() {
        let beyond = tree.parent(id).is_some_and(|p| {
            matches!(
                states[p.index()],
                NodeState::Horizon | NodeState::BeyondHorizon
            )
        });
        states[id.index()] = if outcome.result(tree, id).bound != Bound::Unvisited {
            if horizon(id) {
                NodeState::Horizon
            } else {
                NodeState::Searched
            }
        } else if beyond {
            NodeState::BeyondHorizon
        } else if let Some(&b) = probes.get(&id) {
            NodeState::Probed(b)
        } else {
            NodeState::Pruned
        };
    }
    states
}
