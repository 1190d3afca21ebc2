//! Flags mean the same everywhere: every command that runs a search takes every convention
//! flag (or refuses it with a note saying where the convention goes), `compare` honours
//! `--algo` and `--order`, `diff` sets each side, and `--json` works on `show`, `diff` and
//! `compare`.

use assert_cmd::Command;
use serde_json::{Value, json};

const FIG52: &str =
    "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]";

/// A tree every convention applies to: estimates on inner nodes (for --depth), leaves
/// inside the bounds, one shared subtree (for --tt).
const ALL_CONVENTIONS: &str = "{eval: 3, max: [{id: T, eval: 3, min: [3, 12, 8]}, \
     {eval: 2, min: [2, 4, 6]}, {eval: 5, min: [{ref: T}, 5, 2]}]}";

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

fn json_of(args: &[&str]) -> Value {
    let out = gametree()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).expect("valid JSON")
}

fn names(rows: &Value, field: &str) -> Vec<String> {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|r| r[field].as_str().unwrap().to_string())
        .collect()
}

/// Each convention flag, with its arguments and the `conventions` field it sets in JSON.
fn convention_flags() -> Vec<(Vec<&'static str>, &'static str, Value)> {
    vec![
        (vec!["--strict"], "strict", json!(true)),
        (vec!["--fail-hard"], "fail_hard", json!(true)),
        (vec!["--root-reset"], "root_reset", json!(true)),
        (vec!["--no-deep-cutoffs"], "no_deep_cutoffs", json!(true)),
        (vec!["--order", "reversed"], "order", json!("reversed")),
        (vec!["--depth", "1"], "depth", json!(1)),
        (vec!["--tt"], "tt", json!(true)),
        (vec!["--budget", "5"], "budget", json!(5)),
        (vec!["--bounds=-20,20"], "bounds", json!([-20, 20])),
    ]
}

#[test]
fn every_convention_flag_is_taken_by_every_command_that_runs_a_search() {
    for (flag, _, _) in convention_flags() {
        for cmd in ["eval", "trace", "show", "diff", "compare", "dot", "html"] {
            let mut args = vec![cmd, "-e", ALL_CONVENTIONS];
            args.extend(&flag);
            gametree().args(&args).assert().success();
        }
    }
}

#[test]
fn every_convention_flag_means_the_same_in_every_json() {
    for (flag, field, value) in convention_flags() {
        let run = |cmd: &str| {
            let mut args = vec![cmd, "-e", ALL_CONVENTIONS, "--json"];
            args.extend(&flag);
            json_of(&args)
        };
        let eval = run("eval");
        assert_eq!(eval["conventions"][field], value, "eval {flag:?}");
        assert_eq!(
            run("show")["conventions"],
            eval["conventions"],
            "show {flag:?}"
        );
        assert_eq!(
            run("diff")["b"]["conventions"],
            eval["conventions"],
            "diff {flag:?}"
        );
        let compare = run("compare");
        let mut shared = eval["conventions"].clone();
        // compare varies the order row by row; every other convention is shared.
        shared["order"] = json!("given");
        assert_eq!(compare["conventions"], shared, "compare {flag:?}");
        if field != "order" {
            for row in compare["algorithms"].as_array().unwrap() {
                if field == "tt" {
                    assert_eq!(row["tt"], true, "compare {flag:?}");
                }
            }
        }
    }
}

#[test]
fn compare_algo_restricts_the_rows_and_is_repeatable() {
    let v = json_of(&[
        "compare",
        "-e",
        FIG52,
        "--json",
        "--algo",
        "pvs",
        "--algo",
        "alphabeta",
    ]);
    assert_eq!(names(&v["algorithms"], "algorithm"), ["pvs", "alphabeta"]);
    let orders = names(&v["orders"], "algorithm");
    assert!(
        orders.iter().all(|a| a == "pvs" || a == "alphabeta"),
        "{orders:?}"
    );
    let v = json_of(&["compare", "-e", FIG52, "--json", "--algo", "minimax,sss"]);
    assert_eq!(names(&v["algorithms"], "algorithm"), ["minimax", "sss"]);
    // minimax takes no order; sss does.
    assert_eq!(names(&v["orders"], "algorithm"), ["sss"; 4]);
}

