//! The tree as a Gambit extensive-form game (`.efg`), which Gambit and OpenSpiel read: MAX is
//! player 1 and MIN player 2, every decision node its own information set (the game has
//! perfect information), chance nodes with their probabilities, and each leaf's value paid
//! to MAX and taken from MIN (a zero-sum game).

use std::fmt::Write;

use crate::tree::{Kind, NodeId, Tree};

/// A name as an `.efg` string: double quotes, with `"` and `\` escaped.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        if c.is_control() {
            // Line breaks and other controls would end the record: written as spaces.
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out.push('"');
    out
}

/// A number as `.efg` writes it: a decimal that reads back to the same value.
fn number(v: f64) -> String {
    if v == v.trunc() && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v:?}")
    }
}

/// The game in Gambit's extensive form (version 4 of the format), nodes in pre-order.
pub fn write(tree: &Tree, title: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "EFG 2 R {} {{ \"MAX\" \"MIN\" }}\n\"\"\n",
        quoted(title)
    );
    let mut infoset = [0u64; 3];
    let mut outcome = 0u64;
    let mut stack = vec![tree.root()];
    while let Some(n) = stack.pop() {
        let name = quoted(&tree.name(n));
        let actions = |tree: &Tree, n: NodeId| -> Vec<String> {
            tree.children(n)
                .iter()
                .map(|&c| quoted(tree.move_name(c).unwrap_or(&tree.path(c))))
                .collect()
        };
        match tree.kind(n) {
            Kind::Leaf => {
                outcome += 1;
                let v = tree.value(n).unwrap_or(0.0);
                let _ = writeln!(
                    out,
                    "t {name} {outcome} \"\" {{ {}, {} }}",
                    number(v),
                    number(-v)
                );
            }
            Kind::Chance => {
                infoset[0] += 1;
                let branches: Vec<String> = tree
                    .children(n)
                    .iter()
                    .zip(actions(tree, n))
                    .map(|(&c, a)| format!("{a} {}", number(tree.prob(c))))
                    .collect();
                let _ = writeln!(
                    out,
                    "c {name} {} \"\" {{ {} }} 0",
                    infoset[0],
                    branches.join(" ")
                );
            }
            kind => {
                let player = if kind == Kind::Max { 1 } else { 2 };
                infoset[player] += 1;
                let _ = writeln!(
                    out,
                    "p {name} {player} {} \"\" {{ {} }} 0",
                    infoset[player],
                    actions(tree, n).join(" ")
                );
            }
        }
        stack.extend(tree.children(n).iter().rev());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;

    #[test]
    fn every_node_is_a_record_in_pre_order_with_zero_sum_payoffs() {
        let doc = parse_text(
            "max: [{id: B, min: [3, 12]}, {id: C, chance: [{value: 2, p: 0.25}, {value: -1, p: 0.75}]}]",
        )
        .unwrap();
        let text = write(&doc.tree, "a \"tree\"");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], r#"EFG 2 R "a \"tree\"" { "MAX" "MIN" }"#);
        let records: Vec<&str> = lines.iter().skip(3).copied().collect();
        assert_eq!(
            records,
            [
                r#"p "root" 1 1 "" { "1" "2" } 0"#,
                r#"p "B" 2 1 "" { "1.1" "1.2" } 0"#,
                r#"t "1.1" 1 "" { 3, -3 }"#,
                r#"t "1.2" 2 "" { 12, -12 }"#,
                r#"c "C" 1 "" { "2.1" 0.25 "2.2" 0.75 } 0"#,
                r#"t "2.1" 3 "" { 2, -2 }"#,
                r#"t "2.2" 4 "" { -1, 1 }"#,
            ]
        );
    }
}
