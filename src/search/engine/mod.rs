//! The one search loop behind every algorithm.
//!
//! Every open node is a [`Frame`] on a stack, the node being searched on top, worked on
//! where it lies. Each step takes the frame's next child: a leaf (or a node at the depth
//! limit) is evaluated in place and taken into the frame at once; an inner node gets a frame
//! of its own, and when its children are done its result is taken into its parent's frame
//! the same way. Each frame keeps its window, the value found so far, and the interval its true value
//! is proven to lie in (from exact children, bounds, and the unknown value of skipped
//! children); a node's result is exact only when that interval has closed on the returned
//! value, so "exact" and "bound" are facts, not guesses from the window.
//!
//! The concerns live apart:
//! - [`minmax`]: MAX and MIN nodes, alpha-beta's windows and its cutoff rule;
//! - [`chance`]: chance nodes, expectiminimax's weighted sum and Ballard's Star1 cutoffs;
//! - [`probe`]: Star2's probing phase;
//! - [`pvs`]: principal variation search's null windows and re-searches;
//! - [`table`]: the transposition table;
//! - [`stop`]: where the search stops: leaves, the depth limit, the node budget;
//! - [`interval`]: the proven intervals and what they make of a result.
//!
//! Every search records every visited node's result in [`Results`] and reports each step to
//! its observer; with an observer that listens to nothing (`Observer::ACTIVE` false), no
//! event is built at all. MTD(f), SSS* and iterative deepening repeat single passes of this
//! loop (see `drivers`).

mod chance;
mod interval;
mod minmax;
mod probe;
mod pvs;
mod stop;
mod table;

pub(crate) use pvs::{null_above, null_below};

use super::error::Result;
use super::results::Results;
use super::tt::TranspositionTable;
use super::{Algorithm, Bound, Config, Event, NodeResult, Observer, Summary, TICK_NODES};
use crate::tree::{Kind, NodeId, Tree};
use chance::{ChanceState, Phase};
use interval::classify;
use probe::ProbeEntry;

const NONE: u32 = u32::MAX;
const INF: f64 = f64::INFINITY;

/// An open inner node (96 bytes).
///
/// Each value carries whether it came through chance-node arithmetic (`*_c`): two values
/// read from the file are compared exactly, and the tolerance applies only where such a
/// computed value takes part.
#[derive(Clone, Copy)]
struct Frame {
    node: NodeId,
    kind: Kind,
    /// The node cut off its remaining children.
    cut: bool,
    /// `best` is computed (chance arithmetic below it).
    best_c: bool,
    /// `alpha` / `beta` (and their values on entry) are computed.
    alpha_c: bool,
    beta_c: bool,
    alpha0_c: bool,
    beta0_c: bool,
    /// Some child's interval was computed.
    span_c: bool,
    /// PVS: the child being searched got a null window.
    null_window: bool,
    /// PVS: the last child failed high on its null window; search it again.
    research: bool,
    /// PVS: the child being searched is that second search.
    researching: bool,
    depth: u32,
    /// The node's children are `children[first .. first + count]`, in search order.
    first: u32,
    count: u32,
    /// The next child to search.
    next: u32,
    best_child: u32,
    /// Probe entry for this node's first child (Star2 search phase), or NONE.
    reuse: u32,
    /// The window the node was searched with.
    alpha0: f64,
    beta0: f64,
    /// The window as the node's children have narrowed it.
    alpha: f64,
    beta: f64,
    /// MAX: best so far; MIN: least so far; chance: S, the weighted sum of exact children.
    best: f64,
    /// Proven interval of the node's true value, accumulated over searched children.
    lo: f64,
    hi: f64,
}

/// What a frame does next.
enum Next {
    /// Search this child with this window.
    Child {
        child: NodeId,
        alpha: f64,
        beta: f64,
        /// The window's ends are computed.
        wc: (bool, bool),
        depth: u32,
        reuse: u32,
    },
    /// A probe already decided this child: take its result.
    Reuse {
        child: NodeId,
        value: f64,
        value_c: bool,
        lo: f64,
        hi: f64,
    },
    /// No more children.
    Done,
}

