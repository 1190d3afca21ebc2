//! Everything in Chinese: `--lang zh` and a Chinese locale give the views, notes and errors
//! in the terms Chinese textbooks use, English stays the default, and `--json` is the same
//! byte for byte in every language.

use assert_cmd::Command;

const FIG52: &str = "trees/aima-fig5-2.yaml";
const CHANCE: &str = "trees/aima-chance-fig5-19-bounded.yaml";

/// gametree in the repository, with no locale from the machine running the tests.
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

fn stdout(args: &[&str]) -> String {
    let out = gametree().args(args).output().expect("gametree runs");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn zh(args: &[&str]) -> String {
    let mut all = vec!["--lang", "zh"];
    all.extend_from_slice(args);
    stdout(&all)
}

#[test]
fn eval_in_chinese() {
    insta::assert_snapshot!("eval-fig52", zh(&["eval", FIG52]));
    insta::assert_snapshot!("eval-chance", zh(&["eval", CHANCE, "--algo", "star1"]));
}

#[test]
fn trace_in_chinese() {
    let fig52 = zh(&["trace", FIG52]);
    // The cutoff at C in the textbook's words: a MIN node, an upper bound, pruned leaves.
    assert!(fig52.contains("MIN 节点 C 至多为 2"), "{fig52}");
    assert!(fig52.contains("这是上界，不是它的值"), "{fig52}");
    insta::assert_snapshot!("trace-fig52", fig52);
    let chance = zh(&["trace", CHANCE, "--algo", "star1"]);
    assert!(chance.contains("机会节点"), "{chance}");
    insta::assert_snapshot!("trace-chance", chance);
}

#[test]
fn show_in_chinese() {
    let fig52 = zh(&["show", FIG52]);
    assert!(fig52.contains("✂ 被剪枝"), "{fig52}");
    assert!(fig52.contains("界，而不是值"), "{fig52}");
    insta::assert_snapshot!("show-fig52", fig52);
    insta::assert_snapshot!("show-chance", zh(&["show", CHANCE, "--algo", "star1"]));
}

#[test]
fn check_in_chinese() {
    insta::assert_snapshot!("check-fig52", zh(&["check", FIG52, "-v"]));
    insta::assert_snapshot!("check-chance", zh(&["check", CHANCE, "-v"]));
    // A student's wrong answers, each explained from the step that decides it.
    let out = gametree()
        .args(["--lang", "zh", "check", FIG52, "--answers", "-"])
        .write_stdin("value: 3\nbest: C\npruned: [5]\nvalues: {C: 2, D: \"<=2\"}\n")
        .output()
        .expect("gametree runs");
    assert_eq!(out.status.code(), Some(1), "a wrong answer");
    let report = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        report.contains("最佳走法：C 的值是 2，不是根节点的 3"),
        "{report}"
    );
    assert!(
        report.contains("MIN 节点 C 看到 叶节点 4 = 2 ≤ α = 3"),
        "{report}"
    );
    insta::assert_snapshot!("check-wrong-answers", report);
}

