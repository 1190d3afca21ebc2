//! Numbers at the edges: exactness, display, infinities, overflow and the ranges of the
//! generators' flags. Each test is named after the class of bug it guards.

use assert_cmd::Command;
use serde_json::Value;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary builds");
    c.env("NO_COLOR", "1");
    c
}

/// `eval -e TREE --json` with extra flags, parsed.
fn eval_json(tree: &str, flags: &[&str]) -> Value {
    let out = gametree()
        .args(["eval", "-e", tree, "--json"])
        .args(flags)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `eval -e TREE` as text.
fn eval_text(tree: &str, flags: &[&str]) -> String {
    let out = gametree()
        .args(["eval", "-e", tree])
        .args(flags)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn value_ranges_of_generators_never_overflow() {
    // The whole i64 range used to panic (remainder by zero); ends beyond 2^53 are refused.
    for values in [
        "--values=-9223372036854775808..9223372036854775807",
        "--values=0..9007199254740993",
        "--values=-9007199254740993..0",
    ] {
        let out = gametree()
            .args(["gen", values, "--depth", "2"])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{values}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("2^53") && !err.contains("panicked"), "{err}");
    }
    let out = gametree()
        .args([
            "gen",
            "--values=-9007199254740992..9007199254740992",
            "--depth",
            "2",
        ])
        .output()
        .expect("runs");
    assert!(out.status.success());
    for flags in [
        &["gen", "--depth", "4000000000", "--branching", "1"][..],
        &["gen", "--eval-noise", "18446744073709551615"][..],
        &[
            "quiz",
            "--values=-9223372036854775808..9223372036854775807",
            "--seed",
            "1",
        ][..],
    ] {
        let out = gametree()
            .args(flags)
            .write_stdin("")
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{flags:?}");
    }
}

const ALGORITHMS: [&str; 10] = [
    "minimax",
    "alphabeta",
    "expectiminimax",
    "star1",
    "star2",
    "negamax",
    "pvs",
    "mtdf",
    "sss",
    "worstcase",
];

const MAX: &str = "1.7976931348623157e308";

#[test]
fn distinct_file_values_are_never_tied() {
    for algo in ALGORITHMS {
        let v = eval_json(
            "max: [1234567890123456, 1234567890123457]",
            &["--algo", algo],
        );
        assert_eq!(v["best"], "2", "{algo}: {v}");
        assert_eq!(v["value"], 1234567890123457u64, "{algo}");
        let v = eval_json(
            "min: [1234567890123457, 1234567890123456]",
            &["--algo", algo],
        );
        assert_eq!(v["best"], "2", "{algo}: {v}");
    }
    // In a tree with chance nodes, a MAX node over two file leaves still compares exactly.
    let v = eval_json(
        "max: [{chance: [1, 2]}, {max: [1234567890123456, 1234567890123457]}]",
        &["--algo", "expectiminimax", "--nodes"],
    );
    let inner = v["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["path"] == "2")
        .unwrap();
    assert_eq!(inner["best"], "2.2", "{inner}");
}

#[test]
fn numbers_round_trip_through_json_and_text() {
    let tree = "max: [1234567890123456, 1234567890123457, 3.14159265358979]";
    let v = eval_json(tree, &["--nodes"]);
    assert_eq!(v["value"].as_u64(), Some(1234567890123457));
    let leaf3 = &v["nodes"][3];
    assert_eq!(
        leaf3["leaf_value"].as_f64(),
        Some("3.14159265358979".parse::<f64>().unwrap())
    );
    let text = eval_text(tree, &[]);
    assert!(text.contains("1234567890123457"), "{text}");
    assert!(!text.contains("1.234568e15"), "{text}");
    let text = eval_text("max: [1e-300, 0]", &[]);
    assert!(text.contains("value           1e-300"), "{text}");
    // A value computed at a chance node is rounded for people, and says so.
    let text = eval_text("chance: [1, 2, 4]", &["--algo", "expectiminimax"]);
    assert!(text.contains("≈2.333333333"), "{text}");
    let v = eval_json("chance: [1, 2, 4]", &["--algo", "expectiminimax"]);
    assert!(
        (v["value"].as_f64().unwrap() - 7.0 / 3.0).abs() < 1e-15,
        "{v}"
    );
    assert_eq!(
        eval_json("chance: [0.1, 0.5]", &[])["value"].as_f64(),
        Some(0.3)
    );
}

#[test]
fn check_compares_file_values_exactly_and_computed_ones_by_rounding() {
    let dir = std::env::temp_dir().join(format!("gametree-numbers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.yaml");
    std::fs::write(
        &file,
        "root:\n  max: [1234567890123456, 1234567890123457]\nexpect:\n  algorithm: minimax\n  value: 1234567890123456\n  best: 1\n",
    )
    .unwrap();
    let out = gametree().arg("check").arg(&file).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    std::fs::write(
        &file,
        "root:\n  chance: [1, 2, 4]\nexpect:\n  - {algorithm: expectiminimax, value: 2.33}\n  - {algorithm: expectiminimax, value: \"7/3\"}\n",
    )
    .unwrap();
    let out = gametree().arg("check").arg(&file).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    std::fs::write(
        &file,
        "root:\n  chance: [1, 2, 4]\nexpect:\n  algorithm: expectiminimax\n  value: 2.3\n",
    )
    .unwrap();
    let out = gametree().arg("check").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let out = gametree()
        .arg("check")
        .arg(&file)
        .args(["--tolerance", "0.05"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn chance_sums_never_overflow_when_the_mean_is_finite() {
    let eleven = format!("chance: [{}]", [MAX; 11].join(", "));
    let bounds = format!("--bounds=-{MAX},{MAX}");
    for flags in [
        &["--algo", "expectiminimax"][..],
        &["--algo", "alphabeta"][..],
        &["--algo", "star1"][..],
        &["--algo", "star2"][..],
        &["--algo", "star1", &bounds][..],
    ] {
        let v = eval_json(&eleven, flags);
        assert_eq!(v["value"].as_f64(), Some(f64::MAX), "{flags:?}: {v}");
        assert_eq!(v["bound"], "exact", "{flags:?}");
    }
    // Probabilities accepted within the tolerance do not push the mean past the largest float.
    let v = eval_json(
        &format!("chance: [{{p: 0.5, value: {MAX}}}, {{p: 0.5000000009, value: {MAX}}}]"),
        &[],
    );
    assert_eq!(v["value"].as_f64(), Some(f64::MAX), "{v}");
    let v = eval_json(
        &format!(
            "max: [{{max: [-1]}}, {{chance: [{{p: \"1/3\", value: {MAX}}}, {{p: \"2/3\", min: [-{MAX}]}}]}}]"
        ),
        &["--algo", "star1", "--fail-hard"],
    );
    assert_eq!(v["best"], "1", "{v}");
}

#[test]
fn infinity_minus_infinity_at_a_chance_node_is_refused() {
    for algo in ["expectiminimax", "alphabeta", "star1", "star2", "mtdf"] {
        let out = gametree()
            .args([
                "eval",
                "-e",
                "max:\n  - 1\n  - chance: [.inf, -.inf]",
                "--algo",
                algo,
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{algo}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("chance node 2") && err.contains("∞ − ∞"),
            "{algo}: {err}"
        );
        assert!(err.contains("<inline>:3:5"), "{algo}: {err}");
    }
}

#[test]
fn null_windows_at_the_edge_of_the_range_are_never_nan() {
    for algo in ["sss", "mtdf", "pvs"] {
        for tree in [
            format!("max: [{MAX}, 1]"),
            format!("min: [-{MAX}, 1]"),
            "max: [.inf, 1]".to_string(),
            "min: [{max: [-.inf]}, 1]".to_string(),
            "max: [-.inf, -.inf]".to_string(),
        ] {
            let v = eval_json(&tree, &["--algo", algo]);
            assert!(v["best"].is_string(), "{algo} {tree}: {v}");
            let text = v.to_string();
            assert!(
                !text.contains("NaN") && !text.contains("\"inf"),
                "{algo} {tree}: {text}"
            );
            let out = gametree()
                .args(["trace", "-e", &tree, "--algo", algo])
                .output()
                .unwrap();
            let trace = String::from_utf8_lossy(&out.stdout);
            assert!(
                !trace.contains("NaN") && !trace.contains("root is a leaf"),
                "{trace}"
            );
        }
    }
    let v = eval_json(&format!("max: [{MAX}, 1]"), &["--algo", "sss"]);
    assert_eq!(v["best"], "1");
    assert_eq!(v["value"].as_f64(), Some(f64::MAX));
}

#[test]
fn infinite_leaves_are_allowed() {
    for algo in ALGORITHMS {
        let v = eval_json(
            "max: [{min: [.inf, 3]}, {min: [-.inf, 5]}]",
            &["--algo", algo],
        );
        assert_eq!(v["value"], 3, "{algo}: {v}");
        assert_eq!(v["best"], "1", "{algo}");
    }
    for spelling in [".inf", "+.inf", ".Inf", ".INF"] {
        let v = eval_json(&format!("max: [{spelling}, 3]"), &["--nodes"]);
        assert_eq!(v["value"], Value::Null);
        assert_eq!(v["shown"], "∞");
        assert_eq!(v["nodes"][1]["leaf_value"], Value::Null);
        assert_eq!(v["nodes"][1]["leaf_value_shown"], "∞");
    }
    // p·∞ = ∞ at a chance node.
    let v = eval_json("chance: [-.inf, 3]", &["--algo", "expectiminimax"]);
    assert_eq!(v["shown"], "-∞");
    // NaN stays an error.
    let out = gametree()
        .args(["eval", "-e", "max: [.nan, 1]"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn budget_numbers_are_consistent() {
    let fig = "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]";
    let v = eval_json(fig, &["--budget", "6"]);
    let pruned: Vec<u64> = v["pruned_leaves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    let unreached: Vec<u64> = v["not_reached"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(unreached, vec![4, 5, 6, 7, 8, 9]);
    assert!(pruned.iter().all(|p| !unreached.contains(p)), "{v}");
    assert_eq!(v["shown"], ">=3", "a proved bound is shown as a bound: {v}");
    // Nothing proved: null, never a string.
    for algo in ["alphabeta", "mtdf", "sss", "pvs"] {
        let v = eval_json(fig, &["--budget", "2", "--algo", algo]);
        assert!(
            v["value"].is_null() || v["value"].is_number(),
            "{algo}: {v}"
        );
        assert!(!v.to_string().contains("\"-inf\""), "{algo}: {v}");
        let text = eval_text(fig, &["--budget", "2", "--algo", algo]);
        assert!(
            !text.contains("NaN") && !text.contains("-∞"),
            "{algo}: {text}"
        );
    }
    let out = gametree()
        .args(["compare", "-e", fig, "--budget", "3"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!text.contains("NaN") && !text.contains("-∞"), "{text}");
}

#[test]
fn star2_probe_sums_with_infinite_leaves_are_never_nan() {
    // A probe of +∞ beside an unprobed child at L = −∞ made the probe sum ∞ − ∞ = NaN, and
    // the strict rule's "NaN > β" cut the whole tree on it (found by the agreement fuzzer).
    let tree = "{max: [{min: [{chance: [{max: [.inf, {max: [-1.7976931348623157e308, 0]}]}, {max: [{chance: [0]}]}]}]}, 0]}";
    for strict in [&[][..], &["--strict"][..]] {
        let mut flags = vec!["--algo", "star2"];
        flags.extend_from_slice(strict);
        let v = eval_json(tree, &flags);
        assert_eq!(v["shown"], "∞", "{strict:?}: {v}");
        assert_eq!(v["bound"], "exact", "{strict:?}: {v}");
        assert_eq!(v["best"], "1", "{strict:?}: {v}");
        let text = eval_text(tree, &flags);
        assert!(!text.contains("NaN"), "{text}");
    }
}

#[test]
fn fail_hard_children_are_not_clamped_at_a_finite_end_below_the_threshold() {
    // A_i = (α − S)/p overflowed to −∞ and was held at −1.8e308; the fail-hard child, worth
    // −∞, came back clamped to "≤ −1.8e308", which does not prove the chance node falls to α,
    // so Star1 took −0.9e308 for the chance node (found by the agreement fuzzer).
    let tree =
        "{max: [{min: [-1.7976931348623157e308]}, {chance: [0, {chance: [{min: [-.inf, 0]}]}]}]}";
    for algo in ["star1", "star2"] {
        let v = eval_json(tree, &["--algo", algo, "--fail-hard"]);
        assert_eq!(v["value"], -f64::MAX, "{algo}: {v}");
        assert_eq!(v["best"], "1", "{algo}: {v}");
    }
}

#[test]
fn a_value_too_small_for_a_float_is_refused_as_one_too_large_is() {
    // `max: [-1e-400, 1e-400]` read both leaves as 0 and named the negative one best.
    for tree in ["max: [-1e-400, 1e-400]", "{\"max\": [1, 1e-400]}"] {
        let out = gametree()
            .args(["eval", "-e", tree])
            .output()
            .expect("gametree runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{tree}: {err}");
        assert!(
            err.contains("closer to 0 than the smallest number"),
            "{err}"
        );
    }
    // Zero written with an exponent, and the smallest float itself, are numbers.
    assert_eq!(eval_json("max: [0e-400, -2]", &[])["value"], 0.0);
    assert_eq!(eval_json("max: [5e-324, -2]", &[])["value"], 5e-324);
}
