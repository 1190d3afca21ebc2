//! `gametree play`: a person plays a game against the engine.

use super::connect4::{self as c4};
use super::games::{PlayName, bad, connect_on, position_of};
use super::number_args::{number, whole_from};
use super::{EXIT_OK, Failure};
use crate::error::{ErrorKind, InputError};
use crate::games::connect::Connect;
use crate::games::game::Game;
use crate::games::play as player;
use crate::games::play::{Chooser, Ending, Engine};
use crate::games::solve::Solver;
use crate::games::ttt::TicTacToe;
use crate::i18n::tr;
use clap::{Args, ValueEnum};
use std::io::{BufRead, IsTerminal, Write};

/// Who moves first in `play`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starter {
    /// You (you play X).
    Human,
    /// The engine (you play O).
    Engine,
}

/// `gametree play`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree play ttt
  gametree play connect4 --board 7x6 --position 44444432
  gametree play connect4 --board 7x6 --first engine --think 2
  gametree play connect4 --first engine --depth 6
  printf '5\\n1\\n9\\n' | gametree play ttt       # scripted: one move per line

Type a square (tic-tac-toe, 1-9) or a column (connect, 1-N) and Enter; `quit` stops. The
engine plays perfectly in tic-tac-toe and connect-3. In connect-4 it uses the connect-4
solver: perfect play once 12 moves are made (typically within a second on 7×6); before that
it solves if it can in half of --think, and otherwise plays the best move found by deepening
searches within --think, and says the move is not proven. --depth N uses a plain search N plies
ahead instead. Values are from X's point of view: ±(W − plies) is a win for X or O on that
move (W = 100 on small boards, 1000 on 7×6), 0 a draw. End of input ends the game cleanly.")]
pub struct PlayArgs {
    /// The game.
    #[arg(value_enum)]
    pub game: PlayName,

    /// Who moves first: you (X) or the engine (X).
    #[arg(long, value_enum, default_value = "human")]
    pub first: Starter,

    /// Engine look-ahead in plies (default: perfect play for ttt and connect3, the
    /// connect-4 solver for connect4).
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub depth: Option<u32>,

    /// Start from this position (as for `solve`): the side to move is whoever's turn it is.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,

    /// Connect games: the board as COLSxROWS (e.g. 7x6).
    #[arg(long, value_name = "COLSxROWS")]
    pub board: Option<String>,

    /// Connect-4: seconds the engine may think on a position it cannot be sure to solve
    /// (fewer than 12 moves made).
    #[arg(
        long,
        value_name = "S",
        default_value_t = 5.0,
        value_parser = number,
        allow_negative_numbers = true
    )]
    pub think: f64,

    /// Connect-4: the transposition table's size in MiB (1–4096).
    #[arg(
        long,
        value_name = "MB",
        default_value_t = 64,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub table_mb: usize,
}

pub(super) fn play(a: PlayArgs) -> Result<u8, Failure> {
    let human_first = a.first == Starter::Human;
    if a.board.is_some() && a.game == PlayName::Ttt {
        return Err(bad("--board", tr!("err-board-not-connect")));
    }
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let mut io = (&mut input as &mut dyn BufRead, &mut out as &mut dyn Write);
    let position = a.position.as_deref();
    let ending = match a.game {
        PlayName::Ttt => {
            let g = TicTacToe;
            let start = position_of(&g, position)?;
            run_play(&g, start, human_first, generic(a.depth), &mut io, echo)
        }
        PlayName::Connect3 => {
            let g = connect_on(3, Connect::connect3(), a.board.as_deref())?;
            let start = position_of(&g, position)?;
            run_play(&g, start, human_first, generic(a.depth), &mut io, echo)
        }
        PlayName::Connect4 => {
            let g = connect_on(4, Connect::connect4(), a.board.as_deref())?;
            let start = position_of(&g, position)?;
            match a.depth {
                Some(d) => run_play(
                    &g,
                    start,
                    human_first,
                    Engine::Depth(d.max(1)),
                    &mut io,
                    echo,
                ),
                None => {
                    let engine = c4::PlayEngine::new(&g, a.table_mb, a.think)?;
                    run_play(&g, start, human_first, engine, &mut io, echo)
                }
            }
        }
    };
    match ending {
        Ok(_) => Ok(EXIT_OK),
        // A closed pipe on output is not worth a message.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(EXIT_OK),
        Err(e) => Err(InputError::new(
            ErrorKind::Io,
            tr!(
                "err-cannot-play",
                error = crate::render::errors::io_reason(&e)
            ),
        )
        .into()),
    }
}

/// The general engine: perfect play, or a look-ahead of `depth` plies.
fn generic<G: Game>(depth: Option<u32>) -> Engine<G> {
    match depth {
        Some(d) => Engine::Depth(d.max(1)),
        None => Engine::Perfect(Solver::new()),
    }
}

fn run_play<G: Game>(
    game: &G,
    start: G::State,
    human_first: bool,
    engine: impl Chooser<G>,
    io: &mut (&mut dyn BufRead, &mut dyn Write),
    echo: bool,
) -> std::io::Result<Ending> {
    player::play(game, start, human_first, engine, io.0, io.1, echo)
}
