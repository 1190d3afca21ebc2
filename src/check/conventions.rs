//! Conventions: the choices that make one search of a tree differ from another (which
//! algorithm, the cut rule α ≥ β or α > β, fail-soft or fail-hard, the child order, …), as an
//! answer block, a rubric, a tree's `expect` block or the grader's command line states them.
//!
//! A course grades every answer under its own rule. [`Imposed`] holds the conventions the
//! grader sets, each with where it comes from, and sets them over every answer block: the
//! command line first, then the rubric, then the tree's `expect`, then what the answer file
//! says itself. Where the answer file stated another value, the block records it
//! ([`Overruled`]) so its report can say so.

use crate::error::{ErrorKind, InputError, Result};
use crate::message::msg;
use crate::parse::{Value, suggest};
use crate::search::{Algorithm, Config, Order};
use crate::tree::Pos;

use super::item::Claim;

/// The convention keys, as answer files, rubrics and `expect` blocks spell them.
pub const NAMES: [&str; 11] = [
    "algorithm",
    "strict",
    "fail_hard",
    "root_reset",
    "no_deep_cutoffs",
    "order",
    "bounds",
    "depth",
    "tt",
    "seed",
    "exploration",
];

/// One convention with its value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Convention {
    /// `algorithm`.
    Algorithm(Algorithm),
    /// `strict`: cut only when α > β.
    Strict(bool),
    /// `fail_hard`: values clamped to the window.
    FailHard(bool),
    /// `root_reset`: every root child searched with the root's first window.
    RootReset(bool),
    /// `no_deep_cutoffs`: a node cuts only against its parent.
    NoDeepCutoffs(bool),
    /// `order`: the child order.
    Order(Order),
    /// `bounds`: leaf bounds `[L, U]` for Star1 and Star2.
    Bounds(f64, f64),
    /// `depth`: the depth limit.
    Depth(u32),
    /// `tt`: a transposition table.
    Tt(bool),
    /// `seed`: the Monte Carlo search's random seed.
    Seed(u64),
    /// `exploration`: the exploration constant C of UCB1.
    Exploration(f64),
}

fn bad(pos: Pos, message: impl Into<crate::message::Message>) -> InputError {
    InputError::new(ErrorKind::BadAnswer, message).at(pos)
}

