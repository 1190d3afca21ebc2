//! Connect-N on a small board: pieces drop into columns, N in a row (across, up or
//! diagonally) wins. X (MAX) moves first. Presets: connect-3 on 4 columns × 4 rows and
//! connect-4 on 5 columns × 4 rows.
//!
//! The board is two bitboards with one spare bit above each column (bit `col·(rows+1) +
//! row`, row 0 at the bottom), so N in a row is found with shifts. The heuristic
//! generalises tic-tac-toe's: over every window of N cells in a line,
//! 3·X(N−1) + X(N−2) − (3·O(N−1) + O(N−2)), where X(k) counts windows with k X and no O.
//! A finished game scores ±(W − plies), with W a power of ten above any heuristic value and
//! game length (100 for both presets). The mirror image left–right is the board's symmetry.

use super::game::{Game, Turn};

/// A connect-N position: the cells of X and of O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Grid {
    /// X's cells.
    pub x: u64,
    /// O's cells.
    pub o: u64,
}

impl Grid {
    /// Pieces on the board (= plies made).
    pub fn pieces(self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Whether X is to move.
    pub fn x_to_move(self) -> bool {
        self.x.count_ones() == self.o.count_ones()
    }
}

/// Connect-N on a `cols` × `rows` board.
#[derive(Clone, Debug)]
pub struct Connect {
    cols: u32,
    rows: u32,
    n: u32,
    /// Every window of N cells in a line.
    windows: Vec<u64>,
    /// Columns centre first, then alternating outwards.
    order: Vec<u8>,
    win: f64,
}

impl Connect {
    /// Connect-`n` on `cols` columns and `rows` rows. The board must fit in 64 bits with a
    /// spare row (cols·(rows+1) ≤ 64), and N in a row must fit on it.
    pub fn new(cols: u32, rows: u32, n: u32) -> Result<Connect, String> {
        if cols == 0 || rows == 0 || cols > 9 || cols * (rows + 1) > 64 {
            return Err(crate::i18n::tr!(
                "err-connect-board",
                cols = cols.to_string(),
                rows = rows.to_string()
            ));
        }
        if n < 2 || (n > cols && n > rows) {
            return Err(crate::i18n::tr!(
                "err-connect-n",
                n = n.to_string(),
                cols = cols.to_string(),
                rows = rows.to_string()
            ));
        }
        let h = rows + 1;
        let mut windows = Vec::new();
        let cell = |c: i32, r: i32| -> Option<u64> {
            (c >= 0 && r >= 0 && c < cols as i32 && r < rows as i32)
                .then(|| 1u64 << (c as u32 * h + r as u32))
        };
        for c in 0..cols as i32 {
            for r in 0..rows as i32 {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let w: Option<u64> = (0..n as i32)
                        .map(|k| cell(c + dc * k, r + dr * k))
                        .try_fold(0u64, |acc, b| b.map(|b| acc | b));
                    if let Some(w) = w {
                        windows.push(w);
                    }
                }
            }
        }
        let bound = 3.0 * windows.len() as f64 + (cols * rows) as f64 + 1.0;
        let mut win = 100.0;
        while win < bound {
            win *= 10.0;
        }
        let mut order: Vec<u8> = (0..cols as u8).collect();
        let mid = (cols - 1) as f64 / 2.0;
        order.sort_by(|a, b| {
            (*a as f64 - mid)
                .abs()
                .total_cmp(&(*b as f64 - mid).abs())
                .then(a.cmp(b))
        });
        Ok(Connect {
            cols,
            rows,
            n,
            windows,
            order,
            win,
        })
    }

    /// Connect-3 on 4 × 4.
    pub fn connect3() -> Connect {
        Connect::new(4, 4, 3).expect("a valid preset")
    }

    /// Connect-4 on 5 columns × 4 rows.
    pub fn connect4() -> Connect {
        Connect::new(5, 4, 4).expect("a valid preset")
    }

