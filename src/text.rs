//! Text from a file, made safe to show people: every control character a terminal would act
//! on is replaced by a visible escape.
//!
//! A tree file is untrusted (a grader runs `gametree check` over students' files): an `ESC`
//! in a node's `id` could set the window title, write to the clipboard (OSC 52), move the
//! cursor or hide what a report says. Labels, names and other metadata pass through
//! [`visible`] once, where they enter the tree and its metadata, so no view can forget; error
//! messages go through it where they are rendered. JSON keeps ids exactly (its own escaping
//! is safe).

use std::borrow::Cow;
use std::fmt::Write;

/// Whether a character must not reach a terminal raw: C0 controls (tab and newline too: they
/// would break a table row), DEL, C1 controls, and the bidirectional overrides and isolates
/// that reorder what a line seems to say.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The text with every unsafe character replaced by a visible form: `\t`, `\n`, `\r`, `\e`
/// (ESC), `\x07` (other C0 controls and DEL), `\u{9b}` (C1 controls, bidirectional controls).
/// Borrows when there is nothing to replace, which is almost always.
pub fn visible(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\x1b' => out.push_str("\\e"),
            c if (c as u32) < 0x80 && is_unsafe(c) => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if is_unsafe(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// [`visible`] for multi-line text (an error message, a report): each line made safe, the
/// line breaks kept.
pub fn visible_lines(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| c != '\n' && is_unsafe(c)) {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.split('\n')
            .map(|l| visible(l).into_owned())
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// Characters of a user's input quoted back at most: a message about a line that was not
/// understood needs its start, not all of a line that may be megabytes long.
pub const QUOTED_CHARS: usize = 60;

/// The first [`QUOTED_CHARS`] characters of `s` when it has more, else `None`.
fn cut(s: &str) -> Option<&str> {
    s.char_indices().nth(QUOTED_CHARS).map(|(end, _)| &s[..end])
}

/// `s` in quotes, as Rust's `{:?}` writes it, cut after [`QUOTED_CHARS`] characters with
/// `…` after the closing quote: for messages that quote what someone typed.
pub fn quoted(s: &str) -> String {
    match cut(s) {
        Some(head) => format!("{head:?}…"),
        None => format!("{s:?}"),
    }
}

/// `s` cut after [`QUOTED_CHARS`] characters with `…`: a typed line echoed back.
pub fn clipped(s: &str) -> Cow<'_, str> {
    match cut(s) {
        Some(head) => format!("{head}…").into(),
        None => s.into(),
    }
}

/// Bytes of one line of typed input kept at most: a move or an answer fits many times over,
/// and a line of megabytes (a file piped in by mistake) is not held whole.
pub const LINE_BYTES: usize = 4096;

/// Reads one line of input, keeping at most [`LINE_BYTES`] bytes of it (cut on a character
/// boundary) and skipping the rest up to the line's end; `None` at the end of the input.
/// Bytes that are not UTF-8 are replaced, as a terminal would show them.
pub fn read_line_bounded(
    input: &mut (impl std::io::BufRead + ?Sized),
) -> std::io::Result<Option<String>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut read_any = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        read_any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(at) => (&buf[..=at], true),
            None => (buf, false),
        };
        let room = LINE_BYTES.saturating_sub(kept.len());
        kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        input.consume(used);
        if done {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    let text = String::from_utf8_lossy(&kept);
    // A cut through a character leaves a replacement mark at the end: drop it.
    let text = if kept.len() >= LINE_BYTES {
        text.trim_end_matches('\u{fffd}').to_string()
    } else {
        text.into_owned()
    };
    Ok(Some(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        assert!(matches!(visible("B1 (leaf 2) ≤ 3 ★"), Cow::Borrowed(_)));
    }

    #[test]
    fn terminal_controls_become_visible() {
        assert_eq!(visible("a\x1b]0;pwned\x07b"), "a\\e]0;pwned\\x07b");
        assert_eq!(visible("\x1b]52;c;aGk=\x1b\\"), "\\e]52;c;aGk=\\e\\");
        assert_eq!(visible("x\u{9b}31m\x7f"), "x\\u{9b}31m\\x7f");
        assert_eq!(visible("tab\there\nnext\r"), "tab\\there\\nnext\\r");
        assert_eq!(visible("abc\u{202e}fed"), "abc\\u{202e}fed");
    }

    #[test]
    fn nothing_unsafe_survives() {
        let all: String = (0u32..0x3000).filter_map(char::from_u32).collect();
        assert!(!visible(&all).chars().any(is_unsafe));
        assert!(
            !visible_lines(&all)
                .chars()
                .any(|c| c != '\n' && is_unsafe(c))
        );
    }

    #[test]
    fn quoted_input_is_cut_after_its_first_characters() {
        assert_eq!(quoted("e4"), "\"e4\"");
        let long = "x".repeat(100_000_000);
        let q = quoted(&long);
        assert_eq!(q, format!("{:?}…", "x".repeat(QUOTED_CHARS)));
        assert_eq!(quoted(&"é".repeat(61)), format!("{:?}…", "é".repeat(60)));
        assert_eq!(clipped("e4"), "e4");
        assert_eq!(clipped(&"é".repeat(61)), format!("{}…", "é".repeat(60)));
    }

    #[test]
    fn a_line_of_input_is_read_with_a_bound() {
        let long = format!("{}\nnext\n", "7".repeat(10_000_000));
        let mut input = std::io::Cursor::new(long.into_bytes());
        let first = read_line_bounded(&mut input).unwrap().unwrap();
        assert_eq!(first.len(), LINE_BYTES);
        assert_eq!(
            read_line_bounded(&mut input).unwrap().as_deref(),
            Some("next\n")
        );
        assert_eq!(read_line_bounded(&mut input).unwrap(), None);
        let mut last = std::io::Cursor::new(b"no newline".to_vec());
        assert_eq!(
            read_line_bounded(&mut last).unwrap().as_deref(),
            Some("no newline")
        );
    }

    #[test]
    fn line_breaks_survive_in_multi_line_text() {
        assert_eq!(visible_lines("one\x1b\ntwo"), "one\\e\ntwo");
    }
}
