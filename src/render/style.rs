//! How output for people looks where it is going: colour only on a terminal (never when
//! `NO_COLOR` is set, <https://no-color.org>, or `TERM=dumb`), and the width lines wrap to.
//!
//! Colour never changes the layout: text is laid out (wrapped, padded, put in tables) as
//! plain text first, and styled afterwards, one line at a time, so an escape sequence is never
//! measured as width and never cut by a line break. Tables get their colour from comfy-table's
//! own cell styling (see [`super::table`]), which is applied after its layout too.

use std::io::IsTerminal;

use super::term;

/// Whether to colour output and how wide it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Emit SGR escape codes (colour, bold, dim).
    pub color: bool,
    /// The width, in terminal columns, that tables and notes wrap to.
    pub width: usize,
}

impl Default for Style {
    fn default() -> Self {
        Style::plain()
    }
}

impl Style {
    /// For standard output: colour when it is a terminal and the environment allows it; the
    /// width from [`term::stdout_width`].
    pub fn for_stdout() -> Self {
        Style {
            color: std::io::stdout().is_terminal() && env_allows_color(),
            width: term::stdout_width(),
        }
    }

    /// For standard error: colour when it is a terminal and the environment allows it.
    pub fn for_stderr() -> Self {
        Style {
            color: std::io::stderr().is_terminal() && env_allows_color(),
            width: term::DEFAULT_WIDTH,
        }
    }

    /// No colour, the default width (files, tests, snapshots): the same bytes everywhere.
    pub fn plain() -> Self {
        Style {
            color: false,
            width: term::DEFAULT_WIDTH,
        }
    }

    /// The same style at another width (at least [`term::MIN_WIDTH`]).
    pub fn with_width(self, width: usize) -> Self {
        Style {
            width: term::clamp(width),
            ..self
        }
    }

    /// `s` between an SGR code and a reset, each line on its own so that no escape sequence
    /// spans a line break (and indentation and trailing spaces stay outside).
    fn wrap(&self, code: &str, s: &str) -> String {
        if !self.color {
            return s.to_string();
        }
        let mut out = String::with_capacity(s.len() + 16);
        for (i, line) in s.split('\n').enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let body = line.trim_matches(' ');
            if body.is_empty() {
                out.push_str(line);
            } else {
                let lead = line.len() - line.trim_start_matches(' ').len();
                let tail = &line[lead + body.len()..];
                out.push_str(&format!("{}\x1b[{code}m{body}\x1b[0m{tail}", &line[..lead]));
            }
        }
        out
    }

    /// Bold text.
    pub fn bold(&self, s: &str) -> String {
        self.wrap("1", s)
    }
    /// Dimmed text (pruned parts).
    pub fn dim(&self, s: &str) -> String {
        self.wrap("2", s)
    }
    /// Green (exact values, the best move).
    pub fn good(&self, s: &str) -> String {
        self.wrap("32", s)
    }
    /// Red (cutoffs, wrong answers).
    pub fn bad(&self, s: &str) -> String {
        self.wrap("31", s)
    }
    /// Yellow (bounds, notes).
    pub fn note(&self, s: &str) -> String {
        self.wrap("33", s)
    }
    /// Cyan (ids and paths).
    pub fn name(&self, s: &str) -> String {
        self.wrap("36", s)
    }

    /// The tree's name as the first line of a report, bold and wrapped, with its newline;
    /// nothing for a tree without a name.
    pub fn title(&self, name: Option<&str>) -> String {
        name.map_or_else(String::new, |n| {
            format!("{}\n", self.wrapped(n, "", "", Style::bold))
        })
    }

    /// `text` wrapped to the width ([`super::wrap::wrap`]), each line then styled by `paint`.
    pub fn wrapped(
        &self,
        text: &str,
        first: &str,
        rest: &str,
        paint: impl Fn(&Style, &str) -> String,
    ) -> String {
        paint(self, &super::wrap::wrap(text, self.width, first, rest))
    }
}

fn env_allows_color() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        && std::env::var("TERM").map_or(true, |t| t != "dumb")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styles_each_line_apart_and_leaves_padding_outside() {
        let s = Style {
            color: true,
            width: 80,
        };
        assert_eq!(
            s.bold("ab  \n\n  cd"),
            "\x1b[1mab\x1b[0m  \n\n  \x1b[1mcd\x1b[0m"
        );
        assert_eq!(Style::plain().bold("ab\ncd"), "ab\ncd");
    }
}
