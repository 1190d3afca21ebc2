//! The bank page of `gametree practice`: many trees made by the engine, one shown at a time,
//! `New tree`, levels chosen in the page, progress kept in the browser, and every tree's
//! seed and the command that makes it again.

use super::*;
use gametree::exercise::letters::letter_inner_nodes;
use gametree::exercise::random::generate;
use gametree::render::practice::unpack_bank;

/// `gametree COMMAND ARGS -o FILE` (a page-making command), and the page's text.
pub(super) fn made_page(
    dir: &Scratch,
    name: &str,
    command: &[&str],
    args: &[&str],
) -> (PathBuf, String) {
    let path = dir.path(name);
    gametree()
        .args(command)
        .args(args)
        .args(["-o", s(&path)])
        .assert()
        .success();
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

/// `gametree practice ARGS -o FILE`, and the page's text.
fn bank_page(dir: &Scratch, name: &str, args: &[&str]) -> (PathBuf, String) {
    made_page(dir, name, &["practice"], args)
}

/// The trees of `practice --depth 3 --branching 3..4 --bank 200 --seed 1` with `extra`
/// flags, the mean of their leaf counts, and the page's size in bytes.
fn bank_of_200(dir: &Scratch, extra: &[&str]) -> (Vec<Value>, f64, usize) {
    let mut args = vec![
        "--depth",
        "3",
        "--branching",
        "3..4",
        "--bank",
        "200",
        "--seed",
        "1",
    ];
    args.extend(extra);
    let (_, page) = bank_page(dir, "bank.html", &args);
    let trees = bank_trees(&page);
    assert_eq!(trees.len(), 200);
    let leaves: Vec<u64> = trees
        .iter()
        .map(|t| t["level"]["leaves"].as_u64().unwrap())
        .collect();
    let mean = leaves.iter().sum::<u64>() as f64 / leaves.len() as f64;
    (trees, mean, page.len())
}

/// The trees a bank page carries, unpacked as its script unpacks them.
fn bank_trees(page: &str) -> Vec<Value> {
    let data = page_data(page);
    assert_eq!(data["kind"], "bank");
    unpack_bank(data["bank"].as_str().expect("a packed bank")).expect("the bank unpacks")
}

/// The tree a bank tree's seed and depth make with the default shape (branching 2..3,
/// values -9..9, alpha-beta, no demands), its inner nodes lettered as the page letters them.
fn default_tree(seed: u64, depth: u32) -> Tree {
    let mut tree = generate(&RandomSpec {
        depth,
        branching: (2, 3),
        values: (-9, 9),
        seed,
        ..RandomSpec::default()
    });
    letter_inner_nodes(&mut tree);
    tree
}

/// The seed and depth in a remake command (`… --depth 3 … --seed 42`).
fn seed_and_depth(command: &str) -> (u64, u32) {
    let words: Vec<&str> = command.split_whitespace().collect();
    let after = |flag: &str| {
        let i = words.iter().position(|w| *w == flag).unwrap();
        words[i + 1]
    };
    (
        after("--seed").parse().unwrap(),
        after("--depth").parse().unwrap(),
    )
}

/// The remake command a page shows (`This tree again: gametree practice …`).
fn shown_command(tree: &Value) -> &str {
    let text = tree["remake"].as_str().unwrap();
    &text[text.find("gametree ").unwrap()..]
}

#[test]
fn a_bank_of_200_trees_of_30_leaves_stays_under_a_megabyte() {
    let dir = Scratch::new("bank-size");
    let (trees, mean, bytes) = bank_of_200(&dir, &[]);
    assert!(
        trees
            .iter()
            .all(|t| t["level"]["leaves"].as_u64().unwrap() >= 27)
            && mean >= 30.0,
        "{mean}"
    );
    assert!(
        bytes < 1_000_000,
        "a bank of 200 trees of {mean:.1} leaves on average takes {bytes} bytes"
    );
    // Every tree carries its facts as a one-tree page does: each leaf its lines, each node
    // its rules.
    for t in &trees {
        let nodes = t["nodes"].as_array().unwrap();
        assert!(
            nodes
                .iter()
                .all(|n| n.get("wrong").is_some() || n.get("value").is_some())
        );
        assert!(
            t["stepper"]["steps"]
                .as_array()
                .is_some_and(|s| !s.is_empty())
        );
    }
}

#[test]
fn a_bank_with_chance_levels_of_200_trees_stays_under_a_megabyte() {
    let dir = Scratch::new("bank-size-chance");
    let (trees, mean, bytes) = bank_of_200(&dir, &["--chance-levels", "star1"]);
    let chance = trees
        .iter()
        .filter(|t| t["level"]["chance"] == true)
        .count();
    assert_eq!(chance, 100, "half the trees have chance layers");
    assert!(mean >= 20.0, "{mean}");
    assert!(
        bytes < 1_000_000,
        "a bank of 200 trees of {mean:.1} leaves on average, half with chance layers, \
         takes {bytes} bytes"
    );
}

#[test]
fn chance_levels_are_searched_by_their_own_algorithm_and_remade_by_their_command() {
    let dir = Scratch::new("bank-chance");
    for (args, algorithm, prunes) in [
        (&["--cutoffs", "1"][..], "expectiminimax", false),
        (
            &["--chance-levels", "star1", "--cutoffs", "1"],
            "star1",
            true,
        ),
        (
            &["--chance-levels", "star2", "--chance", "weighted"],
            "star2",
            true,
        ),
    ] {
        let mut args = args.to_vec();
        if args[0] != "--chance-levels" {
            args.push("--chance-levels");
        }
        args.extend(["--depth", "2..3", "--bank", "8", "--seed", "6"]);
        let (_, page) = bank_page(&dir, "mixed.html", &args);
        let title = page_data(&page)["title"].as_str().unwrap().to_string();
        assert!(title.contains(" --chance-levels "), "{title}");
        let trees = bank_trees(&page);
        // Depth 2 without and with chance layers, then depth 3 the same, in turn.
        for (i, t) in trees.iter().enumerate() {
            let chance = i % 2 == 1;
            assert_eq!(t["level"]["chance"], chance, "{args:?}: tree {i}");
            assert_eq!(t["level"]["depth"], 2 + (i % 4) as u64 / 2, "{args:?}");
            let expected = if chance { algorithm } else { "alphabeta" };
            assert_eq!(t["algorithm"], expected, "{args:?}: tree {i}");
            assert_eq!(t["prunes"], !chance || prunes, "{args:?}: tree {i}");
            // The cutoffs asked for, where the search makes them.
            if args.contains(&"--cutoffs") && (!chance || prunes) {
                assert!(
                    t["level"]["cutoffs"].as_u64().unwrap() >= 1,
                    "{args:?}: {i}"
                );
            }
            let command = shown_command(t);
            let words: Vec<&str> = command.split_whitespace().skip(2).collect();
            let (_, again) = bank_page(&dir, "again.html", &words);
            let again = bank_trees(&again);
            assert_eq!(again[0]["nodes"], t["nodes"], "{command}");
            assert_eq!(again[0]["algorithm"], t["algorithm"], "{command}");
            assert_eq!(again[0]["seed"], t["seed"], "{command}");
        }
        // Probabilities as --chance asks: weighted ones are fractions other than 1/n.
        let weighted = args.contains(&"weighted");
        let ps: Vec<String> = trees
            .iter()
            .flat_map(|t| t["nodes"].as_array().unwrap().iter())
            .filter_map(|n| n["p"].as_str().map(str::to_string))
            .collect();
        let uneven = ps.iter().any(|p| !matches!(p.as_str(), "1/2" | "1/3"));
        assert_eq!(uneven, weighted, "{args:?}: {ps:?}");
    }
    // A bank whose trees all have chance layers has no chance levels to add.
    gametree()
        .args([
            "practice",
            "--algo",
            "star1",
            "--chance-levels",
            "-o",
            "/dev/null",
        ])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "give --algo alphabeta or minimax",
        ));
    // Without --chance-levels a bank of alpha-beta trees has no chance nodes, as before.
    gametree()
        .args(["practice", "--chance", "-o", "/dev/null"])
        .assert()
        .code(2);
}

