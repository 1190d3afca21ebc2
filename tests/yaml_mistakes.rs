//! Mistakes in YAML get a fix, not a parser's message: each common mistake is named at its
//! own line and column (1-based, in characters), with a caret and a help line that says what
//! to write.

use assert_cmd::Command;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

/// What `eval` says about a tree given on standard input (exit 2, nothing on stdout).
fn error_for(text: &str) -> String {
    let out = gametree()
        .args(["eval", "-"])
        .write_stdin(text)
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

/// The `file:line:col` an error points at.
fn place(message: &str) -> &str {
    message
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("--> "))
        .expect("a position")
}

#[test]
fn a_tab_in_the_indentation_says_to_use_spaces() {
    let e = error_for("root:\n  max:\n\t- 3\n    - 4\n");
    assert_eq!(place(&e), "<stdin>:3:1");
    insta::assert_snapshot!(e);
}

#[test]
fn a_tab_after_the_line_the_parser_stopped_at_is_found() {
    let e = error_for("root:\n  max:\n    - 3\n\t- 4\n");
    assert_eq!(place(&e), "<stdin>:4:1");
    insta::assert_snapshot!(e);
}

#[test]
fn a_tab_before_a_key_is_replaced_by_one_level_of_spaces() {
    insta::assert_snapshot!(error_for("root:\n\tmax: [3, 4]\n"));
}

#[test]
fn no_space_after_a_colon_in_a_block() {
    let e = error_for("root:\n  min:[2, 4]\n");
    assert_eq!(place(&e), "<stdin>:2:3");
    insta::assert_snapshot!(e);
}

#[test]
fn no_space_after_a_colon_at_the_top() {
    insta::assert_snapshot!(error_for("name: x\nroot:[2, 4]\n"));
}

#[test]
fn no_space_after_a_colon_in_a_flow_map() {
    let e = error_for("root:\n  max: [3, {min:[2, 4]}]\n");
    assert_eq!(place(&e), "<stdin>:2:13");
    insta::assert_snapshot!(e);
}

#[test]
fn columns_count_characters_not_bytes() {
    // `ä` is two bytes; the caret and the column count it as one character.
    let e = error_for("name: äöü\nroot: {max: [3, {ä:[2]}]}\n");
    assert_eq!(place(&e), "<stdin>:2:18");
    insta::assert_snapshot!(e);
}

#[test]
fn columns_count_the_files_characters_when_a_tab_is_shown_escaped() {
    // The line shows the tab as `\t` (two characters); the column is still the file's: 21.
    let e = error_for("root: {max: [3,\t4, {min:[1]}]}\n");
    assert_eq!(place(&e), "<stdin>:1:21");
    assert!(e.contains("[3,\\t4,"), "{e}");
}

#[test]
fn a_list_item_indented_less_than_its_siblings() {
    let e = error_for("root:\n  max:\n    - min: [3, 12]\n   - min: [2, 4]\n");
    assert_eq!(place(&e), "<stdin>:4:4");
    insta::assert_snapshot!(e);
}

#[test]
fn a_list_item_indented_more_than_its_siblings() {
    let e = error_for("root:\n  max:\n  - 3\n   - 4\n");
    assert_eq!(place(&e), "<stdin>:4:4");
    insta::assert_snapshot!(e);
}

#[test]
fn a_key_indented_differently_from_its_map() {
    insta::assert_snapshot!(error_for("root:\n    max: [1, 2]\n  id: A\n"));
}

#[test]
fn a_missing_colon_after_a_key() {
    let e = error_for("root:\n  max:\n    - min: [3, 12]\n      id B\n");
    assert_eq!(place(&e), "<stdin>:4:7");
    insta::assert_snapshot!(e);
}

#[test]
fn a_key_of_a_list_item_lines_up_with_the_key_after_the_dash() {
    let e = error_for("root:\n  max:\n    - min: [3, 12]\n       id: B\n");
    assert!(e.contains("`      id: B`"), "{e}");
    insta::assert_snapshot!(e);
}

#[test]
fn a_missing_colon_after_root() {
    insta::assert_snapshot!(error_for("root\n  max: [1, 2]\n"));
}

#[test]
fn a_missing_colon_between_a_kind_and_its_list() {
    insta::assert_snapshot!(error_for("root:\n  max:\n    - min [3, 4]\n    - 5\n"));
}

