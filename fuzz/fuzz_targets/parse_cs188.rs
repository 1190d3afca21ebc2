//! Any text as a CS188 `.test` file, and any text as its `.solution`: read into a tree (and
//! an answer block) or refused with a positioned error, never a panic, within the node limit.
#![no_main]

use gametree::check::{Searches, check_block, expectations};
use gametree::parse::cs188;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // A line `===` parts the test from its solution, so both readers see input.
    let (test, solution) = text.split_once("\n===\n").unwrap_or((text, ""));
    let Ok(doc) = cs188::parse("fuzz.test", test, 100_000) else {
        return;
    };
    let Ok(answers) = cs188::solution(test, &doc.tree, solution) else {
        return;
    };
    if let Ok(blocks) = expectations(&doc.tree, &doc.meta, &answers) {
        let mut searches = Searches::default();
        for block in &blocks {
            let _ = check_block(&doc.tree, block, &mut searches);
        }
    }
});
