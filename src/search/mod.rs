//! The search core: every algorithm written once, reporting what it does.
//!
//! [`run`] and [`run_observed`] search a [`Tree`] with the algorithm and conventions of a
//! [`Config`]. The search walks the tree with an explicit stack (depth never touches the call
//! stack) and tells an [`Observer`] each thing it does — entering a node, evaluating a leaf,
//! tightening α or β, a cutoff and the children it skipped, a chance node's windows and
//! interval, a node's final value and whether it is exact or a bound. Views listen to those
//! [`Event`]s; none of them re-implements pruning. With [`NoObserver`] the events compile
//! away and the same code is a tight loop.
//!
//! Chance pruning (Star1 and Star2) follows Ballard, "The *-minimax search procedure for
//! trees containing chance nodes", Artificial Intelligence 21 (1983), in its weighted form
//! (probabilities on the edges; docs/guide.md, "Chance pruning"), with Star2's probe reuse as
//! Hauk, Buro and Schaeffer describe it in "*-Minimax Performance in Backgammon"
//! (Computers and Games 2004).

mod drivers;
mod engine;
pub mod error;
mod events;
pub mod mcts;
pub mod order;
mod outcome;
pub mod record;
mod results;
pub mod timing;
pub mod tt;

use crate::tree::{NodeId, Tree};

pub use error::{NodeAt, Result, SearchError};
pub use events::{Both, CutReason, Event, EventOf, NoObserver, Observer, TICK_NODES};
pub use order::Order;
pub use outcome::{Outcome, Pass, Summary};
pub use record::{DEFAULT_MAX_STEPS, Recorder, Step};
pub use results::Results;

/// The search algorithms. (`--algo` on the command line lists them with the one-line help
/// each `#[value]` gives; `expectimax` is another name for expectiminimax.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Plain minimax: every node searched, no windows. On chance nodes: expectiminimax.
    #[value(help = "Plain minimax (expectiminimax on chance nodes), no pruning")]
    Minimax,
    /// Alpha-beta pruning at MAX and MIN nodes; below a chance node the full window.
    #[value(
        name = "alphabeta",
        help = "Alpha-beta pruning; full window below chance nodes"
    )]
    AlphaBeta,
    /// Expectiminimax: minimax with chance nodes averaged, no pruning.
    #[value(
        alias = "expectimax",
        help = "Expectiminimax: chance nodes averaged, no pruning"
    )]
    Expectiminimax,
    /// Ballard's Star1: alpha-beta plus chance-node cutoffs from leaf bounds.
    #[value(help = "Ballard's Star1: chance-node pruning from leaf bounds")]
    Star1,
    /// Ballard's Star2: Star1 plus a probing phase at regular chance nodes.
    #[value(help = "Ballard's Star2: Star1 with a probing phase at regular chance nodes")]
    Star2,
    /// Alpha-beta in negamax form: the same search, every value seen from the side to move.
    #[value(help = "Alpha-beta in negamax form: the trace shows every value from the side to move")]
    Negamax,
    /// Principal variation search (NegaScout): null windows after the first child, re-search
    /// on a fail high.
    #[value(
        help = "Principal variation search (NegaScout): null windows, re-search on a fail high"
    )]
    Pvs,
    /// MTD(f): a sequence of null-window alpha-beta searches with a transposition table.
    #[value(help = "MTD(f): null-window tests from a first guess, with a transposition table")]
    Mtdf,
    /// SSS*, as MT-SSS* (Plaat et al. 1996): null-window searches from +∞ down, with a
    /// transposition table; it evaluates the same leaves as Stockman's SSS*.
    #[value(help = "SSS* (as MT-SSS*): null-window tests from above, with a transposition table")]
    Sss,
    /// Iterative deepening alpha-beta: depth 1, 2, … with the previous principal variation
    /// searched first.
    #[value(
        help = "Iterative deepening alpha-beta, previous principal variation first (--budget stops it)"
    )]
    Iddfs,
    /// Alpha-beta reading every chance node as a MIN node: the pessimism of treating dice as
    /// an opponent.
    #[value(
        name = "worstcase",
        help = "Alpha-beta reading every chance node as a MIN node (treating dice as an opponent)"
    )]
    WorstCase,
    /// Monte Carlo tree search (UCT): sampled playouts, an estimate rather than a proof; see
    /// [`mcts`].
    #[value(
        help = "Monte Carlo tree search (UCT): random playouts, UCB1 selection (eval, trace, show, html, bench)"
    )]
    Mcts,
}

