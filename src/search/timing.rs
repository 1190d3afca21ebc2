//! Timing the search alone: the tree already loaded, warm, on the path `eval` runs (every
//! visited node's result recorded), with no observer.
//!
//! One run repeats the search until a minimum time has passed and divides, so a search of
//! 30 µs is timed over thousands of repetitions and one of a second over one; the result is
//! the median of several runs, which a busy machine disturbs less than the mean. Nothing here
//! decides anything: the counts come from the first (warming) search, the times from the rest.

use std::time::{Duration, Instant};

use super::error::Result;
use super::{Config, Summary, run};
use crate::tree::Tree;

/// How long one run of `eval` took: reading the tree, and its one search as `eval` runs
/// it (every visited node's result recorded; writing the result not included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunTimes {
    /// Reading and parsing the tree.
    pub load_seconds: f64,
    /// The search.
    pub search_seconds: f64,
}

/// How long and how often to time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// Runs whose median is reported (at least 1).
    pub repeat: usize,
    /// Each run repeats the search until this much time has passed (at least one search).
    pub min_time: Duration,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            repeat: 5,
            min_time: Duration::from_millis(200),
        }
    }
}

/// What timing one configuration found.
#[derive(Clone, Debug)]
pub struct Timing {
    /// The search's result and counts (from the warming search).
    pub summary: Summary,
    /// The median of the runs: seconds per search.
    pub seconds: f64,
    /// Seconds per search in each run, in the order they ran.
    pub runs: Vec<f64>,
    /// Searches made in each run.
    pub searches_per_run: Vec<u64>,
}

impl Timing {
    /// Nanoseconds per visited node (the median search's time over its node count).
    pub fn ns_per_node(&self) -> f64 {
        self.seconds * 1e9 / self.summary.nodes_visited.max(1) as f64
    }
}

/// Times the search of `tree` with `config`, as [`run`] makes it.
pub fn time(tree: &Tree, config: &Config, plan: Plan) -> Result<Timing> {
    // The facts of the tree that the first search would work out and keep: worked out
    // here, so that no search timed or counted pays for them.
    tree.prepare_search();
    // The warming search: it pages the tree in, and its counts are the ones reported.
    let summary = once(tree, config)?;
    let mut runs = Vec::with_capacity(plan.repeat.max(1));
    let mut searches_per_run = Vec::with_capacity(plan.repeat.max(1));
    for _ in 0..plan.repeat.max(1) {
        let start = Instant::now();
        let mut n = 0u64;
        loop {
            std::hint::black_box(once(std::hint::black_box(tree), config)?);
            n += 1;
            if start.elapsed() >= plan.min_time {
                break;
            }
        }
        runs.push(start.elapsed().as_secs_f64() / n as f64);
        searches_per_run.push(n);
    }
    Ok(Timing {
        summary,
        seconds: median(&runs),
        runs,
        searches_per_run,
    })
}

/// One search, its results recorded: a function of its own so that profilers can single it
/// out.
#[inline(never)]
pub fn once(tree: &Tree, config: &Config) -> Result<Summary> {
    if config.algorithm == super::Algorithm::Mcts {
        return monte_carlo(tree, config);
    }
    run(tree, config).map(|outcome| outcome.summary)
}

/// A Monte Carlo search as a summary: the root's mean as its value (an estimate, said by the
/// algorithm), the recommended move, the distinct leaves its playouts reached and the nodes
/// of its search tree.
fn monte_carlo(tree: &Tree, config: &Config) -> Result<Summary> {
    let r = super::mcts::run(tree, config.mcts, config.bounds, &mut super::NoObserver)
        .map_err(super::SearchError::Mcts)?;
    Ok(Summary {
        complete: true,
        researches: 0,
        iterations: Vec::new(),
        unreached: Vec::new(),
        config: config.clone(),
        value: r.value(),
        bound: super::Bound::Exact,
        computed: true,
        best: r.best,
        leaves_evaluated: r.leaves_reached(),
        horizon_evaluations: 0,
        nodes_visited: r.nodes_in_tree,
    })
}

/// The median (the mean of the middle two for an even count); NaN for no numbers.
fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn timing_reports_the_searchs_counts_and_one_time_per_run() {
        let tree = crate::parse::parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}]")
            .unwrap()
            .tree;
        let plan = Plan {
            repeat: 3,
            min_time: Duration::ZERO,
        };
        let t = time(&tree, &Config::new(Algorithm::AlphaBeta), plan).unwrap();
        assert_eq!(t.summary.value, 3.0);
        assert_eq!(t.summary.leaves_evaluated, 4);
        assert_eq!(t.runs.len(), 3);
        assert_eq!(t.searches_per_run, vec![1, 1, 1]);
        assert!(t.seconds >= 0.0 && t.ns_per_node() >= 0.0);
    }
}
