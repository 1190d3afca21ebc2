//! `gametree game | solve | play | quiz`: games as sources of trees, solved, played, and a
//! quiz on random trees. Argument definitions and dispatch only; the work is in
//! `crate::games`.

use crate::search::Order;
use std::io::{BufRead, IsTerminal, Write};
use std::time::Instant;

use clap::{Args, ValueEnum};
use serde_json::json;

use super::common_args::{ChanceArg, RandomTreeArgs};
use super::connect4::{self as c4, SolverArgs};
use super::{EXIT_OK, EXIT_WRONG, Failure, emit, write_output};
use crate::error::{ErrorKind, InputError};
use crate::exercise::quiz as quizzer;
use crate::exercise::random::{ChanceMode, RandomSpec};
use crate::games::connect::Connect;
use crate::games::dice::Dice;
use crate::games::export::{self, Eval, Spec};
use crate::games::game::{Game, Turn, explain};
use crate::games::play as player;
use crate::games::play::{Chooser, Ending, Engine};
use crate::games::solve::{Solver, alphabeta, minimax};
use crate::games::ttt::TicTacToe;
use crate::i18n::tr;
use crate::num::{approx_eq, fmt_value, thousands};
use crate::parse::Meta;
use crate::render::json::number;
use crate::render::practice;
use crate::render::{Style, wrap};
use crate::search::{Algorithm, Config};
use crate::tree::Kind;
use crate::tree::yaml::{Header, write_dag};

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
    #[arg(long, default_value_t = 10)]
    pub target: u32,
}

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
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,

    /// How leaves at the depth limit are scored.
    #[arg(long, value_enum, default_value = "lines")]
    pub eval: EvalArg,

    /// Merge positions equal under the board's symmetries at each level (a DAG written with
    /// YAML anchors and aliases). Not for the dice race.
    #[arg(long)]
    pub symmetry: bool,

    /// Refuse trees with more distinct nodes than this.
    #[arg(long, value_name = "N", default_value_t = 5_000_000)]
    pub max_nodes: usize,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

/// `gametree solve`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree solve ttt                        # value 0; 549,946 nodes, 255,168 games
  gametree solve ttt --position 'XX.O.....'
  gametree solve connect3
  gametree solve dice --target 8 --json
  gametree solve connect4 --board 7x6 --position 4453
  gametree solve connect4 --board 7x6 --positions positions.txt --json
  gametree solve connect4 --board 7x6 --position 263443174427244671517662 --explain
  gametree solve connect4 --board 7x6 --position 263443174427244671517662 --no-table

The value comes from an exact solver (alpha-beta with a transposition table over positions
up to symmetry). Plain minimax and plain alpha-beta run too, for their node counts, with the
conventions of `gametree eval` (fail-soft, cut on α ≥ β, moves in the game's order, full
window below chance nodes); each stops past --max-nodes.

connect4 has its own solver (bitboards, a fixed-size table with exact/lower/upper entries,
threat ordering, null-window search on the score, forced and losing moves detected,
symmetry), each technique a switch. Its score is the side to move's: 0 a draw, s > 0 a win
whose winning stone is the winner's (half the cells + 1 − s)th, −s a loss as quick.")]
pub struct SolveArgs {
    #[command(flatten)]
    pub choice: GameChoice,

    /// Stop plain minimax and plain alpha-beta past this many nodes (default 20,000,000), and
    /// each --explain step; the connect-4 solver stops only when this is given.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,

    #[command(flatten)]
    pub c4: SolverArgs,

    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

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
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,

    /// Start from this position (as for `solve`): the side to move is whoever's turn it is.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,

    /// Connect games: the board as COLSxROWS (e.g. 7x6).
    #[arg(long, value_name = "COLSxROWS")]
    pub board: Option<String>,

    /// Connect-4: seconds the engine may think on a position it cannot be sure to solve
    /// (fewer than 12 moves made).
    #[arg(long, value_name = "S", default_value_t = 5.0)]
    pub think: f64,

    /// Connect-4: the transposition table's size in MiB (1–4096).
    #[arg(long, value_name = "MB", default_value_t = 64)]
    pub table_mb: usize,
}

