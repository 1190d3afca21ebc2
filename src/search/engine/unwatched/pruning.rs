//! The unwatched search of a tree with chance nodes that prunes: alpha-beta at MAX and MIN
//! nodes, and with Star1 Ballard's cutoffs at chance nodes, by calls to a fixed depth.
//!
//! It takes the main loop's steps in the main loop's order with the same arithmetic, so
//! the same floats: a MAX or MIN node's tolerant choice and window (`integrate`, the MAX
//! and MIN leaf loop), a chance node's thresholds A_i and B_i and the child's window
//! (`next_chance_child`), and the cutoff tests, the held last sum and the returned bound
//! (`integrate_chance`, the chance leaf loop). What it leaves out is what nobody reads
//! without observers: proven intervals, events, and every node's best child but the
//! root's. A tree deeper than the calls go is left to the main loop.

use super::super::{
    NONE, Near, StarTest, chance_child_window, further, held_computed, mass_after, threshold,
};
use crate::num::{
    add_weighted, clear_above, clear_above_finite, clear_below, ge_quick, gt_quick, weighted,
};
use crate::tree::{Kind, Node, NodeId, Row, leaf_row_in, prob_in};

const INF: f64 = f64::INFINITY;

/// How many levels below the root the search calls itself; a deeper tree stops it with
/// [`Stop::TooDeep`]. At most about 450 bytes of stack a level in a release build (2.3 KB
/// in a debug one), so under 90 KB (450 KB).
const ROOM: u32 = 192;

/// Why the search stopped without a value.
#[derive(Clone, Copy)]
pub(in crate::search::engine) enum Stop {
    /// A chance node (the node) met `∞ − ∞`.
    Undefined(u32),
    /// The tree goes deeper than the calls: the main loop searches it instead.
    TooDeep,
}

/// What the search reads: the tree, in search order, and the conventions. `TESTING`:
/// Star1's tests at chance nodes (else a chance node only sums), compiled in, since it is
/// asked at every chance child.
pub(in crate::search::engine) struct Rules<'a, const TESTING: bool> {
    pub nodes: &'a [Node],
    pub children: &'a [NodeId],
    /// Each node's probability under its chance parent (empty when every one is 1).
    pub probs: &'a [f64],
    /// Which nodes are rows of leaves (`Tree::leaf_rows`), where `children` is the tree's
    /// own child array, in file order; else empty, since a row is read in file order.
    pub leaf_rows: &'a [Row],
    /// Cut at α > β rather than α ≥ β.
    pub strict: bool,
    /// Fail-hard: a node's value is held to its window.
    pub hold: bool,
    /// The leaf bounds L and U (infinite without Star1).
    pub lo_leaf: f64,
    pub hi_leaf: f64,
    /// The larger of `|L|` and `|U|`.
    pub leaf_size: f64,
    /// [`row_base`] of a row of mass 1 in these leaf bounds.
    pub unit_row_base: f64,
}

/// What the search found: the root's value, whether chance arithmetic made it, its best
/// child (`NONE` at a chance root), and the inner nodes and leaves it visited.
pub(in crate::search::engine) struct Found {
    pub value: f64,
    pub computed: bool,
    pub best_child: u32,
    pub inner: u64,
    pub leaves: u64,
}

/// A window and whether each end is computed.
#[derive(Clone, Copy)]
struct Window {
    alpha: f64,
    beta: f64,
    alpha_c: bool,
    beta_c: bool,
}

impl Window {
    /// The window with the ends `(alpha, beta)`, each computed as `(alpha_c, beta_c)` says.
    /// (A function that is not inlined takes a window as these two pairs, which travel in
    /// registers, where the window itself would be passed through memory.)
    #[inline(always)]
    fn of((alpha, beta): (f64, f64), (alpha_c, beta_c): (bool, bool)) -> Window {
        Window {
            alpha,
            beta,
            alpha_c,
            beta_c,
        }
    }

    /// The window's ends.
    #[inline(always)]
    fn ends(self) -> (f64, f64) {
        (self.alpha, self.beta)
    }

    /// Whether each end is computed.
    #[inline(always)]
    fn computed(self) -> (bool, bool) {
        (self.alpha_c, self.beta_c)
    }

    /// Fail-hard: `value` (computed when `vc`) held to this window, as the main loop's
    /// `held_to_window` does.
    #[inline(always)]
    fn hold(self, value: f64, vc: bool) -> (f64, bool) {
        held_computed(
            (value, vc),
            (self.alpha, self.alpha_c),
            (self.beta, self.beta_c),
        )
    }
}

/// Nodes visited so far, and why the search stopped, if it did.
///
/// A search that stops returns NaN as its value, which no node's value is otherwise (a
/// leaf's is a number, a sum that meets `∞ − ∞` stops), with the reason here: so the value
/// comes back in registers rather than as a `Result` through memory.
struct Count {
    inner: u64,
    leaves: u64,
    stop: Option<Stop>,
}

/// What a stopped search returns in place of a value.
const STOPPED: (f64, bool) = (f64::NAN, false);

/// What [`Rules::row`] returns where the quick search of a row leaves it to the checked
/// one: NaN, as a stop's, but with no stop in the count. (So the caller, which asks
/// whether a value is NaN anyway, pays for the question only where one is.)
const UNDECIDED: (f64, bool) = (f64::NAN, false);

