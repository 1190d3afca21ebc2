//! The search record: every event of a search kept as a numbered step, for the views that
//! explain (trace, check, HTML) rather than summarise.

use std::cell::OnceCell;
use std::collections::HashMap;

use super::{CutReason, Event, EventOf, Observer};
use crate::tree::{NodeId, Tree};

/// One step of a search: an [`Event`] kept, with the skipped children of a cutoff copied.
pub type Step = EventOf<Vec<NodeId>>;

impl From<&Event<'_>> for Step {
    fn from(e: &Event) -> Self {
        e.map_skipped(|s| s.to_vec())
    }
}

/// Most steps a [`Recorder`] keeps unless told otherwise: about half a gigabyte of steps,
/// so that a recorded search of a big tree fits in 2 GiB with the tree beside it.
pub const DEFAULT_MAX_STEPS: usize = 8_000_000;

/// Keeps every event of a search as a [`Step`], up to a limit: past it the recorder keeps
/// nothing more and says so ([`Recorder::overflowed`]), so a search too big to record costs
/// bounded memory and the caller can refuse it with a message instead of running out.
#[derive(Clone, Debug)]
pub struct Recorder {
    /// The steps, in order (step 1 is `steps[0]`).
    pub steps: Vec<Step>,
    limit: usize,
    overflowed: bool,
    /// Where each node first appears in `steps`, built on the first question asked of the
    /// record (after the search), so each question costs a look-up and not a scan: a checker
    /// explaining thousands of leaves of a big tree stays linear in the record.
    index: OnceCell<Index>,
}

/// 0-based step numbers of the first time a node is entered, skipped, or cut at.
#[derive(Clone, Debug, Default)]
struct Index {
    entered: HashMap<NodeId, usize>,
    /// The first `Enter` or `Leaf` step (a horizon step carries no window).
    windowed: HashMap<NodeId, usize>,
    skipped: HashMap<NodeId, usize>,
    probe_cut: HashMap<NodeId, usize>,
    cut_at: HashMap<NodeId, usize>,
    /// The last step that gives a chance node's proven interval.
    interval: HashMap<NodeId, usize>,
}

impl Index {
    fn of(steps: &[Step]) -> Self {
        let mut ix = Index::default();
        for (i, s) in steps.iter().enumerate() {
            match s {
                Step::Enter { node, .. } | Step::Leaf { node, .. } => {
                    ix.entered.entry(*node).or_insert(i);
                    ix.windowed.entry(*node).or_insert(i);
                }
                Step::Horizon { node, .. } => {
                    ix.entered.entry(*node).or_insert(i);
                }
                Step::Cutoff {
                    node,
                    skipped,
                    reason,
                    ..
                } => {
                    ix.cut_at.entry(*node).or_insert(i);
                    for &k in skipped {
                        ix.skipped.entry(k).or_insert(i);
                    }
                    if let CutReason::Probe { .. } = reason {
                        ix.probe_cut.entry(*node).or_insert(i);
                    }
                }
                Step::ChanceChild { node, .. }
                | Step::Interval { node, .. }
                | Step::ProbeResult { chance: node, .. } => {
                    ix.interval.insert(*node, i);
                }
                _ => {}
            }
        }
        ix
    }
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder::with_limit(DEFAULT_MAX_STEPS)
    }
}

impl Observer for Recorder {
    fn event(&mut self, _: &Tree, event: &Event) {
        if self.steps.len() >= self.limit {
            self.overflowed = true;
            return;
        }
        self.steps.push(Step::from(event));
    }
}

impl Recorder {
    /// A recorder that keeps at most `max_steps` steps.
    pub fn with_limit(max_steps: usize) -> Self {
        Recorder {
            steps: Vec::new(),
            limit: max_steps,
            overflowed: false,
            index: OnceCell::new(),
        }
    }

    /// Whether the search made more steps than the limit (the steps kept are then only the
    /// first ones, and no view should be made from them).
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    /// The limit this recorder was made with.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// An error when the search made more steps than the recorder keeps: a view made from
    /// the first steps alone would be wrong.
    pub fn complete(&self) -> super::error::Result<()> {
        if !self.overflowed {
            return Ok(());
        }
        Err(super::SearchError::TooManySteps { limit: self.limit })
    }

    fn index(&self) -> &Index {
        self.index.get_or_init(|| Index::of(&self.steps))
    }

    /// The 1-based number of the first step entering (or evaluating) `node`.
    pub fn entered_at(&self, node: NodeId) -> Option<usize> {
        self.index().entered.get(&node).map(|i| i + 1)
    }

    /// The 1-based number of the first cutoff at `node`.
    pub fn cut_at(&self, node: NodeId) -> Option<usize> {
        self.index().cut_at.get(&node).map(|i| i + 1)
    }

    /// The window `node` was first entered (or reached, for a leaf) with.
    pub fn window_of(&self, node: NodeId) -> Option<(f64, f64)> {
        let i = *self.index().windowed.get(&node)?;
        match self.steps[i] {
            Step::Enter { alpha, beta, .. } | Step::Leaf { alpha, beta, .. } => Some((alpha, beta)),
            _ => None,
        }
    }

    /// The interval a chance node's value is last proven to lie in, as the step table and
    /// the stepper show it after the node's last child (or probe): `(lo, hi)` with the
    /// 1-based number of that step. `None` for a node the search never searches as a chance
    /// node (never entered, scored at the depth limit, decided by the table, or no chance
    /// node at all).
    pub fn interval_of(&self, node: NodeId) -> Option<(usize, f64, f64)> {
        let i = *self.index().interval.get(&node)?;
        match self.steps[i] {
            Step::ChanceChild { lo, hi, .. }
            | Step::Interval { lo, hi, .. }
            | Step::ProbeResult { lo, hi, .. } => Some((i + 1, lo, hi)),
            _ => None,
        }
    }

    /// The cutoff that kept the search from `node`: one that skipped it or an ancestor, or a
    /// Star2 probe cutoff at an ancestor (its children were only probed). Its 1-based step
    /// number and the step; `None` when no cutoff explains it.
    pub fn skipped_by(&self, tree: &Tree, node: NodeId) -> Option<(usize, &Step)> {
        let ix = self.index();
        let mut first = ix.skipped.get(&node).copied();
        let mut cur = node;
        while let Some(p) = tree.parent(cur) {
            for i in [ix.skipped.get(&p), ix.probe_cut.get(&p)]
                .into_iter()
                .flatten()
            {
                first = Some(first.map_or(*i, |f| f.min(*i)));
            }
            cur = p;
        }
        first.map(|i| (i + 1, &self.steps[i]))
    }
}
