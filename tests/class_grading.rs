//! Grading a class: a folder of generated answer files (right ones, wrong ones, answers
//! whose wrong root follows from their own wrong child values, a file that cannot be read)
//! through the class summary, Gradescope's `results.json` and CSV, read back and compared.

use assert_cmd::Command;
use serde_json::Value;

const TREE: &str = "trees/aima-fig5-2.yaml";

fn check(args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env("COLUMNS", "120")
        .env("NO_COLOR", "1")
        .arg("check")
        .arg(TREE)
        .args(args)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Points every file should get (one point per answered item, follow-through half).
struct Student {
    file: String,
    text: String,
    points: f64,
    max: f64,
    follow_through: bool,
}

/// A class of answer files: every combination of a right or wrong value, best move and
/// pruned set, plus answers whose wrong root value follows from their wrong child values.
fn class(dir: &std::path::Path) -> Vec<Student> {
    let mut out = Vec::new();
    let values = [("3", true), ("2", false)];
    let bests = [("B", true), ("C", false)];
    let pruned = [("[5, 6]", true), ("[5]", false), ("[]", false)];
    let mut n = 0;
    for (v, vok) in values {
        for (b, bok) in bests {
            for (p, pok) in pruned {
                n += 1;
                let text = format!("value: {v}\nbest: {b}\npruned: {p}\n");
                let points = [vok, bok, pok].iter().filter(|&&ok| ok).count() as f64;
                out.push(Student {
                    file: format!("s{n:02}.yaml"),
                    text,
                    points,
                    max: 3.0,
                    follow_through: false,
                });
            }
        }
    }
    for (i, b) in [8, 12].iter().enumerate() {
        out.push(Student {
            file: format!("ft{i}, \"quoted\".yaml"),
            text: format!("algorithm: minimax\nvalue: {b}\nvalues: {{B: {b}, C: 2, D: 2}}\n"),
            // value half, B wrong, C and D right.
            points: 2.5,
            max: 4.0,
            follow_through: true,
        });
    }
    for s in &out {
        std::fs::write(dir.join(&s.file), &s.text).unwrap();
    }
    std::fs::write(dir.join("zz-broken.yaml"), "value: [\n").unwrap();
    out
}

#[test]
fn a_class_round_trips_through_csv() {
    let dir = tempfile::tempdir().unwrap();
    let class = class(dir.path());
    let (code, out) = check(&["--answers", dir.path().to_str().unwrap(), "--format", "csv"]);
    assert_eq!(
        code, 1,
        "a student's unreadable file is a wrong answer, not bad input"
    );
    let mut rows = csv::Reader::from_reader(out.as_bytes());
    let header = rows.headers().unwrap().clone();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let records: Vec<csv::StringRecord> = rows.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), class.len() + 1, "one row per answer file");
    for s in &class {
        let row = records
            .iter()
            .find(|r| r[col("file")].ends_with(&s.file))
            .unwrap_or_else(|| panic!("a row for {}", s.file));
        assert_eq!(
            row[col("points")].parse::<f64>().unwrap(),
            s.points,
            "{}",
            s.file
        );
        assert_eq!(
            row[col("max_points")].parse::<f64>().unwrap(),
            s.max,
            "{}",
            s.file
        );
        assert_eq!(
            &row[col("follow_through_items")] == "value",
            s.follow_through,
            "{}",
            s.file
        );
    }
    let broken = records
        .iter()
        .find(|r| r[col("file")].ends_with("zz-broken.yaml"))
        .unwrap();
    assert!(broken[col("error")].contains("never closed"), "{broken:?}");
}

