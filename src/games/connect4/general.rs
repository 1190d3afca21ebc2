//! The baseline without bitboards: plain alpha-beta (negamax, full window, columns left to
//! right, a win at once taken without searching further, the score capped by the quickest win
//! still possible) over the general game state, through the [`Game`] trait that every game
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
        mut beta: i32,
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
        // A win at once ends the search here, as it does on bitboards.
        let moved = g.pieces() as i32;
        if moves
            .iter()
            .any(|&m| matches!(game.turn(&game.play(g, m)), Turn::Over(v) if v != 0.0))
        {
            return Ok((cells + 1 - moved) / 2);
        }
        // Not winning at once, the side to move wins two moves later at best.
        let hi = (cells - 1 - moved) / 2;
        if beta > hi {
            beta = hi;
            if alpha >= beta {
                return Ok(beta);
            }
        }
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
    // The window the bitboard solver uses without null windows: just wider than every score.
    let moved = g.pieces() as i32;
    let (lo, hi) = (-(cells - moved) / 2, (cells + 1 - moved) / 2);
    let v = go(game, g, lo - 1, hi + 1, cells, &mut nodes, max_nodes)?;
    Ok((v, nodes))
}
