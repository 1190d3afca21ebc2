//! `gametree solve connect4` and `gametree play connect4`: argument handling and output for
//! the connect-4 solver. The work is in `crate::games::connect4`.

use std::fmt::Write as _;
use std::io::Write;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde_json::json;

use super::number_args::whole_from;
use super::{EXIT_OK, EXIT_WRONG, Failure, emit};
use crate::error::{ErrorKind, InputError};
use crate::games::connect::{Connect, Grid};
use crate::games::connect4::bitboard::Shape;
use crate::games::connect4::engine::{PERFECT_FROM, Player};
use crate::games::connect4::explain::ladder;
use crate::games::connect4::general;
use crate::games::connect4::solver::{MoveOrder, Solver, Stopped, Techniques};
use crate::games::connect4::table::Table;
use crate::games::game::{Game, Turn};
use crate::games::play::{Choice, Chooser};
use crate::i18n::tr;
use crate::num::thousands;
use crate::render::{Style, table, wrap};
use crate::tree::Pos;

/// Move order for the connect-4 solver.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderName {
    /// Columns left to right.
    Given,
    /// Centre first, then alternating outwards.
    Centre,
    /// By the winning cells a move leaves its player, ties centre first (the default).
    Threats,
}

/// The connect-4 solver's switches (each technique can be turned off).
#[derive(Args, Debug, Clone)]
pub struct SolverArgs {
    /// Connect-4: solve one position per line of FILE (`-`: standard input) in one process,
    /// printing `P SCORE` for each. A line is the moves, optionally followed by the expected
    /// score (`4453 -2`): a position written without spaces then a space and the score. Lines
    /// starting with `#` are skipped.
    #[arg(long, value_name = "FILE", conflicts_with = "position")]
    pub positions: Option<String>,

    /// Connect-4: solve the position (or every position of --positions) once per
    /// technique, adding them one at a time, and print a table of nodes and time for each
    /// (each step stops past --max-nodes).
    #[arg(long)]
    pub explain: bool,

    /// Connect-4: the transposition table's size in MiB (1–4096; rounded down to a power of
    /// two).
    #[arg(
        long,
        value_name = "MB",
        default_value_t = 64,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub table_mb: usize,

    /// Connect-4: no transposition table.
    #[arg(long)]
    pub no_table: bool,

    /// Connect-4: the order moves are tried in.
    #[arg(long, value_enum, default_value = "threats")]
    pub order: OrderName,

    /// Connect-4: one alpha-beta search with the full window instead of null-window
    /// searches on the score.
    #[arg(long)]
    pub no_null_window: bool,

    /// Connect-4: do not detect forced and losing moves before searching.
    #[arg(long)]
    pub no_anticipation: bool,

    /// Connect-4: do not merge mirror-image positions.
    #[arg(long)]
    pub no_symmetry: bool,

    /// Connect-4: plain alpha-beta over the general game state (no bitboards, no other
    /// technique).
    #[arg(long)]
    pub no_bitboard: bool,
}

impl SolverArgs {
    /// Whether any connect-4-only option differs from its default.
    pub fn any_given(&self) -> bool {
        self.positions.is_some()
            || self.explain
            || self.table_mb != 64
            || self.no_table
            || self.order != OrderName::Threats
            || self.no_null_window
            || self.no_anticipation
            || self.no_symmetry
            || self.no_bitboard
    }

    fn techniques(&self) -> Techniques {
        Techniques {
            table: !self.no_table,
            order: match self.order {
                OrderName::Given => MoveOrder::Given,
                OrderName::Centre => MoveOrder::Centre,
                OrderName::Threats => MoveOrder::Threats,
            },
            null_window: !self.no_null_window,
            anticipation: !self.no_anticipation,
            symmetry: !self.no_symmetry,
        }
    }

