//! `gametree practice`: a practice page carrying a bank of random trees, one shown at a
//! time, with a `New tree` button and difficulty levels chosen in the page.

use super::common_args::{ChanceArg, RandomTreeArgs};
use super::games::bad;
use super::number_args::{whole_from, whole_in};
use super::quiz::{QuestionArgs, fresh_seed, pick_trees, quiz_algo_name};
use super::{EXIT_OK, Failure, parse_range, write_output};
use crate::exercise::quiz::difficulty;
use crate::i18n::tr;
use crate::parse::Meta;
use crate::render::practice;
use crate::search::{Algorithm, Config};
use crate::tree::Tree;
use clap::Args;

/// `gametree practice`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree practice -o practice.html
  gametree practice --depth 2..4 --bank 200 --seed 7 -o bank.html
  gametree practice --depth 3 --branching 3 --cutoffs 2 --deep -o hard.html
  gametree practice --algo star1 --chance weighted --depth 2 -o star1.html
  gametree practice --chance-levels --depth 2..3 -o chance.html
  gametree practice --strict --order reversed --bank 20 -o cs188.html

The page shows one tree at a time; `New tree` moves to the next tree of the level chosen in
the page (depth, branching, cutoffs, deep cutoffs, chance nodes). With --chance-levels every
depth has trees with chance layers beside those without, each searched by its own algorithm.
Every verdict is that of `gametree check`, written into the page when it is made; progress
(trees done, right first time, streak) is kept in the browser. Each tree shows its seed and
the command that makes it again; the same seed and flags give the same page.")]
pub struct PracticeArgs {
    /// Levels below the root: a number, or a range MIN..MAX for trees of every depth in it,
    /// chosen in the page.
    #[arg(long, default_value = "2..3", value_name = "D|MIN..MAX")]
    pub depth: String,

    /// Children per inner node: a number, or a range MIN..MAX for uneven branching.
    #[arg(long, default_value = "2..3", value_name = "B|MIN..MAX")]
    pub branching: String,

    /// Leaf values: integers in L..U.
    #[arg(
        long,
        default_value = "-9..9",
        value_name = "L..U",
        allow_hyphen_values = true
    )]
    pub values: String,

    /// The random seed (default: from the clock's nanoseconds and the process id); the page
    /// shows every tree's own seed.
    #[arg(long, value_parser = whole_from::<u64>(0), allow_negative_numbers = true)]
    pub seed: Option<u64>,

    #[command(flatten)]
    pub question: QuestionArgs,

    /// How many trees the page holds.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 50,
        value_parser = whole_in::<u32>(1, 1000),
        allow_negative_numbers = true
    )]
    pub bank: u32,

    /// Also trees with chance layers (`--chance` sets their outcomes' probabilities), searched
    /// by this algorithm: expectimax (the default), star1 or star2; the page then offers trees
    /// with and without chance nodes. --cutoffs and --deep ask them only of star1 and star2.
    #[arg(
        long,
        value_enum,
        value_name = "ALGO",
        num_args = 0..=1,
        default_missing_value = "expectimax",
        hide_possible_values = true
    )]
    pub chance_levels: Option<Algorithm>,

    /// Write the page to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

/// One level of a bank: trees of one depth (the `index`th of the range), with chance
/// layers or without, and the questions asked of them.
struct LevelPlan {
    depth: u32,
    index: usize,
    chance: bool,
    question: QuestionArgs,
}

/// The levels `a` asks for, depth by depth (each depth's trees without chance layers, then
/// with them under --chance-levels).
fn plan(a: &PracticeArgs, depths: &[u32]) -> Result<Vec<LevelPlan>, Failure> {
    let Some(algo) = a.chance_levels else {
        return Ok(depths
            .iter()
            .enumerate()
            .map(|(index, &depth)| LevelPlan {
                depth,
                index,
                chance: false,
                question: a.question.clone(),
            })
            .collect());
    };
    if !matches!(
        algo,
        Algorithm::Star1 | Algorithm::Star2 | Algorithm::Expectiminimax
    ) {
        return Err(bad(
            "--chance-levels",
            tr!("err-practice-chance-algo", algorithm = quiz_algo_name(algo)),
        ));
    }
    if matches!(
        a.question.algo,
        Algorithm::Star1 | Algorithm::Star2 | Algorithm::Expectiminimax
    ) {
        return Err(bad("--chance-levels", tr!("err-practice-chance-levels")));
    }
    // The plain levels' questions leave --chance to the chance levels; those ask with
    // their own algorithm, and ask for cutoffs only when it makes them.
    let plain = QuestionArgs {
        chance: None,
        ..a.question.clone()
    };
    let prunes = algo.prunes();
    let chance = QuestionArgs {
        algo,
        chance: Some(a.question.chance.unwrap_or(ChanceArg::Uniform)),
        cutoffs: if prunes { a.question.cutoffs } else { 0 },
        deep: prunes && a.question.deep,
        no_deep_cutoffs: false,
        ..a.question.clone()
    };
    Ok(depths
        .iter()
        .enumerate()
        .flat_map(|(index, &depth)| {
            [
                LevelPlan {
                    depth,
                    index,
                    chance: false,
                    question: plain.clone(),
                },
                LevelPlan {
                    depth,
                    index,
                    chance: true,
                    question: chance.clone(),
                },
            ]
        })
        .collect())
}

