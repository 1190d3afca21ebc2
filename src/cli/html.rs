//! `gametree html`: a self-contained page that steps through the search. (Being built:
//! issue #9.)

use clap::Args;

use super::Failure;
use super::args::{SearchArgs, TreeInput};
use crate::error::{ErrorKind, InputError};

/// `gametree html`.
#[derive(Args, Debug)]
pub struct HtmlArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,
}

pub(super) fn run(_a: HtmlArgs) -> Result<u8, Failure> {
    Err(InputError::new(ErrorKind::Search, "`gametree html` is not available yet").into())
}
