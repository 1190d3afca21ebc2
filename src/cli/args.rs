//! The command line: clap definitions only. Long help comes from the doc comments.

use super::number_args::{number_from, whole_from};
use crate::search::{Algorithm, Order};
use clap::{Args, Parser, Subcommand};

pub use super::common_args::{
    ChanceArg, ConventionArgs, RandomTreeArgs, SearchArgs, TreeInput, VsArgs,
};
pub use super::view_args::{RecordArgs, ViewArgs};

/// Game-tree search as it is taught and checked: minimax, alpha-beta, expectiminimax and
/// Star1/Star2 chance pruning on trees written in YAML.
#[derive(Parser, Debug)]
#[command(
    name = "gametree",
    version,
    propagate_version = true,
    max_term_width = 100,
    subcommand_value_name = "COMMAND"
)]
#[command(after_help = "Examples:
  gametree eval trees/aima-fig5-2.yaml
  gametree eval -e 'max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]' --json
  cat tree.yaml | gametree eval - --algo minimax

  gametree --lang zh trace trees/aima-fig5-2.yaml   # 中文

Exit codes: 0 success, 1 a check found a wrong answer, 2 bad input or usage.")]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,

    /// The language of everything printed for people: `en` or `zh` (中文). Without it the
    /// first of LC_ALL, LC_MESSAGES and LANG that is set decides (zh_CN.UTF-8, zh_TW, zh:
    /// Chinese; anything else: English). `--json`, DOT and the LaTeX of `tikz` are always
    /// English; `exam` sheets are Chinese only with `--lang zh` itself.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<crate::i18n::Lang>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Evaluate a tree: root value, best move, principal variation and pruned leaves.
    #[command(after_help = "Examples:
  gametree eval trees/aima-fig5-2.yaml
  gametree eval trees/aima-fig5-2.yaml --algo minimax
  gametree eval -e 'max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}]' --json
  gametree eval tree.yaml --json --nodes      # per-node values and bounds too
  gametree eval big.yaml --time              # load and search times
  gametree eval chance.yaml --algo star1 --bounds=-2,2")]
    Eval(EvalArgs),

    /// The search step by step: a table of every enter, leaf, α/β change, cutoff (with its
    /// reason in plain words), chance interval and return.
    #[command(after_help = "Examples:
  gametree trace trees/aima-fig5-2.yaml
  gametree trace trees/aima-fig5-2.yaml --strict --fail-hard
  gametree trace trees/aima-chance-fig5-19-bounded.yaml --algo star1
  gametree trace tree.yaml --json          # the same steps as data
  gametree trace big.yaml --show-depth 2   # only the steps at the top two levels
  gametree trace big.yaml --all            # every step, however many

On a big tree the table keeps the steps at the deepest depths that fit about 2,000 rows; a
row `…` marks where steps were left out, and a closing line counts them.")]
    Trace(TraceArgs),

    /// Draw the tree in the terminal with every node's value or bound, pruned parts marked
    /// and the best line highlighted.
    #[command(after_help = "Examples:
  gametree show trees/aima-fig5-2.yaml
  gametree show trees/aima-fig5-2.yaml --algo minimax
  gametree show -e 'max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}]' --order reversed
  gametree show tree.yaml --json             # every node with its parent, value and marks
  gametree show big.yaml --show-depth 3 --hide-pruned   # the top of a big tree, searched parts
  gametree show big.yaml --all                          # every node, however many

A big tree is drawn to the deepest depth that keeps the drawing to about 2,000 lines; a
closing line says how much was left out.")]
    Show(ShowArgs),

    /// Compare two searches of one tree: side A (the defaults, or the --vs-… flags) with side
    /// B (the flags given): value, best move, pruned leaves and every node's value or bound.
    #[command(after_help = "Examples:
  gametree diff trees/aima-fig5-2.yaml --strict          # CS188's rule vs the classic one
  gametree diff tree.yaml --strict --fail-hard
  gametree diff tree.yaml --order reversed
  gametree diff tree.yaml --root-reset --json
  gametree diff trees/aima-chance-fig5-19-bounded.yaml --algo star1 --vs-algo alphabeta
  gametree diff tree.yaml --strict --fail-hard --vs-strict   # fail-hard vs fail-soft, both strict

