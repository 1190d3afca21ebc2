//! The one search loop behind every algorithm.
//!
//! A frame per open inner node sits on an explicit stack; leaves are evaluated in place
//! without a frame. Each frame keeps its window, the value found so far, and the interval
//! its true value is proven to lie in (from exact children, bounds, and the unknown value of
//! skipped children); a node's result is exact only when that interval has closed on the
//! returned value, so "exact" and "bound" are facts, not guesses from the window.
//!
//! MAX and MIN nodes do alpha-beta (or nothing, for minimax). Chance nodes average, and with
//! Star1/Star2 cut on Ballard's thresholds A_i and B_i; Star2 first probes one grandchild
//! under each child and keeps the probe results so the search phase never pays twice.
//!
//! The same loop does principal variation search (null windows after the first child, a
//! re-search on a fail high), the worst-case reading of chance nodes, a transposition table,
//! a node budget, and the single passes that MTD(f), SSS* and iterative deepening repeat.
//!
//! When nobody watches, no depth limit applies and none of those features (nor Star2) is
//! on, the tree is searched by the shorter paths of `unwatched` (calls to a fixed depth for
//! MAX and MIN trees and for chance trees that prune, a loop like this one for chance trees
//! that do not): the same steps in the same order, without the intervals and events no one
//! reads there. Property tests hold them to this loop's results. Star1's tests at a chance
//! child are written once, in [`StarTest::judge`], for this loop and those paths alike.

mod unwatched;

use super::tt::{Probe, TranspositionTable};
use super::{Bound, Config, CutReason, Event, NodeResult, Observer, Summary};
use crate::error::{ErrorKind, InputError, Result};
use crate::num::{
    add_weighted, eq_if, ge_if, gt_if, le_if, lt_if, next_down, tolerance, weighted, within_reach,
};
use crate::search::Algorithm;
use crate::tree::{Kind, NodeId, Tree};
use std::cmp::Ordering;

const NONE: u32 = u32::MAX;
const INF: f64 = f64::INFINITY;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Ordinary search of the children.
    Search,
    /// Star2's probing phase at a chance node.
    Probe,
}

/// An open inner node (96 bytes): it is pushed for every inner node visited, written in place.
///
/// Each value carries whether it came through chance-node arithmetic (`*_c`): two values
/// read from the file are compared exactly, and the tolerance applies only where such a
/// computed value takes part.
struct Frame {
    node: NodeId,
    kind: Kind,
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
    first: u32,
    count: u32,
    next: u32,
    best_child: u32,
    /// Probe entry for this node's first child (Star2 search phase), or NONE.
    reuse: u32,
    alpha0: f64,
    beta0: f64,
    alpha: f64,
    beta: f64,
    /// MAX: best so far; MIN: least so far; chance: S, the weighted sum of exact children.
    best: f64,
    /// Proven interval of the node's true value, accumulated over searched children.
    lo: f64,
    hi: f64,
}

