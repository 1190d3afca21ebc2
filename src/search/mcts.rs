//! Monte Carlo tree search (UCT, Kocsis and Szepesvári 2006), on the explicit tree.
//!
//! Each iteration has four steps, reported to the observer as events of their own:
//!
//! 1. **Selection.** From the root, while the node is in the search tree and every child of
//!    it is too, go to the child with the highest UCB1 value,
//!    `q + C·√(ln N / n)`: `q` the child's mean reward scaled to [0, 1] and taken from the
//!    side to move at the parent (MIN prefers low values, so its `q` is `1 − mean`), `N`
//!    the parent's visits, `n` the child's, `C` the exploration constant. A chance node
//!    draws its child by the probabilities instead.
//! 2. **Expansion.** A node with children not yet in the search tree adds one of them,
//!    drawn at random: one node per iteration.
//! 3. **Playout.** From there, random moves (chance nodes by their probabilities) down to a
//!    leaf, whose value is the reward.
//! 4. **Backup.** Every node on the path from the root to the node added counts one visit
//!    and the reward.
//!
//! The recommended move is the root child with the most visits (ties: file order), or with
//! the best mean for the side to move (`final_by_value`). Rewards are scaled by the tree's
//! bounds, else by its smallest and largest leaf; means are reported in the tree's units.
//! The random numbers come from the library's seeded generator, so a seed gives the same
//! search on every machine.

use crate::rng::Rng;
use crate::tree::{Kind, NodeId, Tree};

use super::{Event, Observer, Step};

/// The most iterations a search may ask for: enough for any lesson, and a bound on time.
pub const MAX_ITERATIONS: u64 = 100_000_000;

/// How a Monte Carlo search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsParams {
    /// Iterations (one node added to the search tree each).
    pub iterations: u64,
    /// The random generator's seed.
    pub seed: u64,
    /// The exploration constant `C` of UCB1.
    pub exploration: f64,
    /// Recommend the root child with the best mean instead of the most visits.
    pub final_by_value: bool,
}

impl Default for MctsParams {
    fn default() -> Self {
        MctsParams {
            iterations: 1000,
            seed: 1,
            exploration: std::f64::consts::SQRT_2,
            final_by_value: false,
        }
    }
}

/// One node's statistics in the search tree.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Times an iteration passed through it.
    pub visits: u64,
    /// The sum of the rewards backed up through it, in the tree's units.
    pub total: f64,
}

impl Stats {
    /// The mean reward, in the tree's units (NaN before the first visit).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            f64::NAN
        } else {
            self.total / self.visits as f64
        }
    }
}

/// UCB1 of a child, as its parent's player sees it: `q + c·√(ln parent / visits)`, with `q`
/// the child's mean scaled to [0, 1] (`1 − q` for a MIN parent). A child never visited is
/// `+∞`: every child is tried once before any is tried twice.
pub fn ucb1(mean_scaled: f64, visits: u64, parent_visits: u64, c: f64, min_parent: bool) -> f64 {
    if visits == 0 {
        return f64::INFINITY;
    }
    let q = if min_parent {
        1.0 - mean_scaled
    } else {
        mean_scaled
    };
    q + c * ((parent_visits as f64).ln() / visits as f64).sqrt()
}

/// A leaf value as a reward in [0, 1]: `lo` is 0 and `hi` is 1 (0.5 when they are equal).
pub fn scale_reward(scale: (f64, f64), v: f64) -> f64 {
    if scale.1 > scale.0 {
        (v - scale.0) / (scale.1 - scale.0)
    } else {
        0.5
    }
}

