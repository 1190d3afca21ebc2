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
//! (probabilities on the edges; README, "Chance pruning"), with Star2's probe reuse as
//! Hauk, Buro and Schaeffer describe it in "*-Minimax Performance in Backgammon"
//! (Computers and Games 2004).

mod drivers;
mod engine;
pub mod order;
pub mod record;
mod results;
pub mod timing;
pub mod tt;

use crate::error::Result;
use crate::i18n::tr;
use crate::tree::{Kind, NodeId, Tree};

pub use order::Order;
pub use record::{DEFAULT_MAX_STEPS, Recorder, Step};
pub use results::Results;

/// The search algorithms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: every node searched, no windows. On chance nodes: expectiminimax.
    Minimax,
    /// Alpha-beta pruning at MAX and MIN nodes; below a chance node the full window.
    AlphaBeta,
    /// Expectiminimax: minimax with chance nodes averaged, no pruning.
    Expectiminimax,
    /// Ballard's Star1: alpha-beta plus chance-node cutoffs from leaf bounds.
    Star1,
    /// Ballard's Star2: Star1 plus a probing phase at regular chance nodes.
    Star2,
    /// Alpha-beta in negamax form: the same search, every value seen from the side to move.
    Negamax,
    /// Principal variation search (NegaScout): null windows after the first child, re-search
    /// on a fail high.
    Pvs,
    /// MTD(f): a sequence of null-window alpha-beta searches with a transposition table.
    Mtdf,
    /// SSS*, as MT-SSS* (Plaat et al. 1996): null-window searches from +∞ down, with a
    /// transposition table; it evaluates the same leaves as Stockman's SSS*.
    Sss,
    /// Iterative deepening alpha-beta: depth 1, 2, … with the previous principal variation
    /// searched first.
    Iddfs,
    /// Alpha-beta reading every chance node as a MIN node: the pessimism of treating dice as
    /// an opponent.
    WorstCase,
}

