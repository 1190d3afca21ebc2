//! The command-line edge: parse arguments, load input, run, render, and turn errors into
//! messages and exit codes. Nothing here knows how a search works.

mod args;
mod bench;
mod check;
mod common_args;
mod compare;
mod connect4;
mod diagnostic;
mod diff;
mod docs;
mod dot;
mod efg;
mod eval;
mod exam;
mod game;
mod games;
mod generate;
mod help_examples;
mod help_lang;
mod html;
mod number_args;
mod output;
mod play;
mod practice;
mod progress;
mod quiz;
mod show;
mod solve;
mod tikz;
mod trace;
mod view_args;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

pub use args::Cli;
use args::{
    ChanceArg, Command, CompareArgs, DiffArgs, EvalArgs, GenArgs, SearchArgs, ShowArgs, TraceArgs,
    TreeInput,
};

use crate::error::{ErrorKind, InputError};
use crate::parse::{self, Bounds, Document, Source};
use crate::render::{self, Style};
use crate::search::{self, Algorithm, Config, Order};
use crate::tree::Pos;

/// Exit code for success.
pub const EXIT_OK: u8 = 0;
/// Exit code when `check` found a wrong answer.
pub const EXIT_WRONG: u8 = 1;
/// Exit code for bad input or usage.
pub const EXIT_BAD_INPUT: u8 = 2;

/// A failure on its way to the user: the error and the text it points into (boxed: it
/// travels up through every `Result` of the command line).
pub struct Failure(Box<(InputError, Option<String>)>);

impl Failure {
    pub(crate) fn new(error: InputError, text: Option<String>) -> Self {
        Failure(Box::new((error, text)))
    }
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure::new(error, None)
    }
}

/// Runs the command line and returns the exit code.
pub fn main() -> ExitCode {
    ExitCode::from(run_args(std::env::args_os()))
}

/// Runs the command line on `args`, the program's name first (as [`std::env::args_os`]
/// gives them), and returns the exit code: [`main`] for a program that carries the command
/// inside it, such as the Python package's `gametree` command, whose process's own
/// arguments start with the interpreter.
pub fn run_args<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString>,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    // Help wraps to the same width as every other output: clap's own detection gives up on
    // a terminal that reports no rows (and then uses 100), and it ignores a pipe's COLUMNS.
    let width = render::term::stdout_width().min(100);
    let words: Vec<String> = args
        .iter()
        .skip(1)
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    // `--help` and clap's errors are printed while the command line is parsed, so the
    // language is read from the words as given (then the environment) before parsing.
    let lang = lang_in_args(&words).unwrap_or_else(crate::i18n::Lang::from_env);
    crate::i18n::set(lang);
    // Parsed with the command as written: its texts in the reader's language (and English
    // help reflowed) change what clap prints, never what it parses, so only a command line
    // that ends in help, a version or a usage error pays for building them.
    let matches = Cli::command()
        .term_width(width)
        .try_get_matches_from(&args)
        .or_else(|_| {
            help_lang::localise_for_help(Cli::command().term_width(width), width)
                .try_get_matches_from(&args)
        });
    let for_programs = matches.as_ref().is_ok_and(for_programs);
    let parsed = matches.and_then(|m| Cli::from_arg_matches(&m));
    if let Ok(cli) = &parsed {
        // Output for programs (JSON) and sheets for TeX and Graphviz stay English whatever
        // the reader's language, so they are the same byte for byte everywhere.
        crate::i18n::set(if for_programs {
            crate::i18n::Lang::ENGLISH
        } else {
            cli.lang.unwrap_or(lang)
        });
    }
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // A usage error of a command for programs is English, as its other errors are;
            // parsed again with the English command line so every word of it is. (Help
            // asked for is for people, and stays in their language.)
            let e = if e.use_stderr() && for_programs_in_words(&words) {
                crate::i18n::set(crate::i18n::Lang::ENGLISH);
                Cli::command()
                    .term_width(width)
                    .try_get_matches_from(&args)
                    .err()
                    .unwrap_or(e)
            } else {
                e
            };
            help_lang::print_clap(&e, width);
            if let Some(note) = refused_flag_note(&e, &words) {
                eprintln!("\n{note}");
            }
            return if e.use_stderr() {
                EXIT_BAD_INPUT
            } else {
                EXIT_OK
            };
        }
    };
    let result = run(cli);
    let lost = WRITE_FAILURE.lock().ok().and_then(|mut first| first.take());
    let result = match (result, lost) {
        (Ok(_), Some(kind)) => Err(Failure::from(
            InputError::new(
                ErrorKind::Io,
                crate::i18n::tr!(
                    "err-write-output",
                    error = render::errors::io_reason(&std::io::Error::from(kind))
                ),
            )
            .in_file("<stdout>"),
        )),
        (result, _) => result,
    };
    match result {
        Ok(code) => code,
        Err(f) => {
            let (error, source) = *f.0;
            // On a terminal the message and help wrap to its width; piped, each stays one
            // line for the tools that read it.
            let text = diagnostic::render_within(
                &error,
                source.as_deref(),
                Style::for_stderr().color,
                render::term::stderr_width(),
            );
            let _ = std::io::stderr().write_all(text.as_bytes());
            EXIT_BAD_INPUT
        }
    }
}

