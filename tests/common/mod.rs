//! Shared test helpers: random trees as plain recursive values, and deliberately naive
//! reference searches written straight from the textbooks — independent of the arena and
//! of the search engine they check.

pub mod counting;

use std::path::PathBuf;

use gametree::num::Probability;
use gametree::parse::{Document, Source};
use gametree::render::words::*;
use gametree::tree::{Kind, NodeId, Tree, TreeBuilder};
use proptest::prelude::*;

/// A tree as a plain value.
#[derive(Clone, Debug)]
pub enum T {
    Leaf(f64),
    Max(Vec<T>),
    Min(Vec<T>),
    /// Children with weights (normalised to probabilities).
    Chance(Vec<(u32, T)>),
}

impl T {
    /// The arena tree for this value (leaf numbers left to right, as the reference counts).
    pub fn build(&self) -> Tree {
        let mut b = TreeBuilder::new();
        let root = self.add(&mut b);
        b.finish(root).expect("generated trees are valid")
    }

    fn add(&self, b: &mut TreeBuilder) -> NodeId {
        match self {
            T::Leaf(v) => b.leaf(*v),
            T::Max(cs) => {
                let ids = cs.iter().map(|c| c.add(b)).collect();
                b.node(Kind::Max, ids)
            }
            T::Min(cs) => {
                let ids = cs.iter().map(|c| c.add(b)).collect();
                b.node(Kind::Min, ids)
            }
            T::Chance(cs) => {
                let total: u32 = cs.iter().map(|(w, _)| w).sum();
                let ids: Vec<NodeId> = cs.iter().map(|(_, c)| c.add(b)).collect();
                let uniform = cs.iter().all(|(w, _)| *w == cs[0].0);
                if !uniform {
                    for ((w, _), id) in cs.iter().zip(&ids) {
                        b.set_prob(*id, Probability::parse(&format!("{w}/{total}")).unwrap());
                    }
                }
                b.node(Kind::Chance, ids)
            }
        }
    }

    /// Probabilities of a chance node's children, as the arena computes them.
    pub fn probs(cs: &[(u32, T)]) -> Vec<f64> {
        let total: u32 = cs.iter().map(|(w, _)| w).sum();
        if cs.iter().all(|(w, _)| *w == cs[0].0) {
            vec![1.0 / cs.len() as f64; cs.len()]
        } else {
            cs.iter().map(|(w, _)| *w as f64 / total as f64).collect()
        }
    }

    pub fn leaf_count(&self) -> usize {
        match self {
            T::Leaf(_) => 1,
            T::Max(cs) | T::Min(cs) => cs.iter().map(T::leaf_count).sum(),
            T::Chance(cs) => cs.iter().map(|(_, c)| c.leaf_count()).sum(),
        }
    }

    /// The same tree with the given leaves (1-based numbers) set to `v`.
    pub fn with_leaves(&self, leaves: &[u32], v: f64) -> T {
        let mut n = 0;
        self.map_leaves(&mut |x| {
            n += 1;
            if leaves.contains(&n) { v } else { x }
        })
    }

    /// The same shape with MAX and MIN levels alternating from `max` at the top (chance
    /// nodes become decision nodes of their level).
    pub fn alternating(&self, max: bool) -> T {
        let kids = |cs: Vec<&T>| cs.into_iter().map(|c| c.alternating(!max)).collect();
        let cs: Vec<&T> = match self {
            T::Leaf(v) => return T::Leaf(*v),
            T::Max(cs) | T::Min(cs) => cs.iter().collect(),
            T::Chance(cs) => cs.iter().map(|(_, c)| c).collect(),
        };
        if max {
            T::Max(kids(cs))
        } else {
            T::Min(kids(cs))
        }
    }

    /// The same tree with every leaf value `v` replaced by `f(v)`.
    pub fn map_leaves(&self, f: &mut dyn FnMut(f64) -> f64) -> T {
        match self {
            T::Leaf(v) => T::Leaf(f(*v)),
            T::Max(cs) => T::Max(cs.iter().map(|c| c.map_leaves(f)).collect()),
            T::Min(cs) => T::Min(cs.iter().map(|c| c.map_leaves(f)).collect()),
            T::Chance(cs) => T::Chance(cs.iter().map(|(w, c)| (*w, c.map_leaves(f))).collect()),
        }
    }
}

