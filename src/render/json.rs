//! The JSON result of `eval --json`: the fields every consumer relies on, and
//! more that helps a grader. Per-node detail is opt-in so big trees stay small.

use serde_json::{Map, Value, json};

use crate::parse::Meta;
use crate::search::timing::RunTimes;
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

/// The placeholder a document written by [`write_streamed`] holds where a list is streamed.
pub const PLACE: &str = "\u{0}streamed here\u{0}";

/// Writes `head` as [`to_pretty`] would, with each top-level field holding [`PLACE`] (in
/// the order they appear) replaced by the next list of `lists`, written one item at a time:
/// a list of a million values is never held as JSON, only each value while it is written.
/// Lists of plain values stay on one line, as [`to_pretty`] writes them.
pub fn write_streamed(
    w: &mut dyn std::io::Write,
    head: &Value,
    lists: &mut [&mut dyn Iterator<Item = Value>],
) -> std::io::Result<()> {
    let text = to_pretty(head);
    let mark = Value::String(PLACE.into()).to_string();
    let mut parts = text.split(mark.as_str());
    w.write_all(parts.next().unwrap_or_default().as_bytes())?;
    for (list, after) in lists.iter_mut().zip(parts.by_ref()) {
        let mut lw = ListWriter::resume(&mut *w, after.to_string());
        for v in list.by_ref() {
            lw.item(&v)?;
        }
        lw.close()?;
    }
    for rest in parts {
        w.write_all(mark.as_bytes())?;
        w.write_all(rest.as_bytes())?;
    }
    Ok(())
}

/// A document written around one streamed list: [`ListWriter::open`] writes `head` up to
/// its field holding [`PLACE`], [`ListWriter::item`] each item of the list, and
/// [`ListWriter::close`] the rest, as [`write_streamed`] does for lists that are iterators.
pub struct ListWriter<'w> {
    w: &'w mut dyn std::io::Write,
    rest: String,
    first: bool,
    multiline: bool,
    buf: String,
}

impl<'w> ListWriter<'w> {
    /// Writes `head` up to its (top-level) field holding [`PLACE`].
    pub fn open(w: &'w mut dyn std::io::Write, head: &Value) -> std::io::Result<Self> {
        let text = to_pretty(head);
        let mark = Value::String(PLACE.into()).to_string();
        let (before, rest) = text.split_once(&mark).unwrap_or((&text, ""));
        w.write_all(before.as_bytes())?;
        Ok(ListWriter::resume(w, rest.to_string()))
    }

    /// A list whose document has been written up to it; `rest` follows the list.
    fn resume(w: &'w mut dyn std::io::Write, rest: String) -> Self {
        ListWriter {
            w,
            rest,
            first: true,
            multiline: false,
            buf: String::new(),
        }
    }

    /// Writes the list's next item.
    pub fn item(&mut self, v: &Value) -> std::io::Result<()> {
        self.buf.clear();
        if self.first {
            self.multiline = v.is_array() || v.is_object();
            self.buf.push_str(if self.multiline { "[\n" } else { "[" });
            self.first = false;
        } else {
            self.buf.push_str(if self.multiline { ",\n" } else { ", " });
        }
        if self.multiline {
            self.buf.push_str("    ");
            write_value(&mut self.buf, v, 2);
        } else {
            self.buf.push_str(&v.to_string());
        }
        // Each item is escaped as `to_pretty` escapes a whole document.
        let text = escape_terminal_controls(std::mem::take(&mut self.buf));
        let done = self.w.write_all(text.as_bytes());
        self.buf = text;
        done
    }

    /// Ends the list and writes the document up to its next field holding [`PLACE`]: the
    /// writer of the next list.
    pub fn next_list(self) -> std::io::Result<Self> {
        self.w.write_all(match (self.first, self.multiline) {
            (true, _) => b"[]",
            (false, true) => b"\n  ]",
            (false, false) => b"]",
        })?;
        let mark = Value::String(PLACE.into()).to_string();
        let (before, rest) = self.rest.split_once(&mark).unwrap_or((&self.rest, ""));
        self.w.write_all(before.as_bytes())?;
        let rest = rest.to_string();
        Ok(ListWriter::resume(self.w, rest))
    }

