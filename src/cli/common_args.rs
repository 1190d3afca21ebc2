//! Argument groups that several subcommands flatten into their own: where the tree comes
//! from, how the search runs, the shape of a random tree. They sit below every subcommand's
//! argument file, so those files and the `Command` enum that gathers them import only downward.

use super::number_args::whole_from;
use crate::search::{Algorithm, Order};
use clap::{Args, ValueEnum};

/// Where the tree comes from.
#[derive(Args, Debug, Clone)]
pub struct TreeInput {
    /// The tree file (YAML or JSON); `-` reads standard input (as does no FILE when input is
    /// piped in).
    #[arg(value_name = "FILE", conflicts_with = "expr")]
    pub file: Option<String>,

    /// The tree itself, inline, in YAML flow style: -e 'max: [{min: [3, 12]}, 5]'.
    #[arg(short = 'e', long = "expr", value_name = "TREE")]
    pub expr: Option<String>,

    /// Refuse a tree of more than N nodes (unfolded), before it fills the memory: at the
    /// default a tree and its search fit in 2 GiB.
    #[arg(
        long,
        value_name = "N",
        default_value_t = crate::parse::DEFAULT_MAX_NODES,
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub max_nodes: usize,
}

/// How the search runs: algorithm, child order and the other conventions.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// The search algorithm.
    #[arg(short, long = "algo", value_enum, default_value = "alphabeta")]
    pub algo: Algorithm,

    /// The order children are searched in (leaf numbers never change).
    #[arg(long, value_enum, default_value = "given")]
    pub order: Order,

    #[command(flatten)]
    pub conventions: ConventionArgs,
}

/// The conventions besides the algorithm and the child order: every command that runs a
/// search takes them, with the same meaning.
#[derive(Args, Debug, Clone, Default)]
pub struct ConventionArgs {
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

    /// Leaf bounds L,U for star1/star2 (overrides the file's `bounds:`), e.g. --bounds=-2,2.
    #[arg(long, value_name = "L,U", allow_hyphen_values = true)]
    pub bounds: Option<String>,

    /// Depth limit: nodes at this depth are scored by their `eval:` estimate.
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub depth: Option<u32>,

    /// Use a transposition table: positions met again (shared subtrees) are looked up.
    #[arg(long)]
    pub tt: bool,

    /// Stop after visiting this many nodes (a clock that gives the same result every run);
    /// iddfs answers with the move of the last completed depth.
    #[arg(
        long,
        value_name = "NODES",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub budget: Option<u64>,
}

/// Side A of `diff`: each flag sets what the same flag without `vs-` sets on side B. Side A
/// is the default conventions with side B's algorithm, and B's bounds, depth limit and budget
/// (they pose the question; the conventions answer it), unless these say otherwise.
#[derive(Args, Debug, Clone, Default)]
pub struct VsArgs {
    /// Side A's algorithm (default: side B's).
    #[arg(long, value_enum, value_name = "ALGO")]
    pub vs_algo: Option<Algorithm>,

    /// Side A's child order (default: given).
    #[arg(long, value_enum, value_name = "ORDER")]
    pub vs_order: Option<Order>,

    /// Side A cuts only when α > β.
    #[arg(long)]
    pub vs_strict: bool,

    /// Side A returns fail-hard values.
    #[arg(long)]
    pub vs_fail_hard: bool,

    /// Side A searches every root child with the root's initial window.
    #[arg(long)]
    pub vs_root_reset: bool,

    /// Side A cuts only against the parent's bound (no deep cutoffs).
    #[arg(long)]
    pub vs_no_deep_cutoffs: bool,

    /// Side A's leaf bounds L,U (default: side B's).
    #[arg(long, value_name = "L,U", allow_hyphen_values = true)]
    pub vs_bounds: Option<String>,

    /// Side A's depth limit (default: side B's).
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub vs_depth: Option<u32>,

    /// Side A uses a transposition table.
    #[arg(long)]
    pub vs_tt: bool,

    /// Side A's node budget (default: side B's).
    #[arg(
        long,
        value_name = "NODES",
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub vs_budget: Option<u64>,
}

impl VsArgs {
    /// Side A as search options: the defaults, changed by the `--vs-…` flags.
    pub fn side_a(&self, b: &SearchArgs) -> SearchArgs {
        let shared = &b.conventions;
        SearchArgs {
            algo: self.vs_algo.unwrap_or(b.algo),
            order: self.vs_order.unwrap_or(Order::Given),
            conventions: ConventionArgs {
                strict: self.vs_strict,
                fail_hard: self.vs_fail_hard,
                root_reset: self.vs_root_reset,
                no_deep_cutoffs: self.vs_no_deep_cutoffs,
                bounds: self.vs_bounds.clone().or_else(|| shared.bounds.clone()),
                depth: self.vs_depth.or(shared.depth),
                tt: self.vs_tt,
                budget: self.vs_budget.or(shared.budget),
            },
        }
    }
}

/// The shape of a random tree: shared by `gen` and `quiz`.
#[derive(Args, Debug, Clone)]
pub struct RandomTreeArgs {
    /// Levels below the root; leaves sit at this depth.
    #[arg(
        long,
        default_value_t = 3,
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub depth: u32,

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
}

/// Chance layers for `gen` and `exam`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanceArg {
    /// Equally likely outcomes.
    Uniform,
    /// Random probabilities, written as fractions.
    Weighted,
}
