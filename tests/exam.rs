//! `gametree exam`: every generated question satisfies its constraints, checked over many
//! seeds by searches written here and in `common` (plain recursive alpha-beta, Star1 from
//! the formulas, minimax), not by the engine or the generator that chose the trees.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::common::{AlphaBeta, Conv, Star, T, minimax, same};
use assert_cmd::Command;
use gametree::check::expectations;
use gametree::parse::Document;
use gametree::tree::{Kind, NodeId, Tree};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("exam")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs `gametree exam … --no-pdf` and returns the parsed question files, in order.
fn exam(name: &str, args: &[&str]) -> Vec<Document> {
    let dir = scratch(name);
    Command::cargo_bin("gametree")
        .unwrap()
        .arg("exam")
        .args(args)
        .args(["--no-pdf", "-o"])
        .arg(&dir)
        .assert()
        .success();
    let mut docs = Vec::new();
    for n in 1.. {
        let Ok(text) = std::fs::read_to_string(dir.join(format!("q{n}.yaml"))) else {
            break;
        };
        docs.push(gametree::parse::parse_text(&text).unwrap());
    }
    docs
}

/// The arena tree as a plain value (uniform chance nodes: weight 1 each).
fn plain(tree: &Tree, id: NodeId) -> T {
    let kids = || tree.children(id).iter().map(|&c| plain(tree, c)).collect();
    match tree.kind(id) {
        Kind::Leaf => T::Leaf(tree.value(id).unwrap()),
        Kind::Max => T::Max(kids()),
        Kind::Min => T::Min(kids()),
        Kind::Chance => T::Chance(
            tree.children(id)
                .iter()
                .map(|&c| (1, plain(tree, c)))
                .collect(),
        ),
    }
}

/// Alpha-beta that remembers, for α and β, the depth of the node that set them, and counts
/// deep cutoffs: a cut (with children left to skip) whose bound was set by an ancestor
/// other than the node's parent.
struct DeepCounter {
    deep: usize,
}

impl DeepCounter {
    /// `alpha.1` / `beta.1`: the depth of the node whose child's value set the bound.
    fn value(&mut self, t: &T, mut alpha: (f64, i64), mut beta: (f64, i64), depth: i64) -> f64 {
        match t {
            T::Leaf(v) => *v,
            T::Max(cs) => {
                let mut v = f64::NEG_INFINITY;
                for (i, c) in cs.iter().enumerate() {
                    v = v.max(self.value(c, alpha, beta, depth + 1));
                    if v >= beta.0 {
                        if i + 1 < cs.len() && beta.1 != depth - 1 {
                            self.deep += 1;
                        }
                        return v;
                    }
                    if v > alpha.0 {
                        alpha = (v, depth);
                    }
                }
                v
            }
            T::Min(cs) => {
                let mut v = f64::INFINITY;
                for (i, c) in cs.iter().enumerate() {
                    v = v.min(self.value(c, alpha, beta, depth + 1));
                    if v <= alpha.0 {
                        if i + 1 < cs.len() && alpha.1 != depth - 1 {
                            self.deep += 1;
                        }
                        return v;
                    }
                    if v < beta.0 {
                        beta = (v, depth);
                    }
                }
                v
            }
            T::Chance(_) => unreachable!("decision trees only"),
        }
    }
}

fn deep_cutoffs(t: &T) -> usize {
    let mut d = DeepCounter { deep: 0 };
    d.value(t, (f64::NEG_INFINITY, -10), (f64::INFINITY, -10), 0);
    d.deep
}

fn pruned(all: usize, evaluated: &[u32]) -> Vec<u32> {
    let seen: HashSet<u32> = evaluated.iter().copied().collect();
    (1..=all as u32).filter(|n| !seen.contains(n)).collect()
}

/// The root's children's true values.
fn child_values(t: &T) -> Vec<f64> {
    match t {
        T::Max(cs) | T::Min(cs) => cs.iter().map(minimax).collect(),
        _ => panic!("the root decides"),
    }
}

