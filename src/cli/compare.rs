//! `gametree compare`: several algorithms and orders on one tree, in one table.

use super::*;

pub(super) fn compare(a: CompareArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let shared = SearchArgs {
        algo: Algorithm::AlphaBeta,
        order: Order::Given,
        conventions: a.conventions.clone(),
    };
    let selection = render::compare::Selection {
        base: config(&shared, &loaded)?,
        algorithms: a.algo.clone(),
        orders: a.order.clone(),
        time: a.time.then_some(search::timing::Plan {
            repeat: 3,
            min_time: std::time::Duration::from_millis(50),
        }),
    };
    let (tree, meta) = (&loaded.doc.tree, &loaded.doc.meta);
    let text = if a.json {
        render::json::to_pretty(
            &render::compare::json(tree, meta, &selection).map_err(|e| loaded.fail(e))?,
        )
    } else {
        render::compare::render(tree, meta, &selection, &Style::for_stdout())
            .map_err(|e| loaded.fail(e))?
    };
    emit(&text);
    Ok(EXIT_OK)
}
