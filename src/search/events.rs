//! What a search reports as it goes: the [`Event`]s a view listens to, the [`Observer`]
//! that hears them, and why a node was cut off ([`CutReason`]).

use super::{Bound, tt};
use crate::tree::{NodeId, Tree};

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
        /// The upper bound the node returns (S + p_i·v_i + U·R, at most α).
        bound: f64,
    },
    /// At a chance node: child value ≥ B_i, so the node's value ≥ β.
    ChanceHigh {
        /// The child's threshold B_i.
        threshold: f64,
        /// The node's window upper end β.
        beta: f64,
        /// The lower bound the node returns (S + p_i·v_i + L·R, at least β).
        bound: f64,
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
/// the search runs ([`Event`]), owned once recorded ([`Step`](super::Step)).
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
    /// Monte Carlo tree search starts an iteration.
    Iteration {
        /// 1-based iteration number.
        number: u64,
    },
    /// Monte Carlo selection: a child of `node` weighed by UCB1 (every child, before the
    /// one chosen is selected).
    Candidate {
        /// The node choosing.
        node: NodeId,
        /// The child weighed.
        child: NodeId,
        /// Its visits so far.
        visits: u64,
        /// Its mean reward so far, in the tree's units (NaN before a visit).
        mean: f64,
        /// Its UCB1 value from `node`'s side (+∞ before a visit).
        ucb: f64,
    },
    /// Monte Carlo selection: `node` goes on to `child` (by UCB1; drawn by probability at a
    /// chance node, then `ucb` is NaN; +∞ for a child not yet in the search tree).
    Select {
        /// The node.
        node: NodeId,
        /// The child chosen.
        child: NodeId,
        /// The child's UCB1 value.
        ucb: f64,
    },
    /// Monte Carlo expansion: `node` joins the search tree.
    Expand {
        /// The node added.
        node: NodeId,
    },
    /// A Monte Carlo playout from `node` ended at `leaf`.
    Playout {
        /// Where the playout started (the node just added, or a leaf).
        node: NodeId,
        /// The leaf it reached.
        leaf: NodeId,
        /// The leaf's value.
        value: f64,
        /// The value scaled to [0, 1].
        reward: f64,
    },
    /// Monte Carlo backup: `node` counts the playout's reward.
    Backup {
        /// The node.
        node: NodeId,
        /// Its visits now.
        visits: u64,
        /// Its mean reward now, in the tree's units.
        mean: f64,
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
            | Candidate { node, .. }
            | Select { node, .. }
            | Expand { node }
            | Playout { node, .. }
            | Backup { node, .. }
            | Exit { node, .. } => node,
            ProbeResult { chance, .. } => chance,
            Pass { .. } | Iteration { .. } => NodeId(0),
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
            Iteration { .. } => "iteration",
            Candidate { .. } => "candidate",
            Select { .. } => "select",
            Expand { .. } => "expand",
            Playout { .. } => "playout",
            Backup { .. } => "backup",
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
            Iteration { number } => Iteration { number },
            Candidate {
                node,
                child,
                visits,
                mean,
                ucb,
            } => Candidate {
                node,
                child,
                visits,
                mean,
                ucb,
            },
            Select { node, child, ucb } => Select { node, child, ucb },
            Expand { node } => Expand { node },
            Playout {
                node,
                leaf,
                value,
                reward,
            } => Playout {
                node,
                leaf,
                value,
                reward,
            },
            Backup { node, visits, mean } => Backup { node, visits, mean },
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
