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
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `eval -e TREE` as text.
fn eval_text(tree: &str, flags: &[&str]) -> String {
    let out = gametree()
        .args(["eval", "-e", tree])
        .args(flags)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
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
        .args(["gen", "--values=-9007199254740992..9007199254740992", "--depth", "2"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    for flags in [
        &["gen", "--depth", "4000000000", "--branching", "1"][..],
        &["gen", "--eval-noise", "18446744073709551615"][..],
        &["quiz", "--values=-9223372036854775808..9223372036854775807", "--seed", "1"][..],
    ] {
        let out = gametree().args(flags).write_stdin("").output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{flags:?}");
    }
}
