//! Tic-tac-toe: squares 1–9 row by row, X (MAX) moves first.
//!
//! A position is two 9-bit masks. The heuristic is the tutorials' line count
//! Eval = 3·X2 + X1 − (3·O2 + O1), where X2 counts the lines with two X and no O and X1 the
//! lines with exactly one X and no O (O likewise); it lies within ±24, and a finished game
//! scores ±(100 − plies), at least 91 in size. The board's 8 symmetries (rotations and
//! reflections) give [`Game::canonical`].

use super::game::{Game, Turn};

/// The eight lines, as masks of squares (bit 0 = square 1).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// The board's symmetries as square permutations: `SYM[k][i]` is where square `i` goes.
const SYM: [[u8; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8], // identity
    [2, 5, 8, 1, 4, 7, 0, 3, 6], // rotate 90°
    [8, 7, 6, 5, 4, 3, 2, 1, 0], // rotate 180°
    [6, 3, 0, 7, 4, 1, 8, 5, 2], // rotate 270°
    [2, 1, 0, 5, 4, 3, 8, 7, 6], // mirror left–right
    [6, 7, 8, 3, 4, 5, 0, 1, 2], // mirror top–bottom
    [0, 3, 6, 1, 4, 7, 2, 5, 8], // main diagonal
    [8, 5, 2, 7, 4, 1, 6, 3, 0], // anti-diagonal
];

/// A tic-tac-toe position: the squares of X and of O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Board {
    /// X's squares (bit `i` = square `i + 1`).
    pub x: u16,
    /// O's squares.
    pub o: u16,
}

impl Board {
    /// Pieces on the board (= plies made).
    pub fn pieces(self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Whether X is to move (X moves first).
    pub fn x_to_move(self) -> bool {
        self.x.count_ones() == self.o.count_ones()
    }

    /// Reads a position such as `XX.O.....` or `xx./o../...`: nine squares row by row, `X`,
    /// `O`, and `.`, `-` or `_` for empty; `/` and spaces are ignored. The position must be
    /// one a game can reach.
    pub fn parse(text: &str) -> Result<Board, String> {
        let mut b = Board::default();
        let mut i = 0;
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '/') {
            if i == 9 {
                return Err(crate::i18n::tr!(
                    "err-ttt-too-many",
                    text = crate::text::quoted(text)
                ));
            }
            match c {
                'x' | 'X' => b.x |= 1 << i,
                'o' | 'O' => b.o |= 1 << i,
                '.' | '-' | '_' => {}
                other => {
                    return Err(crate::i18n::tr!(
                        "err-ttt-square",
                        text = format!("{other:?}")
                    ));
                }
            }
            i += 1;
        }
        if i != 9 {
            return Err(crate::i18n::tr!(
                "err-ttt-count",
                text = crate::text::quoted(text),
                count = i.to_string()
            ));
        }
        let (nx, no) = (b.x.count_ones(), b.o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(crate::i18n::tr!(
                "err-ttt-pieces",
                x = nx.to_string(),
                o = no.to_string()
            ));
        }
        let (xw, ow) = (wins(b.x), wins(b.o));
        if xw && ow {
            return Err(crate::i18n::tr!("err-ttt-both-win"));
        }
        if xw && nx != no + 1 {
            return Err(crate::i18n::tr!("err-ttt-x-won"));
        }
        if ow && nx != no {
            return Err(crate::i18n::tr!("err-ttt-o-won"));
        }
        Ok(b)
    }

    /// The position as text: nine characters row by row (`XX.O.....`).
    pub fn text(self) -> String {
        (0..9).map(|i| self.square(i)).collect()
    }

    fn square(self, i: usize) -> char {
        if self.x >> i & 1 == 1 {
            'X'
        } else if self.o >> i & 1 == 1 {
            'O'
        } else {
            '.'
        }
    }

    /// The board under symmetry `k` (0–7).
    pub fn transform(self, k: usize) -> Board {
        let map = |m: u16| (0..9).fold(0u16, |acc, i| acc | ((m >> i & 1) << SYM[k][i]));
        Board {
            x: map(self.x),
            o: map(self.o),
        }
    }
}

/// Whether the squares `m` hold a line.
fn wins(m: u16) -> bool {
    LINES.iter().any(|&l| l & !m == 0)
}

/// Lines with exactly `n` of `mine` and none of `theirs`.
fn open_lines(mine: u16, theirs: u16, n: u32) -> i32 {
    LINES
        .iter()
        .filter(|&&l| theirs & l == 0 && (mine & l).count_ones() == n)
        .count() as i32
}

