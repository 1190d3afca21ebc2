//! Property tests: every search against the naive references of `common`, on thousands of
//! random trees (uneven branching, ties, duplicates, negative and fractional values, chance
//! nodes).

use crate::common::*;
use gametree::search::{self, Algorithm, Config, Order};
use proptest::prelude::*;

fn cfg(algorithm: Algorithm) -> Config {
    Config::new(algorithm)
}

/// What a search refused with, as its facts (`None` when it gave a result).
fn refusal<T>(r: search::Result<T>) -> Option<search::SearchError> {
    r.err()
}

/// Counts the events it hears, so that the engine builds every event as a view needs it.
struct Listener(u64);

impl search::Observer for Listener {
    fn event(&mut self, _: &gametree::tree::Tree, _: &search::Event) {
        self.0 += 1;
    }
}

/// The search of `tree` under `c` with a listener: what a trace or a stepper runs.
fn listened(tree: &gametree::tree::Tree, c: &Config) -> search::Result<search::Summary> {
    search::run_observed(tree, c, &mut Listener(0)).map(|o| o.summary)
}

/// The search with a listener gives what it gives alone on `tree` under `c`: the value to
/// the bit, whether it is computed, the best move and the counts.
fn agree_to_the_bit(tree: &gametree::tree::Tree, c: &Config) -> Result<(), TestCaseError> {
    let alone = search::run(tree, c).unwrap();
    let heard = listened(tree, c).unwrap();
    let w = &alone.summary;
    prop_assert_eq!(
        w.value.to_bits(),
        heard.value.to_bits(),
        "value {} alone, {} with a listener",
        w.value,
        heard.value
    );
    prop_assert_eq!(w.computed, heard.computed);
    prop_assert_eq!(w.best, heard.best);
    prop_assert_eq!(w.leaves_evaluated, heard.leaves_evaluated);
    prop_assert_eq!(w.nodes_visited, heard.nodes_visited);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn minimax_matches_reference(t in arb_tree(5, true)) {
        let tree = t.build();
        for algo in [Algorithm::Minimax, Algorithm::Expectiminimax] {
            let out = search::run(&tree, &cfg(algo)).unwrap();
            prop_assert!(same(out.value, minimax(&t)), "{} gave {} want {}", algo.name(), out.value, minimax(&t));
            prop_assert!(out.pruned_leaves(&tree).is_empty());
            prop_assert_eq!(out.leaves_evaluated as usize, tree.leaf_count());
            prop_assert_eq!(out.nodes_visited as usize, tree.len());
        }
    }

    #[test]
    fn alphabeta_matches_reference(t in arb_tree(5, true), strict: bool, fail_hard: bool, root_reset: bool) {
        let tree = t.build();
        let conv = Conv { strict, fail_hard, root_reset, ..Conv::default() };
        let c = Config { strict, fail_hard, root_reset, ..cfg(Algorithm::AlphaBeta) };
        let out = search::run(&tree, &c).unwrap();
        let (want, leaves) = AlphaBeta::run(&t, conv);
        prop_assert!(same(out.value, want), "value {} want {}", out.value, want);
        prop_assert!(same(out.value, minimax(&t)), "value {} is not minimax {}", out.value, minimax(&t));
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves.clone()));
        prop_assert_eq!(out.leaves_evaluated as usize, leaves.len());
    }

    /// The checker's `evaluation_order` and `evaluated` items agree with the recursive
    /// reference's order of evaluation: that order is right, and the same order with two
    /// leaves swapped, or one leaf left off, is wrong.
    #[test]
    fn evaluation_order_answers_agree_with_the_reference(t in arb_tree(5, true), strict: bool, fail_hard: bool, root_reset: bool, swap in 0usize..64) {
        use gametree::check::{Searches, check_block, expectations};
        let tree = t.build();
        let conv = Conv { strict, fail_hard, root_reset, ..Conv::default() };
        let (_, order) = AlphaBeta::run(&t, conv);
        let meta = gametree::parse::Meta::default();
        let answer = |order: &[u32]| {
            let list: Vec<String> = order.iter().map(u32::to_string).collect();
            format!(
                "{{strict: {strict}, fail_hard: {fail_hard}, root_reset: {root_reset}, evaluated: {}, evaluation_order: [{}]}}",
                order.len(),
                list.join(", ")
            )
        };
        let passed = |text: &str| {
            let v = gametree::parse::parse_value(text).unwrap();
            let block = expectations(&tree, &meta, &v).unwrap().remove(0);
            let report = check_block(&tree, &block, &mut Searches::default()).unwrap();
            report.verdicts.iter().map(|v| v.ok).collect::<Vec<bool>>()
        };
        prop_assert_eq!(passed(&answer(&order)), vec![true, true]);
        if order.len() >= 2 {
            let i = swap % (order.len() - 1);
            let mut swapped = order.clone();
            swapped.swap(i, i + 1);
            prop_assert_eq!(passed(&answer(&swapped)), vec![true, false]);
            let short = &order[..order.len() - 1];
            prop_assert_eq!(passed(&answer(short)), vec![false, false]);
        }
    }

    /// Without deep cutoffs each child gets only its parent's bound: the engine evaluates
    /// exactly the leaves of the recursive reference, with every other convention, and the
    /// root's value is still minimax.
    #[test]
    fn no_deep_cutoffs_matches_reference(t in arb_tree(5, true), strict: bool, fail_hard: bool, root_reset: bool) {
        let tree = t.build();
        let conv = Conv { strict, fail_hard, root_reset, no_deep_cutoffs: true };
        let c = Config { strict, fail_hard, root_reset, no_deep_cutoffs: true, ..cfg(Algorithm::AlphaBeta) };
        let out = search::run(&tree, &c).unwrap();
        let (want, leaves) = AlphaBeta::run(&t, conv);
        prop_assert!(same(out.value, want), "value {} want {}", out.value, want);
        prop_assert!(same(out.value, minimax(&t)), "value {} is not minimax {}", out.value, minimax(&t));
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves.clone()));
        prop_assert_eq!(out.leaves_evaluated as usize, leaves.len());
    }

    /// On alternating MAX/MIN trees the convention is Knuth and Moore's F1 itself, run
    /// word for word; and it never evaluates fewer leaves than full alpha-beta (deep
    /// cutoffs only ever save work).
    #[test]
    fn no_deep_cutoffs_is_knuth_and_moores_f1(t in arb_tree(6, false), max_at_root: bool) {
        let t = t.alternating(max_at_root);
        let tree = t.build();
        let c = Config { no_deep_cutoffs: true, ..cfg(Algorithm::AlphaBeta) };
        let out = search::run(&tree, &c).unwrap();
        let (want, leaves) = KnuthMooreF1::run(&t).expect("alternating");
        prop_assert!(same(out.value, want), "value {} F1 {}", out.value, want);
        prop_assert!(same(out.value, minimax(&t)));
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves));
        let full = search::run(&tree, &cfg(Algorithm::AlphaBeta)).unwrap();
        prop_assert!(full.leaves_evaluated <= out.leaves_evaluated);
    }

    #[test]
    fn fail_hard_and_soft_prune_alike_under_the_default_rule(t in arb_tree(5, true)) {
        let tree = t.build();
        let soft = search::run(&tree, &cfg(Algorithm::AlphaBeta)).unwrap();
        let hard = search::run(&tree, &Config { fail_hard: true, ..cfg(Algorithm::AlphaBeta) }).unwrap();
        prop_assert_eq!(soft.pruned_leaves(&tree), hard.pruned_leaves(&tree));
        prop_assert!(same(soft.value, hard.value));
    }

    /// Every result is a true statement about the node: exact values equal minimax, lower
    /// bounds are at most it, upper bounds at least it.
    #[test]
    fn node_results_are_sound(t in arb_tree(6, true), strict: bool, fail_hard: bool, no_deep: bool, algo in 0usize..8, order in 0usize..3) {
        let tree = t.build();
        let algorithm = [
            Algorithm::AlphaBeta,
            Algorithm::Star1,
            Algorithm::Star2,
            Algorithm::Minimax,
            Algorithm::Pvs,
            Algorithm::Negamax,
            Algorithm::Mtdf,
            Algorithm::Sss,
        ][algo];
        let order = [Order::Given, Order::Reversed, Order::Worst][order];
        let truth = search::run(&tree, &cfg(Algorithm::Minimax)).unwrap();
        let (l, u) = tree.leaf_range();
        let mut c = Config { strict, fail_hard, order, bounds: Some((l - 1.0, u + 1.0)), ..cfg(algorithm) };
        c.no_deep_cutoffs = no_deep && c.supports_no_deep_cutoffs();
        let out = search::run(&tree, &c).unwrap();
        let unsound = unsound_result(&tree, &out, &truth);
        prop_assert!(unsound.is_none(), "{}", unsound.unwrap_or_default());
    }

    /// A listener only hears the search: with one (as a trace or a stepper runs it) the
    /// engine builds every event, without one (as `eval` runs it) it builds none, and both
    /// give the same value, bound, best move and every count, for every algorithm and
    /// convention.
    #[test]
    fn a_listener_changes_nothing(t in arb_tree(6, true), plain in arb_tree(6, false), extreme in arb_extreme(true), strict: bool, fail_hard: bool, bounded: bool, algo in 0usize..Algorithm::ALL.len(), order in 0usize..3) {
        let algorithm = Algorithm::ALL[algo];
        let order = [Order::Given, Order::Reversed, Order::Worst][order];
        // (The extreme tree has infinities and sums that meet `∞ − ∞`: both refuse alike.
        // Its terms near the largest float round the proven interval the search
        // keeps by more than the tolerance, which can leave an exact root reported as a
        // bound: there only the value, move and counts must agree.)
        for (t, interval_rounds) in [(&t, false), (&plain, false), (&extreme, true)] {
            let tree = t.build();
            let (l, u) = tree.leaf_range();
            let c = Config { strict, fail_hard, order, bounds: bounded.then_some((l, u)), ..cfg(algorithm) };
            let (Ok(alone), Ok(heard)) = (search::run(&tree, &c), listened(&tree, &c)) else {
                // (A configuration refused, such as no estimates for iterative deepening, or
                // a sum that meets `∞ − ∞`, is refused either way, for the same reason at the
                // same node.)
                prop_assert_eq!(
                    refusal(search::run(&tree, &c)),
                    refusal(listened(&tree, &c)),
                    "{}", algorithm.name()
                );
                continue;
            };
            let w = &alone.summary;
            prop_assert!(same(w.value, heard.value), "{}: value {} alone, {} with a listener", algorithm.name(), w.value, heard.value);
            if !interval_rounds {
                prop_assert_eq!(w.bound, heard.bound, "{}", algorithm.name());
            }
            prop_assert_eq!(w.computed, heard.computed, "{}", algorithm.name());
            prop_assert_eq!(w.best, heard.best, "{}", algorithm.name());
            prop_assert_eq!(w.leaves_evaluated, heard.leaves_evaluated, "{}", algorithm.name());
            prop_assert_eq!(w.horizon_evaluations, heard.horizon_evaluations, "{}", algorithm.name());
            prop_assert_eq!(w.nodes_visited, heard.nodes_visited, "{}", algorithm.name());
            prop_assert_eq!(w.researches, heard.researches, "{}", algorithm.name());
        }
    }

    /// The same on regular chance trees whose leaves are -1, 0 and 1 (or tenths of them) and
    /// whose bounds are exactly the extremes: Star1's thresholds then meet the leaf values
    /// again and again, equal in exact arithmetic and a rounding apart in floats, so every
    /// tolerant cutoff test, the held last sum and the overflow-free fast path decide the
    /// counts. The value must agree to the bit.
    #[test]
    fn a_listener_changes_nothing_where_thresholds_meet_leaves(t in arb_regular(3, -1, 1), tenths: bool, strict: bool, fail_hard: bool, star: bool, order in 0usize..3) {
        let scale = if tenths { 0.1 } else { 1.0 };
        let tree = t.map_leaves(&mut |v| v * scale).build();
        let algorithm = if star { Algorithm::Star1 } else { Algorithm::AlphaBeta };
        let order = [Order::Given, Order::Reversed, Order::Worst][order];
        let c = Config { strict, fail_hard, order, bounds: Some((-scale, scale)), ..cfg(algorithm) };
        agree_to_the_bit(&tree, &c)?;
    }

    /// The same where the chance nodes of the last layer have rows of leaves: where
    /// thresholds meet the leaves, and where the tree's leaves are far inside the bounds.
    #[test]
    fn a_listener_changes_nothing_on_rows_of_leaves(t in arb_chance_rows(2, -2, 2), tenths: bool, wide: bool, strict: bool, fail_hard: bool, order in 0usize..3) {
        let scale = if tenths { 0.1 } else { 1.0 };
        let tree = t.map_leaves(&mut |v| v * scale).build();
        let order = [Order::Given, Order::Reversed, Order::Worst][order];
        let edge = if wide { 10.0 * scale } else { 2.0 * scale };
        let c = Config { strict, fail_hard, order, bounds: Some((-edge, edge)), ..cfg(Algorithm::Star1) };
        agree_to_the_bit(&tree, &c)?;
    }

    #[test]
    fn every_order_keeps_the_value(t in arb_tree(4, true), order in 0usize..4) {
        let tree = t.build();
        let order = [Order::Given, Order::Reversed, Order::Best, Order::Worst][order];
        for algo in [Algorithm::AlphaBeta, Algorithm::Star1, Algorithm::Star2] {
            let out = search::run(&tree, &Config { order, ..cfg(algo) }).unwrap();
            prop_assert!(same(out.value, minimax(&t)));
        }
    }

    #[test]
    fn star1_matches_reference(t in arb_tree(5, true), bounded: bool) {
        let tree = t.build();
        let (l, u) = tree.leaf_range();
        let bounds = bounded.then_some((l.floor() - 1.0, u.ceil() + 1.0));
        let out = search::run(&tree, &Config { bounds, ..cfg(Algorithm::Star1) }).unwrap();
        let (want, leaves) = Star::run(&t, bounds, false);
        prop_assert!(same(out.value, minimax(&t)), "value {} not expectiminimax {}", out.value, minimax(&t));
        prop_assert!(same(want, out.value), "reference {} engine {}", want, out.value);
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves.clone()));
        prop_assert_eq!(out.leaves_evaluated as usize, leaves.len());
    }

    #[test]
    fn star2_matches_reference(t in arb_regular(2, -5, 5), bounded: bool) {
        let tree = t.build();
        let bounds = bounded.then_some((-5.0, 5.0));
        let out = search::run(&tree, &Config { bounds, ..cfg(Algorithm::Star2) }).unwrap();
        let (want, leaves) = Star::run(&t, bounds, true);
        prop_assert!(same(out.value, minimax(&t)), "value {} not expectiminimax {}", out.value, minimax(&t));
        prop_assert!(same(want, out.value), "reference {} engine {}", want, out.value);
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves.clone()));
        prop_assert_eq!(out.leaves_evaluated as usize, leaves.len());
    }

    /// Star2 on mixed trees (chance nodes over leaves, over MAX and MIN together, over chance):
    /// probing applies only where the children are all MAX or all MIN; elsewhere it is Star1.
    #[test]
    fn star2_on_mixed_trees_matches_reference(t in arb_tree(5, true), bounded: bool) {
        let tree = t.build();
        let (l, u) = tree.leaf_range();
        let bounds = bounded.then_some((l.floor() - 1.0, u.ceil() + 1.0));
        let out = search::run(&tree, &Config { bounds, ..cfg(Algorithm::Star2) }).unwrap();
        let (want, leaves) = Star::run(&t, bounds, true);
        prop_assert!(same(out.value, minimax(&t)));
        prop_assert!(same(want, out.value));
        prop_assert_eq!(evaluated(&tree, &out), sorted(leaves.clone()));
        prop_assert_eq!(out.leaves_evaluated as usize, leaves.len());
    }

    /// A pruned leaf cannot matter: setting every pruned leaf to L, then to U, leaves the
    /// expectiminimax value unchanged.
    #[test]
    fn chance_pruning_is_sound(t in arb_regular(2, -5, 5), star2: bool, bounded: bool) {
        let tree = t.build();
        let algorithm = if star2 { Algorithm::Star2 } else { Algorithm::Star1 };
        let bounds = bounded.then_some((-5.0, 5.0));
        let out = search::run(&tree, &Config { bounds, ..cfg(algorithm) }).unwrap();
        let pruned = out.pruned_leaves(&tree);
        let v = minimax(&t);
        for extreme in [-5.0, 5.0] {
            prop_assert!(same(minimax(&t.with_leaves(&pruned, extreme)), v));
        }
    }
}

