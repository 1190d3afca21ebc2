//! Tree files written in JSON: read by the JSON scanner, with the same meaning and the same
//! errors (line and column included) as the YAML parser gives the same text.

use assert_cmd::Command;
use serde_json::Value;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

fn eval_json(tree: &str) -> Value {
    let out = gametree()
        .args(["eval", "-e", tree, "--json", "--nodes"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_str(&String::from_utf8(out).unwrap()).unwrap()
}

fn error_of(tree: &str) -> String {
    let out = gametree()
        .args(["eval", "-e", tree])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    String::from_utf8(out).unwrap()
}

#[test]
fn a_json_tree_means_what_the_same_tree_in_yaml_means() {
    let json = r#"{"name": "fig", "bounds": [-20, 20], "root": {"max": [{"min": [3, 12, 8], "id": "B"}, {"min": [2, {"value": 4, "id": "C2"}, 6]}, {"chance": [{"value": 14, "p": "1/4"}, {"value": 5, "p": 0.75}]}]}}"#;
    let yaml = "name: fig\nbounds: [-20, 20]\nroot:\n  max:\n    - {min: [3, 12, 8], id: B}\n    - min: [2, {value: 4, id: C2}, 6]\n    - chance: [{value: 14, p: \"1/4\"}, {value: 5, p: 0.75}]\n";
    assert_eq!(eval_json(json), eval_json(yaml));
}

#[test]
fn json_semantic_errors_point_at_the_line_and_column() {
    let err = error_of("{\"max\": [1,\n  {\"min\": [], \"id\": \"x\"}]}");
    assert!(err.contains(":2:"), "{err}");
    let err = error_of("{\"max\": [1, {\"mni\": [2]}]}");
    assert!(err.contains("mni") && err.contains(":1:14"), "{err}");
    let err = error_of("{\"chance\": [{\"value\": 1, \"p\": 0.5}, {\"value\": 2, \"p\": 0.6}]}");
    assert!(err.contains("<inline>:1:"), "{err}");
}

#[test]
fn broken_json_is_judged_as_yaml() {
    // Not JSON (a trailing comma, a comment, unquoted keys): the YAML reading decides, so
    // what YAML accepts still loads, and what it refuses gets its message.
    assert_eq!(eval_json("{\"max\": [1, 2,]}")["value"], 2);
    assert_eq!(eval_json("{max: [1, 2]} # flow YAML")["value"], 2);
    let err = error_of("{\"max\": [1, 2}");
    assert!(err.contains("<inline>:1:"), "{err}");
}

#[test]
fn deep_json_nesting_does_not_overflow_the_stack() {
    let depth = 3_000;
    let tree = format!("{}1{}", "{\"max\": [".repeat(depth), "]}".repeat(depth));
    let out = gametree()
        .args(["eval", "-", "--json"])
        .write_stdin(tree)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: Value = serde_json::from_str(&String::from_utf8(out).unwrap()).unwrap();
    assert_eq!(v["value"], 1);
    assert_eq!(v["nodes_visited"], depth + 1);
}
