//! Common YAML mistakes, recognised from the text around a parser error and explained with
//! what to write instead: a tab in the indentation, no space after a colon, a missing colon,
//! a line indented wrongly, a bracket or quote left open.
//!
//! The YAML parser reports where it gave up, in its own terms ("did not find expected key");
//! the mistake is usually a little before that, and always in the text. Each recogniser looks
//! at the lines up to the error and either names the mistake (with its own line, column and
//! a fix) or passes. Columns are 1-based and count characters, as the parser's do.

use crate::error::{ErrorKind, InputError};
use crate::message::{Message, msg};
use crate::tree::Pos;

/// The keys that give a node its kind: a word followed by children.
const KIND_WORDS: [&str; 4] = ["max", "min", "chance", "value"];

/// Every key of a node or a tree file: a word that is one of these, then a value, is a key
/// that lost its colon.
const KEY_WORDS: [&str; 14] = [
    "max", "min", "chance", "value", "ref", "id", "p", "eval", "noisy", "root", "name", "source",
    "bounds", "expect",
];

/// Replaces a parser error with the mistake that caused it, when one is recognised.
pub(crate) fn explain(text: &str, e: InputError) -> InputError {
    let t = Text::new(text);
    let found = match e.kind {
        ErrorKind::Syntax => syntax(&t, &e),
        ErrorKind::NotANumber => t.at(e.pos).and_then(|p| plain_word_mistake(&t, p)),
        _ => None,
    };
    match found {
        Some(better) => better,
        None if e.kind == ErrorKind::Syntax => t.clamp(e),
        None => e,
    }
}

/// The lines of the text, and positions in them.
struct Text<'a> {
    lines: Vec<&'a str>,
}

impl<'a> Text<'a> {
    fn new(text: &'a str) -> Self {
        Text {
            lines: text
                .split('\n')
                .map(|l| l.strip_suffix('\r').unwrap_or(l))
                .collect(),
        }
    }

    /// Line `n` (1-based).
    fn line(&self, n: usize) -> Option<&'a str> {
        n.checked_sub(1).and_then(|i| self.lines.get(i).copied())
    }

    /// The position, when it lies on a line of the text (not past its last line with
    /// text, where there is nothing to show).
    fn at(&self, pos: Option<Pos>) -> Option<Pos> {
        pos.filter(|p| p.line > 0 && p.line as usize <= self.last_content_line())
    }

    /// The line the parser stopped at, or the last line with text when it stopped at the
    /// end.
    fn error_line(&self, pos: Option<Pos>) -> usize {
        let last = self.last_content_line();
        match pos {
            Some(p) if (p.line as usize) <= last && p.line > 0 => p.line as usize,
            _ => last,
        }
    }

    fn last_content_line(&self) -> usize {
        self.lines
            .iter()
            .rposition(|l| !content(l).is_empty())
            .map_or(1, |i| i + 1)
    }

    /// An error at the end of the text points at the end of its last line, so there is a
    /// line to show and a caret.
    fn clamp(&self, e: InputError) -> InputError {
        if self.at(e.pos).is_some() {
            return e;
        }
        let n = self.last_content_line();
        let col = self.line(n).map_or(0, |l| l.chars().count()) + 1;
        let mut e = e;
        e.pos = Some(pos(n, col));
        e
    }
}

fn pos(line: usize, col: usize) -> Pos {
    Pos {
        line: line as u32,
        col: col as u32,
    }
}

fn err(message: impl Into<Message>, at: Pos, help: impl Into<Message>) -> Option<InputError> {
    Some(
        InputError::new(ErrorKind::Syntax, message)
            .at(at)
            .help(help),
    )
}

/// Reads a line character by character and says which characters lie outside quoted
/// scalars, in one pass (a long minified JSON line costs its length, not its square).
#[derive(Default)]
struct Scan {
    quote: Option<char>,
    /// The last character that is not whitespace.
    last: Option<char>,
    /// Whether whitespace came after `last`.
    spaced: bool,
}

