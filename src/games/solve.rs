//! Solving games on their states directly (no tree file in between): plain minimax and
//! plain alpha-beta with node counts, an exact solver with a transposition table, and the
//! depth-limited search the player uses.
//!
//! These searches recurse. That is safe here, unlike for tree files, because the depth is
//! bounded by the game and not by the user: at most [`Game::max_plies`] moves (9 for
//! tic-tac-toe, 16 and 20 for the connect presets, under 60 for the dice race) plus as many
//! chance levels.
//!
//! Conventions are those of the tree search (`gametree eval`), so the counts compare with a
//! run on the exported tree: nodes are counted when entered, leaves and the root included;
//! alpha-beta is fail-soft, cuts when α ≥ β, carries α across the root, searches the moves in
//! the game's order, and searches below a chance node with the full window.

use std::collections::HashMap;

use super::game::{Game, Turn};

/// What a full minimax search saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Nodes of the game tree (every position along every move order; the root included).
    pub nodes: u64,
    /// Finished games: the tree's leaves.
    pub games: u64,
    /// Finished games MAX won.
    pub max_wins: u64,
    /// Finished games MIN won.
    pub min_wins: u64,
    /// Finished games drawn.
    pub draws: u64,
}

/// A search stopped because it would visit more nodes than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::tr!("err-search-needs-more", nodes = .0.to_string()))]
pub struct Exceeded(pub u64);

struct Budget {
    limit: u64,
    used: u64,
}

impl Budget {
    fn spend(&mut self) -> Result<(), Exceeded> {
        self.used += 1;
        if self.used > self.limit {
            Err(Exceeded(self.limit))
        } else {
            Ok(())
        }
    }
}

fn prob<G: Game>(game: &G, s: &G::State, m: G::Move) -> f64 {
    let (n, d) = game.probability(s, m);
    n as f64 / d as f64
}

/// Plain minimax (expectiminimax at chance nodes) over the whole game tree from `s`: the
/// value and the census of the tree. Stops with [`Exceeded`] past `limit` nodes.
pub fn minimax<G: Game>(game: &G, s: &G::State, limit: u64) -> Result<(f64, Census), Exceeded> {
    fn go<G: Game>(g: &G, s: &G::State, b: &mut Budget, c: &mut Census) -> Result<f64, Exceeded> {
        b.spend()?;
        c.nodes += 1;
        let turn = g.turn(s);
        if let Turn::Over(v) = turn {
            c.games += 1;
            match v.partial_cmp(&0.0) {
                Some(std::cmp::Ordering::Greater) => c.max_wins += 1,
                Some(std::cmp::Ordering::Less) => c.min_wins += 1,
                _ => c.draws += 1,
            }
            return Ok(v);
        }
        let mut acc = match turn {
            Turn::Max => f64::NEG_INFINITY,
            Turn::Min => f64::INFINITY,
            _ => 0.0,
        };
        for m in g.moves(s) {
            let v = go(g, &g.play(s, m), b, c)?;
            acc = match turn {
                Turn::Max => acc.max(v),
                Turn::Min => acc.min(v),
                _ => acc + prob(g, s, m) * v,
            };
        }
        Ok(acc)
    }
    let mut census = Census::default();
    let v = go(game, s, &mut Budget { limit, used: 0 }, &mut census)?;
    Ok((v, census))
}

