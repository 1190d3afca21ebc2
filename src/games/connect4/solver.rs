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
    #[error("{}", crate::i18n::tr!("err-search-needs-more", nodes = .0.to_string()))]
    Nodes(u64),
    /// Its time ran out.
    #[error("{}", crate::i18n::tr!("err-search-out-of-time"))]
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

    /// A solver that uses `table` (emptied first) when `tech` asks for one: the memory of one
    /// table serves several solvers in turn (see [`Solver::into_table`]).
    pub fn with_table(shape: Shape, tech: Techniques, table: Option<Table>) -> Solver {
        match table {
            Some(mut t) if tech.table => {
                t.clear();
                Solver::with_fresh_table(shape, tech, t)
            }
            _ => Solver::new(
                shape,
                Techniques {
                    table: false,
                    ..tech
                },
                0,
            ),
        }
    }

    /// A solver that uses `table`, just set up and so still empty, when `tech` asks for one:
    /// the table a user's size was asked for fallibly, never asked for a second time (and,
    /// unlike [`Solver::with_table`], not cleared, which would touch every page of it).
    pub fn with_fresh_table(shape: Shape, tech: Techniques, table: Table) -> Solver {
        let mut solver = Solver::new(
            shape,
            Techniques {
                table: false,
                ..tech
            },
            0,
        );
        if tech.table {
            solver.table = Some(table);
            solver.tech.table = true;
        }
        solver
    }

    /// The solver's table, for the next solver.
    pub fn into_table(self) -> Option<Table> {
        self.table
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
        // The root is a node of the search; counted here only when it answers by itself.
        if self.shape.can_win_next(p) {
            self.nodes += 1;
            return Ok((cells + 1 - moved) / 2);
        }
        if moved >= cells {
            self.nodes += 1;
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
        // Start loading the children's slots now: ordering the moves takes long enough for
        // the memory to answer.
        if let Some(table) = &self.table {
            // Candidates hold one cell per open column: each bit is a move.
            let mut rest = candidates;
            while rest != 0 {
                let cell = rest & rest.wrapping_neg();
                table.prefetch(self.child_key(p, cell));
                rest ^= cell;
            }
        }
        let mut moves = [0u64; MAX_COLS];
        let n = arrange(&self.shape, self.tech.order, p, candidates, &mut moves);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect::{Connect, Grid};
    use crate::games::connect4::general;
    use crate::games::game::{Game, Turn};
    use crate::games::solve::alphabeta;

    /// The side to move's score from plain alpha-beta over the whole game tree, which
    /// values a finished game ±(W − plies) from X's point of view.
    fn reference(game: &Connect, g: &Grid) -> i32 {
        let (v, _) = alphabeta(game, g, u64::MAX).expect("no limit");
        let v = if g.x_to_move() { v } else { -v };
        if v == 0.0 {
            return 0;
        }
        let m = (game.win_score() - v.abs()) as i32;
        let cells = (game.cols() * game.rows()) as i32;
        v.signum() as i32 * ((cells + 2 - m) / 2)
    }

    /// Every combination of the switches.
    fn every_combination() -> Vec<Techniques> {
        let mut all = Vec::new();
        for bits in 0..16u32 {
            for order in [MoveOrder::Given, MoveOrder::Centre, MoveOrder::Threats] {
                all.push(Techniques {
                    table: bits & 1 != 0,
                    null_window: bits & 2 != 0,
                    anticipation: bits & 4 != 0,
                    symmetry: bits & 8 != 0,
                    order,
                });
            }
        }
        all
    }

    /// Positions after `plies` random moves (games not yet over), reproducible.
    fn sample(game: &Connect, plies: u32, count: usize, seed: u64) -> Vec<Grid> {
        let mut rng = seed;
        let mut out = Vec::new();
        while out.len() < count {
            let mut g = game.start();
            for _ in 0..plies {
                if !matches!(game.turn(&g), Turn::Max | Turn::Min) {
                    break;
                }
                let moves = game.moves(&g);
                rng = rng
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                g = game.play(&g, moves[(rng >> 33) as usize % moves.len()]);
            }
            if matches!(game.turn(&g), Turn::Max | Turn::Min) {
                out.push(g);
            }
        }
        out
    }

    fn check_board(cols: u32, rows: u32, positions: &[Grid]) {
        let game = Connect::new(cols, rows, 4).unwrap();
        let shape = Shape::new(cols, rows).unwrap();
        let mut seen = std::collections::BTreeSet::new();
        for g in positions {
            let expected = reference(&game, g);
            seen.insert(expected);
            for tech in every_combination() {
                let mut solver = Solver::new(shape.clone(), tech, 1);
                let p = shape.from_grid(*g);
                assert_eq!(
                    solver.solve(&p),
                    Ok(expected),
                    "{tech:?} on {cols}×{rows}\n{}",
                    game.draw(g)
                );
            }
            let (plain, _) = general::alphabeta(&game, g, u64::MAX).unwrap();
            assert_eq!(plain, expected, "the general-state baseline");
        }
        // Wins, losses and draws of several lengths: a sample of draws alone proves little.
        assert!(seen.len() >= 4, "scores seen: {seen:?}");
    }

    #[test]
    fn every_switch_combination_agrees_with_plain_alpha_beta_on_4x4() {
        let game = Connect::new(4, 4, 4).unwrap();
        let mut positions = vec![game.start()];
        positions.extend(sample(&game, 3, 6, 1));
        positions.extend(sample(&game, 7, 6, 2));
        positions.extend(sample(&game, 11, 6, 3));
        check_board(4, 4, &positions);
    }

    #[test]
    fn every_switch_combination_agrees_with_plain_alpha_beta_on_5x4() {
        let game = Connect::new(5, 4, 4).unwrap();
        let mut positions = sample(&game, 6, 3, 4);
        positions.extend(sample(&game, 10, 4, 5));
        check_board(5, 4, &positions);
    }

    #[test]
    fn bitboards_change_the_speed_not_the_search() {
        // The same plain alpha-beta on the general state and on bitboards visits the same
        // nodes: only the representation differs.
        let game = Connect::new(7, 6, 4).unwrap();
        let shape = Shape::new(7, 6).unwrap();
        for g in sample(&game, 26, 3, 6) {
            let (v, nodes) = general::alphabeta(&game, &g, u64::MAX).unwrap();
            let mut solver = Solver::new(shape.clone(), Techniques::NONE, 1);
            assert_eq!(solver.solve(&shape.from_grid(g)), Ok(v));
            assert_eq!(solver.nodes, nodes, "{}", game.draw(&g));
        }
    }

    #[test]
    fn a_node_budget_stops_the_search_without_storing_guesses() {
        let shape = Shape::new(7, 6).unwrap();
        let mut solver = Solver::new(shape.clone(), Techniques::ALL, 1);
        solver.set_limits(1_000, None);
        assert_eq!(solver.solve(&shape.start()), Err(Stopped::Nodes(1_000)));
        assert!(solver.nodes <= 1_001);
        // The same solver, unlimited, on a position it could have polluted: still exact.
        let game = Connect::new(7, 6, 4).unwrap();
        let g = game.parse_moves("335453276267451151247272").unwrap();
        solver.set_limits(u64::MAX, None);
        assert_eq!(solver.solve(&shape.from_grid(g)), Ok(-2));
        // A deadline already passed stops it too.
        let mut solver = Solver::new(shape.clone(), Techniques::ALL, 1);
        solver.set_limits(u64::MAX, Some(Instant::now()));
        assert_eq!(solver.solve(&shape.start()), Err(Stopped::Time));
    }

    #[test]
    fn column_scores_name_the_best_moves() {
        let game = Connect::new(7, 6, 4).unwrap();
        let shape = Shape::new(7, 6).unwrap();
        let g = game.parse_moves("672155672773556667442312").unwrap();
        let p = shape.from_grid(g);
        let mut solver = Solver::new(shape.clone(), Techniques::ALL, 1);
        let v = solver.solve(&p).unwrap();
        assert_eq!(v, 6);
        let scores = solver.column_scores(&p).unwrap();
        assert_eq!(scores.iter().map(|&(_, s)| s).max(), Some(v));
    }
}
