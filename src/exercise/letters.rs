//! Textbook names for the inner nodes of an exercise's tree: A, B, C, … breadth first, the
//! way AIMA and most lecture notes letter a game tree, so a student reads `C` where a view
//! of an unnamed tree would read a path.

use crate::tree::{Kind, Tree};

/// Letters A, B, …, Z, AA, AB, … for the `n`th inner node (0-based).
fn letters(mut n: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

/// Labels the inner nodes A, B, C, … in breadth-first order, as textbooks letter them.
pub fn letter_inner_nodes(tree: &mut Tree) {
    let mut queue = std::collections::VecDeque::from([tree.root()]);
    let mut n = 0;
    let mut labels = Vec::new();
    while let Some(id) = queue.pop_front() {
        if tree.kind(id) != Kind::Leaf {
            labels.push((id, letters(n)));
            n += 1;
            queue.extend(tree.children(id).iter().copied());
        }
    }
    for (id, l) in labels {
        tree.set_label(id, &l);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_go_on_past_z() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
        assert_eq!(letters(26 + 26 * 26), "AAA");
    }

    #[test]
    fn inner_nodes_are_lettered_breadth_first_and_found_by_their_letters() {
        let mut t = crate::parse::parse_text("max: [{min: [1, {max: [2, 3]}]}, {min: [4, 5]}]")
            .unwrap()
            .tree;
        letter_inner_nodes(&mut t);
        let root = t.root();
        let (b, c) = (t.children(root)[0], t.children(root)[1]);
        let d = t.children(b)[1];
        assert_eq!(
            [root, b, c, d].map(|n| t.label(n).unwrap().to_string()),
            ["A", "B", "C", "D"]
        );
        assert_eq!(t.resolve("D"), Some(d));
        assert_eq!(t.label(t.children(b)[0]), None, "leaves keep their numbers");
    }
}
