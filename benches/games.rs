//! Solving games on their states: the full tic-tac-toe solve with plain minimax
//! (549,946 nodes) and plain alpha-beta, and the exact transposition-table solver on
//! tic-tac-toe, connect-3 on 4×4 and connect-4 on 5×4 (the slow solves kept out of
//! `cargo test`). Throughput is in nodes visited, so divan's "items/s" reads as nodes per
//! second. The node counts are printed once before the timings.
//!
//! Run: cargo bench --bench games

use divan::counter::ItemsCount;
use gametree::games::connect::Connect;
use gametree::games::game::Game;
use gametree::games::solve::{Solver, alphabeta, minimax};
use gametree::games::ttt::{Board, TicTacToe};

fn main() {
    // Node counts first (the timings follow, from divan).
    let (_, census) = minimax(&TicTacToe, &Board::default(), u64::MAX).expect("no limit");
    let (_, ab) = alphabeta(&TicTacToe, &Board::default(), u64::MAX).expect("no limit");
    eprintln!(
        "tic-tac-toe: minimax {} nodes ({} games), alpha-beta {ab} nodes",
        census.nodes, census.games
    );
    for (name, g) in [
        ("connect-3 4x4", Connect::connect3()),
        ("connect-4 5x4", Connect::connect4()),
    ] {
        let (_, ab) = alphabeta(&g, &g.start(), u64::MAX).expect("no limit");
        let mut solver = Solver::new();
        solver
            .value(&g, &g.start())
            .expect("the table holds these games");
        eprintln!(
            "{name}: alpha-beta {ab} nodes, solver {} nodes ({} positions in its table)",
            solver.nodes,
            solver.positions()
        );
    }
    divan::main();
}

#[divan::bench]
fn ttt_minimax(bencher: divan::Bencher) {
    let (_, census) = minimax(&TicTacToe, &Board::default(), u64::MAX).expect("no limit");
    bencher
        .counter(ItemsCount::new(census.nodes as usize))
        .bench(|| minimax(&TicTacToe, divan::black_box(&Board::default()), u64::MAX));
}

#[divan::bench]
fn ttt_alphabeta(bencher: divan::Bencher) {
    let (_, nodes) = alphabeta(&TicTacToe, &Board::default(), u64::MAX).expect("no limit");
    bencher
        .counter(ItemsCount::new(nodes as usize))
        .bench(|| alphabeta(&TicTacToe, divan::black_box(&Board::default()), u64::MAX));
}

fn bench_solver<G: Game + Sync>(bencher: divan::Bencher, game: &G) {
    let mut probe = Solver::new();
    probe
        .value(game, &game.start())
        .expect("the table holds these games");
    bencher
        .counter(ItemsCount::new(probe.nodes as usize))
        .bench(|| Solver::new().value(game, divan::black_box(&game.start())));
}

#[divan::bench]
fn ttt_solver(bencher: divan::Bencher) {
    bench_solver(bencher, &TicTacToe);
}

#[divan::bench]
fn connect3_4x4_alphabeta(bencher: divan::Bencher) {
    let g = Connect::connect3();
    let (_, nodes) = alphabeta(&g, &g.start(), u64::MAX).expect("no limit");
    bencher
        .counter(ItemsCount::new(nodes as usize))
        .bench(|| alphabeta(&g, divan::black_box(&g.start()), u64::MAX));
}

#[divan::bench]
fn connect3_4x4_solver(bencher: divan::Bencher) {
    bench_solver(bencher, &Connect::connect3());
}

/// About half a second a run: a few samples are enough.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn connect4_5x4_solver(bencher: divan::Bencher) {
    bench_solver(bencher, &Connect::connect4());
}

/// Plain alpha-beta on connect-4 5×4: about ten million nodes.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn connect4_5x4_alphabeta(bencher: divan::Bencher) {
    let g = Connect::connect4();
    let (_, nodes) = alphabeta(&g, &g.start(), u64::MAX).expect("no limit");
    bencher
        .counter(ItemsCount::new(nodes as usize))
        .bench(|| alphabeta(&g, divan::black_box(&g.start()), u64::MAX));
}