/// What a node returns to its parent: its value, whether that is computed, and the interval
/// its true value is proven to lie in.
#[derive(Clone, Copy)]
struct Returned {
    node: NodeId,
    value: f64,
    computed: bool,
    lo: f64,
    hi: f64,
}

/// The search. `FULL` switches on the features most searches do not use (PVS, the
/// transposition table, the node budget, the worst-case reading, α reset at the root, no
/// deep cutoffs), and `CHANCE` the chance nodes and the computed values they make: the same
/// code, compiled for each case that occurs, so the plain alpha-beta loop of a tree without
/// chance nodes carries none of their checks and no tolerance.
pub(crate) struct Engine<'a, O: Observer, const FULL: bool, const CHANCE: bool> {
    tree: &'a Tree,
    cfg: &'a Config,
    /// Every node's children in search order (see [`Frame::first`]).
    children: &'a [NodeId],
    obs: &'a mut O,
    /// Where every visited node's result is written down.
    results: &'a mut Results,
    /// The root's result.
    root_result: NodeResult,
    /// One per open chance node, the innermost last.
    chance: Vec<ChanceState>,
    /// Star2's probe results of the open chance nodes.
    probes: Vec<ProbeEntry>,
    leaves: u64,
    horizon: u64,
    visited: u64,
    /// Alpha-beta cutoffs at MAX and MIN nodes.
    prune: bool,
    /// Star1/Star2 cutoffs at chance nodes.
    chance_prune: bool,
    star2: bool,
    pvs: bool,
    /// Chance nodes are read as MIN nodes (`worstcase`).
    chance_as_min: bool,
    tt: Option<&'a mut TranspositionTable>,
    /// Stop when `visited` passes this.
    budget: u64,
    /// Tell the observer how far the search has got when `visited` passes this.
    next_tick: u64,
    researches: u64,
    /// Subtrees left unsearched when the budget ran out.
    unreached: Vec<NodeId>,
    /// The budget ran out: open nodes are being closed with what they proved.
    stopping: bool,
    /// PVS: per open node, the interval a null-window search proved for the child about to
    /// be searched again (the two searches together prove more than either).
    pvs_saved: Vec<(f64, f64)>,
    /// Leaf bounds as the search may assume them (infinite unless chance pruning has bounds).
    lo_leaf: f64,
    hi_leaf: f64,
    /// The tree has chance nodes that are averaged: values can carry rounding error, and
    /// null windows must be wider than the tolerance.
    arith: bool,
    /// A chance node whose weighted sum met `∞ − ∞`.
    undefined: Option<NodeId>,
}

impl<'a, O: Observer, const FULL: bool, const CHANCE: bool> Engine<'a, O, FULL, CHANCE> {
    pub(crate) fn new(
        tree: &'a Tree,
        cfg: &'a Config,
        children: &'a [NodeId],
        obs: &'a mut O,
        results: &'a mut Results,
        tt: Option<&'a mut TranspositionTable>,
    ) -> Self {
        let chance_prune = cfg.algorithm.chance_pruning();
        let (lo_leaf, hi_leaf) = match cfg.bounds {
            Some((l, u)) if chance_prune => (l, u),
            _ => (-INF, INF),
        };
        Engine {
            tree,
            cfg,
            children,
            obs,
            results,
            root_result: NodeResult::UNVISITED,
            chance: Vec::new(),
            probes: Vec::new(),
            leaves: 0,
            horizon: 0,
            visited: 0,
            prune: cfg.algorithm.prunes(),
            chance_prune,
            star2: cfg.algorithm == Algorithm::Star2,
            pvs: cfg.algorithm == Algorithm::Pvs,
            chance_as_min: cfg.algorithm == Algorithm::WorstCase,
            tt,
            budget: cfg.budget.unwrap_or(u64::MAX),
            next_tick: if O::TICKS { TICK_NODES } else { u64::MAX },
            researches: 0,
            unreached: Vec::new(),
            stopping: false,
            pvs_saved: Vec::new(),
            lo_leaf,
            hi_leaf,
            arith: cfg.algorithm != Algorithm::WorstCase && tree.has_chance(),
            undefined: None,
        }
    }

    #[inline(always)]
    fn emit(&mut self, event: Event) {
        if O::ACTIVE {
            self.obs.event(self.tree, &event);
        }
    }

