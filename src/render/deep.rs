//! Refusals of the texts held whole in memory that grow with the square of a tree's depth:
//! its YAML, indented two spaces a level, and the views that name every node by its path,
//! as long as the node is deep. A chain of 100,000 levels (a few megabytes of JSON) would
//! make some 10 GB of either. Weighed from the tree alone, before any of it is written.

use crate::error::{ErrorKind, InputError};
use crate::message::msg;
use crate::search::Recorder;
use crate::tree::{Tree, yaml};

/// The most bytes of YAML made in memory: 256 MiB. Depth reaches it, from a chain of about
/// 16,000 levels; breadth hardly does (a full binary tree of eight million nodes indents
/// some 180 MB), and an ordinary tree's file is thousands of times smaller. Past it the text
/// (held twice, as it becomes a Python string) soon takes gigabytes, and a process under a
/// memory cap would be killed instead of told.
pub const MAX_YAML_BYTES: u64 = 256 << 20;

/// The most bytes of node paths a view names its nodes by: 64 MiB, less than the YAML's
/// bound because each view writes a path two or three times over (a node's `path`, its
/// `id` where it has no label of its own, its `best` child; a step's `node` and `id`) and
/// holds it twice (as JSON values, then as Python strings), so the bound keeps one view to a
/// few hundred megabytes and seconds of work. Depth reaches it from a chain of about 8,000
/// levels; breadth only past a million or two nodes (a full binary tree of two million has
/// some 77 MB of paths), whose dicts, one a node, would take gigabytes of Python anyway.
pub const MAX_PATH_BYTES: u64 = 64 << 20;

/// The most bytes of node paths the command writes in a view that names every node by its
/// path (`eval --json --nodes`, `trace --json`, `show --json`): 512 MiB. Those views write
/// node by node, so memory stays small whatever the size, but the time and the file do not:
/// a chain of 20,000 levels already writes more than a gigabyte in some fifteen seconds, and
/// one of 100,000 would write some 30 GB. Depth reaches the bound from a chain of about
/// 23,000 levels; breadth hardly does (a full binary tree of eight million nodes, near the
/// most the command reads, has some 340 MB of paths).
pub const MAX_WRITTEN_PATH_BYTES: u64 = 512 << 20;

/// `Ok` when the tree's YAML (see [`yaml::write`]) stays within [`MAX_YAML_BYTES`], judged
/// by its indentation alone.
pub fn refuse_long_yaml(tree: &Tree) -> Result<(), InputError> {
    let bytes = yaml::indent_bytes(tree);
    if bytes <= MAX_YAML_BYTES {
        return Ok(());
    }
    Err(too_long(
        tree,
        bytes,
        MAX_YAML_BYTES,
        "err-deep-yaml",
        "help-deep-yaml",
    ))
}

/// `Ok` when every node's path together stays within [`MAX_PATH_BYTES`]: what a view that
/// names each node once by its path (a search's `nodes`) makes at the least.
pub fn refuse_long_paths(tree: &Tree) -> Result<(), InputError> {
    within_paths(tree, tree_paths(tree), MAX_PATH_BYTES, "help-deep-paths")
}

/// `Ok` when the paths of the nodes of `rec`'s steps, one a step, stay within
/// [`MAX_PATH_BYTES`]: what a trace's steps make at the least. Counted over the steps, not
/// the tree, so a big tree a pruned search barely enters keeps its trace.
pub fn refuse_long_steps(tree: &Tree, rec: &Recorder) -> Result<(), InputError> {
    within_paths(
        tree,
        step_paths(tree, rec),
        MAX_PATH_BYTES,
        "help-deep-paths",
    )
}

/// [`refuse_long_paths`] for the command's views, which write node by node: within
/// [`MAX_WRITTEN_PATH_BYTES`].
pub fn refuse_written_paths(tree: &Tree) -> Result<(), InputError> {
    let bytes = tree_paths(tree);
    within_paths(
        tree,
        bytes,
        MAX_WRITTEN_PATH_BYTES,
        "help-deep-paths-written",
    )
}

