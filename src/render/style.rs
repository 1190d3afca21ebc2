//! Colour for people, plain text for pipes: escape codes only on a terminal, never when
//! `NO_COLOR` is set (<https://no-color.org>) or `TERM=dumb`.

use std::io::IsTerminal;

/// Whether to colour output, and the few styles reports use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Emit ANSI escape codes.
    pub color: bool,
}

impl Style {
    /// Colour when standard output is a terminal and the environment allows it.
    pub fn for_stdout() -> Self {
        Style {
            color: std::io::stdout().is_terminal() && env_allows_color(),
        }
    }

    /// Colour when standard error is a terminal and the environment allows it.
    pub fn for_stderr() -> Self {
        Style {
            color: std::io::stderr().is_terminal() && env_allows_color(),
        }
    }

    /// No colour at all (files, tests, snapshots).
    pub fn plain() -> Self {
        Style { color: false }
    }

    fn wrap(&self, code: &str, s: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
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
}

fn env_allows_color() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        && std::env::var("TERM").map_or(true, |t| t != "dumb")
}