    /// The search itself: the root's frame, then one child at a time until it closes.
    pub(crate) fn run(mut self) -> Result<Summary> {
        let root = self.tree.root();
        let (alpha, beta) = match self.cfg.window {
            Some(w) => w,
            None if self.chance_prune => (self.lo_leaf, self.hi_leaf),
            None => (-INF, INF),
        };
        let v = self.tree.raw_value(root);
        if !v.is_nan() {
            // (A tree that is one leaf: the root's result is its value.)
            self.evaluate_leaf(root, v, alpha, beta);
            self.root_result = NodeResult::new(v, Bound::Exact, None, false);
            return Ok(self.outcome(true));
        }
        if let Some(v) = self.at_depth_limit(root, 0)? {
            self.evaluate_horizon(root, v);
            return Ok(self.outcome(true));
        }
        // A window set from outside (MTD(f), SSS*) is computed wherever values can be.
        let wc = (
            self.arith && alpha.is_finite(),
            self.arith && beta.is_finite(),
        );
        // The open nodes, the root first and the node being searched last. Each is worked
        // on where it lies: a frame is written once when its node opens and never copied.
        let mut frames: Vec<Frame> = Vec::with_capacity(64);
        frames.push(self.open(root, alpha, beta, wc, 0, NONE));
        // The frame on top has just opened and taken its leading leaves already.
        let mut opened = false;
        loop {
            let Some(f) = frames.last_mut() else {
                return Ok(self.outcome(true));
            };
            // The frame's children while they are leaves, in a loop of their own: the
            // commonest step, kept apart from the rarer ones.
            if !std::mem::take(&mut opened) {
                self.take_leaves(f);
            }
            let next = loop {
                if FULL && self.visited >= self.budget {
                    return Ok(self.stop_for_budget(frames));
                }
                let next = self.next_child(f);
                if let Next::Child {
                    child, alpha, beta, ..
                } = next
                {
                    // (Only a leaf has a value of its own: an inner node's is NaN.)
                    let v = self.tree.raw_value(child);
                    if !v.is_nan() {
                        self.evaluate_leaf(child, v, alpha, beta);
                        self.take(f, Returned::given(child, v));
                        continue;
                    }
                }
                break next;
            };
            match next {
                Next::Child {
                    child,
                    alpha,
                    beta,
                    wc,
                    depth,
                    reuse,
                } => {
                    if let Some(v) = self.at_depth_limit(child, depth)? {
                        self.evaluate_horizon(child, v);
                        self.take(f, Returned::given(child, v));
                    } else if let Some(r) = self.answer_from_table(child, alpha, beta, wc, depth) {
                        self.take(f, r);
                    } else {
                        let mut inner = self.open(child, alpha, beta, wc, depth, reuse);
                        // A node whose children are all leaves is searched where it opens:
                        // its row takes them (or cuts) and it closes at once, never going
                        // on the stack.
                        self.take_leaves(&mut inner);
                        if !FULL && self.settled(&inner) {
                            let r = self.finish(&inner);
                            if let Some(at) = self.undefined {
                                return Err(self.undefined_error(at));
                            }
                            self.take(f, r);
                        } else {
                            frames.push(inner);
                            opened = true;
                        }
                    }
                }
                Next::Reuse {
                    child,
                    value,
                    value_c,
                    lo,
                    hi,
                } => {
                    self.emit_reused(child, value, (lo, hi));
                    let r = Returned {
                        node: child,
                        value,
                        computed: value_c,
                        lo,
                        hi,
                    };
                    self.take(f, r);
                }
                Next::Done => {
                    let r = self.finish(f);
                    if let Some(at) = self.undefined {
                        return Err(self.undefined_error(at));
                    }
                    frames.pop();
                    if let Some(parent) = frames.last_mut() {
                        self.take(parent, r);
                    }
                }
            }
        }
    }