/// Whether the command asks for output that programs read: `--json` (or `check`'s JSON and
/// CSV formats), or an exam's sheets.
fn for_programs(m: &clap::ArgMatches) -> bool {
    let Some((name, mut sub)) = m.subcommand() else {
        return false;
    };
    // `dot`, `tikz` and `exam` write their sheets in the sheets' own language (English,
    // or an exam's `--lang`) themselves, and speak the reader's language around them.
    loop {
        if sub.try_get_one::<bool>("json").ok().flatten() == Some(&true) {
            return true;
        }
        // `check --format json` is `--json`; CSV is data for spreadsheets and scripts.
        // (Gradescope's file is read by students too: its text follows the language.)
        if name == "check"
            && sub
                .try_get_raw("format")
                .ok()
                .flatten()
                .is_some_and(|mut v| v.any(|f| f == "json" || f == "csv"))
        {
            return true;
        }
        match sub.subcommand() {
            Some((_, next)) => sub = next,
            None => return false,
        }
    }
}

/// [`for_programs`] read from the words as typed, for a command line that does not parse:
/// `--json`, or `check --format json` or `csv`, before any `--`.
fn for_programs_in_words(words: &[String]) -> bool {
    let words: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .take_while(|w| *w != "--")
        .collect();
    let sub = subcommand_in(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>());
    let format_for_programs = words.iter().enumerate().any(|(i, w)| {
        let value = match w.strip_prefix("--format") {
            Some("") => words.get(i + 1).copied(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        matches!(value, Some("json" | "csv"))
    });
    words
        .iter()
        .any(|w| *w == "--json" || w.starts_with("--json="))
        || (sub.as_deref() == Some("check") && format_for_programs)
}

/// The flags of a search that every command running one takes with the same meaning.
const CONVENTION_FLAGS: [&str; 10] = [
    "--algo",
    "--strict",
    "--fail-hard",
    "--root-reset",
    "--no-deep-cutoffs",
    "--order",
    "--depth",
    "--tt",
    "--budget",
    "--bounds",
];

/// Why a subcommand refuses a convention flag, and where that convention goes instead.
fn refused_flag_note(e: &clap::Error, args: &[String]) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind as K};
    if e.kind() != K::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    let flag = arg.split('=').next().unwrap_or(arg);
    if !CONVENTION_FLAGS.contains(&flag) {
        return None;
    }
    let sub = subcommand_in(args).unwrap_or_default();
    let key = flag.trim_start_matches("--");
    let message = match sub.as_str() {
        "check" if key == "budget" => "note-check-budget",
        "check" => "note-check",
        "quiz" => "note-quiz",
        "solve" => "note-solve",
        "play" => "note-play",
        "gen" | "game" => "note-writes-tree",
        _ => return None,
    };
    let note = crate::i18n::tr!(message, key = key, flag = flag, command = sub.as_str());
    Some(crate::i18n::tr!("note-line", note = note))
}

/// The subcommand among the words after the program's name: the first that is no flag,
/// past a global `--lang X`.
fn subcommand_in(args: &[String]) -> Option<String> {
    let mut words = args.iter();
    while let Some(w) = words.next() {
        if w == "--lang" {
            words.next();
        } else if !w.starts_with('-') {
            return Some(w.clone());
        }
    }
    None
}