#[test]
fn choosing_the_chance_level_shows_chance_trees_checked_as_check_checks_them() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("bank-chance-new");
    let (page, text) = bank_page(
        &dir,
        "mixed.html",
        &[
            "--depth",
            "2..3",
            "--bank",
            "8",
            "--seed",
            "6",
            "--chance-levels",
            "star1",
        ],
    );
    let trees = bank_trees(&text);
    // The bank's trees in turn: depth 2 plain, with chance, depth 3 plain, with chance.
    let chance_tree = |i: usize| {
        let (seed, depth) = seed_and_depth(shown_command(&trees[i]));
        let mut tree = generate(&RandomSpec {
            depth,
            branching: (2, 3),
            values: (-9, 9),
            chance: ChanceMode::Uniform,
            seed,
            ..RandomSpec::default()
        });
        letter_inner_nodes(&mut tree);
        tree
    };
    let config = Config {
        bounds: Some((-9.0, 9.0)),
        ..Config::new(Algorithm::Star1)
    };
    let mut rng = Lcg(61);
    let mut jobs = vec![
        // Chance nodes chosen: every tree New tree shows has them.
        json!({"page": page, "levels": {"chance": "yes"}, "check": false, "walk": 4}),
        // And without: none has.
        json!({"page": page, "levels": {"chance": "no"}, "check": false, "walk": 4}),
    ];
    let mut expected = Vec::new();
    // With chance nodes chosen, the first such tree (the bank's second), then after New
    // tree the next (its fourth, of depth 3): answered and checked.
    for (presses, i) in [(0, 1), (1, 3)] {
        let tree = chance_tree(i);
        assert!(tree.has_chance());
        let (values, pruned, block) = answers_and_check(
            &dir,
            &format!("t{i}"),
            (&tree, &config, Some((-9.0, 9.0))),
            &mut rng,
        );
        jobs.push(
            json!({"page": page, "levels": {"chance": "yes"}, "newTree": presses,
                         "values": values, "pruned": pruned}),
        );
        expected.push((i, tree, block));
    }
    let results = run_jobs(&dir, &jobs);
    for (r, with) in [(&results[0], true), (&results[1], false)] {
        let mut shown = vec![r["extra"]["tree"].clone()];
        shown.extend(r["extra"]["walk"].as_array().unwrap().iter().cloned());
        for t in &shown {
            let chance = t["chance"].as_u64().unwrap() > 0;
            assert_eq!(chance, with, "{t}");
            let command = t["remake"].as_str().unwrap();
            assert_eq!(command.contains("--algo star1"), with, "{command}");
        }
        let distinct: std::collections::BTreeSet<String> =
            shown.iter().map(|t| t["seed"].to_string()).collect();
        assert_eq!(
            distinct.len(),
            4,
            "the four trees of the level, in turn: {shown:?}"
        );
    }
    for ((i, tree, block), r) in expected.iter().zip(&results[2..]) {
        assert_eq!(r["errors"], json!([]), "tree {i}");
        let shown = &r["extra"]["tree"];
        assert_eq!(shown["where"], format!("Tree {} of 8", i + 1), "{shown}");
        assert_eq!(shown["seed"], trees[*i]["seed"]);
        assert_eq!(shown["leaves"], tree.leaf_count(), "tree {i}");
        assert!(shown["chance"].as_u64().unwrap() > 0, "{shown}");
        assert_agrees(&format!("chance tree {i}"), &r["verdicts"], block);
    }
}

