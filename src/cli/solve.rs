//! `gametree solve`: a game searched from its states directly, with the value of each move.

use super::connect4::{self as c4, SolverArgs};
use super::games::{GameChoice, GameName, bad, connect, from_where, position, with_game};
use super::number_args::whole_from;
use super::{EXIT_OK, Failure, emit};
use crate::error::{ErrorKind, InputError};
use crate::games::connect::Connect;
use crate::games::game::{Game, Turn, explain};
use crate::games::solve::{DEFAULT_POSITIONS, Solver, TableFull, alphabeta, minimax};
use crate::i18n::tr;
use crate::num::{approx_eq, fmt_value, thousands};
use crate::render::json::number;
use crate::render::{Style, wrap};
use clap::Args;
use serde_json::json;
use std::time::Instant;

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

    /// Stop plain minimax and plain alpha-beta past this many nodes (default 20,000,000), the
    /// exact solver when its table would hold more positions than this, and each --explain
    /// step; the connect-4 solver stops only when this is given.
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub max_nodes: Option<u64>,

    #[command(flatten)]
    pub c4: SolverArgs,

    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
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
    let max_nodes = a.max_nodes.unwrap_or(DEFAULT_POSITIONS);
    let mut solver = Solver::with_capacity(max_nodes);
    let full = |e: TableFull| -> Failure {
        InputError::new(ErrorKind::Search, e.to_string())
            .help(tr!("help-solver-table-full"))
            .for_flag("--max-nodes")
            .into()
    };
    let value = solver.value(game, &s).map_err(full)?;
    let moves = solver.move_values(game, &s).map_err(full)?;
    let solver_time = millis(t);
    let best: Vec<String> = moves
        .iter()
        .filter(|(_, v)| approx_eq(*v, value))
        .map(|(m, _)| game.move_text(&s, *m))
        .collect();
    let t = Instant::now();
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
    // The searches side by side, in the table every report uses: nodes right-aligned.
    let head = ["col-search", "col-nodes-visited", "col-time"].map(|k| tr!(k));
    let style = Style::for_stdout();
    let mut table = crate::render::table::new(&style, &[&head[0], &head[1], &head[2]]);
    let mut row = |name: String, nodes: Result<u64, u64>, time: &str| {
        let (nodes, time) = match nodes {
            Ok(n) => (thousands(n), time.to_string()),
            Err(limit) => (format!("> {}", thousands(limit)), tr!("solve-stopped")),
        };
        table.add_row(vec![name, nodes, time]);
    };
    row(
        tr!("solve-row-minimax"),
        mm.as_ref().map(|(_, c)| c.nodes).map_err(|e| e.0),
        &mm_time,
    );
    row(
        tr!("solve-row-alpha-beta"),
        ab.as_ref().map(|(_, n)| *n).map_err(|e| e.0),
        &ab_time,
    );
    row(tr!("solve-solver-row"), Ok(solver.nodes), &solver_time);
    crate::render::table::align_right(&mut table, &[1]);
    out.push_str(&format!("\n{}\n", crate::render::table::text(&table)));
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
