//! A class folder as it arrives: answers saved as YAML and as text, a PDF, notes, a folder, a
//! broken link, a hidden file, a broken answer and one that is not UTF-8. Every entry is
//! graded or listed as skipped, in every format; with a rubric that lists points, every file
//! is scored against one maximum, a broken one with 0 of it; the run exits 1, not 2.

use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;

const TREE: &str = "trees/aima-fig5-2.yaml";

/// Points per kind: the root value 2, the pruned set 3, each node value 1. Fig. 5.5 enters
/// all three of B, C and D, so every file is out of 2 + 3 + 3 × 1 = 8.
const RUBRIC: &str = "points: {value: 2, pruned: 3, values: 1}\nrequired: [value]\n";
const MAX: f64 = 8.0;

fn check(folder: &Path, rubric: &Path, format: &str) -> (i32, String) {
    check_tree(TREE, folder, rubric, format)
}

/// Each entry: its name, and its points out of [`MAX`] (`None` for an entry skipped).
fn folder(dir: &Path) -> Vec<(&'static str, Option<f64>)> {
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
    write(
        "ana.yaml",
        b"value: 3\npruned: [5, 6]\nvalues: {B: 3, C: \"<=2\", D: 2}\n",
    );
    write("ben.yaml", b"value: 3\npruned: [5]\n");
    write("cruz.txt", b"value: 3\npruned: [5, 6]\n");
    write("dee.json", b"{\"value\": 2, \"values\": {\"B\": 3}}");
    write("eve.yaml", b"pruned: [5, 6]\n");
    write("zz-broken.yaml", b"value: [\n");
    write("latin1.yaml", b"value: 3 # caf\xe9\n");
    write("notes.txt", b"I could not do question 2\n");
    write("answer.pdf", b"%PDF-1.4\n");
    write(".ana.yaml.swp", b"\0\0");
    std::fs::create_dir(dir.join("drafts")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.join("gone.yaml"), dir.join("link.yaml")).unwrap();
    vec![
        ("ana.yaml", Some(MAX)),
        // The root value; one leaf of two missed costs the pruned set.
        ("ben.yaml", Some(2.0)),
        ("cruz.txt", Some(5.0)),
        // A wrong root; B right.
        ("dee.json", Some(1.0)),
        // The required value left out: 0 for it, 3 for the pruned set.
        ("eve.yaml", Some(3.0)),
        ("zz-broken.yaml", Some(0.0)),
        ("latin1.yaml", Some(0.0)),
        ("notes.txt", None),
        ("answer.pdf", None),
        (".ana.yaml.swp", None),
        ("drafts", None),
        #[cfg(unix)]
        ("link.yaml", None),
    ]
}

fn named<'a>(entries: &'a [(&str, Option<f64>)], file: &str) -> &'a (&'a str, Option<f64>) {
    entries
        .iter()
        .find(|(n, _)| file.ends_with(&format!("/{n}")))
        .unwrap_or_else(|| panic!("{file} is no entry of the folder"))
}

