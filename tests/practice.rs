//! The practice page (`gametree html --practice`, `gametree quiz --html`) in a real browser:
//! playwright-core (from npm, `tests/browser/`) drives Debian's Chromium, types answers as a
//! student would (by mouse, and by keyboard alone) and reads the page's verdicts through its
//! accessible names. The agreement test fills in many random trees with random answers and
//! requires the page's verdicts, item by item, to be those of `gametree check --json` on
//! the same answers.
//!
//! Needs `node`, Chromium (`/usr/bin/chromium` or `$CHROMIUM`) and `npm ci` run in
//! `tests/browser/`. With `CI=true` anything missing fails the test; otherwise the tests say
//! loudly that they skipped.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use gametree::exercise::letters::letter_inner_nodes;
use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
use gametree::parse::parse_text;
use gametree::search::{self, Algorithm, Bound, Config, Order, Recorder};
use gametree::tree::{Kind, Tree};
use serde_json::{Value, json};

mod bank;
mod quiz_bank;
mod stepper;

const FIG52: &str = "trees/aima-fig5-2.yaml";
const STAR1: &str = "trees/aima-chance-fig5-19-bounded.yaml";

fn gametree() -> assert_cmd::Command {
    let mut c = assert_cmd::Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

/// A fresh scratch folder under the system's temp dir, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Self {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "gametree-practice-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

fn skip_or_fail(why: &str) -> Option<()> {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but {why}");
    }
    // Said once for the run, not once for each browser test that skips.
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        let msg = format!(
            "\n*** SKIPPED: the practice page's browser tests: {why}. ***\n\
             *** Run `npm ci` in tests/browser and install chromium; with CI=true this fails. ***\n"
        );
        let _ = std::io::Write::write_all(&mut std::io::stderr(), msg.as_bytes());
    });
    None
}

/// Whether node, playwright-core and Chromium are all there (see the module's notes).
pub(crate) fn ready() -> Option<()> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).is_file() {
        return skip_or_fail(&format!("there is no Chromium at {chromium}"));
    }
    if Command::new("node").arg("--version").output().is_err() {
        return skip_or_fail("node is not installed");
    }
    if !Path::new("tests/browser/node_modules/playwright-core").is_dir() {
        return skip_or_fail(
            "tests/browser/node_modules has no playwright-core (run npm ci there)",
        );
    }
    Some(())
}

/// Runs the jobs (see `tests/browser/run.js`) in one browser; one result per job.
fn run_jobs(dir: &Scratch, jobs: &[Value]) -> Vec<Value> {
    let (input, output) = (dir.path("jobs.json"), dir.path("results.json"));
    std::fs::write(&input, serde_json::to_string(jobs).unwrap()).unwrap();
    let out = Command::new("node")
        .args(["tests/browser/run.js", s(&input), s(&output)])
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "the browser run failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&output).unwrap()).unwrap();
    for r in &results {
        assert_eq!(r["errors"], json!([]), "script errors on the page");
    }
    results
}

fn practice_page(dir: &Scratch, name: &str, args: &[&str]) -> PathBuf {
    let path = dir.path(name);
    let mut all = vec!["html"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--practice", "-o", s(&path)]);
    gametree().args(&all).assert().success();
    path
}

/// The right answers for a tree: each inner node's value or bound as an answer writes it
/// (nothing where the search never enters), and the pruned leaves.
fn right_answers(tree: &Tree, config: &Config) -> (Value, Vec<u32>) {
    let outcome = search::run(tree, config).expect("search runs");
    let mut values = serde_json::Map::new();
    for id in tree.ids() {
        let r = outcome.result(tree, id);
        if tree.kind(id) != Kind::Leaf && r.bound != Bound::Unvisited {
            values.insert(tree.name(id), json!(r.answer()));
        }
    }
    (Value::Object(values), outcome.pruned_leaves(tree))
}

/// The intervals a Star1 or Star2 search proves at each chance node, as the page's boxes
/// take them (`[lo, hi]`, `inf` for an infinite end).
fn right_intervals(tree: &Tree, config: &Config) -> Value {
    let mut rec = Recorder::default();
    search::run_observed(tree, config, &mut rec).expect("search runs");
    let mut out = serde_json::Map::new();
    for (n, (lo, hi)) in gametree::check::intervals::proven(tree, &rec) {
        out.insert(tree.name(n), json!([window_end(lo), window_end(hi)]));
    }
    Value::Object(out)
}

fn tree_of(file: &str) -> Tree {
    parse_text(&std::fs::read_to_string(file).unwrap())
        .unwrap()
        .tree
}

fn status(r: &Value) -> &str {
    r["status"].as_str().unwrap_or_default()
}

#[test]
fn the_right_answer_for_figure_5_2_is_all_right_and_a_mistake_is_named_and_explained() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("fig52");
    let page = practice_page(&dir, "fig52.html", &[FIG52]);
    let (values, pruned) = right_answers(&tree_of(FIG52), &Config::default());
    assert_eq!(pruned, [5, 6]);
    let mut wrong = values.clone();
    wrong["C"] = json!("4");
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": values, "pruned": pruned}),
            json!({"page": page, "values": wrong, "pruned": [5], "hints": 2, "solution": true}),
            // A cut node's true value without its bound is right, with a note.
            json!({"page": page, "values": {"A": "3", "B": "3", "C": "2", "D": "2"}, "pruned": [5, 6]}),
            // Both leaves of one cut left unmarked: one line for the two, as check says it.
            json!({"page": page, "values": values, "pruned": []}),
        ],
    );
    assert!(
        status(&results[0]).contains("all right"),
        "{}",
        status(&results[0])
    );
    let st = status(&results[1]);
    assert!(!st.contains("all right"), "{st}");
    assert!(st.contains("C") && st.contains("leaf 6"), "{st}");
    let lines: Vec<&str> = results[1]["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| v["ok"] == false)
        .map(|v| v["line"].as_str().unwrap())
        .collect();
    assert_eq!(
        lines,
        [
            "C: you wrote 4, but the search only proves ≤ 2, stopping at step 12; C's true value is 2",
            "missing from your pruned list: leaf 6 (C3 = 6) is pruned by the cut at C, step 12: MIN node C saw C1 = 2 ≤ α = 3",
        ]
    );
    let grouped: Vec<(&str, &str)> = results[3]["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| v["ok"] == false)
        .map(|v| (v["name"].as_str().unwrap(), v["line"].as_str().unwrap()))
        .collect();
    let line = "missing from your pruned list: leaves 5–6 (C2 = 4, C3 = 6) are pruned by the cut at C, step 12: MIN node C saw C1 = 2 ≤ α = 3";
    assert_eq!(grouped, [("leaf 5", line), ("leaf 6", line)]);
    let st = status(&results[3]);
    assert!(st.contains("leaf 5") && st.contains("leaf 6"), "{st}");
    assert!(
        status(&results[2]).contains("all right"),
        "{}",
        status(&results[2])
    );
    let c = results[2]["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == "C")
        .unwrap();
    assert!(c["note"].as_str().unwrap().contains("write \"<=2\""), "{c}");
}

#[test]
fn a_practice_page_in_chinese_says_what_check_says_in_chinese() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("zh");
    let en = practice_page(&dir, "en.html", &[FIG52]);
    let zh = practice_page(&dir, "zh.html", &[FIG52, "--lang", "zh"]);
    let values = json!({"A": "3", "B": "3", "C": "4", "D": "2"});
    let job =
        |page: &PathBuf| json!({"page": page, "values": values, "pruned": [], "solution": true});
    let results = run_jobs(&dir, &[job(&en), job(&zh)]);
    let answers = dir.path("answers.yaml");
    std::fs::write(&answers, "values: {A: 3, B: 3, C: 4, D: 2}\npruned: []\n").unwrap();
    // (`--json` is the same in every language: the words are in check's report.)
    let out = gametree()
        .args(["check", FIG52, "--answers", s(&answers), "--lang", "zh"])
        .env("COLUMNS", "200")
        .output()
        .unwrap();
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    let report = squeeze(&String::from_utf8_lossy(&out.stdout));
    let page = results[1]["verdicts"].as_array().unwrap();
    let page_line = |name: &str| {
        page.iter().find(|v| v["name"] == name).unwrap()["line"]
            .as_str()
            .unwrap()
    };
    for name in ["C", "leaf 5"] {
        assert!(
            report.contains(&squeeze(page_line(name))),
            "{name}: {} is not in\n{}",
            page_line(name),
            String::from_utf8_lossy(&out.stdout)
        );
    }
    assert!(page_line("C").contains("你写的是"), "{}", page_line("C"));
    // Both leaves of one cut share one line.
    assert_eq!(page_line("leaf 5"), page_line("leaf 6"));
    assert!(
        page_line("leaf 5").contains("5–6"),
        "{}",
        page_line("leaf 5")
    );
    // The page's own words are Chinese, status included, in Chinese punctuation; the
    // accessible names keep their stable English forms (`why: leaf 5`).
    let said = status(&results[1]);
    assert!(said.contains("正确。错误：C"), "{said}");
    assert!(
        said.contains("叶节点 5") && !said.contains("leaf"),
        "{said}"
    );
    let english = status(&results[0]);
    assert!(
        english.contains("right") && english.contains("Wrong:"),
        "{english}"
    );
    // The solution opens at the same step whatever the page's language.
    assert_eq!(
        results[0]["extra"]["solutionStep"],
        results[1]["extra"]["solutionStep"]
    );
    assert!(
        results[1]["extra"]["solutionStep"]
            .as_str()
            .is_some_and(|s| s != "0"),
        "{}",
        results[1]["extra"]
    );
}

#[test]
fn leaves_are_marked_by_clicking_the_leaf_or_its_edge_and_the_page_fits_a_phone() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("click");
    let page = practice_page(&dir, "fig52.html", &[FIG52]);
    let (values, _) = right_answers(&tree_of(FIG52), &Config::default());
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": values, "clickLeaves": [5], "clickEdges": [6],
                 "viewport": {"width": 390, "height": 844}}),
        ],
    );
    assert!(
        status(&results[0]).contains("all right"),
        "{}",
        status(&results[0])
    );
    // The tree scrolls inside its own box; the page itself is no wider than the phone.
    assert!(
        results[0]["extra"]["overflow"].as_i64().unwrap() <= 0,
        "{}",
        results[0]["extra"]
    );
}

