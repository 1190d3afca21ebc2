//! `--help`, the usage line and clap's own headings in the reader's language.
//!
//! The English text is where clap's derive puts it: the doc comments and `after_help` of the
//! argument structs. The catalogue holds the same text under a key made from the subcommand
//! and the argument (`cli-eval-about`, `cli-arg-json`; `cli-check-arg-json` where one
//! subcommand's flag means something else than the same flag elsewhere), and the tests keep
//! the English catalogue equal to the doc comments, so the derive stays the one source of
//! the English and a new flag without a translation fails them. In another language the
//! command tree (ours, not user data, so walking it recursively is fine) is walked once,
//! before the command line is parsed, since `--help` is printed while parsing.
//!
//! clap breaks lines only at spaces, and Chinese has none between words: in another language
//! clap lays the help out unwrapped and [`wrap_help`] wraps it to the terminal, breaking
//! between CJK characters and keeping each wrapped line under the text it continues.

use clap::builder::PossibleValue;
use clap::{Arg, Command};

use super::help_examples;
use crate::i18n::{self, Lang, tr};
use crate::render::wrap::width;

/// Gives the text for a list of keys (the most specific first) whose English is `english`.
type Lookup<'a> = dyn FnMut(&[String], &str) -> String + 'a;

/// What a walk over the command tree does with the texts it finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Only records them (for the tests), leaving clap's layout as it is.
    Record,
    /// Sets them for `--help` and the manual page: the defaults and possible values
    /// written into the help text in the reader's words, and the examples laid out for
    /// `columns` where it is given (the manual page leaves them to its reader).
    Help { columns: Option<usize> },
    /// Sets them for shell completions: each help as it is, and each possible value
    /// with its own help, since a shell shows those beside the flag and its values.
    Completions,
}

impl Mode {
    /// The width examples are laid out for, if any.
    fn columns(self) -> Option<usize> {
        match self {
            Mode::Help { columns } => columns,
            _ => None,
        }
    }
}

/// The command tree with every text in this thread's language (unchanged in English).
pub fn localise(cmd: Command) -> Command {
    localise_as(cmd, Mode::Help { columns: None })
}

/// [`localise`] for `--help` shown `columns` wide: its examples laid out to fit.
pub fn localise_for_help(cmd: Command, columns: usize) -> Command {
    localise_as(
        cmd,
        Mode::Help {
            columns: Some(columns),
        },
    )
}

/// The command tree for shell completions in this thread's language: descriptions as they
/// are (no `[default: …]`, which the English completions do not have either) and the
/// possible values with their help translated. Never used to parse a command line.
pub fn localise_for_completions(cmd: Command) -> Command {
    localise_as(cmd, Mode::Completions)
}

fn localise_as(cmd: Command, mode: Mode) -> Command {
    if i18n::current() == Lang::ENGLISH {
        return reflow_after_help(cmd, mode.columns());
    }
    // Unwrapped here, wrapped by `wrap_help` (clap would not break Chinese lines).
    let mut cmd = cmd.term_width(0).max_term_width(0);
    // Built first, so that the flags clap adds itself (--help, --version, `help`) are there
    // to be translated too.
    cmd.build();
    let lang = i18n::current();
    walk(cmd, &[], mode, &mut |keys, english| {
        keys.iter()
            .find_map(|k| text_in(lang, k))
            .unwrap_or_else(|| english.to_string())
    })
}

/// The text under `key` in `lang`: from the help catalogue, or (clap's headings) the
/// message catalogue.
fn text_in(lang: Lang, key: &str) -> Option<String> {
    i18n::help_text_in(lang, key).or_else(|| i18n::with(lang, || i18n::lookup(key, None)))
}

/// The key prefix of the command at `path` (`cli`, `cli-eval`). The copies of the
/// subcommands under `help` share their originals' keys.
fn prefix(path: &[String]) -> String {
    let path: Vec<&str> = match path.first().map(String::as_str) {
        Some("help") if path.len() > 1 => path[1..].iter().map(String::as_str).collect(),
        _ => path.iter().map(String::as_str).collect(),
    };
    std::iter::once("cli")
        .chain(path)
        .collect::<Vec<_>>()
        .join("-")
}