#[test]
fn every_tree_of_a_bank_has_its_seed_exact_and_a_command_that_makes_it_again() {
    let dir = Scratch::new("bank-seed");
    let (_, page) = bank_page(
        &dir,
        "bank.html",
        &["--bank", "6", "--seed", "5", "--strict"],
    );
    let trees = bank_trees(&page);
    assert_eq!(trees.len(), 6);
    for (i, t) in trees.iter().enumerate() {
        // A decimal string, exact to 64 bits, and the one the command gives.
        let seed: u64 = t["seed"].as_str().unwrap().parse().unwrap();
        let command = t["remake"].as_str().unwrap();
        assert!(
            command.ends_with(&format!(" --bank 1 --seed {seed}")),
            "{command}"
        );
        assert!(command.contains(" --strict"), "{command}");
        let words: Vec<&str> = command.split_whitespace().skip(2).collect();
        let (_, again) = bank_page(&dir, &format!("again{i}.html"), &words);
        let again = bank_trees(&again);
        assert_eq!(again.len(), 1);
        assert_eq!(again[0]["nodes"], t["nodes"], "tree {i}: {command}");
        assert_eq!(again[0]["seed"], t["seed"]);
    }
    // The first tree is the page's own seed's; the same flags and seed give the same page.
    assert_eq!(trees[0]["seed"], "5");
    let (_, same) = bank_page(
        &dir,
        "same.html",
        &["--bank", "6", "--seed", "5", "--strict"],
    );
    assert_eq!(same, page);
}