/// The command line that makes the same quiz again.
fn quiz_command(a: &QuizArgs, seed: u64, chance: Option<ChanceArg>) -> String {
    let mut cmd = format!("gametree quiz {}", a.shape.flags());
    let mut add = |on: bool, flag: &str| {
        if on {
            cmd.push(' ');
            cmd.push_str(flag);
        }
    };
    add(a.html, "--html");
    add(a.html && a.count != 1, &format!("--count {}", a.count));
    add(
        a.algo != Algorithm::AlphaBeta,
        &format!("--algo {}", quiz_algo_name(a.algo)),
    );
    add(chance == Some(ChanceArg::Weighted), "--chance weighted");
    add(a.min_root, "--min-root");
    add(a.cutoffs > 0, &format!("--cutoffs {}", a.cutoffs));
    add(a.deep, "--deep");
    add(a.strict, "--strict");
    add(a.fail_hard, "--fail-hard");
    add(a.root_reset, "--root-reset");
    add(a.no_deep_cutoffs, "--no-deep-cutoffs");
    add(
        a.order != Order::Given,
        &format!("--order {}", a.order.name()),
    );
    format!("{cmd} --seed {seed}")
}

/// The name the quiz's own command line gives an algorithm (`expectimax`, as the quiz has
/// always called it, for expectiminimax).
fn quiz_algo_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Expectiminimax => "expectimax",
        a => a.name(),
    }
}

/// The algorithms the quiz asks about: the value, and for the pruning ones the pruned
/// leaves. (The others' answers need more than a value and a set of leaves.)
const QUIZ_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::AlphaBeta,
    Algorithm::Minimax,
    Algorithm::Star1,
    Algorithm::Star2,
    Algorithm::Expectiminimax,
];

/// The practice page of a quiz: every tree lettered A, B, … as textbooks do.
fn quiz_page(
    output: Option<&str>,
    command: &str,
    trees: Vec<(crate::tree::Tree, u64)>,
    config: &Config,
) -> Result<u8, Failure> {
    let meta = Meta::default();
    let lettered: Vec<(crate::tree::Tree, u64)> = trees
        .into_iter()
        .map(|(mut tree, seed)| {
            crate::exercise::exam::letter_inner_nodes(&mut tree);
            (tree, seed)
        })
        .collect();
    let exercises: Vec<practice::Exercise> = lettered
        .iter()
        .map(|(tree, seed)| practice::Exercise {
            tree,
            meta: &meta,
            config,
            seed: Some(*seed),
        })
        .collect();
    let page =
        practice::render(practice::Title::Quiz(command), &exercises).map_err(Failure::from)?;
    write_output(output, page.as_bytes())?;
    Ok(EXIT_OK)
}

/// `gametree quiz`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree quiz
  gametree quiz --depth 4 --branching 2 --seed 7
  printf '3\\n5 6\\n' | gametree quiz --seed 7       # scripted answers
  gametree quiz --strict --order reversed          # the conventions change the pruned leaves
  gametree quiz --html --count 5 --seed 3 -o set.html
  gametree quiz --html --count 8 --depth 4 --branching 2..3 --cutoffs 2 --deep -o hard.html
  gametree quiz --html --count 4 --algo star1 --chance weighted --depth 3 -o star1.html

Answer with the root's value, then the leaves alpha-beta never evaluates as leaf numbers
(`5 6` or `5,6`; `none`). The verdicts are those of `gametree check`, each wrong item explained.
Exit codes: 0 all right, 1 something wrong, 2 bad input; end of input ends the quiz (exit 0).
With --html no questions are asked: the page holds --count trees to fill in and check in a
browser (the same verdicts as `gametree check`); the same seed and flags give the same page.")]
pub struct QuizArgs {
    #[command(flatten)]
    pub shape: RandomTreeArgs,

    /// The random seed (default: from the clock, and shown so the quiz can be repeated).
    #[arg(long)]
    pub seed: Option<u64>,

    /// What the questions are about: alphabeta, minimax, star1, star2 or expectimax.
    #[arg(
        long,
        value_enum,
        default_value = "alphabeta",
        hide_possible_values = true
    )]
    pub algo: Algorithm,

    /// Cut only when α > β (the Berkeley CS188 rule).
    #[arg(long)]
    pub strict: bool,

    /// Fail-hard: clamp returned values to the window [α, β] (default: fail-soft).
    #[arg(long)]
    pub fail_hard: bool,

    /// Search every root child with the root's initial window (α not carried across).
    #[arg(long)]
    pub root_reset: bool,

    /// Alpha-beta without deep cutoffs: each child gets only its parent's own bound.
    #[arg(long)]
    pub no_deep_cutoffs: bool,

    /// The order children are searched in (leaf numbers never change).
    #[arg(long, value_enum, default_value = "given")]
    pub order: Order,

    /// The root is a MIN node (default MAX).
    #[arg(long)]
    pub min_root: bool,

    /// Chance layers between decision layers, with the leaf values as bounds (for Star1 and
    /// Star2; `--chance` alone: equally likely outcomes). Implied by --algo star1, star2
    /// and expectimax.
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        require_equals = false,
        default_missing_value = "uniform"
    )]
    pub chance: Option<ChanceArg>,

    /// Only trees where the search makes at least N cutoffs that skip something.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub cutoffs: usize,

    /// Only trees with a deep cutoff: a cut at a node whose bound came from an ancestor
    /// other than its parent.
    #[arg(long)]
    pub deep: bool,

    /// Write a practice page (HTML) instead of asking on the terminal.
    #[arg(long)]
    pub html: bool,

    /// How many trees the page holds (with --html).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub count: u32,

    /// Write the page to this file instead of standard output (with --html).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