fn tol(a: f64, b: f64) -> f64 {
    1e-9 * 1f64.max(a.abs()).max(b.abs())
}
pub fn same(a: f64, b: f64) -> bool {
    a == b || (a.is_finite() && b.is_finite() && (a - b).abs() <= tol(a, b))
}

/// Plain minimax; chance nodes average.
pub fn minimax(t: &T) -> f64 {
    match t {
        T::Leaf(v) => *v,
        T::Max(cs) => cs.iter().map(minimax).fold(f64::NEG_INFINITY, f64::max),
        T::Min(cs) => cs.iter().map(minimax).fold(f64::INFINITY, f64::min),
        T::Chance(cs) => T::probs(cs)
            .iter()
            .zip(cs)
            .map(|(p, (_, c))| p * minimax(c))
            .sum(),
    }
}

/// The conventions the reference alpha-beta takes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Conv {
    pub strict: bool,
    pub fail_hard: bool,
    pub root_reset: bool,
    /// Each child gets only its parent's own bound: the MAX parent's α as the child's α
    /// (β = +∞), the MIN parent's β as the child's β (α = −∞).
    pub no_deep_cutoffs: bool,
}

/// Textbook alpha-beta (AIMA's MAX-VALUE/MIN-VALUE for fail-soft, the clamped form for
/// fail-hard), children left to right, full window below chance nodes. Records every leaf
/// evaluated by number.
pub struct AlphaBeta {
    pub conv: Conv,
    pub evaluated: Vec<u32>,
    next_leaf: u32,
}

impl AlphaBeta {
    pub fn run(t: &T, conv: Conv) -> (f64, Vec<u32>) {
        let mut ab = AlphaBeta {
            conv,
            evaluated: Vec::new(),
            next_leaf: 0,
        };
        let v = ab.value(t, f64::NEG_INFINITY, f64::INFINITY, true);
        (v, ab.evaluated)
    }

    fn cut(&self, v: f64, limit: f64, high: bool) -> bool {
        let eq = same(v, limit);
        if self.conv.strict {
            !eq && if high { v > limit } else { v < limit }
        } else {
            eq || if high { v > limit } else { v < limit }
        }
    }

    fn skip(&mut self, rest: &[T]) {
        for c in rest {
            self.next_leaf += c.leaf_count() as u32;
        }
    }

    fn value(&mut self, t: &T, mut alpha: f64, mut beta: f64, root: bool) -> f64 {
        let (a0, b0) = (alpha, beta);
        match t {
            T::Leaf(v) => {
                self.next_leaf += 1;
                self.evaluated.push(self.next_leaf);
                *v
            }
            T::Max(cs) => {
                let mut v = f64::NEG_INFINITY;
                for (i, c) in cs.iter().enumerate() {
                    let (ca, cb) = if root && self.conv.root_reset {
                        (a0, b0)
                    } else if self.conv.no_deep_cutoffs {
                        (alpha, f64::INFINITY)
                    } else {
                        (alpha, beta)
                    };
                    let r = self.value(c, ca, cb, false);
                    if r > v && !same(r, v) {
                        v = r;
                    }
                    if self.cut(v, beta, true) && i + 1 < cs.len() {
                        self.skip(&cs[i + 1..]);
                        return self.ret(v, a0, b0);
                    }
                    if v > alpha {
                        alpha = v;
                    }
                }
                self.ret(v, a0, b0)
            }
            T::Min(cs) => {
                let mut v = f64::INFINITY;
                for (i, c) in cs.iter().enumerate() {
                    let (ca, cb) = if root && self.conv.root_reset {
                        (a0, b0)
                    } else if self.conv.no_deep_cutoffs {
                        (f64::NEG_INFINITY, beta)
                    } else {
                        (alpha, beta)
                    };
                    let r = self.value(c, ca, cb, false);
                    if r < v && !same(r, v) {
                        v = r;
                    }
                    if self.cut(v, alpha, false) && i + 1 < cs.len() {
                        self.skip(&cs[i + 1..]);
                        return self.ret(v, a0, b0);
                    }
                    if v < beta {
                        beta = v;
                    }
                }
                self.ret(v, a0, b0)
            }
            T::Chance(cs) => {
                let ps = T::probs(cs);
                let mut s = 0.0;
                for (p, (_, c)) in ps.iter().zip(cs) {
                    s += p * self.value(c, f64::NEG_INFINITY, f64::INFINITY, false);
                }
                self.ret(s, a0, b0)
            }
        }
    }

