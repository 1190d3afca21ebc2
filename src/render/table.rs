//! Tables for people, drawn with comfy-table: one look for every report.

use comfy_table::{CellAlignment, ContentArrangement, LineStyle, Table, TableStyle};

use super::Style;

/// Widest a report table may be (fits a 100-column terminal).
pub const MAX_WIDTH: u16 = 100;

/// The reports' table style: a rule under the header and nothing else.
pub const REPORT: TableStyle =
    TableStyle::new().header_separator(LineStyle::none().fill('─').junction('─'));

/// A table with the reports' look: a rule under the header, no vertical lines, fixed
/// maximum width so output is the same everywhere.
pub fn new(style: &Style, header: &[&str]) -> Table {
    let mut t = Table::new();
    t.load_style(REPORT)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(MAX_WIDTH);
    if style.color {
        t.enforce_styling();
    } else {
        t.force_no_tty();
    }
    t.set_header(header.iter().map(|h| style.bold(h)).collect::<Vec<_>>());
    t
}

/// Right-aligns the given columns (numbers).
pub fn align_right(t: &mut Table, columns: &[usize]) {
    for &c in columns {
        if let Some(col) = t.column_mut(c) {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
}

/// The table as text, without the padding comfy-table leaves at the end of lines.
pub fn text(t: &comfy_table::Table) -> String {
    t.lines()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}
