//! What big and deep trees cost: each test shows the growth on small inputs and asserts
//! counts (bytes printed, nodes, exit codes), never times. Named after the class of bug each
//! one guards: views that print or hold a whole big tree, output that grows with the square
//! of the depth, budgets that follow a file's bytes instead of its tree, and searches asked
//! for more than they can hold.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

use crate::common::counting;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

/// A generated tree file in a fresh temporary folder (kept for the test's life).
struct Made {
    _dir: tempdir::Dir,
    path: PathBuf,
}

mod tempdir {
    use std::path::{Path, PathBuf};

    /// A folder under the system's temporary folder, removed when dropped.
    pub struct Dir(PathBuf);

    impl Dir {
        pub fn new(tag: &str) -> Dir {
            let p = std::env::temp_dir().join(format!(
                "gametree-resources-{tag}-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            std::fs::create_dir_all(&p).expect("temporary folder");
            Dir(p)
        }

        pub fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

fn write(tag: &str, text: &str) -> Made {
    let dir = tempdir::Dir::new(tag);
    let path = dir.path().join("tree.yaml");
    std::fs::write(&path, text).expect("write the tree");
    Made { _dir: dir, path }
}

fn generated(tag: &str, flags: &[&str]) -> Made {
    let dir = tempdir::Dir::new(tag);
    let path = dir.path().join("tree.yaml");
    gametree()
        .arg("gen")
        .args(flags)
        .arg("-o")
        .arg(&path)
        .assert()
        .success();
    Made { _dir: dir, path }
}

/// Bytes `gametree ARGS FILE` prints on standard output (it must succeed).
fn bytes(args: &[&str], file: &Path) -> usize {
    let out = gametree().args(args).arg(file).assert().success();
    out.get_output().stdout.len()
}

fn stdout(args: &[&str], file: &Path) -> String {
    let out = gametree().args(args).arg(file).assert().success();
    String::from_utf8_lossy(&out.get_output().stdout).into_owned()
}

fn chain(depth: u32) -> Made {
    generated(
        &format!("chain{depth}"),
        &["--depth", &depth.to_string(), "--branching", "1"],
    )
}

#[test]
fn deep_chains_print_output_that_grows_linearly_not_quadratically() {
    let (short, long) = (chain(200), chain(400));
    for args in [
        &["trace", "--all"][..],
        &["trace"][..],
        &["show", "--all"][..],
        &["dot", "--all"][..],
        &["diff", "--strict", "--all"][..],
    ] {
        let (a, b) = (bytes(args, &short.path), bytes(args, &long.path));
        // Twice the depth: about twice the output (each row's width is capped), where
        // indenting by depth and printing whole paths gave about four times.
        assert!(
            b * 10 <= a * 25,
            "{args:?}: {a} bytes at depth 200, {b} at depth 400"
        );
    }
    // A row names a deep node by its first and last steps and its depth.
    let text = stdout(&["trace", "--all"], &long.path);
    assert!(text.contains("1.1.1…1.1.1.1.1"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() < 200));
}

#[test]
fn default_views_of_big_trees_stay_under_a_byte_cap_and_say_what_they_left_out() {
    // 65,536 leaves, 87,381 nodes.
    let big = generated("views", &["--depth", "8", "--branching", "4"]);
    for (args, items) in [
        (&["show"][..], "nodes"),
        (&["trace"][..], "steps"),
        (&["dot"][..], "nodes"),
        (&["diff", "--strict"][..], "differing nodes"),
    ] {
        let text = stdout(args, &big.path);
        assert!(
            text.len() < 400_000,
            "{args:?} printed {} bytes by default",
            text.len()
        );
        assert!(
            text.contains(&format!("{items} left out")) && text.contains("--all"),
            "{args:?} says what it left out and how to see it"
        );
    }
    // Asked for, everything comes: every node of the tree is a line of `show --all`.
    let all = stdout(&["show", "--all"], &big.path);
    assert!(all.lines().count() > 87_381);
    assert!(!all.contains("left out"));
    // --show-depth picks the depth: the top two levels are 1 + 4 + 16 nodes.
    let top = stdout(&["show", "--show-depth", "2"], &big.path);
    assert!(top.contains("… shown to depth 2: 87,360 of 87,381 nodes left out"));
    // --hide-pruned leaves out what the search never entered, and counts it.
    let searched = stdout(&["show", "--all", "--hide-pruned"], &big.path);
    assert!(searched.lines().count() < all.lines().count() / 2);
    assert!(searched.contains("pruned children hidden"));
}

#[test]
fn homework_trees_are_shown_whole() {
    for args in [&["show"][..], &["trace"][..], &["dot"][..]] {
        let text = stdout(args, Path::new("trees/aima-fig5-2.yaml"));
        assert!(!text.contains("left out"), "{args:?}");
    }
}

/// A YAML alias bomb: `levels` levels of `width` aliases of the level below.
fn bomb(width: usize, levels: usize) -> String {
    let leaves = vec!["1"; width].join(", ");
    let mut text = format!("root:\n  max:\n  - &a1 {{min: [{leaves}]}}\n");
    for l in 2..=levels {
        let kind = if l % 2 == 0 { "max" } else { "min" };
        let refs = vec![format!("*a{}", l - 1); width].join(", ");
        text.push_str(&format!("  - &a{l} {{{kind}: [{refs}]}}\n"));
    }
    text
}

#[test]
fn the_alias_budget_follows_the_nodes_written_not_the_bytes_of_comments() {
    // About 3.5 million nodes from a few hundred bytes: over the two-million floor.
    let plain = write("bomb", &bomb(12, 6));
    // The same bomb after a 300 KB comment: a budget of 16 nodes per byte grew to 4.8
    // million and let it through.
    let padded = write(
        "bomb-comment",
        &format!("# {}\n{}", "x".repeat(300_000), bomb(12, 6)),
    );
    for made in [&plain, &padded] {
        let out = gametree()
            .arg("eval")
            .arg(&made.path)
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let text = String::from_utf8_lossy(&out);
        assert!(
            text.contains("unfolds to more than 2000000 nodes"),
            "{text}"
        );
    }
    // Within the floor, sharing is fine: 111,110 leaves from a few lines.
    let fine = write("shared", &bomb(10, 5));
    assert!(stdout(&["eval", "--json"], &fine.path).contains("\"leaf_count\": 111110"));
}

#[test]
fn a_tree_bigger_than_max_nodes_is_refused_with_the_flag_that_raises_it() {
    let tree = generated("max-nodes", &["--depth", "5", "--branching", "4"]);
    for cmd in ["eval", "show", "trace", "dot", "diff", "compare", "html"] {
        let out = gametree()
            .args([cmd, "--max-nodes", "1000"])
            .arg(&tree.path)
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("more than 1000 nodes"), "{cmd}: {text}");
        assert!(text.contains("--max-nodes N"), "{cmd}: {text}");
    }
    // The same tree (1,365 nodes) under a limit it fits.
    bytes(&["eval", "--max-nodes", "1365"], &tree.path);
}

#[test]
fn searches_that_make_more_steps_than_a_view_records_are_refused_cleanly() {
    let tree = generated("max-steps", &["--depth", "5", "--branching", "4"]);
    for cmd in ["trace", "dot"] {
        let out = gametree()
            .args([cmd, "--max-steps", "100"])
            .arg(&tree.path)
            .assert()
            .code(2)
            .get_output()
            .stderr
            .clone();
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("more than 100 steps"), "{cmd}: {text}");
        assert!(text.contains("--max-steps N"), "{cmd}: {text}");
    }
}

#[test]
fn a_wrong_pruned_answer_on_a_big_tree_explains_a_bounded_number_of_leaves() {
    let tree = generated("answers", &["--depth", "7", "--branching", "4"]);
    let answers = write("answers-file", "value: 0\npruned: [1, 2, 3]\n");
    let out = gametree()
        .arg("check")
        .arg(&tree.path)
        .arg("--answers")
        .arg(&answers.path)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8_lossy(&out);
    let wrong = text.lines().filter(|l| l.contains("pruned list")).count();
    // Thousands of leaves are wrong: a few explained, one line counting the rest.
    assert!((2..=42).contains(&wrong), "{wrong} lines\n{text}");
    assert!(text.contains("more leaves"));
    assert!(text.len() < 20_000, "{} bytes", text.len());
}

#[test]
fn eval_json_nodes_output_is_the_same_document_streamed() {
    // The streamed document is the one the views build for small trees, byte for byte,
    // and it parses as JSON with every node.
    let tree = generated("json", &["--depth", "4", "--branching", "3"]);
    let text = stdout(&["eval", "--json", "--nodes"], &tree.path);
    let v: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(v["nodes"].as_array().map(Vec::len), Some(121));
    assert_eq!(v["node_count"], 121);
    let trace = stdout(&["trace", "--json"], &tree.path);
    let t: serde_json::Value = serde_json::from_str(&trace).expect("valid JSON");
    assert!(t["steps"].as_array().is_some_and(|s| s.len() > 100));
}

#[test]
fn no_progress_line_when_standard_error_is_not_a_terminal() {
    let tree = generated("progress", &["--depth", "8", "--branching", "4"]);
    let out = gametree()
        .args(["eval", "--json", "--nodes"])
        .arg(&tree.path)
        .assert()
        .success();
    assert!(out.get_output().stderr.is_empty());
}

#[test]
fn no_progress_line_on_a_homework_tree_at_a_terminal() {
    // `script` runs the command on a pseudo-terminal (util-linux; present on the machines
    // this project runs on, and its absence fails the test rather than skipping it).
    let bin = assert_cmd::cargo::cargo_bin("gametree");
    let dir = tempdir::Dir::new("pty");
    let log = dir.path().join("typescript");
    let status = std::process::Command::new("script")
        .arg("-qec")
        .arg(format!("{} eval trees/aima-fig5-2.yaml", bin.display()))
        .arg(&log)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("script runs");
    assert!(status.success());
    let seen = std::fs::read_to_string(&log).expect("the session log");
    assert!(seen.contains("value"), "the command ran: {seen}");
    assert!(!seen.contains("searching") && !seen.contains("writing"));
}

/// `diff --json` writes its lists (the pruned leaves of both sides and the differing nodes) one
/// item at a time: building them as JSON values first took several times the output, so on
/// a tree of millions of nodes the document alone ran out of memory.
#[test]
fn diff_json_streams_its_node_list() {
    use gametree::exercise::random::{RandomSpec, generate};
    use gametree::parse::Meta;
    use gametree::render::{Style, diff, elide::Extent};
    use gametree::search::{self, Config};
    let tree = generate(&RandomSpec {
        depth: 7,
        branching: (4, 4),
        ..RandomSpec::default()
    });
    let a = search::run(&tree, &Config::default()).unwrap();
    let b = search::run(&tree, &Config::new(search::Algorithm::Minimax)).unwrap();
    /// Counts the bytes written and keeps none.
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    // (A search's lookup index is made on its first lookup: made here, it is the
    // search's memory, not the writer's.)
    let _ = (a.result(&tree, tree.root()), b.result(&tree, tree.root()));
    let (written, peak) = counting::peak(|| {
        let mut out = Count(0);
        diff::write_json(&mut out, &tree, &Meta::default(), &a, &b).unwrap();
        out.0
    });
    // Most of the 21,845 nodes differ (minimax knows every value), at about 200 bytes each;
    // as JSON values they took several times that.
    assert!(written > 2_000_000, "{written}");
    assert!(peak * 20 < written, "{peak} bytes live to write {written}");

    // The text table of every differing node is laid out a few thousand rows at a time:
    // here about 7 bytes live per byte of text, where a table cell per node took 25.
    let extent = Extent {
        depth: None,
        all: true,
    };
    let (text, peak) = counting::peak(|| diff::render_with(&tree, &a, &b, &Style::plain(), extent));
    assert!(text.len() > 500_000, "{}", text.len());
    assert!(
        peak < text.len() * 12,
        "{peak} bytes live for {} of text",
        text.len()
    );
}

/// Reading a tree file allocates a fixed few times per node: the YAML parser makes and grows
/// a buffer for each scalar (two allocations), and the reader adds nothing for a leaf.
/// Asking the message catalogue for the name of a leaf's value in case it was bad, on every
/// leaf, cost one or two allocations more a leaf and a third of a million-leaf tree's load.
#[test]
fn loading_a_tree_allocates_a_fixed_few_times_per_node_not_per_message() {
    use gametree::exercise::random::{RandomSpec, generate};
    use gametree::tree::yaml::{Header, write};
    let tree = generate(&RandomSpec {
        depth: 6,
        branching: (4, 4),
        ..RandomSpec::default()
    });
    let text = write(&tree, &Header::default());
    assert!(
        text.contains("min: ["),
        "leaves are written in flow lists: {text:.200}"
    );
    let (doc, calls) = counting::allocations(|| gametree::parse::parse_text(&text).unwrap());
    let nodes = doc.tree.len();
    assert_eq!(nodes, 5461);
    assert!(
        calls <= 2 * nodes + 64,
        "{calls} allocations for {nodes} nodes"
    );
}
