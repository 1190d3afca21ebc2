//! A tree file is untrusted: a grader runs gametree over students' files. Whatever control
//! characters a file puts in a name, an id, a source or an answer, no command lets them reach
//! the terminal raw; they are shown as visible escapes (`\e`, `\x07`, `\u{9b}`).

use std::path::PathBuf;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_gametree");

/// ESC, OSC 0 (window title), OSC 52 (clipboard), CSI as a C1 byte, DEL, a tab, a
/// bidirectional override, a bell: in the name, the source, ids, and an `expect` block.
const HOSTILE: &str = r#"name: "Fig \e]0;pwned\a title \e]52;c;aGk=\a \u009b2J del\x7f"
source: "src \e[2J\e[H line"
root:
  id: "R\e]0;root\a"
  max:
    - id: "B\e[8m"
      min: [3, {id: "L\u009b1", value: 12}, 8]
    - id: "C\x7f\t"
      min: [2, {id: "C2\u202egnp", value: 4}, 6]
    - min: [14, 5, 2]
expect:
  - name: "block \e]0;t\a"
    value: 3
    best: "B\e[8m"
    pruned: [5, 6]
"#;

/// Answers that are wrong about nodes with hostile ids, so verdicts quote them.
const ANSWERS: &str = r#"name: "alice \e]0;x\a"
value: 2
best: "C\x7f\t"
pruned: [6]
values: {"C\x7f\t": 2, "R\e]0;root\a": 3}
"#;

/// A file whose error message and caret line quote hostile text.
const BAD: &str = "root:\n  max:\n    - 1\n    - bo\x1b]0;T\x07gus\u{9b}: 3\n";

/// An answer file naming a node that does not exist, with hostile text in the name.
const BAD_ANSWER: &str = "best: \"Z\\e]52;c;aGk=\\a\"\n";

fn folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-hostile-text-{}", std::process::id()));
    let answers = dir.join("answers");
    std::fs::create_dir_all(&answers).unwrap();
    std::fs::write(dir.join("tree.yaml"), HOSTILE).unwrap();
    std::fs::write(dir.join("bad.yaml"), BAD).unwrap();
    std::fs::write(answers.join("alice.yaml"), ANSWERS).unwrap();
    std::fs::write(answers.join("bad-answer.yaml"), BAD_ANSWER).unwrap();
    // A file name is hostile too when a folder of submissions is checked.
    std::fs::write(answers.join("evil\x1b]0;name\x07.yaml"), "value: 3\n").unwrap();
    dir
}

/// The first control character in the output (C0 other than a line break, DEL, C1, or a
/// bidirectional control), with its position.
fn first_control(out: &str) -> Option<(usize, char)> {
    out.char_indices().find(|&(_, c)| {
        (c != '\n' && c.is_control())
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

#[test]
fn control_characters_from_the_file_never_reach_the_terminal() {
    let dir = folder();
    let p = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let (tree, bad, answers) = (p("tree.yaml"), p("bad.yaml"), p("answers"));
    let folder = dir.to_string_lossy().into_owned();
    let alice = dir
        .join("answers/alice.yaml")
        .to_string_lossy()
        .into_owned();
    let bad_answer = dir
        .join("answers/bad-answer.yaml")
        .to_string_lossy()
        .into_owned();
    let runs: Vec<Vec<&str>> = vec![
        vec!["eval", &tree],
        vec!["eval", &tree, "--algo", "mtdf"],
        vec!["eval", &tree, "--json", "--nodes"],
        vec!["show", &tree],
        vec!["show", &tree, "--json"],
        vec!["trace", &tree],
        vec!["trace", &tree, "--json"],
        vec!["trace", &tree, "--algo", "negamax"],
        vec!["compare", &tree],
        vec!["diff", &tree, "--strict", "--fail-hard"],
        vec!["diff", &tree, "--order", "reversed"],
        vec!["diff", &tree, "--json", "--strict"],
        vec!["check", &tree, "-v"],
        vec!["check", &tree, "--json"],
        vec!["check", &tree, "--answers", &alice],
        vec!["check", &tree, "--answers", &bad_answer],
        vec!["check", &tree, "--answers", &answers, "-v"],
        vec!["check", &folder],
        vec!["dot", &tree],
        vec!["dot", &tree, "--hide-pruned"],
        vec!["html", &tree],
        vec!["eval", &bad],
        vec!["trace", &bad],
        vec!["eval", "-e", "{max: [1, 2], \u{1b}]0;x\u{7}: 3}"],
    ];
    for args in runs {
        let out = Command::new(BIN)
            .env_remove("COLUMNS")
            .args(&args)
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            let text = String::from_utf8_lossy(bytes);
            if let Some((i, c)) = first_control(&text) {
                let from = text[..i].char_indices().rev().nth(40).map_or(0, |(j, _)| j);
                panic!(
                    "{args:?} {stream}: {c:?} at byte {i}: …{}",
                    text[from..].chars().take(80).collect::<String>()
                );
            }
        }
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!all.trim().is_empty(), "{args:?} printed nothing");
    }
    // The text is shown, escaped, not dropped: in reports, and in error messages.
    let eval = Command::new(BIN)
        .env_remove("COLUMNS")
        .args(["eval", &tree])
        .output()
        .unwrap();
    let eval = String::from_utf8(eval.stdout).unwrap();
    assert!(
        eval.contains(r"Fig \e]0;pwned\x07 title \e]52;c;aGk=\x07 \u{9b}2J del\x7f"),
        "{eval}"
    );
    assert!(eval.contains(r"C2\u{202e}gnp"), "{eval}");
    let err = Command::new(BIN).args(["eval", &bad]).output().unwrap();
    assert_eq!(err.status.code(), Some(2));
    let err = String::from_utf8(err.stderr).unwrap();
    assert!(err.contains(r"bo\e]0;T\x07gus\u{9b}"), "{err}");
    // JSON keeps ids exactly, in JSON's own escapes.
    let json = Command::new(BIN)
        .env_remove("COLUMNS")
        .args(["eval", &tree, "--json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(json["best_id"], "B\u{1b}[8m");
    let _ = std::fs::remove_dir_all(dir);
}