impl Count {
    /// Stops the search for `why`: what a function returns then.
    #[cold]
    fn stop(&mut self, why: Stop) -> (f64, bool) {
        self.stop = Some(why);
        STOPPED
    }
}

impl<const TESTING: bool> Rules<'_, TESTING> {
    /// The configured cutoff test, `a ≥ b` or `a > b`, tolerant when `tol`.
    #[inline(always)]
    fn reaches(&self, tol: bool, a: f64, b: f64) -> bool {
        if self.strict {
            gt_quick(tol, a, b)
        } else {
            ge_quick(tol, a, b)
        }
    }

    /// The search from the inner node `root` with the window whose ends are `ends`,
    /// computed as `wc` says.
    pub(in crate::search::engine) fn search(
        &self,
        root: NodeId,
        ends: (f64, f64),
        wc: (bool, bool),
    ) -> Result<Found, Stop> {
        let mut count = Count {
            inner: 1,
            leaves: 0,
            stop: None,
        };
        let n = self.nodes[root.index()];
        let mut best_child = NONE;
        let (value, computed) = match n.kind() {
            Kind::Max => self.choice::<true, true>(&mut count, &mut best_child, n, ends, wc, ROOM),
            Kind::Min => self.choice::<false, true>(&mut count, &mut best_child, n, ends, wc, ROOM),
            _ => self.chance_node(&mut count, root.0, n, ends, wc, ROOM),
        };
        if let Some(stop) = count.stop {
            return Err(stop);
        }
        let (value, computed) = self.held(Window::of(ends, wc), (value, computed));
        // No value is NaN but a stop's. Were one to come back without a stop, the main
        // loop, which searches every tree, would take the search over.
        debug_assert!(!value.is_nan(), "NaN without a stop");
        if value.is_nan() {
            return Err(Stop::TooDeep);
        }
        Ok(Found {
            value,
            computed,
            best_child,
            inner: count.inner,
            leaves: count.leaves,
        })
    }

    /// The value of the inner node `node` (`n`) searched with the window `w`, and whether
    /// it is computed, with `room` levels of calls left; NaN where the search stopped.
    #[inline(always)]
    fn inner(&self, count: &mut Count, node: u32, n: Node, w: Window, room: u32) -> (f64, bool) {
        count.inner += 1;
        let mut below = NONE;
        let (ends, wc) = (w.ends(), w.computed());
        let found = match (room, n.kind()) {
            (0, _) => count.stop(Stop::TooDeep),
            (_, Kind::Max) => self.choice::<true, false>(count, &mut below, n, ends, wc, room - 1),
            (_, Kind::Min) => self.choice::<false, false>(count, &mut below, n, ends, wc, room - 1),
            _ => self.chance_node(count, node, n, ends, wc, room - 1),
        };
        self.held(w, found)
    }

    /// Fail-hard: a node's value `found` held to the window `w` it was searched with, here
    /// rather than in the node's own function, which would keep the window through its
    /// calls for it (the caller keeps it anyway); a stop's NaN is left as it is.
    #[inline(always)]
    fn held(&self, w: Window, found: (f64, bool)) -> (f64, bool) {
        if self.hold && !found.0.is_nan() {
            w.hold(found.0, found.1)
        } else {
            found
        }
    }

    /// A MAX (`MAX`) or MIN node `n` searched with the window whose ends are `ends`
    /// (computed as `wc` says): its value, whether it is computed, and (`TRACK`, at the
    /// root) its best child in `best_child`; NaN where the search stopped. Each child's
    /// value is taken as `integrate` takes it: chosen when it beats the best so far (within
    /// the tolerance where a computed value takes part), the window tightened, and a cut
    /// when the window has closed with children left.
    ///
    /// Once the window's end on the node's side is its best so far, the same float computed
    /// alike, the same child's value moves both the same way from then on, since each moves
    /// by the same rule ([`further`]) from the same mark: so the end is not worked out
    /// apart any more, it is the best. (A value within the tolerance of both can leave them
    /// apart; then each is worked out, as in the first loop.)
    #[inline(never)]
    fn choice<const MAX: bool, const TRACK: bool>(
        &self,
        count: &mut Count,
        best_child: &mut u32,
        n: Node,
        ends: (f64, f64),
        wc: (bool, bool),
        room: u32,
    ) -> (f64, bool) {
        let mut w = Window::of(ends, wc);
        let (mut best, mut best_c, mut chosen) = (if MAX { -INF } else { INF }, false, NONE);
        let kids = n.children_in(self.children);
        let mut i = 0;
        while let Some(&child) = kids.get(i) {
            let (v, vc) = self.child_value(count, child, w, room);
            if v.is_nan() {
                return STOPPED;
            }
            i += 1;
            let take;
            (best, take) = further::<MAX>(vc | best_c, v, best, i == 1);
            best_c = std::hint::select_unpredictable(take, vc, best_c);
            if TRACK {
                chosen = std::hint::select_unpredictable(take, child.0, chosen);
            }
            // The window's end on this node's side moves to `v` where `v` is past it.
            let (end, end_c) = if MAX {
                (&mut w.alpha, &mut w.alpha_c)
            } else {
                (&mut w.beta, &mut w.beta_c)
            };
            let moved;
            (*end, moved) = further::<MAX>(vc | *end_c, v, *end, false);
            *end_c = std::hint::select_unpredictable(moved, vc, *end_c);
            let same = (*end).to_bits() == best.to_bits() && *end_c == best_c;
            if i < kids.len() && self.reaches(w.alpha_c || w.beta_c, w.alpha, w.beta) {
                // (No child is left to search.)
                i = kids.len();
            } else if same {
                break;
            }
        }
        // The end is the best so far from here.
        while let Some(&child) = kids.get(i) {
            let w = if MAX {
                Window {
                    alpha: best,
                    alpha_c: best_c,
                    ..w
                }
            } else {
                Window {
                    beta: best,
                    beta_c: best_c,
                    ..w
                }
            };
            let (v, vc) = self.child_value(count, child, w, room);
            if v.is_nan() {
                return STOPPED;
            }
            i += 1;
            let take;
            (best, take) = further::<MAX>(vc | best_c, v, best, false);
            best_c = std::hint::select_unpredictable(take, vc, best_c);
            if TRACK {
                chosen = std::hint::select_unpredictable(take, child.0, chosen);
            }
            let (alpha, beta) = if MAX { (best, w.beta) } else { (w.alpha, best) };
            let tol = if MAX {
                best_c || w.beta_c
            } else {
                w.alpha_c || best_c
            };
            if i < kids.len() && self.reaches(tol, alpha, beta) {
                break;
            }
        }
        if TRACK {
            *best_child = chosen;
        }
        // (Fail-hard's hold is the caller's: see `held`.)
        (best, best_c)
    }

    /// The value of `child` searched with the window `w` (a leaf's own, counted), and
    /// whether it is computed, with `room` levels of calls left; NaN where the search
    /// stopped.
    #[inline(always)]
    fn child_value(&self, count: &mut Count, child: NodeId, w: Window, room: u32) -> (f64, bool) {
        let c = self.nodes[child.index()];
        if c.value.is_nan() {
            self.inner(count, child.0, c, w, room)
        } else {
            count.leaves += 1;
            (c.value, false)
        }
    }

    /// The chance node `node` (`n`) searched with the window whose ends are `ends`
    /// (computed as `wc` says): its weighted sum, or with Star1 the bound it returns at a
    /// cut; NaN where the search stopped. A row of leaves is searched by [`row`](Self::row);
    /// every other chance node, and a row that its quick search leaves undecided, by
    /// [`chance_checked`](Self::chance_checked).
    #[inline(always)]
    fn chance_node(
        &self,
        count: &mut Count,
        node: u32,
        n: Node,
        ends: (f64, f64),
        wc: (bool, bool),
        room: u32,
    ) -> (f64, bool) {
        let found = self.row(count, node, n, ends, wc);
        // (NaN without a stop is `UNDECIDED`.)
        if found.0.is_nan() && count.stop.is_none() {
            self.chance_checked(count, node, n, ends, wc, room)
        } else {
            found
        }
    }

    /// The chance node `node` (`n`) searched with the window whose ends are `ends`
    /// (computed as `wc` says) where it is a row of leaves: its weighted sum, or with Star1
    /// the bound it returns at a cut, decided by the quick tests; [`UNDECIDED`] where it is
    /// not a row, or where a plain sum overflowed or a value came near a threshold.
    ///
    /// The caller then searches the node checked ([`chance_node`](Self::chance_node)),
    /// with the arguments it kept anyway: here none of them is kept past the row's start,
    /// so a function that calls nothing saves no registers for them.
    #[inline(never)]
    fn row(
        &self,
        count: &mut Count,
        node: u32,
        n: Node,
        ends: (f64, f64),
        wc: (bool, bool),
    ) -> (f64, bool) {
        let w = Window::of(ends, wc);
        let Some((leaves, probs, mass, base)) = self.leaf_row(node, n) else {
            return UNDECIDED;
        };
        let found = if TESTING && RowTests::apply(w, self.leaf_size) {
            let row = RowTests::new(w, (self.lo_leaf, self.hi_leaf), base);
            self.star1_row(count, row, leaves, probs, mass)
        } else {
            let first = node + 1;
            let kids = leaves.iter().zip(probs).enumerate();
            let kids = kids.map(|(i, (&c, &p))| (NodeId(first + i as u32), c, p));
            // (A row calls nothing, so it needs no room for calls.)
            self.chance_of::<true>(count, node, kids, mass, w, 0)
        };
        found.unwrap_or(UNDECIDED)
    }

    /// The chance node `node`'s (`n`'s) children where they are a row of leaves searched in
    /// file order: the leaves, read in a row where the arena has them with no child array
    /// between, their probabilities, their mass, as the main loop sums it, and the
    /// [`row_base`] of that mass (only Star1's tests read those two); `None` for every
    /// other node.
    #[inline(always)]
    fn leaf_row(&self, node: u32, n: Node) -> Option<(&[Node], &[f64], f64, f64)> {
        let row = *self.leaf_rows.get(node as usize)?;
        if row == Row::No {
            return None;
        }
        let (leaves, probs) = leaf_row_in(self.nodes, self.children, self.probs, node, n)?;
        // The mass of another row is summed as the main loop sums it, as `Iterator::sum`
        // sums, from the sum of nothing, so to the bit.
        let (mass, base) = match row {
            Row::Other if TESTING => {
                let mass = probs.iter().sum();
                (mass, row_base(self.leaf_size, mass))
            }
            _ => (1.0, self.unit_row_base),
        };
        Some((leaves, probs, mass, base))
    }

    /// A chance node searched as [`chance_node`](Self::chance_node) says, with each child's
    /// sum checked as it is made, and the exact tests where a value comes near a threshold.
    /// Before each child its thresholds A_i and B_i and its window, as `next_chance_child`
    /// computes them; after it, the tests, the held last sum and the bound, as
    /// `integrate_chance` makes them.
    #[inline(never)]
    fn chance_checked(
        &self,
        count: &mut Count,
        node: u32,
        n: Node,
        ends: (f64, f64),
        wc: (bool, bool),
        room: u32,
    ) -> (f64, bool) {
        let w = Window::of(ends, wc);
        let kids = n.children_in(self.children).iter();
        let kids = kids.map(|&c| (c, self.nodes[c.index()], prob_in(self.probs, c)));
        // (Only the cutoff tests read the mass.)
        let mass = if TESTING {
            kids.clone().map(|(_, _, p)| p).sum()
        } else {
            0.0
        };
        let found = self.chance_of::<false>(count, node, kids, mass, w, room);
        found.unwrap_or_else(|| unreachable!("a checked row is not searched again"))
    }

    /// A row of leaves under Star1 with finite leaf bounds, `leaves` with their
    /// probabilities `probs` of the mass `mass`, decided by `row`'s tests: a leaf clear of
    /// both thresholds adds its plain sum, one clearly past a threshold cuts (or, the last,
    /// holds the sum) at the bound the exact tests give. `None` where a leaf comes near a
    /// threshold: nothing is counted, and the checked search decides the row again.
    #[inline(always)]
    fn star1_row(
        &self,
        count: &mut Count,
        row: RowTests,
        leaves: &[Node],
        probs: &[f64],
        mass: f64,
    ) -> Option<(f64, bool)> {
        // The last leaf apart, after the loop: it has no mass after it, where the others
        // take theirs from the one before (as `mass_after` makes it), and so the loop asks
        // no question that depends on the row's length but whether it goes on. (Indices
        // below `last`, in two slices of one length, need no bounds tests.)
        let last = leaves.len().checked_sub(1)?;
        let probs = probs.get(..leaves.len())?;
        let (mut s, mut rest, mut i) = (0.0, mass, 0);
        while i < last {
            let p = probs[i];
            rest = (rest - p).max(0.0);
            i += 1;
            match row.leaf(s, p, leaves[i - 1].value, rest, false)? {
                Near::Go(sum) => s = sum,
                Near::Cut { bound, .. } => {
                    count.leaves += i as u64;
                    return Some((bound, true));
                }
                Near::Undefined => unreachable!("a bound the row's tests give is finite"),
            }
        }
        match row.leaf(s, probs[last], leaves[last].value, 0.0, true)? {
            Near::Go(sum) => s = sum,
            _ => unreachable!("the last leaf holds the sum, and a bound is finite"),
        }
        count.leaves += leaves.len() as u64;
        Some((s, true))
    }

    /// The search of the chance node `node` whose children, each with its
    /// node and probability, are `kids`, of the mass `mass` (which only Star1's tests
    /// read); `LEAVES` where they are known to be leaves, so that the loop has no call in
    /// it.
    ///
    /// A row of leaves (`LEAVES`) is decided by the quick tests alone ([`Child::quick`]),
    /// and takes a clear leaf's plain sum without asking whether it is finite: it asks
    /// once, where the row ends. A sum that is not finite stays so under every later plain
    /// step, so the last sum is finite only where every sum before it was; and a quick cut
    /// needs a finite sum before the cutting leaf (its threshold is finite), so every sum
    /// before a cut was finite too. Where the row's last sum is not finite, or a leaf is
    /// near a threshold, nothing is counted and `None` says to search the row again with
    /// each sum checked and the exact tests, which is what the main loop does.
    #[inline(always)]
    fn chance_of<const LEAVES: bool>(
        &self,
        count: &mut Count,
        node: u32,
        kids: impl ExactSizeIterator<Item = (NodeId, Node, f64)>,
        mass: f64,
        w: Window,
        room: u32,
    ) -> Option<(f64, bool)> {
        let mut rest = mass;
        let (mut s, mut leaves, len) = (0.0, 0, kids.len());
        for (i, (child, c, p)) in kids.enumerate() {
            let at = self.open(w, p, s, &mut rest, i + 1 == len);
            let (v, clear) = if !LEAVES && c.value.is_nan() {
                let ((a, a_over), (b, b_over)) = at.thresholds(self);
                let cw = Window::for_child(self, (a, a_over), (b, b_over));
                let v = self.inner(count, child.0, c, cw, room).0;
                if v.is_nan() {
                    return Some(STOPPED);
                }
                (v, !a_over & !b_over & clear_of(v, a, b))
            } else {
                leaves += 1;
                (c.value, at.leaf_is_clear(self, c.value))
            };
            let near = if LEAVES {
                // (Near a threshold the row is searched again, checked, with the exact tests.)
                at.quick(self, v, clear)?
            } else {
                at.settle(self, v, clear)
            };
            match near {
                Near::Go(sum) => s = sum,
                Near::Cut { bound, .. } => {
                    s = bound;
                    break;
                }
                Near::Undefined => return Some(count.stop(Stop::Undefined(node))),
            }
        }
        if LEAVES && !s.is_finite() {
            return None;
        }
        count.leaves += leaves;
        Some((s, true))
    }

    /// A chance node's child of probability `p` (`last` when none follows it) opened with
    /// the sum `s` before it, and the mass after it, which `rest` becomes.
    #[inline(always)]
    fn open(&self, w: Window, p: f64, s: f64, rest: &mut f64, last: bool) -> Child {
        let rest_after = if TESTING {
            mass_after(*rest, p, last)
        } else {
            *rest
        };
        *rest = rest_after;
        Child {
            alpha: w.alpha,
            beta: w.beta,
            s,
            p,
            rest_after,
            last,
        }
    }
}

