//! The search alone, with the do-nothing observer, on the benchmark tree of issue #2: a
//! uniform tree with branching 4 and depth 10 (1,048,576 leaves), the same tree
//! `gametree gen --depth 10 --branching 4 --seed 1` writes. Throughput is in visited
//! nodes, so divan's "items/s" reads as nodes per second (ns per node = 1e9 / that).
//!
//! Run: cargo bench --bench search

use std::sync::LazyLock;

use divan::counter::ItemsCount;
use gametree::games::random::{ChanceMode, RandomSpec, generate};
use gametree::search::{self, Algorithm, Config};
use gametree::tree::Tree;

fn main() {
    divan::main();
}

static UNIFORM: LazyLock<Tree> = LazyLock::new(|| {
    generate(&RandomSpec {
        depth: 10,
        branching: (4, 4),
        values: (-9, 9),
        seed: 1,
        ..RandomSpec::default()
    })
});

/// A *-minimax tree: MAX, chance, MIN, chance, … (depth 8, branching 4, leaves in [-5, 5]).
static CHANCE: LazyLock<Tree> = LazyLock::new(|| {
    generate(&RandomSpec {
        depth: 8,
        branching: (4, 4),
        values: (-5, 5),
        chance: ChanceMode::Uniform,
        seed: 1,
        ..RandomSpec::default()
    })
});

fn bench_search(bencher: divan::Bencher, tree: &Tree, cfg: &Config) {
    let visited = search::run(tree, cfg)
        .expect("benchmark trees are valid")
        .nodes_visited;
    bencher
        .counter(ItemsCount::new(visited as usize))
        .bench(|| {
            search::search(divan::black_box(tree), cfg, &mut search::NoObserver).expect("valid")
        });
}

#[divan::bench(args = ["alphabeta", "minimax"])]
fn uniform_b4_d10(bencher: divan::Bencher, algo: &str) {
    bench_search(
        bencher,
        &UNIFORM,
        &Config::new(Algorithm::from_name(algo).expect("known algorithm")),
    );
}

/// The yardstick: the tightest alpha-beta over the same arena — an explicit stack of
/// (node, α, β, best), no observer, no bounds bookkeeping, no conventions. The engine's
/// time per node over this one's is the price of everything the engine does besides.
#[divan::bench]
fn uniform_b4_d10_tight_reference(bencher: divan::Bencher) {
    let tree = &*UNIFORM;
    let visited = tight_alphabeta(tree).1;
    bencher
        .counter(ItemsCount::new(visited as usize))
        .bench(|| tight_alphabeta(divan::black_box(tree)));
}

fn tight_alphabeta(tree: &Tree) -> (f64, u64) {
    use gametree::tree::{Kind, NodeId};
    struct F {
        node: NodeId,
        a: f64,
        b: f64,
        best: f64,
        next: usize,
        max: bool,
    }
    fn take(f: &mut F, v: f64) {
        if f.max {
            f.best = f.best.max(v);
            f.a = f.a.max(v);
        } else {
            f.best = f.best.min(v);
            f.b = f.b.min(v);
        }
    }
    let mut visited = 1u64;
    let mut stack = vec![F {
        node: tree.root(),
        a: f64::NEG_INFINITY,
        b: f64::INFINITY,
        best: f64::NEG_INFINITY,
        next: 0,
        max: true,
    }];
    loop {
        let f = stack
            .last_mut()
            .expect("the root frame is there until the end");
        let kids = tree.children(f.node);
        if f.next < kids.len() && f.a < f.b {
            let c = kids[f.next];
            f.next += 1;
            visited += 1;
            match tree.value(c) {
                Some(v) => take(f, v),
                None => {
                    let max = tree.kind(c) == Kind::Max;
                    let (a, b) = (f.a, f.b);
                    let best = if max {
                        f64::NEG_INFINITY
                    } else {
                        f64::INFINITY
                    };
                    stack.push(F {
                        node: c,
                        a,
                        b,
                        best,
                        next: 0,
                        max,
                    });
                }
            }
            continue;
        }
        let v = f.best;
        stack.pop();
        match stack.last_mut() {
            None => return (v, visited),
            Some(parent) => take(parent, v),
        }
    }
}

#[divan::bench(args = ["expectiminimax", "alphabeta", "star1", "star2"])]
fn chance_b4_d8(bencher: divan::Bencher, algo: &str) {
    let cfg = Config {
        bounds: Some((-5.0, 5.0)),
        ..Config::new(Algorithm::from_name(algo).expect("known algorithm"))
    };
    bench_search(bencher, &CHANCE, &cfg);
}