impl Algorithm {
    /// Every algorithm that searches the tree exhaustively (all but [`Algorithm::Mcts`], which
    /// samples it), in the order reports list them.
    pub const ALL: [Algorithm; 11] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Expectiminimax,
        Algorithm::Star1,
        Algorithm::Star2,
        Algorithm::Negamax,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Sss,
        Algorithm::Iddfs,
        Algorithm::WorstCase,
    ];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::Star1 => "star1",
            Algorithm::Star2 => "star2",
            Algorithm::Negamax => "negamax",
            Algorithm::Pvs => "pvs",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Sss => "sss",
            Algorithm::Iddfs => "iddfs",
            Algorithm::WorstCase => "worstcase",
            Algorithm::Mcts => "mcts",
        }
    }

    /// Looks an algorithm up by its name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL
            .into_iter()
            .chain([Algorithm::Mcts])
            .find(|a| a.name() == name)
    }

    /// Whether the algorithm prunes at MAX and MIN nodes.
    pub fn prunes(self) -> bool {
        !matches!(
            self,
            Algorithm::Minimax | Algorithm::Expectiminimax | Algorithm::Mcts
        )
    }

    /// Whether the algorithm prunes at chance nodes (and so uses leaf bounds).
    pub fn chance_pruning(self) -> bool {
        matches!(self, Algorithm::Star1 | Algorithm::Star2)
    }

    /// Whether the algorithm runs several searches (passes or iterations), not one.
    pub fn multi_pass(self) -> bool {
        matches!(self, Algorithm::Mtdf | Algorithm::Sss | Algorithm::Iddfs)
    }
}

/// How a search runs: the algorithm and the conventions that change answers.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// Cut only when α > β (the Berkeley CS188 rule) instead of α ≥ β.
    pub strict: bool,
    /// Return values clamped to the window (fail-hard) instead of the best value found.
    pub fail_hard: bool,
    /// Search every root child with the root's initial window instead of carrying α across.
    pub root_reset: bool,
    /// Alpha-beta without deep cutoffs (Knuth and Moore's F1): a MAX or MIN node passes its
    /// children only the best value it has found itself, never the bound it inherited from
    /// further up, so a node cuts only against its parent. See [`Config::supports_no_deep_cutoffs`].
    pub no_deep_cutoffs: bool,
    /// The order children are searched in.
    pub order: Order,
    /// Leaf bounds `[L, U]` for Star1/Star2 (and the root window they start with).
    pub bounds: Option<(f64, f64)>,
    /// Depth limit: nodes at this depth are scored by their `eval:` estimate.
    pub depth: Option<u32>,
    /// Use a transposition table (value, depth and bound type per position).
    pub tt: bool,
    /// Stop after visiting this many nodes (a clock that gives the same result every run).
    pub budget: Option<u64>,
    /// The root window, when not the algorithm's own (MTD(f) and SSS* passes set it).
    pub window: Option<(f64, f64)>,
    /// How Monte Carlo tree search runs (read only by [`Algorithm::Mcts`]).
    pub mcts: mcts::MctsParams,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            algorithm: Algorithm::AlphaBeta,
            strict: false,
            fail_hard: false,
            root_reset: false,
            no_deep_cutoffs: false,
            order: Order::Given,
            bounds: None,
            depth: None,
            tt: false,
            budget: None,
            window: None,
            mcts: mcts::MctsParams::default(),
        }
    }
}

impl Config {
    /// A default configuration for `algorithm`.
    pub fn new(algorithm: Algorithm) -> Self {
        Config {
            algorithm,
            ..Config::default()
        }
    }

    /// Whether `no_deep_cutoffs` is defined for the algorithm: for alpha-beta in every form
    /// that passes windows down (alpha-beta, negamax, the worst-case reading, iterative
    /// deepening), and trivially for the searches that prune nothing. Star1 and Star2 derive
    /// a chance child's window from both ends of the chance node's window, and PVS, MTD(f)
    /// and SSS* are built from null windows around an inherited bound: dropping the inherited
    /// bound leaves them no window to work from, so they refuse it.
    pub fn supports_no_deep_cutoffs(&self) -> bool {
        !matches!(
            self.algorithm,
            Algorithm::Star1 | Algorithm::Star2 | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Sss
        )
    }
}

/// How every view shows a result that proves nothing about a node's value.
pub const UNKNOWN: &str = "unknown";

/// What a search established about a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// The node's value was computed exactly.
    Exact,
    /// The search proved only that the node's value is at least this.
    Lower,
    /// The search proved only that the node's value is at most this.
    Upper,
    /// The search never entered the node.
    Unvisited,
}

