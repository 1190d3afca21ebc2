//! The connect-4 player behind `gametree play connect4`.
//!
//! From a position with at least [`PERFECT_FROM`] moves made it solves exactly: the root's
//! score, then the most central move that keeps it. Earlier it has a time limit: half of it
//! for an exact solve, and if that does not finish, iterative deepening with the rest —
//! depth-limited alpha-beta on bitboards (forced and losing moves detected, threat order),
//! positions at the depth limit scored by winning cells, own minus the opponent's. Its move
//! is then the best found in time, and the choice says it is not proven.

use std::time::{Duration, Instant};

use super::bitboard::{Position, Shape};
use super::solver::{MAX_COLS, MoveOrder, Solver, Stopped, Techniques, arrange};
use super::table::Table;

/// From this many moves made, the player always solves exactly.
pub const PERFECT_FROM: u32 = 12;

/// Depth-limited scores are exact scores times this; estimates stay strictly inside it.
const SCALE: i32 = 64;

/// What the player chose.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The column, 0-based.
    pub column: u32,
    /// The score for the side that moves: exact when `proven`; a win or loss found within
    /// the depth searched when `decided`; otherwise an estimate in winning cells (own minus
    /// the opponent's).
    pub score: i32,
    /// Whether the move is proven best: the score is the position's.
    pub proven: bool,
    /// Whether the score is a game's result (a win or loss the search saw to the end).
    pub decided: bool,
    /// For an unproven move: how many moves ahead the last finished search looked.
    pub depth: Option<u32>,
    /// Time taken.
    pub seconds: f64,
}

/// A player for one board, keeping its table from move to move.
pub struct Player {
    solver: Solver,
    think: Duration,
}

impl Player {
    /// A player with a table of `table_mb` MiB that thinks at most `think` on a position it
    /// cannot be sure to solve.
    pub fn new(shape: Shape, table_mb: usize, think: Duration) -> Player {
        Player::with_table(shape, Table::with_megabytes(table_mb), think)
    }

    /// [`Player::new`] with a table already set up.
    pub fn with_table(shape: Shape, table: Table, think: Duration) -> Player {
        Player {
            solver: Solver::with_fresh_table(shape, Techniques::ALL, table),
            think,
        }
    }

    /// The time limit for early positions.
    pub fn think(&self) -> Duration {
        self.think
    }

    /// The move for the side to move in `p` (a position nobody has won, board not full).
    pub fn decide(&mut self, p: &Position) -> Option<Decision> {
        let start = Instant::now();
        let shape = self.solver.shape().clone();
        if shape.possible(p) == 0 {
            return None;
        }
        let done = |column, score: i32, proven, depth: Option<u32>| Decision {
            column,
            score,
            proven,
            decided: proven || depth.is_some_and(|_| score.abs() >= SCALE),
            depth,
            seconds: start.elapsed().as_secs_f64(),
        };
        // A win at once needs no search.
        for &c in shape.centre_order() {
            if shape.own_threats(p) & shape.drop_cell(p, c) != 0 {
                return Some(done(c, shape.win_score(p.moves + 1), true, None));
            }
        }
        let deadline = (p.moves < PERFECT_FROM).then(|| start + self.think / 2);
        self.solver.set_limits(u64::MAX, deadline);
        if let Ok((c, v)) = self.exact(p) {
            return Some(done(c, v, true, None));
        }
        let (c, v, depth, exact) = deepen(&shape, p, start + self.think);
        let mut d = done(c, v, exact, (!exact).then_some(depth));
        if !exact && v.abs() >= SCALE {
            d.score = v / SCALE;
        }
        Some(d)
    }

    /// The root's exact score and the most central column that keeps it.
    fn exact(&mut self, p: &Position) -> Result<(u32, i32), Stopped> {
        let shape = self.solver.shape().clone();
        let v = self.solver.solve(p)?;
        for &c in shape.centre_order() {
            let cell = shape.drop_cell(p, c);
            if cell != 0 && -self.solver.solve(&shape.play(p, cell))? == v {
                return Ok((c, v));
            }
        }
        // Unreachable for a correct solver: some move always keeps the score.
        Err(Stopped::Nodes(self.solver.nodes))
    }
}

struct Deepening<'a> {
    shape: &'a Shape,
    deadline: Instant,
    nodes: u64,
    stopped: bool,
    horizon: bool,
}

impl Deepening<'_> {
    fn search(&mut self, p: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && Instant::now() >= self.deadline {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let shape = self.shape;
        let cells = shape.cells() as i32;
        let moved = p.moves as i32;
        let next = shape.non_losing_moves(p);
        if next == 0 {
            return -((cells - moved) / 2) * SCALE;
        }
        if moved >= cells - 2 {
            return 0;
        }
        if depth == 0 {
            self.horizon = true;
            let own = shape.own_threats(p).count_ones() as i32;
            let theirs = shape.opponent_threats(p).count_ones() as i32;
            return (own - theirs).clamp(-(SCALE - 1), SCALE - 1);
        }
        let mut moves = [0u64; MAX_COLS];
        let n = arrange(shape, MoveOrder::Threats, p, next, &mut moves);
        let mut best = i32::MIN;
        for &cell in &moves[..n] {
            let child = shape.play(p, cell);
            // A move that wins at once was taken before searching; children cannot.
            let score = -self.search(&child, depth - 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Iterative deepening until `deadline`: the column, its score (exact, or the scaled
/// depth-limited value), the
/// depth of the last finished iteration, and whether that iteration saw the game's end
/// everywhere (then the score is exact).
fn deepen(shape: &Shape, p: &Position, deadline: Instant) -> (u32, i32, u32, bool) {
    let cells = shape.cells();
    let column_of = |cell: u64| (0..shape.cols()).find(|&c| shape.column(c) & cell != 0);
    let candidates = shape.non_losing_moves(p);
    if candidates == 0 {
        // Every move loses at once: any will do.
        let cell = shape.possible(p) & shape.possible(p).wrapping_neg();
        let c = column_of(cell).unwrap_or(0);
        return (c, -((cells - p.moves) as i32 / 2), 0, true);
    }
    let mut moves = [0u64; MAX_COLS];
    let n = arrange(shape, MoveOrder::Threats, p, candidates, &mut moves);
    let mut found = (column_of(moves[0]).unwrap_or(0), 0, 0, false);
    let mut state = Deepening {
        shape,
        deadline,
        nodes: 0,
        stopped: false,
        horizon: false,
    };
    for depth in 1..=(cells - p.moves) {
        state.horizon = false;
        let mut best = (moves[0], i32::MIN);
        for &cell in &moves[..n] {
            let child = shape.play(p, cell);
            let v = -state.search(&child, depth - 1, i32::MIN + 1, -best.1.max(i32::MIN + 1));
            if state.stopped {
                break;
            }
            if v > best.1 {
                best = (cell, v);
            }
        }
        if state.stopped {
            break;
        }
        let exact = !state.horizon;
        let score = if exact { best.1 / SCALE } else { best.1 };
        found = (column_of(best.0).unwrap_or(0), score, depth, exact);
        if exact {
            break;
        }
        // Best move first in the next iteration.
        if let Some(i) = moves[..n].iter().position(|&m| m == best.0) {
            moves[..=i].rotate_right(1);
        }
    }
    found
}
