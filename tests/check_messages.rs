//! What `check` says when the answers themselves are missing or bad: the folder that holds
//! none, the empty answer file, and a folder's summary rows and JSON for a file it could not
//! read.

use assert_cmd::Command;
use serde_json::Value;

const TREE: &str = "trees/aima-fig5-2.yaml";

fn check(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env_remove("NO_COLOR")
        .env("COLUMNS", "200")
        .env("TERM", "dumb")
        .arg("check")
        .arg(TREE)
        .args(args)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn answers_folder_without_answer_files_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "remember: submit by Friday\n").unwrap();
    std::fs::write(dir.path().join("plot.png"), [0u8, 1, 2]).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(dir.path().join("sub").join("alice.yaml"), "value: 3\n").unwrap();
    let folder = dir.path().to_string_lossy().into_owned();
    let (code, out, err) = check(&["--answers", &folder]);
    assert_eq!(code, 1, "nothing right: {out}{err}");
    for (entry, why) in [
        ("notes.txt", "not an answer file (no answer key in it)"),
        ("plot.png", "not an answer file (.png)"),
        ("sub", "a folder"),
    ] {
        let row = out
            .lines()
            .find(|l| l.contains(entry))
            .unwrap_or_else(|| panic!("a row for {entry}:\n{out}"));
        assert!(row.contains(&format!("skipped: {why}")), "{row}");
    }
    assert!(!err.contains("no file has an `expect` block"), "{err}");
    // A folder with nothing in it is the grader's mistake.
    let empty = tempfile::tempdir().unwrap();
    let folder = empty.path().to_string_lossy().into_owned();
    let (code, _, err) = check(&["--answers", &folder]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(&format!("the folder {folder} holds nothing at all")),
        "{err}"
    );
}

#[test]
fn empty_answer_file_is_called_an_empty_answer_file() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in [("empty.yaml", ""), ("comments.yaml", "# to do\n\n")] {
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        let (code, out, _) = check(&["--answers", &file.to_string_lossy()]);
        assert_eq!(code, 1, "a student's file: {name}: {out}");
        assert!(out.contains("the answer file is empty"), "{name}: {out}");
        assert!(
            out.contains("help: write the answers as YAML"),
            "{name}: {out}"
        );
        assert!(!out.contains("there is no tree"), "{name}: {out}");
    }
}

#[test]
fn answers_folder_rows_give_bad_input_once_with_its_position() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.yaml"), "value: [\n").unwrap();
    std::fs::write(dir.path().join("ok.yaml"), "value: 3\n").unwrap();
    let folder = dir.path().to_string_lossy().into_owned();
    let (code, out, _) = check(&["--answers", &folder]);
    assert_eq!(code, 1, "a student's broken file is a wrong answer: {out}");
    assert!(
        out.contains("bad input: this `[` is never closed (1:8)"),
        "{out}"
    );
    assert!(!out.contains("bad input: error:"), "{out}");

    let (_, json, _) = check(&["--answers", &folder, "--json"]);
    let json: Value = serde_json::from_str(&json).expect("valid JSON");
    let bad = &json["files"][0];
    assert_eq!(bad["message"], "this `[` is never closed", "{bad}");
    assert_eq!(bad["line"], 1, "{bad}");
    assert_eq!(bad["column"], 8, "{bad}");
    assert!(
        bad["error"]
            .as_str()
            .is_some_and(|e| e.contains("bad.yaml:1:8")),
        "{bad}"
    );
}