/// Star2 with probe reuse evaluates fewer leaves than Star1, and both fewer than
/// expectiminimax, in total over many random regular trees (not tree by tree: a single
/// probe can be wasted). `cargo bench --bench chance_pruning` prints the table.
#[test]
fn chance_pruning_saves_in_total() {
    use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
    let mut totals = [0u64; 3];
    for seed in 0..150 {
        let tree = generate(&RandomSpec {
            depth: 4,
            branching: (2, 4),
            chance_branching: Some((2, 4)),
            values: (-5, 5),
            chance: if seed % 2 == 0 {
                ChanceMode::Uniform
            } else {
                ChanceMode::Weighted
            },
            seed,
            ..RandomSpec::default()
        });
        for (i, a) in [
            Algorithm::Expectiminimax,
            Algorithm::Star1,
            Algorithm::Star2,
        ]
        .into_iter()
        .enumerate()
        {
            let c = Config {
                bounds: Some((-5.0, 5.0)),
                ..cfg(a)
            };
            totals[i] += search::run(&tree, &c).unwrap().leaves_evaluated;
        }
    }
    eprintln!(
        "leaf evaluations: expectiminimax {}, star1 {}, star2 {}",
        totals[0], totals[1], totals[2]
    );
    assert!(totals[2] < totals[1] && totals[1] < totals[0], "{totals:?}");
}