    fn switches(&self) -> String {
        if self.no_bitboard {
            return tr!("c4-plain");
        }
        let t = self.techniques();
        let mut on = vec!["bitboard".to_string()];
        if t.table {
            on.push(tr!("c4-table-mib", mb = self.table_mb.to_string()));
        }
        on.push(tr!("c4-order", order = t.order.name()));
        for (yes, key) in [
            (t.null_window, "c4-null-window"),
            (t.anticipation, "c4-anticipation"),
            (t.symmetry, "c4-symmetry"),
        ] {
            if yes {
                on.push(tr!(key));
            }
        }
        on.join(&tr!("list-separator"))
    }
}

fn bad(flag: &str, message: impl Into<crate::message::Message>) -> Failure {
    InputError::new(ErrorKind::Search, message)
        .for_flag(flag)
        .into()
}

/// The solver's board for the game's.
pub fn shape_of(game: &Connect) -> Result<Shape, Failure> {
    Shape::new(game.cols(), game.rows()).map_err(|e| bad("--board", e))
}

/// The table of `mb` MiB a user asked for, set up once: the one the solver then uses.
fn check_table(mb: usize) -> Result<Table, Failure> {
    // The upper limit keeps a typo from asking the allocator for more than a machine has.
    if mb == 0 || mb > 4096 {
        return Err(bad("--table-mb", tr!("c4-table-mb-range")));
    }
    // A size in range can still be more than the machine (or its limits) gives: ask for it
    // once, fallibly, so a refusal names the flag instead of aborting the program.
    Table::try_with_megabytes(mb)
        .ok_or_else(|| bad("--table-mb", tr!("c4-table-mb-memory", mb = mb.to_string())))
}

fn seconds(s: f64) -> String {
    if s < 0.01 {
        format!("{:.2} ms", s * 1000.0)
    } else if s < 1.0 {
        format!("{:.0} ms", s * 1000.0)
    } else {
        format!("{s:.2} s")
    }
}

/// A score in words, for the position after `moves` moves with `mover` to move.
fn score_words(shape: &Shape, moves: u32, score: i32, players: [&str; 2]) -> String {
    if score == 0 {
        return tr!("explain-draw");
    }
    let m = shape.deciding_move(moves, score);
    let winner = players[((m + 1) % 2) as usize];
    let stone = m.div_ceil(2);
    let side = if score > 0 {
        tr!("c4-side-to-move")
    } else {
        tr!("c4-opponent")
    };
    tr!(
        "c4-wins",
        winner = winner,
        side = side,
        ply = m.to_string(),
        stone = stone.to_string()
    )
}

/// A solver with the chosen switches and the table set up for it.
fn solver_for(shape: &Shape, a: &SolverArgs, table: Table) -> Solver {
    Solver::with_fresh_table(shape.clone(), a.techniques(), table)
}

/// Solves one position with the chosen switches: the score and the nodes.
fn solve_one(
    game: &Connect,
    solver: &mut Solver,
    g: &Grid,
    a: &SolverArgs,
    max_nodes: u64,
) -> Result<(i32, u64), Stopped> {
    if a.no_bitboard {
        return general::alphabeta(game, g, max_nodes);
    }
    let before = solver.nodes;
    let p = solver.shape().from_grid(*g);
    let score = solver.solve(&p)?;
    Ok((score, solver.nodes - before))
}

fn stopped(why: Stopped) -> Failure {
    bad("gametree solve", tr!("c4-stopped", why = why.to_string()))
}