Side B takes the flags as every other command does. Side A is the defaults (cut on α ≥ β,
fail-soft, α carried across the root, file order, the file's bounds, no depth limit, no
table, no budget) with side B's algorithm; each --vs-… flag sets side A's convention of the
same name.")]
    Diff(DiffArgs),

    /// Check answers: tree files against their `expect` blocks, or one tree against answer
    /// files. Every wrong item is explained by the step of the search that decides it.
    #[command(after_help = "Examples:
  gametree check trees/                        # the whole corpus against its published answers
  gametree check trees/aima-fig5-2.yaml -v     # every item, right ones too
  gametree check tree.yaml --answers alice.yaml
  gametree check tree.yaml --answers submissions/ --json
  cat alice.yaml | gametree check tree.yaml --answers -
  gametree check tree.yaml --answers submissions/ --rubric rubric.yaml --format csv > grades.csv
  gametree check tree.yaml --answers submission.yaml --format gradescope > results.json
  gametree check tree.yaml --answers submissions/ --strict   # every file graded under α > β
  gametree check test_cases/q3/0-small-tree.test  # a CS188 test against its .solution

An answer file holds what an `expect` block holds (one block or a list):
  algorithm: alphabeta      # and strict, fail_hard, root_reset, no_deep_cutoffs, order, depth, bounds, tt
  value: 3
  best: B                   # id or path of a root child
  pruned: [5, 6]            # leaf numbers, ids or paths (or \"5-6\")
  evaluated: 7              # how many leaves the search evaluates
  evaluation_order: \"1-4, 7-9\"  # the leaves in the order it evaluates them
  values: {B: 3, C: \"<=2\"} # exact values, or bounds where the search was cut
  windows: {C: [3, inf]}    # the (alpha, beta) each node was entered with
  intervals: {C: [-2, 1]}   # the interval star1/star2 prove at a chance node

The course's conventions (--algo, --strict, --order, …, or a rubric's `conventions:`, or
the tree's `expect`) are set over every answer file, in that order; a file that states
another is graded under the course's, and its report says so.

Exit codes: 0 every answer right, 1 some answer wrong (or an answer file that cannot be read),
2 bad input (the tree, a rubric, a flag).")]
    Check(CheckArgs),

    /// Draw the searched tree as Graphviz DOT, SVG or PNG.
    Dot(super::dot::DotArgs),

    /// Write the tree as a Gambit extensive-form game (.efg), for Gambit and OpenSpiel.
    Efg(super::efg::EfgArgs),

    /// A self-contained HTML page that steps through the search: forward, back, play.
    Html(super::html::HtmlArgs),

    /// The tree as a LaTeX figure (TikZ): the question sheet or the answer key.
    Tikz(super::tikz::TikzArgs),

    /// An exam: random trees that make good alpha-beta questions, with keys (LaTeX, PDF).
    Exam(super::exam::ExamArgs),

    /// Export a game's tree (tic-tac-toe, connect-N, a dice race) as a tree file.
    Game(super::game::GameArgs),

    /// Solve a game: its value, best moves, and node counts for minimax and alpha-beta.
    Solve(super::solve::SolveArgs),

    /// Play a game against the engine in the terminal (works with input piped in).
    Play(super::play::PlayArgs),

    /// A random tree to solve: asks for the root value and the pruned leaves, then explains.
    Quiz(super::quiz::QuizArgs),

    /// A practice page with a bank of random trees: a new tree at a click, levels to choose.
    Practice(super::practice::PracticeArgs),

    /// Every applicable algorithm and child order on one tree: value, leaves evaluated,
    /// nodes visited, and the Knuth–Moore minimum for a uniform tree.
    #[command(after_help = "Examples:
  gametree compare trees/aima-fig5-2.yaml
  gametree gen --depth 6 --branching 3 --eval-noise 2 | gametree compare -
  gametree compare trees/aima-chance-fig5-19-bounded.yaml
  gametree compare tree.yaml --algo alphabeta --algo pvs     # only these two
  gametree compare tree.yaml --order given,best --json
  gametree compare big.yaml --algo alphabeta,pvs,mtdf --time   # and how long each search takes

--algo (repeatable, or comma-separated) picks the rows of both tables; --order picks the
child orders of the second table. Every other convention flag applies to every search.")]
    Compare(CompareArgs),

    /// Time the plain search: load the tree once, then the median time per search of each
    /// algorithm, with nodes visited, leaves evaluated and nanoseconds per node.
    Bench(super::bench::BenchArgs),

    /// Generate a random tree file, reproducible by seed (for practice and benchmarks).
    // (`random` too: the word people reach for first.)
    #[command(
        alias = "random",
        after_help = "Examples:
  gametree gen --depth 3 --branching 2..3 --seed 7
  gametree gen --depth 4 --branching 3 --chance uniform --values=-2..2
  gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml   # 1,048,576 leaves"
    )]
    Gen(GenArgs),

    /// Print shell completions (bash, zsh, fish, powershell, elvish) to standard output.
    Completions(super::docs::CompletionsArgs),

    /// Print the manual page (roff) to standard output: the main page, or a subcommand's.
    Man(super::docs::ManArgs),
}

