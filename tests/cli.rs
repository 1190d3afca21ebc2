//! The command line as a user meets it: summaries, JSON, input from files, stdin and inline
//! text, and every bad-input rule of the format (exit 2, a line number, never a panic).

use assert_cmd::Command;
use serde_json::Value;

const FIG52: &str =
    "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]";

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    // Piped output is 80 columns wide unless COLUMNS says otherwise: keep it the default.
    c.env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .env("TERM", "dumb");
    c
}

fn json_of(args: &[&str], stdin: Option<&str>) -> Value {
    let mut c = gametree();
    c.args(args);
    if let Some(s) = stdin {
        c.write_stdin(s);
    }
    let out = c.assert().success().get_output().stdout.clone();
    serde_json::from_slice(&out).expect("valid JSON")
}

#[test]
fn eval_summary_of_aima_fig_5_2() {
    let out = gametree()
        .args(["eval", "trees/aima-fig5-2.yaml"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    insta::assert_snapshot!(String::from_utf8(out).unwrap());
}

#[test]
fn eval_json_has_the_contract_fields() {
    let v = json_of(&["eval", "-e", FIG52, "--json"], None);
    assert_eq!(v["algorithm"], "alphabeta");
    assert_eq!(v["value"], 3);
    assert_eq!(v["best"], "1");
    assert_eq!(v["leaves_evaluated"], 7);
    assert_eq!(v["nodes_visited"], 11);
    assert_eq!(v["pruned_leaves"], serde_json::json!([5, 6]));
    assert_eq!(v["best_id"], "B");
    assert!(v.get("nodes").is_none(), "per-node detail is opt-in");
}

#[test]
fn eval_json_nodes_are_opt_in_and_show_bounds() {
    let v = json_of(&["eval", "-e", FIG52, "--json", "--nodes"], None);
    let nodes = v["nodes"].as_array().unwrap();
    let c = nodes.iter().find(|n| n["id"] == "C").unwrap();
    assert_eq!(c["bound"], "upper");
    assert_eq!(c["shown"], "<=2");
    let leaf5 = nodes.iter().find(|n| n["leaf"] == 5).unwrap();
    assert_eq!(leaf5["bound"], "unvisited");
}

#[test]
fn stdin_and_minimax() {
    let v = json_of(&["eval", "-", "--algo", "minimax", "--json"], Some(FIG52));
    assert_eq!(v["pruned_leaves"], serde_json::json!([]));
    assert_eq!(v["leaves_evaluated"], 9);
    assert_eq!(v["algorithm"], "minimax");
}

#[test]
fn json_input_is_a_tree_file_too() {
    let text = r#"{"root": {"max": [{"min": [3, 12, 8]}, {"min": [2, 4, 6]}]}, "name": "json"}"#;
    let v = json_of(&["eval", "-", "--json"], Some(text));
    assert_eq!(v["value"], 3);
    assert_eq!(v["name"], "json");
}

#[test]
fn chance_values_print_cleanly() {
    let t = "{bounds: [-2, 2], root: {max: [{chance: [{min: [2, 2]}, {min: [1, 2]}]}, {chance: [{min: [0, 2]}, {min: [-1, 0]}]}]}}";
    let v = json_of(
        &["eval", "-e", t, "--algo", "expectiminimax", "--json"],
        None,
    );
    assert_eq!(v["value"], 1.5);
    let v = json_of(&["eval", "-e", t, "--algo", "star1", "--json"], None);
    assert_eq!(v["value"], 1.5);
    assert_eq!(v["pruned_leaves"], serde_json::json!([6, 7, 8]));
}

#[test]
fn fractions_stay_fractions() {
    let t = "chance: [{value: 3, p: \"1/3\"}, {value: 6, p: \"2/3\"}]";
    let out = gametree()
        .args(["show", "-e", t, "--algo", "expectiminimax"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let s = String::from_utf8(out).unwrap();
    assert!(s.contains("p=1/3") && s.contains("p=2/3"), "{s}");
}

/// Each rule of the format's error list: exit code 2, the line in the message, no panic.
#[test]
fn every_bad_input_is_refused_with_its_line() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "unknown key",
            "root:\n  max:\n    - 1\n    - mni: [2]\n",
            "unknown key",
        ),
        (
            "two kinds",
            "root:\n  max: [1]\n  min: [2]\n",
            "one kind per node",
        ),
        (
            "empty children",
            "root:\n  max:\n    - min: []\n",
            "empty list of children",
        ),
        (
            "probability out of range",
            "root:\n  chance:\n    - {value: 1, p: 1.5}\n    - {value: 2, p: -0.5}\n",
            "outside (0, 1]",
        ),
        (
            "probabilities do not sum to 1",
            "root:\n  chance:\n    - value: 1\n      p: 0.5\n    - value: 2\n      p: 0.4\n",
            "sum to 0.9",
        ),
        (
            "some probabilities missing",
            "root:\n  chance:\n    - {value: 1, p: 0.5}\n    - 2\n",
            "give it to all of them",
        ),
        (
            "duplicate id",
            "root:\n  max:\n    - {value: 1, id: X}\n    - {value: 2, id: X}\n",
            "used twice",
        ),
        (
            "leaf outside bounds",
            "bounds: [-2, 2]\nroot:\n  max:\n    - 1\n    - 3\n",
            "outside the bounds",
        ),
        ("NaN", "root:\n  max:\n    - 1\n    - .nan\n", "not NaN"),
        (
            "infinity spelled otherwise",
            "root:\n  max:\n    - inf\n",
            "YAML writes infinity as .inf",
        ),
        (
            "a number beyond the largest float",
            "root:\n  max:\n    - 1e400\n",
            "beyond the largest number",
        ),
        (
            "quoted number",
            "root:\n  max:\n    - \"3\"\n",
            "quoted text",
        ),
        (
            "not a number",
            "root:\n  max:\n    - three\n",
            "must be a number",
        ),
        (
            "p under a MAX node",
            "root:\n  max:\n    - {value: 1, p: 0.5}\n    - 2\n",
            "only children of a chance node",
        ),
        (
            "id that looks like a path",
            "root:\n  max:\n    - {value: 1, id: \"2\"}\n    - 2\n",
            "looks like a path",
        ),
        (
            "node without kind",
            "root:\n  max:\n    - {id: X}\n",
            "no kind",
        ),
        (
            "a list where a node belongs",
            "root:\n  max:\n    - [1, 2]\n",
            "list cannot stand here",
        ),
        (
            "bad bounds",
            "bounds: [2, -2]\nroot: {max: [1]}\n",
            "bounds",
        ),
        (
            "unknown top-level key",
            "root: {max: [1]}\nnmae: x\n",
            "unknown key",
        ),
        (
            "syntax error",
            "root:\n  max:\n  - 1\n - 2\n",
            "line 4 is indented by 1 space,",
        ),
        (
            "two documents",
            "root: {max: [1]}\n---\nroot: {max: [2]}\n",
            "more than one YAML document",
        ),
        (
            "nesting too deep",
            &format!("root: {}1{}\n", "{max: [".repeat(200), "]}".repeat(200)),
            "nests deeper",
        ),
        ("empty file", "", "empty"),
    ];
    for (what, text, expect) in cases {
        let dir = tempdir();
        let path = dir.join("bad.yaml");
        std::fs::write(&path, text).unwrap();
        let out = gametree()
            .arg("eval")
            .arg(&path)
            .assert()
            .code(2)
            .get_output()
            .clone();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(expect),
            "{what}: expected {expect:?} in:\n{err}"
        );
        assert!(!err.contains("panicked"), "{what}: panic:\n{err}");
        if !text.is_empty() {
            assert!(
                err.contains("bad.yaml:"),
                "{what}: no file and line in:\n{err}"
            );
            assert!(
                err.contains(" | "),
                "{what}: no source line shown in:\n{err}"
            );
        }
    }
}

