//! Each convention on a tree where it changes the answer: equality at a cutoff
//! (--strict), fail-hard returns, α reset at the root, child order, a MIN root, a tie at the
//! root, and strict + fail-hard pruning differently from strict + fail-soft.

use assert_cmd::Command;
use gametree::parse::parse_text;
use gametree::render::words::*;
use gametree::search::{self, Algorithm, Bound, Config, Order};

fn pruned(text: &str, cfg: Config) -> Vec<u32> {
    let doc = parse_text(text).unwrap();
    search::run(&doc.tree, &cfg)
        .unwrap()
        .pruned_leaves(&doc.tree)
}

fn ab() -> Config {
    Config::new(Algorithm::AlphaBeta)
}

const FIG52: &str =
    "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]";

#[test]
fn strict_does_not_cut_on_equality() {
    // C's first leaf equals α = 3: the classic rule cuts, CS188's strict rule does not.
    let t = "max: [{min: [3, 12], id: B}, {min: [3, 5], id: C}]";
    assert_eq!(pruned(t, ab()), vec![4]);
    assert_eq!(
        pruned(
            t,
            Config {
                strict: true,
                ..ab()
            }
        ),
        Vec::<u32>::new()
    );
}

#[test]
fn fail_hard_returns_the_window_edge_at_a_cut_node() {
    let doc = parse_text(FIG52).unwrap();
    let c = doc.tree.resolve("C").unwrap();
    let soft = search::run(&doc.tree, &ab()).unwrap();
    let hard = search::run(
        &doc.tree,
        &Config {
            fail_hard: true,
            ..ab()
        },
    )
    .unwrap();
    assert_eq!(
        (
            soft.result(&doc.tree, c).value,
            soft.result(&doc.tree, c).bound
        ),
        (2.0, Bound::Upper)
    );
    assert_eq!(
        (
            hard.result(&doc.tree, c).value,
            hard.result(&doc.tree, c).bound
        ),
        (3.0, Bound::Upper)
    );
    assert_eq!(soft.pruned_leaves(&doc.tree), hard.pruned_leaves(&doc.tree));
}

#[test]
fn root_reset_forgets_alpha_between_root_children() {
    assert_eq!(pruned(FIG52, ab()), vec![5, 6]);
    assert_eq!(
        pruned(
            FIG52,
            Config {
                root_reset: true,
                ..ab()
            }
        ),
        Vec::<u32>::new()
    );
}

#[test]
fn order_changes_what_is_pruned_but_never_the_numbers() {
    assert_eq!(
        pruned(
            FIG52,
            Config {
                order: Order::Reversed,
                ..ab()
            }
        ),
        Vec::<u32>::new()
    );
    // Best first puts D's 2 first, so D cuts too: its 14 and 5 (leaves 7 and 8) are never read.
    assert_eq!(
        pruned(
            FIG52,
            Config {
                order: Order::Best,
                ..ab()
            }
        ),
        vec![5, 6, 7, 8]
    );
}

#[test]
fn a_min_root_mirrors_the_rules() {
    let t = "min: [{max: [3, 1]}, {max: [3, 9]}]";
    assert_eq!(pruned(t, ab()), vec![4]);
    assert_eq!(
        pruned(
            t,
            Config {
                strict: true,
                ..ab()
            }
        ),
        Vec::<u32>::new()
    );
    let doc = parse_text(t).unwrap();
    assert_eq!(search::run(&doc.tree, &ab()).unwrap().value, 3.0);
}

