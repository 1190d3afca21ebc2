//! How much of a big tree a view for people prints: the flags `show`, `trace` and `dot`
//! share. They sit below every subcommand's argument file, as the other shared groups do.

use clap::Args;

use super::number_args::whole_from;
use crate::render::elide::Extent;

/// How much of the tree a view shows.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct ViewArgs {
    /// Show the tree down to depth N only (the root is depth 0). By default a big tree is
    /// shown to the deepest depth that keeps the view small, and a closing line says what
    /// was left out. (Not the search's depth limit: that is --depth.)
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub show_depth: Option<usize>,

    /// Show everything, however big the tree.
    #[arg(long, conflicts_with = "show_depth")]
    pub all: bool,
}

impl ViewArgs {
    /// The extent the flags ask for.
    pub fn extent(&self) -> Extent {
        Extent {
            depth: self.show_depth,
            all: self.all,
        }
    }
}

/// How many steps a command that explains the search keeps (`trace`, `dot`, `check`).
#[derive(Args, Debug, Clone, Copy)]
pub struct RecordArgs {
    /// Refuse a search of more than N steps (enter, leaf, window change, cutoff, return …):
    /// the steps are kept in memory to explain them, about 64 bytes each.
    #[arg(
        long,
        value_name = "N",
        default_value_t = crate::search::DEFAULT_MAX_STEPS,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub max_steps: usize,
}
