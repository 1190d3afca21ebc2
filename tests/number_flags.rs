//! A wrong value for an option that takes a number is refused by saying what the option
//! takes and what it got (`--points takes a whole number from 1 to 1000; got '-3'`), in the
//! reader's language, with exit code 2: every such option of every command, found in the
//! command-line definition itself. Options where a negative number is a value (`--bounds
//! -10,10`, `--values -9..9`) still take one.

use assert_cmd::Command;
use clap::CommandFactory;
use std::any::TypeId;

/// gametree in the repository, with no locale or width from the machine running the tests.
fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("COLUMNS")
        .env("NO_COLOR", "1");
    c
}

/// Exit code and standard error of gametree with `args`.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let out = gametree().args(args).output().expect("gametree runs");
    (
        out.status.code(),
        String::from_utf8(out.stderr).expect("UTF-8 errors"),
    )
}

/// Every option that takes a number: the words naming its command (`["exam"]`),
/// its flag, and whether it takes a whole number (else any number).
fn number_options() -> Vec<(Vec<String>, String, bool)> {
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<(Vec<String>, String, bool)>) {
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            let id = arg.get_value_parser().type_id();
            let whole = [
                TypeId::of::<u32>(),
                TypeId::of::<u64>(),
                TypeId::of::<usize>(),
            ]
            .iter()
            .any(|t| id == *t);
            // `--aspect` takes a shape (`16:9`), refused in its own words (below).
            if whole || (id == TypeId::of::<f64>() && long != "aspect") {
                out.push((path.to_vec(), format!("--{long}"), whole));
            }
        }
        for sub in cmd.get_subcommands() {
            let mut p = path.to_vec();
            p.push(sub.get_name().to_string());
            walk(sub, &p, out);
        }
    }
    let mut out = Vec::new();
    walk(&gametree::cli::Cli::command(), &[], &mut out);
    out
}

#[test]
fn every_number_option_says_what_it_takes() {
    let options = number_options();
    // The options the examples of the documentation use, among many.
    for (command, flag) in [
        ("exam", "--points"),
        ("exam", "--seed"),
        ("eval", "--depth"),
    ] {
        assert!(
            options.iter().any(|(p, f, _)| p == &[command] && f == flag),
            "{command} {flag} not found among {options:?}"
        );
    }
    assert!(options.len() >= 30, "only {} options", options.len());
    for (path, flag, whole) in &options {
        let mut bad = vec!["x", "1.5x"];
        if *whole {
            bad.extend(["-3", "2.5", "99999999999999999999"]);
        }
        for value in bad {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.extend([flag.as_str(), value]);
            let (code, err) = refused(&args);
            let takes = if *whole { "a whole number" } else { "a number" };
            let want = format!("error: {flag} takes {takes}");
            assert_eq!(code, Some(2), "{args:?}: {err}");
            // Wrapped at 80 columns, as every usage error is.
            let one_line = err.replace('\n', " ");
            assert!(
                err.starts_with(&want) && one_line.contains(&format!("; got '{value}'")),
                "{args:?}: {err}"
            );
            let mut zh = vec!["--lang", "zh"];
            zh.extend(&args);
            let (code, err) = refused(&zh);
            assert_eq!(code, Some(2), "{zh:?}: {err}");
            assert!(
                err.starts_with(&format!("错误：{flag} 需要"))
                    && err
                        .replace('\n', " ")
                        .contains(&format!("；收到的是 '{value}'"))
                    && err.contains("'--help'。"),
                "{zh:?}: {err}"
            );
        }
    }
}

