//! `check` grading a chance node's proven interval (`intervals: {C: [lo, hi]}`): a right
//! interval right and a wrong one named as wrong, in every format, and the engine's own
//! intervals always right (and sound: the true value lies inside).

use std::path::Path;

use crate::common::*;
use gametree::check::{self, Item, Searches};
use gametree::parse::{Meta, parse_value};
use gametree::search::{self, Algorithm, Config, Recorder};
use gametree::tree::{Kind, Tree};
use proptest::prelude::*;
use serde_json::Value;

const FIG519: &str = "trees/aima-chance-fig5-19-bounded.yaml";

fn check(dir: &Path, answers: &str, args: &[&str]) -> (i32, String, String) {
    let file = dir.join("answers.yaml");
    std::fs::write(&file, answers).unwrap();
    let mut all = vec!["check", FIG519, "--answers", file.to_str().unwrap()];
    all.extend_from_slice(args);
    gametree_at(200, &all)
}

#[test]
fn a_right_interval_is_right_and_a_wrong_one_is_named_as_wrong() {
    let dir = tempfile::tempdir().unwrap();
    // AIMA's answer: after M3 returns ≤ 0, the right chance node lies between -2 and 1.
    let right = "algorithm: star1\nintervals: {C1: [1.5, 1.5], C2: [-2, 1]}\n";
    let (code, out, err) = check(dir.path(), right, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("✓ C1 lies in [1.5, 1.5]"), "{out}");
    assert!(out.contains("✓ C2 lies in [-2, 1]"), "{out}");

    let wrong = "algorithm: star1\nintervals: {C1: [1.5, 1.5], C2: [-1, 1]}\n";
    let (code, out, err) = check(dir.path(), wrong, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("1/2 right"), "{out}");
    assert!(
        out.contains("✗ C2: the search proves C2 in [-2, 1] at step 25, not [-1, 1]"),
        "{out}"
    );

    // In Chinese too.
    let (_, out, _) = check(dir.path(), wrong, &["--lang", "zh"]);
    assert!(
        out.contains("C2：搜索在第 25 步证明 C2 位于 [-2, 1]，不是 [-1, 1]"),
        "{out}"
    );
}

#[test]
fn json_gives_each_interval_line_the_interval_proven() {
    let dir = tempfile::tempdir().unwrap();
    let answers = "algorithm: star1\nintervals: {C2: [-1, 1], M1: [0, 1]}\n";
    let (code, out, _) = check(dir.path(), answers, &["--json"]);
    assert_eq!(code, 1);
    let v: Value = serde_json::from_str(&out).unwrap();
    let verdicts = &v["files"][0]["blocks"][0]["verdicts"];
    let c2 = verdicts
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["item"] == "intervals.C2")
        .unwrap();
    assert_eq!(c2["ok"], false);
    assert_eq!(c2["interval"], serde_json::json!([-2, 1]));
    // A node that is no chance node is a wrong item, with no interval to give.
    let m1 = verdicts
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["item"] == "intervals.M1")
        .unwrap();
    assert_eq!(m1["ok"], false);
    assert!(m1.get("interval").is_none());
    assert!(
        m1["message"]
            .as_str()
            .unwrap()
            .contains("M1 is no chance node")
    );
}

