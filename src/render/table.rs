//! Tables for people, drawn with comfy-table: one look for every report.
//!
//! Cell text is always plain: colour is comfy-table's own cell styling, which it applies
//! after measuring and wrapping, so colour never changes the layout and no escape sequence is
//! ever cut. Tables are as wide as the [`Style`] says (the terminal's width, 80 when piped).

use comfy_table::{
    Attribute, Cell, CellAlignment, Color, ContentArrangement, LineStyle, Table, TableStyle,
};

use super::Style;

/// The longest path a table prints whole; longer ones keep their last steps.
pub const PATH_WIDTH: usize = 16;

/// The reports' table style: a rule under the header and nothing else.
pub const REPORT: TableStyle =
    TableStyle::new().header_separator(LineStyle::none().fill('─').junction('─'));

/// A table with the reports' look: a rule under the header, no vertical lines, at most the
/// style's width, bold headers on a terminal.
pub fn new(style: &Style, header: &[&str]) -> Table {
    let mut t = Table::new();
    t.load_style(REPORT)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(u16::try_from(style.width).unwrap_or(u16::MAX));
    if style.color {
        t.enforce_styling();
        // Styles cover the text only, not the padding: trailing spaces stay trimmable.
        t.style_text_only();
    } else {
        t.force_no_tty();
    }
    t.set_header(
        header
            .iter()
            .map(|h| Cell::new(h).add_attribute(Attribute::Bold))
            .collect::<Vec<_>>(),
    );
    t
}

/// A red cell (cutoffs, wrong answers).
pub fn bad(text: impl ToString) -> Cell {
    Cell::new(text).fg(Color::Red)
}

/// A green cell (right answers, exact values).
pub fn good(text: impl ToString) -> Cell {
    Cell::new(text).fg(Color::Green)
}

/// Right-aligns the given columns (numbers).
pub fn align_right(t: &mut Table, columns: &[usize]) {
    for &c in columns {
        if let Some(col) = t.column_mut(c) {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
}

/// A path short enough for a table: whole up to [`PATH_WIDTH`] characters, else its last
/// steps after an ellipsis (`…3.1.2`). JSON has paths whole.
pub fn short_path(path: &str) -> String {
    if path.chars().count() <= PATH_WIDTH {
        return path.to_string();
    }
    // Paths are ASCII (digits and dots): byte offsets are character offsets.
    let cut = path.len() - (PATH_WIDTH - 1);
    let start = path[cut..].find('.').map_or(cut, |i| cut + i + 1);
    format!("…{}", &path[start..])
}

/// `text` with every path in it longer than [`PATH_WIDTH`] shortened by [`short_path`]
/// (a path is a run of digits and dots with a dot in it: `α ↑ 1 from 1.1.1.…`).
pub fn short_paths_in(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.len() > PATH_WIDTH && run.contains('.') {
            // A sentence's full stop is not part of the path.
            let stop = run.ends_with('.');
            out.push_str(&short_path(run.trim_end_matches('.')));
            if stop {
                out.push('.');
            }
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() || c == '.' {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

/// The table as text, without the padding comfy-table leaves at the end of lines.
pub fn text(t: &comfy_table::Table) -> String {
    t.lines()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_paths_keep_their_last_steps() {
        assert_eq!(short_path("2.1.3"), "2.1.3");
        let deep = vec!["1"; 40].join(".");
        let short = short_path(&deep);
        assert!(
            short.starts_with('…') && short.chars().count() <= PATH_WIDTH,
            "{short}"
        );
        assert!(deep.ends_with(short.trim_start_matches('…')));
        assert!(!short[3..].starts_with('.'));
    }

    #[test]
    fn long_paths_in_text_are_shortened() {
        let deep = vec!["1"; 30].join(".");
        let text = format!("α ↑ 1 from {deep}; see {deep}. And 3.5 stays.");
        let short = short_paths_in(&text);
        assert_eq!(short.matches('…').count(), 2, "{short}");
        assert!(short.ends_with(". And 3.5 stays."), "{short}");
        assert_eq!(
            short_paths_in("leaf 4 = 2 ≤ α = 3 at 2.1.3"),
            "leaf 4 = 2 ≤ α = 3 at 2.1.3"
        );
    }

    #[test]
    fn coloured_tables_lay_out_like_plain_ones() {
        let plain = Style::plain().with_width(40);
        let colour = Style {
            color: true,
            ..plain
        };
        let fill = |s: &Style| {
            let mut t = new(s, &["#", "event", "note"]);
            t.add_row(vec![
                Cell::new("12"),
                bad("cutoff"),
                Cell::new("a long note that has to wrap over several lines of the table"),
            ]);
            text(&t)
        };
        let coloured = fill(&colour);
        assert!(coloured.contains("\x1b["));
        assert_eq!(strip_sgr(&coloured), fill(&plain));
    }

    /// The text without its `ESC [ … m` sequences.
    fn strip_sgr(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                assert_eq!(chars.next(), Some('['), "only SGR sequences");
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                    assert!(d.is_ascii_digit() || d == ';', "only SGR sequences");
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
