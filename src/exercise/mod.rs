//! Exercises: random practice trees ([`random`]), the quiz that asks about one
//! ([`quiz`]), and exam sheets whose keys are right by construction ([`exam`]).

pub mod exam;
pub mod letters;
pub mod quiz;
pub mod random;
