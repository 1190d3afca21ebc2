//! A game's tree from a position, as an ordinary tree file: `gametree game`.
//!
//! Node ids name the moves that lead to them (`X5-O1-X9`), so they are unique. Finished
//! games are leaves with the game's score; positions at the depth limit are leaves scored
//! by the chosen evaluation; chance states are chance nodes with their outcomes'
//! probabilities written as fractions. With symmetry on, positions equal under the board's
//! symmetries (transpositions included) are merged at each level: the file is then a DAG
//! written with YAML anchors and aliases, which the reader unfolds into the same tree.

use std::collections::HashMap;

use super::game::{Game, Turn};
use crate::num::Probability;
use crate::parse::MAX_UNFOLDED_NODES;
use crate::tree::Kind;
use crate::tree::yaml::{Dag, DagId};

/// How leaves at the depth limit are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// The game's heuristic (the line count for tic-tac-toe and connect-N, the race lead
    /// for the dice race).
    Lines,
    /// 0: only finished games count.
    Win,
}

/// What to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Plies below the root (chance steps do not count); `None` for the whole game.
    pub depth: Option<u32>,
    /// The evaluation at the depth limit.
    pub eval: Eval,
    /// Merge positions equal under the game's symmetries at each level.
    pub symmetry: bool,
    /// Most distinct nodes to make (a guard against a whole connect-4 game).
    pub max_nodes: usize,
}

/// An exported game tree.
#[derive(Debug)]
pub struct Exported {
    /// The tree, with shared nodes when symmetry is on.
    pub dag: Dag,
    /// Its root.
    pub root: DagId,
    /// Nodes of the tree once unfolded (what `eval` searches).
    pub unfolded: u64,
}

/// Why a tree was not exported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// More distinct nodes than allowed.
    #[error("{}", crate::i18n::tr!("err-export-distinct", max = .0.to_string()))]
    TooManyNodes(usize),
    /// The nodes, their ids and the positions kept to merge take more memory than the node
    /// limit allows (in bytes).
    #[error("{}", crate::i18n::tr!(
        "err-export-memory",
        mb = (.0 >> 20).to_string(),
        per_node = BYTES_PER_NODE.to_string()
    ))]
    TooMuchMemory(usize),
    /// The unfolded tree is larger than a tree file may unfold to.
    #[error("{}", crate::i18n::tr!(
        "err-export-unfolded",
        nodes = .0.to_string(),
        max = MAX_UNFOLDED_NODES.to_string()
    ))]
    TooLarge(u64),
}

/// Bytes of memory the export may hold per node of `--max-nodes`: a node of a deep game
/// holds its id (a few bytes a move), and with symmetry its position and a note on every
/// merged edge as well, so counting nodes alone let a 9×6 connect-4 export reach 3.8 GB.
pub const BYTES_PER_NODE: usize = 100;

/// The least memory the export may hold, whatever the node limit.
const MIN_HELD_BYTES: usize = 64 << 20;

/// A node made for a position: the node, the position itself, and its id.
struct Made<S> {
    node: DagId,
    state: S,
    label: String,
}

struct Builder<'g, G: Game> {
    game: &'g G,
    spec: Spec,
    dag: Dag,
    /// With symmetry: (level, canonical state) → the node made for it, its state and id.
    seen: HashMap<(u32, G::State), Made<G::State>>,
    /// About how many bytes the nodes, their ids, notes and kept positions take.
    held: usize,
}

