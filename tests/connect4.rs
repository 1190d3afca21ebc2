//! Connect-4 on the standard board: a sample of the benchmark positions solved exactly
//! through the command line, the positions-file format, `--explain`'s ladder, the fixed-size
//! table, and `play` with the connect-4 solver.

use assert_cmd::Command;
use serde_json::Value;

const SAMPLE: &str = "tests/data/connect4-sample.txt";

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

fn run(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut c = gametree();
    c.args(args);
    if let Some(s) = stdin {
        c.write_stdin(s);
    }
    let out = c.output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    )
}

/// A 7x6 position after 24 moves, quick to solve, that the solve tests start from.
const POSITION: &str = "263443174427244671517662";

/// `gametree solve connect4 --board 7x6 --position POSITION` with `more` arguments.
fn solve_position(more: &[&str]) -> (i32, String, String) {
    let args = [
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--position",
            POSITION,
        ][..],
        more,
    ]
    .concat();
    run(&args, None)
}

/// The sample's (position, score) lines.
fn sample() -> Vec<(String, i32)> {
    std::fs::read_to_string(SAMPLE)
        .expect("the sample is in the repository")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (p, s) = l.split_once(' ').expect("position and score");
            (p.to_string(), s.parse().expect("a score"))
        })
        .collect()
}

#[test]
fn the_sample_of_benchmark_positions_solves_exactly_in_one_process() {
    let (code, out, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", SAMPLE],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let expected: Vec<String> = sample().iter().map(|(p, s)| format!("{p} {s}")).collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // With --json: nodes and time for every position, and the score checked against the file.
    let (code, out, _) = run(
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--positions",
            SAMPLE,
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    let rows = v["positions"].as_array().unwrap();
    assert_eq!(rows.len(), sample().len());
    for (row, (p, s)) in rows.iter().zip(sample()) {
        assert_eq!(row["position"], p.as_str());
        assert_eq!(row["score"], s);
        assert_eq!(row["expected"], s);
        assert!(row["nodes"].as_u64().unwrap() >= 1);
        assert!(row["seconds"].as_f64().unwrap() >= 0.0);
    }
    assert_eq!(v["wrong"], 0);
}

#[test]
fn every_technique_switched_off_gives_the_same_scores() {
    // The quick part of the sample, solved with each switch off in turn.
    let quick: String = sample()
        .iter()
        .filter(|(p, _)| p.len() >= 24)
        .map(|(p, s)| format!("{p} {s}\n"))
        .collect();
    for off in [
        &["--no-table"][..],
        &["--order", "given"],
        &["--order", "centre"],
        &["--no-null-window"],
        &["--no-anticipation"],
        &["--no-symmetry"],
        &["--no-bitboard"],
        &["--table-mb", "1"],
    ] {
        let mut args = vec!["solve", "connect4", "--board", "7x6", "--positions", "-"];
        args.extend_from_slice(off);
        let (code, out, err) = run(&args, Some(&quick));
        assert_eq!(code, 0, "{off:?}: {err}");
        assert_eq!(out, quick, "{off:?}");
    }
}

#[test]
fn positions_are_read_with_or_without_spaces_and_printed_as_written() {
    let input =
        "1 3 5 4 1 5 7 1 5 6 6 7 2 5\n13541571566725\n# a comment\n\n1,3,5,4,1,5,7,1,5,6,6,7,2,5\n";
    let (code, out, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", "-"],
        Some(input),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "1 3 5 4 1 5 7 1 5 6 6 7 2 5 9\n13541571566725 9\n1,3,5,4,1,5,7,1,5,6,6,7,2,5 9\n"
    );
    // One position the same way.
    for p in ["13541571566725", "1 3 5 4 1 5 7 1 5 6 6 7 2 5"] {
        let (code, out, _) = run(
            &[
                "solve",
                "connect4",
                "--board",
                "7x6",
                "--position",
                p,
                "--json",
            ],
            None,
        );
        assert_eq!(code, 0);
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["score"], 9);
        assert_eq!(v["table_bytes"], 64 << 20, "the default table is 64 MiB");
    }
}

#[test]
fn a_wrong_expected_score_is_reported_and_exits_1() {
    let (code, out, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", "-"],
        Some("434561257614377516527665 3\n"),
    );
    assert_eq!(code, 1);
    assert_eq!(out, "434561257614377516527665 0\n");
    assert!(
        err.contains("<stdin>:1: 434561257614377516527665: solved 0, the file says 3"),
        "{err}"
    );
}

#[test]
fn a_bad_line_in_a_positions_file_points_at_its_line_and_column() {
    let (code, _, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", "-"],
        Some("4453\n  44444448\n"),
    );
    assert_eq!(code, 2);
    assert!(err.contains("<stdin>:2:3"), "{err}");
    assert!(err.contains("column 4 is full"), "{err}");
    // A finished game, and a position given both ways.
    let (code, _, err) = run(
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--position",
            "1212121",
        ],
        None,
    );
    assert_eq!(code, 2);
    assert!(err.contains("the game is over"), "{err}");
    let (code, _, _) = run(
        &[
            "solve",
            "connect4",
            "--position",
            "1",
            "--positions",
            SAMPLE,
        ],
        None,
    );
    assert_eq!(code, 2);
    let (code, _, err) = run(&["solve", "ttt", "--explain"], None);
    assert_eq!(code, 2);
    assert!(err.contains("are for connect4"), "{err}");
    let (code, _, err) = run(&["solve", "connect4", "--table-mb", "0"], None);
    assert_eq!(code, 2);
    assert!(err.contains("--table-mb"), "{err}");
}