    /// Columns.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    fn column_mask(&self, c: u32) -> u64 {
        ((1u64 << self.rows) - 1) << (c * (self.rows + 1))
    }

    fn height(&self, g: Grid, c: u32) -> u32 {
        ((g.x | g.o) & self.column_mask(c)).count_ones()
    }

    /// Whether the cells `m` hold N in a row.
    fn wins(&self, m: u64) -> bool {
        let h = self.rows + 1;
        [1, h, h + 1, h - 1].iter().any(|&d| {
            let mut acc = m;
            for k in 1..self.n {
                acc &= m >> (k * d);
            }
            acc != 0
        })
    }

    /// Reads a position as the columns played in order, from the empty board: `3 3 2`,
    /// `3,3,2` or `332` (columns 1–9).
    pub fn parse_moves(&self, text: &str) -> Result<Grid, String> {
        let mut g = Grid::default();
        let digits: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != ',' && *c != '-')
            .collect();
        for (i, ch) in digits.iter().enumerate() {
            let col = ch
                .to_digit(10)
                .filter(|d| (1..=self.cols).contains(d))
                .ok_or_else(|| {
                    crate::i18n::tr!(
                        "err-connect-column",
                        text = format!("{ch:?}"),
                        cols = self.cols.to_string()
                    )
                })?;
            if matches!(self.turn(&g), Turn::Over(_)) {
                return Err(crate::i18n::tr!(
                    "err-connect-after-end",
                    number = (i + 1).to_string(),
                    col = col.to_string()
                ));
            }
            let m = (col - 1) as u8;
            if self.height(g, m as u32) == self.rows {
                return Err(crate::i18n::tr!(
                    "err-connect-full",
                    number = (i + 1).to_string(),
                    col = col.to_string()
                ));
            }
            g = self.play(&g, m);
        }
        Ok(g)
    }
}

impl Game for Connect {
    type State = Grid;
    /// A column, 0-based.
    type Move = u8;

    fn title(&self) -> String {
        crate::i18n::tr!(
            "game-connect-title",
            n = self.n,
            cols = self.cols,
            rows = self.rows
        )
    }

    fn start(&self) -> Grid {
        Grid::default()
    }

    fn start_name(&self) -> String {
        crate::i18n::tr!("game-empty-board")
    }

    fn parse_position(&self, text: &str) -> Result<Grid, String> {
        self.parse_moves(text)
    }

    fn position_help(&self) -> String {
        crate::i18n::tr!("game-connect-position")
    }

