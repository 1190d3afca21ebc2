//! The exact solver: negamax alpha-beta on bitboards, each technique a switch.
//!
//! Scores are from the side to move: 0 a draw, `s > 0` a win on the move that leaves the
//! winner `s − 1` stones short of half the board (a quicker win scores higher), `−s` a loss
//! as quick. With every technique on this is the design that solves the standard board:
//!
//! - **transposition table** keyed by position, with EXACT/LOWER/UPPER entries;
//! - **move order**: centre first, then by how many winning cells a move leaves its player;
//! - **null-window search on the score**: the root is searched with windows one wide, each
//!   answer halving the range the score can still lie in (biased towards 0, where most
//!   positions end);
//! - **anticipation**: a side that must block a threat has one move, a side facing two has
//!   none, and moves under an opponent's threat are never tried; the score range tightens
//!   to what is still reachable;
//! - **symmetry**: a position and its mirror image share one entry, and in a position that is
//!   its own mirror image only half the columns are tried.
//!
//! The recursion is bounded by the board's cell count (at most 64), not by the input.

use std::time::Instant;

use super::bitboard::{Position, Shape};
use super::table::Table;
use crate::search::Bound;

/// The order moves are tried in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveOrder {
    /// Columns left to right.
    Given,
    /// Centre first, then alternating outwards.
    Centre,
    /// The moves that leave their player the most winning cells first; ties centre first.
    Threats,
}

impl MoveOrder {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            MoveOrder::Given => "given",
            MoveOrder::Centre => "centre",
            MoveOrder::Threats => "threats",
        }
    }
}

/// Which techniques the solver uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Techniques {
    /// A transposition table.
    pub table: bool,
    /// The move order.
    pub order: MoveOrder,
    /// Null-window searches on the score (otherwise one search with the full window).
    pub null_window: bool,
    /// Forced and losing moves detected before searching.
    pub anticipation: bool,
    /// Mirror images share a table entry; symmetric positions try half the columns.
    pub symmetry: bool,
}

impl Techniques {
    /// Everything on: the fast solver.
    pub const ALL: Techniques = Techniques {
        table: true,
        order: MoveOrder::Threats,
        null_window: true,
        anticipation: true,
        symmetry: true,
    };

    /// Plain alpha-beta with the full window, columns left to right.
    pub const NONE: Techniques = Techniques {
        table: false,
        order: MoveOrder::Given,
        null_window: false,
        anticipation: false,
        symmetry: false,
    };
}

/// Why a search stopped before it had an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stopped {
    /// It needed more nodes than allowed.
    #[error("the search needs more than {0} nodes")]
    Nodes(u64),
    /// Its time ran out.
    #[error("the search ran out of time")]
    Time,
}

/// A solver for one board: keep it to reuse its table from one position to the next
/// (entries are facts about positions, true whatever is solved next).
pub struct Solver {
    shape: Shape,
    tech: Techniques,
    table: Option<Table>,
    /// Nodes entered so far, over all searches.
    pub nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    stopped: Option<Stopped>,
    left_half: u64,
    /// Symmetry is on and can help below the current root (see [`Solver::solve`]).
    mirrors: bool,
}

/// Moves are tried in at most this many columns.
pub const MAX_COLS: usize = 64;

impl Solver {
    /// A solver for `shape` with `tech`; the table (if used) takes `table_mb` MiB.
    pub fn new(shape: Shape, tech: Techniques, table_mb: usize) -> Solver {
        Solver {
            table: tech.table.then(|| Table::with_megabytes(table_mb)),
            left_half: shape.left_half(),
            shape,
            tech,
            nodes: 0,
            max_nodes: u64::MAX,
            deadline: None,
            stopped: None,
            mirrors: false,
        }
    }

    /// The board.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The techniques in use.
    pub fn techniques(&self) -> Techniques {
        self.tech
    }

    /// The table, when one is used.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// Stop searches once the node count (over all searches) passes `max_nodes`, or at
    /// `deadline`.
    pub fn set_limits(&mut self, max_nodes: u64, deadline: Option<Instant>) {
        self.max_nodes = max_nodes;
        self.deadline = deadline;
    }

    /// The exact score of `p` for the side to move (a position where nobody has won yet and
    /// the board is not full).
    pub fn solve(&mut self, p: &Position) -> Result<i32, Stopped> {
        self.stopped = None;
        // A position below `p` whose mirror image is also below `p` holds the stones of both
        // `p` and its mirror image; if those disagree on a cell, no such position exists and
        // the mirror work at every node would buy nothing.
        let own = self.shape.mirror_key(p.current);
        let theirs = self.shape.mirror_key(p.current ^ p.mask);
        self.mirrors =
            self.tech.symmetry && (p.current & theirs) | ((p.current ^ p.mask) & own) == 0;
        let cells = self.shape.cells() as i32;
        let moved = p.moves as i32;
        self.nodes += 1;
        if self.shape.can_win_next(p) {
            return Ok((cells + 1 - moved) / 2);
        }
        if moved >= cells {
            return Ok(0);
        }
        let mut lo = -(cells - moved) / 2;
        let mut hi = (cells + 1 - moved) / 2;
        if !self.tech.null_window {
            let v = self.negamax(p, lo - 1, hi + 1);
            return self.stopped.map_or(Ok(v), Err);
        }
        while lo < hi {
            // Halve the range, but try the half nearer 0 first: most positions are close.
            let mut med = lo + (hi - lo) / 2;
            if med <= 0 && lo / 2 < med {
                med = lo / 2;
            } else if med >= 0 && hi / 2 > med {
                med = hi / 2;
            }
            let r = self.negamax(p, med, med + 1);
            if let Some(why) = self.stopped {
                return Err(why);
            }
            if r <= med {
                hi = r;
            } else {
                lo = r;
            }
        }
        Ok(lo)
    }

