//! The `.solution` file beside a CS188 `.test` file, read as an answer block.

use super::*;

/// The `.solution` file beside a `.test` file: `x.test` → `x.solution`.
pub fn solution_path(test: &str) -> String {
    match test.strip_suffix(".test") {
        Some(stem) => format!("{stem}.solution"),
        None => format!("{test}.solution"),
    }
}

fn scalar(text: &str, pos: Pos) -> Value {
    Value {
        pos,
        kind: ValueKind::Scalar {
            text: text.to_string(),
            plain: false,
        },
    }
}

/// Reads a `.solution` file (`action`, `generated`) against the tree its test file made, as
/// an answer block: the test's algorithm, `best` the action, `pruned` every leaf that is not
/// generated. Errors point into the solution's text.
pub fn solution(test_text: &str, tree: &Tree, text: &str) -> Result<Value> {
    let (agent, _) = agent(&properties(test_text)?)?;
    let props = Props {
        solution: true,
        ..properties(text)?
    };
    let (action, action_pos) = props.one("action")?;
    let action = action.trim();
    if tree.child_by_move(tree.root(), action).is_none() {
        let moves: Vec<&str> = tree
            .children(tree.root())
            .iter()
            .filter_map(|&c| tree.move_name(c))
            .collect();
        return Err(bad(
            ErrorKind::BadAnswer,
            action_pos,
            msg!(
                "err-cs188-action",
                action = crate::text::quoted(action),
                moves = moves.join(", ")
            ),
        ));
    }
    let (generated, gen_pos) = props.one("generated")?;
    let names: HashSet<&str> = generated.split_whitespace().collect();
    let mut seen = HashSet::new();
    for w in words(gen_pos.line, generated) {
        let at = Pos {
            line: gen_pos.line,
            col: gen_pos.col + w.pos.col - 1,
        };
        let node = tree.by_label.get(w.text).copied().ok_or_else(|| {
            bad(
                ErrorKind::BadAnswer,
                at,
                msg!("err-cs188-no-state", state = w.text),
            )
        })?;
        if let Some(p) = tree.parent(node)
            && !tree.label_exact(p).is_some_and(|l| names.contains(l))
        {
            return Err(bad(
                ErrorKind::BadAnswer,
                at,
                msg!(
                    "err-cs188-parent-not-generated",
                    state = w.text,
                    parent = tree.name(p)
                ),
            ));
        }
        seen.insert(node);
    }
    let pruned: Vec<Value> = tree
        .leaves()
        .iter()
        .filter(|l| !seen.contains(l))
        .filter_map(|&l| tree.label_exact(l))
        .map(|l| scalar(l, gen_pos))
        .collect();
    let key = |k: &str| scalar(k, Pos::default());
    let mut entries = vec![
        (
            key("name"),
            scalar(
                "CS188 solution: the action and the generated states",
                Pos::default(),
            ),
        ),
        (key("algorithm"), scalar(agent.algorithm(), Pos::default())),
    ];
    if agent == Agent::AlphaBeta {
        entries.push((key("strict"), scalar("true", Pos::default())));
    }
    entries.push((key("best"), scalar(action, action_pos)));
    entries.push((
        key("pruned"),
        Value {
            pos: gen_pos,
            kind: ValueKind::Seq(pruned),
        },
    ));
    Ok(Value {
        pos: Pos { line: 1, col: 1 },
        kind: ValueKind::Map(entries),
    })
}