/// The fields Gradescope documents for `results.json`, with the types it reads.
fn assert_gradescope_shape(v: &Value) {
    let top = v.as_object().expect("an object");
    let known_top = [
        "score",
        "execution_time",
        "output",
        "output_format",
        "test_output_format",
        "test_name_format",
        "visibility",
        "stdout_visibility",
        "extra_data",
        "tests",
        "leaderboard",
    ];
    for k in top.keys() {
        assert!(
            known_top.contains(&k.as_str()),
            "undocumented top-level field {k}"
        );
    }
    assert!(top["score"].is_number(), "score is a number");
    let formats = ["text", "html", "simple_format", "md", "ansi"];
    let visibilities = ["hidden", "after_due_date", "after_published", "visible"];
    if let Some(f) = top.get("output_format") {
        assert!(formats.contains(&f.as_str().unwrap()));
    }
    if let Some(f) = top.get("visibility") {
        assert!(visibilities.contains(&f.as_str().unwrap()));
    }
    let known_test = [
        "score",
        "max_score",
        "status",
        "name",
        "name_format",
        "number",
        "output",
        "output_format",
        "tags",
        "visibility",
        "extra_data",
    ];
    for t in top["tests"].as_array().expect("tests is a list") {
        let t = t.as_object().unwrap();
        for k in t.keys() {
            assert!(
                known_test.contains(&k.as_str()),
                "undocumented test field {k}"
            );
        }
        assert!(t["name"].is_string());
        let (score, max) = (
            t["score"].as_f64().unwrap(),
            t["max_score"].as_f64().unwrap(),
        );
        assert!(score >= 0.0 && score <= max, "{t:?}");
        assert!(t["output"].is_string());
        if let Some(s) = t.get("status") {
            assert!(["passed", "failed"].contains(&s.as_str().unwrap()));
        }
        if let Some(f) = t.get("output_format") {
            assert!(formats.contains(&f.as_str().unwrap()));
        }
        if let Some(f) = t.get("visibility") {
            assert!(visibilities.contains(&f.as_str().unwrap()));
        }
        if let Some(tags) = t.get("tags") {
            assert!(tags.as_array().unwrap().iter().all(Value::is_string));
        }
    }
}

#[test]
fn a_class_round_trips_through_gradescope() {
    let dir = tempfile::tempdir().unwrap();
    let class = class(dir.path());
    let (_, out) = check(&[
        "--answers",
        dir.path().to_str().unwrap(),
        "--format",
        "gradescope",
    ]);
    let v: Value = serde_json::from_str(&out).expect("results.json is JSON");
    assert_gradescope_shape(&v);
    let tests = v["tests"].as_array().unwrap();
    let total: f64 = class.iter().map(|s| s.points).sum();
    assert_eq!(v["score"].as_f64().unwrap(), total);
    for s in &class {
        let mine: Vec<&Value> = tests
            .iter()
            .filter(|t| {
                let name = t["name"].as_str().unwrap();
                // Named by the file alone, not the folder it was read from.
                name.split(": ").next().unwrap() == s.file
            })
            .collect();
        assert!(!mine.is_empty(), "tests named after {}", s.file);
        let score: f64 = mine.iter().map(|t| t["score"].as_f64().unwrap()).sum();
        let max: f64 = mine.iter().map(|t| t["max_score"].as_f64().unwrap()).sum();
        assert_eq!((score, max), (s.points, s.max), "{}", s.file);
        let tagged = mine.iter().any(|t| {
            t["tags"]
                .as_array()
                .unwrap()
                .contains(&Value::from("follow-through"))
        });
        assert_eq!(tagged, s.follow_through, "{}", s.file);
    }
    assert!(tests.iter().any(|t| {
        t["name"]
            .as_str()
            .unwrap()
            .ends_with("zz-broken.yaml: bad input")
    }));
}

#[test]
fn one_answer_file_makes_tests_named_by_item_group() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("alice.yaml");
    std::fs::write(&f, "value: 3\nbest: C\n").unwrap();
    let (code, out) = check(&["--answers", f.to_str().unwrap(), "--format", "gradescope"]);
    assert_eq!(code, 1);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_gradescope_shape(&v);
    let names: Vec<&str> = v["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["root value", "best move"]);
    assert_eq!(v["score"], 1);
}

