//! Property tests for the algorithm zoo: every algorithm and order gives
//! minimax's value; best order visits exactly the Knuth–Moore minimal tree; a
//! transposition table never changes a root value; SSS* never evaluates a leaf alpha-beta
//! prunes; iterative deepening with a budget always answers with a legal move.

use crate::common::*;
use gametree::parse::parse_text;
use gametree::search::{self, Algorithm, Config, Order};
use gametree::tree::{Kind, Tree, TreeBuilder};
use proptest::prelude::*;

const ZOO: [Algorithm; 8] = [
    Algorithm::AlphaBeta,
    Algorithm::Negamax,
    Algorithm::Pvs,
    Algorithm::Mtdf,
    Algorithm::Sss,
    Algorithm::Star1,
    Algorithm::Star2,
    Algorithm::Minimax,
];

/// The tree as YAML, with the subtree at preorder index `share` anchored and repeated by
/// alias at the end of the root's children: a transposition.
fn yaml_with_alias(t: &T, share: usize) -> String {
    fn node(t: &T, out: &mut String, n: &mut usize, share: usize) {
        let here = *n;
        *n += 1;
        let anchor = if here == share { "&s " } else { "" };
        match t {
            T::Leaf(v) => out.push_str(&format!("{anchor}{v}")),
            T::Max(cs) | T::Min(cs) => {
                let k = if matches!(t, T::Max(_)) { "max" } else { "min" };
                out.push_str(&format!("{anchor}{{{k}: ["));
                for (i, c) in cs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    node(c, out, n, share);
                }
                out.push_str("]}");
            }
            T::Chance(cs) => {
                let total: u32 = cs.iter().map(|(w, _)| w).sum();
                out.push_str(&format!("{anchor}{{chance: ["));
                for (i, (w, c)) in cs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    // Weighted children are wrapped so they can carry p.
                    out.push_str(&format!("{{p: \"{w}/{total}\", max: ["));
                    node(c, out, n, share);
                    out.push_str("]}");
                }
                out.push_str("]}");
            }
        }
    }
    let mut out = String::from("{max: [");
    let mut n = 0;
    node(t, &mut out, &mut n, share);
    out.push_str(if share < n { ", *s]}" } else { "]}" });
    out
}

