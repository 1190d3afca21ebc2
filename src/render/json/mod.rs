//! The JSON result of `eval --json`: the fields every consumer relies on, and
//! more that helps a grader. Per-node detail is opt-in so big trees stay small.

use std::cell::RefCell;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::value::RawValue;
use serde_json::{Map, Value, json};

use crate::parse::Meta;
use crate::search::timing::RunTimes;
use crate::search::{Bound, Config, Outcome};
use crate::tree::{NodeId, Tree};

/// A number as JSON, exactly: the float itself in its shortest round-trip form, an integer
/// without `.0` where it is one (up to 2^53), and `null` where JSON has no number (an
/// infinity, or a value the search does not know); [`shown`] gives the text beside it.
pub fn number(v: f64) -> Value {
    json!(Number(v))
}

/// The text that stands beside a `null` [`number`]: `"∞"`, `"-∞"`; `None` for a number JSON
/// can carry (and for an unknown value, which has no text).
pub fn shown(v: f64) -> Option<Value> {
    shown_text(v).map(Value::from)
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

mod layout;
mod result;

pub use layout::Layout;
pub use result::{
    Conventions, DepthLimit, NodeResult, Number, PRINCIPAL_PATHS, PassResult, PrincipalLine,
    SearchResult, shown_text,
};

/// Pretty JSON for people and machines alike, laid out by [`Layout`]: objects one key per
/// line, lists of plain values on one line.
pub fn to_pretty(v: &Value) -> String {
    let mut out = Vec::new();
    // (Writing to memory cannot fail, and a `Value` always serialises.)
    let _ = v.serialize(&mut serde_json::Serializer::with_formatter(
        &mut out,
        Layout::default(),
    ));
    out.push(b'\n');
    String::from_utf8(out).unwrap_or_default()
}

/// Items pushed one at a time into a list as it is written.
type Source<'a> = Box<dyn FnOnce(&mut dyn FnMut(Value)) + 'a>;

/// A JSON object written field by field, where a field may be a list streamed as its items
/// are made: a list of a million values is never held as JSON, only each value while it is
/// written. Laid out by [`Layout`].
pub struct Document<'a> {
    fields: Vec<(String, Field<'a>)>,
}

enum Field<'a> {
    Value(Value),
    Document(Document<'a>),
    /// The items, and whether each is written compact on a line of its own.
    List(RefCell<Option<Source<'a>>>, bool),
}

impl<'a> Document<'a> {
    /// The object `head`, its fields as they are.
    pub fn new(head: Map<String, Value>) -> Document<'a> {
        Document {
            fields: head
                .into_iter()
                .map(|(k, v)| (k, Field::Value(v)))
                .collect(),
        }
    }

    /// Sets the field `key` (in its place, or last when `head` has none).
    fn set(mut self, key: &str, field: Field<'a>) -> Document<'a> {
        match self.fields.iter_mut().find(|(k, _)| k == key) {
            Some((_, f)) => *f = field,
            None => self.fields.push((key.to_string(), field)),
        }
        self
    }

    /// The field `key` is the list of `items`, written as they come.
    pub fn items(self, key: &str, items: impl Iterator<Item = Value> + 'a) -> Document<'a> {
        self.pushed(key, move |push| items.for_each(push))
    }

    /// The field `key` is the list `source` pushes, written as each item comes (for a
    /// source that calls back rather than iterates).
    pub fn pushed(
        self,
        key: &str,
        source: impl FnOnce(&mut dyn FnMut(Value)) + 'a,
    ) -> Document<'a> {
        self.set(
            key,
            Field::List(RefCell::new(Some(Box::new(source))), false),
        )
    }

    /// The field `key` is the list of `items`, each written compact on a line of its own
    /// (a node per line, so a big tree's JSON stays as many lines as it has nodes).
    pub fn lines(self, key: &str, items: impl Iterator<Item = Value> + 'a) -> Document<'a> {
        let source = move |push: &mut dyn FnMut(Value)| items.for_each(push);
        self.set(key, Field::List(RefCell::new(Some(Box::new(source))), true))
    }

    /// The field `key` is the object `doc`.
    pub fn document(self, key: &str, doc: Document<'a>) -> Document<'a> {
        self.set(key, Field::Document(doc))
    }

    /// Writes the object, then a newline. A list is written once: a second write gives it
    /// empty.
    pub fn write(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.serialize(&mut serde_json::Serializer::with_formatter(
            &mut *w,
            Layout::default(),
        ))?;
        w.write_all(b"\n")
    }
}

impl Serialize for Document<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.fields.len()))?;
        for (k, f) in &self.fields {
            map.serialize_entry(k, f)?;
        }
        map.end()
    }
}

