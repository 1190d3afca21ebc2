//! Monte Carlo tree search for people and for programs: the recommended move, the root's
//! estimate and each root child's visits and mean, beside the exact minimax value of the same
//! tree and the iteration from which the recommendation stayed on a minimax-best move.

use std::fmt::Write;

use serde_json::{Value, json};

use crate::i18n::tr;
use crate::num::fmt_value;
use crate::search::mcts::MctsResult;
use crate::tree::{Kind, NodeId, Tree};

use super::{Style, table};

/// What the exact search says of the same tree: the root's value and each root child's.
pub struct Exact {
    /// The root's minimax (expectiminimax) value.
    pub value: f64,
    /// Each root child's value, in child order.
    pub children: Vec<f64>,
}

impl Exact {
    /// The exact values of `tree` by minimax (expectiminimax at chance nodes), with leaf
    /// `bounds` as the Monte Carlo search was given them.
    pub fn search(tree: &Tree, bounds: Option<(f64, f64)>) -> crate::search::error::Result<Exact> {
        let cfg = crate::search::Config {
            algorithm: crate::search::Algorithm::Minimax,
            bounds,
            ..Default::default()
        };
        let out = crate::search::run(tree, &cfg)?;
        Ok(Exact {
            value: out.value,
            children: tree
                .children(tree.root())
                .iter()
                .map(|&c| out.result(tree, c).value)
                .collect(),
        })
    }

    /// The root children whose value is the root's (the minimax-best moves).
    fn best(&self, tree: &Tree) -> Vec<NodeId> {
        tree.children(tree.root())
            .iter()
            .zip(&self.children)
            .filter(|&(_, &v)| crate::num::approx_eq(v, self.value))
            .map(|(&c, _)| c)
            .collect()
    }
}

/// The first iteration from which every recommendation is a minimax-best move (`None` when
/// the last one is not, or at a chance root).
pub fn converged_at(tree: &Tree, r: &MctsResult, exact: &Exact) -> Option<u64> {
    let best = exact.best(tree);
    let good = |m: &Option<NodeId>| m.is_some_and(|m| best.contains(&m));
    if !r.changes.last().is_some_and(|(_, m)| good(m)) {
        return None;
    }
    // The change that ended the last stretch on a move that is not minimax-best.
    let last_bad = r.changes.iter().rposition(|(_, m)| !good(m));
    let from = last_bad.map_or(0, |i| i + 1);
    r.changes.get(from).map(|&(i, _)| i)
}

/// The exploration constant as people read it: `√2` for the default, else to 3 places.
fn constant(c: f64) -> String {
    if c == std::f64::consts::SQRT_2 {
        "√2".into()
    } else {
        fmt_value((c * 1000.0).round() / 1000.0)
    }
}

/// Rounds for a table (the JSON keeps every digit).
pub(super) fn rounded(v: f64) -> String {
    if v.is_nan() {
        "—".into()
    } else {
        fmt_value((v * 100.0).round() / 100.0)
    }
}

/// The report for people.
pub fn text(
    tree: &Tree,
    title: Option<&str>,
    r: &MctsResult,
    exact: &Exact,
    style: &Style,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(title));
    out.push_str(&describe(r, style));
    out.push('\n');
    out.push_str(&result(tree, r, exact, style));
    out.push_str(&footer(tree, r, style));
    out
}

/// The closing line: the leaves the playouts reached, and how the means are rounded.
fn footer(tree: &Tree, r: &MctsResult, style: &Style) -> String {
    let text = tr!(
        "mcts-footer",
        leaves = r.leaves_reached(),
        count = tree.leaf_count()
    );
    format!("{}\n", style.wrapped(&text, "", "", Style::dim))
}

/// The line that states how the search ran.
fn describe(r: &MctsResult, style: &Style) -> String {
    let line = describe_line(r);
    format!("{}\n", style.wrapped(&line, "", "", Style::dim))
}

/// How the search ran, in words: iterations, seed, exploration constant, scale, final rule.
pub(super) fn describe_line(r: &MctsResult) -> String {
    let p = r.params;
    let rule = tr!(if p.final_by_value {
        "mcts-final-value"
    } else {
        "mcts-final-visits"
    });
    tr!(
        "mcts-describe",
        iterations = crate::num::thousands(p.iterations),
        seed = p.seed.to_string(),
        c = constant(p.exploration),
        lo = fmt_value(r.scale.0),
        hi = fmt_value(r.scale.1),
        rule = rule
    )
}

