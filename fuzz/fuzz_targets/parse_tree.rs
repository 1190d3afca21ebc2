//! Any text as a tree file: the parser either refuses it with a positioned error or gives a
//! tree that every algorithm can search and every text view can print, never a panic.
#![no_main]

use gametree::render::{Style, summary};
use gametree::search::{self, Algorithm, Config};
use gametree::{parse, render};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(doc) = parse::parse_text(text) else {
        return;
    };
    if doc.tree.len() > 20_000 {
        return;
    }
    for algorithm in Algorithm::ALL {
        let config = Config {
            budget: Some(50_000),
            ..Config::new(algorithm)
        };
        if let Ok(outcome) = search::run(&doc.tree, &config) {
            let _ = summary::render(&doc.tree, &doc.meta, &outcome, None, &Style::plain());
            let _ = render::json::outcome_text(&doc.tree, &doc.meta, &outcome, true);
        }
    }
});