impl Scan {
    /// Whether a quote here starts a quoted scalar (rather than being an apostrophe in
    /// plain text, as in `Knuth's tree`): at the start, after `[`, `{` or `,`, or after
    /// `:`, `-` or `?` and a space.
    fn opens(&self) -> bool {
        match self.last {
            None => true,
            Some(c) => {
                matches!(c, '[' | '{' | ',') || (self.spaced && matches!(c, ':' | '-' | '?'))
            }
        }
    }

    /// Takes the next character; true when it is structure (outside quotes, not a quote).
    fn step(&mut self, c: char) -> bool {
        let outside = match self.quote {
            Some(q) => {
                if c == q {
                    self.quote = None;
                }
                false
            }
            None if (c == '"' || c == '\'') && self.opens() => {
                self.quote = Some(c);
                false
            }
            None => true,
        };
        if c.is_whitespace() {
            self.spaced = self.last.is_some();
        } else {
            self.last = Some(c);
            self.spaced = false;
        }
        outside
    }
}

/// A line without its comment and trailing space (a `#` after a space or at the start,
/// outside quotes).
fn content(line: &str) -> &str {
    let mut scan = Scan::default();
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        if scan.step(c) && c == '#' && prev.is_whitespace() {
            return line[..i].trim_end();
        }
        prev = c;
    }
    line.trim_end()
}

/// Spaces before the first other character.
fn indent(line: &str) -> usize {
    line.chars().take_while(|&c| c == ' ').count()
}

fn spaces(n: usize) -> Message {
    msg!("yaml-spaces", count = n)
}

fn is_word(w: &str) -> bool {
    let mut cs = w.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && cs.all(|c| c.is_alphanumeric() || c == '_' || c == '-')
}

/// What a line is, for lining it up with others: a list item or a key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    Item,
    Key,
    Other,
}

fn shape(line: &str) -> Shape {
    let c = content(line).trim_start();
    if c == "-" || c.starts_with("- ") {
        Shape::Item
    } else if c.contains(": ") || c.ends_with(':') {
        Shape::Key
    } else {
        Shape::Other
    }
}

fn syntax(t: &Text, e: &InputError) -> Option<InputError> {
    // The recognisers read the parser's own (English) sentence, in every language: the
    // sentence behind a YAML error, else text that came in words; never a catalogue's words.
    let info = super::yaml_words::parser_sentence(&e.message).unwrap_or_else(|| {
        match e.message.as_ref() {
            Message::Text(text) => text.clone(),
            _ => String::new(),
        }
    });
    let info = info.as_str();
    let line = t.error_line(e.pos);
    forbidden_character(t, line)
        .or_else(|| tab(t, line, info))
        .or_else(|| quote(t, e, info))
        .or_else(|| no_space_after_colon(t, line))
        .or_else(|| dash_without_space(t, line))
        .or_else(|| missing_colon(t, line, info))
        .or_else(|| brackets(t, line))
        .or_else(|| indentation(t, line, info))
}

/// A character YAML text may not hold (NUL and the other C0 controls but tab and line
/// breaks, DEL, C1 controls) on the line where the parser stopped: named as such, rather
/// than read as the end of the quoted text or line it sits in.
fn forbidden_character(t: &Text, line: usize) -> Option<InputError> {
    let text = t.line(line)?;
    // (`is_control` is Unicode's Cc: C0, DEL and C1.)
    let (col, c) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))?;
    err(
        msg!(
            "yaml-forbidden-character",
            line = line,
            char = format!("U+{:04X}", c as u32)
        ),
        pos(line, col + 1),
        msg!("help-yaml-forbidden-character"),
    )
}

/// A tab in the indentation, at or before the line where the parser stopped.
fn tab(t: &Text, upto: usize, info: &str) -> Option<InputError> {
    // A tab after a line's content can be read as part of it, so the parser may stop on the
    // line before the tab's.
    let last = if info.contains("tab") { upto + 1 } else { upto };
    let (n, line) = (1..=last).find_map(|n| {
        let l = t.line(n)?;
        let lead: String = l.chars().take_while(|c| c.is_whitespace()).collect();
        (lead.contains('\t') && !content(l).trim().is_empty()).then_some((n, l))
    })?;
    if !(info.contains("tab") || n == upto) {
        return None;
    }
    let above = (1..n)
        .rev()
        .filter_map(|k| t.line(k))
        .find(|l| !content(l).trim().is_empty());
    let col = line.chars().position(|c| c == '\t').unwrap_or(0) + 1;
    // Under a line that opens a block (`max:`), one level deeper; otherwise like the lines
    // around it.
    let spaces = match above {
        Some(l) if content(l).ends_with(':') => indent(l) + 2,
        _ => sibling_indent(t, n).unwrap_or_else(|| above.map_or(0, indent)),
    };
    let fixed = format!("{}{}", " ".repeat(spaces), line.trim_start());
    err(
        msg!("yaml-tab", line = n),
        pos(n, col),
        msg!("help-yaml-tab", fixed = fixed.trim_end()),
    )
}