/// `cmd` with every text given by `t`; `set` false only records (for the tests), leaving
/// clap's layout as it is.
fn walk(mut cmd: Command, path: &[String], mode: Mode, t: &mut Lookup<'_>) -> Command {
    let set = mode != Mode::Record;
    let p = prefix(path);
    let key = |s: &str| vec![format!("{p}-{s}")];
    if let Some(s) = cmd.get_about().map(ToString::to_string) {
        cmd = cmd.about(t(&key("about"), &s));
    }
    if let Some(s) = cmd.get_long_about().map(ToString::to_string) {
        cmd = cmd.long_about(t(&key("long-about"), &s));
    }
    if let Some(s) = cmd.get_after_help().map(ToString::to_string) {
        let text = t(&key("after-help"), &s);
        cmd = cmd.after_help(if set {
            reflow(&text, mode.columns())
        } else {
            text
        });
    }
    if let Some(s) = cmd.get_after_long_help().map(ToString::to_string) {
        let text = t(&key("after-long-help"), &s);
        cmd = cmd.after_long_help(if set {
            reflow(&text, mode.columns())
        } else {
            text
        });
    }
    let usage = t(&["cli-heading-usage".to_string()], "Usage:");
    let arguments = t(&["cli-heading-arguments".to_string()], "Arguments");
    let options = t(&["cli-heading-options".to_string()], "Options");
    let commands = t(&["cli-heading-commands".to_string()], "Commands");
    if set {
        cmd = cmd.help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage}{gap}{{usage}}\n\n{{all-args}}{{after-help}}",
            gap = gap_after(&usage)
        ));
        if cmd.has_subcommands() {
            cmd = cmd.subcommand_help_heading(commands);
        }
    }
    // Each custom heading gets the key of the first argument under it.
    let mut headings: Vec<(String, String)> = Vec::new();
    cmd = cmd.mut_args(|a| {
        let a = arg(a, &p, mode, &mut *t);
        let heading = match a.get_help_heading() {
            Some(h) => {
                let h = h.to_string();
                let id = match headings.iter().find(|(text, _)| *text == h) {
                    Some((_, id)) => id.clone(),
                    None => {
                        let id = key_word(a.get_id().as_str());
                        headings.push((h.clone(), id.clone()));
                        id
                    }
                };
                t(&[format!("{p}-heading-{id}")], &h)
            }
            // Under a heading of its own, clap's `Arguments` and `Options` could not be
            // translated.
            None if a.is_positional() => arguments.clone(),
            None => options.clone(),
        };
        if set { a.help_heading(heading) } else { a }
    });
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let mut sub = path.to_vec();
        sub.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |c| walk(c, &sub, mode, &mut *t));
    }
    cmd
}

/// An argument id as a key word: `fail_hard` → `fail-hard`.
fn key_word(id: &str) -> String {
    id.replace('_', "-")
}

/// `a` for completions: its help and long help translated, and its possible values with
/// their translated help (a value parser that only lists them: this command tree never
/// parses).
fn completion_arg(
    mut a: Arg,
    help: Option<String>,
    long: Option<String>,
    values: Vec<(String, Option<String>)>,
) -> Arg {
    if let Some(h) = help {
        a = a.help(h);
    }
    if let Some(h) = long {
        a = a.long_help(h);
    }
    if values.is_empty() {
        return a;
    }
    let possible: Vec<PossibleValue> = values
        .into_iter()
        .map(|(name, help)| {
            let v = PossibleValue::new(name);
            match help {
                Some(h) => v.help(h),
                None => v,
            }
        })
        .collect();
    a.value_parser(clap::builder::PossibleValuesParser::new(possible))
}