/// What the file's first `expect` block says: value, best (a root child), pruned leaf numbers.
fn expected(doc: &Document) -> Vec<(f64, NodeId, Vec<u32>, bool)> {
    let blocks = expectations(&doc.tree, &doc.meta, doc.meta.expect.as_ref().unwrap()).unwrap();
    blocks
        .into_iter()
        .map(|b| {
            let mut leaves: Vec<u32> = b
                .pruned
                .unwrap()
                .what
                .iter()
                .map(|&l| doc.tree.leaf_number(l).unwrap())
                .collect();
            leaves.sort_unstable();
            (
                b.value.unwrap().what,
                b.best.unwrap().what,
                leaves,
                b.config.strict,
            )
        })
        .collect()
}

/// Checks one decision-tree question; returns its plain tree.
fn check_decision_question(doc: &Document, sensitive: bool, max_leaves: usize) -> T {
    let tree = &doc.tree;
    let t = plain(tree, tree.root());
    let leaves = t.leaf_count();
    assert!(leaves <= max_leaves, "{leaves} leaves");
    let (value, soft) = AlphaBeta::run(&t, Conv::default());
    let (_, strict) = AlphaBeta::run(
        &t,
        Conv {
            strict: true,
            ..Conv::default()
        },
    );
    let (p_soft, p_strict) = (pruned(leaves, &soft), pruned(leaves, &strict));
    assert!(!p_soft.is_empty(), "no cutoff");
    assert!(deep_cutoffs(&t) >= 1, "no deep cutoff");
    assert_eq!(
        p_soft == p_strict,
        !sensitive,
        "{p_soft:?} vs strict {p_strict:?}"
    );
    let values = child_values(&t);
    let best: Vec<usize> = (0..values.len())
        .filter(|&i| same(values[i], value))
        .collect();
    assert_eq!(
        best.len(),
        1,
        "the root's best move is not unique: {values:?}"
    );
    let blocks = expected(doc);
    assert_eq!(blocks.len(), if sensitive { 2 } else { 1 });
    for (v, b, p, is_strict) in blocks {
        assert!(same(v, value));
        assert_eq!(b, tree.children(tree.root())[best[0]]);
        assert_eq!(
            p,
            if is_strict {
                p_strict.clone()
            } else {
                p_soft.clone()
            }
        );
    }
    t
}

fn distinct(docs: &[Document]) {
    let shapes: HashSet<String> = docs
        .iter()
        .map(|d| format!("{:?}", plain(&d.tree, d.tree.root())))
        .collect();
    assert_eq!(shapes.len(), docs.len(), "two questions share a tree");
}

#[test]
fn every_question_has_a_deep_cutoff_a_unique_best_move_and_no_convention_trap() {
    let mut count = 0;
    for seed in 1..=12 {
        let docs = exam(
            &format!("default-{seed}"),
            &["--seed", &seed.to_string(), "--count", "4"],
        );
        assert_eq!(docs.len(), 4);
        distinct(&docs);
        for d in &docs {
            check_decision_question(d, false, 24);
            count += 1;
        }
    }
    assert_eq!(count, 48);
}

/// Where the root's best move stands among its children (0-based), by plain minimax.
fn best_position(t: &T) -> usize {
    let values = child_values(t);
    let value = minimax(t);
    (0..values.len())
        .find(|&i| same(values[i], value))
        .expect("the root's value is a child's")
}

