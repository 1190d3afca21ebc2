//! `gametree show`: the tree drawn with what the search did at each node.

use super::*;

pub(super) fn show(a: ShowArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let mut cfg = config(&a.search, &loaded)?;
    cfg.mcts = super::eval::mcts_params(&a.mcts, &a.search)?;
    if cfg.algorithm == search::Algorithm::Mcts {
        return monte_carlo(&a, &loaded, &cfg);
    }
    let tree = &loaded.doc.tree;
    let outcome = searched(tree, &cfg).map_err(|e| loaded.fail(e))?;
    let style = Style::for_stdout();
    if a.json {
        render::deep::refuse_written_paths(tree).map_err(|e| e.in_file(&loaded.source.name))?;
        emit_streamed(|w| render::json::write_tree(w, tree, &loaded.doc.meta, &outcome));
        return Ok(EXIT_OK);
    }
    let opts = render::ascii::Options {
        extent: a.view.extent(),
        hide_pruned: a.hide_pruned,
    };
    let mut text = render::ascii::render_with(tree, &loaded.doc.meta, &outcome, &style, &opts);
    if let Some(note) = strict_fail_hard_note(tree, &cfg, &outcome) {
        text.push_str(&paragraph(&note, &style));
    }
    emit(&text);
    Ok(EXIT_OK)
}

/// `show --algo mcts`: the tree with each node's visits and mean.
fn monte_carlo(a: &ShowArgs, loaded: &Loaded, cfg: &Config) -> Result<u8, Failure> {
    let tree = &loaded.doc.tree;
    let result = search::mcts::run(tree, cfg.mcts, cfg.bounds, &mut search::NoObserver)
        .map_err(|e| Failure::from(InputError::from(search::error::SearchError::Mcts(e))))?;
    let exact = super::eval::exact_values(loaded, cfg)?;
    if a.json {
        emit(&render::json::to_pretty(&render::mcts::show_json(
            tree, &result, &exact,
        )));
        return Ok(EXIT_OK);
    }
    emit(&render::mcts::show_text(
        tree,
        loaded.doc.meta.name.as_deref(),
        &result,
        &exact,
        a.view.extent(),
        &Style::for_stdout(),
    ));
    Ok(EXIT_OK)
}
