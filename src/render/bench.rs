//! `gametree bench`: how long the plain search takes, per algorithm, beside the tree's load
//! time, as a table for people or JSON for machines.

use std::fmt::Write;

use serde_json::{Value, json};

use super::{Style, table};
use crate::i18n::tr;
use crate::parse::Meta;
use crate::search::timing::Timing;
use crate::tree::Tree;

/// A duration for people, in the unit that gives it one to three digits before the point:
/// `312 µs`, `3.53 ms`, `1.20 s`.
pub fn duration(seconds: f64) -> String {
    if !seconds.is_finite() {
        return "—".to_string();
    }
    let (v, unit) = if seconds >= 1.0 {
        (seconds, "s")
    } else if seconds >= 1e-3 {
        (seconds * 1e3, "ms")
    } else if seconds >= 1e-6 {
        (seconds * 1e6, "µs")
    } else {
        (seconds * 1e9, "ns")
    };
    let digits = if v >= 100.0 {
        0
    } else if v >= 10.0 {
        1
    } else {
        2
    };
    format!("{v:.digits$} {unit}")
}

/// The table: one row per algorithm, then the load time and how the times were taken.
pub fn render(
    tree: &Tree,
    meta: &Meta,
    load_seconds: f64,
    timings: &[Timing],
    style: &Style,
) -> String {
    let mut out = String::new();
    out.push_str(&style.title(meta.name.as_deref()));
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "bench-loaded",
            nodes = tree.len().to_string(),
            leaves = tree.leaf_count().to_string(),
            time = duration(load_seconds)
        )
    );
    let header = [
        "col-algorithm",
        "col-per-search",
        "col-nodes-visited",
        "col-leaves-evaluated",
        "col-ns-per-node",
    ]
    .map(|k| tr!(k));
    let mut t = table::new(style, &header.each_ref().map(String::as_str));
    for timing in timings {
        let s = &timing.summary;
        t.add_row(vec![
            s.config.algorithm.name().to_string(),
            duration(timing.seconds),
            s.nodes_visited.to_string(),
            s.leaves_evaluated.to_string(),
            format!("{:.2}", timing.ns_per_node()),
        ]);
    }
    table::align_right(&mut t, &[1, 2, 3, 4]);
    let _ = writeln!(out, "\n{}", table::text(&t));
    if let Some(first) = timings.first() {
        let searches: u64 = first.searches_per_run.iter().sum();
        let _ = writeln!(
            out,
            "\n{}",
            style.wrapped(
                &tr!(
                    "bench-median",
                    runs = first.runs.len(),
                    searches = crate::num::thousands(searches),
                    count = searches,
                    algorithm = first.summary.config.algorithm.name(),
                ),
                "",
                "  ",
                Style::dim,
            )
        );
    }
    out
}

/// One object per algorithm: `algorithm`, `seconds` (the median per search),
/// `nodes_visited`, `leaves_evaluated`, `load_seconds`, and the runs behind the median.
pub fn json(load_seconds: f64, timings: &[Timing]) -> Value {
    Value::Array(
        timings
            .iter()
            .map(|t| {
                let s = &t.summary;
                json!({
                    "algorithm": s.config.algorithm.name(),
                    "seconds": t.seconds,
                    "nodes_visited": s.nodes_visited,
                    "leaves_evaluated": s.leaves_evaluated,
                    "ns_per_node": t.ns_per_node(),
                    "load_seconds": load_seconds,
                    "runs": t.runs,
                    "searches_per_run": t.searches_per_run,
                    "value": super::json::number(s.value),
                    "conventions": super::json::conventions(&s.config),
                })
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::duration;

    #[test]
    fn durations_read_in_their_own_unit() {
        assert_eq!(duration(0.000312), "312 µs");
        assert_eq!(duration(0.00353), "3.53 ms");
        assert_eq!(duration(1.2), "1.20 s");
        assert_eq!(duration(4.2e-8), "42.0 ns");
        assert_eq!(duration(f64::NAN), "—");
    }
}