    fn ret(&self, v: f64, a0: f64, b0: f64) -> f64 {
        if self.conv.fail_hard {
            v.clamp(a0.min(b0), b0.max(a0))
        } else {
            v
        }
    }
}

/// Knuth and Moore's procedure F1 ("An analysis of alpha-beta pruning", 1975), word for
/// word in its negamax form, for trees whose MAX and MIN levels alternate:
///
/// ```text
/// F1(p, bound): if p is terminal return f(p)
///   m := −∞
///   for each successor p_i:  t := −F1(p_i, −m);  if t > m then m := t;  if m ≥ bound then stop
///   return m
/// ```
///
/// called as F1(root, +∞). Each node sees only its parent's best so far: no deep cutoffs.
/// Values are from the side to move (a MIN node's values negated). Records every leaf
/// evaluated by number.
pub struct KnuthMooreF1 {
    pub evaluated: Vec<u32>,
    next_leaf: u32,
}

impl KnuthMooreF1 {
    /// The root's value (from MAX's side) and the leaves evaluated; `None` when the tree's
    /// levels do not alternate (F1 is defined for that shape only) or it has chance nodes.
    pub fn run(t: &T) -> Option<(f64, Vec<u32>)> {
        fn alternates(t: &T, max: bool) -> bool {
            match t {
                T::Leaf(_) => true,
                T::Max(cs) => max && cs.iter().all(|c| alternates(c, false)),
                T::Min(cs) => !max && cs.iter().all(|c| alternates(c, true)),
                T::Chance(_) => false,
            }
        }
        if !alternates(t, matches!(t, T::Max(_) | T::Leaf(_))) {
            return None;
        }
        let mut f1 = KnuthMooreF1 {
            evaluated: Vec::new(),
            next_leaf: 0,
        };
        let v = f1.f1(t, f64::INFINITY);
        let v = if matches!(t, T::Min(_)) { -v } else { v };
        Some((v, f1.evaluated))
    }

    fn f1(&mut self, p: &T, bound: f64) -> f64 {
        let (kids, negate) = match p {
            T::Leaf(v) => {
                self.next_leaf += 1;
                self.evaluated.push(self.next_leaf);
                return *v;
            }
            T::Max(cs) => (cs, false),
            T::Min(cs) => (cs, true),
            T::Chance(_) => unreachable!("F1 is run on MAX/MIN trees only"),
        };
        let mut m = f64::NEG_INFINITY;
        for (i, c) in kids.iter().enumerate() {
            // A leaf's value is MAX's; seen from the MIN node above it, negated, and a
            // MAX node's parent negates it back.
            let t = match c {
                T::Leaf(_) if negate => -self.f1(c, -m),
                T::Leaf(_) => self.f1(c, -m),
                _ => -self.f1(c, -m),
            };
            if t > m {
                m = t;
            }
            if m >= bound {
                for rest in &kids[i + 1..] {
                    self.next_leaf += rest.leaf_count() as u32;
                }
                break;
            }
        }
        m
    }
}

/// Star1 straight from its weighted formulas (Ballard, with edge probabilities), recursive,
/// fail-soft, cut on ≥ / ≤. Returns the root value and the leaves evaluated.
pub struct Star {
    pub lo: f64,
    pub hi: f64,
    pub evaluated: Vec<u32>,
    pub probe: bool,
}

