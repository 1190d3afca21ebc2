//! Answer files whose `values` and `windows` maps are built from the fuzzer's bytes: many
//! entries, names that are ids, paths, leaf numbers or nothing, one node under two names,
//! bounds, fractions and infinities. Each is refused with a positioned error or judged, never
//! a panic.
#![no_main]

use gametree::check::{Searches, check_block, expectations};
use gametree::parse;
use libfuzzer_sys::fuzz_target;

const TREE: &str = "root:\n  id: A\n  max:\n    - {min: [3, 12, 8], id: B}\n    - {min: [2, {max: [4, 6], id: E}], id: C}\n    - chance:\n        - {value: 14, p: \"1/3\"}\n        - {min: [5, 2], p: \"2/3\", id: F}\n      id: D\n";

const NAMES: [&str; 12] = [
    "A", "B", "C", "D", "E", "F", "1", "2.1", "3.2", "root", "Q", "2.2.1",
];
const VALUES: [&str; 12] = [
    "3", "\"<=2\"", "\">= 5\"", "7/3", "2.33", "-1e400", ".inf", "\"≤ 1/0\"", "x", "[1, 2]", "~",
    "\"2.333333333333333333\"",
];
const ENDS: [&str; 6] = ["-inf", "inf", "3", "\"∞\"", "1e999", "nan"];

fuzz_target!(|data: &[u8]| {
    let doc = parse::parse_text(TREE).expect("the fixed tree parses");
    let mut values = Vec::new();
    let mut windows = Vec::new();
    for pair in data.chunks(3) {
        let [a, b, c] = [pair[0], *pair.get(1).unwrap_or(&0), *pair.get(2).unwrap_or(&0)];
        let name = NAMES[usize::from(a) % NAMES.len()];
        if b & 1 == 0 {
            values.push(format!("\"{name}\": {}", VALUES[usize::from(c) % VALUES.len()]));
        } else {
            let (lo, hi) = (ENDS[usize::from(c) % ENDS.len()], ENDS[usize::from(b >> 1) % ENDS.len()]);
            windows.push(format!("\"{name}\": [{lo}, {hi}]"));
        }
    }
    let text = format!(
        "values: {{{}}}\nwindows: {{{}}}\n",
        values.join(", "),
        windows.join(", ")
    );
    let Ok(value) = parse::parse_value(&text) else {
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
