//! Writing a tree back out as a tree file.
//!
//! Used by the generators (`gametree gen`, `gametree game`). The output is block style, one
//! node per line, except that a node whose children are all plain leaves is written on one
//! line in flow style (`min: [3, 12, 8]`), which keeps a million-leaf file small and still
//! readable. The writer walks with an explicit stack, so any depth is fine.

use std::fmt::Write;

use super::{Kind, NodeId, Tree};
use crate::num::fmt_value;

/// Metadata to write above the tree.
#[derive(Clone, Debug, Default)]
pub struct Header {
    /// `name:`
    pub name: Option<String>,
    /// `source:`
    pub source: Option<String>,
    /// `bounds:`
    pub bounds: Option<(f64, f64)>,
    /// Comment lines written at the top (without `#`).
    pub comments: Vec<String>,
}

/// The tree as a tree file.
pub fn write(tree: &Tree, header: &Header) -> String {
    let mut out = String::with_capacity(tree.len() * 6);
    for c in &header.comments {
        let _ = writeln!(out, "# {c}");
    }
    if let Some(n) = &header.name {
        let _ = writeln!(out, "name: {}", quote(n));
    }
    if let Some(s) = &header.source {
        let _ = writeln!(out, "source: {}", quote(s));
    }
    if let Some((l, u)) = header.bounds {
        let _ = writeln!(out, "bounds: [{}, {}]", fmt_value(l), fmt_value(u));
    }
    out.push_str("root:\n");
    // (node, indent, whether it is a list item)
    let mut stack: Vec<(NodeId, usize, bool)> = vec![(tree.root(), 2, false)];
    while let Some((id, indent, item)) = stack.pop() {
        let pad = " ".repeat(indent);
        let lead = if item {
            format!("{}- ", " ".repeat(indent.saturating_sub(2)))
        } else {
            pad.clone()
        };
        let mut keys: Vec<String> = Vec::new();
        if let Some(l) = tree.label(id) {
            keys.push(format!("id: {}", quote(l)));
        }
        if tree
            .parent(id)
            .is_some_and(|p| tree.kind(p) == Kind::Chance)
            && !uniform_siblings(tree, id)
        {
            keys.push(format!("p: {}", prob_text(tree, id)));
        }
        if let Some(e) = tree.eval(id) {
            keys.push(format!("eval: {}", fmt_value(e)));
        }
        if tree.noisy(id) {
            keys.push("noisy: true".to_string());
        }
        if tree.kind(id) == Kind::Leaf {
            let v = fmt_value(tree.value(id).unwrap_or(0.0));
            if keys.is_empty() && item {
                let _ = writeln!(out, "{lead}{v}");
            } else if keys.is_empty() {
                let _ = writeln!(out, "{pad}value: {v}");
            } else {
                let _ = writeln!(out, "{lead}value: {v}");
                for k in keys {
                    let _ = writeln!(out, "{pad}{k}");
                }
            }
            continue;
        }
        let kind = tree.kind(id).name();
        let kids = tree.children(id);
        if kids.iter().all(|&c| plain_leaf(tree, c)) {
            let vals: Vec<String> = kids
                .iter()
                .map(|&c| fmt_value(tree.value(c).unwrap_or(0.0)))
                .collect();
            let _ = writeln!(out, "{lead}{kind}: [{}]", vals.join(", "));
            for k in keys {
                let _ = writeln!(out, "{pad}{k}");
            }
        } else {
            // Keys first: the children list must follow its `kind:` line directly.
            let mut first = lead;
            for k in keys {
                let _ = writeln!(out, "{first}{k}");
                first = pad.clone();
            }
            let _ = writeln!(out, "{first}{kind}:");
            for &c in kids.iter().rev() {
                stack.push((c, indent + 2, true));
            }
        }
    }
    out
}

/// A leaf that can be written as a bare number in a flow list.
fn plain_leaf(tree: &Tree, id: NodeId) -> bool {
    tree.kind(id) == Kind::Leaf
        && tree.label(id).is_none()
        && tree.eval(id).is_none()
        && !tree.noisy(id)
        && (tree.parent(id).is_none_or(|p| tree.kind(p) != Kind::Chance)
            || uniform_siblings(tree, id))
}

fn uniform_siblings(tree: &Tree, id: NodeId) -> bool {
    let Some(p) = tree.parent(id) else {
        return true;
    };
    let kids = tree.children(p);
    let share = 1.0 / kids.len() as f64;
    kids.iter().all(|&c| (tree.prob(c) - share).abs() < 1e-12)
}

fn prob_text(tree: &Tree, id: NodeId) -> String {
    let p = tree.probability(id);
    match p.fraction {
        Some((_, d)) if d != 1 => format!("\"{}\"", p.display()),
        _ => p.display(),
    }
}

/// A string as a YAML scalar: plain when safe, double-quoted otherwise.
pub fn quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ' | '(' | ')' | '/'))
        && !s.starts_with([' ', '-'])
        && !s.ends_with(' ')
        && crate::num::parse_number(s).is_err()
        && !matches!(
            s.to_ascii_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "~"
        );
    if plain {
        s.to_string()
    } else {
        serde_json::to_string(s).expect("strings serialise")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;

    #[test]
    fn written_trees_read_back_the_same() {
        let text = "root:\n  max:\n    - min: [3, 12, 8]\n      id: B\n    - chance:\n        - value: 1\n          p: \"1/3\"\n        - value: 2\n          p: \"2/3\"\n      eval: 1.5\n    - 4\n";
        let doc = parse_text(text).unwrap();
        let out = write(&doc.tree, &Header::default());
        let again = parse_text(&out).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
        assert_eq!(again.tree.len(), doc.tree.len());
        for id in doc.tree.ids() {
            assert_eq!(doc.tree.kind(id), again.tree.kind(id));
            assert_eq!(doc.tree.value(id), again.tree.value(id));
            assert_eq!(doc.tree.label(id), again.tree.label(id));
            assert_eq!(doc.tree.probability(id), again.tree.probability(id));
            assert_eq!(doc.tree.eval(id), again.tree.eval(id));
        }
        assert!(out.contains("min: [3, 12, 8]"), "{out}");
    }

    #[test]
    fn quoting() {
        assert_eq!(quote("B"), "B");
        assert_eq!(quote("X5-O1"), "X5-O1");
        assert_eq!(quote("2.1"), "\"2.1\"");
        assert_eq!(quote("it's \"x\""), "\"it's \\\"x\\\"\"");
        assert_eq!(quote("true"), "\"true\"");
    }
}