/// What a Monte Carlo search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult {
    /// The parameters it ran with.
    pub params: MctsParams,
    /// Every node's statistics (zero for nodes never added to the search tree).
    pub stats: Vec<Stats>,
    /// The recommended root child (`None` at a chance root).
    pub best: Option<NodeId>,
    /// Each iteration after which the recommendation changed, with the new one (`None`
    /// while there is none): what it was after any iteration, in memory that grows with the
    /// changes, not the iterations.
    pub changes: Vec<(u64, Option<NodeId>)>,
    /// Leaves some playout or selection reached.
    pub reached: Vec<bool>,
    /// Nodes in the search tree.
    pub nodes_in_tree: u64,
    /// The scale of rewards: the leaf values taken as 0 and 1.
    pub scale: (f64, f64),
}

impl MctsResult {
    /// The root's estimate: its mean, in the tree's units.
    pub fn value(&self) -> f64 {
        self.stats[0].mean()
    }

    /// UCB1 of each child of `node` as the selection weighs them from these statistics (the
    /// next iteration through `node` takes the highest, the first in file order on a tie; a
    /// child never visited is +∞). `None` at a chance node or a leaf, which UCB1 does not
    /// choose at.
    pub fn ucb1_at(&self, tree: &Tree, node: NodeId) -> Option<Vec<(NodeId, f64)>> {
        let min = match tree.kind(node) {
            Kind::Max => false,
            Kind::Min => true,
            _ => return None,
        };
        let parent = self.stats[node.index()].visits;
        Some(
            tree.children(node)
                .iter()
                .map(|&c| {
                    let s = self.stats[c.index()];
                    let q = scale_reward(self.scale, s.mean());
                    (c, ucb1(q, s.visits, parent, self.params.exploration, min))
                })
                .collect(),
        )
    }

    /// How many distinct leaves were reached.
    pub fn leaves_reached(&self) -> u64 {
        self.reached.iter().filter(|&&r| r).count() as u64
    }
}

/// Why a Monte Carlo search cannot run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MctsError {
    /// The tree is a single leaf: there is no move to choose.
    SingleLeaf,
    /// `iterations` is 0 or past [`MAX_ITERATIONS`].
    Iterations(u64),
    /// The exploration constant is negative or not a number.
    Exploration(f64),
    /// A leaf is infinite (and no bounds say otherwise): rewards cannot be scaled to [0, 1].
    InfiniteLeaf,
}

/// Keeps the events of the first `limit` iterations as steps and drops the rest: a view
/// that shows a long search step by step keeps bounded memory, and shows the rest by the
/// result alone.
#[derive(Clone, Debug, Default)]
pub struct FirstIterations {
    /// The steps of iterations 1 to `limit`, in order.
    pub steps: Vec<Step>,
    limit: u64,
    current: u64,
}

impl FirstIterations {
    /// A recorder of the first `limit` iterations.
    pub fn new(limit: u64) -> Self {
        FirstIterations {
            steps: Vec::new(),
            limit,
            current: 0,
        }
    }

    /// The most iterations it keeps.
    pub fn limit(&self) -> u64 {
        self.limit
    }
}

impl Observer for FirstIterations {
    fn event(&mut self, _: &Tree, event: &Event) {
        if let Event::Iteration { number } = *event {
            self.current = number;
        }
        if self.current <= self.limit {
            self.steps.push(Step::from(event));
        }
    }
}

/// A child of `node` drawn by the chance node's probabilities.
fn draw_by_probability(tree: &Tree, node: NodeId, rng: &mut Rng) -> NodeId {
    let children = tree.children(node);
    let mut x = rng.unit();
    for &c in children {
        x -= tree.prob(c);
        if x < 0.0 {
            return c;
        }
    }
    // Rounding left a sliver past the last probability.
    children[children.len() - 1]
}

/// A child of `node` drawn uniformly.
fn draw_uniform(tree: &Tree, node: NodeId, rng: &mut Rng) -> NodeId {
    let children = tree.children(node);
    children[rng.range(0, children.len() as i64 - 1) as usize]
}