impl Bound {
    /// The word used in JSON: `exact`, `lower`, `upper`, `unvisited`.
    pub fn name(self) -> &'static str {
        match self {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
            Bound::Unvisited => "unvisited",
        }
    }

    /// Whether a visited node's result says nothing about its value: no result at all (the
    /// budget stopped it first), `≥ -∞` or `≤ ∞`. Every view shows such a result as
    /// `unknown`, never as a bound.
    pub fn proves_nothing(self, v: f64) -> bool {
        match self {
            Bound::Unvisited => false,
            Bound::Exact => v.is_nan(),
            Bound::Lower => v.is_nan() || v == f64::NEG_INFINITY,
            Bound::Upper => v.is_nan() || v == f64::INFINITY,
        }
    }

    /// As an answer file writes it: `3`, `">=3"`, `"<=3"`.
    pub fn answer(self, v: f64) -> String {
        self.answer_with(crate::num::fmt_value(v))
    }

    /// [`Bound::answer`] for a value whose provenance is known (exact when read from the
    /// file, 10 significant digits when computed, which `check` accepts for such a value).
    pub fn answer_as(self, v: f64, computed: bool) -> String {
        self.answer_with(crate::num::fmt_as(v, computed))
    }

    fn answer_with(self, v: String) -> String {
        // An answer is written as a number: no `≈`.
        let v = v.trim_start_matches('≈');
        let v = v.to_string();
        match self {
            Bound::Exact => v,
            Bound::Lower => format!(">={v}"),
            Bound::Upper => format!("<={v}"),
            Bound::Unvisited => "unvisited".to_string(),
        }
    }
}

/// The search's result at one node (16 bytes: big trees keep one per node).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeResult {
    /// The value returned (exact, or the bound).
    pub value: f64,
    /// Whether `value` is exact or a bound.
    pub bound: Bound,
    /// Whether `value` came through chance-node arithmetic: then it may carry rounding
    /// error, is compared with the tolerance and shown rounded. A value read from the file
    /// (a leaf's, an estimate's, or one a MAX or MIN node took from such a child) is not.
    pub computed: bool,
    best: u32,
}

impl NodeResult {
    /// A node the search never entered.
    pub const UNVISITED: NodeResult = NodeResult {
        value: f64::NAN,
        bound: Bound::Unvisited,
        computed: false,
        best: u32::MAX,
    };

    /// A result with its best child.
    pub fn new(value: f64, bound: Bound, best: Option<NodeId>, computed: bool) -> Self {
        NodeResult {
            value,
            bound,
            computed,
            best: best.map_or(u32::MAX, |b| b.0),
        }
    }

    /// The value as an answer file writes it: `3`, `">=3"` (see [`Bound::answer_as`]).
    pub fn answer(&self) -> String {
        self.bound.answer_as(self.value, self.computed)
    }

    /// The best child found (first in search order with the node's value), if any.
    pub fn best(&self) -> Option<NodeId> {
        (self.best != u32::MAX).then_some(NodeId(self.best))
    }
}

/// Searches `tree` as `config` says and returns every visited node's result.
pub fn run(tree: &Tree, config: &Config) -> Result<Outcome> {
    run_observed(tree, config, &mut NoObserver)
}

/// Like [`run`], reporting every step to `observer` as well. MTD(f), SSS* and iterative
/// deepening run the one engine several times (see `drivers`); the others run it once.
pub fn run_observed<O: Observer>(
    tree: &Tree,
    config: &Config,
    observer: &mut O,
) -> Result<Outcome> {
    if config.no_deep_cutoffs && !config.supports_no_deep_cutoffs() {
        return Err(SearchError::NoDeepCutoffs {
            algorithm: config.algorithm,
        });
    }
    if config.algorithm == Algorithm::Mcts {
        // A sampled estimate has no exact value, bound or pruned set for these views to
        // show: it runs through `mcts::run`.
        return Err(SearchError::Sampled);
    }
    let mut results = Results::new(tree);
    let summary = match config.algorithm {
        Algorithm::Mtdf | Algorithm::Sss => drivers::mtd(tree, config, observer, &mut results),
        Algorithm::Iddfs => drivers::iddfs(tree, config, observer, &mut results),
        _ => {
            let mut table = tt::TranspositionTable::new();
            let table = config.tt.then_some(&mut table);
            single_pass(tree, config, observer, &mut results, table)
        }
    }?;
    Ok(Outcome::new(tree, summary, results))
}

/// One run of the engine, with the child order of `config` and an optional table.
pub(crate) fn single_pass<O: Observer>(
    tree: &Tree,
    config: &Config,
    observer: &mut O,
    results: &mut Results,
    table: Option<&mut tt::TranspositionTable>,
) -> Result<Summary> {
    let children = order::arrange(tree, config)?;
    engine::run(tree, config, &children, observer, results, table)
}