impl Window {
    /// The window of a chance node's child with the thresholds `a` and `b` (each with
    /// whether it overflowed), as the main loop gives it.
    #[inline(always)]
    fn for_child<const TESTING: bool>(
        r: &Rules<TESTING>,
        a: (f64, bool),
        b: (f64, bool),
    ) -> Window {
        let ((alpha, beta), (alpha_c, beta_c)) = chance_child_window(a, b, (r.lo_leaf, r.hi_leaf));
        Window {
            alpha,
            beta,
            alpha_c,
            beta_c,
        }
    }
}

/// One child of a chance node, as its cutoff tests read it: the node's window, the sum
/// before the child, the child's probability, the mass of the children after it, and
/// whether it is the last.
#[derive(Clone, Copy)]
struct Child {
    alpha: f64,
    beta: f64,
    s: f64,
    p: f64,
    rest_after: f64,
    last: bool,
}

/// The cutoff tests of a row of leaves under Star1, made in the sums' terms, so without the
/// thresholds' divisions: a leaf's weighted value `p·v` against `α − s − r·U` (for A_i, where
/// `s` is the sum before it and `r` the mass after it) and `β − s − r·L` (for B_i), each
/// with a margin for the row (`margin`) that is more than the tolerance and the rounding
/// together.
///
/// They apply where both ends of the window and both leaf bounds are finite. Why the margin
/// is enough:
/// - The row's size, `2·(|α| + |β| + mass·(leaf_size + 1))`, is at least every term of those
///   differences and every probability. That holds for the sum before a leaf too, whatever
///   the leaves' own values: each leaf the sum took was clear, so its weighted value lay
///   between `α − s − r·U` and `β − s − r·L`, and the sum after it between `α − r·U` and
///   `β − r·L`.
/// - A weighted value clear of `α − s − r·U` by the margin is above A_i, computed as the
///   exact tests compute it, by more than 4 × the tolerance of the size, over `p`; A_i is at
///   most the size over `p`, and so is the value of a leaf clear of both. The rounding of a
///   few steps (at most 2^-52 of the size each) is a hundred-millionth of the margin.
/// - So a leaf these tests call clear is above A_i by more than the tolerance of A_i and
///   `v` together, and below B_i likewise. One they call clearly below A_i is below it by
///   as much (where `v` is more than twice the size over `p`, it is far from A_i by its
///   own size): the exact tests say the same, with the tolerance or without it, with the
///   strict cutoff or not. A threshold that overflows is one the exact tests decide on the
///   sums, which these tests are made on; an infinite value is never clear here.
#[derive(Clone, Copy)]
struct RowTests {
    alpha: f64,
    beta: f64,
    /// `α + margin` and `β − margin`: a weighted value is clear between them, less the sum
    /// before it and what the leaves after it can add.
    above_a: f64,
    below_b: f64,
    margin: f64,
    lo_leaf: f64,
    hi_leaf: f64,
}

