//! A person plays the engine: `gametree play`. Moves are read line by line (a terminal or
//! a pipe alike), the board is redrawn after every move, illegal input is refused with the
//! reason, and the engine says what its move is worth. End of input ends the game cleanly.

use std::io::{self, BufRead, Write};

use super::game::{Game, Turn, explain};
use super::solve::{Solver, depth_limited};

/// How far ahead perfect play looks instead when the game is too big for its table.
pub const FALLBACK_DEPTH: u32 = 8;

/// How the engine chooses its moves.
pub enum Engine<G: Game> {
    /// Perfect play: every move valued exactly (transposition-table solver).
    Perfect(Solver<G>),
    /// Alpha-beta this many plies ahead, the heuristic beyond.
    Depth(u32),
}

/// The engine's choice and what it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<M> {
    /// The move.
    pub mv: M,
    /// Its value (MAX's point of view).
    pub value: f64,
    /// Whether the value is the game's, not an estimate.
    pub exact: bool,
    /// How the move was found, when that is worth saying (a time limit reached, …).
    pub note: Option<String>,
}

/// Something that chooses moves for the engine's side.
pub trait Chooser<G: Game> {
    /// The move in `s` for the side to move, or `None` when the game is over.
    fn choose(&mut self, game: &G, s: &G::State) -> Option<Choice<G::Move>>;

    /// How it chooses, in words, for the game's opening lines.
    fn describe(&self) -> String;
}

impl<G: Game> Chooser<G> for Engine<G> {
    /// The best move in `s` for the side to move (the first in the game's move order among
    /// equals), or `None` when the game is over.
    fn choose(&mut self, game: &G, s: &G::State) -> Option<Choice<G::Move>> {
        let max = match game.turn(s) {
            Turn::Max => true,
            Turn::Min => false,
            _ => return None,
        };
        let depth_limited_values = |d: u32| -> Vec<(G::Move, f64, bool)> {
            game.moves(s)
                .into_iter()
                .map(|m| {
                    let e = depth_limited(game, &game.play(s, m), d.saturating_sub(1));
                    (m, e.value, e.exact)
                })
                .collect()
        };
        let mut note = None;
        let valued: Vec<(G::Move, f64, bool)> = match self {
            Engine::Perfect(solver) => match solver.move_values(game, s) {
                Ok(values) => values.into_iter().map(|(m, v)| (m, v, true)).collect(),
                // A game too big for the exact solver's table: the move comes from a
                // depth-limited search instead, and the player is told.
                Err(full) => {
                    note = Some(crate::i18n::tr!(
                        "play-table-full",
                        reason = full.to_string(),
                        depth = FALLBACK_DEPTH
                    ));
                    depth_limited_values(FALLBACK_DEPTH)
                }
            },
            Engine::Depth(d) => depth_limited_values(*d),
        };
        let mut best: Option<(G::Move, f64, bool)> = None;
        for (m, v, exact) in valued {
            let better = match best {
                None => true,
                Some((_, b, _)) => (max && v > b) || (!max && v < b),
            };
            if better {
                best = Some((m, v, exact));
            }
        }
        best.map(|(mv, value, exact)| Choice {
            mv,
            value,
            exact,
            note,
        })
    }

