//! `gametree eval`: the root value, best move, principal variation and pruned leaves of
//! one search, as a summary or JSON (with `--time`, how long the load and the search took).

use super::*;

pub(super) fn eval(a: EvalArgs) -> Result<u8, Failure> {
    let start = std::time::Instant::now();
    let loaded = load(&a.input)?;
    let load_seconds = start.elapsed().as_secs_f64();
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    let start = std::time::Instant::now();
    let outcome = searched(tree, &cfg).map_err(|e| loaded.fail(e))?;
    let times = a.time.then(|| search::timing::RunTimes {
        load_seconds,
        search_seconds: start.elapsed().as_secs_f64(),
    });
    if a.json {
        emit_streamed(|w| {
            render::json::write_outcome_timed(w, tree, &loaded.doc.meta, &outcome, a.nodes, times)
        });
    } else {
        emit(&render::summary::render(
            tree,
            &loaded.doc.meta,
            &outcome,
            times,
            &Style::for_stdout(),
        ));
    }
    Ok(EXIT_OK)
}
