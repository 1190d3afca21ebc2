//! A connect-4 position as two 64-bit words, and the rules as shifts and masks.
//!
//! Cell (column `c`, row `r`, row 0 at the bottom) is bit `c·(rows+1) + r`: each column has
//! one spare bit above it, so a line of four never runs from the top of one column into the
//! bottom of the next. A position keeps the stones of the side to move (`current`) and every
//! stone (`mask`); a move toggles `current` into the opponent's stones, so the side to move is
//! always "current" and scores are always from its point of view.
//!
//! `current + mask` names a position uniquely: within one column of `k` stones it lies in
//! `[2^k − 1, 2^(k+1) − 2]`, ranges that do not overlap, and never carries into the next
//! column. That sum is the transposition table's key.

use super::super::connect::Grid;

/// The board's geometry: columns, rows and the masks derived from them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    cols: u32,
    rows: u32,
    /// The bottom cell of every column.
    bottom: u64,
    /// Every playable cell (no spare bits).
    board: u64,
    /// Columns centre first, then alternating outwards (left before right).
    centre_order: Vec<u32>,
}

/// A position: the side to move's stones, all stones, and how many moves were made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The stones of the side to move.
    pub current: u64,
    /// Every stone on the board.
    pub mask: u64,
    /// Moves made so far.
    pub moves: u32,
}

impl Shape {
    /// A board of `cols` × `rows` for four in a row. The cells and one spare row must fit in
    /// 64 bits, and the shifts that find lines must stay inside a word (at most 15 rows).
    pub fn new(cols: u32, rows: u32) -> Result<Shape, String> {
        if cols == 0 || rows == 0 || cols * (rows + 1) > 64 || rows > 15 {
            return Err(crate::i18n::tr!(
                "err-c4-board",
                cols = cols.to_string(),
                rows = rows.to_string()
            ));
        }
        if cols < 4 && rows < 4 {
            return Err(crate::i18n::tr!(
                "err-c4-four",
                cols = cols.to_string(),
                rows = rows.to_string()
            ));
        }
        let h = rows + 1;
        let bottom = (0..cols).fold(0u64, |acc, c| acc | 1u64 << (c * h));
        let board = bottom * ((1u64 << rows) - 1);
        let mut centre_order: Vec<u32> = (0..cols).collect();
        let mid = cols as i64 - 1;
        centre_order.sort_by_key(|&c| ((2 * c as i64 - mid).abs(), c));
        Ok(Shape {
            cols,
            rows,
            bottom,
            board,
            centre_order,
        })
    }

    /// Columns.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Cells on the board.
    pub fn cells(&self) -> u32 {
        self.cols * self.rows
    }

    /// Columns centre first.
    pub fn centre_order(&self) -> &[u32] {
        &self.centre_order
    }

    /// The cells of column `c`.
    #[inline]
    pub fn column(&self, c: u32) -> u64 {
        ((1u64 << self.rows) - 1) << (c * (self.rows + 1))
    }

    /// The columns left of the middle, the middle one included: the moves worth trying in a
    /// position that is its own mirror image.
    pub fn left_half(&self) -> u64 {
        (0..self.cols.div_ceil(2)).fold(0, |acc, c| acc | self.column(c))
    }

    /// The empty board.
    pub fn start(&self) -> Position {
        Position {
            current: 0,
            mask: 0,
            moves: 0,
        }
    }

    /// The same position as the general game state holds it.
    pub fn from_grid(&self, g: Grid) -> Position {
        let mask = g.x | g.o;
        Position {
            current: if g.x_to_move() { g.x } else { g.o },
            mask,
            moves: mask.count_ones(),
        }
    }

    /// The cell a stone dropped in every open column would land on.
    #[inline]
    pub fn possible(&self, p: &Position) -> u64 {
        (p.mask + self.bottom) & self.board
    }

    /// The cell a stone dropped in column `c` lands on (0 when the column is full).
    #[inline]
    pub fn drop_cell(&self, p: &Position, c: u32) -> u64 {
        self.possible(p) & self.column(c)
    }

    /// The position after the side to move puts a stone on `cell` (one of [`Shape::possible`]).
    #[inline]
    pub fn play(&self, p: &Position, cell: u64) -> Position {
        Position {
            current: p.current ^ p.mask,
            mask: p.mask | cell,
            moves: p.moves + 1,
        }
    }

    /// The empty cells that would complete four in a row for the stones `own`.
    #[inline]
    pub fn winning_cells(&self, own: u64, mask: u64) -> u64 {
        let h = self.rows + 1;
        // Vertical: three stones right below.
        let mut r = (own << 1) & (own << 2) & (own << 3);
        for d in [h, h - 1, h + 1] {
            // Horizontal and the two diagonals: the empty cell at either end of three, or in
            // a gap of a broken line (two on one side, one on the other).
            let pair = (own << d) & (own << (2 * d));
            r |= pair & (own << (3 * d));
            r |= pair & (own >> d);
            let pair = (own >> d) & (own >> (2 * d));
            r |= pair & (own << d);
            r |= pair & (own >> (3 * d));
        }
        r & (self.board ^ mask)
    }

    /// Cells where the side to move would complete a line.
    #[inline]
    pub fn own_threats(&self, p: &Position) -> u64 {
        self.winning_cells(p.current, p.mask)
    }

    /// Cells where the opponent would complete a line.
    #[inline]
    pub fn opponent_threats(&self, p: &Position) -> u64 {
        self.winning_cells(p.current ^ p.mask, p.mask)
    }