fn bad(flag: &str, message: impl Into<String>) -> Failure {
    InputError::new(ErrorKind::Search, message)
        .in_file(flag)
        .into()
}

/// Parses `COLSxROWS`.
fn board(text: &str) -> Result<(u32, u32), Failure> {
    let parsed = text
        .split_once(['x', 'X', '×'])
        .and_then(|(c, r)| Some((c.trim().parse().ok()?, r.trim().parse().ok()?)));
    parsed.ok_or_else(|| bad("--board", tr!("games-board", text = format!("{text:?}"))))
}

fn connect(n: u32, preset: Connect, choice: &GameChoice) -> Result<Connect, Failure> {
    connect_on(n, preset, choice.board.as_deref())
}

fn connect_on(n: u32, preset: Connect, board_text: Option<&str>) -> Result<Connect, Failure> {
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
        let choice: &GameChoice = $choice;
        if choice.board.is_some() && !matches!(choice.game, GameName::Connect3 | GameName::Connect4)
        {
            return Err(bad("--board", $crate::i18n::tr!("err-board-not-connect")));
        }
        match choice.game {
            GameName::Ttt => {
                let $g = TicTacToe;
                $body
            }
            GameName::Connect3 => {
                let $g = connect(3, Connect::connect3(), choice)?;
                $body
            }
            GameName::Connect4 => {
                let $g = connect(4, Connect::connect4(), choice)?;
                $body
            }
            GameName::Dice => {
                let $g = Dice::new(choice.target).map_err(|e| bad("--target", e))?;
                $body
            }
        }
    }};
}

fn position<G: Game>(game: &G, choice: &GameChoice) -> Result<G::State, Failure> {
    position_of(game, choice.position.as_deref())
}

fn position_of<G: Game>(game: &G, text: Option<&str>) -> Result<G::State, Failure> {
    match text {
        None => Ok(game.start()),
        Some(text) => game.parse_position(text).map_err(|e| {
            InputError::new(ErrorKind::Search, tr!("games-bad-position", error = e))
                .in_file("--position")
                .help(tr!("help-games-position", help = game.position_help()))
                .into()
        }),
    }
}

fn from_where<G: Game>(game: &G, choice: &GameChoice) -> String {
    match &choice.position {
        Some(p) => tr!("games-from", position = p.as_str()),
        None => tr!("games-from", position = game.start_name()),
    }
}

