//! Sources of trees: games (tic-tac-toe, connect-N, a dice race) and random practice trees.
//!
//! Every game implements [`game::Game`]; [`export`] writes any game's tree from a position
//! as an ordinary tree file (so `eval`, `trace`, `show` and `check` take it), and [`solve`]
//! searches game states directly.

pub mod connect;
pub mod dice;
pub mod export;
pub mod game;
pub mod random;
pub mod rng;
pub mod solve;
pub mod ttt;