impl Convention {
    /// Its key, as [`NAMES`] spells it.
    pub fn key(&self) -> &'static str {
        match self {
            Convention::Algorithm(_) => "algorithm",
            Convention::Strict(_) => "strict",
            Convention::FailHard(_) => "fail_hard",
            Convention::RootReset(_) => "root_reset",
            Convention::NoDeepCutoffs(_) => "no_deep_cutoffs",
            Convention::Order(_) => "order",
            Convention::Bounds(..) => "bounds",
            Convention::Depth(_) => "depth",
            Convention::Tt(_) => "tt",
            Convention::Seed(_) => "seed",
            Convention::Exploration(_) => "exploration",
        }
    }

    /// Its value as an answer file writes it: `true`, `alphabeta`, `[-2, 2]`.
    pub fn written(&self) -> String {
        use crate::num::fmt_value;
        match *self {
            Convention::Algorithm(a) => a.name().to_string(),
            Convention::Strict(b)
            | Convention::FailHard(b)
            | Convention::RootReset(b)
            | Convention::NoDeepCutoffs(b)
            | Convention::Tt(b) => b.to_string(),
            Convention::Order(o) => o.name().to_string(),
            Convention::Bounds(lo, hi) => format!("[{}, {}]", fmt_value(lo), fmt_value(hi)),
            Convention::Depth(d) => d.to_string(),
            Convention::Seed(s) => s.to_string(),
            Convention::Exploration(c) => fmt_value(c),
        }
    }

    /// The convention `key` (canonical spelling) written as `val`; `None` when `key` is no
    /// convention.
    pub fn read(key: &str, val: &Value) -> Result<Option<Convention>> {
        Ok(Some(match key {
            "algorithm" => {
                let name = val.text("`algorithm`")?;
                Convention::Algorithm(Algorithm::from_name(name).ok_or_else(|| {
                    let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
                    bad(
                        val.pos,
                        msg!(
                            "ans-unknown-algorithm",
                            name = format!("{name:?}"),
                            known = names.join(", ")
                        ),
                    )
                })?)
            }
            "strict" => Convention::Strict(val.boolean("`strict`")?),
            "fail_hard" => Convention::FailHard(val.boolean("`fail_hard`")?),
            "root_reset" => Convention::RootReset(val.boolean("`root_reset`")?),
            "no_deep_cutoffs" => Convention::NoDeepCutoffs(val.boolean("`no_deep_cutoffs`")?),
            "tt" => Convention::Tt(val.boolean("`tt`")?),
            "order" => {
                let name = val.text("`order`")?;
                Convention::Order(Order::from_name(name).ok_or_else(|| {
                    bad(
                        val.pos,
                        msg!("ans-unknown-order", name = format!("{name:?}")),
                    )
                })?)
            }
            "depth" => {
                let d = val.number("`depth`")?;
                if d < 0.0 || d.fract() != 0.0 || d > f64::from(u32::MAX) {
                    return Err(bad(val.pos, msg!("ans-depth-whole")));
                }
                Convention::Depth(d as u32)
            }
            "seed" => {
                let n = val.number("`seed`")?;
                if n < 0.0 || n.fract() != 0.0 || n > 9e15 {
                    return Err(bad(val.pos, msg!("ans-seed-whole")));
                }
                Convention::Seed(n as u64)
            }
            "exploration" => {
                let c = val.number("`exploration`")?;
                if !(c >= 0.0 && c.is_finite()) {
                    return Err(bad(val.pos, msg!("ans-exploration")));
                }
                Convention::Exploration(c)
            }
            "bounds" => {
                let items = val
                    .as_seq()
                    .filter(|i| i.len() == 2)
                    .ok_or_else(|| bad(val.pos, msg!("ans-bounds-pair")))?;
                let (lo, hi) = (items[0].number("L")?, items[1].number("U")?);
                if lo >= hi {
                    return Err(bad(val.pos, msg!("ans-bounds-order")));
                }
                Convention::Bounds(lo, hi)
            }
            _ => return Ok(None),
        }))
    }

    /// Sets it in `config`.
    pub fn apply(&self, config: &mut Config) {
        match *self {
            Convention::Algorithm(a) => config.algorithm = a,
            Convention::Strict(b) => config.strict = b,
            Convention::FailHard(b) => config.fail_hard = b,
            Convention::RootReset(b) => config.root_reset = b,
            Convention::NoDeepCutoffs(b) => config.no_deep_cutoffs = b,
            Convention::Order(o) => config.order = o,
            Convention::Bounds(lo, hi) => config.bounds = Some((lo, hi)),
            Convention::Depth(d) => config.depth = Some(d),
            Convention::Tt(b) => config.tt = b,
            Convention::Seed(n) => config.mcts.seed = n,
            Convention::Exploration(c) => config.mcts.exploration = c,
        }
    }
}

/// An answer key as the command line spells it (`algo`, `fail-hard`) or as the format
/// does (`algorithm`, `fail_hard`): both name the same key.
pub(super) fn canonical_key(key: &str) -> String {
    let key = key.replace('-', "_");
    match key.as_str() {
        "algo" => "algorithm".to_string(),
        _ => key,
    }
}