    /// Ends the list and writes the rest of the document.
    pub fn close(self) -> std::io::Result<()> {
        self.w.write_all(match (self.first, self.multiline) {
            (true, _) => b"[]",
            (false, true) => b"\n  ]",
            (false, false) => b"]",
        })?;
        self.w.write_all(self.rest.as_bytes())
    }
}

/// Writes the JSON of `eval --json` (with every node's result when `nodes`). The pruned
/// leaves and the nodes are streamed (see [`write_streamed`]): on a million-leaf tree they
/// are nearly all of the output, and as JSON values they would cost far more than the tree.
pub fn write_outcome(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    nodes: bool,
) -> std::io::Result<()> {
    write_outcome_timed(w, tree, meta, outcome, nodes, None)
}

/// [`write_outcome`], with `"timing": {"load_seconds", "search_seconds"}` where `times`
/// are given (`eval --time --json`).
pub fn write_outcome_timed(
    w: &mut dyn std::io::Write,
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    nodes: bool,
    times: Option<RunTimes>,
) -> std::io::Result<()> {
    let (pruned, unreached) = outcome.pruned_and_not_reached(tree);
    let mut v = build(tree, meta, outcome, false, json!(PLACE), json!(unreached));
    if let (Some(t), Value::Object(m)) = (times, &mut v) {
        m.insert(
            "timing".into(),
            json!({"load_seconds": t.load_seconds, "search_seconds": t.search_seconds}),
        );
    }
    if nodes && let Value::Object(m) = &mut v {
        m.insert("nodes".into(), json!(PLACE));
    }
    let mut leaves = pruned.iter().map(|&n| json!(n));
    let mut all = tree.ids().map(|id| node(tree, outcome, id));
    let mut none = std::iter::empty();
    let second: &mut dyn Iterator<Item = Value> = if nodes { &mut all } else { &mut none };
    write_streamed(w, &v, &mut [&mut leaves, second])
}

/// The JSON text of `eval --json`, whole (for small trees and tests; the command line
/// streams it with [`write_outcome`]).
pub fn outcome_text(tree: &Tree, meta: &Meta, outcome: &Outcome, nodes: bool) -> String {
    let mut out = Vec::new();
    let _ = write_outcome(&mut out, tree, meta, outcome, nodes);
    String::from_utf8(out).unwrap_or_default()
}

/// The result of one search as a JSON object whose `pruned_leaves` holds [`PLACE`], and
/// the pruned leaves to stream there (see [`write_streamed`]).
pub fn outcome_head(tree: &Tree, meta: &Meta, outcome: &Outcome) -> (Value, Vec<u32>) {
    let (pruned, unreached) = outcome.pruned_and_not_reached(tree);
    let head = build(tree, meta, outcome, false, json!(PLACE), json!(unreached));
    (head, pruned)
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
    m.insert(
        "best".into(),
        json!(outcome.best_move().map(|b| tree.path(b))),
    );
    m.insert("leaves_evaluated".into(), json!(outcome.leaves_evaluated));
    m.insert("nodes_visited".into(), json!(outcome.nodes_visited));
    m.insert("pruned_leaves".into(), pruned);
    m.insert("not_reached".into(), unreached);
    // Beyond the contract:
    m.insert("bound".into(), json!(outcome.bound.name()));
    m.insert(
        "best_id".into(),
        json!(outcome.best_move().map(|b| tree.name_exact(b))),
    );
    m.insert(
        "best_move".into(),
        json!(outcome.best_move().and_then(|b| tree.move_name(b))),
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
                json!(outcome.result(tree, id).bound == Bound::Unvisited),
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
        "no_deep_cutoffs": cfg.no_deep_cutoffs,
        "order": cfg.order.name(),
        "bounds": cfg.bounds.map(|(l, u)| vec![number(l), number(u)]),
        "depth": cfg.depth,
        "tt": cfg.tt,
        "budget": cfg.budget,
    })
}

/// One node's result: where it is, what it is, and what the search showed there.
pub fn node(tree: &Tree, outcome: &Outcome, id: NodeId) -> Value {
    let r = outcome.result(tree, id);
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
