//! The search alone, with the do-nothing observer, on the benchmark shapes the README's
//! performance section compares: r1m (branching 4, depth 10, 1,048,576 leaves in
//! [-1000, 1000]), ttt (the full tic-tac-toe game tree, 549,946 nodes) and c1m (MAX,
//! chance, MIN, chance, … with branching 4 and depth 10, leaf bounds [-1000, 1000]). The
//! trees are made here by gametree's own generators, so the bench needs nothing beside the
//! repository; `gametree bench FILE` times the same searches on a tree file. Throughput is
//! in visited nodes, so divan's "items/s" reads as nodes per second.
//!
//! Run: cargo bench --bench search

use std::sync::LazyLock;

use divan::counter::ItemsCount;
use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
use gametree::games::export::{Eval, Spec, export};
use gametree::games::ttt::{Board, TicTacToe};
use gametree::search::{self, Algorithm, Config};
use gametree::tree::Tree;

fn main() {
    divan::main();
}

static R1M: LazyLock<Tree> = LazyLock::new(|| {
    generate(&RandomSpec {
        depth: 10,
        branching: (4, 4),
        values: (-1000, 1000),
        seed: 1,
        ..RandomSpec::default()
    })
});

static TTT: LazyLock<Tree> = LazyLock::new(|| {
    let spec = Spec {
        depth: None,
        eval: Eval::Win,
        symmetry: false,
        max_nodes: 1_000_000,
    };
    let exported = export(&TicTacToe, &Board::default(), spec).expect("the game tree fits");
    exported
        .dag
        .unfold(exported.root)
        .expect("an exported game unfolds")
});

static C1M: LazyLock<Tree> = LazyLock::new(|| {
    generate(&RandomSpec {
        depth: 10,
        branching: (4, 4),
        values: (-1000, 1000),
        chance: ChanceMode::Uniform,
        seed: 2,
        ..RandomSpec::default()
    })
});

fn bench_search(bencher: divan::Bencher, tree: &Tree, algo: &str, bounds: Option<(f64, f64)>) {
    let cfg = Config {
        bounds,
        ..Config::new(Algorithm::from_name(algo).expect("known algorithm"))
    };
    let visited = search::timing::once(tree, &cfg)
        .expect("benchmark trees are valid")
        .nodes_visited;
    bencher
        .counter(ItemsCount::new(visited as usize))
        .bench(|| search::timing::once(divan::black_box(tree), &cfg).expect("valid"));
}

#[divan::bench(args = ["alphabeta", "minimax"])]
fn r1m(bencher: divan::Bencher, algo: &str) {
    bench_search(bencher, &R1M, algo, None);
}

#[divan::bench(args = ["alphabeta", "minimax"])]
fn ttt(bencher: divan::Bencher, algo: &str) {
    bench_search(bencher, &TTT, algo, None);
}

#[divan::bench(args = ["expectiminimax", "star1", "star2", "alphabeta"])]
fn c1m(bencher: divan::Bencher, algo: &str) {
    bench_search(bencher, &C1M, algo, Some((-1000.0, 1000.0)));
}