/// The indentation of the nearest line shaped like line `n` (an item for an item, a key
/// for a key) that is indented with spaces only.
fn sibling_indent(t: &Text, n: usize) -> Option<usize> {
    let want = shape(t.line(n)?.trim_start_matches([' ', '\t']));
    let near = (1..=5).flat_map(|d| [n.checked_sub(d), Some(n + d)]);
    near.flatten()
        .filter_map(|k| t.line(k))
        .find(|l| {
            !l.starts_with('\t') && !l.contains('\t') && shape(l) == want && want != Shape::Other
        })
        .map(indent)
}

/// A quoted text that never ends.
fn quote(t: &Text, e: &InputError, info: &str) -> Option<InputError> {
    if !info.contains("quoted scalar") {
        return None;
    }
    let at = t.at(e.pos)?;
    let line = t.line(at.line as usize)?;
    if info.contains("trailing content") {
        // `"a"b`: the text goes on after the closing quote.
        let chars: Vec<char> = line.chars().collect();
        let close = (at.col as usize).checked_sub(2)?;
        let q = *chars.get(close)?;
        let body = content(line);
        let end = body.chars().count().max(close + 1);
        let mut fixed: String = chars[..close].iter().collect();
        fixed.extend(&chars[close + 1..end]);
        fixed.push(q);
        return err(
            msg!("yaml-after-quote"),
            at,
            msg!("help-yaml-after-quote", fixed = fixed.trim()),
        );
    }
    let q = line.chars().nth((at.col as usize).saturating_sub(1))?;
    if q != '"' && q != '\'' {
        return None;
    }
    // Inside a flow collection the text ends at the next `,`, `]` or `}`; elsewhere at the
    // end of the line.
    let quote_at: usize = line
        .char_indices()
        .nth(at.col as usize - 1)
        .map_or(0, |(i, _)| i);
    let before = &line[..quote_at];
    let in_flow = before.matches(['[', '{']).count() > before.matches([']', '}']).count();
    let end = line[quote_at + 1..]
        .find([',', ']', '}'])
        .filter(|_| in_flow)
        .map_or(line.trim_end().len(), |i| quote_at + 1 + i);
    let fixed = format!("{}{q}{}", &line[..end], &line[end..]);
    let fixed = fixed.trim();
    err(
        msg!("yaml-unclosed-quote"),
        at,
        msg!(
            "help-yaml-unclosed-quote",
            quote = q.to_string(),
            fixed = fixed
        ),
    )
}

/// `key:value` with no space after the colon: YAML reads it as one word. Looks at the line
/// where the parser stopped, then the lines above it.
fn no_space_after_colon(t: &Text, upto: usize) -> Option<InputError> {
    (1..=upto).rev().find_map(|n| {
        let line = t.line(n)?;
        let (col, key, rest) = glued_key(content(line))?;
        let fixed = line
            .trim()
            .replacen(&format!("{key}:"), &format!("{key}: "), 1);
        err(
            msg!("yaml-colon-space", key = key, rest = rest),
            pos(n, col),
            msg!("help-yaml-one-word", key = key, rest = rest, fixed = fixed),
        )
    })
}