/// `gametree eval`.
#[derive(Args, Debug)]
pub struct EvalArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// Print the result as JSON (the contract's fields and more).
    #[arg(long)]
    pub json: bool,

    /// With --json: also every node's value and bound (large for big trees).
    #[arg(long, requires = "json")]
    pub nodes: bool,

    /// Also show how long this run took to load the tree and to search it (the search as
    /// eval runs it, every visited node's result recorded; writing the output not
    /// included). With --json: "timing": {"load_seconds", "search_seconds"}.
    #[arg(long)]
    pub time: bool,

    /// How Monte Carlo tree search runs.
    #[command(flatten, next_help_heading = "Monte Carlo tree search (--algo mcts)")]
    pub mcts: MctsArgs,
}

/// The parameters of `--algo mcts`.
#[derive(Args, Debug, Clone, Default)]
pub struct MctsArgs {
    /// Iterations, one node added to the search tree each (default 1000, at most 100,000,000).
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub iterations: Option<u64>,

    /// The random generator's seed: the same seed gives the same search (default 1).
    #[arg(
        long,
        value_name = "S",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub seed: Option<u64>,

    /// The exploration constant C of UCB1 (default √2 ≈ 1.414).
    #[arg(
        long,
        value_name = "C",
        value_parser = number_from(0.0),
        allow_negative_numbers = true
    )]
    pub exploration: Option<f64>,

    /// How the move is recommended: the most-visited root child, or the best mean.
    #[arg(long = "final", value_enum, value_name = "RULE")]
    pub final_rule: Option<FinalRule>,
}

/// How `--algo mcts` recommends a move.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalRule {
    /// The root child with the most visits (ties: file order).
    #[value(name = "most-visited")]
    MostVisited,
    /// The root child whose mean is best for the side to move.
    Value,
}

/// `gametree gen`.
#[derive(Args, Debug)]
pub struct GenArgs {
    #[command(flatten)]
    pub shape: RandomTreeArgs,

    /// Put a chance layer between decision layers: children equally likely, or weighted
    /// (`--chance` alone: uniform).
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        require_equals = false,
        default_missing_value = "uniform"
    )]
    pub chance: Option<ChanceArg>,

    /// The root is a MIN node (default MAX).
    #[arg(long)]
    pub min_root: bool,

    /// The random seed: the same seed gives the same tree.
    #[arg(
        long,
        default_value_t = 1,
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub seed: u64,

    /// Refuse to make more nodes than this (the most the branching could give is counted
    /// before anything is made). The default is the most the other commands read without
    /// their own --max-nodes, so a tree `gen` makes is one they take.
    #[arg(
        long,
        value_name = "N",
        default_value_t = crate::parse::DEFAULT_MAX_NODES as u64,
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub max_nodes: u64,

    /// Give inner nodes `eval:` estimates: the true value plus an error of at most N (0:
    /// perfect). Needed by --order eval, --depth and iterative deepening.
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub eval_noise: Option<u64>,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
}

/// `gametree trace`.
#[derive(Args, Debug)]
pub struct TraceArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// Print the steps as JSON (every step, whatever --show-depth says).
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub view: ViewArgs,

    #[command(flatten)]
    pub record: RecordArgs,

    /// How Monte Carlo tree search runs.
    #[command(flatten, next_help_heading = "Monte Carlo tree search (--algo mcts)")]
    pub mcts: MctsArgs,
}

/// `gametree show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// Print the tree as JSON: the result, then every node with its parent, value or bound,
    /// and whether it is pruned or on the best line.
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub view: ViewArgs,

    /// Leave out subtrees the search never entered; the node above says how many children
    /// it hides.
    #[arg(long)]
    pub hide_pruned: bool,

    /// How Monte Carlo tree search runs.
    #[command(flatten, next_help_heading = "Monte Carlo tree search (--algo mcts)")]
    pub mcts: MctsArgs,
}

/// `gametree diff`.
#[derive(Args, Debug)]
pub struct DiffArgs {
    #[command(flatten)]
    pub input: TreeInput,

    /// Side B: the conventions to compare with side A.
    #[command(flatten)]
    pub search: SearchArgs,

    /// Print both results and their differences as JSON.
    #[arg(long)]
    pub json: bool,

    /// Side A: the defaults unless these say otherwise.
    #[command(
        flatten,
        next_help_heading = "Side A (the defaults with side B's algorithm, except as these say)"
    )]
    pub vs: VsArgs,

    /// Which differing nodes the table lists (by default, on a big tree, those down to the
    /// depth that keeps it to about 1,000 rows).
    #[command(flatten)]
    pub view: ViewArgs,
}

