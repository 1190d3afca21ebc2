//! `gametree quiz`: questions on a random tree, at the terminal or as a practice page.

use super::common_args::{ChanceArg, RandomTreeArgs};
use super::games::bad;
use super::number_args::{whole_from, whole_in};
use super::{EXIT_OK, EXIT_WRONG, Failure, write_output};
use crate::error::{ErrorKind, InputError};
use crate::exercise::quiz as quizzer;
use crate::exercise::random::{ChanceMode, RandomSpec};
use crate::i18n::tr;
use crate::parse::Meta;
use crate::render::Style;
use crate::render::practice;
use crate::search::Order;
use crate::search::{Algorithm, Config};
use crate::tree::Kind;
use clap::Args;
use std::io::IsTerminal;

/// The command line that makes the same quiz again, or with `count` 1 and a tree's own seed,
/// a quiz that starts with that tree (the page's bank, as the page's, after it).
fn quiz_command(a: &QuizArgs, seed: u64, chance: Option<ChanceArg>, count: u32) -> String {
    let mut cmd = format!("gametree quiz {}", a.shape.flags());
    if a.html {
        cmd.push_str(" --html");
    }
    if a.html && count != 1 {
        cmd.push_str(&format!(" --count {count}"));
    }
    if let Some(bank) = a.bank.filter(|&b| a.html && b != DEFAULT_BANK) {
        cmd.push_str(&format!(" --bank {bank}"));
    }
    format!("{cmd}{} --seed {seed}", a.question.flags(chance))
}

/// How many further trees a quiz page carries for `New tree` unless --bank says.
const DEFAULT_BANK: u32 = 50;

impl QuestionArgs {
    /// The flags that ask these questions again: ` --algo star1 --strict`, each with a
    /// space before it (none for the defaults).
    pub(super) fn flags(&self, chance: Option<ChanceArg>) -> String {
        let mut cmd = String::new();
        let mut add = |on: bool, flag: &str| {
            if on {
                cmd.push(' ');
                cmd.push_str(flag);
            }
        };
        add(
            self.algo != Algorithm::AlphaBeta,
            &format!("--algo {}", quiz_algo_name(self.algo)),
        );
        add(chance == Some(ChanceArg::Weighted), "--chance weighted");
        add(self.min_root, "--min-root");
        add(self.cutoffs > 0, &format!("--cutoffs {}", self.cutoffs));
        add(self.deep, "--deep");
        add(self.strict, "--strict");
        add(self.fail_hard, "--fail-hard");
        add(self.root_reset, "--root-reset");
        add(self.no_deep_cutoffs, "--no-deep-cutoffs");
        add(
            self.order != Order::Given,
            &format!("--order {}", self.order.name()),
        );
        cmd
    }

    /// The search the questions are about, the random trees' shape (of `depth`, with
    /// `branching` and `values` ranges, from `seed`) and what a tree must show, and the
    /// chance layers asked for (or implied by the algorithm).
    pub(super) fn setup(
        &self,
        depth: u32,
        (branching, values): ((u32, u32), (i64, i64)),
        seed: u64,
        count: usize,
    ) -> Result<(quizzer::Pick, Config, Option<ChanceArg>), Failure> {
        let algorithm = self.algo;
        if !QUIZ_ALGORITHMS.contains(&algorithm) {
            return Err(bad(
                "--algo",
                tr!("err-quiz-algo", algorithm = quiz_algo_name(algorithm)),
            ));
        }
        let needs_chance = matches!(
            algorithm,
            Algorithm::Star1 | Algorithm::Star2 | Algorithm::Expectiminimax
        );
        let chance = match (self.chance, needs_chance) {
            (Some(_), false) => {
                return Err(bad("--chance", tr!("err-quiz-chance")));
            }
            (None, true) => Some(ChanceArg::Uniform),
            (c, _) => c,
        };
        let shape = RandomSpec {
            depth,
            branching,
            values,
            seed,
            chance: match chance {
                None => ChanceMode::None,
                Some(ChanceArg::Uniform) => ChanceMode::Uniform,
                Some(ChanceArg::Weighted) => ChanceMode::Weighted,
            },
            root: if self.min_root { Kind::Min } else { Kind::Max },
            ..RandomSpec::default()
        };
        let config = Config {
            strict: self.strict,
            fail_hard: self.fail_hard,
            root_reset: self.root_reset,
            no_deep_cutoffs: self.no_deep_cutoffs,
            order: self.order,
            bounds: chance
                .is_some()
                .then_some((values.0 as f64, values.1 as f64)),
            ..Config::new(algorithm)
        };
        let pick = quizzer::Pick {
            shape,
            count,
            cutoffs: self.cutoffs,
            deep: self.deep,
            attempts: 2_000,
        };
        Ok((pick, config, chance))
    }
}