/// The row's margin over its size: 8 × the tolerance, twice what the proof needs.
const ROW_MARGIN: f64 = 8.0 * crate::num::TOLERANCE;

/// What the row's margin, `ROW_MARGIN · (1 + size)` ([`RowTests`]), takes from its mass
/// and not from the window: `1 + 2·mass·(leaf_size + 1)`, for the mass `mass` in leaf
/// bounds of the size `leaf_size`. (The sum before a leaf is at most `|α| + |β| +
/// mass·leaf_size` in size, and each difference at most that and as much again.) Worked
/// out once a search for a row of mass 1.
pub(in crate::search::engine) fn row_base(leaf_size: f64, mass: f64) -> f64 {
    1.0 + 2.0 * mass * (leaf_size + 1.0)
}

impl RowTests {
    /// Whether the tests apply to a row searched with the window `w` where the leaf bounds'
    /// size is `leaf_size`: every end finite.
    #[inline(always)]
    fn apply(w: Window, leaf_size: f64) -> bool {
        (w.alpha - w.beta + leaf_size).is_finite()
    }

    /// The tests of a row of leaves searched with the window `w`, in the finite leaf
    /// bounds `(lo_leaf, hi_leaf)`, whose mass and bounds give the [`row_base`] `base`.
    #[inline(always)]
    fn new(w: Window, (lo_leaf, hi_leaf): (f64, f64), base: f64) -> RowTests {
        let margin = ROW_MARGIN * (base + 2.0 * (w.alpha.abs() + w.beta.abs()));
        RowTests {
            alpha: w.alpha,
            beta: w.beta,
            above_a: w.alpha + margin,
            below_b: w.beta - margin,
            margin,
            lo_leaf,
            hi_leaf,
        }
    }

