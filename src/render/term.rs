//! How wide output may be: the width a user asked for with `COLUMNS`, else the terminal's,
//! else 80 (a pipe or a file has no width; 80 keeps piped output the same everywhere).

/// The width when none can be known.
pub const DEFAULT_WIDTH: usize = 80;
/// The narrowest width laid out: below it tables cannot hold their columns.
pub const MIN_WIDTH: usize = 40;
/// The widest width laid out.
pub const MAX_WIDTH: usize = 1000;

/// The width for standard output.
pub fn stdout_width() -> usize {
    let columns = std::env::var("COLUMNS").ok();
    let terminal =
        terminal_size::terminal_size_of(std::io::stdout()).map(|(w, _)| usize::from(w.0));
    choose(columns.as_deref(), terminal)
}

/// The width for standard error when it is a terminal (`COLUMNS` first, as for standard
/// output); `None` when it is a pipe or a file, where lines are not wrapped.
pub fn stderr_width() -> Option<usize> {
    let terminal =
        terminal_size::terminal_size_of(std::io::stderr()).map(|(w, _)| usize::from(w.0))?;
    Some(choose(
        std::env::var("COLUMNS").ok().as_deref(),
        Some(terminal),
    ))
}

/// `COLUMNS` when it is a positive number (POSIX: the user's preferred width, which also lets
/// a pipe ask for a width), else the terminal's width, else [`DEFAULT_WIDTH`]; clamped to
/// [`MIN_WIDTH`]..=[`MAX_WIDTH`].
pub fn choose(columns: Option<&str>, terminal: Option<usize>) -> usize {
    let asked = columns
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&w| w > 0);
    clamp(
        asked
            .or(terminal.filter(|&w| w > 0))
            .unwrap_or(DEFAULT_WIDTH),
    )
}

/// A width within [`MIN_WIDTH`]..=[`MAX_WIDTH`].
pub fn clamp(width: usize) -> usize {
    width.clamp(MIN_WIDTH, MAX_WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_then_terminal_then_eighty() {
        assert_eq!(choose(Some("120"), Some(60)), 120);
        assert_eq!(choose(None, Some(60)), 60);
        assert_eq!(choose(Some("wide"), Some(60)), 60);
        assert_eq!(choose(Some("0"), None), DEFAULT_WIDTH);
        assert_eq!(choose(None, Some(0)), DEFAULT_WIDTH);
        assert_eq!(choose(None, None), DEFAULT_WIDTH);
        assert_eq!(choose(Some("10"), None), MIN_WIDTH);
        assert_eq!(choose(Some("99999"), None), MAX_WIDTH);
    }
}