#[test]
fn compare_order_restricts_the_child_order_table() {
    let v = json_of(&[
        "compare", "-e", FIG52, "--json", "--order", "best", "--order", "given",
    ]);
    assert_eq!(
        names(&v["orders"], "order"),
        ["given", "best", "given", "best"]
    );
    assert_eq!(names(&v["algorithms"], "order"), ["given"; 6]);
    let best = &v["orders"][1];
    assert_eq!(best["leaves_evaluated"], 5, "the minimal tree");
    let text = gametree()
        .args([
            "compare",
            "-e",
            FIG52,
            "--order",
            "worst",
            "--algo",
            "alphabeta",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("alphabeta   worst"), "{text}");
    assert!(!text.contains("reversed"), "{text}");
}

#[test]
fn compare_used_to_ignore_algo_and_order() {
    let all = json_of(&["compare", "-e", FIG52, "--json"]);
    let one = json_of(&["compare", "-e", FIG52, "--json", "--algo", "minimax"]);
    assert!(all["algorithms"].as_array().unwrap().len() > 1);
    assert_eq!(one["algorithms"].as_array().unwrap().len(), 1);
    assert_eq!(one["orders"], json!([]));
}

#[test]
fn compare_json_has_exact_numbers_and_the_shape() {
    let v = json_of(&["compare", "trees/aima-fig5-2.yaml", "--json"]);
    assert_eq!(v["leaf_count"], 9);
    assert_eq!(v["node_count"], 13);
    assert_eq!(
        v["uniform"],
        json!({"branching": 3, "depth": 2, "knuth_moore_minimum": 5})
    );
    let ab = &v["algorithms"][1];
    assert_eq!(ab["algorithm"], "alphabeta");
    assert_eq!(ab["value"], 3);
    assert_eq!(ab["shown"], "3");
    assert_eq!(ab["bound"], "exact");
    assert_eq!(ab["leaves_evaluated"], 7);
    assert_eq!(ab["distinct_leaves_evaluated"], 7);
    assert_eq!(ab["nodes_visited"], 11);
}

#[test]
fn compare_strict_changes_every_search() {
    let classic = json_of(&[
        "compare",
        "trees/cs188-tied-root.yaml",
        "--json",
        "--algo",
        "alphabeta",
    ]);
    let strict = json_of(&[
        "compare",
        "trees/cs188-tied-root.yaml",
        "--json",
        "--algo",
        "alphabeta",
        "--strict",
    ]);
    assert_eq!(classic["algorithms"][0]["leaves_evaluated"], 2);
    assert_eq!(strict["algorithms"][0]["leaves_evaluated"], 3);
}

#[test]
fn diff_strict_still_means_defaults_against_these_conventions() {
    let v = json_of(&["diff", "trees/cs188-tied-root.yaml", "--strict", "--json"]);
    assert_eq!(v["a"]["conventions"]["strict"], false);
    assert_eq!(v["b"]["conventions"]["strict"], true);
    assert_eq!(v["pruned_only_by_a"], json!([3]));
    assert_eq!(v["pruned_only_by_b"], json!([]));
    assert_eq!(v["same_value"], true);
    let nodes = v["nodes_that_differ"].as_array().unwrap();
    assert_eq!(nodes.len(), 2);
    assert_eq!(nodes[0]["id"], "min2");
    assert_eq!(
        nodes[0]["a"],
        json!({"bound": "upper", "value": 10, "shown": "<=10"})
    );
    assert_eq!(
        nodes[0]["b"],
        json!({"bound": "exact", "value": 0, "shown": "0"})
    );
}

#[test]
fn diff_sets_two_algorithms_side_by_side() {
    let v = json_of(&[
        "diff",
        "trees/aima-chance-fig5-19-bounded.yaml",
        "--algo",
        "star1",
        "--vs-algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(v["a"]["algorithm"], "alphabeta");
    assert_eq!(v["b"]["algorithm"], "star1");
    assert_eq!(v["pruned_only_by_b"], json!([6, 7, 8]));
    let text = gametree()
        .args([
            "diff",
            "trees/aima-chance-fig5-19-bounded.yaml",
            "--algo",
            "star1",
            "--vs-algo",
            "alphabeta",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(text).unwrap();
    assert!(text.starts_with("A: alphabeta"), "{text}");
    assert!(text.contains("B: star1"), "{text}");
}

#[test]
fn diff_takes_every_convention_flag_for_each_side() {
    for (flag, field, value) in convention_flags() {
        let vs: Vec<String> = flag.iter().map(|f| f.replacen("--", "--vs-", 1)).collect();
        let mut args = vec!["diff", "-e", ALL_CONVENTIONS, "--json"];
        args.extend(vs.iter().map(String::as_str));
        let v = json_of(&args);
        assert_eq!(v["a"]["conventions"][field], value, "side A {vs:?}");
        assert_ne!(
            v["b"]["conventions"][field], value,
            "side B keeps the default {vs:?}"
        );
        let mut args = vec!["diff", "-e", ALL_CONVENTIONS, "--json"];
        args.extend(&flag);
        let v = json_of(&args);
        assert_eq!(v["b"]["conventions"][field], value, "side B {flag:?}");
        // Bounds, depth and budget pose the question, so both sides share them; the
        // conventions proper (and the table) are B's alone.
        if ["bounds", "depth", "budget"].contains(&field) {
            assert_eq!(
                v["a"]["conventions"][field], value,
                "side A shares {flag:?}"
            );
        } else {
            assert_ne!(
                v["a"]["conventions"][field], value,
                "side A keeps the default {flag:?}"
            );
        }
    }
}

#[test]
fn diff_vs_bounds_errors_name_the_vs_flag() {
    let err = gametree()
        .args(["diff", "-e", FIG52, "--vs-bounds", "3"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    assert!(
        String::from_utf8(err)
            .unwrap()
            .contains("--vs-bounds takes two numbers")
    );
}

#[test]
fn show_json_lists_every_node_with_its_marks() {
    let v = json_of(&["show", "-e", FIG52, "--json"]);
    assert_eq!(v["value"], 3);
    assert_eq!(v["pruned_leaves"], json!([5, 6]));
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 13);
    let by_id = |id: &str| nodes.iter().find(|n| n["id"] == id).unwrap().clone();
    let c = by_id("C");
    assert_eq!(c["shown"], "<=2");
    assert_eq!(c["parent"], "root");
    assert_eq!(c["depth"], 1);
    assert_eq!(c["best_line"], false);
    assert_eq!(by_id("B")["best_line"], true);
    let leaf5 = nodes.iter().find(|n| n["leaf"] == 5).unwrap();
    assert_eq!(leaf5["pruned"], true);
    assert_eq!(leaf5["leaf_value"], 4);
    assert_eq!(leaf5["parent"], "2");
    assert_eq!(nodes[0]["parent"], Value::Null);
}

#[test]
fn check_reads_answers_from_standard_input() {
    gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("value: 3\npruned: [5, 6]\n")
        .assert()
        .success()
        .stdout(predicates::str::contains("<stdin>  2/2 right"));
    gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("value: 4\n")
        .assert()
        .code(1);
    gametree()
        .args(["check", "-", "--answers", "-"])
        .write_stdin("value: 3\n")
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "cannot both come from standard input",
        ));
}

#[test]
fn answer_files_accept_the_command_lines_spellings() {
    let report = |answers: &str| {
        let out = gametree()
            .args([
                "check",
                "trees/cs188-tied-root.yaml",
                "--answers",
                "-",
                "--json",
            ])
            .write_stdin(answers)
            .assert()
            .get_output()
            .stdout
            .clone();
        let v: Value = serde_json::from_slice(&out).unwrap();
        v
    };
    let cli =
        report("algo: alphabeta\nstrict: true\nfail-hard: true\nroot-reset: true\npruned: []\n");
    let doc = report(
        "algorithm: alphabeta\nstrict: true\nfail_hard: true\nroot_reset: true\npruned: []\n",
    );
    assert_eq!(
        serde_json::to_string(&cli).unwrap().replace("<stdin>", ""),
        serde_json::to_string(&doc).unwrap().replace("<stdin>", "")
    );
    let text = serde_json::to_string(&cli).unwrap();
    assert!(
        text.contains("fail-hard"),
        "the block ran fail-hard: {text}"
    );
    gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("algo: minimax\ntt: true\nvalue: 3\npruned: []\n")
        .assert()
        .success();
    // A budget stops the search part way: there is nothing whole to check answers against.
    gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("budget: 1000\nvalue: 3\n")
        .assert()
        .code(1)
        .stdout(predicates::str::contains("a `budget` stops it part way"));
}

#[test]
fn an_unknown_answer_key_suggests_the_documented_key() {
    gametree()
        .args(["check", "trees/aima-fig5-2.yaml", "--answers", "-"])
        .write_stdin("fail-hrad: true\nvalue: 3\n")
        .assert()
        .code(1)
        .stdout(predicates::str::contains("unknown key `fail-hrad`"))
        .stdout(predicates::str::contains("did you mean `fail_hard`?"));
}

#[test]
fn commands_without_a_search_of_the_tree_refuse_convention_flags_with_a_note() {
    for (args, says) in [
        (
            vec!["check", "trees/aima-fig5-2.yaml", "--strict"],
            "no answer files are given",
        ),
        (
            vec!["check", "trees/aima-fig5-2.yaml", "--order", "best"],
            "--answers",
        ),
        (vec!["quiz", "--tt"], "--tt does not apply"),
        (vec!["quiz", "--budget", "3"], "--budget does not apply"),
        (vec!["solve", "ttt", "--fail-hard"], "export its tree"),
        (vec!["play", "ttt", "--strict"], "fixed conventions"),
        (vec!["gen", "--tt"], "runs no search"),
    ] {
        gametree()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(says));
    }
}

#[test]
fn quiz_takes_the_conventions_that_change_its_answers() {
    for flag in ["--strict", "--fail-hard", "--root-reset"] {
        gametree()
            .args(["quiz", "--seed", "7", flag])
            .write_stdin("")
            .assert()
            .success();
    }
    gametree()
        .args(["quiz", "--seed", "7", "--order", "reversed"])
        .write_stdin("")
        .assert()
        .success();
}

#[test]
fn every_subcommand_help_keeps_its_examples() {
    for cmd in [
        "eval", "trace", "show", "diff", "check", "dot", "html", "game", "solve", "play", "quiz",
        "compare", "gen",
    ] {
        let out = gametree()
            .args([cmd, "--help"])
            .env("COLUMNS", "80")
            .assert()
            .success();
        let help = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
        let examples = help
            .split("Examples:\n")
            .nth(1)
            .unwrap_or_else(|| panic!("{cmd}: no examples:\n{help}"));
        let examples = examples.split("\n\n").next().unwrap_or_default();
        assert!(examples.contains("\n  gametree ") || examples.starts_with("  gametree "));
        // Each example fits the line, an example too long laid out to fit rather than
        // wrapped inside an argument.
        for line in examples.lines() {
            assert!(line.starts_with("  "), "{cmd}: {line:?}");
            assert!(line.chars().count() <= 80, "{cmd}: {line:?}");
        }
    }
}