/// Runs the search, reporting each step to `observer`.
pub fn run<O: Observer>(
    tree: &Tree,
    params: MctsParams,
    bounds: Option<(f64, f64)>,
    observer: &mut O,
) -> Result<MctsResult, MctsError> {
    if params.iterations == 0 || params.iterations > MAX_ITERATIONS {
        return Err(MctsError::Iterations(params.iterations));
    }
    if !(params.exploration >= 0.0 && params.exploration.is_finite()) {
        return Err(MctsError::Exploration(params.exploration));
    }
    let root = tree.root();
    if tree.kind(root) == Kind::Leaf {
        return Err(MctsError::SingleLeaf);
    }
    let scale = bounds.unwrap_or_else(|| {
        let values = tree.leaves().iter().filter_map(|&l| tree.value(l));
        values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        })
    });
    if !(scale.0.is_finite() && scale.1.is_finite()) {
        return Err(MctsError::InfiniteLeaf);
    }
    let scaled = |v: f64| scale_reward(scale, v);
    let mut rng = Rng::new(params.seed);
    let mut stats = vec![Stats::default(); tree.len()];
    let mut in_tree = vec![false; tree.len()];
    let mut reached = vec![false; tree.len()];
    in_tree[root.index()] = true;
    let mut nodes_in_tree = 1;
    let mut changes: Vec<(u64, Option<NodeId>)> = Vec::new();
    let mut path = Vec::new();
    for number in 1..=params.iterations {
        observer.event(tree, &Event::Iteration { number });
        path.clear();
        path.push(root);
        let mut cur = root;
        // 1. Selection, and 2. expansion of one node.
        loop {
            if tree.kind(cur) == Kind::Leaf {
                break;
            }
            let children = tree.children(cur);
            if tree.kind(cur) == Kind::Chance {
                let next = draw_by_probability(tree, cur, &mut rng);
                observer.event(
                    tree,
                    &Event::Select {
                        node: cur,
                        child: next,
                        ucb: f64::NAN,
                    },
                );
                cur = next;
            } else {
                let fresh: Vec<NodeId> = children
                    .iter()
                    .copied()
                    .filter(|c| !in_tree[c.index()])
                    .collect();
                if !fresh.is_empty() {
                    let next = fresh[rng.range(0, fresh.len() as i64 - 1) as usize];
                    observer.event(
                        tree,
                        &Event::Select {
                            node: cur,
                            child: next,
                            ucb: f64::INFINITY,
                        },
                    );
                    cur = next;
                } else {
                    let min = tree.kind(cur) == Kind::Min;
                    let parent_visits = stats[cur.index()].visits;
                    let mut best = (f64::NEG_INFINITY, children[0]);
                    for &c in children {
                        let s = stats[c.index()];
                        let u = ucb1(
                            scaled(s.mean()),
                            s.visits,
                            parent_visits,
                            params.exploration,
                            min,
                        );
                        observer.event(
                            tree,
                            &Event::Candidate {
                                node: cur,
                                child: c,
                                visits: s.visits,
                                mean: s.mean(),
                                ucb: u,
                            },
                        );
                        if u > best.0 {
                            best = (u, c);
                        }
                    }
                    observer.event(
                        tree,
                        &Event::Select {
                            node: cur,
                            child: best.1,
                            ucb: best.0,
                        },
                    );
                    cur = best.1;
                }
            }
            path.push(cur);
            if !in_tree[cur.index()] {
                in_tree[cur.index()] = true;
                nodes_in_tree += 1;
                observer.event(tree, &Event::Expand { node: cur });
                break;
            }
        }
        // 3. Playout to a leaf.
        let start = cur;
        while tree.kind(cur) != Kind::Leaf {
            cur = if tree.kind(cur) == Kind::Chance {
                draw_by_probability(tree, cur, &mut rng)
            } else {
                draw_uniform(tree, cur, &mut rng)
            };
        }
        reached[cur.index()] = true;
        let value = tree.value(cur).unwrap_or(f64::NAN);
        observer.event(
            tree,
            &Event::Playout {
                node: start,
                leaf: cur,
                value,
                reward: scaled(value),
            },
        );
        // 4. Backup along the path.
        for &n in path.iter().rev() {
            let s = &mut stats[n.index()];
            s.visits += 1;
            s.total += value;
            observer.event(
                tree,
                &Event::Backup {
                    node: n,
                    visits: s.visits,
                    mean: s.mean(),
                },
            );
        }
        let now = recommend(tree, &stats, params.final_by_value);
        if changes.last().is_none_or(|&(_, m)| m != now) {
            changes.push((number, now));
        }
    }
    Ok(MctsResult {
        params,
        best: recommend(tree, &stats, params.final_by_value),
        stats,
        changes,
        reached,
        nodes_in_tree,
        scale,
    })
}

