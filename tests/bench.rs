//! `gametree bench` and `compare --time`: the structure of what they print (never the times,
//! which belong to the machine).

use assert_cmd::Command;
use serde_json::Value;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

fn stdout(args: &[&str]) -> String {
    let out = gametree()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

const FIG52: &str = "trees/aima-fig5-2.yaml";
const QUICK: [&str; 4] = ["--repeat", "3", "--min-time", "0"];

#[test]
fn bench_json_has_one_object_per_algorithm_with_the_searchs_counts() {
    let mut args = vec!["bench", FIG52, "--algo", "alphabeta,minimax", "--json"];
    args.extend(QUICK);
    let v: Value = serde_json::from_str(&stdout(&args)).unwrap();
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["algorithm"], "alphabeta");
    assert_eq!(rows[0]["leaves_evaluated"], 7);
    assert_eq!(rows[0]["nodes_visited"], 11);
    assert_eq!(rows[1]["algorithm"], "minimax");
    assert_eq!(rows[1]["leaves_evaluated"], 9);
    assert_eq!(rows[1]["nodes_visited"], 13);
    for row in rows {
        assert!(row["seconds"].as_f64().unwrap() >= 0.0);
        assert!(row["load_seconds"].as_f64().unwrap() >= 0.0);
        assert_eq!(row["runs"].as_array().unwrap().len(), 3);
        assert_eq!(row["value"], 3);
    }
}

#[test]
fn bench_table_names_every_column_and_row() {
    let mut args = vec!["bench", FIG52];
    args.extend(QUICK);
    let text = stdout(&args);
    for word in [
        "loaded in",
        "per search",
        "nodes visited",
        "leaves evaluated",
        "ns per node",
        "median of 3 runs",
    ] {
        assert!(text.contains(word), "{word} missing in\n{text}");
    }
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with(" alphabeta") || l.starts_with(" minimax"))
        .collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(
        rows[0].contains(" 11 ") && rows[0].contains(" 7 "),
        "{}",
        rows[0]
    );
}

#[test]
fn bench_on_a_chance_tree_times_the_chance_algorithms_by_default() {
    let mut args = vec!["bench", "trees/aima-chance-fig5-19-bounded.yaml", "--json"];
    args.extend(QUICK);
    let v: Value = serde_json::from_str(&stdout(&args)).unwrap();
    let names: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["algorithm"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["alphabeta", "expectiminimax", "star1", "star2"]);
}

#[test]
fn bench_takes_the_conventions_of_every_other_command() {
    let run = |extra: &[&str]| -> Value {
        let mut args = vec!["bench", FIG52, "--algo", "alphabeta", "--json"];
        args.extend(QUICK);
        args.extend(extra);
        let v: Value = serde_json::from_str(&stdout(&args)).unwrap();
        v[0].clone()
    };
    assert_eq!(run(&[])["leaves_evaluated"], 7);
    assert_eq!(run(&["--order", "reversed"])["leaves_evaluated"], 9);
    let strict = run(&["--strict", "--fail-hard"]);
    assert_eq!(strict["conventions"]["strict"], true);
    assert_eq!(strict["conventions"]["fail_hard"], true);
}

#[test]
fn bench_refuses_no_runs_too_many_runs_and_a_negative_time() {
    // A repeat count past what can be kept (u64::MAX) panicked with "capacity overflow";
    // a large one aborted asking for the memory.
    for args in [
        vec!["bench", FIG52, "--repeat", "0"],
        vec!["bench", FIG52, "--repeat", "1001"],
        vec![
            "bench",
            FIG52,
            "--repeat",
            "18446744073709551615",
            "--min-time",
            "0",
        ],
        vec!["bench", FIG52, "--min-time=-1"],
    ] {
        let out = gametree()
            .args(&args)
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let err = String::from_utf8(out).unwrap();
        assert!(
            err.contains("--repeat") || err.contains("--min-time"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
    gametree()
        .args(["bench", FIG52, "--repeat", "1000", "--min-time", "0"])
        .assert()
        .success();
}

#[test]
fn compare_time_adds_a_time_column_and_a_seconds_field() {
    let plain = stdout(&["compare", FIG52, "--algo", "alphabeta", "--order", "given"]);
    assert!(!plain.contains("time per search"));
    let timed = stdout(&[
        "compare",
        FIG52,
        "--algo",
        "alphabeta",
        "--order",
        "given",
        "--time",
    ]);
    assert!(timed.contains("time per search"), "{timed}");
    let v: Value = serde_json::from_str(&stdout(&[
        "compare",
        FIG52,
        "--algo",
        "alphabeta",
        "--order",
        "given",
        "--time",
        "--json",
    ]))
    .unwrap();
    assert!(v["algorithms"][0]["seconds"].as_f64().unwrap() >= 0.0);
    assert!(v["orders"][0]["seconds"].as_f64().unwrap() >= 0.0);
    let untimed: Value = serde_json::from_str(&stdout(&[
        "compare",
        FIG52,
        "--algo",
        "alphabeta",
        "--json",
    ]))
    .unwrap();
    assert!(untimed["algorithms"][0].get("seconds").is_none());
}

#[test]
fn a_single_run_is_not_called_a_median_of_1_runs() {
    let text = stdout(&["bench", FIG52, "--repeat", "1", "--min-time", "0"]);
    assert!(text.contains("one run, the search alone"), "{text}");
    assert!(!text.contains("median of 1 runs"), "{text}");
}

/// `bench` of one minimax search in one run, in `lang`.
fn one_search(lang: &str) -> String {
    stdout(&[
        "--lang",
        lang,
        "bench",
        FIG52,
        "--algo",
        "minimax",
        "--repeat",
        "1",
        "--min-time",
        "0",
    ])
}

#[test]
fn a_single_search_is_not_called_1_searches() {
    let text = one_search("en");
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains("(1 search of minimax in the first row's run)"),
        "{text}"
    );
    assert!(!text.contains("1 searches"), "{text}");
}

#[test]
fn a_single_run_is_one_run_in_chinese_too() {
    let text = one_search("zh");
    assert!(text.contains("一轮，只计搜索本身"), "{text}");
    assert!(!text.contains("1 轮的中位数"), "{text}");
}

/// Where the infinities come from inner children, the search with nobody watching (which
/// `bench` runs) names the chance node that sums them, as the watched one (`eval`) does:
/// not the child that brought the second infinity, and the first such node in search order.
#[test]
fn infinity_minus_infinity_from_inner_children_names_the_first_chance_node() {
    let tree =
        "max:\n  - chance:\n      - max: [.inf]\n      - min: [-.inf]\n  - chance: [.inf, -.inf]";
    for algo in ["minimax", "expectiminimax", "alphabeta", "star1", "star2"] {
        for command in ["bench", "eval"] {
            let mut args = vec![command, "-e", tree, "--algo", algo];
            if command == "bench" {
                args.extend(QUICK);
            }
            let out = gametree().args(&args).output().unwrap();
            assert_eq!(out.status.code(), Some(2), "{command} {algo}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("chance node 1 ") && err.contains("∞ − ∞"),
                "{command} {algo}: {err}"
            );
            assert!(err.contains("<inline>:2:5"), "{command} {algo}: {err}");
        }
    }
}
