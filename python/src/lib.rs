//! The compiled part of the Python package `gametree`, imported as `gametree._gametree`.
//!
//! A thin layer over the library: every answer is the library's own (the JSON of `eval
//! --json --nodes`, of `trace --json`, of `check --json`), turned into Python values. The
//! package's Python part (`gametree/__init__.py`) wraps these in documented classes.
//!
//! No call can take the interpreter down: every entry runs under [`guarded`], which turns a
//! panic into a `RuntimeError`.

use std::ffi::OsString;
use std::panic::{AssertUnwindSafe, catch_unwind};

use gametree::check::{Convention, conventions};
use gametree::error::{ErrorKind, InputError};
use gametree::parse::{self, Document, Meta, Source};
use gametree::render;
use gametree::render::sheet;
use gametree::search::{self, Algorithm, Config, Order};
use gametree::tree::{Kind, NodeId, TreeBuilder};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::Value;

create_exception!(
    gametree,
    TreeError,
    PyValueError,
    "Bad input: a tree, answer sheet or rubric that cannot be read. Its attributes say where: \
     `message` (one sentence), `line` and `column` (1-based, or None), `node` (the node \
     concerned, or None), `file` (the text's name, or None), `kind` (the rule broken, such \
     as \"Syntax\" or \"NotFinite\") and `help` (a hint, or None)."
);

/// Runs `f`, turning a panic into a `RuntimeError` that carries the panic's message.
fn guarded<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown cause".to_string());
            Err(PyRuntimeError::new_err(format!(
                "gametree failed inside (a bug, please report it): {what}"
            )))
        }
    }
}

/// The library's error as a Python exception: a refused search (a convention that does not
/// fit the tree) is a `ValueError`, bad input a `TreeError` with its position.
fn raise(py: Python<'_>, e: InputError) -> PyErr {
    let message = render::say::say(&e.message);
    if e.kind == ErrorKind::Search {
        return PyValueError::new_err(message);
    }
    let pos = e.pos.filter(|p| p.line > 0);
    let mut text = String::new();
    if let Some(file) = &e.file {
        text.push_str(file);
        text.push(':');
    }
    if let Some(p) = pos {
        text.push_str(&format!("{}:{}:", p.line, p.col));
    }
    if !text.is_empty() {
        text.push(' ');
    }
    text.push_str(&message);
    let help = e.help.as_deref().map(render::say::say);
    if let Some(h) = &help {
        text.push_str("\nhelp: ");
        text.push_str(h);
    }
    let err = TreeError::new_err(text);
    let value = err.value(py);
    let attrs = [
        ("message", Some(message)),
        ("file", e.file.clone()),
        ("node", e.node.clone()),
        ("kind", Some(format!("{:?}", e.kind))),
        ("help", help),
    ];
    for (name, v) in attrs {
        if value.setattr(name, v).is_err() {
            return err;
        }
    }
    let _ = value.setattr("line", pos.map(|p| p.line));
    let _ = value.setattr("column", pos.map(|p| p.col));
    err
}

/// A JSON value as Python values: objects as dicts (in the JSON's key order), arrays as
/// lists, whole numbers as ints.
fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                PyFloat::new(py, n.as_f64().unwrap_or(f64::NAN)).into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for x in items {
                list.append(to_py(py, x)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, x) in map {
                dict.set_item(k, to_py(py, x)?)?;
            }
            dict.into_any()
        }
    })
}

/// A parsed tree: the library's document, immutable.
#[pyclass(frozen, module = "gametree._gametree")]
struct Doc {
    doc: Document,
}

