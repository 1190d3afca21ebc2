//! What one answer line is about: the items an answer block grades, named as reports and
//! JSON name them, and a claim written in an answer with where it was written.

use crate::message::{Message, msg};
use crate::tree::{NodeId, Pos, Tree};

/// What an answer line is about.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// The root's value.
    Value,
    /// The best move.
    Best,
    /// The pruned set.
    Pruned,
    /// How many leaves the search evaluates (`evaluated`).
    Evaluated,
    /// The leaves in the order the search evaluates them (`evaluation_order`).
    EvaluationOrder,
    /// The value shown at a node.
    NodeValue(NodeId),
    /// The window a node was entered with.
    Window(NodeId),
    /// The interval a chance node's value is proven to lie in.
    Interval(NodeId),
    /// The child UCB1 selects at a node after an iteration, and its UCB1 value.
    NextSelection {
        /// The iteration after which the statistics are taken.
        after: u64,
        /// The node choosing.
        at: NodeId,
    },
    /// A `values` or `windows` answer under a name no node has: `values.X` as written.
    Unknown(String),
}

impl Item {
    /// The item's name in JSON: `value`, `best`, `pruned`, `evaluated`, `evaluation_order`,
    /// `values.C`, `windows.C`, `intervals.C`, `next_selection.C@12` (at C after iteration
    /// 12).
    pub fn name(&self, tree: &Tree) -> String {
        match self {
            Item::Value => "value".into(),
            Item::Best => "best".into(),
            Item::Pruned => "pruned".into(),
            Item::Evaluated => "evaluated".into(),
            Item::EvaluationOrder => "evaluation_order".into(),
            Item::NodeValue(n) => format!("values.{}", tree.name(*n)),
            Item::Window(n) => format!("windows.{}", tree.name(*n)),
            Item::Interval(n) => format!("intervals.{}", tree.name(*n)),
            Item::NextSelection { after, at } => {
                format!("next_selection.{}@{after}", tree.name(*at))
            }
            Item::Unknown(key) => key.clone(),
        }
    }

    /// The item in words, as the subject of a sentence: `your pruned set`, `your value at C`.
    pub fn words(&self, tree: &Tree) -> Message {
        match self {
            Item::Value => msg!("item-your-value"),
            Item::Best => msg!("item-your-best"),
            Item::Pruned => msg!("item-your-pruned"),
            Item::Evaluated => msg!("item-your-evaluated"),
            Item::EvaluationOrder => msg!("item-your-evaluation-order"),
            Item::NodeValue(n) => msg!("item-your-value-at", node = tree.name(*n)),
            Item::Window(n) => msg!("item-your-window-at", node = tree.name(*n)),
            Item::Interval(n) => msg!("item-your-interval-at", node = tree.name(*n)),
            Item::NextSelection { after, at } => msg!(
                "item-your-next-selection",
                node = tree.name(*at),
                after = *after
            ),
            Item::Unknown(key) => msg!("item-your-other", key = key.as_str()),
        }
    }
}

/// One claim and where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim<T> {
    /// What is claimed.
    pub what: T,
    /// Where.
    pub pos: Pos,
    /// For a number written as a decimal (`2.33`), its digits after the point: a value that
    /// comes from chance averaging is right when it rounds to the number written.
    pub places: Option<u8>,
    /// For a number the float it is read as only comes near (`2.99999999999999999`, read as
    /// 3), the answer as written: it is no value from the tree file, which is exactly the
    /// float it is read as, and is shown as written.
    pub inexact: Option<String>,
}

impl<T> Claim<T> {
    /// A claim written at `pos` (a number with no decimal places to round to).
    pub fn new(what: T, pos: Pos) -> Self {
        Claim {
            what,
            pos,
            places: None,
            inexact: None,
        }
    }
}
