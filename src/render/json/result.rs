//! The JSON result of a search as typed records: what `eval --json` prints, field by field,
//! in the contract's order, written through serde.

use serde::{Serialize, Serializer};

use crate::parse::Meta;
use crate::search::{Bound, Config, Outcome, Pass};
use crate::tree::{Kind, NodeId, Tree};

/// A number as the result writes it: the float in its shortest round-trip form, an integer
/// without `.0` where it is one (up to 2^53), and `null` where JSON has no number (an
/// infinity, or a value the search does not know), with [`shown_text`] beside it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Number(pub f64);

impl Serialize for Number {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let v = self.0;
        if !v.is_finite() {
            s.serialize_unit()
        } else if v == v.trunc() && v.abs() <= 9_007_199_254_740_992.0 {
            s.serialize_i64(v as i64)
        } else {
            s.serialize_f64(v)
        }
    }
}

/// The text that stands beside a `null` [`Number`]: `"∞"`, `"-∞"`; `None` for a number JSON
/// can carry (and for an unknown value, which has no text).
pub fn shown_text(v: f64) -> Option<String> {
    v.is_infinite().then(|| crate::num::fmt_value(v))
}

/// Most nodes of a principal line listed by path in `principal_variation`: a path is as long as
/// its node is deep, so the paths of a deeper line would grow with the square of its length.
pub const PRINCIPAL_PATHS: usize = 1000;

/// `principal_variation`: the path of each node on the principal line, root first. A line of
/// more than [`PRINCIPAL_PATHS`] nodes lists only its first ones by path, says so with
/// `"principal_variation_complete": false`, and is given whole in `principal_moves`: the child
/// number taken at each step below the root (the steps of the last node's path), which stays
/// linear in the line's length.
#[derive(Serialize)]
pub struct PrincipalLine {
    principal_variation: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    principal_variation_complete: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    principal_moves: Option<Vec<usize>>,
}

impl PrincipalLine {
    /// The line `line` of `tree`.
    pub fn of(tree: &Tree, line: &[NodeId]) -> Self {
        let long = line.len() > PRINCIPAL_PATHS;
        PrincipalLine {
            principal_variation: line
                .iter()
                .take(PRINCIPAL_PATHS)
                .map(|&n| tree.path(n))
                .collect(),
            principal_variation_complete: long.then_some(false),
            principal_moves: long
                .then(|| line.iter().skip(1).map(|&n| tree.child_index(n)).collect()),
        }
    }
}

/// The conventions of a search, spelled as answer files spell them.
#[derive(Serialize)]
pub struct Conventions {
    strict: bool,
    fail_hard: bool,
    root_reset: bool,
    no_deep_cutoffs: bool,
    order: &'static str,
    bounds: Option<[Number; 2]>,
    depth: Option<u32>,
    tt: bool,
    budget: Option<u64>,
}

impl Conventions {
    /// The conventions of `cfg`.
    pub fn of(cfg: &Config) -> Self {
        Conventions {
            strict: cfg.strict,
            fail_hard: cfg.fail_hard,
            root_reset: cfg.root_reset,
            no_deep_cutoffs: cfg.no_deep_cutoffs,
            order: cfg.order.name(),
            bounds: cfg.bounds.map(|(l, u)| [Number(l), Number(u)]),
            depth: cfg.depth,
            tt: cfg.tt,
            budget: cfg.budget,
        }
    }
}

