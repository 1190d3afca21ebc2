//! Games as sources of trees: tic-tac-toe's counts and values, symmetry, the
//! tutorial's heuristic, exported trees read back by `eval`, dice trees with chance nodes,
//! and `play` and `quiz` scripted through standard input.

use std::collections::HashMap;

use assert_cmd::Command;
use gametree::games::connect::Connect;
use gametree::games::game::{Game, Turn};
use gametree::games::solve::{Solver, alphabeta, minimax, reachable};
use gametree::games::ttt::{Board, TicTacToe, lines_eval};
use serde_json::Value;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    // Piped output is 80 columns wide unless COLUMNS says otherwise: keep it the default.
    c.env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .env("TERM", "dumb");
    c
}

fn stdout(args: &[&str], stdin: Option<&str>) -> String {
    let mut c = gametree();
    c.args(args);
    if let Some(s) = stdin {
        c.write_stdin(s);
    }
    let out = c.assert().success().get_output().stdout.clone();
    String::from_utf8(out).expect("UTF-8")
}

fn json(args: &[&str], stdin: Option<&str>) -> Value {
    serde_json::from_str(&stdout(args, stdin)).expect("valid JSON")
}

/// A tree file as `gametree eval --json` sees it.
fn eval_json(tree: &str, extra: &[&str]) -> Value {
    let mut args = vec!["eval", "-", "--json"];
    args.extend_from_slice(extra);
    json(&args, Some(tree))
}

#[test]
fn the_full_tic_tac_toe_tree_has_549946_nodes_and_255168_games() {
    let (value, census) = minimax(&TicTacToe, &Board::default(), u64::MAX).unwrap();
    assert_eq!(value, 0.0);
    assert_eq!(census.nodes, 549_946);
    assert_eq!(census.games, 255_168);
    assert_eq!(
        (census.max_wins, census.min_wins, census.draws),
        (131_184, 77_904, 46_080)
    );
    // The command line says the same.
    let v = json(&["solve", "ttt", "--json"], None);
    assert_eq!(v["value"], 0);
    assert_eq!(v["minimax"]["nodes"], 549_946);
    assert_eq!(v["minimax"]["games"], 255_168);
    assert_eq!(
        v["best_moves"].as_array().unwrap().len(),
        9,
        "every move draws"
    );
}

/// Minimax values of every position reachable from `b`, written independently of the
/// library's searches: plain recursion over exact positions (no symmetry), each position
/// valued once from its children's values.
fn minimax_table(g: &TicTacToe, b: Board, table: &mut HashMap<Board, f64>) -> f64 {
    if let Some(&v) = table.get(&b) {
        return v;
    }
    let v = match g.turn(&b) {
        Turn::Over(v) => v,
        turn => {
            let values = g
                .moves(&b)
                .into_iter()
                .map(|m| minimax_table(g, g.play(&b, m), table));
            if turn == Turn::Max {
                values.fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.fold(f64::INFINITY, f64::min)
            }
        }
    };
    table.insert(b, v);
    v
}

#[test]
fn minimax_and_alpha_beta_agree_on_all_5478_reachable_positions() {
    let g = TicTacToe;
    let positions = reachable(&g, &Board::default());
    assert_eq!(positions.len(), 5_478);
    let mut table = HashMap::new();
    assert_eq!(minimax_table(&g, Board::default(), &mut table), 0.0);
    assert_eq!(table.len(), 5_478);
    let mut solver = Solver::new();
    for b in &positions {
        let mm = table[b];
        let (ab, ab_nodes) = alphabeta(&g, b, u64::MAX).unwrap();
        assert_eq!(ab, mm, "alpha-beta at {}", b.text());
        assert_eq!(solver.value(&g, b), Ok(mm), "the solver at {}", b.text());
        // The library's plain minimax too, where its tree is small enough for a debug build.
        if b.pieces() >= 2 {
            let (plain, census) = minimax(&g, b, u64::MAX).unwrap();
            assert_eq!(plain, mm, "minimax at {}", b.text());
            assert!(ab_nodes <= census.nodes, "{}", b.text());
        }
    }
}

