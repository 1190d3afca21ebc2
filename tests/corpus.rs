//! The textbook corpus in trees/: every tree passes its published answers, every kind of
//! wrong answer is caught with the right explanation, and the trace and tree views of every
//! tree are pinned by snapshots.

use std::path::PathBuf;

use crate::common;

use gametree::check::{Claim, Expectation, Item, Searches, Shown, check_block, expectations};
use gametree::parse::{self, Document, Source};
use gametree::render::words::Conventions;
use gametree::render::{self, Style};
use gametree::search::{self, Algorithm, Bound, Config, Recorder};

fn corpus() -> Vec<(PathBuf, Source, Document)> {
    common::corpus_files()
}

fn blocks(doc: &Document) -> Vec<Expectation> {
    expectations(
        &doc.tree,
        &doc.meta,
        doc.meta
            .expect
            .as_ref()
            .expect("every corpus tree has answers"),
    )
    .unwrap()
}

#[test]
fn the_corpus_is_big_and_documented() {
    let trees = corpus();
    assert!(trees.len() >= 25, "only {} trees", trees.len());
    for (path, src, doc) in &trees {
        assert!(doc.meta.name.is_some(), "{}: no name", path.display());
        assert!(
            doc.meta.source.as_ref().is_some_and(|s| s.len() > 10),
            "{}: no source",
            path.display()
        );
        assert!(
            doc.meta.expect.is_some(),
            "{}: no expect block",
            path.display()
        );
        assert!(
            src.text.contains("# "),
            "{}: no comment saying what the source claims",
            path.display()
        );
    }
    let chance = trees.iter().filter(|(_, _, d)| d.tree.has_chance()).count();
    assert!(chance >= 5, "only {chance} chance trees");
}

#[test]
fn every_published_answer_passes() {
    for (path, _, doc) in corpus() {
        let mut searches = Searches::default();
        for b in blocks(&doc) {
            let report = check_block(&doc.tree, &b, &mut searches).unwrap();
            let wrong: Vec<_> = report
                .verdicts
                .iter()
                .filter(|v| !v.ok)
                .map(|v| v.message.clone())
                .collect();
            assert!(
                wrong.is_empty(),
                "{} [{}]: {wrong:#?}",
                path.display(),
                b.config.describe()
            );
        }
    }
}

/// Checks one mutated block and returns the messages of its wrong lines.
fn wrong_lines(doc: &Document, b: &Expectation) -> Vec<String> {
    let report = check_block(&doc.tree, b, &mut Searches::default()).unwrap();
    report
        .verdicts
        .iter()
        .filter(|v| !v.ok)
        .map(|v| v.message.to_string())
        .collect()
}

#[test]
fn every_kind_of_wrong_answer_is_caught() {
    let mut caught = [0usize; 5];
    for (path, _, doc) in corpus() {
        let tree = &doc.tree;
        for b in blocks(&doc) {
            let name = format!("{} [{}]", path.display(), b.config.describe());
            let outcome = search::run(tree, &b.config).unwrap();
            let truth = search::run(
                tree,
                &Config {
                    algorithm: Algorithm::Minimax,
                    ..b.config.clone()
                },
            )
            .unwrap();
            // The value changed by one.
            if let Some(v) = &b.value {
                let m = Expectation {
                    value: Some(Claim::new(v.what + 1.0, v.pos)),
                    ..b.clone()
                };
                let w = wrong_lines(&doc, &m);
                assert!(w.len() == 1 && w[0].starts_with("value:"), "{name}: {w:?}");
                caught[0] += 1;
            }
            // One leaf added to, then removed from, the pruned set.
            if let Some(p) = &b.pruned {
                if let Some(&extra) = tree.leaves().iter().find(|l| !p.what.contains(l)) {
                    let mut what = p.what.clone();
                    what.push(extra);
                    let m = Expectation {
                        pruned: Some(Claim::new(what, p.pos)),
                        ..b.clone()
                    };
                    let w = wrong_lines(&doc, &m);
                    let n = tree.leaf_number(extra).unwrap();
                    assert!(
                        w.len() == 1
                            && w[0].starts_with(&format!("wrongly in your pruned list: leaf {n} "))
                            && w[0].contains("is not pruned"),
                        "{name}: {w:?}"
                    );
                    caught[1] += 1;
                }
                if let Some((&first, rest)) = p.what.split_first() {
                    let m = Expectation {
                        pruned: Some(Claim::new(rest.to_vec(), p.pos)),
                        ..b.clone()
                    };
                    let w = wrong_lines(&doc, &m);
                    let n = tree.leaf_number(first).unwrap();
                    assert!(
                        w.len() == 1
                            && w[0]
                                .starts_with(&format!("missing from your pruned list: leaf {n} "))
                            && w[0].contains("is pruned"),
                        "{name}: {w:?}"
                    );
                    assert!(
                        w[0].contains(", step "),
                        "{name}: the reason names no step: {w:?}"
                    );
                    caught[2] += 1;
                }
            }
            // A bound written as if it were the node's value.
            if let Some(node) = tree.ids().find(|&n| {
                let r = outcome.result(tree, n);
                matches!(r.bound, Bound::Lower | Bound::Upper)
                    && !gametree::num::approx_eq(r.value, truth.result(tree, n).value)
            }) {
                let r = outcome.result(tree, node);
                let m = Expectation {
                    values: vec![Claim::new((node, Shown::Exact(r.value)), b.pos)],
                    ..b.clone()
                };
                let w = wrong_lines(&doc, &m);
                assert!(
                    w.len() == 1 && w[0].contains("only proves"),
                    "{name}: {w:?}"
                );
                caught[3] += 1;
            }
            // A best move that is not best.
            if let Some(&wrong) = tree
                .children(tree.root())
                .iter()
                .find(|&&c| !gametree::num::approx_eq(truth.result(tree, c).value, truth.value))
                && matches!(
                    tree.kind(tree.root()),
                    gametree::tree::Kind::Max | gametree::tree::Kind::Min
                )
            {
                let m = Expectation {
                    best: Some(Claim::new(wrong, b.pos)),
                    ..b.clone()
                };
                let w = wrong_lines(&doc, &m);
                assert!(
                    w.len() == 1 && w[0].starts_with("best move:"),
                    "{name}: {w:?}"
                );
                caught[4] += 1;
            }
        }
    }
    // Each kind of mutation was tried on many trees.
    assert!(
        caught.iter().all(|&c| c >= 5),
        "mutations tried: {caught:?}"
    );
}

