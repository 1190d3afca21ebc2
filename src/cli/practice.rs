//! `gametree practice`: a practice page carrying a bank of random trees, one shown at a
//! time, with a `New tree` button and difficulty levels chosen in the page.

use super::common_args::RandomTreeArgs;
use super::games::bad;
use super::quiz::{QuestionArgs, fresh_seed, pick_trees};
use super::{EXIT_OK, Failure, parse_range, write_output};
use crate::exercise::quiz::difficulty;
use crate::i18n::tr;
use crate::parse::Meta;
use crate::render::practice;
use crate::tree::Tree;
use clap::Args;

/// `gametree practice`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree practice -o practice.html
  gametree practice --depth 2..4 --bank 200 --seed 7 -o bank.html
  gametree practice --depth 3 --branching 3 --cutoffs 2 --deep -o hard.html
  gametree practice --algo star1 --chance weighted --depth 2 -o star1.html
  gametree practice --strict --order reversed --bank 20 -o cs188.html

The page shows one tree at a time; `New tree` moves to the next tree of the level chosen in
the page (depth, branching, cutoffs, deep cutoffs, chance nodes). Every verdict is that of
`gametree check`, written into the page when it is made; progress (trees done, right first
time, streak) is kept in the browser. Each tree shows its seed and the command that makes it
again; the same seed and flags give the same page.")]
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
    #[arg(long)]
    pub seed: Option<u64>,

    #[command(flatten)]
    pub question: QuestionArgs,

    /// How many trees the page holds.
    #[arg(long, value_name = "N", default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub bank: u32,

    /// Write the page to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
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
    let seed = a.seed.unwrap_or_else(fresh_seed);
    let bank = a.bank as usize;
    // Each depth gets trees of its own: the first depth from the page's seed (so a bank of
    // one tree is that seed's tree), the others each from a seed drawn from it on a stream
    // of its own (the first depth's later trees are drawn from the seed's own stream).
    let level_seed = |k: usize| {
        let stream = seed.rotate_left(17 * k as u32) ^ 0xA076_1D64_78BD_642F;
        crate::rng::Rng::new(stream).next_u64() >> 1
    };
    let mut levels: Vec<Vec<(Tree, u64, u32)>> = Vec::new();
    let mut config = None;
    let mut chance = None;
    for (k, &depth) in depths.iter().enumerate() {
        let level_seed = if k == 0 { seed } else { level_seed(k) };
        let count = bank / depths.len() + usize::from(k < bank % depths.len());
        if count == 0 {
            continue;
        }
        let ranges = shape(&a, depth).ranges(6)?;
        let (pick, cfg, ch) = a.question.setup(depth, ranges, level_seed, count)?;
        let trees = pick_trees(&pick, &cfg, "gametree practice")?;
        levels.push(
            trees
                .into_iter()
                .map(|(tree, s)| (tree, s, depth))
                .collect(),
        );
        config = Some(cfg);
        chance = ch;
    }
    let Some(config) = config else {
        return Ok(EXIT_OK);
    };
    let flags = a.question.flags(chance);
    let depth_flag = if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}..{hi}")
    };
    let whole = command(&a, &depth_flag, a.bank, seed, &flags);
    // The depths in turn, so `New tree` with any level goes through them all.
    let mut trees = Vec::with_capacity(bank);
    let longest = levels.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..longest {
        for level in &levels {
            if let Some(t) = level.get(i) {
                trees.push(t);
            }
        }
    }
    let meta = Meta::default();
    let mut exercises = Vec::with_capacity(trees.len());
    for (tree, s, depth) in trees {
        let level = difficulty(tree, &config).map(|l| practice::Level {
            depth: *depth as usize,
            ..l
        });
        exercises.push(practice::Exercise {
            tree,
            meta: &meta,
            config: &config,
            seed: Some(*s),
            remake: Some(command(&a, &depth.to_string(), 1, *s, &flags)),
            level,
        });
    }
    let page = practice::render(practice::Title::Bank(&whole), &exercises)?;
    write_output(a.output.as_deref(), page.as_bytes())?;
    Ok(EXIT_OK)
}
