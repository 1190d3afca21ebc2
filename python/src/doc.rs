//! A parsed tree and what can be asked of it: searches, traces, pages, drawings, checks.

use gametree::check::{Convention, conventions};
use gametree::error::InputError;
use gametree::parse::{self, Document, Source};
use gametree::render;
use gametree::render::sheet;
use gametree::search;
use gametree::tree::Kind;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::Value;

use crate::convert::to_py;
use crate::guard::{guarded, raise};
use crate::lazy::{Checked, Searched};
use crate::options::{DotView, MonteCarlo, Search, TikzView};

/// A parsed tree: the library's document, immutable.
#[pyclass(frozen, module = "gametree._gametree")]
pub(crate) struct Doc {
    pub(crate) doc: Document,
}

#[pymethods]
impl Doc {
    /// One search, held: its `eval --json --nodes` fields are read from the result.
    fn search(slf: &Bound<'_, Self>, conventions: Search) -> PyResult<Searched> {
        let py = slf.py();
        guarded(|| {
            let doc = &slf.get().doc;
            let cfg = conventions.config(doc)?;
            let outcome =
                search::run(&doc.tree, &cfg).map_err(|e| raise(py, InputError::from(e)))?;
            Ok(Searched::new(slf.clone().unbind(), outcome))
        })
    }