#[test]
fn banks_made_at_once_without_a_seed_differ_and_show_seeds_past_2_to_the_53() {
    let dir = Scratch::new("bank-fresh");
    let seeds: Vec<String> = (0..3)
        .map(|i| {
            let (_, page) = bank_page(&dir, &format!("b{i}.html"), &["--bank", "1"]);
            bank_trees(&page)[0]["seed"].as_str().unwrap().to_string()
        })
        .collect();
    assert!(seeds[0] != seeds[1] && seeds[1] != seeds[2], "{seeds:?}");
    // Later trees' seeds are drawn from the whole 63-bit range: past 2^53, where
    // JavaScript's numbers would round them, and kept exact as strings.
    let (_, page) = bank_page(&dir, "big.html", &["--bank", "20", "--seed", "9"]);
    let big = bank_trees(&page)
        .iter()
        .map(|t| t["seed"].as_str().unwrap().parse::<u64>().unwrap())
        .filter(|&s| s > 1 << 53)
        .count();
    assert!(big > 10, "{big}");
}

#[test]
fn practice_refuses_a_depth_out_of_range() {
    gametree()
        .args(["practice", "--depth", "0..3", "-o", "/dev/null"])
        .assert()
        .code(2);
    gametree()
        .args(["practice", "--depth", "7", "-o", "/dev/null"])
        .assert()
        .code(2);
}

#[test]
fn chance_levels_take_only_the_chance_algorithms() {
    for algo in ["minimax", "alphabeta", "pvs", "mcts"] {
        let out = gametree()
            .args(["practice", "--chance-levels", algo, "-o", "/dev/null"])
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let err = String::from_utf8(out).unwrap();
        assert!(
            err.contains("expectimax, star1 or star2") && err.contains(algo),
            "{err}"
        );
    }
    for algo in ["expectimax", "expectiminimax", "star1", "star2"] {
        gametree()
            .args([
                "practice",
                "--chance-levels",
                algo,
                "--depth",
                "2",
                "--bank",
                "2",
            ])
            .args(["-o", "/dev/null"])
            .assert()
            .success();
    }
}

/// Random answers to `tree` under `config` (`bounds` for Star1 and Star2 in its file), and
/// what `gametree check --json` says of them: the job's values and pruned leaves, and the
/// report's block.
pub(super) fn answers_and_check(
    dir: &Scratch,
    name: &str,
    (tree, config, bounds): (&Tree, &Config, Option<(f64, f64)>),
    rng: &mut Lcg,
) -> (Value, Vec<u32>, Value) {
    let rubric = dir.path("rubric.yaml");
    std::fs::write(&rubric, "follow_through: 0\n").unwrap();
    let file = dir.path(&format!("{name}.yaml"));
    let header = gametree::tree::yaml::Header {
        bounds,
        ..Default::default()
    };
    std::fs::write(&file, gametree::tree::yaml::write(tree, &header)).unwrap();
    let (values, mut pruned, _) = random_answers(tree, config, rng, false);
    // A page for a search that prunes nothing asks for no leaf.
    if !config.algorithm.prunes() {
        pruned.clear();
    }
    let answers = dir.path(&format!("{name}-answers.yaml"));
    std::fs::write(&answers, answer_file(config, &values, &pruned, &json!({}))).unwrap();
    let out = gametree()
        .args(["check", s(&file), "--answers", s(&answers), "--json"])
        .args(["--rubric", s(&rubric)])
        .output()
        .unwrap();
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "check --json on {name}: {e}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (values, pruned, report["files"][0]["blocks"][0].clone())
}