#[test]
fn hostile_names_stay_text_in_the_page_and_its_accessible_names() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("hostile");
    let file = dir.path("evil.yaml");
    std::fs::write(
        &file,
        "name: \"</script><b id=injected>x</b>\"\nroot:\n  id: \"<img src=x onerror=alert(1)>\"\n  max:\n    - {id: \"a\\\"b\", min: [3, 4]}\n    - {id: \"</script>\", min: [1, 2]}\n",
    )
    .unwrap();
    let page = practice_page(&dir, "evil.html", &[s(&file)]);
    let values = json!({"<img src=x onerror=alert(1)>": "3", "a\"b": "3", "</script>": "4"});
    let results = run_jobs(
        &dir,
        &[json!({"page": page, "values": values, "pruned": [4]})],
    );
    let st = status(&results[0]);
    assert!(st.contains("Wrong: </script>"), "{st}");
    assert_eq!(
        results[0]["extra"]["injected"], 0,
        "names are text, never markup"
    );
}

#[test]
fn a_star1_tree_with_bounds_is_checked_the_same_way() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("star1");
    let page = practice_page(&dir, "star1.html", &[STAR1, "--algo", "star1"]);
    let doc = parse_text(&std::fs::read_to_string(STAR1).unwrap()).unwrap();
    let config = Config {
        bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
        ..Config::new(Algorithm::Star1)
    };
    let (values, pruned) = right_answers(&doc.tree, &config);
    let intervals = right_intervals(&doc.tree, &config);
    assert!(!pruned.is_empty(), "Star1 prunes this tree");
    let name = values
        .as_object()
        .unwrap()
        .keys()
        .next_back()
        .unwrap()
        .clone();
    let mut wrong = values.clone();
    wrong[&name] = json!("123");
    let leaf = pruned[0];
    let rest: Vec<u32> = pruned[1..].to_vec();
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": values, "pruned": pruned, "intervals": intervals}),
            json!({"page": page, "values": wrong, "pruned": rest, "intervals": intervals}),
        ],
    );
    assert!(
        status(&results[0]).contains("all right"),
        "{}",
        status(&results[0])
    );
    let st = status(&results[1]);
    assert!(!st.contains("all right"), "{st}");
    assert!(
        st.contains(&name) && st.contains(&format!("leaf {leaf}")),
        "{st} names {name} and leaf {leaf}"
    );
}

#[test]
fn a_five_tree_quiz_page_checks_each_tree_on_its_own_with_a_total() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("quiz");
    let page = dir.path("quiz.html");
    gametree()
        .args([
            "quiz",
            "--html",
            "--count",
            "5",
            "--seed",
            "3",
            "-o",
            s(&page),
        ])
        .assert()
        .success();
    // The quiz's trees, as it makes them.
    let pick = gametree::exercise::quiz::Pick {
        shape: RandomSpec {
            seed: 3,
            ..RandomSpec::default()
        },
        count: 5,
        cutoffs: 0,
        deep: false,
        attempts: 2_000,
    };
    let config = Config::default();
    let trees = gametree::exercise::quiz::pick_trees(&pick, &config).unwrap();
    let mut jobs = Vec::new();
    for (k, (mut tree, _)) in trees.into_iter().enumerate() {
        letter_inner_nodes(&mut tree);
        let (values, pruned) = right_answers(&tree, &config);
        jobs.push(json!({"page": page, "region": k, "values": values, "pruned": pruned}));
    }
    // Tree 3 with a wrong root.
    jobs[2]["values"]["A"] = json!("99");
    let results = run_jobs(&dir, &jobs);
    for (k, r) in results.iter().enumerate() {
        assert_eq!(r["regions"], 5);
        if k == 2 {
            assert!(status(r).contains("Wrong: A"), "{}", status(r));
        } else {
            assert!(
                status(r).contains("all right"),
                "tree {}: {}",
                k + 1,
                status(r)
            );
        }
        // Each job checks one tree of a fresh page: the total counts it alone.
        let total = r["total"].as_str().unwrap();
        assert!(total.contains("(1/5)"), "{total}");
    }
}