#[test]
fn every_entry_is_graded_or_skipped_and_every_file_has_one_maximum() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let entries = folder(&class);
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(&rubric, RUBRIC).unwrap();

    // JSON: every entry once, graded ones with points of the one maximum.
    let (code, out) = check(&class, &rubric, "json");
    assert_eq!(code, 1, "wrong and broken answers exit 1, not 2");
    let json: Value = serde_json::from_str(&out).unwrap();
    let files = json["files"].as_array().unwrap();
    assert_eq!(files.len(), entries.len(), "{out}");
    for f in files {
        let (name, points) = named(&entries, f["file"].as_str().unwrap());
        match points {
            Some(p) => {
                assert_eq!(f["points"].as_f64(), Some(*p), "{name}: {f}");
                assert_eq!(f["max_points"].as_f64(), Some(MAX), "{name}");
                assert!(f.get("skipped").is_none(), "{name}");
            }
            None => assert!(f["skipped"].is_string(), "{name}: {f}"),
        }
    }

    // CSV: one row per entry, the same points.
    let (_, out) = check(&class, &rubric, "csv");
    let mut rows = csv::Reader::from_reader(out.as_bytes());
    let header = rows.headers().unwrap().clone();
    let col = |n: &str| header.iter().position(|h| h == n).unwrap();
    let records: Vec<csv::StringRecord> = rows.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), entries.len());
    for r in &records {
        let (name, points) = named(&entries, &r[col("file")]);
        match points {
            Some(p) => {
                assert_eq!(r[col("points")].parse::<f64>().ok(), Some(*p), "{name}");
                assert_eq!(
                    r[col("max_points")].parse::<f64>().ok(),
                    Some(MAX),
                    "{name}"
                );
            }
            None => assert!(!r[col("skipped")].is_empty(), "{name}"),
        }
    }

    // Gradescope: each file's tests add up to its points out of the maximum; each skipped
    // entry is a test worth nothing that says why.
    let (_, out) = check(&class, &rubric, "gradescope");
    let gs: Value = serde_json::from_str(&out).unwrap();
    let tests = gs["tests"].as_array().unwrap();
    for (name, points) in &entries {
        let mine: Vec<&Value> = tests
            .iter()
            .filter(|t| {
                t["name"]
                    .as_str()
                    .unwrap()
                    .starts_with(&format!("{name}: "))
            })
            .collect();
        assert!(!mine.is_empty(), "no test for {name}");
        let sum = |k: &str| mine.iter().map(|t| t[k].as_f64().unwrap()).sum::<f64>();
        match points {
            Some(p) => assert_eq!((sum("score"), sum("max_score")), (*p, MAX), "{name}"),
            None => {
                assert_eq!(sum("max_score"), 0.0, "{name}");
                assert!(mine[0]["name"].as_str().unwrap().ends_with("skipped"));
            }
        }
    }

    // Text: a row per entry, points out of the maximum, and the summary on that scale.
    let (_, out) = check(&class, &rubric, "text");
    for (name, points) in &entries {
        let row = out
            .lines()
            .find(|l| l.contains(&format!("/{name} ")))
            .unwrap_or_else(|| panic!("no row for {name}:\n{out}"));
        match points {
            Some(p) => assert!(row.contains(&format!(" {p}/{MAX} ")), "{row}"),
            None => assert!(row.contains("skipped: "), "{row}"),
        }
    }
    let graded: Vec<f64> = entries.iter().filter_map(|e| e.1).collect();
    let mean = graded.iter().sum::<f64>() / graded.len() as f64;
    let mean = (mean * 100.0).round() / 100.0;
    assert!(
        out.contains(&format!("points: mean {mean} of {MAX}")),
        "{out}"
    );
    // The passed count: every answered item right and every required item answered.
    assert!(out.contains("2 of 7 answer files entirely right"), "{out}");
}

#[test]
fn a_listed_kind_is_scored_and_an_unlisted_one_is_only_reported() {
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.yaml");
    std::fs::write(&answer, "value: 3\nbest: C\n").unwrap();
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(&rubric, "points: {value: 2}\n").unwrap();
    let (code, out) = check(&answer, &rubric, "json");
    assert_eq!(code, 1, "the wrong best move is still wrong: {out}");
    let json: Value = serde_json::from_str(&out).unwrap();
    let f = &json["files"][0];
    assert_eq!(
        (f["points"].as_f64(), f["max_points"].as_f64()),
        (Some(2.0), Some(2.0))
    );
    let best = f["blocks"][0]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["item"] == "best")
        .unwrap();
    assert_eq!(
        (best["status"].as_str(), best["max_points"].as_f64()),
        (Some("wrong"), Some(0.0))
    );
}

