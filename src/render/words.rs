//! Words for what the search core hands out: the conventions of a configuration, a value
//! with its bound, a node's result, the root's value, and the leaves line of a search, in
//! the reader's language. Each is a trait on the core's type, so a view writes
//! `config.describe()` and the core holds no sentence.

use crate::i18n::tr;
use crate::search::{Algorithm, Bound, Config, NodeResult, Outcome, Summary};
use crate::tree::Tree;

/// The conventions of a search in words.
pub trait Conventions {
    /// The conventions in words, for report headers: `cut on α ≥ β, fail-soft, …`.
    fn describe(&self) -> String;
}

impl Conventions for Config {
    fn describe(&self) -> String {
        let mut parts = vec![self.algorithm.name().to_string()];
        if self.algorithm == Algorithm::Mcts {
            // A sampled search: its seed and exploration constant say which one.
            let c = self.mcts.exploration;
            let c = if c == std::f64::consts::SQRT_2 {
                "√2".to_string()
            } else {
                crate::num::fmt_value(c)
            };
            parts.push(tr!("conv-mcts", seed = self.mcts.seed.to_string(), c = c));
            return parts.join(&tr!("list-separator"));
        }
        if matches!(self.algorithm, Algorithm::Mtdf | Algorithm::Sss) {
            // Their passes are always fail-soft and cut on α ≥ β (see `drivers`).
            parts.push(tr!("conv-null-window"));
        } else if self.algorithm.prunes() {
            parts.push(tr!(if self.strict {
                "conv-strict"
            } else {
                "conv-cut"
            }));
            parts.push(tr!(if self.fail_hard {
                "conv-fail-hard"
            } else {
                "conv-fail-soft"
            }));
            parts.push(tr!(if self.root_reset {
                "conv-root-reset"
            } else {
                "conv-root-carried"
            }));
            if self.no_deep_cutoffs {
                parts.push(tr!("conv-no-deep-cutoffs"));
            }
        }
        parts.push(tr!("conv-order", order = self.order.name()));
        if self.algorithm.chance_pruning() {
            parts.push(match self.bounds {
                Some((l, u)) => tr!(
                    "conv-bounds",
                    lo = crate::num::fmt_value(l),
                    hi = crate::num::fmt_value(u)
                ),
                None => tr!("conv-no-bounds"),
            });
        }
        if let Some(d) = self.depth {
            parts.push(tr!("conv-depth", depth = d));
        }
        if self.tt {
            parts.push(tr!("conv-tt"));
        }
        if let Some(b) = self.budget {
            parts.push(tr!("conv-budget", count = b));
        }
        parts.join(&tr!("list-separator"))
    }
}

/// A value with its bound in words.
pub trait ShowBound: Sized {
    /// A value with this bound as people write it: `3`, `≥ 3`, `≤ 3`, `—`, or `unknown`
    /// for a bound that excludes nothing (see [`Bound::proves_nothing`]).
    fn show(self, v: f64) -> String;
    /// [`ShowBound::show`] for a value whose provenance is known: exact when read from the
    /// file, rounded (and marked `≈` where digits are cut) when computed.
    fn show_as(self, v: f64, computed: bool) -> String;
}

impl ShowBound for Bound {
    fn show(self, v: f64) -> String {
        crate::render::say::say(&crate::check::phrases::bounded(self, v))
    }
    fn show_as(self, v: f64, computed: bool) -> String {
        crate::render::say::say(&crate::check::phrases::bounded_as(self, v, computed))
    }
}

/// A node's result in words.
pub trait ShowResult {
    /// The value as people read it: `3`, `≥ 3`, `≈2.333333333`, exact or rounded as its
    /// provenance says.
    fn show(&self) -> String;
}

impl ShowResult for NodeResult {
    fn show(&self) -> String {
        self.bound.show_as(self.value, self.computed)
    }
}

/// The root's value in words.
pub trait ShowRoot {
    /// The root's value for people — `3`, `≥ 5`, `≈2.333333333` — or `None` when it is
    /// not [known](Summary::known).
    fn shown(&self) -> Option<String>;
}

impl ShowRoot for Summary {
    fn shown(&self) -> Option<String> {
        self.known()
            .then(|| self.bound.show_as(self.value, self.computed))
    }
}

/// The leaves line of a search in words.
pub trait LeavesLine {
    /// One line on the leaves: `7 of 9 leaves evaluated; pruned 5–6`, with the leaves
    /// below the depth limit and those the budget left unreached counted apart.
    fn leaves_line(&self, tree: &Tree) -> String;
    /// [`LeavesLine::leaves_line`] with at most `max` ranges of pruned leaves, then how
    /// many more there are: the line of a view that must stay short on a big tree.
    fn leaves_line_within(&self, tree: &Tree, max: usize) -> String;
}

impl LeavesLine for Outcome {
    fn leaves_line(&self, tree: &Tree) -> String {
        self.leaves_line_within(tree, crate::num::RANGES_SHOWN)
    }

    fn leaves_line_within(&self, tree: &Tree, max: usize) -> String {
        let pruned = self.pruned_leaves(tree);
        let beyond = self.beyond_horizon(tree);
        let unreached = self.not_reached(tree);
        let cut = self.cut_leaves(tree);
        let mut line = tr!(
            "leaves-line",
            evaluated = tree.leaf_count() - pruned.len(),
            leaves = tree.leaf_count()
        );
        if !beyond.is_empty() {
            line.push_str(&tr!("eval-leaves-beyond", count = beyond.len()));
        }
        if !unreached.is_empty() {
            line.push_str(&tr!("eval-leaves-unreached", count = unreached.len()));
        }
        if !cut.is_empty() {
            line.push_str(&tr!(
                "leaves-line-pruned",
                leaves = crate::num::ranges_capped(&cut, max)
            ));
        }
        line
    }
}