impl Star {
    pub fn run(t: &T, bounds: Option<(f64, f64)>, probe: bool) -> (f64, Vec<u32>) {
        let (lo, hi) = bounds.unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
        let mut s = Star {
            lo,
            hi,
            evaluated: Vec::new(),
            probe,
        };
        let v = s.value(t, lo, hi, 0);
        (v, s.evaluated)
    }

    fn w(p: f64, x: f64) -> f64 {
        if p == 0.0 { 0.0 } else { p * x }
    }

    /// Leaf numbering: the search needs the first leaf number of any subtree.
    fn value(&mut self, t: &T, alpha: f64, beta: f64, first_leaf: u32) -> f64 {
        match t {
            T::Leaf(v) => {
                self.evaluated.push(first_leaf + 1);
                *v
            }
            T::Max(cs) | T::Min(cs) => {
                let max = matches!(t, T::Max(_));
                let (mut a, mut b) = (alpha, beta);
                let mut v = if max {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                };
                let mut leaf = first_leaf;
                for (i, c) in cs.iter().enumerate() {
                    let r = self.value(c, a, b, leaf);
                    leaf += c.leaf_count() as u32;
                    if max {
                        if r > v && !same(r, v) {
                            v = r;
                        }
                        if v > a {
                            a = v;
                        }
                    } else {
                        if r < v && !same(r, v) {
                            v = r;
                        }
                        if v < b {
                            b = v;
                        }
                    }
                    if (a >= b || same(a, b)) && i + 1 < cs.len() {
                        break;
                    }
                }
                v
            }
            T::Chance(cs) => {
                let ps = T::probs(cs);
                let n = cs.len();
                let kinds_max = cs.iter().all(|(_, c)| matches!(c, T::Max(_)));
                let kinds_min = cs.iter().all(|(_, c)| matches!(c, T::Min(_)));
                let mut firsts = Vec::new();
                let mut leaf = first_leaf;
                for (_, c) in cs {
                    firsts.push(leaf);
                    leaf += c.leaf_count() as u32;
                }
                // Probe bounds: W (lower, MAX children) or V (upper, MIN children).
                let mut bound: Vec<f64> = vec![if kinds_min { self.hi } else { self.lo }; n];
                let mut probes: Vec<Option<(f64, f64, f64)>> = vec![None; n];
                if self.probe && (kinds_max || kinds_min) {
                    for i in 0..n {
                        let g = match &cs[i].1 {
                            T::Max(g) | T::Min(g) => &g[0],
                            _ => unreachable!(),
                        };
                        let others: f64 = (0..n)
                            .filter(|&j| j != i)
                            .map(|j| Self::w(ps[j], bound[j]))
                            .sum();
                        let (pa, pb) = if kinds_max {
                            (self.lo, ((beta - others) / ps[i]).min(self.hi))
                        } else {
                            (((alpha - others) / ps[i]).max(self.lo), self.hi)
                        };
                        let r = self.value(g, pa, pb, firsts[i]);
                        probes[i] = Some((r, pa, pb));
                        bound[i] = if kinds_max {
                            r.max(self.lo)
                        } else {
                            r.min(self.hi)
                        };
                        let total: f64 = (0..n).map(|j| Self::w(ps[j], bound[j])).sum();
                        if kinds_max && (total >= beta || same(total, beta)) {
                            return total;
                        }
                        if kinds_min && (total <= alpha || same(total, alpha)) {
                            return total;
                        }
                    }
                }
                let mut s = 0.0;
                for i in 0..n {
                    let rest_hi: f64 = (i + 1..n)
                        .map(|j| {
                            Self::w(
                                ps[j],
                                if kinds_min && self.probe {
                                    bound[j]
                                } else {
                                    self.hi
                                },
                            )
                        })
                        .sum();
                    let rest_lo: f64 = (i + 1..n)
                        .map(|j| {
                            Self::w(
                                ps[j],
                                if kinds_max && self.probe {
                                    bound[j]
                                } else {
                                    self.lo
                                },
                            )
                        })
                        .sum();
                    let ai = (alpha - s - rest_hi) / ps[i];
                    let bi = (beta - s - rest_lo) / ps[i];
                    let (ca, cb) = (ai.max(self.lo), bi.min(self.hi));
                    let v = match (&cs[i].1, probes[i]) {
                        (T::Max(g) | T::Min(g), Some((r, pa, pb))) => {
                            self.child_with_probe(&cs[i].1, g, r, pa, pb, ca, cb, firsts[i])
                        }
                        _ => self.value(&cs[i].1, ca, cb, firsts[i]),
                    };
                    let last = i + 1 == n;
                    if !last && (v <= ai || same(v, ai)) {
                        return s + ps[i] * v + rest_hi;
                    }
                    if !last && (v >= bi || same(v, bi)) {
                        return s + ps[i] * v + rest_lo;
                    }
                    s += ps[i] * v;
                }
                s
            }
        }
    }

