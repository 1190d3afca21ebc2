//! Files with no tree to read — bytes that are not UTF-8, no text, only comments — still get
//! a diagnostic with file:line:col, a caret where there is a line to show, and a help line.

use assert_cmd::Command;

fn eval_file(bytes: &[u8]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.yaml");
    std::fs::write(&file, bytes).unwrap();
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env("NO_COLOR", "1")
        .arg("eval")
        .arg(&file)
        .output()
        .expect("it runs");
    let err = String::from_utf8_lossy(&out.stderr).replace(&*file.to_string_lossy(), "t.yaml");
    (out.status.code().unwrap_or(-1), err)
}

#[test]
fn invalid_utf8_is_pointed_at_by_line_and_column() {
    // `é` before the bad byte is one character, two bytes: the column counts characters.
    let (code, err) = eval_file(b"max: [3,\n  \xc3\xa9, \xff 5]\n");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("t.yaml:2:6"), "{err}");
    assert!(err.contains("byte 0xff"), "{err}");
    assert!(err.contains("2 |"), "{err}");
    assert!(err.contains('^'), "{err}");
    assert!(err.contains("help: a tree file is UTF-8 text"), "{err}");
}

#[test]
fn empty_or_comment_only_file_is_pointed_at_with_what_a_tree_file_holds() {
    let (code, err) = eval_file(b"");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("t.yaml:1:1"), "{err}");
    assert!(err.contains("help: a tree file holds one tree"), "{err}");

    let (code, err) = eval_file(b"# a comment\n\n# another\n");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("t.yaml:3:1"), "{err}");
    assert!(err.contains("only comments and blank lines"), "{err}");
    assert!(err.contains("3 | # another"), "{err}");
    assert!(err.contains("help: a tree file holds one tree"), "{err}");
}