#[test]
fn the_page_works_from_the_keyboard_alone() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("keys");
    let page = practice_page(&dir, "fig52.html", &[FIG52]);
    let (values, pruned) = right_answers(&tree_of(FIG52), &Config::default());
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": values, "pruned": pruned, "keyboard": true}),
            json!({"page": page, "foldKeys": "B", "check": false}),
        ],
    );
    assert!(
        status(&results[0]).contains("all right"),
        "{}",
        status(&results[0])
    );
    // Tab visits the tree in reading order: a node's value before its leaves.
    let tabbed: Vec<&str> = results[0]["tabbed"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .filter(|l| l.starts_with("value of") || l.starts_with("leaf"))
        .collect();
    assert_eq!(
        &tabbed[..5],
        [
            "value of A",
            "value of B",
            "leaf 1 pruned",
            "leaf 2 pruned",
            "leaf 3 pruned"
        ]
    );
    // One Tab stop per node: the fold buttons are out of the Tab order.
    let all: Vec<&str> = strings(&results[0]["tabbed"]);
    let tree = &all[all.iter().position(|l| *l == "value of A").unwrap()..all.len() - 1];
    assert_eq!(tree.len(), 13, "{tree:?}");
    assert!(!all.iter().any(|l| l.contains("collapse")), "{all:?}");
    // Folding works from the node's box instead.
    let fold = &results[1]["extra"]["foldKeys"];
    assert_eq!(
        (&fold["before"], &fold["folded"], &fold["after"]),
        (&json!(9), &json!(6), &json!(9)),
        "{fold}"
    );
    assert!(strings(&fold["label"]).contains(&"expand B"), "{fold}");
}

const WIKI: &str = "trees/wikipedia-alpha-beta.yaml";
const EXPECTIMAX: &str = "trees/cs188-q4-expectimax1.yaml";

/// What a job's page showed after Check (`state`) or after Clear (`cleared`).
fn shown<'a>(r: &'a Value, when: &str) -> &'a Value {
    &r["extra"][when]
}

fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect()
}

/// The page's line for one item, as its verdicts give it.
fn line_of<'a>(r: &'a Value, name: &str) -> &'a str {
    r["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == name)
        .unwrap_or_else(|| panic!("no item {name}"))["line"]
        .as_str()
        .unwrap()
}

#[test]
fn a_blank_page_scores_nothing_names_nothing_and_marks_nothing() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("blank");
    let en = practice_page(&dir, "fig52.html", &[FIG52]);
    let zh = practice_page(&dir, "zh.html", &[FIG52, "--lang", "zh"]);
    let (values, pruned) = right_answers(&tree_of(FIG52), &Config::default());
    // Asked: the four nodes the search enters and the two leaves it prunes.
    let asked = values.as_object().unwrap().len() + pruned.len();
    assert_eq!(asked, 6);
    let mut one_extra = pruned.clone();
    one_extra.push(1);
    let results = run_jobs(
        &dir,
        &[
            json!({"page": en, "keyboard": true}),
            json!({"page": zh}),
            json!({"page": en, "values": values, "pruned": pruned}),
            // Ticking a leaf the search evaluates is a decision too, and a wrong one.
            json!({"page": en, "values": values, "pruned": one_extra}),
        ],
    );
    assert_eq!(
        status(&results[0]),
        "0/6 right. Nothing has been answered yet."
    );
    for r in &results[..2] {
        let st = shown(r, "state");
        assert_eq!(st["marks"], 0, "{st}");
        assert_eq!(st["signs"], "", "{st}");
        assert_eq!(st["why"], json!([]), "{st}");
        assert_eq!(st["invalid"], 0, "{st}");
        assert_eq!(st["explanations"], json!([]), "{st}");
        assert_eq!(st["drawing"], 1, "{st}");
        // No item named, no value of the key (3, 2, ≤ 2) shown: only the count.
        let said = status(r);
        assert!(said.starts_with("0/6"), "{said}");
        for key in ["A", "B", "C", "D", "leaf", "3", "2", "≤"] {
            assert!(!said[3..].contains(key), "{said} says {key}");
        }
    }
    assert!(
        status(&results[1]).contains("还没有作答任何一项"),
        "{}",
        status(&results[1])
    );
    assert_eq!(status(&results[2]), "6/6 right — all right");
    assert_eq!(status(&results[3]), "6/7 right. Wrong: leaf 1");
    let st = shown(&results[3], "state");
    assert_eq!(st["why"], json!(["why: leaf 1"]), "{st}");
    // Every item asked or answered gets its mark; the untouched leaves the search
    // evaluates get none.
    assert_eq!(st["marks"], 7, "{st}");
}

#[test]
fn why_shows_the_reason_for_one_mark_at_a_time_and_only_when_asked() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("why");
    let en = practice_page(&dir, "fig52.html", &[FIG52]);
    let zh = practice_page(&dir, "zh.html", &[FIG52, "--lang", "zh"]);
    let wrong = json!({"A": "3", "B": "3", "C": "4", "D": "2"});
    let results = run_jobs(
        &dir,
        &[
            json!({"page": en, "values": wrong, "pruned": [5], "why": ["C", "leaf 6", "leaf 6"]}),
            json!({"page": zh, "values": wrong, "pruned": [5], "why": ["C"]}),
            // A cut node's true value without its bound: right, with a note behind why.
            json!({"page": en, "values": {"A": "3", "B": "3", "C": "2", "D": "2"},
                   "pruned": [5, 6], "why": ["C"]}),
        ],
    );
    let r = &results[0];
    assert_eq!(status(r), "4/6 right. Wrong: C, leaf 6");
    let st = shown(r, "state");
    assert_eq!(
        st["explanations"],
        json!([]),
        "no reason before it is asked for"
    );
    assert_eq!(strings(&st["why"]), ["why: C", "why: leaf 6"]);
    assert_eq!(st["marks"], 6, "{st}");
    let why = r["extra"]["why"].as_array().unwrap();
    assert_eq!(strings(&why[0]), [format!("✗ {}", line_of(r, "C"))]);
    assert_eq!(strings(&why[1]), [format!("✗ {}", line_of(r, "leaf 6"))]);
    // Asking again closes it.
    assert_eq!(why[2], json!([]));
    let zh_why = strings(&results[1]["extra"]["why"][0]).join("");
    assert!(zh_why.contains("你写的是"), "{zh_why}");
    let r = &results[2];
    assert!(status(r).contains("all right"), "{}", status(r));
    let said = strings(&r["extra"]["why"][0]).join("");
    assert!(
        said.starts_with("✓ ") && said.contains("write \"<=2\""),
        "{said}"
    );
}

#[test]
fn clear_leaves_no_mark_outline_reason_or_hint() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("clear");
    let page = practice_page(&dir, "fig52.html", &[FIG52]);
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": {"A": "3", "B": "5", "C": "4"}, "pruned": [5, 7],
                   "windows": {"B": ["-inf", "inf"]}, "why": ["B"], "hints": 2, "solution": true,
                   "clear": true}),
        ],
    );
    let before = shown(&results[0], "state");
    assert!(before["marks"].as_u64().unwrap() > 0, "{before}");
    assert!(before["invalid"].as_u64().unwrap() > 0, "{before}");
    let after = shown(&results[0], "cleared");
    for (what, none) in [
        ("marks", json!(0)),
        ("signs", json!("")),
        ("invalid", json!(0)),
        ("why", json!([])),
        ("explanations", json!([])),
        ("hints", json!([])),
        ("typed", json!(0)),
        ("ticked", json!(0)),
        ("status", json!("")),
        ("solution", json!(0)),
    ] {
        assert_eq!(after[what], none, "{what} after Clear: {after}");
    }
}

