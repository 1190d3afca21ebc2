//! Connect-4 solved exactly, on the standard 7×6 board and smaller ones.
//!
//! The general connect-N game ([`super::connect`]) is what trees are exported from; this is
//! the fast path for four in a row: a bitboard position ([`bitboard`]), a fixed-size
//! transposition table ([`table`]), the solver with each technique as a switch ([`solver`]),
//! the baseline over the general game state ([`general`]), the ladder that shows what each
//! technique saves ([`explain`]), and the engine `play` uses ([`engine`]).

pub mod bitboard;
pub mod engine;
pub mod explain;
pub mod general;
pub mod solver;
pub mod table;
