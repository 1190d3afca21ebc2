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
    // The cut node is cut (截断), in its row and its note; the leaves are pruned (剪去).
    assert!(fig52.contains(" 12     C（2）        截断 "), "{fig52}");
    assert!(fig52.contains("C 截断：这是上界"), "{fig52}");
    assert!(
        fig52.contains("剪去 5–6") && !fig52.contains("被剪枝"),
        "{fig52}"
    );
    insta::assert_snapshot!("trace-fig52", fig52);
    let chance = zh(&["trace", CHANCE, "--algo", "star1"]);
    assert!(chance.contains("机会节点"), "{chance}");
    insta::assert_snapshot!("trace-chance", chance);
}

#[test]
fn show_in_chinese() {
    let fig52 = zh(&["show", FIG52]);
    // Two terms: the node where the search stops is cut (截断); the leaves it never looks at
    // are pruned (被剪去).
    let line = |name: &str| fig52.lines().find(|l| l.contains(name)).unwrap_or_default();
    assert!(line("C MIN").ends_with("✂ 截断"), "{fig52}");
    for leaf in ["C2（叶节点 5）", "C3（叶节点 6）"] {
        assert!(line(leaf).ends_with("✂ 被剪去"), "{fig52}");
    }
    assert!(!fig52.contains("被剪枝"), "{fig52}");
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
    // (The line may wrap anywhere between Chinese characters: compared without spaces.)
    let squeezed: String = report.split_whitespace().collect();
    assert!(squeezed.contains("MIN节点C看到C1=2≤α=3"), "{report}");
    assert!(
        squeezed.contains("你的剪枝列表漏掉了：叶节点6（C3=6）在第12步被C处的截断剪去"),
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
fn the_lang_flag_takes_locale_names_like_the_environment() {
    let chinese = zh(&["eval", FIG52]);
    for name in ["zh_CN", "zh-CN", "zh_TW", "zh-Hans", "zh_CN.UTF-8"] {
        assert_eq!(stdout(&["--lang", name, "eval", FIG52]), chinese, "{name}");
        let flag = format!("--lang={name}");
        assert_eq!(stdout(&[&flag, "eval", FIG52]), chinese, "{name}");
    }
    let help = stdout(&["--lang", "zh_CN", "eval", "--help"]);
    assert!(help.contains("用法"), "{help}");
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
fn quiz_and_play_ask_in_chinese() {
    let out = gametree()
        .args(["--lang", "zh", "quiz", "--seed", "7"])
        .write_stdin("三\n0\nnone\n")
        .output()
        .expect("gametree runs");
    let quiz = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(quiz.contains("根节点的值是多少？"), "{quiz}");
    assert!(quiz.contains("\"三\" 不是数字；请再试一次。"), "{quiz}");
    assert!(quiz.contains("哪些叶节点被剪去？"), "{quiz}");
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

/// `text` with every duration (`0.1 ms`, `1.08 µs`, `2.00 s`) written `T`, so a snapshot
/// holds the report's words and layout, not how fast the machine was.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String, unit_follows: bool| {
        let is_number = !word.is_empty() && word.chars().all(|c| c.is_ascii_digit() || c == '.');
        out.push_str(if is_number && unit_follows { "T" } else { word });
        word.clear();
    };
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_digit() || c == '.' {
            word.push(c);
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 4)].iter().collect();
        let unit = [" ms", " µs", " ns", " s\n", " s)", " s "]
            .iter()
            .any(|u| rest.starts_with(u));
        flush(&mut word, &mut out, unit);
        out.push(c);
    }
    flush(&mut word, &mut out, false);
    out
}

#[test]
fn a_diagnosed_wrong_answer_in_chinese() {
    // An empty pruned list on AIMA Fig. 5.2: three variants of the search give it.
    let out = gametree()
        .args(["--lang", "zh", "check", FIG52, "--answers", "-"])
        .write_stdin("value: 3\npruned: []\n")
        .output()
        .expect("gametree runs");
    assert_eq!(out.status.code(), Some(1), "a wrong answer");
    let report = String::from_utf8(out.stdout).expect("UTF-8");
    let squeezed: String = report.split_whitespace().collect();
    assert!(
        squeezed.contains(
            "诊断：你的剪枝集合与从右到左搜索子节点的“α-β剪枝”剪去的完全一致（--orderreversed）"
        ),
        "{report}"
    );
    assert!(squeezed.contains("不剪枝的“普通的极小化极大”"), "{report}");
    assert!(
        !report.contains("（当它"),
        "no nested parentheses: {report}"
    );
    assert!(!report.contains("diagnosis:"), "{report}");
    insta::assert_snapshot!("check-diagnosis-empty-pruned", report);
}