#[test]
fn symmetric_positions_get_equal_values() {
    let g = TicTacToe;
    let mut table = HashMap::new();
    minimax_table(&g, Board::default(), &mut table);
    let positions: Vec<Board> = table.keys().copied().collect();
    for b in positions {
        for k in 1..8 {
            let image = b.transform(k);
            assert_eq!(
                table.get(&image),
                Some(&table[&b]),
                "{} under symmetry {k}",
                b.text()
            );
            assert_eq!(lines_eval(image), lines_eval(b));
            assert_eq!(g.canonical(&image), g.canonical(&b));
        }
    }
    // Connect: a position and its mirror image.
    let c = Connect::connect3();
    for (a, b) in [("1", "4"), ("2 1", "3 4"), ("1 2 2", "4 3 3")] {
        let (a, b) = (c.parse_moves(a).unwrap(), c.parse_moves(b).unwrap());
        assert_eq!(c.canonical(&a), c.canonical(&b));
        assert_eq!(c.heuristic(&a), c.heuristic(&b));
        assert_eq!(
            alphabeta(&c, &a, u64::MAX).unwrap().0,
            alphabeta(&c, &b, u64::MAX).unwrap().0
        );
    }
}

#[test]
fn the_tutorials_depth_two_heuristic_values() {
    // X in a corner (1), O in the centre (5). Lines with X and no O: row 1-2-3 and column
    // 1-4-7, one X each, so X2 = 0 and X1 = 2 (the diagonal 1-5-9 has O). Lines with O and
    // no X: row 4-5-6, column 2-5-8 and diagonal 3-5-7, one O each, so O2 = 0 and O1 = 3.
    // Eval = 3·0 + 2 − (3·0 + 3) = −1.
    assert_eq!(lines_eval(Board::parse("X...O....").unwrap()), -1);
    // X in the centre, O in a corner: X1 = 3 (row, column, anti-diagonal), O1 = 2: +1.
    assert_eq!(lines_eval(Board::parse("O...X....").unwrap()), 1);
    // X on an edge (2), O in the centre: X1 = 1 (row 1-2-3), O1 = 3: −2.
    assert_eq!(lines_eval(Board::parse(".X..O....").unwrap()), -2);
    // X on 1 and 2, no O: X2 = 1 (row 1-2-3); X1 = 3 (columns 1-4-7 and 2-5-8, diagonal
    // 1-5-9): 3·1 + 3 = 6.
    assert_eq!(lines_eval(Board { x: 0b11, o: 0 }), 6);

    // The depth-2 tree from the empty board: X's best first move is the centre, worth 1
    // (O's best reply is a corner); a corner is worth −1 and an edge −2.
    let tree = stdout(&["game", "ttt", "--depth", "2"], None);
    assert!(tree.contains("id: X1-O5"), "ids name the moves");
    let v = eval_json(&tree, &["--algo", "minimax", "--nodes"]);
    assert_eq!(v["value"], 1);
    assert_eq!(v["best_id"], "X5");
    let node = |id: &str| {
        v["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["id"] == id)
            .unwrap_or_else(|| panic!("no node {id}"))["value"]
            .clone()
    };
    assert_eq!(node("X1"), -1);
    assert_eq!(node("X2"), -2);
    assert_eq!(node("X5"), 1);
    assert_eq!(node("X1-O5"), -1);
    assert_eq!(node("X5-O1"), 1);
}

#[test]
fn an_exported_tree_evaluates_to_the_solved_value_with_the_same_counts() {
    for pos in ["XX.O.....", "X...O....", "XO..X...."] {
        let solved = json(&["solve", "ttt", "--position", pos, "--json"], None);
        let tree = stdout(&["game", "ttt", "--position", pos], None);
        let ab = eval_json(&tree, &[]);
        let mm = eval_json(&tree, &["--algo", "minimax"]);
        assert_eq!(ab["value"], solved["value"], "{pos}");
        assert_eq!(mm["value"], solved["value"], "{pos}");
        assert_eq!(mm["nodes_visited"], solved["minimax"]["nodes"], "{pos}");
        assert_eq!(mm["leaf_count"], solved["minimax"]["games"], "{pos}");
        assert_eq!(ab["nodes_visited"], solved["alphabeta"]["nodes"], "{pos}");
        // Merged by symmetry: a DAG with anchors, the same tree once unfolded.
        let dag = stdout(&["game", "ttt", "--position", pos, "--symmetry"], None);
        assert!(dag.contains("- *") && dag.len() < tree.len(), "{pos}");
        let v = eval_json(&dag, &["--algo", "minimax"]);
        assert_eq!(v["value"], solved["value"], "{pos}");
        assert_eq!(v["node_count"], mm["node_count"], "{pos}");
    }
}

#[test]
fn the_whole_game_merged_by_symmetry_has_765_positions() {
    let dag = stdout(&["game", "ttt", "--symmetry"], None);
    // Every distinct node is written once with its id; 765 positions up to symmetry.
    assert_eq!(dag.matches("id: ").count(), 765 - 1, "the root has no id");
    assert!(dag.contains("the whole tree of 549946 nodes"));
    let v = eval_json(&dag, &[]);
    assert_eq!(v["value"], 0);
    assert_eq!(v["node_count"], 549_946);
}

#[test]
fn dice_trees_have_chance_nodes_and_every_chance_algorithm_agrees() {
    let tree = stdout(&["game", "dice", "--target", "6", "--depth", "3"], None);
    assert!(tree.contains("chance:"));
    assert!(tree.contains("p: \"1/6\""));
    assert!(tree.contains("id: Aroll-6"), "ids name the die's face");
    assert!(tree.contains("bounds: [-100, 100]"));
    let values: Vec<f64> = ["expectiminimax", "star1", "star2", "minimax", "alphabeta"]
        .iter()
        .map(|a| eval_json(&tree, &["--algo", a])["value"].as_f64().unwrap())
        .collect();
    for v in &values {
        assert!((v - values[0]).abs() < 1e-9, "{values:?}");
    }
    // Star1/Star2 prune with the leaf bounds, expectiminimax does not.
    let star2 = eval_json(&tree, &["--algo", "star2"]);
    let full = eval_json(&tree, &["--algo", "expectiminimax"]);
    assert!(star2["nodes_visited"].as_u64() < full["nodes_visited"].as_u64());

    // The whole game (no depth limit) evaluates to the solved value.
    let whole = stdout(&["game", "dice", "--target", "4"], None);
    let solved = json(&["solve", "dice", "--target", "4", "--json"], None);
    let v = eval_json(&whole, &["--algo", "star2"])["value"]
        .as_f64()
        .unwrap();
    assert!((v - solved["value"].as_f64().unwrap()).abs() < 1e-9);
    assert_eq!(
        eval_json(&whole, &["--algo", "expectiminimax"])["nodes_visited"],
        solved["minimax"]["nodes"]
    );
}

#[test]
fn connect_trees_export_and_solve() {
    let tree = stdout(&["game", "connect3", "--depth", "3"], None);
    assert!(tree.contains("id: X2-O3-X2"));
    let v = eval_json(&tree, &[]);
    let g = Connect::connect3();
    let expected = gametree::games::solve::depth_limited(&g, &g.start(), 3).value;
    assert_eq!(v["value"].as_f64().unwrap(), expected);
    // A small board solved three ways.
    let c = Connect::new(3, 3, 3).unwrap();
    let exact = Solver::new().value(&c, &c.start()).unwrap();
    assert_eq!(minimax(&c, &c.start(), u64::MAX).unwrap().0, exact);
    assert_eq!(alphabeta(&c, &c.start(), u64::MAX).unwrap().0, exact);
    // (Plain minimax needs 6.8 million nodes here: too slow for a debug test, so it stops.)
    let solved = json(
        &["solve", "connect3", "--json", "--max-nodes", "100000"],
        None,
    );
    assert!(solved["minimax"].is_null());
    assert_eq!(solved["alphabeta"]["nodes"], 11_985);
    assert_eq!(solved["value"], 91, "X wins connect-3 on 4×4 on move 9");
    assert!(matches!(g.turn(&g.start()), Turn::Max));
}

#[test]
fn play_tic_tac_toe_through_standard_input() {
    // X: 5, then two illegal inputs, then 9, 4; the engine (O) answers perfectly.
    let out = stdout(&["play", "ttt"], Some("5\n5\n10\n9\n4\n"));
    assert!(
        out.contains("I play 1 (value 0: a draw with best play)"),
        "{out}"
    );
    assert!(out.contains("✗ square 5 is taken"), "{out}");
    assert!(out.contains("✗ \"10\" is not a square"), "{out}");
    assert!(
        out.contains("I play 2 (value -94: O wins with best play, on move 6)"),
        "{out}"
    );
    assert!(out.contains("O wins: I win."), "{out}");
    assert!(out.contains(" O O O "), "the board is redrawn: {out}");
    // The engine first; input ends before the game does: a clean exit.
    let out = stdout(&["play", "ttt", "--first", "engine"], Some("5\n"));
    assert!(out.contains("you are O, I am X"), "{out}");
    assert!(
        out.contains("End of input: the game is left unfinished."),
        "{out}"
    );
    // Connect-4 with a shallow engine: a full game of typed columns.
    let out = stdout(
        &["play", "connect4", "--depth", "2"],
        Some(&"3\n2\n4\n1\n5\n3\n2\n4\n1\n5\n".repeat(3)),
    );
    assert!(out.contains("I play "), "{out}");
}

/// The quiz's tree, as `gametree quiz --seed 7` makes it.
fn quiz_answers() -> (f64, Vec<u32>) {
    use gametree::exercise::random::{RandomSpec, generate};
    let tree = generate(&RandomSpec {
        depth: 3,
        branching: (2, 3),
        values: (-9, 9),
        seed: 7,
        ..RandomSpec::default()
    });
    let o = gametree::search::run(&tree, &gametree::search::Config::default()).unwrap();
    (o.value, o.pruned_leaves(&tree))
}

#[test]
fn quiz_through_standard_input() {
    let (value, pruned) = quiz_answers();
    let leaves: Vec<String> = pruned.iter().map(|l| l.to_string()).collect();
    let answers = format!("{value}\n{}\n", leaves.join(","));
    let out = stdout(&["quiz", "--seed", "7"], Some(&answers));
    assert!(
        out.contains("├── B MIN"),
        "the tree is drawn, lettered: {out}"
    );
    assert!(out.contains("✓ your answers: 2/2 right"), "{out}");
    assert!(out.contains("The search, drawn"), "{out}");
    // A wrong value and no pruned leaves: exit 1 and the checker's explanations.
    let assert = gametree()
        .args(["quiz", "--seed", "7"])
        .write_stdin(format!("{}\nnone\n", value + 1.0))
        .assert()
        .code(1);
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    assert!(out.contains("but the root's value is"), "{out}");
    if !pruned.is_empty() {
        assert!(out.contains("missing from your pruned list"), "{out}");
    }
    // The question drawing reveals no values or pruning.
    let q = out.split("The root's value?").next().unwrap();
    assert!(
        !q.contains('✂') && !q.contains('★') && !q.contains('≤'),
        "{q}"
    );
}

#[test]
fn bad_game_options_are_refused_with_exit_2() {
    let cases: [&[&str]; 5] = [
        &["game", "ttt", "--position", "XXX......"],
        &["solve", "ttt", "--position", "XQ......."],
        &["game", "dice", "--symmetry"],
        &["game", "connect4", "--board", "20x20"],
        &["solve", "connect3", "--position", "1 1 1 1 1"],
    ];
    for args in cases {
        let assert = gametree().args(args).assert().code(2);
        let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert!(err.starts_with("error:"), "{args:?}: {err}");
    }
    // A tree too big to write is refused, with the way out.
    let assert = gametree()
        .args(["game", "connect4", "--max-nodes", "1000"])
        .assert()
        .code(2);
    let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(err.contains("--depth"), "{err}");
}

#[test]
fn gen_takes_a_bare_chance_flag_and_stays_reproducible() {
    let bare = stdout(&["gen", "--depth", "3", "--chance", "--seed", "5"], None);
    let named = stdout(
        &["gen", "--depth", "3", "--chance", "uniform", "--seed", "5"],
        None,
    );
    assert_eq!(bare, named);
    assert!(bare.contains("chance:"));
    assert_eq!(
        bare,
        stdout(&["gen", "--depth", "3", "--chance", "--seed", "5"], None)
    );
}

#[test]
fn a_huge_rejected_line_is_quoted_and_echoed_only_in_part() {
    // `play` and `quiz` echoed a rejected line whole and quoted it whole in the refusal:
    // a 100 MB line gave 200 MB of output.
    let line = "7".repeat(10_000_000);
    for (args, rest) in [
        (vec!["play", "ttt"], "5\nquit\n"),
        (vec!["quiz", "--seed", "7"], "3\nnone\n"),
    ] {
        let out = gametree()
            .args(&args)
            .write_stdin(format!("{line}\n{rest}"))
            .output()
            .expect("gametree runs");
        assert!(
            out.stdout.len() < 20_000,
            "{args:?}: {} bytes of output",
            out.stdout.len()
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("7777…"),
            "{args:?}: the line is shown cut: {text}"
        );
        assert!(text.contains("try again"), "{args:?}: {text}");
    }
}
