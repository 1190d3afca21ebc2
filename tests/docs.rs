//! Shell completions and the manual page come from the same definitions as `--help`.

use assert_cmd::Command;

fn gametree() -> Command {
    Command::cargo_bin("gametree").unwrap()
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

#[test]
fn completions_for_every_shell_know_the_subcommands_and_flags() {
    for (shell, marker) in [
        ("bash", "_gametree()"),
        ("zsh", "#compdef gametree"),
        ("fish", "complete -c gametree"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[gametree]"),
    ] {
        let script = stdout(&["completions", shell]);
        assert!(script.contains(marker), "{shell}: no {marker:?}");
        for word in ["trace", "check", "completions", "fail-hard", "star1"] {
            assert!(script.contains(word), "{shell}: no {word:?}");
        }
    }
    gametree().args(["completions", "tcsh"]).assert().code(2);
}

#[test]
fn man_pages_are_roff_with_examples() {
    let page = stdout(&["man"]);
    assert!(page.contains(".TH gametree 1"), "{page}");
    for sub in ["eval", "trace", "check", "completions", "man"] {
        assert!(page.contains(sub), "the main page lists {sub}");
    }
    let trace = stdout(&["man", "trace"]);
    assert!(
        trace.contains(".TH gametree\\-trace 1") || trace.contains(".TH gametree-trace 1"),
        "{trace}"
    );
    assert!(
        trace.contains("\\-\\-fail\\-hard")
            && trace.contains(".SH EXAMPLES")
            && !trace.contains(".SH EXTRA"),
        "{trace}"
    );
    let err = gametree()
        .args(["man", "nope"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    assert!(String::from_utf8_lossy(&err).contains("the subcommands are eval"));
}

#[test]
fn completions_and_man_have_help_with_examples() {
    for sub in ["completions", "man"] {
        let help = stdout(&[sub, "--help"]);
        assert!(help.contains("Examples:"), "{sub} --help:\n{help}");
    }
}
