//! The diagnosis of wrong answers, by mutation: on every corpus tree, the answer each variant
//! of the search gives is graded against the search the tree asks for; where that calls it
//! wrong, the diagnosis must name that variant (or a simpler one giving the same answer) as
//! an exact match, and every exact match it names must make `check` pass when its flags are
//! written into the answer file.

use std::collections::BTreeSet;

use crate::common::corpus_files;
use assert_cmd::Command;
use gametree::check::diagnosis::{flags, variants};
use gametree::check::{BlockReport, Searches, check_block, expectations};
use gametree::parse::{Document, parse_value};
use gametree::render::words::*;
use gametree::search::{self, Bound, Config, Outcome};
use gametree::tree::{Kind, Tree};
use serde_json::Value;

/// An answer file's convention keys, written from command-line flags as a student's file
/// would hold them (`--fail-hard` → `fail-hard: true`, `--order reversed` → `order: reversed`).
fn keys(flags: &[String]) -> String {
    let mut out = String::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        let key = f.trim_start_matches("--");
        match key {
            "algo" | "order" | "depth" => {
                let v = it.next().expect("a flag with a value");
                let key = if key == "algo" { "algorithm" } else { key };
                out.push_str(&format!("{key}: {v}\n"));
            }
            _ => out.push_str(&format!("{key}: true\n")),
        }
    }
    out
}

/// What a search answers, as an answer file writes it: value, best move, pruned leaves and
/// every inner node it visited.
fn items(tree: &Tree, out: &Outcome) -> String {
    let mut s = String::new();
    if let Some(v) = out.answer() {
        s.push_str(&format!("value: \"{v}\"\n"));
    }
    if let Some(b) = out.best_move() {
        s.push_str(&format!("best: \"{}\"\n", tree.path(b)));
    }
    let pruned: Vec<String> = out
        .pruned_leaves(tree)
        .iter()
        .map(|n| n.to_string())
        .collect();
    s.push_str(&format!("pruned: [{}]\nvalues:\n", pruned.join(", ")));
    for n in tree.ids() {
        let r = out.result(tree, n);
        if tree.kind(n) != Kind::Leaf
            && r.bound != Bound::Unvisited
            && !r.bound.proves_nothing(r.value)
        {
            s.push_str(&format!("  \"{}\": \"{}\"\n", tree.path(n), r.answer()));
        }
    }
    s
}

/// Grades an answer file's text as `gametree check` does.
fn grade(doc: &Document, text: &str, searches: &mut Searches) -> Vec<BlockReport> {
    let v = parse_value(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let blocks = expectations(&doc.tree, &doc.meta, &v).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    blocks
        .iter()
        .map(|b| check_block(&doc.tree, b, searches).unwrap())
        .collect()
}

/// The flags in which two configurations differ: the changes that make one from the other.
fn changes(a: &[String], b: &[String]) -> BTreeSet<String> {
    let (a, b): (BTreeSet<_>, BTreeSet<_>) =
        (a.iter().cloned().collect(), b.iter().cloned().collect());
    a.symmetric_difference(&b).cloned().collect()
}

/// The searches each corpus tree is graded under: its `expect` blocks', or the defaults.
fn bases(doc: &Document) -> Vec<Config> {
    let mut out: Vec<Config> = match &doc.meta.expect {
        Some(e) => expectations(&doc.tree, &doc.meta, e)
            .unwrap()
            .into_iter()
            .map(|b| b.config)
            .collect(),
        None => vec![Config {
            bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::default()
        }],
    };
    out.dedup();
    out
}

#[test]
fn every_variant_answer_is_diagnosed_as_that_variant_and_every_exact_diagnosis_reproduces() {
    let (mut diagnosed, mut variants_tried) = (0, 0);
    for (path, _, doc) in corpus_files() {
        let tree = &doc.tree;
        let mut searches = Searches::default();
        for base in bases(&doc) {
            let base_flags = flags(&base);
            for v in variants(&base, tree) {
                // Each variant is another search, which its flags say.
                assert!(
                    !changes(&base_flags, &flags(&v)).is_empty(),
                    "{}: a variant of {:?} with the same flags",
                    path.display(),
                    base_flags
                );
                let Ok(out) = search::run(tree, &v) else {
                    continue;
                };
                if !out.complete {
                    continue;
                }
                variants_tried += 1;
                let answer = items(tree, &out);
                let report = &grade(
                    &doc,
                    &format!("{}{answer}", keys(&base_flags)),
                    &mut searches,
                )[0];
                if report.passed() {
                    // This variant answers as the graded search does: nothing to diagnose.
                    continue;
                }
                diagnosed += 1;
                let name = format!(
                    "{} [{}] answered by {:?}",
                    path.display(),
                    base.describe(),
                    flags(&v)
                );
                let d = &report.diagnosis;
                assert_eq!(d.tried, d.family, "{name}: the corpus is never capped");
                let wanted = changes(&base_flags, &flags(&v));
                assert!(
                    d.entries
                        .iter()
                        .any(|e| e.exact && changes(&base_flags, &e.flags).is_subset(&wanted)),
                    "{name}: diagnosed as {:?}",
                    d.entries
                        .iter()
                        .map(|e| (&e.flags, e.exact))
                        .collect::<Vec<_>>()
                );
                // Only the simplest: no exact variant adds changes to another one named.
                let named: Vec<BTreeSet<String>> = d
                    .entries
                    .iter()
                    .map(|e| changes(&base_flags, &e.flags))
                    .collect();
                for (i, a) in named.iter().enumerate() {
                    for (j, b) in named.iter().enumerate() {
                        assert!(
                            i == j || !a.is_subset(b),
                            "{name}: {a:?} and {b:?} both named"
                        );
                    }
                }
                for e in d.entries.iter().filter(|e| e.exact) {
                    let again =
                        &grade(&doc, &format!("{}{answer}", keys(&e.flags)), &mut searches)[0];
                    assert!(
                        again.passed(),
                        "{name}: the exact diagnosis {:?} does not reproduce: {:?}",
                        e.flags,
                        again.verdicts.iter().filter(|v| !v.ok).collect::<Vec<_>>()
                    );
                }
            }
        }
    }
    // The mutations reach many trees and variants, so the test can fail.
    assert!(
        diagnosed >= 1000,
        "{diagnosed} of {variants_tried} variant answers diagnosed"
    );
}

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR")
        .env("TERM", "dumb")
        .env("COLUMNS", "80");
    c
}

