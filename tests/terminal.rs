//! What a person sees in a real terminal: every command run under a pseudo-terminal (the
//! child's standard input, output and error are the terminal, whatever the test's own
//! standard input is, so this runs the same in CI with no input), with colour and with
//! `NO_COLOR=1`, and piped. Colour must never change the layout, only SGR sequences may
//! appear, none may be cut, and no line may be wider than the window.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use unicode_width::UnicodeWidthStr;

const BIN: &str = env!("CARGO_BIN_EXE_gametree");

/// Runs gametree under a pseudo-terminal `cols` wide; returns what the terminal received
/// (standard output and error together), with the terminal's `\r\n` turned back into `\n`.
fn under_pty(args: &[&str], cols: u16, colour: bool) -> String {
    under_pty_with(args, cols, colour, &[])
}

/// [`under_pty`] with these environment variables set.
fn under_pty_with(args: &[&str], cols: u16, colour: bool, env: &[(&str, &str)]) -> String {
    let pty = native_pty_system();
    let pair = pty
        .openpty(PtySize {
            rows: 50,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut cmd = CommandBuilder::new(BIN);
    cmd.args(args);
    cmd.cwd(env!("CARGO_MANIFEST_DIR"));
    cmd.env_remove("COLUMNS");
    cmd.env("TERM", "xterm-256color");
    // The language comes from --lang alone, whatever the machine's locale.
    cmd.env_remove("LC_ALL");
    cmd.env_remove("LC_MESSAGES");
    cmd.env_remove("LANG");
    if colour {
        cmd.env_remove("NO_COLOR");
    } else {
        cmd.env("NO_COLOR", "1");
    }
    for (name, value) in env {
        cmd.env(name, value);
    }
    let mut child = pair.slave.spawn_command(cmd).expect("gametree starts");
    // Only the child may hold the terminal's other end, so reading ends when it exits.
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().expect("a reader");
    let mut bytes = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => bytes.extend_from_slice(&buf[..n]),
            // Linux reports the closed terminal as EIO: that is the end of the output.
            Err(_) => break,
        }
    }
    child.wait().expect("gametree ends");
    String::from_utf8(bytes)
        .expect("output is UTF-8")
        .replace("\r\n", "\n")
}

/// Runs gametree with its output piped (no terminal, no width known).
fn piped(args: &[&str], columns: Option<&str>) -> String {
    let mut cmd = Command::new(BIN);
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("COLUMNS")
        .env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(c) = columns {
        cmd.env("COLUMNS", c);
    }
    let out = cmd.output().expect("gametree runs");
    String::from_utf8(out.stdout).expect("output is UTF-8")
}

/// The text without its SGR sequences; panics on any other escape sequence, or an SGR
/// sequence that is cut (a line break or the end before its final `m`).
fn strip_sgr(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        assert_eq!(
            chars.next(),
            Some('['),
            "an escape sequence other than SGR in:\n{s}"
        );
        loop {
            match chars.next() {
                Some('m') => break,
                Some(d) if d.is_ascii_digit() || d == ';' => {}
                other => panic!("a cut or foreign escape sequence ({other:?}) in:\n{s}"),
            }
        }
    }
    out
}

/// Display columns of the widest line.
/// `text` with every duration's number (`315 ms`, `0.02 ms`, `1.2 s`, `40 µs`) replaced by
/// `#`, so two runs that differ only in timing compare equal (durations end their lines, so
/// the layout before them is still compared).
fn without_times(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
            i += 1;
        }
        let unit: String = chars[i..].iter().take(3).collect();
        let is_time = i > start
            && (unit.starts_with(" ms") || unit.starts_with(" µs") || unit.starts_with(" s"));
        if is_time {
            out.push('#');
        } else {
            out.extend(&chars[start..i]);
        }
        if i == start {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// `text` with every run of spaces and of rule characters shortened to one: what is left
/// once a table's column widths are taken out.
fn without_column_widths(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if (c == ' ' || c == '─') && out.ends_with(c) {
            continue;
        }
        out.push(c);
    }
    out
}

fn widest(text: &str) -> (usize, String) {
    text.lines()
        .map(|l| (UnicodeWidthStr::width(l), l.to_string()))
        .max_by_key(|(w, _)| *w)
        .unwrap_or_default()
}

fn trees() -> Vec<String> {
    let mut files: Vec<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("trees"))
            .expect("trees/")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .map(|p| format!("trees/{}", p.file_name().unwrap().to_string_lossy()))
            .collect();
    files.sort();
    files
}