/// The page's verdicts on a tree (`page`, of the region answered) are `gametree check`'s
/// (`block`): each value's line, and the leaves marked wrongly.
pub(super) fn assert_agrees(what: &str, page: &Value, block: &Value) {
    let page: &Vec<Value> = page.as_array().unwrap();
    let verdicts = block["verdicts"].as_array().unwrap();
    assert!(!verdicts.is_empty(), "{what}: {block}");
    for v in verdicts {
        let item = v["item"].as_str().unwrap();
        if let Some(name) = item.strip_prefix("values.") {
            let p = page
                .iter()
                .find(|p| p["item"] == "value" && p["name"] == name)
                .unwrap_or_else(|| panic!("{what}: no value item {name}"));
            assert_eq!(
                (&p["ok"], &p["line"], &p["note"]),
                (&v["ok"], &v["message"], &v["note"]),
                "{what}, {item}"
            );
        }
    }
    assert_eq!(
        page_wrong_leaves(page),
        check_wrong_leaves(block),
        "{what}: wrong leaves"
    );
}

#[test]
fn new_tree_changes_the_tree_and_its_verdicts_agree_with_check() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("bank-new");
    let (page, text) = bank_page(&dir, "bank.html", &["--bank", "8", "--seed", "11"]);
    let trees = bank_trees(&text);
    let config = Config::default();
    let mut rng = Lcg(7);
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    for n in 0..5 {
        let shown = &trees[n % trees.len()];
        let (seed, depth) = seed_and_depth(shown_command(shown));
        let tree = default_tree(seed, depth);
        let (values, pruned, block) =
            answers_and_check(&dir, &format!("t{n}"), (&tree, &config, None), &mut rng);
        expected.push((tree, block));
        // Typed and clicked after pressing New tree n times.
        jobs.push(json!({"page": page, "newTree": n, "values": values, "pruned": pruned}));
    }
    let results = run_jobs(&dir, &jobs);
    let mut seen = Vec::new();
    for (n, ((tree, block), r)) in expected.iter().zip(&results).enumerate() {
        let shown = &r["extra"]["tree"];
        // The tree shown is the bank's n-th, the one the seed it shows makes.
        assert_eq!(shown["where"], format!("Tree {} of 8", n + 1), "{shown}");
        assert_eq!(shown["leaves"], tree.leaf_count(), "tree {n}");
        assert!(
            !seen.contains(&shown["seed"]),
            "New tree showed {} again",
            shown["seed"]
        );
        seen.push(shown["seed"].clone());
        assert_agrees(&format!("tree {n}"), &r["verdicts"], block);
    }
}

#[test]
fn every_seed_a_bank_page_shows_makes_its_tree_again() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("bank-shown");
    let (page, text) = bank_page(
        &dir,
        "bank.html",
        &["--bank", "5", "--depth", "2..4", "--seed", "3"],
    );
    let trees = bank_trees(&text);
    let results = run_jobs(&dir, &[json!({"page": page, "check": false, "walk": 5})]);
    let mut shown = vec![results[0]["extra"]["tree"].clone()];
    shown.extend(
        results[0]["extra"]["walk"]
            .as_array()
            .unwrap()
            .iter()
            .cloned(),
    );
    // Five presses go round the bank back to its first tree.
    assert_eq!(shown.len(), 6);
    assert_eq!(shown[0]["seed"], shown[5]["seed"]);
    for (i, t) in shown.iter().take(5).enumerate() {
        let command = shown_command(t);
        let (seed, depth) = seed_and_depth(command);
        assert_eq!(
            t["seed"],
            seed.to_string(),
            "the seed shown is the command's"
        );
        assert_eq!(t["label"], format!("seed {seed}"));
        assert!(
            t["level"]
                .as_str()
                .unwrap()
                .starts_with(&format!("Depth {depth} ")),
            "{t}"
        );
        let words: Vec<&str> = command.split_whitespace().skip(2).collect();
        let (_, again) = bank_page(&dir, &format!("again{i}.html"), &words);
        assert_eq!(
            bank_trees(&again)[0]["nodes"],
            trees[i]["nodes"],
            "{command}"
        );
        assert_eq!(
            default_tree(seed, depth).leaf_count(),
            t["leaves"].as_u64().unwrap() as usize
        );
    }
}