/// The trees `pick` asks for, their inner nodes lettered A, B, … as textbooks letter them
/// (so the terminal quiz, the quiz page and the practice page name every node alike), or
/// the error that none could be found.
pub(super) fn pick_trees(
    pick: &quizzer::Pick,
    config: &Config,
    command: &str,
) -> Result<Vec<(crate::tree::Tree, u64)>, Failure> {
    let mut trees = quizzer::pick_trees(pick, config).map_err(|m| no_tree(m, command))?;
    letter(&mut trees);
    Ok(trees)
}

/// Letters the inner nodes of each tree A, B, … breadth first, as textbooks do, so the
/// terminal quiz, the quiz page and the practice page name every node alike.
fn letter(trees: &mut [(crate::tree::Tree, u64)]) {
    for (tree, _) in trees {
        crate::exercise::letters::letter_inner_nodes(tree);
    }
}

/// The error that no tree has what a pick asks for (`m` says which), in `command`.
fn no_tree(m: String, command: &str) -> Failure {
    Failure::from(
        InputError::new(ErrorKind::Search, m)
            .in_file(command)
            .help(tr!("help-quiz-no-tree")),
    )
}

/// A seed for a quiz made without `--seed`: the clock's nanoseconds mixed with the process
/// id, so quizzes started in the same second, even at the same instant, differ.
pub(super) fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// The name the quiz's own command line gives an algorithm (`expectimax`, as the quiz has
/// always called it, for expectiminimax).
pub(super) fn quiz_algo_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Expectiminimax => "expectimax",
        a => a.name(),
    }
}

/// The algorithms the quiz asks about: the value, and for the pruning ones the pruned
/// leaves. (The others' answers need more than a value and a set of leaves.)
const QUIZ_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::AlphaBeta,
    Algorithm::Minimax,
    Algorithm::Star1,
    Algorithm::Star2,
    Algorithm::Expectiminimax,
];

/// The practice page of a quiz: its `count` trees, then the further trees of its bank that
/// `New tree` shows, each with its level (`depth` the one it was made with).
fn quiz_page(
    output: Option<&str>,
    command: &str,
    (trees, count): (Vec<(crate::tree::Tree, u64)>, usize),
    (config, depth): (&Config, u32),
    remake: impl Fn(u64) -> String,
) -> Result<u8, Failure> {
    let meta = Meta::default();
    let exercises: Vec<practice::Exercise> = trees
        .iter()
        .map(|(tree, seed)| practice::Exercise {
            tree,
            meta: &meta,
            config,
            seed: Some(*seed),
            remake: Some(remake(*seed)),
            level: quizzer::difficulty(tree, config).map(|l| practice::Level {
                depth: depth as usize,
                ..l
            }),
        })
        .collect();
    let (shown, bank) = exercises.split_at(count.min(exercises.len()));
    let page = practice::render_with_bank(practice::Title::Quiz(command), shown, bank)
        .map_err(Failure::from)?;
    write_output(output, page.as_bytes())?;
    Ok(EXIT_OK)
}

/// `gametree quiz`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree quiz
  gametree quiz --depth 4 --branching 2 --seed 7
  printf '3\\n5 6\\n' | gametree quiz --seed 7       # scripted answers
  gametree quiz --strict --order reversed          # the conventions change the pruned leaves
  gametree quiz --html --count 5 --seed 3 -o set.html
  gametree quiz --html --count 5 --bank 0 -o fixed.html   # no New trees
  gametree quiz --html --count 8 --depth 4 --branching 2..3 --cutoffs 2 --deep -o hard.html
  gametree quiz --html --count 4 --algo star1 --chance weighted --depth 3 -o star1.html

Answer with the root's value, then the leaves alpha-beta never evaluates as leaf numbers
(`5 6` or `5,6`; `none`). The verdicts are those of `gametree check`, each wrong item explained.
Exit codes: 0 all right, 1 something wrong, 2 bad input; end of input ends the quiz (exit 0).
With --html no questions are asked: the page holds --count trees to fill in and check in a
browser (the same verdicts as `gametree check`), and `New tree` shows as many again from a
bank of --bank further trees the same flags make (each with its seed and the command that
makes it again); the same seed and flags give the same page.")]
pub struct QuizArgs {
    #[command(flatten)]
    pub shape: RandomTreeArgs,

    /// The random seed (default: from the clock and the process id, and shown so the quiz can be repeated).
    #[arg(long, value_parser = whole_from::<u64>(0), allow_negative_numbers = true)]
    pub seed: Option<u64>,

    #[command(flatten)]
    pub question: QuestionArgs,