    /// Opens an inner node: its frame, and for a chance node its state besides.
    #[inline(always)]
    fn open(
        &mut self,
        node: NodeId,
        alpha: f64,
        beta: f64,
        (alpha_c, beta_c): (bool, bool),
        depth: u32,
        reuse: u32,
    ) -> Frame {
        self.visited += 1;
        if O::TICKS && self.visited >= self.next_tick {
            self.next_tick = self.visited + TICK_NODES;
            self.obs.tick(self.visited);
        }
        let n = self.tree.node_array()[node.index()];
        let (first, count) = (n.first_child, n.child_count());
        let kind = match n.kind() {
            Kind::Chance if FULL && self.chance_as_min => Kind::Min,
            k => k,
        };
        debug_assert!(
            CHANCE || kind != Kind::Chance,
            "a chance node in a tree said to have none"
        );
        let start = start_value(kind);
        self.emit(Event::Enter { node, alpha, beta });
        if CHANCE && kind == Kind::Chance {
            self.open_chance(first, count, depth);
        }
        Frame {
            node,
            kind,
            cut: false,
            best_c: false,
            alpha_c,
            beta_c,
            alpha0_c: alpha_c,
            beta0_c: beta_c,
            span_c: kind == Kind::Chance,
            null_window: false,
            research: false,
            researching: false,
            depth,
            first,
            count,
            next: 0,
            best_child: NONE,
            reuse,
            alpha0: alpha,
            beta0: beta,
            alpha,
            beta,
            best: start,
            lo: start,
            hi: start,
        }
    }

    /// The frame's next step, by the kind of node it is.
    #[inline(always)]
    fn next_child(&mut self, f: &mut Frame) -> Next {
        if f.cut {
            return Next::Done;
        }
        match f.kind {
            Kind::Chance if CHANCE && self.cs().phase == Phase::Probe => self.next_probe(f),
            Kind::Chance if CHANCE => self.next_chance_child(f),
            // (Leaves have no frame.)
            _ => self.next_minmax_child(f),
        }
    }

    /// Whether the frame has nothing left to do but close: it cut, or it has taken every
    /// child and its kind has no further phase (a re-search, a chance node's probes).
    #[inline(always)]
    fn settled(&self, f: &Frame) -> bool {
        f.cut
            || (f.next == f.count
                && match f.kind {
                    Kind::Chance if CHANCE => self.cs().phase == Phase::Search,
                    _ => !(FULL && f.research),
                })
    }

    /// The frame's children while they are leaves, taken in a row by the kind of node it
    /// is, where its kind has such a row for this search.
    #[inline(always)]
    fn take_leaves(&mut self, f: &mut Frame) {
        match f.kind {
            Kind::Chance if CHANCE => self.take_chance_leaves(f),
            _ => self.take_minmax_leaves(f),
        }
    }

    /// A child (or probe) returned: the frame takes its result in.
    #[inline(always)]
    fn take(&mut self, f: &mut Frame, r: Returned) {
        match f.kind {
            Kind::Chance if CHANCE && self.cs().phase == Phase::Probe => self.take_probe(f, r),
            Kind::Chance if CHANCE => self.take_chance(f, r),
            _ => self.take_minmax(f, r),
        }
    }

    /// Evaluates a leaf: counts it, records it, tells the observer.
    #[inline(always)]
    fn evaluate_leaf(&mut self, node: NodeId, value: f64, alpha: f64, beta: f64) {
        self.visited += 1;
        self.leaves += 1;
        self.results.leaf(node);
        self.emit(Event::Leaf {
            node,
            value,
            alpha,
            beta,
        });
    }

    /// Scores an inner node at the depth limit by its estimate: counts it, records it,
    /// tells the observer.
    #[cold]
    fn evaluate_horizon(&mut self, node: NodeId, value: f64) {
        let result = NodeResult::new(value, Bound::Exact, None, false);
        self.visited += 1;
        self.horizon += 1;
        self.results.inner(node, result);
        if node.0 == 0 {
            self.root_result = result;
        }
        self.emit(Event::Horizon { node, value });
    }