#[test]
fn a_list_item_without_a_space_after_the_dash() {
    insta::assert_snapshot!(error_for("root:\n  max:\n    - 1\n    -2\n"));
}

#[test]
fn text_after_a_closing_quote() {
    insta::assert_snapshot!(error_for("name: \"a\"b\nroot: [1]\n"));
}

#[test]
fn a_missing_colon_after_a_node_kind() {
    insta::assert_snapshot!(error_for("root:\n  max:\n    - min\n      - 3\n"));
}

#[test]
fn an_unclosed_bracket_points_at_the_bracket() {
    let e = error_for("root:\n  max: [3, 4\n");
    assert_eq!(place(&e), "<stdin>:2:8");
    insta::assert_snapshot!(e);
}

#[test]
fn an_unclosed_map_in_a_list() {
    insta::assert_snapshot!(error_for("root:\n  max:\n    - {min: [1, 2]\n    - 3\n"));
}

#[test]
fn a_bracket_closed_by_the_wrong_kind() {
    insta::assert_snapshot!(error_for("root:\n  max: [3, 4}\n"));
}

#[test]
fn a_closing_bracket_that_closes_nothing() {
    insta::assert_snapshot!(error_for("root:\n  max: [3, 4]]\n"));
}

#[test]
fn an_unclosed_double_quote() {
    let e = error_for("name: \"AIMA\nroot: {max: [3, 4]}\n");
    assert_eq!(place(&e), "<stdin>:1:7");
    insta::assert_snapshot!(e);
}

#[test]
fn an_unclosed_single_quote_in_a_flow_list() {
    insta::assert_snapshot!(error_for("root: {max: [3, 'a]}\n"));
}

#[test]
fn an_unknown_top_level_key_suggests_the_document_keys() {
    let e = error_for("nmae: x\nroot: {max: [3, 4]}\n");
    assert!(e.contains("did you mean `name`?"), "{e}");
    insta::assert_snapshot!(e);
}

#[test]
fn a_typo_of_a_node_key_still_suggests_the_node_keys() {
    let e = error_for("mni: [3, 4]\n");
    assert!(e.contains("did you mean `min`?"), "{e}");
}

#[test]
fn answer_files_get_the_same_help() {
    let out = gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("value:3\npruned: [5, 6]\n")
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("`value:3` needs a space after the colon"),
        "{out}"
    );
    assert!(out.contains("write `value: 3`"), "{out}");
}

#[test]
fn valid_yaml_with_colons_apostrophes_and_tabs_inside_lines_still_reads() {
    for text in [
        "name: Knuth's tree [1]\nsource: http://example.org/a:b\nroot: {max: [3,\t4]}\n",
        "root:\n  max: [3, 4]   # a comment with [ and \"\n",
    ] {
        gametree()
            .args(["eval", "-"])
            .write_stdin(text)
            .assert()
            .success();
    }
}

#[test]
fn a_nul_inside_quoted_text_is_named_not_called_an_unclosed_quote() {
    // A raw NUL in a quoted id was "this quoted text is never closed", with a help line that
    // added a stray quote.
    for (text, at) in [
        (
            "root: {max: [1, {id: \"a\0b\", value: 2}]}\n",
            "<stdin>:1:24",
        ),
        ("name: \"a\0b\"\nroot: {max: [1, 2]}\n", "<stdin>:1:9"),
    ] {
        let e = error_for(text);
        assert!(e.contains("control character U+0000"), "{e}");
        assert!(!e.contains("never closed"), "{e}");
        assert_eq!(place(&e), at, "the caret is on the NUL");
    }
}

#[test]
fn a_yaml_tag_is_refused_not_ignored() {
    // `!!str 3` was read as the number 3, and `!!int "3"` refused as quoted text: tags were
    // silently ignored.
    for (text, tag, at) in [
        ("max: [!!str 3, 4]\n", "!!str", "<stdin>:1:7"),
        ("max: [!!int \"3\", 4]\n", "!!int", "<stdin>:1:7"),
        (
            "name: !custom x\nroot: {max: [1, 2]}\n",
            "!custom",
            "<stdin>:1:7",
        ),
    ] {
        let e = error_for(text);
        assert!(e.contains(&format!("the YAML tag `{tag}`")), "{e}");
        assert_eq!(place(&e), at, "{e}");
    }
}
