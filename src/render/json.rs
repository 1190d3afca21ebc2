//! The JSON result of `eval --json`: the fields every consumer relies on, and
//! more that helps a grader. Per-node detail is opt-in so big trees stay small.

use serde_json::{Map, Value, json};

use crate::parse::Meta;
use crate::search::{Bound, Config, Outcome};
use crate::tree::{Kind, NodeId, Tree};

/// A number as JSON, exactly: the float itself in its shortest round-trip form, an integer
/// without `.0` where it is one (up to 2^53), and `null` where JSON has no number (an
/// infinity, or a value the search does not know); [`shown`] gives the text beside it.
pub fn number(v: f64) -> Value {
    if !v.is_finite() {
        return Value::Null;
    }
    if v == v.trunc() && v.abs() <= 9_007_199_254_740_992.0 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

/// The text that stands beside a `null` [`number`]: `"∞"`, `"-∞"`; `None` for a number JSON
/// can carry (and for an unknown value, which has no text).
pub fn shown(v: f64) -> Option<Value> {
    v.is_infinite().then(|| json!(crate::num::fmt_value(v)))
}

/// Inserts `key: number` and, where the number is infinite, `key_shown` beside it.
pub fn insert_number(m: &mut Map<String, Value>, key: &str, v: f64) {
    m.insert(key.into(), number(v));
    if let Some(s) = shown(v) {
        m.insert(format!("{key}_shown"), s);
    }
}

/// A window `[α, β]` as JSON, with `window_shown` text where an end is infinite.
pub fn insert_window(m: &mut Map<String, Value>, key: &str, (a, b): (f64, f64)) {
    m.insert(key.into(), json!([number(a), number(b)]));
    if a.is_infinite() || b.is_infinite() {
        m.insert(
            format!("{key}_shown"),
            json!([crate::num::fmt_value(a), crate::num::fmt_value(b)]),
        );
    }
}

/// Pretty JSON for people and machines alike: objects one key per line, but lists of plain
/// values on one line (`"pruned_leaves": [5, 6]`), so a million pruned leaves stay one
/// line instead of a million.
pub fn to_pretty(v: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, v, 0);
    out.push('\n');
    escape_terminal_controls(out)
}