#[test]
fn sets_vary_the_root_branching_and_spread_the_best_move() {
    let mut branchings: HashSet<usize> = HashSet::new();
    let mut positions: HashSet<usize> = HashSet::new();
    for seed in 1..=50 {
        let docs = exam(
            &format!("spread-{seed}"),
            &["--seed", &seed.to_string(), "--count", "8"],
        );
        assert_eq!(docs.len(), 8);
        let mut roots = HashSet::new();
        let mut best = vec![0; 8];
        for d in &docs {
            let t = check_decision_question(d, false, 24);
            let root = d.tree.children(d.tree.root()).len();
            assert!((2..=4).contains(&root), "seed {seed}: {root} root children");
            roots.insert(root);
            best[best_position(&t)] += 1;
        }
        // Within each set: more than one root shape, and no position is the answer to more
        // than half the questions.
        assert!(
            roots.len() > 1,
            "seed {seed}: every root has {roots:?} children"
        );
        assert!(
            best.iter().all(|&n| n <= 4),
            "seed {seed}: best moves by position {best:?}"
        );
        branchings.extend(roots);
        positions.extend(
            best.iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(i, _)| i),
        );
    }
    // 2..4 children, of which 2 and 3 fit 24 leaves at depth 4; every position is used.
    assert_eq!(branchings, HashSet::from([2, 3]));
    assert_eq!(positions, HashSet::from([0, 1, 2]));
}