/// Reads a map of conventions (a rubric's `conventions:`): every key must be one.
pub fn read_map(v: &Value) -> Result<Vec<Claim<Convention>>> {
    let map = v
        .as_map()
        .ok_or_else(|| bad(v.pos, msg!("err-conventions-map")))?;
    let mut out = Vec::new();
    for (k, val) in map {
        let written = k.text(msg!("what-key"))?;
        let key = canonical_key(written);
        match Convention::read(&key, val)? {
            Some(c) => out.push(Claim::new(c, val.pos)),
            None => {
                let known = msg!("help-conventions", keys = NAMES.join(", "));
                let e = bad(k.pos, msg!("err-unknown-convention", key = written));
                return Err(match suggest(&key, &NAMES) {
                    Some(s) => e.help(msg!("help-ans-did-you-mean", key = s, keys = known)),
                    None => e.help(known),
                });
            }
        }
    }
    Ok(out)
}

/// The conventions a tree's `expect` value states for every block it holds: a key stated by
/// each block, with one value in all of them (blocks that ask about different searches set
/// nothing for the others).
pub fn from_expect(expect: &Value) -> Result<Vec<Claim<Convention>>> {
    let blocks: Vec<&Value> = match expect.as_seq() {
        Some(items) => items.iter().collect(),
        None => vec![expect],
    };
    let mut per_block = Vec::new();
    for b in &blocks {
        let mut stated = Vec::new();
        for (k, val) in b.as_map().into_iter().flatten() {
            let Some(written) = k.as_str() else { continue };
            if let Some(c) = Convention::read(&canonical_key(written), val)? {
                stated.push(Claim::new(c, val.pos));
            }
        }
        per_block.push(stated);
    }
    let Some((first, rest)) = per_block.split_first() else {
        return Ok(Vec::new());
    };
    Ok(first
        .iter()
        .filter(|c| rest.iter().all(|b| b.iter().any(|o| o.what == c.what)))
        .cloned()
        .collect())
}

/// Where an imposed convention comes from, highest precedence first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The grader's command line.
    Flag,
    /// The rubric's `conventions:`.
    Rubric,
    /// The tree's `expect` block.
    Tree,
}

impl Source {
    /// The word JSON uses: `flag`, `rubric`, `tree`.
    pub fn name(self) -> &'static str {
        match self {
            Source::Flag => "flag",
            Source::Rubric => "rubric",
            Source::Tree => "tree",
        }
    }
}

/// An answer block's own convention that the grader's overruled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Overruled {
    /// What the answer file wrote.
    pub written: Convention,
    /// What it was graded under.
    pub graded: Convention,
    /// Who set that.
    pub from: Source,
    /// Where the answer file wrote its own.
    pub pos: Pos,
}

/// The conventions a grader sets over every answer block, at most one per key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imposed {
    /// Each convention and where it comes from.
    pub conventions: Vec<(Convention, Source)>,
}

impl Imposed {
    /// The conventions of the command line, the rubric and the tree, each key taken from the
    /// first that sets it.
    pub fn new(flags: &[Convention], rubric: &[Convention], tree: &[Convention]) -> Imposed {
        let mut conventions: Vec<(Convention, Source)> = Vec::new();
        for (list, source) in [
            (flags, Source::Flag),
            (rubric, Source::Rubric),
            (tree, Source::Tree),
        ] {
            for c in list {
                if !conventions.iter().any(|(o, _)| o.key() == c.key()) {
                    conventions.push((*c, source));
                }
            }
        }
        Imposed { conventions }
    }

    /// True when it sets nothing.
    pub fn is_empty(&self) -> bool {
        self.conventions.is_empty()
    }

