//! The baseline without bitboards: plain alpha-beta (negamax, full window, columns left to
//! right) over the general game state, through the [`Game`] trait that every game
//! implements — lists of moves, and wins found by scanning every line of four.
//!
//! Scores follow the solver's convention (the side to move's), so the two compare directly.

use super::solver::Stopped;
use crate::games::connect::{Connect, Grid};
use crate::games::game::{Game, Turn};

/// Plain alpha-beta from `g`: the score for the side to move and the nodes entered (the
/// root included), or [`Stopped`] past `max_nodes`.
pub fn alphabeta(game: &Connect, g: &Grid, max_nodes: u64) -> Result<(i32, u64), Stopped> {
    let cells = (game.cols() * game.rows()) as i32;
    let mut nodes = 0u64;
    // Recursion depth is bounded by the board's cells.
    fn go(
        game: &Connect,
        g: &Grid,
        mut alpha: i32,
        beta: i32,
        cells: i32,
        nodes: &mut u64,
        max: u64,
    ) -> Result<i32, Stopped> {
        *nodes += 1;
        if *nodes > max {
            return Err(Stopped::Nodes(max));
        }
        if let Turn::Over(v) = game.turn(g) {
            // The side to move did not make the last move: a win is the opponent's.
            let m = g.pieces() as i32;
            return Ok(if v == 0.0 { 0 } else { -(cells + 2 - m) / 2 });
        }
        let mut moves = game.moves(g);
        moves.sort_unstable();
        let mut best = i32::MIN;
        for m in moves {
            let score = -go(game, &game.play(g, m), -beta, -alpha, cells, nodes, max)?;
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }
    let v = go(game, g, -cells, cells, cells, &mut nodes, max_nodes)?;
    Ok((v, nodes))
}