#[test]
fn answers_naming_no_node_in_chinese() {
    let out = gametree()
        .args(["--lang", "zh", "check", FIG52, "--answers", "-"])
        .write_stdin("value: 3\nbest: Z\npruned: [99]\nvalues: {Q: 3}\n")
        .output()
        .expect("gametree runs");
    let report = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(report.contains("没有名为 \"Q\" 的节点"), "{report}");
    assert!(
        report.contains("没有叶节点 99：叶节点的编号是 1 到 9"),
        "{report}"
    );
    assert!(report.contains("诊断："), "{report}");
}

#[test]
fn check_json_with_a_diagnosis_is_the_same_in_every_language() {
    let run = |lang: &str| {
        let out = gametree()
            .args(["--lang", lang, "check", FIG52, "--json", "--answers", "-"])
            .write_stdin("value: 3\npruned: []\nvalues: {Q: 3}\n")
            .output()
            .expect("gametree runs");
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let english = run("en");
    assert!(
        english.contains("\"message\": \"no variant of the search gives your whole answer"),
        "the diagnosis is in the JSON, in English: {english}"
    );
    assert!(english.contains("no node is called"), "{english}");
    assert_eq!(run("zh"), english);
}

#[test]
fn bench_in_chinese() {
    let report = zh(&[
        "bench",
        FIG52,
        "--repeat",
        "1",
        "--min-time",
        "0.001",
        "--algo",
        "alphabeta",
    ]);
    let lines: Vec<&str> = report.lines().collect();
    assert!(
        lines[1].starts_with("13 个节点，9 个叶节点；加载用时 "),
        "{report}"
    );
    let header: Vec<&str> = lines[3].split_whitespace().collect();
    assert_eq!(
        header,
        ["算法", "每次搜索", "访问节点", "求值的叶节点", "每节点纳秒"],
        "{report}"
    );
    // The row: the algorithm, its time (two words), then the node and leaf counts.
    let row: Vec<&str> = lines[5].split_whitespace().collect();
    assert_eq!(
        (row[0], row[3], row[4]),
        ("alphabeta", "11", "7"),
        "{report}"
    );
    let footer: String = lines[7..].iter().map(|l| l.trim()).collect();
    assert!(footer.starts_with("一轮，只计搜索本身"), "{report}");
    assert!(footer.contains("alphabeta 共搜索"), "{report}");
    assert!(footer.ends_with("次）"), "{report}");
}

#[test]
fn solve_in_chinese() {
    let report = zh(&["solve", "ttt", "--position", "XOX.O...."]);
    assert!(
        report.starts_with("井字棋，局面：XOX.O....，轮到 X 走"),
        "{report}"
    );
    assert!(report.contains("0：双方最佳对弈下为和棋"), "{report}");
    insta::assert_snapshot!("solve-ttt", without_times(&report));
    let start = zh(&["solve", "ttt", "--position", "XXOOX.O.."]);
    assert!(start.contains("局面：XXOOX.O.."), "{start}");
}

#[test]
fn a_refused_flag_is_explained_in_chinese() {
    let out = gametree()
        .args(["--lang", "zh", "solve", "ttt", "--strict"])
        .output()
        .expect("gametree runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.contains("注意：solve 用固定的约定搜索"), "{err}");
    let out = gametree()
        .env("LANG", "zh_CN.UTF-8")
        .args(["check", FIG52, "--budget", "3"])
        .output()
        .expect("gametree runs");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.contains("注意：check 按完整的搜索"), "{err}");
}

/// Every subcommand, from the English top-level help's `Commands:` section.
fn subcommands() -> Vec<String> {
    let help = stdout(&["--help"]);
    let list = help
        .split("Commands:\n")
        .nth(1)
        .expect("a Commands section")
        .split("\n\n")
        .next()
        .expect("the list");
    // A wrapped summary goes on under itself; a name starts at the third column.
    list.lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

fn columns(line: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(line)
}

#[test]
fn help_in_chinese() {
    let eval = zh(&["eval", "--help"]);
    for chinese in [
        "求值一棵树：根节点的值、最佳走法、主要变例和被剪去的叶节点",
        "用法：gametree eval [选项] [FILE]",
        // Headings take the full-width colon of Chinese punctuation.
        "参数：",
        "选项：",
        "以 JSON 打印结果",
        "搜索算法",
        "可选值：",
        "- star1:",
        "期望极小化极大：机会节点取平均，不剪枝",
        "[默认值：alphabeta]",
        "打印帮助（用 '-h' 查看摘要）",
        "示例：",
        "# 还给出每个节点的值和界",
    ] {
        assert!(eval.contains(chinese), "{chinese:?} in:\n{eval}");
    }
    // clap's own English words are all replaced.
    for english in [
        "Usage:",
        "Options:",
        "Arguments:",
        "[OPTIONS]",
        "参数:",
        "选项:",
        "Possible values",
        "[default:",
        "Print help",
        "Examples:",
    ] {
        assert!(!eval.contains(english), "{english:?} in:\n{eval}");
    }
    let mut c = gametree();
    c.env("LANG", "zh_CN.UTF-8");
    let check = String::from_utf8(c.args(["check", "--help"]).output().expect("runs").stdout)
        .expect("UTF-8");
    assert!(
        check.contains("检查答案：用树文件的 `expect` 块检查它们"),
        "{check}"
    );
    assert!(check.contains("用法：gametree check"), "{check}");
    let top = zh(&["--help"]);
    assert!(
        top.contains("命令：") && top.contains("help         打印这条信息"),
        "{top}"
    );
}

#[test]
fn english_help_is_as_clap_prints_it() {
    let eval = stdout(&["eval", "--help"]);
    for english in [
        "Evaluate a tree: root value, best move, principal variation and pruned leaves",
        "Usage: gametree eval [OPTIONS] [FILE]",
        "Arguments:",
        "Options:",
        "Possible values:",
        "[default: alphabeta]",
        "Examples:",
    ] {
        assert!(eval.contains(english), "{english:?} in:\n{eval}");
    }
    assert!(!eval.contains("选项"), "{eval}");
}

#[test]
fn chinese_help_fits_the_terminal_width() {
    // `help` takes no flags: it prints the top-level help, which the empty name covers.
    let mut names: Vec<String> = subcommands().into_iter().filter(|n| n != "help").collect();
    names.push(String::new());
    assert!(names.len() > 15, "{names:?}");
    for name in &names {
        for flag in ["-h", "--help"] {
            let mut args = vec!["--lang", "zh"];
            if !name.is_empty() {
                args.push(name);
            }
            args.push(flag);
            let out = gametree()
                .env("COLUMNS", "80")
                .args(&args)
                .output()
                .expect("runs");
            let text = String::from_utf8(out.stdout).expect("UTF-8");
            assert!(text.contains("用法："), "{args:?}:\n{text}");
            for line in text.lines() {
                assert!(
                    columns(line) <= 80,
                    "{args:?}: {} columns: {line}",
                    columns(line)
                );
            }
        }
    }
}

#[test]
fn a_usage_error_in_chinese() {
    let out = gametree()
        .args(["--lang", "zh", "eval", "--jsn"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.starts_with("错误：无法识别的参数 '--jsn'"), "{err}");
    assert!(err.contains("提示：有相似的参数：'--json'"), "{err}");
    assert!(err.contains("用法：gametree eval"), "{err}");
    assert!(err.contains("要了解更多信息，请试试 '--help'。"), "{err}");
    let out = gametree()
        .args(["--lang", "zh", "check", "x", "--tolerance=-1"])
        .output()
        .expect("runs");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        err.starts_with("错误：--tolerance 需要不小于 0 的数；收到的是 '-1'"),
        "{err}"
    );
    // In English clap's own message stays as it is.
    let out = gametree().args(["eval", "--jsn"]).output().expect("runs");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        err.starts_with("error: unexpected argument '--jsn' found"),
        "{err}"
    );
    assert!(
        err.contains("tip: a similar argument exists: '--json'"),
        "{err}"
    );
}

#[test]
fn gradescope_output_in_chinese_keeps_its_fields() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(
        dir.path().join("a.yaml"),
        "value: 2\nbest: C\npruned: [5]\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("b.yaml"),
        "value: 3\nbest: B\npruned: [5, 6]\n",
    )
    .expect("write");
    let args = [
        "check",
        FIG52,
        "--answers",
        dir.path().to_str().expect("a UTF-8 path"),
        "--format",
        "gradescope",
    ];
    let english: serde_json::Value = serde_json::from_str(&stdout(&args)).expect("JSON");
    let chinese: serde_json::Value = serde_json::from_str(&zh(&args)).expect("JSON");
    assert_eq!(
        english["output"],
        "gametree check: 3 of 6 answered items right"
    );
    assert_eq!(chinese["output"], "gametree check：6 个作答的项中 3 个正确");
    let (e, c) = (
        english["tests"].as_array().expect("tests"),
        chinese["tests"].as_array().expect("tests"),
    );
    assert_eq!(e.len(), c.len());
    for (e, c) in e.iter().zip(c) {
        let keys = |v: &serde_json::Value| {
            v.as_object()
                .expect("a test")
                .keys()
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(keys(e), keys(c));
        for field in ["score", "max_score", "status", "tags", "output_format"] {
            assert_eq!(e[field], c[field], "{field}");
        }
    }
    assert_eq!(c[0]["name"], "a.yaml: 根节点的值");
    let output = c[0]["output"].as_str().expect("output");
    assert!(
        output.starts_with("✗ 根节点的值（value）：0 分，满分 1 分，错误"),
        "{output}"
    );
    // `--format json` is `--json`: the same in every language.
    let json = ["check", FIG52, "--format", "json"];
    assert_eq!(zh(&json), stdout(&json));
}

fn zh_err(args: &[&str]) -> String {
    let mut all = vec!["--lang", "zh"];
    all.extend_from_slice(args);
    let out = gametree().args(&all).output().expect("gametree runs");
    String::from_utf8(out.stderr).expect("UTF-8")
}

#[test]
fn yaml_parser_messages_are_in_chinese() {
    for (tree, words) in [
        ("max: [1, *zz]", "未定义的锚点"),
        ("max: [1, 2] extra", "没有找到应有的键"),
        ("max: [1,- 2]", "`-` 只能用在块列表中"),
        ("max: [1, %]", "意外的字符 `%`"),
    ] {
        let err = zh_err(&["eval", "-e", tree]);
        let first = err.lines().next().unwrap_or_default();
        assert!(first.contains(words), "{tree}: {err}");
        assert!(
            !first.contains("while") && !first.contains("found") && !first.contains("valid"),
            "{tree}: {err}"
        );
    }
}

#[test]
fn os_error_reasons_are_in_chinese_everywhere() {
    for args in [
        &["check", FIG52, "--answers", "nothere.yaml"][..],
        &["solve", "connect4", "--positions", "nope.txt"],
        &["eval", "nothere.yaml"],
    ] {
        let mut all = vec!["--lang", "zh"];
        all.extend_from_slice(args);
        let out = gametree().args(&all).output().expect("runs");
        let err = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("文件不存在"), "{args:?}: {err}");
        assert!(
            !err.contains("os error") && !err.contains("No such"),
            "{args:?}: {err}"
        );
    }
    let err = zh_err(&["dot", FIG52, "-o", "/nonexist/x.dot"]);
    assert!(err.contains("文件夹不存在"), "{err}");
    assert!(!err.contains("No such"), "{err}");
}

