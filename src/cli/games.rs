//! What `gametree game`, `solve` and `play` share: the games by name, a position to start
//! from, and reading a board. Each command is in a file of its own (`game.rs`, `solve.rs`,
//! `play.rs`, and `quiz.rs` for the quiz on random trees); the work is in `crate::games`
//! and `crate::exercise`.

use clap::{Args, ValueEnum};

use super::Failure;
use super::number_args::whole_from;
use crate::error::{ErrorKind, InputError};
use crate::games::connect::Connect;
use crate::games::game::Game;
use crate::i18n::tr;

/// The games.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Tic-tac-toe (squares 1–9 row by row).
    Ttt,
    /// Connect-3 on 4 columns × 4 rows (or --board).
    Connect3,
    /// Connect-4 on 5 columns × 4 rows (or --board).
    Connect4,
    /// A dice race to a target: walk 2, or roll one die (chance nodes).
    Dice,
}

/// The games a person can play against the engine.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayName {
    /// Tic-tac-toe.
    Ttt,
    /// Connect-3 on 4 × 4.
    Connect3,
    /// Connect-4 on 5 × 4.
    Connect4,
}

/// Leaf scores at the depth limit.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalArg {
    /// The game's heuristic: 3·X2 + X1 − (3·O2 + O1) for lines (the race lead for dice).
    Lines,
    /// 0: only finished games score.
    Win,
}

/// Which game, on which board: shared by `game` and `solve`.
#[derive(Args, Debug, Clone)]
pub struct GameChoice {
    /// The game.
    #[arg(value_enum)]
    pub game: GameName,

    /// Start from this position instead of the beginning. Tic-tac-toe: nine squares row
    /// by row ('XX.O.....'); connect: the columns played so far ('3 3 2'); dice: the two
    /// squares and who moves ('3,5' or '3,5,B').
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,

    /// Connect games: the board as COLSxROWS (e.g. 5x4; at most 9 columns, and
    /// columns × (rows + 1) ≤ 64).
    #[arg(long, value_name = "COLSxROWS")]
    pub board: Option<String>,

    /// Dice race: the target square (2–30).
    #[arg(
        long,
        default_value_t = 10,
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub target: u32,
}

pub(super) fn bad(flag: &str, message: impl Into<crate::message::Message>) -> Failure {
    InputError::new(ErrorKind::Search, message)
        .for_flag(flag)
        .into()
}

/// Parses `COLSxROWS`.
pub(super) fn board(text: &str) -> Result<(u32, u32), Failure> {
    let parsed = text
        .split_once(['x', 'X', '×'])
        .and_then(|(c, r)| Some((c.trim().parse().ok()?, r.trim().parse().ok()?)));
    parsed.ok_or_else(|| bad("--board", tr!("games-board", text = format!("{text:?}"))))
}

pub(super) fn connect(n: u32, preset: Connect, choice: &GameChoice) -> Result<Connect, Failure> {
    connect_on(n, preset, choice.board.as_deref())
}

pub(super) fn connect_on(
    n: u32,
    preset: Connect,
    board_text: Option<&str>,
) -> Result<Connect, Failure> {
    match board_text {
        None => Ok(preset),
        Some(text) => {
            let (c, r) = board(text)?;
            Connect::new(c, r, n).map_err(|e| bad("--board", e))
        }
    }
}

/// Runs `$body` with `$g` bound to the chosen game (each game is its own type).
macro_rules! with_game {
    ($choice:expr, $g:ident => $body:expr) => {{
        let choice: &$crate::cli::games::GameChoice = $choice;
        if choice.board.is_some()
            && !matches!(
                choice.game,
                $crate::cli::games::GameName::Connect3 | $crate::cli::games::GameName::Connect4
            )
        {
            return Err($crate::cli::games::bad(
                "--board",
                $crate::i18n::tr!("err-board-not-connect"),
            ));
        }
        match choice.game {
            $crate::cli::games::GameName::Ttt => {
                let $g = $crate::games::ttt::TicTacToe;
                $body
            }
            $crate::cli::games::GameName::Connect3 => {
                let $g = $crate::cli::games::connect(
                    3,
                    $crate::games::connect::Connect::connect3(),
                    choice,
                )?;
                $body
            }
            $crate::cli::games::GameName::Connect4 => {
                let $g = $crate::cli::games::connect(
                    4,
                    $crate::games::connect::Connect::connect4(),
                    choice,
                )?;
                $body
            }
            $crate::cli::games::GameName::Dice => {
                let $g = $crate::games::dice::Dice::new(choice.target)
                    .map_err(|e| $crate::cli::games::bad("--target", e))?;
                $body
            }
        }
    }};
}
pub(super) use with_game;

pub(super) fn position<G: Game>(game: &G, choice: &GameChoice) -> Result<G::State, Failure> {
    position_of(game, choice.position.as_deref())
}

pub(super) fn position_of<G: Game>(game: &G, text: Option<&str>) -> Result<G::State, Failure> {
    match text {
        None => Ok(game.start()),
        Some(text) => game.parse_position(text).map_err(|e| {
            InputError::new(ErrorKind::Search, tr!("games-bad-position", error = e))
                .for_flag("--position")
                .help(tr!("help-games-position", help = game.position_help()))
                .into()
        }),
    }
}

pub(super) fn from_where<G: Game>(game: &G, choice: &GameChoice) -> String {
    match &choice.position {
        Some(p) => tr!("games-from", position = p.as_str()),
        None => tr!("games-from", position = game.start_name()),
    }
}

pub(super) fn command_line(choice: &GameChoice, rest: &str) -> String {
    let mut s = format!(
        "gametree {} {}",
        rest,
        GameName::to_possible_value(&choice.game)
            .map_or_else(String::new, |v| v.get_name().to_string())
    );
    if let Some(p) = &choice.position {
        s.push_str(&format!(" --position '{p}'"));
    }
    if let Some(b) = &choice.board {
        s.push_str(&format!(" --board {b}"));
    }
    if choice.game == GameName::Dice {
        s.push_str(&format!(" --target {}", choice.target));
    }
    s
}
