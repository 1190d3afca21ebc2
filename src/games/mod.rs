//! Sources of trees: random practice trees (and, later, games).

pub mod random;
pub mod rng;
