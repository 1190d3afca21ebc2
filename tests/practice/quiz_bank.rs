//! `New tree` on a quiz page (`gametree quiz --html`): the quiz's own trees first, then the
//! further trees of its bank, made by the engine with the same flags, as many at a time.

use super::bank::{answers_and_check, assert_agrees, made_page};
use super::*;
use gametree::render::practice::unpack_bank;

/// `gametree quiz --html ARGS -o FILE`, and the page's text.
fn quiz_page(dir: &Scratch, name: &str, args: &[&str]) -> (PathBuf, String) {
    made_page(dir, name, &["quiz", "--html"], args)
}

/// A quiz page's trees: its own, then its bank's, unpacked as its script unpacks them.
fn quiz_trees(page: &str) -> Vec<Value> {
    let data = page_data(page);
    assert_eq!(data["kind"], "quiz");
    let mut trees = data["trees"].as_array().unwrap().clone();
    if let Some(bank) = data["bank"].as_str() {
        trees.extend(unpack_bank(bank).expect("the bank unpacks"));
    }
    trees
}

/// The flags of the quizzes below, and the tree a seed makes with them: a seed shown on the
/// page made a tree with the cutoff asked for, so it is the first its own quiz tries.
const FLAGS: [&str; 8] = [
    "--depth",
    "3",
    "--branching",
    "2..3",
    "--cutoffs",
    "1",
    "--seed",
    "13",
];
fn quiz_tree(seed: u64) -> Tree {
    let mut tree = generate(&RandomSpec {
        depth: 3,
        branching: (2, 3),
        values: (-9, 9),
        seed,
        ..RandomSpec::default()
    });
    letter_inner_nodes(&mut tree);
    tree
}

/// The command a tree of the page shows (`This tree again: gametree quiz …`).
fn shown_command(text: &str) -> &str {
    &text[text.find("gametree ").unwrap()..]
}

#[test]
fn a_quiz_pages_own_trees_stay_those_of_a_page_without_a_bank() {
    let dir = Scratch::new("quiz-bank-own");
    let with = |extra: &[&str], name: &str| {
        let args: Vec<&str> = FLAGS.iter().copied().chain(extra.iter().copied()).collect();
        page_data(&quiz_page(&dir, name, &args).1)
    };
    let plain = with(&["--count", "3", "--bank", "0"], "plain.html");
    assert!(plain["bank"].is_null(), "--bank 0: no bank");
    let banked = with(&["--count", "3"], "banked.html");
    let own = |data: &Value| -> Vec<(Value, Value)> {
        let trees = data["trees"].as_array().unwrap();
        trees
            .iter()
            .map(|t| (t["seed"].clone(), t["nodes"].clone()))
            .collect()
    };
    assert_eq!(own(&plain).len(), 3);
    assert_eq!(own(&plain), own(&banked));
    let (_, text) = quiz_page(&dir, "all.html", &[&FLAGS[..], &["--count", "3"]].concat());
    let trees = quiz_trees(&text);
    // Three of its own and the default bank of 50, all different.
    assert_eq!(trees.len(), 53);
    let seeds: std::collections::BTreeSet<&str> =
        trees.iter().map(|t| t["seed"].as_str().unwrap()).collect();
    assert_eq!(seeds.len(), 53);
    // The page's command names a bank only when it is not the default.
    assert!(!banked["title"].as_str().unwrap().contains("--bank"));
    assert!(plain["title"].as_str().unwrap().contains(" --bank 0 "));
    // A shape with few trees fills the bank with as many as there are.
    let (_, few) = quiz_page(
        &dir,
        "few.html",
        &[
            "--depth",
            "1",
            "--branching",
            "2",
            "--values=0..1",
            "--seed",
            "1",
        ],
    );
    assert_eq!(
        quiz_trees(&few).len(),
        4,
        "the four trees of two leaves 0 or 1"
    );
    // The bank is for the page.
    gametree()
        .args(["quiz", "--bank", "5", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--bank"));
}

#[test]
fn new_tree_on_a_quiz_page_shows_the_banks_trees_checked_as_check_checks_them() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("quiz-bank-new");
    let (one, text) = quiz_page(&dir, "one.html", &[&FLAGS[..], &["--bank", "4"]].concat());
    let trees = quiz_trees(&text);
    assert_eq!(trees.len(), 5);
    assert_eq!(trees[0]["seed"], "13", "the quiz's own tree first");
    let (two, two_text) = quiz_page(
        &dir,
        "two.html",
        &[&FLAGS[..], &["--count", "2", "--bank", "4"]].concat(),
    );
    // The same flags make the same trees, however many the page shows at once.
    assert_eq!(quiz_trees(&two_text)[..5], trees[..]);
    let config = Config::default();
    let mut rng = Lcg(13);
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    // New tree pressed n times on the one-tree quiz: its tree n; once on the two-tree
    // quiz: its trees 2 and 3, the second answered.
    for (n, page, presses, region) in [
        (0, &one, 0, 0),
        (1, &one, 1, 0),
        (2, &one, 2, 0),
        (4, &one, 4, 0),
        (3, &two, 1, 1),
    ] {
        let seed: u64 = trees[n]["seed"].as_str().unwrap().parse().unwrap();
        let tree = quiz_tree(seed);
        let (values, pruned, block) =
            answers_and_check(&dir, &format!("t{n}"), (&tree, &config, None), &mut rng);
        jobs.push(json!({"page": page, "newTree": presses, "region": region,
                         "values": values, "pruned": pruned}));
        expected.push((n, tree, block));
    }
    let results = run_jobs(&dir, &jobs);
    for ((n, tree, block), r) in expected.iter().zip(&results) {
        assert_eq!(r["errors"], json!([]), "tree {n}");
        let shown = &r["extra"]["tree"];
        let seed = trees[*n]["seed"].as_str().unwrap();
        if *n == 3 {
            // Two at a time: the page's trees 3 and 4 (of 6), each with Check, and a total.
            assert_eq!(r["regions"], 2);
            assert_eq!(shown["where"], "Trees 3, 4 of 6", "{shown}");
            assert!(r["total"].as_str().unwrap().starts_with("Total:"), "{r}");
        } else {
            assert_eq!(shown["where"], format!("Tree {} of 5", n + 1), "{shown}");
            assert_eq!(shown["seed"], seed, "New tree changes the tree");
            assert_eq!(shown["label"], format!("seed {seed}"));
            assert_eq!(shown["leaves"], tree.leaf_count(), "tree {n}");
            // The command shown makes a quiz whose first tree is this one.
            let words: Vec<&str> = shown_command(shown["remake"].as_str().unwrap())
                .split_whitespace()
                .skip(1)
                .collect();
            assert!(words.ends_with(&["--seed", seed]), "{words:?}");
            let again = dir.path(&format!("again{n}.html"));
            gametree()
                .args(&words)
                .args(["-o", s(&again)])
                .assert()
                .success();
            let again = quiz_trees(&std::fs::read_to_string(&again).unwrap());
            assert_eq!(again[0]["seed"], seed);
            assert_eq!(again[0]["nodes"], trees[*n]["nodes"], "{words:?}");
        }
        assert_agrees(&format!("tree {n}"), &r["verdicts"], block);
    }
}