/// A chain a million nodes deep, built through the library, evaluates: no recursion on the
/// call stack anywhere on the way.
#[test]
fn a_million_deep_chain_evaluates() {
    use gametree::tree::{Kind, TreeBuilder};
    let mut b = TreeBuilder::new();
    let mut cur = b.leaf(7.0);
    for i in 0..1_000_000 {
        let other = b.leaf(if i % 2 == 0 { 100.0 } else { -100.0 });
        let kind = if i % 2 == 0 { Kind::Min } else { Kind::Max };
        cur = b.node(kind, vec![cur, other]);
    }
    let tree = b.finish(cur).unwrap();
    for a in [Algorithm::AlphaBeta, Algorithm::Minimax, Algorithm::Pvs] {
        let out = search::run(&tree, &cfg(a)).unwrap();
        assert_eq!(out.value, 7.0, "{}", a.name());
        assert_eq!(out.principal_variation(&tree).len(), 1_000_001);
        // With a listener too: the events along a million levels are built and heard.
        let bare = listened(&tree, &cfg(a)).unwrap();
        assert_eq!(bare.value, 7.0, "{}", a.name());
        assert_eq!(bare.nodes_visited, out.nodes_visited, "{}", a.name());
    }
}

/// The same with chance nodes, for the searches that prune them (Star1, alpha-beta) and the
/// one that does not, alone and with a listener: the engine keeps its own stack, so no
/// depth runs out of calls.
#[test]
fn a_million_deep_chance_chain_evaluates() {
    use gametree::tree::{Kind, TreeBuilder};
    let mut b = TreeBuilder::new();
    let mut cur = b.leaf(7.0);
    for i in 0..1_000_000 {
        let (kind, other) = match i % 4 {
            0 => (Kind::Min, 100.0),
            2 => (Kind::Max, -100.0),
            _ => (Kind::Chance, 3.0),
        };
        let other = b.leaf(other);
        cur = b.node(kind, vec![cur, other]);
    }
    let tree = b.finish(cur).unwrap();
    for a in [
        Algorithm::Star1,
        Algorithm::AlphaBeta,
        Algorithm::Expectiminimax,
    ] {
        let c = Config {
            bounds: Some((-100.0, 100.0)),
            ..cfg(a)
        };
        let out = search::run(&tree, &c).unwrap();
        let bare = listened(&tree, &c).unwrap();
        assert_eq!(bare.value.to_bits(), out.value.to_bits(), "{}", a.name());
        assert_eq!(bare.nodes_visited, out.nodes_visited, "{}", a.name());
    }
}