/// A level's trees as made: each with its seed, the search they are asked about, the flags
/// that ask its questions again, and the depth they were made with.
struct Made {
    trees: Vec<(Tree, u64)>,
    config: Config,
    flags: String,
    depth: u32,
}

/// The flags that make trees of `depth` as `a` asks: `--depth 3 --branching 2..3 …`.
fn shape(a: &PracticeArgs, depth: u32) -> RandomTreeArgs {
    RandomTreeArgs {
        depth,
        branching: a.branching.clone(),
        values: a.values.clone(),
    }
}

/// The command line that makes the bank again (`depth` as given, `bank` trees), or with
/// a tree's depth, `bank` 1 and its seed, that tree alone.
fn command(a: &PracticeArgs, depth: &str, bank: u32, seed: u64, flags: &str) -> String {
    format!(
        "gametree practice --depth {depth} --branching {} --values={}{flags} --bank {bank} --seed {seed}",
        a.branching, a.values
    )
}

/// `gametree practice`.
pub(super) fn practice(a: PracticeArgs) -> Result<u8, Failure> {
    let (lo, hi) = parse_range("--depth", &a.depth)?;
    if lo < 1 || hi > 6 {
        return Err(bad("--depth", tr!("err-quiz-depth")));
    }
    let depths: Vec<u32> = (lo as u32..=hi as u32).collect();
    let plans = plan(&a, &depths)?;
    let seed = a.seed.unwrap_or_else(fresh_seed);
    let bank = a.bank as usize;
    // Each level gets trees of its own: the first from the page's seed (so a bank of one
    // tree is that seed's tree), the others each from a seed drawn from it on a stream of
    // its own (the first level's later trees are drawn from the seed's own stream). The
    // levels without chance layers keep the streams of a bank without chance levels.
    let level_seed = |k: usize| {
        let stream = seed.rotate_left(17 * k as u32) ^ 0xA076_1D64_78BD_642F;
        crate::rng::Rng::new(stream).next_u64() >> 1
    };
    let chance_stream = |k: usize| {
        let stream = seed.rotate_left(17 * k as u32 + 7) ^ 0x5851_F42D_4C95_7F2D;
        crate::rng::Rng::new(stream).next_u64() >> 1
    };
    let mut levels: Vec<Made> = Vec::new();
    for (k, level) in plans.iter().enumerate() {
        let level_seed = match (level.index, level.chance) {
            (0, false) => seed,
            (d, false) => level_seed(d),
            (d, true) => chance_stream(d),
        };
        let count = bank / plans.len() + usize::from(k < bank % plans.len());
        if count == 0 {
            continue;
        }
        let ranges = shape(&a, level.depth).ranges(6)?;
        let (pick, cfg, ch) = level
            .question
            .setup(level.depth, ranges, level_seed, count)?;
        let trees = pick_trees(&pick, &cfg, "gametree practice")?;
        levels.push(Made {
            trees,
            config: cfg,
            flags: level.question.flags(ch),
            depth: level.depth,
        });
    }
    if levels.is_empty() {
        return Ok(EXIT_OK);
    }
    let mut flags = a.question.flags(a.question.chance);
    if let Some(algo) = a.chance_levels {
        // The plain levels' flags, then the chance levels' algorithm and probabilities.
        flags = QuestionArgs {
            chance: None,
            ..a.question.clone()
        }
        .flags(None);
        flags.push_str(&format!(" --chance-levels {}", quiz_algo_name(algo)));
        if a.question.chance == Some(ChanceArg::Weighted) {
            flags.push_str(" --chance weighted");
        }
    }
    let depth_flag = if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}..{hi}")
    };
    let whole = command(&a, &depth_flag, a.bank, seed, &flags);
    // The levels in turn, so `New tree` with any level goes through them all.
    let mut trees = Vec::with_capacity(bank);
    let longest = levels.iter().map(|l| l.trees.len()).max().unwrap_or(0);
    for i in 0..longest {
        for level in &levels {
            if let Some((tree, s)) = level.trees.get(i) {
                trees.push((tree, *s, level));
            }
        }
    }
    let meta = Meta::default();
    let mut exercises = Vec::with_capacity(trees.len());
    for (tree, s, made) in trees {
        let level = difficulty(tree, &made.config).map(|l| practice::Level {
            depth: made.depth as usize,
            ..l
        });
        exercises.push(practice::Exercise {
            tree,
            meta: &meta,
            config: &made.config,
            seed: Some(s),
            remake: Some(command(&a, &made.depth.to_string(), 1, s, &made.flags)),
            level,
        });
    }
    let page = practice::render(practice::Title::Bank(&whole), &exercises)?;
    write_output(a.output.as_deref(), page.as_bytes())?;
    Ok(EXIT_OK)
}