/// Plain alpha-beta from `s` with the full window: the value and the nodes visited.
pub fn alphabeta<G: Game>(game: &G, s: &G::State, limit: u64) -> Result<(f64, u64), Exceeded> {
    fn go<G: Game>(
        g: &G,
        s: &G::State,
        mut alpha: f64,
        mut beta: f64,
        b: &mut Budget,
    ) -> Result<f64, Exceeded> {
        b.spend()?;
        match g.turn(s) {
            Turn::Over(v) => Ok(v),
            Turn::Chance => {
                let mut sum = 0.0;
                for m in g.moves(s) {
                    let v = go(g, &g.play(s, m), f64::NEG_INFINITY, f64::INFINITY, b)?;
                    sum += prob(g, s, m) * v;
                }
                Ok(sum)
            }
            Turn::Max => {
                let mut best = f64::NEG_INFINITY;
                for m in g.moves(s) {
                    best = best.max(go(g, &g.play(s, m), alpha, beta, b)?);
                    alpha = alpha.max(best);
                    if alpha >= beta {
                        break;
                    }
                }
                Ok(best)
            }
            Turn::Min => {
                let mut best = f64::INFINITY;
                for m in g.moves(s) {
                    best = best.min(go(g, &g.play(s, m), alpha, beta, b)?);
                    beta = beta.min(best);
                    if alpha >= beta {
                        break;
                    }
                }
                Ok(best)
            }
        }
    }
    let mut budget = Budget { limit, used: 0 };
    let v = go(game, s, f64::NEG_INFINITY, f64::INFINITY, &mut budget)?;
    Ok((v, budget.used))
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Flag {
    Exact,
    Lower,
    Upper,
}

/// Most positions an exact solver's table holds unless told otherwise: a connect-N position
/// and its entry take about 40 bytes, twice that while the table grows, so a full table
/// stays inside 2 GiB (`solve connect3 --board 9x6` stops at 1.6 GB).
pub const DEFAULT_POSITIONS: u64 = 20_000_000;

/// An exact solver's table would hold more positions than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::tr!("err-solver-table-full", positions = crate::num::thousands(*.0)))]
pub struct TableFull(pub u64);

/// An exact solver: alpha-beta with a transposition table keyed by each position's
/// canonical form (symmetric positions and transpositions are searched once). Keep one
/// solver for a game to reuse what it learned across calls. The table holds at most a set
/// number of positions: a game too big for it stops the search with [`TableFull`] rather
/// than growing the table until memory runs out.
pub struct Solver<G: Game> {
    table: HashMap<G::State, (f64, Flag)>,
    /// Most positions the table may hold.
    capacity: u64,
    /// Nodes entered so far, over all calls.
    pub nodes: u64,
}

impl<G: Game> Default for Solver<G> {
    fn default() -> Self {
        Self::with_capacity(DEFAULT_POSITIONS)
    }
}

impl<G: Game> Solver<G> {
    /// A solver with an empty table of at most [`DEFAULT_POSITIONS`] positions.
    pub fn new() -> Self {
        Self::default()
    }

    /// A solver with an empty table of at most `positions` positions.
    pub fn with_capacity(positions: u64) -> Self {
        Solver {
            table: HashMap::new(),
            capacity: positions,
            nodes: 0,
        }
    }

    /// Positions in the table.
    pub fn positions(&self) -> usize {
        self.table.len()
    }

    /// The exact value of `s` with best play.
    pub fn value(&mut self, game: &G, s: &G::State) -> Result<f64, TableFull> {
        self.search(game, s, f64::NEG_INFINITY, f64::INFINITY)
    }

    /// Each legal move in `s` with its exact value, in the game's move order.
    pub fn move_values(
        &mut self,
        game: &G,
        s: &G::State,
    ) -> Result<Vec<(G::Move, f64)>, TableFull> {
        game.moves(s)
            .into_iter()
            .map(|m| Ok((m, self.value(game, &game.play(s, m))?)))
            .collect()
    }

    fn search(
        &mut self,
        g: &G,
        s: &G::State,
        mut alpha: f64,
        mut beta: f64,
    ) -> Result<f64, TableFull> {
        self.nodes += 1;
        let turn = g.turn(s);
        match turn {
            Turn::Over(v) => return Ok(v),
            Turn::Chance => {
                let mut sum = 0.0;
                for m in g.moves(s) {
                    sum += prob(g, s, m) * self.value(g, &g.play(s, m))?;
                }
                return Ok(sum);
            }
            _ => {}
        }
        let key = g.canonical(s);
        if let Some(&(v, flag)) = self.table.get(&key) {
            match flag {
                Flag::Exact => return Ok(v),
                Flag::Lower => alpha = alpha.max(v),
                Flag::Upper => beta = beta.min(v),
            }
            if alpha >= beta {
                return Ok(v);
            }
        } else if self.table.len() as u64 >= self.capacity {
            return Err(TableFull(self.capacity));
        }
        let (a0, b0) = (alpha, beta);
        let max = turn == Turn::Max;
        let mut best = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for m in g.moves(s) {
            let v = self.search(g, &g.play(s, m), alpha, beta)?;
            if max {
                best = best.max(v);
                alpha = alpha.max(best);
            } else {
                best = best.min(v);
                beta = beta.min(best);
            }
            if alpha >= beta {
                break;
            }
        }
        // Fail-soft: a value at or beyond an end of the window searched is only a bound.
        let flag = if best <= a0 {
            Flag::Upper
        } else if best >= b0 {
            Flag::Lower
        } else {
            Flag::Exact
        };
        self.table.insert(key, (best, flag));
        Ok(best)
    }
}

/// A depth-limited search's answer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The value (MAX's point of view).
    pub value: f64,
    /// True when no position was scored by the heuristic: the value is the game's.
    pub exact: bool,
}