/// A MAX root over a leaf at 0 and, first, a chance node whose children are the leaves
/// `row`, each a probability and a value.
fn max_over_a_row(row: &[(f64, f64)]) -> gametree::tree::Tree {
    use gametree::num::Probability;
    use gametree::tree::{Kind, TreeBuilder};
    let mut b = TreeBuilder::new();
    let leaves: Vec<_> = row
        .iter()
        .map(|&(p, v)| {
            let leaf = b.leaf(v);
            b.set_prob(leaf, Probability::from_f64(p));
            leaf
        })
        .collect();
    let chance = b.node(Kind::Chance, leaves);
    let other = b.leaf(0.0);
    let root = b.node(Kind::Max, vec![chance, other]);
    b.finish(root).unwrap()
}

/// The searches that sum a chance node's row of leaves, each with the configuration `with`
/// makes of it: the search's result alone and with a listener.
fn alone_and_listened(
    tree: &gametree::tree::Tree,
    with: impl Fn(Config) -> Config,
) -> Vec<(Algorithm, search::Outcome, search::Summary)> {
    let algorithms = [
        Algorithm::Expectiminimax,
        Algorithm::AlphaBeta,
        Algorithm::Star1,
    ];
    algorithms
        .into_iter()
        .map(|a| {
            let c = with(cfg(a));
            let out = search::run(tree, &c).unwrap();
            let bare = listened(tree, &c).unwrap();
            (a, out, bare)
        })
        .collect()
}

