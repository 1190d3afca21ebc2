//! `gametree html --algo mcts`: the stepper for Monte Carlo tree search.
//!
//! The page is the stepper's, with steps made from the events the search reported: each
//! selection with every candidate child's visits, mean and UCB1 value (the chosen one
//! marked), the node expanded, the playout's leaf and reward, and the backup, which writes
//! each node's visits and mean on the drawing. The script computes nothing of the search;
//! it applies and undoes the display changes made here. A long search keeps the page
//! bounded: the first [`SHOWN`] iterations step by step, then one step to the search tree
//! after the last iteration, as the page says.

use serde_json::{Value, json};

use crate::i18n::tr;
use crate::num::{fmt_value, thousands};
use crate::parse::Meta;
use crate::render::mcts::{
    Exact, describe_line, leaf_name, named, node_name, result_rows, rounded, three,
};
use crate::search::Step;
use crate::search::mcts::MctsResult;
use crate::tree::{Kind, NodeId, Tree};

use super::{Parts, escape_html, layout, node_data, page_text, page_with, script_json};

/// Iterations the page shows step by step (a search with more shows the search tree after
/// its last iteration as one more step).
pub const SHOWN: u64 = 100;

/// A node's statistics as the drawing shows them: `visits · mean` beside an inner node, the
/// visits below a leaf (whose mean is its value).
fn stats_text(tree: &Tree, node: NodeId, visits: u64, mean: f64) -> String {
    if tree.kind(node) == Kind::Leaf {
        format!("n = {visits}")
    } else {
        format!("{visits} · {}", rounded(mean))
    }
}

/// What the drawing shows of each node, to emit only the changes a step makes: key `s` the
/// status (`tree` in the search tree, `path` on this iteration's path, `new` just added,
/// `play` the leaf this playout reached, `reached` a leaf a playout reached earlier, empty
/// outside), `v` the statistics text.
struct Display {
    status: Vec<&'static str>,
    text: Vec<String>,
}

impl Display {
    fn set(&mut self, out: &mut Vec<Value>, node: NodeId, s: &'static str) {
        if self.status[node.index()] != s {
            self.status[node.index()] = s;
            out.push(json!([node.0, "s", s]));
        }
    }

    fn write(&mut self, out: &mut Vec<Value>, node: NodeId, text: String) {
        if self.text[node.index()] != text {
            out.push(json!([node.0, "v", text]));
            self.text[node.index()] = text;
        }
    }
}

/// One step of the page.
fn step_value(
    node: NodeId,
    kind: &str,
    iteration: u64,
    action: String,
    note: String,
    changes: Vec<Value>,
) -> serde_json::Map<String, Value> {
    let mut m = serde_json::Map::new();
    m.insert("n".into(), json!(node.0));
    m.insert("k".into(), json!(kind));
    m.insert("it".into(), json!(iteration));
    m.insert("a".into(), json!(action));
    m.insert("note".into(), json!(note));
    m.insert("d".into(), Value::Array(changes));
    m
}