#[test]
fn a_hint_starts_at_the_step_that_decides_the_first_mistake() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("hint");
    let fig52 = practice_page(&dir, "fig52.html", &[FIG52]);
    let wiki = practice_page(&dir, "wiki.html", &[WIKI]);
    let tree = tree_of(WIKI);
    let config = Config::default();
    let (values, pruned) = right_answers(&tree, &config);
    let mut rec = Recorder::default();
    search::run_observed(&tree, &config, &mut rec).unwrap();
    let cut = |leaf: u32| {
        rec.skipped_by(&tree, tree.leaves()[leaf as usize - 1])
            .unwrap()
            .0
    };
    let (first, last) = (pruned[0], *pruned.last().unwrap());
    assert!(cut(first) < cut(last), "two cuts: {pruned:?}");
    let without = |leaves: &[u32]| -> Vec<u32> {
        pruned
            .iter()
            .copied()
            .filter(|l| !leaves.contains(l))
            .collect()
    };
    let (fig_values, _) = right_answers(&tree_of(FIG52), &config);
    let results = run_jobs(
        &dir,
        &[
            // The last pruned leaf missed: the hint opens at the cut that prunes it.
            json!({"page": wiki, "values": values, "pruned": without(&[last]), "hints": 2}),
            // Two missed: the first in search order.
            json!({"page": wiki, "values": values, "pruned": without(&[first, last]), "hints": 1}),
            json!({"page": fig52, "values": fig_values, "pruned": [5], "hints": 1}),
            // A wrong bound at C comes before the leaf it cuts: the step that sets it.
            json!({"page": fig52, "values": {"A": "3", "B": "3", "C": "4", "D": "2"},
                   "pruned": [5], "hints": 1}),
            // Before any Check: the first step deciding something not answered yet.
            json!({"page": fig52, "check": false, "values": {"B": "3"}, "hints": 1}),
            json!({"page": fig52, "values": fig_values, "pruned": [5, 6], "hints": 1}),
        ],
    );
    let hints = |r: &Value| strings(&r["extra"]["hints"]).join("\n");
    let h = hints(&results[0]);
    assert!(
        h.starts_with(&format!("Step {}: ", cut(last))),
        "{h}\n(cut at step {})",
        cut(last)
    );
    assert!(h.contains("cutoff"), "{h}");
    assert_eq!(results[0]["extra"]["hints"].as_array().unwrap().len(), 2);
    let h = hints(&results[1]);
    assert!(h.starts_with(&format!("Step {}: ", cut(first))), "{h}");
    assert!(hints(&results[2]).starts_with("Step 12: C — cutoff"));
    assert!(
        hints(&results[3]).starts_with("Step 11: C — β ↓ 2 from C1"),
        "{}",
        hints(&results[3])
    );
    // B answered; C's bound is set at step 11.
    assert!(
        hints(&results[4]).starts_with("Step 11: C"),
        "{}",
        hints(&results[4])
    );
    assert!(
        hints(&results[5]).starts_with("Nothing to hint at"),
        "{}",
        hints(&results[5])
    );
}

#[test]
fn a_search_that_prunes_nothing_asks_for_no_leaf_and_no_window() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("noprune");
    let exp = practice_page(&dir, "exp.html", &[EXPECTIMAX, "--algo", "expectimax"]);
    let mm = practice_page(&dir, "mm.html", &[FIG52, "--algo", "minimax"]);
    let ab = practice_page(&dir, "ab.html", &[EXPECTIMAX, "--algo", "star1"]);
    let doc = parse_text(&std::fs::read_to_string(EXPECTIMAX).unwrap()).unwrap();
    let config = Config::new(Algorithm::Expectiminimax);
    let (values, pruned) = right_answers(&doc.tree, &config);
    assert!(pruned.is_empty());
    let inner = doc.tree.len() - doc.tree.leaf_count();
    let results = run_jobs(
        &dir,
        &[
            json!({"page": exp}),
            json!({"page": exp, "values": values}),
            json!({"page": mm}),
            json!({"page": ab}),
        ],
    );
    for r in &results[..3] {
        let st = shown(r, "state");
        assert_eq!(
            (&st["leafBoxes"], &st["windowToggle"]),
            (&json!(0), &json!(0))
        );
        assert!(
            r["verdicts"]
                .as_array()
                .unwrap()
                .iter()
                .all(|v| v["item"] == "value")
        );
    }
    assert_eq!(
        status(&results[0]),
        format!("0/{inner} right. Nothing has been answered yet.")
    );
    assert_eq!(
        status(&results[1]),
        format!("{inner}/{inner} right — all right")
    );
    // A search that may prune asks for every leaf and offers the windows.
    let st = shown(&results[3], "state");
    assert_eq!(st["leafBoxes"], json!(doc.tree.leaf_count()), "{st}");
    assert_eq!(st["windowToggle"], 1, "{st}");
}

#[test]
fn a_tree_of_two_hundred_nodes_can_be_zoomed_collapsed_and_checked() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("big");
    let spec = RandomSpec {
        depth: 4,
        branching: (3, 4),
        seed: 11,
        ..RandomSpec::default()
    };
    let mut tree = generate(&spec);
    letter_inner_nodes(&mut tree);
    assert!((190..=260).contains(&tree.len()), "{} nodes", tree.len());
    let file = dir.path("big.yaml");
    std::fs::write(
        &file,
        gametree::tree::yaml::write(&tree, &Default::default()),
    )
    .unwrap();
    let page = practice_page(&dir, "big.html", &[s(&file)]);
    let (values, pruned) = right_answers(&tree, &Config::default());
    let first = tree.children(tree.root())[0];
    let inner_below = |n| {
        let mut count = 0;
        let mut stack = tree.children(n).to_vec();
        while let Some(x) = stack.pop() {
            if tree.kind(x) != Kind::Leaf {
                count += 1;
            }
            stack.extend_from_slice(tree.children(x));
        }
        count
    };
    let results = run_jobs(
        &dir,
        &[
            json!({"page": page, "values": values, "pruned": pruned, "script": true,
                  "collapse": tree.name(first), "zoom": 3}),
        ],
    );
    let r = &results[0];
    assert!(status(r).contains("all right"), "{}", status(r));
    let c = &r["extra"]["collapse"];
    assert_eq!(
        c["before"].as_u64().unwrap() - c["after"].as_u64().unwrap(),
        inner_below(first) as u64,
        "collapsing hides exactly the inputs below: {c}"
    );
    assert_eq!(c["expanded"], "false");
    // The rest of the tree closes up where the folded subtree was.
    let widths = c["widths"].as_array().unwrap();
    assert!(widths[1].as_f64() < widths[0].as_f64(), "{c}");
    let zoom = r["extra"]["zoom"].as_array().unwrap();
    assert!(zoom[1].as_f64() < zoom[0].as_f64(), "zoomed out: {zoom:?}");
}

/// A small deterministic generator for the random answers.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// One random tree and search for the agreement test: shapes, chance layers, MIN roots and
/// conventions vary with `i`.
fn agreement_case(i: u64) -> (Tree, Config, Option<(f64, f64)>) {
    let chance = i % 4 == 3;
    let spec = RandomSpec {
        depth: if chance { 3 } else { 2 + (i % 3) as u32 },
        branching: if i.is_multiple_of(2) { (2, 3) } else { (1, 3) },
        values: (-9, 9),
        chance: match (chance, i % 8) {
            (false, _) => ChanceMode::None,
            (true, 7) => ChanceMode::Weighted,
            _ => ChanceMode::Uniform,
        },
        root: if i % 5 == 1 { Kind::Min } else { Kind::Max },
        seed: 1000 + i,
        ..RandomSpec::default()
    };
    let mut tree = generate(&spec);
    letter_inner_nodes(&mut tree);
    let bounds = chance.then_some((-9.0, 9.0));
    let algorithm = match (chance, i % 3) {
        (true, 0) => Algorithm::Star1,
        (true, 1) => Algorithm::Star2,
        (true, _) => Algorithm::Expectiminimax,
        (false, 2) if i % 6 == 2 => Algorithm::Minimax,
        (false, _) => Algorithm::AlphaBeta,
    };
    let config = Config {
        strict: i % 3 == 1,
        fail_hard: i % 4 == 2,
        root_reset: i % 5 == 3,
        no_deep_cutoffs: algorithm == Algorithm::AlphaBeta && i % 9 == 5,
        order: if i % 7 == 4 {
            Order::Reversed
        } else {
            Order::Given
        },
        bounds,
        ..Config::new(algorithm)
    };
    (tree, config, bounds)
}