    fn turn(&self, g: &Grid) -> Turn {
        let plies = g.pieces() as f64;
        if self.wins(g.x) {
            Turn::Over(self.win - plies)
        } else if self.wins(g.o) {
            Turn::Over(-(self.win - plies))
        } else if g.pieces() == self.cols * self.rows {
            Turn::Over(0.0)
        } else if g.x_to_move() {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    /// Open columns, centre first (then alternating outwards): alpha-beta's best order.
    fn moves(&self, g: &Grid) -> Vec<u8> {
        if matches!(self.turn(g), Turn::Over(_)) {
            return Vec::new();
        }
        self.order
            .iter()
            .copied()
            .filter(|&c| self.height(*g, c as u32) < self.rows)
            .collect()
    }

    fn play(&self, g: &Grid, m: u8) -> Grid {
        let c = m as u32;
        let bit = 1u64 << (c * (self.rows + 1) + self.height(*g, c));
        let mut next = *g;
        if g.x_to_move() {
            next.x |= bit;
        } else {
            next.o |= bit;
        }
        next
    }

    fn heuristic(&self, g: &Grid) -> f64 {
        let score = |mine: u64, theirs: u64| -> i64 {
            self.windows
                .iter()
                .filter(|&&w| theirs & w == 0)
                .map(|&w| match (mine & w).count_ones() {
                    k if k + 1 == self.n => 3,
                    k if k + 2 == self.n && k > 0 => 1,
                    _ => 0,
                })
                .sum()
        };
        (score(g.x, g.o) - score(g.o, g.x)) as f64
    }

    fn move_id(&self, g: &Grid, m: u8) -> String {
        format!("{}{}", if g.x_to_move() { 'X' } else { 'O' }, m + 1)
    }

    fn move_text(&self, _: &Grid, m: u8) -> String {
        (m + 1).to_string()
    }

    fn parse_move(&self, g: &Grid, text: &str) -> Result<u8, String> {
        let t = text.trim();
        let c: u32 = t
            .parse()
            .ok()
            .filter(|c| (1..=self.cols).contains(c))
            .ok_or_else(|| {
                crate::i18n::tr!(
                    "play-not-a-column",
                    text = crate::text::quoted(t),
                    columns = self.cols
                )
            })?;
        if self.height(*g, c - 1) == self.rows {
            return Err(crate::i18n::tr!("play-column-full", column = c));
        }
        Ok((c - 1) as u8)
    }

    fn draw(&self, g: &Grid) -> String {
        let mut out = String::new();
        for r in (0..self.rows).rev() {
            let row: Vec<&str> = (0..self.cols)
                .map(|c| {
                    let bit = 1u64 << (c * (self.rows + 1) + r);
                    if g.x & bit != 0 {
                        "X"
                    } else if g.o & bit != 0 {
                        "O"
                    } else {
                        "."
                    }
                })
                .collect();
            out.push_str(&format!(" {}\n", row.join(" ")));
        }
        let key: Vec<String> = (1..=self.cols).map(|c| c.to_string()).collect();
        out.push_str(&format!(" {}\n", key.join(" ")));
        out
    }

    fn canonical(&self, g: &Grid) -> Grid {
        let h = self.rows + 1;
        let mirror = |m: u64| {
            (0..self.cols).fold(0u64, |acc, c| {
                let col = (m >> (c * h)) & ((1 << h) - 1);
                acc | col << ((self.cols - 1 - c) * h)
            })
        };
        let m = Grid {
            x: mirror(g.x),
            o: mirror(g.o),
        };
        m.min(*g)
    }

    fn win_score(&self) -> f64 {
        self.win
    }

    fn max_plies(&self) -> u32 {
        self.cols * self.rows
    }

    fn players(&self) -> [&'static str; 2] {
        ["X", "O"]
    }

    fn plies(&self, g: &Grid) -> u32 {
        g.pieces()
    }

    fn legend(&self) -> Vec<String> {
        crate::i18n::tr!(
            "game-connect-legend",
            cols = self.cols.to_string(),
            win = self.win.to_string(),
            a = (self.n - 1).to_string(),
            b = (self.n - 2).to_string(),
            n = self.n.to_string()
        )
        .lines()
        .map(str::to_string)
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_in_every_direction_win() {
        let c = Connect::connect4();
        // Across the bottom: X plays 1 2 3 4, O plays on top of them.
        let g = c.parse_moves("1 1 2 2 3 3 4").unwrap();
        assert_eq!(c.turn(&g), Turn::Over(100.0 - 7.0));
        // Up column 5.
        let g = c.parse_moves("5 1 5 1 5 1 5").unwrap();
        assert_eq!(c.turn(&g), Turn::Over(93.0));
        // A diagonal for X, from column 1 row 1 to column 4 row 4.
        let before = c.parse_moves("1 2 2 3 3 4 3 4 5 4").unwrap();
        assert_eq!(c.turn(&before), Turn::Max, "{}", c.draw(&before));
        let g = c.play(&before, 3);
        assert_eq!(c.turn(&g), Turn::Over(89.0), "{}", c.draw(&g));
        assert!(c.parse_moves("1 1 1 1 1").is_err(), "column full");
        assert!(c.parse_moves("7").is_err());
        assert_eq!(c.windows.len(), 17);
        assert_eq!(Connect::connect3().windows.len(), 24);
    }

    #[test]
    fn mirror_images_share_a_canonical_form() {
        let c = Connect::connect4();
        let a = c.parse_moves("1 2").unwrap();
        let b = c.parse_moves("5 4").unwrap();
        assert_eq!(c.canonical(&a), c.canonical(&b));
        assert_eq!(c.heuristic(&a), c.heuristic(&b));
        assert_eq!(c.moves(&Grid::default()), vec![2, 1, 3, 0, 4]);
    }
}