/// The recommendation, the root estimate, the exact minimax value and moves, and when the
/// recommendation settled: label and text of each line.
pub(super) fn result_rows(tree: &Tree, r: &MctsResult, exact: &Exact) -> Vec<(String, String)> {
    let p = r.params;
    let root = tree.root();
    let name = |c: NodeId| format!("{} ({})", tree.name(c), tree.path(c));
    let best = match r.best {
        Some(b) => tr!(
            "mcts-move",
            name = name(b),
            visits = r.stats[b.index()].visits,
            iterations = crate::num::thousands(p.iterations),
            mean = rounded(r.stats[b.index()].mean())
        ),
        None => tr!("mcts-no-move"),
    };
    let minimax_best: Vec<String> = exact.best(tree).iter().map(|&c| name(c)).collect();
    let settled = match converged_at(tree, r, exact) {
        Some(i) => tr!("mcts-settled", iteration = crate::num::thousands(i)),
        None if tree.kind(root) == Kind::Chance => tr!("mcts-no-move"),
        None => tr!("mcts-not-settled"),
    };
    vec![
        (tr!("mcts-row-move"), best),
        (tr!("mcts-row-estimate"), rounded(r.value())),
        (
            tr!("mcts-row-minimax"),
            tr!(
                "mcts-minimax",
                value = fmt_value(exact.value),
                moves = minimax_best.join(&tr!("list-separator"))
            ),
        ),
        (tr!("mcts-row-settled"), settled),
    ]
}

/// The recommendation, the estimate beside the exact value, and the root children's table.
fn result(tree: &Tree, r: &MctsResult, exact: &Exact, style: &Style) -> String {
    let mut out = String::new();
    let rows = result_rows(tree, r, exact);
    let width = rows
        .iter()
        .map(|(k, _)| super::wrap::width(k))
        .max()
        .unwrap_or(0);
    for (k, v) in rows {
        let pad = " ".repeat(width - super::wrap::width(&k) + 3);
        let hang = " ".repeat(width + 5);
        let line = format!("  {k}{pad}{v}");
        let _ = writeln!(
            out,
            "{}",
            style.wrapped(&line, "", &hang, |_, s| s.to_string())
        );
    }
    let root = tree.root();
    let name = |c: NodeId| format!("{} ({})", tree.name(c), tree.path(c));
    let header = [
        tr!("mcts-col-child"),
        tr!("mcts-col-visits"),
        tr!("mcts-col-mean"),
        tr!("mcts-col-minimax"),
    ];
    let mut t = table::new(style, &header.each_ref().map(String::as_str));
    for (&c, &v) in tree.children(root).iter().zip(&exact.children) {
        let s = r.stats[c.index()];
        t.add_row(vec![
            name(c),
            s.visits.to_string(),
            rounded(s.mean()),
            fmt_value(v),
        ]);
    }
    let _ = writeln!(out, "\n{}", table::text(&t));
    out
}

/// The report as JSON: the contract's fields where they have a meaning here, and `mcts`.
pub fn json(tree: &Tree, r: &MctsResult, exact: &Exact) -> Value {
    let root = tree.root();
    let pruned: Vec<u32> = tree
        .leaves()
        .iter()
        .filter(|l| !r.reached[l.index()])
        .filter_map(|&l| tree.leaf_number(l))
        .collect();
    let children: Vec<Value> = tree
        .children(root)
        .iter()
        .map(|&c| {
            let s = r.stats[c.index()];
            json!({
                "id": tree.label(c),
                "path": tree.path(c),
                "visits": s.visits,
                "mean": (s.visits > 0).then(|| s.mean()),
            })
        })
        .collect();
    let p = r.params;
    json!({
        "algorithm": "mcts",
        "value": r.value(),
        "best": r.best.map(|b| tree.path(b)),
        "best_id": r.best.and_then(|b| tree.label(b)),
        "leaves_evaluated": r.leaves_reached(),
        "nodes_visited": r.nodes_in_tree,
        "pruned_leaves": pruned,
        "leaf_count": tree.leaf_count(),
        "node_count": tree.len(),
        "mcts": {
            "iterations": p.iterations,
            "seed": p.seed.to_string(),
            "exploration": p.exploration,
            "final": if p.final_by_value { "value" } else { "most-visited" },
            "scale": [r.scale.0, r.scale.1],
            "children": children,
            "converged_at": converged_at(tree, r, exact),
            "minimax_value": exact.value,
        },
    })
}

