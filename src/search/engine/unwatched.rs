//! The engine's search when nobody watches, no depth limit applies and none of the full
//! engine's features is on (nor Star2's probes), in three forms: a tree of MAX and MIN
//! nodes, where every value is a file value and every comparison exact ([`exact_node`]); a
//! tree with chance nodes that nothing prunes, minimax or expectiminimax ([`Mean`], searched
//! by [`mean`]); and a tree with chance nodes that prunes, alpha-beta or Star1
//! ([`pruning`]).
//!
//! All take the same steps as the main loop in the same order (a node's children in file
//! or search order, a leaf's value read in its parent's loop, an inner child searched with
//! its parent's window and its value taken as a leaf's is), so value, bound, best move and
//! counts are the main loop's. What they leave out is what nobody reads here: proven
//! intervals, events, probes, and every node's best child but the root's. Where the child
//! array is the tree's own (file order), a chance node's leaves are read where the arena
//! has them, right after the node (the arena is laid out depth-first in child order), not
//! through the child array.
//!
//! On a tree of MAX and MIN nodes a node's search calls itself for an inner child, as a
//! textbook search does, for the first [`ROOM`] levels below the root: the call stack then
//! holds a node's state in registers, and its return says where to go next. That depth is a
//! constant, so no tree can overflow the stack: a subtree that starts deeper is searched by
//! [`stacked`], the same steps with the open nodes on a stack of their own on the heap.
//! Chance trees that nothing prunes are searched the same way ([`mean`]), and a chance
//! node whose children are all leaves is summed in its parent's loop, with no call. Pruned
//! chance trees are searched by calls too, and one deeper than they go is left to the main
//! loop.

use super::{Engine, NONE, Observer, further, held, start_value};
use crate::error::Result;
use crate::num::add_weighted;
use crate::search::{Bound, NodeResult};
use crate::tree::{Kind, Node, NodeId, leaf_row_in, prob_in};
use std::convert::Infallible;

mod pruning;

const INF: f64 = f64::INFINITY;

/// How many levels below the root a search of MAX and MIN nodes calls itself before a
/// subtree goes to [`stacked`]: deeper than any tree people draw or games make, and, at
/// 160 bytes a level in a release build, 30 KB of stack at most.
const ROOM: u32 = 192;

/// What the searches read: the tree's nodes, its child array in search order, the
/// probabilities, and the conventions.
struct Ctx<'a> {
    nodes: &'a [Node],
    children: &'a [NodeId],
    /// Each node's probability under its chance parent (empty when every one is 1).
    probs: &'a [f64],
    prune: bool,
    /// Fail-hard with pruning: a node's value is held to its window.
    hold: bool,
    /// `children` is the tree's own child array, in file order.
    file_order: bool,
}

impl Ctx<'_> {
    /// `child`'s probability under its chance parent, as
    /// [`Tree::prob`](crate::tree::Tree::prob) gives it.
    #[inline(always)]
    fn prob(&self, child: NodeId) -> f64 {
        prob_in(self.probs, child)
    }

    /// The children of `n`, in search order.
    #[inline(always)]
    fn kids(&self, n: Node) -> &[NodeId] {
        n.children_in(self.children)
    }

    /// The leaves in a row in the child array from `from` (before `end`), each with its
    /// value, up to the first inner child.
    #[inline(always)]
    fn leaf_row(&self, from: u32, end: u32) -> impl Iterator<Item = (NodeId, f64)> + '_ {
        self.children[from as usize..end as usize]
            .iter()
            .map(|&c| (c, self.nodes[c.index()].value))
            .take_while(|&(_, v)| !v.is_nan())
    }
}

/// An open node and its children still to search, `next..end` in the child array.
#[derive(Clone, Copy)]
struct Span {
    node: u32,
    next: u32,
    end: u32,
}

impl Span {
    #[inline(always)]
    fn of(node: u32, n: Node) -> Span {
        Span {
            node,
            next: n.first_child,
            end: n.first_child + n.child_count(),
        }
    }
}

