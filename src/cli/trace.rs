//! `gametree trace`: every step of one search, as a table or JSON.

use super::*;

pub(super) fn trace(a: TraceArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let mut cfg = config(&a.search, &loaded)?;
    cfg.mcts = super::eval::mcts_params(&a.mcts, &a.search)?;
    if cfg.algorithm == search::Algorithm::Mcts {
        return monte_carlo(&a, &loaded, &cfg);
    }
    let tree = &loaded.doc.tree;
    let (outcome, rec) = recorded(&loaded, &cfg, a.record.max_steps)?;
    if a.json {
        render::deep::refuse_written_steps(tree, &rec)
            .map_err(|e| e.in_file(&loaded.source.name))?;
        emit_streamed(|w| render::trace::write_json(w, tree, &outcome, &rec));
    } else {
        let style = Style::for_stdout();
        let mut text = render::trace::render_with(
            tree,
            &loaded.doc.meta,
            &outcome,
            &rec,
            &style,
            a.view.extent(),
        );
        if let Some(note) = strict_fail_hard_note(tree, &cfg, &outcome) {
            text.push_str(&paragraph(&note, &style));
        }
        emit(&text);
    }
    Ok(EXIT_OK)
}

/// `trace --algo mcts`: every iteration of the Monte Carlo search.
fn monte_carlo(a: &TraceArgs, loaded: &Loaded, cfg: &Config) -> Result<u8, Failure> {
    let tree = &loaded.doc.tree;
    let mut rec = search::Recorder::with_limit(a.record.max_steps);
    let result = search::mcts::run(tree, cfg.mcts, cfg.bounds, &mut rec)
        .map_err(|e| Failure::from(InputError::from(search::error::SearchError::Mcts(e))))?;
    rec.complete().map_err(|e| loaded.fail(e))?;
    let exact = super::eval::exact_values(loaded, cfg)?;
    if a.json {
        emit(&render::json::to_pretty(&render::mcts::trace_json(
            tree, &result, &exact, &rec.steps,
        )));
    } else {
        emit(&render::mcts::trace_text(
            tree,
            loaded.doc.meta.name.as_deref(),
            &result,
            &exact,
            &rec.steps,
            a.view.all,
            &Style::for_stdout(),
        ));
    }
    Ok(EXIT_OK)
}