/// The language `--lang X` or `--lang=X` names among `args`, if one is given and known.
fn lang_in_args(args: &[String]) -> Option<crate::i18n::Lang> {
    args.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1)?.as_str(),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        crate::i18n::Lang::parse_locale(value)
    })
}

fn run(cli: Cli) -> Result<u8, Failure> {
    match cli.command {
        Command::Eval(a) => eval::eval(a),
        Command::Gen(a) => generate::gen_tree(a),
        Command::Trace(a) => trace::trace(a),
        Command::Show(a) => show::show(a),
        Command::Diff(a) => diff::diff(a),
        Command::Check(a) => check::check(a),
        Command::Compare(a) => compare::compare(a),
        Command::Bench(a) => bench::run(a),
        Command::Dot(a) => dot::run(a),
        Command::Efg(a) => efg::run(a),
        Command::Html(a) => html::run(a),
        Command::Tikz(a) => tikz::run(a),
        Command::Exam(a) => exam::run(a, cli.lang),
        Command::Game(a) => game::game(a),
        Command::Solve(a) => solve::solve(a),
        Command::Play(a) => play::play(a),
        Command::Quiz(a) => quiz::quiz(a),
        Command::Practice(a) => practice::practice(a),
        Command::Completions(a) => {
            docs::completions(a, help_lang::localise_for_completions(Cli::command()))
        }
        Command::Man(a) => docs::man(a, help_lang::localise(Cli::command())),
    }
}

/// The first failure to write standard output other than a closed pipe (a full disk,
/// `> /dev/full`, an I/O error), kept for [`main`] to report: a run whose output was lost
/// must not exit as if it had succeeded.
static WRITE_FAILURE: std::sync::Mutex<Option<std::io::ErrorKind>> = std::sync::Mutex::new(None);

/// Notes a failed write of standard output; a closed pipe (`| head`) is not an error worth a
/// message, since the reader has all it wanted.
pub(crate) fn note_write(result: std::io::Result<()>) {
    if let Err(e) = result
        && e.kind() != std::io::ErrorKind::BrokenPipe
        && let Ok(mut first) = WRITE_FAILURE.lock()
    {
        first.get_or_insert(e.kind());
    }
}

/// Writes to standard output; a failure other than a closed pipe makes the run exit 2.
pub(crate) fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    note_write(out.write_all(text.as_bytes()).and_then(|()| out.flush()));
}

/// Writes to standard output through a buffer as `write` produces the text, so a big
/// document is never held whole; failures are noted as in [`emit`].
pub(crate) fn emit_streamed(write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut counted = progress::Counted::new(&mut out, "writing");
    note_write(write(&mut counted).and_then(|()| counted.flush()));
}

/// Runs the search, with a progress line on a terminal when it takes more than a second.
pub(crate) fn searched(
    tree: &crate::tree::Tree,
    cfg: &Config,
) -> Result<search::Outcome, InputError> {
    let mut p = progress::NodeProgress::new();
    let outcome = search::run_observed(tree, cfg, &mut p);
    p.0.finish();
    outcome.map_err(InputError::from)
}

/// Runs the search and records its steps (at most `max_steps`: more is refused), with a
/// progress line on a terminal when it takes more than a second.
pub(crate) fn recorded(
    loaded: &Loaded,
    cfg: &Config,
    max_steps: usize,
) -> Result<(search::Outcome, search::Recorder), Failure> {
    let tree = &loaded.doc.tree;
    let mut rec = search::Recorder::with_limit(max_steps);
    let mut p = progress::Progress::new("searching", "steps");
    let outcome = search::run_observed(tree, cfg, &mut search::Both(&mut rec, &mut p))
        .map_err(|e| loaded.fail(e))?;
    p.finish();
    rec.complete().map_err(|e| loaded.fail(e))?;
    Ok((outcome, rec))
}

/// A loaded tree file with its text kept for error messages (a big file's text is let go
/// once parsed and read again only to show an error: it would hold memory beside the tree
/// through the whole search).
pub(crate) struct Loaded {
    pub source: Source,
    pub doc: Document,
    /// The file to read the text from again, when `source.text` was let go.
    reread: Option<String>,
}

/// Texts at least this long are let go after parsing when they can be read again.
const KEEP_TEXT_BELOW: usize = 1 << 20;

