//! Grading a class under the course's own conventions: the command line, a rubric's
//! `conventions:` and the tree's `expect` set them over every answer file, in that order, and
//! a file that states another convention is told so. The right answer for each file comes
//! from `gametree eval` under each rule, not from the checker.

use serde_json::Value;
use std::path::Path;

/// A tree where the cut rule matters: C's first leaf ties MAX's α = 3, so α ≥ β cuts C's
/// other two leaves and α > β does not.
const TREE: &str = "root:\n  max:\n    - {id: B, min: [3, 12, 8]}\n    - {id: C, min: [3, 4, 6]}\n    - {id: D, min: [14, 5, 2]}\n";

fn gametree(args: &[&str]) -> (i32, String, String) {
    crate::common::gametree_at(200, args)
}

/// The pruned leaves `eval` finds under `flags`.
fn pruned_by_eval(tree: &str, flags: &[&str]) -> Vec<u64> {
    let mut args = vec!["eval", tree, "--json"];
    args.extend(flags);
    let (code, out, err) = gametree(&args);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    v["pruned_leaves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_u64().unwrap())
        .collect()
}

struct Student {
    file: String,
    value: u32,
    pruned: Vec<u64>,
    /// What the file says of the cut rule itself, if anything.
    says_strict: Option<bool>,
}

/// Thirty answer files: the course's rule (α > β), gametree's default (α ≥ β), a leaf
/// missed, and a wrong root value; some state their rule, some do not.
fn class(dir: &Path, strict: &[u64], default: &[u64]) -> Vec<Student> {
    let mut out = Vec::new();
    let mut add = |value: u32, pruned: &[u64], says_strict: Option<bool>| {
        let n = out.len() + 1;
        out.push(Student {
            file: format!("s{n:02}.yaml"),
            value,
            pruned: pruned.to_vec(),
            says_strict,
        });
    };
    for i in 0..10 {
        add(3, strict, (i < 4).then_some(true));
    }
    for i in 0..10 {
        add(3, default, (i < 3).then_some(false));
    }
    for _ in 0..5 {
        add(3, &[5], None);
    }
    for _ in 0..5 {
        add(2, strict, None);
    }
    for s in &out {
        let mut text = String::new();
        if let Some(b) = s.says_strict {
            text.push_str(&format!("strict: {b}\n"));
        }
        let pruned: Vec<String> = s.pruned.iter().map(u64::to_string).collect();
        text.push_str(&format!(
            "value: {}\nbest: B\npruned: [{}]\n",
            s.value,
            pruned.join(", ")
        ));
        std::fs::write(dir.join(&s.file), text).unwrap();
    }
    out
}

/// Grades the class four ways and checks that each format gives every file the points its
/// answers earn under the rule whose pruned set is `truth`, and that exactly the files whose
/// own `strict` differs from `graded_strict` are named as overruled.
fn assert_graded(
    tree: &str,
    dir: &Path,
    class: &[Student],
    extra: &[&str],
    truth: &[u64],
    graded_strict: bool,
    from: &str,
) {
    let folder = dir.to_str().unwrap();
    let run = |format: &str| {
        let mut args = vec!["check", tree, "--answers", folder, "--format", format];
        args.extend(extra);
        let (code, out, err) = gametree(&args);
        assert_eq!(code, 1, "some answers are wrong: {err}");
        out
    };
    let expected =
        |s: &Student| -> f64 { 1.0 + f64::from(s.value == 3) + f64::from(s.pruned == truth) };
    let overruled = |s: &Student| s.says_strict.is_some_and(|b| b != graded_strict);

    // JSON: points per file, the overruled line on exactly the right files, and where the
    // rule came from.
    let json: Value = serde_json::from_str(&run("json")).unwrap();
    assert_eq!(json["conventions"][0]["key"], "strict");
    assert_eq!(json["conventions"][0]["value"], graded_strict.to_string());
    assert_eq!(json["conventions"][0]["from"], from);
    let files = json["files"].as_array().unwrap();
    assert_eq!(files.len(), class.len());
    for s in class {
        let f = files
            .iter()
            .find(|f| f["file"].as_str().unwrap().ends_with(&s.file))
            .unwrap();
        assert_eq!(f["points"].as_f64(), Some(expected(s)), "{}", s.file);
        assert_eq!(f["max_points"].as_f64(), Some(3.0), "{}", s.file);
        let block = &f["blocks"][0];
        assert!(
            block["conventions"]
                .as_str()
                .unwrap()
                .contains(if graded_strict {
                    "α > β"
                } else {
                    "α ≥ β"
                }),
            "{block}"
        );
        let notes = block["overruled"].as_array().unwrap();
        assert_eq!(
            notes.len(),
            usize::from(overruled(s)),
            "{}: {notes:?}",
            s.file
        );
        if let Some(n) = notes.first() {
            assert_eq!(n["written"], (!graded_strict).to_string());
            assert_eq!(n["from"], from);
            assert_eq!(n["line"], 1);
        }
    }

    // CSV: the same points.
    let csv_text = run("csv");
    let mut rows = csv::Reader::from_reader(csv_text.as_bytes());
    let header = rows.headers().unwrap().clone();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    for r in rows.records().map(Result::unwrap) {
        let s = class
            .iter()
            .find(|s| r[col("file")].ends_with(&s.file))
            .unwrap();
        assert_eq!(
            r[col("points")].parse::<f64>().unwrap(),
            expected(s),
            "{}",
            s.file
        );
    }

    // Gradescope: each file's tests add up to its points.
    let gs: Value = serde_json::from_str(&run("gradescope")).unwrap();
    for s in class {
        let prefix = format!("{}: ", s.file);
        let score: f64 = gs["tests"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|t| t["name"].as_str().unwrap().starts_with(&prefix))
            .map(|t| t["score"].as_f64().unwrap())
            .sum();
        assert_eq!(score, expected(s), "{}", s.file);
    }

    // Text: the rule is named first, each file's score is in the table, and the overruled
    // files are listed.
    let text = run("text");
    let first = text.lines().next().unwrap();
    assert!(
        first.contains(&format!("`strict: {graded_strict}`")),
        "{first}"
    );
    for s in class {
        let row = text
            .lines()
            .find(|l| {
                l.trim_start()
                    .starts_with(&format!("{}/{}", folder, s.file))
            })
            .unwrap_or_else(|| panic!("a row for {}:\n{text}", s.file));
        assert!(
            row.contains(&format!("{}/3", expected(s))),
            "{}: {row}",
            s.file
        );
    }
    let named: Vec<&Student> = class.iter().filter(|s| overruled(s)).collect();
    // The paragraph that names them, joined from its wrapped lines.
    let line: String = text
        .lines()
        .skip_while(|l| !l.contains("other conventions"))
        .take_while(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(line.starts_with(&named.len().to_string()), "{line}");
    for s in named {
        assert!(line.contains(&s.file), "{line}");
    }
}

#[test]
fn a_class_is_graded_under_the_flag_the_rubric_or_the_trees_expect() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.yaml");
    std::fs::write(&tree, TREE).unwrap();
    let tree = tree.to_str().unwrap();
    let strict = pruned_by_eval(tree, &["--strict"]);
    let default = pruned_by_eval(tree, &[]);
    assert_ne!(strict, default, "the tree must tell the rules apart");
    let answers = dir.path().join("answers");
    std::fs::create_dir(&answers).unwrap();
    let class = class(&answers, &strict, &default);

    // Nothing set: each file is graded under gametree's default, the files that state α > β
    // under their own.
    let (code, out, _) = gametree(&[
        "check",
        tree,
        "--answers",
        answers.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(code, 1);
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["conventions"], Value::Array(Vec::new()));

    assert_graded(tree, &answers, &class, &["--strict"], &strict, true, "flag");

    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(&rubric, "conventions:\n  strict: true\n").unwrap();
    let rubric = rubric.to_str().unwrap();
    assert_graded(
        tree,
        &answers,
        &class,
        &["--rubric", rubric],
        &strict,
        true,
        "rubric",
    );

    let with_expect = dir.path().join("expect.yaml");
    std::fs::write(
        &with_expect,
        format!("{TREE}expect:\n  strict: true\n  value: 3\n"),
    )
    .unwrap();
    let with_expect = with_expect.to_str().unwrap();
    assert_graded(with_expect, &answers, &class, &[], &strict, true, "tree");

    // Precedence: the rubric over the tree, the command line over the rubric.
    let loose = dir.path().join("loose.yaml");
    std::fs::write(&loose, "conventions:\n  strict: false\n").unwrap();
    let loose = loose.to_str().unwrap();
    assert_graded(
        with_expect,
        &answers,
        &class,
        &["--rubric", loose],
        &default,
        false,
        "rubric",
    );
    assert_graded(
        with_expect,
        &answers,
        &class,
        &["--rubric", loose, "--strict"],
        &strict,
        true,
        "flag",
    );
}

#[test]
fn one_overruled_file_is_told_in_one_line_in_english_and_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.yaml");
    std::fs::write(&tree, TREE).unwrap();
    let answer = dir.path().join("kim.yaml");
    std::fs::write(&answer, "value: 3\nstrict: false\nbest: B\npruned: []\n").unwrap();
    let args = |lang: &'static str| {
        vec![
            "check",
            tree.to_str().unwrap(),
            "--answers",
            answer.to_str().unwrap(),
            "--strict",
            "--lang",
            lang,
        ]
        .into_iter()
        .map(str::to_string)
        .collect::<Vec<_>>()
    };
    let en: Vec<String> = args("en");
    let (code, out, err) = gametree(&en.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 0, "right under the course's rule: {out}{err}");
    assert!(
        out.contains(
            "graded under `strict: true` (command line), not this file's `strict: false` (line 2)"
        ),
        "{out}"
    );
    let zh: Vec<String> = args("zh");
    let (_, out, _) = gametree(&zh.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        out.contains("按 `strict: true` 评分（命令行），而不是本文件第 2 行写的 `strict: false`"),
        "{out}"
    );
}