/// One pass of a multi-pass search (iterative deepening, MTD(f), SSS*).
#[derive(Serialize)]
pub struct PassResult {
    window: [Number; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    window_shown: Option<[String; 2]>,
    depth: Option<u32>,
    value: Number,
    #[serde(skip_serializing_if = "Option::is_none")]
    value_shown: Option<String>,
    best: Option<String>,
    #[serde(flatten)]
    line: PrincipalLine,
    leaves_evaluated: u64,
    nodes_visited: u64,
    complete: bool,
    leaves_without_pv_first: Option<u64>,
}

impl PassResult {
    fn of(tree: &Tree, p: &Pass) -> Self {
        let (a, b) = p.window;
        PassResult {
            window: [Number(a), Number(b)],
            window_shown: (a.is_infinite() || b.is_infinite())
                .then(|| [crate::num::fmt_value(a), crate::num::fmt_value(b)]),
            depth: p.depth,
            value: Number(p.value),
            value_shown: shown_text(p.value),
            best: p.best.map(|b| tree.path(b)),
            line: PrincipalLine::of(tree, &p.pv),
            leaves_evaluated: p.leaves,
            nodes_visited: p.nodes,
            complete: p.complete,
            leaves_without_pv_first: p.leaves_without_pv,
        }
    }
}

/// What a search with a depth limit adds: the leaves below the limit, and how many nodes
/// were scored there by their estimate.
#[derive(Serialize)]
pub struct DepthLimit {
    beyond_depth_limit: Vec<u32>,
    horizon_evaluations: u64,
}

/// One node's result: where it is, what it is, and what the search showed there.
#[derive(Serialize)]
pub struct NodeResult {
    path: String,
    id: String,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaf: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaf_value: Option<Number>,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaf_value_shown: Option<String>,
    bound: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Number>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shown: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    best: Option<String>,
}

impl NodeResult {
    /// Node `id` of `tree` as the search `outcome` left it.
    pub fn of(tree: &Tree, outcome: &Outcome, id: NodeId) -> Self {
        let r = outcome.result(tree, id);
        let leaf_value = (tree.kind(id) == Kind::Leaf).then(|| tree.value(id).unwrap_or(f64::NAN));
        let visited = r.bound != Bound::Unvisited;
        NodeResult {
            path: tree.path(id),
            id: tree.name_exact(id),
            kind: tree.kind(id).name(),
            leaf: tree.leaf_number(id),
            leaf_value: leaf_value.map(Number),
            leaf_value_shown: leaf_value.and_then(shown_text),
            bound: r.bound.name(),
            value: visited.then_some(Number(r.value)),
            shown: visited.then(|| r.answer()),
            best: r.best().map(|b| tree.path(b)),
        }
    }
}

/// The result of one search, as `eval --json` prints it: the contract's fields first
/// (`algorithm`, `value`, `best`, `leaves_evaluated`, `nodes_visited`, `pruned_leaves`),
/// then more that helps a grader.
#[derive(Serialize)]
pub struct SearchResult {
    algorithm: &'static str,
    /// `null` where the search does not know the value, or it is infinite (then `shown`
    /// has its text).
    value: Option<Number>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shown: Option<String>,
    best: Option<String>,
    leaves_evaluated: u64,
    nodes_visited: u64,
    /// `None` (written `null`) where the leaves are streamed after the record.
    pruned_leaves: Option<Vec<u32>>,
    not_reached: Vec<u32>,
    bound: &'static str,
    best_id: Option<String>,
    best_move: Option<String>,
    #[serde(flatten)]
    line: PrincipalLine,
    leaf_count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    complete: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    researches: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    passes: Option<Vec<PassResult>>,
    #[serde(flatten)]
    depth_limit: Option<DepthLimit>,
    node_count: usize,
    conventions: Conventions,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<Vec<NodeResult>>,
}

impl SearchResult {
    /// The result of `outcome` on `tree`, with its pruned leaves listed where `pruned_inline`
    /// and every node's result where `nodes`.
    pub fn of(
        tree: &Tree,
        meta: &Meta,
        outcome: &Outcome,
        pruned_inline: bool,
        nodes: bool,
    ) -> (Self, Vec<u32>) {
        let cfg = &outcome.config;
        let (pruned, not_reached) = outcome.pruned_and_not_reached(tree);
        let best = outcome.best_move();
        let result = SearchResult {
            algorithm: cfg.algorithm.name(),
            value: outcome.known().then_some(Number(outcome.value)),
            shown: outcome.answer(),
            best: best.map(|b| tree.path(b)),
            leaves_evaluated: outcome.leaves_evaluated,
            nodes_visited: outcome.nodes_visited,
            pruned_leaves: pruned_inline.then(|| pruned.clone()),
            not_reached,
            bound: outcome.bound.name(),
            best_id: best.map(|b| tree.name_exact(b)),
            best_move: best.and_then(|b| tree.move_name(b)).map(str::to_string),
            line: PrincipalLine::of(tree, &outcome.principal_variation(tree)),
            leaf_count: tree.leaf_count(),
            complete: (!outcome.complete).then_some(false),
            researches: (outcome.researches > 0).then_some(outcome.researches),
            passes: (!outcome.iterations.is_empty()).then(|| {
                outcome
                    .iterations
                    .iter()
                    .map(|p| PassResult::of(tree, p))
                    .collect()
            }),
            depth_limit: cfg.depth.map(|_| DepthLimit {
                beyond_depth_limit: outcome.beyond_horizon(tree),
                horizon_evaluations: outcome.horizon_evaluations,
            }),
            node_count: tree.len(),
            conventions: Conventions::of(cfg),
            name: meta.name.clone(),
            nodes: nodes.then(|| {
                tree.ids()
                    .map(|id| NodeResult::of(tree, outcome, id))
                    .collect()
            }),
        };
        (result, pruned)
    }
}