    /// Sets the conventions in `config`, and returns each of `stated` (what an answer block
    /// wrote itself) that they overrule.
    pub fn apply(&self, config: &mut Config, stated: &[Claim<Convention>]) -> Vec<Overruled> {
        let mut overruled = Vec::new();
        for &(c, from) in &self.conventions {
            if let Some(own) = stated.iter().find(|s| s.what.key() == c.key())
                && own.what != c
            {
                overruled.push(Overruled {
                    written: own.what,
                    graded: c,
                    from,
                    pos: own.pos,
                });
            }
            c.apply(config);
        }
        // Without deep cutoffs is a variant of alpha-beta only: under another algorithm the
        // course set, the answer's own request for it has nothing to change.
        if config.no_deep_cutoffs && !config.supports_no_deep_cutoffs() {
            config.no_deep_cutoffs = false;
        }
        overruled
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_value;

    fn stated(list: &[(Convention, u32)]) -> Vec<Claim<Convention>> {
        list.iter()
            .map(|&(c, col)| Claim::new(c, Pos { line: 1, col }))
            .collect()
    }

    #[test]
    fn the_command_line_beats_the_rubric_which_beats_the_tree() {
        let imposed = Imposed::new(
            &[Convention::Strict(true)],
            &[Convention::Strict(false), Convention::FailHard(true)],
            &[Convention::FailHard(false), Convention::RootReset(true)],
        );
        assert_eq!(
            imposed.conventions,
            [
                (Convention::Strict(true), Source::Flag),
                (Convention::FailHard(true), Source::Rubric),
                (Convention::RootReset(true), Source::Tree),
            ]
        );
    }

    #[test]
    fn an_answer_files_own_convention_is_overruled_and_recorded() {
        let mut config = Config::default();
        let own = stated(&[
            (Convention::Strict(false), 10),
            (Convention::Order(Order::Given), 25),
        ]);
        let overruled = Imposed::new(
            &[Convention::Strict(true), Convention::Order(Order::Given)],
            &[],
            &[],
        )
        .apply(&mut config, &own);
        assert!(config.strict);
        // The order the file states is the one imposed: nothing to say about it.
        assert_eq!(overruled.len(), 1, "{overruled:?}");
        let o = overruled[0];
        assert_eq!(
            (o.written, o.graded, o.from),
            (
                Convention::Strict(false),
                Convention::Strict(true),
                Source::Flag
            )
        );
        assert_eq!(o.pos.col, 10);
    }

    #[test]
    fn a_convention_the_file_leaves_out_is_set_without_a_note() {
        let mut config = Config::default();
        let overruled = Imposed::new(&[], &[Convention::Algorithm(Algorithm::Minimax)], &[])
            .apply(&mut config, &[]);
        assert_eq!(config.algorithm, Algorithm::Minimax);
        assert!(overruled.is_empty());
    }

    #[test]
    fn no_deep_cutoffs_is_dropped_under_an_algorithm_without_it() {
        let mut config = Config {
            no_deep_cutoffs: true,
            ..Config::default()
        };
        Imposed::new(&[Convention::Algorithm(Algorithm::Pvs)], &[], &[]).apply(&mut config, &[]);
        assert!(!config.no_deep_cutoffs);
    }

    #[test]
    fn a_tree_states_what_all_its_blocks_agree_on() {
        let v = parse_value(
            "- {strict: true, algorithm: alphabeta, value: 3}\n- {strict: true, algorithm: minimax, value: 3}\n",
        )
        .unwrap();
        let got: Vec<Convention> = from_expect(&v)
            .unwrap()
            .into_iter()
            .map(|c| c.what)
            .collect();
        assert_eq!(got, [Convention::Strict(true)]);
    }

    #[test]
    fn an_unknown_convention_is_refused_with_its_place_and_a_suggestion() {
        let v = parse_value("strict: true\nfail_hrad: true\n").unwrap();
        let e = read_map(&v).unwrap_err();
        assert_eq!(e.pos.map(|p| (p.line, p.col)), Some((2, 1)));
        assert_eq!(e.message.key(), Some("err-unknown-convention"));
        let v = parse_value("fail-hard: true\nalgo: minimax\n").unwrap();
        let got: Vec<Convention> = read_map(&v).unwrap().into_iter().map(|c| c.what).collect();
        assert_eq!(
            got,
            [
                Convention::FailHard(true),
                Convention::Algorithm(Algorithm::Minimax)
            ]
        );
    }
}