/// The search `Tree.search` asks for, as the library's configuration; a name that is no
/// algorithm or order, or bounds that are no interval holding every leaf, are refused.
#[allow(clippy::too_many_arguments)]
fn config(
    doc: &Document,
    algo: &str,
    strict: bool,
    fail_hard: bool,
    root_reset: bool,
    deep_cutoffs: bool,
    order: &str,
    bounds: Option<(f64, f64)>,
    depth: Option<u32>,
    tt: bool,
) -> PyResult<Config> {
    let algorithm = Algorithm::from_name(algo).ok_or_else(|| {
        let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
        PyValueError::new_err(format!(
            "algo: unknown algorithm {algo:?}; known: {}",
            names.join(", ")
        ))
    })?;
    let order = Order::from_name(order).ok_or_else(|| {
        let names: Vec<&str> = Order::ALL.iter().map(|o| o.name()).collect();
        PyValueError::new_err(format!(
            "order: unknown order {order:?}; known: {}",
            names.join(", ")
        ))
    })?;
    let bounds = match bounds {
        Some((lo, hi)) => {
            if !(lo.is_finite() && hi.is_finite() && lo < hi) {
                return Err(PyValueError::new_err(format!(
                    "bounds: ({lo}, {hi}) is no interval: two finite numbers L < U"
                )));
            }
            let b = parse::Bounds {
                lo,
                hi,
                pos: Default::default(),
            };
            parse::check_bounds(&doc.tree, b).map_err(|e| {
                PyValueError::new_err(format!("bounds: {}", render::say::say(&e.message)))
            })?;
            Some((lo, hi))
        }
        None => doc.meta.bounds.map(|b| (b.lo, b.hi)),
    };
    Ok(Config {
        algorithm,
        strict,
        fail_hard,
        root_reset,
        no_deep_cutoffs: !deep_cutoffs,
        order,
        bounds,
        depth,
        tt,
        ..Config::default()
    })
}