#[test]
fn a_tie_at_the_root_keeps_the_first_child_as_best_but_accepts_either() {
    let t = "max: [{min: [3, 4], id: B}, {min: [3, 5], id: C}]";
    let doc = parse_text(t).unwrap();
    for cfg in [
        ab(),
        Config {
            strict: true,
            ..ab()
        },
        Config {
            root_reset: true,
            ..ab()
        },
    ] {
        let out = search::run(&doc.tree, &cfg).unwrap();
        assert_eq!(out.best, doc.tree.resolve("B"), "{}", cfg.describe());
    }
    // The checker accepts the tied child too, with a note.
    let dir = std::env::temp_dir().join(format!("gametree-tie-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tree = dir.join("tie.yaml");
    std::fs::write(
        &tree,
        format!("root: {{{t}}}\nexpect: {{best: C, value: 3}}\n"),
    )
    .unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env_remove("COLUMNS")
        .arg("check")
        .arg(&tree)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(String::from_utf8_lossy(&out).contains("2 children tie at 3"));
}

#[test]
fn strict_fail_hard_can_reach_beta_without_a_cut() {
    // Under the strict rule a fail-hard child returns exactly β, which does not cut, so the
    // search goes on where fail-soft (returning more than β) would have stopped.
    let t = "max: [{min: [{max: [1, 2]}, {max: [1, 3]}]}, {min: [{max: [0, 0]}, {max: [3, 2]}]}]";
    let strict = Config {
        strict: true,
        ..ab()
    };
    assert_eq!(
        pruned(
            t,
            Config {
                fail_hard: true,
                ..strict.clone()
            }
        ),
        vec![8]
    );
    assert_eq!(pruned(t, strict), vec![7, 8]);
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env_remove("COLUMNS")
        .args(["diff", "-e", t, "--strict", "--fail-hard"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8_lossy(&out);
    assert!(text.contains("α can reach β without a cut"), "{text}");
}

#[test]
fn the_header_names_every_convention() {
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env_remove("COLUMNS")
        .args([
            "trace",
            "-e",
            FIG52,
            "--strict",
            "--fail-hard",
            "--root-reset",
            "--no-deep-cutoffs",
            "--order",
            "reversed",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    // The header may wrap to the width: read it as one line.
    let text = String::from_utf8_lossy(&out);
    let text = text.split("\n\n").next().unwrap_or("").replace('\n', " ");
    for words in [
        "cut on α > β (strict)",
        "fail-hard",
        "α reset at each root child",
        "no deep cutoffs (only the parent's bound)",
        "order reversed",
    ] {
        assert!(text.contains(words), "missing {words:?} in:\n{text}");
    }
}

/// A deep cutoff: the root's α = 5 reaches two levels down, to MIN node D, whose first leaf
/// 3 is already below it. Without deep cutoffs D knows only its parent C's bound (nothing
/// yet), so it goes on to leaf 9; the shallow cut at B (C = 3 ≤ 5) still happens.
const DEEP: &str = "max: [5, {id: B, min: [{id: C, max: [{id: D, min: [3, 9]}, 2]}, 8]}]";

#[test]
fn no_deep_cutoffs_keeps_the_shallow_cut_and_loses_the_deep_one() {
    assert_eq!(pruned(DEEP, ab()), vec![3, 5]);
    let f1 = Config {
        no_deep_cutoffs: true,
        ..ab()
    };
    assert_eq!(pruned(DEEP, f1.clone()), vec![5]);
    let doc = parse_text(DEEP).unwrap();
    assert_eq!(search::run(&doc.tree, &f1).unwrap().value, 5.0);
}

#[test]
fn no_deep_cutoffs_is_refused_where_it_has_no_meaning() {
    let t = "{bounds: [0, 9], root: {max: [{chance: [1, 2]}, {chance: [3, 4]}]}}";
    for algo in ["star1", "star2", "pvs", "mtdf", "sss"] {
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .args(["eval", "-e", t, "--no-deep-cutoffs", "--algo", algo])
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let text = String::from_utf8_lossy(&out);
        assert!(
            text.contains(&format!("not defined for {algo}")),
            "{algo}: {text}"
        );
    }
    for algo in ["alphabeta", "negamax", "worstcase", "minimax"] {
        Command::cargo_bin("gametree")
            .unwrap()
            .args(["eval", "-e", t, "--no-deep-cutoffs", "--algo", algo])
            .assert()
            .success();
    }
}

#[test]
fn answer_files_name_no_deep_cutoffs_as_flags_do() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("t.yaml");
    std::fs::write(&tree, DEEP).unwrap();
    for key in ["no_deep_cutoffs", "no-deep-cutoffs"] {
        let answers = dir.path().join("a.yaml");
        std::fs::write(&answers, format!("{key}: true\nvalue: 5\npruned: [5]\n")).unwrap();
        Command::cargo_bin("gametree")
            .unwrap()
            .args(["check", tree.to_str().unwrap(), "--answers"])
            .arg(&answers)
            .assert()
            .success();
    }
    let answers = dir.path().join("b.yaml");
    std::fs::write(
        &answers,
        "algorithm: star1\nno_deep_cutoffs: true\nvalue: 5\n",
    )
    .unwrap();
    Command::cargo_bin("gametree")
        .unwrap()
        .args(["check", tree.to_str().unwrap(), "--answers"])
        .arg(&answers)
        .assert()
        .code(1);
}

/// A MAX node whose chance child fails high with fail-hard returns a bound proven through
/// chance arithmetic: its parent must compare it with the same tolerance. Here 5e-324 and
/// 1e-300 are the same value within the tolerance; the MIN root keeps its first child
/// (1e-300), and the second child, whose true value is about 9e307, is never its best move.
#[test]
fn a_fail_hard_bound_proven_through_a_chance_node_is_compared_with_the_tolerance() {
    let doc = parse_text(
        "min:\n  - min: [1e-300]\n  - max:\n    - 5e-324\n    - chance:\n      - max: [8.988465674311579e307]\n",
    )
    .unwrap();
    let first = doc.tree.resolve("1").unwrap();
    for algorithm in [Algorithm::Star1, Algorithm::AlphaBeta, Algorithm::Star2] {
        let out = search::run(
            &doc.tree,
            &Config {
                fail_hard: true,
                ..Config::new(algorithm)
            },
        )
        .unwrap();
        assert_eq!(out.best, Some(first), "{}", algorithm.name());
        assert_eq!(out.value, 1e-300, "{}", algorithm.name());
    }
}