#[test]
fn a_rubric_sets_points_required_items_and_visibility() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("alice.yaml");
    std::fs::write(&f, "value: 3\n").unwrap();
    let r = dir.path().join("rubric.yaml");
    std::fs::write(&r, "points: {value: 2, pruned: 3}\nrequired: [value, pruned]\ngradescope: {visibility: after_due_date, test_visibility: visible}\n").unwrap();
    let (_, out) = check(&[
        "--answers",
        f.to_str().unwrap(),
        "--rubric",
        r.to_str().unwrap(),
        "--format",
        "gradescope",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_gradescope_shape(&v);
    assert_eq!(v["score"], 2);
    assert_eq!(v["visibility"], "after_due_date");
    let pruned = &v["tests"][1];
    assert_eq!(
        (
            pruned["name"].as_str(),
            pruned["score"].as_f64(),
            pruned["max_score"].as_f64()
        ),
        (Some("pruned leaves"), Some(0.0), Some(3.0))
    );
    assert!(pruned["output"].as_str().unwrap().contains("not answered"));
}

#[test]
fn a_required_item_left_out_is_a_wrong_line_and_the_answer_is_not_passed() {
    // The file's one answered item is right, but the rubric requires a best move too: the
    // report said "1/1 right" and exited 0, then gave 1 of 2 points.
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("alice.yaml");
    std::fs::write(&f, "value: 3\n").unwrap();
    let r = dir.path().join("rubric.yaml");
    std::fs::write(&r, "required: [value, best]\n").unwrap();
    let args = [
        "--answers",
        f.to_str().unwrap(),
        "--rubric",
        r.to_str().unwrap(),
    ];
    let (code, out) = check(&args);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("1/2 right"), "{out}");
    assert!(
        out.contains("✗ best: not answered, and the rubric requires it"),
        "{out}"
    );
    let (_, json) = check(&[&args[..], &["--json"]].concat());
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["files"][0]["passed"], false);
    assert_eq!(v["files"][0]["points"], 1);
    assert_eq!(v["files"][0]["max_points"], 2);
}

#[test]
fn a_bad_rubric_is_bad_input_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("alice.yaml");
    std::fs::write(&f, "value: 3\n").unwrap();
    let r = dir.path().join("rubric.yaml");
    std::fs::write(&r, "points:\n  vlaue: 2\n").unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args([
            "check",
            TREE,
            "--answers",
            f.to_str().unwrap(),
            "--rubric",
            r.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("rubric.yaml:2:"), "{err}");
}

#[test]
fn points_in_the_expect_block_grade_answer_files() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.yaml");
    std::fs::write(&tree, "root: {max: [{id: B, min: [3, 12]}, {id: C, min: [2, 4]}]}\nexpect: {value: 3, points: {value: 4}}\n").unwrap();
    let f = dir.path().join("alice.yaml");
    std::fs::write(&f, "value: 3\nbest: C\n").unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args([
            "check",
            tree.to_str().unwrap(),
            "--answers",
            f.to_str().unwrap(),
            "--json",
        ])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (
            v["files"][0]["points"].as_f64(),
            v["files"][0]["max_points"].as_f64()
        ),
        // `points` lists only `value`: the best move is reported but not scored.
        (Some(4.0), Some(4.0))
    );
}

