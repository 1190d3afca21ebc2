//! `gametree bench`: load a tree once, then time the plain search of each algorithm on it.

use crate::search::Order;
use std::time::{Duration, Instant};

use clap::Args;

use super::common_args::{ConventionArgs, SearchArgs, TreeInput};
use super::number_args::{number, whole_from};
use super::{EXIT_OK, Failure, config, emit, load};
use crate::error::{ErrorKind, InputError};
use crate::render::{self, Style};
use crate::search::timing::{self, Plan};
use crate::search::{Algorithm, Config};

/// `gametree bench`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree bench big.yaml                            # alphabeta and minimax (and the chance algorithms on a chance tree)
  gametree bench big.yaml --algo alphabeta --repeat 9 --min-time 0.5
  gametree bench chance.yaml --algo expectiminimax,star1 --json
  gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml && gametree bench big.yaml

The tree is loaded once (its load time is shown apart); each algorithm is searched once to
warm up, then timed: a run repeats the search until --min-time has passed and divides, and the
time shown is the median of --repeat runs. The search runs with no observer, as `eval` runs it
before its views; the counts are the search's own. Times vary with the machine and its load:
compare figures taken in one run.")]
pub struct BenchArgs {
    #[command(flatten)]
    pub input: TreeInput,

    /// The algorithms to time (repeatable, or comma-separated; default: alphabeta and
    /// minimax, or on a tree with chance nodes alphabeta, expectiminimax, star1 and star2).
    #[arg(
        short,
        long = "algo",
        value_enum,
        value_delimiter = ',',
        value_name = "ALGO"
    )]
    pub algo: Vec<Algorithm>,

    /// The order children are searched in.
    #[arg(long, value_enum, default_value = "given")]
    pub order: Order,

    /// Conventions for every search.
    #[command(flatten)]
    pub conventions: ConventionArgs,

    /// Runs per algorithm; the median is shown.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 5,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub repeat: usize,

    /// Each run repeats the search until this many seconds have passed.
    #[arg(
        long,
        value_name = "S",
        default_value_t = 0.2,
        value_parser = number,
        allow_negative_numbers = true
    )]
    pub min_time: f64,

    /// Print one JSON object per algorithm: algorithm, seconds, nodes_visited,
    /// leaves_evaluated, load_seconds (and ns_per_node, the runs and the conventions).
    #[arg(long)]
    pub json: bool,
}

pub(super) fn run(a: BenchArgs) -> Result<u8, Failure> {
    let plan = plan(a.repeat, a.min_time)?;
    let start = Instant::now();
    let loaded = load(&a.input)?;
    // (The facts a search keeps about the tree once found are part of loading it.)
    loaded.doc.tree.prepare_search();
    let load_seconds = start.elapsed().as_secs_f64();
    let tree = &loaded.doc.tree;
    let algorithms: Vec<Algorithm> = if a.algo.is_empty() {
        default_algorithms(tree.has_chance())
    } else {
        let mut seen = Vec::new();
        for algo in a.algo.iter().copied() {
            if !seen.contains(&algo) {
                seen.push(algo);
            }
        }
        seen
    };
    let shared = SearchArgs {
        algo: Algorithm::AlphaBeta,
        order: a.order,
        conventions: a.conventions.clone(),
    };
    let base = config(&shared, &loaded)?;
    let mut timings = Vec::with_capacity(algorithms.len());
    for algo in algorithms {
        let cfg = Config {
            algorithm: algo,
            ..base.clone()
        };
        timings.push(timing::time(tree, &cfg, plan).map_err(|e| loaded.fail(e))?);
    }
    let text = if a.json {
        render::json::to_pretty(&render::bench::json(load_seconds, &timings))
    } else {
        render::bench::render(
            tree,
            &loaded.doc.meta,
            load_seconds,
            &timings,
            &Style::for_stdout(),
        )
    };
    emit(&text);
    Ok(EXIT_OK)
}

/// The algorithms timed when none are named.
fn default_algorithms(chance: bool) -> Vec<Algorithm> {
    if chance {
        vec![
            Algorithm::AlphaBeta,
            Algorithm::Expectiminimax,
            Algorithm::Star1,
            Algorithm::Star2,
        ]
    } else {
        vec![Algorithm::AlphaBeta, Algorithm::Minimax]
    }
}

/// The most runs `--repeat` asks for: each run keeps its time, and a thousand medians of
/// at least `--min-time` each are far past any use.
pub(super) const MAX_REPEAT: usize = 1000;

/// The timing plan from the flags: between 1 and [`MAX_REPEAT`] runs, a finite non-negative
/// minimum time.
pub(super) fn plan(repeat: usize, min_time: f64) -> Result<Plan, Failure> {
    if !(1..=MAX_REPEAT).contains(&repeat) {
        return Err(usage(
            "--repeat",
            crate::i18n::tr!("err-bench-repeat", max = MAX_REPEAT),
        ));
    }
    if !(min_time.is_finite() && (0.0..=3600.0).contains(&min_time)) {
        return Err(usage("--min-time", crate::i18n::tr!("err-bench-min-time")));
    }
    Ok(Plan {
        repeat,
        min_time: Duration::from_secs_f64(min_time),
    })
}

fn usage(flag: &str, message: String) -> Failure {
    InputError::new(ErrorKind::Search, message)
        .for_flag(flag)
        .into()
}
