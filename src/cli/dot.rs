//! `gametree dot`: the searched tree as Graphviz DOT, SVG or PNG. (Being built: issue #5.)

use clap::Args;

use super::Failure;
use super::args::{SearchArgs, TreeInput};
use crate::error::{ErrorKind, InputError};

/// `gametree dot`.
#[derive(Args, Debug)]
pub struct DotArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,
}

pub(super) fn run(_a: DotArgs) -> Result<u8, Failure> {
    Err(InputError::new(ErrorKind::Search, "`gametree dot` is not available yet").into())
}
