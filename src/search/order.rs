//! The order children are searched in.
//!
//! An order is a permutation of every node's children, laid out like the tree's own child
//! array, so the search reads "the next child" the same way whatever the order. Leaf
//! numbers and paths never change with the order: they are the file's.

use std::borrow::Cow;

use super::error::{NodeAt, Result, SearchError};
use super::{Algorithm, Config};
use crate::tree::{Kind, NodeId, Tree};

/// How children are ordered before searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, clap::ValueEnum)]
pub enum Order {
    /// File order, left to right.
    #[default]
    #[value(help = "File order, left to right")]
    Given,
    /// Right to left.
    #[value(help = "Right to left")]
    Reversed,
    /// Best first by true minimax value (an oracle): the minimal tree alpha-beta can search.
    #[value(help = "Best child first, by true minimax value (an oracle: the minimal tree)")]
    Best,
    /// Worst first by true minimax value: alpha-beta's maximal tree.
    #[value(help = "Worst child first, by true minimax value (the maximal tree)")]
    Worst,
    /// By each child's `eval:` estimate, the most promising for the mover first.
    #[value(help = "By each child's `eval:` estimate")]
    Eval,
}

impl Order {
    /// Every order, as listed in help and `compare`.
    pub const ALL: [Order; 5] = [
        Order::Given,
        Order::Reversed,
        Order::Best,
        Order::Worst,
        Order::Eval,
    ];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Order::Given => "given",
            Order::Reversed => "reversed",
            Order::Best => "best",
            Order::Worst => "worst",
            Order::Eval => "eval",
        }
    }

    /// Looks an order up by name.
    pub fn from_name(name: &str) -> Option<Order> {
        Order::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// The child array in search order for `config`.
pub(crate) fn arrange<'t>(tree: &'t Tree, config: &Config) -> Result<Cow<'t, [NodeId]>> {
    let keys: Vec<f64> = match config.order {
        Order::Given => return Ok(Cow::Borrowed(tree.child_array())),
        Order::Reversed => {
            let mut arr = tree.child_array().to_vec();
            for id in tree.ids() {
                let (first, count) = tree.child_range(id);
                arr[first..first + count].reverse();
            }
            return Ok(Cow::Owned(arr));
        }
        Order::Best | Order::Worst => {
            let oracle = Config {
                algorithm: Algorithm::Minimax,
                order: Order::Given,
                ..config.clone()
            };
            let outcome = super::run(tree, &oracle)?;
            tree.ids()
                .map(|id| outcome.result(tree, id).value)
                .collect()
        }
        Order::Eval => tree
            .ids()
            .map(|id| tree.eval(id).or_else(|| tree.value(id)).unwrap_or(f64::NAN))
            .collect(),
    };
    let mut arr = tree.child_array().to_vec();
    for id in tree.ids() {
        let kind = tree.kind(id);
        if !matches!(kind, Kind::Max | Kind::Min) {
            continue;
        }
        let (first, count) = tree.child_range(id);
        let slice = &mut arr[first..first + count];
        if config.order == Order::Eval
            && let Some(&c) = slice.iter().find(|c| keys[c.index()].is_nan())
        {
            return Err(SearchError::NoEstimateToOrder {
                node: NodeAt::of(tree, c),
                deepening: false,
            });
        }
        // Best first means high values first at MAX and low first at MIN; worst is the mirror.
        let descending = (kind == Kind::Max) != (config.order == Order::Worst);
        slice.sort_by(|a, b| {
            let (x, y) = (keys[a.index()], keys[b.index()]);
            if descending {
                y.total_cmp(&x)
            } else {
                x.total_cmp(&y)
            }
        });
    }
    Ok(Cow::Owned(arr))
}