#[test]
fn per_leaf_credit_gives_the_share_of_leaves_decided_right() {
    // The Wikipedia tree prunes five leaves; the answer misses one of them.
    let tree = "trees/wikipedia-alpha-beta.yaml";
    let eval = Command::cargo_bin("gametree")
        .unwrap()
        .args(["eval", tree, "--json"])
        .output()
        .unwrap();
    let pruned: Vec<u64> = serde_json::from_slice::<Value>(&eval.stdout).unwrap()["pruned_leaves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_u64().unwrap())
        .collect();
    assert!(pruned.len() >= 3, "{pruned:?}");
    let dir = tempfile::tempdir().unwrap();
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(&rubric, "points:\n  pruned: {points: 4, per_leaf: true}\n").unwrap();
    let answer = dir.path().join("a.yaml");
    let kept: Vec<String> = pruned[1..].iter().map(u64::to_string).collect();
    std::fs::write(&answer, format!("pruned: [{}]\n", kept.join(", "))).unwrap();
    let (code, out) = check_tree(tree, &answer, &rubric, "json");
    assert_eq!(code, 1, "{out}");
    let json: Value = serde_json::from_str(&out).unwrap();
    let item = &json["files"][0]["blocks"][0]["items"][0];
    let share = (pruned.len() - 1) as f64 / pruned.len() as f64;
    assert_eq!(item["status"], "partial", "{item}");
    assert_eq!(item["points"].as_f64(), Some(4.0 * share), "{item}");
    // A leaf claimed that the search evaluates widens the union.
    let mut claimed = kept.clone();
    claimed.push("1".into());
    std::fs::write(&answer, format!("pruned: [{}]\n", claimed.join(", "))).unwrap();
    let (_, out) = check_tree(tree, &answer, &rubric, "json");
    let json: Value = serde_json::from_str(&out).unwrap();
    let item = &json["files"][0]["blocks"][0]["items"][0];
    let share = (pruned.len() - 1) as f64 / (pruned.len() + 1) as f64;
    assert_eq!(item["points"].as_f64(), Some(4.0 * share), "{item}");
    // The text says how many leaves were right.
    let (_, out) = check_tree(tree, &answer, &rubric, "text");
    let text = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains(&format!(
            "per-leaf credit: {} of {} leaves decided right",
            pruned.len() - 1,
            pruned.len() + 1
        )),
        "{out}"
    );
}

#[test]
fn a_rubric_with_per_leaf_on_no_set_or_a_negative_point_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.yaml");
    std::fs::write(&answer, "value: 3\n").unwrap();
    for (text, at, says) in [
        (
            "points:\n  value: {points: 2, per_leaf: true}\n",
            "rubric.yaml:2:22",
            "only `pruned` takes it",
        ),
        ("points:\n  pruned: -1\n", "rubric.yaml:2:11", "1,000,000"),
        (
            "points:\n  pruned: {points: 2, per_leef: true}\n",
            "rubric.yaml:2:23",
            "per_leef",
        ),
    ] {
        let rubric = dir.path().join("rubric.yaml");
        std::fs::write(&rubric, text).unwrap();
        let out = Command::cargo_bin("gametree")
            .unwrap()
            .args(["check", TREE, "--answers"])
            .arg(&answer)
            .arg("--rubric")
            .arg(&rubric)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{text}: {err}");
        assert!(out.stdout.is_empty(), "nothing graded");
        assert!(err.contains(at), "{text}: {err}");
        assert!(err.contains(says), "{text}: {err}");
    }
}