#[pymethods]
impl Doc {
    /// `eval --json --nodes` of one search, as a dict.
    #[pyo3(signature = (algo, strict, fail_hard, root_reset, deep_cutoffs, order, bounds, depth, tt))]
    #[allow(clippy::too_many_arguments)]
    fn search<'py>(
        &self,
        py: Python<'py>,
        algo: &str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: &str,
        bounds: Option<(f64, f64)>,
        depth: Option<u32>,
        tt: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = config(
                doc,
                algo,
                strict,
                fail_hard,
                root_reset,
                deep_cutoffs,
                order,
                bounds,
                depth,
                tt,
            )?;
            let outcome =
                search::run(&doc.tree, &cfg).map_err(|e| raise(py, InputError::from(e)))?;
            to_py(
                py,
                &render::json::outcome(&doc.tree, &doc.meta, &outcome, true),
            )
        })
    }

    /// `trace --json` of one search, as a dict (its `steps` are the trace's steps).
    #[pyo3(signature = (algo, strict, fail_hard, root_reset, deep_cutoffs, order, bounds, depth, tt))]
    #[allow(clippy::too_many_arguments)]
    fn trace<'py>(
        &self,
        py: Python<'py>,
        algo: &str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: &str,
        bounds: Option<(f64, f64)>,
        depth: Option<u32>,
        tt: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = config(
                doc,
                algo,
                strict,
                fail_hard,
                root_reset,
                deep_cutoffs,
                order,
                bounds,
                depth,
                tt,
            )?;
            let mut rec = search::Recorder::with_limit(search::DEFAULT_MAX_STEPS);
            let outcome = search::run_observed(&doc.tree, &cfg, &mut rec)
                .map_err(|e| raise(py, InputError::from(e)))?;
            rec.complete().map_err(|e| raise(py, InputError::from(e)))?;
            let mut out = Vec::new();
            render::trace::write_json(&mut out, &doc.tree, &outcome, &rec)
                .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
            let value: Value =
                serde_json::from_slice(&out).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
            to_py(py, &value)
        })
    }

    /// The page of `gametree html` (the stepper), or of `gametree html --practice` when
    /// `practice`, for one search.
    #[pyo3(signature = (practice, algo, strict, fail_hard, root_reset, deep_cutoffs, order, bounds, depth, tt))]
    #[allow(clippy::too_many_arguments)]
    fn html(
        &self,
        py: Python<'_>,
        practice: bool,
        algo: &str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: &str,
        bounds: Option<(f64, f64)>,
        depth: Option<u32>,
        tt: bool,
    ) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = config(
                doc,
                algo,
                strict,
                fail_hard,
                root_reset,
                deep_cutoffs,
                order,
                bounds,
                depth,
                tt,
            )?;
            let tree = &doc.tree;
            let max = if practice {
                render::practice::MAX_NODES
            } else {
                render::html::MAX_NODES
            };
            if tree.len() > max {
                return Err(PyValueError::new_err(format!(
                    "the tree has {} nodes; a page shows at most {max}",
                    tree.len()
                )));
            }
            if practice {
                let untitled = gametree::i18n::message("html-untitled", None);
                let title = doc.meta.name.as_deref().unwrap_or(&untitled);
                let exercise = render::practice::Exercise {
                    tree,
                    meta: &doc.meta,
                    config: &cfg,
                    seed: None,
                    remake: None,
                    level: None,
                };
                return render::practice::render(
                    render::practice::Title::Practice(title),
                    &[exercise],
                )
                .map_err(|e| raise(py, e));
            }
            let mut rec = search::Recorder::default();
            let outcome = search::run_observed(tree, &cfg, &mut rec)
                .map_err(|e| raise(py, InputError::from(e)))?;
            Ok(render::html::render(tree, &doc.meta, &outcome, &rec))
        })
    }

    /// The drawing of `gametree dot` (Graphviz's DOT) after one search: `windows` adds
    /// each node's window, `left_right` lays the tree out from the left, `hide_pruned`
    /// leaves out the subtrees never entered, `title` puts the title above.
    #[pyo3(signature = (windows, left_right, hide_pruned, title, algo, strict, fail_hard, root_reset, deep_cutoffs, order, bounds, depth, tt))]
    #[allow(clippy::too_many_arguments)]
    fn dot(
        &self,
        py: Python<'_>,
        windows: bool,
        left_right: bool,
        hide_pruned: bool,
        title: bool,
        algo: &str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: &str,
        bounds: Option<(f64, f64)>,
        depth: Option<u32>,
        tt: bool,
    ) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = config(
                doc,
                algo,
                strict,
                fail_hard,
                root_reset,
                deep_cutoffs,
                order,
                bounds,
                depth,
                tt,
            )?;
            let mut rec = search::Recorder::with_limit(search::DEFAULT_MAX_STEPS);
            let outcome = search::run_observed(&doc.tree, &cfg, &mut rec)
                .map_err(|e| raise(py, InputError::from(e)))?;
            rec.complete().map_err(|e| raise(py, InputError::from(e)))?;
            let opts = render::dot::Options {
                windows,
                direction: if left_right {
                    render::dot::Direction::LeftRight
                } else {
                    render::dot::Direction::TopDown
                },
                hide_unvisited: hide_pruned,
                title,
                extent: render::elide::Extent {
                    depth: None,
                    all: false,
                },
                widest: None,
                aspect: None,
            };
            Ok(gametree::i18n::with(gametree::i18n::Lang::ENGLISH, || {
                render::dot::render(&doc.tree, &doc.meta, &outcome, &rec, &opts)
            }))
        })
    }

    /// The tree as a tree file (YAML), with its name, source and bounds.
    fn to_yaml(&self) -> PyResult<String> {
        guarded(|| {
            let meta = &self.doc.meta;
            let header = gametree::tree::yaml::Header {
                name: meta.name.clone(),
                source: meta.source.clone(),
                bounds: meta.bounds.map(|b| (b.lo, b.hi)),
                comments: Vec::new(),
            };
            Ok(gametree::tree::yaml::write(&self.doc.tree, &header))
        })
    }

    /// `check TREE --answers SHEET --json` and `--format gradescope`, as two dicts.
    #[pyo3(signature = (answers, name, rubric, conventions))]
    fn check<'py>(
        &self,
        py: Python<'py>,
        answers: &str,
        name: &str,
        rubric: Option<&str>,
        conventions: Option<&str>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        guarded(|| {
            let flags = match conventions {
                Some(text) => read_conventions(text)?,
                None => Vec::new(),
            };
            let s = sheet::check_sheet(&self.doc, answers, name, rubric, &flags).map_err(|e| {
                if e.flag.is_some() {
                    PyValueError::new_err(format!(
                        "{}: {}",
                        e.flag
                            .as_deref()
                            .unwrap_or_default()
                            .trim_start_matches('-'),
                        render::say::say(&e.message)
                    ))
                } else {
                    raise(py, e)
                }
            })?;
            Ok((to_py(py, &s.report)?, to_py(py, &s.gradescope)?))
        })
    }

    /// Every node in depth-first order, as a dict: `path`, `id`, `kind` (`max`, `min`,
    /// `chance`, `leaf`), `leaf` (its number, on leaves), `value` (a leaf's value),
    /// `probability` (under a chance node), `move` (its move name) and `children` (paths).
    fn nodes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        guarded(|| {
            let tree = &self.doc.tree;
            let list = PyList::empty(py);
            for id in tree.ids() {
                let d = PyDict::new(py);
                d.set_item("path", tree.path(id))?;
                d.set_item("id", tree.name_exact(id))?;
                d.set_item("kind", tree.kind(id).name())?;
                d.set_item("leaf", tree.leaf_number(id))?;
                d.set_item(
                    "value",
                    tree.value(id).filter(|_| tree.kind(id) == Kind::Leaf),
                )?;
                let under_chance = tree
                    .parent(id)
                    .is_some_and(|p| tree.kind(p) == Kind::Chance);
                d.set_item("probability", under_chance.then(|| tree.prob(id)))?;
                d.set_item("move", tree.move_name(id))?;
                let children: Vec<String> =
                    tree.children(id).iter().map(|&c| tree.path(c)).collect();
                d.set_item("children", children)?;
                list.append(d)?;
            }
            Ok(list)
        })
    }

    /// The tree's name (`name:` in its file), if it has one.
    #[getter]
    fn name(&self) -> Option<String> {
        self.doc.meta.name.clone()
    }

    /// How many nodes the tree has.
    #[getter]
    fn node_count(&self) -> usize {
        self.doc.tree.len()
    }

    /// How many leaves the tree has.
    #[getter]
    fn leaf_count(&self) -> usize {
        self.doc.tree.leaf_count()
    }
}

