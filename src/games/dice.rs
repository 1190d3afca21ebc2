//! A dice race, the source of chance trees: two players, A (MAX) and B (MIN), race their
//! tokens from their squares to a target. On your turn you either **walk** two squares, or
//! **roll** one die and move that many; reaching or passing the target wins. Walking is safe,
//! rolling is faster on average (3.5) but can disappoint — so the leader tends to walk and the
//! trailer to roll.
//!
//! In a tree, a roll is a chance node with six children of probability 1/6. Plies count the
//! turns taken since the position given (a roll is one ply with its move), so a win scores
//! ±(100 − plies). The heuristic is the race lead: B's distance to the target minus A's.
//! Every turn moves a token forward, so a game from squares `a`, `b` lasts fewer than
//! 2 × target plies.

use super::game::{Game, Turn};

/// The largest target: the heuristic (at most the target) and game lengths (under twice
/// the target) must stay below the win score 100.
pub const MAX_TARGET: u32 = 30;

/// A move: walk, roll, or a die's face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Move two squares.
    Walk,
    /// Roll one die and move by its face.
    Roll,
    /// The die shows this face (1–6): a chance outcome.
    Face(u8),
}

/// A dice race position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Race {
    /// A's square and B's square.
    pub pos: [u32; 2],
    /// 0 when A is to move (or rolling), 1 for B.
    pub mover: u8,
    /// True between choosing to roll and the die's result: a chance state.
    pub rolling: bool,
    /// Plies made since the position given.
    pub plies: u32,
}

/// The dice race to `target`.
#[derive(Clone, Copy, Debug)]
pub struct Dice {
    target: u32,
}

/// Finished games score ±(100 − plies).
pub const WIN: f64 = 100.0;

/// How far a walk goes.
pub const WALK: u32 = 2;

impl Dice {
    /// A race to `target` (2 to [`MAX_TARGET`]).
    pub fn new(target: u32) -> Result<Dice, String> {
        if !(2..=MAX_TARGET).contains(&target) {
            return Err(crate::i18n::tr!(
                "err-dice-target",
                max = MAX_TARGET.to_string(),
                target = target.to_string()
            ));
        }
        Ok(Dice { target })
    }

    /// The target square.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Reads a position `A,B` (the two squares, A to move) or `A,B,B` (B to move).
    pub fn parse(&self, text: &str) -> Result<Race, String> {
        let parts: Vec<&str> = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        let square = |s: &str| -> Result<u32, String> {
            s.parse::<u32>()
                .ok()
                .filter(|&v| v < self.target)
                .ok_or_else(|| {
                    crate::i18n::tr!(
                        "err-dice-square",
                        text = crate::text::quoted(s),
                        last = (self.target - 1).to_string()
                    )
                })
        };
        let (a, b, mover) = match parts.as_slice() {
            [a, b] => (square(a)?, square(b)?, 0),
            [a, b, who] => {
                let mover = match *who {
                    "A" | "a" => 0,
                    "B" | "b" => 1,
                    other => {
                        return Err(crate::i18n::tr!(
                            "err-dice-player",
                            text = crate::text::quoted(other)
                        ));
                    }
                };
                (square(a)?, square(b)?, mover)
            }
            _ => {
                return Err(crate::i18n::tr!(
                    "err-dice-position",
                    text = crate::text::quoted(text)
                ));
            }
        };
        Ok(Race {
            pos: [a, b],
            mover,
            rolling: false,
            plies: 0,
        })
    }

    fn advance(&self, r: &Race, by: u32) -> Race {
        let mut next = *r;
        next.pos[r.mover as usize] = (r.pos[r.mover as usize] + by).min(self.target);
        next.rolling = false;
        if next.pos[r.mover as usize] < self.target {
            next.mover = 1 - r.mover;
        }
        next
    }

    fn name(mover: u8) -> char {
        if mover == 0 { 'A' } else { 'B' }
    }
}

impl Game for Dice {
    type State = Race;
    type Move = Step;

    fn title(&self) -> String {
        crate::i18n::tr!("game-dice-title", target = self.target)
    }

    fn start(&self) -> Race {
        Race::default()
    }

    fn parse_position(&self, text: &str) -> Result<Race, String> {
        self.parse(text)
    }

    fn position_help(&self) -> String {
        crate::i18n::tr!("game-dice-position")
    }