/// The page's steps from the recorded events of the first iterations, and a last step to
/// the final search tree when the search ran longer.
fn steps(tree: &Tree, r: &MctsResult, events: &[Step], shown: u64) -> Vec<Value> {
    let root = tree.root();
    let mut d = Display {
        status: vec![""; tree.len()],
        text: vec![String::new(); tree.len()],
    };
    d.status[root.index()] = "tree";
    let mut out = Vec::new();
    let mut iteration = 0;
    let mut candidates: Vec<(NodeId, u64, f64, f64)> = Vec::new();
    let mut backed: Vec<String> = Vec::new();
    let mut backup: Vec<Value> = Vec::new();
    let mut reached: Option<NodeId> = None;
    for event in events {
        match *event {
            Step::Iteration { number } => iteration = number,
            Step::Candidate {
                child,
                visits,
                mean,
                ucb,
                ..
            } => candidates.push((child, visits, mean, ucb)),
            Step::Select { node, child, ucb } => {
                let mut ch = Vec::new();
                d.set(&mut ch, node, "path");
                d.set(&mut ch, child, "path");
                let note = if !candidates.is_empty() {
                    tr!(
                        "mcts-html-select",
                        node = named(tree, node),
                        child = node_name(tree, child),
                        ucb = three(ucb)
                    )
                } else if ucb.is_nan() {
                    tr!(
                        "mcts-trace-drew",
                        node = named(tree, node),
                        child = node_name(tree, child),
                        p = fmt_value(tree.prob(child))
                    )
                } else {
                    tr!(
                        "mcts-trace-new",
                        node = named(tree, node),
                        child = node_name(tree, child)
                    )
                };
                let mut m = step_value(
                    node,
                    "select",
                    iteration,
                    tr!("act-select", child = node_name(tree, child)),
                    note,
                    ch,
                );
                if !candidates.is_empty() {
                    let rows: Vec<Value> = candidates
                        .drain(..)
                        .map(|(c, v, mean, u)| json!([c.0, v, three(mean), three(u), c == child]))
                        .collect();
                    m.insert("cand".into(), Value::Array(rows));
                }
                out.push(Value::Object(m));
            }
            Step::Expand { node } => {
                let mut ch = Vec::new();
                d.set(&mut ch, node, "new");
                out.push(Value::Object(step_value(
                    node,
                    "expand",
                    iteration,
                    tr!("act-expand"),
                    tr!("mcts-trace-expand", node = node_name(tree, node)),
                    ch,
                )));
            }
            Step::Playout {
                node,
                leaf,
                value,
                reward,
            } => {
                let mut ch = Vec::new();
                if leaf != node {
                    d.set(&mut ch, leaf, "play");
                    reached = Some(leaf);
                }
                let mut m = step_value(
                    node,
                    "playout",
                    iteration,
                    tr!(
                        "act-playout",
                        leaf = tree.leaf_number(leaf).unwrap_or(0),
                        value = fmt_value(value)
                    ),
                    tr!(
                        "mcts-trace-playout",
                        node = node_name(tree, node),
                        leaf = leaf_name(tree, leaf),
                        value = fmt_value(value),
                        reward = three(reward)
                    ),
                    ch,
                );
                m.insert("leaf".into(), json!(leaf.0));
                m.insert("reward".into(), json!(three(reward)));
                out.push(Value::Object(m));
            }
            Step::Backup { node, visits, mean } => {
                backed.push(tr!(
                    "mcts-trace-backed",
                    node = node_name(tree, node),
                    visits = visits,
                    mean = three(mean)
                ));
                d.set(&mut backup, node, "tree");
                d.write(&mut backup, node, stats_text(tree, node, visits, mean));
                if node == root {
                    // The leaf a playout reached outside the search tree stays marked.
                    if let Some(l) = reached.take()
                        && d.status[l.index()] == "play"
                    {
                        d.set(&mut backup, l, "reached");
                    }
                    let note = tr!("mcts-trace-backup", nodes = backed.join("; "));
                    backed.clear();
                    out.push(Value::Object(step_value(
                        root,
                        "backup",
                        iteration,
                        tr!("act-backup", visits = visits, mean = three(mean)),
                        note,
                        std::mem::take(&mut backup),
                    )));
                }
            }
            _ => {}
        }
    }
    let total = r.params.iterations;
    if total > shown {
        let mut ch = Vec::new();
        for n in tree.ids() {
            let s = r.stats[n.index()];
            if s.visits > 0 {
                d.set(&mut ch, n, "tree");
                d.write(&mut ch, n, stats_text(tree, n, s.visits, s.mean()));
            } else {
                d.set(
                    &mut ch,
                    n,
                    if r.reached[n.index()] { "reached" } else { "" },
                );
                d.write(&mut ch, n, String::new());
            }
        }
        out.push(Value::Object(step_value(
            root,
            "final",
            total,
            tr!("mcts-html-final-act", iteration = thousands(total)),
            tr!(
                "mcts-html-final",
                from = thousands(shown + 1),
                to = thousands(total)
            ),
            ch,
        )));
    }
    out
}

