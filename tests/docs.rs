//! The documentation: every example in the READMEs prints what the program prints, every
//! relative link in README, CONTRIBUTING, CHANGELOG and docs/ leads somewhere, and shell
//! completions and the manual page come from the same definitions as `--help`.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

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

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Runs every ```console block of a README (a `$ ` command line, then its output) from the
/// repository's root, with the built gametree first on the path, and compares the output
/// (standard output and error, in the language the command asks for, without colour).
/// Returns how many blocks were checked.
fn check_console_blocks(file: &str) -> usize {
    check_console_blocks_in(file, "", |_| true)
}

/// [`check_console_blocks`] for the blocks whose command `only` picks, run in the folder
/// `dir` of the repository.
fn check_console_blocks_in(file: &str, dir: &str, only: impl Fn(&str) -> bool) -> usize {
    let text = std::fs::read_to_string(Path::new(ROOT).join(file)).expect("the README");
    let bin = Path::new(env!("CARGO_BIN_EXE_gametree"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a folder").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let mut checked = 0;
    for block in text.split("```console\n").skip(1) {
        let block = block.split("```").next().expect("a closed block");
        let (command, shown) = block.split_once('\n').expect("a command line");
        let command = command.strip_prefix("$ ").expect("a `$ ` command line");
        if !only(command) {
            continue;
        }
        assert!(
            command.starts_with("gametree "),
            "{file}: an example runs gametree: {command}"
        );
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{command} 2>&1"))
            .env("PATH", &path)
            .current_dir(Path::new(ROOT).join(dir))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env_remove("COLUMNS")
            .env("NO_COLOR", "1")
            .output()
            .expect("sh runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            shown,
            "{file}: {command}"
        );
        checked += 1;
    }
    checked
}

#[test]
fn the_readme_shows_what_the_program_prints() {
    assert_eq!(
        check_console_blocks("README.md"),
        7,
        "the README's examples"
    );
}

#[test]
fn the_guides_worked_grading_example_shows_what_the_program_prints() {
    // The guide's other examples abbreviate their output; these are whole, and run in the
    // example class's folder.
    assert_eq!(
        check_console_blocks_in("docs/guide.md", "examples/class", |c| {
            c.contains("--rubric rubric.yaml")
        }),
        2,
        "the worked grading example"
    );
}

#[test]
fn the_chinese_readme_shows_what_the_program_prints() {
    assert_eq!(
        check_console_blocks("README.zh-CN.md"),
        3,
        "the README's examples"
    );
}

#[test]
fn the_readme_stays_short_and_opens_with_the_two_commands() {
    let text = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    assert!(text.lines().count() <= 400, "README.md is for a first read");
    let head: Vec<&str> = text.lines().take(30).collect();
    assert!(
        head.iter()
            .any(|l| l.starts_with("cargo run --release -- eval trees/"))
            && head.iter().any(|l| l.starts_with("cargo test")),
        "the two commands open the README"
    );
}

/// The anchor GitHub gives a heading: lower case, punctuation other than `-` and `_`
/// dropped, spaces made hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The lines of a Markdown file outside its fenced code blocks.
fn prose_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut in_code = false;
    text.lines().filter(move |line| {
        if line.starts_with("```") {
            in_code = !in_code;
            return false;
        }
        !in_code
    })
}

/// The anchors of a Markdown file's headings (outside code blocks).
fn anchors(text: &str) -> HashSet<String> {
    prose_lines(text)
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

/// Every `](target)` of a Markdown file outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose_lines(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            found.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_relative_link_in_the_documentation_resolves() {
    let mut files: Vec<PathBuf> = [
        "README.md",
        "README.zh-CN.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
    ]
    .iter()
    .map(|f| Path::new(ROOT).join(f))
    .collect();
    for entry in std::fs::read_dir(Path::new(ROOT).join("docs")).expect("docs/") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (target, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target_file = if target.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(target)
            };
            assert!(target_file.exists(), "{file:?}: {link} leads nowhere");
            if !fragment.is_empty() {
                let text = std::fs::read_to_string(&target_file).unwrap();
                assert!(
                    anchors(&text).contains(fragment),
                    "{file:?}: {link}: no heading #{fragment}"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked} links checked");
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(anchor(" `eval`: the answer"), "eval-the-answer");
    assert_eq!(anchor(" Languages (中文)"), "languages-中文");
    assert_eq!(
        anchor(" Big trees in `show`, `trace`, `dot` and `diff`"),
        "big-trees-in-show-trace-dot-and-diff"
    );
}
