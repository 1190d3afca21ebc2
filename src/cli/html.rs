//! `gametree html`: a self-contained page that steps through the search.

use clap::Args;

use super::args::MctsArgs;
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
  gametree html trees/mcts-shallow-trap.yaml --algo mcts --iterations 500 -o mcts.html
  gametree html trees/aima-fig5-2.yaml --practice -o practice.html
  gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 --practice -o star1.html

Open the file in any browser; it needs no network. Keys: ← → step, Home / End, space plays.
Add #step=12 to the address to open it at step 12 (#step=end for the finished search).
With --algo mcts the steps are each iteration's selections (every child's
UCB1), expansions, playouts and backups: the first 100 iterations step by
step, then the search tree after the last; PageUp / PageDown step a whole
iteration.
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

    /// How Monte Carlo tree search runs.
    #[command(flatten, next_help_heading = "Monte Carlo tree search (--algo mcts)")]
    pub mcts: MctsArgs,
}

pub(super) fn run(a: HtmlArgs) -> Result<u8, Failure> {
    refuse_output_onto_input(a.output.as_deref(), &a.input)?;
    let loaded = load(&a.input)?;
    let mut cfg = config(&a.search, &loaded)?;
    cfg.mcts = super::eval::mcts_params(&a.mcts, &a.search)?;
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
    let page = if cfg.algorithm == crate::search::Algorithm::Mcts {
        if a.practice {
            return Err(
                InputError::new(ErrorKind::Search, crate::i18n::tr!("err-mcts-practice"))
                    .for_flag("--practice")
                    .into(),
            );
        }
        monte_carlo(&loaded, &cfg)?
    } else if a.practice {
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
                level: None,
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

/// `html --algo mcts`: the stepper through the first iterations of a Monte Carlo search.
fn monte_carlo(loaded: &super::Loaded, cfg: &crate::search::Config) -> Result<String, Failure> {
    use crate::render::html::mcts;
    use crate::search::mcts::{FirstIterations, run};
    let tree = &loaded.doc.tree;
    let mut rec = FirstIterations::new(mcts::SHOWN);
    let result = run(tree, cfg.mcts, cfg.bounds, &mut rec)
        .map_err(|e| Failure::from(InputError::from(crate::search::error::SearchError::Mcts(e))))?;
    let exact = super::eval::exact_values(loaded, cfg)?;
    Ok(mcts::render(
        tree,
        &loaded.doc.meta,
        &result,
        &exact,
        &rec.steps,
        rec.limit(),
    ))
}
