//! Trees made from the fuzzer's bytes (values at the edges of the number range included),
//! searched by every algorithm under every convention: where algorithms must agree with
//! minimax they do, and every search of a MAX or MIN root names a best child whose value is
//! the root's.
#![no_main]

use gametree::parse;
use gametree::search::{self, Algorithm, Config, Order};
use gametree::tree::Kind;
use libfuzzer_sys::fuzz_target;

/// Leaf values: small integers, fractions whose sums round, neighbours above 2^50 that a
/// relative tolerance would merge, and the ends of the range.
const VALUES: [&str; 16] = [
    "0",
    "1",
    "-1",
    "3",
    "-7",
    "0.1",
    "0.2",
    "0.3",
    "1234567890123456",
    "1234567890123457",
    "1.7976931348623157e308",
    "-1.7976931348623157e308",
    "5e-324",
    "1e-300",
    ".inf",
    "-.inf",
];

struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
}

/// A node in YAML flow style; `depth` is bounded by the caller, `nodes` caps the size.
fn node(b: &mut Bytes, depth: u32, nodes: &mut u32, chance_ok: bool) -> String {
    let byte = b.next();
    *nodes += 1;
    if depth == 0 || byte % 4 == 0 || *nodes > 120 {
        return VALUES[(b.next() % VALUES.len() as u8) as usize].to_string();
    }
    let kind = match byte % 4 {
        1 => "max",
        2 => "min",
        _ if chance_ok => "chance",
        _ => "max",
    };
    let n = 1 + b.next() % 4;
    let kids: Vec<String> = (0..n)
        .map(|_| node(b, depth - 1, nodes, chance_ok))
        .collect();
    format!("{{{kind}: [{}]}}", kids.join(", "))
}

/// Equal, or (on chance trees) within rounding error. A chance node's weighted sum rounds at
/// the scale of its largest term, so a mean that cancels ±1.8e308 terms is only known to that
/// scale whatever order the children are added in: `scale` is the largest finite leaf.
fn close(a: f64, b: f64, exact: bool, scale: f64) -> bool {
    if a == b {
        return true;
    }
    !exact && (a - b).abs() <= 1e-9 * 1f64.max(a.abs()).max(b.abs()).max(scale)
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let chance_ok = b.next() % 2 == 0;
    let root_kind = if b.next() % 2 == 0 { "max" } else { "min" };
    let mut nodes = 0;
    let n = 1 + b.next() % 4;
    let kids: Vec<String> = (0..n).map(|_| node(&mut b, 4, &mut nodes, chance_ok)).collect();
    let text = format!("{{{root_kind}: [{}]}}", kids.join(", "));
    let Ok(doc) = parse::parse_text(&text) else {
        return;
    };
    let tree = &doc.tree;
    let has_chance = tree.ids().any(|id| tree.kind(id) == Kind::Chance);
    let Ok(truth) = search::run(tree, &Config::new(Algorithm::Minimax)) else {
        return;
    };
    // Without chance nodes every value is a number from the file: no tolerance.
    let exact = !has_chance;
    let mut values: Vec<f64> = tree
        .leaves()
        .iter()
        .filter_map(|&l| tree.value(l))
        .filter(|v| v.is_finite())
        .collect();
    values.sort_by(f64::total_cmp);
    let scale = values.iter().fold(0f64, |m, v| m.max(v.abs()));
    let crowded = values
        .windows(2)
        .any(|w| w[0] != w[1] && close(w[0], w[1], false, 0.0));
    for algorithm in Algorithm::ALL {
        let must_agree = match algorithm {
            Algorithm::WorstCase => !has_chance,
            Algorithm::Iddfs => false,
            Algorithm::Minimax
            | Algorithm::AlphaBeta
            | Algorithm::Expectiminimax
            | Algorithm::Star1
            | Algorithm::Star2 => true,
            _ => !has_chance,
        };
        for strict in [false, true] {
            for fail_hard in [false, true] {
                for (order, tt) in [(Order::Given, false), (Order::Reversed, true)] {
                    let config = Config {
                        strict,
                        fail_hard,
                        order,
                        tt,
                        ..Config::new(algorithm)
                    };
                    let Ok(out) = search::run(tree, &config) else {
                        continue;
                    };
                    // Where a window at a chance node is narrower than the tolerance that
                    // compares its computed ends (1e-9 × max(1, |v|)) — leaves closer than
                    // that, or thresholds at 1e9 and beyond — the window collapses to one
                    // number, and chance pruning cannot tell a fail low from a fail high
                    // (a limit docs/guide.md states under "Numbers").
                    let beyond_floats = has_chance
                        && (crowded || (fail_hard && scale > 1e9))
                        && matches!(algorithm, Algorithm::Star1 | Algorithm::Star2);
                    if !must_agree || beyond_floats {
                        continue;
                    }
                    assert!(
                        close(out.value, truth.value, exact, scale),
                        "{} {config:?} gave {} where minimax gives {} on {text}",
                        algorithm.name(),
                        out.value,
                        truth.value
                    );
                    let best = out.best.unwrap_or_else(|| {
                        panic!("{} {config:?} names no best move on {text}", algorithm.name())
                    });
                    assert!(
                        close(truth.result(tree, best).value, truth.value, exact, scale),
                        "{} {config:?} names child {} worth {} where the root is worth {} on {text}",
                        algorithm.name(),
                        tree.path(best),
                        truth.result(tree, best).value,
                        truth.value
                    );
                }
            }
        }
    }
});
