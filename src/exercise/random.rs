//! Random practice and benchmark trees, reproducible by seed.

use crate::num::Probability;
use crate::rng::Rng;
use crate::tree::{Kind, NodeId, Tree, TreeBuilder};

/// How chance layers are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ChanceMode {
    /// No chance nodes.
    #[default]
    None,
    /// A chance layer between decision layers, children equally likely.
    Uniform,
    /// A chance layer between decision layers, random probabilities (fractions).
    Weighted,
}

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct RandomSpec {
    /// Levels below the root (leaves at this depth).
    pub depth: u32,
    /// Fewest and most children per MAX or MIN node (and per chance node, unless
    /// `chance_branching` says otherwise).
    pub branching: (u32, u32),
    /// Fewest and most children per chance node.
    pub chance_branching: Option<(u32, u32)>,
    /// Leaf values are integers in this range.
    pub values: (i64, i64),
    /// Chance layers.
    pub chance: ChanceMode,
    /// The root's kind (`Max` or `Min`).
    pub root: Kind,
    /// The seed.
    pub seed: u64,
    /// The root's number of children, instead of one drawn from `branching`.
    pub root_branching: Option<u32>,
    /// Keep the tree within this many leaves: each node gets no more children than leave
    /// room for the fewest leaves the rest of the tree needs (a tree whose smallest shape
    /// does not fit still gets its smallest shape).
    pub max_leaves: Option<usize>,
    /// Give every inner node an `eval:` estimate: its true value plus a random error of at
    /// most this much (0: perfect estimates). For move ordering and iterative deepening.
    pub eval_noise: Option<u64>,
}

impl Default for RandomSpec {
    fn default() -> Self {
        RandomSpec {
            depth: 3,
            branching: (2, 3),
            chance_branching: None,
            values: (-9, 9),
            chance: ChanceMode::None,
            root: Kind::Max,
            seed: 1,
            root_branching: None,
            max_leaves: None,
            eval_noise: None,
        }
    }
}

/// The kind of the node at `depth` under `spec`: decision layers alternate MAX and MIN,
/// with a chance layer after each when chance is on (so MAX, chance, MIN, chance, …).
fn kind_at(spec: &RandomSpec, depth: u32) -> Kind {
    let other = if spec.root == Kind::Max {
        Kind::Min
    } else {
        Kind::Max
    };
    match spec.chance {
        ChanceMode::None => {
            if depth.is_multiple_of(2) {
                spec.root
            } else {
                other
            }
        }
        _ => match depth % 4 {
            0 => spec.root,
            2 => other,
            _ => Kind::Chance,
        },
    }
}

/// Generates a tree. Built children-first with an explicit stack: any depth works.
pub fn generate(spec: &RandomSpec) -> Tree {
    let mut rng = Rng::new(spec.seed);
    let mut b = TreeBuilder::new();
    let (bmin, bmax) = (
        spec.branching.0.max(1),
        spec.branching.1.max(spec.branching.0).max(1),
    );
    // (depth, children still to make, children made)
    let mut stack: Vec<(u32, u32, Vec<NodeId>)> = Vec::new();
    let mut made: Option<NodeId> = None;
    let (cmin, cmax) = spec
        .chance_branching
        .map_or((bmin, bmax), |(lo, hi)| (lo.max(1), hi.max(lo).max(1)));
    // The fewest children a node at `depth` can have.
    let least = |depth: u32| {
        if depth == 0
            && let Some(r) = spec.root_branching
        {
            r.max(1)
        } else if kind_at(spec, depth) == Kind::Chance {
            cmin
        } else {
            bmin
        }
    };
    // The fewest leaves a subtree rooted at `depth` can have.
    let fewest =
        |depth: u32| (depth..spec.depth).fold(1usize, |n, d| n.saturating_mul(least(d) as usize));
    // How many children a node at `depth` gets: drawn from its range, then (with a leaf
    // budget) cut to what leaves room for the leaves made so far and the fewest leaves of
    // every subtree still to make (the `reserve`).
    let open = |rng: &mut Rng, depth: u32, made_leaves: usize, reserve: usize| {
        let drawn = if depth == 0
            && let Some(r) = spec.root_branching
        {
            r.max(1)
        } else if kind_at(spec, depth) == Kind::Chance {
            rng.range(cmin as i64, cmax as i64) as u32
        } else {
            rng.range(bmin as i64, bmax as i64) as u32
        };
        match spec.max_leaves {
            Some(max) => {
                let room = max.saturating_sub(made_leaves.saturating_add(reserve));
                let fits = (room / fewest(depth + 1).max(1)).min(u32::MAX as usize) as u32;
                drawn.min(fits).max(least(depth))
            }
            None => drawn,
        }
    };
    // The fewest leaves of the subtrees the open nodes on `stack` have still to make.
    let reserve = |stack: &[(u32, u32, Vec<NodeId>)]| {
        stack
            .iter()
            .map(|(d, left, _)| (*left as usize).saturating_mul(fewest(d + 1)))
            .fold(0usize, usize::saturating_add)
    };
    let mut leaves = 0usize;
    if spec.depth == 0 {
        let v = rng.range(spec.values.0, spec.values.1) as f64;
        let leaf = b.leaf(v);
        return b.finish(leaf).expect("a leaf is a tree");
    }
    stack.push((0, open(&mut rng, 0, 0, 0), Vec::new()));
    while let Some(top) = stack.last_mut() {
        if let Some(child) = made.take() {
            top.2.push(child);
        }
        if top.1 > 0 {
            top.1 -= 1;
            let depth = top.0 + 1;
            if depth == spec.depth {
                let v = rng.range(spec.values.0, spec.values.1) as f64;
                made = Some(b.leaf(v));
                leaves += 1;
            } else {
                // (Summing the stack only with a budget: any depth stays linear without.)
                let held = if spec.max_leaves.is_some() {
                    reserve(&stack)
                } else {
                    0
                };
                let children = open(&mut rng, depth, leaves, held);
                stack.push((depth, children, Vec::new()));
            }
            continue;
        }
        let (depth, _, kids) = stack.pop().expect("top exists");
        let kind = kind_at(spec, depth);
        if kind == Kind::Chance && spec.chance == ChanceMode::Weighted && kids.len() > 1 {
            let weights: Vec<u64> = kids.iter().map(|_| rng.range(1, 6) as u64).collect();
            let total: u64 = weights.iter().sum();
            for (&k, &w) in kids.iter().zip(&weights) {
                b.set_prob(
                    k,
                    Probability::parse(&format!("{w}/{total}")).expect("a valid fraction"),
                );
            }
        }
        made = Some(b.node(kind, kids));
    }
    let mut tree = b
        .finish(made.expect("the root was made"))
        .expect("generated trees are valid");
    if let Some(noise) = spec.eval_noise {
        add_estimates(&mut tree, noise, &mut rng);
    }
    tree
}