    /// Searches a MAX/MIN child whose first child was probed: the probe's result stands in
    /// for that child when it is exact or already decides it against the new window.
    #[allow(clippy::too_many_arguments)]
    fn child_with_probe(
        &mut self,
        t: &T,
        g: &[T],
        r: f64,
        pa: f64,
        pb: f64,
        alpha: f64,
        beta: f64,
        first_leaf: u32,
    ) -> f64 {
        let max = matches!(t, T::Max(_));
        let (mut a, mut b) = (alpha, beta);
        let mut v = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut leaf = first_leaf;
        for (i, c) in g.iter().enumerate() {
            let r = if i == 0 {
                // Fail-soft theorem on the probe's window: inside it, exact; at or past an
                // end, a bound — and the leaf bounds make a bound at L (or U) exact.
                let exact = (r > pa && r < pb)
                    || (r <= pa && same(pa, self.lo))
                    || (r >= pb && same(pb, self.hi))
                    || (c.leaf_count() == 1 && matches!(c, T::Leaf(_)));
                let lower = r >= pb || same(r, pb);
                let upper = r <= pa || same(r, pa);
                if exact || (lower && (r >= b || same(r, b))) || (upper && (r <= a || same(r, a))) {
                    r
                } else {
                    self.value(c, a, b, leaf)
                }
            } else {
                self.value(c, a, b, leaf)
            };
            leaf += c.leaf_count() as u32;
            if max {
                if r > v && !same(r, v) {
                    v = r;
                }
                if v > a {
                    a = v;
                }
            } else {
                if r < v && !same(r, v) {
                    v = r;
                }
                if v < b {
                    b = v;
                }
            }
            if (a >= b || same(a, b)) && i + 1 < g.len() {
                break;
            }
        }
        v
    }
}

/// Random trees: MAX/MIN/chance inner nodes, uneven branching, small integer leaves (ties
/// are common), fractional leaves sometimes.
pub fn arb_tree(depth: u32, chance: bool) -> impl Strategy<Value = T> {
    let leaf = prop_oneof![
        4 => (-9i32..=9).prop_map(|v| T::Leaf(v as f64)),
        1 => (-40i32..=40).prop_map(|v| T::Leaf(v as f64 / 4.0)),
    ];
    arb_tree_over(leaf.boxed(), depth, 200, chance)
}

/// Random trees over the given leaves: MAX and MIN nodes of 1–4 children, with weighted
/// chance nodes when asked; at most `depth` levels and about `size` nodes.
pub fn arb_tree_over(
    leaf: BoxedStrategy<T>,
    depth: u32,
    size: u32,
    chance: bool,
) -> impl Strategy<Value = T> {
    leaf.prop_recursive(depth, size, 4, move |inner| {
        let kids = prop::collection::vec(inner.clone(), 1..=4);
        let weighted = prop::collection::vec(((1u32..=4), inner), 1..=4);
        if chance {
            prop_oneof![
                3 => kids.clone().prop_map(T::Max),
                3 => kids.prop_map(T::Min),
                2 => weighted.prop_map(T::Chance),
            ]
            .boxed()
        } else {
            prop_oneof![kids.clone().prop_map(T::Max), kids.prop_map(T::Min)].boxed()
        }
    })
}

