//! The edge where the library's errors and panics become Python exceptions.

use std::panic::{AssertUnwindSafe, catch_unwind};

use gametree::error::{ErrorKind, InputError};
use gametree::render;
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

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
pub(crate) fn guarded<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
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
pub(crate) fn raise(py: Python<'_>, e: InputError) -> PyErr {
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