#[test]
fn levels_are_chosen_in_the_page_and_progress_is_kept_in_the_browser() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("bank-progress");
    let (page, text) = bank_page(
        &dir,
        "bank.html",
        &["--bank", "6", "--depth", "2..3", "--seed", "8"],
    );
    let trees = bank_trees(&text);
    let right = |i: usize| {
        let (seed, depth) = seed_and_depth(shown_command(&trees[i]));
        right_answers(&default_tree(seed, depth), &Config::default())
    };
    let (v0, p0) = right(0);
    let (v1, p1) = right(1);
    let mut wrong1 = v1.clone();
    wrong1["A"] = json!("99");
    let (zh, _) = bank_page(
        &dir,
        "zh.html",
        &["--bank", "2", "--seed", "8", "--lang", "zh"],
    );
    let results = run_jobs(
        &dir,
        &[
            // Right at the first Check: done 1, right first time 1, streak 1.
            json!({"page": page, "values": v0, "pruned": p0}),
            // The next tree wrong, then right: done 2, first 1, streak 0.
            json!({"page": page, "newTree": 1, "values": wrong1, "pruned": p1}),
            json!({"page": page, "newTree": 1, "values": v1, "pruned": p1}),
            // The same tree right again counts once.
            json!({"page": page, "values": v0, "pruned": p0}),
            // Depth 3 chosen: every tree New tree shows is of depth 3.
            json!({"page": page, "levels": {"depth": "3"}, "check": false, "walk": 4}),
            json!({"page": zh, "check": false, "screenshot": dir.path("zh.png")}),
        ],
    );
    let progress = |r: &Value| {
        let p = &r["extra"]["progress"];
        (
            p["done"].as_u64().unwrap(),
            p["first"].as_u64().unwrap(),
            p["streak"].as_u64().unwrap(),
        )
    };
    assert!(
        status(&results[0]).contains("all right"),
        "{}",
        status(&results[0])
    );
    assert_eq!(progress(&results[0]), (1, 1, 1));
    assert_eq!(progress(&results[1]), (1, 1, 0));
    assert!(
        status(&results[2]).contains("all right"),
        "{}",
        status(&results[2])
    );
    assert_eq!(progress(&results[2]), (2, 1, 0));
    assert_eq!(progress(&results[3]), (2, 1, 0));
    assert_eq!(
        results[2]["extra"]["progress"]["text"],
        "Trees done: 2 · right first time: 1 · streak: 0"
    );
    let mut depths = vec![results[4]["extra"]["tree"].clone()];
    depths.extend(
        results[4]["extra"]["walk"]
            .as_array()
            .unwrap()
            .iter()
            .cloned(),
    );
    for t in &depths {
        assert!(t["level"].as_str().unwrap().starts_with("Depth 3 "), "{t}");
    }
    // The depth-3 trees are the bank's odd ones (the depths take turns): all are visited.
    let distinct: std::collections::BTreeSet<String> =
        depths.iter().map(|t| t["seed"].to_string()).collect();
    assert_eq!(distinct.len(), 3, "{depths:?}");
    // In Chinese the words change; the accessible names stay.
    let zh = &results[5]["extra"];
    assert!(
        zh["progress"]["text"].as_str().unwrap().contains("已完成"),
        "{zh}"
    );
    assert!(
        zh["tree"]["where"].as_str().unwrap().contains("共 2 棵"),
        "{zh}"
    );
}
