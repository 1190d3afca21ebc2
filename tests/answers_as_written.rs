//! Answers the way students write them: fractions and rounded decimals for values that come
//! from chance averaging, names that name no node, one node under two names, and the texts
//! that explain a wrong value, a cut that prunes several leaves, and an α = β case under the
//! strict rule. Each text is a snapshot.

use assert_cmd::Command;

const FIG52: &str = "trees/aima-fig5-2.yaml";

/// `gametree check TREE --answers FILE` on an answer written here: exit code and stdout.
fn check(tree: &str, answer: &str, extra: &[&str]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let tree_path = if tree.ends_with(".yaml") && std::path::Path::new(tree).exists() {
        tree.to_string()
    } else {
        let p = dir.path().join("tree.yaml");
        std::fs::write(&p, tree).unwrap();
        p.to_str().unwrap().to_string()
    };
    let file = dir.path().join("answer.yaml");
    std::fs::write(&file, answer).unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .env_remove("NO_COLOR")
        .env("COLUMNS", "100")
        .env("TERM", "dumb")
        .args(["check", &tree_path, "--answers"])
        .arg(&file)
        .args(extra)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).replace(file.to_str().unwrap(), "answer.yaml");
    (out.status.code().unwrap_or(-1), text)
}

/// A chance root averaging 1, 2 and 4: its value 7/3 is computed, not written in the file.
const THIRDS: &str = "root: {chance: [1, 2, 4]}";

#[test]
fn fractions_are_read_plain_and_quoted() {
    for answer in [
        "algorithm: expectiminimax\nvalue: 7/3\n",
        "algorithm: expectiminimax\nvalue: \"7/3\"\n",
    ] {
        let (code, out) = check(THIRDS, answer, &[]);
        assert_eq!(code, 0, "{answer}: {out}");
    }
    // A fraction is a number like any other: 2/3 is not 7/3.
    let (code, _) = check(THIRDS, "algorithm: expectiminimax\nvalue: 2/3\n", &[]);
    assert_eq!(code, 1);
}

#[test]
fn a_computed_value_rounded_to_two_places_is_right_and_the_verdict_says_why() {
    let (code, out) = check(THIRDS, "algorithm: expectiminimax\nvalue: 2.33\n", &["-v"]);
    assert_eq!(code, 0, "{out}");
    insta::assert_snapshot!("rounded_right", out);
}

#[test]
fn a_computed_value_rounded_wrongly_or_to_too_few_places_is_wrong() {
    let (code, out) = check(THIRDS, "algorithm: expectiminimax\nvalue: 2.34\n", &[]);
    assert_eq!(code, 1);
    insta::assert_snapshot!("rounded_wrong", out);
    let (code, out) = check(THIRDS, "algorithm: expectiminimax\nvalue: 2\n", &[]);
    assert_eq!(code, 1);
    insta::assert_snapshot!("rounded_to_a_whole_number", out);
}

#[test]
fn tolerance_replaces_the_rounding_rule_and_says_so() {
    let (code, out) = check(
        THIRDS,
        "algorithm: expectiminimax\nvalue: 2.3\n",
        &["--tolerance", "0.05", "-v"],
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("within the tolerance 0.05"), "{out}");
}

#[test]
fn numbers_written_in_the_file_are_matched_exactly_even_when_rounding_would_match() {
    let (code, _) = check("max: [2.333, 1]", "value: 2.33\n", &[]);
    assert_eq!(code, 1);
}