/// How the search ran and how much of it the page steps through.
fn conventions(r: &MctsResult, shown: u64) -> String {
    let total = r.params.iterations;
    let extent = if total > shown {
        tr!(
            "mcts-html-shown",
            shown = thousands(shown),
            total = thousands(total)
        )
    } else {
        tr!("mcts-html-all", total = thousands(total))
    };
    tr!(
        "mcts-html-conventions",
        describe = describe_line(r),
        extent = extent
    )
}

/// The page's data: the tree laid out, the steps with their display changes, and the result.
/// `events` are the recorded events of (at least) the first `shown` iterations.
pub fn data(
    tree: &Tree,
    meta: &Meta,
    r: &MctsResult,
    exact: &Exact,
    events: &[Step],
    shown: u64,
) -> Value {
    let lay = layout(tree);
    let summary: Vec<String> = result_rows(tree, r, exact)
        .into_iter()
        .map(|(k, v)| tr!("mcts-html-row", label = k, text = v))
        .collect();
    let mut text = page_text();
    text["iteration"] = json!(tr!("mcts-html-iteration", number = "{number}"));
    json!({
        "title": meta.name.clone().unwrap_or_else(|| tr!("html-untitled")),
        "source": meta.source,
        "algorithm": "mcts",
        "conventions": conventions(r, shown),
        "width": lay.width,
        "height": lay.height,
        "root": tree.root().0,
        "depth_limit": null,
        "nodes": node_data(tree, &lay),
        "init": [[tree.root().0, "s", "tree"]],
        "steps": steps(tree, r, events, shown),
        "mcts": {
            "iterations": r.params.iterations,
            "shown": shown.min(r.params.iterations),
        },
        "result": {
            "value": rounded(r.value()),
            "summary": summary.join(" · "),
            "pv": r.best.map(|b| vec![b.0]).unwrap_or_default(),
        },
        "text": text,
    })
}

/// The whole page for a Monte Carlo search.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    r: &MctsResult,
    exact: &Exact,
    events: &[Step],
    shown: u64,
) -> String {
    let data = data(tree, meta, r, exact, events, shown);
    let untitled = tr!("html-untitled");
    let title = meta.name.as_deref().unwrap_or(&untitled);
    page_with(
        &escape_html(title),
        &escape_html(data["conventions"].as_str().unwrap_or_default()),
        &script_json(&data),
        &PARTS,
    )
}

/// The Monte Carlo page's parts: its legend, the UCB1 table in the panel, its step columns.
const PARTS: Parts = Parts {
    legend: LEGEND,
    state: STATE,
    head: HEAD,
    keys: "mcts-html-keys",
};

/// The legend's items: the search tree, the iteration's path, the nodes outside, the numbers.
pub(super) const LEGEND: &str = r##"<li><span class="swatch in-tree"></span>{mcts-html-legend-tree}</li>
<li><span class="swatch on-path"></span>{mcts-html-legend-path}</li>
<li><span class="swatch outside"></span>{mcts-html-legend-outside}</li>
<li><b>3 · 5.25</b> {mcts-html-legend-stats}</li>
"##;

/// The panel of a step: where and what, the candidates UCB1 weighed, a note, the result.
pub(super) const STATE: &str = r##"<p class="where"><span id="counter"></span> <span id="iteration"></span> <span id="node"></span> <span id="action"></span></p>
<table id="cands" class="cands hidden" aria-label="{mcts-html-aria-ucb}"><thead><tr><th>{mcts-col-node-child}</th><th>{mcts-col-visits}</th><th>{mcts-col-mean}</th><th>UCB1</th></tr></thead><tbody></tbody></table>
<p id="note" class="note"></p>
<p id="summary" class="summary hidden"></p>
<p class="rounded">{mcts-html-rounded}</p>
"##;