    /// Every open column of `p` with its exact score for the side to move, left to right.
    pub fn column_scores(&mut self, p: &Position) -> Result<Vec<(u32, i32)>, Stopped> {
        let mut out = Vec::new();
        for c in 0..self.shape.cols() {
            let cell = self.shape.drop_cell(p, c);
            if cell == 0 {
                continue;
            }
            let score = if self.shape.own_threats(p) & cell != 0 {
                self.shape.win_score(p.moves + 1)
            } else {
                -self.solve(&self.shape.play(p, cell))?
            };
            out.push((c, score));
        }
        Ok(out)
    }

    /// The table key of the position after `cell` is played.
    #[inline]
    fn child_key(&self, p: &Position, cell: u64) -> u64 {
        let key = (p.current ^ p.mask) + (p.mask | cell);
        if self.mirrors {
            key.min(self.shape.mirror_key(key))
        } else {
            key
        }
    }

    fn stop(&mut self) -> bool {
        if self.nodes > self.max_nodes {
            self.stopped = Some(Stopped::Nodes(self.max_nodes));
        } else if self.nodes & 1023 == 0
            && let Some(d) = self.deadline
            && Instant::now() >= d
        {
            self.stopped = Some(Stopped::Time);
        }
        self.stopped.is_some()
    }

    /// Fail-soft negamax: a result inside (alpha, beta) is exact, one at or below alpha an
    /// upper bound, one at or above beta a lower bound. With anticipation on, the side to
    /// move is known not to win at once (its parent's move was not losing).
    fn negamax(&mut self, p: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.stop() {
            return 0;
        }
        let shape = &self.shape;
        let cells = shape.cells() as i32;
        let moved = p.moves as i32;
        let mut candidates;
        if self.tech.anticipation {
            candidates = shape.non_losing_moves(p);
            if candidates == 0 {
                // Every move lets the opponent win at once.
                return -(cells - moved) / 2;
            }
            if moved >= cells - 2 {
                return 0;
            }
            let lo = -(cells - 2 - moved) / 2;
            if alpha < lo {
                alpha = lo;
                if alpha >= beta {
                    return alpha;
                }
            }
        } else {
            if moved >= cells {
                return 0;
            }
            if shape.can_win_next(p) {
                return (cells + 1 - moved) / 2;
            }
            candidates = shape.possible(p);
        }
        // Not winning at once, the side to move wins two moves later at best.
        let hi = (cells - 1 - moved) / 2;
        if beta > hi {
            beta = hi;
            if alpha >= beta {
                return beta;
            }
        }
        let mut key = shape.key(p);
        if self.mirrors {
            let mirrored = shape.mirror_key(key);
            if mirrored == key {
                candidates &= self.left_half;
            }
            key = key.min(mirrored);
        }
        if let Some(table) = &self.table
            && let Some((v, bound)) = table.get(key)
        {
            match bound {
                Bound::Exact => return v,
                Bound::Lower if v > alpha => {
                    alpha = v;
                    if alpha >= beta {
                        return alpha;
                    }
                }
                Bound::Upper if v < beta => {
                    beta = v;
                    if alpha >= beta {
                        return beta;
                    }
                }
                _ => {}
            }
        }
        let mut moves = [0u64; MAX_COLS];
        let n = arrange(&self.shape, self.tech.order, p, candidates, &mut moves);
        if let Some(table) = &self.table {
            for &cell in &moves[1..n] {
                table.prefetch(self.child_key(p, cell));
            }
        }
        let alpha0 = alpha;
        let mut best = i32::MIN;
        for &cell in &moves[..n] {
            let child = self.shape.play(p, cell);
            let score = -self.negamax(&child, -beta, -alpha);
            if self.stopped.is_some() {
                return 0;
            }
            if score >= beta {
                if let Some(t) = &mut self.table {
                    t.put(key, score, Bound::Lower);
                }
                return score;
            }
            best = best.max(score);
            alpha = alpha.max(score);
        }
        if let Some(t) = &mut self.table {
            let bound = if best > alpha0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            t.put(key, best, bound);
        }
        best
    }
}

/// The cells of `candidates` (one per column at most) in `order`, written to `out`;
/// returns how many.
#[inline]
pub fn arrange(
    shape: &Shape,
    order: MoveOrder,
    p: &Position,
    candidates: u64,
    out: &mut [u64; MAX_COLS],
) -> usize {
    let mut n = 0;
    match order {
        MoveOrder::Given => {
            for c in 0..shape.cols() {
                let cell = candidates & shape.column(c);
                if cell != 0 {
                    out[n] = cell;
                    n += 1;
                }
            }
        }
        MoveOrder::Centre => {
            for &c in shape.centre_order() {
                let cell = candidates & shape.column(c);
                if cell != 0 {
                    out[n] = cell;
                    n += 1;
                }
            }
        }
        MoveOrder::Threats => {
            // Insertion by descending threat count; equal counts keep centre order.
            let mut score = [0u32; MAX_COLS];
            for &c in shape.centre_order() {
                let cell = candidates & shape.column(c);
                if cell == 0 {
                    continue;
                }
                let s = shape.winning_cells(p.current | cell, p.mask).count_ones();
                let mut i = n;
                while i > 0 && score[i - 1] < s {
                    out[i] = out[i - 1];
                    score[i] = score[i - 1];
                    i -= 1;
                }
                out[i] = cell;
                score[i] = s;
                n += 1;
            }
        }
    }
    n
}