/// `a` with its help, long help and possible values' help given by `t`. When `set`, the
/// default and the possible values clap would print in English (`[default: …]`) are printed
/// by the help text itself, in the reader's words.
fn arg(mut a: Arg, p: &str, mode: Mode, t: &mut Lookup<'_>) -> Arg {
    let id = key_word(a.get_id().as_str());
    // clap's own --help says "see more with '--help'" only where there is more to see.
    let id = if id == "help" && a.get_long_help().is_none() {
        format!("{id}-plain")
    } else {
        id
    };
    let keys = |suffix: &str| {
        vec![
            format!("{p}-arg-{id}{suffix}"),
            format!("cli-arg-{id}{suffix}"),
        ]
    };
    let help = a.get_help().map(|h| t(&keys(""), &h.to_string()));
    let long = a.get_long_help().map(|h| t(&keys("-long"), &h.to_string()));
    let values: Vec<(String, Option<String>)> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .map(|v: PossibleValue| {
            let name = v.get_name().to_string();
            let help = v.get_help().map(|h| {
                t(
                    &[format!("{p}-value-{name}"), format!("cli-value-{name}")],
                    &h.to_string(),
                )
            });
            (name, help)
        })
        .collect();
    match mode {
        Mode::Record => return a,
        Mode::Completions => return completion_arg(a, help, long, values),
        Mode::Help { .. } => {}
    }
    let default = (a.get_action().takes_values()
        && !a.is_hide_default_value_set()
        && !a.get_default_values().is_empty())
    .then(|| {
        let values: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        tr!("cli-default", value = values.join(" "))
    });
    let show_values = !values.is_empty() && !a.is_hide_possible_values_set();
    let names = values
        .iter()
        .map(|(n, _)| n.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let value_list = tr!("cli-possible-values", values = names);
    // Short help: the specs after the help, on its line.
    let mut specs: Vec<String> = default.iter().cloned().collect();
    if show_values {
        specs.push(value_list.clone());
    }
    let short = join_nonempty(help.clone().unwrap_or_default(), &specs.join(" "), " ");
    // Long help: the values listed with their help, then the specs, a paragraph each.
    let mut long_text = long.or(help).unwrap_or_default();
    let described = values.iter().any(|(_, h)| h.is_some());
    if show_values && described {
        let widest = values.iter().map(|(n, _)| width(n)).max().unwrap_or(0);
        let mut list = tr!("cli-possible-values-heading");
        for (name, help) in &values {
            list.push_str("\n- ");
            list.push_str(name);
            if let Some(h) = help {
                let pad = widest - width(name);
                list.push_str(&format!(": {:pad$}{h}", ""));
            }
        }
        long_text = join_nonempty(long_text, &list, "\n\n");
    }
    let mut long_specs: Vec<String> = default.into_iter().collect();
    if show_values && !described {
        long_specs.push(value_list);
    }
    long_text = join_nonempty(long_text, &long_specs.join("\n"), "\n\n");
    a = a.hide_default_value(true).hide_possible_values(true);
    if !short.is_empty() {
        a = a.help(short);
    }
    if !long_text.is_empty() {
        a = a.long_help(long_text);
    }
    a
}

fn join_nonempty(a: String, b: &str, sep: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (_, true) => a,
        (true, false) => b.to_string(),
        (false, false) => format!("{a}{sep}{b}"),
    }
}

/// Prints what clap stopped parsing for (help, version or a usage error) where clap would,
/// in this thread's language: clap's own wording in English (but for a number an option
/// refused), else the catalogue's, wrapped to `width` columns.
pub fn print_clap(e: &clap::Error, width: usize) {
    use std::io::Write;
    // A refused number is said the same way in every language: clap's English would name
    // neither what the option takes nor, for `-3`, that it was a value at all.
    if i18n::current() == Lang::ENGLISH && refused(e).is_none() {
        let _ = e.print();
        return;
    }
    let to_stderr = e.use_stderr();
    let style = if to_stderr {
        crate::render::Style::for_stderr()
    } else {
        crate::render::Style::for_stdout()
    };
    let text = match clap_error(e, &style) {
        Some(text) => text,
        None => {
            let rendered = e.render();
            if style.color {
                rendered.ansi().to_string()
            } else {
                rendered.to_string()
            }
        }
    };
    let text = wrap_help(&full_width_headings(&text), width);
    let _ = if to_stderr {
        std::io::stderr().write_all(text.as_bytes())
    } else {
        std::io::stdout().write_all(text.as_bytes())
    };
}

