//! The compiled part of the Python package `gametree`, imported as `gametree._gametree`.
//!
//! A thin layer over the library: every answer is the library's own (the JSON of `eval
//! --json --nodes`, of `trace --json`, of `check --json`), turned into Python values. The
//! package's Python part (`gametree/__init__.py`) wraps these in documented classes.
//!
//! No call can take the interpreter down: every entry runs under `guard::guarded`, which
//! turns a panic into a `RuntimeError`.

use std::ffi::OsString;

use pyo3::prelude::*;

mod convert;
mod doc;
mod guard;
mod lazy;
mod nested;
mod options;
mod random;

use guard::{TreeError, guarded};

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
    m.add_class::<doc::Doc>()?;
    m.add_class::<lazy::Searched>()?;
    m.add_class::<lazy::Checked>()?;
    m.add_function(wrap_pyfunction!(doc::parse_text, m)?)?;
    m.add_function(wrap_pyfunction!(doc::load_file, m)?)?;
    m.add_function(wrap_pyfunction!(nested::from_nested, m)?)?;
    m.add_function(wrap_pyfunction!(random::random_tree, m)?)?;
    m.add_function(wrap_pyfunction!(run_cli, m)?)?;
    Ok(())
}