/// [`refuse_long_steps`] for `trace --json`, which writes step by step: within
/// [`MAX_WRITTEN_PATH_BYTES`].
pub fn refuse_written_steps(tree: &Tree, rec: &Recorder) -> Result<(), InputError> {
    let bytes = step_paths(tree, rec);
    within_paths(
        tree,
        bytes,
        MAX_WRITTEN_PATH_BYTES,
        "help-deep-paths-written",
    )
}

/// Bytes of every node's path.
fn tree_paths(tree: &Tree) -> u64 {
    tree.path_lengths().iter().sum()
}

/// Bytes of the paths of the nodes of `rec`'s steps, one a step.
fn step_paths(tree: &Tree, rec: &Recorder) -> u64 {
    let lengths = tree.path_lengths();
    rec.steps.iter().map(|s| lengths[s.node().index()]).sum()
}

fn within_paths(tree: &Tree, bytes: u64, max: u64, help: &'static str) -> Result<(), InputError> {
    if bytes <= max {
        return Ok(());
    }
    Err(too_long(tree, bytes, max, "err-deep-paths", help))
}

fn too_long(
    tree: &Tree,
    bytes: u64,
    max: u64,
    error: &'static str,
    help: &'static str,
) -> InputError {
    InputError::new(
        ErrorKind::TooLarge,
        msg!(
            error,
            levels = tree.height().to_string(),
            size = bytes.div_ceil(1 << 20).to_string(),
            max = (max >> 20).to_string()
        ),
    )
    .help(msg!(help))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::tests::chain;

    #[test]
    fn a_trace_is_weighed_by_the_steps_it_takes() {
        use crate::search::{Algorithm, Config, run_observed};
        let cfg = Config::new(Algorithm::AlphaBeta);
        for (tree, ok) in [(chain(2_000), true), (chain(20_000), false)] {
            let mut rec = Recorder::default();
            run_observed(&tree, &cfg, &mut rec).expect("search runs");
            assert_eq!(refuse_long_steps(&tree, &rec).is_ok(), ok);
        }
    }

    #[test]
    fn a_deep_chain_is_refused_and_a_shallower_one_is_not() {
        let shallow = chain(5_000);
        assert!(refuse_long_yaml(&shallow).is_ok());
        assert!(refuse_long_paths(&shallow).is_ok());
        let deep = chain(100_000);
        let e = refuse_long_yaml(&deep).expect_err("10 GB of YAML");
        assert_eq!(e.kind, ErrorKind::TooLarge);
        // 100,000 inner nodes, at depths d to 99,999, indented 2 + 2d: 10,000,100,000 bytes.
        assert_eq!(
            *e.message,
            msg!(
                "err-deep-yaml",
                levels = "100000",
                size = "9537",
                max = "256"
            )
        );
        assert_eq!(e.help.as_deref(), Some(&msg!("help-deep-yaml")));
        let e = refuse_long_paths(&deep).expect_err("10 GB of paths");
        assert_eq!(e.kind, ErrorKind::TooLarge);
        // Two paths of 2d - 1 bytes at each depth d to 100,000, and "root": 2 * 10^10 + 4.
        assert_eq!(
            *e.message,
            msg!(
                "err-deep-paths",
                levels = "100000",
                size = "19074",
                max = "64"
            )
        );
        assert_eq!(e.help.as_deref(), Some(&msg!("help-deep-paths")));
    }

    #[test]
    fn the_commands_views_take_more_paths_than_a_python_call() {
        // A chain of 10,000 levels has some 200 MB of paths: past a Python call's bound,
        // within what the command writes node by node; one of 30,000 passes both.
        let (mid, deep) = (chain(10_000), chain(30_000));
        assert!(refuse_long_paths(&mid).is_err());
        assert!(refuse_written_paths(&mid).is_ok());
        let e = refuse_written_paths(&deep).expect_err("some 1.7 GB of paths");
        assert_eq!(e.help.as_deref(), Some(&msg!("help-deep-paths-written")));
        use crate::search::{Algorithm, Config, run_observed};
        let mut rec = Recorder::default();
        run_observed(&deep, &Config::new(Algorithm::AlphaBeta), &mut rec).expect("search runs");
        assert!(refuse_written_steps(&deep, &rec).is_err());
        let mut rec = Recorder::default();
        run_observed(&mid, &Config::new(Algorithm::AlphaBeta), &mut rec).expect("search runs");
        assert!(refuse_written_steps(&mid, &rec).is_ok());
    }
}