#[test]
fn games_use_the_chinese_names_of_the_games_and_searches() {
    let ttt = zh(&["solve", "ttt"]);
    assert!(
        ttt.contains("极小化极大") && ttt.contains("α-β 剪枝"),
        "{ttt}"
    );
    assert!(
        !ttt.contains("minimax") && !ttt.contains("alpha-beta"),
        "{ttt}"
    );
    assert!(
        ttt.contains("0："),
        "a full-width colon after the value: {ttt}"
    );
    let dice = zh(&["solve", "dice"]);
    assert!(dice.starts_with("骰子赛跑"), "{dice}");
    assert!(
        dice.contains("掷骰子\u{a0}→") && !dice.contains("roll"),
        "{dice}"
    );
    let c4 = zh(&["solve", "connect4"]);
    assert!(c4.starts_with("5×4 棋盘上的四子棋"), "{c4}");
    assert!(zh(&["solve", "connect3"]).starts_with("4×4 棋盘上的三子棋"));
    let play = gametree()
        .args(["--lang", "zh", "play", "connect4"])
        .write_stdin("quit\n")
        .output()
        .expect("runs");
    let play = String::from_utf8(play.stdout).expect("UTF-8");
    assert!(play.contains("我用的是四子棋求解器"), "{play}");
    assert!(!play.contains("connect-4"), "{play}");
    let quiz = gametree()
        .args(["--lang", "zh", "quiz", "--seed", "7"])
        .write_stdin("3\n")
        .output()
        .expect("runs");
    let quiz = String::from_utf8(quiz.stdout).expect("UTF-8");
    assert!(quiz.contains("按 α-β 剪枝，哪些叶节点被剪去？"), "{quiz}");
    assert!(!quiz.contains("alpha-beta"), "{quiz}");
}