/// A folder of answer files (right, wrong, and with notes) for the batch summary.
fn answers(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("alice.yaml"),
        "value: 3\nbest: C\npruned: [5]\nvalues: {C: 2, D: \"<=2\"}\n",
    )
    .unwrap();
    std::fs::write(dir.join("bob.yaml"), "value: 3\nbest: B\npruned: [5, 6]\n").unwrap();
    // Ids long enough that the node and event columns wrap at narrow widths.
    let long = "root:\n  id: the_root_of_a_tree_with_very_long_names\n  max:\n    - id: a_min_node_whose_name_goes_on_and_on\n      min: [3, {id: a_leaf_with_an_equally_long_name_1, value: 12}, 8]\n    - id: another_min_node_with_a_long_name\n      min: [2, 4, 6]\n";
    std::fs::create_dir_all(dir.join("trees")).unwrap();
    std::fs::write(dir.join("trees/long.yaml"), long).unwrap();
    // A chain 30 deep: indented, shortened paths that wrap, continuing with digits.
    let mut chain = String::from("1");
    for i in 0..30 {
        chain = format!(
            "{{{}: [{chain}, 0]}}",
            if i % 2 == 0 { "max" } else { "min" }
        );
    }
    std::fs::write(dir.join("trees/chain.yaml"), chain).unwrap();
    dir
}

/// Every subcommand that prints a table or coloured text, on trees that exercise every
/// table: the pruned list, the passes, the step table with cutoffs and chance windows,
/// the node diff, both comparison tables, the check report and the batch summary.
fn commands(answers: &Path) -> Vec<Vec<String>> {
    let a = answers.to_string_lossy().into_owned();
    let alice = answers.join("alice.yaml").to_string_lossy().into_owned();
    let long = answers
        .join("trees/long.yaml")
        .to_string_lossy()
        .into_owned();
    let chain = answers
        .join("trees/chain.yaml")
        .to_string_lossy()
        .into_owned();
    [
        vec!["eval", "trees/aima-fig5-2.yaml"],
        vec!["eval", "trees/wikipedia-alpha-beta.yaml", "--algo", "mtdf"],
        vec!["eval", "trees/aima-chance-fig5-19.yaml", "--algo", "star1"],
        vec!["trace", "trees/aima-fig5-2.yaml"],
        vec![
            "trace",
            "trees/aima-chance-fig5-19-bounded.yaml",
            "--algo",
            "star2",
        ],
        vec!["trace", "trees/aima-fig5-2.yaml", "--strict", "--fail-hard"],
        vec!["trace", &long],
        vec!["trace", &chain],
        vec!["show", "trees/aima-fig5-2.yaml"],
        vec!["show", "trees/cs188-2-1a-vary-depth.yaml", "--depth", "2"],
        vec!["diff", "trees/aima-fig5-2.yaml", "--strict", "--fail-hard"],
        vec!["diff", "trees/cs188-tied-root.yaml", "--strict"],
        vec!["compare", "trees/aima-fig5-2.yaml"],
        vec!["compare", "trees/aima-chance-fig5-19-bounded.yaml"],
        vec!["check", "trees/aima-fig5-2.yaml", "-v"],
        vec!["check", "trees/aima-fig5-2.yaml", "--answers", &alice],
        vec!["check", "trees/aima-fig5-2.yaml", "--answers", &a, "-v"],
        vec!["check", "trees/"],
        vec!["eval", "-e", "max: [1, {min: 2}]"],
        // The same views in Chinese: two columns a character, wrapped between characters.
        vec!["--lang", "zh", "eval", "trees/aima-fig5-2.yaml"],
        vec![
            "--lang",
            "zh",
            "eval",
            "trees/aima-chance-fig5-19.yaml",
            "--algo",
            "star1",
        ],
        vec!["--lang", "zh", "trace", "trees/aima-fig5-2.yaml"],
        vec![
            "--lang",
            "zh",
            "trace",
            "trees/aima-chance-fig5-19-bounded.yaml",
            "--algo",
            "star2",
        ],
        vec!["--lang", "zh", "trace", &long],
        vec!["--lang", "zh", "show", "trees/aima-fig5-2.yaml"],
        vec![
            "--lang",
            "zh",
            "diff",
            "trees/aima-fig5-2.yaml",
            "--strict",
            "--fail-hard",
        ],
        vec!["--lang", "zh", "compare", "trees/aima-fig5-2.yaml"],
        vec![
            "--lang",
            "zh",
            "check",
            "trees/aima-fig5-2.yaml",
            "--answers",
            &alice,
        ],
        vec!["solve", "ttt"],
        vec![
            "solve",
            "connect4",
            "--board",
            "7x6",
            "--position",
            "457122436466474163526234736535",
            "--explain",
        ],
    ]
    .into_iter()
    .map(|c| c.into_iter().map(str::to_string).collect())
    .collect()
}

