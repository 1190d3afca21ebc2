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
    fn line_breaks_survive_in_multi_line_text() {
        assert_eq!(visible_lines("one\x1b\ntwo"), "one\\e\ntwo");
    }
}