/// A chance node met `∞ − ∞` (the node).
struct Undefined(u32);

/// Nodes visited so far.
struct Count {
    inner: u64,
    leaves: u64,
}

/// An open inner node in one form of the unwatched search.
trait Open: Copy {
    /// What stops the search: nothing for exact values, `∞ − ∞` for sums.
    type Stop;
    /// `node` (`n`) opened with the window `(alpha, beta)`: nothing taken yet.
    fn open(node: u32, n: Node, alpha: f64, beta: f64) -> Self;
    /// The node and its children still to search.
    fn span(&mut self) -> &mut Span;
    /// The node's leaves from its next child on, up to its first inner child left (or the
    /// end, or a cut); how many it took. `track`: keep which child is best.
    fn leaf_run(&mut self, cx: &Ctx, track: bool) -> std::result::Result<u64, Self::Stop>;
    /// Takes a closing child's value (`computed` when chance arithmetic made it).
    fn take(
        &mut self,
        cx: &Ctx,
        value: f64,
        computed: bool,
        child: u32,
        track: bool,
    ) -> std::result::Result<(), Self::Stop>;
    /// The window the node gives its next child.
    fn child_window(&self, cx: &Ctx) -> (f64, f64);
    /// The value the node returns, and whether it is computed.
    fn value(&self, cx: &Ctx) -> (f64, bool);
    /// The best child (kept only where tracked), or `NONE`.
    fn best_child(&self) -> u32;
}

/// A MAX or MIN node's state while it takes values exactly: the best so far and which child
/// gave it, and the window.
#[derive(Clone, Copy)]
struct Best {
    best: f64,
    best_child: u32,
    alpha: f64,
    beta: f64,
}

impl Best {
    /// A MAX (`max`) or MIN node opened with the window `(alpha, beta)`.
    #[inline(always)]
    fn new(max: bool, alpha: f64, beta: f64) -> Best {
        Best {
            best: if max { -INF } else { INF },
            best_child: NONE,
            alpha,
            beta,
        }
    }

    /// Takes child `child`'s value `v` (at a MAX node when `MAX`, else a MIN node): the same
    /// steps as `integrate` for an exact value, as selects rather than branches, since leaf
    /// values cannot be predicted. Which child gave the best is kept only when `TRACK`.
    /// True when the window has closed (a cut, if children remain).
    #[inline(always)]
    fn take<const MAX: bool, const TRACK: bool>(
        &mut self,
        v: f64,
        child: u32,
        prune: bool,
        strict: bool,
    ) -> bool {
        let better = if MAX { v > self.best } else { v < self.best };
        // (A first value equal to the start, ±∞, leaves `best` as it is: only the child
        // needs the first-child test, and the value stays one compare and one select.)
        if TRACK {
            self.best_child = if better | (self.best_child == NONE) {
                child
            } else {
                self.best_child
            };
        }
        self.best = if better { v } else { self.best };
        if !prune {
            return false;
        }
        if MAX {
            self.alpha = if v > self.alpha { v } else { self.alpha };
        } else {
            self.beta = if v < self.beta { v } else { self.beta };
        }
        if strict {
            self.alpha > self.beta
        } else {
            self.alpha >= self.beta
        }
    }
}

/// An open MAX or MIN node of a tree with no chance nodes: the window it was given (which
/// fail-hard holds its value to) and what it has taken. `STRICT`: the window closes at
/// α > β, not α ≥ β.
#[derive(Clone, Copy)]
struct Exact<const STRICT: bool> {
    span: Span,
    max: bool,
    alpha0: f64,
    beta0: f64,
    w: Best,
}