/// Three leaves at the largest float with probabilities 0.2, 0.4 and 0.4: summed plainly,
/// the products round past the largest float to infinity; summed carefully, the value is
/// held at the largest float. Every search, with a listener or not, sums them carefully.
#[test]
fn a_sum_that_overflows_in_plain_arithmetic_is_held_at_the_largest_float() {
    let tree = max_over_a_row(&[(0.2, f64::MAX), (0.4, f64::MAX), (0.4, f64::MAX)]);
    let bounded = |c| Config {
        bounds: Some((-f64::MAX, f64::MAX)),
        ..c
    };
    for (a, out, bare) in alone_and_listened(&tree, bounded) {
        assert_eq!(out.value, f64::MAX, "{}", a.name());
        assert_eq!(bare.value, f64::MAX, "{}", a.name());
    }
}

/// A row of leaves whose plain sum overflows before a leaf at `-∞`: summed carefully, the
/// sum is held at the largest float and then meets `-∞`, which makes `-∞`; summed plainly it
/// would be `∞` by then, and meeting `-∞` it would look like `∞ − ∞`, which has no value.
/// The search that takes a row's plain sums unchecked must see that and sum the row again:
/// no search may call this tree undefined.
#[test]
fn a_row_whose_plain_sum_overflows_before_an_infinite_leaf_is_not_undefined() {
    let tree = max_over_a_row(&[
        (0.2, f64::MAX),
        (0.4, f64::MAX),
        (0.4, f64::MAX),
        (1e-10, f64::NEG_INFINITY),
    ]);
    for (a, out, bare) in alone_and_listened(&tree, |c| c) {
        assert_eq!(out.value, 0.0, "{}", a.name());
        assert_eq!(bare.value.to_bits(), out.value.to_bits(), "{}", a.name());
        assert_eq!(bare.nodes_visited, out.nodes_visited, "{}", a.name());
    }
}