#[test]
fn colour_never_changes_the_layout_on_a_terminal() {
    let dir = answers("colour");
    for cmd in commands(&dir) {
        let args: Vec<&str> = cmd.iter().map(String::as_str).collect();
        for cols in [80, 57, 132] {
            let coloured = under_pty(&args, cols, true);
            let plain = under_pty(&args, cols, false);
            assert!(
                !plain.contains('\x1b'),
                "NO_COLOR output has escapes: {args:?}\n{plain}"
            );
            assert!(
                coloured.contains("\x1b["),
                "no colour on a terminal: {args:?} at {cols}\n{coloured}"
            );
            // `solve` reports how long each search took: the two runs differ there only,
            // and a time one digit longer (a busy machine) widens its table's column.
            let (stripped, compared) = if args[0] == "solve" {
                (
                    without_column_widths(&without_times(&strip_sgr(&coloured))),
                    without_column_widths(&without_times(&plain)),
                )
            } else {
                (strip_sgr(&coloured), plain.clone())
            };
            assert_eq!(
                stripped, compared,
                "colour changed the layout: {args:?} at {cols} columns"
            );
            let (w, line) = widest(&plain);
            // `show` draws trees as deep as they are; an error quotes its line as written.
            let sub = if args[0] == "--lang" {
                &args[2..]
            } else {
                &args[..]
            };
            if sub[0] != "show" && sub[1] != "-e" {
                assert!(
                    w <= cols as usize,
                    "{args:?}: {w} columns > {cols}:\n{line}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn eval_trace_and_check_fit_80_columns_on_every_tree() {
    for tree in trees() {
        for cmd in [
            vec!["eval", tree.as_str()],
            vec!["trace", tree.as_str()],
            vec!["check", tree.as_str(), "-v"],
            vec!["--lang", "zh", "eval", tree.as_str()],
            vec!["--lang", "zh", "trace", tree.as_str()],
            vec!["--lang", "zh", "check", tree.as_str(), "-v"],
        ] {
            for (how, text) in [
                ("piped", piped(&cmd, None)),
                ("under a pty", under_pty(&cmd, 80, true)),
            ] {
                let text = strip_sgr(&text);
                assert!(!text.trim().is_empty(), "{cmd:?} {how} printed nothing");
                let (w, line) = widest(&text);
                assert!(w <= 80, "{cmd:?} {how}: a line of {w} columns:\n{line}");
            }
        }
        // Every tree keeps its published answers, and they pass.
        let out = Command::new(BIN)
            .args(["check", &tree])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{tree}: check fails:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

#[test]
fn piped_output_is_80_wide_unless_columns_asks() {
    let tree = "trees/aima-fig5-2.yaml";
    let default = piped(&["trace", tree], None);
    let narrow = piped(&["trace", tree, "--strict", "--fail-hard"], Some("50"));
    let wide = piped(&["trace", tree], Some("200"));
    assert!(!default.contains('\x1b') && !wide.contains('\x1b'));
    assert!(widest(&default).0 <= 80);
    assert!(widest(&narrow).0 <= 50, "{narrow}");
    // A wide window lets the long cutoff note stay on one line.
    assert!(widest(&wide).0 > 80, "{wide}");
    assert!(default.lines().count() > wide.lines().count());
    // A terminal's own width is used when COLUMNS is not set.
    assert!(widest(&strip_sgr(&under_pty(&["trace", tree], 60, true))).0 <= 60);
}

#[test]
fn check_messages_wrap_under_their_item() {
    let dir = answers("wrap");
    let alice = dir.join("alice.yaml");
    let out = piped(
        &[
            "check",
            "trees/aima-fig5-2.yaml",
            "--answers",
            alice.to_str().unwrap(),
        ],
        Some("60"),
    );
    let lines: Vec<&str> = out.lines().collect();
    let wrong = lines
        .iter()
        .position(|l| {
            l.trim_start()
                .starts_with("✗ missing from your pruned list")
        })
        .unwrap_or_else(|| panic!("no pruned verdict in\n{out}"));
    // The verdict's text starts after "      ✗ "; its next line continues under that text.
    assert!(lines[wrong].starts_with("      ✗ "), "{out}");
    let next = lines[wrong + 1];
    assert!(
        next.starts_with("        ") && !next[8..].starts_with(' '),
        "{out}"
    );
    assert!(
        lines.iter().all(|l| UnicodeWidthStr::width(*l) <= 60),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn long_paths_and_leaf_lists_are_shortened_in_tables() {
    // A chain 40 deep: its leaves' paths are 40 steps long.
    let mut chain = String::from("1");
    for i in 0..40 {
        chain = format!(
            "{{{}: [{chain}, 0]}}",
            if i % 2 == 0 { "max" } else { "min" }
        );
    }
    let out = piped(&["trace", "-e", &chain], None);
    assert!(out.contains('…'), "{out}");
    assert!(widest(&out).0 <= 80);
    // 200 leaves, every other one pruned: the list is counted, not printed whole.
    let pairs: Vec<String> = (0..100)
        .map(|i| format!("{{min: [{}, {}]}}", -i, i))
        .collect();
    let wide = format!("max: [5, {}]", pairs.join(", "));
    let out = piped(&["trace", "-e", &wide], None);
    let last = out.lines().last().unwrap();
    assert!(
        last.contains("… and ") && last.contains(" more in "),
        "{last}"
    );
    assert!(widest(&out).0 <= 80, "{}", widest(&out).1);
}

/// Error messages and their help lines wrap to the terminal, in every language, each later
/// line under the text it continues; piped, each stays one line for the tools that read it.
#[test]
fn error_and_help_lines_wrap_to_the_terminal() {
    let empty = tempfile::NamedTempFile::new().expect("a file");
    let empty = empty.path().to_str().expect("a UTF-8 path").to_string();
    let cases: [&[&str]; 4] = [
        &["eval", &empty],
        &[
            "trace",
            "trees/wikipedia-alpha-beta.yaml",
            "--algo",
            "iddfs",
        ],
        &["eval", "-e", "max: [3, {mni: [2, 4]}]"],
        &["eval", "-e", "chance: [{value: 1}, {p: 0.2, value: 2}]"],
    ];
    for case in cases {
        for lang in ["en", "zh"] {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(case);
            for colour in [true, false] {
                let shown = strip_sgr(&under_pty(&args, 80, colour));
                let (w, line) = widest(&shown);
                assert!(w <= 80, "{args:?}: {w} columns: {line}\n{shown}");
                // Every line is the message, the help, the quoted line with its gutter, or
                // one that goes on under the text it continues.
                for l in shown.lines().filter(|l| !l.trim().is_empty()) {
                    let known = ["error", "help", "错误", "提示", " -->", "  -->"]
                        .iter()
                        .any(|s| l.starts_with(s))
                        || l.trim_start().starts_with('|')
                        || l.split(" |")
                            .next()
                            .is_some_and(|n| n.trim().parse::<u32>().is_ok())
                        || l.starts_with("      ");
                    assert!(known, "{args:?}: a line not under its text: {l}\n{shown}");
                }
                assert!(
                    shown
                        .lines()
                        .any(|l| l.starts_with("      ") && !l.contains('|')),
                    "{args:?}: a wrapped line:\n{shown}"
                );
            }
            let out = Command::new(BIN)
                .args(&args)
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .env_remove("COLUMNS")
                .env("NO_COLOR", "1")
                .output()
                .expect("gametree runs");
            let piped = String::from_utf8(out.stderr).expect("UTF-8");
            let long = piped.lines().any(|l| UnicodeWidthStr::width(l) > 80);
            assert!(long, "{args:?}: piped, a long line stays whole:\n{piped}");
        }
    }
}

/// A stand-in for pdflatex that takes a moment and writes an empty PDF, so the progress of
/// an exam's PDF step can be watched without TeX.
fn slow_latex(dir: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    std::fs::create_dir_all(dir).unwrap();
    let script = dir.join("fake-pdflatex");
    std::fs::write(
        &script,
        "#!/bin/sh\nfor last; do :; done\nsleep 1\n: > \"${last%.tex}.pdf\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    script
}

#[test]
fn the_pdf_step_of_an_exam_shows_what_it_makes_on_a_terminal_only() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("exam-progress");
    let _ = std::fs::remove_dir_all(&dir);
    let latex = slow_latex(&dir);
    let latex = latex.to_str().unwrap();
    let out = dir.join("tty");
    let seen = under_pty_with(
        &[
            "exam",
            "--seed",
            "1",
            "--count",
            "1",
            "-o",
            out.to_str().unwrap(),
        ],
        100,
        false,
        &[("GAMETREE_PDFLATEX", latex)],
    );
    assert!(
        seen.contains("making exam.pdf, key.pdf") || seen.contains("making key.pdf"),
        "no progress in:\n{seen}"
    );
    assert!(seen.contains("/2]"), "no count of the jobs in:\n{seen}");
    assert!(out.join("exam.pdf").exists() && out.join("key.pdf").exists());
    // Piped, standard error stays empty.
    let piped = Command::new(BIN)
        .args(["exam", "--seed", "1", "--count", "1", "-o"])
        .arg(dir.join("piped"))
        .env("GAMETREE_PDFLATEX", latex)
        .output()
        .unwrap();
    assert!(piped.status.success());
    assert_eq!(String::from_utf8_lossy(&piped.stderr), "");
}
