//! The search record: every event of a search kept as a numbered step, for the views that
//! explain (trace, check, HTML) rather than summarise.

use super::{Bound, CutReason, Event, Observer};
use crate::tree::{NodeId, Tree};

/// One step of a search, owned (the skipped children of a cutoff are copied).
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// See [`Event::Enter`].
    Enter { node: NodeId, alpha: f64, beta: f64 },
    /// See [`Event::Leaf`].
    Leaf {
        node: NodeId,
        value: f64,
        alpha: f64,
        beta: f64,
    },
    /// See [`Event::Horizon`].
    Horizon { node: NodeId, value: f64 },
    /// See [`Event::Window`].
    Window {
        node: NodeId,
        child: NodeId,
        value: f64,
        alpha: f64,
        beta: f64,
    },
    /// See [`Event::Cutoff`].
    Cutoff {
        node: NodeId,
        child: NodeId,
        value: f64,
        reason: CutReason,
        skipped: Vec<NodeId>,
    },
    /// See [`Event::ChanceChild`].
    ChanceChild {
        node: NodeId,
        child: NodeId,
        p: f64,
        alpha: f64,
        beta: f64,
        a: f64,
        b: f64,
        lo: f64,
        hi: f64,
    },
    /// See [`Event::Interval`].
    Interval {
        node: NodeId,
        child: NodeId,
        lo: f64,
        hi: f64,
    },
    /// See [`Event::Probe`].
    Probe {
        chance: NodeId,
        child: NodeId,
        node: NodeId,
        alpha: f64,
        beta: f64,
    },
    /// See [`Event::ProbeResult`].
    ProbeResult {
        chance: NodeId,
        child: NodeId,
        value: f64,
        bound: f64,
        lo: f64,
        hi: f64,
    },
    /// See [`Event::ProbeReused`].
    ProbeReused {
        node: NodeId,
        value: f64,
        bound: Bound,
    },
    /// See [`Event::TtProbe`].
    TtProbe {
        node: NodeId,
        entry: super::tt::Entry,
        used: bool,
        why: Option<super::tt::Unusable>,
        alpha: f64,
        beta: f64,
    },
    /// See [`Event::Research`].
    Research {
        node: NodeId,
        child: NodeId,
        alpha: f64,
        beta: f64,
    },
    /// See [`Event::Pass`].
    Pass {
        number: u32,
        alpha: f64,
        beta: f64,
        depth: Option<u32>,
    },
    /// See [`Event::Exit`].
    Exit {
        node: NodeId,
        value: f64,
        bound: Bound,
        best: Option<NodeId>,
    },
}

impl Step {
    /// The node the step is about (for a probe: the probed node; for a chance child: the
    /// chance node).
    pub fn node(&self) -> NodeId {
        match *self {
            Step::Enter { node, .. }
            | Step::Leaf { node, .. }
            | Step::Horizon { node, .. }
            | Step::Window { node, .. }
            | Step::Cutoff { node, .. }
            | Step::ChanceChild { node, .. }
            | Step::Interval { node, .. }
            | Step::Probe { node, .. }
            | Step::ProbeReused { node, .. }
            | Step::TtProbe { node, .. }
            | Step::Research { node, .. }
            | Step::Exit { node, .. } => node,
            Step::ProbeResult { chance, .. } => chance,
            // A pass is about the whole tree.
            Step::Pass { .. } => NodeId(0),
        }
    }

    /// The step's kind as one word (`enter`, `leaf`, `alpha`, `cutoff`, …), for JSON.
    pub fn kind(&self) -> &'static str {
        match self {
            Step::Enter { .. } => "enter",
            Step::Leaf { .. } => "leaf",
            Step::Horizon { .. } => "horizon",
            Step::Window { .. } => "window",
            Step::Cutoff { .. } => "cutoff",
            Step::ChanceChild { .. } => "chance_child",
            Step::Interval { .. } => "interval",
            Step::Probe { .. } => "probe",
            Step::ProbeResult { .. } => "probe_result",
            Step::ProbeReused { .. } => "probe_reused",
            Step::TtProbe { .. } => "tt_probe",
            Step::Research { .. } => "research",
            Step::Pass { .. } => "pass",
            Step::Exit { .. } => "exit",
        }
    }
}

impl From<&Event<'_>> for Step {
    fn from(e: &Event) -> Self {
        match *e {
            Event::Enter { node, alpha, beta } => Step::Enter { node, alpha, beta },
            Event::Leaf {
                node,
                value,
                alpha,
                beta,
            } => Step::Leaf {
                node,
                value,
                alpha,
                beta,
            },
            Event::Horizon { node, value } => Step::Horizon { node, value },
            Event::Window {
                node,
                child,
                value,
                alpha,
                beta,
            } => Step::Window {
                node,
                child,
                value,
                alpha,
                beta,
            },
            Event::Cutoff {
                node,
                child,
                value,
                reason,
                skipped,
            } => Step::Cutoff {
                node,
                child,
                value,
                reason,
                skipped: skipped.to_vec(),
            },
            Event::ChanceChild {
                node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            } => Step::ChanceChild {
                node,
                child,
                p,
                alpha,
                beta,
                a,
                b,
                lo,
                hi,
            },
            Event::Interval {
                node,
                child,
                lo,
                hi,
            } => Step::Interval {
                node,
                child,
                lo,
                hi,
            },
            Event::Probe {
                chance,
                child,
                node,
                alpha,
                beta,
            } => Step::Probe {
                chance,
                child,
                node,
                alpha,
                beta,
            },
            Event::ProbeResult {
                chance,
                child,
                value,
                bound,
                lo,
                hi,
            } => Step::ProbeResult {
                chance,
                child,
                value,
                bound,
                lo,
                hi,
            },
            Event::ProbeReused { node, value, bound } => Step::ProbeReused { node, value, bound },
            Event::TtProbe {
                node,
                entry,
                used,
                why,
                alpha,
                beta,
            } => Step::TtProbe {
                node,
                entry,
                used,
                why,
                alpha,
                beta,
            },
            Event::Research {
                node,
                child,
                alpha,
                beta,
            } => Step::Research {
                node,
                child,
                alpha,
                beta,
            },
            Event::Pass {
                number,
                alpha,
                beta,
                depth,
            } => Step::Pass {
                number,
                alpha,
                beta,
                depth,
            },
            Event::Exit {
                node,
                value,
                bound,
                best,
            } => Step::Exit {
                node,
                value,
                bound,
                best,
            },
        }
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
