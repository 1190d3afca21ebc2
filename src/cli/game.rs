//! `gametree game`: a game's tree from a position, written as a tree file.

use super::games::{EvalArg, GameChoice, bad, command_line, from_where, position, with_game};
use super::number_args::whole_from;
use super::{EXIT_OK, Failure, write_output};
use crate::error::{ErrorKind, InputError};
use crate::games::export::{self, Eval, Spec};
use crate::games::game::Game;
use crate::i18n::tr;
use crate::tree::yaml::{Header, write_dag};
use clap::Args;

/// `gametree game`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree game ttt --depth 2                        # the tutorials' depth-2 tree, line heuristic
  gametree game ttt --position 'XX.O.....' | gametree eval -
  gametree game ttt --symmetry -o ttt.yaml           # the whole game: 765 positions, as a DAG
  gametree game ttt --depth 2 | gametree show -
  gametree game connect3 --depth 4 --eval win
  gametree game dice --target 6 --depth 2 | gametree eval - --algo star2

Node ids name the moves that lead to them (X5-O1-X9: squares 1-9 row by row; connect: columns).
Finished games score ±(W − plies) with W = 100 (a draw 0), beyond any heuristic value.
With --symmetry, positions equal under the board's symmetries (and transpositions) are merged
at each level and written once with a YAML anchor (&X1), then as aliases (*X1); the file still
reads as the whole tree.")]
pub struct GameArgs {
    #[command(flatten)]
    pub choice: GameChoice,

    /// Plies below the root (chance steps do not count); default: to the end of the game.
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub depth: Option<u32>,

    /// How leaves at the depth limit are scored.
    #[arg(long, value_enum, default_value = "lines")]
    pub eval: EvalArg,

    /// Merge positions equal under the board's symmetries at each level (a DAG written with
    /// YAML anchors and aliases). Not for the dice race.
    #[arg(long)]
    pub symmetry: bool,

    /// Refuse trees with more distinct nodes than this.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 5_000_000,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub max_nodes: usize,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

pub(super) fn game(a: GameArgs) -> Result<u8, Failure> {
    with_game!(&a.choice, g => export_game(&g, &a))
}

fn export_game<G: Game>(game: &G, a: &GameArgs) -> Result<u8, Failure> {
    if a.symmetry && game.has_chance() {
        return Err(bad("--symmetry", tr!("games-symmetry-dice")));
    }
    let start = position(game, &a.choice)?;
    let spec = Spec {
        depth: a.depth,
        eval: match a.eval {
            EvalArg::Lines => Eval::Lines,
            EvalArg::Win => Eval::Win,
        },
        symmetry: a.symmetry,
        max_nodes: a.max_nodes,
    };
    let exported = export::export(game, &start, spec).map_err(|e| {
        Failure::from(
            InputError::new(
                ErrorKind::Search,
                tr!("games-not-written", error = e.to_string()),
            )
            .in_file("gametree game")
            // With --symmetry given, suggesting it again would send the user in a circle.
            .help(if a.symmetry {
                tr!("help-games-not-written-symmetric")
            } else {
                tr!("help-games-not-written")
            }),
        )
    })?;
    let mut source = command_line(&a.choice, "game");
    if let Some(d) = a.depth {
        source.push_str(&format!(
            " --depth {d} --eval {}",
            match a.eval {
                EvalArg::Lines => "lines",
                EvalArg::Win => "win",
            }
        ));
    }
    if a.symmetry {
        source.push_str(" --symmetry");
    }
    let mut comments = game.legend();
    if a.symmetry {
        comments.extend(
            tr!(
                "game-symmetry-legend",
                distinct = exported.dag.len().to_string(),
                nodes = exported.unfolded.to_string()
            )
            .lines()
            .map(str::to_string),
        );
    }
    let depth = a.depth.map_or(String::new(), |d| format!(", depth {d}"));
    // The file is a tree for any reader and program: its name is written in English, as
    // every tree file's keys are.
    let name = crate::i18n::with(crate::i18n::Lang::ENGLISH, || {
        format!("{} {}{depth}", game.title(), from_where(game, &a.choice))
    });
    let header = Header {
        name: Some(name),
        source: Some(source),
        bounds: Some((-game.win_score(), game.win_score())),
        comments,
    };
    write_output(
        a.output.as_deref(),
        write_dag(&exported.dag, exported.root, &header).as_bytes(),
    )?;
    Ok(EXIT_OK)
}