impl<const STRICT: bool> Exact<STRICT> {
    #[inline(always)]
    fn leaves<const MAX: bool, const TRACK: bool>(&mut self, cx: &Ctx) -> u64 {
        // (Worked on in locals: the loop carries the best so far in a register, not
        // through the frame in memory.)
        let mut w = self.w;
        let (prune, strict) = (cx.prune, STRICT);
        // (Indexed, not `leaf_row`: the hottest loop there is, and the iterator's
        // `take_while` costs it a few per cent.)
        let kids = &cx.children[self.span.next as usize..self.span.end as usize];
        let (mut taken, mut cut) = (0, false);
        while taken < kids.len() {
            let child = kids[taken];
            let v = cx.nodes[child.index()].value;
            if v.is_nan() {
                break;
            }
            taken += 1;
            if w.take::<MAX, TRACK>(v, child.0, prune, strict) {
                cut = true;
                break;
            }
        }
        let taken = taken as u32;
        // A cut skips the children left.
        self.span.next = if cut {
            self.span.end
        } else {
            self.span.next + taken
        };
        self.w = w;
        u64::from(taken)
    }
}

impl<const STRICT: bool> Open for Exact<STRICT> {
    type Stop = Infallible;

    #[inline(always)]
    fn open(node: u32, n: Node, alpha: f64, beta: f64) -> Self {
        let max = n.is_max();
        Exact {
            span: Span::of(node, n),
            max,
            alpha0: alpha,
            beta0: beta,
            w: Best::new(max, alpha, beta),
        }
    }

    #[inline(always)]
    fn span(&mut self) -> &mut Span {
        &mut self.span
    }

    #[inline(always)]
    fn leaf_run(&mut self, cx: &Ctx, track: bool) -> std::result::Result<u64, Infallible> {
        Ok(match (self.max, track) {
            (true, true) => self.leaves::<true, true>(cx),
            (true, false) => self.leaves::<true, false>(cx),
            (false, true) => self.leaves::<false, true>(cx),
            (false, false) => self.leaves::<false, false>(cx),
        })
    }

    #[inline(always)]
    fn take(
        &mut self,
        cx: &Ctx,
        v: f64,
        _computed: bool,
        child: u32,
        track: bool,
    ) -> std::result::Result<(), Infallible> {
        let (prune, strict) = (cx.prune, STRICT);
        let closed = match (self.max, track) {
            (true, true) => self.w.take::<true, true>(v, child, prune, strict),
            (true, false) => self.w.take::<true, false>(v, child, prune, strict),
            (false, true) => self.w.take::<false, true>(v, child, prune, strict),
            (false, false) => self.w.take::<false, false>(v, child, prune, strict),
        };
        if closed {
            self.span.next = self.span.end;
        }
        Ok(())
    }

    #[inline(always)]
    fn child_window(&self, cx: &Ctx) -> (f64, f64) {
        if cx.prune {
            (self.w.alpha, self.w.beta)
        } else {
            (-INF, INF)
        }
    }

    #[inline(always)]
    fn value(&self, cx: &Ctx) -> (f64, bool) {
        if cx.hold {
            (held(self.w.best, self.alpha0, self.beta0).0, false)
        } else {
            (self.w.best, false)
        }
    }

    #[inline(always)]
    fn best_child(&self) -> u32 {
        self.w.best_child
    }
}

/// An open node of a tree with chance nodes that nothing prunes: a MAX or MIN node's best
/// so far (compared within the tolerance where a computed value takes part, as `integrate`
/// does), or a chance node's weighted sum.
#[derive(Clone, Copy)]
struct Mean {
    span: Span,
    kind: Kind,
    /// A child has been taken.
    any: bool,
    /// `best` is computed.
    best_c: bool,
    best: f64,
    best_child: u32,
}

impl Mean {
    /// A MAX (`MAX`) or MIN node takes `v`.
    #[inline(always)]
    fn choose<const MAX: bool>(&mut self, v: f64, vc: bool, child: u32, track: bool) {
        let (best, take) = further::<MAX>(vc | self.best_c, v, self.best, !self.any);
        self.best = best;
        self.best_c = std::hint::select_unpredictable(take, vc, self.best_c);
        if track {
            self.best_child = if take { child } else { self.best_child };
        }
        self.any = true;
    }