#[test]
fn bounds_flag_is_checked_against_the_leaves() {
    let out = gametree()
        .args(["eval", "-e", FIG52, "--algo", "star1", "--bounds=0,10"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("leaf 2") && err.contains("--bounds"), "{err}");
    gametree()
        .args(["eval", "-e", FIG52, "--bounds=nonsense"])
        .assert()
        .code(2);
}

#[test]
fn garbage_and_missing_files() {
    let dir = tempdir();
    let path = dir.join("garbage.bin");
    std::fs::write(&path, [0u8, 159, 146, 150, 1, 2, 3]).unwrap();
    let out = gametree()
        .arg("eval")
        .arg(&path)
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stderr).contains("not UTF-8"));
    let out = gametree()
        .args(["eval", "no/such/file.yaml"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such file"));
}

#[test]
fn usage_errors_exit_2() {
    gametree().args(["eval"]).assert().code(2);
    gametree()
        .args(["eval", "-e", FIG52, "--algo", "nonsense"])
        .assert()
        .code(2);
    gametree().args(["frobnicate"]).assert().code(2);
    gametree().args(["--help"]).assert().success();
}

#[test]
fn deep_block_style_file_evaluates() {
    // 3,000 levels of block-style nesting: deeper than any recursion-based reader survives
    // with a small stack; the event reader and the iterative search take it.
    let depth = 3000;
    let mut t = String::from("root:\n");
    let mut indent = 2;
    for i in 0..depth {
        let kind = if i % 2 == 0 { "max" } else { "min" };
        t.push_str(&format!(
            "{}{kind}:\n{}- 1\n",
            " ".repeat(indent),
            " ".repeat(indent)
        ));
        t.push_str(&format!("{}-\n", " ".repeat(indent)));
        indent += 2;
    }
    t.push_str(&format!("{}7\n", " ".repeat(indent)));
    let dir = tempdir();
    let path = dir.join("deep.yaml");
    std::fs::write(&path, t).unwrap();
    let out = gametree()
        .arg("eval")
        .arg(&path)
        .arg("--json")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: Value = serde_json::from_slice(&out).unwrap();
    assert!(v["value"].is_number());
}

/// `random` is another name for `gen`: the word people try first, which was refused as an
/// unknown command with no hint at `gen`.
#[test]
fn random_makes_the_tree_gen_makes() {
    let tree = |command: &str| {
        gametree()
            .args([command, "--depth", "3", "--seed", "4"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    assert_eq!(tree("random"), tree("gen"));
}

#[test]
fn gen_is_reproducible_and_readable() {
    let a = gametree()
        .args(["gen", "--depth", "4", "--branching", "1..3", "--seed", "9"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let b = gametree()
        .args(["gen", "--depth", "4", "--branching", "1..3", "--seed", "9"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(a, b);
    let c = gametree()
        .args(["gen", "--depth", "4", "--branching", "1..3", "--seed", "10"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_ne!(a, c);
    gametree()
        .args(["eval", "-", "--json"])
        .write_stdin(a)
        .assert()
        .success();
    let w = gametree()
        .args([
            "gen",
            "--depth",
            "3",
            "--chance",
            "weighted",
            "--values=-2..2",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v = json_of(
        &["eval", "-", "--algo", "star2", "--json"],
        Some(std::str::from_utf8(&w).unwrap()),
    );
    assert!(v["value"].is_number());
}

/// A fresh directory for one test's files.
fn tempdir() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "gametree-test-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `--time` adds the load and search times of this very run: rows in the summary, an object
/// in the JSON; without it the JSON is as before.
#[test]
fn eval_time_shows_the_load_and_the_search_of_this_run() {
    let v = json_of(&["eval", "-e", FIG52, "--json", "--time"], None);
    let timing = v["timing"].as_object().expect("a timing object");
    let mut keys: Vec<&str> = timing.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["load_seconds", "search_seconds"]);
    for (k, t) in timing {
        let t = t.as_f64().unwrap_or(-1.0);
        assert!(t > 0.0 && t < 60.0, "{k} = {t}");
    }
    assert_eq!(v["value"], 3, "the result is the same");
    let plain = json_of(&["eval", "-e", FIG52, "--json"], None);
    assert!(plain.get("timing").is_none(), "timing is opt-in");

    for (lang, load, search) in [
        ("en", "load time", "search time"),
        ("zh", "载入用时", "搜索用时"),
    ] {
        let out = gametree()
            .args(["eval", "-e", FIG52, "--time", "--lang", lang])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let text = String::from_utf8(out).unwrap();
        let row = |key: &str| text.lines().find(|l| l.trim_start().starts_with(key));
        let (load_row, search_row) = (row(load), row(search));
        assert!(load_row.is_some() && search_row.is_some(), "{text}");
        // The times line up with the other rows' values.
        let value_at = |l: &str| l.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
        let value_row = text.lines().find(|l| l.contains(" 3")).unwrap_or_default();
        assert_eq!(
            gametree_width(&load_row.unwrap()[..value_at(load_row.unwrap())]),
            gametree_width(&value_row[..value_at(value_row)]),
            "{text}"
        );
    }
}

/// Display columns: a CJK character takes two.
fn gametree_width(s: &str) -> usize {
    s.chars().map(|c| if c >= '\u{1100}' { 2 } else { 1 }).sum()
}

/// A tree without ids: `trace`'s rows and its notes name each leaf the same way, `leaf N`
/// with its path beside it in the node column, and never by its path alone in a note.
#[test]
fn traces_table_and_notes_name_each_leaf_alike_on_a_tree_without_ids() {
    let tree = "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]";
    let out = gametree()
        .args(["trace", "-e", tree])
        .env("COLUMNS", "200")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    // The leaves are numbered left to right, three to a MIN node: leaf N is at a.b with
    // N = 3(a − 1) + b.
    let mut rows = 0;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        // A row: the step, then the node column `leaf N (a.b)`.
        if words.len() > 3 && words[1] == "leaf" && words[3].starts_with('(') {
            let n: u32 = words[2].parse().unwrap();
            let path = words[3].trim_matches(|c| c == '(' || c == ')');
            let (a, b) = path.split_once('.').unwrap();
            let (a, b): (u32, u32) = (a.parse().unwrap(), b.parse().unwrap());
            assert_eq!(n, 3 * (a - 1) + b, "{line}");
            rows += 1;
        }
    }
    assert_eq!(rows, 7, "one row per evaluated leaf:\n{text}");
    // Notes name leaves as the rows do.
    for said in [
        "β ↓ 3 from leaf 1",
        "skip leaves 5 = 4 and 6 = 6",
        "β ↓ 2 from leaf 9",
    ] {
        assert!(text.contains(said), "{said:?} in\n{text}");
    }
    assert!(
        !text.contains("from 1.1") && !text.contains("5 (4)"),
        "{text}"
    );
}