impl Loaded {
    /// Wraps an error about this file with its name and text.
    pub(crate) fn fail(&self, e: impl Into<InputError>) -> Failure {
        let e: InputError = e.into();
        let text = match &self.reread {
            Some(path) => std::fs::read_to_string(path).ok(),
            None => Some(self.source.text.clone()),
        };
        Failure::new(e.in_file(&self.source.name), text)
    }
}

pub(crate) fn load(input: &TreeInput) -> Result<Loaded, Failure> {
    let source = match (&input.expr, &input.file) {
        (Some(e), _) => Source::inline("<inline>", e.clone()),
        (None, Some(path)) => Source::read_within(path, input.max_nodes)
            .map_err(|b| Failure::new(b.0.in_file(path), b.1))?,
        (None, None) if !std::io::stdin().is_terminal() => {
            Source::read_within("-", input.max_nodes)
                .map_err(|b| Failure::new(b.0.in_file("<stdin>"), b.1))?
        }
        (None, None) => {
            return Err(
                InputError::new(ErrorKind::Io, crate::i18n::tr!("err-no-tree"))
                    .in_file("gametree")
                    .help(crate::i18n::tr!("help-no-tree"))
                    .into(),
            );
        }
    };
    match parse::parse_with(&source, input.max_nodes) {
        Ok(doc) => {
            let mut source = source;
            let reread = match (&input.expr, &input.file) {
                (None, Some(path)) if path != "-" && source.text.len() >= KEEP_TEXT_BELOW => {
                    source.text = String::new();
                    Some(path.clone())
                }
                _ => None,
            };
            Ok(Loaded {
                source,
                doc,
                reread,
            })
        }
        Err(e) => Err(Failure::new(e, Some(source.text))),
    }
}

/// Turns the search options into a [`Config`], checking `--bounds` against the tree.
pub(crate) fn config(args: &SearchArgs, loaded: &Loaded) -> Result<Config, Failure> {
    config_of(args, "--bounds", loaded)
}

/// [`config`] for options whose bounds came from the flag `bounds_flag`.
fn config_of(args: &SearchArgs, bounds_flag: &str, loaded: &Loaded) -> Result<Config, Failure> {
    let c = &args.conventions;
    let bounds = match &c.bounds {
        Some(text) => {
            let b = parse_bounds(bounds_flag, text)?;
            parse::check_bounds(&loaded.doc.tree, b).map_err(|e| loaded.fail(e))?;
            Some((b.lo, b.hi))
        }
        None => loaded.doc.meta.bounds.map(|b| (b.lo, b.hi)),
    };
    Ok(Config {
        algorithm: args.algo,
        strict: c.strict,
        fail_hard: c.fail_hard,
        root_reset: c.root_reset,
        no_deep_cutoffs: c.no_deep_cutoffs,
        order: args.order,
        bounds,
        depth: c.depth,
        tt: c.tt,
        budget: c.budget,
        window: None,
        mcts: Default::default(),
    })
}

fn parse_bounds(flag: &str, text: &str) -> Result<Bounds, Failure> {
    let bad = || {
        Failure::from(
            InputError::new(
                ErrorKind::BadBounds,
                crate::i18n::tr!("err-bounds-flag", flag = flag, text = format!("{text:?}")),
            )
            .for_flag(flag)
            .help(crate::i18n::tr!("help-bounds-flag", flag = flag)),
        )
    };
    let (l, u) = text.split_once(',').ok_or_else(bad)?;
    let lo = crate::num::parse_number(l).map_err(|_| bad())?;
    let hi = crate::num::parse_number(u).map_err(|_| bad())?;
    if lo >= hi {
        return Err(bad());
    }
    Ok(Bounds {
        lo,
        hi,
        pos: Pos::default(),
    })
}

/// Parses `N` or `A..B` (integers), for `--branching` and `--values`.
fn parse_range(flag: &str, text: &str) -> Result<(i64, i64), Failure> {
    let refuse = |id: &str| {
        Failure::from(
            InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!(id, flag = flag, text = format!("{text:?}")),
            )
            .for_flag(flag),
        )
    };
    let bad = || refuse("err-range-flag");
    let (a, b) = match text.split_once("..") {
        Some((a, b)) => (
            a.trim().parse().map_err(|_| bad())?,
            b.trim().parse().map_err(|_| bad())?,
        ),
        None => {
            let n: i64 = text.trim().parse().map_err(|_| bad())?;
            (n, n)
        }
    };
    if a > b {
        return Err(refuse("err-range-order"));
    }
    Ok((a, b))
}

