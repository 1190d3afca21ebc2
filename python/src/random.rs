//! `random_tree`: a practice tree drawn as `gametree quiz` draws its trees, by the quiz's
//! own generator and picker (same shape, same seed, same tree).

use gametree::exercise::quiz::{Pick, pick_trees};
use gametree::exercise::random::{ChanceMode, RandomSpec};
use gametree::parse::{Bounds, Document, Meta};
use gametree::search::Algorithm;
use gametree::tree::Kind;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::doc::Doc;
use crate::guard::guarded;
use crate::options::Search;

/// Leaf values are floats: beyond ±2^53 not every integer is one.
const EXACT_INTEGER: i64 = 1 << 53;

/// Candidates tried before giving up, as the quiz tries.
const ATTEMPTS: u32 = 2_000;

/// The quiz's shape flags, read from a dict as [`Search`] is.
#[derive(FromPyObject, Debug, Clone)]
#[pyo3(from_item_all)]
pub(crate) struct Shape {
    /// `--depth`: levels below the root, 1 to 6.
    depth: u32,
    /// `--branching MIN..MAX`: children per inner node, 1 to 6.
    branching: (u32, u32),
    /// `--seed`.
    seed: u64,
    /// `--values L..U`: leaf values, whole numbers.
    #[pyo3(default = (-9, 9))]
    values: (i64, i64),
    /// `--chance [uniform|weighted]` (None: no chance layers, unless the algorithm needs
    /// them).
    #[pyo3(default)]
    chance: Option<String>,
    /// `--min-root`.
    #[pyo3(default)]
    min_root: bool,
    /// `--cutoffs N`: at least N cutoffs that skip something.
    #[pyo3(default)]
    cutoffs: usize,
    /// `--deep`: at least one deep cutoff.
    #[pyo3(default)]
    deep: bool,
}

fn refuse(what: String) -> PyErr {
    PyValueError::new_err(what)
}

/// A random tree of `shape` that has what the shape asks of `conventions`' search; its
/// name says the seed it was drawn from.
#[pyfunction]
pub(crate) fn random_tree(shape: Shape, conventions: Search) -> PyResult<Doc> {
    guarded(|| {
        if !(1..=6).contains(&shape.depth) {
            return Err(refuse(format!(
                "depth: {} is not 1 to 6 levels below the root",
                shape.depth
            )));
        }
        let (bmin, bmax) = shape.branching;
        if bmin < 1 || bmax > 6 || bmin > bmax {
            return Err(refuse(format!(
                "branching: ({bmin}, {bmax}) is not MIN ≤ MAX children, 1 to 6"
            )));
        }
        let (lo, hi) = shape.values;
        if lo > hi || lo < -EXACT_INTEGER || hi > EXACT_INTEGER {
            return Err(refuse(format!(
                "values: ({lo}, {hi}) is not L ≤ U, whole numbers within ±2^53"
            )));
        }
        if conventions.bounds.is_some() {
            return Err(refuse(
                "bounds: a random tree's bounds are its values (L, U)".to_string(),
            ));
        }
        let needs_chance = matches!(
            Algorithm::from_name(&conventions.algo),
            Some(Algorithm::Star1 | Algorithm::Star2 | Algorithm::Expectiminimax)
        );
        let chance = match shape.chance.as_deref() {
            None if needs_chance => ChanceMode::Uniform,
            None => ChanceMode::None,
            Some("uniform") => ChanceMode::Uniform,
            Some("weighted") => ChanceMode::Weighted,
            Some(other) => {
                return Err(refuse(format!(
                    "chance: {other:?} is neither \"uniform\" nor \"weighted\""
                )));
            }
        };
        let bounds = (chance != ChanceMode::None).then_some((lo as f64, hi as f64));
        let config = conventions.config_with_bounds(bounds)?;
        let pick = Pick {
            shape: RandomSpec {
                depth: shape.depth,
                branching: shape.branching,
                values: shape.values,
                chance,
                root: if shape.min_root { Kind::Min } else { Kind::Max },
                seed: shape.seed,
                ..RandomSpec::default()
            },
            count: 1,
            cutoffs: shape.cutoffs,
            deep: shape.deep,
            attempts: ATTEMPTS,
        };
        let picked =
            gametree::i18n::with(gametree::i18n::Lang::ENGLISH, || pick_trees(&pick, &config))
                .map_err(refuse)?;
        let Some((tree, seed)) = picked.into_iter().next() else {
            return Err(refuse("no tree was drawn".to_string()));
        };
        let meta = Meta {
            // A tree file's name is data, as its keys are: English, as `gen` writes it.
            name: Some(format!("random tree, seed {seed}")),
            source: Some(format!(
                "gametree.random_tree(depth={}, branching=({bmin}, {bmax}), seed={seed}, \
                 values=({lo}, {hi}){}{})",
                shape.depth,
                match chance {
                    ChanceMode::None => "",
                    ChanceMode::Uniform => ", chance=\"uniform\"",
                    ChanceMode::Weighted => ", chance=\"weighted\"",
                },
                if shape.min_root {
                    ", min_root=True"
                } else {
                    ""
                },
            )),
            bounds: bounds.map(|(lo, hi)| Bounds {
                lo,
                hi,
                pos: Default::default(),
            }),
            expect: None,
        };
        Ok(Doc {
            doc: Document { tree, meta },
        })
    })
}