impl<G: Game> Builder<'_, G> {
    /// The node for `s` at tree level `level`, `plies` decisions below the root. Recursive:
    /// the depth is bounded by the game's length (see [`Game::max_plies`]).
    fn node(
        &mut self,
        s: &G::State,
        level: u32,
        plies: u32,
        id: &str,
    ) -> Result<(DagId, Option<String>), ExportError> {
        let key = self.spec.symmetry.then(|| (level, self.game.canonical(s)));
        if let Some(key) = &key
            && let Some(Made { node, state, label }) = self.seen.get(key)
        {
            let key = if state == s {
                "export-same-position-order"
            } else {
                "export-same-position-symmetry"
            };
            let note = crate::i18n::tr!(key, id = display_id(id), label = label.to_string());
            let node = *node;
            self.hold(note.len())?;
            return Ok((node, Some(note)));
        }
        if self.dag.len() >= self.spec.max_nodes {
            return Err(ExportError::TooManyNodes(self.spec.max_nodes));
        }
        // A node of the DAG with its child slot and id; with symmetry, its entry among the
        // positions seen, which keeps the position and the id again.
        let seen = match key {
            Some(_) => std::mem::size_of::<((u32, G::State), Made<G::State>)>() + 2 * id.len() + 16,
            None => 0,
        };
        self.hold(std::mem::size_of::<crate::tree::yaml::DagId>() + 80 + id.len() + seen)?;
        let turn = self.game.turn(s);
        let node = match turn {
            Turn::Over(v) => self.dag.leaf(v),
            Turn::Max | Turn::Min if self.spec.depth.is_some_and(|d| plies >= d) => {
                self.dag.leaf(match self.spec.eval {
                    Eval::Lines => self.game.heuristic(s),
                    Eval::Win => 0.0,
                })
            }
            _ => {
                let moves = self.game.moves(s);
                let mut kids = Vec::with_capacity(moves.len());
                let mut notes = Vec::new();
                let next_plies = if turn == Turn::Chance {
                    plies
                } else {
                    plies + 1
                };
                for &m in &moves {
                    let part = self.game.move_id(s, m);
                    let child_id = if id.is_empty() {
                        part
                    } else {
                        format!("{id}-{part}")
                    };
                    let next = self.game.play(s, m);
                    let (child, note) = self.node(&next, level + 1, next_plies, &child_id)?;
                    if turn == Turn::Chance {
                        let (n, d) = self.game.probability(s, m);
                        let p = Probability::parse(&format!("{n}/{d}"))
                            .unwrap_or_else(|| Probability::from_f64(n as f64 / d as f64));
                        self.dag.set_prob(child, p);
                    }
                    if let Some(note) = note {
                        notes.push((kids.len(), note));
                    }
                    kids.push(child);
                }
                let kind = match turn {
                    Turn::Max => Kind::Max,
                    Turn::Min => Kind::Min,
                    _ => Kind::Chance,
                };
                let node = self.dag.node(kind, kids);
                for (i, note) in notes {
                    self.dag.set_note(node, i, note);
                }
                node
            }
        };
        if !id.is_empty() {
            self.dag.set_label(node, id);
        }
        if let Some(key) = key {
            self.seen.insert(
                key,
                Made {
                    node,
                    state: s.clone(),
                    label: id.to_string(),
                },
            );
        }
        Ok((node, None))
    }
}

impl<G: Game> Builder<'_, G> {
    /// Counts `bytes` more held, refusing past what the node limit allows.
    fn hold(&mut self, bytes: usize) -> Result<(), ExportError> {
        let most = self
            .spec
            .max_nodes
            .saturating_mul(BYTES_PER_NODE)
            .max(MIN_HELD_BYTES);
        self.held = self.held.saturating_add(bytes);
        if self.held > most {
            return Err(ExportError::TooMuchMemory(most));
        }
        Ok(())
    }
}

fn display_id(id: &str) -> String {
    if id.is_empty() {
        crate::i18n::tr!("export-the-root")
    } else {
        id.to_string()
    }
}

/// The game tree from `start` as `spec` says.
pub fn export<G: Game>(game: &G, start: &G::State, spec: Spec) -> Result<Exported, ExportError> {
    let mut b = Builder {
        game,
        spec,
        dag: Dag::new(),
        seen: HashMap::new(),
        held: 0,
    };
    let (root, _) = b.node(start, 0, 0, "")?;
    let unfolded = b.dag.unfolded_len(root);
    if unfolded > MAX_UNFOLDED_NODES as u64 {
        return Err(ExportError::TooLarge(unfolded));
    }
    Ok(Exported {
        dag: b.dag,
        root,
        unfolded,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ttt::{Board, TicTacToe};
    use crate::tree::yaml::{Header, write_dag};

    fn spec(depth: Option<u32>, symmetry: bool) -> Spec {
        Spec {
            depth,
            eval: Eval::Lines,
            symmetry,
            max_nodes: 1_000_000,
        }
    }

    #[test]
    fn depth_two_from_the_empty_board() {
        let e = export(&TicTacToe, &Board::default(), spec(Some(2), false)).unwrap();
        assert_eq!(e.unfolded, 1 + 9 + 72);
        assert_eq!(e.dag.len(), 82);
        let sym = export(&TicTacToe, &Board::default(), spec(Some(2), true)).unwrap();
        assert_eq!(sym.unfolded, 82);
        // 1 + 3 classes after X's move + 12 after O's reply.
        assert_eq!(sym.dag.len(), 1 + 3 + 12);
        let text = write_dag(&sym.dag, sym.root, &Header::default());
        assert!(
            text.contains("- *X1  # X3: the position of X1, by symmetry"),
            "{text}"
        );
    }
}
