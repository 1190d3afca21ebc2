//! Berkeley CS188 game-tree test files: `.test`/`.solution` pairs written from the CS188
//! trees of the corpus, read by every command, searched as the autograder searches them, and
//! checked against their solutions.

use std::collections::BTreeSet;

use assert_cmd::Command;
use serde_json::Value;

const DIR: &str = "tests/data/cs188";

fn gametree(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn tests() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".test"))
        .collect();
    v.sort();
    assert!(v.len() >= 10, "the pairs are there");
    v
}

/// A `.solution` file's `action` and `generated` states.
fn solution(test: &str) -> (String, BTreeSet<String>) {
    let text = std::fs::read_to_string(test.replace(".test", ".solution")).unwrap();
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{k}: \"")))
            .and_then(|l| l.strip_suffix('"'))
            .unwrap()
            .to_string()
    };
    let generated = field("generated")
        .split_whitespace()
        .map(String::from)
        .collect();
    (field("action"), generated)
}

#[test]
fn every_test_file_agrees_with_its_solution() {
    let (code, out, err) = gametree(&["check", DIR]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with('✓')).count(),
        tests().len(),
        "{out}"
    );
}

#[test]
fn the_strict_search_visits_exactly_the_generated_states() {
    for test in tests() {
        let (action, generated) = solution(&test);
        let text = std::fs::read_to_string(&test).unwrap();
        let algo = if text.contains("Expectimax") {
            "expectiminimax"
        } else if text.contains("AlphaBeta") {
            "alphabeta"
        } else {
            "minimax"
        };
        let (code, out, err) = gametree(&[
            "eval", &test, "--algo", algo, "--strict", "--json", "--nodes",
        ]);
        assert_eq!(code, 0, "{test}: {err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["best_move"].as_str(), Some(action.as_str()), "{test}");
        let visited: BTreeSet<String> = v["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n["bound"] != "unvisited")
            .map(|n| n["id"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(visited, generated, "{test}");
    }
}

#[test]
fn a_test_file_gives_the_value_of_the_corpus_tree_it_was_written_from() {
    for (test, yaml) in [
        ("q3-0-lecture-6-tree", "cs188-lecture-6-tree"),
        ("q3-1-8-minmax", "cs188-1-8-minmax"),
        ("q4-0-expectimax1", "cs188-q4-expectimax1"),
    ] {
        let value = |file: &str| {
            let (_, out, _) = gametree(&["eval", file, "--algo", "minimax", "--json"]);
            serde_json::from_str::<Value>(&out).unwrap()["value"].clone()
        };
        assert_eq!(
            value(&format!("{DIR}/{test}.test")),
            value(&format!("trees/{yaml}.yaml")),
            "{test}"
        );
    }
}

#[test]
fn the_depth_limit_is_depth_times_the_number_of_agents() {
    // depth 1, one ghost: the search evaluates level c (two plies down) and picks Left.
    let (_, out, _) = gametree(&[
        "eval",
        &format!("{DIR}/q3-7-1a-check-depth-one-ghost.test"),
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (
            v["value"].as_f64(),
            v["best_move"].as_str(),
            v["node_count"].as_u64()
        ),
        (Some(10.0), Some("Left"), Some(7))
    );
}

#[test]
fn every_view_reads_test_files() {
    let t = format!("{DIR}/q3-0-small-tree.test");
    for cmd in ["trace", "show", "dot", "tikz", "compare", "diff"] {
        let (code, out, err) = gametree(&[cmd, &t]);
        assert_eq!(code, 0, "{cmd}: {err}");
        assert!(
            cmd == "compare" || out.contains("minLeft"),
            "{cmd} names the states:\n{out}"
        );
    }
    // By content too, from standard input.
    let text = std::fs::read_to_string(&t).unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["eval", "-", "--json"])
        .write_stdin(text)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["best_move"], "Left");
}

#[test]
fn a_solution_that_disagrees_is_a_wrong_answer() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.test");
    std::fs::copy(format!("{DIR}/q3-6-tied-root.test"), &t).unwrap();
    // The classic rule prunes C; CS188's strict rule generates it.
    std::fs::write(
        dir.path().join("t.solution"),
        "action: \"Left\"\ngenerated: \"A B max min1 min2\"\n",
    )
    .unwrap();
    let (code, out, _) = gametree(&["check", t.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("leaf 3 (C = 0) is not pruned"), "{out}");
}

#[test]
fn a_missing_solution_is_bad_input_that_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.test");
    std::fs::copy(format!("{DIR}/q3-6-tied-root.test"), &t).unwrap();
    let (code, out, _) = gametree(&["check", t.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.contains("t.solution cannot be read"), "{out}");
}

#[test]
fn a_solution_naming_an_unknown_state_points_at_it() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.test");
    std::fs::copy(format!("{DIR}/q3-6-tied-root.test"), &t).unwrap();
    std::fs::write(
        dir.path().join("t.solution"),
        "action: \"Left\"\ngenerated: \"A B Q max min1 min2\"\n",
    )
    .unwrap();
    let (code, out, _) = gametree(&["check", t.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.contains("t.solution:2:17"), "{out}");
    assert!(out.contains("Q is no state"), "{out}");
}

#[test]
fn a_bad_test_file_is_bad_input_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("bad.test");
    let text = std::fs::read_to_string(format!("{DIR}/q3-6-tied-root.test")).unwrap();
    std::fs::write(&t, text.replace("min2 Right C", "min2 Right C extra")).unwrap();
    let (code, _, err) = gametree(&["eval", t.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("three words, not 4"), "{err}");
    let line = text.lines().position(|l| l == "min2 Right C").unwrap() + 1;
    assert!(err.contains(&format!("bad.test:{line}:1")), "{err}");
}

#[test]
fn students_answers_are_checked_against_a_test_file_by_action() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("alice.yaml");
    std::fs::write(
        &a,
        "algorithm: alphabeta\nstrict: true\nbest: Left\npruned: [D]\n",
    )
    .unwrap();
    let (code, out, err) = gametree(&[
        "check",
        &format!("{DIR}/q3-0-small-tree.test"),
        "--answers",
        a.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_solution_that_is_no_regular_file_is_refused_not_waited_for() {
    // A FIFO in the `.solution`'s place made `check t.test` (and `check DIR`) wait forever.
    let dir = tempfile::tempdir().unwrap();
    let test = dir.path().join("q3-0-small-tree.test");
    std::fs::copy("tests/data/cs188/q3-0-small-tree.test", &test).unwrap();
    let fifo = dir.path().join("q3-0-small-tree.solution");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("no mkfifo here: skipped");
        return;
    }
    for target in [test.to_str().unwrap(), dir.path().to_str().unwrap()] {
        let (code, out, err) = gametree(&["check", target]);
        assert_eq!(code, 2, "{out}{err}");
        assert!(out.contains("is not a regular file"), "{out}{err}");
    }
}

/// A test file whose start state has `n` successors, each a leaf, and a solution that
/// generates every state.
fn wide_pair(n: usize) -> (String, String) {
    let mut test = String::from(
        "class: \"GraphGameTreeTest\"\nalg: \"AlphaBetaAgent\"\ndepth: \"1\"\nnum_agents: \"1\"\nstart_state: \"r\"\nwin_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\n",
    );
    for i in 0..n {
        test.push_str(&format!("r a{i} s{i}\n"));
    }
    test.push_str("\"\"\"\nevaluation: \"\"\"\n");
    for i in 0..n {
        test.push_str(&format!("s{i} {i}\n"));
    }
    test.push_str("\"\"\"\n");
    let states: Vec<String> = (0..n).map(|i| format!("s{i}")).collect();
    let solution = format!(
        "action: \"a{}\"\ngenerated: \"r {}\"\n",
        n - 1,
        states.join(" ")
    );
    (test, solution)
}

/// A test file of a `branching`-ary tree `depth` plies deep, states named by their path.
fn full_test(depth: u32, branching: u32) -> String {
    let mut text = format!(
        "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"{depth}\"\nnum_agents: \"1\"\nstart_state: \"s\"\nwin_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\n"
    );
    let mut level = vec!["s".to_string()];
    for _ in 0..depth {
        let mut next = Vec::new();
        for s in &level {
            for i in 0..branching {
                let c = format!("{s}{i}");
                text.push_str(&format!("{s} m{i} {c}\n"));
                next.push(c);
            }
        }
        level = next;
    }
    text.push_str("\"\"\"\nevaluation: \"\"\"\n");
    for (i, s) in level.iter().enumerate() {
        text.push_str(&format!("{s} {}\n", i % 100));
    }
    text.push_str("\"\"\"\n");
    text
}

/// Runs gametree under a cap on CPU seconds: a reader that has turned quadratic is stopped
/// by the cap (at these sizes it needs minutes), whatever else the machine is doing.
fn gametree_within_cpu_seconds(seconds: u32, args: &[&str]) -> (Option<i32>, String, String) {
    crate::common::gametree_under_ulimit(&format!("-t {seconds}"), args)
}

#[test]
fn a_state_with_many_successors_and_a_long_generated_list_read_in_linear_time() {
    // 80,000 successors of one state took 7.8 s (each new action was compared with every
    // earlier one), and a `generated` line of 400,000 states 39 s (each word's column was
    // counted from the start of the line); at 400,000 each needs minutes.
    let dir = tempfile::tempdir().unwrap();
    let test = dir.path().join("wide.test");
    let (text, solution) = wide_pair(400_000);
    std::fs::write(&test, text).unwrap();
    std::fs::write(dir.path().join("wide.solution"), solution).unwrap();
    let test = test.to_str().unwrap();
    let (code, out, err) = gametree_within_cpu_seconds(60, &["eval", test, "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["leaf_count"], 400_000);
    let (code, out, err) = gametree_within_cpu_seconds(60, &["check", test]);
    assert_eq!(code, Some(0), "{out}{err}");
}

#[test]
fn a_test_file_takes_a_bounded_number_of_bytes_per_node() {
    // The reader held every line, every line's words and every state several times over:
    // about 5 times the memory per node of the YAML reader, so a 4-million-state test file
    // within the default node limit did not fit in 2 GiB. The bound leaves a tree of the
    // default limit's size room for its search there; it holds at twice the size, too.
    for depth in [7, 8] {
        let text = full_test(depth, 4);
        let (doc, peak) =
            crate::common::counting::peak(|| gametree::parse::parse_text(&text).unwrap());
        let nodes = doc.tree.len();
        let per_node = peak / nodes;
        assert!(per_node <= 300, "{per_node} bytes a node at {nodes} nodes");
    }
}
