//! `gametree trace`: every step of one search, as a table or JSON.

use super::*;

pub(super) fn trace(a: TraceArgs) -> Result<u8, Failure> {
    let loaded = load(&a.input)?;
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    let (outcome, rec) = recorded(&loaded, &cfg, a.record.max_steps)?;
    if a.json {
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