#[test]
fn the_algorithm_and_order_flags_grade_answer_files() {
    let dir = tempfile::tempdir().unwrap();
    let tree = "trees/aima-fig5-2.yaml";
    let given = pruned_by_eval(tree, &[]);
    let reversed = pruned_by_eval(tree, &["--order", "reversed"]);
    assert_ne!(given, reversed, "the tree must tell the orders apart");
    let answer = dir.path().join("a.yaml");
    let list: Vec<String> = reversed.iter().map(u64::to_string).collect();
    std::fs::write(
        &answer,
        format!("value: 3\npruned: [{}]\n", list.join(", ")),
    )
    .unwrap();
    let answer = answer.to_str().unwrap();
    let (code, _, _) = gametree(&["check", tree, "--answers", answer]);
    assert_eq!(code, 1, "wrong under the given order");
    let (code, out, _) = gametree(&["check", tree, "--answers", answer, "--order", "reversed"]);
    assert_eq!(code, 0, "{out}");
    // An answer of alpha-beta's pruned set, graded as minimax (which prunes nothing).
    let list: Vec<String> = given.iter().map(u64::to_string).collect();
    std::fs::write(answer, format!("value: 3\npruned: [{}]\n", list.join(", "))).unwrap();
    let (code, _, _) = gametree(&["check", tree, "--answers", answer]);
    assert_eq!(code, 0);
    let (code, out, _) = gametree(&["check", tree, "--answers", answer, "--algo", "minimax"]);
    assert_eq!(code, 1, "minimax prunes nothing: {out}");
}

