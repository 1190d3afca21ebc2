//! The search alone, with the do-nothing observer, on the benchmark shapes of
//! docs/performance.md: r1m (branching 4, depth 10, 1,048,576 leaves in
//! [-1000, 1000]), ttt (the full tic-tac-toe game tree, 549,946 nodes) and c1m (MAX,
//! chance, MIN, chance, … with branching 4 and depth 10, leaf bounds [-1000, 1000]). The
//! trees are made here by gametree's own generators, so the bench needs nothing beside the
//! repository; `gametree bench FILE` times the same searches on a tree file. Throughput is
//! in visited nodes, so divan's "items/s" reads as nodes per second.
//!
//! Beside each row, `reference` runs the same search as the shortest textbook program would:
//! plain recursion over the same tree, fail-soft, no conventions, no events and nothing
//! recorded. It is the floor the engine is measured against (docs/performance.md).
//!
//! Run: cargo bench --bench search

use std::sync::LazyLock;

use divan::counter::ItemsCount;
use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
use gametree::games::export::{Eval, Spec, export};
use gametree::games::ttt::{Board, TicTacToe};
use gametree::search::{self, Algorithm, Config};
use gametree::tree::{Kind, NodeId, Tree};

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

/// The reference searches: recursion straight from the textbook, on the same arena.
mod reference {
    use super::*;

    /// Minimax, chance nodes averaged (expectiminimax).
    pub fn minimax(t: &Tree, n: NodeId) -> f64 {
        match t.kind(n) {
            Kind::Leaf => t.value(n).unwrap_or(0.0),
            Kind::Max => t
                .children(n)
                .iter()
                .map(|&c| minimax(t, c))
                .fold(f64::NEG_INFINITY, f64::max),
            Kind::Min => t
                .children(n)
                .iter()
                .map(|&c| minimax(t, c))
                .fold(f64::INFINITY, f64::min),
            Kind::Chance => t
                .children(n)
                .iter()
                .map(|&c| t.prob(c) * minimax(t, c))
                .sum(),
        }
    }

    /// Fail-soft alpha-beta, cut on α ≥ β; a chance node's children get the full window.
    pub fn alphabeta(t: &Tree, n: NodeId, mut alpha: f64, mut beta: f64) -> f64 {
        match t.kind(n) {
            Kind::Leaf => t.value(n).unwrap_or(0.0),
            Kind::Max => {
                let mut best = f64::NEG_INFINITY;
                for &c in t.children(n) {
                    best = best.max(alphabeta(t, c, alpha, beta));
                    alpha = alpha.max(best);
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
            Kind::Min => {
                let mut best = f64::INFINITY;
                for &c in t.children(n) {
                    best = best.min(alphabeta(t, c, alpha, beta));
                    beta = beta.min(best);
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
            Kind::Chance => t
                .children(n)
                .iter()
                .map(|&c| t.prob(c) * alphabeta(t, c, f64::NEG_INFINITY, f64::INFINITY))
                .sum(),
        }
    }
}

fn bench_reference(bencher: divan::Bencher, tree: &Tree, algo: &str) {
    let search = |t: &Tree| match algo {
        "alphabeta" => reference::alphabeta(t, t.root(), f64::NEG_INFINITY, f64::INFINITY),
        _ => reference::minimax(t, t.root()),
    };
    let engine = Config::new(Algorithm::from_name(algo).expect("known algorithm"));
    let engine = search::timing::once(tree, &engine).expect("benchmark trees are valid");
    let value = search(tree);
    assert!(
        (value - engine.value).abs() <= 1e-9 * engine.value.abs().max(1.0),
        "the reference agrees with the engine: {value} against {}",
        engine.value
    );
    bencher.bench(|| search(divan::black_box(tree)));
}

#[divan::bench(args = ["alphabeta", "minimax"])]
fn r1m_reference(bencher: divan::Bencher, algo: &str) {
    bench_reference(bencher, &R1M, algo);
}

#[divan::bench(args = ["alphabeta", "minimax"])]
fn ttt_reference(bencher: divan::Bencher, algo: &str) {
    bench_reference(bencher, &TTT, algo);
}

#[divan::bench(args = ["expectiminimax"])]
fn c1m_reference(bencher: divan::Bencher, algo: &str) {
    bench_reference(bencher, &C1M, algo);
}
