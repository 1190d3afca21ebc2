//! The core's refusals in words, in the reader's language: each [`SearchError`] becomes the
//! error people read (the sentence, the node and where the file wrote it, and what to do),
//! and a tree the builder refused ([`BuildError`], [`ProbError`]) reads as a sentence. The
//! core names only the facts.

use std::fmt;

use crate::error::{ErrorKind, InputError};
use crate::i18n::tr;
use crate::search::{NodeAt, SearchError};
use crate::tree::{BuildError, ProbError};

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            BuildError::NoChildren { kind, node } => {
                tr!(
                    "err-build-no-children",
                    kind = *kind,
                    node = node.to_string()
                )
            }
            BuildError::Shared(node) => tr!("err-build-shared", node = node.to_string()),
            BuildError::DuplicateLabel(label) => {
                tr!("err-build-duplicate-label", label = format!("{label:?}"))
            }
            BuildError::PathLikeLabel { label, path } => tr!(
                "err-build-path-like-label",
                label = format!("{label:?}"),
                path = path.as_str()
            ),
            BuildError::Probabilities { node, problem } => tr!(
                "err-build-probabilities",
                node = node.as_str(),
                reason = problem.to_string()
            ),
            BuildError::NotFinite(node) => tr!("err-build-nan", node = node.to_string()),
        };
        f.write_str(&text)
    }
}

impl fmt::Display for ProbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ProbError::Partial { first_missing } => {
                tr!("err-prob-partial", child = (first_missing + 1).to_string())
            }
            ProbError::Range { child } => tr!("err-prob-range", child = (child + 1).to_string()),
            ProbError::Sum { sum } => tr!("err-prob-sum", sum = crate::num::fmt_value(*sum)),
        };
        f.write_str(&text)
    }
}

/// An error about `node`: placed at it and naming it.
fn at(e: InputError, node: &NodeAt) -> InputError {
    e.at(node.pos).node(node.name.clone())
}

impl From<SearchError> for InputError {
    fn from(e: SearchError) -> InputError {
        match e {
            SearchError::Sampled => InputError::new(ErrorKind::Search, tr!("err-mcts-sampled"))
                .for_flag("--algo")
                .help(tr!("help-mcts-sampled")),
            SearchError::Mcts(m) => {
                use crate::search::mcts::{MAX_ITERATIONS, MctsError};
                match m {
                    MctsError::SingleLeaf => {
                        InputError::new(ErrorKind::Search, tr!("err-mcts-single-leaf"))
                    }
                    MctsError::InfiniteLeaf => {
                        InputError::new(ErrorKind::Search, tr!("err-mcts-infinite"))
                            .help(tr!("help-mcts-infinite"))
                    }
                    MctsError::Iterations(n) => InputError::new(
                        ErrorKind::Search,
                        tr!(
                            "err-mcts-iterations",
                            n = n.to_string(),
                            max = crate::num::thousands(MAX_ITERATIONS)
                        ),
                    )
                    .for_flag("--iterations"),
                    MctsError::Exploration(c) => InputError::new(
                        ErrorKind::Search,
                        tr!("err-mcts-exploration", c = crate::num::fmt_value(c)),
                    )
                    .for_flag("--exploration"),
                }
            }
            SearchError::InfiniteSum { node } => at(
                InputError::new(
                    ErrorKind::Search,
                    tr!("err-infinities", name = node.name.clone()),
                ),
                &node,
            )
            .help(tr!("help-infinities")),
            SearchError::NoEstimate {
                node,
                depth,
                deepening,
            } => at(
                InputError::new(
                    ErrorKind::Search,
                    tr!("err-no-eval", name = node.name.clone(), depth = depth),
                ),
                &node,
            )
            .help(if deepening {
                tr!("help-iddfs-eval")
            } else {
                tr!("help-no-eval")
            }),
            SearchError::NoEstimateToOrder { node, deepening } => {
                let e = at(
                    InputError::new(
                        ErrorKind::Search,
                        tr!("err-order-eval", name = node.name.clone()),
                    ),
                    &node,
                );
                if deepening {
                    e.help(tr!("help-iddfs-eval"))
                } else {
                    e
                }
            }
            SearchError::NoConvergence { algorithm, passes } => InputError::new(
                ErrorKind::Search,
                tr!(
                    "err-no-convergence",
                    algorithm = algorithm.name(),
                    passes = passes
                ),
            ),
            SearchError::TooManySteps { limit } => {
                InputError::new(ErrorKind::TooLarge, tr!("err-max-steps", limit = limit)).help(tr!(
                    "help-max-steps",
                    bytes = std::mem::size_of::<crate::search::Step>()
                ))
            }
            SearchError::NoDeepCutoffs { algorithm } => {
                let why = tr!(if algorithm.chance_pruning() {
                    "err-no-deep-chance"
                } else {
                    "err-no-deep-null-window"
                });
                InputError::new(
                    ErrorKind::Search,
                    tr!("err-no-deep", algorithm = algorithm.name(), why = why),
                )
                .for_flag("--no-deep-cutoffs")
                .help(tr!("help-no-deep"))
            }
        }
    }
}

/// [`crate::error::io_cause`] in words, in the reader's language.
pub fn io_reason(e: &std::io::Error) -> String {
    crate::render::say::say(&crate::error::io_cause(e))
}
