//! The key's legend: what the figure's shapes, marks and greys mean, only those it shows,
//! in the figure's language.

use super::Facts;
use super::escape::escape_text;
use crate::i18n::tr;
use crate::render::node_state::NodeState;
use crate::search::{Bound, Outcome};
use crate::tree::Tree;

/// A cut mark in running text, as `gt cut` sets one on an upright edge.
const CUT_MARK: &str = "{\\color{red!75!black}\\rotatebox[origin=c]{-35}{$\\|$}}";

/// The key's legend: only what this figure shows.
pub(super) fn legend(
    tree: &Tree,
    outcome: &Outcome,
    states: &[NodeState],
    facts: &Facts,
    windows: bool,
    cjk: bool,
) -> String {
    // The words come from the catalogue, in the figure's language; its symbols (△ ≤ ‖ α)
    // become TeX's in `escape`.
    let say = |key: &str| escape_text(&tr!(key), cjk);
    let mut items: Vec<String> = vec![say("tikz-legend-shapes")];
    if tree.has_chance() {
        items.push(say("tikz-legend-chance"));
    }
    if tree.ids().any(|id| {
        states[id.index()] == NodeState::Searched
            && matches!(outcome.result(tree, id).bound, Bound::Lower | Bound::Upper)
    }) || states.iter().any(|s| matches!(s, NodeState::Probed(_)))
    {
        items.push(say("tikz-legend-bound"));
    }
    if !facts.skipped.is_empty() {
        // The mark as the figure draws it: red, and turned as on an upright edge.
        items.push(say("tikz-legend-cut").replace("$\\|$", CUT_MARK));
    }
    if states
        .iter()
        .any(|s| matches!(s, NodeState::Pruned | NodeState::Probed(_)))
    {
        items.push(say("tikz-legend-pruned"));
    }
    if states.contains(&NodeState::BeyondHorizon) {
        items.push(say("tikz-legend-beyond"));
    }
    if states.contains(&NodeState::Horizon) {
        items.push(format!(
            "\\textsuperscript{{e}}: {}",
            say("tikz-legend-estimate")
        ));
    }
    if outcome.principal_variation(tree).len() > 1 {
        items.push(say("tikz-legend-pv"));
    }
    if windows {
        items.push(say("tikz-legend-window"));
    }
    if cjk {
        // Chinese breaks a line between any two characters: each entry is kept whole (a
        // mark is never left at a line's end apart from its words), and the entries are
        // parted by a full-width semicolon, after which the line may break.
        let items: Vec<String> = items.iter().map(|i| format!("\\mbox{{{i}}}")).collect();
        items.join("；\\allowbreak{}")
    } else {
        items.join(";\\enspace ")
    }
}