/// Iterations a trace shows on a terminal before it skips to the last (`--all`: every one).
pub const TRACE_SHOWN: u64 = 10;

/// UCB1 values and means as people read them: three places.
pub(super) fn three(v: f64) -> String {
    if v.is_nan() {
        "—".into()
    } else if v.is_infinite() {
        "∞".into()
    } else {
        fmt_value((v * 1000.0).round() / 1000.0)
    }
}

/// A leaf as the other views name it: `leaf 4`.
pub(super) fn leaf_name(tree: &Tree, leaf: NodeId) -> String {
    super::say::say(&crate::check::phrases::describe(tree, leaf))
}

/// A node by its name, a leaf as `leaf 4`.
pub(super) fn node_name(tree: &Tree, n: NodeId) -> String {
    if tree.kind(n) == Kind::Leaf {
        leaf_name(tree, n)
    } else {
        super::names::name(tree, n)
    }
}

/// A node's name with its kind: `A (MAX)`.
pub(super) fn named(tree: &Tree, n: NodeId) -> String {
    let kind = match tree.kind(n) {
        Kind::Max => tr!("kind-max"),
        Kind::Min => tr!("kind-min"),
        Kind::Chance => tr!("mcts-kind-chance"),
        Kind::Leaf => return leaf_name(tree, n),
    };
    tr!(
        "name-aside",
        name = super::names::name(tree, n),
        aside = kind
    )
}

/// Every iteration of a Monte Carlo search, step by step: at each node of the selection the
/// children weighed with their visits, mean and UCB1 (the chosen one marked), the node added,
/// the playout's leaf and reward, and the backup. On a terminal the first
/// [`TRACE_SHOWN`] iterations and the last are shown unless `all`.
pub fn trace_text(
    tree: &Tree,
    title: Option<&str>,
    r: &MctsResult,
    exact: &Exact,
    steps: &[crate::search::Step],
    all: bool,
    style: &Style,
) -> String {
    use crate::search::Step;
    let mut out = String::new();
    out.push_str(&style.title(title));
    out.push_str(&describe(r, style));
    let p = r.params;
    let shown = |i: u64| all || i <= TRACE_SHOWN || i == p.iterations;
    let mut current = 0;
    let mut candidates: Vec<(NodeId, u64, f64, f64)> = Vec::new();
    let mut backup: Vec<String> = Vec::new();
    let mut skipped_from = None;
    let indent = "    ";
    for step in steps {
        if let Step::Iteration { number } = *step {
            current = number;
            if !shown(number) {
                skipped_from.get_or_insert(number);
                continue;
            }
            if let Some(from) = skipped_from.take() {
                let _ = writeln!(
                    out,
                    "\n{}",
                    style.wrapped(
                        &tr!("mcts-trace-skipped", from = from, to = number - 1),
                        "",
                        "  ",
                        Style::dim
                    )
                );
            }
            let _ = writeln!(
                out,
                "\n{}",
                style.bold(&tr!("mcts-trace-iteration", number = number))
            );
            continue;
        }
        if !shown(current) {
            continue;
        }
        match *step {
            Step::Candidate {
                child,
                visits,
                mean,
                ucb,
                ..
            } => candidates.push((child, visits, mean, ucb)),
            Step::Select { node, child, ucb } => {
                if !candidates.is_empty() {
                    let _ = writeln!(out, "  {}", tr!("mcts-trace-at", node = named(tree, node)));
                    let header = [
                        tr!(if node == tree.root() {
                            "mcts-col-child"
                        } else {
                            "mcts-col-node-child"
                        }),
                        tr!("mcts-col-visits"),
                        tr!("mcts-col-mean"),
                        "UCB1".to_string(),
                    ];
                    let mut t = table::new(style, &header.each_ref().map(String::as_str));
                    for &(c, v, m, u) in &candidates {
                        let mark = if c == child { " ◀" } else { "" };
                        t.add_row(vec![
                            node_name(tree, c),
                            v.to_string(),
                            three(m),
                            format!("{}{mark}", three(u)),
                        ]);
                    }
                    for l in table::text(&t).lines() {
                        let _ = writeln!(out, "{indent}{l}");
                    }
                    candidates.clear();
                } else if ucb.is_nan() {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr!(
                            "mcts-trace-drew",
                            node = named(tree, node),
                            child = node_name(tree, child),
                            p = fmt_value(tree.prob(child))
                        )
                    );
                } else {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr!(
                            "mcts-trace-new",
                            node = named(tree, node),
                            child = node_name(tree, child)
                        )
                    );
                }
            }
            Step::Expand { node } => {
                let _ = writeln!(
                    out,
                    "  {}",
                    tr!("mcts-trace-expand", node = node_name(tree, node))
                );
            }
            Step::Playout {
                node,
                leaf,
                value,
                reward,
            } => {
                let _ = writeln!(
                    out,
                    "  {}",
                    tr!(
                        "mcts-trace-playout",
                        node = node_name(tree, node),
                        leaf = leaf_name(tree, leaf),
                        value = fmt_value(value),
                        reward = three(reward)
                    )
                );
            }
            Step::Backup { node, visits, mean } => {
                backup.push(tr!(
                    "mcts-trace-backed",
                    node = node_name(tree, node),
                    visits = visits,
                    mean = three(mean)
                ));
                if node == tree.root() {
                    let text = tr!("mcts-trace-backup", nodes = backup.join("; "));
                    let _ = writeln!(
                        out,
                        "{}",
                        style.wrapped(&format!("  {text}"), "", "    ", |_, s| s.to_string())
                    );
                    backup.clear();
                }
            }
            _ => {}
        }
    }
    out.push('\n');
    out.push_str(&result(tree, r, exact, style));
    let _ = writeln!(
        out,
        "{}",
        style.wrapped(&tr!("mcts-trace-rounded"), "", "", Style::dim)
    );
    out
}

