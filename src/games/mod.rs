//! Games as trees: tic-tac-toe, connect-N and a dice race.
//!
//! Every game implements [`game::Game`]; [`export`] writes any game's tree from a position
//! as an ordinary tree file (so `eval`, `trace`, `show` and `check` take it), [`solve`]
//! searches game states directly, [`connect4`] solves connect-4 on the standard board, and
//! [`play`] lets a person play the engine. (Random practice trees, quizzes and exams are
//! in [`crate::exercise`].)

pub mod connect;
pub mod connect4;
pub mod dice;
pub mod export;
pub mod game;
pub mod play;
pub mod solve;
pub mod ttt;