    /// A chance node's leaves: their weighted sum.
    #[inline(always)]
    fn sum_leaves(&mut self, cx: &Ctx) -> std::result::Result<u64, Undefined> {
        // The plain sum first. Where it ends finite, no term or partial sum was infinite
        // or NaN (both stay so under later additions), and so each step was exactly
        // `add_weighted`'s: a zero probability's `±0` term adds nothing to a sum that is
        // never `-0` (it starts at `+0`). Otherwise the leaves are summed again by
        // `add_weighted`, which knows what an infinity or an overflow makes.
        let (mut taken, mut s) = (0, self.best);
        for (child, v) in cx.leaf_row(self.span.next, self.span.end) {
            taken += 1;
            s += cx.prob(child) * v;
        }
        if !s.is_finite() {
            s = self.best;
            for (child, v) in cx.leaf_row(self.span.next, self.span.end) {
                s = add_weighted(s, cx.prob(child), v).ok_or(Undefined(self.span.node))?;
            }
        }
        (self.span.next, self.best) = (self.span.next + taken, s);
        Ok(u64::from(taken))
    }

    /// A MAX (`MAX`) or MIN node's leaves.
    #[inline(always)]
    fn choose_leaves<const MAX: bool>(&mut self, cx: &Ctx, track: bool) -> u64 {
        let mut taken = 0;
        for (child, v) in cx.leaf_row(self.span.next, self.span.end) {
            taken += 1;
            self.choose::<MAX>(v, false, child.0, track);
        }
        self.span.next += taken;
        u64::from(taken)
    }
}

impl Open for Mean {
    type Stop = Undefined;

    #[inline(always)]
    fn open(node: u32, n: Node, _alpha: f64, _beta: f64) -> Mean {
        let kind = n.kind();
        Mean {
            span: Span::of(node, n),
            kind,
            any: false,
            best_c: false,
            best: start_value(kind),
            best_child: NONE,
        }
    }

    #[inline(always)]
    fn span(&mut self) -> &mut Span {
        &mut self.span
    }

    #[inline(always)]
    fn leaf_run(&mut self, cx: &Ctx, track: bool) -> std::result::Result<u64, Undefined> {
        match self.kind {
            Kind::Max => Ok(self.choose_leaves::<true>(cx, track)),
            Kind::Min => Ok(self.choose_leaves::<false>(cx, track)),
            _ => self.sum_leaves(cx),
        }
    }

    #[inline(always)]
    fn take(
        &mut self,
        cx: &Ctx,
        v: f64,
        computed: bool,
        child: u32,
        track: bool,
    ) -> std::result::Result<(), Undefined> {
        match self.kind {
            Kind::Max => self.choose::<true>(v, computed, child, track),
            Kind::Min => self.choose::<false>(v, computed, child, track),
            _ => {
                self.best = add_weighted(self.best, cx.prob(NodeId(child)), v)
                    .ok_or(Undefined(self.span.node))?;
            }
        }
        Ok(())
    }

    #[inline(always)]
    fn child_window(&self, _cx: &Ctx) -> (f64, f64) {
        (-INF, INF)
    }

    #[inline(always)]
    fn value(&self, _cx: &Ctx) -> (f64, bool) {
        (self.best, self.best_c || self.kind == Kind::Chance)
    }

    #[inline(always)]
    fn best_child(&self) -> u32 {
        self.best_child
    }
}

