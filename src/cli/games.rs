//! `gametree game | solve | play | quiz`: games as sources of trees. (Being built: issue #7.)

use clap::Args;

use super::Failure;
use crate::error::{ErrorKind, InputError};

/// `gametree game`.
#[derive(Args, Debug)]
pub struct GameArgs {}

/// `gametree solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {}

/// `gametree play`.
#[derive(Args, Debug)]
pub struct PlayArgs {}

/// `gametree quiz`.
#[derive(Args, Debug)]
pub struct QuizArgs {}

fn later(what: &str) -> Result<u8, Failure> {
    Err(InputError::new(
        ErrorKind::Search,
        format!("`gametree {what}` is not available yet"),
    )
    .into())
}

pub(super) fn game(_a: GameArgs) -> Result<u8, Failure> {
    later("game")
}

pub(super) fn solve(_a: SolveArgs) -> Result<u8, Failure> {
    later("solve")
}

pub(super) fn play(_a: PlayArgs) -> Result<u8, Failure> {
    later("play")
}

pub(super) fn quiz(_a: QuizArgs) -> Result<u8, Failure> {
    later("quiz")
}