fn window_end(v: f64) -> String {
    if v == f64::INFINITY {
        "inf".into()
    } else if v == f64::NEG_INFINITY {
        "-inf".into()
    } else {
        gametree::num::fmt_exact(v)
    }
}

/// Random answers, mostly near the truth, in every form the page takes.
fn random_answers(
    tree: &Tree,
    config: &Config,
    rng: &mut Lcg,
    windows: bool,
) -> (Value, Vec<u32>, Value) {
    let mut rec = Recorder::default();
    let outcome = search::run_observed(tree, config, &mut rec).expect("search runs");
    let truth = search::run(
        tree,
        &Config {
            algorithm: Algorithm::Minimax,
            order: Order::Given,
            ..config.clone()
        },
    )
    .unwrap();
    let mut values = serde_json::Map::new();
    let mut wins = serde_json::Map::new();
    for id in tree.ids() {
        if tree.kind(id) == Kind::Leaf {
            continue;
        }
        let r = outcome.result(tree, id);
        let t = truth.result(tree, id).value;
        let k = rng.next(19) as i64 - 9;
        // A value from chance averaging is often written rounded: rightly to two places,
        // or a three-place decimal one off in the last place, or to one place.
        let rounded = r.computed && r.value.is_finite() && rng.next(2) == 0;
        let text = match rng.next(if rounded { 3 } else { 11 }) {
            0 if rounded => format!("{:.2}", r.value),
            1 if rounded => format!("{:.3}", r.value + 0.001),
            2 if rounded => format!("{:.1}", r.value),
            0..=2 if r.bound != Bound::Unvisited => r.answer(),
            3 => gametree::num::fmt_value(t).replace('≈', ""),
            4 => format!("{k}"),
            5 => format!("<= {k}"),
            6 => format!("≥ {}", gametree::num::fmt_value(r.value).replace('≈', "")),
            7 => format!("{:.2}", t),
            8 => format!("{}/{}", (t * 6.0).round(), 6),
            // A decimal of three places off by one in the last: wrong, with the rounding
            // hint where the value comes from chance averaging.
            9 => format!("{:.3}", t + 0.001),
            _ => String::new(),
        };
        if !text.is_empty() && !text.contains(['∞', 'N']) && !text.contains("unknown") {
            values.insert(tree.name(id), json!(text));
        }
        if windows {
            let w = match (rng.next(4), rec.window_of(id)) {
                (0 | 1, Some((a, b))) => Some((window_end(a), window_end(b))),
                (2, _) => Some((format!("{k}"), "inf".into())),
                (3, _) => Some(("-inf".into(), format!("{}", k + 2))),
                _ => None,
            };
            if let Some((a, b)) = w {
                wins.insert(tree.name(id), json!([a, b]));
            }
        }
    }
    // Each leaf marked rightly or not at random; or, now and then, the pruned leaves
    // forgotten altogether (several of one cut missing are then one line).
    let mut pruned = Vec::new();
    let truly = outcome.pruned_leaves(tree);
    let forgot = rng.next(4) == 0;
    for n in 1..=tree.leaf_count() as u32 {
        let flip = rng.next(100) < 15;
        if (truly.contains(&n) && !forgot) != flip {
            pruned.push(n);
        }
    }
    (Value::Object(values), pruned, Value::Object(wins))
}

/// The answer file for `gametree check`: the search's conventions, then the answers.
/// The command that makes `file`'s practice page at `page` under `config`'s conventions
/// (their flags as the diagnosis names them).
fn practice_args(file: &Path, config: &Config, page: &Path) -> Vec<String> {
    let mut args = vec!["html".to_string(), s(file).to_string(), "--practice".into()];
    args.extend(gametree::check::diagnosis::flags(config));
    args.extend(["-o".to_string(), s(page).to_string()]);
    args
}

/// The lines of an answer file that state `config`'s conventions.
fn conventions(config: &Config) -> String {
    let mut y = format!(
        "algorithm: {}\nstrict: {}\nfail_hard: {}\nroot_reset: {}\norder: {}\n",
        config.algorithm.name(),
        config.strict,
        config.fail_hard,
        config.root_reset,
        config.order.name()
    );
    if config.no_deep_cutoffs {
        y.push_str("no_deep_cutoffs: true\n");
    }
    y
}

fn answer_file(config: &Config, values: &Value, pruned: &[u32], windows: &Value) -> String {
    let q = |t: &str| serde_json::to_string(t).unwrap();
    let mut y = conventions(config);
    y.push_str(&format!("pruned: {pruned:?}\n"));
    let values = values.as_object().unwrap();
    if !values.is_empty() {
        y.push_str("values:\n");
        for (k, v) in values {
            y.push_str(&format!("  {}: {}\n", q(k), q(v.as_str().unwrap())));
        }
    }
    let windows = windows.as_object().unwrap();
    if !windows.is_empty() {
        y.push_str("windows:\n");
        for (k, w) in windows {
            y.push_str(&format!(
                "  {}: [{}, {}]\n",
                q(k),
                q(w[0].as_str().unwrap()),
                q(w[1].as_str().unwrap())
            ));
        }
    }
    y
}