/// clap's help with its heading colons (`选项:`) full width where the heading is Chinese
/// (`选项：`), as Chinese punctuation goes, and the usage line's `[OPTIONS]` in the reader's
/// words. clap writes both itself: only its printed text can be mended.
fn full_width_headings(text: &str) -> String {
    let text = crate::render::wrap::full_width_lead_colons(text);
    match i18n::lookup("cli-usage-options", None) {
        Some(o) => text.replace("[OPTIONS]", &format!("[{o}]")),
        None => text,
    }
}

/// A usage error in the reader's words (`None` for help and version, which clap prints as
/// they are, and for an error whose details clap did not give).
fn clap_error(e: &clap::Error, style: &crate::render::Style) -> Option<String> {
    use clap::error::{ContextKind as C, ContextValue as V, ErrorKind as K};
    let string = |kind| match e.get(kind) {
        Some(V::String(s)) => Some(s.clone()),
        _ => None,
    };
    let strings = |kind| match e.get(kind) {
        Some(V::Strings(s)) => Some(s.clone()),
        Some(V::String(s)) => Some(vec![s.clone()]),
        _ => None,
    };
    let number = |kind| match e.get(kind) {
        Some(V::Number(n)) => Some(*n as i64),
        _ => None,
    };
    let arg = string(C::InvalidArg);
    let value = string(C::InvalidValue);
    let mut message = match e.kind() {
        // A word that is no flag is one positional argument too many, not a misspelt flag.
        K::UnknownArgument => match arg? {
            a if a.starts_with('-') => tr!("cli-error-unknown-argument", arg = a),
            a => tr!("cli-error-extra-argument", arg = a),
        },
        K::InvalidSubcommand => tr!(
            "cli-error-unknown-subcommand",
            command = string(C::InvalidSubcommand)?
        ),
        K::InvalidValue if value.as_deref() == Some("") => {
            tr!("cli-error-value-missing", arg = arg?)
        }
        K::InvalidValue => tr!("cli-error-invalid-value", arg = arg?, value = value?),
        K::ValueValidation if refused(e).is_some() => tr!(
            "cli-error-takes",
            // `--points`, not clap's `--points <N>`.
            arg = arg?.split(' ').next().unwrap_or_default().to_string(),
            takes = refused(e)?.0.words(),
            value = value?
        ),
        K::ValueValidation => {
            let reason = std::error::Error::source(e)
                .map(|s| reason(&s.to_string()))
                .unwrap_or_default();
            tr!(
                "cli-error-value-validation",
                arg = arg?,
                value = value?,
                reason = reason
            )
        }
        K::NoEquals => tr!("cli-error-no-equals", arg = arg?),
        K::TooManyValues => tr!("cli-error-too-many-values", arg = arg?, value = value?),
        K::TooFewValues => tr!(
            "cli-error-too-few-values",
            arg = arg?,
            min = number(C::MinValues)?,
            count = number(C::ActualNumValues)?
        ),
        K::WrongNumberOfValues => tr!(
            "cli-error-wrong-number-of-values",
            arg = arg?,
            expected = number(C::ExpectedNumValues)?,
            count = number(C::ActualNumValues)?
        ),
        K::MissingRequiredArgument => {
            let mut m = tr!("cli-error-missing-required");
            for a in strings(C::InvalidArg)? {
                m.push_str("\n  ");
                m.push_str(&a);
            }
            m
        }
        K::MissingSubcommand => tr!(
            "cli-error-missing-subcommand",
            command = string(C::InvalidSubcommand)?
        ),
        K::ArgumentConflict => {
            let prior = strings(C::PriorArg);
            match (arg, prior) {
                (Some(a), Some(p)) if p == [a.clone()] => tr!("cli-error-used-twice", arg = a),
                (Some(a), Some(p)) => tr!(
                    "cli-error-conflict",
                    arg = a,
                    other = p.join(&tr!("list-separator"))
                ),
                (Some(a), None) => tr!("cli-error-conflict-others", arg = a),
                _ => return None,
            }
        }
        _ => return None,
    };
    if let Some(values) = strings(C::ValidValue).filter(|v| !v.is_empty()) {
        message.push_str("\n  ");
        message.push_str(&tr!("cli-possible-values", values = values.join(", ")));
    }
    if let Some(values) = strings(C::ValidSubcommand).filter(|v| !v.is_empty()) {
        message.push_str("\n  ");
        message.push_str(&tr!("cli-error-subcommands", values = values.join(", ")));
    }
    let mut tips = Vec::new();
    for (kind, key) in [
        (C::SuggestedSubcommand, "cli-error-similar-subcommand"),
        (C::SuggestedArg, "cli-error-similar-argument"),
        (C::SuggestedValue, "cli-error-similar-value"),
    ] {
        if let Some(s) = strings(kind).filter(|s| !s.is_empty()) {
            let names: Vec<String> = s.iter().map(|n| format!("'{n}'")).collect();
            tips.push(tr!(key, names = names.join(", "), count = s.len()));
        }
    }
    if let Some(V::StyledStrs(s)) = e.get(C::Suggested) {
        tips.extend(s.iter().map(|t| tip(&t.to_string())));
    }
    let label = tr!("cli-error");
    let mut out = format!("{}{}{message}\n", style.bad(&label), gap_after(&label));
    if !tips.is_empty() {
        out.push('\n');
        for t in tips {
            let label = tr!("cli-error-tip");
            out.push_str(&format!(
                "  {}{}{t}\n",
                style.good(&label),
                gap_after(&label)
            ));
        }
    }
    if let Some(V::StyledStr(usage)) = e.get(C::Usage) {
        let usage = usage.to_string();
        let line = usage.strip_prefix("Usage:").map_or(usage.clone(), |rest| {
            let label = tr!("cli-heading-usage");
            let rest = rest.trim_start();
            format!("{}{}{rest}", style.bold(&label), gap_after(&label))
        });
        out.push_str(&format!("\n{line}\n"));
    }
    out.push_str(&format!("\n{}\n", tr!("cli-error-more", flag = "--help")));
    Some(out)
}

