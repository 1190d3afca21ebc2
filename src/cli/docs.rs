//! `gametree completions` and `gametree man`: shell completions and a manual page, both
//! generated from the same clap definitions as `--help`, so they never disagree with it.
//! The caller hands in the command tree, so this file needs nothing above it.

use clap::{Args, ValueEnum};
use clap_complete::Shell;

use super::{EXIT_OK, Failure, emit};
use crate::error::{ErrorKind, InputError};
use crate::i18n::tr;

/// `gametree completions`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree completions bash > ~/.local/share/bash-completion/completions/gametree
  gametree completions zsh > ~/.zfunc/_gametree       # with fpath+=(~/.zfunc) in ~/.zshrc
  gametree completions fish > ~/.config/fish/completions/gametree.fish
  gametree completions powershell >> $PROFILE
  gametree completions elvish >> ~/.config/elvish/rc.elv

Open a new shell afterwards; `gametree <TAB>` then offers the subcommands and flags.")]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: ShellArg,
}

/// The shells clap_complete writes for.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShellArg {
    /// Bash.
    Bash,
    /// Zsh.
    Zsh,
    /// Fish.
    Fish,
    /// PowerShell.
    Powershell,
    /// Elvish.
    Elvish,
}

/// `gametree man`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree man | man -l -                                   # read it now
  gametree man > ~/.local/share/man/man1/gametree.1         # then: man gametree
  gametree man trace > ~/.local/share/man/man1/gametree-trace.1")]
pub struct ManArgs {
    /// A subcommand's page (gametree-trace(1), …) instead of the main page.
    #[arg(value_name = "SUBCOMMAND")]
    pub subcommand: Option<String>,
}

/// Writes the completion script for `a.shell` to standard output.
pub fn completions(a: CompletionsArgs, mut cmd: clap::Command) -> Result<u8, Failure> {
    let shell = match a.shell {
        ShellArg::Bash => Shell::Bash,
        ShellArg::Zsh => Shell::Zsh,
        ShellArg::Fish => Shell::Fish,
        ShellArg::Powershell => Shell::PowerShell,
        ShellArg::Elvish => Shell::Elvish,
    };
    let name = cmd.get_name().to_string();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, name, &mut out);
    emit(&String::from_utf8_lossy(&out));
    Ok(EXIT_OK)
}

/// Writes the manual page (roff) to standard output: the main page, or a subcommand's.
pub fn man(a: ManArgs, cmd: clap::Command) -> Result<u8, Failure> {
    let page = match &a.subcommand {
        None => cmd,
        Some(name) => {
            let main = cmd.get_name().to_string();
            let version = cmd.get_version().map(str::to_string);
            let Some(sub) = cmd.find_subcommand(name).cloned() else {
                let names: Vec<&str> = cmd
                    .get_subcommands()
                    .map(|c| c.get_name())
                    .filter(|&n| n != "help")
                    .collect();
                return Err(InputError::new(
                    ErrorKind::Search,
                    tr!("err-man-no-subcommand", name = format!("{name:?}")),
                )
                .in_file("gametree man")
                .help(tr!("help-man-subcommands", names = names.join(", ")))
                .into());
            };
            let sub = sub.name(format!("{main}-{name}"));
            match version {
                Some(v) => sub.version(v),
                None => sub,
            }
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(page).render(&mut out).map_err(|e| {
        Failure::from(InputError::new(
            ErrorKind::Io,
            tr!(
                "err-man-write",
                error = crate::render::errors::io_reason(&e)
            ),
        ))
    })?;
    emit(&headings(&examples_section(&String::from_utf8_lossy(&out))));
    Ok(EXIT_OK)
}

/// The page's section headings in the reader's language, as the headings clap_mangen takes
/// from the help (options, arguments, commands) already are; and the subcommand's
/// metavariable as `--help` writes it, `<COMMAND>` (clap_mangen writes it in lower case).
fn headings(page: &str) -> String {
    const SECTIONS: [(&str, &str); 7] = [
        ("NAME", "man-name"),
        ("SYNOPSIS", "man-synopsis"),
        ("DESCRIPTION", "man-description"),
        ("EXAMPLES", "man-examples"),
        ("NOTES", "man-notes"),
        ("VERSION", "man-version"),
        ("AUTHORS", "man-authors"),
    ];
    let mut out = String::with_capacity(page.len());
    for line in page.split_inclusive('\n') {
        let heading = line.trim_end_matches('\n').strip_prefix(".SH ");
        match heading.and_then(|h| SECTIONS.iter().find(|(en, _)| *en == h)) {
            Some((_, key)) => {
                let _ = std::fmt::Write::write_fmt(&mut out, format_args!(".SH {}\n", tr!(key)));
            }
            None => out.push_str(line),
        }
    }
    out.replace("<\\fIcommand\\fR>", "<\\fICOMMAND\\fR>")
}

/// clap_mangen puts the text after the options under a heading "EXTRA"; ours is the
/// examples (headed in the reader's language, as the page's text is), so the page calls it
/// EXAMPLES, as manual pages do.
fn examples_section(page: &str) -> String {
    let examples = format!(".SH EXTRA\n{}\n", tr!("cli-examples"));
    page.replacen(&examples, ".SH EXAMPLES\n", 1)
        .replacen(".SH EXTRA\n", ".SH NOTES\n", 1)
}