/// A MAX node (`mirror`: a MIN node, every value negated) whose window's end and best so far
/// part within the tolerance: its first chance child's value is above the end by half a
/// tolerance, its second above it by 1.2 tolerances, so the second moves the end and not the
/// best. Its third child, a MIN node, is cut by the end it is searched with (its first leaf
/// is within the tolerance of the second value, not of the first): a search that took the
/// best for the end there would evaluate the last leaf and find another value.
fn end_and_best_apart(mirror: bool) -> gametree::tree::Tree {
    let (max, min, sign) = if mirror {
        ("min", "max", -1.0)
    } else {
        ("max", "min", 1.0)
    };
    let [v1, v2, a, one] = [1.0000000005, 1.0000000012, 1.0000000017, 1.0].map(|x: f64| x * sign);
    let text = format!(
        "{max}:\n- {one}\n- {min}:\n  - {five}\n  - {max}:\n    - chance: [{v1}, {v1}]\n    - chance: [{v2}, {v2}]\n    - {min}: [{a}, 0]\n",
        five = 5.0 * sign
    );
    gametree::parse::parse_text(&text).unwrap().tree
}

#[test]
fn a_window_end_and_a_best_apart_within_the_tolerance_are_each_kept() {
    for mirror in [false, true] {
        let tree = end_and_best_apart(mirror);
        let bounded = |c| Config {
            bounds: Some((-10.0, 10.0)),
            ..c
        };
        for (a, out, bare) in alone_and_listened(&tree, |c| c)
            .into_iter()
            .chain(alone_and_listened(&tree, bounded))
        {
            let want = if a == Algorithm::Expectiminimax {
                1.0
            } else {
                1.0000000017
            };
            assert_eq!(out.value, if mirror { -want } else { want }, "{}", a.name());
            assert_eq!(bare.value.to_bits(), out.value.to_bits(), "{}", a.name());
            assert_eq!(bare.nodes_visited, out.nodes_visited, "{}", a.name());
            assert_eq!(bare.leaves_evaluated, out.leaves_evaluated, "{}", a.name());
        }
    }
}

/// Leaves at the edges of the number range: ±the largest float, huge integers around 2^53
/// (distinct neighbours), subnormals, zero and, when `infinite`, ±∞.
fn extreme_leaf(infinite: bool) -> BoxedStrategy<T> {
    let mut values = vec![
        f64::MAX,
        -f64::MAX,
        f64::MAX / 2.0,
        9007199254740992.0,
        9007199254740991.0,
        -9007199254740991.0,
        1234567890123456.0,
        1234567890123457.0,
        5e-324,
        -5e-324,
        1e-300,
        0.0,
        1.0,
        -1.0,
    ];
    if infinite {
        values.extend([f64::INFINITY, f64::NEG_INFINITY]);
    }
    prop::sample::select(values).prop_map(T::Leaf).boxed()
}

/// Random trees over [`extreme_leaf`]: MAX and MIN nodes, with chance nodes when asked
/// (then without infinities, whose mixtures can be undefined).
fn arb_extreme(chance: bool) -> BoxedStrategy<T> {
    arb_tree_over(extreme_leaf(!chance), 4, 64, chance)
        .prop_filter("a decision root", |t| matches!(t, T::Max(_) | T::Min(_)))
        .boxed()
}

/// Minimax with chance sums that cannot overflow (each term halved, the sum doubled, a
/// result past the largest float taken as it: the probabilities sum to 1, so only rounding
/// gets it there), and the largest term any chance sum below added: the scale of the
/// rounding error a float sum can carry (1/3·MAX − 2/3·MAX/2 is 0 only up to it).
fn safe_minimax(t: &T) -> (f64, f64) {
    match t {
        T::Leaf(v) => (*v, 0.0),
        T::Max(cs) | T::Min(cs) => {
            let kids: Vec<(f64, f64)> = cs.iter().map(safe_minimax).collect();
            let scale = kids.iter().map(|k| k.1).fold(0.0, f64::max);
            let pick = if matches!(t, T::Max(_)) {
                f64::max
            } else {
                f64::min
            };
            let init = if matches!(t, T::Max(_)) {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            };
            (kids.iter().map(|k| k.0).fold(init, pick), scale)
        }
        T::Chance(cs) => {
            let mut half = 0.0;
            let mut scale = 0f64;
            for (p, (_, c)) in T::probs(cs).iter().zip(cs) {
                let (v, s) = safe_minimax(c);
                half += p * (v * 0.5);
                scale = scale.max(s).max((p * v).abs());
            }
            ((half * 2.0).clamp(-f64::MAX, f64::MAX), scale)
        }
    }
}