#[test]
fn the_range_is_said_as_the_option_has_it() {
    let cases: [(&[&str], &str, &str); 6] = [
        (
            &["exam", "--points", "-3"],
            "error: --points takes a whole number from 1 to 1000; got '-3'\n",
            "错误：--points 需要介于 1 和 1000 之间的整数；收到的是 '-3'\n",
        ),
        (
            &["exam", "--points=-3"],
            "error: --points takes a whole number from 1 to 1000; got '-3'\n",
            "错误：--points 需要介于 1 和 1000 之间的整数；收到的是 '-3'\n",
        ),
        (
            &["exam", "--seed", "x"],
            "error: --seed takes a whole number, 0 or more; got 'x'\n",
            "错误：--seed 需要大于或等于 0 的整数；收到的是 'x'\n",
        ),
        (
            &["quiz", "--count", "0"],
            "error: --count takes a whole number from 1 to 100; got '0'\n",
            "错误：--count 需要介于 1 和 100 之间的整数；收到的是 '0'\n",
        ),
        (
            &["eval", "trees/aima-fig5-2.yaml", "--depth", "99999999999"],
            "error: --depth takes a whole number from 0 to 4294967295; got '99999999999'\n",
            "错误：--depth 需要介于 0 和 4294967295 之间的整数；收到的是 '99999999999'\n",
        ),
        (
            &["play", "connect4", "--think", "soon"],
            "error: --think takes a number; got 'soon'\n",
            "错误：--think 需要一个数；收到的是 'soon'\n",
        ),
    ];
    for (args, english, chinese) in cases {
        let (code, err) = refused(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(err.starts_with(english), "{args:?}: {err}");
        // As clap ends every usage error.
        assert!(
            err.ends_with("\nFor more information, try '--help'.\n"),
            "{err}"
        );
        let mut zh = vec!["--lang", "zh"];
        zh.extend(args);
        let (code, err) = refused(&zh);
        assert_eq!(code, Some(2), "{zh:?}");
        assert!(err.starts_with(chinese), "{zh:?}: {err}");
    }
    // A command whose output is for programs answers in English, as its other errors do.
    let (code, err) = refused(&[
        "--lang",
        "zh",
        "eval",
        "trees/aima-fig5-2.yaml",
        "--json",
        "--depth",
        "-1",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("error: --depth takes a whole number, 0 or more; got '-1'"),
        "{err}"
    );
}

#[test]
fn negative_numbers_are_still_values_where_they_are_valid() {
    let tree = "trees/aima-fig5-2.yaml";
    for bounds in [&["--bounds", "-20,20"][..], &["--bounds=-20,20"]] {
        let mut args = vec!["eval", tree, "--json"];
        args.extend(bounds);
        let out = gametree().args(&args).output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["value"], 3, "{json}");
    }
    // Bounds that leave a leaf outside are refused for that reason, not as a flag.
    let (code, err) = refused(&["eval", tree, "--bounds", "-10,10"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("outside the bounds [-10, 10]"), "{err}");
    // Leaf values below zero: the root's value is one of them.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("number-flags");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("negative.yaml");
    gametree()
        .args([
            "gen", "--depth", "2", "--values", "-9..-1", "--seed", "3", "-o",
        ])
        .arg(&file)
        .assert()
        .success();
    let out = gametree()
        .arg("eval")
        .arg(&file)
        .arg("--json")
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let value = json["value"].as_f64().unwrap();
    assert!((-9.0..=-1.0).contains(&value), "{json}");
    // A negative number for an option that takes any number reaches the command, which
    // says why it cannot use it.
    let (code, err) = refused(&["bench", tree, "--min-time", "-1"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--min-time") && !err.contains("unexpected argument"),
        "{err}"
    );
}

/// Regression: a refusal that names its flag was led by the flag again (`error: --branching:
/// --branching must lie in 1..6`); `exam`'s own refusals of a shape were English for a
/// Chinese reader; and `--values 5..1` was refused as if it were not a range at all.
#[test]
fn a_refusal_names_its_flag_once_in_the_readers_language() {
    let cases: [(&[&str], &str); 7] = [
        (
            &["exam", "--branching", "0"],
            "error: --branching must lie in 1..6",
        ),
        (
            &["exam", "--values", "5..1"],
            "error: --values takes MIN..MAX with MIN no greater than MAX, not \"5..1\"",
        ),
        (
            &["exam", "--depth", "9"],
            "error: --depth must lie in 1..8 for an exam",
        ),
        (
            &["--lang", "zh", "exam", "--depth", "9"],
            "错误：出卷时 --depth 必须在 1..8 之内",
        ),
        (
            &["--lang", "zh", "exam", "--depth", "2"],
            "错误：--depth: 这么浅的树不会有深截断",
        ),
        (
            &["--lang", "zh", "exam", "--depth", "2"],
            "提示：深截断需要 --depth 4 或更深",
        ),
        (
            &[
                "--lang", "zh", "exam", "--chance", "uniform", "--values", "3",
            ],
            "错误：--values: --chance 需要叶节点取值的范围，而不是单个值",
        ),
    ];
    for (args, want) in cases {
        let dir = std::env::temp_dir().join("gametree-refusal-not-written");
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["--no-pdf", "-o", dir.to_str().unwrap()]);
        let (code, err) = refused(&all);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: want `{want}` in:\n{err}");
    }
}

/// Regression: `dot --aspect 0:9` was refused in clap's own form (`invalid value '0:9' for
/// '--aspect <W:H>': 0:9 is not a picture shape: …`), naming the value twice, unlike every
/// other option. It says what the option takes, as the numeric options do.
#[test]
fn a_wrong_shape_says_what_aspect_takes() {
    for value in ["0:9", "16x9", "-1.5", "20:1", "x"] {
        let (code, err) = refused(&["dot", "trees/aima-fig5-2.yaml", "--aspect", value]);
        assert_eq!(code, Some(2), "{value}: {err}");
        let one_line = err.replace('\n', " ");
        assert!(
            err.starts_with("error: --aspect takes width:height, such as 16:9")
                && one_line.contains(&format!("; got '{value}'"))
                && !one_line.contains("invalid value"),
            "{value}: {err}"
        );
        let (code, err) = refused(&[
            "--lang",
            "zh",
            "dot",
            "trees/aima-fig5-2.yaml",
            "--aspect",
            value,
        ]);
        assert_eq!(code, Some(2), "{value}: {err}");
        assert!(
            err.starts_with("错误：--aspect 需要宽:高")
                && err
                    .replace('\n', "")
                    .contains(&format!("；收到的是 '{value}'")),
            "{value}: {err}"
        );
    }
    // A shape it takes is drawn.
    let (code, _) = refused(&["dot", "trees/aima-fig5-2.yaml", "--aspect", "4:3"]);
    assert_eq!(code, Some(0));
}