#[test]
fn a_rubric_scores_intervals_and_gradescope_shows_them_as_one_test() {
    let dir = tempfile::tempdir().unwrap();
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(
        &rubric,
        "points: {value: 1, intervals: 2}\nrequired: [value, intervals.C1, intervals.C2]\n",
    )
    .unwrap();
    let rubric = rubric.to_string_lossy().into_owned();
    let answers = "algorithm: star1\nvalue: 1.5\nintervals: {C2: [-2, 1]}\n";
    let (code, out, err) = check(
        dir.path(),
        answers,
        &["--rubric", &rubric, "--format", "gradescope"],
    );
    assert_eq!(code, 1, "C1 is required and left out: {out}{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    // C1 left out: 0 of its 2 points.
    assert_eq!(v["score"], serde_json::json!(3));
    let test = v["tests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "chance intervals")
        .unwrap_or_else(|| panic!("a test for the intervals: {out}"));
    assert_eq!(test["score"], serde_json::json!(2));
    assert_eq!(test["max_score"], serde_json::json!(4));
    assert!(
        test["output"]
            .as_str()
            .unwrap()
            .contains("C2 lies in [-2, 1]")
    );

    let (_, out, _) = check(dir.path(), answers, &["--rubric", &rubric, "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let items = v["files"][0]["blocks"][0]["items"].as_array().unwrap();
    let status = |name: &str| {
        items
            .iter()
            .find(|i| i["item"] == name)
            .map(|i| i["status"].clone())
    };
    assert_eq!(status("intervals.C2"), Some(Value::from("right")));
    assert_eq!(status("intervals.C1"), Some(Value::from("unanswered")));
}

#[test]
fn an_interval_that_is_no_pair_is_an_unreadable_answer_with_its_place() {
    // A student's file that cannot be read is a wrong answer (exit 1), with its error.
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = check(dir.path(), "algorithm: star1\nintervals: {C2: 3}\n", &[]);
    let all = format!("{out}{err}");
    assert_eq!(code, 1, "{all}");
    assert!(all.contains("an interval is [lo, hi]"), "{all}");
    assert!(
        all.contains("answers.yaml:2:17"),
        "the place is named: {all}"
    );
    let (code, out, err) = check(
        dir.path(),
        "algorithm: star1\nintervals: {C2: [low, 1]}\n",
        &[],
    );
    let all = format!("{out}{err}");
    assert_eq!(code, 1, "{all}");
    assert!(all.contains("\"low\" is not an interval end"), "{all}");
}

/// The answer block that writes every interval the search proves, each end as the float
/// prints (shortest round trip) or `inf`.
fn own_intervals(tree: &Tree, rec: &Recorder, cfg: &Config) -> String {
    let end = |x: f64| {
        if x.is_infinite() {
            if x > 0.0 { "inf".into() } else { "-inf".into() }
        } else {
            format!("{x:?}")
        }
    };
    let mut text = format!("algorithm: {}\n", cfg.algorithm.name());
    if let Some((l, u)) = cfg.bounds {
        text.push_str(&format!("bounds: [{l:?}, {u:?}]\n"));
    }
    text.push_str(if check::intervals::proven(tree, rec).is_empty() {
        "intervals: {}\n"
    } else {
        "intervals:\n"
    });
    for (n, (lo, hi)) in check::intervals::proven(tree, rec) {
        text.push_str(&format!(
            "  \"{}\": [{}, {}]\n",
            tree.path(n),
            end(lo),
            end(hi)
        ));
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Every interval the engine proves at a chance node, written out as an answer, checks
    /// as right; and it is sound: the node's expectiminimax value lies inside it.
    #[test]
    fn the_engines_own_intervals_always_check_as_right(
        t in arb_tree(4, true),
        star2: bool,
        bounded: bool,
    ) {
        let tree = t.build();
        let (l, u) = tree.leaf_range();
        let bounds = bounded.then_some((l.floor() - 1.0, u.ceil() + 1.0));
        let algorithm = if star2 { Algorithm::Star2 } else { Algorithm::Star1 };
        let cfg = Config { bounds, ..Config::new(algorithm) };
        let mut rec = Recorder::default();
        search::run_observed(&tree, &cfg, &mut rec).unwrap();
        let truth = search::run(&tree, &Config { bounds, ..Config::new(Algorithm::Minimax) }).unwrap();
        let proven = check::intervals::proven(&tree, &rec);
        for &(n, (lo, hi)) in &proven {
            let v = truth.result(&tree, n).value;
            let slack = 1e-9 * (1.0 + v.abs());
            prop_assert!(lo - slack <= v && v <= hi + slack, "{} = {} outside [{}, {}]", tree.path(n), v, lo, hi);
        }
        let chance_entered = tree
            .ids()
            .filter(|&n| tree.kind(n) == Kind::Chance && rec.entered_at(n).is_some())
            .count();
        prop_assert_eq!(proven.len(), chance_entered, "every chance node searched proves one");
        let text = own_intervals(&tree, &rec, &cfg);
        let value = parse_value(&text).unwrap();
        let blocks = check::expectations(&tree, &Meta::default(), &value).unwrap();
        let report = check::check_block(&tree, &blocks[0], &mut Searches::default()).unwrap();
        prop_assert_eq!(report.verdicts.len(), proven.len());
        for v in &report.verdicts {
            prop_assert!(matches!(v.item, Item::Interval(_)));
            prop_assert!(v.ok, "{:?}\n{}", v, text);
        }
    }
}
