//! What each technique buys: the same position solved again and again, the techniques
//! added one at a time, with nodes and time for each step.

use std::time::Instant;

use super::bitboard::Shape;
use super::general;
use super::solver::{MoveOrder, Solver, Stopped, Techniques};
use super::table::Table;
use crate::games::connect::{Connect, Grid};

/// One step of the ladder.
#[derive(Clone, Debug)]
pub struct Rung {
    /// The technique this step adds.
    pub added: &'static str,
    /// The solve flags that give this step's search.
    pub flags: &'static str,
    /// The score found, or why the search stopped.
    pub score: Result<i32, Stopped>,
    /// Nodes entered.
    pub nodes: u64,
    /// Wall time, in seconds.
    pub seconds: f64,
}

/// The steps: what is added, the flags, and the techniques (`None`: the general state).
fn steps() -> Vec<(&'static str, &'static str, Option<Techniques>)> {
    let none = Techniques::NONE;
    let centre = Techniques {
        order: MoveOrder::Centre,
        ..none
    };
    let table = Techniques {
        table: true,
        ..centre
    };
    let null = Techniques {
        null_window: true,
        ..table
    };
    let anticipation = Techniques {
        anticipation: true,
        ..null
    };
    let threats = Techniques {
        order: MoveOrder::Threats,
        ..anticipation
    };
    vec![
        (
            "alpha-beta on the general game state",
            "--no-bitboard",
            None,
        ),
        (
            "bitboard position",
            "--no-table --order given --no-null-window --no-anticipation --no-symmetry",
            Some(none),
        ),
        (
            "centre first",
            "--no-table --order centre --no-null-window --no-anticipation --no-symmetry",
            Some(centre),
        ),
        (
            "transposition table",
            "--order centre --no-null-window --no-anticipation --no-symmetry",
            Some(table),
        ),
        (
            "null-window search on the score",
            "--order centre --no-anticipation --no-symmetry",
            Some(null),
        ),
        (
            "forced and losing moves",
            "--order centre --no-symmetry",
            Some(anticipation),
        ),
        ("threat ordering", "--no-symmetry", Some(threats)),
        ("symmetry", "(the default)", Some(Techniques::ALL)),
    ]
}

/// Solves `g` once per step, each with a fresh solver and an emptied table of `table_mb`
/// MiB (set up once, before any timing), each stopped past `max_nodes`.
pub fn ladder(
    game: &Connect,
    shape: &Shape,
    g: &Grid,
    max_nodes: u64,
    table_mb: usize,
) -> Vec<Rung> {
    let mut table = Some(Table::with_megabytes(table_mb));
    let mut rungs = Vec::new();
    for (added, flags, tech) in steps() {
        let (score, nodes, seconds) = match tech {
            None => {
                let t = Instant::now();
                let (score, nodes) = match general::alphabeta(game, g, max_nodes) {
                    Ok((v, n)) => (Ok(v), n),
                    Err(e) => (Err(e), max_nodes),
                };
                (score, nodes, t.elapsed().as_secs_f64())
            }
            Some(tech) => {
                let lent = if tech.table { table.take() } else { None };
                let mut solver = Solver::with_table(shape.clone(), tech, lent);
                solver.set_limits(max_nodes, None);
                let t = Instant::now();
                let score = solver.solve(&shape.from_grid(*g));
                let seconds = t.elapsed().as_secs_f64();
                let nodes = solver.nodes.min(max_nodes);
                table = solver.into_table().or(table);
                (score, nodes, seconds)
            }
        };
        rungs.push(Rung {
            added,
            flags,
            score,
            nodes,
            seconds,
        });
    }
    rungs
}