#[test]
fn a_number_a_float_only_comes_near_is_not_the_files_value() {
    // `2.99999999999999999` and this fraction were both read as the float 3 and graded
    // right against a leaf of 3, though neither is 3.
    let tree = "max: [{min: [3, 12]}, {min: [2, 4]}]";
    for near in [
        "2.99999999999999999",
        "3.00000000000000001",
        "\"99999999999999999999998/33333333333333333333333\"",
    ] {
        let answer = format!(
            "value: {near}\nvalues: {{\"1\": {near}, \"2\": \"<= {}\"}}\n",
            near.trim_matches('"')
        );
        let (code, out) = check(tree, &answer, &[]);
        assert_eq!(code, 1, "{answer}: {out}");
        let written = near.trim_matches('"');
        assert!(
            out.contains(&format!("you wrote {written}, but the root's value is 3")),
            "{out}"
        );
        assert!(out.contains("0/3 right"), "{out}");
    }
    // The same value written exactly, any way, is right.
    for exact in ["3", "3.000", "\"6/2\"", "3e0"] {
        let answer = format!("value: {exact}\nvalues: {{\"1\": {exact}}}\n");
        let (code, out) = check(tree, &answer, &[]);
        assert_eq!(code, 0, "{answer}: {out}");
    }
    // A value from chance averaging is still right within rounding error, however written.
    let (code, out) = check(
        THIRDS,
        "algorithm: expectiminimax\nvalue: 2.3333333333333333333333\n",
        &[],
    );
    assert_eq!(code, 0, "{out}");
}

#[test]
fn a_name_that_names_no_node_is_a_wrong_item_with_what_it_could_be() {
    let (code, out) = check(
        FIG52,
        "value: 3\nbest: E\npruned: [5, 6, 12, X]\nvalues: {Q: 1, C: \"<=2\"}\n",
        &[],
    );
    assert_eq!(code, 1, "a wrong item, not bad input: {out}");
    insta::assert_snapshot!("names_that_name_no_node", out);
}

#[test]
fn a_best_move_that_is_no_child_of_the_root_is_a_wrong_item() {
    let (code, out) = check(FIG52, "best: C1\n", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("C1 is not a child of the root"), "{out}");
    assert!(out.contains("it could be B, C or D"), "{out}");
}

#[test]
fn one_node_under_its_id_and_its_path_is_one_item() {
    let (code, out) = check(FIG52, "values: {C: \"<=2\", \"2\": \"<=2\"}\n", &["-v"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1/1 right"), "counted once: {out}");
    let (code, out) = check(FIG52, "values: {D: 2, \"3\": 3}\n", &[]);
    assert_eq!(code, 1);
    assert!(
        out.contains("0/1 right"),
        "one wrong item, not two verdicts: {out}"
    );
    insta::assert_snapshot!("one_node_answered_twice_differently", out);
}

#[test]
fn a_wrong_root_value_names_the_child_that_decides_it() {
    let (code, out) = check(FIG52, "value: 2\n", &[]);
    assert_eq!(code, 1);
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "it comes from B (path 1), the largest of the root's children (B 3, C ≤ 2, D 2)"
        ),
        "{out}"
    );
}

#[test]
fn leaves_pruned_by_one_cut_are_one_line() {
    let (code, out) = check(FIG52, "pruned: []\n", &[]);
    assert_eq!(code, 1);
    let lines = out.matches("missing from your pruned list").count();
    assert_eq!(lines, 1, "{out}");
    insta::assert_snapshot!("one_line_per_cut", out);
}

#[test]
fn a_strict_verdict_on_alpha_equal_to_beta_says_equality_does_not_cut() {
    let (code, out) = check(
        "trees/cs188-tied-root.yaml",
        "strict: true\npruned: [3]\n",
        &[],
    );
    assert_eq!(code, 1);
    insta::assert_snapshot!("strict_alpha_equals_beta", out);
}

#[test]
fn a_wrong_answer_is_diagnosed_in_words() {
    let (_, out) = check("trees/cs188-tied-root.yaml", "pruned: []\n", &[]);
    insta::assert_snapshot!("diagnosis_strict", out);
    let (_, out) = check(
        FIG52,
        "value: 3\nbest: B\npruned: [5, 6]\nvalues: {C: \"<=3\"}\n",
        &[],
    );
    insta::assert_snapshot!("diagnosis_fail_hard", out);
    let (_, out) = check(FIG52, "value: 3\npruned: [4, 5, 6]\n", &[]);
    insta::assert_snapshot!("diagnosis_closest_or_none", out);
}