/// `gametree check TREE --answers ANSWERS --rubric RUBRIC --format FORMAT`: the exit code
/// and standard output.
fn check_tree(tree: &str, answers: &Path, rubric: &Path, format: &str) -> (i32, String) {
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env("COLUMNS", "200")
        .env("NO_COLOR", "1")
        .args(["check", tree, "--answers"])
        .arg(answers)
        .arg("--rubric")
        .arg(rubric)
        .args(["--format", format])
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn bounds_marked_exactly_want_the_bound_and_an_empty_unentered_node() {
    // C is cut after its first leaf (≤ 2); E, below C, is never entered.
    let tree = "root: {max: [{id: B, min: [3, 12]}, {id: C, min: [2, {id: E, max: [4, 6]}]}]}\n";
    let dir = tempfile::tempdir().unwrap();
    let tree_file = dir.path().join("tree.yaml");
    std::fs::write(&tree_file, tree).unwrap();
    let tree_file = tree_file.to_str().unwrap();
    let exact = dir.path().join("exact.yaml");
    std::fs::write(&exact, "bounds: exact\n").unwrap();
    let generous = dir.path().join("generous.yaml");
    std::fs::write(&generous, "bounds: generous\n").unwrap();
    let answer = dir.path().join("a.yaml");
    let verdicts = |answer_text: &str, rubric: &Path| -> (Value, String) {
        std::fs::write(&answer, answer_text).unwrap();
        let (_, out) = check_tree(tree_file, &answer, rubric, "json");
        let json: Value = serde_json::from_str(&out).unwrap();
        let (_, text) = check_tree(tree_file, &answer, rubric, "text");
        (json, text)
    };
    let oks = |json: &Value| -> Vec<bool> {
        json["files"][0]["blocks"][0]["verdicts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["ok"].as_bool().unwrap())
            .collect()
    };
    // True values at the cut node and the node never entered: generous accepts both.
    let (json, _) = verdicts("values: {C: 2, E: 6}\n", &generous);
    assert_eq!(oks(&json), [true, true], "{json}");
    assert_eq!(json["bounds"], "generous");
    let (json, text) = verdicts("values: {C: 2, E: 6}\n", &exact);
    assert_eq!(oks(&json), [false, false], "{json}");
    assert_eq!(json["bounds"], "exact");
    assert!(text.starts_with("Bounds are marked exactly"), "{text}");
    // The bound, and E left out: right under both.
    for rubric in [&exact, &generous] {
        let (json, _) = verdicts("values: {C: \"<=2\"}\n", rubric);
        assert_eq!(oks(&json), [true], "{json}");
    }
    // Without a rubric the default is generous, and no line says otherwise.
    std::fs::write(&answer, "values: {C: 2, E: 6}\n").unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["check", tree_file, "--answers"])
        .arg(&answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(!String::from_utf8_lossy(&out.stdout).contains("marked exactly"));
    // An unknown marking is refused at its place.
    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, "bounds: strict\n").unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["check", tree_file, "--answers"])
        .arg(&answer)
        .arg("--rubric")
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.yaml:1:9"));
}

/// A file name that is not UTF-8 was read back through its lossy spelling and graded "no such
/// file"; looping links and FIFOs vanished from the report.
#[cfg(unix)]
#[test]
fn a_latin1_file_name_is_graded_and_links_and_fifos_are_listed() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let latin1 = std::ffi::OsStr::from_bytes(b"caf\xe9.yaml");
    std::fs::write(dir.path().join(latin1), "value: 3\n").unwrap();
    std::os::unix::fs::symlink("loop.yaml", dir.path().join("loop.yaml")).unwrap();
    let fifo = dir.path().join("pipe.yaml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env("NO_COLOR", "1")
        .args(["check", TREE, "--answers"])
        .arg(dir.path())
        .arg("--json")
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let files = json["files"].as_array().unwrap();
    let entry = |suffix: &str| {
        files
            .iter()
            .find(|f| f["file"].as_str().unwrap().ends_with(suffix))
            .unwrap_or_else(|| panic!("{suffix} in {json}"))
    };
    let cafe = entry("caf\\xE9.yaml");
    assert_eq!(cafe["passed"], true, "{cafe}");
    assert_eq!(entry("loop.yaml")["skipped"], "broken-link");
    if made.is_ok_and(|s| s.success()) {
        assert_eq!(entry("pipe.yaml")["skipped"], "not-a-regular-file");
    }
    assert_eq!(out.status.code(), Some(0), "{json}");
}