impl Algorithm {
    /// Every algorithm, in the order reports list them.
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
        }
    }

    /// Looks an algorithm up by its name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm prunes at MAX and MIN nodes.
    pub fn prunes(self) -> bool {
        !matches!(self, Algorithm::Minimax | Algorithm::Expectiminimax)
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

    /// The conventions in words, for report headers: `cut on α ≥ β, fail-soft, …`.
    pub fn describe(&self) -> String {
        let mut parts = vec![self.algorithm.name().to_string()];
        if matches!(self.algorithm, Algorithm::Mtdf | Algorithm::Sss) {
            // Their passes are always fail-soft and cut on α ≥ β (see `drivers`).
            parts.push(tr!("conv-null-window"));
        } else if self.algorithm.prunes() {
            parts.push(tr!(if self.strict {
                "conv-strict"
            } else {
                "conv-cut"
            }));
            parts.push(tr!(if self.fail_hard {
                "conv-fail-hard"
            } else {
                "conv-fail-soft"
            }));
            parts.push(tr!(if self.root_reset {
                "conv-root-reset"
            } else {
                "conv-root-carried"
            }));
            if self.no_deep_cutoffs {
                parts.push(tr!("conv-no-deep-cutoffs"));
            }
        }
        parts.push(tr!("conv-order", order = self.order.name()));
        if self.algorithm.chance_pruning() {
            parts.push(match self.bounds {
                Some((l, u)) => tr!(
                    "conv-bounds",
                    lo = crate::num::fmt_value(l),
                    hi = crate::num::fmt_value(u)
                ),
                None => tr!("conv-no-bounds"),
            });
        }
        if let Some(d) = self.depth {
            parts.push(tr!("conv-depth", depth = d));
        }
        if self.tt {
            parts.push(tr!("conv-tt"));
        }
        if let Some(b) = self.budget {
            parts.push(tr!("conv-budget", count = b));
        }
        parts.join(&tr!("list-separator"))
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

    /// A value with this bound as people write it: `3`, `≥ 3`, `≤ 3`, `—`, or `unknown`
    /// for a bound that excludes nothing (see [`Bound::proves_nothing`]).
    pub fn show(self, v: f64) -> String {
        if self.proves_nothing(v) {
            return tr!("value-unknown");
        }
        self.with(crate::num::fmt_value(v))
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

    /// [`Bound::show`] for a value whose provenance is known: exact when read from the
    /// file, rounded (and marked `≈` where digits are cut) when computed.
    pub fn show_as(self, v: f64, computed: bool) -> String {
        if self.proves_nothing(v) {
            return tr!("value-unknown");
        }
        self.with(crate::num::fmt_as(v, computed))
    }

    fn with(self, v: String) -> String {
        match self {
            Bound::Exact => v,
            Bound::Lower => format!("≥ {v}"),
            Bound::Upper => format!("≤ {v}"),
            Bound::Unvisited => "—".to_string(),
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

    /// The value as people read it: `3`, `≥ 3`, `≈2.333333333`, exact or rounded as its
    /// provenance says.
    pub fn show(&self) -> String {
        self.bound.show_as(self.value, self.computed)
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

/// Why a search cut off a node's remaining children.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CutReason {
    /// At a MAX node: α (raised to the child's value) reached β.
    AlphaBeta {
        /// α at the cut.
        alpha: f64,
        /// β at the cut.
        beta: f64,
    },
    /// At a chance node (Star1/Star2): child value ≤ A_i, so the node's value ≤ α.
    ChanceLow {
        /// The child's threshold A_i.
        threshold: f64,
        /// The node's window lower end α.
        alpha: f64,
    },
    /// At a chance node: child value ≥ B_i, so the node's value ≥ β.
    ChanceHigh {
        /// The child's threshold B_i.
        threshold: f64,
        /// The node's window upper end β.
        beta: f64,
    },
    /// The node budget ran out: every open node stops where it is.
    Budget {
        /// Nodes visited when it ran out.
        visited: u64,
    },
    /// Star2 probing: the probe bounds alone put the chance node outside its window.
    Probe {
        /// The bound the probes proved.
        bound: f64,
        /// The window end it crossed.
        limit: f64,
        /// True when the probes proved the node ≥ β (MAX children), false when ≤ α.
        high: bool,
    },
}

/// One thing the search did, with the children a cutoff skipped held as `S`: borrowed while
/// the search runs ([`Event`]), owned once recorded ([`Step`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EventOf<S> {
    /// The search entered an inner node with this window.
    Enter {
        /// The node.
        node: NodeId,
        /// α on entry.
        alpha: f64,
        /// β on entry.
        beta: f64,
    },
    /// A leaf was evaluated (entered and left at once).
    Leaf {
        /// The leaf.
        node: NodeId,
        /// Its value.
        value: f64,
        /// α of the window the leaf was reached with.
        alpha: f64,
        /// β of that window.
        beta: f64,
    },
    /// An inner node at the depth limit was scored by its `eval:` estimate.
    Horizon {
        /// The node.
        node: NodeId,
        /// Its estimate.
        value: f64,
    },
    /// A child's value tightened the window at a MAX node (α raised) or MIN node (β lowered).
    Window {
        /// The node whose window changed.
        node: NodeId,
        /// The child whose value did it.
        child: NodeId,
        /// The child's value.
        value: f64,
        /// α now.
        alpha: f64,
        /// β now.
        beta: f64,
    },
    /// The node stops searching its children: `skipped` are never entered.
    Cutoff {
        /// The node.
        node: NodeId,
        /// The child whose value decided it.
        child: NodeId,
        /// That child's value (or bound).
        value: f64,
        /// Why.
        reason: CutReason,
        /// The children not searched, in search order.
        skipped: S,
    },
    /// A chance node is about to search a child with this window (Star1/Star2: from A_i/B_i).
    ChanceChild {
        /// The chance node.
        node: NodeId,
        /// The child.
        child: NodeId,
        /// The child's probability.
        p: f64,
        /// The window the child is searched with.
        alpha: f64,
        /// The window the child is searched with.
        beta: f64,
        /// Ballard's threshold A_i (Star1/Star2; -∞ otherwise): a child value at or below it
        /// puts the chance node at or below α.
        a: f64,
        /// Ballard's threshold B_i (+∞ without chance pruning).
        b: f64,
        /// The node's value interval before this child: [lo, hi].
        lo: f64,
        /// Upper end of that interval.
        hi: f64,
    },
    /// A chance node's value interval after a child returned.
    Interval {
        /// The chance node.
        node: NodeId,
        /// The child just searched.
        child: NodeId,
        /// Lower end.
        lo: f64,
        /// Upper end.
        hi: f64,
    },
    /// Star2: a chance node probes `node` (the first child of its child `child`).
    Probe {
        /// The chance node.
        chance: NodeId,
        /// The chance node's child being bounded.
        child: NodeId,
        /// The grandchild searched as the probe.
        node: NodeId,
        /// Window of the probe.
        alpha: f64,
        /// Window of the probe.
        beta: f64,
    },
    /// Star2: the probe's result and the bound it gives the child.
    ProbeResult {
        /// The chance node.
        chance: NodeId,
        /// The child bounded.
        child: NodeId,
        /// The probe's returned value.
        value: f64,
        /// The bound on the child (≥ for MAX children, ≤ for MIN children).
        bound: f64,
        /// The chance node's interval after this probe.
        lo: f64,
        /// Upper end of that interval.
        hi: f64,
    },
    /// Star2: the search phase used a probe's result instead of searching `node` again.
    ProbeReused {
        /// The probed node.
        node: NodeId,
        /// The value (or bound) reused.
        value: f64,
        /// Its bound kind.
        bound: Bound,
    },
    /// The transposition table was asked about a node: used, or why not.
    TtProbe {
        /// The node.
        node: NodeId,
        /// What the table knew.
        entry: tt::Entry,
        /// Whether the entry decided the node (its subtree is not searched).
        used: bool,
        /// Why it could not be used.
        why: Option<tt::Unusable>,
        /// The window of the probe.
        alpha: f64,
        /// The window of the probe.
        beta: f64,
    },
    /// PVS: `child` failed high on its null window; it is searched again with (α, β).
    Research {
        /// The node.
        node: NodeId,
        /// The child searched again.
        child: NodeId,
        /// The window of the new search.
        alpha: f64,
        /// The window of the new search.
        beta: f64,
    },
    /// A multi-pass algorithm starts a pass: an MTD(f)/SSS* test, or a deepening iteration.
    Pass {
        /// 1-based pass number.
        number: u32,
        /// The root window of the pass.
        alpha: f64,
        /// The root window of the pass.
        beta: f64,
        /// The depth limit of the pass (iterative deepening), if any.
        depth: Option<u32>,
    },
    /// The search left a node with this value.
    Exit {
        /// The node.
        node: NodeId,
        /// The value returned.
        value: f64,
        /// Whether it is exact or a bound.
        bound: Bound,
        /// The best child (MAX and MIN nodes): the first in search order with the value.
        best: Option<NodeId>,
        /// The value came through chance-node arithmetic (it may carry rounding error).
        computed: bool,
    },
}

/// One thing the search did, as the search reports it to observers. Views render these;
/// the search never renders.
pub type Event<'a> = EventOf<&'a [NodeId]>;

impl<S> EventOf<S> {
    /// The node the event is about (a probe's probed node; a chance child's chance node; a
    /// pass's root).
    pub fn node(&self) -> NodeId {
        use EventOf::*;
        match *self {
            Enter { node, .. }
            | Leaf { node, .. }
            | Horizon { node, .. }
            | Window { node, .. }
            | Cutoff { node, .. }
            | ChanceChild { node, .. }
            | Interval { node, .. }
            | Probe { node, .. }
            | ProbeReused { node, .. }
            | TtProbe { node, .. }
            | Research { node, .. }
            | Exit { node, .. } => node,
            ProbeResult { chance, .. } => chance,
            Pass { .. } => NodeId(0),
        }
    }

    /// The event's kind as one word (`enter`, `leaf`, `window`, `cutoff`, …), for JSON.
    pub fn kind(&self) -> &'static str {
        use EventOf::*;
        match self {
            Enter { .. } => "enter",
            Leaf { .. } => "leaf",
            Horizon { .. } => "horizon",
            Window { .. } => "window",
            Cutoff { .. } => "cutoff",
            ChanceChild { .. } => "chance_child",
            Interval { .. } => "interval",
            Probe { .. } => "probe",
            ProbeResult { .. } => "probe_result",
            ProbeReused { .. } => "probe_reused",
            TtProbe { .. } => "tt_probe",
            Research { .. } => "research",
            Pass { .. } => "pass",
            Exit { .. } => "exit",
        }
    }

    /// The same event with the skipped children held another way.
    pub fn map_skipped<T>(self, f: impl FnOnce(S) -> T) -> EventOf<T> {
        use EventOf::*;
        match self {
            Enter { node, alpha, beta } => Enter { node, alpha, beta },
            Leaf {
                node,
                value,
                alpha,
                beta,
            } => Leaf {
                node,
                value,
                alpha,
                beta,
            },
            Horizon { node, value } => Horizon { node, value },
            Window {
                node,
                child,
                value,
                alpha,
                beta,
            } => Window {
                node,
                child,
                value,
                alpha,
                beta,
            },
            Cutoff {
                node,
                child,
                value,
                reason,
                skipped,
            } => Cutoff {
                node,
                child,
                value,
                reason,
                skipped: f(skipped),
            },
            ChanceChild {
                node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            } => ChanceChild {
                node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            },
            Interval {
                node,
                child,
                lo,
                hi,
            } => Interval {
                node,
                child,
                lo,
                hi,
            },
            Probe {
                chance,
                child,
                node,
                alpha,
                beta,
            } => Probe {
                chance,
                child,
                node,
                alpha,
                beta,
            },
            ProbeResult {
                chance,
                child,
                value,
                bound,
                lo,
                hi,
            } => ProbeResult {
                chance,
                child,
                value,
                bound,
                lo,
                hi,
            },
            ProbeReused { node, value, bound } => ProbeReused { node, value, bound },
            TtProbe {
                node,
                entry,
                used,
                why,
                alpha,
                beta,
            } => TtProbe {
                node,
                entry,
                used,
                why,
                alpha,
                beta,
            },
            Research {
                node,
                child,
                alpha,
                beta,
            } => Research {
                node,
                child,
                alpha,
                beta,
            },
            Pass {
                number,
                alpha,
                beta,
                depth,
            } => Pass {
                number,
                alpha,
                beta,
                depth,
            },
            Exit {
                node,
                value,
                bound,
                best,
                computed,
            } => Exit {
                node,
                value,
                bound,
                best,
                computed,
            },
        }
    }
}

/// Listens to a search. Implement [`Observer::event`]; leave `ACTIVE` true. A listener that
/// only wants to know how far the search has got (a progress line) sets `ACTIVE` false and
/// `TICKS` true, and hears [`Observer::tick`] now and then instead of every event.
pub trait Observer {
    /// False where the listener wants no events: the search then skips building them.
    const ACTIVE: bool = true;
    /// True where the listener wants [`Observer::tick`].
    const TICKS: bool = false;
    /// One thing the search did.
    fn event(&mut self, tree: &Tree, event: &Event);
    /// The search has visited `nodes` nodes so far (told every [`TICK_NODES`] nodes or so).
    #[inline(always)]
    fn tick(&mut self, nodes: u64) {
        let _ = nodes;
    }
}

/// About how many nodes a search visits between two [`Observer::tick`]s.
pub const TICK_NODES: u64 = 1 << 16;

/// An observer that ignores everything (the fast path).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    const ACTIVE: bool = false;
    #[inline(always)]
    fn event(&mut self, _: &Tree, _: &Event) {}
}

/// One pass of a multi-pass algorithm (an MTD(f)/SSS* test, a deepening iteration).
#[derive(Clone, Debug, PartialEq)]
pub struct Pass {
    /// The root window searched.
    pub window: (f64, f64),
    /// The depth limit, if any.
    pub depth: Option<u32>,
    /// The value (or bound) the pass returned; NaN when the budget stopped it.
    pub value: f64,
    /// The root's best child found by the pass.
    pub best: Option<NodeId>,
    /// The principal variation of the pass (root first).
    pub pv: Vec<NodeId>,
    /// Evaluations in this pass: leaves, and nodes scored by `eval:` at its depth limit.
    pub leaves: u64,
    /// Nodes visited in this pass.
    pub nodes: u64,
    /// Whether the pass finished within the budget.
    pub complete: bool,
    /// Iterative deepening: leaves the same depth costs without the previous principal
    /// variation searched first (what the ordering saved).
    pub leaves_without_pv: Option<u64>,
}

/// What the search itself keeps track of: the root's result and the counts.
#[derive(Clone, Debug)]
pub struct Summary {
    /// False when the node budget stopped the search before it finished.
    pub complete: bool,
    /// PVS re-searches after a null-window fail high.
    pub researches: u64,
    /// The passes of a multi-pass algorithm (empty for the others).
    pub iterations: Vec<Pass>,
    /// Subtrees the search never reached because the node budget ran out.
    pub unreached: Vec<NodeId>,
    /// The configuration that ran.
    pub config: Config,
    /// The root's value.
    pub value: f64,
    /// Whether the root's value is exact (it is, unless a root window from bounds was cut).
    pub bound: Bound,
    /// Whether the root's value came through chance-node arithmetic (see
    /// [`NodeResult::computed`]).
    pub computed: bool,
    /// The root's best child: the first in search order whose result equals the root's value.
    /// `None` when the root is a leaf or a chance node.
    pub best: Option<NodeId>,
    /// Leaf evaluations (a leaf evaluated twice counts twice).
    pub leaves_evaluated: u64,
    /// Inner nodes scored by their `eval:` at the depth limit.
    pub horizon_evaluations: u64,
    /// Nodes entered, leaves included.
    pub nodes_visited: u64,
}

impl Summary {
    /// Whether the search proved anything about the root: not when the budget stopped it
    /// before any result (NaN), nor when all it has is a bound that excludes nothing
    /// (`≥ -∞`, `≤ ∞`).
    pub fn known(&self) -> bool {
        !(self.value.is_nan()
            || (self.bound == Bound::Lower && self.value == f64::NEG_INFINITY)
            || (self.bound == Bound::Upper && self.value == f64::INFINITY)
            || (!self.complete && self.value.is_infinite() && self.bound != Bound::Exact))
    }

    /// The root's value for people — `3`, `≥ 5`, `≈2.333333333` — or `None` when it is
    /// not [known](Summary::known).
    pub fn shown(&self) -> Option<String> {
        self.known()
            .then(|| self.bound.show_as(self.value, self.computed))
    }

    /// The root's value as an answer file writes it (`3`, `">=5"`), when known.
    pub fn answer(&self) -> Option<String> {
        self.known()
            .then(|| self.bound.answer_as(self.value, self.computed))
    }
}

/// What a search found: the [`Summary`] (its fields read straight through, `outcome.value`)
/// and every visited node's result.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The root's result and the counts.
    pub summary: Summary,
    /// Every visited node's result (the last result the search gave it).
    pub results: Results,
    /// The result at [`Summary::best`] of a search the budget stopped, for
    /// [`Outcome::best_move`].
    best_result: NodeResult,
}

impl std::ops::Deref for Outcome {
    type Target = Summary;
    fn deref(&self) -> &Summary {
        &self.summary
    }
}

impl Outcome {
    fn new(tree: &Tree, summary: Summary, results: Results) -> Self {
        // (Only a search the budget stopped asks about its move's result: the lookup is
        // left to those.)
        let stopped = !summary.complete && !summary.iterations.iter().any(|p| p.complete);
        let best_result = match summary.best {
            Some(b) if stopped => results.get(tree, b),
            _ => NodeResult::UNVISITED,
        };
        Outcome {
            summary,
            results,
            best_result,
        }
    }

    /// The result at a node of `tree` ([`NodeResult::UNVISITED`] where the search never
    /// reached it).
    pub fn result(&self, tree: &Tree, id: NodeId) -> NodeResult {
        self.results.get(tree, id)
    }

    /// The root's best move as reports give it: [`Summary::best`], except that a search the
    /// budget stopped names no move it proved nothing about (a child never finished, `≤ ∞`),
    /// since a move chosen with nothing evaluated is no choice. A pass that finished (an
    /// iteration, a null-window test) did prove its choice.
    pub fn best_move(&self) -> Option<NodeId> {
        let best = self.best?;
        if self.complete || self.iterations.iter().any(|p| p.complete) {
            return Some(best);
        }
        let r = self.best_result;
        (r.bound != Bound::Unvisited && !r.bound.proves_nothing(r.value)).then_some(best)
    }

    /// Leaf numbers of the leaves never evaluated, ascending.
    pub fn pruned_leaves(&self, tree: &Tree) -> Vec<u32> {
        tree.leaves()
            .iter()
            .enumerate()
            .filter(|&(_, &l)| !self.results.evaluated(l))
            .map(|(i, _)| i as u32 + 1)
            .collect()
    }

    /// The depth limit the search scored nodes at: the configured one, or iterative
    /// deepening's last iteration's.
    pub fn horizon_depth(&self) -> Option<u32> {
        let last_iteration = match self.config.algorithm {
            Algorithm::Iddfs => self.iterations.last().and_then(|p| p.depth),
            _ => None,
        };
        self.config.depth.or(last_iteration)
    }

    /// Whether the search scored `id` by its `eval:` at the depth limit instead of searching
    /// it: an inner, quiet node at or past the limit that the search reached.
    pub fn scored_at_horizon(&self, tree: &Tree, id: NodeId) -> bool {
        self.horizon_depth().is_some_and(|limit| {
            tree.kind(id) != Kind::Leaf
                && !tree.noisy(id)
                && self.results.visited(tree, id)
                && tree.depth(id) as u32 >= limit
        })
    }

    /// Leaf numbers of unevaluated leaves that lie below a node the search scored at the depth
    /// limit: never evaluated, but not pruned either (a subset of [`Outcome::pruned_leaves`]).
    pub fn beyond_horizon(&self, tree: &Tree) -> Vec<u32> {
        if self.horizon_depth().is_none() {
            return Vec::new();
        }
        self.pruned_leaves(tree)
            .into_iter()
            .filter(|&num| {
                let mut cur = tree.leaf(num).and_then(|l| tree.parent(l));
                while let Some(n) = cur {
                    if self.scored_at_horizon(tree, n) {
                        return true;
                    }
                    cur = tree.parent(n);
                }
                false
            })
            .collect()
    }

    /// Leaf numbers of leaves in subtrees the budget kept the search from reaching (and that
    /// no earlier part of the search evaluated).
    pub fn not_reached(&self, tree: &Tree) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = self.unreached.clone();
        while let Some(n) = stack.pop() {
            match tree.leaf_number(n) {
                // (A PVS re-search can be cut short after its first search saw the leaf.)
                Some(num) if !self.results.evaluated(n) => out.push(num),
                Some(_) => {}
                None => stack.extend(tree.children(n)),
            }
        }
        out.sort_unstable();
        out
    }

    /// The leaves never evaluated, split in two disjoint lists: those the search pruned
    /// (cut off, or below the depth limit) and those the budget kept it from reaching.
    pub fn pruned_and_not_reached(&self, tree: &Tree) -> (Vec<u32>, Vec<u32>) {
        let unreached = self.not_reached(tree);
        let pruned = self
            .pruned_leaves(tree)
            .into_iter()
            .filter(|n| unreached.binary_search(n).is_err())
            .collect();
        (pruned, unreached)
    }

    /// Leaves the search cut off: never evaluated, not below the depth limit, and not left
    /// unreached by the budget.
    pub fn cut_leaves(&self, tree: &Tree) -> Vec<u32> {
        let beyond = self.beyond_horizon(tree);
        let unreached = self.not_reached(tree);
        // Both lists are sorted: a lookup is a binary search, never a scan of a list that
        // can hold every leaf of a big tree.
        self.pruned_leaves(tree)
            .into_iter()
            .filter(|n| beyond.binary_search(n).is_err() && unreached.binary_search(n).is_err())
            .collect()
    }

    /// One line on the leaves: `7 of 9 leaves evaluated; pruned 5–6`, with the leaves
    /// below the depth limit and those the budget left unreached counted apart.
    pub fn leaves_line(&self, tree: &Tree) -> String {
        self.leaves_line_within(tree, crate::num::RANGES_SHOWN)
    }

    /// [`Outcome::leaves_line`] with at most `max` ranges of pruned leaves, then how many
    /// more there are: the line of a view that must stay short on a big tree.
    pub fn leaves_line_within(&self, tree: &Tree, max: usize) -> String {
        let pruned = self.pruned_leaves(tree);
        let beyond = self.beyond_horizon(tree);
        let unreached = self.not_reached(tree);
        let cut = self.cut_leaves(tree);
        let mut line = tr!(
            "leaves-line",
            evaluated = tree.leaf_count() - pruned.len(),
            leaves = tree.leaf_count()
        );
        if !beyond.is_empty() {
            line.push_str(&tr!("eval-leaves-beyond", count = beyond.len()));
        }
        if !unreached.is_empty() {
            line.push_str(&tr!("eval-leaves-unreached", count = unreached.len()));
        }
        if !cut.is_empty() {
            line.push_str(&tr!(
                "leaves-line-pruned",
                leaves = crate::num::ranges_capped(&cut, max)
            ));
        }
        line
    }

    /// The principal variation: from the root, each node's best child while the node's value
    /// is exact and it is a MAX or MIN node. Starts with the root.
    pub fn principal_variation(&self, tree: &Tree) -> Vec<NodeId> {
        // Iterative deepening's line is its last completed iteration's (a later, unfinished
        // one leaves partial results behind).
        if self.config.algorithm == Algorithm::Iddfs
            && let Some(p) = self.iterations.iter().rev().find(|p| p.complete)
        {
            return p.pv.clone();
        }
        let mut pv = vec![tree.root()];
        let mut cur = tree.root();
        while matches!(tree.kind(cur), Kind::Max | Kind::Min) {
            let r = self.result(tree, cur);
            match r.best() {
                Some(b) if r.bound == Bound::Exact => {
                    pv.push(b);
                    cur = b;
                }
                _ => break,
            }
        }
        pv
    }
}

