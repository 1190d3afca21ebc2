//! A search's refusal in words: each [`SearchError`] becomes the error people read (the
//! sentence, the node and where the file wrote it, and what to do), in the reader's
//! language. The search core names only the facts.

use crate::error::{ErrorKind, InputError};
use crate::i18n::tr;
use crate::search::{NodeAt, SearchError};

/// An error about `node`: placed at it and naming it.
fn at(e: InputError, node: &NodeAt) -> InputError {
    e.at(node.pos).node(node.name.clone())
}

impl From<SearchError> for InputError {
    fn from(e: SearchError) -> InputError {
        match e {
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
                .in_file("--no-deep-cutoffs")
                .help(tr!("help-no-deep"))
            }
        }
    }
}