/// The line heuristic: 3·X2 + X1 − (3·O2 + O1).
pub fn lines_eval(b: Board) -> i32 {
    3 * open_lines(b.x, b.o, 2) + open_lines(b.x, b.o, 1)
        - (3 * open_lines(b.o, b.x, 2) + open_lines(b.o, b.x, 1))
}

/// Tic-tac-toe.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

/// Finished games score ±(100 − plies).
pub const WIN: f64 = 100.0;

impl Game for TicTacToe {
    type State = Board;
    /// A square, 0–8.
    type Move = u8;

    fn title(&self) -> String {
        crate::i18n::tr!("game-ttt-title")
    }

    fn start(&self) -> Board {
        Board::default()
    }

    fn start_name(&self) -> String {
        crate::i18n::tr!("game-empty-board")
    }

    fn parse_position(&self, text: &str) -> Result<Board, String> {
        Board::parse(text)
    }

    fn position_help(&self) -> String {
        crate::i18n::tr!("game-ttt-position")
    }

    fn turn(&self, b: &Board) -> Turn {
        let plies = b.pieces() as f64;
        if wins(b.x) {
            Turn::Over(WIN - plies)
        } else if wins(b.o) {
            Turn::Over(-(WIN - plies))
        } else if b.x | b.o == 0x1ff {
            Turn::Over(0.0)
        } else if b.x_to_move() {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, b: &Board) -> Vec<u8> {
        if matches!(self.turn(b), Turn::Over(_)) {
            return Vec::new();
        }
        let empty = !(b.x | b.o) & 0x1ff;
        (0..9).filter(|i| empty >> i & 1 == 1).collect()
    }

    fn play(&self, b: &Board, m: u8) -> Board {
        let mut next = *b;
        if b.x_to_move() {
            next.x |= 1 << m;
        } else {
            next.o |= 1 << m;
        }
        next
    }

    fn heuristic(&self, b: &Board) -> f64 {
        lines_eval(*b) as f64
    }

    fn move_id(&self, b: &Board, m: u8) -> String {
        format!("{}{}", if b.x_to_move() { 'X' } else { 'O' }, m + 1)
    }

    fn move_text(&self, _: &Board, m: u8) -> String {
        (m + 1).to_string()
    }

    fn parse_move(&self, b: &Board, text: &str) -> Result<u8, String> {
        let t = text.trim();
        let n: u8 = t
            .parse()
            .ok()
            .filter(|n| (1..=9).contains(n))
            .ok_or_else(|| crate::i18n::tr!("play-not-a-square", text = crate::text::quoted(t)))?;
        if (b.x | b.o) >> (n - 1) & 1 == 1 {
            return Err(crate::i18n::tr!("play-square-taken", square = n));
        }
        Ok(n - 1)
    }

    fn draw(&self, b: &Board) -> String {
        let mut out = String::new();
        for r in 0..3 {
            let row: Vec<String> = (0..3).map(|c| b.square(3 * r + c).to_string()).collect();
            let key: Vec<String> = (0..3).map(|c| (3 * r + c + 1).to_string()).collect();
            out.push_str(&format!(" {}      {}\n", row.join(" "), key.join(" ")));
        }
        out
    }

    fn canonical(&self, b: &Board) -> Board {
        (0..8).map(|k| b.transform(k)).min().unwrap_or(*b)
    }

    fn win_score(&self) -> f64 {
        WIN
    }

    fn max_plies(&self) -> u32 {
        9
    }

    fn players(&self) -> [&'static str; 2] {
        ["X", "O"]
    }

    fn plies(&self, b: &Board) -> u32 {
        b.pieces()
    }

    fn legend(&self) -> Vec<String> {
        crate::i18n::tr!("game-ttt-legend")
            .lines()
            .map(str::to_string)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_symmetry() {
        let b = Board::parse("XX.O.....").unwrap();
        assert_eq!(b.text(), "XX.O.....");
        assert!(!b.x_to_move());
        assert!(Board::parse("XXX......").is_err());
        assert!(Board::parse("XXXOOO...").is_err());
        assert!(Board::parse("X..").is_err());
        assert!(Board::parse("XQ.......").is_err());
        let corner = Board::parse("X........").unwrap();
        let other = Board::parse("........X").unwrap();
        assert_eq!(TicTacToe.canonical(&corner), TicTacToe.canonical(&other));
        // The eight maps are distinct permutations.
        let asym = Board::parse("XO.......").unwrap();
        let images: std::collections::HashSet<Board> = (0..8).map(|k| asym.transform(k)).collect();
        assert_eq!(images.len(), 8);
    }
}
