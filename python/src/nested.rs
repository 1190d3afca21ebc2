//! `from_nested`: a tree from nested Python lists, as many courses write them.

use gametree::error::{ErrorKind, InputError};
use gametree::parse::{Document, Meta};
use gametree::tree::{Kind, NodeId, TreeBuilder};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyString, PyTuple};

use crate::doc::Doc;
use crate::guard::{guarded, raise};

/// A list or tuple being read by [`from_nested`]: its children made so far.
struct Open<'py> {
    seq: Bound<'py, PyAny>,
    len: usize,
    next: usize,
    kind: Kind,
    children: Vec<NodeId>,
}

/// The node `path` (1-based child positions, `root` for the root) of the open lists.
fn nested_path(open: &[Open<'_>]) -> String {
    if open.is_empty() {
        return "root".to_string();
    }
    let steps: Vec<String> = open.iter().map(|o| o.next.to_string()).collect();
    steps.join(".")
}

/// A tree from nested lists: each list a node whose players alternate from `root` (`"max"`
/// or `"min"`), each number a leaf. Read with a stack of its own, so depth costs no call
/// stack; a list inside itself, an empty list, a value that is no number and NaN or an
/// infinity are refused, naming the node.
#[pyfunction]
#[pyo3(signature = (lists, root = "max"))]
pub(crate) fn from_nested(py: Python<'_>, lists: &Bound<'_, PyAny>, root: &str) -> PyResult<Doc> {
    guarded(|| {
        let first = match root.to_ascii_lowercase().as_str() {
            "max" => Kind::Max,
            "min" => Kind::Min,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "root: {root:?} is no player: \"max\" or \"min\""
                )));
            }
        };
        let bad = |open: &[Open<'_>], kind: ErrorKind, what: String| {
            let node = nested_path(open);
            raise(
                py,
                InputError::new(kind, format!("node {node}: {what}")).node(node),
            )
        };
        let mut b = TreeBuilder::new();
        let mut open: Vec<Open<'_>> = Vec::new();
        // The lists open from the root down, by address: one met again is its own ancestor.
        let mut on_path = std::collections::HashSet::new();
        let mut item = Some(lists.clone());
        let mut kind = first;
        loop {
            if let Some(x) = item.take() {
                if x.is_instance_of::<PyList>() || x.is_instance_of::<PyTuple>() {
                    if !on_path.insert(x.as_ptr() as usize) {
                        return Err(bad(
                            &open,
                            ErrorKind::BadReference,
                            "a list that holds itself: a tree has no cycles".into(),
                        ));
                    }
                    let len = x.len()?;
                    open.push(Open {
                        seq: x,
                        len,
                        next: 0,
                        kind,
                        children: Vec::with_capacity(len),
                    });
                } else {
                    let leaf = if x.is_instance_of::<PyBool>() {
                        None
                    } else if x.is_instance_of::<PyInt>() || x.is_instance_of::<PyFloat>() {
                        match x.extract::<f64>() {
                            Ok(v) => Some(v),
                            // A whole number past the largest float is a number all the
                            // same: refused as one too large, not as no number.
                            Err(_) if x.is_instance_of::<PyInt>() => {
                                let bits: u64 = x.call_method0("bit_length")?.extract()?;
                                return Err(bad(
                                    &open,
                                    ErrorKind::NotFinite,
                                    format!(
                                        "the leaf value, a whole number of {bits} bits, is \
                                         beyond the largest number (about 1.8e308)"
                                    ),
                                ));
                            }
                            Err(_) => None,
                        }
                    } else {
                        None
                    };
                    let Some(v) = leaf.or_else(|| {
                        // Other numbers (numpy's, Fraction, Decimal) by their float value.
                        (!x.is_instance_of::<PyBool>() && !x.is_instance_of::<PyString>())
                            .then(|| x.call_method0("__float__").ok()?.extract::<f64>().ok())
                            .flatten()
                    }) else {
                        let type_name = x.get_type().name()?.to_string();
                        let node = nested_path(&open);
                        return Err(PyTypeError::new_err(format!(
                            "node {node}: a {type_name} is neither a list (an inner node) nor a number (a leaf)"
                        )));
                    };
                    if !v.is_finite() {
                        return Err(bad(
                            &open,
                            ErrorKind::NotFinite,
                            format!("the leaf value {v} is not a finite number"),
                        ));
                    }
                    let id = b.leaf(v);
                    match open.last_mut() {
                        Some(o) => o.children.push(id),
                        None => return finish(py, b, id),
                    }
                }
            }
            let Some(top) = open.last_mut() else {
                unreachable!("the loop returns when the root is made")
            };
            if top.next < top.len {
                let child = top.seq.get_item(top.next)?;
                top.next += 1;
                kind = match top.kind {
                    Kind::Max => Kind::Min,
                    _ => Kind::Max,
                };
                item = Some(child);
                continue;
            }
            let Some(done) = open.pop() else {
                unreachable!("a list is open")
            };
            on_path.remove(&(done.seq.as_ptr() as usize));
            if done.children.is_empty() {
                open.push(done);
                // Named by its own path: the position the parent has reached.
                return Err(bad(
                    &open[..open.len() - 1],
                    ErrorKind::EmptyChildren,
                    "an empty list: an inner node needs at least one child".into(),
                ));
            }
            let id = b.node(done.kind, done.children);
            match open.last_mut() {
                Some(o) => o.children.push(id),
                None => return finish(py, b, id),
            }
        }
    })
}

/// The built tree as a document, or the builder's refusal as a `TreeError`.
fn finish(py: Python<'_>, b: TreeBuilder, root: NodeId) -> PyResult<Doc> {
    let tree = b
        .finish(root)
        .map_err(|e| raise(py, InputError::new(ErrorKind::Shape, e.to_string())))?;
    Ok(Doc {
        doc: Document {
            tree,
            meta: Meta::default(),
        },
    })
}