/// Sets every inner node's estimate to its true (expectiminimax) value plus an error in
/// [-noise, noise], rounded to two decimals so files stay readable.
fn add_estimates(tree: &mut Tree, noise: u64, rng: &mut Rng) {
    let truth = crate::search::run(
        tree,
        &crate::search::Config::new(crate::search::Algorithm::Minimax),
    )
    .expect("a generated tree has no depth limit to fail at");
    for id in tree.ids().collect::<Vec<_>>() {
        if tree.kind(id) != Kind::Leaf {
            let err = if noise == 0 {
                0.0
            } else {
                rng.range(-(noise as i64), noise as i64) as f64
            };
            let v = ((truth.result(tree, id).value + err) * 100.0).round() / 100.0;
            tree.evals.insert(id, v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn uniform_tree_has_the_expected_size() {
        let t = generate(&RandomSpec {
            depth: 4,
            branching: (3, 3),
            ..RandomSpec::default()
        });
        assert_eq!(t.leaf_count(), 81);
        assert_eq!(t.len(), 1 + 3 + 9 + 27 + 81);
        assert_eq!(t.kind(t.root()), Kind::Max);
        assert_eq!(t.kind(t.children(t.root())[0]), Kind::Min);
    }

    #[test]
    fn same_seed_same_tree_and_chance_layers() {
        let spec = RandomSpec {
            depth: 5,
            branching: (1, 4),
            chance: ChanceMode::Weighted,
            seed: 42,
            ..RandomSpec::default()
        };
        let (a, b) = (generate(&spec), generate(&spec));
        assert_eq!(a.len(), b.len());
        assert!(
            a.ids()
                .all(|i| a.value(i) == b.value(i) && a.prob(i) == b.prob(i))
        );
        assert_eq!(a.kind(a.children(a.root())[0]), Kind::Chance);
        let other = generate(&RandomSpec { seed: 43, ..spec });
        assert!(other.len() != a.len() || other.ids().any(|i| other.value(i) != a.value(i)));
    }

    #[test]
    fn a_leaf_budget_keeps_every_tree_within_it_and_the_root_branching_holds() {
        let mut sizes = HashSet::new();
        for seed in 0..300 {
            let t = generate(&RandomSpec {
                depth: 4,
                branching: (2, 3),
                root_branching: Some(3),
                max_leaves: Some(24),
                seed,
                ..RandomSpec::default()
            });
            assert_eq!(t.children(t.root()).len(), 3);
            assert!(t.leaf_count() <= 24, "seed {seed}: {}", t.leaf_count());
            assert!(
                t.ids()
                    .all(|i| t.kind(i) == Kind::Leaf || t.children(i).len() >= 2)
            );
            sizes.insert(t.leaf_count());
        }
        // Only the smallest shape fits three children at the root: 3 × 2 × 2 × 2.
        assert_eq!(sizes, HashSet::from([24]));
        let mut sizes = HashSet::new();
        for seed in 0..300 {
            let t = generate(&RandomSpec {
                depth: 4,
                branching: (2, 3),
                root_branching: Some(2),
                max_leaves: Some(24),
                seed,
                ..RandomSpec::default()
            });
            assert_eq!(t.children(t.root()).len(), 2);
            assert!(t.leaf_count() <= 24, "seed {seed}: {}", t.leaf_count());
            sizes.insert(t.leaf_count());
        }
        // With room to spare, the branching below still varies.
        assert!(sizes.len() > 3, "{sizes:?}");
    }

    #[test]
    fn without_a_budget_the_branching_is_drawn_as_before() {
        let spec = RandomSpec {
            depth: 4,
            branching: (2, 3),
            seed: 5,
            ..RandomSpec::default()
        };
        let free = generate(&spec);
        let roomy = generate(&RandomSpec {
            max_leaves: Some(usize::MAX),
            ..spec
        });
        assert_eq!(free.len(), roomy.len());
        assert!(free.ids().all(|i| free.value(i) == roomy.value(i)));
    }

    #[test]
    fn deep_chains_generate() {
        let t = generate(&RandomSpec {
            depth: 200_000,
            branching: (1, 1),
            ..RandomSpec::default()
        });
        assert_eq!(t.height(), 200_000);
    }
}