    fn turn(&self, r: &Race) -> Turn {
        let score = WIN - r.plies as f64;
        if r.pos[0] >= self.target {
            Turn::Over(score)
        } else if r.pos[1] >= self.target {
            Turn::Over(-score)
        } else if r.rolling {
            Turn::Chance
        } else if r.mover == 0 {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    /// Roll first, then walk (a roll is the usual choice, so alpha-beta sees it first).
    fn moves(&self, r: &Race) -> Vec<Step> {
        match self.turn(r) {
            Turn::Over(_) => Vec::new(),
            Turn::Chance => (1..=6).map(Step::Face).collect(),
            _ => vec![Step::Roll, Step::Walk],
        }
    }

    fn play(&self, r: &Race, m: Step) -> Race {
        match m {
            Step::Walk => {
                let mut next = self.advance(r, WALK);
                next.plies += 1;
                next
            }
            Step::Roll => Race {
                rolling: true,
                plies: r.plies + 1,
                ..*r
            },
            Step::Face(f) => self.advance(r, f as u32),
        }
    }

    fn probability(&self, _: &Race, _: Step) -> (u32, u32) {
        (1, 6)
    }

    fn heuristic(&self, r: &Race) -> f64 {
        r.pos[0] as f64 - r.pos[1] as f64
    }

    fn move_id(&self, r: &Race, m: Step) -> String {
        match m {
            Step::Walk => format!("{}walk", Self::name(r.mover)),
            Step::Roll => format!("{}roll", Self::name(r.mover)),
            Step::Face(f) => f.to_string(),
        }
    }

    fn move_text(&self, _: &Race, m: Step) -> String {
        match m {
            Step::Walk => "walk".to_string(),
            Step::Roll => "roll".to_string(),
            Step::Face(f) => f.to_string(),
        }
    }

    fn move_words(&self, _: &Race, m: Step) -> String {
        match m {
            Step::Walk => crate::i18n::tr!("dice-walk"),
            Step::Roll => crate::i18n::tr!("dice-roll"),
            Step::Face(f) => f.to_string(),
        }
    }

    fn parse_move(&self, r: &Race, text: &str) -> Result<Step, String> {
        match (r.rolling, text.trim().to_ascii_lowercase().as_str()) {
            (false, "walk" | "w") => Ok(Step::Walk),
            (false, "roll" | "r") => Ok(Step::Roll),
            (true, t) => t
                .parse::<u8>()
                .ok()
                .filter(|f| (1..=6).contains(f))
                .map(Step::Face)
                .ok_or_else(|| crate::i18n::tr!("err-dice-face", text = crate::text::quoted(t))),
            (false, t) => Err(crate::i18n::tr!(
                "err-dice-step",
                text = crate::text::quoted(t)
            )),
        }
    }

    fn draw(&self, r: &Race) -> String {
        let track = |who: usize| -> String {
            (0..=self.target)
                .map(|i| if i == r.pos[who] { '●' } else { '·' })
                .collect()
        };
        format!(
            " A {}  ({}/{})\n B {}  ({}/{})\n",
            track(0),
            r.pos[0],
            self.target,
            track(1),
            r.pos[1],
            self.target
        )
    }

    fn win_score(&self) -> f64 {
        WIN
    }

    fn max_plies(&self) -> u32 {
        2 * self.target
    }

    fn has_chance(&self) -> bool {
        true
    }

    fn players(&self) -> [&'static str; 2] {
        ["A", "B"]
    }

    fn plies(&self, r: &Race) -> u32 {
        r.plies
    }

    fn legend(&self) -> Vec<String> {
        crate::i18n::tr!("game-dice-legend", target = self.target.to_string())
            .lines()
            .map(str::to_string)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roll_is_a_chance_state_and_passing_the_target_wins() {
        let d = Dice::new(5).unwrap();
        let r = d.parse("3,4").unwrap();
        assert_eq!(d.turn(&r), Turn::Max);
        let rolling = d.play(&r, Step::Roll);
        assert_eq!(d.turn(&rolling), Turn::Chance);
        assert_eq!(d.moves(&rolling).len(), 6);
        assert_eq!(d.turn(&d.play(&rolling, Step::Face(1))), Turn::Min);
        assert_eq!(d.turn(&d.play(&rolling, Step::Face(6))), Turn::Over(99.0));
        assert_eq!(d.turn(&d.play(&r, Step::Walk)), Turn::Over(99.0));
        assert!(d.parse("5,1").is_err());
        assert!(d.parse("1,2,C").is_err());
        assert_eq!(d.parse("1,2,B").unwrap().mover, 1);
    }
}