    /// Write a practice page (HTML) instead of asking on the terminal.
    #[arg(long)]
    pub html: bool,

    /// How many trees the page holds (with --html).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        value_parser = whole_in::<u32>(1, 100),
        allow_negative_numbers = true
    )]
    pub count: u32,

    /// How many further trees the page carries for `New tree` (with --html; default 50, 0 for
    /// none).
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_in::<u32>(0, 1000),
        allow_negative_numbers = true
    )]
    pub bank: Option<u32>,

    /// Write the page to this file instead of standard output (with --html).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

/// What the questions of `quiz` and `practice` are about, and what makes a tree good for
/// them.
#[derive(Args, Clone, Debug)]
pub struct QuestionArgs {
    /// What the questions are about: alphabeta, minimax, star1, star2 or expectimax.
    #[arg(
        long,
        value_enum,
        default_value = "alphabeta",
        hide_possible_values = true
    )]
    pub algo: Algorithm,

    /// Cut only when α > β (the Berkeley CS188 rule).
    #[arg(long)]
    pub strict: bool,

    /// Fail-hard: clamp returned values to the window [α, β] (default: fail-soft).
    #[arg(long)]
    pub fail_hard: bool,

    /// Search every root child with the root's initial window (α not carried across).
    #[arg(long)]
    pub root_reset: bool,

    /// Alpha-beta without deep cutoffs: each child gets only its parent's own bound.
    #[arg(long)]
    pub no_deep_cutoffs: bool,

    /// The order children are searched in (leaf numbers never change).
    #[arg(long, value_enum, default_value = "given")]
    pub order: Order,

    /// The root is a MIN node (default MAX).
    #[arg(long)]
    pub min_root: bool,

    /// Chance layers between decision layers, with the leaf values as bounds (for Star1 and
    /// Star2; `--chance` alone: equally likely outcomes). Implied by --algo star1, star2
    /// and expectimax.
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        require_equals = false,
        default_missing_value = "uniform"
    )]
    pub chance: Option<ChanceArg>,

    /// Only trees where the search makes at least N cutoffs that skip something.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub cutoffs: usize,

    /// Only trees with a deep cutoff: a cut at a node whose bound came from an ancestor
    /// other than its parent.
    #[arg(long)]
    pub deep: bool,
}

pub(super) fn quiz(a: QuizArgs) -> Result<u8, Failure> {
    if !(1..=6).contains(&a.shape.depth) {
        return Err(bad("--depth", tr!("err-quiz-depth")));
    }
    if !a.html && (a.count != 1 || a.bank.is_some() || a.output.is_some()) {
        return Err(bad("--count", tr!("err-quiz-html")));
    }
    let ranges = a.shape.ranges(6)?;
    let seed = a.seed.unwrap_or_else(fresh_seed);
    // The page's bank: the trees after its own, picked as they are (so the quiz's own
    // trees are those of a page without one).
    let bank = if a.html {
        a.bank.unwrap_or(DEFAULT_BANK)
    } else {
        0
    };
    let count = a.count as usize;
    let (pick, config, chance) =
        a.question
            .setup(a.shape.depth, ranges, seed, count + bank as usize)?;
    let trees = if bank == 0 {
        pick_trees(&pick, &config, "gametree quiz")?
    } else {
        // The quiz's own trees must be found; the bank takes as many as there are.
        match quizzer::pick_some_trees(&pick, &config) {
            (_, Some(missing)) if missing <= count => {
                let m = quizzer::no_tree_found(&pick, missing);
                return Err(no_tree(m, "gametree quiz"));
            }
            (mut trees, _) => {
                letter(&mut trees);
                trees
            }
        }
    };
    let command = quiz_command(&a, seed, chance, a.count);
    if a.html {
        let remake = |seed| quiz_command(&a, seed, chance, 1);
        return quiz_page(
            a.output.as_deref(),
            &command,
            (trees, count),
            (&config, a.shape.depth),
            remake,
        );
    }
    let Some((tree, _)) = trees.into_iter().next() else {
        return Ok(EXIT_OK);
    };
    let meta = Meta {
        name: Some(crate::i18n::tr!("quiz-title", command = command.as_str())),
        ..Meta::default()
    };
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    match quizzer::run(
        &tree,
        &meta,
        &config,
        &mut input,
        &mut out,
        echo,
        &Style::for_stdout(),
    ) {
        Ok(Some(false)) => Ok(EXIT_WRONG),
        Ok(_) => Ok(EXIT_OK),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(EXIT_OK),
        Err(e) => Err(InputError::new(
            ErrorKind::Io,
            format!("quiz: {}", crate::render::errors::io_reason(&e)),
        )
        .into()),
    }
}