/// `gametree solve connect4 [--position P | --positions FILE] [--explain]`.
pub fn solve(
    game: &Connect,
    position: Option<&str>,
    a: &SolverArgs,
    max_nodes: Option<u64>,
    as_json: bool,
    from: &str,
) -> Result<u8, Failure> {
    let table = check_table(a.table_mb)?;
    let shape = shape_of(game)?;
    let explain_limit = max_nodes.unwrap_or(20_000_000);
    if let Some(file) = &a.positions {
        let (name, lines) = read_positions(game, file)?;
        if a.explain {
            let grids: Vec<Grid> = lines.iter().map(|l| l.grid).collect();
            let rungs = ladder(game, &shape, &grids, explain_limit, table);
            let what = tr!("c4-what-file", count = lines.len(), file = name.as_str());
            return explain_out(game, &shape, &lines, &rungs, as_json, &what, explain_limit);
        }
        return solve_file(
            game,
            solver_for(&shape, a, table),
            &name,
            &lines,
            a,
            max_nodes.unwrap_or(u64::MAX),
            as_json,
        );
    }
    let g = match position {
        None => game.start(),
        Some(text) => game.parse_moves(text).map_err(|e| {
            Failure::from(
                InputError::new(ErrorKind::Search, tr!("games-bad-position", error = e))
                    .for_flag("--position")
                    .help(tr!("help-games-position", help = game.position_help())),
            )
        })?,
    };
    if let Turn::Over(_) = game.turn(&g) {
        return Err(bad("--position", tr!("c4-game-over")));
    }
    let p = shape.from_grid(g);
    let players = game.players();
    let to_move = players[(p.moves % 2) as usize];
    if a.explain {
        let rungs = ladder(game, &shape, &[g], explain_limit, table);
        let line = Line {
            text: position.unwrap_or("").to_string(),
            expected: None,
            grid: g,
            number: 0,
        };
        let what = tr!("c4-what-position", from = from, to_move = to_move);
        return explain_out(game, &shape, &[line], &rungs, as_json, &what, explain_limit);
    }
    let mut solver = solver_for(&shape, a, table);
    solver.set_limits(max_nodes.unwrap_or(u64::MAX), None);
    let t = Instant::now();
    let (score, nodes) =
        solve_one(game, &mut solver, &g, a, max_nodes.unwrap_or(u64::MAX)).map_err(stopped)?;
    let solve_time = t.elapsed().as_secs_f64();
    // Each column's score, with what the table learned; not for the general-state baseline.
    let columns = if a.no_bitboard {
        Vec::new()
    } else {
        solver.column_scores(&p).map_err(stopped)?
    };
    let best: Vec<String> = columns
        .iter()
        .filter(|(_, s)| *s == score)
        .map(|(c, _)| (c + 1).to_string())
        .collect();
    if as_json {
        let v = json!({
            "game": game.title(),
            "position": position.unwrap_or(""),
            "to_move": to_move,
            "score": score,
            "best_moves": best,
            "column_scores": columns.iter().map(|(c, s)| json!({"column": c + 1, "score": s})).collect::<Vec<_>>(),
            "nodes": nodes,
            "seconds": solve_time,
            "techniques": a.switches(),
            "table_bytes": solver.table().map_or(0, |t| t.bytes()),
        });
        emit(&format!("{}\n", crate::render::json::to_pretty(&v)));
        return Ok(EXIT_OK);
    }
    let mut out = tr!(
        "solve-heading",
        game = game.title(),
        from = from,
        to_move = tr!("games-to-move", player = to_move)
    ) + "\n\n";
    out.push_str(&game.draw(&g));
    out.push('\n');
    // Labels padded by display width to one column, so values line up in every language.
    let keys = [
        "c4-label-score",
        "solve-best-moves",
        "c4-label-column-scores",
        "c4-label-nodes",
        "c4-label-techniques",
    ];
    let labels = keys.map(|k| tr!(k));
    let column = labels.iter().map(|l| wrap::width(l)).max().unwrap_or(0) + 1;
    let label = |i: usize| {
        let l = &labels[i];
        format!("{l}{}", " ".repeat(column - wrap::width(l)))
    };
    let _ = writeln!(
        out,
        "{}{score}: {}",
        label(0),
        score_words(&shape, p.moves, score, players)
    );
    if !columns.is_empty() {
        let _ = writeln!(out, "{}{}", label(1), best.join(" "));
        let listed: Vec<String> = columns
            .iter()
            .map(|(c, s)| format!("{} → {s}", c + 1))
            .collect();
        let _ = writeln!(out, "{}{}", label(2), listed.join(&tr!("list-separator")));
    }
    let _ = writeln!(
        out,
        "{}{}",
        label(3),
        tr!(
            "c4-nodes-in",
            nodes = thousands(nodes),
            time = seconds(solve_time)
        )
    );
    let _ = writeln!(out, "{}{}", label(4), a.switches());
    let _ = writeln!(
        out,
        "\n{}",
        tr!(
            "c4-scores-note",
            stones = (shape.cells() / 2 + 1).to_string()
        )
    );
    emit(&out);
    Ok(EXIT_OK)
}

