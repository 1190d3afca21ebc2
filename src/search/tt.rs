//! The transposition table: what the search learned about a position, kept for when it
//! meets the same position again (a shared subtree, or the next pass of MTD(f)/SSS*).
//!
//! A position is a node's origin (`Tree::origin`): copies of one shared subtree are one
//! position. Each entry holds the best lower and upper bound known for the position (equal:
//! EXACT) — each result classified by the fail-soft window theorem: exact inside the window,
//! a LOWER bound at or above β, an UPPER bound at or below α — and the depth still searched
//! below it. An entry answers a probe only when its depth suffices and a bound decides the
//! node against the probe's window, as MTD(f) and MT-SSS* need.

use std::collections::HashMap;

use super::Bound;
use crate::num::{eq_if, ge_if, le_if};
use crate::tree::NodeId;

/// What is known about one position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry {
    /// The position's value is at least this.
    pub lower: f64,
    /// The position's value is at most this.
    pub upper: f64,
    /// Plies still searched below the position when it was stored (`u32::MAX`: to the leaves).
    pub depth: u32,
    /// The bounds came through chance-node arithmetic (compared with the tolerance).
    pub computed: bool,
}

impl Entry {
    /// EXACT when the bounds meet, else LOWER or UPPER (whichever is finite; LOWER if both).
    pub fn bound(&self) -> Bound {
        if eq_if(self.computed, self.lower, self.upper) {
            Bound::Exact
        } else if self.lower.is_finite() {
            Bound::Lower
        } else {
            Bound::Upper
        }
    }
}

/// What a probe found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Probe {
    /// No entry for the position.
    Miss,
    /// An entry that decides the node: take this value with this bound.
    Hit(Entry, f64, Bound),
    /// An entry that does not decide the node, and why.
    Unusable(Entry, Unusable),
}

/// Why an entry could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// It was searched less deep than needed now.
    TooShallow,
    /// A lower bound below β: the node might still fall inside the window.
    LowerBelowBeta,
    /// An upper bound above α.
    UpperAboveAlpha,
}

/// Entries by position.
#[derive(Clone, Debug, Default)]
pub struct TranspositionTable {
    entries: HashMap<NodeId, Entry>,
    /// Probes answered by an entry.
    pub hits: u64,
    /// Probes that found an entry they could not use.
    pub unusable: u64,
    /// Probes that found nothing.
    pub misses: u64,
}

impl TranspositionTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of positions stored.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Looks a position up for a search with window (alpha, beta) — its ends computed as
    /// `(alpha_c, beta_c)` say — that must see `depth` more plies.
    pub fn probe(
        &mut self,
        key: NodeId,
        alpha: f64,
        beta: f64,
        (alpha_c, beta_c): (bool, bool),
        depth: u32,
    ) -> Probe {
        let Some(&e) = self.entries.get(&key) else {
            self.misses += 1;
            return Probe::Miss;
        };
        let verdict = if e.depth < depth {
            Err(Unusable::TooShallow)
        } else if eq_if(e.computed, e.lower, e.upper) {
            Ok((e.lower, Bound::Exact))
        } else if ge_if(e.computed || beta_c, e.lower, beta) {
            Ok((e.lower, Bound::Lower))
        } else if le_if(e.computed || alpha_c, e.upper, alpha) {
            Ok((e.upper, Bound::Upper))
        } else if e.lower.is_finite() {
            Err(Unusable::LowerBelowBeta)
        } else {
            Err(Unusable::UpperAboveAlpha)
        };
        match verdict {
            Ok((v, b)) => {
                self.hits += 1;
                Probe::Hit(e, v, b)
            }
            Err(why) => {
                self.unusable += 1;
                Probe::Unusable(e, why)
            }
        }
    }

    /// Stores what a search with window (alpha, beta) returned for a position: exact inside
    /// the window, a bound at or beyond its ends (the fail-soft theorem; it holds for
    /// fail-hard returns too, and for the strict rule it can only lose exactness).
    /// `computed` says the value came through chance arithmetic, and the window's flags
    /// say the same of its ends.
    pub fn store(
        &mut self,
        key: NodeId,
        value: f64,
        computed: bool,
        (alpha, beta, alpha_c, beta_c): (f64, f64, bool, bool),
        depth: u32,
    ) {
        let (lower, upper) = if le_if(computed || alpha_c, value, alpha) {
            (f64::NEG_INFINITY, value)
        } else if ge_if(computed || beta_c, value, beta) {
            (value, f64::INFINITY)
        } else {
            (value, value)
        };
        let fresh = Entry {
            lower,
            upper,
            depth,
            computed,
        };
        let e = self.entries.entry(key).or_insert(fresh);
        if depth > e.depth {
            *e = fresh;
        } else if depth == e.depth {
            // Two true statements about one position: keep the tighter of each bound.
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            e.computed |= computed;
        }
    }

    /// The entry for a position, if any.
    pub fn get(&self, key: NodeId) -> Option<Entry> {
        self.entries.get(&key).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_decide_only_against_the_right_window() {
        const X: (bool, bool) = (false, false);
        let mut tt = TranspositionTable::new();
        let k = NodeId(3);
        assert_eq!(tt.probe(k, 0.0, 10.0, X, 1), Probe::Miss);
        tt.store(k, 12.0, false, (0.0, 10.0, false, false), 2); // failed high: at least 12
        assert!(matches!(
            tt.probe(k, 0.0, 10.0, X, 2),
            Probe::Hit(_, 12.0, Bound::Lower)
        ));
        assert!(matches!(
            tt.probe(k, 0.0, 20.0, X, 2),
            Probe::Unusable(_, Unusable::LowerBelowBeta)
        ));
        assert!(matches!(
            tt.probe(k, 0.0, 10.0, X, 3),
            Probe::Unusable(_, Unusable::TooShallow)
        ));
        tt.store(k, 15.0, false, (16.0, 30.0, false, false), 2); // failed low there: at most 15
        assert!(matches!(tt.probe(k, 14.0, 20.0, X, 2), Probe::Unusable(..)));
        assert!(matches!(
            tt.probe(k, 15.0, 20.0, X, 2),
            Probe::Hit(_, 15.0, Bound::Upper)
        ));
        tt.store(k, 13.0, false, (0.0, 20.0, false, false), 2); // exact
        assert!(matches!(
            tt.probe(k, -100.0, 100.0, X, 2),
            Probe::Hit(_, 13.0, Bound::Exact)
        ));
        tt.store(k, 1.0, false, (0.0, 10.0, false, false), 5); // deeper knowledge replaces shallower
        assert_eq!(tt.get(k).unwrap().depth, 5);
    }
}
