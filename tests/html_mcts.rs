//! `gametree html --algo mcts` in a real browser: playwright-core drives Chromium through the
//! first iterations by the forward button, and every step the page shows (the UCB1 table
//! with the chosen child marked, the node expanded, the playout's leaf and reward, the
//! visits and means the backup writes on the drawing) is compared with the events of
//! `gametree trace --algo mcts --json` for the same search. Needs what the practice page's
//! browser tests need (see `tests/practice.rs`).

use std::process::Command;

use gametree::num::fmt_value;
use gametree::parse::parse_text;
use serde_json::Value;

const TRAP: &str = "trees/mcts-shallow-trap.yaml";

fn gametree() -> assert_cmd::Command {
    let mut c = assert_cmd::Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

/// A number as the page rounds it: to `places` places.
fn round(v: &Value, places: i32) -> String {
    let f = 10f64.powi(places);
    fmt_value((v.as_f64().expect("a number") * f).round() / f)
}

/// The steps the page should show, one per press of the forward button, from the trace's
/// events: a selection, an expansion, a playout, and a backup (all its events in one step).
fn expected_steps(trace: &Value) -> Vec<Vec<&Value>> {
    let mut out: Vec<Vec<&Value>> = Vec::new();
    let mut pending: Vec<&Value> = Vec::new();
    for e in trace["steps"].as_array().unwrap() {
        match e["kind"].as_str().unwrap() {
            "iteration" => {}
            "candidate" => pending.push(e),
            "select" | "expand" | "playout" => {
                pending.push(e);
                out.push(std::mem::take(&mut pending));
            }
            "backup" => {
                pending.push(e);
                if e["node"] == "root" {
                    out.push(std::mem::take(&mut pending));
                }
            }
            k => panic!("unexpected event {k}"),
        }
    }
    out
}

#[test]
fn clicking_through_mcts_iterations_shows_what_the_trace_reports() {
    if crate::practice::ready().is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("gametree-html-mcts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("mcts.html");
    let results = dir.join("seen.json");
    let shot = dir.join("mcts.png");
    let args = [TRAP, "--algo", "mcts", "--iterations", "400", "--seed", "3"];
    gametree()
        .arg("html")
        .args(args)
        .args(["-o", page.to_str().unwrap()])
        .assert()
        .success();
    let trace: Value = serde_json::from_slice(
        &gametree()
            .arg("trace")
            .args(args)
            .arg("--json")
            .assert()
            .success()
            .get_output()
            .stdout,
    )
    .unwrap();
    let tree = parse_text(&std::fs::read_to_string(TRAP).unwrap())
        .unwrap()
        .tree;
    let leaf_path = |n: &Value| tree.path(tree.leaf(n.as_u64().unwrap() as u32).unwrap());

    // Twelve iterations' worth of steps, clicked one by one.
    let expected = expected_steps(&trace);
    let backups: Vec<usize> = (0..expected.len())
        .filter(|&i| expected[i].last().unwrap()["kind"] == "backup")
        .collect();
    let clicks = backups[11] + 1;
    let out = Command::new("node")
        .arg("tests/browser/stepper.js")
        .arg(&page)
        .arg(clicks.to_string())
        .arg(&results)
        .arg(&shot)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "the browser run failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seen: Value = serde_json::from_str(&std::fs::read_to_string(&results).unwrap()).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(seen["errors"], serde_json::json!([]), "script errors");
    let steps = seen["steps"].as_array().unwrap();
    assert_eq!(steps.len(), clicks + 1);
    assert_eq!(steps[0]["attrs"]["step"], "0");
    let mut ucb_tables = 0;
    for (i, want) in expected.iter().take(clicks).enumerate() {
        let shown = &steps[i + 1];
        let at = format!("step {}: {shown}", i + 1);
        let last = want.last().unwrap();
        let kind = last["kind"].as_str().unwrap();
        assert_eq!(shown["attrs"]["kind"], kind, "{at}");
        let iteration = backups.iter().filter(|&&b| b < i).count() + 1;
        assert_eq!(shown["attrs"]["iteration"], iteration.to_string(), "{at}");
        assert_eq!(shown["iteration"], format!("iteration {iteration}"), "{at}");
        match kind {
            "select" => {
                assert_eq!(shown["attrs"]["node"], last["node"], "{at}");
                let rows = shown["candidates"].as_array().unwrap();
                let candidates = &want[..want.len() - 1];
                assert_eq!(rows.len(), candidates.len(), "{at}");
                assert_eq!(shown["candidatesShown"], !candidates.is_empty(), "{at}");
                if !candidates.is_empty() {
                    ucb_tables += 1;
                }
                for (row, c) in rows.iter().zip(candidates) {
                    assert_eq!(row["path"], c["child"], "{at}");
                    let chosen = c["child"] == last["child"];
                    assert_eq!(row["chosen"], chosen, "{at}");
                    let cells = row["cells"].as_array().unwrap();
                    assert_eq!(cells[1], c["visits"].to_string(), "{at}");
                    assert_eq!(cells[2], round(&c["mean"], 3), "{at}");
                    let mark = if chosen { " ◀" } else { "" };
                    assert_eq!(cells[3], format!("{}{mark}", round(&c["ucb"], 3)), "{at}");
                }
                let child = last["child"].as_str().unwrap();
                assert_eq!(shown["nodes"][child]["status"], "path", "{at}");
            }
            "expand" => {
                assert_eq!(shown["attrs"]["node"], last["node"], "{at}");
                let node = last["node"].as_str().unwrap();
                assert_eq!(shown["nodes"][node]["status"], "new", "{at}");
            }
            "playout" => {
                assert_eq!(shown["attrs"]["node"], last["node"], "{at}");
                let leaf = &last["leaf"];
                let words = format!("playout to leaf {leaf} = {}", round(&last["value"], 6));
                assert_eq!(shown["action"], words, "{at}");
                let reward = format!("(reward {})", round(&last["reward"], 3));
                assert!(shown["note"].as_str().unwrap().ends_with(&reward), "{at}");
                let path = leaf_path(leaf);
                if path != last["node"] {
                    assert_eq!(shown["nodes"][path.as_str()]["status"], "play", "{at}");
                }
            }
            "backup" => {
                for b in want {
                    let node = b["node"].as_str().unwrap();
                    let drawn = &shown["nodes"][node];
                    let text = if tree_leaf(&tree, node) {
                        format!("n = {}", b["visits"])
                    } else {
                        format!("{} · {}", b["visits"], round(&b["mean"], 2))
                    };
                    assert_eq!(drawn["text"], text, "{at}: {node}");
                    assert_eq!(drawn["status"], "tree", "{at}: {node}");
                }
            }
            _ => unreachable!(),
        }
    }
    assert!(
        ucb_tables >= 5,
        "only {ucb_tables} UCB1 tables were clicked through"
    );

    // PageDown twice ends iteration 2, PageUp goes back to the end of iteration 1.
    for (name, iteration, step) in [
        ("pageDown", 2, backups[1] + 1),
        ("pageUp", 1, backups[0] + 1),
    ] {
        let a = &seen[name]["attrs"];
        assert_eq!(a["kind"], "backup", "{name}");
        assert_eq!(a["iteration"], iteration.to_string(), "{name}");
        assert_eq!(a["step"], step.to_string(), "{name}");
    }

    // End: the search tree after iteration 400, and the result as eval reports it.
    let end = &seen["end"];
    assert_eq!(end["attrs"]["kind"], "final");
    assert_eq!(end["attrs"]["iteration"], "400");
    assert_eq!(
        end["nodes"]["root"]["text"],
        format!("400 · {}", round(&trace["value"], 2))
    );
    for c in trace["mcts"]["children"].as_array().unwrap() {
        let path = c["path"].as_str().unwrap();
        let text = format!("{} · {}", c["visits"], round(&c["mean"], 2));
        assert_eq!(end["nodes"][path]["text"], text, "{path}");
    }
    let best = tree.resolve_path(trace["best"].as_str().unwrap()).unwrap();
    let summary = end["summary"].as_str().unwrap();
    assert!(
        summary.starts_with(&format!(
            "recommended move: {} ({})",
            tree.name(best),
            tree.path(best)
        )),
        "{summary}"
    );
}

/// Whether the node at `path` is a leaf.
fn tree_leaf(tree: &gametree::tree::Tree, path: &str) -> bool {
    tree.resolve_path(path)
        .is_some_and(|n| tree.kind(n) == gametree::tree::Kind::Leaf)
}

/// The page says how much of a long search it steps through, and refuses a practice page.
#[test]
fn a_long_search_says_it_shows_its_first_iterations_and_practice_is_refused() {
    let out = gametree()
        .args(["html", TRAP, "--algo", "mcts", "--iterations", "5000"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let page = String::from_utf8(out).unwrap();
    assert!(page.contains(
        "The first 100 of 5,000 iterations are shown step by step, then the search tree after the last."
    ));
    assert!(page.len() < 400_000, "{} bytes", page.len());
    let out = gametree()
        .args(["html", TRAP, "--algo", "mcts", "--practice"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8(out).unwrap();
    assert!(
        err.contains("a Monte Carlo search only estimates them"),
        "{err}"
    );
    let zh = gametree()
        .args([
            "--lang",
            "zh",
            "html",
            TRAP,
            "--algo",
            "mcts",
            "--iterations",
            "50",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let zh = String::from_utf8(zh).unwrap();
    assert!(zh.contains("全部 50 次迭代都逐步显示。"));
    assert!(zh.contains("本次迭代的路径"));
}
