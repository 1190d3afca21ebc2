//! How much Star1 and Star2 save over expectiminimax on random *-minimax trees.
//!
//! Trees: MAX, chance, MIN, chance, … with depth 3–5 (every layer counts), branching 2–6 at
//! MAX/MIN nodes and 2–6 outcomes at chance nodes, leaves in [-5, 5] (declared as bounds),
//! outcomes equally likely or weighted. Every count includes repeated evaluations.
//!
//! Run: cargo bench --bench chance_pruning [-- trees-per-row, default 200]

use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
use gametree::search::{self, Algorithm, Config};

fn main() {
    let per_row: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    println!(
        "| depth | chance | trees | leaves | expectiminimax | star1 | star2 | star2 vs star1 | star2 vs expectiminimax |"
    );
    println!("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut grand = [0u64; 4];
    for depth in 3..=5u32 {
        for (mode, name) in [
            (ChanceMode::Uniform, "uniform"),
            (ChanceMode::Weighted, "weighted"),
        ] {
            let mut sums = [0u64; 4];
            for seed in 0..per_row {
                let spec = RandomSpec {
                    depth,
                    branching: (2, 6),
                    chance_branching: Some((2, 6)),
                    values: (-5, 5),
                    chance: mode,
                    seed: seed * 1000 + u64::from(depth),
                    ..RandomSpec::default()
                };
                let tree = generate(&spec);
                sums[0] += tree.leaf_count() as u64;
                for (i, algo) in [
                    Algorithm::Expectiminimax,
                    Algorithm::Star1,
                    Algorithm::Star2,
                ]
                .into_iter()
                .enumerate()
                {
                    let cfg = Config {
                        bounds: Some((-5.0, 5.0)),
                        ..Config::new(algo)
                    };
                    let out = search::run(&tree, &cfg).expect("generated trees are valid");
                    sums[i + 1] += out.summary.leaves_evaluated;
                }
            }
            for i in 0..4 {
                grand[i] += sums[i];
            }
            row(&format!("{depth}"), name, per_row, &sums);
        }
    }
    row("all", "both", per_row * 6, &grand);
}

fn row(depth: &str, chance: &str, trees: u64, s: &[u64; 4]) {
    let pct = |a: u64, b: u64| format!("{:+.1}%", 100.0 * (a as f64 - b as f64) / b as f64);
    println!(
        "| {depth} | {chance} | {trees} | {} | {} | {} | {} | {} | {} |",
        s[0],
        s[1],
        s[2],
        s[3],
        pct(s[3], s[2]),
        pct(s[3], s[1])
    );
}