/// The step table's columns.
pub(super) const HEAD: &str = "<th>#</th><th>{mcts-col-iteration}</th><th>{col-node}</th><th>{col-event}</th><th class=\"notecol\">{col-note}</th>";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Source, parse};
    use crate::search::mcts::{FirstIterations, MctsParams, run};

    fn page_data(yaml: &str, iterations: u64, shown: u64) -> (Tree, MctsResult, Value) {
        let doc = parse(&Source::inline("t", yaml)).expect("valid tree");
        let params = MctsParams {
            iterations,
            ..MctsParams::default()
        };
        let mut rec = FirstIterations::new(shown);
        let r = run(&doc.tree, params, None, &mut rec).expect("search runs");
        let exact = Exact::search(&doc.tree, None).unwrap();
        let d = data(&doc.tree, &doc.meta, &r, &exact, &rec.steps, shown);
        (doc.tree, r, d)
    }

    /// Replays the display changes as the script does: each node's status and text.
    fn replay(d: &Value) -> (Vec<String>, Vec<String>) {
        let n = d["nodes"].as_array().unwrap().len();
        let mut status = vec![String::new(); n];
        let mut text = vec![String::new(); n];
        for c in d["init"].as_array().unwrap() {
            status[c[0].as_u64().unwrap() as usize] = c[2].as_str().unwrap().into();
        }
        for s in d["steps"].as_array().unwrap() {
            for c in s["d"].as_array().unwrap() {
                let i = c[0].as_u64().unwrap() as usize;
                let v = c[2].as_str().unwrap().to_string();
                if c[1] == "s" {
                    status[i] = v;
                } else {
                    text[i] = v;
                }
            }
        }
        (status, text)
    }

    const TREE: &str = "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]";

    #[test]
    fn the_last_step_leaves_every_node_as_the_search_left_it() {
        for (iterations, shown) in [(30, 100), (500, 20)] {
            let (tree, r, d) = page_data(TREE, iterations, shown);
            let (status, text) = replay(&d);
            for n in tree.ids() {
                let s = r.stats[n.index()];
                if s.visits > 0 {
                    assert_eq!(status[n.index()], "tree", "{iterations}");
                    assert_eq!(
                        text[n.index()],
                        stats_text(&tree, n, s.visits, s.mean()),
                        "{iterations}"
                    );
                } else {
                    let want = if r.reached[n.index()] { "reached" } else { "" };
                    assert_eq!(status[n.index()], want, "{iterations}");
                }
            }
            let last = d["steps"].as_array().unwrap().last().unwrap().clone();
            let want = if iterations > shown {
                "final"
            } else {
                "backup"
            };
            assert_eq!(last["k"], want);
        }
    }

    #[test]
    fn a_long_search_is_shown_for_its_first_iterations_then_its_end() {
        let (_, _, d) = page_data(TREE, 5_000, 10);
        let steps = d["steps"].as_array().unwrap();
        let iterations: Vec<u64> = steps.iter().map(|s| s["it"].as_u64().unwrap()).collect();
        assert_eq!(iterations.iter().filter(|&&i| i > 10).count(), 1);
        assert_eq!(*iterations.last().unwrap(), 5_000);
        assert_eq!(d["mcts"]["shown"], 10);
        assert!(
            d["conventions"]
                .as_str()
                .unwrap()
                .contains("The first 10 of 5,000 iterations"),
            "{}",
            d["conventions"]
        );
        // One backup per shown iteration.
        let backups = steps.iter().filter(|s| s["k"] == "backup").count();
        assert_eq!(backups, 10);
    }

    #[test]
    fn a_selection_by_ucb1_lists_every_child_with_the_chosen_one_marked() {
        let (tree, _, d) = page_data(TREE, 20, 20);
        let root = tree.root();
        let by_ucb: Vec<&Value> = d["steps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["k"] == "select" && s["cand"].is_array() && s["n"] == root.0)
            .collect();
        // The root's three children are in the tree after three iterations: from the
        // fourth on it selects by UCB1, every child weighed.
        assert!(!by_ucb.is_empty());
        for s in by_ucb {
            let cand = s["cand"].as_array().unwrap();
            assert_eq!(cand.len(), 3);
            assert_eq!(cand.iter().filter(|c| c[4] == true).count(), 1);
            let best = cand
                .iter()
                .map(|c| c[3].as_str().unwrap().parse::<f64>().unwrap())
                .fold(f64::NEG_INFINITY, f64::max);
            let chosen = cand.iter().find(|c| c[4] == true).unwrap();
            assert_eq!(chosen[3].as_str().unwrap().parse::<f64>().unwrap(), best);
        }
    }
}