impl<O: Observer, const FULL: bool> Engine<'_, O, FULL> {
    /// Whether the unwatched search applies: nobody listens, no depth limit, none of the
    /// full engine's features, and no Star2 (whose probes only the main loop makes).
    pub(super) fn unwatched_applies(&self) -> bool {
        !O::ACTIVE && !FULL && self.cfg.depth.is_none() && !self.star2
    }

    /// The unwatched search from the inner node `root` with the window `(alpha, beta)`:
    /// its result kept as the main loop keeps it, and true; false, with nothing kept, for
    /// a tree with chance nodes that prunes and is deeper than that search's calls go.
    pub(super) fn unwatched(&mut self, root: NodeId, alpha: f64, beta: f64) -> Result<bool> {
        debug_assert!(self.unwatched_applies());
        if self.tree.has_chance() && (self.prune || self.chance_prune) {
            return self.unwatched_pruning(root, alpha, beta);
        }
        let cx = Ctx {
            nodes: self.tree.node_array(),
            children: self.children,
            probs: &self.tree.probs,
            prune: self.prune,
            hold: self.cfg.fail_hard && self.prune,
            file_order: self.in_file_order(),
        };
        let n = cx.nodes[root.index()];
        let mut count = Count {
            inner: 1,
            leaves: 0,
        };
        let ((value, computed), best_child) = if self.tree.has_chance() {
            let (mut best, mut undefined) = (NONE, NONE);
            let found = mean::<true>(&cx, &mut count, &mut undefined, &mut best, root.0, n, ROOM);
            if found.0.is_nan() {
                return Err(self.undefined_error(NodeId(undefined)));
            }
            (found, best)
        } else {
            let mut best = NONE;
            let (c, b, id) = (&mut count, &mut best, root.0);
            // (Pruning, the cutoff rule and fail-hard's hold are compiled in.)
            let w = (alpha, beta);
            let value = match (self.cfg.strict, self.prune, cx.hold) {
                (true, true, true) => exact::<true, true, true, true>(&cx, c, b, id, n, w, ROOM),
                (true, true, false) => exact::<true, true, false, true>(&cx, c, b, id, n, w, ROOM),
                (false, true, true) => exact::<false, true, true, true>(&cx, c, b, id, n, w, ROOM),
                (false, true, false) => {
                    exact::<false, true, false, true>(&cx, c, b, id, n, w, ROOM)
                }
                (_, false, _) => exact::<false, false, false, true>(&cx, c, b, id, n, w, ROOM),
            };
            ((value, false), best)
        };
        // (A chance node keeps no best child.)
        let best = (best_child != NONE).then_some(NodeId(best_child));
        // Nothing pruned, or the root's window is the widest there is: its value is exact.
        self.root_result = NodeResult::new(value, Bound::Exact, best, computed);
        self.leaves = count.leaves;
        self.visited = count.inner + count.leaves;
        Ok(true)
    }

    /// Whether the search order is the tree's own child array (file order).
    fn in_file_order(&self) -> bool {
        std::ptr::eq(self.children, self.tree.child_array())
    }

    /// What the pruning search reads, with Star1's tests (`TESTING`) or without.
    fn rules<const TESTING: bool>(&self) -> pruning::Rules<'_, TESTING> {
        pruning::Rules {
            nodes: self.tree.node_array(),
            children: self.children,
            probs: &self.tree.probs,
            leaf_rows: if self.in_file_order() {
                self.tree.leaf_rows()
            } else {
                &[]
            },
            strict: self.cfg.strict,
            hold: self.cfg.fail_hard,
            lo_leaf: self.lo_leaf,
            hi_leaf: self.hi_leaf,
            leaf_size: self.lo_leaf.abs().max(self.hi_leaf.abs()),
            unit_row_base: pruning::row_base(self.lo_leaf.abs().max(self.hi_leaf.abs()), 1.0),
        }
    }

    /// [`unwatched`](Self::unwatched) for a tree with chance nodes that prunes
    /// ([`pruning`]).
    fn unwatched_pruning(&mut self, root: NodeId, alpha: f64, beta: f64) -> Result<bool> {
        // The root's window is computed where values can be, as the main loop pushes it.
        let wc = (
            self.arith && alpha.is_finite(),
            self.arith && beta.is_finite(),
        );
        let w = (alpha, beta);
        let found = if self.chance_prune {
            self.rules::<true>().search(root, w, wc)
        } else {
            self.rules::<false>().search(root, w, wc)
        };
        let found = match found {
            Ok(found) => found,
            Err(pruning::Stop::Undefined(node)) => {
                return Err(self.undefined_error(NodeId(node)));
            }
            Err(pruning::Stop::TooDeep) => return Ok(false),
        };
        let best = (found.best_child != NONE).then_some(NodeId(found.best_child));
        // Without observers nobody reads a bound but the root's, which is exact: its
        // window is the widest there is.
        self.root_result = NodeResult::new(found.value, Bound::Exact, best, found.computed);
        self.leaves = found.leaves;
        self.visited = found.inner + found.leaves;
        Ok(true)
    }
}

