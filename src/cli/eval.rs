//! `gametree eval`: the root value, best move, principal variation and pruned leaves of
//! one search, as a summary or JSON (with `--time`, how long the load and the search took).

use super::*;
use crate::cli::args::{FinalRule, MctsArgs};

pub(super) fn eval(a: EvalArgs) -> Result<u8, Failure> {
    let start = std::time::Instant::now();
    let loaded = load(&a.input)?;
    let load_seconds = start.elapsed().as_secs_f64();
    let mut cfg = config(&a.search, &loaded)?;
    cfg.mcts = mcts_params(&a.mcts, &a.search)?;
    if cfg.algorithm == search::Algorithm::Mcts {
        return monte_carlo(&a, &loaded, &cfg, load_seconds);
    }
    let tree = &loaded.doc.tree;
    let start = std::time::Instant::now();
    let outcome = searched(tree, &cfg).map_err(|e| loaded.fail(e))?;
    let times = a.time.then(|| search::timing::RunTimes {
        load_seconds,
        search_seconds: start.elapsed().as_secs_f64(),
    });
    if a.json {
        if a.nodes {
            render::deep::refuse_written_paths(tree).map_err(|e| e.in_file(&loaded.source.name))?;
        }
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

/// The `--algo mcts` parameters, refused for the other algorithms (they would be ignored).
pub(super) fn mcts_params(
    m: &MctsArgs,
    search_args: &SearchArgs,
) -> Result<search::mcts::MctsParams, Failure> {
    let algo = search_args.algo;
    if algo == search::Algorithm::Mcts {
        // The conventions of the exhaustive searches change nothing a playout does: said,
        // not ignored.
        let c = &search_args.conventions;
        let set = [
            (c.strict, "--strict"),
            (c.fail_hard, "--fail-hard"),
            (c.root_reset, "--root-reset"),
            (c.no_deep_cutoffs, "--no-deep-cutoffs"),
            (c.depth.is_some(), "--depth"),
            (c.tt, "--tt"),
            (c.budget.is_some(), "--budget"),
            (search_args.order != search::Order::Given, "--order"),
        ];
        if let Some((_, flag)) = set.iter().find(|(given, _)| *given) {
            return Err(InputError::new(
                ErrorKind::Search,
                crate::i18n::tr!("err-mcts-convention", flag = *flag),
            )
            .for_flag(*flag)
            .into());
        }
    }
    let given = [
        (m.iterations.is_some(), "--iterations"),
        (m.seed.is_some(), "--seed"),
        (m.exploration.is_some(), "--exploration"),
        (m.final_rule.is_some(), "--final"),
    ];
    if algo != search::Algorithm::Mcts
        && let Some((_, flag)) = given.iter().find(|(g, _)| *g)
    {
        return Err(InputError::new(
            ErrorKind::Search,
            crate::i18n::tr!("err-mcts-flag", flag = *flag, algorithm = algo.name()),
        )
        .for_flag(*flag)
        .into());
    }
    let mut p = search::mcts::MctsParams::default();
    if let Some(n) = m.iterations {
        p.iterations = n;
    }
    if let Some(s) = m.seed {
        p.seed = s;
    }
    if let Some(c) = m.exploration {
        p.exploration = c;
    }
    p.final_by_value = m.final_rule == Some(FinalRule::Value);
    Ok(p)
}

/// `eval --algo mcts`: the Monte Carlo search, beside the exact minimax value of the tree.
fn monte_carlo(
    a: &EvalArgs,
    loaded: &Loaded,
    cfg: &Config,
    load_seconds: f64,
) -> Result<u8, Failure> {
    let tree = &loaded.doc.tree;
    let start = std::time::Instant::now();
    let result = search::mcts::run(tree, cfg.mcts, cfg.bounds, &mut search::NoObserver)
        .map_err(|e| Failure::from(InputError::from(search::error::SearchError::Mcts(e))))?;
    let times = a.time.then(|| search::timing::RunTimes {
        load_seconds,
        search_seconds: start.elapsed().as_secs_f64(),
    });
    let exact = exact_values(loaded, cfg)?;
    if a.json {
        let mut json = render::mcts::json(tree, &result, &exact);
        if let Some(t) = times {
            json["timing"] = serde_json::json!({
                "load_seconds": t.load_seconds,
                "search_seconds": t.search_seconds,
            });
        }
        emit(&render::json::to_pretty(&json));
    } else {
        let mut text = render::mcts::text(
            tree,
            loaded.doc.meta.name.as_deref(),
            &result,
            &exact,
            &Style::for_stdout(),
        );
        if let Some(t) = times {
            text.push_str(&render::mcts::timing(t));
        }
        emit(&text);
    }
    Ok(EXIT_OK)
}

/// The exact minimax values beside which a Monte Carlo search is reported.
pub(super) fn exact_values(loaded: &Loaded, cfg: &Config) -> Result<render::mcts::Exact, Failure> {
    render::mcts::Exact::search(&loaded.doc.tree, cfg.bounds).map_err(|e| loaded.fail(e))
}