/// Alpha-beta to `depth` plies (chance steps do not count), positions at the depth limit
/// scored by the game's heuristic: what the player uses where solving is too slow.
pub fn depth_limited<G: Game>(game: &G, s: &G::State, depth: u32) -> Estimate {
    fn go<G: Game>(
        g: &G,
        s: &G::State,
        depth: u32,
        mut alpha: f64,
        mut beta: f64,
        horizon: &mut bool,
    ) -> f64 {
        let turn = g.turn(s);
        match turn {
            Turn::Over(v) => return v,
            Turn::Chance => {
                return g
                    .moves(s)
                    .into_iter()
                    .map(|m| {
                        let v = go(
                            g,
                            &g.play(s, m),
                            depth,
                            f64::NEG_INFINITY,
                            f64::INFINITY,
                            horizon,
                        );
                        prob(g, s, m) * v
                    })
                    .sum();
            }
            _ if depth == 0 => {
                *horizon = true;
                return g.heuristic(s);
            }
            _ => {}
        }
        let max = turn == Turn::Max;
        let mut best = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for m in g.moves(s) {
            let v = go(g, &g.play(s, m), depth - 1, alpha, beta, horizon);
            if max {
                best = best.max(v);
                alpha = alpha.max(best);
            } else {
                best = best.min(v);
                beta = beta.min(best);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
    let mut horizon = false;
    let value = go(
        game,
        s,
        depth,
        f64::NEG_INFINITY,
        f64::INFINITY,
        &mut horizon,
    );
    let decided = value.abs() >= game.win_score() - game.max_plies() as f64 - 1.0;
    Estimate {
        value,
        exact: !horizon || (decided && !game.has_chance()),
    }
}

/// Every position reachable from `s` (decision and finished positions; chance states are
/// steps between them), each once, in breadth-first order.
pub fn reachable<G: Game>(game: &G, s: &G::State) -> Vec<G::State> {
    let mut seen: std::collections::HashSet<G::State> = std::collections::HashSet::new();
    let mut order = Vec::new();
    let mut queue = std::collections::VecDeque::from([s.clone()]);
    seen.insert(s.clone());
    while let Some(cur) = queue.pop_front() {
        if game.turn(&cur) != Turn::Chance {
            order.push(cur.clone());
        }
        for m in game.moves(&cur) {
            let next = game.play(&cur, m);
            if seen.insert(next.clone()) {
                queue.push_back(next);
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect::Connect;
    use crate::games::dice::Dice;
    use crate::games::ttt::{Board, TicTacToe};

    #[test]
    fn a_won_position_and_a_forced_win() {
        let g = TicTacToe;
        // X to move with two in a row on top: X wins at once on square 3 (5 pieces).
        let b = Board::parse("XX.OO....").unwrap();
        let mut solver = Solver::new();
        assert_eq!(solver.value(&g, &b), Ok(95.0));
        let (v, census) = minimax(&g, &b, u64::MAX).unwrap();
        assert_eq!(v, 95.0);
        assert_eq!(alphabeta(&g, &b, u64::MAX).unwrap().0, 95.0);
        assert!(census.games > 0 && census.nodes > census.games);
        assert_eq!(minimax(&g, &b, 10), Err(Exceeded(10)));
        assert_eq!(depth_limited(&g, &b, 1).value, 95.0);
        assert!(depth_limited(&g, &b, 1).exact);
    }

    #[test]
    fn a_game_too_big_for_the_solvers_table_stops_with_table_full() {
        // The general solver's table grew without bound: connect-3 on a 9×6 board ran out
        // of memory after about 50 s.
        let g = Connect::new(9, 6, 3).unwrap();
        let s = g.start();
        let mut solver = Solver::with_capacity(1000);
        assert_eq!(solver.value(&g, &s), Err(TableFull(1000)));
        assert!(solver.positions() <= 1000);
        // With room enough, the same solver answers.
        let small = Connect::new(3, 3, 3).unwrap();
        assert!(
            Solver::with_capacity(1_000_000)
                .value(&small, &small.start())
                .is_ok()
        );
    }

    #[test]
    fn solvers_agree_on_small_connect_and_dice_games() {
        let c = Connect::new(3, 3, 3).unwrap();
        let s = c.start();
        let exact = Solver::new().value(&c, &s).unwrap();
        assert_eq!(minimax(&c, &s, u64::MAX).unwrap().0, exact);
        assert_eq!(alphabeta(&c, &s, u64::MAX).unwrap().0, exact);
        let d = Dice::new(5).unwrap();
        let r = d.start();
        let exact = Solver::new().value(&d, &r).unwrap();
        let (mm, _) = minimax(&d, &r, u64::MAX).unwrap();
        let (ab, _) = alphabeta(&d, &r, u64::MAX).unwrap();
        assert!((mm - exact).abs() < 1e-9 && (ab - exact).abs() < 1e-9);
        assert!(!depth_limited(&d, &r, 2).exact);
    }
}