#[test]
fn the_pages_verdicts_agree_item_by_item_with_gametree_check_on_random_trees_and_the_corpus() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("agree");
    let rubric = dir.path("rubric.yaml");
    std::fs::write(&rubric, "follow_through: 0\n").unwrap();
    let mut rng = Lcg(2026);
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    // 60 random trees, then every tree of the corpus under its usual search.
    // Each case: the tree file, the tree, the search, and the tree's place on a quiz page
    // (page and region) when it is one of a quiz's trees.
    #[allow(clippy::type_complexity)]
    let mut cases: Vec<(PathBuf, Tree, Config, Option<(PathBuf, usize)>)> = Vec::new();
    for i in 0..60 {
        let (tree, config, bounds) = agreement_case(i);
        let header = gametree::tree::yaml::Header {
            name: Some(format!("agreement tree {i}")),
            bounds,
            ..Default::default()
        };
        let file = dir.path(&format!("t{i}.yaml"));
        std::fs::write(&file, gametree::tree::yaml::write(&tree, &header)).unwrap();
        cases.push((file, tree, config, None));
    }
    let mut corpus: Vec<PathBuf> = std::fs::read_dir("trees")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    corpus.sort();
    for file in corpus {
        let doc = parse_text(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let bounds = doc.meta.bounds.map(|b| (b.lo, b.hi));
        let algorithm = match (doc.tree.has_chance(), bounds) {
            (false, _) => Algorithm::AlphaBeta,
            (true, Some(_)) => Algorithm::Star1,
            (true, None) => Algorithm::Expectiminimax,
        };
        let config = Config {
            bounds,
            ..Config::new(algorithm)
        };
        cases.push((file, doc.tree, config, None));
    }
    // A quiz page's trees, each checked in its own region.
    let quiz = dir.path("quiz.html");
    gametree()
        .args([
            "quiz", "--html", "--count", "5", "--seed", "21", "--strict", "--depth", "4",
        ])
        .args(["--branching", "2", "--min-root", "-o", s(&quiz)])
        .assert()
        .success();
    let config = Config {
        strict: true,
        ..Config::default()
    };
    let pick = gametree::exercise::quiz::Pick {
        shape: RandomSpec {
            depth: 4,
            branching: (2, 2),
            root: Kind::Min,
            seed: 21,
            ..RandomSpec::default()
        },
        count: 5,
        cutoffs: 0,
        deep: false,
        attempts: 2_000,
    };
    for (k, (mut tree, _)) in gametree::exercise::quiz::pick_trees(&pick, &config)
        .unwrap()
        .into_iter()
        .enumerate()
    {
        letter_inner_nodes(&mut tree);
        let file = dir.path(&format!("quiz{k}.yaml"));
        std::fs::write(
            &file,
            gametree::tree::yaml::write(&tree, &Default::default()),
        )
        .unwrap();
        cases.push((file, tree, config.clone(), Some((quiz.clone(), k))));
    }
    for (i, (file, tree, config, on_quiz)) in cases.iter().enumerate() {
        let page = dir.path(&format!("t{i}.html"));
        let args = practice_args(file, config, &page);
        let (page, region) = match on_quiz {
            Some((page, region)) => (page.clone(), *region),
            None => {
                gametree().args(&args).assert().success();
                (page, 0)
            }
        };
        let (values, mut pruned, mut windows) = random_answers(tree, config, &mut rng, i % 3 == 0);
        // A page for a search that prunes nothing asks for no leaf and no window.
        if !config.algorithm.prunes() {
            pruned.clear();
            windows = json!({});
        }
        let answers = dir.path(&format!("a{i}.yaml"));
        std::fs::write(&answers, answer_file(config, &values, &pruned, &windows)).unwrap();
        // The page scores each item right or wrong, one point, without follow-through
        // credit (a grading note check adds to a wrong line): check graded the same way.
        let out = gametree()
            .args(["check", s(file), "--answers", s(&answers), "--json"])
            .args(["--rubric", s(&rubric)])
            .output()
            .unwrap();
        let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "check --json on tree {i}: {e}\n{}",
                String::from_utf8_lossy(&out.stderr)
            )
        });
        let block = report["files"][0]["blocks"][0].clone();
        assert!(block.is_object(), "tree {i}: {report}");
        expected.push((i, block));
        jobs.push(
            json!({"page": page, "region": region, "values": values, "pruned": pruned,
                         "windows": windows, "script": true}),
        );
    }
    let results = run_jobs(&dir, &jobs);
    let mut compared = 0;
    // How often the lines compared say what only some answers make the checker say: a
    // rounding note, a rounding hint, the strict rule's α = β, several leaves of one cut.
    let mut said = [0usize; 4];
    let phrases = [
        "decimal places, which counts as right",
        "places it is ",
        "α = β does not cut",
        "are pruned by the cut at",
    ];
    let mut count = |text: &str| {
        for (n, p) in said.iter_mut().zip(phrases) {
            *n += usize::from(text.contains(p));
        }
    };
    for ((i, block), r) in expected.iter().zip(&results) {
        let page: &Vec<Value> = r["verdicts"].as_array().unwrap();
        let find = |what: &str, name: &str| {
            page.iter()
                .find(|v| v["item"] == what && v["name"] == name)
                .unwrap_or_else(|| panic!("tree {i}: the page has no {what} item {name}"))
        };
        let mut wrong_names = Vec::new();
        let (mut missing, mut extra) = (Vec::new(), Vec::new());
        for v in block["verdicts"].as_array().unwrap() {
            let item = v["item"].as_str().unwrap();
            if let Some(name) = item.strip_prefix("values.") {
                let p = find("value", name);
                assert_eq!(
                    (&p["ok"], &p["line"], &p["note"]),
                    (&v["ok"], &v["message"], &v["note"]),
                    "tree {i}, {item}"
                );
                count(&format!("{} {}", v["message"], v["note"]));
                compared += 1;
            } else if let Some(name) = item.strip_prefix("windows.") {
                let p = find("window", &format!("window of {name}"));
                assert_eq!(
                    (&p["ok"], &p["line"]),
                    (&v["ok"], &v["message"]),
                    "tree {i}, {item}"
                );
                compared += 1;
            } else if item == "pruned" && v["ok"] == false {
                let m = v["message"].as_str().unwrap();
                if m.starts_with("missing") && !m.contains(" more leaves") {
                    missing.push(m.to_string());
                } else if m.starts_with("wrongly") && !m.contains(" more leaves") {
                    extra.push(m.to_string());
                }
            }
            if v["ok"] == false {
                wrong_names.push(item.to_string());
            }
        }
        // Leaves: the page's wrong leaves are check's, with the same lines.
        assert_eq!(
            page_wrong_leaves(page),
            check_wrong_leaves(block),
            "tree {i}: wrong leaves"
        );
        // Check gives one line per cut for the missing leaves it prunes (a leaf alone, or
        // one the search never reaches, has a line of its own), at most 12; on the page every
        // wrong leaf carries its group's line, so its distinct lines, in leaf order, are
        // check's lines.
        let lines = |prefix: &str| -> Vec<String> {
            let mut distinct: Vec<String> = Vec::new();
            for v in page
                .iter()
                .filter(|v| v["item"] == "leaf" && v["ok"] == false)
            {
                let l = v["line"].as_str().unwrap();
                if l.starts_with(prefix) && !distinct.iter().any(|d| d == l) {
                    distinct.push(l.to_string());
                }
            }
            distinct.truncate(12);
            distinct
        };
        assert_eq!(lines("missing"), missing, "tree {i}: missing leaves' lines");
        missing.iter().for_each(|l| count(l));
        assert_eq!(lines("wrongly"), extra, "tree {i}: extra leaves' lines");
        compared += page.iter().filter(|v| v["item"] == "leaf").count();
        // The status names every wrong item the check found, once anything is answered.
        let st = status(r);
        if page.iter().all(|v| v["answered"] == false) {
            assert!(st.contains("Nothing has been answered"), "tree {i}: {st}");
            continue;
        }
        for v in page
            .iter()
            .filter(|v| v["ok"] == false && v["blank"] == false)
        {
            assert!(st.contains(v["name"].as_str().unwrap()), "tree {i}: {st}");
        }
        assert_eq!(
            st.contains("all right"),
            page.iter().all(|v| v["ok"] == true),
            "tree {i}: {st}"
        );
    }
    assert!(compared > 500, "only {compared} items compared");
    for (n, p) in said.iter().zip(phrases) {
        assert!(*n > 0, "no line compared says {p:?}: {said:?}");
    }
    eprintln!("{compared} items compared; {phrases:?} said {said:?} times");
}