/// The column, key and what follows of a `key:value` with no space, outside quotes, when
/// the key is a word and the value does not look like a URL or a time.
fn glued_key(line: &str) -> Option<(usize, &str, &str)> {
    let mut scan = Scan::default();
    for (bi, c) in line.char_indices() {
        if !scan.step(c) || c != ':' {
            continue;
        }
        let next = line[bi + 1..].chars().next();
        let glued = next.is_some_and(|n| !n.is_whitespace() && !matches!(n, '/' | ':'));
        if !glued {
            continue;
        }
        let key_len: usize = line[..bi]
            .chars()
            .rev()
            .take_while(|&p| p.is_alphanumeric() || p == '_' || p == '-')
            .map(char::len_utf8)
            .sum();
        let key_at = bi - key_len;
        let key = &line[key_at..bi];
        // Only where a key can stand: first on the line (after `- `), or first in a flow
        // collection or after its comma. `name: Note:this` is plain text.
        let before = line[..key_at].trim_end();
        let key_place =
            before.trim_start_matches([' ', '-']).is_empty() || before.ends_with(['{', '[', ',']);
        if key_place && is_word(key) {
            let col = line[..key_at].chars().count() + 1;
            return Some((col, key, value_token(&line[bi + 1..])));
        }
    }
    None
}

/// The value right after a key: up to the `,`, `]` or `}` that ends it in a flow
/// collection (brackets inside it balanced), or the rest of the line.
fn value_token(rest: &str) -> &str {
    let mut depth = 0usize;
    for (i, c) in rest.char_indices() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' if depth == 0 => return rest[..i].trim_end(),
            ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return &rest[..=i];
                }
            }
            ',' if depth == 0 => return rest[..i].trim_end(),
            _ => {}
        }
    }
    rest.trim_end()
}

/// A list item written `-2` below items written `- 1`: without the space YAML reads a word.
fn dash_without_space(t: &Text, upto: usize) -> Option<InputError> {
    (upto.saturating_sub(2).max(1)..=upto).rev().find_map(|n| {
        let line = t.line(n)?;
        let body = content(line).trim_start();
        let rest = body.strip_prefix('-')?;
        if rest.is_empty() || rest.starts_with([' ', '-']) {
            return None;
        }
        let item_above = (1..n)
            .rev()
            .filter_map(|k| t.line(k))
            .find(|l| !content(l).trim().is_empty());
        if !item_above.is_some_and(|l| shape(l) == Shape::Item && indent(l) == indent(line)) {
            return None;
        }
        err(
            msg!("yaml-dash-space"),
            pos(n, indent(line) + 1),
            if rest.parse::<f64>().is_ok() {
                msg!("help-yaml-dash-number", rest = rest)
            } else {
                msg!("help-yaml-dash", rest = rest)
            },
        )
    })
}

/// A key written without its colon (`id B`): the parser stops when it meets the next key.
fn missing_colon(t: &Text, upto: usize, info: &str) -> Option<InputError> {
    if !(info.contains("expect ':'") || info.contains("expected ':'")) {
        return None;
    }
    (1..=upto).rev().find_map(|n| {
        let line = t.line(n)?;
        let c = content(line);
        let body = c.trim_start().trim_start_matches("- ").trim_start();
        if body.is_empty() || body.contains(':') {
            return None;
        }
        let (word, rest) = body.split_once(' ').unwrap_or((body, ""));
        if !is_word(word) {
            return None;
        }
        let col = line.chars().count() - line.trim_start().chars().count()
            + (c.trim_start().len() - body.len())
            + 1;
        let fixed = format!("{word}: {}", rest.trim());
        err(
            msg!("yaml-needs-colon", word = word),
            pos(n, col),
            msg!("help-yaml-colon-space", fixed = fixed.trim_end()),
        )
    })
}