/// Random *-minimax trees: MAX over chance over MIN over chance … (regular trees), leaves
/// in [lo, hi].
pub fn arb_regular(levels: u32, lo: i32, hi: i32) -> BoxedStrategy<T> {
    regular(levels, lo, hi, false)
}

/// [`arb_regular`] whose last chance layer has leaves for children: rows of two to four
/// leaves with small integer weights under each chance node, as a chance tree ends in games
/// with dice.
pub fn arb_chance_rows(levels: u32, lo: i32, hi: i32) -> BoxedStrategy<T> {
    regular(levels, lo, hi, true)
}

/// Regular trees of `levels` chance layers; `rows`: the last chance layer has leaves for
/// children, else decision nodes over leaves.
fn regular(levels: u32, lo: i32, hi: i32, rows: bool) -> BoxedStrategy<T> {
    fn level(n: u32, max: bool, lo: i32, hi: i32, rows: bool) -> BoxedStrategy<T> {
        let leaf = (lo..=hi).prop_map(|v| T::Leaf(v as f64));
        match (n, rows) {
            (0, false) => return leaf.boxed(),
            (0, true) => {
                return prop::collection::vec(((1u32..=3), leaf), 2..=4)
                    .prop_map(T::Chance)
                    .boxed();
            }
            _ => {}
        }
        let below = level(n - 1, !max, lo, hi, rows);
        let decision = prop::collection::vec(below, 1..=3)
            .prop_map(move |cs| if max { T::Max(cs) } else { T::Min(cs) });
        prop::collection::vec(((1u32..=3), decision), 2..=3)
            .prop_map(T::Chance)
            .boxed()
    }
    prop::collection::vec(level(levels, false, lo, hi, rows), 1..=3)
        .prop_map(T::Max)
        .boxed()
}

pub fn sorted(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
}

/// Leaf numbers the engine evaluated.
pub fn evaluated(tree: &Tree, outcome: &gametree::search::Outcome) -> Vec<u32> {
    let pruned = outcome.pruned_leaves(tree);
    (1..=tree.leaf_count() as u32)
        .filter(|n| !pruned.contains(n))
        .collect()
}

/// Every tree file in trees/, in name order, with its text and parsed document.
pub fn corpus_files() -> Vec<(PathBuf, Source, Document)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir("trees")
        .expect("trees/ exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let src = Source::load(p.to_str().unwrap()).unwrap();
            let doc =
                gametree::parse::parse(&src).unwrap_or_else(|e| panic!("{}: {e:?}", p.display()));
            (p, src, doc)
        })
        .collect()
}

/// The first node whose result is not a true statement about its true value (from `truth`,
/// a minimax search): an exact value that is wrong, or a bound on the wrong side.
pub fn unsound_result(
    tree: &Tree,
    out: &gametree::search::Outcome,
    truth: &gametree::search::Outcome,
) -> Option<String> {
    use gametree::search::Bound;
    tree.ids().find_map(|id| {
        let r = out.result(tree, id);
        let v = truth.result(tree, id).value;
        let ok = match r.bound {
            Bound::Exact => same(r.value, v),
            Bound::Lower => r.value <= v || same(r.value, v),
            Bound::Upper => r.value >= v || same(r.value, v),
            Bound::Unvisited => true,
        };
        (!ok).then(|| {
            format!(
                "{}: {} but true {}",
                tree.path(id),
                r.bound.show(r.value),
                v
            )
        })
    })
}

/// Runs gametree with a shell resource limit set first (`ulimit -v KIB` caps the address
/// space, `ulimit -t SECONDS` the CPU time): (exit code, stdout, stderr).
pub fn gametree_under_ulimit(limit: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit {limit} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("TERM", "dumb")
        .output()
        .expect("sh runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs gametree at `columns` columns without colour: (exit code, stdout, stderr).
pub fn gametree_at(columns: usize, args: &[&str]) -> (i32, String, String) {
    let out = assert_cmd::Command::cargo_bin("gametree")
        .expect("the binary is built")
        .env("COLUMNS", columns.to_string())
        .env("NO_COLOR", "1")
        .args(args)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
