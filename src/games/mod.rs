//! Sources of trees: games (tic-tac-toe, connect-N, a dice race) and random practice trees.
//!
//! Every game implements [`game::Game`]; [`export`] writes any game's tree from a position
//! as an ordinary tree file (so `eval`, `trace`, `show` and `check` take it), [`solve`]
//! searches game states directly, [`connect4`] solves connect-4 on the standard board, [`play`] lets a person play the engine and [`quiz`] asks
//! questions about a random tree.

pub mod connect;
pub mod connect4;
pub mod dice;
pub mod exam;
pub mod export;
pub mod game;
pub mod play;
pub mod quiz;
pub mod random;
pub mod rng;
pub mod solve;
pub mod ttt;
