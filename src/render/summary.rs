//! The human summary of `eval`: value, best move, principal variation, counts, and the
//! leaves the search never looked at.

use std::fmt::Write;

use super::{Style, node_name, table};
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::search::{Bound, Outcome};
use crate::tree::{Kind, Tree};

/// How many pruned leaves the summary lists before it says "and N more".
pub const PRUNED_LIST_LIMIT: usize = 40;

/// Renders the summary of one search.
pub fn render(tree: &Tree, meta: &Meta, outcome: &Outcome, style: &Style) -> String {
    let mut out = String::new();
    if let Some(name) = &meta.name {
        let _ = writeln!(out, "{}", style.bold(name));
    }
    let _ = writeln!(out, "{}", style.dim(&outcome.config.describe()));
    if outcome.config.algorithm.chance_pruning()
        && outcome.config.bounds.is_none()
        && tree.has_chance()
    {
        let _ = writeln!(
            out,
            "{}",
            style.note("note: no leaf bounds given (bounds: in the file or --bounds L,U), so chance nodes can cut only inside their last child")
        );
    }
    out.push('\n');

    let root = tree.root();
    let mut rows: Vec<(&str, String)> = Vec::new();
    let value = outcome.bound.show(outcome.value);
    let value = if outcome.bound == Bound::Exact {
        value
    } else {
        format!("{value} (a bound: the root window was cut)")
    };
    rows.push(("value", style.good(&value)));
    match outcome.best {
        Some(best) => rows.push((
            "best move",
            format!(
                "{} with value {}",
                style.name(&node_name(tree, best)),
                outcome.result(best).bound.show(outcome.result(best).value)
            ),
        )),
        None => rows.push((
            "best move",
            match tree.kind(root) {
                Kind::Chance => "none: the root is a chance node".to_string(),
                _ => "none: the root is a leaf".to_string(),
            },
        )),
    }
    let pv = outcome.principal_variation(tree);
    if pv.len() > 1 {
        let mut line: Vec<String> = pv.iter().take(12).map(|&n| tree.name(n)).collect();
        if pv.len() > 12 {
            line.push(format!("… ({} more)", pv.len() - 12));
        }
        let last = *pv.last().expect("pv starts with the root");
        let tail = match tree.leaf_number(last) {
            Some(n) => format!("  (leaf {n})"),
            None => String::new(),
        };
        rows.push(("principal line", format!("{}{tail}", line.join(" → "))));
    }
    let pruned = outcome.pruned_leaves(tree);
    let leaves = tree.leaf_count();
    let distinct = leaves - pruned.len();
    let beyond = outcome.beyond_horizon(tree).len();
    let mut leaf_line = format!(
        "{distinct} of {leaves} evaluated, {} pruned",
        pruned.len() - beyond
    );
    if beyond > 0 {
        let _ = write!(leaf_line, ", {beyond} below the depth limit");
    }
    if outcome.leaves_evaluated as usize > distinct {
        let _ = write!(
            leaf_line,
            " ({} evaluations in all: some were evaluated more than once)",
            outcome.leaves_evaluated
        );
    }
    if outcome.horizon_evaluations > 0 {
        let _ = write!(
            leaf_line,
            "; {} nodes scored by their eval at the depth limit",
            outcome.horizon_evaluations
        );
    }
    rows.push(("leaves", leaf_line));
    rows.push((
        "nodes visited",
        format!("{} of {}", outcome.nodes_visited, tree.len()),
    ));
    let width = rows.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    for (k, v) in rows {
        let _ = writeln!(
            out,
            "  {:width$}  {v}",
            style.bold(k),
            width = width + if style.color { 8 } else { 0 }
        );
    }

    let pruned = outcome.cut_leaves(tree);
    if !pruned.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            style.bold(&format!("Pruned leaves ({})", pruned.len()))
        );
        let mut t = table::new(style, &["leaf", "id", "path", "value"]);
        for &n in pruned.iter().take(PRUNED_LIST_LIMIT) {
            let leaf = tree.leaf(n).expect("pruned leaves are leaves");
            t.add_row(vec![
                n.to_string(),
                tree.label(leaf).unwrap_or("").to_string(),
                tree.path(leaf),
                fmt_value(tree.value(leaf).unwrap_or(f64::NAN)),
            ]);
        }
        table::align_right(&mut t, &[0, 3]);
        let _ = writeln!(out, "{}", table::text(&t));
        if pruned.len() > PRUNED_LIST_LIMIT {
            let _ = writeln!(
                out,
                "  … and {} more (--json lists them all)",
                pruned.len() - PRUNED_LIST_LIMIT
            );
        }
    }
    out
}