#[test]
fn a_tolerance_replaces_the_rounding_rule_rather_than_adding_to_it() {
    // 2.33 is 7/3 rounded, but 0.0033 away: a tolerance of 0.001 is what the course asked for.
    let (code, out) = check(
        THIRDS,
        "algorithm: expectiminimax\nvalue: 2.33\n",
        &["--tolerance", "0.001"],
    );
    assert_eq!(code, 1, "{out}");
    let (code, out) = check(
        THIRDS,
        "algorithm: expectiminimax\nvalue: 2.333\n",
        &["--tolerance", "0.001"],
    );
    assert_eq!(code, 0, "{out}");
}

#[test]
fn the_json_diagnosis_lists_flags_match_and_the_items_explained() {
    let (code, out) = check(
        "trees/cs188-tied-root.yaml",
        "value: 10\npruned: []\n",
        &["--json"],
    );
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    insta::assert_json_snapshot!("diagnosis_json", v["files"][0]["blocks"][0]["diagnosis"]);
}

#[test]
fn a_strict_verdict_on_a_bound_where_alpha_equals_beta_says_equality_does_not_cut() {
    let (code, out) = check(
        "trees/cs188-tied-root.yaml",
        "strict: true\nvalues: {min2: \"<=10\"}\n",
        &[],
    );
    assert_eq!(code, 1);
    insta::assert_snapshot!("strict_alpha_equals_beta_bound", out);
}

#[test]
fn pruned_leaves_written_as_a_string_of_numbers_and_ranges_are_read_as_a_list() {
    // Fig. 5.2 prunes leaves 5 and 6; gametree prints the set as `5–6`.
    for written in [
        "pruned: \"5, 6\"",
        "pruned: 5-6",
        "pruned: \"5–6\"",
        "pruned: [\"5-6\"]",
        "pruned: \"5;6\"",
        "pruned: \"C2, 6\"",
    ] {
        let (code, out) = check(FIG52, &format!("{written}\n"), &[]);
        assert_eq!(code, 0, "{written}: {out}");
    }
    // A range past the last leaf is a wrong item, not billions of leaves.
    let (code, out) = check(FIG52, "pruned: \"5-6, 1-4000000000\"\n", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("there is no leaf 4000000000"), "{out}");
    // Ranges that cover the tree over and over are read as far as a few times its leaves.
    let many = vec!["1-9"; 100_000].join(", ");
    let (code, out) = check(FIG52, &format!("pruned: \"{many}\"\n"), &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("covers the leaves many times over"), "{out}");
    assert_eq!(
        out.matches("✗ pruned:").count(),
        1,
        "one wrong item for the rest: {out}"
    );
    // Pieces that are neither numbers, ranges nor names are named as written.
    let (code, out) = check(FIG52, "pruned: \"5, six\"\n", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("\"six\""), "{out}");
}

#[test]
fn leaf_values_written_for_leaf_numbers_are_recognised() {
    // Leaves 5 and 6 hold 4 and 6.
    let (code, out) = check(FIG52, "pruned: [4, 6]\n", &[]);
    assert_eq!(code, 1);
    // The note as one line, however the report wraps it.
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains(
            "these look like leaf values, not leaf numbers: the leaves valued 4 and 6 are leaves 5 and 6"
        ),
        "{out}"
    );
    // One value that is also a pruned leaf's number is not called a value, nor is a right
    // answer or one that names only some of the values.
    for answer in ["pruned: [5, 6]\n", "pruned: [4]\n", "pruned: [6, 4, 2]\n"] {
        let (_, out) = check(FIG52, answer, &[]);
        assert!(!out.contains("look like leaf values"), "{answer}: {out}");
    }
    // In Chinese too.
    let (_, out) = check(FIG52, "pruned: [4, 6]\n", &["--lang", "zh"]);
    let out: String = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains("值为 4 和 6 的 2 个叶节点是叶节点 5 和 6"),
        "{out}"
    );
}

