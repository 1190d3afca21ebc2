//! The search a call asks for, declared once: the Python package passes its keywords
//! (`algo`, `strict`, `order`, …) as one dict, read here into [`Search`] and turned into
//! the library's [`Config`].

use gametree::parse::{self, Document};
use gametree::render;
use gametree::search::mcts::MctsParams;
use gametree::search::{Algorithm, Config, Order};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The conventions of one search, as `eval`'s flags: read from a dict with these keys (the
/// package's `_conventions` writes it); a key left out takes the flag's default.
#[derive(FromPyObject, Debug, Clone)]
#[pyo3(from_item_all)]
pub(crate) struct Search {
    /// `--algo`.
    pub(crate) algo: String,
    /// `--strict`: cut only on α > β.
    #[pyo3(default)]
    strict: bool,
    /// `--fail-hard`: clamp returned values to the window.
    #[pyo3(default)]
    fail_hard: bool,
    /// `--root-reset`: every root child with the root's first window.
    #[pyo3(default)]
    root_reset: bool,
    /// Not `--no-deep-cutoffs`.
    #[pyo3(default = true)]
    deep_cutoffs: bool,
    /// `--order`.
    #[pyo3(default = String::from("given"))]
    order: String,
    /// `--bounds L,U` (the tree's own when None).
    #[pyo3(default)]
    pub(crate) bounds: Option<(f64, f64)>,
    /// `--depth`.
    #[pyo3(default)]
    depth: Option<u32>,
    /// `--tt`.
    #[pyo3(default)]
    tt: bool,
}

impl Search {
    /// The library's configuration for `doc`; a name that is no algorithm or order, or
    /// bounds that are no interval holding every leaf, are refused naming the keyword.
    pub(crate) fn config(&self, doc: &Document) -> PyResult<Config> {
        let bounds = match self.bounds {
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
        self.config_with_bounds(bounds)
    }

    /// The configuration with the leaf bounds given (for a tree not made yet, whose
    /// bounds are those it will be made within).
    pub(crate) fn config_with_bounds(&self, bounds: Option<(f64, f64)>) -> PyResult<Config> {
        let algorithm = Algorithm::from_name(&self.algo).ok_or_else(|| {
            let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            PyValueError::new_err(format!(
                "algo: unknown algorithm {:?}; known: {}",
                self.algo,
                names.join(", ")
            ))
        })?;
        let order = Order::from_name(&self.order).ok_or_else(|| {
            let names: Vec<&str> = Order::ALL.iter().map(|o| o.name()).collect();
            PyValueError::new_err(format!(
                "order: unknown order {:?}; known: {}",
                self.order,
                names.join(", ")
            ))
        })?;
        Ok(Config {
            algorithm,
            strict: self.strict,
            fail_hard: self.fail_hard,
            root_reset: self.root_reset,
            no_deep_cutoffs: !self.deep_cutoffs,
            order,
            bounds,
            depth: self.depth,
            tt: self.tt,
            ..Config::default()
        })
    }
}

/// The parameters of one Monte Carlo search, as `eval --algo mcts`'s flags: read from a
/// dict with these keys (the package's `Tree.mcts` checks and writes it).
#[derive(FromPyObject, Debug, Clone, Copy)]
#[pyo3(from_item_all)]
pub(crate) struct MonteCarlo {
    /// `--iterations`.
    iterations: u64,
    /// `--seed`.
    seed: u64,
    /// `--exploration`.
    exploration: f64,
    /// `--final value`.
    final_by_value: bool,
}

impl MonteCarlo {
    /// The library's parameters (which it checks: iterations and the constant in range).
    pub(crate) fn params(self) -> MctsParams {
        MctsParams {
            iterations: self.iterations,
            seed: self.seed,
            exploration: self.exploration,
            final_by_value: self.final_by_value,
        }
    }
}

/// How `Tree.to_dot` draws: `gametree dot`'s view flags, read from a dict as [`Search`] is.
#[derive(FromPyObject, Debug, Clone)]
#[pyo3(from_item_all)]
pub(crate) struct DotView {
    /// `--windows`: each node's window beside it.
    windows: bool,
    /// `--rankdir lr`.
    #[pyo3(default)]
    left_right: bool,
    /// `--hide-pruned`.
    #[pyo3(default)]
    hide_pruned: bool,
    /// Not `--no-title`.
    #[pyo3(default = true)]
    title: bool,
    /// `--aspect W:H`, as the flag writes it.
    #[pyo3(default)]
    aspect: Option<String>,
    /// `--show-depth N`.
    #[pyo3(default)]
    show_depth: Option<usize>,
    /// `--all`.
    #[pyo3(default)]
    all: bool,
}

impl DotView {
    /// The renderer's options; an aspect that is no picture shape is refused as the flag
    /// refuses it.
    pub(crate) fn options(&self) -> PyResult<render::dot::Options> {
        let aspect =
            match &self.aspect {
                Some(text) => Some(render::dot::parse_aspect(text).map_err(|m| {
                    PyValueError::new_err(format!("aspect: {}", render::say::say(&m)))
                })?),
                None => None,
            };
        Ok(render::dot::Options {
            windows: self.windows,
            direction: if self.left_right {
                render::dot::Direction::LeftRight
            } else {
                render::dot::Direction::TopDown
            },
            hide_unvisited: self.hide_pruned,
            title: self.title,
            extent: render::elide::Extent {
                depth: self.show_depth,
                all: self.all,
            },
            widest: None,
            aspect,
        })
    }
}

/// How `Tree.to_tikz` draws: `gametree tikz`'s flags, read from a dict as [`Search`] is.
#[derive(FromPyObject, Debug, Clone, Copy)]
#[pyo3(from_item_all)]
pub(crate) struct TikzView {
    /// `--blank`: the question, inner nodes left empty.
    blank: bool,
    /// `--windows`: each inner node's window beside it (the key only).
    #[pyo3(default)]
    windows: bool,
    /// `--standalone`: a whole document for pdflatex.
    #[pyo3(default)]
    standalone: bool,
}

impl TikzView {
    /// The renderer's options.
    pub(crate) fn options(self) -> render::tikz::Options {
        render::tikz::Options {
            sheet: if self.blank {
                render::tikz::Sheet::Blank
            } else {
                render::tikz::Sheet::Key
            },
            windows: self.windows,
            standalone: self.standalone,
            cjk: false,
        }
    }
}