#[test]
fn right_answers_with_a_bare_value_at_a_cut_node_get_a_note() {
    let doc = parse::parse_text(
        "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]",
    )
    .unwrap();
    let b = expectations(
        &doc.tree,
        &doc.meta,
        &parse::parse_value("values: {C: 2, D: 2}").unwrap(),
    )
    .unwrap()
    .remove(0);
    let report = check_block(&doc.tree, &b, &mut Searches::default()).unwrap();
    assert!(report.passed());
    let c = report
        .verdicts
        .iter()
        .find(|v| v.item == Item::NodeValue(doc.tree.resolve("C").unwrap()))
        .unwrap();
    assert!(
        c.note
            .as_ref()
            .unwrap()
            .to_string()
            .contains("only proves ≤ 2"),
        "{c:?}"
    );
    // A bare number that is not the true value is wrong, and the bound is named.
    let b = expectations(
        &doc.tree,
        &doc.meta,
        &parse::parse_value("values: {C: 4}").unwrap(),
    )
    .unwrap()
    .remove(0);
    let report = check_block(&doc.tree, &b, &mut Searches::default()).unwrap();
    assert!(!report.passed());
    assert!(
        report.verdicts[0]
            .message
            .to_string()
            .contains("only proves ≤ 2"),
        "{:?}",
        report.verdicts
    );
}

#[test]
fn windows_are_checked() {
    let doc = parse::parse_text(
        "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]",
    )
    .unwrap();
    let text = "windows: {B: [-inf, inf], C: [3, inf], D: [3, .inf]}";
    let b = expectations(&doc.tree, &doc.meta, &parse::parse_value(text).unwrap())
        .unwrap()
        .remove(0);
    assert!(
        check_block(&doc.tree, &b, &mut Searches::default())
            .unwrap()
            .passed()
    );
    let b = expectations(
        &doc.tree,
        &doc.meta,
        &parse::parse_value("windows: {C: [-inf, inf]}").unwrap(),
    )
    .unwrap()
    .remove(0);
    let r = check_block(&doc.tree, &b, &mut Searches::default()).unwrap();
    assert!(
        !r.passed()
            && r.verdicts[0]
                .message
                .to_string()
                .contains("entered with (3, ∞)"),
        "{:?}",
        r.verdicts
    );
}

/// The step table and the tree drawing of every corpus tree, for each search its answers
/// name, pinned (fixed width, no colour).
#[test]
fn trace_and_show_snapshots() {
    for (path, _, doc) in corpus() {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let mut seen: Vec<Config> = Vec::new();
        for b in blocks(&doc) {
            if seen.contains(&b.config) {
                continue;
            }
            seen.push(b.config.clone());
            let cfg = &b.config;
            let mut rec = Recorder::default();
            let outcome = search::run_observed(&doc.tree, cfg, &mut rec).unwrap();
            let mut flags = vec![cfg.algorithm.name().to_string()];
            if cfg.strict {
                flags.push("strict".into());
            }
            if let Some(d) = cfg.depth {
                flags.push(format!("depth{d}"));
            }
            let key = format!("{stem}-{}", flags.join("-"));
            insta::assert_snapshot!(
                format!("trace-{key}"),
                render::trace::render(&doc.tree, &doc.meta, &outcome, &rec, &Style::plain())
            );
            insta::assert_snapshot!(
                format!("show-{key}"),
                render::ascii::render(&doc.tree, &doc.meta, &outcome, &Style::plain())
            );
        }
    }
}