#[test]
fn explain_adds_the_techniques_one_at_a_time() {
    let (code, out, err) = solve_position(&["--explain", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let steps = v["steps"].as_array().unwrap();
    let added: Vec<&str> = steps.iter().map(|s| s["added"].as_str().unwrap()).collect();
    assert_eq!(
        added,
        [
            "alpha-beta, general game state",
            "bitboard position",
            "centre first",
            "transposition table",
            "null-window search on the score",
            "forced and losing moves",
            "threat ordering",
            "symmetry",
        ]
    );
    let nodes: Vec<u64> = steps.iter().map(|s| s["nodes"].as_u64().unwrap()).collect();
    assert!(
        steps.iter().all(|s| s["scores"] == serde_json::json!([3])),
        "{steps:?}"
    );
    // The bitboard changes the speed, not the search; the whole ladder saves a lot.
    assert_eq!(nodes[0], nodes[1]);
    assert_eq!(nodes, [9_908, 9_908, 17_085, 6_459, 5_526, 2_594, 511, 511]);
    // The text form is a table with one row per step.
    let (_, text, _) = solve_position(&["--explain"]);
    for a in added {
        assert!(text.contains(a), "{text}");
    }
    // A step past --max-nodes is marked as stopped.
    let (_, text, _) = solve_position(&["--explain", "--max-nodes", "1000"]);
    assert!(text.contains("> 1,000"), "{text}");
    assert!(text.contains("511"), "{text}");
}

#[test]
fn explain_over_a_positions_file_sums_each_step_and_checks_the_scores() {
    let quick: String = sample()
        .iter()
        .filter(|(p, _)| p.len() >= 24)
        .map(|(p, s)| format!("{p} {s}\n"))
        .collect();
    let (code, out, err) = run(
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--positions",
            "-",
            "--explain",
            "--json",
        ],
        Some(&quick),
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let expected: Vec<i32> = sample()
        .iter()
        .filter(|(p, _)| p.len() >= 24)
        .map(|&(_, s)| s)
        .collect();
    assert_eq!(v["positions"], expected.len());
    assert_eq!(v["scores"], serde_json::json!(expected));
    let nodes: Vec<u64> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["nodes"].as_u64().unwrap())
        .collect();
    assert_eq!(nodes.len(), 8);
    assert!(nodes[7] * 10 < nodes[0], "the techniques save: {nodes:?}");
    // A score the file gets wrong is reported (exit 1).
    let (code, _, err) = run(
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--positions",
            "-",
            "--explain",
        ],
        Some("434561257614377516527665 3\n"),
    );
    assert_eq!(code, 1);
    assert!(err.contains("solved 0, the file says 3"), "{err}");
}

#[test]
fn play_connect4_plays_the_solved_move_after_twelve_moves() {
    // X to move after 24 moves, winning (score 6): the engine (X) finds it and says so.
    let (code, out, err) = run(
        &[
            "play",
            "connect4",
            "--board",
            "7x6",
            "--position",
            "672155672773556667442312",
            "--first",
            "engine",
        ],
        Some(""),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("I play "), "{out}");
    assert!(out.contains("X wins with best play, on move 31"), "{out}");
    assert!(!out.contains("not proven"), "{out}");
}

#[test]
fn play_connect4_from_the_start_says_its_move_is_not_proven() {
    let (code, out, err) = run(
        &[
            "play", "connect4", "--board", "7x6", "--first", "engine", "--think", "0.2",
        ],
        Some(""),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("not proven: the best move found in"), "{out}");
    let (code, _, err) = run(&["play", "connect4", "--think", "0"], Some(""));
    assert_eq!(code, 2);
    assert!(err.contains("--think"), "{err}");
}

#[test]
fn a_table_larger_than_the_memory_limit_is_refused_naming_the_flag() {
    // Under a 2 GiB address-space limit, `--table-mb 4096` aborted in the table's allocation.
    let (code, _, err) = crate::common::gametree_under_ulimit(
        "-v 2000000",
        &[
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--position",
            POSITION,
            "--table-mb",
            "4096",
        ],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--table-mb") && err.contains("memory"),
        "{err}"
    );
    // A table the machine can give is set up and used as before.
    let (code, out, err) = solve_position(&["--table-mb", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("score"), "{out}");
}

#[test]
fn a_malformed_expected_score_is_refused_not_read_as_moves() {
    // `4453 --2` was read as the position 44532 and scored.
    let (code, out, err) = run(
        &["solve", "connect4", "--positions", "-"],
        Some("4453 --2\n"),
    );
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("--2") && err.contains("whole number"), "{err}");
    // A signed score after moves written with spaces is a score, not a move.
    let line = "3 3 5 4 5 3 2 7 6 2 6 7 4 5 1 1 5 1 2 4 7 2 7 2 -2\n";
    let (code, out, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", "-"],
        Some(line),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, line, "printed as written, with the score it checked");
    let wrong = line.replace(" -2", " +3");
    let (code, _, err) = run(
        &["solve", "connect4", "--board", "7x6", "--positions", "-"],
        Some(&wrong),
    );
    assert_eq!(code, 1, "a score that differs is reported: {err}");
}