/// Through the binary: an answer from `--no-deep-cutoffs`, `--strict` or `--order reversed`
/// is diagnosed with those flags in JSON, and `eval` with the flags prunes what the answer
/// says, and `check` with them in the answer file passes.
#[test]
fn exact_diagnoses_reproduce_when_gametree_runs_with_their_flags() {
    let dir = tempfile::tempdir().unwrap();
    let deep = dir.path().join("deep.yaml");
    std::fs::write(
        &deep,
        "max: [5, {id: B, min: [{id: C, max: [{id: D, min: [3, 9]}, 2]}, 8]}]",
    )
    .unwrap();
    let cases = [
        (
            "trees/aima-fig5-2.yaml".to_string(),
            vec!["--order", "reversed"],
        ),
        ("trees/cs188-tied-root.yaml".to_string(), vec!["--strict"]),
        (
            deep.to_str().unwrap().to_string(),
            vec!["--no-deep-cutoffs"],
        ),
    ];
    for (tree, flags) in cases {
        let eval = |extra: &[&str]| -> Value {
            let out = gametree()
                .args(["eval", &tree, "--json"])
                .args(extra)
                .output()
                .unwrap();
            serde_json::from_slice(&out.stdout).unwrap()
        };
        let variant = eval(&flags);
        let answer = dir.path().join("a.yaml");
        std::fs::write(&answer, format!("pruned: {}\n", variant["pruned_leaves"])).unwrap();
        let out = gametree()
            .args(["check", &tree, "--json", "--answers"])
            .arg(&answer)
            .assert()
            .code(1)
            .get_output()
            .stdout
            .clone();
        let report: Value = serde_json::from_slice(&out).unwrap();
        let diagnosis = report["files"][0]["blocks"][0]["diagnosis"]
            .as_array()
            .unwrap()
            .clone();
        assert!(
            diagnosis
                .iter()
                .any(|d| d["match"] == "exact" && d["flags"] == serde_json::json!(flags)),
            "{tree}: {diagnosis:?}"
        );
        assert!(
            diagnosis
                .iter()
                .all(|d| d["explains"] == serde_json::json!(["pruned"]))
        );
        for d in &diagnosis {
            let f: Vec<String> = d["flags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_str().unwrap().to_string())
                .collect();
            let refs: Vec<&str> = f.iter().map(String::as_str).collect();
            assert_eq!(
                eval(&refs)["pruned_leaves"],
                variant["pruned_leaves"],
                "{tree} {f:?}"
            );
            std::fs::write(
                &answer,
                format!("{}pruned: {}\n", keys(&f), variant["pruned_leaves"]),
            )
            .unwrap();
            gametree()
                .args(["check", &tree, "--answers"])
                .arg(&answer)
                .assert()
                .success();
        }
    }
}

/// A big tree is diagnosed within a fixed amount of searching: the simplest variants only,
/// as many as the cap allows for its size, and the report says so.
#[test]
fn diagnosis_on_a_big_tree_tries_only_what_the_cap_allows_and_says_so() {
    use gametree::check::diagnosis::WORK;
    use gametree::check::{Claim, Expectation};
    use gametree::exercise::random::{RandomSpec, generate};
    let tree = generate(&RandomSpec {
        depth: 9,
        branching: (3, 3),
        seed: 1,
        ..RandomSpec::default()
    });
    let exp = Expectation {
        pruned: Some(Claim::new(Vec::new(), Default::default())),
        ..Expectation::new(Default::default(), Config::default())
    };
    let report = check_block(&tree, &exp, &mut Searches::default()).unwrap();
    assert!(!report.passed());
    let d = &report.diagnosis;
    assert_eq!(d.tried, WORK / tree.len());
    assert!(d.tried < d.family, "{} of {}", d.tried, d.family);
    let said = d.capped.as_ref().map(|m| m.to_string()).unwrap_or_default();
    assert!(
        said.contains(&format!("only the {} simplest of {}", d.tried, d.family)),
        "{said}"
    );
}
