//! The search record: every event of a search kept as a numbered step, for the views that
//! explain (trace, check, HTML) rather than summarise.

use super::{CutReason, Event, EventOf, Observer};
use crate::tree::{NodeId, Tree};

/// One step of a search: an [`Event`] kept, with the skipped children of a cutoff copied.
pub type Step = EventOf<Vec<NodeId>>;

impl From<&Event<'_>> for Step {
    fn from(e: &Event) -> Self {
        e.map_skipped(|s| s.to_vec())
    }
}

/// Keeps every event of a search as a [`Step`], with the depth of the node it concerns.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// The steps, in order (step 1 is `steps[0]`).
    pub steps: Vec<Step>,
    /// Depth (number of open inner nodes) at each step, for indented views.
    pub depths: Vec<usize>,
    open: usize,
}

impl Observer for Recorder {
    fn event(&mut self, _: &Tree, event: &Event) {
        let step = Step::from(event);
        if let Step::Exit { .. } = step {
            self.open = self.open.saturating_sub(1);
        }
        self.depths.push(self.open);
        if let Step::Enter { .. } = step {
            self.open += 1;
        }
        self.steps.push(step);
    }
}

impl Recorder {
    /// The 1-based number of the first step entering (or evaluating) `node`.
    pub fn entered_at(&self, node: NodeId) -> Option<usize> {
        self.steps
            .iter()
            .position(|s| matches!(s, Step::Enter { node: n, .. } | Step::Leaf { node: n, .. } | Step::Horizon { node: n, .. } if *n == node))
            .map(|i| i + 1)
    }

    /// The window `node` was first entered (or reached, for a leaf) with.
    pub fn window_of(&self, node: NodeId) -> Option<(f64, f64)> {
        self.steps.iter().find_map(|s| match *s {
            Step::Enter {
                node: n,
                alpha,
                beta,
            }
            | Step::Leaf {
                node: n,
                alpha,
                beta,
                ..
            } if n == node => Some((alpha, beta)),
            _ => None,
        })
    }

    /// The cutoff that kept the search from `node`: one that skipped it or an ancestor, or a
    /// Star2 probe cutoff at an ancestor (its children were only probed). Its 1-based step
    /// number and the step; `None` when no cutoff explains it.
    pub fn skipped_by(&self, tree: &Tree, node: NodeId) -> Option<(usize, &Step)> {
        let mut ancestors = vec![node];
        let mut cur = node;
        while let Some(p) = tree.parent(cur) {
            ancestors.push(p);
            cur = p;
        }
        self.steps.iter().enumerate().find_map(|(i, s)| match s {
            Step::Cutoff { skipped, .. } if skipped.iter().any(|k| ancestors.contains(k)) => {
                Some((i + 1, s))
            }
            Step::Cutoff {
                node: at,
                reason: CutReason::Probe { .. },
                ..
            } if ancestors[1..].contains(at) => Some((i + 1, s)),
            _ => None,
        })
    }
}