/// The page once compared a typed number with the key as a float, so it took
/// `2.99999999999999999` (read as the float 3) for 3 where `gametree check` does not: a
/// value from the tree file must be written exactly. The page now compares the decimal typed
/// with the exact decimal the engine wrote, and says what check says, item by item.
#[test]
fn typed_2_99999999999999999_for_3_is_wrong_on_the_page_as_in_check() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("exact");
    let page = practice_page(&dir, "fig52.html", &[FIG52]);
    let rubric = dir.path("rubric.yaml");
    std::fs::write(&rubric, "follow_through: 0\n").unwrap();
    // A = 3, B = 3, C ≤ 2 (true value 2), D = 2 on figure 5.2.
    let cases = [
        json!({"A": "2.99999999999999999", "B": "3.000", "C": "<=2.00000000000000001", "D": "4/2"}),
        json!({"A": "3.00000000000000001", "B": "6/2", "C": "<= 2", "D": "99999999999999999999998/49999999999999999999999"}),
        json!({"A": "+3e0", "B": "299999999999999999e-17", "C": "1.99999999999999999", "D": "-4/-2"}),
    ];
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    for (i, values) in cases.iter().enumerate() {
        let answers = dir.path(&format!("a{i}.yaml"));
        std::fs::write(
            &answers,
            answer_file(&Config::default(), values, &[5, 6], &json!({})),
        )
        .unwrap();
        let out = gametree()
            .args(["check", FIG52, "--answers", s(&answers), "--json"])
            .args(["--rubric", s(&rubric)])
            .output()
            .unwrap();
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        expected.push(report["files"][0]["blocks"][0]["verdicts"].clone());
        jobs.push(json!({"page": page, "values": values, "pruned": [5, 6]}));
    }
    let results = run_jobs(&dir, &jobs);
    let mut wrong = 0;
    for (i, (verdicts, r)) in expected.iter().zip(&results).enumerate() {
        for v in verdicts.as_array().unwrap() {
            let Some(name) = v["item"].as_str().unwrap().strip_prefix("values.") else {
                continue;
            };
            let p = r["verdicts"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["item"] == "value" && p["name"] == name)
                .unwrap();
            assert_eq!(
                (&p["ok"], &p["line"], &p["note"]),
                (&v["ok"], &v["message"], &v["note"]),
                "answers {i}, {name}"
            );
            wrong += usize::from(v["ok"] == false);
        }
    }
    // The first set: A only near 3, C's bound only near 2; the others exactly right.
    let a = &results[0]["verdicts"][0];
    assert_eq!((&a["name"], &a["ok"]), (&json!("A"), &json!(false)), "{a}");
    assert!(
        a["line"].as_str().unwrap().contains("2.99999999999999999"),
        "{a}"
    );
    assert!(status(&results[0]).contains("A"), "{}", status(&results[0]));
    assert!(
        wrong >= 5,
        "only {wrong} numbers only near the key were compared"
    );
}

// ---- without a browser -------------------------------------------------------------------

#[test]
fn the_same_quiz_seed_gives_the_same_page_byte_for_byte() {
    let dir = Scratch::new("seed");
    let page = |name: &str, seed: &str| {
        let path = dir.path(name);
        gametree()
            .args([
                "quiz",
                "--html",
                "--count",
                "4",
                "--seed",
                seed,
                "--cutoffs",
                "1",
                "-o",
            ])
            .arg(&path)
            .assert()
            .success();
        std::fs::read(path).unwrap()
    };
    let (a, b, c) = (
        page("a.html", "9"),
        page("b.html", "9"),
        page("c.html", "10"),
    );
    assert_eq!(a, b);
    assert_ne!(a, c);
    let text = String::from_utf8(a).unwrap();
    assert_eq!(text.matches("\"seed\":").count(), 4, "four trees");
}

/// The data a practice or quiz page carries (the JSON in its `data` script).
fn page_data(page: &str) -> Value {
    let start = page.find("id=\"data\"").expect("a data script");
    let body = &page[start..];
    let (open, close) = (body.find('>').unwrap() + 1, body.find("</script>").unwrap());
    serde_json::from_str(&body[open..close]).expect("the data is JSON")
}

#[test]
fn every_seed_on_a_quiz_page_remakes_its_tree_exactly() {
    let dir = Scratch::new("remake");
    let quiz = dir.path("quiz.html");
    gametree()
        .args([
            "quiz",
            "--html",
            "--count",
            "3",
            "--seed",
            "5",
            "--cutoffs",
            "1",
        ])
        .args(["--depth", "3", "-o", s(&quiz)])
        .assert()
        .success();
    let data = page_data(&std::fs::read_to_string(&quiz).unwrap());
    let trees = data["trees"].as_array().unwrap();
    // The later trees' seeds are past 2^53, where a JavaScript number would round them.
    let big = trees
        .iter()
        .filter(|t| t["seed"].as_str().unwrap().parse::<u64>().unwrap() > 1 << 53)
        .count();
    assert!(
        big > 0,
        "{:?}",
        trees.iter().map(|t| &t["seed"]).collect::<Vec<_>>()
    );
    for (k, tree) in trees.iter().enumerate() {
        let seed = tree["seed"].as_str().unwrap();
        let remake = tree["remake"].as_str().unwrap();
        assert!(remake.ends_with(&format!("--seed {seed}")), "{remake}");
        let again = dir.path(&format!("tree{k}.html"));
        let words: Vec<&str> = remake.split(' ').collect();
        assert_eq!(words[0], "gametree");
        gametree()
            .args(&words[1..])
            .args(["-o", s(&again)])
            .assert()
            .success();
        let alone = page_data(&std::fs::read_to_string(&again).unwrap());
        let alone = &alone["trees"][0];
        assert_eq!(alone["seed"], tree["seed"], "tree {}", k + 1);
        assert_eq!(alone["nodes"], tree["nodes"], "tree {}: {remake}", k + 1);
    }
}

