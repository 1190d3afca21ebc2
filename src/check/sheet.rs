//! What checking an answer sheet sets up before its blocks are checked, shared by the
//! command line and by programs that hold the texts themselves: the conventions set over
//! every block, and the error for a sheet with nothing in it.

use super::{Claim, Convention, Imposed, conventions};
use crate::error::{ErrorKind, InputError, Result};
use crate::message::msg;
use crate::parse;
use crate::tree::{Pos, Tree};

/// The conventions set over every answer block: `flags` (the grader's command line), then
/// the rubric's, then those every block of the tree's `expect` states. Bounds among `flags`
/// are checked against the tree's leaves; that error names the flag `--bounds`, and an error
/// in `expect` does not.
pub fn imposed(
    flags: &[Convention],
    rubric: &[Claim<Convention>],
    tree: &Tree,
    expect: Option<&parse::Value>,
) -> Result<Imposed> {
    for c in flags {
        if let Convention::Bounds(lo, hi) = *c {
            parse::check_bounds(
                tree,
                parse::Bounds {
                    lo,
                    hi,
                    pos: Pos::default(),
                },
            )
            .map_err(|e| e.for_flag("--bounds"))?;
        }
    }
    let from_tree = match expect {
        Some(v) => conventions::from_expect(v)?,
        None => Vec::new(),
    };
    let whats =
        |list: &[Claim<Convention>]| -> Vec<Convention> { list.iter().map(|c| c.what).collect() };
    Ok(Imposed::new(flags, &whats(rubric), &whats(&from_tree)))
}

/// The error for an answer sheet with nothing in it but blank lines and comments, at its
/// last line (a tree file's "there is no tree" would puzzle here); `None` for any other.
pub fn empty_answers(text: &str) -> Option<InputError> {
    let empty = text
        .lines()
        .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'));
    empty.then(|| {
        let line = text.lines().count().max(1) as u32;
        InputError::new(ErrorKind::BadAnswer, msg!("err-empty-answers"))
            .at(Pos { line, col: 1 })
            .help(msg!("help-empty-answers"))
    })
}
