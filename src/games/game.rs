//! The game interface every game implements, and what values mean.
//!
//! A game is a set of states with a rule for who acts in each: MAX (the first player, `X`,
//! `A`), MIN, chance (a die), or nobody because the game is over with a value. Values are
//! always from MAX's point of view. A finished game scores `±(W − plies)` where `plies` is
//! the number of moves made so far and `W` ([`Game::win_score`]) is larger than any
//! heuristic value and any game length: a win scores higher the sooner it comes, a loss the
//! later, and a draw 0. Everything else (export to a tree file, solving, playing) is written
//! once over this trait.

use std::fmt::Debug;
use std::hash::Hash;

/// Who acts in a state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Turn {
    /// The maximising player moves.
    Max,
    /// The minimising player moves.
    Min,
    /// Nature moves: the state's moves are outcomes with probabilities.
    Chance,
    /// The game is over, with this value (MAX's point of view).
    Over(f64),
}

/// A two-player zero-sum game with perfect information and, optionally, chance.
pub trait Game {
    /// A position, with whatever the rules need (whose turn, plies made, a pending roll).
    type State: Clone + Eq + Hash + Debug;
    /// A move or a chance outcome.
    type Move: Copy + Eq + Debug;

    /// The game's name for titles: `tic-tac-toe`, `connect-3 on 4×4`.
    fn title(&self) -> String;

    /// The starting position.
    fn start(&self) -> Self::State;

    /// The starting position in words, for titles (`the empty board`).
    fn start_name(&self) -> String {
        crate::i18n::tr!("game-start")
    }

    /// Reads a position as `--position` gives it, or says what is wrong with the text.
    fn parse_position(&self, text: &str) -> Result<Self::State, String>;

    /// What `--position` takes, for help and error messages.
    fn position_help(&self) -> String;

    /// Who acts in `s`, or the value when the game is over.
    fn turn(&self, s: &Self::State) -> Turn;

    /// The legal moves (or chance outcomes) in `s`, in the order trees list them. Empty when
    /// the game is over.
    fn moves(&self, s: &Self::State) -> Vec<Self::Move>;

    /// The state after `m`.
    fn play(&self, s: &Self::State, m: Self::Move) -> Self::State;

    /// The probability of a chance outcome, as a fraction `(numerator, denominator)`.
    fn probability(&self, _s: &Self::State, _m: Self::Move) -> (u32, u32) {
        (1, 1)
    }

    /// The heuristic estimate of a position the search does not look beyond (MAX's point
    /// of view; always smaller in size than any finished game's score).
    fn heuristic(&self, s: &Self::State) -> f64;

    /// A move as a node id part: `X5` (X on square 5), `O3` (O in column 3), `Aroll`, `6`.
    fn move_id(&self, s: &Self::State, m: Self::Move) -> String;

    /// A move as a player types it: `5`, `3`, `roll`.
    fn move_text(&self, s: &Self::State, m: Self::Move) -> String;

    /// A move in words for people, in the reader's language (`roll` is 掷骰子 in Chinese);
    /// the typed form where it is a number or a square. Never in JSON or a file.
    fn move_words(&self, s: &Self::State, m: Self::Move) -> String {
        self.move_text(s, m)
    }

    /// Reads a typed move, or says why it is not legal here.
    fn parse_move(&self, s: &Self::State, text: &str) -> Result<Self::Move, String>;

    /// The position drawn for a terminal, with a key to the move numbers.
    fn draw(&self, s: &Self::State) -> String;

    /// The representative of the position's symmetry class (positions with equal values);
    /// the state itself for games without symmetry.
    fn canonical(&self, s: &Self::State) -> Self::State {
        s.clone()
    }

    /// `W`: a finished game scores `±(W − plies)`.
    fn win_score(&self) -> f64;

    /// The most plies a game can have, counted as [`Game::plies`] counts them: every search
    /// depth is bounded by this (chance steps add at most as many levels again), so the
    /// solvers may recurse.
    fn max_plies(&self) -> u32;

    /// Whether the game has chance states (then values are expected scores).
    fn has_chance(&self) -> bool {
        false
    }

    /// Names of the two players, MAX first (`X`, `O`).
    fn players(&self) -> [&'static str; 2];

    /// Plies made so far in `s` (what the score of a finished game counts).
    fn plies(&self, s: &Self::State) -> u32;

    /// How to read this game's trees: what node ids and scores mean (comment lines for an
    /// exported file).
    fn legend(&self) -> Vec<String>;
}

/// What a value says about a position, in words: `a draw with best play`, `X wins with best
/// play, on move 7`, or (for an estimate) which side it favours.
pub fn explain<G: Game>(game: &G, value: f64, exact: bool) -> String {
    let [max, min] = game.players();
    let w = game.win_score();
    let horizon = w - game.max_plies() as f64 - 1.0;
    let by = |v: f64| (w - v.abs()).round() as i64;
    if game.has_chance() {
        return match (exact, value.partial_cmp(&0.0)) {
            (true, Some(std::cmp::Ordering::Greater)) => {
                crate::i18n::tr!("explain-expected-favour", player = max)
            }
            (true, Some(std::cmp::Ordering::Less)) => {
                crate::i18n::tr!("explain-expected-favour", player = min)
            }
            (true, _) => crate::i18n::tr!("explain-expected-even"),
            (false, _) => {
                crate::i18n::tr!("explain-expected-estimate", lean = lean(value, max, min))
            }
        };
    }
    if value.abs() >= horizon {
        let who = if value > 0.0 { max } else { min };
        return crate::i18n::tr!("explain-wins", player = who, ply = by(value));
    }
    if exact && value == 0.0 {
        return crate::i18n::tr!("explain-draw");
    }
    crate::i18n::tr!("explain-estimate", lean = lean(value, max, min))
}

fn lean(value: f64, max: &str, min: &str) -> String {
    match value.partial_cmp(&0.0) {
        Some(std::cmp::Ordering::Greater) => crate::i18n::tr!("explain-favour", player = max),
        Some(std::cmp::Ordering::Less) => crate::i18n::tr!("explain-favour", player = min),
        _ => crate::i18n::tr!("explain-even"),
    }
}