#[test]
fn the_html_depth_limit_legend_is_in_the_page_language() {
    let page = zh(&["html", "trees/horizon-effect.yaml", "--depth", "2"]);
    assert!(
        page.contains("在深度限制（{depth}）以下"),
        "the legend's words"
    );
    assert!(
        !page.contains("below the depth limit"),
        "no English legend left"
    );
    let english = stdout(&["html", "trees/horizon-effect.yaml", "--depth", "2"]);
    assert!(english.contains("below the depth limit ({depth})"));
}

#[test]
fn class_summaries_and_gradescope_name_items_in_chinese() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(
        dir.path().join("a.yaml"),
        "value: 3\nbest: C\npruned: [5]\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("b.yaml"),
        "value: 2\nbest: B\npruned: [6]\n",
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let class = zh(&["check", FIG52, "--answers", folder]);
    assert!(class.contains("班级汇总（"), "{class}");
    assert!(class.contains("最佳走法（best）"), "{class}");
    assert!(class.contains("被剪去的叶节点（pruned）"), "{class}");
    let squeezed: String = class.split_whitespace().collect();
    assert!(!squeezed.contains("顺序given"), "{class}");
}

#[test]
fn usage_errors_with_json_are_english_like_input_errors() {
    let run = |lang: &str, args: &[&str]| {
        let mut c = gametree();
        c.env("LANG", lang);
        let out = c.args(args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    for args in [
        &["eval", "--algo", "nope", "--json", FIG52][..],
        &["eval", FIG52, "--jsn", "--json"],
        &["check", FIG52, "--format", "json", "--algx", "x"],
    ] {
        let english = run("C", args);
        assert!(english.starts_with("error:"), "{english}");
        assert_eq!(run("zh_CN.UTF-8", args), english, "{args:?}");
    }
    // Without --json the same mistake is told in Chinese.
    let chinese = run("zh_CN.UTF-8", &["eval", "--algo", "nope", FIG52]);
    assert!(chinese.starts_with("错误："), "{chinese}");
}

#[test]
fn manual_pages_have_chinese_headings_and_the_help_metavariables() {
    for page in [zh(&["man"]), zh(&["man", "eval"])] {
        for heading in page.lines().filter_map(|l| l.strip_prefix(".SH ")) {
            assert!(!heading.is_ascii(), "an English heading {heading:?}");
        }
        assert!(page.contains(".SH 概述"), "{page}");
    }
    let main = zh(&["man"]);
    assert!(main.contains("<\\fICOMMAND\\fR>"), "as --help writes it");
    assert!(stdout(&["man"]).contains("<\\fICOMMAND\\fR>"));
    assert!(stdout(&["--help"]).contains("<COMMAND>"));
    assert!(
        stdout(&["man"]).contains(".SH SYNOPSIS"),
        "English stays English"
    );
}

#[test]
fn completions_describe_values_in_chinese_without_added_defaults() {
    for shell in ["zsh", "fish"] {
        let script = zh(&["completions", shell]);
        let english = stdout(&["completions", shell]);
        assert!(
            script.contains("普通的极小化极大"),
            "{shell}: a value's help"
        );
        assert!(script.contains("文件中的顺序"), "{shell}: a value's help");
        assert!(!script.contains("Plain minimax"), "{shell}");
        assert!(english.contains("Plain minimax"), "{shell}");
        for added in ["[默认值", "[可选值", "默认值："] {
            assert!(!script.contains(added), "{shell}: {added}");
        }
        assert!(!english.contains("[default:"), "{shell}: English has none");
    }
}

#[test]
fn common_yaml_mistakes_are_still_recognised_in_chinese() {
    let tab = zh_err(&["eval", "-e", "max:\n\t- 1"]);
    assert!(tab.contains("制表符"), "{tab}");
    let quote = zh_err(&["eval", "-e", "max: \"abc"]);
    assert!(quote.contains("带引号的文本没有结束"), "{quote}");
    assert!(quote.contains("提示"), "with its fix: {quote}");
}