    fn describe(&self) -> String {
        match self {
            Engine::Perfect(_) => crate::i18n::tr!("play-engine-perfect"),
            Engine::Depth(d) => crate::i18n::tr!("play-engine-depth", depth = *d),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ending {
    /// Finished with this value (MAX's point of view).
    Over(f64),
    /// The person typed `quit`.
    Quit,
    /// Input ran out before the game finished.
    EndOfInput,
}

/// Plays one game from `start`; the person is MAX when `human_first`. `echo` repeats each
/// line read (for piped input, so the transcript reads like a session).
pub fn play<G: Game>(
    game: &G,
    start: G::State,
    human_first: bool,
    mut engine: impl Chooser<G>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
) -> io::Result<Ending> {
    let [first, second] = game.players();
    let (me, you) = if human_first {
        (second, first)
    } else {
        (first, second)
    };
    let width = crate::render::Style::for_stdout().width;
    let intro = crate::i18n::tr!(
        "play-intro",
        game = game.title(),
        you = you,
        me = me,
        first = first,
        engine = engine.describe()
    );
    writeln!(
        out,
        "{}\n",
        crate::render::wrap::wrap(&intro, width, "", "")
    )?;
    let mut s = start;
    write!(out, "{}", game.draw(&s))?;
    loop {
        let turn = game.turn(&s);
        let human = match turn {
            Turn::Over(v) => {
                let verdict = if v == 0.0 {
                    crate::i18n::tr!("play-draw")
                } else {
                    let winner = if v > 0.0 { first } else { second };
                    if winner == you {
                        crate::i18n::tr!("play-you-win", winner = winner)
                    } else {
                        crate::i18n::tr!("play-i-win", winner = winner)
                    }
                };
                writeln!(out, "\n{verdict}")?;
                return Ok(Ending::Over(v));
            }
            Turn::Max => human_first,
            Turn::Min => !human_first,
            Turn::Chance => {
                writeln!(out, "\n{}", crate::i18n::tr!("play-dice"))?;
                return Ok(Ending::Quit);
            }
        };
        if human {
            write!(out, "\n{} ", crate::i18n::tr!("play-your-move", you = you))?;
            out.flush()?;
            let Some(line) = crate::text::read_line_bounded(input)? else {
                writeln!(out, "\n{}", crate::i18n::tr!("play-end-of-input"))?;
                return Ok(Ending::EndOfInput);
            };
            let text = line.trim();
            if echo {
                writeln!(out, "{}", crate::text::visible(&crate::text::clipped(text)))?;
            }
            if matches!(text, "quit" | "q" | "exit") {
                writeln!(out, "{}", crate::i18n::tr!("play-quit"))?;
                return Ok(Ending::Quit);
            }
            if text.is_empty() {
                continue;
            }
            match game.parse_move(&s, text) {
                Ok(m) => {
                    s = game.play(&s, m);
                    writeln!(out)?;
                }
                Err(why) => {
                    writeln!(out, "{}", crate::i18n::tr!("try-again", why = why))?;
                    continue;
                }
            }
        } else {
            let Some(c) = engine.choose(game, &s) else {
                continue;
            };
            let said = crate::i18n::tr!(
                "play-i-play",
                mv = game.move_words(&s, c.mv),
                value = crate::num::fmt_value(c.value),
                why = explain(game, c.value, c.exact)
            );
            writeln!(
                out,
                "\n{}",
                crate::render::wrap::wrap(&said, width, "", "  ")
            )?;
            if let Some(note) = &c.note {
                let note = format!("({note})");
                writeln!(
                    out,
                    "{}",
                    crate::render::wrap::wrap(&note, width, "  ", "   ")
                )?;
            }
            s = game.play(&s, c.mv);
        }
        write!(out, "{}", game.draw(&s))?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect::Connect;

    #[test]
    fn perfect_play_on_a_game_too_big_for_its_table_moves_from_a_shallower_search() {
        // `play connect3 --board 9x6` grew the exact solver's table until memory ran out.
        let g = Connect::new(9, 6, 3).unwrap();
        let mut engine = Engine::Perfect(Solver::with_capacity(1000));
        let choice = engine.choose(&g, &g.start()).expect("a move");
        let note = choice.note.expect("the player is told");
        assert!(
            note.contains("1,000") && note.contains(&FALLBACK_DEPTH.to_string()),
            "{note}"
        );
        // A game the table holds is played perfectly, with nothing to say.
        let small = Connect::new(3, 3, 3).unwrap();
        let mut engine = Engine::Perfect(Solver::new());
        let choice = engine.choose(&small, &small.start()).expect("a move");
        assert!(choice.exact && choice.note.is_none());
    }
}
