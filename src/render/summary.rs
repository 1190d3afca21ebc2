//! The human summary of `eval`: value, best move, principal variation, counts, and the
//! leaves the search never looked at.

use std::fmt::Write;

use super::{Style, names, node_name, table, wrap};
use crate::i18n::tr;
use crate::num::fmt_value;
use crate::parse::Meta;
use crate::render::words::*;
use crate::search::timing::RunTimes;
use crate::search::{Bound, Outcome};
use crate::tree::{Kind, Tree};

/// How many pruned leaves the summary lists before it says "and N more".
pub const PRUNED_LIST_LIMIT: usize = 40;

/// Renders the summary of one search.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    outcome: &Outcome,
    times: Option<RunTimes>,
    style: &Style,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(meta.name.as_deref()));
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
            style.wrapped(&tr!("eval-note-no-bounds"), "", "      ", Style::note)
        );
    }
    out.push('\n');

    let root = tree.root();
    let mut rows: Vec<(String, String)> = Vec::new();
    let value = outcome.shown().unwrap_or_default();
    let value = if !outcome.known() {
        tr!("eval-value-unknown")
    } else if !outcome.complete {
        tr!("eval-value-partial", value = value)
    } else if outcome.bound == Bound::Exact {
        value
    } else {
        tr!("eval-value-bound", value = value)
    };
    rows.push((tr!("eval-key-value"), value));
    match outcome.best_move() {
        Some(best) => rows.push((
            tr!("eval-key-best-move"),
            if outcome.complete && outcome.iterations.is_empty() {
                tr!(
                    "eval-best-with-value",
                    name = move_name(tree, best),
                    value = outcome.result(tree, best).show()
                )
            } else if outcome.complete {
                tr!("eval-best-by-passes", name = node_name(tree, best))
            } else if outcome.config.algorithm == crate::search::Algorithm::Iddfs {
                tr!("eval-best-last-depth", name = node_name(tree, best))
            } else {
                tr!("eval-best-before-budget", name = node_name(tree, best))
            },
        )),
        None if !outcome.complete && tree.kind(root) != Kind::Leaf => {
            rows.push((tr!("eval-key-best-move"), tr!("eval-best-none-budget")));
        }
        None => rows.push((
            tr!("eval-key-best-move"),
            match tree.kind(root) {
                Kind::Chance => tr!("eval-best-none-chance"),
                _ => tr!("eval-best-none-leaf"),
            },
        )),
    }
    let pv = outcome.principal_variation(tree);
    if pv.len() > 1 {
        let mut line: Vec<String> = pv.iter().take(12).map(|&n| names::name(tree, n)).collect();
        if pv.len() > 12 {
            line.push(tr!("eval-pv-more", count = pv.len() - 12));
        }
        let last = *pv.last().expect("pv starts with the root");
        let tail = match tree.leaf_number(last) {
            Some(n) => tr!("eval-pv-leaf", leaf = tr!("value-leaf", leaf = n)),
            None => String::new(),
        };
        rows.push((tr!("eval-key-pv"), format!("{}{tail}", line.join(" → "))));
    }
    let pruned = outcome.pruned_leaves(tree);
    let leaves = tree.leaf_count();
    let distinct = leaves - pruned.len();
    let beyond = outcome.beyond_horizon(tree).len();
    let unreached = outcome.not_reached(tree).len();
    let mut leaf_line = tr!(
        "eval-leaves",
        evaluated = distinct,
        leaves = leaves,
        pruned = pruned.len() - beyond - unreached
    );
    if beyond > 0 {
        leaf_line.push_str(&tr!("eval-leaves-beyond", count = beyond));
    }
    if unreached > 0 {
        leaf_line.push_str(&tr!("eval-leaves-unreached", count = unreached));
    }
    if outcome.leaves_evaluated as usize > distinct {
        leaf_line.push_str(&tr!(
            "eval-leaves-repeated",
            count = outcome.leaves_evaluated
        ));
    }
    if outcome.horizon_evaluations > 0 {
        leaf_line.push_str(&tr!(
            "eval-leaves-horizon",
            count = outcome.horizon_evaluations
        ));
    }
    rows.push((tr!("eval-key-leaves"), leaf_line));
    let visits = if outcome.iterations.is_empty() && outcome.nodes_visited as usize > tree.len() {
        tr!(
            "eval-visits-twice",
            visits = outcome.nodes_visited,
            nodes = tree.len()
        )
    } else if outcome.iterations.is_empty() {
        tr!(
            "eval-visits",
            visits = outcome.nodes_visited,
            nodes = tree.len()
        )
    } else {
        tr!(
            "eval-visits-passes",
            visits = outcome.nodes_visited,
            passes = outcome.iterations.len(),
            nodes = tree.len()
        )
    };
    rows.push((tr!("eval-key-visited"), visits));
    if outcome.researches > 0 {
        rows.push((
            tr!("eval-key-researches"),
            tr!("eval-researches", count = outcome.researches),
        ));
    }
    if !outcome.complete {
        rows.push((
            tr!("eval-key-budget"),
            match outcome.config.algorithm {
                crate::search::Algorithm::Iddfs if !outcome.value.is_nan() => {
                    tr!("eval-budget-mid-iteration")
                }
                crate::search::Algorithm::Iddfs => {
                    tr!("eval-budget-before-depth-one")
                }
                _ if outcome.value.is_finite() => {
                    tr!("eval-budget-proved")
                }
                _ => tr!("eval-budget-no-value"),
            },
        ));
    }
    if let Some(t) = times {
        rows.push((
            tr!("eval-key-load-time"),
            super::bench::duration(t.load_seconds),
        ));
        rows.push((
            tr!("eval-key-search-time"),
            tr!(
                "eval-search-time",
                time = super::bench::duration(t.search_seconds)
            ),
        ));
    }
    // Keys in a column; each value wraps under itself. Laid out plain, styled after.
    // The first two rows are the value and the best move, painted as such.
    let width = rows.iter().map(|(k, _)| wrap::width(k)).max().unwrap_or(0);
    let hang = " ".repeat(width + 4);
    for (i, (k, v)) in rows.iter().enumerate() {
        let lines = wrap::wrap(v, style.width, &hang, &hang);
        let paint = |s: &str| match i {
            0 => style.good(s),
            1 => style.name(s),
            _ => s.to_string(),
        };
        let _ = writeln!(
            out,
            "  {}{}  {}",
            style.bold(k),
            " ".repeat(width - wrap::width(k)),
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
            style.bold(&tr!("eval-pruned-title", count = pruned.len()))
        );
        let header = [
            tr!("col-leaf"),
            tr!("col-id"),
            tr!("col-path"),
            tr!("col-value"),
        ];
        let mut t = table::new(style, &header.each_ref().map(String::as_str));
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
                "  {}",
                tr!("eval-pruned-more", count = pruned.len() - PRUNED_LIST_LIMIT)
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
        tr!("eval-iterations-title")
    } else {
        tr!("eval-null-window-title")
    };
    let _ = writeln!(out, "\n{}", style.bold(&title));
    let keys: &[&str] = if deepening {
        &[
            "col-depth",
            "col-value",
            "col-best",
            "col-pv",
            "col-evaluated",
            "col-without-pv",
        ]
    } else {
        &[
            "col-pass",
            "col-test",
            "col-result",
            "col-best",
            "col-evaluated",
            "col-nodes",
        ]
    };
    let header: Vec<String> = keys.iter().map(|k| tr!(k)).collect();
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = table::new(style, &header);
    for (i, p) in outcome.iterations.iter().enumerate() {
        let best = p.best.map_or("—".to_string(), |b| names::name(tree, b));
        let value = if p.complete {
            fmt_value(p.value)
        } else {
            tr!("eval-pass-budget")
        };
        if deepening {
            let depth = p
                .depth
                .map_or_else(|| tr!("eval-depth-full"), |d| d.to_string());
            let pv: Vec<String> = p.pv.iter().skip(1).map(|&n| names::name(tree, n)).collect();
            let saved = match p.leaves_without_pv {
                Some(w) if w > p.leaves => tr!("eval-saved", without = w, saved = w - p.leaves),
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
                tr!("eval-fails-high", value = fmt_value(p.value))
            } else {
                tr!("eval-fails-low", value = fmt_value(p.value))
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
        (Some(m), Some(l)) => tr!(
            "name-move-labelled",
            name = m,
            label = l,
            path = tree.path(node)
        ),
        (Some(m), None) => tr!("name-labelled", label = m, path = tree.path(node)),
        (None, _) => node_name(tree, node),
    }
}