fn command_line(choice: &GameChoice, rest: &str) -> String {
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
            .help(tr!("help-games-not-written")),
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

pub(super) fn solve(a: SolveArgs) -> Result<u8, Failure> {
    if a.choice.game == GameName::Connect4 {
        let g = connect(4, Connect::connect4(), &a.choice)?;
        return c4::solve(
            &g,
            a.choice.position.as_deref(),
            &a.c4,
            a.max_nodes,
            a.json,
            &from_where(&g, &a.choice),
        );
    }
    if a.c4.any_given() {
        return Err(bad("gametree solve", tr!("games-c4-only")));
    }
    with_game!(&a.choice, g => solve_game(&g, &a))
}

fn to_move<G: Game>(game: &G, s: &G::State) -> String {
    let [max, min] = game.players();
    match game.turn(s) {
        Turn::Max => tr!("games-to-move", player = max),
        Turn::Min => tr!("games-to-move", player = min),
        Turn::Chance => tr!("games-die-to-roll"),
        Turn::Over(_) => tr!("games-over"),
    }
}

fn millis(start: Instant) -> String {
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

fn solve_game<G: Game>(game: &G, a: &SolveArgs) -> Result<u8, Failure> {
    let s = position(game, &a.choice)?;
    let t = Instant::now();
    let mut solver = Solver::new();
    let value = solver.value(game, &s);
    let moves = solver.move_values(game, &s);
    let solver_time = millis(t);
    let best: Vec<String> = moves
        .iter()
        .filter(|(_, v)| approx_eq(*v, value))
        .map(|(m, _)| game.move_text(&s, *m))
        .collect();
    let t = Instant::now();
    let max_nodes = a.max_nodes.unwrap_or(20_000_000);
    let mm = minimax(game, &s, max_nodes);
    let mm_time = millis(t);
    let t = Instant::now();
    let ab = alphabeta(game, &s, max_nodes);
    let ab_time = millis(t);
    let [max, min] = game.players();
    if a.json {
        let census = mm.as_ref().ok().map(|(_, c)| {
            json!({
                "nodes": c.nodes,
                "games": c.games,
                format!("{max}_wins"): c.max_wins,
                format!("{min}_wins"): c.min_wins,
                "draws": c.draws,
            })
        });
        let v = json!({
            "game": game.title(),
            "to_move": to_move(game, &s),
            "value": number(value),
            "best_moves": best,
            "move_values": moves.iter().map(|(m, v)| json!({
                "move": game.move_text(&s, *m),
                "value": number(*v),
            })).collect::<Vec<_>>(),
            "minimax": census,
            "alphabeta": ab.as_ref().ok().map(|(_, n)| json!({"nodes": n})),
            "solver": {"nodes": solver.nodes, "positions": solver.positions()},
            "max_nodes": max_nodes,
        });
        emit(&format!("{}\n", crate::render::json::to_pretty(&v)));
        return Ok(EXIT_OK);
    }
    let mut out = tr!(
        "solve-heading",
        game = game.title(),
        from = from_where(game, &a.choice),
        to_move = to_move(game, &s)
    ) + "\n\n";
    out.push_str(&game.draw(&s));
    out.push('\n');
    let width = Style::for_stdout().width;
    // Labels are padded to one column by display width (a Chinese label is two columns a
    // character), so the values line up in every language.
    let labels = ["solve-value", "solve-best-moves", "solve-move-values"].map(|k| tr!(k));
    let column = (labels.iter().map(|l| wrap::width(l)).max().unwrap_or(0) + 2).max(14);
    let pad = " ".repeat(column);
    let wrapped = |label: &str, text: &str| {
        let label = format!("{label}{}", " ".repeat(column - wrap::width(label)));
        wrap::wrap(text, width, &label, &pad) + "\n"
    };
    out.push_str(&wrapped(
        &labels[0],
        &tr!(
            "solve-value-line",
            value = fmt_value(value),
            why = explain(game, value, true)
        ),
    ));
    if !moves.is_empty() {
        let all = if best.len() == moves.len() && moves.len() > 1 {
            tr!("solve-every-move")
        } else {
            String::new()
        };
        let best_words: Vec<String> = moves
            .iter()
            .filter(|(_, v)| approx_eq(*v, value))
            .map(|(m, _)| game.move_words(&s, *m))
            .collect();
        out.push_str(&wrapped(
            &labels[1],
            &format!("{}{all}", best_words.join(" ")),
        ));
        let listed: Vec<String> = moves
            .iter()
            // (No-break spaces keep each `move → value` on one line when the list wraps.)
            .map(|(m, v)| format!("{}\u{a0}→\u{a0}{}", game.move_words(&s, *m), fmt_value(*v)))
            .collect();
        out.push_str(&wrapped(&labels[2], &listed.join(&tr!("list-separator"))));
    }
    // The header is styled whole, after its columns are laid out.
    // Columns by display width: the search's name, its nodes right-aligned under their
    // heading, the time.
    let head = ["col-search", "col-nodes-visited", "col-time"].map(|k| tr!(k));
    let first = 18.max(wrap::width(&head[0]) + 1);
    let second = 17.max(wrap::width(&head[1]));
    let left = |t: &str, w: usize| format!("{t}{}", " ".repeat(w.saturating_sub(wrap::width(t))));
    let right = |t: &str, w: usize| format!("{}{t}", " ".repeat(w.saturating_sub(wrap::width(t))));
    out.push_str(&format!(
        "\n{}\n",
        Style::for_stdout().bold(&format!(
            "{} {}   {}",
            left(&head[0], first),
            right(&head[1], second),
            head[2]
        ))
    ));
    let row = |name: &str, nodes: Result<u64, u64>, time: &str| match nodes {
        Ok(n) => format!(
            "{} {}   {time}\n",
            left(name, first),
            right(&thousands(n), second)
        ),
        Err(limit) => format!(
            "{} {}   {}\n",
            left(name, first),
            right(&format!("> {}", thousands(limit)), second),
            tr!("solve-stopped")
        ),
    };
    out.push_str(&row(
        &tr!("solve-row-minimax"),
        mm.as_ref().map(|(_, c)| c.nodes).map_err(|e| e.0),
        &mm_time,
    ));
    out.push_str(&row(
        &tr!("solve-row-alpha-beta"),
        ab.as_ref().map(|(_, n)| *n).map_err(|e| e.0),
        &ab_time,
    ));
    out.push_str(&row(
        &tr!("solve-solver-row"),
        Ok(solver.nodes),
        &solver_time,
    ));
    // The closing notes, wrapped to the window.
    let mut notes = tr!(
        "solve-note",
        positions = thousands(solver.positions() as u64)
    );
    if let Ok((_, c)) = &mm {
        notes.push('\n');
        notes.push_str(&tr!(
            "solve-census",
            nodes = thousands(c.nodes),
            games = thousands(c.games),
            max = max,
            max_wins = thousands(c.max_wins),
            min = min,
            min_wins = thousands(c.min_wins),
            draws = thousands(c.draws)
        ));
    }
    out.push_str(&format!("\n{}\n", wrap::wrap(&notes, width, "", "")));
    emit(&out);
    Ok(EXIT_OK)
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
            tr!("err-cannot-play", error = crate::error::io_reason(&e)),
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

pub(super) fn quiz(a: QuizArgs) -> Result<u8, Failure> {
    if !(1..=6).contains(&a.shape.depth) {
        return Err(bad("--depth", tr!("err-quiz-depth")));
    }
    if !a.html && (a.count != 1 || a.output.is_some()) {
        return Err(bad("--count", tr!("err-quiz-html")));
    }
    let (branching, values) = a.shape.ranges(6)?;
    let seed = a.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs() % 100_000)
    });
    let algorithm = a.algo;
    if !QUIZ_ALGORITHMS.contains(&algorithm) {
        return Err(bad(
            "--algo",
            tr!("err-quiz-algo", algorithm = quiz_algo_name(algorithm)),
        ));
    }
    let needs_chance = matches!(
        algorithm,
        Algorithm::Star1 | Algorithm::Star2 | Algorithm::Expectiminimax
    );
    let chance = match (a.chance, needs_chance) {
        (Some(_), false) => {
            return Err(bad("--chance", tr!("err-quiz-chance")));
        }
        (None, true) => Some(ChanceArg::Uniform),
        (c, _) => c,
    };
    let shape = RandomSpec {
        depth: a.shape.depth,
        branching,
        values,
        seed,
        chance: match chance {
            None => ChanceMode::None,
            Some(ChanceArg::Uniform) => ChanceMode::Uniform,
            Some(ChanceArg::Weighted) => ChanceMode::Weighted,
        },
        root: if a.min_root { Kind::Min } else { Kind::Max },
        ..RandomSpec::default()
    };
    let config = Config {
        strict: a.strict,
        fail_hard: a.fail_hard,
        root_reset: a.root_reset,
        no_deep_cutoffs: a.no_deep_cutoffs,
        order: a.order,
        bounds: chance
            .is_some()
            .then_some((values.0 as f64, values.1 as f64)),
        ..Config::new(algorithm)
    };
    let pick = quizzer::Pick {
        shape,
        count: a.count as usize,
        cutoffs: a.cutoffs,
        deep: a.deep,
        attempts: 2_000,
    };
    let trees = quizzer::pick_trees(&pick, &config).map_err(|m| {
        Failure::from(
            InputError::new(ErrorKind::Search, m)
                .in_file("gametree quiz")
                .help(tr!("help-quiz-no-tree")),
        )
    })?;
    let command = quiz_command(&a, seed, chance);
    if a.html {
        return quiz_page(a.output.as_deref(), &command, trees, &config);
    }
    let Some((tree, _)) = trees.into_iter().next() else {
        return Ok(EXIT_OK);
    };
    let meta = Meta {
        name: Some(crate::i18n::tr!("quiz-title", command = command.as_str())),
        ..Meta::default()
    };
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    match quizzer::run(
        &tree,
        &meta,
        &config,
        &mut input,
        &mut out,
        echo,
        &Style::for_stdout(),
    ) {
        Ok(Some(false)) => Ok(EXIT_WRONG),
        Ok(_) => Ok(EXIT_OK),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(EXIT_OK),
        Err(e) => Err(InputError::new(
            ErrorKind::Io,
            format!("quiz: {}", crate::error::io_reason(&e)),
        )
        .into()),
    }
}
