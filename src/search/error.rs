//! What a search refuses to do, as facts: the node, the algorithm, the limit it is about.
//! Words for people are made from these above the core, in `render::errors`, in the
//! reader's language.

use super::Algorithm;
use crate::tree::{NodeId, Pos, Tree};

/// A node an error is about: the node itself, the name people know it by, and where the
/// file wrote it.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeAt {
    /// The node.
    pub id: NodeId,
    /// Its display name (its id, or its path).
    pub name: String,
    /// Where the file wrote it (line 0 when it was not read from a file).
    pub pos: Pos,
}

impl NodeAt {
    /// The node `id` of `tree`, named and placed.
    pub fn of(tree: &Tree, id: NodeId) -> Self {
        NodeAt {
            id,
            name: tree.name(id),
            pos: tree.pos(id),
        }
    }
}

/// Why a search could not give a result.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchError {
    /// A chance node's weighted sum met `∞ − ∞`: its children include both infinities.
    InfiniteSum {
        /// The chance node.
        node: NodeAt,
    },
    /// The depth limit reached an inner node that has no `eval:` estimate.
    NoEstimate {
        /// The node at the limit.
        node: NodeAt,
        /// The depth limit.
        depth: u32,
        /// Met by a pass of iterative deepening (which scores every shallower frontier).
        deepening: bool,
    },
    /// `--order eval` met a child of a MAX or MIN node without an estimate.
    NoEstimateToOrder {
        /// The child.
        node: NodeAt,
        /// Met by a pass of iterative deepening.
        deepening: bool,
    },
    /// A multi-pass search (MTD(f), SSS*) did not close on a value.
    NoConvergence {
        /// The algorithm.
        algorithm: Algorithm,
        /// The passes it made.
        passes: u32,
    },
    /// The search took more steps than a recorder keeps to explain it.
    TooManySteps {
        /// The recorder's limit.
        limit: usize,
    },
    /// Alpha-beta without deep cutoffs asked of an algorithm it is not defined for.
    NoDeepCutoffs {
        /// The algorithm.
        algorithm: Algorithm,
    },
    /// Monte Carlo tree search asked of a view of exhaustive searches (values, bounds,
    /// pruned leaves): `eval` and `trace` run it through [`super::mcts::run`].
    Sampled,
    /// A Monte Carlo search that cannot run.
    Mcts(super::mcts::MctsError),
}

impl SearchError {
    /// The same error as met by a pass of iterative deepening.
    pub(crate) fn in_deepening(self) -> Self {
        match self {
            SearchError::NoEstimate { node, depth, .. } => SearchError::NoEstimate {
                node,
                depth,
                deepening: true,
            },
            SearchError::NoEstimateToOrder { node, .. } => SearchError::NoEstimateToOrder {
                node,
                deepening: true,
            },
            other => other,
        }
    }
}

/// A search's result, or why it has none.
pub type Result<T> = std::result::Result<T, SearchError>;