/// A uniform MAX/MIN tree with distinct-enough random values (ties allowed).
fn uniform(b: usize, d: usize, values: &[i32]) -> Tree {
    let mut bld = TreeBuilder::new();
    let mut next = 0;
    fn make(
        bld: &mut TreeBuilder,
        b: usize,
        d: usize,
        max: bool,
        values: &[i32],
        next: &mut usize,
    ) -> gametree::tree::NodeId {
        if d == 0 {
            let v = values[*next % values.len()];
            *next += 1;
            return bld.leaf(v as f64);
        }
        let kids = (0..b)
            .map(|_| make(bld, b, d - 1, !max, values, next))
            .collect();
        bld.node(if max { Kind::Max } else { Kind::Min }, kids)
    }
    let root = make(&mut bld, b, d, true, values, &mut next);
    bld.finish(root).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn every_algorithm_and_order_finds_the_minimax_value(t in arb_tree(4, true), order in 0usize..4, strict: bool, fail_hard: bool) {
        let tree = t.build();
        let want = minimax(&t);
        let order = [Order::Given, Order::Reversed, Order::Best, Order::Worst][order];
        for algorithm in ZOO {
            let c = Config { order, strict, fail_hard, ..Config::new(algorithm) };
            let out = search::run(&tree, &c).unwrap();
            prop_assert!(same(out.value, want), "{} {:?} strict={}: {} want {}", algorithm.name(), order, strict, out.value, want);
            // The best move is a child whose value is the root's.
            if let Some(b) = out.best {
                let truth = search::run(&tree, &Config::new(Algorithm::Minimax)).unwrap();
                prop_assert!(same(truth.result(&tree, b).value, want), "{}: best {} is worth {}", algorithm.name(), tree.path(b), truth.result(&tree, b).value);
            }
        }
    }

    #[test]
    fn negamax_prunes_exactly_like_alphabeta(t in arb_tree(5, true), strict: bool, fail_hard: bool) {
        let tree = t.build();
        let a = search::run(&tree, &Config { strict, fail_hard, ..Config::new(Algorithm::AlphaBeta) }).unwrap();
        let n = search::run(&tree, &Config { strict, fail_hard, ..Config::new(Algorithm::Negamax) }).unwrap();
        prop_assert_eq!(a.pruned_leaves(&tree), n.pruned_leaves(&tree));
        prop_assert!(same(a.value, n.value));
    }

    #[test]
    fn a_transposition_table_never_changes_the_value(t in arb_tree(4, true), share in 0usize..40, algo in 0usize..5) {
        let text = yaml_with_alias(&t, share);
        let doc = parse_text(&text).unwrap();
        let tree = &doc.tree;
        let want = search::run(tree, &Config::new(Algorithm::Minimax)).unwrap().value;
        let algorithm = [Algorithm::AlphaBeta, Algorithm::Pvs, Algorithm::Star1, Algorithm::Star2, Algorithm::Negamax][algo];
        for tt in [false, true] {
            let out = search::run(tree, &Config { tt, ..Config::new(algorithm) }).unwrap();
            prop_assert!(same(out.value, want), "{} tt={}: {} want {}\n{}", algorithm.name(), tt, out.value, want, text);
        }
    }

    #[test]
    fn worstcase_reads_chance_as_min(t in arb_tree(4, true)) {
        fn as_min(t: &T) -> T {
            match t {
                T::Leaf(v) => T::Leaf(*v),
                T::Max(cs) => T::Max(cs.iter().map(as_min).collect()),
                T::Min(cs) => T::Min(cs.iter().map(as_min).collect()),
                T::Chance(cs) => T::Min(cs.iter().map(|(_, c)| as_min(c)).collect()),
            }
        }
        let tree = t.build();
        let out = search::run(&tree, &Config::new(Algorithm::WorstCase)).unwrap();
        prop_assert!(same(out.value, minimax(&as_min(&t))));
        prop_assert!(out.value <= minimax(&t) + 1e-9, "the worst case is never better than the average");
    }

    #[test]
    fn sss_never_evaluates_a_leaf_alphabeta_prunes(t in arb_tree(5, false)) {
        let tree = t.build();
        let ab = search::run(&tree, &Config::new(Algorithm::AlphaBeta)).unwrap();
        let sss = search::run(&tree, &Config::new(Algorithm::Sss)).unwrap();
        let ab_pruned = ab.pruned_leaves(&tree);
        let sss_pruned = sss.pruned_leaves(&tree);
        prop_assert!(ab_pruned.iter().all(|l| sss_pruned.contains(l)), "alphabeta prunes {:?}, sss {:?}", ab_pruned, sss_pruned);
    }

    #[test]
    fn iddfs_with_estimates_finds_the_value_and_a_legal_move_on_any_budget(t in arb_tree(4, false), noise in 0i32..4, budget in 1u64..60) {
        // Every inner node gets an estimate: its true value plus noise.
        let tree = t.build();
        let truth = search::run(&tree, &Config::new(Algorithm::Minimax)).unwrap();
        let text = gametree::tree::yaml::write(&tree, &Default::default());
        let mut doc = parse_text(&text).unwrap();
        let with_evals = add_evals(&doc.tree, &truth, noise);
        doc.tree = with_evals;
        let tree = &doc.tree;
        let out = search::run(tree, &Config::new(Algorithm::Iddfs)).unwrap();
        prop_assert!(same(out.value, truth.value));
        prop_assert!(out.complete);
        let cut = search::run(tree, &Config { budget: Some(budget), ..Config::new(Algorithm::Iddfs) }).unwrap();
        if tree.kind(tree.root()) != Kind::Leaf {
            let best = cut.best.expect("a move, whatever the budget");
            prop_assert_eq!(tree.parent(best), Some(tree.root()));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// A node budget stops the search after exactly that many visits, and what it reports is
    /// still true: every node's value or bound holds, and every leaf is evaluated, pruned, or
    /// not reached.
    #[test]
    fn a_budget_stops_the_search_with_true_bounds(t in arb_tree(5, true), budget in 1u64..40, algo in 0usize..3) {
        let tree = t.build();
        let algorithm = [Algorithm::AlphaBeta, Algorithm::Pvs, Algorithm::Star1][algo];
        let truth = search::run(&tree, &Config::new(Algorithm::Minimax)).unwrap();
        let out = search::run(&tree, &Config { budget: Some(budget), ..Config::new(algorithm) }).unwrap();
        prop_assert!(out.nodes_visited <= budget.max(1), "{} visits for a budget of {}", out.nodes_visited, budget);
        let unsound = unsound_result(&tree, &out, &truth);
        prop_assert!(unsound.is_none(), "{}", unsound.unwrap_or_default());
        let (cut, unreached) = (out.cut_leaves(&tree), out.not_reached(&tree));
        prop_assert!(cut.iter().all(|l| !unreached.contains(l)));
        prop_assert_eq!(cut.len() + unreached.len(), out.pruned_leaves(&tree).len());
        if out.complete {
            prop_assert!(unreached.is_empty());
            prop_assert!(same(out.value, truth.value));
        }
    }
}

/// The tree with every inner node's `eval` set to its true value plus up to `noise`.
fn add_evals(tree: &Tree, truth: &search::Outcome, noise: i32) -> Tree {
    let mut b = TreeBuilder::new();
    let mut map = vec![None; tree.len()];
    // Children before parents: reverse arena order.
    for id in tree.ids().collect::<Vec<_>>().into_iter().rev() {
        let nid = match tree.kind(id) {
            Kind::Leaf => b.leaf(tree.value(id).unwrap()),
            k => {
                let kids = tree
                    .children(id)
                    .iter()
                    .map(|c| map[c.index()].unwrap())
                    .collect();
                let n = b.node(k, kids);
                let wobble = ((id.0 as i32 * 7919) % (2 * noise + 1)) - noise;
                b.set_eval(n, truth.result(tree, id).value + wobble as f64);
                n
            }
        };
        map[id.index()] = Some(nid);
    }
    b.finish(map[0].unwrap()).unwrap()
}

/// Best-first order on uniform trees evaluates exactly the Knuth–Moore minimal tree:
/// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves, under the default rule (cut on α ≥ β).
#[test]
fn best_order_meets_knuth_moore() {
    let mut checked = 0;
    for b in 2..=4usize {
        for d in 1..=6usize {
            if b.pow(d as u32) > 5000 {
                continue;
            }
            for seed in 0..20 {
                let values: Vec<i32> = (0..b.pow(d as u32))
                    .map(|i| ((i * 7 + seed * 13) % 11) as i32 - 5)
                    .collect();
                let tree = uniform(b, d, &values);
                let out = search::run(
                    &tree,
                    &Config {
                        order: Order::Best,
                        ..Config::new(Algorithm::AlphaBeta)
                    },
                )
                .unwrap();
                let km = b.pow(d.div_ceil(2) as u32) + b.pow((d / 2) as u32) - 1;
                assert_eq!(out.leaves_evaluated as usize, km, "b={b} d={d} seed={seed}");
                // The strict rule may need more, never less.
                let strict = search::run(
                    &tree,
                    &Config {
                        order: Order::Best,
                        strict: true,
                        ..Config::new(Algorithm::AlphaBeta)
                    },
                )
                .unwrap();
                assert!(strict.leaves_evaluated as usize >= km);
                checked += 1;
            }
        }
    }
    assert!(checked > 100);
}

#[test]
fn a_cycle_of_references_is_refused_with_the_nodes_named() {
    let text = "root:\n  max:\n    - id: A\n      min: [1, {ref: B}]\n    - id: B\n      max: [2, {ref: A}]\n";
    let e = parse_text(text).unwrap_err();
    assert_eq!(e.kind, gametree::ErrorKind::BadReference);
    assert!(e.message.to_string().contains("A, B"), "{}", e.message);
    assert!(e.pos.is_some());
}

#[test]
fn references_unfold_with_the_unfolded_tree_s_numbers() {
    let text = "root:\n  max:\n    - {ref: T}\n    - id: T\n      min: [3, 5]\n    - {ref: T}\n";
    let doc = parse_text(text).unwrap();
    let t = &doc.tree;
    assert_eq!(t.leaf_count(), 6);
    let copy = t.resolve("1").unwrap();
    assert_eq!(t.kind(copy), Kind::Min);
    assert_eq!(t.value(t.leaf(2).unwrap()), Some(5.0));
    assert_eq!(t.resolve("T"), t.resolve("2"));
    // All three are one position.
    assert_eq!(
        t.origin(t.resolve("1").unwrap()),
        t.origin(t.resolve("3").unwrap())
    );
    assert_eq!(
        t.origin(t.resolve("2").unwrap()),
        t.origin(t.resolve("1").unwrap())
    );
    // The table answers the later copies.
    let out = search::run(
        t,
        &Config {
            tt: true,
            ..Config::new(Algorithm::AlphaBeta)
        },
    )
    .unwrap();
    assert_eq!(out.value, 3.0);
    assert_eq!(out.leaves_evaluated, 2);
}