    /// Whether the weighted value `pv` of a leaf after the sum `s`, with the mass `rest`
    /// after it, is clear of both thresholds.
    #[inline(always)]
    fn clear(self, s: f64, pv: f64, rest: f64) -> bool {
        (pv > (self.above_a - s) - rest * self.hi_leaf)
            & (pv < (self.below_b - s) - rest * self.lo_leaf)
    }

    /// What the node does with a leaf of value `v` and probability `p` after the sum `s`,
    /// with the mass `rest` after it (`last` when none follows it): goes on with its plain
    /// sum where it is clear, or cuts (after the last leaf, holds the sum) where it is
    /// clearly past a threshold; `None` where it is near one.
    #[inline(always)]
    fn leaf(self, s: f64, p: f64, v: f64, rest: f64, last: bool) -> Option<Near> {
        let pv = p * v;
        if self.clear(s, pv, rest) {
            // (Clear, the sum is finite: `add_weighted`'s to the bit.)
            Some(Near::Go(s + pv))
        } else {
            self.past(s, pv, rest, last)
        }
    }

    /// A weighted value `pv` that is not clear: where it is clearly past a threshold, what
    /// the exact tests make of it, a cut at the bound they give (after the `last` child,
    /// the sum held at it); `None` where it is near one, or the bound is not finite.
    #[inline(always)]
    fn past(self, s: f64, pv: f64, rest: f64, last: bool) -> Option<Near> {
        let (up, down) = (rest * self.hi_leaf, rest * self.lo_leaf);
        let low = pv < ((self.alpha - self.margin) - s) - up;
        let high =
            !low && pv > (self.above_a - s) - up && pv > ((self.beta + self.margin) - s) - down;
        if !(low || high) {
            return None;
        }
        let (bounds, window) = ((self.lo_leaf, self.hi_leaf), (self.alpha, self.beta));
        cut_past(low, s + pv, rest, bounds, window, last)
    }
}