/// What a numeric option takes, when it refused the value (see `number_args`).
fn refused(e: &clap::Error) -> Option<super::number_args::Refused> {
    std::error::Error::source(e)?
        .downcast_ref::<super::number_args::Refused>()
        .copied()
}

/// The quoted words of clap's text, in order: `'a' … 'b'` gives `[a, b]`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('\'').skip(1).step_by(2).collect()
}

/// One of clap's tips in the reader's words (as clap words it when it is none of those
/// clap gives).
fn tip(text: &str) -> String {
    let q = quoted(text);
    match q.as_slice() {
        [value, with] if text.starts_with("to pass ") => {
            tr!("cli-error-tip-value", value = *value, with = *with)
        }
        [name, _] if text.starts_with("subcommand ") => {
            tr!("cli-error-tip-double-dash", name = *name)
        }
        [name] if text.ends_with("' exists") => tr!("cli-error-tip-exists", name = *name),
        _ => text.to_string(),
    }
}

/// Why a value was refused, as a value parser said it: the reasons of clap's and the
/// standard library's number parsers in the reader's words, any other as given (those of
/// gametree's own parsers already are).
fn reason(text: &str) -> String {
    if let Some((value, range)) = text.split_once(" is not in ") {
        return tr!("cli-error-not-in-range", value = value, range = range);
    }
    let key = match text {
        "invalid digit found in string" => "cli-error-not-an-integer",
        "cannot parse integer from empty string" => "cli-error-empty-number",
        "number too large to fit in target type" => "cli-error-number-too-large",
        "number too small to fit in target type" => "cli-error-number-too-small",
        "invalid float literal" => "cli-error-not-a-number",
        _ => return text.to_string(),
    };
    tr!(key)
}

