//! Views of a search: each one listens to the search's outcome or record and renders it.
//! None of them knows how pruning works.

pub mod ascii;
pub mod bench;
pub mod check;
pub mod compare;
pub mod deep;
pub mod diff;
pub mod dot;
mod dot_size;
mod dot_spacing;
pub mod efg;
pub mod elide;
pub mod errors;
pub mod grade_formats;
pub mod html;
pub mod json;
pub mod mcts;
pub mod names;
pub mod node_state;
pub mod notes;
pub mod practice;
#[cfg(test)]
mod rule_words;
pub mod say;
pub mod sheet;
pub mod style;
pub mod summary;
pub mod svg;
pub mod table;
pub mod term;
pub mod tikz;
pub mod trace;
pub mod words;
pub mod wrap;

pub use style::Style;

use crate::tree::{NodeId, Tree};

/// A node as reports name it: `B (path 1)` when labelled, else its path (the root by the
/// reader's word for it).
pub fn node_name(tree: &Tree, id: NodeId) -> String {
    match tree.label(id) {
        Some(l) => crate::i18n::tr!("name-labelled", label = l, path = tree.path(id)),
        None => names::name(tree, id),
    }
}

/// A leaf as reports name it: `leaf 5 (id E, value 4)`.
pub fn leaf_name(tree: &Tree, id: NodeId) -> String {
    let n = tree.leaf_number(id).unwrap_or(0);
    let v = tree
        .value(id)
        .map(crate::num::fmt_value)
        .unwrap_or_default();
    match tree.label(id) {
        Some(l) => crate::i18n::tr!("name-leaf-labelled", leaf = n, label = l, value = v),
        None => crate::i18n::tr!("name-leaf", leaf = n, value = v),
    }
}

/// A node's kind as views mark it (`MAX`, `MIN`, `CHANCE`), in the reader's language.
pub fn kind_mark(kind: crate::tree::Kind) -> String {
    crate::i18n::tr!(match kind {
        crate::tree::Kind::Max => "kind-max",
        crate::tree::Kind::Min => "kind-min",
        crate::tree::Kind::Chance => "kind-chance",
        crate::tree::Kind::Leaf => "kind-leaf",
    })
}

pub use crate::check::phrases::kind_node_key;
