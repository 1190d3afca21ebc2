//! The figures' geometry, checked on the corpus and on random trees.

use super::*;
use crate::exercise::random::{ChanceMode, RandomSpec, generate};

/// The figure of `tree` as `sheet`, with windows on the key, and where its labels meet
/// something.
fn collisions(tree: &Tree, sheet: Sheet) -> Vec<String> {
    let mut rec = Recorder::default();
    // Chance trees by Star2 within their leaves' bounds, whose cutoffs mark edges below
    // chance nodes, beside their probabilities.
    let config = if tree.has_chance() {
        let values = || tree.ids().filter_map(|id| tree.value(id));
        crate::search::Config {
            bounds: Some((
                values().fold(f64::INFINITY, f64::min),
                values().fold(f64::NEG_INFINITY, f64::max),
            )),
            ..crate::search::Config::new(crate::search::Algorithm::Star2)
        }
    } else {
        crate::search::Config::new(crate::search::Algorithm::AlphaBeta)
    };
    let outcome = crate::search::run_observed(tree, &config, &mut rec).expect("runs");
    let opts = Options {
        sheet,
        windows: sheet == Sheet::Key,
        ..Options::default()
    };
    drawing(tree, &outcome, &rec, &opts).1.collisions()
}

#[test]
fn no_label_meets_an_outline_an_edge_or_another_label() {
    let mut trees: Vec<(String, Tree)> = Vec::new();
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/trees")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.display().to_string();
            if let Ok(doc) = crate::parse::parse(&crate::parse::Source::inline(&name, &text))
                && doc.tree.leaf_count() <= 64
            {
                trees.push((name, doc.tree));
            }
        }
    }
    for seed in 0..40 {
        let chance = match seed % 4 {
            0 => ChanceMode::Uniform,
            1 => ChanceMode::Weighted,
            _ => ChanceMode::None,
        };
        let mut tree = generate(&RandomSpec {
            depth: if chance == ChanceMode::None { 4 } else { 3 },
            branching: (1, 4),
            chance,
            seed,
            max_leaves: Some(40),
            ..RandomSpec::default()
        });
        crate::exercise::letters::letter_inner_nodes(&mut tree);
        trees.push((format!("random tree, seed {seed}"), tree));
    }
    let mut found = Vec::new();
    for (name, tree) in &trees {
        for sheet in [Sheet::Blank, Sheet::Key] {
            for c in collisions(tree, sheet) {
                found.push(format!("{name} ({sheet:?}): {c}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} collisions:\n{}",
        found.len(),
        found.join("\n")
    );
}
