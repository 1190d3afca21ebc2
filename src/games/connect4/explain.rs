//! What each technique buys: the same positions solved again and again, the techniques
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
    /// The technique this step adds, in English (for JSON).
    pub added: &'static str,
    /// The message naming it for people.
    pub key: &'static str,
    /// The solve flags that give this step's search.
    pub flags: &'static str,
    /// The score of each position, or why the search stopped.
    pub scores: Result<Vec<i32>, Stopped>,
    /// Nodes entered, over all positions.
    pub nodes: u64,
    /// Wall time of the searches, in seconds.
    pub seconds: f64,
}

/// The steps: what is added, the flags, and the techniques (`None`: the general state).
fn steps() -> Vec<(&'static str, &'static str, &'static str, Option<Techniques>)> {
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
            "alpha-beta, general game state",
            "c4-step-general",
            "--no-bitboard",
            None,
        ),
        (
            "bitboard position",
            "c4-step-bitboard",
            "--no-table --order given --no-null-window --no-anticipation --no-symmetry",
            Some(none),
        ),
        (
            "centre first",
            "c4-step-centre",
            "--no-table --order centre --no-null-window --no-anticipation --no-symmetry",
            Some(centre),
        ),
        (
            "transposition table",
            "c4-step-table",
            "--order centre --no-null-window --no-anticipation --no-symmetry",
            Some(table),
        ),
        (
            "null-window search on the score",
            "c4-step-null-window",
            "--order centre --no-anticipation --no-symmetry",
            Some(null),
        ),
        (
            "forced and losing moves",
            "c4-step-anticipation",
            "--order centre --no-symmetry",
            Some(anticipation),
        ),
        (
            "threat ordering",
            "c4-step-threats",
            "--no-symmetry",
            Some(threats),
        ),
        (
            "symmetry",
            "c4-step-symmetry",
            "(the default)",
            Some(Techniques::ALL),
        ),
    ]
}

/// Solves the positions `grids` once per step, each step with a fresh solver and an emptied
/// `table` (set up once, before any timing) that serves all its positions in turn, each step
/// stopped past `max_nodes` in all.
pub fn ladder(
    game: &Connect,
    shape: &Shape,
    grids: &[Grid],
    max_nodes: u64,
    table: Table,
) -> Vec<Rung> {
    let mut table = Some(table);
    let mut rungs = Vec::new();
    for (added, key, flags, tech) in steps() {
        let (scores, nodes, seconds) = match tech {
            None => {
                let t = Instant::now();
                let mut used = 0u64;
                let scores: Result<Vec<i32>, Stopped> = grids
                    .iter()
                    .map(|g| {
                        let budget = max_nodes.saturating_sub(used);
                        let (v, n) = general::alphabeta(game, g, budget).map_err(|_| {
                            used = max_nodes;
                            Stopped::Nodes(max_nodes)
                        })?;
                        used += n;
                        Ok(v)
                    })
                    .collect();
                (scores, used, t.elapsed().as_secs_f64())
            }
            Some(tech) => {
                let lent = if tech.table { table.take() } else { None };
                let mut solver = Solver::with_table(shape.clone(), tech, lent);
                solver.set_limits(max_nodes, None);
                let t = Instant::now();
                let scores = grids
                    .iter()
                    .map(|g| solver.solve(&shape.from_grid(*g)))
                    .collect();
                let seconds = t.elapsed().as_secs_f64();
                let nodes = solver.nodes.min(max_nodes);
                table = solver.into_table().or(table);
                (scores, nodes, seconds)
            }
        };
        rungs.push(Rung {
            added,
            key,
            flags,
            scores,
            nodes,
            seconds,
        });
    }
    rungs
}
