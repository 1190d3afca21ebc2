//! A search the node budget stopped: every view says the same thing about it — a result that
//! proves nothing is `unknown`, a proved bound is shown as a bound, the stop is the budget
//! (never a cutoff), and no best move is named that nothing was evaluated for.

use assert_cmd::Command;
use serde_json::Value;

const FIG52: &str =
    "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]";

fn run(args: &[&str]) -> String {
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env_remove("NO_COLOR")
        .env("COLUMNS", "200")
        .env("TERM", "dumb")
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).expect("UTF-8 output")
}

const VIEWS: [&str; 5] = ["eval", "trace", "show", "diff", "compare"];

#[test]
fn budget_stop_that_proves_nothing_is_unknown_in_every_view() {
    for view in VIEWS {
        let out = run(&[view, "-e", FIG52, "--budget", "2"]);
        assert!(out.contains("unknown"), "{view}: {out}");
        for never in ["≥ -∞", "≤ ∞", "-∞ ≤", "≥ −∞"] {
            assert!(!out.contains(never), "{view} shows {never}: {out}");
        }
    }
}

#[test]
fn budget_stop_is_not_called_a_cutoff() {
    let out = run(&["trace", "-e", FIG52, "--budget", "2"]);
    assert!(out.contains("budget ran out"), "{out}");
    // The event column: a budget stop is never the event `cutoff`.
    assert!(!out.contains(" cutoff "), "{out}");
    assert!(!out.contains("was cut"), "{out}");
    assert!(out.contains("nothing is proved about its value"), "{out}");
}

#[test]
fn budget_stop_with_a_proved_bound_shows_the_bound_in_every_view() {
    // Six visits finish B (= 3), so the root is proved ≥ 3.
    for view in ["eval", "trace", "show"] {
        let out = run(&[view, "-e", FIG52, "--budget", "6"]);
        assert!(out.contains("≥ 3"), "{view}: {out}");
    }
    let out = run(&["trace", "-e", FIG52, "--budget", "6"]);
    assert!(out.contains("≥ 3 is a lower bound, not its value"), "{out}");
}

#[test]
fn budget_best_move_needs_a_proved_value() {
    for budget in ["1", "2"] {
        let out = run(&["eval", "-e", FIG52, "--budget", budget]);
        assert!(
            out.contains("best move      none found before the budget ran out"),
            "budget {budget}: {out}"
        );
        let json: Value =
            serde_json::from_str(&run(&["eval", "-e", FIG52, "--budget", budget, "--json"]))
                .expect("valid JSON");
        assert_eq!(json["best"], Value::Null, "budget {budget}: {json}");
        let trace = run(&["trace", "-e", FIG52, "--budget", budget]);
        assert!(!trace.contains("best move"), "budget {budget}: {trace}");
    }
    // Once B is finished it is a proved choice.
    let out = run(&["eval", "-e", FIG52, "--budget", "6"]);
    assert!(out.contains("best move      B"), "{out}");
}

#[test]
fn budget_count_agrees_in_number() {
    let one = run(&["eval", "-e", FIG52, "--budget", "1"]);
    assert!(one.contains("budget 1 node\n"), "{one}");
    let two = run(&["eval", "-e", FIG52, "--budget", "2"]);
    assert!(two.contains("budget 2 nodes"), "{two}");
}
