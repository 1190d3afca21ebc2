//! `gametree exam`.
use clap::Args;
use super::{EXIT_OK, Failure};
/// `gametree exam`.
#[derive(Args, Debug)]
pub struct ExamArgs {}
pub(super) fn run(_a: ExamArgs) -> Result<u8, Failure> { Ok(EXIT_OK) }