/// A child clearly past a threshold (`low`: below A_i, else above B_i), with the sum `sum`
/// that takes it in and the mass `rest` after it, in the leaf bounds `(lo_leaf, hi_leaf)`
/// and the window `(alpha, beta)`: the bound the exact tests give, as a cut (after the
/// `last` child, the sum held at it); `None` where that bound is not finite.
#[inline(always)]
fn cut_past(
    low: bool,
    sum: f64,
    rest: f64,
    (lo_leaf, hi_leaf): (f64, f64),
    (alpha, beta): (f64, f64),
    last: bool,
) -> Option<Near> {
    let reach = sum + weighted(rest, if low { hi_leaf } else { lo_leaf });
    if !reach.is_finite() {
        return None;
    }
    let bound = if low {
        reach.min(alpha)
    } else {
        reach.max(beta)
    };
    Some(if last {
        Near::Go(bound)
    } else {
        Near::Cut { bound, low }
    })
}

/// Whether `v` is clear of the thresholds `a` (below it) and `b` (above it) by more than the
/// tolerance: then no cutoff test and no held sum applies to it.
#[inline(always)]
fn clear_of(v: f64, a: f64, b: f64) -> bool {
    (v > clear_above(a)) & (v < clear_below(b))
}

impl Child {
    /// What the children after this one can add, at least and at most (without Star1's
    /// tests, nothing is read of it).
    #[inline(always)]
    fn unknown<const TESTING: bool>(self, r: &Rules<TESTING>) -> (f64, f64) {
        (
            weighted(self.rest_after, r.lo_leaf),
            weighted(self.rest_after, r.hi_leaf),
        )
    }

    /// The thresholds A_i and B_i, and whether each overflowed from finite terms; `-∞`
    /// and `∞` (the ones that never cut) without Star1's tests.
    #[inline(always)]
    fn thresholds<const TESTING: bool>(self, r: &Rules<TESTING>) -> ((f64, bool), (f64, bool)) {
        if !TESTING {
            return ((-INF, false), (INF, false));
        }
        let (un_lo, un_hi) = self.unknown(r);
        (
            threshold(self.alpha, self.s, un_hi, self.p, -INF),
            threshold(self.beta, self.s, un_lo, self.p, INF),
        )
    }

    /// Whether a leaf's value `v` is clear of both thresholds by more than the tolerance,
    /// for the commonest case made without their exact forms: where both are finite, the
    /// products that make them differ from [`thresholds`](Self::thresholds)'s at most in
    /// the sign of a zero, which moves neither bound of [`clear_above`] and
    /// [`clear_below`]; every other case (a zero probability, an infinite bound or
    /// threshold) is not clear here, and goes to the exact tests. (No test for that is
    /// needed: `clear_above_finite` of `∞` is `∞`, of `-∞` and NaN NaN, and no value is
    /// above either.)
    #[inline(always)]
    fn leaf_is_clear<const TESTING: bool>(self, r: &Rules<TESTING>, v: f64) -> bool {
        if !TESTING {
            return v.is_finite();
        }
        let (a, b) = self.quick_thresholds(r);
        (v > clear_above_finite(a)) & (v < -clear_above_finite(-b))
    }

