//! Answers held in Rust and turned into Python values only when asked for: a notebook or
//! an autograder reads a field or two of a search (`value`, `pruned_leaves`) or a check
//! (`right`), and building every node's dict for each call cost more than the search.

use std::sync::OnceLock;

use gametree::render;
use gametree::search::Outcome;
use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use serde_json::Value;

use crate::convert::to_py;
use crate::doc::Doc;
use crate::guard::guarded;

/// One search's outcome; its `eval --json --nodes` object is made on the first read, the
/// part without `nodes` apart, so reading a scalar field never builds the nodes.
#[pyclass(frozen, module = "gametree._gametree")]
pub(crate) struct Searched {
    doc: Py<Doc>,
    outcome: Outcome,
    head: OnceLock<Value>,
    full: OnceLock<Value>,
}

impl Searched {
    pub(crate) fn new(doc: Py<Doc>, outcome: Outcome) -> Self {
        Searched {
            doc,
            outcome,
            head: OnceLock::new(),
            full: OnceLock::new(),
        }
    }

    fn json(&self, nodes: bool) -> &Value {
        let cell = if nodes { &self.full } else { &self.head };
        cell.get_or_init(|| {
            let doc = &self.doc.get().doc;
            render::json::outcome(&doc.tree, &doc.meta, &self.outcome, nodes)
        })
    }
}

#[pymethods]
impl Searched {
    /// One field of `eval --json --nodes`, as a Python value (a new one on every read).
    fn get<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let nodes = key == "nodes";
            match self.json(nodes).get(key) {
                Some(v) => to_py(py, v),
                None => Err(PyKeyError::new_err(key.to_string())),
            }
        })
    }

    /// The whole of `eval --json --nodes`, as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, self.json(true)))
    }
}

/// One checked sheet: the report of `check --json` and Gradescope's results, each made
/// into Python values when first asked for.
#[pyclass(frozen, module = "gametree._gametree")]
pub(crate) struct Checked {
    report: Value,
    gradescope: Value,
}

impl Checked {
    pub(crate) fn new(report: Value, gradescope: Value) -> Self {
        Checked { report, gradescope }
    }
}

#[pymethods]
impl Checked {
    /// Whether every item is right (the report's `all_passed`).
    #[getter]
    fn all_passed(&self) -> bool {
        self.report["all_passed"].as_bool().unwrap_or(false)
    }

    /// `check --json`'s report, as a dict.
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, &self.report))
    }

    /// Gradescope's `results.json`, as a dict.
    fn gradescope<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, &self.gradescope))
    }
}