/// Trees a few hundred levels deep: a
/// spine of MAX or MIN nodes over a small random subtree. Its lowest 10–70 levels have up
/// to two leaves or small subtrees on either side of the next, valued like it; the 190 above
/// have at most a leaf on either side that loses to it (below −40 at a MAX node, above 40 at
/// a MIN node), so that what the deep levels find is what reaches the root.
fn arb_deep() -> impl Strategy<Value = T> {
    let leaf = (-9i32..=9).prop_map(|v| T::Leaf(v as f64));
    let beside = prop::collection::vec(
        prop_oneof![3 => leaf.boxed(), 1 => arb_tree(2, false).boxed()],
        0..=2,
    );
    let deep = prop::collection::vec((any::<bool>(), beside.clone(), beside), 10..=70);
    let losing = prop::collection::vec(40i32..=50, 0..=1);
    let high = prop::collection::vec((any::<bool>(), losing.clone(), losing), 190);
    let wrap = |max: bool, mut kids: Vec<T>, below: T, after: Vec<T>| {
        kids.push(below);
        kids.extend(after);
        if max { T::Max(kids) } else { T::Min(kids) }
    };
    (arb_tree(3, false), deep, high).prop_map(move |(bottom, deep, high)| {
        let t = deep
            .into_iter()
            .fold(bottom, |below, (max, before, after)| {
                wrap(max, before, below, after)
            });
        high.into_iter().fold(t, |below, (max, before, after)| {
            let loses = |v: Vec<i32>| {
                v.into_iter()
                    .map(|v| T::Leaf(f64::from(if max { -v } else { v })))
                    .collect()
            };
            wrap(max, loses(before), below, loses(after))
        })
    })
}