/// Writes `bytes` to `path` atomically, or to standard output when there is no path.
pub(crate) fn write_output(path: Option<&str>, bytes: &[u8]) -> Result<(), Failure> {
    match path {
        Some(p) => output::write_atomic(p, bytes).map_err(Failure::from),
        None => {
            let mut out = std::io::stdout().lock();
            note_write(out.write_all(bytes).and_then(|()| out.flush()));
            Ok(())
        }
    }
}

/// Refuses `-o FILE` when FILE is the tree being read (also through a link).
pub(crate) fn refuse_output_onto_input(
    output: Option<&str>,
    input: &TreeInput,
) -> Result<(), Failure> {
    match (output, &input.expr) {
        (Some(o), None) => output::refuse_input(o, input.file.as_deref()).map_err(Failure::from),
        _ => Ok(()),
    }
}

/// Trees up to this size also get the strict + fail-hard comparison note (it doubles the work).
const NOTE_LIMIT: usize = 100_000;

/// Under the strict rule with fail-hard returns, runs strict + fail-soft too and returns the
/// teaching note when the two prune differently.
fn strict_fail_hard_note(
    tree: &crate::tree::Tree,
    cfg: &Config,
    outcome: &search::Outcome,
) -> Option<String> {
    if !(cfg.strict && cfg.fail_hard && cfg.algorithm.prunes()) || tree.len() > NOTE_LIMIT {
        return None;
    }
    let soft = search::run(
        tree,
        &Config {
            fail_hard: false,
            ..cfg.clone()
        },
    )
    .ok()?;
    render::diff::strict_fail_hard_note(tree, outcome, &soft)
}

/// A closing note: after a blank line, wrapped to the width, continuation lines indented.
fn paragraph(text: &str, style: &Style) -> String {
    format!("\n{}\n", render::wrap::wrap(text, style.width, "", "  "))
}

/// Fewest and most children, and the leaf value range, of a random tree.
pub(crate) type Ranges = ((u32, u32), (i64, i64));

/// The largest integer below which every integer is exactly a float (2^53).
const EXACT_INTEGER: i64 = 1 << 53;

impl args::RandomTreeArgs {
    /// The branching range (at most `max_branching` children) and the value range.
    pub(crate) fn ranges(&self, max_branching: i64) -> Result<Ranges, Failure> {
        let (lo, hi) = parse_range("--branching", &self.branching)?;
        if lo < 1 || hi > max_branching {
            return Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!("err-branching", max = max_branching.to_string()),
            )
            .for_flag("--branching")
            .into());
        }
        let values = parse_range("--values", &self.values)?;
        // Leaf values are floats: beyond ±2^53 not every integer is one, so such an end
        // would silently become another number.
        if values.0 < -EXACT_INTEGER || values.1 > EXACT_INTEGER {
            return Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!(
                    "err-values-range",
                    lo = values.0.to_string(),
                    hi = values.1.to_string(),
                    exact = EXACT_INTEGER.to_string()
                ),
            )
            .for_flag("--values")
            .help(crate::i18n::tr!("help-values-range"))
            .into());
        }
        Ok(((lo as u32, hi as u32), values))
    }

    /// The flags that make this shape again: `--depth 3 --branching 2..3 --values=-9..9`.
    pub(crate) fn flags(&self) -> String {
        format!(
            "--depth {} --branching {} --values={}",
            self.depth, self.branching, self.values
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_args_reads_the_words_given_not_the_process_arguments() {
        // The test binary's own arguments (filters, `--test-threads`) are no command line
        // of gametree: only the words given are read.
        let tree = "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}]";
        assert_eq!(
            run_args(["gametree", "eval", "-e", tree, "--json"]),
            EXIT_OK
        );
        assert_eq!(run_args(["gametree", "no-such-command"]), EXIT_BAD_INPUT);
        assert_eq!(
            run_args(["gametree", "eval", "-e", "max: [1, 2"]),
            EXIT_BAD_INPUT
        );
    }
}