#[test]
fn an_error_in_chinese_keeps_its_place_and_caret() {
    let out = gametree()
        .args(["--lang", "zh", "eval", "-e", "max: [3, {mni: [2, 4]}]"])
        .output()
        .expect("gametree runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.contains("<inline>:1:11"), "{err}");
    assert!(err.contains("^^^"), "{err}");
    insta::assert_snapshot!("error-unknown-key", err);
}

#[test]
fn the_locale_chooses_chinese_and_the_flag_wins() {
    let english = stdout(&["eval", FIG52]);
    let chinese = zh(&["eval", FIG52]);
    assert_ne!(english, chinese);
    assert!(english.contains("best move"), "{english}");
    assert!(chinese.contains("最佳走法"), "{chinese}");
    let by_locale = |vars: &[(&str, &str)], args: &[&str]| {
        let mut c = gametree();
        for (k, v) in vars {
            c.env(k, v);
        }
        String::from_utf8(c.args(args).output().expect("runs").stdout).expect("UTF-8")
    };
    let eval = ["eval", FIG52];
    assert_eq!(by_locale(&[("LANG", "zh_CN.UTF-8")], &eval), chinese);
    assert_eq!(by_locale(&[("LC_MESSAGES", "zh_TW")], &eval), chinese);
    assert_eq!(by_locale(&[("LANG", "zh")], &eval), chinese);
    assert_eq!(by_locale(&[("LANG", "C")], &eval), english);
    assert_eq!(by_locale(&[("LANG", "de_DE.UTF-8")], &eval), english);
    assert_eq!(
        by_locale(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")], &eval),
        english,
        "LC_ALL comes first"
    );
    let flagged = ["--lang", "en", "eval", FIG52];
    assert_eq!(by_locale(&[("LANG", "zh_CN.UTF-8")], &flagged), english);
    // The flag is global: it may follow the subcommand too.
    assert_eq!(stdout(&["eval", FIG52, "--lang", "zh"]), chinese);
}

#[test]
fn an_unknown_language_is_refused_with_the_ones_there_are() {
    let out = gametree()
        .args(["--lang", "xx", "eval", FIG52])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.contains("en, zh"), "{err}");
}

#[test]
fn json_is_the_same_in_every_language() {
    let runs: &[&[&str]] = &[
        &["eval", FIG52, "--json", "--nodes"],
        &["eval", CHANCE, "--algo", "star1", "--json"],
        &["trace", FIG52, "--json"],
        &["trace", CHANCE, "--algo", "star2", "--json"],
        &["show", FIG52, "--json"],
        &["diff", FIG52, "--strict", "--fail-hard", "--json"],
        &["compare", FIG52, "--json"],
        &["check", FIG52, "--json"],
        &["check", "trees/", "--json"],
    ];
    for args in runs {
        let english = stdout(args);
        assert!(english.starts_with('{'), "{args:?}: {english}");
        assert_eq!(zh(args), english, "{args:?}");
        let mut c = gametree();
        c.env("LANG", "zh_CN.UTF-8");
        let by_locale =
            String::from_utf8(c.args(*args).output().expect("runs").stdout).expect("UTF-8");
        assert_eq!(by_locale, english, "{args:?} under LANG=zh_CN.UTF-8");
    }
}

#[test]
fn latex_stays_english() {
    let english = stdout(&["tikz", FIG52]);
    assert!(!english.is_empty());
    assert_eq!(zh(&["tikz", FIG52]), english);
}

#[test]
fn the_chinese_readme_shows_what_the_program_prints() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.zh-CN.md"))
        .expect("README.zh-CN.md");
    let mut checked = 0;
    for block in readme.split("```console\n").skip(1) {
        let block = block.split("```").next().expect("a closed block");
        let (command, shown) = block.split_once('\n').expect("a command line");
        let command = command
            .strip_prefix("$ gametree ")
            .expect("a gametree command");
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("\"$GAMETREE\" {command} 2>&1"))
            .env("GAMETREE", env!("CARGO_BIN_EXE_gametree"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env_remove("COLUMNS")
            .env("NO_COLOR", "1")
            .output()
            .expect("sh runs");
        assert_eq!(String::from_utf8_lossy(&out.stdout), shown, "{command}");
        checked += 1;
    }
    assert_eq!(checked, 3, "the README's examples");
}

#[test]
fn quiz_and_play_ask_in_chinese() {
    let out = gametree()
        .args(["--lang", "zh", "quiz", "--seed", "7"])
        .write_stdin("三\n0\nnone\n")
        .output()
        .expect("gametree runs");
    let quiz = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(quiz.contains("根节点的值是多少？"), "{quiz}");
    assert!(quiz.contains("\"三\" 不是数；请再试一次。"), "{quiz}");
    assert!(quiz.contains("剪掉了哪些叶节点？"), "{quiz}");
    assert!(quiz.contains("搜索的过程如图："), "{quiz}");
    assert!(
        quiz.contains("叶节点 1 = "),
        "the tree is drawn in Chinese: {quiz}"
    );

    let out = gametree()
        .args(["--lang", "zh", "play", "ttt"])
        .write_stdin("x\n5\n5\nquit\n")
        .output()
        .expect("gametree runs");
    let play = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(play.contains("你是 X，我是 O"), "{play}");
    assert!(play.contains("你的走法（X）："), "{play}");
    assert!(play.contains("\"x\" 不是格子"), "{play}");
    assert!(play.contains("格子 5 已经有棋子了"), "{play}");
    assert!(
        play.contains("我走 1（值 0：双方最佳对弈下为和棋）"),
        "{play}"
    );
    assert!(play.contains("你离开了对局。"), "{play}");
}