/// Chance trees a few hundred levels deep: a spine of 150–260 chance, MAX and MIN nodes over a
/// small random subtree, the next node of the spine first at each. Beside it, a chance node
/// has a leaf that weighs a fiftieth of it, a MAX node a leaf that loses (−100), a MIN node
/// one that loses (100): so the search goes all the way down, and what the deep levels find
/// moves the root.
fn arb_deep_chance() -> impl Strategy<Value = T> {
    let spine = prop::collection::vec((0u8..3, -9i32..=9), 150..=260);
    (arb_tree(3, true), spine).prop_map(|(bottom, spine)| {
        spine
            .into_iter()
            .fold(bottom, |below, (kind, leaf)| match kind {
                0 => T::Chance(vec![(50, below), (1, T::Leaf(f64::from(leaf)))]),
                1 => T::Max(vec![below, T::Leaf(-100.0)]),
                _ => T::Min(vec![below, T::Leaf(100.0)]),
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Deep chance trees with pruning: alone and with a listener the same value, to the bit,
    /// and counts.
    #[test]
    fn a_listener_changes_nothing_on_deep_chance_trees(t in arb_deep_chance(), strict: bool, fail_hard: bool) {
        let tree = t.build();
        let (l, u) = tree.leaf_range();
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Star1] {
            let c = Config { strict, fail_hard, bounds: Some((l, u)), ..cfg(algorithm) };
            let w = search::run(&tree, &c).unwrap().summary;
            let u = listened(&tree, &c).unwrap();
            prop_assert_eq!(w.value.to_bits(), u.value.to_bits(), "{}: value {} alone, {} with a listener", algorithm.name(), w.value, u.value);
            prop_assert_eq!(w.best, u.best);
            prop_assert_eq!(w.leaves_evaluated, u.leaves_evaluated);
            prop_assert_eq!(w.nodes_visited, u.nodes_visited);
        }
    }

    /// Deep MAX and MIN trees: alone and with a listener the search gives what the
    /// alpha-beta reference gives.
    #[test]
    fn a_listener_changes_nothing_on_deep_trees(t in arb_deep(), strict: bool, fail_hard: bool, order in 0usize..3) {
        let tree = t.build();
        let order = [Order::Given, Order::Reversed, Order::Worst][order];
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let c = Config { strict, fail_hard, order, ..cfg(algorithm) };
            let w = search::run(&tree, &c).unwrap().summary;
            let u = listened(&tree, &c).unwrap();
            prop_assert!(same(w.value, u.value), "{}: value {} alone, {} with a listener", algorithm.name(), w.value, u.value);
            prop_assert!(same(u.value, minimax(&t)));
            prop_assert_eq!(w.bound, u.bound);
            prop_assert_eq!(w.best, u.best);
            prop_assert_eq!(w.leaves_evaluated, u.leaves_evaluated);
            prop_assert_eq!(w.nodes_visited, u.nodes_visited);
        }
        let conv = Conv { strict, fail_hard, ..Conv::default() };
        let c = Config { strict, fail_hard, ..cfg(Algorithm::AlphaBeta) };
        let u = listened(&tree, &c).unwrap();
        let (want, leaves) = AlphaBeta::run(&t, conv);
        prop_assert!(same(u.value, want), "value {} want {}", u.value, want);
        prop_assert_eq!(u.leaves_evaluated as usize, leaves.len());
    }
}

fn child_values(t: &T) -> Vec<f64> {
    match t {
        T::Max(cs) | T::Min(cs) => cs.iter().map(|c| safe_minimax(c).0).collect(),
        _ => Vec::new(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    /// No window is ever NaN and no sum overflows: on trees with values at the edges of the
    /// number range every algorithm agrees with minimax and names a best child.
    #[test]
    fn extreme_values_keep_every_algorithm_right(t in arb_extreme(false), chance_tree in arb_extreme(true), bounded: bool, strict: bool, fail_hard: bool) {
        for (t, exact) in [(&t, true), (&chance_tree, false)] {
            let tree = t.build();
            let (want, scale) = safe_minimax(t);
            let kids = child_values(t);
            let (lo, hi) = tree.leaf_range();
            for algorithm in Algorithm::ALL {
                if algorithm == Algorithm::Iddfs || (algorithm == Algorithm::WorstCase && !exact) {
                    continue;
                }
                let c = Config {
                    bounds: (bounded && lo < hi).then_some((lo, hi)),
                    strict,
                    fail_hard,
                    ..cfg(algorithm)
                };
                let out = search::run(&tree, &c).unwrap();
                // Exact without chance nodes; else within the tolerance of the largest term.
                let agree = |a: f64, b: f64| {
                    a == b || (!exact && (same(a, b) || (a - b).abs() <= 1e-9 * scale))
                };
                prop_assert!(agree(out.value, want), "{}: value {} want {}", algorithm.name(), out.value, want);
                let best = out.best.map(|b| tree.child_index(b) - 1);
                prop_assert!(best.is_some_and(|i| agree(kids[i], want)), "{}: best {:?}, children {:?}, value {}", algorithm.name(), best, kids, want);
            }
        }
    }
}

/// Leaf bounds at the ends of the number range: a chance node's proven interval sums terms
/// near ±1.8e308 that cancel (1/9·U + 5/9·U − 1/3·MAX, with U = MAX/2), so its upper end
/// comes out at 0, rounding error the size of the terms, above the α = −0.5 its cut proves.
/// The MAX node above it gets the interval [−1, 0] and the value −0.5 inside it, which only
/// rounding explains; telling that apart from a wrong interval has to measure the error by
/// the terms, not by the interval's ends.
#[test]
fn an_interval_whose_huge_terms_cancel_is_judged_by_the_size_of_its_terms() {
    let text = "bounds: [-1.7976931348623157e308, 8.988465674311579e307]
root:
  max:
  - chance: [-1, 5e-324]
  - max:
    - chance:
      - {value: 8.988465674311579e307, p: 1/9}
      - {value: -1.7976931348623157e308, p: 3/9}
      - {value: -1.7976931348623157e308, p: 1/9}
      - {value: -1.7976931348623157e308, p: 4/9}
    - -1
";
    let doc = gametree::parse::parse_text(text).unwrap();
    let tree = &doc.tree;
    let (lo, hi) = tree.leaf_range();
    for algorithm in [Algorithm::Star1, Algorithm::Star2] {
        let c = Config {
            bounds: Some((lo, hi)),
            ..cfg(algorithm)
        };
        let out = search::run(tree, &c).unwrap();
        assert_eq!(out.value, -0.5, "{}", algorithm.name());
        assert_eq!(
            out.best.map(|b| tree.child_index(b)),
            Some(1),
            "{}",
            algorithm.name()
        );
    }
}

/// Huge terms round so that a chance child's threshold A_i lands beyond the upper leaf bound:
/// the child is searched with an empty window and cut on its first leaf, so what it returns
/// is a lower bound. The chance node still cuts (the child cannot exceed U), but the upper
/// bound it reports must come from what is proven of the child, not from that lower bound.
#[test]
fn a_chance_child_searched_with_an_empty_window_gives_its_node_a_proven_bound() {
    let text = "bounds: [-1.7976931348623157e308, 8.988465674311579e307]
root:
  max:
  - 9007199254740992
  - chance:
    - -1.7976931348623157e308
    - max: [-1.7976931348623157e308, 8.988465674311579e307]
    - -1.7976931348623157e308
";
    let doc = gametree::parse::parse_text(text).unwrap();
    let tree = &doc.tree;
    let (lo, hi) = tree.leaf_range();
    let chance = tree.resolve("2").unwrap();
    let exact = search::run(tree, &cfg(Algorithm::Expectiminimax)).unwrap();
    let truth = exact.result(tree, chance).value;
    for algorithm in [Algorithm::Star1, Algorithm::Star2] {
        let c = Config {
            bounds: Some((lo, hi)),
            ..cfg(algorithm)
        };
        let out = search::run(tree, &c).unwrap();
        assert_eq!(out.value, 9007199254740992.0, "{}", algorithm.name());
        let r = out.result(tree, chance);
        assert_eq!(r.bound, search::Bound::Upper, "{}", algorithm.name());
        assert!(
            r.value >= truth,
            "{}: ≤ {} is no bound of {truth}",
            algorithm.name(),
            r.value
        );
    }
}