#[test]
fn a_rubric_with_an_unknown_convention_is_refused_and_nothing_is_graded() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.yaml");
    std::fs::write(&tree, TREE).unwrap();
    let answer = dir.path().join("a.yaml");
    std::fs::write(&answer, "value: 3\n").unwrap();
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(&rubric, "conventions:\n  strcit: true\n").unwrap();
    let (code, out, err) = gametree(&[
        "check",
        tree.to_str().unwrap(),
        "--answers",
        answer.to_str().unwrap(),
        "--rubric",
        rubric.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "nothing graded: {out}");
    assert!(err.contains("rubric.yaml:2:3"), "{err}");
    assert!(err.contains("unknown convention `strcit`"), "{err}");
    assert!(err.contains("did you mean `strict`"), "{err}");
}

#[test]
fn convention_flags_without_answer_files_are_refused() {
    let (code, out, err) = gametree(&["check", "trees/aima-fig5-2.yaml", "--strict"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("--strict"), "{err}");
    assert!(err.contains("--answers"), "{err}");
}

#[test]
fn bounds_from_the_command_line_must_hold_every_leaf() {
    let (code, _, err) = gametree(&[
        "check",
        "trees/aima-fig5-2.yaml",
        "--answers",
        "-",
        "--bounds=0,5",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--bounds"), "{err}");
}