/// How `check` prints its report.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckFormat {
    /// For people: a report per file, or a table and the class summary for many.
    Text,
    /// The report as JSON, with points.
    Json,
    /// Gradescope's autograder `results.json`.
    Gradescope,
    /// One row per answer file.
    Csv,
}

/// `gametree check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Tree files or folders; with --answers, the one tree the answers are about.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<String>,

    /// Answer files or folders of them, checked against the tree instead of its `expect`;
    /// `-` reads one answer file from standard input.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    pub answers: Vec<String>,

    /// Print the report as JSON (the same as --format json).
    #[arg(long)]
    pub json: bool,

    /// How to print the report: text, json, gradescope (Gradescope's results.json) or csv
    /// (one row per answer file).
    #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
    pub format: CheckFormat,

    /// Points per item kind, items every answer is scored on, the follow-through share
    /// (YAML; see docs/guide.md, "Grading a class"). Without it, the tree's `expect` block's
    /// `points`, or one point per answered item.
    #[arg(long, value_name = "FILE")]
    pub rubric: Option<String>,

    /// Print every item, right ones too.
    #[arg(short, long)]
    pub verbose: bool,

    /// Do not mention files without an `expect` block.
    #[arg(short, long)]
    pub quiet: bool,

    /// Accept an answer within this absolute distance of a value that comes from chance
    /// averaging, instead of the rounding rule (without it: a decimal with two or more places
    /// is right when it is the value rounded to them, `2.33` for 7/3). Numbers read from the
    /// tree are always compared exactly.
    #[arg(
        long,
        value_name = "T",
        value_parser = number_from(0.0),
        allow_negative_numbers = true
    )]
    pub tolerance: Option<f64>,

    #[command(flatten)]
    pub record: RecordArgs,

    /// Refuse a tree of more than N nodes (unfolded), before it fills the memory.
    #[arg(
        long,
        value_name = "N",
        default_value_t = crate::parse::DEFAULT_MAX_NODES,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub max_nodes: usize,

    /// The course's conventions, set over every answer file.
    #[command(
        flatten,
        next_help_heading = "Conventions every answer file is graded under"
    )]
    pub grading: GradingArgs,
}

/// The conventions `check --answers` grades every answer file under, whatever the file says
/// (a rubric's `conventions:` and the tree's `expect` set them too, after these).
#[derive(Args, Debug, Clone, Default)]
pub struct GradingArgs {
    /// The search algorithm.
    #[arg(long = "algo", value_enum, value_name = "ALGO")]
    pub algo: Option<Algorithm>,

    /// Cut only when α > β (the Berkeley CS188 rule), not when α ≥ β.
    #[arg(long)]
    pub strict: bool,

    /// Fail-hard: clamp returned values to the window [α, β] (default: fail-soft).
    #[arg(long)]
    pub fail_hard: bool,

    /// Search every root child with the root's initial window (α not carried across).
    #[arg(long)]
    pub root_reset: bool,

    /// Alpha-beta without deep cutoffs (Knuth and Moore's F1): each child gets only its
    /// parent's own best value as its bound, so a node cuts only against its parent.
    #[arg(long)]
    pub no_deep_cutoffs: bool,

    /// The order children are searched in (leaf numbers never change).
    #[arg(long, value_enum, value_name = "ORDER")]
    pub order: Option<Order>,

    /// Leaf bounds L,U for star1/star2 (overrides the file's `bounds:`), e.g. --bounds=-2,2.
    #[arg(long, value_name = "L,U", allow_hyphen_values = true)]
    pub bounds: Option<String>,
}

/// `gametree compare`.
#[derive(Args, Debug)]
pub struct CompareArgs {
    #[command(flatten)]
    pub input: TreeInput,

    /// Only these algorithms (repeatable, or comma-separated; default: every one that
    /// applies to the tree).
    #[arg(
        short,
        long = "algo",
        value_enum,
        value_delimiter = ',',
        value_name = "ALGO"
    )]
    pub algo: Vec<Algorithm>,

    /// Only these child orders in the child-order table (repeatable, or comma-separated;
    /// default: every one that applies).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "ORDER")]
    pub order: Vec<Order>,

    /// Conventions for every search.
    #[command(flatten)]
    pub conventions: ConventionArgs,

    /// Add a column with each search's time: the plain search, as `gametree bench` times
    /// it (the median of 3 runs of at least 0.05 s each).
    #[arg(long)]
    pub time: bool,

    /// Print the tables as JSON.
    #[arg(long)]
    pub json: bool,
}