#[test]
fn the_class_summary_counts_scores_and_wrong_items() {
    let dir = tempfile::tempdir().unwrap();
    let class = class(dir.path());
    let (_, out) = check(&["--answers", dir.path().to_str().unwrap()]);
    assert!(
        out.contains(&format!(
            "Class summary ({} answer files, {} read)",
            class.len() + 1,
            class.len()
        )),
        "{out}"
    );
    // 12 generated files: pruned is wrong in 8, best in 6, value in 6 (+2 follow-through).
    let line = |item: &str| {
        out.lines()
            .find(|l| l.split_whitespace().next() == Some(item))
            .map(|l| {
                l.split_whitespace()
                    .skip(1)
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
    };
    assert_eq!(line("pruned").as_deref(), Some("8 12 —"));
    assert_eq!(line("best").as_deref(), Some("6 12 —"));
    assert_eq!(line("value").as_deref(), Some("8 14 2"));
    assert!(out.contains("Score distribution"));
}

#[test]
fn a_single_file_report_ends_with_its_points_when_they_are_not_its_right_items() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("bob.yaml");
    std::fs::write(
        &f,
        "algorithm: minimax\nvalue: 8\nvalues: {B: 8, C: 2, D: 2}\n",
    )
    .unwrap();
    let (code, out) = check(&["--answers", f.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        out.contains("follow-through: 8 follows from your own values B = 8, C = 2, D = 2"),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with("bob.yaml: 2.5 of 4 points"),
        "{out}"
    );
    // One point per right item: nothing to add.
    std::fs::write(&f, "value: 3\n").unwrap();
    let (_, out) = check(&["--answers", f.to_str().unwrap()]);
    assert!(!out.contains("points"), "{out}");
}

#[test]
fn the_class_summary_counts_the_answers_each_diagnosis_explains() {
    let dir = tempfile::tempdir().unwrap();
    // On this tree the classic rule prunes leaf 3 and CS188's strict rule prunes nothing.
    for (f, text) in [
        ("a.yaml", "pruned: []\n"),
        ("b.yaml", "pruned: []\n"),
        ("c.yaml", "pruned: [C]\n"),
    ] {
        std::fs::write(dir.path().join(f), text).unwrap();
    }
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env("COLUMNS", "120")
        .env("NO_COLOR", "1")
        .args([
            "check",
            "trees/cs188-tied-root.yaml",
            "--answers",
            dir.path().to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("--strict "))
        .unwrap_or_else(|| panic!("a --strict row:\n{out}"));
    assert_eq!(row.split_whitespace().last(), Some("2"), "{out}");
    assert!(
        out.contains("0 of 2 answer files with wrong answers reproduced by no variant"),
        "{out}"
    );
}

#[test]
fn the_class_summary_speaks_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    class(dir.path());
    let folder = dir.path().to_str().unwrap();
    let (_, en) = check(&["--answers", folder]);
    let (_, zh) = check(&["--answers", folder, "--lang", "zh"]);
    for heading in ["Class summary", "Score distribution", "Most often wrong"] {
        assert!(en.contains(heading), "{en}");
        assert!(!zh.contains(heading), "{zh}");
    }
    for heading in ["班级汇总", "得分分布", "最常出错的项"] {
        assert!(zh.contains(heading), "{zh}");
    }
    // Item names and numbers are the same in both: only the words around them change.
    assert!(zh.contains("pruned") && en.contains("pruned"));
}

#[test]
fn csv_cells_that_a_spreadsheet_would_run_as_formulas_are_written_as_text() {
    // Answer files named on the command line (`--answers *` in a folder of submissions)
    // put their names in the `file` column: `=2+5` was written as a cell a spreadsheet runs.
    let dir = tempfile::tempdir().unwrap();
    let names = ["=2+5", "+HYPERLINK(1)", "@SUM(1+1)", "\tcmd", "plain.yaml"];
    for name in names {
        std::fs::write(dir.path().join(name), "value: 3\n").unwrap();
    }
    let out = Command::cargo_bin("gametree")
        .expect("the binary is built")
        .current_dir(dir.path())
        .arg("check")
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(TREE))
        .arg("--answers")
        .args(names)
        .args(["--format", "csv"])
        .output()
        .expect("it runs");
    assert_eq!(out.status.code(), Some(0));
    let mut rows = csv::Reader::from_reader(&out.stdout[..]);
    let files: Vec<String> = rows.records().map(|r| r.unwrap()[0].to_string()).collect();
    assert_eq!(
        files,
        [
            "'=2+5",
            "'+HYPERLINK(1)",
            "'@SUM(1+1)",
            "'\tcmd",
            "plain.yaml"
        ],
        "a formula's first character is marked as text; other names stay as they are"
    );
}

#[test]
fn gradescope_output_carries_the_diagnosis_and_notes_in_the_students_language() {
    // CS188's rule on a tree with a tie: an answer that cuts on α = β is exactly what the
    // default rule gives, and Gradescope's test for the pruned set says so.
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("kim.yaml");
    std::fs::write(&answer, "strict: true\nvalue: 3\npruned: [4]\n").unwrap();
    let tree = dir.path().join("tree.yaml");
    std::fs::write(
        &tree,
        "root:\n  max:\n    - {id: B, min: [3, 5]}\n    - {id: C, min: [3, 9]}\n",
    )
    .unwrap();
    let run = |lang: &str| -> Value {
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .args(["--lang", lang, "check"])
            .arg(&tree)
            .arg("--answers")
            .arg(&answer)
            .args(["--format", "gradescope"])
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let pruned_test = |v: &Value| -> String {
        v["tests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["tags"][0] == "pruned")
            .map(|t| t["output"].as_str().unwrap().to_string())
            .unwrap()
    };
    let en = pruned_test(&run("en"));
    assert!(
        en.contains(
            "diagnosis: your pruned set is exactly what alpha-beta prunes when it cuts on α ≥ β"
        ),
        "{en}"
    );
    let zh = pruned_test(&run("zh"));
    assert!(zh.contains("诊断："), "{zh}");
    // The value test, all right, carries no diagnosis.
    let v = run("en");
    let value = v["tests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["tags"][0] == "value")
        .unwrap();
    assert!(
        !value["output"].as_str().unwrap().contains("diagnosis"),
        "{value}"
    );
}