/// Every step of a Monte Carlo search as JSON, with the result (as `eval --json` gives it).
pub fn trace_json(
    tree: &Tree,
    r: &MctsResult,
    exact: &Exact,
    steps: &[crate::search::Step],
) -> Value {
    use crate::search::Step;
    let mut head = json(tree, r, exact);
    let steps: Vec<Value> = steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut m = serde_json::Map::new();
            m.insert("step".into(), json!(i + 1));
            m.insert("kind".into(), json!(s.kind()));
            let num = |x: f64| if x.is_finite() { json!(x) } else { Value::Null };
            match *s {
                Step::Iteration { number } => {
                    m.insert("iteration".into(), json!(number));
                }
                Step::Candidate {
                    node,
                    child,
                    visits,
                    mean,
                    ucb,
                } => {
                    m.insert("node".into(), json!(tree.path(node)));
                    m.insert("child".into(), json!(tree.path(child)));
                    m.insert("visits".into(), json!(visits));
                    m.insert("mean".into(), num(mean));
                    m.insert("ucb".into(), num(ucb));
                }
                Step::Select { node, child, ucb } => {
                    m.insert("node".into(), json!(tree.path(node)));
                    m.insert("child".into(), json!(tree.path(child)));
                    m.insert("ucb".into(), num(ucb));
                }
                Step::Expand { node } => {
                    m.insert("node".into(), json!(tree.path(node)));
                }
                Step::Playout {
                    node,
                    leaf,
                    value,
                    reward,
                } => {
                    m.insert("node".into(), json!(tree.path(node)));
                    m.insert("leaf".into(), json!(tree.leaf_number(leaf)));
                    m.insert("value".into(), num(value));
                    m.insert("reward".into(), num(reward));
                }
                Step::Backup { node, visits, mean } => {
                    m.insert("node".into(), json!(tree.path(node)));
                    m.insert("visits".into(), json!(visits));
                    m.insert("mean".into(), num(mean));
                }
                _ => {}
            }
            Value::Object(m)
        })
        .collect();
    head["steps"] = Value::Array(steps);
    head
}

/// The most nodes `show --algo mcts` draws before it stops at a shallower depth (unless a
/// depth or `--all` is asked for), as the other tree views do.
const SHOW_CAP: usize = 1_000;