#[test]
fn quizzes_made_at_once_without_a_seed_differ() {
    let seeds: std::collections::HashSet<String> = (0..3)
        .map(|_| {
            let out = gametree().args(["quiz", "--html"]).output().unwrap();
            let data = page_data(&String::from_utf8(out.stdout).unwrap());
            data["trees"][0]["seed"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(seeds.len(), 3, "{seeds:?}");
}

#[test]
fn quiz_pages_take_the_shape_and_difficulty_flags() {
    for args in [
        &["--min-root", "--depth", "4", "--deep", "--cutoffs", "2"][..],
        &["--algo", "star1", "--chance", "weighted", "--depth", "3"],
        &["--algo", "star2", "--branching", "2", "--cutoffs", "1"],
        &["--strict", "--fail-hard", "--order", "reversed"],
    ] {
        let out = gametree()
            .args(["quiz", "--html", "--count", "3", "--seed", "4"])
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let page = String::from_utf8(out).unwrap();
        assert!(page.contains("id=\"data\""), "{args:?}");
        for flag in args.iter().filter(|a| a.starts_with("--")) {
            assert!(
                page.contains(flag),
                "{args:?}: the page's title names {flag}"
            );
        }
    }
    // Star1 needs its bounds: the page carries them in the conventions.
    let out = gametree()
        .args(["quiz", "--html", "--algo", "star1", "--seed", "2"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("bounds [-9, 9]"));
}

#[test]
fn quiz_refuses_flags_that_do_not_go_together() {
    gametree()
        .args(["quiz", "--count", "3", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("add --html"));
    gametree()
        .args(["quiz", "--html", "--chance", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("star1, star2 or expectimax"));
    gametree()
        .args([
            "quiz",
            "--html",
            "--depth",
            "2",
            "--cutoffs",
            "40",
            "--seed",
            "1",
        ])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("no tree for quiz tree 1"));
}

#[test]
fn a_practice_page_refuses_a_search_cut_short() {
    gametree()
        .args(["html", FIG52, "--practice", "--budget", "3"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("whole search"));
}

#[test]
fn the_practice_page_is_self_contained_and_carries_the_checkers_lines() {
    let out = gametree()
        .args(["html", FIG52, "--practice"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let page = String::from_utf8(out).unwrap();
    assert!(page.contains("Content-Security-Policy"));
    assert!(!page.contains("src=\"http") && !page.contains("href=\"http"));
    assert!(page.contains(
        "missing from your pruned list: leaf 6 (C3 = 6) is pruned by the cut at C, step 12: MIN node C saw C1 = 2 ≤ α = 3"
    ));
    // The accessible names are built by the script from these words.
    for name in [
        "\"value of \"",
        "\" pruned\"",
        "\"Check\"",
        "role: \"status\"",
        "\"all right\"",
    ] {
        assert!(page.contains(name), "{name}");
    }
}

/// The leaves `check --json` finds wrong in one answer's block (missing from the pruned
/// list or wrongly in it), by number.
fn check_wrong_leaves(block: &Value) -> Vec<u64> {
    let mut wrong: Vec<u64> = block["pruned_missing"]
        .as_array()
        .unwrap()
        .iter()
        .chain(block["pruned_extra"].as_array().unwrap())
        .map(|n| n.as_u64().unwrap())
        .collect();
    wrong.sort_unstable();
    wrong
}

/// The leaves a page's verdicts mark wrong, by number (their stable names, `leaf N`).
fn page_wrong_leaves(page: &[Value]) -> Vec<u64> {
    page.iter()
        .filter(|v| v["item"] == "leaf" && v["ok"] == false)
        .map(|v| v["name"].as_str().unwrap()[5..].parse().unwrap())
        .collect()
}

/// Random interval answers near the ones the search proves: right, right rounded to two
/// places, a three-place decimal off in the last place, an end moved, the ends swapped, or
/// left empty.
fn random_intervals(tree: &Tree, config: &Config, rng: &mut Lcg) -> Value {
    let mut rec = Recorder::default();
    search::run_observed(tree, config, &mut rec).expect("search runs");
    let mut out = serde_json::Map::new();
    for (n, (lo, hi)) in gametree::check::intervals::proven(tree, &rec) {
        let finite = lo.is_finite() && hi.is_finite();
        let pair = match rng.next(7) {
            0 | 1 => [window_end(lo), window_end(hi)],
            6 => [window_end(lo - 1.0), window_end(hi)],
            2 if finite => [format!("{lo:.2}"), format!("{hi:.2}")],
            3 if finite => [format!("{:.3}", lo + 0.001), window_end(hi)],
            4 => [window_end(lo), format!("{}", rng.next(7) as i64 - 3)],
            5 => [window_end(hi), window_end(lo)],
            _ => continue,
        };
        out.insert(tree.name(n), json!(pair));
    }
    Value::Object(out)
}

#[test]
fn star_pages_ask_for_chance_intervals_graded_as_check_grades_them() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("intervals");
    let mut rng = Lcg(2027);
    // Random chance trees under Star1 and Star2, then AIMA's Fig. 5.19 under both.
    let mut cases: Vec<(PathBuf, Tree, Config)> = Vec::new();
    for i in (0..80).filter(|i| i % 4 == 3 && i % 3 != 2) {
        let (tree, config, bounds) = agreement_case(i);
        let header = gametree::tree::yaml::Header {
            bounds,
            ..Default::default()
        };
        let file = dir.path(&format!("t{i}.yaml"));
        std::fs::write(&file, gametree::tree::yaml::write(&tree, &header)).unwrap();
        cases.push((file, tree, config));
    }
    let doc = parse_text(&std::fs::read_to_string(STAR1).unwrap()).unwrap();
    for algorithm in [Algorithm::Star1, Algorithm::Star2] {
        let config = Config {
            bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::new(algorithm)
        };
        cases.push((PathBuf::from(STAR1), doc.tree.clone(), config));
    }
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    for (i, (file, tree, config)) in cases.iter().enumerate() {
        let page = dir.path(&format!("p{i}.html"));
        let args = practice_args(file, config, &page);
        gametree().args(&args).assert().success();
        let intervals = random_intervals(tree, config, &mut rng);
        let mut answers = conventions(config) + "intervals:";
        let map = intervals.as_object().unwrap();
        if map.is_empty() {
            answers.push_str(" {}");
        }
        for (k, v) in map {
            answers.push_str(&format!("\n  {}: [{}, {}]", json!(k), v[0], v[1]));
        }
        let file_a = dir.path(&format!("a{i}.yaml"));
        std::fs::write(&file_a, answers + "\n").unwrap();
        let out = gametree()
            .args(["check", s(file), "--answers", s(&file_a), "--json"])
            .output()
            .unwrap();
        let report: Value = serde_json::from_slice(&out.stdout).expect("check --json");
        let chance = tree.ids().filter(|&n| tree.kind(n) == Kind::Chance).count();
        expected.push((report, map.len(), chance));
        jobs.push(json!({"page": page, "intervals": intervals, "script": true}));
    }
    let results = run_jobs(&dir, &jobs);
    let mut seen = [0, 0];
    for (r, (report, answered, chance)) in results.iter().zip(&expected) {
        assert_eq!(
            shown(r, "state")["intervalBoxes"],
            json!(2 * chance),
            "two boxes under every chance node"
        );
        let check: Vec<&Value> = report["files"][0]["blocks"][0]["verdicts"]
            .as_array()
            .unwrap()
            .iter()
            .collect();
        let page: Vec<&Value> = r["verdicts"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|v| v["item"] == "interval" && v["answered"] == true)
            .collect();
        assert_eq!(page.len(), *answered);
        assert_eq!(check.len(), *answered, "{report}");
        for v in page {
            let node = v["name"]
                .as_str()
                .unwrap()
                .trim_start_matches("interval of ");
            let c = check
                .iter()
                .find(|c| c["item"] == format!("intervals.{node}"))
                .unwrap_or_else(|| panic!("check grades the interval of {node}: {report}"));
            assert_eq!(
                (&v["ok"], &v["line"], &v["note"]),
                (&c["ok"], &c["message"], &c["note"]),
                "the page and check agree on the interval of {node}"
            );
            seen[usize::from(v["ok"] == true)] += 1;
        }
    }
    assert!(
        seen[0] >= 5 && seen[1] >= 5,
        "wrong and right intervals both compared: {seen:?}"
    );

    // On AIMA's tree: a wrong interval is named, its reason shown on request; the right
    // one is right; Clear leaves nothing; a page for a search that proves no interval at a
    // chance node of its own asks for none.
    let star1 = dir.path("p_last_star1.html");
    gametree()
        .args([
            "html",
            STAR1,
            "--algo",
            "star1",
            "--practice",
            "-o",
            s(&star1),
        ])
        .assert()
        .success();
    let exp = dir.path("exp.html");
    gametree()
        .args([
            "html",
            STAR1,
            "--algo",
            "expectimax",
            "--practice",
            "-o",
            s(&exp),
        ])
        .assert()
        .success();
    let results = run_jobs(
        &dir,
        &[
            json!({"page": star1, "intervals": {"C1": ["1.5", "1.5"], "C2": ["-1", "1"]}, "why": ["interval of C2"], "clear": true}),
            json!({"page": star1, "intervals": {"C2": ["-2", "1"]}}),
            json!({"page": exp}),
        ],
    );
    let st = status(&results[0]);
    assert!(
        st.contains("interval of C2") && !st.contains("interval of C1"),
        "{st}"
    );
    assert_eq!(
        results[0]["extra"]["why"],
        json!([["✗ C2: the search proves C2 in [-2, 1] at step 25, not [-1, 1]"]])
    );
    let cleared = shown(&results[0], "cleared");
    assert_eq!(
        (&cleared["typed"], &cleared["marks"]),
        (&json!(0), &json!(0))
    );
    let c2 = results[1]["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == "interval of C2")
        .unwrap();
    assert_eq!(
        (&c2["ok"], &c2["line"]),
        (&json!(true), &json!("C2 lies in [-2, 1]"))
    );
    assert_eq!(shown(&results[2], "state")["intervalBoxes"], json!(0));
}