/// The value of the inner node `node` (`n`) of a tree without chance nodes, opened with
/// the window `(alpha, beta)`: by [`exact_node`] while `room` levels of calls are left, by
/// [`stacked`] after. `STRICT`: the window closes at α > β, not α ≥ β. `PRUNE`:
/// alpha-beta's cuts. `HOLD`: fail-hard, the value held to the window (with `PRUNE` only).
/// `TRACK`: keep which child is best in `best_child` (the root only). (Each is compiled in:
/// no float lives in a register across a call, so a window end kept only in case is a
/// store and a load around every child.)
#[inline(always)]
fn exact<const STRICT: bool, const PRUNE: bool, const HOLD: bool, const TRACK: bool>(
    cx: &Ctx,
    count: &mut Count,
    best_child: &mut u32,
    node: u32,
    n: Node,
    (alpha, beta): (f64, f64),
    room: u32,
) -> f64 {
    let (c, b) = (count, best_child);
    match (room, n.is_max()) {
        (0, _) => {
            let Ok(((v, _), best)) = stacked::<Exact<STRICT>>(cx, c, node, alpha, beta, TRACK);
            *b = best;
            v
        }
        (_, true) => {
            exact_node::<true, STRICT, PRUNE, HOLD, TRACK>(cx, c, b, n, alpha, beta, room - 1)
        }
        (_, false) => {
            exact_node::<false, STRICT, PRUNE, HOLD, TRACK>(cx, c, b, n, alpha, beta, room - 1)
        }
    }
}

/// The value of the MAX (`MAX`) or MIN node `n` of a tree without chance nodes, opened with
/// the window `(alpha, beta)`: its children in order, a leaf's value read in this loop and
/// an inner child searched by [`exact`] with `room` levels of calls left. The parameters
/// are [`exact`]'s.
#[inline(never)]
fn exact_node<
    const MAX: bool,
    const STRICT: bool,
    const PRUNE: bool,
    const HOLD: bool,
    const TRACK: bool,
>(
    cx: &Ctx,
    count: &mut Count,
    best_child: &mut u32,
    n: Node,
    alpha: f64,
    beta: f64,
    room: u32,
) -> f64 {
    let mut w = Best::new(MAX, alpha, beta);
    let mut leaves = 0;
    for &child in cx.kids(n) {
        let c = cx.nodes[child.index()];
        let v = if c.value.is_nan() {
            count.inner += 1;
            let window = if PRUNE {
                (w.alpha, w.beta)
            } else {
                (-INF, INF)
            };
            let mut below = NONE;
            exact::<STRICT, PRUNE, HOLD, false>(cx, count, &mut below, child.0, c, window, room)
        } else {
            leaves += 1;
            c.value
        };
        if w.take::<MAX, TRACK>(v, child.0, PRUNE, STRICT) {
            break;
        }
    }
    count.leaves += leaves;
    if TRACK {
        *best_child = w.best_child;
    }
    if HOLD {
        held(w.best, alpha, beta).0
    } else {
        w.best
    }
}

