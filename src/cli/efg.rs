//! `gametree efg`: the tree as a Gambit extensive-form game, for Gambit and OpenSpiel.

use clap::Args;

use super::common_args::TreeInput;
use super::{EXIT_OK, Failure, load, refuse_output_onto_input, write_output};

/// `gametree efg`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree efg trees/aima-fig5-2.yaml -o fig5-2.efg
  gametree gen --depth 5 --branching 4 --seed 3 | gametree efg - > t.efg

MAX is player 1 and MIN player 2; every decision node is an information set of its own (the
game has perfect information); chance nodes keep their probabilities; each leaf pays its value
to MAX and takes it from MIN. OpenSpiel reads the file with pyspiel.load_efg_game.")]
pub struct EfgArgs {
    #[command(flatten)]
    pub input: TreeInput,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

pub(super) fn run(a: EfgArgs) -> Result<u8, Failure> {
    refuse_output_onto_input(a.output.as_deref(), &a.input)?;
    let loaded = load(&a.input)?;
    let tree = &loaded.doc.tree;
    let title = loaded.doc.meta.name.as_deref().unwrap_or("gametree");
    let text = crate::render::efg::write(tree, title);
    write_output(a.output.as_deref(), text.as_bytes())?;
    Ok(EXIT_OK)
}