/// Two observers listening to one search.
pub struct Both<'a, A: Observer, B: Observer>(pub &'a mut A, pub &'a mut B);

impl<A: Observer, B: Observer> Observer for Both<'_, A, B> {
    const ACTIVE: bool = A::ACTIVE || B::ACTIVE;
    const TICKS: bool = A::TICKS || B::TICKS;
    #[inline]
    fn tick(&mut self, nodes: u64) {
        self.0.tick(nodes);
        self.1.tick(nodes);
    }
    #[inline]
    fn event(&mut self, tree: &Tree, event: &Event) {
        if A::ACTIVE {
            self.0.event(tree, event);
        }
        if B::ACTIVE {
            self.1.event(tree, event);
        }
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
        return Err(no_deep_cutoffs_refused(config.algorithm));
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

/// The error for `no_deep_cutoffs` with an algorithm it is not defined for.
fn no_deep_cutoffs_refused(algorithm: Algorithm) -> crate::error::InputError {
    use crate::error::{ErrorKind, InputError};
    let why = tr!(if algorithm.chance_pruning() {
        "err-no-deep-chance"
    } else {
        "err-no-deep-null-window"
    });
    InputError::new(
        ErrorKind::Search,
        tr!("err-no-deep", algorithm = algorithm.name(), why = why),
    )
    .in_file("--no-deep-cutoffs")
    .help(tr!("help-no-deep"))
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