/// The value of the inner node `node` (`n`) of a tree with chance nodes that nothing
/// prunes, and whether it is computed: by [`mean_choice`] or [`mean_chance`] while `room`
/// levels of calls are left, by [`stacked`] after. NaN, with the node in `undefined`, where
/// a chance node met `∞ − ∞` (no value is NaN otherwise: so the value comes back in
/// registers). `TRACK`: keep which child is best in `best_child` (the root only).
#[inline(always)]
fn mean<const TRACK: bool>(
    cx: &Ctx,
    count: &mut Count,
    undefined: &mut u32,
    best_child: &mut u32,
    node: u32,
    n: Node,
    room: u32,
) -> (f64, bool) {
    let (c, u, b) = (count, undefined, best_child);
    match (room, n.kind()) {
        (0, _) => match stacked::<Mean>(cx, c, node, -INF, INF, TRACK) {
            Ok((found, best)) => {
                *b = best;
                found
            }
            Err(Undefined(at)) => {
                *u = at;
                (f64::NAN, false)
            }
        },
        (_, Kind::Max) => mean_choice::<true, TRACK>(cx, c, u, b, n, room - 1),
        (_, Kind::Min) => mean_choice::<false, TRACK>(cx, c, u, b, n, room - 1),
        _ => mean_chance(cx, c, u, node, n, room - 1),
    }
}

/// The value of the MAX (`MAX`) or MIN node `n`, and whether it is computed: its children
/// in order, a leaf's value read in this loop and an inner child's by [`mean`] with `room`
/// levels of calls left. The parameters and the result are [`mean`]'s.
#[inline(never)]
fn mean_choice<const MAX: bool, const TRACK: bool>(
    cx: &Ctx,
    count: &mut Count,
    undefined: &mut u32,
    best_child: &mut u32,
    n: Node,
    room: u32,
) -> (f64, bool) {
    let mut m = Mean::open(NONE, n, -INF, INF);
    let (mut inner, mut leaves) = (0, 0);
    let kids = cx.kids(n);
    let mut i = 0;
    while i < kids.len() {
        // (The children that need no call first, in a loop of their own: one with the
        // call in it keeps its values in memory for the call's sake.)
        while let Some(&child) = kids.get(i) {
            let c = cx.nodes[child.index()];
            let (v, vc) = if !c.value.is_nan() {
                leaves += 1;
                (c.value, false)
            } else if let Some((s, k)) = leaf_mean(cx, child.0, c) {
                (inner, leaves) = (inner + 1, leaves + k);
                (s, true)
            } else {
                break;
            };
            m.choose::<MAX>(v, vc, child.0, TRACK);
            i += 1;
        }
        let Some(&child) = kids.get(i) else {
            break;
        };
        inner += 1;
        let mut below = NONE;
        let c = cx.nodes[child.index()];
        let (v, vc) = mean::<false>(cx, count, undefined, &mut below, child.0, c, room);
        if v.is_nan() {
            return (v, vc);
        }
        m.choose::<MAX>(v, vc, child.0, TRACK);
        i += 1;
    }
    count.inner += inner;
    count.leaves += leaves;
    if TRACK {
        *best_child = m.best_child;
    }
    (m.best, m.best_c)
}

/// The weighted sum of `n` and how many leaves it has, where `n` is a chance node whose
/// children are all leaves and that sum is finite, as [`mean_chance`] would make it; else
/// `None`, and [`mean_chance`] sums it.
#[inline(always)]
fn leaf_mean(cx: &Ctx, id: u32, n: Node) -> Option<(f64, u64)> {
    if n.kind() != Kind::Chance {
        return None;
    }
    let k = n.child_count() as usize;
    let mut s = 0.0;
    if cx.file_order {
        // Read in a row where the arena has them, with no child array between.
        let (leaves, probs) = leaf_row_in(cx.nodes, cx.children, cx.probs, id, n)?;
        for (leaf, &p) in leaves.iter().zip(probs) {
            if leaf.value.is_nan() {
                return None;
            }
            s += p * leaf.value;
        }
    } else {
        for &c in cx.kids(n) {
            let v = cx.nodes[c.index()].value;
            if v.is_nan() {
                return None;
            }
            s += cx.prob(c) * v;
        }
    }
    s.is_finite().then_some((s, k as u64))
}