    /// `eval --algo mcts --json` of one Monte Carlo tree search, as a dict: the root
    /// children's visits and means, the recommended move, and the exact minimax value beside
    /// them. The leaf bounds are those of `conventions` (the tree's own by default); its
    /// other keys are the exhaustive searches' and are not read.
    fn mcts<'py>(
        &self,
        py: Python<'py>,
        conventions: Search,
        params: MonteCarlo,
    ) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let tree = &self.doc.tree;
            let mut quiet = search::NoObserver;
            let (result, exact) = self.monte_carlo(py, &conventions, params, &mut quiet)?;
            to_py(py, &render::mcts::json(tree, &result, &exact))
        })
    }

    /// The page of `gametree html --algo mcts` for one Monte Carlo tree search: the stepper
    /// through its first iterations.
    fn mcts_html(
        &self,
        py: Python<'_>,
        conventions: Search,
        params: MonteCarlo,
    ) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let max = render::html::MAX_NODES;
            if doc.tree.len() > max {
                return Err(PyValueError::new_err(format!(
                    "the tree has {} nodes; a page shows at most {max}",
                    doc.tree.len()
                )));
            }
            let mut rec = search::mcts::FirstIterations::new(render::html::mcts::SHOWN);
            let (result, exact) = self.monte_carlo(py, &conventions, params, &mut rec)?;
            Ok(render::html::mcts::render(
                &doc.tree,
                &doc.meta,
                &result,
                &exact,
                &rec.steps,
                rec.limit(),
            ))
        })
    }

    /// `trace --json` of one search, as a dict (its `steps` are the trace's steps).
    fn trace<'py>(&self, py: Python<'py>, conventions: Search) -> PyResult<Bound<'py, PyAny>> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = conventions.config(doc)?;
            let (outcome, rec) = recorded(py, doc, &cfg)?;
            // Each step names its node by its path, held whole here (the command streams).
            render::deep::refuse_long_steps(&doc.tree, &rec).map_err(refused)?;
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
    #[pyo3(signature = (practice, conventions))]
    fn html(&self, py: Python<'_>, practice: bool, conventions: Search) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = conventions.config(doc)?;
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
            let (outcome, rec) = recorded(py, doc, &cfg)?;
            Ok(render::html::render(tree, &doc.meta, &outcome, &rec))
        })
    }

    /// The drawing of `gametree dot` (Graphviz's DOT) after one search, drawn as `view`
    /// says.
    fn dot(&self, py: Python<'_>, view: DotView, conventions: Search) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let opts = view.options()?;
            let cfg = conventions.config(doc)?;
            let (outcome, rec) = recorded(py, doc, &cfg)?;
            Ok(gametree::i18n::with(gametree::i18n::Lang::ENGLISH, || {
                render::dot::render(&doc.tree, &doc.meta, &outcome, &rec, &opts)
            }))
        })
    }

    /// The searched tree as one self-contained SVG picture (no Graphviz): values, bounds,
    /// pruned parts, cut edges and the best line.
    fn svg(&self, py: Python<'_>, conventions: Search) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            let cfg = conventions.config(doc)?;
            if doc.tree.len() > render::svg::MAX_NODES {
                return Err(PyValueError::new_err(format!(
                    "the tree has {} nodes; a picture shows at most {}",
                    doc.tree.len(),
                    render::svg::MAX_NODES
                )));
            }
            let outcome =
                search::run(&doc.tree, &cfg).map_err(|e| raise(py, InputError::from(e)))?;
            Ok(render::svg::render(&doc.tree, &doc.meta, &outcome))
        })
    }

    /// The tree as a tree file (YAML), with its name, source and bounds.
    fn to_yaml(&self) -> PyResult<String> {
        guarded(|| {
            render::deep::refuse_long_yaml(&self.doc.tree).map_err(refused)?;
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

    /// The tree as a tree file in JSON: the text of [`Doc::to_yaml`] read as the tree
    /// reader reads it and written as JSON, numbers exactly as written. A tree deeper than
    /// [`JSON_LEVELS`] is refused.
    fn to_json(&self) -> PyResult<String> {
        guarded(|| {
            let levels = self.doc.tree.height();
            if levels > JSON_LEVELS {
                return Err(PyValueError::new_err(format!(
                    "the tree has {levels} levels below the root; its JSON is written for at \
                     most {JSON_LEVELS} (to_yaml writes any depth)"
                )));
            }
            let yaml = self.to_yaml()?;
            let value = yaml_to_json(&yaml).map_err(|e| {
                PyRuntimeError::new_err(format!("the tree's own file did not read back: {e}"))
            })?;
            Ok(render::json::to_pretty(&value))
        })
    }

    /// The figure of `gametree tikz` (LaTeX, TikZ coordinates laid out by gametree) after one
    /// search, drawn as `view` says.
    fn tikz(&self, py: Python<'_>, view: TikzView, conventions: Search) -> PyResult<String> {
        guarded(|| {
            let doc = &self.doc;
            render::tikz::refuse_past_a_page(&doc.tree).map_err(refused)?;
            let cfg = conventions.config(doc)?;
            let (outcome, rec) = recorded(py, doc, &cfg)?;
            let opts = view.options();
            // The sheet is English, as the command writes it in every language.
            Ok(gametree::i18n::with(gametree::i18n::Lang::ENGLISH, || {
                render::tikz::render(&doc.tree, &doc.meta, &outcome, &rec, &opts)
            }))
        })
    }

    /// `check TREE --answers SHEET --json` and `--format gradescope`, held.
    #[pyo3(signature = (answers, name, rubric, conventions))]
    fn check(
        &self,
        py: Python<'_>,
        answers: &str,
        name: &str,
        rubric: Option<&str>,
        conventions: Option<&str>,
    ) -> PyResult<Checked> {
        guarded(|| {
            let flags = match conventions {
                Some(text) => read_conventions(text)?,
                None => Vec::new(),
            };
            let checked =
                sheet::check_answers(&self.doc, answers, name, rubric, &flags).map_err(|e| {
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
            Ok(Checked::new(checked))
        })
    }

    /// Every node in depth-first order, as a dict: `path`, `id`, `kind` (`max`, `min`,
    /// `chance`, `leaf`), `leaf` (its number, on leaves), `value` (a leaf's value),
    /// `probability` (under a chance node), `move` (its move name) and `children` (paths).
    fn nodes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        guarded(|| {
            let tree = &self.doc.tree;
            render::deep::refuse_long_paths(tree).map_err(refused)?;
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

impl Doc {
    /// One Monte Carlo search of the tree, reported to `observer`, and the exact values
    /// beside which it is shown.
    fn monte_carlo<O: search::Observer>(
        &self,
        py: Python<'_>,
        conventions: &Search,
        params: MonteCarlo,
        observer: &mut O,
    ) -> PyResult<(search::mcts::MctsResult, render::mcts::Exact)> {
        let tree = &self.doc.tree;
        let bounds = conventions.config(&self.doc)?.bounds;
        let result = search::mcts::run(tree, params.params(), bounds, observer)
            .map_err(|e| raise(py, InputError::from(search::error::SearchError::Mcts(e))))?;
        let exact = render::mcts::Exact::search(tree, bounds)
            .map_err(|e| raise(py, InputError::from(e)))?;
        Ok((result, exact))
    }
}

/// A view refused for a tree it cannot show, as a `ValueError` in the command's words: the
/// message, then the hint on a line of its own.
pub(crate) fn refused(e: InputError) -> PyErr {
    let mut text = render::say::say(&e.message);
    if let Some(h) = e.help.as_deref() {
        text.push_str("\nhelp: ");
        text.push_str(&render::say::say(h));
    }
    PyValueError::new_err(text)
}

/// One search of `doc` under `cfg` with every step recorded, for the views that replay it
/// (trace, stepper, DOT, TikZ). A search with more steps than a record keeps is refused, as
/// the command line refuses it: a view made from its first steps alone would be wrong.
fn recorded(
    py: Python<'_>,
    doc: &Document,
    cfg: &search::Config,
) -> PyResult<(search::Outcome, search::Recorder)> {
    let mut rec = search::Recorder::with_limit(search::DEFAULT_MAX_STEPS);
    let outcome = search::run_observed(&doc.tree, cfg, &mut rec)
        .map_err(|e| raise(py, InputError::from(e)))?;
    rec.complete().map_err(|e| raise(py, InputError::from(e)))?;
    Ok((outcome, rec))
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
pub(crate) fn parse_text(py: Python<'_>, text: &str, name: Option<&str>) -> PyResult<Doc> {
    guarded(|| {
        let source = Source::inline(name.unwrap_or("<text>"), text);
        let doc = parse::parse(&source).map_err(|e| raise(py, e))?;
        Ok(Doc { doc })
    })
}

/// Reads and parses a tree file (YAML, JSON, or a CS188 `.test` file).
#[pyfunction]
pub(crate) fn load_file(py: Python<'_>, path: &str) -> PyResult<Doc> {
    guarded(|| {
        let source = Source::read(path).map_err(|b| raise(py, b.0.in_file(path)))?;
        let doc = parse::parse(&source).map_err(|e| raise(py, e))?;
        Ok(Doc { doc })
    })
}

/// Most levels below the root a tree's JSON is written for: `serde_json` writes a nested
/// value by recursion, one call deeper for each object and list (two a level), so a deeper
/// tree is refused rather than risk the stack. It is already past what Python's `json`
/// module reads (about 1,000 nested objects and lists, 500 levels); `to_yaml` writes any
/// depth.
const JSON_LEVELS: usize = 1_000;

/// YAML text (a tree file as [`gametree::tree::yaml`] writes it) as the JSON value it means:
/// a plain scalar that is a JSON number is that number, `true`/`false`/`null` stay
/// themselves, other scalars are strings. Read event by event on a stack of its own, so no
/// depth limit of the reader of values applies.
fn yaml_to_json(yaml: &str) -> Result<Value, String> {
    use saphyr_parser::{Event, Parser, ScalarStyle};

    /// A value made: into the open list, or under the open map's key, or the whole.
    fn put(stack: &mut [(Value, Option<String>)], done: &mut Option<Value>, v: Value) {
        match stack.last_mut() {
            Some((Value::Array(items), _)) => items.push(v),
            Some((Value::Object(map), key)) => {
                map.insert(key.take().unwrap_or_default(), v);
            }
            _ => *done = Some(v),
        }
    }
    let mut stack: Vec<(Value, Option<String>)> = Vec::new();
    let mut done = None;
    for event in Parser::new_from_str(yaml) {
        let (event, _) = event.map_err(|e| e.to_string())?;
        match event {
            Event::MappingStart(..) => stack.push((Value::Object(Default::default()), None)),
            Event::SequenceStart(..) => stack.push((Value::Array(Vec::new()), None)),
            Event::MappingEnd | Event::SequenceEnd => {
                if let Some((v, _)) = stack.pop() {
                    put(&mut stack, &mut done, v);
                }
            }
            Event::Scalar(text, style, ..) => {
                if let Some((Value::Object(_), key @ None)) = stack.last_mut() {
                    *key = Some(text.into_owned());
                    continue;
                }
                let plain = style == ScalarStyle::Plain;
                let v = match text.as_ref() {
                    "true" if plain => Value::Bool(true),
                    "false" if plain => Value::Bool(false),
                    "null" | "~" if plain => Value::Null,
                    t => match serde_json::from_str::<serde_json::Number>(t) {
                        Ok(n) if plain => Value::Number(n),
                        _ => Value::String(text.into_owned()),
                    },
                };
                put(&mut stack, &mut done, v);
            }
            Event::Alias(_) => return Err("a shared node (alias) has no JSON".into()),
            _ => {}
        }
    }
    done.ok_or_else(|| "no value".into())
}