fn explain_out(
    game: &Connect,
    shape: &Shape,
    lines: &[Line],
    rungs: &[crate::games::connect4::explain::Rung],
    as_json: bool,
    what: &str,
    limit: u64,
) -> Result<u8, Failure> {
    let scores = rungs.iter().find_map(|r| r.scores.as_ref().ok());
    // Every step that finished must agree with the first, and with the file where it says.
    let mut wrong = 0;
    for r in rungs {
        if let (Ok(mine), Some(first)) = (&r.scores, scores)
            && mine != first
        {
            wrong += 1;
            eprintln!(
                "{}",
                tr!("c4-step-disagrees", step = format!("{:?}", tr!(r.key)))
            );
        }
    }
    if let Some(first) = scores {
        for (l, s) in lines.iter().zip(first) {
            if let Some(e) = l.expected
                && e != *s
            {
                wrong += 1;
                eprintln!(
                    "{}",
                    tr!(
                        "c4-line-disagrees",
                        line = l.number.to_string(),
                        position = l.text.as_str(),
                        score = s.to_string(),
                        expected = e.to_string()
                    )
                );
            }
        }
    }
    let code = if wrong > 0 { EXIT_WRONG } else { EXIT_OK };
    if as_json {
        let v = json!({
            "game": game.title(),
            "positions": lines.len(),
            "scores": scores,
            "steps": rungs.iter().map(|r| json!({
                "added": r.added,
                "flags": r.flags,
                "scores": r.scores.as_ref().ok(),
                "stopped": r.scores.is_err(),
                "nodes": r.nodes,
                "seconds": r.seconds,
            })).collect::<Vec<_>>(),
            "max_nodes": limit,
        });
        emit(&format!("{}\n", crate::render::json::to_pretty(&v)));
        return Ok(code);
    }
    let style = Style::for_stdout();
    let players = game.players();
    let title = tr!("c4-ladder-title", game = game.title(), what = what);
    let mut out = format!(
        "{}\n\n",
        crate::render::wrap::wrap(&title, style.width, "", "  ")
    );
    let one = lines.len() == 1;
    let first_col = if one { "col-score" } else { "col-solved" };
    let header = ["col-added", first_col, "col-nodes", "col-time", "col-saved"].map(|k| tr!(k));
    let mut t = table::new(&style, &header.each_ref().map(String::as_str));
    let mut prev: Option<u64> = None;
    for r in rungs {
        let (solved, nodes) = match &r.scores {
            Ok(s) if one => (s[0].to_string(), thousands(r.nodes)),
            Ok(s) => (s.len().to_string(), thousands(r.nodes)),
            Err(_) => ("—".into(), format!("> {}", thousands(r.nodes))),
        };
        let saved = match (prev, &r.scores) {
            (Some(before), Ok(_)) if r.nodes > 0 => {
                format!("÷ {:.1}", before as f64 / r.nodes as f64)
            }
            _ => String::new(),
        };
        prev = r.scores.is_ok().then_some(r.nodes);
        t.add_row(vec![tr!(r.key), solved, nodes, seconds(r.seconds), saved]);
    }
    table::align_right(&mut t, &[1, 2, 3, 4]);
    out.push_str(&table::text(&t));
    out.push('\n');
    match (scores, lines) {
        (Some(s), [line]) => {
            let p = shape.from_grid(line.grid);
            let score = tr!(
                "c4-score-line",
                score = s[0].to_string(),
                words = score_words(shape, p.moves, s[0], players)
            );
            let _ = writeln!(
                out,
                "\n{}",
                crate::render::wrap::wrap(&score, style.width, "", "  ")
            );
        }
        (Some(_), _) => {
            let _ = writeln!(out, "\n{}", tr!("c4-same-scores"));
        }
        (None, _) => {
            let _ = writeln!(out, "\n{}", tr!("c4-none-finished"));
        }
    }
    let notes = tr!("c4-ladder-notes", limit = thousands(limit));
    let _ = writeln!(
        out,
        "{}",
        crate::render::wrap::wrap(&notes, style.width, "", "")
    );
    emit(&out);
    Ok(code)
}