    /// The thresholds A_i and B_i in plain arithmetic, as the quick tests read them: where
    /// both are finite they are [`thresholds`](Self::thresholds)' up to the sign of a zero.
    #[inline(always)]
    fn quick_thresholds<const TESTING: bool>(self, r: &Rules<TESTING>) -> (f64, f64) {
        (
            (self.alpha - self.s - self.rest_after * r.hi_leaf) / self.p,
            (self.beta - self.s - self.rest_after * r.lo_leaf) / self.p,
        )
    }

    /// The child's value `v` clearly past a threshold, decided as
    /// [`leaf_is_clear`](Self::leaf_is_clear) decides a clear one, without their exact forms:
    /// what the exact tests make of it, the bound at a cut (the held sum after the last
    /// child), where every number that goes into it is finite and no sum overflows. `None`
    /// leaves every other case (near a threshold by the tolerance, a zero probability, an
    /// infinity or an overflow anywhere) to the exact tests.
    ///
    /// (A finite A_i needs a probability that is not zero, so the plain products are
    /// `weighted`'s; a finite bound needs a finite sum, so `add_weighted`'s careful steps
    /// never apply. A value clearly below A_i is below it by the tolerant test too, and one
    /// clearly above it is not, so B_i is tested only where A_i's test has failed, as the
    /// exact tests do.)
    #[inline(always)]
    fn clear_cut<const TESTING: bool>(self, r: &Rules<TESTING>, v: f64) -> Option<Near> {
        if !TESTING {
            return None;
        }
        let (a, b) = self.quick_thresholds(r);
        let (low, high) = if r.strict {
            (
                v < -clear_above_finite(-a),
                v > clear_above_finite(a) && v > clear_above_finite(b),
            )
        } else {
            (
                v <= a && a.is_finite(),
                v > clear_above_finite(a) && v >= b && b.is_finite(),
            )
        };
        if !(low || high) {
            return None;
        }
        let (bounds, window) = ((r.lo_leaf, r.hi_leaf), (self.alpha, self.beta));
        cut_past(
            low,
            self.s + self.p * v,
            self.rest_after,
            bounds,
            window,
            self.last,
        )
    }

    /// What the node does with a leaf's value `v` in a row summed unchecked, where the
    /// quick tests decide it: clear (`clear`), or clearly past a threshold. `None` for
    /// every other case.
    #[inline(always)]
    fn quick<const TESTING: bool>(self, r: &Rules<TESTING>, v: f64, clear: bool) -> Option<Near> {
        if clear {
            Some(Near::Go(self.s + self.p * v))
        } else {
            self.clear_cut(r, v)
        }
    }

    /// What the node does with the child's value `v`: where `clear` (of both thresholds
    /// by more than the tolerance, the commonest case) and the plain sum finite, nothing
    /// is cut or held and the sum takes it as it is; otherwise the quick cut, or the exact
    /// tests, decide.
    #[inline(always)]
    fn settle<const TESTING: bool>(self, r: &Rules<TESTING>, v: f64, clear: bool) -> Near {
        // (A clear value is finite, and so is a clear threshold, so the probability is not
        // zero: where the plain sum is finite it is `add_weighted`'s.)
        let sum = self.s + self.p * v;
        if clear & sum.is_finite() {
            Near::Go(sum)
        } else if let Some(cut) = self.clear_cut(r, v) {
            cut
        } else {
            near_of(
                r,
                self.alpha,
                self.beta,
                self.s,
                self.p,
                self.rest_after,
                self.last,
                v,
            )
        }
    }

    /// The child's value `v`, near or beyond a threshold (or after an overflow): the
    /// tests, the held last sum and the bound, as `integrate_chance` makes them.
    #[inline(always)]
    fn near<const TESTING: bool>(self, r: &Rules<TESTING>, v: f64) -> Near {
        let sum = add_weighted(self.s, self.p, v);
        if !TESTING {
            return sum.map_or(Near::Undefined, Near::Go);
        }
        let (a, b) = self.thresholds(r);
        let (un_lo, un_hi) = self.unknown(r);
        let test = StarTest {
            alpha: self.alpha,
            beta: self.beta,
            a,
            b,
            un_lo,
            un_hi,
            strict: r.strict,
            last: self.last,
        };
        test.judge(v, sum, (sum, sum))
    }
}

