//! `gametree html`: a self-contained page that steps through the search.

use clap::Args;

use super::common_args::{SearchArgs, TreeInput};
use super::{EXIT_OK, Failure, config, load, refuse_output_onto_input, write_output};
use crate::error::{ErrorKind, InputError};
use crate::render::html::{MAX_NODES, render};
use crate::search::{Recorder, run_observed};

/// `gametree html`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree html trees/aima-fig5-2.yaml -o fig5-2.html
  gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 -o star1.html
  gametree html trees/derived-star2-probe.yaml --algo star2 -o probes.html
  gametree html tree.yaml --strict > trace.html

Open the file in any browser; it needs no network. Keys: ← → step, Home / End, space plays.
Add #step=12 to the address to open it at step 12 (#step=end for the finished search).")]
pub struct HtmlArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// Write the page to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

pub(super) fn run(a: HtmlArgs) -> Result<u8, Failure> {
    refuse_output_onto_input(a.output.as_deref(), &a.input)?;
    let loaded = load(&a.input)?;
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    if tree.len() > MAX_NODES {
        return Err(InputError::new(
            ErrorKind::Search,
            format!(
                "the page draws every node, and this tree has {} (at most {MAX_NODES})",
                tree.len()
            ),
        )
        .help("`gametree trace` prints the steps of a tree of any size")
        .in_file(&loaded.source.name)
        .into());
    }
    let mut rec = Recorder::default();
    let outcome = run_observed(tree, &cfg, &mut rec).map_err(|e| loaded.fail(e))?;
    let page = render(tree, &loaded.doc.meta, &outcome, &rec);
    write_output(a.output.as_deref(), page.as_bytes())?;
    Ok(EXIT_OK)
}