    /// Closes a frame whose children are done: its value, bound kind and interval, recorded
    /// and reported, and what it returns to its parent.
    #[inline(always)]
    fn finish(&mut self, f: &Frame) -> Returned {
        let mut value = f.best;
        let chance = CHANCE && f.kind == Kind::Chance;
        let mut vc = CHANCE && (f.best_c || chance);
        if chance {
            let cs = self.chance.pop().expect("a chance frame has its state");
            if f.cut {
                value = cs.ret;
            }
            if cs.probe_base != NONE {
                self.probes.truncate(cs.probe_base as usize);
            }
        }
        if self.undefined.is_some() {
            // ∞ − ∞ below: the search stops with an error; nothing is stored or reported.
            return Returned {
                node: f.node,
                value: f64::NAN,
                computed: true,
                lo: -INF,
                hi: INF,
            };
        }
        // (A node stopped by the budget returns its proven bound as it is.)
        if self.cfg.fail_hard && self.prune && !self.stopping {
            (value, vc) = f.held_to_window(value, vc);
        }
        let bound = classify(
            CHANCE && (self.arith || vc || f.span_c),
            value,
            (f.lo, f.hi),
            self.term_size(),
        );
        // A bound proven where a computed value took part is a computed result too: the
        // parent compares it with the tolerance that proved it, not to the bit.
        vc |= CHANCE && f.span_c && bound != Bound::Exact;
        self.store(f, value, vc);
        let best = match f.kind {
            Kind::Max | Kind::Min if f.best_child != NONE => Some(NodeId(f.best_child)),
            _ => None,
        };
        let result = NodeResult::new(value, bound, best, vc);
        self.results.inner(f.node, result);
        if f.node.0 == 0 {
            self.root_result = result;
        }
        self.emit(Event::Exit {
            node: f.node,
            value,
            bound,
            best,
            computed: vc,
        });
        Returned {
            node: f.node,
            value,
            computed: vc,
            lo: f.lo,
            hi: f.hi,
        }
    }

    /// The children of the frame's node, in search order.
    #[inline(always)]
    fn kids(&self, f: &Frame) -> &'a [NodeId] {
        &self.children[f.first as usize..(f.first + f.count) as usize]
    }

    /// The size of the largest leaf bound that chance sums take as a term (0 without
    /// finite ones): what a proven interval's rounding error scales with, whatever the
    /// interval's own size after terms cancel.
    fn term_size(&self) -> f64 {
        let finite = |x: f64| if x.is_finite() { x.abs() } else { 0.0 };
        finite(self.lo_leaf).max(finite(self.hi_leaf))
    }

    fn outcome(self, complete: bool) -> Summary {
        let r = self.root_result;
        Summary {
            complete,
            researches: self.researches,
            iterations: Vec::new(),
            unreached: self.unreached,
            config: self.cfg.clone(),
            value: r.value,
            bound: r.bound,
            computed: r.computed,
            best: r.best(),
            leaves_evaluated: self.leaves,
            horizon_evaluations: self.horizon,
            nodes_visited: self.visited,
        }
    }
}

impl Returned {
    /// A value taken as given (a leaf's, an estimate at the depth limit): exact, from the
    /// file.
    #[inline(always)]
    fn given(node: NodeId, value: f64) -> Self {
        Returned {
            node,
            value,
            computed: false,
            lo: value,
            hi: value,
        }
    }
}

/// Where a node of `kind` starts its best so far (and its proven interval): a MAX node
/// below everything, a MIN node above, a chance node's sum at 0.
#[inline(always)]
fn start_value(kind: Kind) -> f64 {
    match kind {
        Kind::Max => -INF,
        Kind::Min => INF,
        _ => 0.0,
    }
}

/// Runs one pass of the search for `cfg`, recording into `results`; the features most
/// searches do not use are compiled in only where the configuration needs them.
pub(crate) fn run<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    children: &[NodeId],
    obs: &mut O,
    results: &mut Results,
    table: Option<&mut TranspositionTable>,
) -> Result<Summary> {
    let full = cfg.algorithm == Algorithm::Pvs
        || cfg.algorithm == Algorithm::WorstCase
        || table.is_some()
        || cfg.budget.is_some()
        || cfg.root_reset
        || cfg.no_deep_cutoffs;
    if full {
        Engine::<O, true, true>::new(tree, cfg, children, obs, results, table).run()
    } else if tree.has_chance() {
        Engine::<O, false, true>::new(tree, cfg, children, obs, results, None).run()
    } else {
        Engine::<O, false, false>::new(tree, cfg, children, obs, results, None).run()
    }
}