#[test]
fn the_root_branching_can_be_fixed_and_the_same_seed_gives_the_same_set() {
    let args = [
        "--seed",
        "9",
        "--count",
        "6",
        "--root-branching",
        "4",
        "--branching",
        "2",
        "--max-leaves",
        "32",
    ];
    let docs = exam("root-4", &args);
    let again = exam("root-4-again", &args);
    assert_eq!(docs.len(), 6);
    let mut best = HashSet::new();
    for (d, e) in docs.iter().zip(&again) {
        assert_eq!(d.tree.children(d.tree.root()).len(), 4);
        let t = check_decision_question(d, false, 32);
        assert_eq!(
            format!("{t:?}"),
            format!("{:?}", plain(&e.tree, e.tree.root()))
        );
        best.insert(best_position(&t));
    }
    assert!(best.len() >= 3, "best moves at {best:?}");
    // Four children at the root do not fit 24 leaves at depth 4 with two below each: refused.
    let out = exam_into(
        &scratch("root-4-too-big"),
        &["--seed", "1", "--root-branching", "4"],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--root-branching"), "{err}");
}

#[test]
fn other_shapes_keep_the_constraints() {
    for (name, max_leaves, args) in [
        (
            "binary",
            24,
            &["--seed", "3", "--count", "4", "--branching", "2"][..],
        ),
        (
            "min-root",
            24,
            &["--seed", "4", "--count", "4", "--min-root"][..],
        ),
        (
            "deeper",
            32,
            &[
                "--seed",
                "5",
                "--count",
                "3",
                "--depth",
                "5",
                "--branching",
                "2",
                "--max-leaves",
                "32",
                "--values",
                "0..20",
            ][..],
        ),
    ] {
        let docs = exam(name, args);
        distinct(&docs);
        for d in &docs {
            check_decision_question(d, false, max_leaves);
        }
    }
}

#[test]
fn convention_sensitive_questions_prune_differently_under_the_strict_rule() {
    for seed in 1..=4 {
        let docs = exam(
            &format!("sensitive-{seed}"),
            &[
                "--seed",
                &seed.to_string(),
                "--count",
                "3",
                "--convention-sensitive",
            ],
        );
        distinct(&docs);
        for d in &docs {
            check_decision_question(d, true, 24);
        }
    }
}

#[test]
fn chance_questions_have_leaf_bounds_and_star1_prunes() {
    for seed in 1..=6 {
        let docs = exam(
            &format!("chance-{seed}"),
            &["--seed", &seed.to_string(), "--count", "3", "--chance"],
        );
        distinct(&docs);
        for doc in &docs {
            let tree = &doc.tree;
            let bounds = doc.meta.bounds.map(|b| (b.lo, b.hi));
            assert_eq!(
                bounds,
                Some((-9.0, 9.0)),
                "the file declares its leaf bounds"
            );
            assert!(tree.has_chance());
            let t = plain(tree, tree.root());
            let (value, evaluated) = Star::run(&t, bounds, false);
            let p = pruned(t.leaf_count(), &evaluated);
            assert!(!p.is_empty(), "Star1 prunes nothing");
            assert!(same(value, minimax(&t)));
            let values = child_values(&t);
            let best: Vec<usize> = (0..values.len())
                .filter(|&i| same(values[i], value))
                .collect();
            assert_eq!(best.len(), 1, "{values:?}");
            let blocks = expected(doc);
            assert_eq!(blocks.len(), 1);
            let (v, b, pr, _) = &blocks[0];
            assert!(same(*v, value));
            assert_eq!(*b, tree.children(tree.root())[best[0]]);
            assert_eq!(*pr, p);
        }
    }
}

/// Regression: the keys of a weighted chance exam held the value people are shown
/// (`value: ≈-1.497142857`), which `gametree check` refused as not a number. A key holds
/// the value itself, to the last digit, and the checker confirms every key.
#[test]
fn weighted_chance_keys_hold_the_exact_value_and_check_confirms_them() {
    for seed in 1..=6 {
        let dir = scratch(&format!("weighted-{seed}"));
        let args = [
            "--seed",
            &seed.to_string(),
            "--count",
            "3",
            "--chance",
            "weighted",
        ];
        let made = exam_into(&dir, &args);
        assert!(
            made.status.success(),
            "{}",
            String::from_utf8_lossy(&made.stderr)
        );
        Command::cargo_bin("gametree")
            .unwrap()
            .arg("check")
            .arg(&dir)
            .assert()
            .success();
        for n in 1..=3 {
            let text = std::fs::read_to_string(dir.join(format!("q{n}.yaml"))).unwrap();
            let doc = gametree::parse::parse_text(&text).unwrap();
            let blocks =
                expectations(&doc.tree, &doc.meta, doc.meta.expect.as_ref().unwrap()).unwrap();
            for block in blocks {
                // The key's value, read as the checker reads it, is the search's to the bit.
                let written = block.value.unwrap().what;
                let searched = gametree::search::run(&doc.tree, &block.config)
                    .unwrap()
                    .summary
                    .value;
                assert_eq!(written.to_bits(), searched.to_bits(), "seed {seed} q{n}");
            }
        }
    }
}

#[test]
fn an_impossible_exam_is_refused_with_a_reason() {
    // Depth 3 has no deep cutoffs: a MIN node's α can only come from its parent.
    Command::cargo_bin("gametree")
        .unwrap()
        .args([
            "exam", "--seed", "1", "--count", "1", "--depth", "3", "--no-pdf", "-o",
        ])
        .arg(scratch("impossible"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("deep cutoff needs --depth 4"));
}

#[test]
fn the_deep_cutoff_counter_tells_deep_from_shallow() {
    use T::{Leaf, Max, Min};
    // AIMA Fig. 5.2: C's cut uses A's α, and A is C's parent: shallow.
    let fig = Max(vec![
        Min(vec![Leaf(3.0), Leaf(12.0), Leaf(8.0)]),
        Min(vec![Leaf(2.0), Leaf(4.0), Leaf(6.0)]),
        Min(vec![Leaf(14.0), Leaf(5.0), Leaf(2.0)]),
    ]);
    assert_eq!(deep_cutoffs(&fig), 0);
    // The MIN node three levels down cuts on the root's α = 5: deep.
    let deep = Max(vec![
        Leaf(5.0),
        Min(vec![Max(vec![Min(vec![Leaf(3.0), Leaf(9.0)])])]),
    ]);
    assert_eq!(deep_cutoffs(&deep), 1);
}

#[test]
fn tree_files_of_a_longer_earlier_exam_in_the_folder_are_pointed_out() {
    let dir = scratch("stale");
    let run = |count: &str| {
        Command::cargo_bin("gametree")
            .unwrap()
            .args(["exam", "--seed", "1", "--count", count, "--no-pdf", "-o"])
            .arg(&dir)
            .assert()
            .success()
    };
    run("3").stderr("");
    run("1").stderr(predicates::str::contains("also holds q2.yaml, q3.yaml"));
    assert!(dir.join("q3.yaml").exists(), "the user's files stay");
}

/// Runs `gametree exam ARGS --no-pdf -o DIR`.
fn exam_into(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::cargo_bin("gametree")
        .unwrap()
        .arg("exam")
        .args(args)
        .args(["--no-pdf", "-o"])
        .arg(dir)
        .output()
        .unwrap()
}

#[test]
fn a_shape_that_cannot_fit_max_leaves_is_refused_at_once() {
    // `--depth 8 --branching 6` tried 20,000 trees of 1.7 million leaves each before saying
    // that none fit `--max-leaves 24`.
    let dir = scratch("too-wide");
    let out = exam_into(&dir, &["--count", "1", "--depth", "8", "--branching", "6"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    // Two children at the root (the fewest an exam's root has), six at every node below.
    let fewest = (2 * 6u64.pow(7)).to_string();
    assert!(
        err.contains("--max-leaves") && err.contains(&fewest),
        "{err}"
    );
    assert!(!dir.exists(), "nothing is written");
    // A shape whose fewest leaves fit is made as before.
    let out = exam_into(
        &dir,
        &[
            "--count",
            "1",
            "--depth",
            "4",
            "--branching",
            "2",
            "--max-leaves",
            "16",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn exam_replaces_links_in_its_folder_instead_of_writing_through_them() {
    // Links already in the output folder were followed: `exam.tex`, `q1.yaml` (and the PDF
    // pdflatex writes) overwrote the files they pointed to.
    let root = scratch("links");
    let dir = root.join("out");
    std::fs::create_dir_all(&dir).unwrap();
    let fake = root.join("pdflatex");
    std::fs::write(
        &fake,
        "#!/bin/sh\nfor a; do f=$a; done\necho PDF > \"${f%.tex}.pdf\"\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let names = ["exam.tex", "q1.yaml", "exam.pdf"];
    for name in names {
        let victim = root.join(format!("victim-{name}"));
        std::fs::write(&victim, "keep me").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join(name)).unwrap();
    }
    Command::cargo_bin("gametree")
        .unwrap()
        .env("GAMETREE_PDFLATEX", &fake)
        .args(["exam", "--seed", "1", "--count", "1", "-o"])
        .arg(&dir)
        .assert()
        .success();
    for name in names {
        let victim = root.join(format!("victim-{name}"));
        assert_eq!(
            std::fs::read_to_string(&victim).unwrap(),
            "keep me",
            "{name}"
        );
        let entry = std::fs::symlink_metadata(dir.join(name)).unwrap();
        assert!(entry.is_file(), "{name} is now a file of its own");
    }
    assert!(
        std::fs::read_to_string(dir.join("q1.yaml"))
            .unwrap()
            .contains("root:")
    );
}

#[test]
fn the_sheets_are_compiled_side_by_side_when_there_are_cores_for_it() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("side-by-side");
    std::fs::create_dir_all(&dir).unwrap();
    // A stand-in for pdflatex that logs when each job starts and ends.
    let log = dir.join("jobs.log");
    let script = dir.join("fake-pdflatex");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nfor last; do :; done\necho start >> '{0}'\nsleep 1\n\
             : > \"${{last%.tex}}.pdf\"\necho end >> '{0}'\n",
            log.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    Command::cargo_bin("gametree")
        .unwrap()
        .env("GAMETREE_PDFLATEX", &script)
        .args(["exam", "--seed", "1", "--count", "1", "-o"])
        .arg(dir.join("out"))
        .assert()
        .success();
    let order = std::fs::read_to_string(&log).unwrap();
    let order: Vec<&str> = order.lines().collect();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores >= 2 {
        // Both sheets start before either ends.
        assert_eq!(order, ["start", "start", "end", "end"]);
    } else {
        assert_eq!(order, ["start", "end", "start", "end"]);
    }
}
