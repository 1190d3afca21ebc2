//! `gametree html`: a self-contained page that steps through the search.

use clap::Args;

use super::common_args::{SearchArgs, TreeInput};
use super::{EXIT_OK, Failure, config, load, refuse_output_onto_input, write_output};
use crate::error::{ErrorKind, InputError};
use crate::render::html::{MAX_NODES, render};
use crate::render::practice;
use crate::search::{Recorder, run_observed};

/// `gametree html`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree html trees/aima-fig5-2.yaml -o fig5-2.html
  gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 -o star1.html
  gametree html trees/derived-star2-probe.yaml --algo star2 -o probes.html
  gametree html tree.yaml --strict > trace.html
  gametree html trees/aima-fig5-2.yaml --practice -o practice.html
  gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 --practice -o star1.html

Open the file in any browser; it needs no network. Keys: ← → step, Home / End, space plays.
Add #step=12 to the address to open it at step 12 (#step=end for the finished search).
With --practice the page asks instead: type each inner node's value or bound, tick the pruned
leaves, press Check; the verdicts and explanations are those of `gametree check`.")]
pub struct HtmlArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// A practice page: the tree to fill in (values, bounds, pruned leaves, optionally
    /// windows) and check, with hints and the stepper as the solution.
    #[arg(long)]
    pub practice: bool,

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
            crate::i18n::tr!(
                "err-html-too-big",
                nodes = tree.len().to_string(),
                max = MAX_NODES.to_string()
            ),
        )
        .help(crate::i18n::tr!("help-html-too-big"))
        .in_file(&loaded.source.name)
        .into());
    }
    let page = if a.practice {
        if cfg.budget.is_some() {
            return Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!("err-practice-budget"),
            )
            .for_flag("--budget")
            .into());
        }
        if tree.len() > practice::MAX_NODES {
            return Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!(
                    "err-practice-too-big",
                    nodes = tree.len().to_string(),
                    max = practice::MAX_NODES.to_string()
                ),
            )
            .in_file(&loaded.source.name)
            .into());
        }
        let meta = &loaded.doc.meta;
        let untitled = crate::i18n::tr!("html-untitled");
        let title = meta.name.as_deref().unwrap_or(&untitled);
        practice::render(
            practice::Title::Practice(title),
            &[practice::Exercise {
                tree,
                meta,
                config: &cfg,
                seed: None,
                remake: None,
            }],
        )
        .map_err(|e| loaded.fail(e))?
    } else {
        let mut rec = Recorder::default();
        let outcome = run_observed(tree, &cfg, &mut rec).map_err(|e| loaded.fail(e))?;
        render(tree, &loaded.doc.meta, &outcome, &rec)
    };
    write_output(a.output.as_deref(), page.as_bytes())?;
    Ok(EXIT_OK)
}