/// The root child recommended: the most visited (ties: file order), or with `by_value` the
/// one whose mean is best for the side to move; `None` at a chance root or before any child
/// has a visit.
fn recommend(tree: &Tree, stats: &[Stats], by_value: bool) -> Option<NodeId> {
    let root = tree.root();
    let min = match tree.kind(root) {
        Kind::Max => false,
        Kind::Min => true,
        _ => return None,
    };
    let mut best: Option<(NodeId, f64)> = None;
    for &c in tree.children(root) {
        let s = stats[c.index()];
        if s.visits == 0 {
            continue;
        }
        let key = if !by_value {
            s.visits as f64
        } else if min {
            -s.mean()
        } else {
            s.mean()
        };
        if best.is_none_or(|(_, k)| key > k) {
            best = Some((c, key));
        }
    }
    best.map(|(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;
    use crate::search::NoObserver;

    #[test]
    fn ucb1_is_the_mean_plus_the_exploration_term_from_the_parents_side() {
        // A child with mean 0.6 after 3 of its parent's 10 visits, C = √2:
        // 0.6 + √2·√(ln 10 / 3) = 0.6 + 1.2389… by hand.
        let c = std::f64::consts::SQRT_2;
        let max = ucb1(0.6, 3, 10, c, false);
        assert!((max - (0.6 + (2.0 * 10f64.ln() / 3.0).sqrt())).abs() < 1e-12);
        assert!((max - 1.838_974).abs() < 1e-6, "{max}");
        // Seen from MIN the same child is worth 1 − 0.6.
        let min = ucb1(0.6, 3, 10, c, true);
        assert!((min - (0.4 + (2.0 * 10f64.ln() / 3.0).sqrt())).abs() < 1e-12);
        // Unvisited children come first; with C = 0 only the mean counts.
        assert_eq!(ucb1(0.0, 0, 10, c, false), f64::INFINITY);
        assert_eq!(ucb1(0.25, 4, 10, 0.0, false), 0.25);
        // Equal statistics give equal values: a tie, broken by file order.
        assert_eq!(ucb1(0.5, 2, 8, c, false), ucb1(0.5, 2, 8, c, false));
    }

    #[test]
    fn the_same_seed_gives_the_same_search_and_another_seed_another() {
        let doc =
            parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]").unwrap();
        let params = |seed| MctsParams {
            iterations: 200,
            seed,
            ..MctsParams::default()
        };
        let a = run(&doc.tree, params(7), None, &mut NoObserver).unwrap();
        let b = run(&doc.tree, params(7), None, &mut NoObserver).unwrap();
        let c = run(&doc.tree, params(8), None, &mut NoObserver).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.stats, c.stats);
    }

    #[test]
    fn every_iteration_adds_one_node_until_the_tree_is_whole() {
        let doc =
            parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]").unwrap();
        let run_for = |iterations| {
            let p = MctsParams {
                iterations,
                ..MctsParams::default()
            };
            run(&doc.tree, p, None, &mut NoObserver).unwrap()
        };
        assert_eq!(run_for(5).nodes_in_tree, 6);
        assert_eq!(run_for(100).nodes_in_tree, doc.tree.len() as u64);
        let r = run_for(100);
        assert_eq!(r.stats[0].visits, 100);
        let children: u64 = doc
            .tree
            .children(doc.tree.root())
            .iter()
            .map(|c| r.stats[c.index()].visits)
            .sum();
        assert_eq!(
            children, 100,
            "each iteration passes through one root child"
        );
    }

    #[test]
    fn the_first_iterations_are_kept_as_the_full_record_has_them() {
        let doc = parse_text("max: [{min: [3, 12]}, {min: [2, 4]}, {min: [14, 5]}]").unwrap();
        let params = MctsParams {
            iterations: 40,
            ..MctsParams::default()
        };
        let mut all = crate::search::Recorder::default();
        let mut first = FirstIterations::new(6);
        run(&doc.tree, params, None, &mut all).unwrap();
        run(&doc.tree, params, None, &mut first).unwrap();
        let seventh = all
            .steps
            .iter()
            .position(|s| matches!(s, Step::Iteration { number: 7 }))
            .unwrap();
        assert_eq!(first.steps, all.steps[..seventh]);
        assert_eq!(first.limit(), 6);
    }

    #[test]
    fn ucb1_at_a_node_is_what_the_next_selection_weighs() {
        let doc = parse_text("max: [{min: [3, 12]}, {min: [2, 4]}, {min: [14, 5]}]").unwrap();
        let tree = &doc.tree;
        let p = |iterations| MctsParams {
            iterations,
            ..MctsParams::default()
        };
        let r = run(tree, p(20), None, &mut NoObserver).unwrap();
        let at_root = r.ucb1_at(tree, tree.root()).unwrap();
        // Iteration 21 weighs the same values at the root, and selects the highest.
        let mut rec = crate::search::Recorder::default();
        run(tree, p(21), None, &mut rec).unwrap();
        let start = rec
            .steps
            .iter()
            .position(|s| matches!(s, Step::Iteration { number: 21 }))
            .unwrap();
        let weighed: Vec<(NodeId, f64)> = rec.steps[start..]
            .iter()
            .map_while(|s| match *s {
                Step::Candidate { child, ucb, .. } => Some((child, ucb)),
                Step::Iteration { .. } => Some((NodeId(u32::MAX), 0.0)),
                _ => None,
            })
            .filter(|(c, _)| c.0 != u32::MAX)
            .collect();
        assert_eq!(weighed, at_root);
        // By hand, the first child: MIN's mean seen from MAX, scaled from [2, 14].
        let b = tree.children(tree.root())[0];
        let s = r.stats[b.index()];
        let q = (s.mean() - 2.0) / 12.0;
        let want = q + std::f64::consts::SQRT_2 * (20f64.ln() / s.visits as f64).sqrt();
        assert!((at_root[0].1 - want).abs() < 1e-12);
        assert!(r.ucb1_at(tree, tree.leaves()[0]).is_none());
    }

    #[test]
    fn bad_parameters_and_a_single_leaf_are_refused() {
        let doc = parse_text("max: [1, 2]").unwrap();
        let with = |iterations, exploration| MctsParams {
            iterations,
            exploration,
            ..MctsParams::default()
        };
        let err = |p| run(&doc.tree, p, None, &mut NoObserver).unwrap_err();
        assert_eq!(err(with(0, 1.0)), MctsError::Iterations(0));
        assert_eq!(
            err(with(MAX_ITERATIONS + 1, 1.0)),
            MctsError::Iterations(MAX_ITERATIONS + 1)
        );
        assert!(matches!(err(with(10, -1.0)), MctsError::Exploration(_)));
        assert!(matches!(err(with(10, f64::NAN)), MctsError::Exploration(_)));
        let infinite = parse_text("max: [1, .inf]").unwrap();
        assert_eq!(
            run(&infinite.tree, with(10, 1.0), None, &mut NoObserver).unwrap_err(),
            MctsError::InfiniteLeaf
        );
        let leaf = parse_text("5").unwrap();
        assert_eq!(
            run(&leaf.tree, MctsParams::default(), None, &mut NoObserver).unwrap_err(),
            MctsError::SingleLeaf
        );
    }
}
