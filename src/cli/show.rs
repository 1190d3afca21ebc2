//! `gametree show`: the tree drawn with what the search did at each node.

use super::*;

pub(super) fn show(a: ShowArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    let outcome = searched(tree, &cfg).map_err(|e| loaded.fail(e))?;
    let style = Style::for_stdout();
    if a.json {
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
