//! `gametree tikz`: the tree as a LaTeX figure (plain TikZ, laid out by gametree), the
//! question sheet or the answer key.

use clap::Args;

use super::common_args::{SearchArgs, TreeInput};
use super::{EXIT_OK, Failure, config, load, refuse_output_onto_input, write_output};
use crate::render::tikz::{Options, Sheet, refuse_past_a_page, render};
use crate::search;

/// `gametree tikz`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree tikz trees/aima-fig5-2.yaml > fig.tex          # the key, to \\input{fig}
  gametree tikz trees/aima-fig5-2.yaml --blank -o question.tex
  gametree tikz trees/aima-fig5-2.yaml --key --windows --standalone -o key.tex && pdflatex key.tex
  gametree tikz trees/aima-chance-fig5-19-bounded.yaml --algo star1 --standalone

In the figure: MAX △, MIN ▽, chance ○, leaves in boxes with their leaf numbers below,
probabilities on the edges below chance nodes. The key (the default) writes every node's
value, or its bound (≤ 2, ≥ 5) where the search was cut; dashed grey: pruned, never
searched; a red ‖ across each edge a cutoff skipped, the edge whose value caused the cutoff
in red; bold: the best line. The blank sheet has the same layout with the inner nodes
empty: no inner value or bound anywhere.

A snippet needs \\usepackage{tikz} (TeX Live; Debian: texlive-pictures); --standalone
writes a whole document for pdflatex.")]
pub struct TikzArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// The question: shape, leaf values and probabilities, inner nodes left empty.
    #[arg(long, conflicts_with_all = ["key", "windows"])]
    pub blank: bool,

    /// The answer key (the default): values, bounds, pruned parts, cut edges, the best line.
    #[arg(long)]
    pub key: bool,

    /// With the key: the window (α, β) each inner node was entered with, beside it.
    #[arg(long)]
    pub windows: bool,

    /// A whole LaTeX document (standalone class) instead of a snippet to \input.
    #[arg(long)]
    pub standalone: bool,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

pub(super) fn run(a: TikzArgs) -> Result<u8, Failure> {
    refuse_output_onto_input(a.output.as_deref(), &a.input)?;
    let loaded = load(&a.input)?;
    refuse_past_a_page(&loaded.doc.tree).map_err(|e| e.in_file(&loaded.source.name))?;
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    let mut rec = search::Recorder::default();
    let outcome = search::run_observed(tree, &cfg, &mut rec).map_err(|e| loaded.fail(e))?;
    let opts = Options {
        sheet: if a.blank { Sheet::Blank } else { Sheet::Key },
        windows: a.windows,
        standalone: a.standalone,
        cjk: false,
    };
    // The sheet is English in every language; errors are in the reader's.
    let text = crate::i18n::with(crate::i18n::Lang::ENGLISH, || {
        render(tree, &loaded.doc.meta, &outcome, &rec, &opts)
    });
    write_output(a.output.as_deref(), text.as_bytes())?;
    Ok(EXIT_OK)
}