/// The help (or error) clap rendered unwrapped, wrapped to `max` columns: a line too long
/// breaks at a space or between CJK characters (never before a closing mark such as `，`),
/// and its continuation starts under the text it continues: under a flag's help, a
/// command's summary or an example's comment (after the first run of two spaces), under a
/// listed value (after `- `), or at the line's own indentation. SGR sequences take no room.
pub fn wrap_help(text: &str, max: usize) -> String {
    text.split('\n')
        .map(|line| wrap_line(line, max))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One piece of a line: its text, its columns, and whether a line may break before it.
struct Unit<'a> {
    text: &'a str,
    cols: usize,
    space: bool,
    break_before: bool,
}

fn wrap_line(line: &str, max: usize) -> String {
    if crate::render::wrap::width_of_styled(line) <= max {
        return line.to_string();
    }
    let units = units(line);
    // A continuation further right than half the line would be a narrow column: it starts
    // at the line's own indentation instead.
    let (lead, hang) = hang(&units);
    let hang = if hang > max / 2 { lead } else { hang };
    let mut out = String::new();
    let mut cols = 0;
    let mut i = 0;
    let mut first = true;
    while i < units.len() {
        // The longest run from `i` that fits, ending before a break point.
        let mut end = i;
        let mut last_break = None;
        let mut w = cols;
        let mut j = i;
        while j < units.len() {
            if j > i && units[j].break_before {
                last_break = Some(j);
            }
            if w + units[j].cols > max && units[j].cols > 0 {
                break;
            }
            w += units[j].cols;
            j += 1;
            end = j;
        }
        let stop = if end == units.len() {
            end
        } else {
            match last_break {
                Some(b) if b > i => b,
                // Nothing to break at: a piece longer than the line goes out whole.
                _ => units[end..]
                    .iter()
                    .position(|u| u.break_before)
                    .map_or(units.len(), |k| (end + k).max(i + 1)),
            }
        };
        let mut piece: String = units[i..stop].iter().map(|u| u.text).collect();
        if stop < units.len() {
            let trimmed = piece.trim_end_matches(' ').len();
            piece.truncate(trimmed);
        }
        if !first {
            out.push('\n');
            out.push_str(&" ".repeat(hang));
        }
        out.push_str(&piece);
        first = false;
        i = stop;
        // A line never starts with the space it broke at.
        while i < units.len() && units[i].space {
            i += 1;
        }
        cols = hang;
    }
    out
}

/// The indentation of a line and where its continuation starts (in columns).
fn hang(units: &[Unit<'_>]) -> (usize, usize) {
    let mut col = 0;
    let mut k = 0;
    while k < units.len() && (units[k].space || units[k].cols == 0) {
        col += units[k].cols;
        k += 1;
    }
    let lead = col;
    if units.get(k).map(|u| u.text) == Some("-") && units.get(k + 1).is_some_and(|u| u.space) {
        // A listed value, `- name: help`: under its help, else under its name.
        let mut c = lead + 2;
        let mut m = k + 2;
        while m < units.len() && !units[m].space {
            c += units[m].cols;
            m += 1;
        }
        let colon = m > k + 2 && units[m - 1].text.ends_with(':');
        while colon && m < units.len() && units[m].space {
            c += units[m].cols;
            m += 1;
        }
        return (
            lead,
            if colon && m < units.len() {
                c
            } else {
                lead + 2
            },
        );
    }
    let mut spaces = 0;
    let mut seen_text = false;
    for u in &units[k..] {
        if u.space {
            spaces += 1;
        } else if u.cols > 0 {
            if seen_text && spaces >= 2 {
                return (lead, col);
            }
            seen_text = true;
            spaces = 0;
        }
        col += u.cols;
    }
    (lead, lead)
}

/// The units of a line: each character (with any SGR sequences before it), noting where a
/// line may break.
fn units(line: &str) -> Vec<Unit<'_>> {
    let mut out: Vec<Unit<'_>> = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    let mut chars = line.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        if c == '\x1b' {
            // An SGR sequence runs to its `m`; it joins the character after it.
            for (_, d) in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
            continue;
        }
        let end = chars.peek().map_or(line.len(), |&(j, _)| j);
        let cols = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        let break_before = match prev {
            None => false,
            Some(p) => {
                (p == ' ' && c != ' ')
                    || ((is_cjk(c) || is_cjk(p)) && c != ' ' && p != ' ')
                        && !is_closing(c)
                        && !is_opening(p)
            }
        };
        out.push(Unit {
            text: &line[start..end],
            cols,
            space: c == ' ',
            break_before,
        });
        start = end;
        prev = Some(c);
    }
    // SGR sequences after the last character (the reset) stay at the end of the line.
    if start < line.len() {
        out.push(Unit {
            text: &line[start..],
            cols: 0,
            space: false,
            break_before: false,
        });
    }
    out
}

