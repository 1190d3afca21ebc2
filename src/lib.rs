//! gametree: game-tree search as it is taught and checked.
//!
//! Minimax, alpha-beta, expectiminimax and Ballard's Star1/Star2 chance pruning on explicit
//! trees written in YAML. Every search is written once, in [`search`], and reports what it
//! does to an observer; every view (summary, JSON, trace, drawings, the homework checker)
//! listens to that report.
//!
//! ```
//! use gametree::{parse, search};
//! let doc = parse::parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]").unwrap();
//! let outcome = search::run(&doc.tree, &search::Config::default()).unwrap();
//! assert_eq!(outcome.value, 3.0);
//! assert_eq!(outcome.pruned_leaves(&doc.tree), vec![5, 6]);
//! ```

pub mod check;
pub mod cli;
pub mod error;
pub mod exercise;
pub mod games;
pub mod i18n;
pub mod message;
pub mod num;
mod pages;
pub mod parse;
pub mod render;
pub mod rng;
pub mod search;
pub mod shell;
pub mod text;
pub mod tree;

pub use error::{ErrorKind, InputError};
