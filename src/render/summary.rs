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
        let _ = writeln!(out, "{}", style.wrapped(name, "", "", Style::bold));
    }
    let _ = writeln!(
        out,
        "{}",
        style.wrapped(&outcome.config.describe(), "", "", Style::dim)
    );
    if outcome.config.algorithm.chance_pruning()
        && outcome.config.bounds.is_none()
        && tree.has_chance()
    {
        let _ = writeln!(
            out,
            "{}",
            style.wrapped("note: no leaf bounds given (bounds: in the file or --bounds L,U), so chance nodes can cut only inside their last child", "", "      ", Style::note)
        );
    }
    out.push('\n');

    let root = tree.root();
    let mut rows: Vec<(&str, String)> = Vec::new();
    let value = outcome.shown().unwrap_or_default();
    let value = if !outcome.known() {
        "unknown: the budget ran out before the search proved anything".to_string()
    } else if !outcome.complete {
        format!("{value} (what the search proved before the budget ran out)")
    } else if outcome.bound == Bound::Exact {
        value
    } else {
        format!("{value} (a bound: the root window was cut)")
    };
    rows.push(("value", value));
    match outcome.best_move() {
        Some(best) => rows.push((
            "best move",
            if outcome.complete && outcome.iterations.is_empty() {
                format!(
                    "{} with value {}",
                    move_name(tree, best),
                    outcome.result(best).show()
                )
            } else if outcome.complete {
                format!("{} (proved by the passes below)", node_name(tree, best))
            } else if outcome.config.algorithm == crate::search::Algorithm::Iddfs {
                format!(
                    "{} (the last completed depth's choice)",
                    node_name(tree, best)
                )
            } else {
                format!(
                    "{} (the best found before the budget ran out)",
                    node_name(tree, best)
                )
            },
        )),
        None if !outcome.complete && tree.kind(root) != Kind::Leaf => {
            rows.push((
                "best move",
                "none found before the budget ran out".to_string(),
            ));
        }
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
    let unreached = outcome.not_reached(tree).len();
    let mut leaf_line = format!(
        "{distinct} of {leaves} evaluated, {} pruned",
        pruned.len() - beyond - unreached
    );
    if beyond > 0 {
        let _ = write!(leaf_line, ", {beyond} below the depth limit");
    }
    if unreached > 0 {
        let _ = write!(
            leaf_line,
            ", {unreached} not reached before the budget ran out"
        );
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
    let visits = if outcome.iterations.is_empty() && outcome.nodes_visited as usize > tree.len() {
        format!(
            "{} visits to {} nodes (re-searches visit some twice)",
            outcome.nodes_visited,
            tree.len()
        )
    } else if outcome.iterations.is_empty() {
        format!("{} of {}", outcome.nodes_visited, tree.len())
    } else {
        format!(
            "{} over {} passes (the tree has {} nodes)",
            outcome.nodes_visited,
            outcome.iterations.len(),
            tree.len()
        )
    };
    rows.push(("nodes visited", visits));
    if outcome.researches > 0 {
        rows.push((
            "re-searches",
            format!("{} (a null window failed high)", outcome.researches),
        ));
    }
    if !outcome.complete {
        rows.push((
            "budget",
            match outcome.config.algorithm {
                crate::search::Algorithm::Iddfs if !outcome.value.is_nan() => {
                    "ran out mid-iteration: the answer is the last completed depth's".to_string()
                }
                crate::search::Algorithm::Iddfs => {
                    "ran out before depth 1 finished: the move is the first legal one, unsearched"
                        .to_string()
                }
                _ if outcome.value.is_finite() => {
                    "ran out before the search finished: the value is what it had proved"
                        .to_string()
                }
                _ => "ran out before the search finished: no value".to_string(),
            },
        ));
    }
    // Keys in a column; each value wraps under itself. Laid out plain, styled after.
    let width = rows.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    let hang = " ".repeat(width + 4);
    for (k, v) in rows {
        let lines = super::wrap::wrap(&v, style.width, &hang, &hang);
        let paint = |s: &str| match k {
            "value" => style.good(s),
            "best move" => style.name(s),
            _ => s.to_string(),
        };
        let _ = writeln!(
            out,
            "  {}{}  {}",
            style.bold(k),
            " ".repeat(width - k.len()),
            paint(&lines[hang.len()..])
        );
    }

    if !outcome.iterations.is_empty() {
        out.push_str(&passes(tree, outcome, style));
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
                table::short_path(&tree.path(leaf)),
                crate::num::fmt_exact(tree.value(leaf).unwrap_or(f64::NAN)),
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

/// The passes of MTD(f) and SSS*, or the iterations of iterative deepening.
fn passes(tree: &Tree, outcome: &Outcome, style: &Style) -> String {
    use crate::search::Algorithm;
    let deepening = outcome.config.algorithm == Algorithm::Iddfs;
    let mut out = String::new();
    let title = if deepening {
        "Iterations"
    } else {
        "Null-window tests"
    };
    let _ = writeln!(out, "\n{}", style.bold(title));
    let header: &[&str] = if deepening {
        &[
            "depth",
            "value",
            "best",
            "principal variation",
            "evaluated",
            "without PV first",
        ]
    } else {
        &["pass", "test", "result", "best", "evaluated", "nodes"]
    };
    let mut t = table::new(style, header);
    for (i, p) in outcome.iterations.iter().enumerate() {
        let best = p.best.map_or("—".to_string(), |b| tree.name(b));
        let value = if p.complete {
            fmt_value(p.value)
        } else {
            "(budget ran out)".to_string()
        };
        if deepening {
            let depth = p.depth.map_or("full".to_string(), |d| d.to_string());
            let pv: Vec<String> = p.pv.iter().skip(1).map(|&n| tree.name(n)).collect();
            let saved = match p.leaves_without_pv {
                Some(w) if w > p.leaves => format!("{w} ({} saved)", w - p.leaves),
                Some(w) => w.to_string(),
                None => "—".to_string(),
            };
            t.add_row(vec![
                depth,
                value,
                best,
                pv.join(" → "),
                p.leaves.to_string(),
                saved,
            ]);
        } else {
            let (a, b) = crate::num::fmt_window(p.window.0, p.window.1);
            let result = if !p.complete {
                value
            } else if crate::num::ge(p.value, p.window.1) {
                format!("≥ {} (fails high)", fmt_value(p.value))
            } else {
                format!("≤ {} (fails low)", fmt_value(p.value))
            };
            t.add_row(vec![
                (i + 1).to_string(),
                format!("({a}, {b})"),
                result,
                best,
                p.leaves.to_string(),
                p.nodes.to_string(),
            ]);
        }
    }
    table::align_right(&mut t, if deepening { &[4] } else { &[0, 4, 5] });
    let _ = writeln!(out, "{}", table::text(&t));
    out
}

/// The best move as reports name it: by its move when the file names one (`West (B, path
/// 1)`), else as any node (`B (path 1)`).
fn move_name(tree: &Tree, node: crate::tree::NodeId) -> String {
    match (tree.move_name(node), tree.label(node)) {
        (Some(m), Some(l)) => format!("{m} ({l}, path {})", tree.path(node)),
        (Some(m), None) => format!("{m} (path {})", tree.path(node)),
        (None, _) => node_name(tree, node),
    }
}