/// Wide characters (CJK and full-width marks), between which Chinese may break a line.
fn is_cjk(c: char) -> bool {
    unicode_width::UnicodeWidthChar::width(c) == Some(2)
}

/// Marks a line may not start with.
fn is_closing(c: char) -> bool {
    "，。、；：！？）」』》】”’,.;:!?)]}…".contains(c)
}

/// Marks a line may not end with.
fn is_opening(c: char) -> bool {
    "（「『《【“‘([{".contains(c)
}

/// `cmd` and its subcommands with their after-help reflowed (see [`reflow`]), for English,
/// whose texts are otherwise clap's as written.
fn reflow_after_help(mut cmd: Command, columns: Option<usize>) -> Command {
    if let Some(s) = cmd.get_after_help().map(ToString::to_string) {
        cmd = cmd.after_help(reflow(&s, columns));
    }
    if let Some(s) = cmd.get_after_long_help().map(ToString::to_string) {
        cmd = cmd.after_long_help(reflow(&s, columns));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |c| reflow_after_help(c, columns));
    }
    cmd
}

/// A help text's prose paragraphs each as one line, for clap to wrap to the terminal's
/// width: the code and the catalogue break them at about 90 columns, and a line broken again
/// at 80 would leave a short line after every long one. A paragraph with an indented line
/// (examples, a list) keeps its lines as written, except that examples too wide for
/// `columns`, where given, are laid out to fit ([`help_examples::lay_out`]). Lines join with
/// a space, or with nothing between two Chinese characters.
fn reflow(text: &str, columns: Option<usize>) -> String {
    text.split("\n\n")
        .map(|p| {
            if p.lines().skip(1).any(|l| l.starts_with([' ', '-', '*'])) {
                return match columns {
                    Some(c) if p.lines().skip(1).all(|l| l.starts_with(' ')) => {
                        help_examples::lay_out(p, c)
                    }
                    _ => p.to_string(),
                };
            }
            let mut out = String::new();
            for line in p.lines() {
                let wide = |c: Option<char>| c.is_some_and(is_cjk);
                // Two Chinese characters join with nothing between them.
                let chinese = wide(out.chars().last()) && wide(line.chars().next());
                if !out.is_empty() && !chinese {
                    out.push(' ');
                }
                out.push_str(line.trim_end());
            }
            out
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The space after a label such as `error:` before the text it introduces: none after a
/// full-width colon, which carries its own room (`错误：无法识别的参数`).
fn gap_after(label: &str) -> &'static str {
    if label.ends_with('：') { "" } else { " " }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use clap::CommandFactory;

    use super::*;

    #[test]
    fn prose_paragraphs_are_joined_and_examples_kept() {
        let text =
            "Examples:\n  gametree a\n  gametree b\n\nOne long\nparagraph here.\n\n中文的\n一段。";
        assert_eq!(
            reflow(text, None),
            "Examples:\n  gametree a\n  gametree b\n\nOne long paragraph here.\n\n中文的一段。"
        );
    }

    /// Every text of the command tree with the keys it is looked up under.
    fn texts() -> Vec<(Vec<String>, String)> {
        let mut cmd = crate::cli::Cli::command();
        cmd.build();
        let mut found = Vec::new();
        walk(cmd, &[], Mode::Record, &mut |keys, english| {
            found.push((keys.to_vec(), english.to_string()));
            english.to_string()
        });
        found
    }

    /// The catalogue entry that would give `text` (for the message of a failing test).
    fn entry(key: &str, text: &str) -> String {
        let escaped = text.replace('{', "\u{0}").replace('}', "{\"}\"}");
        let escaped = escaped.replace('\u{0}', "{\"{\"}");
        let lines: Vec<String> = escaped
            .split('\n')
            .map(|l| {
                if l.is_empty() {
                    String::new()
                } else if l.starts_with(['[', '*', '.']) {
                    format!("    {{\"{}\"}}{}", &l[..1], &l[1..])
                } else {
                    format!("    {l}")
                }
            })
            .collect();
        format!("{key} =\n{}", lines.join("\n"))
    }

    #[test]
    fn every_help_text_has_a_message_in_every_catalogue_equal_to_its_english() {
        let mut missing: BTreeMap<String, String> = BTreeMap::new();
        let mut differing = Vec::new();
        for (keys, english) in texts() {
            let found = keys
                .iter()
                .find_map(|k| text_in(Lang::ENGLISH, k).map(|t| (k.clone(), t)));
            match found {
                Some((key, text)) if text != english => differing.push(format!(
                    "{key}:\n  catalogue: {text:?}\n  code:      {english:?}"
                )),
                Some(_) => {}
                None => {
                    // A shared key unless a text under it is already proposed.
                    let shared = keys.last().cloned().unwrap_or_default();
                    let key = match missing.get(&shared) {
                        Some(t) if *t != english => keys[0].clone(),
                        _ => shared,
                    };
                    missing.insert(key, english);
                }
            }
        }
        let entries: Vec<String> = missing.iter().map(|(k, t)| entry(k, t)).collect();
        assert!(
            missing.is_empty(),
            "help texts without a message; add them to locales/*/help.ftl:\n\n{}\n",
            entries.join("\n")
        );
        assert!(
            differing.is_empty(),
            "the English catalogue says something else than the code:\n{}",
            differing.join("\n")
        );
        // The parity test of the catalogues then guarantees every other language has them.
    }

    #[test]
    fn every_help_message_of_the_catalogue_is_used() {
        let used: std::collections::BTreeSet<String> = texts()
            .into_iter()
            .filter_map(|(keys, english)| {
                keys.into_iter()
                    .find(|k| text_in(Lang::ENGLISH, k).is_some_and(|t| t == english))
            })
            .collect();
        let catalogue = include_str!("../../locales/en/help.ftl");
        let mut keys = 0;
        // A message starts at the line's start; its text's lines are indented.
        for line in catalogue
            .lines()
            .filter(|l| l.starts_with(char::is_alphabetic))
        {
            let Some((key, _)) = line.split_once(" =") else {
                continue;
            };
            keys += 1;
            assert!(used.contains(key), "{key} is no text of the command tree");
        }
        assert!(keys > 100, "the help catalogue has only {keys} messages");
    }

    #[test]
    fn a_long_chinese_line_breaks_between_characters_under_its_text() {
        let line = format!("  -a, --algo <ALGO>  {}", "搜索算法。".repeat(20));
        let out = wrap_help(&line, 50);
        for l in out.lines() {
            assert!(width(l) <= 50, "{l:?}");
        }
        for l in out.lines().skip(1) {
            assert!(
                l.starts_with(&" ".repeat(21)) && !l[21..].starts_with(' '),
                "{l:?}"
            );
            assert!(!l.trim_start().starts_with('。'), "{l:?}");
        }
        assert_eq!(out.replace(['\n', ' '], ""), line.replace(' ', ""));
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        assert_eq!(wrap_help("  用法:  gametree", 80), "  用法:  gametree");
    }
}