/// One position of a positions file.
struct Line {
    /// The position exactly as written.
    text: String,
    /// The score the file gives, if any.
    expected: Option<i32>,
    grid: Grid,
    /// The line number (1-based).
    number: usize,
}

/// Reads and checks every position of `file` (`-`: standard input): its name for messages
/// and the positions, or the first bad line as an error pointing at it.
fn read_positions(game: &Connect, file: &str) -> Result<(String, Vec<Line>), Failure> {
    let name = if file == "-" { "<stdin>" } else { file }.to_string();
    let text = if file == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin().lock(), &mut s).map(|_| s)
    } else {
        std::fs::read_to_string(file)
    }
    .map_err(|e| {
        Failure::from(
            InputError::new(
                ErrorKind::Io,
                tr!(
                    "c4-cannot-read",
                    file = name.as_str(),
                    cause = crate::render::errors::io_reason(&e)
                ),
            )
            .in_file(&name),
        )
    })?;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let (pos, expected) = split_line(line);
        let at_column = |col: Option<usize>| Pos {
            line: i as u32 + 1,
            col: col.unwrap_or(0) as u32 + 1,
        };
        let fail = |msg: String, at: Pos| {
            Failure::new(
                InputError::new(ErrorKind::Search, msg)
                    .in_file(&name)
                    .at(at)
                    .help(tr!("help-c4-line", help = game.position_help())),
                Some(text.clone()),
            )
        };
        // A last word with a sign is the expected score (no move starts with one); one that
        // is no whole number is refused, not read as more moves (`4453 --2` is not 44532).
        let expected = expected
            .map(|e| {
                e.parse::<i32>()
                    .map_err(|_| fail(tr!("c4-bad-score", score = e), at_column(line.rfind(e))))
            })
            .transpose()?;
        let at = at_column(line.find(pos));
        let grid = game
            .parse_moves(pos)
            .map_err(|e| fail(tr!("games-bad-position", error = e), at))?;
        if let Turn::Over(_) = game.turn(&grid) {
            return Err(fail(tr!("c4-game-over"), at));
        }
        lines.push(Line {
            text: pos.to_string(),
            expected,
            grid,
            number: i + 1,
        });
    }
    Ok((name, lines))
}

/// One line of a positions file: the position as written and the expected score, if any.
/// The score is the last of two or more words when it is a whole number after a position
/// written without spaces (`4453 -2`), or when it starts with a sign (`4 4 5 3 -2`); it is
/// handed back as written, to be read (or refused) by the caller.
fn split_line(line: &str) -> (&str, Option<&str>) {
    let line = line.trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [moves, score] if moves.len() > 1 && score.parse::<i32>().is_ok() => (moves, Some(score)),
        [.., last] if words.len() > 1 && last.starts_with(['-', '+']) => {
            let moves = line[..line.len() - last.len()].trim_end();
            (moves, Some(last))
        }
        _ => (line, None),
    }
}