impl Frame {
    /// Fail-hard: `value` (computed when `vc`) held to the window the node was searched
    /// with, and whether the result is computed.
    #[inline(always)]
    fn held_to_window(&self, value: f64, vc: bool) -> (f64, bool) {
        held_computed(
            (value, vc),
            (self.alpha0, self.alpha0_c),
            (self.beta0, self.beta0_c),
        )
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

/// `v > best` at a MAX node (`max`), `v < best` at a MIN node, by more than the tolerance
/// when `tol`: `gt_if` and `lt_if`, written without branches, since the values cannot be
/// predicted. (Where `v` is past `best` the two differ, so "near" can only mean within the
/// tolerance.)
#[inline(always)]
fn beats(max: bool, tol: bool, v: f64, best: f64) -> bool {
    let past = (max & (v > best)) | (!max & (v < best));
    let d = (v - best).abs();
    let near = (d <= tolerance(v, best)) & d.is_finite();
    past & !(tol & near)
}

/// At a MAX (`MAX`) or MIN node, `mark` (its best so far, or its window's end on its
/// side) after the child's value `v`, and whether `v` took its place: where `v` is past
/// `mark` (by more than the tolerance where `tol`: a computed value takes part, as
/// [`gt_if`] and [`lt_if`] decide), or where `first` (the node's first child).
///
/// The value is the plain larger (smaller) of the two floats, one `maxsd` (`minsd`), so the
/// mark waits on nothing else from one child to the next; only a value near it
/// ([`within_reach`]), which is rare, takes the tolerant test, on a branch beside that chain.
/// That branch asks nothing about which side of the mark the value is on, which no one can
/// predict: where `v` is not past `mark`, both ends of the branch give `(mark, first)`.
/// (A select of `v` by `take` made the mark wait on a comparison, a move between register
/// files and a mask through memory.) The first child needs no select of its own: a best
/// starts at `-∞` (`∞`), which every value but `-∞` (`∞`) is past, and that one is the
/// same float.
#[inline(always)]
fn further<const MAX: bool>(tol: bool, v: f64, mark: f64, first: bool) -> (f64, bool) {
    let past = if MAX { v > mark } else { v < mark };
    let plain = std::hint::select_unpredictable(past, v, mark);
    if tol && within_reach(v, mark) && !beats_near::<MAX>(v, mark) {
        (mark, first)
    } else {
        (plain, first | past)
    }
}

/// [`beats`] with the tolerance, out of line, for [`further`]'s rare case: inlined, the
/// branch to it was made a select that worked it out at every child.
#[cold]
#[inline(never)]
fn beats_near<const MAX: bool>(v: f64, mark: f64) -> bool {
    beats(MAX, true, v, mark)
}

/// `if take { a } else { b }` on an unpredictable `take`, by a bit mask. Written as a
/// select, even an integer one marked unpredictable, the compiler may still make it a
/// branch where the frame is in memory, and that branch mispredicts on search values half
/// the time; the mask, passed through `black_box`, it cannot turn back into one.
#[inline(always)]
fn pick(take: bool, a: f64, b: f64) -> f64 {
    let mask = std::hint::black_box(u64::from(take).wrapping_neg());
    f64::from_bits((a.to_bits() & mask) | (b.to_bits() & !mask))
}

/// Fail-hard: `value` (computed when `vc`) held to the window whose ends are `alpha0` and
/// `beta0`, each with whether it is computed; the result is computed as the end it was held
/// at is, or as the value is where it was inside.
#[inline(always)]
fn held_computed(
    (value, vc): (f64, bool),
    (alpha0, alpha0_c): (f64, bool),
    (beta0, beta0_c): (f64, bool),
) -> (f64, bool) {
    match held(value, alpha0, beta0) {
        (lo, Ordering::Less) => (lo, alpha0_c),
        (hi, Ordering::Greater) => (hi, beta0_c),
        (value, Ordering::Equal) => (value, vc),
    }
}

/// Fail-hard: `value` held to the window `(alpha0, beta0)`, its ends taken in either order,
/// and where it was: below the window (held at its low end), above it, or inside.
#[inline(always)]
fn held(value: f64, alpha0: f64, beta0: f64) -> (f64, Ordering) {
    let (lo, hi) = (alpha0.min(beta0), beta0.max(alpha0));
    if value < lo {
        (lo, Ordering::Less)
    } else if value > hi {
        (hi, Ordering::Greater)
    } else {
        (value, Ordering::Equal)
    }
}

/// What a chance frame needs besides a [`Frame`]; one per open chance node, on a stack of
/// its own (the innermost open chance node's state is the last).
struct ChanceState {
    phase: Phase,
    /// Star2 chance node: its children are MAX nodes (probes give lower bounds).
    probe_max: bool,
    /// First probe entry of this chance node's children, or NONE.
    probe_base: u32,
    /// The value returned after a chance cutoff.
    ret: f64,
    /// Probability mass of the children not yet searched.
    rest: f64,
    /// The current child's thresholds A_i and B_i.
    ca: f64,
    cb: f64,
    /// A_i (B_i) overflowed from finite terms: its test is made on the sums instead.
    ca_over: bool,
    cb_over: bool,
}

/// A Star2 probe's result, kept for the search phase.
#[derive(Clone, Copy)]
struct ProbeEntry {
    node: NodeId,
    done: bool,
    /// W_j (lower bound of a MAX child) or V_j (upper bound of a MIN child).
    bound: f64,
    value: f64,
    /// `value` is computed.
    value_c: bool,
    /// The window the probe was searched with.
    alpha: f64,
    beta: f64,
    /// The proven interval of the probed node (observers only).
    lo: f64,
    hi: f64,
}

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

/// The search. `FULL` switches on the features most searches do not use (PVS, the
/// transposition table, the node budget, the worst-case reading, α reset at the root, no
/// deep cutoffs): the same code, compiled twice, so the plain alpha-beta loop carries none
/// of their checks.
pub(crate) struct Engine<'a, O: Observer, const FULL: bool> {
    tree: &'a Tree,
    cfg: &'a Config,
    children: &'a [NodeId],
    obs: &'a mut O,
    /// The root's result (per-node results are the observers' business).
    root_result: NodeResult,
    stack: Vec<Frame>,
    chance: Vec<ChanceState>,
    probes: Vec<ProbeEntry>,
    leaves: u64,
    horizon: u64,
    visited: u64,
    prune: bool,
    chance_prune: bool,
    star2: bool,
    pvs: bool,
    /// Chance nodes are read as MIN nodes (`worstcase`).
    chance_as_min: bool,
    tt: Option<&'a mut TranspositionTable>,
    /// Stop when `visited` passes this.
    budget: u64,
    researches: u64,
    /// Subtrees left unsearched when the budget ran out.
    unreached: Vec<NodeId>,
    /// The budget ran out: open nodes are being closed with what they proved.
    stopping: bool,
    /// PVS: per frame, the interval a null-window search proved for the child about to be
    /// searched again (the two searches together prove more than either).
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

impl<'a, O: Observer, const FULL: bool> Engine<'a, O, FULL> {
    /// The size of the largest leaf bound that chance sums take as a term (0 without
    /// finite ones): what a proven interval's rounding error scales with, whatever the
    /// interval's own size after terms cancel.
    fn term_size(&self) -> f64 {
        let finite = |x: f64| if x.is_finite() { x.abs() } else { 0.0 };
        finite(self.lo_leaf).max(finite(self.hi_leaf))
    }

    pub(crate) fn new(
        tree: &'a Tree,
        cfg: &'a Config,
        children: &'a [NodeId],
        obs: &'a mut O,
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
            root_result: NodeResult::UNVISITED,
            stack: Vec::new(),
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

    /// The cutoff test of the configured rule: `a ≥ b`, or `a > b` under `--strict`;
    /// tolerant when `tol` (a computed value takes part).
    #[inline(always)]
    fn reaches(&self, tol: bool, a: f64, b: f64) -> bool {
        if self.cfg.strict {
            gt_if(tol, a, b)
        } else {
            ge_if(tol, a, b)
        }
    }

    /// The mirror of [`reaches`](Self::reaches): `a ≤ b`, or `a < b` under `--strict`.
    #[inline(always)]
    fn falls_to(&self, tol: bool, a: f64, b: f64) -> bool {
        if self.cfg.strict {
            lt_if(tol, a, b)
        } else {
            le_if(tol, a, b)
        }
    }

    /// The error for a chance node whose weighted sum is `∞ − ∞`.
    #[cold]
    fn undefined_error(&self, node: NodeId) -> InputError {
        InputError::new(
            ErrorKind::Search,
            crate::i18n::tr!("err-infinities", name = self.tree.name(node)),
        )
        .at(self.tree.pos(node))
        .node(self.tree.name(node))
        .help(crate::i18n::tr!("help-infinities"))
    }

    /// A node whose value the search takes as given: a leaf, or a node at the depth limit.
    /// (The common answers, a leaf's value or "search it", are decided here without
    /// building the rare error's `Result`.)
    #[inline(always)]
    fn terminal_value(&mut self, node: NodeId, depth: u32) -> Result<Option<f64>> {
        let n = self.tree.node_array()[node.index()];
        if !n.value.is_nan() {
            return Ok(Some(n.value));
        }
        match self.cfg.depth {
            Some(limit) if depth >= limit && !n.noisy() => {
                self.horizon_value(node, depth).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// An inner node at the depth limit: its estimate, or the error that it has none.
    #[cold]
    #[inline(never)]
    fn horizon_value(&self, node: NodeId, depth: u32) -> Result<f64> {
        match self.tree.eval(node) {
            Some(e) => Ok(e),
            None => Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!(
                    "err-no-eval",
                    name = self.tree.name(node),
                    depth = self.cfg.depth.unwrap_or(depth)
                ),
            )
            .at(self.tree.pos(node))
            .node(self.tree.name(node))
            .help(crate::i18n::tr!("help-no-eval"))),
        }
    }

    /// Whether the search takes `node` as given at `depth` (a leaf, or a quiet node at the
    /// depth limit).
    #[inline(always)]
    fn is_terminal(&self, node: NodeId, depth: u32) -> bool {
        self.tree.kind(node) == Kind::Leaf
            || self
                .cfg
                .depth
                .is_some_and(|limit| depth >= limit && !self.tree.noisy(node))
    }

    /// Evaluates a terminal node: counts it, records it, tells the observer.
    #[inline(always)]
    fn evaluate(&mut self, node: NodeId, value: f64, alpha: f64, beta: f64) {
        if self.tree.kind(node) == Kind::Leaf {
            self.leaves += 1;
        } else {
            self.horizon += 1;
        }
        self.visited += 1;
        if node.0 == 0 {
            self.root_result = NodeResult::new(value, Bound::Exact, None, false);
        }
        if O::ACTIVE {
            if self.tree.kind(node) == Kind::Leaf {
                self.emit(Event::Leaf {
                    node,
                    value,
                    alpha,
                    beta,
                });
            } else {
                self.emit(Event::Horizon { node, value });
            }
        }
    }

    pub(crate) fn run(mut self) -> Result<Summary> {
        let root = self.tree.root();
        let (alpha, beta) = match self.cfg.window {
            Some(w) => w,
            None if self.chance_prune => (self.lo_leaf, self.hi_leaf),
            None => (-INF, INF),
        };
        if let Some(v) = self.terminal_value(root, 0)? {
            self.evaluate(root, v, alpha, beta);
            return Ok(self.outcome(true));
        }
        // Without a depth limit or the full engine's features, a node's children are either
        // leaves, taken in its leaf loop, or inner nodes to descend into: the general
        // dispatch is for everything else (and Star2's probes).
        let plain = !FULL && self.cfg.depth.is_none();
        if self.unwatched_applies() && self.unwatched(root, alpha, beta)? {
            return Ok(self.outcome(true));
        }
        // A window set from outside (MTD(f), SSS*) is computed wherever values can be.
        let wc = (
            self.arith && alpha.is_finite(),
            self.arith && beta.is_finite(),
        );
        self.push(root, alpha, beta, wc, 0, NONE);
        loop {
            if FULL && self.visited >= self.budget {
                return Ok(self.stop_for_budget());
            }
            let top = self.stack.len() - 1;
            if plain {
                let f = &self.stack[top];
                if f.kind != Kind::Chance && f.reuse == NONE && !f.cut {
                    // (An inner node next, the commonest case above the last level, is
                    // seen before the leaf loop sets up.)
                    let at = f.next < f.count && !self.leaf_next(f);
                    let inner = if at {
                        Some(self.children[(f.first + f.next) as usize])
                    } else if f.kind == Kind::Max {
                        self.leaf_run::<true>(top)
                    } else {
                        self.leaf_run::<false>(top)
                    };
                    match inner {
                        Some(child) => {
                            let f = &mut self.stack[top];
                            f.next += 1;
                            let depth = f.depth + 1;
                            let f = &self.stack[top];
                            let (alpha, beta, wc) = self.child_window(f, top);
                            self.push(child, alpha, beta, wc, depth, NONE);
                        }
                        None => {
                            if self.close(top)? {
                                return Ok(self.outcome(true));
                            }
                        }
                    }
                    continue;
                }
                if f.kind == Kind::Chance && !self.star2 {
                    // A chance node's leaves in its leaf loop, then the next inner child.
                    if !f.cut && self.leaf_next(f) {
                        self.chance_leaf_run(top);
                    }
                    let f = &self.stack[top];
                    if !f.cut
                        && let Next::Child {
                            child,
                            alpha,
                            beta,
                            wc,
                            depth,
                            reuse,
                        } = self.next_chance_child(top)
                    {
                        self.push(child, alpha, beta, wc, depth, reuse);
                    } else if self.close(top)? {
                        return Ok(self.outcome(true));
                    }
                    continue;
                }
            }
            if self.general_step(top)? {
                return Ok(self.outcome(true));
            }
        }
    }

    /// One step of the top frame by the general dispatch: a chance node, a depth limit, the
    /// full engine's features. True when the root has closed.
    #[inline(never)]
    fn general_step(&mut self, top: usize) -> Result<bool> {
        match self.next_child(top) {
            Next::Child {
                child,
                alpha,
                beta,
                wc,
                depth,
                reuse,
            } => match self.terminal_value(child, depth)? {
                Some(v) => {
                    self.evaluate(child, v, alpha, beta);
                    self.integrate(top, child, v, false, v, v);
                    self.leaf_siblings(top);
                }
                None => {
                    if let Some((v, vc, lo, hi)) = self.enter(child, alpha, beta, wc, depth, reuse)
                    {
                        self.integrate(top, child, v, vc, lo, hi);
                    }
                }
            },
            Next::Reuse {
                child,
                value,
                value_c,
                lo,
                hi,
            } => {
                if O::ACTIVE {
                    let bound = classify(true, value, (lo, hi), self.term_size());
                    self.emit(Event::ProbeReused {
                        node: child,
                        value,
                        bound,
                    });
                }
                self.integrate(top, child, value, value_c, lo, hi);
            }
            Next::Done => return self.close(top),
        }
        Ok(false)
    }

    /// The node on top has no more children to search: it returns to its parent. True when
    /// it was the root.
    #[inline(always)]
    fn close(&mut self, top: usize) -> Result<bool> {
        let (node, value, vc, lo, hi) = self.finish(top);
        if let Some(at) = self.undefined {
            return Err(self.undefined_error(at));
        }
        if top == 0 {
            return Ok(true);
        }
        self.integrate(top - 1, node, value, vc, lo, hi);
        Ok(false)
    }

    /// Enters an inner node: answered at once from the transposition table when an entry
    /// decides it (its value and interval returned), else a frame is pushed.
    #[inline(always)]
    fn enter(
        &mut self,
        node: NodeId,
        alpha: f64,
        beta: f64,
        wc: (bool, bool),
        depth: u32,
        reuse: u32,
    ) -> Option<(f64, bool, f64, f64)> {
        // (The root is always searched, never answered from the table: its best move is
        // part of the result.)
        if FULL && self.tt.is_some() && node.0 != 0 {
            let key = self.tree.origin(node);
            let need = self.remaining(depth);
            let probe = self
                .tt
                .as_mut()
                .map(|t| t.probe(key, alpha, beta, wc, need))
                .unwrap_or(Probe::Miss);
            match probe {
                Probe::Hit(entry, value, bound) => {
                    self.visited += 1;
                    if O::ACTIVE {
                        self.emit(Event::TtProbe {
                            node,
                            entry,
                            used: true,
                            why: None,
                            alpha,
                            beta,
                        });
                        self.emit(Event::Exit {
                            node,
                            value,
                            bound,
                            best: None,
                            computed: entry.computed,
                        });
                    }
                    let (lo, hi) = match bound {
                        Bound::Lower => (value, self.hi_leaf),
                        Bound::Upper => (self.lo_leaf, value),
                        _ => (value, value),
                    };
                    return Some((value, entry.computed, lo, hi));
                }
                Probe::Unusable(entry, why) if O::ACTIVE => {
                    self.emit(Event::TtProbe {
                        node,
                        entry,
                        used: false,
                        why: Some(why),
                        alpha,
                        beta,
                    });
                }
                _ => {}
            }
        }
        self.push(node, alpha, beta, wc, depth, reuse);
        None
    }

    /// Plies still to search below a node at `depth` (`u32::MAX`: to the leaves).
    fn remaining(&self, depth: u32) -> u32 {
        self.cfg
            .depth
            .map_or(u32::MAX, |limit| limit.saturating_sub(depth))
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

    /// The budget ran out: every open node stops where it is, from the innermost out. Its
    /// unsearched children are unknown, so its result so far is a bound (MAX: at least its
    /// best; MIN: at most; chance: at least S + L·R), and its parent takes it as it would any
    /// child's. The root ends with what the search proved by then.
    #[cold]
    fn stop_for_budget(mut self) -> Summary {
        let visited = self.visited;
        self.stopping = true;
        while let Some(top) = self.stack.len().checked_sub(1) {
            let f = &self.stack[top];
            let (node, kind, next, count) = (f.node, f.kind, f.next, f.count);
            let skipped = &self.kids(f)[(next as usize).min(count as usize)..];
            self.unreached.extend_from_slice(skipped);
            // A PVS re-search still to come leaves that child unknown too.
            let open_ended = !skipped.is_empty() || (FULL && f.research);
            // The unsearched children could be anything in [L, U]; what is proven is what the
            // node returns.
            match kind {
                Kind::Max => {
                    let f = &mut self.stack[top];
                    if open_ended {
                        f.hi = f.hi.max(self.hi_leaf);
                    }
                    f.best = f.lo;
                    f.best_c = f.span_c;
                }
                Kind::Min => {
                    let f = &mut self.stack[top];
                    if open_ended {
                        f.lo = f.lo.min(self.lo_leaf);
                    }
                    f.best = f.hi;
                    f.best_c = f.span_c;
                }
                Kind::Chance => {
                    let rest = self.cs().rest;
                    let (un_lo, un_hi) = self.unknown_rest(&self.stack[top], next, rest);
                    let f = &mut self.stack[top];
                    f.lo = lo_plus(f.lo, 1.0, un_lo);
                    f.hi = hi_plus(f.hi, 1.0, un_hi);
                    let lo = f.lo;
                    self.cs_mut().ret = lo;
                }
                Kind::Leaf => unreachable!("leaves have no frame"),
            }
            let f = &mut self.stack[top];
            f.cut = true;
            let value = if kind == Kind::Chance { f.lo } else { f.best };
            if O::ACTIVE {
                let child = if next > 0 {
                    self.children[(self.stack[top].first + next - 1) as usize]
                } else {
                    node
                };
                let reason = CutReason::Budget { visited };
                self.emit(Event::Cutoff {
                    node,
                    child,
                    value,
                    reason,
                    skipped,
                });
            }
            let (node, value, vc, lo, hi) = self.finish(top);
            if top == 0 {
                break;
            }
            // The parent takes the side of the bound it can use: a MAX node what the child
            // is proven to reach (its lower bound), a MIN node what it is proven to stay under.
            let seen = match self.stack[top - 1].kind {
                Kind::Max => lo,
                Kind::Min => hi,
                _ => value,
            };
            let seen_c = vc || self.stack[top - 1].kind == Kind::Chance;
            self.integrate(top - 1, node, seen, seen_c, lo, hi);
        }
        self.outcome(false)
    }

    #[inline(always)]
    fn push(
        &mut self,
        node: NodeId,
        alpha: f64,
        beta: f64,
        (alpha_c, beta_c): (bool, bool),
        depth: u32,
        reuse: u32,
    ) {
        self.visited += 1;
        let n = self.tree.node_array()[node.index()];
        let (first, count) = (n.first_child, n.child_count());
        let kind = match n.kind() {
            Kind::Chance if FULL && self.chance_as_min => Kind::Min,
            k => k,
        };
        let start = start_value(kind);
        if O::ACTIVE {
            self.emit(Event::Enter { node, alpha, beta });
        }
        // (Written straight into the stack: a frame built first and moved costs a copy.)
        self.stack.push(Frame {
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
        });
        if kind == Kind::Chance {
            self.open_chance(first, count, depth);
        }
    }

    /// What a chance frame needs besides its [`Frame`]: the mass of its children, Star2's
    /// probes. Then the leaves it starts with (the commonest chance node) are taken at
    /// once: a trip round the main loop costs a chance child more than a MAX or MIN one.
    #[inline(always)]
    fn open_chance(&mut self, first: u32, count: u32, depth: u32) {
        let kids = &self.children[first as usize..(first + count) as usize];
        let mut cs = ChanceState {
            phase: Phase::Search,
            probe_max: false,
            probe_base: NONE,
            ret: 0.0,
            // (Only chance cutoffs and the proven interval read the mass left.)
            rest: if self.chance_prune || O::ACTIVE || FULL {
                kids.iter().map(|&c| self.tree.prob(c)).sum()
            } else {
                0.0
            },
            ca: -INF,
            cb: INF,
            ca_over: false,
            cb_over: false,
        };
        if self.star2 {
            self.start_probing(kids, depth, &mut cs);
        }
        self.chance.push(cs);
        let top = self.stack.len() - 1;
        if self.leaf_next(&self.stack[top]) {
            self.chance_leaf_run(top);
        }
    }

    /// Whether the frame's next child is a leaf (false when it has none left): the leaf
    /// loops are entered only then, since setting one up costs more than this test.
    #[inline(always)]
    fn leaf_next(&self, f: &Frame) -> bool {
        f.next < f.count
            && !self
                .tree
                .raw_value(self.children[(f.first + f.next) as usize])
                .is_nan()
    }

    #[inline(always)]
    fn kids(&self, f: &Frame) -> &'a [NodeId] {
        &self.children[f.first as usize..(f.first + f.count) as usize]
    }

    /// Star2 probes only regular chance nodes: all children MAX, or all MIN, none terminal.
    fn start_probing(&mut self, kids: &[NodeId], depth: u32, cs: &mut ChanceState) {
        let kind = self.tree.kind(kids[0]);
        if !matches!(kind, Kind::Max | Kind::Min)
            || kids
                .iter()
                .any(|&c| self.tree.kind(c) != kind || self.is_terminal(c, depth + 1))
        {
            return;
        }
        cs.phase = Phase::Probe;
        cs.probe_max = kind == Kind::Max;
        cs.probe_base = self.probes.len() as u32;
        let bound = if cs.probe_max {
            self.lo_leaf
        } else {
            self.hi_leaf
        };
        for &c in kids {
            let (g_first, _) = self.tree.child_range(c);
            self.probes.push(ProbeEntry {
                node: self.children[g_first],
                done: false,
                bound,
                value: f64::NAN,
                value_c: false,
                alpha: -INF,
                beta: INF,
                lo: -INF,
                hi: INF,
            });
        }
    }

    /// The state of the innermost open chance node (the top frame, when this is called).
    #[inline(always)]
    fn cs(&self) -> &ChanceState {
        self.chance.last().expect("a chance frame has its state")
    }

    #[inline(always)]
    fn cs_mut(&mut self) -> &mut ChanceState {
        self.chance
            .last_mut()
            .expect("a chance frame has its state")
    }

    /// Σ p_j·bound_j over the probe bounds of a Star2 chance node's children `from..`,
    /// leaving out `skip`. The sum is itself a bound (lower for MAX children, upper for MIN
    /// children); where it is undefined (a probe of +∞ beside an unprobed child at L = −∞)
    /// it says nothing, so it is the bound that knows nothing (−∞, or +∞), never NaN.
    fn probe_sum(&self, f: &Frame, from: u32, skip: u32) -> f64 {
        let kids = self.kids(f);
        let cs = self.cs();
        let base = cs.probe_base;
        let nothing = if cs.probe_max { -INF } else { INF };
        (from..f.count).filter(|&j| j != skip).fold(0.0, |sum, j| {
            let (p, w) = (
                self.tree.prob(kids[j as usize]),
                self.probes[(base + j) as usize].bound,
            );
            add_weighted(sum, p, w).unwrap_or(nothing)
        })
    }

    /// What the unsearched children from `after` on can add, at least and at most: L and U
    /// times their probability, or their probe bounds (Star2).
    fn unknown_rest(&self, f: &Frame, after: u32, rest: f64) -> (f64, f64) {
        let rest = if after >= f.count { 0.0 } else { rest };
        let mut lo = weighted(rest, self.lo_leaf);
        let mut hi = weighted(rest, self.hi_leaf);
        let cs = self.cs();
        if cs.probe_base != NONE {
            let probed = self.probe_sum(f, after, NONE);
            if cs.probe_max {
                lo = probed
            } else {
                hi = probed
            }
        }
        (lo, hi)
    }

    /// The window a MAX or MIN frame gives its next child, and whether its ends are computed.
    #[inline(always)]
    fn child_window(&self, f: &Frame, top: usize) -> (f64, f64, (bool, bool)) {
        if !self.prune {
            (-INF, INF, (false, false))
        } else if FULL && self.cfg.root_reset && top == 0 {
            (f.alpha0, f.beta0, (f.alpha0_c, f.beta0_c))
        } else if FULL && self.cfg.no_deep_cutoffs {
            // Knuth and Moore's F1: the child gets only the bound its parent has found
            // (α at a MAX node, β at a MIN node), never one the parent inherited from an
            // opponent's node above, so a node cuts against its parent only.
            if f.kind == Kind::Max {
                (f.alpha, INF, (f.alpha_c, false))
            } else {
                (-INF, f.beta, (false, f.beta_c))
            }
        } else {
            (f.alpha, f.beta, (f.alpha_c, f.beta_c))
        }
    }

    /// Leaves in a row under a MAX or MIN node, the commonest case, evaluated in one loop
    /// over the node's window and best so far held in registers: the same steps, in the
    /// same order, as taking each leaf round the main loop (`evaluate`, then `integrate`).
    /// No null window applies to a leaf (see `next_child`); a first child whose probe
    /// already decided it (Star2) is left to `next_child`.
    #[inline(always)]
    fn leaf_siblings(&mut self, top: usize) {
        // (Most calls find no leaf next: they leave before anything else is read.)
        let f = &self.stack[top];
        if !self.leaf_next(f) {
            return;
        }
        match f.kind {
            Kind::Max => {
                self.leaf_run::<true>(top);
            }
            Kind::Min => {
                self.leaf_run::<false>(top);
            }
            Kind::Chance => self.chance_leaf_run(top),
            Kind::Leaf => {}
        }
    }

    /// Leaves in a row under a chance node, in one loop over the weighted sum, the mass
    /// still unsearched and the thresholds held in registers: for each leaf the steps of
    /// `next_chance_child`, `evaluate` and `integrate_chance`, in their order, with the
    /// same arithmetic (so the same floats). A chance node being probed (Star2) has no
    /// leaf children and is left to the main loop.
    #[inline(never)]
    fn chance_leaf_run(&mut self, top: usize) {
        if self.chance_prune {
            self.chance_leaf_run_with::<true>(top)
        } else if O::ACTIVE || FULL {
            self.chance_leaf_run_with::<false>(top)
        } else {
            self.mean_leaf_run(top)
        }
    }

    /// [`chance_leaf_run`](Self::chance_leaf_run) with no cutoff to test and no interval
    /// to keep (expectiminimax, nobody watching): only the weighted sum, and the stop at
    /// `∞ − ∞`.
    #[inline(always)]
    fn mean_leaf_run(&mut self, top: usize) {
        let nodes = self.tree.node_array();
        let tree = self.tree;
        let f = &mut self.stack[top];
        if f.cut {
            return;
        }
        let kids = &self.children[(f.first + f.next) as usize..(f.first + f.count) as usize];
        let mut s = f.best;
        let (mut taken, mut undefined) = (0usize, false);
        while taken < kids.len() {
            let child = kids[taken];
            let v = nodes[child.index()].value;
            if v.is_nan() {
                break;
            }
            taken += 1;
            match add_weighted(s, tree.prob(child), v) {
                Some(x) => s = x,
                None => {
                    s = f64::NAN;
                    undefined = true;
                    break;
                }
            }
        }
        f.next += taken as u32;
        f.best = s;
        if undefined {
            f.cut = true;
            self.undefined = Some(f.node);
        }
        self.leaves += taken as u64;
        self.visited += taken as u64;
    }

    /// [`chance_leaf_run`](Self::chance_leaf_run), compiled apart with and without
    /// chance cutoffs (`TESTING`): expectiminimax carries none of Star1's tests.
    #[inline(always)]
    fn chance_leaf_run_with<const TESTING: bool>(&mut self, top: usize) {
        let nodes = self.tree.node_array();
        let children = self.children;
        let (lo_leaf, hi_leaf, budget) = (self.lo_leaf, self.hi_leaf, self.budget);
        let (testing, strict) = (TESTING, self.cfg.strict);
        let visited = self.visited;
        let Engine {
            stack,
            chance,
            obs,
            tree,
            ..
        } = self;
        let f = &mut stack[top];
        let Some(cs) = chance.last_mut() else {
            return;
        };
        if f.cut || cs.phase != Phase::Search || cs.probe_base != NONE {
            return;
        }
        let interval = O::ACTIVE || FULL;
        let (node, first, count, next, alpha, beta) =
            (f.node, f.first, f.count, f.next, f.alpha, f.beta);
        let (mut s, mut lo, mut hi) = (f.best, f.lo, f.hi);
        let (mut rest, mut ret) = (cs.rest, cs.ret);
        let (mut ca, mut cb, mut ca_over, mut cb_over) = (cs.ca, cs.cb, cs.ca_over, cs.cb_over);
        let (mut cut, mut undefined) = (false, false);
        let kids = &children[(first + next) as usize..(first + count) as usize];
        let mut taken = 0usize;
        while taken < kids.len() {
            if FULL && visited + taken as u64 >= budget {
                break;
            }
            let child = kids[taken];
            let v = nodes[child.index()].value;
            if v.is_nan() {
                break;
            }
            taken += 1;
            let last = taken == kids.len();
            // The child's thresholds and window (`next_chance_child`).
            let p = tree.prob(child);
            // Exactly zero after the last child, so U·R is 0 even when U is infinite.
            // (Only the cutoff tests and the proven interval read the mass left.)
            let rest_after = if !(testing || interval) {
                rest
            } else {
                mass_after(rest, p, last)
            };
            let (un_lo, un_hi) = if testing || interval {
                (weighted(rest_after, lo_leaf), weighted(rest_after, hi_leaf))
            } else {
                (0.0, 0.0)
            };
            let (a, b) = if testing {
                let ((a, a_over), (b, b_over)) = (
                    threshold(alpha, s, un_hi, p, -INF),
                    threshold(beta, s, un_lo, p, INF),
                );
                (ca, cb, ca_over, cb_over) = (a, b, a_over, b_over);
                (a, b)
            } else {
                (-INF, INF)
            };
            if O::ACTIVE {
                let ((wa, wb), _) =
                    chance_child_window((a, ca_over), (b, cb_over), (lo_leaf, hi_leaf));
                let (elo, ehi) = (
                    lo_plus(lo, 1.0, weighted(rest, lo_leaf)),
                    hi_plus(hi, 1.0, weighted(rest, hi_leaf)),
                );
                obs.event(
                    tree,
                    &Event::ChanceChild {
                        node,
                        child,
                        p,
                        alpha: wa,
                        beta: wb,
                        a,
                        b,
                        lo: elo,
                        hi: ehi,
                    },
                );
                obs.event(
                    tree,
                    &Event::Leaf {
                        node: child,
                        value: v,
                        alpha: wa,
                        beta: wb,
                    },
                );
            }
            rest = rest_after;
            // The leaf's value taken in (`integrate_chance`).
            let sum = add_weighted(s, p, v);
            let near = if testing {
                let test = StarTest {
                    alpha,
                    beta,
                    a: (ca, ca_over),
                    b: (cb, cb_over),
                    un_lo,
                    un_hi,
                    strict,
                    last,
                };
                test.judge(v, sum, (sum, sum))
            } else {
                sum.map_or(Near::Undefined, Near::Go)
            };
            let low = matches!(near, Near::Cut { low: true, .. });
            if interval {
                lo = lo_plus(lo, p, v);
                hi = hi_plus(hi, p, v);
            }
            match near {
                Near::Go(x) => s = x,
                Near::Cut { bound, .. } => {
                    (ret, cut) = (bound, true);
                    if interval {
                        lo = lo_plus(lo, 1.0, un_lo);
                        hi = hi_plus(hi, 1.0, un_hi);
                    }
                }
                Near::Undefined => (s, cut, undefined) = (f64::NAN, true, true),
            }
            if O::ACTIVE {
                let (elo, ehi) = if cut {
                    (lo, hi)
                } else {
                    (lo_plus(lo, 1.0, un_lo), hi_plus(hi, 1.0, un_hi))
                };
                obs.event(
                    tree,
                    &Event::Interval {
                        node,
                        child,
                        lo: elo,
                        hi: ehi,
                    },
                );
                if cut {
                    let reason = if low {
                        CutReason::ChanceLow {
                            threshold: ca,
                            alpha,
                        }
                    } else {
                        CutReason::ChanceHigh {
                            threshold: cb,
                            beta,
                        }
                    };
                    obs.event(
                        tree,
                        &Event::Cutoff {
                            node,
                            child,
                            value: v,
                            reason,
                            skipped: &kids[taken..],
                        },
                    );
                }
            }
            if cut {
                break;
            }
        }
        f.next = next + taken as u32;
        f.best = s;
        if interval {
            (f.lo, f.hi) = (lo, hi);
        }
        f.cut |= cut;
        (cs.rest, cs.ret) = (rest, ret);
        (cs.ca, cs.cb, cs.ca_over, cs.cb_over) = (ca, cb, ca_over, cb_over);
        if undefined {
            self.undefined = Some(node);
        }
        self.leaves += taken as u64;
        self.visited += taken as u64;
    }

    /// The leaf loop of a MAX (`MAX`) or MIN node from its next child on (see
    /// [`leaf_siblings`](Self::leaf_siblings)): it stops at a cut, at the end, or at an inner
    /// child, which it returns without taking it.
    #[inline(always)]
    fn leaf_run<const MAX: bool>(&mut self, top: usize) -> Option<NodeId> {
        let nodes = self.tree.node_array();
        let children = self.children;
        let (prune, strict) = (self.prune, self.cfg.strict);
        let root_reset = FULL && self.cfg.root_reset && top == 0;
        let no_deep = FULL && self.cfg.no_deep_cutoffs;
        let (lo_leaf, hi_leaf, budget) = (self.lo_leaf, self.hi_leaf, self.budget);
        let visited = self.visited;
        let Engine {
            stack, obs, tree, ..
        } = self;
        let f = &mut stack[top];
        if f.cut || (FULL && f.research) || (f.next == 0 && f.reuse != NONE) {
            return None;
        }
        let (node, first, count, next) = (f.node, f.first, f.count, f.next);
        let (mut best, mut best_c, mut best_child) = (f.best, f.best_c, f.best_child);
        let (mut alpha, mut alpha_c) = (f.alpha, f.alpha_c);
        let (mut beta, mut beta_c) = (f.beta, f.beta_c);
        let (mut lo, mut hi) = (f.lo, f.hi);
        let mut cut = false;
        // (A slice walked by position: one bounds check for the run, not one per leaf.)
        let kids = &children[(first + next) as usize..(first + count) as usize];
        let mut taken = 0usize;
        let mut inner = None;
        while taken < kids.len() {
            if FULL && visited + taken as u64 >= budget {
                break;
            }
            let child = kids[taken];
            let v = nodes[child.index()].value;
            if v.is_nan() {
                inner = Some(child);
                break;
            }
            taken += 1;
            if O::ACTIVE {
                // The window `child_window` gives the child.
                let (wa, wb) = if !prune {
                    (-INF, INF)
                } else if root_reset {
                    (f.alpha0, f.beta0)
                } else if no_deep {
                    if MAX { (alpha, INF) } else { (-INF, beta) }
                } else {
                    (alpha, beta)
                };
                obs.event(
                    tree,
                    &Event::Leaf {
                        node: child,
                        value: v,
                        alpha: wa,
                        beta: wb,
                    },
                );
            }
            if O::ACTIVE || FULL {
                if MAX {
                    (lo, hi) = (lo.max(v), hi.max(v));
                } else {
                    (lo, hi) = (lo.min(v), hi.min(v));
                }
            }
            let better = best_child == NONE
                || if MAX {
                    gt_if(best_c, v, best)
                } else {
                    lt_if(best_c, v, best)
                };
            if better {
                (best, best_c, best_child) = (v, false, child.0);
            }
            if !prune {
                continue;
            }
            let tightened = if MAX {
                gt_if(alpha_c, v, alpha)
            } else {
                lt_if(beta_c, v, beta)
            };
            if tightened {
                if MAX {
                    (alpha, alpha_c) = (v, false);
                } else {
                    (beta, beta_c) = (v, false);
                }
                if O::ACTIVE {
                    obs.event(
                        tree,
                        &Event::Window {
                            node,
                            child,
                            value: v,
                            alpha,
                            beta,
                        },
                    );
                }
            }
            let window_c = alpha_c || beta_c;
            let reached = if strict {
                gt_if(window_c, alpha, beta)
            } else {
                ge_if(window_c, alpha, beta)
            };
            if taken < kids.len() && reached {
                cut = true;
                if MAX {
                    hi = hi.max(hi_leaf);
                } else {
                    lo = lo.min(lo_leaf);
                }
                if O::ACTIVE {
                    let skipped = &kids[taken..];
                    obs.event(
                        tree,
                        &Event::Cutoff {
                            node,
                            child,
                            value: v,
                            reason: CutReason::AlphaBeta { alpha, beta },
                            skipped,
                        },
                    );
                }
                break;
            }
        }
        f.next = next + taken as u32;
        (f.best, f.best_c, f.best_child) = (best, best_c, best_child);
        (f.alpha, f.alpha_c, f.beta, f.beta_c) = (alpha, alpha_c, beta, beta_c);
        if O::ACTIVE || FULL {
            (f.lo, f.hi) = (lo, hi);
        }
        f.cut |= cut;
        self.leaves += taken as u64;
        self.visited += taken as u64;
        inner
    }

    #[inline(always)]
    fn next_child(&mut self, top: usize) -> Next {
        let f = &self.stack[top];
        if f.cut {
            return Next::Done;
        }
        match f.kind {
            Kind::Max | Kind::Min => {
                if FULL && f.research {
                    // PVS: the child that failed high on its null window, with the full window.
                    let child = self.children[(f.first + f.next - 1) as usize];
                    let (alpha, beta, depth) = (f.alpha, f.beta, f.depth + 1);
                    let wc = (f.alpha_c, f.beta_c);
                    let f = &mut self.stack[top];
                    f.research = false;
                    f.researching = true;
                    f.null_window = false;
                    self.researches += 1;
                    if O::ACTIVE {
                        let node = self.stack[top].node;
                        self.emit(Event::Research {
                            node,
                            child,
                            alpha,
                            beta,
                        });
                    }
                    return Next::Child {
                        child,
                        alpha,
                        beta,
                        wc,
                        depth,
                        reuse: NONE,
                    };
                }
                if f.next == f.count {
                    return Next::Done;
                }
                let i = f.next;
                let child = self.children[(f.first + i) as usize];
                let (mut alpha, mut beta, wc) = self.child_window(f, top);
                let depth = f.depth + 1;
                let reuse = f.reuse;
                let max = f.kind == Kind::Max;
                let null = FULL && self.pvs && i > 0 && !self.is_terminal(child, depth) && {
                    let edge = if max { alpha } else { beta };
                    edge.is_finite()
                };
                if null {
                    // A null window just above α (below β at MIN): it only asks whether the
                    // child beats the best so far. Wider than the tolerance, so it never
                    // collapses under the tolerant cutoff test.
                    if max {
                        beta = null_above(alpha, self.arith);
                    } else {
                        alpha = null_below(beta, self.arith);
                    }
                }
                let f = &mut self.stack[top];
                f.next += 1;
                if FULL {
                    f.null_window = null;
                }
                if i == 0
                    && reuse != NONE
                    && let Some(next) = self.reuse_probe(reuse, child, alpha, beta)
                {
                    return next;
                }
                Next::Child {
                    child,
                    alpha,
                    beta,
                    wc,
                    depth,
                    reuse: NONE,
                }
            }
            Kind::Chance if self.cs().phase == Phase::Probe => self.next_probe(top),
            Kind::Chance => self.next_chance_child(top),
            Kind::Leaf => unreachable!(),
        }
    }

    /// The next child of a chance node, with its window: Ballard's A_i/B_i under Star1/Star2,
    /// the full window otherwise.
    #[inline(never)]
    fn next_chance_child(&mut self, top: usize) -> Next {
        let f = &self.stack[top];
        if f.next == f.count {
            return Next::Done;
        }
        let i = f.next;
        let child = self.children[(f.first + i) as usize];
        let p = self.tree.prob(child);
        let rest = self.cs().rest;
        let rest_after = mass_after(rest, p, i + 1 == f.count);
        let (a, b) = if self.chance_prune {
            let (un_lo, un_hi) = self.unknown_rest(f, i + 1, rest_after);
            let ((a, a_over), (b, b_over)) = (
                threshold(f.alpha, f.best, un_hi, p, -INF),
                threshold(f.beta, f.best, un_lo, p, INF),
            );
            let cs = self.cs_mut();
            (cs.ca, cs.cb, cs.ca_over, cs.cb_over) = (a, b, a_over, b_over);
            (a, b)
        } else {
            (-INF, INF)
        };
        let cs = self.cs();
        let ((alpha, beta), wc) = chance_child_window(
            (a, cs.ca_over),
            (b, cs.cb_over),
            (self.lo_leaf, self.hi_leaf),
        );
        let f = &self.stack[top];
        let base = self.cs().probe_base;
        let reuse = if base != NONE { base + i } else { NONE };
        if O::ACTIVE {
            let (un_lo, un_hi) = self.unknown_rest(f, i, rest);
            let (lo, hi) = (lo_plus(f.lo, 1.0, un_lo), hi_plus(f.hi, 1.0, un_hi));
            let node = f.node;
            self.emit(Event::ChanceChild {
                node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            });
        }
        self.cs_mut().rest = rest_after;
        let f = &mut self.stack[top];
        f.next += 1;
        Next::Child {
            child,
            alpha,
            beta,
            wc,
            depth: f.depth + 1,
            reuse,
        }
    }

    /// Star2's search phase at a probed grandchild: its probe result stands in for a new
    /// search when it is exact or already decides the node against the new window.
    #[cold]
    #[inline(never)]
    fn reuse_probe(&self, slot: u32, child: NodeId, alpha: f64, beta: f64) -> Option<Next> {
        let e = self.probes[slot as usize];
        if !e.done || e.node != child {
            return None;
        }
        // The fail-soft theorem on the probe's window: inside it the value is exact, beyond
        // an end it is a bound (and at a leaf bound, exact).
        // (Probes exist only at chance nodes, so the tolerance applies.)
        let low = self.falls_to(true, e.value, e.alpha) && e.alpha > self.lo_leaf;
        let high = self.reaches(true, e.value, e.beta) && e.beta < self.hi_leaf;
        let decided = (!low && !high)
            || (high && self.reaches(true, e.value, beta))
            || (low && self.falls_to(true, e.value, alpha));
        decided.then_some(Next::Reuse {
            child,
            value: e.value,
            value_c: e.value_c,
            lo: e.lo,
            hi: e.hi,
        })
    }

    /// Star2's probing phase: the next probe, or the switch to the search phase.
    fn next_probe(&mut self, top: usize) -> Next {
        let f = &self.stack[top];
        if f.next == f.count {
            self.cs_mut().phase = Phase::Search;
            self.stack[top].next = 0;
            return self.next_child(top);
        }
        let i = f.next;
        let child = self.children[(f.first + i) as usize];
        let p = self.tree.prob(child);
        let others = self.probe_sum(f, 0, i);
        let cs = self.cs();
        let (alpha, beta) = if cs.probe_max {
            // B'_i: the value child i must reach for the node to reach β.
            let (b, over) = threshold(f.beta, others, 0.0, p, INF);
            (
                self.lo_leaf,
                finite_if_overflowed(b, over, false).min(self.hi_leaf),
            )
        } else {
            let (a, over) = threshold(f.alpha, others, 0.0, p, -INF);
            (
                finite_if_overflowed(a, over, true).max(self.lo_leaf),
                self.hi_leaf,
            )
        };
        let wc = (
            alpha > self.lo_leaf && alpha.is_finite(),
            beta < self.hi_leaf && beta.is_finite(),
        );
        let slot = (cs.probe_base + i) as usize;
        let grandchild = self.probes[slot].node;
        (self.probes[slot].alpha, self.probes[slot].beta) = (alpha, beta);
        let f = &self.stack[top];
        let (node, depth) = (f.node, f.depth + 2);
        self.stack[top].next += 1;
        if O::ACTIVE {
            self.emit(Event::Probe {
                chance: node,
                child,
                node: grandchild,
                alpha,
                beta,
            });
        }
        Next::Child {
            child: grandchild,
            alpha,
            beta,
            wc,
            depth,
            reuse: NONE,
        }
    }

    /// A child (or probe) returned `v` (computed when `vc`), its true value proven to lie in
    /// [clo, chi].
    #[inline(always)]
    fn integrate(&mut self, top: usize, child: NodeId, v: f64, vc: bool, clo: f64, chi: f64) {
        let kind = self.stack[top].kind;
        match kind {
            Kind::Max | Kind::Min => {
                let max = kind == Kind::Max;
                let prune = self.prune;
                let f = &mut self.stack[top];
                // PVS: a null-window result past the best so far but not past the window's
                // far end is only a bound; the child is searched again with the full window
                // (its interval is taken from that search, not this one).
                // (The same test at MAX and MIN: the result fell strictly inside the real window.)
                let research = FULL
                    && f.null_window
                    && gt_if(vc || f.alpha_c, v, f.alpha)
                    && lt_if(vc || f.beta_c, v, f.beta);
                let mut was_research = false;
                if FULL {
                    f.research = research;
                    was_research = std::mem::take(&mut f.researching);
                    f.null_window = false;
                }
                let (mut clo, mut chi) = (clo, chi);
                if FULL && self.pvs {
                    if self.pvs_saved.len() <= top {
                        self.pvs_saved.resize(top + 1, (-INF, INF));
                    }
                    if research {
                        self.pvs_saved[top] = (clo, chi);
                    } else if was_research {
                        let (slo, shi) = self.pvs_saved[top];
                        (clo, chi) = (clo.max(slo), chi.min(shi));
                    }
                }
                let f = &mut self.stack[top];
                // The proven interval only serves observers (exact vs bound per node).
                if (O::ACTIVE || FULL) && !research {
                    f.span_c |= vc;
                    if max {
                        f.lo = f.lo.max(clo);
                        f.hi = f.hi.max(chi);
                    } else {
                        f.lo = f.lo.min(clo);
                        f.hi = f.hi.min(chi);
                    }
                }
                let take = (f.best_child == NONE) | beats(max, vc | f.best_c, v, f.best);
                f.best = pick(take, v, f.best);
                f.best_c = std::hint::select_unpredictable(take, vc, f.best_c);
                f.best_child = std::hint::select_unpredictable(take, child.0, f.best_child);
                if !prune {
                    return;
                }
                let tightened = if max && gt_if(vc || f.alpha_c, v, f.alpha) {
                    f.alpha = v;
                    f.alpha_c = vc;
                    true
                } else if !max && lt_if(vc || f.beta_c, v, f.beta) {
                    f.beta = v;
                    f.beta_c = vc;
                    true
                } else {
                    false
                };
                let window_c = f.alpha_c || f.beta_c;
                let (node, alpha, beta, next, count) = (f.node, f.alpha, f.beta, f.next, f.count);
                if O::ACTIVE && tightened {
                    self.emit(Event::Window {
                        node,
                        child,
                        value: v,
                        alpha,
                        beta,
                    });
                }
                if next < count && self.reaches(window_c, alpha, beta) {
                    let f = &mut self.stack[top];
                    f.cut = true;
                    if max {
                        f.hi = f.hi.max(self.hi_leaf);
                    } else {
                        f.lo = f.lo.min(self.lo_leaf);
                    }
                    if O::ACTIVE {
                        let f = &self.stack[top];
                        let skipped = &self.kids(f)[next as usize..];
                        let reason = CutReason::AlphaBeta { alpha, beta };
                        self.emit(Event::Cutoff {
                            node,
                            child,
                            value: v,
                            reason,
                            skipped,
                        });
                    }
                }
            }
            Kind::Chance if self.cs().phase == Phase::Probe => {
                self.integrate_probe(top, child, v, vc, clo, chi)
            }
            Kind::Chance => self.integrate_chance(top, child, v, clo, chi),
            Kind::Leaf => unreachable!(),
        }
    }

    /// A chance node's child returned: accumulate, and with Star1/Star2 test A_i and B_i.
    #[inline(never)]
    fn integrate_chance(&mut self, top: usize, child: NodeId, v: f64, clo: f64, chi: f64) {
        let p = self.tree.prob(child);
        let f = &self.stack[top];
        let cs = self.cs();
        let (ca, cb, ca_over, cb_over) = (cs.ca, cs.cb, cs.ca_over, cs.cb_over);
        // (What the unsearched children can add matters to chance cutoffs and intervals.)
        let (un_lo, un_hi) = if self.chance_prune || O::ACTIVE || FULL {
            self.unknown_rest(f, f.next, cs.rest)
        } else {
            (0.0, 0.0)
        };
        let (s, alpha, beta, next, count) = (f.best, f.alpha, f.beta, f.next, f.count);
        // The thresholds are computed: compared with the tolerance.
        let sum = add_weighted(s, p, v);
        // A child searched with an empty window (A_i at or beyond U, or B_i at or below L,
        // which only rounding of huge terms brings about after the first child) is cut on
        // its first child: its result is a bound on the wrong side for the test that follows,
        // so the bound the node returns is made from the side its interval proves.
        let interval = O::ACTIVE || FULL;
        let up = if interval && !le_if(true, chi, v) {
            chi
        } else {
            v
        };
        let down = if interval && !ge_if(true, clo, v) {
            clo
        } else {
            v
        };
        let (sum_up, sum_down) = (add_weighted(s, p, up), add_weighted(s, p, down));
        let near = if self.chance_prune {
            let test = StarTest {
                alpha,
                beta,
                a: (ca, ca_over),
                b: (cb, cb_over),
                un_lo,
                un_hi,
                strict: self.cfg.strict,
                last: next >= count,
            };
            test.judge(v, sum, (sum_up, sum_down))
        } else {
            sum.map_or(Near::Undefined, Near::Go)
        };
        let low = matches!(near, Near::Cut { low: true, .. });
        let f = &mut self.stack[top];
        // The proven interval only serves observers and the full engine's bookkeeping
        // (exact vs bound per node, the table, the budget); the plain search skips it.
        if interval {
            f.lo = lo_plus(f.lo, p, clo);
            f.hi = hi_plus(f.hi, p, chi);
        }
        match near {
            Near::Go(x) => f.best = x,
            Near::Cut { bound, .. } => {
                f.cut = true;
                if interval {
                    f.lo = lo_plus(f.lo, 1.0, un_lo);
                    f.hi = hi_plus(f.hi, 1.0, un_hi);
                }
                self.cs_mut().ret = bound;
            }
            Near::Undefined => {
                f.best = f64::NAN;
                f.cut = true;
                self.undefined = Some(f.node);
            }
        }
        let f = &self.stack[top];
        let node = f.node;
        if O::ACTIVE {
            let f = &self.stack[top];
            let cut = f.cut;
            let (lo, hi) = if cut {
                (f.lo, f.hi)
            } else {
                (lo_plus(f.lo, 1.0, un_lo), hi_plus(f.hi, 1.0, un_hi))
            };
            let skipped = &self.kids(f)[next as usize..];
            self.emit(Event::Interval {
                node,
                child,
                lo,
                hi,
            });
            if cut {
                let reason = if low {
                    CutReason::ChanceLow {
                        threshold: ca,
                        alpha,
                    }
                } else {
                    CutReason::ChanceHigh {
                        threshold: cb,
                        beta,
                    }
                };
                self.emit(Event::Cutoff {
                    node,
                    child,
                    value: v,
                    reason,
                    skipped,
                });
            }
        }
    }

    #[inline(never)]
    fn integrate_probe(
        &mut self,
        top: usize,
        grandchild: NodeId,
        v: f64,
        vc: bool,
        clo: f64,
        chi: f64,
    ) {
        let f = &self.stack[top];
        let i = f.next - 1;
        let probe_max = self.cs().probe_max;
        let slot = (self.cs().probe_base + i) as usize;
        // A MAX child is at least any of its children, a MIN child at most; the leaf bounds
        // make a fail-low (fail-high) result exactly L (U).
        let bound = if probe_max {
            v.max(self.lo_leaf)
        } else {
            v.min(self.hi_leaf)
        };
        let e = &mut self.probes[slot];
        (e.node, e.done, e.bound, e.value, e.value_c, e.lo, e.hi) =
            (grandchild, true, bound, v, vc, clo, chi);
        let f = &self.stack[top];
        let total = self.probe_sum(f, 0, NONE);
        let child = self.kids(f)[i as usize];
        let (lo, hi) = if probe_max {
            (total, self.hi_leaf)
        } else {
            (self.lo_leaf, total)
        };
        let (node, alpha, beta, count) = (f.node, f.alpha, f.beta, f.count);
        if O::ACTIVE {
            self.emit(Event::ProbeResult {
                chance: node,
                child,
                value: v,
                bound,
                lo,
                hi,
            });
        }
        let cut = if probe_max {
            self.reaches(true, total, beta)
        } else {
            self.falls_to(true, total, alpha)
        };
        if cut {
            self.cs_mut().ret = total;
            let f = &mut self.stack[top];
            f.cut = true;
            (f.lo, f.hi) = (lo, hi);
            if O::ACTIVE {
                let f = &self.stack[top];
                let skipped = &self.kids(f)[(i + 1).min(count) as usize..];
                let reason = CutReason::Probe {
                    bound: total,
                    limit: if probe_max { beta } else { alpha },
                    high: probe_max,
                };
                self.emit(Event::Cutoff {
                    node,
                    child,
                    value: v,
                    reason,
                    skipped,
                });
            }
        }
    }

    /// Closes the top frame: its value, bound kind and interval.
    #[inline(always)]
    fn finish(&mut self, top: usize) -> (NodeId, f64, bool, f64, f64) {
        let f = self.stack.pop().expect("finish needs a frame");
        debug_assert_eq!(self.stack.len(), top);
        let mut value = f.best;
        let mut vc = f.best_c || f.kind == Kind::Chance;
        if f.kind == Kind::Chance {
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
            return (f.node, f64::NAN, true, -INF, INF);
        }
        // (A node stopped by the budget returns its proven bound as it is.)
        if self.cfg.fail_hard && self.prune && !self.stopping {
            (value, vc) = f.held_to_window(value, vc);
        }
        // Without observers nobody reads a node's bound but the root's, and the root is
        // always exact: its window is the widest there is.
        let bound = if O::ACTIVE || FULL {
            classify(
                self.arith || vc || f.span_c,
                value,
                (f.lo, f.hi),
                self.term_size(),
            )
        } else {
            Bound::Exact
        };
        if FULL && let Some(tt) = self.tt.as_mut() {
            let depth = self
                .cfg
                .depth
                .map_or(u32::MAX, |limit| limit.saturating_sub(f.depth));
            let window = (f.alpha0, f.beta0, f.alpha0_c, f.beta0_c);
            tt.store(self.tree.origin(f.node), value, vc, window, depth);
        }
        let best = match f.kind {
            Kind::Max | Kind::Min if f.best_child != NONE => Some(NodeId(f.best_child)),
            _ => None,
        };
        if f.node.0 == 0 {
            self.root_result = NodeResult::new(value, bound, best, vc);
        }
        if O::ACTIVE {
            self.emit(Event::Exit {
                node: f.node,
                value,
                bound,
                best,
                computed: vc,
            });
        }
        (f.node, value, vc, f.lo, f.hi)
    }
}

/// Runs the search for `cfg`, with the lean engine unless the configuration needs the full one.
pub(crate) fn run<O: Observer>(
    tree: &Tree,
    cfg: &Config,
    children: &[NodeId],
    obs: &mut O,
    table: Option<&mut TranspositionTable>,
) -> Result<Summary> {
    let full = cfg.algorithm == Algorithm::Pvs
        || cfg.algorithm == Algorithm::WorstCase
        || table.is_some()
        || cfg.budget.is_some()
        || cfg.root_reset
        || cfg.no_deep_cutoffs;
    if full {
        Engine::<O, true>::new(tree, cfg, children, obs, table).run()
    } else {
        Engine::<O, false>::new(tree, cfg, children, obs, None).run()
    }
}

/// The lower end of a null window whose upper end is `beta`: one float below it where
/// values are compared exactly, a few tolerances below where they may carry rounding
/// error (`arith`), so that the tolerant cutoff test never reads the window as empty.
/// Never NaN: below `∞` is the largest finite float, and `-∞` has nothing below it.
pub(crate) fn null_below(beta: f64, arith: bool) -> f64 {
    if !beta.is_finite() || !arith {
        return next_down(beta);
    }
    let a = beta - 4.0 * tolerance(beta, beta);
    if a < beta { a } else { next_down(beta) }
}

/// The upper end of a null window whose lower end is `alpha` (see [`null_below`]).
pub(crate) fn null_above(alpha: f64, arith: bool) -> f64 {
    -null_below(-alpha, arith)
}

/// What a chance node does with a child's value.
#[derive(Clone, Copy, Debug)]
enum Near {
    /// Goes on with this sum (after its last child: returns it).
    Go(f64),
    /// Cuts, and returns `bound`: at most α when `low`, at least β otherwise.
    Cut { bound: f64, low: bool },
    /// Its sum met `∞ − ∞`.
    Undefined,
}

/// A chance child's value as Star1 tests it: the node's window, the child's thresholds
/// A_i and B_i (and whether each overflowed from finite terms), what the children after it
/// can add at least and at most, the cutoff rule, and whether the child is the last.
#[derive(Clone, Copy)]
struct StarTest {
    alpha: f64,
    beta: f64,
    a: (f64, bool),
    b: (f64, bool),
    un_lo: f64,
    un_hi: f64,
    strict: bool,
    last: bool,
}

impl StarTest {
    /// What the node does with the child's value `v`, given `sum`, `S + p·v` (`None` at
    /// `∞ − ∞`), and the sums a bound is made from on the low and the high side: the watched
    /// search's proven interval of the child may say more than its value (a child searched
    /// with an empty window), elsewhere both are `sum`.
    ///
    /// v ≤ A_i is S + p·v + (most of the rest) ≤ α, tolerantly (the thresholds are
    /// computed); where A_i overflowed the sum itself is compared, and so for B_i. An
    /// infinite threshold never cuts: A_i = −∞ or B_i = ∞ come from unbounded leaves, and
    /// an infinite child value meeting it proves nothing. A cut's bound is clamped to the
    /// window's end, so that rounding never makes it look like a value inside the window
    /// (a sum without value gives the end itself). The last child's sum is held on the
    /// window's side where its value is at or beyond its threshold, by either cutoff rule:
    /// at the threshold the sum is the window's end exactly, whatever rounding gives.
    #[inline(always)]
    fn judge(
        self,
        v: f64,
        sum: Option<f64>,
        (sum_up, sum_down): (Option<f64>, Option<f64>),
    ) -> Near {
        let ((ca, ca_over), (cb, cb_over)) = (self.a, self.b);
        let (alpha, beta, strict) = (self.alpha, self.beta, self.strict);
        let falls_to = |x, y| {
            if strict {
                lt_if(true, x, y)
            } else {
                le_if(true, x, y)
            }
        };
        let reaches = |x, y| {
            if strict {
                gt_if(true, x, y)
            } else {
                ge_if(true, x, y)
            }
        };
        let with_rest = |sum: Option<f64>, rest| sum.and_then(|x| add_weighted(x, 1.0, rest));
        let low = (ca_over || ca != -INF)
            && if ca_over {
                with_rest(sum, self.un_hi).is_some_and(|x| falls_to(x, alpha))
            } else {
                falls_to(v, ca)
            };
        let high = !low
            && (cb_over || cb != INF)
            && if cb_over {
                with_rest(sum, self.un_lo).is_some_and(|x| reaches(x, beta))
            } else {
                reaches(v, cb)
            };
        let bound = || {
            if low {
                with_rest(sum_up, self.un_hi).map_or(alpha, |x| x.min(alpha))
            } else {
                with_rest(sum_down, self.un_lo).map_or(beta, |x| x.max(beta))
            }
        };
        let held = match sum {
            Some(_) if self.last && le_if(true, v, ca) => sum_up.map(|x| x.min(alpha)),
            Some(_) if self.last && ge_if(true, v, cb) => sum_down.map(|x| x.max(beta)),
            _ => None,
        };
        if (low || high) && self.last && sum.is_some() {
            Near::Go(bound())
        } else if let Some(x) = held {
            Near::Go(x)
        } else if low || high {
            Near::Cut {
                bound: bound(),
                low,
            }
        } else {
            sum.map_or(Near::Undefined, Near::Go)
        }
    }
}

/// Ballard's threshold `(edge − s − rest) / p` (A_i with the window's α and the most the
/// unsearched children can add, B_i with β and the least), and whether it overflowed from
/// finite terms (then the node's cut test compares sums, and the child's window is held
/// to finite numbers: `finite_if_overflowed`). Where the arithmetic has no value (∞ − ∞
/// between an infinite window end and infinite sums) the threshold is `none`, the one that
/// never cuts.
#[inline]
fn threshold(edge: f64, s: f64, rest: f64, p: f64, none: f64) -> (f64, bool) {
    let t = (edge - s - rest) / p;
    if t.is_nan() {
        (none, false)
    } else if t.is_infinite() {
        (t, overflowed(edge, s, rest))
    } else {
        (t, false)
    }
}

/// Whether an infinite threshold came from finite terms: an overflow. (Out of line: an
/// infinite threshold is rare, and the finite one needs none of these tests.)
#[cold]
#[inline(never)]
fn overflowed(edge: f64, s: f64, rest: f64) -> bool {
    edge.is_finite() && s.is_finite() && rest.is_finite()
}

/// A threshold that overflowed, as a child's window end (`lower` for A_i, else B_i). An
/// overflow to the far side (A_i → −∞, B_i → +∞) is no constraint and stays infinite: a
/// fail-hard child clamped at a finite end there would report "≤ −1.8e308" where the test
/// needs to know it is below A_i. An overflow across the window (A_i → +∞, B_i → −∞) is held
/// to the largest float of its sign, inside the true threshold: the window stays non-empty,
/// a fail-hard child never returns an infinity it does not have, and a result at the held
/// end still lies beyond the true threshold, so the node's cut test (made on the sums) holds.
#[inline]
fn finite_if_overflowed(t: f64, over: bool, lower: bool) -> f64 {
    let across = if lower { t == INF } else { t == -INF };
    if over && across {
        f64::MAX.copysign(t)
    } else {
        t
    }
}

/// The mass of a chance node's children after one of probability `p`, from the mass
/// `rest` of that child and those after it: exactly zero after the last child (`last`), so
/// that U·R is 0 even when U is infinite, and never below zero by rounding.
#[inline(always)]
fn mass_after(rest: f64, p: f64, last: bool) -> f64 {
    if last { 0.0 } else { (rest - p).max(0.0) }
}

/// The window a chance child with the thresholds `(a, a_over)` and `(b, b_over)` is
/// searched with, inside the leaf bounds `(lo_leaf, hi_leaf)`, and whether each end is
/// computed: a threshold is; a leaf bound or an infinity in its place is not.
#[inline(always)]
fn chance_child_window(
    (a, a_over): (f64, bool),
    (b, b_over): (f64, bool),
    (lo_leaf, hi_leaf): (f64, f64),
) -> ((f64, f64), (bool, bool)) {
    let (alpha, beta) = (
        finite_if_overflowed(a, a_over, true).max(lo_leaf),
        finite_if_overflowed(b, b_over, false).min(hi_leaf),
    );
    let wc = (
        alpha > lo_leaf && alpha.is_finite(),
        beta < hi_leaf && beta.is_finite(),
    );
    ((alpha, beta), wc)
}

/// `lo + p·x` for the lower end of a proven interval, without overflow; where the sum
/// meets `∞ − ∞` nothing is proven: `-∞`.
#[inline]
fn lo_plus(lo: f64, p: f64, x: f64) -> f64 {
    add_weighted(lo, p, x).unwrap_or(-INF)
}

/// `hi + p·x` for the upper end of a proven interval (see [`lo_plus`]): `∞` where undefined.
#[inline]
fn hi_plus(hi: f64, p: f64, x: f64) -> f64 {
    add_weighted(hi, p, x).unwrap_or(INF)
}

/// Exact when the proven interval `(lo, hi)` has closed on the value; otherwise the bound
/// the value is: an upper bound when it is at least everything the node can be, a lower
/// bound when it is at most. Tolerant when computed values took part (`tol`). `terms`: the
/// size of the largest term the interval's sums can hold (the leaf bounds' where Star1 or
/// Star2 uses them), which is what their rounding error scales with.
fn classify(tol: bool, value: f64, (lo, hi): (f64, f64), terms: f64) -> Bound {
    if eq_if(tol, lo, hi) && eq_if(tol, value, lo) {
        Bound::Exact
    } else if ge_if(tol, value, hi) {
        Bound::Upper
    } else if le_if(tol, value, lo) {
        Bound::Lower
    } else {
        // Only rounding puts a value inside its interval: sums of huge terms (1/3·MAX −
        // 2/3·MAX/2) carry an error of the terms' size, not the result's. The nearer end
        // says which bound it is.
        let scale = lo.abs().max(hi.abs()).max(terms).max(1.0);
        debug_assert!(
            tol && ((value - lo).min(hi - value) <= 1e-9 * scale || !scale.is_finite()),
            "value {value} is no bound of [{lo}, {hi}]"
        );
        if value - lo < hi - value {
            Bound::Lower
        } else {
            Bound::Upper
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::tests::any_size;
    use proptest::prelude::*;

    /// [`further`] as its rule reads, with no quick test: the value takes the mark's place
    /// where it is past it (by more than the tolerance where `tol`); `first` stays as it was
    /// where it does not.
    fn further_by_the_rule<const MAX: bool>(
        tol: bool,
        v: f64,
        mark: f64,
        first: bool,
    ) -> (f64, bool) {
        if beats(MAX, tol, v, mark) {
            (v, true)
        } else {
            (mark, first)
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]

        /// The quick mark is the rule's to the bit, for values far from the mark, a few
        /// ulps or tolerances from it on either side, equal to it, and NaN.
        #[test]
        fn further_is_the_rule_to_the_bit(
            mark in any_size(),
            k in -12i32..=12,
            unit in 0usize..4,
            far in any_size(),
            tol: bool,
            first: bool,
        ) {
            let step = [f64::EPSILON, 0.5 * crate::num::TOLERANCE, 2.0 * crate::num::TOLERANCE, 1e-3][unit];
            let near = mark + f64::from(k) * step * mark.abs().max(1.0);
            for v in [near, far, mark, f64::NAN, -mark] {
                let (a, b) = (further::<true>(tol, v, mark, first), further_by_the_rule::<true>(tol, v, mark, first));
                prop_assert_eq!((a.0.to_bits(), a.1), (b.0.to_bits(), b.1), "max {} {}", v, mark);
                let (a, b) = (further::<false>(tol, v, mark, first), further_by_the_rule::<false>(tol, v, mark, first));
                prop_assert_eq!((a.0.to_bits(), a.1), (b.0.to_bits(), b.1), "min {} {}", v, mark);
            }
        }
    }
}