/// The weighted sum of the chance node `node` (`n`): its rows of leaves summed in this
/// loop, each inner child's value by [`mean`] with `room` levels of calls left. The
/// parameters and the result are [`mean`]'s.
#[inline(never)]
fn mean_chance(
    cx: &Ctx,
    count: &mut Count,
    undefined: &mut u32,
    node: u32,
    n: Node,
    room: u32,
) -> (f64, bool) {
    let mut m = Mean::open(node, n, -INF, INF);
    loop {
        match m.sum_leaves(cx) {
            Ok(taken) => count.leaves += taken,
            Err(Undefined(at)) => {
                *undefined = at;
                return (f64::NAN, false);
            }
        }
        let Some(&child) = cx.children[..m.span.end as usize].get(m.span.next as usize) else {
            return (m.best, true);
        };
        m.span.next += 1;
        count.inner += 1;
        let (c, mut below) = (cx.nodes[child.index()], NONE);
        let v = mean::<false>(cx, count, undefined, &mut below, child.0, c, room).0;
        if v.is_nan() {
            return (v, false);
        }
        let Some(s) = add_weighted(m.best, cx.prob(child), v) else {
            *undefined = node;
            return (f64::NAN, false);
        };
        m.best = s;
    }
}

/// The value (and whether it is computed) of the inner node `node` opened with
/// `(alpha, beta)`, and, when `track`, which of its children is best (else `NONE`). The
/// nodes above the one being searched wait on a stack on the heap, so that no depth of tree
/// can overflow anything. The node being searched lives in registers; a node that only
/// descends stays where it is: it is taken off only to run its leaf loop.
#[inline(never)]
fn stacked<S: Open>(
    cx: &Ctx,
    count: &mut Count,
    node: u32,
    alpha: f64,
    beta: f64,
    track: bool,
) -> std::result::Result<((f64, bool), u32), S::Stop> {
    let (nodes, children) = (cx.nodes, cx.children);
    // The open nodes above `cur`, outermost first.
    let mut above: Vec<S> = Vec::new();
    let mut cur = S::open(node, nodes[node as usize], alpha, beta);
    let (mut inner, mut leaves) = (0u64, 0u64);
    let found = 'search: loop {
        leaves += cur.leaf_run(cx, track && above.is_empty())?;
        let next = cur.span().next;
        if next < cur.span().end {
            let child = children[next as usize];
            cur.span().next += 1;
            let (a, b) = cur.child_window(cx);
            above.push(cur);
            cur = S::open(child.0, nodes[child.index()], a, b);
            inner += 1;
            continue;
        }
        // `cur` closes, and each node above takes the value of the one below it closing
        // until one has a child left.
        let (mut value, mut node, mut best_child) =
            (cur.value(cx), cur.span().node, cur.best_child());
        loop {
            let tracked = track && above.len() == 1;
            let Some(p) = above.last_mut() else {
                break 'search (value, best_child);
            };
            p.take(cx, value.0, value.1, node, tracked)?;
            let next = p.span().next;
            if next < p.span().end {
                let child = children[next as usize];
                let n = nodes[child.index()];
                if n.value.is_nan() {
                    p.span().next += 1;
                    let (a, b) = p.child_window(cx);
                    cur = S::open(child.0, n, a, b);
                    inner += 1;
                } else if let Some(p) = above.pop() {
                    cur = p;
                }
                continue 'search;
            }
            if let Some(mut p) = above.pop() {
                (value, node, best_child) = (p.value(cx), p.span().node, p.best_child());
            }
        }
    };
    count.inner += inner;
    count.leaves += leaves;
    Ok(found)
}