/// The conventions of a `check` call, given as a JSON map, read as answer files and rubrics
/// read theirs; a key that is none, or a value that does not fit, is a `ValueError`.
fn read_conventions(text: &str) -> PyResult<Vec<Convention>> {
    let refused = |e: InputError| {
        let mut m = render::say::say(&e.message);
        if let Some(h) = e.help.as_deref() {
            m.push_str(&format!(" ({})", render::say::say(h)));
        }
        PyValueError::new_err(m)
    };
    let value = parse::parse_value(text).map_err(refused)?;
    let claims = conventions::read_map(&value).map_err(refused)?;
    Ok(claims.into_iter().map(|c| c.what).collect())
}

/// Parses a tree file's text (YAML or JSON; a CS188 test file is known by its shape).
#[pyfunction]
#[pyo3(signature = (text, name = None))]
fn parse_text(py: Python<'_>, text: &str, name: Option<&str>) -> PyResult<Doc> {
    guarded(|| {
        let source = Source::inline(name.unwrap_or("<text>"), text);
        let doc = parse::parse(&source).map_err(|e| raise(py, e))?;
        Ok(Doc { doc })
    })
}

/// Reads and parses a tree file (YAML, JSON, or a CS188 `.test` file).
#[pyfunction]
fn load_file(py: Python<'_>, path: &str) -> PyResult<Doc> {
    guarded(|| {
        let source = Source::read(path).map_err(|b| raise(py, b.0.in_file(path)))?;
        let doc = parse::parse(&source).map_err(|e| raise(py, e))?;
        Ok(Doc { doc })
    })
}

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
fn from_nested(py: Python<'_>, lists: &Bound<'_, PyAny>, root: &str) -> PyResult<Doc> {
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
                        x.extract::<f64>().ok()
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

/// Runs the `gametree` command line on `args` (the program's name first) and returns its
/// exit code.
#[pyfunction]
fn run_cli(py: Python<'_>, args: Vec<OsString>) -> PyResult<u8> {
    guarded(|| Ok(py.detach(|| gametree::cli::run_args(args))))
}

#[pymodule]
fn _gametree(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("TreeError", m.py().get_type::<TreeError>())?;
    m.add_class::<Doc>()?;
    m.add_function(wrap_pyfunction!(parse_text, m)?)?;
    m.add_function(wrap_pyfunction!(load_file, m)?)?;
    m.add_function(wrap_pyfunction!(from_nested, m)?)?;
    m.add_function(wrap_pyfunction!(run_cli, m)?)?;
    Ok(())
}