/// JSON must escape only C0 controls, so DEL, C1 controls and bidirectional controls from a
/// file may stand raw in its strings, where a terminal showing the JSON would act on them.
/// Written as `\u` escapes they are the same JSON value. (Outside strings JSON has only
/// ASCII, so every such character found is inside a string.)
fn escape_terminal_controls(json: String) -> String {
    if !json.chars().any(crate::text::is_unsafe) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if crate::text::is_unsafe(c) && c != '\n' {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

fn write_value(out: &mut String, v: &Value, indent: usize) {
    let pad = |n: usize| "  ".repeat(n);
    match v {
        Value::Array(items) if items.iter().all(|i| !i.is_array() && !i.is_object()) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&item.to_string());
            }
            out.push(']');
        }
        Value::Array(items) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                write_value(out, item, indent + 1);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push(']');
        }
        Value::Object(map) if map.is_empty() => out.push_str("{}"),
        Value::Object(map) => {
            out.push_str("{\n");
            for (i, (k, item)) in map.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                out.push_str(&Value::String(k.clone()).to_string());
                out.push_str(": ");
                write_value(out, item, indent + 1);
                out.push_str(if i + 1 < map.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// The JSON text of `eval --json`. The pruned-leaf list is written straight from the
/// outcome, never built as JSON values: on a million-leaf tree that list is most of the
/// output, and values would cost tens of bytes per leaf.
pub fn outcome_text(tree: &Tree, meta: &Meta, outcome: &Outcome, nodes: bool) -> String {
    // A placeholder keeps the field's place; its text is replaced by the list below.
    const MARK: &str = "\u{0}pruned\u{0}";
    let (pruned, unreached) = outcome.pruned_and_not_reached(tree);
    let v = build(
        tree,
        meta,
        outcome,
        nodes,
        Value::String(MARK.into()),
        json!(unreached),
    );
    let mut list = String::with_capacity(pruned.len() * 8 + 2);
    list.push('[');
    for (i, n) in pruned.iter().enumerate() {
        if i > 0 {
            list.push_str(", ");
        }
        list.push_str(&n.to_string());
    }
    list.push(']');
    to_pretty(&v).replacen(&Value::String(MARK.into()).to_string(), &list, 1)
}

/// The result of one search as a JSON object (`pruned_leaves` included as values: for
/// small trees and library callers; `outcome_text` is the fast path).
pub fn outcome(tree: &Tree, meta: &Meta, outcome: &Outcome, nodes: bool) -> Value {
    let (pruned, unreached) = outcome.pruned_and_not_reached(tree);
    build(tree, meta, outcome, nodes, json!(pruned), json!(unreached))
}

/// The JSON object; `pruned` and `unreached` are the two disjoint lists of leaves never
/// evaluated (pruned by the search, not reached before the budget ran out).
fn build(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    nodes: bool,
    pruned: Value,
    unreached: Value,
) -> Value {
    let cfg = &outcome.config;
    let mut m = Map::new();
    m.insert("algorithm".into(), json!(cfg.algorithm.name()));
    // An unknown value is null with no text; an infinite one null with its text beside.
    let known = outcome.known();
    m.insert(
        "value".into(),
        if known {
            number(outcome.value)
        } else {
            Value::Null
        },
    );
    if let Some(shown) = outcome.answer() {
        m.insert("shown".into(), json!(shown));
    }
    m.insert("best".into(), json!(outcome.best.map(|b| tree.path(b))));
    m.insert("leaves_evaluated".into(), json!(outcome.leaves_evaluated));
    m.insert("nodes_visited".into(), json!(outcome.nodes_visited));
    m.insert("pruned_leaves".into(), pruned);
    m.insert("not_reached".into(), unreached);
    // Beyond the contract:
    m.insert("bound".into(), json!(outcome.bound.name()));
    m.insert(
        "best_id".into(),
        json!(outcome.best.map(|b| tree.name_exact(b))),
    );
    m.insert(
        "best_move".into(),
        json!(outcome.best.and_then(|b| tree.move_name(b))),
    );
    let pv: Vec<String> = outcome
        .principal_variation(tree)
        .iter()
        .map(|&n| tree.path(n))
        .collect();
    m.insert("principal_variation".into(), json!(pv));
    m.insert("leaf_count".into(), json!(tree.leaf_count()));
    if !outcome.complete {
        m.insert("complete".into(), json!(false));
    }
    if outcome.researches > 0 {
        m.insert("researches".into(), json!(outcome.researches));
    }
    if !outcome.iterations.is_empty() {
        let passes: Vec<Value> = outcome
            .iterations
            .iter()
            .map(|p| {
                let mut pass = Map::new();
                insert_window(&mut pass, "window", p.window);
                pass.insert("depth".into(), json!(p.depth));
                insert_number(&mut pass, "value", p.value);
                pass.insert("best".into(), json!(p.best.map(|b| tree.path(b))));
                let pv: Vec<String> = p.pv.iter().map(|&n| tree.path(n)).collect();
                pass.insert("principal_variation".into(), json!(pv));
                pass.insert("leaves_evaluated".into(), json!(p.leaves));
                pass.insert("nodes_visited".into(), json!(p.nodes));
                pass.insert("complete".into(), json!(p.complete));
                pass.insert("leaves_without_pv_first".into(), json!(p.leaves_without_pv));
                Value::Object(pass)
            })
            .collect();
        m.insert("passes".into(), Value::Array(passes));
    }
    if outcome.config.depth.is_some() {
        m.insert(
            "beyond_depth_limit".into(),
            json!(outcome.beyond_horizon(tree)),
        );
        m.insert(
            "horizon_evaluations".into(),
            json!(outcome.horizon_evaluations),
        );
    }
    m.insert("node_count".into(), json!(tree.len()));
    m.insert("conventions".into(), conventions(cfg));
    if let Some(name) = &meta.name {
        m.insert("name".into(), json!(name));
    }
    if nodes {
        let list: Vec<Value> = tree.ids().map(|id| node(tree, outcome, id)).collect();
        m.insert("nodes".into(), Value::Array(list));
    }
    Value::Object(m)
}

/// The tree as `show --json` gives it: the result of the search, then every node (in
/// depth-first file order, a flat list so no depth of tree nests the JSON) with its parent,
/// its depth, what the search showed there and whether it lies on the best line.
///
/// Written to `out` node by node, one line each: a million-node tree is never held as JSON
/// values.
pub fn write_tree(
    out: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
) -> std::io::Result<()> {
    let head = outcome_text(tree, meta, outcome, false);
    // The result object without its closing brace, so the node list goes inside it.
    let open = head
        .trim_end()
        .strip_suffix('}')
        .unwrap_or(&head)
        .trim_end();
    out.write_all(open.as_bytes())?;
    out.write_all(b",\n  \"nodes\": [")?;
    let mut on_line = vec![false; tree.len()];
    for n in outcome.principal_variation(tree) {
        on_line[n.index()] = true;
    }
    for (i, id) in tree.ids().enumerate() {
        let mut n = node(tree, outcome, id);
        if let Value::Object(m) = &mut n {
            m.insert(
                "parent".into(),
                json!(tree.parent(id).map(|p| tree.path(p))),
            );
            m.insert("depth".into(), json!(tree.depth(id)));
            m.insert(
                "pruned".into(),
                json!(outcome.result(id).bound == Bound::Unvisited),
            );
            m.insert("best_line".into(), json!(on_line[id.index()]));
        }
        out.write_all(if i == 0 { b"\n    " } else { b",\n    " })?;
        out.write_all(n.to_string().as_bytes())?;
    }
    out.write_all(b"\n  ]\n}\n")
}

/// The conventions of a search, spelled as answer files spell them.
pub fn conventions(cfg: &Config) -> Value {
    json!({
        "strict": cfg.strict,
        "fail_hard": cfg.fail_hard,
        "root_reset": cfg.root_reset,
        "order": cfg.order.name(),
        "bounds": cfg.bounds.map(|(l, u)| vec![number(l), number(u)]),
        "depth": cfg.depth,
        "tt": cfg.tt,
        "budget": cfg.budget,
    })
}

/// One node's result: where it is, what it is, and what the search showed there.
pub fn node(tree: &Tree, outcome: &Outcome, id: NodeId) -> Value {
    let r = outcome.result(id);
    let mut m = Map::new();
    m.insert("path".into(), json!(tree.path(id)));
    m.insert("id".into(), json!(tree.name_exact(id)));
    m.insert("kind".into(), json!(tree.kind(id).name()));
    if let Some(n) = tree.leaf_number(id) {
        m.insert("leaf".into(), json!(n));
    }
    if tree.kind(id) == Kind::Leaf {
        insert_number(&mut m, "leaf_value", tree.value(id).unwrap_or(f64::NAN));
    }
    m.insert("bound".into(), json!(r.bound.name()));
    if r.bound != Bound::Unvisited {
        m.insert("value".into(), number(r.value));
        m.insert("shown".into(), json!(r.answer()));
    }
    if let Some(b) = r.best() {
        m.insert("best".into(), json!(tree.path(b)));
    }
    Value::Object(m)
}