/// The tree as the Monte Carlo search left it: each node with its visits and mean, the nodes
/// it never added marked so, the recommended move starred; then the result as `eval` gives it.
pub fn show_text(
    tree: &Tree,
    title: Option<&str>,
    r: &MctsResult,
    exact: &Exact,
    extent: super::elide::Extent,
    style: &Style,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(title));
    out.push_str(&describe(r, style));
    out.push('\n');
    let shape = super::elide::Shape::of(tree);
    let mut per_depth = Vec::new();
    for &n in &shape.order {
        let d = shape.depth(n);
        if per_depth.len() <= d {
            per_depth.resize(d + 1, 0);
        }
        per_depth[d] += 1;
    }
    let cut = extent.resolve(&per_depth, SHOW_CAP);
    // Whether each open ancestor (by depth) is the last of its siblings, for the branches.
    let mut last: Vec<bool> = Vec::new();
    let mut hidden = 0usize;
    for &n in &shape.order {
        let d = shape.depth(n);
        if !cut.shows(d) {
            hidden += 1;
            continue;
        }
        let is_last = tree
            .parent(n)
            .is_none_or(|p| tree.children(p).last() == Some(&n));
        last.truncate(d);
        last.push(is_last);
        let mut prefix = String::new();
        for (i, &l) in last.iter().enumerate().skip(1) {
            prefix.push_str(match (i == d, l) {
                (true, true) => "└── ",
                (true, false) => "├── ",
                (false, true) => "    ",
                (false, false) => "│   ",
            });
        }
        let s = r.stats[n.index()];
        let name = match tree.kind(n) {
            Kind::Leaf => format!(
                "{} = {}",
                leaf_name(tree, n),
                fmt_value(tree.value(n).unwrap_or(f64::NAN))
            ),
            _ => named(tree, n),
        };
        let stats = if s.visits == 0 {
            style.dim(&tr!("mcts-show-outside"))
        } else {
            tr!(
                "mcts-show-stats",
                visits = s.visits,
                mean = rounded(s.mean())
            )
        };
        let star = if r.best == Some(n) { "  ★" } else { "" };
        let _ = writeln!(out, "{prefix}{name}  {stats}{star}");
    }
    if hidden > 0 {
        let _ = writeln!(
            out,
            "{}",
            style.wrapped(&tr!("mcts-show-hidden", count = hidden), "", "", Style::dim)
        );
    }
    out.push('\n');
    out.push_str(&result(tree, r, exact, style));
    out.push_str(&footer(tree, r, style));
    out
}

/// The search tree as JSON: the result as `eval --json` gives it, and `nodes`, each node the
/// search added with its visits and mean, in pre-order.
pub fn show_json(tree: &Tree, r: &MctsResult, exact: &Exact) -> Value {
    let mut v = json(tree, r, exact);
    let nodes: Vec<Value> = super::elide::Shape::of(tree)
        .order
        .iter()
        .filter(|n| r.stats[n.index()].visits > 0)
        .map(|&n| {
            let s = r.stats[n.index()];
            json!({
                "path": tree.path(n),
                "id": tree.label(n),
                "visits": s.visits,
                "mean": s.mean(),
            })
        })
        .collect();
    v["nodes"] = Value::Array(nodes);
    v
}

/// The line `eval --algo mcts --time` adds: the load and the Monte Carlo search alone.
pub fn timing(t: crate::search::timing::RunTimes) -> String {
    format!(
        "{}\n",
        tr!(
            "mcts-timing",
            load = super::bench::duration(t.load_seconds),
            search = super::bench::duration(t.search_seconds)
        )
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::mcts::MctsParams;

    #[test]
    fn the_search_settles_after_the_last_change_away_from_a_best_move() {
        let doc =
            crate::parse::parse_text("max: [{min: [3, 4]}, {min: [1, 9]}, {min: [3, 8]}]").unwrap();
        let tree = &doc.tree;
        let kids = tree.children(tree.root()).to_vec();
        // Minimax: the first and the third child are both worth 3.
        let exact = Exact {
            value: 3.0,
            children: vec![3.0, 1.0, 3.0],
        };
        let with = |changes: Vec<(u64, Option<NodeId>)>| MctsResult {
            params: MctsParams::default(),
            stats: vec![Default::default(); tree.len()],
            best: changes.last().and_then(|c| c.1),
            changes,
            reached: vec![false; tree.len()],
            nodes_in_tree: 1,
            scale: (1.0, 9.0),
        };
        let (a, b, c) = (Some(kids[0]), Some(kids[1]), Some(kids[2]));
        assert_eq!(converged_at(tree, &with(vec![(1, a)]), &exact), Some(1));
        assert_eq!(
            converged_at(tree, &with(vec![(1, b), (7, a)]), &exact),
            Some(7)
        );
        // A change between two best moves does not unsettle it.
        assert_eq!(
            converged_at(tree, &with(vec![(1, b), (4, a), (9, c)]), &exact),
            Some(4)
        );
        assert_eq!(
            converged_at(tree, &with(vec![(1, a), (5, b)]), &exact),
            None
        );
        assert_eq!(
            converged_at(tree, &with(vec![(1, None), (2, c)]), &exact),
            Some(2)
        );
    }
}
