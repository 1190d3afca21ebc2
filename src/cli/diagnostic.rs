//! Bad input, shown once: the message, the file, line and column, the offending line with a
//! caret under the spot, and a hint. Everything here may quote the file (a key, an id, the
//! line itself), so every part passes through [`visible`] before it reaches the terminal.

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use crate::error::InputError;
use crate::text::{visible, visible_lines};

/// Renders an error for standard error. `text` is the source the error points into.
pub fn render(err: &InputError, text: Option<&str>, color: bool) -> String {
    render_within(err, text, color, None)
}

/// `text` (one paragraph or several) laid out to follow `lead` on its first line within
/// `width` columns, later lines under the text's start; unchanged without a width. The
/// snippet renderer indents a title's later lines itself (`indented` false): then they
/// are measured with the indent but given without it.
fn fitted(text: &str, lead: &str, width: Option<usize>, indented: bool) -> String {
    let Some(width) = width else {
        return text.to_string();
    };
    let indent = " ".repeat(crate::render::wrap::width(lead));
    let wrapped = crate::render::wrap::wrap(text, width, lead, &indent);
    let body = wrapped.strip_prefix(lead).unwrap_or(&wrapped);
    if indented {
        return body.to_string();
    }
    body.split('\n')
        .map(|l| l.strip_prefix(indent.as_str()).unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// [`render`] with the message and help lines wrapped to `width` columns (a terminal's),
/// each continuation under the text it continues; the quoted line is never wrapped.
pub fn render_within(
    err: &InputError,
    text: Option<&str>,
    color: bool,
    width: Option<usize>,
) -> String {
    // A flag that is wrong is named where a file would be: `error: --bounds: …`.
    let file = visible(
        err.flag
            .as_deref()
            .or(err.file.as_deref())
            .unwrap_or("<input>"),
    )
    .into_owned();
    let file = file.as_str();
    let mut title = err.message.to_string();
    if let Some(node) = &err.node
        && !title.contains(node.as_str())
    {
        title = crate::i18n::tr!("err-in-node", message = title, node = node.as_str());
    }
    let title = visible_lines(&title).into_owned();
    let (error_word, help_word) = (
        crate::i18n::tr!("diag-error"),
        crate::i18n::tr!("diag-help"),
    );
    let help = err
        .help
        .as_deref()
        .map(|h| visible_lines(&h.to_string()).into_owned());
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let line_text = err
        .pos
        .and_then(|p| text.and_then(|t| t.lines().nth(p.line.saturating_sub(1) as usize)));
    let report = match (err.pos, line_text) {
        (Some(pos), Some(line)) => {
            let title = fitted(&title, &format!("{error_word}: "), width, false);
            let help = help.map(|h| fitted(&h, &format!("{help_word}: "), width, false));
            let line = line.trim_end_matches('\r');
            let start = line
                .char_indices()
                .nth(pos.col.saturating_sub(1) as usize)
                .map_or(line.len(), |(i, _)| i);
            let end = token_end(line, start);
            // The line as it will be shown, with the caret's span moved to match.
            let (before, token, after) = (
                visible(&tail(&line[..start])).into_owned(),
                visible(&crate::text::clipped(&line[start..end])).into_owned(),
                visible(&crate::text::clipped(&line[end..])).into_owned(),
            );
            let (start, end) = (before.len(), before.len() + token.len());
            let line = format!("{before}{token}{after}");
            let mut groups = vec![
                Level::ERROR
                    .with_name(error_word.as_str())
                    .primary_title(&title)
                    .element(
                        Snippet::source(&line)
                            .line_start(pos.line as usize)
                            .path(file)
                            .annotation(AnnotationKind::Primary.span(start..end)),
                    ),
            ];
            if let Some(h) = &help {
                groups.push(Group::with_title(
                    Level::HELP.with_name(help_word.as_str()).secondary_title(h),
                ));
            }
            let text = renderer.render(&groups);
            // The renderer counts the column in the line as shown, where an escape such as
            // `\t` takes two characters; the position is the file's, in its own characters.
            let shown_col = before.chars().count() + 1;
            if shown_col == pos.col as usize {
                text
            } else {
                text.replacen(
                    &format!("{file}:{}:{shown_col}", pos.line),
                    &format!("{file}:{}:{}", pos.line, pos.col),
                    1,
                )
            }
        }
        _ => {
            // No line to show: a plain message, without an empty source gutter.
            let where_ = match err.pos {
                Some(p) => format!("{file}:{}:{}", p.line, p.col),
                None => file.to_string(),
            };
            // A message about a flag that names the flag itself (`--branching must lie in
            // 1..6`) is not led by its name as well.
            let lead = match (&err.flag, err.pos) {
                (Some(flag), None) if title.contains(&**flag) => String::new(),
                _ => format!("{where_}: "),
            };
            let title = fitted(&title, &format!("{error_word}: {lead}"), width, true);
            let help = help.map(|h| fitted(&h, &format!("{help_word}: "), width, true));
            let (error, help_word) = if color {
                (
                    format!("\x1b[1;31m{error_word}\x1b[0m"),
                    format!("\x1b[1;36m{help_word}\x1b[0m"),
                )
            } else {
                (error_word, help_word)
            };
            let mut text = format!("{error}: {lead}{title}");
            if let Some(h) = &help {
                text.push_str(&format!("\n{help_word}: {h}"));
            }
            text
        }
    };
    let report = crate::render::wrap::full_width_lead_colons(&report);
    format!("{report}\n")
}

/// The last [`QUOTED_CHARS`](crate::text::QUOTED_CHARS) characters of `s`, after `…` if
/// there were more: the part of a line before the caret. Each part of the line shown is cut
/// so, and a line of megabytes (a minified file, a file of NUL bytes) is shown around the
/// spot instead of being copied, escaped and underlined whole.
fn tail(s: &str) -> std::borrow::Cow<'_, str> {
    match s.char_indices().rev().nth(crate::text::QUOTED_CHARS - 1) {
        Some((i, _)) if i > 0 => format!("…{}", &s[i..]).into(),
        _ => s.into(),
    }
}

/// The end of the token starting at `start` (at least one character), for the caret.
fn token_end(line: &str, start: usize) -> usize {
    let rest = &line[start..];
    let len = rest
        .char_indices()
        .find(|&(_, c)| c.is_whitespace() || matches!(c, ',' | ']' | '}' | ':' | '['))
        .map_or(rest.len(), |(i, _)| i);
    let len = if len == 0 {
        rest.chars().next().map_or(0, char::len_utf8)
    } else {
        len
    };
    start + len
}