/// An opening bracket that is never closed, or a closing one that closes nothing, found by
/// reading the brackets of the text (outside quotes and comments).
fn brackets(t: &Text, upto: usize) -> Option<InputError> {
    let mut open: Vec<(char, usize, usize)> = Vec::new();
    for n in 1..=upto.min(t.lines.len()) {
        let line = t.line(n)?;
        let mut scan = Scan::default();
        for (ci, ch) in content(line).chars().enumerate() {
            if !scan.step(ch) {
                continue;
            }
            match ch {
                '[' | '{' => open.push((ch, n, ci + 1)),
                ']' | '}' => {
                    let want = if ch == ']' { '[' } else { '{' };
                    match open.pop() {
                        Some((o, ..)) if o == want => {}
                        Some((o, ol, oc)) => {
                            let close = if o == '[' { ']' } else { '}' };
                            return err(
                                msg!(
                                    "yaml-wrong-close",
                                    close = ch.to_string(),
                                    open = o.to_string(),
                                    line = ol,
                                    column = oc
                                ),
                                pos(n, ci + 1),
                                msg!(
                                    "help-yaml-wrong-close",
                                    open = o.to_string(),
                                    close = close.to_string()
                                ),
                            );
                        }
                        None => {
                            return err(
                                msg!("yaml-closes-nothing", close = ch.to_string()),
                                pos(n, ci + 1),
                                msg!("help-yaml-closes-nothing", open = want.to_string()),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let &(o, n, col) = open.last()?;
    let close = if o == '[' { ']' } else { '}' };
    let what = if o == '[' {
        "help-yaml-end-list"
    } else {
        "help-yaml-end-map"
    };
    let line = content(t.line(n)?).trim();
    let unclosed = open.iter().filter(|&&(_, l, _)| l == n).count();
    let closers: String = open
        .iter()
        .rev()
        .take(unclosed)
        .map(|&(c, ..)| if c == '[' { ']' } else { '}' })
        .collect();
    err(
        msg!("yaml-never-closed", open = o.to_string()),
        pos(n, col),
        msg!(
            what,
            close = close.to_string(),
            fixed = format!("{line}{closers}")
        ),
    )
}

/// Where a line's key starts, also for a list item that opens with a key (`- min: …`).
fn key_column(line: &str) -> Option<usize> {
    match shape(line) {
        Shape::Key => Some(indent(line)),
        Shape::Item => {
            let after = line.trim_start().strip_prefix("- ")?;
            let pad = after.len() - after.trim_start().len();
            (shape(after.trim_start()) == Shape::Key).then_some(indent(line) + 2 + pad)
        }
        Shape::Other => None,
    }
}

/// A line indented differently from the lines it belongs with.
fn indentation(t: &Text, n: usize, info: &str) -> Option<InputError> {
    let hints = [
        "did not find expected key",
        "mapping values are not allowed",
        "did not find expected '-'",
        "block sequence entries are not allowed",
        "invalid indentation",
        "expected <block end>",
    ];
    if !hints.iter().any(|h| info.contains(h)) {
        return None;
    }
    let line = t.line(n)?;
    let (here, kind) = (indent(line), shape(line));
    let (what, help) = match kind {
        Shape::Item => ("yaml-indent-items", "help-yaml-indent-items"),
        Shape::Key => ("yaml-indent-keys", "help-yaml-indent-keys"),
        Shape::Other => return None,
    };
    // The nearest line above of the same shape that this one should line up with (for a
    // key, also the key that opens a list item).
    let (k, there) = (1..n).rev().find_map(|k| {
        let l = t.line(k)?;
        let col = match kind {
            Shape::Key => key_column(l)?,
            _ if shape(l) == kind => indent(l),
            _ => return None,
        };
        (col != here).then_some((k, col))
    })?;
    let fixed = format!("{}{}", " ".repeat(there), line.trim_start());
    err(
        msg!(
            what,
            line = n,
            spaces = spaces(here),
            above = k,
            there = there
        ),
        pos(n, here + 1),
        msg!(help, fixed = fixed.trim_end()),
    )
}

/// A plain word where a number belongs, when it is really YAML structure run together:
/// `min:[2, 4]` (no space after the colon), `- min` with children below (no colon), or a
/// list item indented under the one before it (`- 3` then `   - 4`, read as `3 - 4`).
fn plain_word_mistake(t: &Text, at: Pos) -> Option<InputError> {
    let n = at.line as usize;
    let line = t.line(n)?;
    let start: usize = line
        .char_indices()
        .nth((at.col as usize).saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let from = content(&line[start..]);
    if let Some((col, key, rest)) = glued_key(from) {
        let fixed = line
            .trim()
            .replacen(&format!("{key}:"), &format!("{key}: "), 1);
        return err(
            msg!("yaml-colon-space", key = key, rest = rest),
            pos(n, at.col as usize + col - 1),
            msg!("help-yaml-one-word", key = key, rest = rest, fixed = fixed),
        );
    }
    let first = from.split_whitespace().next()?;
    let rest = from[first.len()..].trim();
    if KEY_WORDS.contains(&first) && (rest.starts_with(['[', '{']) || rest.parse::<f64>().is_ok()) {
        let fixed = line.trim().replacen(first, &format!("{first}:"), 1);
        return err(
            msg!("yaml-needs-colon", word = first),
            at,
            msg!("help-yaml-colon-space", fixed = fixed),
        );
    }
    let next = (n + 1..=t.lines.len())
        .find(|&k| t.line(k).is_some_and(|l| !content(l).trim().is_empty()))?;
    let next_line = t.line(next)?;
    if KEY_WORDS.contains(&first)
        && !KIND_WORDS.contains(&first)
        && indent(next_line) > indent(line)
    {
        return err(
            msg!("yaml-needs-colon", word = first),
            at,
            msg!("help-yaml-colon-block", word = first),
        );
    }
    if shape(next_line) != Shape::Item || indent(next_line) <= indent(line) {
        return None;
    }
    let word = from.split_whitespace().next()?;
    if KIND_WORDS.contains(&word) && from.trim() == word {
        return err(
            msg!("yaml-needs-colon", word = word),
            at,
            msg!("help-yaml-kind-colon", fixed = line.trim()),
        );
    }
    let dash = line.find("- ").filter(|&d| d < start)?;
    let item_col = line[..dash].chars().count();
    let fixed = format!("{}{}", " ".repeat(item_col), next_line.trim_start());
    err(
        msg!("yaml-item-indented", line = next, item = from.trim()),
        pos(next, indent(next_line) + 1),
        msg!("help-yaml-item-indented", fixed = fixed.trim_end()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glued_keys_are_found_outside_quotes_and_urls() {
        assert_eq!(glued_key("  min:[2, 4]"), Some((3, "min", "[2, 4]")));
        assert_eq!(glued_key("source: http://x.org"), None);
        assert_eq!(glued_key("name: \"a:b\""), None);
        assert_eq!(glued_key("time: 10:30"), None);
        assert_eq!(glued_key("value:3"), Some((1, "value", "3")));
        assert_eq!(glued_key("name: Note:this"), None);
        assert_eq!(glued_key("  - min:[1]"), Some((5, "min", "[1]")));
        assert_eq!(glued_key("{ä:[1]}"), Some((2, "ä", "[1]")));
    }

    /// Every recogniser runs on texts one character away from a tree file, with the
    /// characters that make YAML mistakes: none may panic, and each error keeps a position
    /// on a line of the text.
    #[test]
    fn recognisers_never_panic_and_always_point_into_the_text() {
        let bases = [
            "root:\n  max:\n    - min: [3, 12]\n      id: B\n    - {min: [2, 'a'], p: 1}\n",
            "name: \"ä\"\nroot: {max: [3, {min: [2, 4]}]}  # c\n",
            "- 1\n- - 2\n  - x\n",
        ];
        let mut runs = 0;
        for base in bases {
            let chars: Vec<char> = base.chars().collect();
            for i in 0..=chars.len() {
                for c in [
                    '\t', ':', '[', ']', '{', '"', '\'', ' ', '\n', '-', '#', 'ä',
                ] {
                    let mut text: String = chars[..i].iter().collect();
                    text.push(c);
                    text.extend(&chars[i..]);
                    let mut without: String = chars[..i].iter().collect();
                    without.extend(chars.iter().skip(i + 1));
                    for t in [text, without] {
                        runs += 1;
                        if let Err(e) = crate::parse::parse_text(&t)
                            && let Some(p) = e.pos
                        {
                            assert!(p.line >= 1 && p.col >= 1, "{t:?}: {e:?}");
                            let lines = t.split('\n').count();
                            assert!(p.line as usize <= lines, "{t:?}: {e:?}");
                        }
                    }
                }
            }
        }
        assert!(runs > 2000);
    }

    #[test]
    fn comments_and_apostrophes_are_not_structure() {
        assert_eq!(content("max: [3, 4] # a [ comment"), "max: [3, 4]");
        assert_eq!(content("name: Knuth's tree [1]"), "name: Knuth's tree [1]");
        assert_eq!(content("name: 'a # b'"), "name: 'a # b'");
    }
}
