//! `gametree diff`: two searches of one tree side by side, node by node.

use super::*;

pub(super) fn diff(a: DiffArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let cfg = config(&a.search, &loaded)?;
    let base = config_of(&a.vs.side_a(&a.search), "--vs-bounds", &loaded)?;
    let tree = &loaded.doc.tree;
    let run = |c: &Config| searched(tree, c).map_err(|e| loaded.fail(e));
    let (oa, ob) = (run(&base)?, run(&cfg)?);
    if a.json {
        emit_streamed(|w| render::diff::write_json(w, tree, &loaded.doc.meta, &oa, &ob));
        return Ok(EXIT_OK);
    }
    let style = Style::for_stdout();
    let mut text = render::diff::render_with(tree, &oa, &ob, &style, a.view.extent());
    if let Some(note) = strict_fail_hard_note(tree, &cfg, &ob) {
        text.push_str(&paragraph(&note, &style));
    }
    if base == cfg {
        text.push_str(&paragraph(&crate::i18n::tr!("diff-same-search"), &style));
    }
    emit(&text);
    Ok(EXIT_OK)
}