impl Serialize for Field<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        match self {
            Field::Value(v) => v.serialize(s),
            Field::Document(d) => d.serialize(s),
            Field::List(source, compact) => {
                let mut seq = s.serialize_seq(None)?;
                let mut failed = None;
                if let Some(source) = source.borrow_mut().take() {
                    source(&mut |v: Value| {
                        if failed.is_some() {
                            return;
                        }
                        let done = if *compact {
                            compact_item(&v).and_then(|raw| seq.serialize_element(&raw))
                        } else {
                            seq.serialize_element(&v)
                        };
                        failed = done.err();
                    });
                }
                match failed {
                    Some(e) => Err(e),
                    None => seq.end(),
                }
            }
        }
    }
}

/// `v` as one line of compact JSON, escaped as [`Layout`] escapes.
fn compact_item<E: serde::ser::Error>(v: &Value) -> std::result::Result<Box<RawValue>, E> {
    let mut out = Vec::new();
    v.serialize(&mut serde_json::Serializer::with_formatter(
        &mut out,
        Layout::compact(),
    ))
    .map_err(E::custom)?;
    let text = String::from_utf8(out).map_err(E::custom)?;
    RawValue::from_string(text).map_err(E::custom)
}

/// Writes the JSON of `eval --json` (with every node's result when `nodes`). The pruned
/// leaves and the nodes are streamed (see [`Document`]): on a million-leaf tree they are
/// nearly all of the output, and as JSON values they would cost far more than the tree.
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
    let (mut head, pruned) = outcome_head(tree, meta, outcome);
    if let Some(t) = times {
        head.insert(
            "timing".into(),
            json!({"load_seconds": t.load_seconds, "search_seconds": t.search_seconds}),
        );
    }
    let mut doc = Document::new(head).items("pruned_leaves", pruned.into_iter().map(|n| json!(n)));
    if nodes {
        doc = doc.items("nodes", tree.ids().map(|id| node(tree, outcome, id)));
    }
    doc.write(w)
}

/// The JSON text of `eval --json`, whole (for small trees and tests; the command line
/// streams it with [`write_outcome`]).
pub fn outcome_text(tree: &Tree, meta: &Meta, outcome: &Outcome, nodes: bool) -> String {
    let mut out = Vec::new();
    let _ = write_outcome(&mut out, tree, meta, outcome, nodes);
    String::from_utf8(out).unwrap_or_default()
}

/// The result of one search as a JSON object without its pruned leaves (`pruned_leaves` is
/// `null`), and the pruned leaves, to stream there (see [`Document::items`]).
pub fn outcome_head(tree: &Tree, meta: &Meta, outcome: &Outcome) -> (Map<String, Value>, Vec<u32>) {
    let (head, pruned) = SearchResult::of(tree, meta, outcome, false, false);
    (object(&head), pruned)
}

/// The result of one search as a JSON object (`pruned_leaves` included as values: for
/// small trees and library callers; `outcome_text` is the fast path).
pub fn outcome(tree: &Tree, meta: &Meta, outcome: &Outcome, nodes: bool) -> Value {
    Value::Object(object(
        &SearchResult::of(tree, meta, outcome, true, nodes).0,
    ))
}

/// A result record as a JSON object, its fields in their declared order.
fn object(record: &impl Serialize) -> Map<String, Value> {
    match serde_json::to_value(record) {
        Ok(Value::Object(m)) => m,
        // (Every record is a struct of plain fields: it serializes to an object.)
        _ => unreachable!("a result record is a JSON object"),
    }
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
    let (head, pruned) = outcome_head(tree, meta, outcome);
    let mut on_line = vec![false; tree.len()];
    for n in outcome.principal_variation(tree) {
        on_line[n.index()] = true;
    }
    let nodes = tree.ids().map(|id| {
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
        n
    });
    Document::new(head)
        .items("pruned_leaves", pruned.into_iter().map(|n| json!(n)))
        .lines("nodes", nodes)
        .write(out)
}

/// The conventions of a search, spelled as answer files spell them.
pub fn conventions(cfg: &Config) -> Value {
    Value::Object(object(&Conventions::of(cfg)))
}

/// One node's result: where it is, what it is, and what the search showed there.
pub fn node(tree: &Tree, outcome: &Outcome, id: NodeId) -> Value {
    Value::Object(object(&NodeResult::of(tree, outcome, id)))
}
