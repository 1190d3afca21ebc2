//! Files written to break the tool: deep metadata, answers that multiply work, shared
//! subtrees that hide references, lines wider than 16 bits. Each test is named after the class
//! of bug it guards; each input is small, and growth is shown by comparing two sizes.

use assert_cmd::Command;
use serde_json::Value;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    // Piped output is 80 columns wide unless COLUMNS says otherwise: keep it the default.
    c.env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .env("TERM", "dumb");
    c
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs gametree and returns (exit code, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = gametree().args(args).output().unwrap();
    (
        out.status.code().expect("exited, not killed by a signal"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn metadata_nesting_does_not_overflow_the_stack() {
    // 150,000 nested block sequences under `name:` used to abort with a stack overflow.
    let text = format!(
        "name:\n  {}1\nroot: {{max: [1, 2]}}\n",
        "- ".repeat(150_000)
    );
    let path = temp_file("deep-name.yaml", &text);
    let (code, _, err) = run(&["eval", path.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("deep-name.yaml:2:"), "{err}");
    assert!(err.contains("nest more than"), "{err}");
    for key in ["source", "bounds", "expect"] {
        let text = format!(
            "root: {{max: [1, 2]}}\n{key}:\n  {}1\n",
            "- ".repeat(150_000)
        );
        let path = temp_file(&format!("deep-{key}.yaml"), &text);
        let (code, out, err) = run(&["check", path.to_str().unwrap()]);
        let all = format!("{out}{err}");
        assert_eq!(code, 2, "{key}: {all}");
        assert!(all.contains(&format!("deep-{key}.yaml:3:")), "{key}: {all}");
    }
}

#[test]
fn answer_nesting_does_not_overflow_the_stack() {
    let answers = temp_file("deep-answers.yaml", &format!("{}1\n", "- ".repeat(150_000)));
    let (code, out, err) = run(&[
        "check",
        "trees/aima-fig5-2.yaml",
        "--answers",
        answers.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "a student's file: {out}{err}");
    assert!(format!("{out}{err}").contains("deep-answers.yaml:1:"));
    // Nested inside an answer's `values`, the same.
    let answers = temp_file(
        "deep-values.yaml",
        &format!("values: {{B: {}3{}}}\n", "[".repeat(70), "]".repeat(70)),
    );
    let (code, out, err) = run(&[
        "check",
        "trees/aima-fig5-2.yaml",
        "--answers",
        answers.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(
        format!("{out}{err}").contains("nest more than"),
        "{out}{err}"
    );
}

/// A tree of 4^depth leaves written in a few hundred bytes with anchors and aliases.
fn alias_tree(depth: usize) -> String {
    let mut node = "&a0 {max: [1, 5, 3, 7]}".to_string();
    for i in 1..depth {
        let kind = if i % 2 == 1 { "min" } else { "max" };
        let prev = i - 1;
        node = format!("&a{i} {{{kind}: [{node}, *a{prev}, *a{prev}, *a{prev}]}}");
    }
    format!("root: {node}\n")
}

#[test]
fn pruned_items_are_counted_before_they_are_expanded() {
    // Naming the root over and over once expanded it anew each time (a thousand copies of a
    // million leaves); and each wrong leaf got its own explained line.
    let tree = temp_file("alias-4096.yaml", &alias_tree(6));
    let output_for = |copies: usize| {
        let answers = temp_file(
            &format!("root-x{copies}.yaml"),
            &format!("pruned: [{}]\n", vec!["root"; copies].join(", ")),
        );
        let (code, out, err) = run(&[
            "check",
            tree.to_str().unwrap(),
            "--answers",
            answers.to_str().unwrap(),
        ]);
        assert_eq!(code, 1, "{err}");
        out.replace(&format!("root-x{copies}.yaml"), "answers.yaml")
    };
    let once = output_for(1);
    let many = output_for(1000);
    assert_eq!(
        once.len(),
        many.len(),
        "the answer's repetitions change nothing"
    );
    // One item per wrong leaf up to a cap, then one for the rest: output stays small while
    // 4,096 leaves are wrongly called pruned. (An item may wrap to the window; its wrapped
    // lines are indented under it.)
    // (The diagnosis below the items says how much of the family the tree's size allowed.)
    let items = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("        ") && !l.trim_start().starts_with("diagnosis:"))
            .count()
    };
    assert!(items(&many) < 40, "{many}");
    assert!(many.contains("more leaves"), "{many}");
    assert!(many.len() < 8_000, "{} bytes", many.len());
    // The bigger tree answers in as many lines.
    let big = temp_file("alias-65536.yaml", &alias_tree(8));
    let answers = temp_file("root-once.yaml", "pruned: [root]\n");
    let (_, out, _) = run(&[
        "check",
        big.to_str().unwrap(),
        "--answers",
        answers.to_str().unwrap(),
    ]);
    assert_eq!(items(&out), items(&many), "{out}");
    // Machines still get every leaf.
    let (_, out, _) = run(&[
        "check",
        tree.to_str().unwrap(),
        "--answers",
        answers.to_str().unwrap(),
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let block = &v["files"][0]["blocks"][0];
    let extra = block["pruned_extra"].as_array().unwrap().len();
    let missing = block["pruned_missing"].as_array().unwrap().len();
    assert_eq!(missing, 0);
    let evaluated = run(&["eval", tree.to_str().unwrap(), "--json"]).1;
    let evaluated: Value = serde_json::from_str(&evaluated).unwrap();
    assert_eq!(
        extra as u64,
        evaluated["leaves_evaluated"].as_u64().unwrap()
    );
}

#[test]
fn pruned_answers_are_still_judged_leaf_by_leaf() {
    // The cap on lines must not change a verdict: one missing leaf, one extra.
    let answers = temp_file("fig52-one-off.yaml", "pruned: [5, 4]\n");
    let (code, out, _) = run(&[
        "check",
        "trees/aima-fig5-2.yaml",
        "--answers",
        answers.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("missing from your pruned list: leaf 6"),
        "{out}"
    );
    assert!(out.contains("wrongly in your pruned list: leaf 4"), "{out}");
    let answers = temp_file("fig52-by-node.yaml", "pruned: [C2, \"2.3\", C3, 6]\n");
    let (code, out, _) = run(&[
        "check",
        "trees/aima-fig5-2.yaml",
        "--answers",
        answers.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn references_survive_every_alias_copy() {
    // An alias of a subtree holding `ref: T` once copied the ref as an empty leaf.
    let text = "root:\n  max:\n    - id: T\n      max: [3, 5]\n    - &s\n      min:\n        - ref: T\n        - 9\n    - *s\n";
    let path = temp_file("alias-with-ref.yaml", text);
    for extra in [&[][..], &["--tt"][..]] {
        let mut args = vec![
            "eval",
            path.to_str().unwrap(),
            "--json",
            "--algo",
            "minimax",
        ];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["value"], 5, "{out}");
        assert_eq!(v["leaf_count"], 8, "{out}");
        assert_eq!(v["node_count"], 14, "{out}");
    }
}

#[test]
fn columns_beyond_65535_are_reported_exactly() {
    let mut text = String::from("{\"root\": {\"max\": [");
    text.push_str(&"1,".repeat(34_500));
    let at = text.len() + 1;
    text.push_str("{\"chance\": [{\"value\": 1, \"p\": 0.5}, {\"value\": 2, \"p\": 0.4}]}]}}");
    assert!(at > 65_535);
    let path = temp_file("wide.json", &text);
    let (code, _, err) = run(&["eval", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains(&format!("wide.json:1:{at}")), "{err}");
    // The caret sits under the node: the snippet around it shows the chance node (counted
    // in characters: the line is shown from a `…`).
    let caret_line = err.lines().find(|l| l.contains('^')).unwrap();
    let snippet_line = err.lines().find(|l| l.contains("{\"chance\"")).unwrap();
    let caret = caret_line.find('^').unwrap();
    let under: String = snippet_line.chars().skip(caret).take(9).collect();
    assert_eq!(under, "{\"chance\"", "{err}");
}

#[test]
fn moves_name_the_best_move_and_answer_it() {
    let text = "root:\n  max:\n    - {min: [3, 12, 8], id: B, move: West}\n    - {min: [2, 4, 6], move: East}\nexpect:\n  best: West\n  value: 3\n";
    let path = temp_file("moves.yaml", text);
    let (code, out, _) = run(&["eval", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(out.contains("West (B, path 1) with value 3"), "{out}");
    let (_, out, _) = run(&["eval", path.to_str().unwrap(), "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["best_move"], "West");
    let (code, out, _) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let wrong = temp_file("moves-wrong.yaml", "best: East\n");
    let (code, out, _) = run(&[
        "check",
        path.to_str().unwrap(),
        "--answers",
        wrong.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{out}");
    // Moves are copied with shared subtrees, like every other key.
    let text = "root:\n  max:\n    - &s {min: [1, 2], move: Stay}\n    - *s\n";
    let path = temp_file("moves-alias.yaml", text);
    let (_, out, _) = run(&["eval", path.to_str().unwrap(), "--json", "--nodes"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["best_move"], "Stay");
}

#[test]
fn long_ids_are_shortened_in_the_tree_view() {
    let long = "a-node-whose-id-was-made-by-a-program-and-goes-on";
    let text = format!(
        "root:\n  max:\n    - {{min: [3, {{value: 12, id: {long}-leaf}}], id: {long}}}\n    - {{min: [2, 4], id: B}}\n"
    );
    let path = temp_file("long-ids.yaml", &text);
    let (code, out, _) = run(&["show", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(!out.contains(long), "{out}");
    assert!(out.contains("a-node-whos…-and-goes-on MIN"), "{out}");
    for line in out.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    // JSON keeps the id whole.
    let (_, out, _) = run(&["eval", path.to_str().unwrap(), "--json"]);
    assert!(out.contains(&format!("\"best_id\": \"{long}\"")), "{out}");
}

/// Runs gametree under a cap on address space, in KiB.
fn run_within_kib(kib: u64, args: &[&str]) -> (Option<i32>, String, String) {
    crate::common::gametree_under_ulimit(&format!("-v {kib}"), args)
}

#[test]
fn an_error_on_a_huge_line_quotes_a_bounded_part_of_it() {
    // A file of NUL bytes is one line; so is a leaf quoting megabytes. The whole line was
    // escaped, copied and underlined (gigabytes for 100 MB), and the quoted leaf went into
    // the message whole.
    let dir = tempfile::tempdir().unwrap();
    let nul = dir.path().join("nul.yaml");
    std::fs::write(&nul, vec![0u8; 20_000_000]).unwrap();
    let quoted = dir.path().join("quoted.yaml");
    let text = format!("root: {{max: [1, \"{}\"]}}\n", "x".repeat(20_000_000));
    std::fs::write(&quoted, text).unwrap();
    for (path, col) in [(&nul, 1), (&quoted, 17)] {
        let (code, _, err) = run_within_kib(1_000_000, &["eval", path.to_str().unwrap()]);
        assert_eq!(code, Some(2), "{}", &err[..err.len().min(2000)]);
        let name = path.file_name().unwrap().to_str().unwrap();
        assert!(err.contains(&format!("{name}:1:{col}")), "{err}");
        assert!(err.len() < 2_000, "{} bytes of error", err.len());
        assert!(err.lines().all(|l| l.chars().count() < 400), "{err}");
    }
}

#[test]
fn gen_refuses_a_depth_whose_file_grows_past_the_written_limit() {
    // Each level is indented two spaces further, so a chain's file grows with the square of
    // its depth: `--depth 5000000 --branching 1` (within the node limit) aborted.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.yaml");
    let out = out.to_str().unwrap();
    let (code, _, err) = run_within_kib(
        1_000_000,
        &["gen", "--depth", "5000000", "--branching", "1", "-o", out],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--depth") && err.contains("10000"), "{err}");
    assert!(!std::path::Path::new(out).exists());
    // A deep chain within the limit is written and reads back whole.
    let (code, _, err) = run(&["gen", "--depth", "2000", "--branching", "1", "-o", out]);
    assert_eq!(code, 0, "{err}");
    let (code, json, err) = run(&["eval", out, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["node_count"], 2001);
}

#[test]
fn the_json_of_a_deep_principal_line_grows_linearly_with_its_length() {
    // Every node of the principal line was listed by its path, and a path is as long as its
    // node is deep: a 20,000-deep chain printed 400 MB. Doubling the chain now about doubles
    // the output, and the whole line is still there as child numbers.
    let dir = tempfile::tempdir().unwrap();
    let mut sizes = Vec::new();
    for depth in [4000usize, 8000] {
        let file = dir.path().join(format!("chain{depth}.yaml"));
        let file = file.to_str().unwrap();
        let d = depth.to_string();
        let (code, _, err) = run(&["gen", "--depth", &d, "--branching", "1", "-o", file]);
        assert_eq!(code, 0, "{err}");
        let (code, json, err) = run(&["eval", file, "--json"]);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&json).unwrap();
        let paths = v["principal_variation"].as_array().unwrap();
        assert_eq!(paths.len(), 1000);
        assert_eq!(paths[2], "1.1");
        assert_eq!(v["principal_variation_complete"], false);
        let moves = v["principal_moves"].as_array().unwrap();
        assert_eq!(moves.len(), depth);
        assert!(moves.iter().all(|m| m == 1));
        sizes.push(json.len());
    }
    assert!(sizes[1] < 3 * sizes[0], "{sizes:?}");
    // A line within the limit is listed whole, with no other field.
    let (code, json, err) = run(&[
        "eval",
        "-e",
        "max: [{min: [3, 12]}, {min: [2, 4]}]",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        v["principal_variation"],
        serde_json::json!(["root", "1", "1.1"])
    );
    assert!(v.get("principal_moves").is_none() && v.get("principal_variation_complete").is_none());
}

#[test]
fn the_general_solvers_table_stops_at_its_cap_naming_the_flag() {
    // `solve connect3 --board 9x6` grew the solver's table until it aborted, out of memory.
    let (code, out, err) = run_within_kib(
        1_000_000,
        &[
            "solve",
            "connect3",
            "--board",
            "9x6",
            "--max-nodes",
            "100000",
        ],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("--max-nodes") && err.contains("100,000"),
        "{err}"
    );
    assert!(err.contains("help: raise it with --max-nodes"), "{err}");
}

#[test]
fn a_tree_input_is_read_only_up_to_a_size_tied_to_the_node_limit() {
    // `eval /dev/zero` read 2 GB and then said "out of memory"; a sparse file of gigabytes
    // was read whole before a byte of it was looked at.
    let (code, _, err) = run_within_kib(1_000_000, &["eval", "/dev/zero", "--max-nodes", "1000"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("67108864") && err.contains("--max-nodes"),
        "{err}"
    );
    let dir = tempfile::tempdir().unwrap();
    let sparse = dir.path().join("sparse.yaml");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let (code, _, err) = run_within_kib(1_000_000, &["eval", sparse.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("640000000") && err.contains("--max-nodes"),
        "{err}"
    );
}

#[test]
fn a_symmetric_game_export_stops_at_a_memory_cap_naming_max_nodes() {
    // `game connect4 --board 9x6 --symmetry` aborted at 3.8 GB: only nodes were counted, not
    // the ids, notes and positions kept beside them; and the refusal suggested --symmetry.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c4.yaml");
    let (code, _, err) = run_within_kib(
        2_000_000,
        &[
            "game",
            "connect4",
            "--board",
            "9x6",
            "--symmetry",
            "--max-nodes",
            "100000",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("MiB") && err.contains("--max-nodes"), "{err}");
    let help = err
        .lines()
        .find(|l| l.starts_with("help:"))
        .unwrap_or_default();
    assert!(!help.contains("--symmetry"), "{err}");
    assert!(!out.exists());
}

#[test]
fn an_answer_with_tens_of_thousands_of_values_is_graded_in_linear_time() {
    // Each answered item was looked up among all the others (and each map key compared with
    // every earlier one): 40,000 `values` took a minute of CPU, whatever the tree. Linear,
    // it takes seconds even unoptimised; the cap stops the quadratic reading.
    let dir = tempfile::tempdir().unwrap();
    let answers = dir.path().join("many.yaml");
    let mut text = String::from("values:\n");
    for i in 0..40_000 {
        text.push_str(&format!("  n{i}: 3\n"));
    }
    std::fs::write(&answers, text).unwrap();
    let tree = concat!(env!("CARGO_MANIFEST_DIR"), "/trees/aima-fig5-2.yaml");
    let (code, out, err) = crate::common::gametree_under_ulimit(
        "-t 40",
        &["check", tree, "--answers", answers.to_str().unwrap()],
    );
    assert_eq!(code, Some(1), "{err}");
    assert!(out.contains("0/40000"), "{}", &out[..out.len().min(400)]);
}

#[test]
fn the_per_node_json_of_a_very_deep_chain_is_refused_not_written_for_minutes() {
    // eval --json --nodes, trace --json and show --json name every node by its path, as long
    // as the node is deep: they streamed a 100,000-level chain (3 MB of JSON) for minutes,
    // some 30 GB. A 30,000-level chain (1.7 GB of paths) is now refused before a byte is
    // written, and eval --json, which names no node by its path but the principal line's
    // first ones, still answers.
    let depth = 30_000;
    let mut text = String::with_capacity(depth * 20);
    for i in 0..depth {
        text.push_str(if i % 2 == 0 {
            "{\"max\": [0, "
        } else {
            "{\"min\": [0, "
        });
    }
    text.push('1');
    for _ in 0..depth {
        text.push_str("]}");
    }
    let file = temp_file("chain30k.json", &text);
    let file = file.to_str().unwrap();
    for args in [
        vec!["eval", file, "--json", "--nodes"],
        vec!["trace", file, "--json", "--algo", "minimax"],
        vec!["show", file, "--json"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?} wrote {} bytes", out.len());
        assert!(
            err.contains("chain30k.json: the tree has 30000 levels below the root")
                && err.contains("paths are written for at most 512 MiB in all")
                && err.contains("without `--nodes`"),
            "{args:?}: {err}"
        );
    }
    let (code, json, err) = run(&["eval", file, "--json", "--algo", "minimax"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["value"], 0);
}
