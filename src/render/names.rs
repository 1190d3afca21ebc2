//! Names of nodes as people read them in tables and notes: a label cut to a width, a path
//! cut to its ends with its depth.

use crate::check::phrases;
use crate::render::say::say;
use crate::tree::{NodeId, Tree};

/// The node's path for people: whole when short, else its ends around an ellipsis with
/// the depth, `1.1.1…1.1.1.2.1 (depth 6000)`.
pub fn short_path(tree: &Tree, id: NodeId) -> String {
    say(&phrases::short_path(tree, id))
}

/// The node's name in a sentence: its label, else its path, the root's being the reader's
/// word for the root (`root`, `根节点`). Whole, where [`short_name`] cuts to a width.
pub fn name(tree: &Tree, id: NodeId) -> String {
    match tree.label(id) {
        Some(l) => l.to_string(),
        None if id == tree.root() => crate::i18n::tr!("path-root"),
        None => tree.path(id),
    }
}

/// The node's name for people: its label (cut to a width), else its [`short_path`].
pub fn short_name(tree: &Tree, id: NodeId) -> String {
    say(&phrases::short_name(tree, id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::{Kind, TreeBuilder};

    #[test]
    fn deep_paths_are_shortened_for_people_with_their_depth() {
        let mut b = TreeBuilder::new();
        let mut below = b.leaf(1.0);
        for _ in 0..6000 {
            let other = b.leaf(0.0);
            below = b.node(Kind::Max, vec![other, below]);
        }
        let t = b.finish(below).unwrap();
        let deepest = *t.leaves().last().unwrap();
        assert_eq!(short_path(&t, deepest), "2.2.2…2.2.2.2.2 (depth 6000)");
        assert_eq!(short_path(&t, t.root()), "root");
    }

    #[test]
    fn the_root_is_called_by_the_readers_word_for_it() {
        use crate::i18n::{Lang, with};
        let t = crate::parse::parse_text("max: [{min: [3, 12]}, 5]")
            .unwrap()
            .tree;
        let zh = Lang::named("zh").unwrap();
        assert_eq!(with(zh, || short_name(&t, t.root())), "根节点");
        assert_eq!(with(zh, || short_name(&t, t.children(t.root())[0])), "1");
        assert_eq!(short_name(&t, t.root()), "root");
        // What the Chinese views show names the root when typed back.
        assert_eq!(
            t.resolve(&with(zh, || short_name(&t, t.root()))),
            Some(t.root())
        );
    }
}
