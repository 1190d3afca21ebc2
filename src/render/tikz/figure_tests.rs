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
    drawing(tree, &outcome, &rec, &opts, None)
        .scene
        .collisions()
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

#[test]
fn a_tree_drawn_on_rows_keeps_its_labels_clear_and_its_rows_apart() {
    // Deep binary trees and a chance tree, drawn on rows half as wide as they are.
    let mut trees = Vec::new();
    for (seed, chance) in [
        (1, ChanceMode::None),
        (2, ChanceMode::None),
        (3, ChanceMode::Weighted),
    ] {
        let mut tree = generate(&RandomSpec {
            depth: if chance == ChanceMode::None { 5 } else { 3 },
            branching: if chance == ChanceMode::None {
                (2, 2)
            } else {
                (2, 3)
            },
            chance,
            seed,
            max_leaves: Some(40),
            ..RandomSpec::default()
        });
        crate::exercise::letters::letter_inner_nodes(&mut tree);
        trees.push(tree);
    }
    for tree in &trees {
        let config = crate::search::Config::new(if tree.has_chance() {
            crate::search::Algorithm::Expectiminimax
        } else {
            crate::search::Algorithm::AlphaBeta
        });
        let mut rec = Recorder::default();
        let outcome = crate::search::run_observed(tree, &config, &mut rec).expect("runs");
        for sheet in [Sheet::Blank, Sheet::Key] {
            let opts = Options {
                sheet,
                ..Options::default()
            };
            let whole = drawing(tree, &outcome, &rec, &opts, None).scene;
            let room = rows::Room {
                width: whole.width() / 2.0,
                height: 1000.0,
            };
            let d = drawing(tree, &outcome, &rec, &opts, Some(&[room]));
            let scene = d.scene;
            assert!(scene.rows.len() >= 2, "{sheet:?}: one row");
            assert_eq!(
                d.pictures.len(),
                scene.rows.len(),
                "{sheet:?}: a picture a row"
            );
            assert!(
                d.pictures.iter().skip(1).all(|p| p.contains("->")),
                "{sheet:?}: a row without the arrow into its subtrees"
            );
            assert!(
                scene.collisions().is_empty(),
                "{sheet:?}: {:?}",
                scene.collisions()
            );
            for (i, r) in scene.rows.iter().enumerate() {
                // (A little more than the room: the scene's labels reach past the extents
                // the rows are chosen by only by TikZ's inner space.)
                assert!(r.x1 - r.x0 <= room.width + 1.0, "{sheet:?}: row {i} {r:?}");
                for s in &scene.rows[i + 1..] {
                    assert!(!r.overlaps(s), "{sheet:?}: rows {r:?} and {s:?} overlap");
                    assert!(s.y1 < r.y0, "{sheet:?}: a row above the one before it");
                }
            }
        }
    }
}
