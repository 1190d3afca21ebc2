//! Monte Carlo tree search: against exact minimax on random trees, the shallow trap that
//! teaches its weakness, the same seed giving the same search, and bad input.

use crate::common::*;
use assert_cmd::Command;
use gametree::search::mcts::{self, MctsParams};
use gametree::search::{self, Algorithm, Config, NoObserver, Recorder};
use proptest::prelude::*;
use serde_json::Value;

/// The exact value of each root child and of the root.
fn exact(tree: &gametree::tree::Tree) -> (f64, Vec<f64>) {
    let cfg = Config {
        algorithm: Algorithm::Minimax,
        ..Config::default()
    };
    let out = search::run(tree, &cfg).unwrap();
    let children = tree
        .children(tree.root())
        .iter()
        .map(|&c| out.result(tree, c).value)
        .collect();
    (out.value, children)
}

/// The leaf values' range.
fn range(tree: &gametree::tree::Tree) -> f64 {
    let values: Vec<f64> = tree
        .leaves()
        .iter()
        .filter_map(|&l| tree.value(l))
        .collect();
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    hi - lo
}

fn params(iterations: u64, seed: u64) -> MctsParams {
    MctsParams {
        iterations,
        seed,
        ..MctsParams::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// At 20,000 iterations the most-visited root child is a minimax-best move wherever the
    /// best root value beats the second by more than 5% of the leaf range, on trees two plies
    /// deep. (Deeper, UCT can miss a refutation hidden under a move it rarely explores: the
    /// search gave a MIN root a child worth −4 over one whose −5.75 lay three plies down among
    /// zeros. That is the trap `trees/mcts-shallow-trap.yaml` teaches, not a property.)
    #[test]
    fn the_most_visited_move_is_minimax_best_when_the_gap_is_clear(t in arb_tree(2, false), seed: u64) {
        let tree = t.build();
        prop_assume!(tree.children(tree.root()).len() >= 2);
        let (value, children) = exact(&tree);
        let max_root = tree.kind(tree.root()) == gametree::tree::Kind::Max;
        let mut sorted = children.clone();
        sorted.sort_by(|a, b| if max_root { b.total_cmp(a) } else { a.total_cmp(b) });
        prop_assume!((sorted[0] - sorted[1]).abs() > 0.05 * range(&tree));
        let r = mcts::run(&tree, params(20_000, seed), None, &mut NoObserver).unwrap();
        let best = r.best.unwrap();
        let i = tree.children(tree.root()).iter().position(|&c| c == best).unwrap();
        prop_assert!(same(children[i], value), "recommended {} worth {}, minimax {}", i + 1, children[i], value);
    }

    /// On chance trees at 50,000 iterations the most-visited child's mean is within 5% of the
    /// leaf range of its expectiminimax value.
    #[test]
    fn on_chance_trees_the_most_visited_childs_mean_nears_its_value(t in arb_tree(3, true), seed: u64) {
        let tree = t.build();
        prop_assume!(matches!(tree.kind(tree.root()), gametree::tree::Kind::Max | gametree::tree::Kind::Min));
        prop_assume!(range(&tree) > 0.0);
        let (_, children) = exact(&tree);
        let r = mcts::run(&tree, params(50_000, seed), None, &mut NoObserver).unwrap();
        let best = r.best.unwrap();
        let i = tree.children(tree.root()).iter().position(|&c| c == best).unwrap();
        let mean = r.stats[best.index()].mean();
        prop_assert!((mean - children[i]).abs() <= 0.05 * range(&tree), "mean {} value {}", mean, children[i]);
    }
}

#[test]
fn the_same_seed_gives_the_same_trace() {
    let doc = gametree::parse::parse_text(
        "max: [{min: [3, 12, 8]}, {chance: [2, 4, 6]}, {min: [14, 5, 2]}]",
    )
    .unwrap();
    // Compared as printed: a chance node's draw carries a NaN UCB1, which equals nothing.
    let trace = |seed| {
        let mut rec = Recorder::default();
        mcts::run(&doc.tree, params(300, seed), None, &mut rec).unwrap();
        format!("{:?}", rec.steps)
    };
    assert!(trace(5) == trace(5), "the same seed, the same steps");
    assert!(trace(5) != trace(6), "another seed, other steps");
}

fn eval(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["eval"];
    all.extend(args);
    gametree_at(80, &all)
}

/// The trap picked on each of ten seeds, at `iterations`.
fn trap_picks(iterations: u64) -> usize {
    (1..=10)
        .filter(|seed| {
            let (code, out, err) = eval(&[
                "trees/mcts-shallow-trap.yaml",
                "--algo",
                "mcts",
                "--iterations",
                &iterations.to_string(),
                "--seed",
                &seed.to_string(),
                "--json",
            ]);
            assert_eq!(code, 0, "{err}");
            let v: Value = serde_json::from_str(&out).unwrap();
            v["best_id"] == "T"
        })
        .count()
}

#[test]
fn small_budgets_fall_into_the_shallow_trap_and_larger_ones_escape() {
    assert!(trap_picks(50) >= 8, "50 iterations mostly pick the trap");
    assert!(
        trap_picks(5_000) <= 1,
        "5,000 iterations pick the safe move on 9 seeds of 10"
    );
}

#[test]
fn eval_reports_the_estimate_beside_the_exact_value() {
    let (code, out, _) = eval(&[
        "trees/mcts-shallow-trap.yaml",
        "--algo",
        "mcts",
        "--iterations",
        "2000",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["algorithm"], "mcts");
    assert_eq!(v["best_id"], "S");
    assert_eq!(v["mcts"]["minimax_value"], 5.0);
    let visits: u64 = v["mcts"]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["visits"].as_u64().unwrap())
        .sum();
    assert_eq!(visits, 2000, "each iteration goes through one root child");
    assert!(
        v["mcts"]["converged_at"]
            .as_u64()
            .is_some_and(|i| i > 1 && i <= 2000)
    );
    // The text names the choices it made and rounds only for people, saying so.
    let (_, text, _) = eval(&["trees/mcts-shallow-trap.yaml", "--algo", "mcts"]);
    for says in [
        "1,000 iterations, seed 1, exploration C = √2",
        "recommending the most-visited move",
        "minimax            5, best move S (1)",
        "rounded to 2 places",
    ] {
        assert!(text.contains(says), "{says}:\n{text}");
    }
    let (_, text, _) = eval(&[
        "trees/mcts-shallow-trap.yaml",
        "--algo",
        "mcts",
        "--lang",
        "zh",
    ]);
    assert!(text.contains("推荐走法"), "{text}");
}

#[test]
fn bad_mcts_input_is_refused_with_a_message() {
    let tree = "trees/aima-fig5-2.yaml";
    for (args, says) in [
        (
            vec![tree, "--algo", "mcts", "--iterations", "0"],
            "--iterations must be from 1 to 100,000,000, not 0",
        ),
        (
            vec![tree, "--algo", "mcts", "--iterations", "100000001"],
            "not 100000001",
        ),
        (
            vec![tree, "--algo", "mcts", "--exploration=-1"],
            "--exploration takes a number of at least 0; got '-1'",
        ),
        (
            vec![tree, "--algo", "mcts", "--exploration", "-1"],
            "--exploration takes a number of at least 0; got '-1'",
        ),
        (
            vec![tree, "--algo", "mcts", "--exploration", "nan"],
            "--exploration takes a number of at least 0; got 'nan'",
        ),
        (
            vec![tree, "--iterations", "50"],
            "--iterations sets up Monte Carlo tree search",
        ),
        (vec!["-e", "5", "--algo", "mcts"], "single leaf"),
        (
            vec![tree, "--algo", "mcts", "--strict"],
            "--strict does not apply to Monte Carlo",
        ),
        (
            vec![tree, "--algo", "mcts", "--depth", "1"],
            "--depth does not apply to Monte Carlo",
        ),
    ] {
        let (code, out, err) = eval(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // The views of exhaustive searches refuse it and say where it runs.
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["dot", tree, "--algo", "mcts"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("(`--algo mcts`)"));
}

fn trace(args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env("COLUMNS", "100")
        .arg("trace")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn trace_shows_each_iteration_and_the_ucb1_values_check_by_hand() {
    let tree = "trees/aima-fig5-2.yaml";
    let (code, out) = trace(&[tree, "--algo", "mcts", "--iterations", "40", "--json"]);
    assert_eq!(code, 0, "{out}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let steps = v["steps"].as_array().unwrap();
    let kinds = |k: &str| steps.iter().filter(|s| s["kind"] == k).count();
    assert_eq!(kinds("iteration"), 40);
    assert_eq!(kinds("playout"), 40);
    assert_eq!(
        kinds("expand"),
        12,
        "the tree's 13 nodes, the root in from the start"
    );
    // Every UCB1 a candidate shows is the mean scaled to [2, 14] (1 − it under MIN) plus
    // √2·√(ln N / n), N its parent's visits so far.
    let mut visits: std::collections::HashMap<String, u64> = Default::default();
    let mut checked = 0;
    for s in steps {
        match s["kind"].as_str().unwrap() {
            "backup" => {
                visits.insert(
                    s["node"].as_str().unwrap().into(),
                    s["visits"].as_u64().unwrap(),
                );
            }
            "candidate" => {
                let parent = s["node"].as_str().unwrap();
                let n = s["visits"].as_u64().unwrap() as f64;
                let q = (s["mean"].as_f64().unwrap() - 2.0) / 12.0;
                let q = if parent == "root" { q } else { 1.0 - q };
                let big_n = visits[parent] as f64;
                let want = q + 2f64.sqrt() * (big_n.ln() / n).sqrt();
                assert!((s["ucb"].as_f64().unwrap() - want).abs() < 1e-9, "{s}");
                checked += 1;
            }
            _ => {}
        }
    }
    assert!(checked > 20, "{checked} UCB1 values checked");
    // The text: the first ten iterations and the last, the rest said to be skipped.
    let (_, text) = trace(&[tree, "--algo", "mcts", "--iterations", "40"]);
    assert!(
        text.contains("Iteration 10\n") && text.contains("Iteration 40\n"),
        "{text}"
    );
    assert!(!text.contains("Iteration 11\n"), "{text}");
    assert!(
        text.contains("iterations 11 to 39 not shown (--all shows every one)"),
        "{text}"
    );
    assert!(text.contains(" ◀"), "the chosen child is marked: {text}");
    let (_, all) = trace(&[tree, "--algo", "mcts", "--iterations", "40", "--all"]);
    assert!(
        all.contains("Iteration 11\n") && !all.contains("not shown"),
        "{all}"
    );
}

#[test]
fn show_draws_each_nodes_visits_and_the_counts_add_up() {
    let run = |args: &[&str]| {
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .env("NO_COLOR", "1")
            .args(["show", "trees/mcts-shallow-trap.yaml", "--algo", "mcts"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // Every iteration passes through the root and one root child; an inner node other than
    // the root counts the iteration that added it, then every one its children count.
    let v: Value = serde_json::from_str(&run(&["--iterations", "500", "--json"])).unwrap();
    let nodes = v["nodes"].as_array().unwrap();
    let visits = |path: &str| {
        nodes
            .iter()
            .find(|n| n["path"] == path)
            .map_or(0, |n| n["visits"].as_u64().unwrap())
    };
    for n in nodes {
        let path = n["path"].as_str().unwrap();
        let children: u64 = (1..=5)
            .map(|i| {
                if path == "root" {
                    visits(&i.to_string())
                } else {
                    visits(&format!("{path}.{i}"))
                }
            })
            .sum();
        if children > 0 {
            let own = u64::from(path != "root");
            assert_eq!(n["visits"].as_u64().unwrap(), children + own, "{path}");
        }
    }
    let text = run(&["--iterations", "8"]);
    assert!(text.contains("not in the search tree"), "{text}");
    assert!(text.contains("  ★"), "{text}");
    let shallow = run(&["--iterations", "8", "--show-depth", "1"]);
    assert!(shallow.contains("deeper nodes not drawn"), "{shallow}");
}

#[test]
fn compare_sets_the_settling_point_beside_the_leaves_alpha_beta_needs() {
    let tree = "trees/mcts-shallow-trap.yaml";
    let json_of = |args: &[&str]| -> Value {
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let cmp = json_of(&["compare", tree, "--json"]);
    let mcts = json_of(&[
        "eval",
        tree,
        "--algo",
        "mcts",
        "--iterations",
        "10000",
        "--json",
    ]);
    assert_eq!(cmp["mcts"]["iterations"], 10000);
    assert_eq!(cmp["mcts"]["converged_at"], mcts["mcts"]["converged_at"]);
    let ab = json_of(&["eval", tree, "--json"]);
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env("COLUMNS", "200")
        .args(["compare", tree])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let settled = mcts["mcts"]["converged_at"].as_u64().unwrap();
    assert!(
        text.contains(&format!(
            "settles on a minimax-best move from iteration {settled} of 10,000; alpha-beta proves the value evaluating {} leaves.",
            ab["leaves_evaluated"]
        )),
        "{text}"
    );
    // A chance root has no move to settle on: no line.
    let chance = json_of(&["compare", "-e", "chance: [1, 2]", "--json"]);
    assert!(chance.get("mcts").is_none(), "{chance}");
}

#[test]
fn efg_writes_one_record_per_node_for_gambit_and_openspiel() {
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["efg", "trees/aima-chance-fig5-19.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("EFG 2 R \""), "{text}");
    let doc = gametree::parse::parse_text(
        &std::fs::read_to_string("trees/aima-chance-fig5-19.yaml").unwrap(),
    )
    .unwrap();
    let tree = &doc.tree;
    let count = |k: gametree::tree::Kind| tree.ids().filter(|&n| tree.kind(n) == k).count();
    let records = |prefix: &str| text.lines().filter(|l| l.starts_with(prefix)).count();
    assert_eq!(records("t "), tree.leaf_count());
    assert_eq!(records("c "), count(gametree::tree::Kind::Chance));
    assert_eq!(
        records("p "),
        count(gametree::tree::Kind::Max) + count(gametree::tree::Kind::Min)
    );
    // Zero-sum: every outcome pays MAX what it takes from MIN.
    for l in text.lines().filter(|l| l.starts_with("t ")) {
        let pay = l.rsplit_once('{').unwrap().1.trim_end_matches(['}', ' ']);
        let (a, b) = pay.split_once(',').unwrap();
        let (a, b): (f64, f64) = (a.trim().parse().unwrap(), b.trim().parse().unwrap());
        assert_eq!(a, -b, "{l}");
    }
}

#[test]
fn bench_times_the_same_search_eval_runs() {
    let tree = "trees/mcts-shallow-trap.yaml";
    let run = |args: &[&str]| -> Value {
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .args(args)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let bench = run(&[
        "bench",
        tree,
        "--algo",
        "mcts",
        "--repeat",
        "1",
        "--min-time",
        "0",
        "--json",
    ]);
    let eval = run(&["eval", tree, "--algo", "mcts", "--json"]);
    let row = &bench[0];
    assert_eq!(row["algorithm"], "mcts");
    assert!(row["seconds"].as_f64().unwrap() > 0.0);
    assert_eq!(row["nodes_visited"], eval["nodes_visited"]);
    assert_eq!(row["leaves_evaluated"], eval["leaves_evaluated"]);
}

/// The key to "after iteration K, which child does UCB1 select at NODE, and its value", read
/// from the events `trace --algo mcts --json` reports for iteration K + 1.
fn next_selection_key(k: u64, node_path: &str) -> (String, f64) {
    let (code, out, err) = gametree_at(
        80,
        &[
            "trace",
            "trees/mcts-shallow-trap.yaml",
            "--algo",
            "mcts",
            "--iterations",
            &(k + 1).to_string(),
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let steps = v["steps"].as_array().unwrap();
    let start = steps
        .iter()
        .position(|s| s["kind"] == "iteration" && s["iteration"] == k + 1)
        .unwrap();
    let select = steps[start..]
        .iter()
        .find(|s| s["kind"] == "select" && s["node"] == node_path)
        .expect("iteration K + 1 selects at the node");
    let child = select["child"].as_str().unwrap().to_string();
    let ucb = steps[start..]
        .iter()
        .find(|s| s["kind"] == "candidate" && s["node"] == node_path && s["child"] == child)
        .expect("chosen by UCB1")["ucb"]
        .as_f64()
        .unwrap();
    (child, ucb)
}

#[test]
fn check_grades_the_next_ucb1_selection_against_the_trace() {
    let (child, ucb) = next_selection_key(30, "2");
    let dir = std::env::temp_dir().join(format!("gametree-mcts-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, child: &str, ucb: String| {
        let p = dir.join(name);
        std::fs::write(
            &p,
            format!(
                "algorithm: mcts\nseed: 1\nnext_selection:\n  - {{after: 30, at: T, child: \"{child}\", ucb: {ucb}}}\n"
            ),
        )
        .unwrap();
        p.to_str().unwrap().to_string()
    };
    // The report as one line: a terminal of 80 columns wraps it.
    let check = |file: &str, lang: &str| {
        let (code, out, err) = gametree_at(
            80,
            &[
                "--lang",
                lang,
                "check",
                "trees/mcts-shallow-trap.yaml",
                "--answers",
                file,
            ],
        );
        let words: Vec<&str> = out.split_whitespace().collect();
        (code, words.join(" "), err)
    };
    let right = write("right.yaml", &child, format!("{ucb:.3}"));
    let (code, out, err) = check(&right, "en");
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("after iteration 30, UCB1 at T selects"),
        "{out}"
    );

    // Another child of T, with its own value: the child is wrong, and every child's
    // UCB1 is listed to show why.
    let other = if child == "2.1" { "2.2" } else { "2.1" };
    let wrong = write("child.yaml", other, format!("{ucb:.3}"));
    let (code, out, _) = check(&wrong, "en");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("UCB1 gives R "), "{out}");
    let tree = gametree::parse::parse_text(
        &std::fs::read_to_string("trees/mcts-shallow-trap.yaml").unwrap(),
    )
    .unwrap()
    .tree;
    let name = tree.name(tree.resolve_path(&child).unwrap());
    let shown = gametree::num::fmt_value((ucb * 1000.0).round() / 1000.0);
    assert!(out.contains(&format!("selects {name}, not")), "{out}");
    assert!(out.contains(&format!("{name} {shown} (")), "{out}");

    let off = write("value.yaml", &child, format!("{:.3}", ucb + 0.05));
    let (code, out, _) = check(&off, "en");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the UCB1 value of"), "{out}");
    assert!(
        out.contains("·√(ln ") && out.contains("(rounded to 3 places it is"),
        "{out}"
    );
    let (code, out, _) = check(&off, "zh");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("的 UCB1 值：你写的是"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
