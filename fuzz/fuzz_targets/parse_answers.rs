//! Any text as an answer file, checked against a fixed tree with chance nodes, bounds and
//! labels: refused with a positioned error or judged, never a panic.
#![no_main]

use gametree::check::{Searches, check_block, expectations};
use gametree::parse;
use libfuzzer_sys::fuzz_target;

const TREE: &str = "bounds: [-9, 20]\nroot:\n  id: A\n  max:\n    - {min: [3, 12, 8], id: B}\n    - {min: [2, 4, 6], id: C}\n    - chance:\n        - {value: 14, p: \"1/3\"}\n        - {min: [5, 2], p: \"2/3\"}\n      id: D\n";

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let doc = parse::parse_text(TREE).expect("the fixed tree parses");
    let Ok(value) = parse::parse_value(text) else {
        return;
    };
    let Ok(blocks) = expectations(&doc.tree, &doc.meta, &value) else {
        return;
    };
    let mut searches = Searches::default();
    for block in &blocks {
        let _ = check_block(&doc.tree, block, &mut searches);
    }
});