/// [`Child::near`] out of line, the child given as numbers rather than as one value: so
/// the commonest path, which never calls it, need not store the child in memory first.
#[cold]
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn near_of<const TESTING: bool>(
    r: &Rules<TESTING>,
    alpha: f64,
    beta: f64,
    s: f64,
    p: f64,
    rest_after: f64,
    last: bool,
    v: f64,
) -> Near {
    let at = Child {
        alpha,
        beta,
        s,
        p,
        rest_after,
        last,
    };
    at.near(r, v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rules<const TESTING: bool>(
        lo_leaf: f64,
        hi_leaf: f64,
        strict: bool,
    ) -> Rules<'static, TESTING> {
        Rules {
            nodes: &[],
            children: &[],
            probs: &[],
            leaf_rows: &[],
            strict,
            hold: false,
            lo_leaf,
            hi_leaf,
            leaf_size: lo_leaf.abs().max(hi_leaf.abs()),
            unit_row_base: row_base(lo_leaf.abs().max(hi_leaf.abs()), 1.0),
        }
    }

    /// A chance node's outcome with its numbers as bits, to compare two to the bit.
    fn outcome(near: Near) -> (u8, u64, bool) {
        match near {
            Near::Go(x) => (0, x.to_bits(), false),
            Near::Cut { bound, low } => (1, bound.to_bits(), low),
            Near::Undefined => (2, 0, false),
        }
    }

    /// `x` moved by `k` steps of `unit` times its size: ulps when `unit` is tiny, tolerances
    /// when it is about 1e-9.
    fn nudge(x: f64, k: i32, unit: f64) -> f64 {
        x + f64::from(k) * unit * x.abs().max(1.0)
    }

    /// A value the quick test calls clear whose plain sum overflows is summed as
    /// `add_weighted` sums it: held at the largest float, not taken to infinity.
    #[test]
    fn a_clear_value_whose_plain_sum_overflows_is_summed_carefully() {
        let r = rules::<false>(-f64::MAX, f64::MAX, false);
        let at = Child {
            alpha: -INF,
            beta: INF,
            s: 0.75 * f64::MAX,
            p: 0.5,
            rest_after: 0.0,
            last: true,
        };
        let v = f64::MAX;
        assert!(at.leaf_is_clear(&r, v));
        let want = add_weighted(at.s, at.p, v).unwrap();
        assert_eq!(want, f64::MAX);
        match at.settle(&r, v, true) {
            Near::Go(x) => assert_eq!(x.to_bits(), want.to_bits()),
            other => panic!("{other:?}"),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]

        /// Where the quick test calls a value clear, the exact tests take it as a plain sum:
        /// no cut, nothing held; where the quick cut takes it past a threshold, the exact
        /// tests cut, or hold the last sum, at the same bound to the bit. The window is
        /// placed so that A_i or B_i lands on the value, give or take a few ulps or
        /// tolerances, where the two could part, with or without mass left after the child.
        #[test]
        fn what_the_quick_tests_decide_the_exact_tests_decide_too(
            v in -8i32..=8,
            s in -8i32..=8,
            weights in (1u32..=9, 1u32..=9),
            rest_num in 0u32..=9,
            bound in 1i32..=9,
            last: bool,
            strict: bool,
            end in -6i32..=6,
            unit in 0usize..3,
            near_alpha: bool,
            gap in -10i32..=40,
        ) {
            let (v, s) = (f64::from(v) / 3.0, f64::from(s) / 7.0);
            let p = f64::from(weights.0.min(weights.1)) / f64::from(weights.0.max(weights.1));
            let rest_after = if last { 0.0 } else { f64::from(rest_num) / 10.0 * (1.0 - p) };
            let (lo, hi) = (-f64::from(bound), f64::from(bound));
            let unit = [f64::EPSILON, 1e-9, 1e-3][unit];
            // α where A_i equals v in exact arithmetic, or β where B_i does, then moved; the
            // other end `gap` tenths away (a negative gap: an empty window, which a child of
            // a chance node can be given). Both cannot be near v where mass is left: A_i is
            // below B_i by that mass times hi − lo, over p.
            let gap = f64::from(gap) / 10.0;
            let (alpha, beta) = if near_alpha {
                let alpha = nudge(s + rest_after * hi + p * v, end, unit);
                (alpha, alpha + gap)
            } else {
                let beta = nudge(s + rest_after * lo + p * v, end, unit);
                (beta - gap, beta)
            };
            let r = rules::<true>(lo, hi, strict);
            let at = Child { alpha, beta, s, p, rest_after, last };
            let ((a, a_over), (b, b_over)) = at.thresholds(&r);
            let sum = add_weighted(s, p, v).unwrap().to_bits();
            let exact = match at.near(&r, v) {
                Near::Go(x) => Some(x.to_bits()),
                _ => None,
            };
            if at.leaf_is_clear(&r, v) {
                prop_assert_eq!(exact, Some(sum), "leaf {} a {} b {}", v, a, b);
            }
            if !a_over & !b_over & clear_of(v, a, b) {
                prop_assert_eq!(exact, Some(sum), "child {} a {} b {}", v, a, b);
            }
            if let Some(quick) = at.clear_cut(&r, v) {
                prop_assert_eq!(outcome(quick), outcome(at.near(&r, v)), "cut {} a {} b {}", v, a, b);
            }
            // A row's tests, where they apply (finite window) and the sum before the leaf is
            // one a row of clear leaves can reach; the smallest mass the row can have,
            // which gives the narrowest margin.
            let mass = p + rest_after;
            let w = Window::of((alpha, beta), (true, true));
            let reachable = s.abs() <= alpha.abs().max(beta.abs()) + mass * hi;
            if RowTests::apply(w, hi) && reachable {
                let row = RowTests::new(w, (lo, hi), row_base(hi, mass));
                let pv = p * v;
                if row.clear(s, pv, rest_after) {
                    prop_assert_eq!(exact, Some(sum), "row clear {} a {} b {}", v, a, b);
                } else if let Some(quick) = row.past(s, pv, rest_after, last) {
                    prop_assert_eq!(outcome(quick), outcome(at.near(&r, v)), "row cut {} a {} b {}", v, a, b);
                }
            }
        }
    }
}