    /// Whether the side to move wins with its next stone.
    #[inline]
    pub fn can_win_next(&self, p: &Position) -> bool {
        self.own_threats(p) & self.possible(p) != 0
    }

    /// Moves that do not hand the opponent a win on its next move (for a side that cannot
    /// win at once): a move must block an opponent's playable threat if there is one (none
    /// if there are two), and must not fill the cell just under an opponent's threat.
    #[inline]
    pub fn non_losing_moves(&self, p: &Position) -> u64 {
        let mut possible = self.possible(p);
        let threats = self.opponent_threats(p);
        let forced = possible & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        possible & !(threats >> 1)
    }

    /// The position's table key (unique, see the module comment).
    #[inline]
    pub fn key(&self, p: &Position) -> u64 {
        p.current + p.mask
    }

    /// The mirror image (columns left to right reversed) of a set of cells, or of a key: a
    /// key is read column by column, so mirroring it is mirroring its columns.
    #[inline]
    pub fn mirror_key(&self, key: u64) -> u64 {
        let h = self.rows + 1;
        let col = (1u64 << h) - 1;
        let mut out = 0;
        for c in 0..self.cols {
            out |= ((key >> (c * h)) & col) << ((self.cols - 1 - c) * h);
        }
        out
    }

    /// The score of a win for the side to move on move `m` (counted from 1): half the cells
    /// left after it, rounded down, plus one: a quicker win scores higher.
    pub fn win_score(&self, m: u32) -> i32 {
        (self.cells() as i32 + 2 - m as i32) / 2
    }

    /// The move on which a nonzero score is won, in a position after `moves` moves: the
    /// side to move wins on a move of the parity of `moves + 1`, the opponent of `moves`.
    pub fn deciding_move(&self, moves: u32, score: i32) -> u32 {
        let winner_parity = if score > 0 {
            (moves + 1) % 2
        } else {
            moves % 2
        };
        // floor((cells + 2 − m) / 2) = |score| for two moves m; the winner's parity picks one.
        let m = (self.cells() as i32 + 2 - 2 * score.abs()) as u32;
        if m % 2 == winner_parity { m } else { m - 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect::Connect;
    use crate::games::game::{Game, Turn};

    fn at(shape: &Shape, text: &str) -> Position {
        let g = Connect::new(shape.cols(), shape.rows(), 4).unwrap();
        shape.from_grid(g.parse_moves(text).unwrap())
    }

    #[test]
    fn threats_in_every_direction_are_found() {
        let s = Shape::new(7, 6).unwrap();
        // X: 1 2 3 across the bottom; O on top. X to move threatens column 4.
        let p = at(&s, "1 1 2 2 3 3");
        assert!(s.can_win_next(&p));
        assert_eq!(s.own_threats(&p) & s.possible(&p), s.drop_cell(&p, 3));
        // O (to move after X's 7th stone elsewhere) has three stacked in column 1: a threat.
        let p = at(&s, "2 1 2 1 3 1 7");
        assert!(s.can_win_next(&p));
        // A broken diagonal: X at (1,1) (2,2) (4,4) needs (3,3).
        let p = at(&s, "1 2 2 3 4 3 4 4 4 7");
        let cell = 1u64 << (2 * 7 + 2);
        assert!(s.own_threats(&p) & cell != 0, "{p:?}");
        // The empty board has none.
        assert_eq!(s.own_threats(&s.start()), 0);
    }

    #[test]
    fn agrees_with_the_general_game_on_wins() {
        // Every win the general game sees after a move, the bitboard saw as a threat before it.
        let shape = Shape::new(5, 4).unwrap();
        let g = Connect::new(5, 4, 4).unwrap();
        let mut state = g.start();
        let mut rng = 12345u64;
        for _ in 0..2000 {
            if !matches!(g.turn(&state), Turn::Max | Turn::Min) {
                state = g.start();
            }
            let moves = g.moves(&state);
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(rng >> 33) as usize % moves.len()];
            let p = shape.from_grid(state);
            let cell = shape.drop_cell(&p, m as u32);
            let wins = shape.own_threats(&p) & cell != 0;
            state = g.play(&state, m);
            assert_eq!(wins, matches!(g.turn(&state), Turn::Over(v) if v != 0.0));
            if !wins {
                assert_eq!(shape.from_grid(state), shape.play(&p, cell));
            }
        }
    }

    #[test]
    fn mirror_keys_and_scores() {
        let s = Shape::new(7, 6).unwrap();
        let a = at(&s, "1 2 2");
        let b = at(&s, "7 6 6");
        assert_eq!(s.mirror_key(s.key(&a)), s.key(&b));
        assert_eq!(s.mirror_key(s.mirror_key(s.key(&a))), s.key(&a));
        let sym = at(&s, "4 4");
        assert_eq!(s.mirror_key(s.key(&sym)), s.key(&sym));
        // A win on move 7 (the earliest) scores 18; on the last move 1.
        assert_eq!(s.win_score(7), 18);
        assert_eq!(s.win_score(42), 1);
        assert_eq!(s.deciding_move(0, 18), 7);
        assert_eq!(s.deciding_move(1, -18), 7);
        assert_eq!(s.deciding_move(0, 1), 41);
        assert_eq!(s.deciding_move(1, 1), 42);
        assert_eq!(s.centre_order(), &[3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(Shape::new(4, 4).unwrap().centre_order(), &[1, 2, 0, 3]);
    }
}