#[test]
fn a_leaf_listed_twice_is_counted_once_with_a_note() {
    let (code, out) = check(FIG52, "pruned: [5, 6, 5]\n", &["-v"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("note: leaf 5 is listed twice (counted once)"),
        "{out}"
    );
    let (_, out) = check(FIG52, "pruned: [5, 6]\n", &["-v"]);
    assert!(!out.contains("listed twice"), "{out}");
}

#[test]
fn leaves_evaluated_and_the_evaluation_order_are_checked_and_explained() {
    // Fig. 5.5: alpha-beta evaluates 7 of the 9 leaves, skipping C's last two.
    let (code, out) = check(
        FIG52,
        "evaluated: 7\nevaluation_order: \"1-4, 7-9\"\n",
        &["-v"],
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("7 leaves evaluated"), "{out}");
    assert!(
        out.contains("evaluation order: 1, 2, 3, 4, 7, 8, 9"),
        "{out}"
    );
    let (code, out) = check(
        FIG52,
        "evaluated: 9\nevaluation_order: [1, 2, 3, 4, 5, 7, 8, 9]\n",
        &[],
    );
    assert_eq!(code, 1);
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains("you wrote 9, but the search evaluates 7 (it prunes 2 of the 9 leaves)"),
        "{out}"
    );
    assert!(
        out.contains("at place 5 the search evaluates leaf 7 (step 15), not leaf 5"),
        "{out}"
    );
    // Right to left is a variant the diagnosis knows.
    let (_, out) = check(
        FIG52,
        "order: reversed\nevaluation_order: \"1-4, 7-9\"\n",
        &[],
    );
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(out.contains("your evaluation order is exactly what alpha-beta gives when it searches children left to right"), "{out}");
}

#[test]
fn a_rubric_scores_the_new_items_and_gradescope_groups_them() {
    let dir = tempfile::tempdir().unwrap();
    let rubric = dir.path().join("rubric.yaml");
    std::fs::write(
        &rubric,
        "points: {evaluated: 2, evaluation_order: 3}\nrequired: [evaluated, evaluation_order]\n",
    )
    .unwrap();
    let answer = dir.path().join("a.yaml");
    std::fs::write(&answer, "evaluated: 7\n").unwrap();
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["check", FIG52, "--answers"])
        .arg(&answer)
        .arg("--rubric")
        .arg(&rubric)
        .args(["--format", "gradescope"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tests = v["tests"].as_array().unwrap();
    let by_tag = |tag: &str| {
        tests
            .iter()
            .find(|t| t["tags"][0] == tag)
            .unwrap_or_else(|| panic!("a test tagged {tag}: {v}"))
    };
    assert_eq!(by_tag("evaluated")["score"], 2);
    assert_eq!(by_tag("evaluation_order")["score"], 0);
    assert_eq!(by_tag("evaluation_order")["max_score"], 3);
    assert_eq!(v["score"], 2);
}

/// "Café" with a combining accent in the tree and the accented letter in the answer were
/// different names: the right best move was graded wrong.
#[test]
fn a_name_in_another_unicode_form_names_the_same_node() {
    let decomposed = "Cafe\u{301}";
    let composed = "Caf\u{e9}";
    for (in_tree, in_answer) in [(decomposed, composed), (composed, decomposed)] {
        let tree = format!(
            "root: {{max: [{{id: \"{in_tree}\", min: [3, 5]}}, {{id: B, min: [1, 9]}}]}}\n"
        );
        let (code, out) = check(
            &tree,
            &format!("best: \"{in_answer}\"\nvalues: {{\"{in_answer}\": 3}}\n"),
            &[],
        );
        assert_eq!(code, 0, "{out}");
    }
}