fn solve_file(
    game: &Connect,
    mut solver: Solver,
    name: &str,
    lines: &[Line],
    a: &SolverArgs,
    max_nodes: u64,
    as_json: bool,
) -> Result<u8, Failure> {
    solver.set_limits(max_nodes, None);
    let started = Instant::now();
    let mut rows = Vec::new();
    let mut wrong = 0;
    let mut out = std::io::stdout().lock();
    for line in lines {
        let pos = line.text.as_str();
        let t = Instant::now();
        let (score, nodes) =
            solve_one(game, &mut solver, &line.grid, a, max_nodes).map_err(|why| {
                Failure::from(
                    InputError::new(ErrorKind::Search, tr!("c4-no-score", why = why.to_string()))
                        .in_file(name)
                        .at(Pos {
                            line: line.number as u32,
                            col: 1,
                        }),
                )
            })?;
        let secs = t.elapsed().as_secs_f64();
        let expected = line.expected;
        if let Some(e) = expected
            && e != score
        {
            wrong += 1;
            eprintln!(
                "{name}:{}: {pos}: {}",
                line.number,
                tr!(
                    "c4-file-disagrees",
                    score = score.to_string(),
                    expected = e.to_string()
                )
            );
        }
        if as_json {
            rows.push(json!({
                "position": pos,
                "score": score,
                "expected": expected,
                "nodes": nodes,
                "seconds": secs,
            }));
        } else {
            // Printed as solved, so a long file shows progress.
            super::note_write(writeln!(out, "{pos} {score}"));
        }
    }
    if as_json {
        let total: u64 = rows.iter().filter_map(|r| r["nodes"].as_u64()).sum();
        let v = json!({
            "game": game.title(),
            "techniques": a.switches(),
            "positions": rows,
            "nodes": total,
            "seconds": started.elapsed().as_secs_f64(),
            "wrong": wrong,
        });
        super::note_write(writeln!(out, "{}", crate::render::json::to_pretty(&v)));
    }
    super::note_write(out.flush());
    Ok(if wrong > 0 { EXIT_WRONG } else { EXIT_OK })
}

/// The connect-4 player as `play` uses it.
pub struct PlayEngine {
    player: Player,
    shape: Shape,
}

impl PlayEngine {
    /// A player for `game`'s board.
    pub fn new(game: &Connect, table_mb: usize, think: f64) -> Result<PlayEngine, Failure> {
        let table = check_table(table_mb)?;
        if !(think.is_finite() && think > 0.0 && think <= 3600.0) {
            return Err(bad("--think", tr!("err-think")));
        }
        let shape = shape_of(game)?;
        Ok(PlayEngine {
            player: Player::with_table(shape.clone(), table, Duration::from_secs_f64(think)),
            shape,
        })
    }
}

impl Chooser<Connect> for PlayEngine {
    fn choose(&mut self, game: &Connect, s: &Grid) -> Option<Choice<u8>> {
        if !matches!(game.turn(s), Turn::Max | Turn::Min) {
            return None;
        }
        let p = self.shape.from_grid(*s);
        let d = self.player.decide(&p)?;
        let x_to_move = p.moves.is_multiple_of(2);
        let sign = if x_to_move { 1.0 } else { -1.0 };
        let value = if d.decided {
            if d.score == 0 {
                0.0
            } else {
                let m = self.shape.deciding_move(p.moves, d.score);
                let x_wins = m % 2 == 1;
                let v = game.win_score() - m as f64;
                if x_wins { v } else { -v }
            }
        } else {
            sign * d.score as f64
        };
        let note = match (d.proven, d.depth) {
            (true, _) => None,
            (false, Some(depth)) => Some(tr!(
                "c4-not-proven-after",
                seconds = format!("{:.1}", d.seconds),
                depth = depth.to_string(),
                cells = if d.decided {
                    String::new()
                } else {
                    tr!("c4-counts-cells")
                }
            )),
            (false, None) => Some(tr!("c4-not-proven")),
        };
        Some(Choice {
            mv: d.column as u8,
            value,
            exact: d.proven,
            note,
        })
    }

    fn describe(&self) -> String {
        tr!(
            "c4-engine",
            perfect = PERFECT_FROM.to_string(),
            seconds = self.player.think().as_secs_f64().to_string()
        )
    }
}
