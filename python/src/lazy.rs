//! Answers held in Rust and turned into Python values only when asked for: a notebook or
//! an autograder reads a field or two of a search (`value`, `pruned_leaves`) or a check
//! (`right`), and building every node's dict for each call cost more than the search.

use std::sync::OnceLock;

use gametree::render;
use gametree::render::sheet;
use gametree::search::Outcome;
use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use serde_json::Value;

use crate::convert::to_py;
use crate::doc::{Doc, refused};
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

    /// The object with `nodes` when `nodes`, refused for a tree whose every path together
    /// passes [`render::deep::MAX_PATH_BYTES`].
    fn json(&self, nodes: bool) -> PyResult<&Value> {
        if nodes && self.full.get().is_none() {
            render::deep::refuse_long_paths(&self.doc.get().doc.tree).map_err(refused)?;
        }
        let cell = if nodes { &self.full } else { &self.head };
        Ok(cell.get_or_init(|| {
            let doc = &self.doc.get().doc;
            render::json::outcome(&doc.tree, &doc.meta, &self.outcome, nodes)
        }))
    }
}

#[pymethods]
impl Searched {
    /// One field of `eval --json --nodes`, as a Python value (a new one on every read).
    fn get<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let nodes = key == "nodes";
            match self.json(nodes)?.get(key) {
                Some(v) => to_py(py, v),
                None => Err(PyKeyError::new_err(key.to_string())),
            }
        })
    }

    /// The whole of `eval --json --nodes`, as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, self.json(true)?))
    }
}

/// One checked sheet, graded: whether it is right and its points are read without writing
/// the report, whose words are most of a check's time; the report of `check --json` and
/// Gradescope's results are written when asked for. It holds the library's report, which
/// shares its tree by `Rc`, so it stays on the thread that made it.
#[pyclass(unsendable, module = "gametree._gametree")]
pub(crate) struct Checked {
    checked: sheet::Checked,
    report: OnceLock<Value>,
}

impl Checked {
    pub(crate) fn new(checked: sheet::Checked) -> Self {
        Checked {
            checked,
            report: OnceLock::new(),
        }
    }
}

#[pymethods]
impl Checked {
    /// Whether every item is right (the report's `all_passed`).
    #[getter]
    fn all_passed(&self) -> bool {
        self.checked.all_passed()
    }

    /// The points earned and the points there are.
    #[getter]
    fn points(&self) -> (f64, f64) {
        self.checked.points()
    }

    /// `check --json`'s report, as a dict (written once, a new dict on every call).
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, self.report.get_or_init(|| self.checked.report())))
    }

    /// Gradescope's `results.json`, as a dict.
    fn gradescope<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| to_py(py, &self.checked.gradescope()))
    }
}
