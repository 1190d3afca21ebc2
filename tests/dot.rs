//! `gametree dot`: the DOT of every corpus tree pinned by snapshots, labels escaped, and every
//! picture rendered by the real Graphviz (when it is installed; in CI it must be).

use std::path::PathBuf;
use std::process::Command as Process;

use crate::common;

use assert_cmd::Command;
use gametree::check::expectations;
use gametree::parse::Document;
use gametree::render::dot::{Direction, Options, render};
use gametree::search::{self, Algorithm, Bound, Config, Outcome, Recorder};
use gametree::tree::Tree;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR")
        .env_remove("GAMETREE_DOT")
        .env("TERM", "dumb");
    c
}

fn corpus() -> Vec<(PathBuf, Document)> {
    common::corpus_files()
        .into_iter()
        .map(|(p, _, d)| (p, d))
        .collect()
}

/// The searches a tree's published answers name (as `corpus.rs` pins them), then every
/// algorithm with the default conventions.
fn searches(doc: &Document) -> Vec<Config> {
    let mut configs: Vec<Config> = Vec::new();
    if let Some(expect) = &doc.meta.expect {
        for b in expectations(&doc.tree, &doc.meta, expect).unwrap() {
            if !configs.contains(&b.config) {
                configs.push(b.config);
            }
        }
    }
    // The five algorithms of the file format's contract; the rest of the zoo draws through
    // the same code (see `every_algorithm_draws`).
    for algorithm in [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Expectiminimax,
        Algorithm::Star1,
        Algorithm::Star2,
    ] {
        let c = Config {
            algorithm,
            bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
            ..Config::default()
        };
        if !configs.contains(&c) {
            configs.push(c);
        }
    }
    configs
}

/// A short name for a configuration: `alphabeta-strict-depth2`.
fn key(cfg: &Config) -> String {
    let mut flags = vec![cfg.algorithm.name().to_string()];
    if cfg.strict {
        flags.push("strict".into());
    }
    if cfg.fail_hard {
        flags.push("fail-hard".into());
    }
    if cfg.root_reset {
        flags.push("root-reset".into());
    }
    if cfg.order != search::Order::Given {
        flags.push(cfg.order.name().into());
    }
    if let Some(d) = cfg.depth {
        flags.push(format!("depth{d}"));
    }
    flags.join("-")
}

/// The command-line flags that make the same search.
fn flags(cfg: &Config) -> Vec<String> {
    let mut f = vec!["--algo".to_string(), cfg.algorithm.name().to_string()];
    if cfg.strict {
        f.push("--strict".into());
    }
    if cfg.fail_hard {
        f.push("--fail-hard".into());
    }
    if cfg.root_reset {
        f.push("--root-reset".into());
    }
    f.push(format!("--order={}", cfg.order.name()));
    if let Some(d) = cfg.depth {
        f.push(format!("--depth={d}"));
    }
    if let Some((l, u)) = cfg.bounds {
        f.push(format!("--bounds={l},{u}"));
    }
    f
}

fn dot_of(doc: &Document, cfg: &Config, opts: &Options) -> (String, Outcome) {
    let mut rec = Recorder::default();
    let outcome = search::run_observed(&doc.tree, cfg, &mut rec).unwrap();
    (render(&doc.tree, &doc.meta, &outcome, &rec, opts), outcome)
}

/// The DOT of every corpus tree, for each search its answers name, pinned.
#[test]
fn dot_snapshots_of_the_corpus() {
    for (path, doc) in corpus() {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let expect = doc.meta.expect.as_ref().expect("corpus trees have answers");
        let mut seen: Vec<Config> = Vec::new();
        for b in expectations(&doc.tree, &doc.meta, expect).unwrap() {
            if seen.contains(&b.config) {
                continue;
            }
            seen.push(b.config.clone());
            let (dot, _) = dot_of(&doc, &b.config, &Options::default());
            insta::assert_snapshot!(format!("{stem}-{}", key(&b.config)), dot);
        }
    }
}

/// The options, pinned on the two trees the README shows.
#[test]
fn dot_snapshots_of_the_options() {
    let run = |args: &[&str]| {
        let out = gametree().arg("dot").args(args).assert().success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    insta::assert_snapshot!(
        "options-windows",
        run(&["trees/aima-fig5-2.yaml", "--windows"])
    );
    insta::assert_snapshot!(
        "options-hide-pruned-lr-no-title",
        run(&[
            "trees/wikipedia-alpha-beta.yaml",
            "--hide-pruned",
            "--rankdir",
            "lr",
            "--no-title"
        ])
    );
    insta::assert_snapshot!(
        "options-star2-windows-hide-pruned",
        run(&[
            "trees/derived-star2-probe.yaml",
            "--algo",
            "star2",
            "--windows",
            "--hide-pruned"
        ])
    );
}

/// What the picture must say about AIMA Fig. 5.2, checked item by item rather than only
/// through the snapshot.
#[test]
fn fig_5_2_has_the_shapes_bounds_cut_and_best_line() {
    let out = gametree()
        .args(["dot", "trees/aima-fig5-2.yaml"])
        .assert()
        .success();
    let dot = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(dot.starts_with("digraph gametree {"));
    assert!(dot.contains("ordering=out"));
    assert!(dot.contains("rankdir=TB"));
    let line = |needle: &str| {
        dot.lines()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("no line with {needle:?} in\n{dot}"))
            .to_string()
    };
    assert!(line("label=\"A\\n3\"").contains("shape=triangle"));
    let c = line("label=\"C\\n");
    assert!(c.contains("shape=invtriangle"), "{c}");
    assert!(
        c.contains("label=\"C\\n≤ 2\""),
        "a bound, never a bare 2: {c}"
    );
    assert!(line("label=\"B1\\n3\"").contains("shape=box"));
    // Leaves 5 and 6 (C2, C3) stay, dashed and grey.
    for pruned in ["C2\\n4", "C3\\n6"] {
        let l = line(pruned);
        assert!(
            l.contains("style=dashed") && l.contains("color=gray55"),
            "{l}"
        );
    }
    // The cutoff edge C → C1 is marked with its reason; A → B → B1 is bold.
    assert!(line("cut: 2 ≤ α = 3").contains("color=red3"));
    assert_eq!(
        dot.matches("penwidth=2.5").count(),
        3 + 2,
        "3 nodes and 2 edges"
    );
    assert!(!dot.contains('\x1b'), "never colour codes in DOT");
}

#[test]
fn chance_edges_carry_probabilities_as_written() {
    let out = gametree()
        .args([
            "dot",
            "trees/cs188-expectimax-weighted.yaml",
            "--algo",
            "expectiminimax",
        ])
        .assert()
        .success();
    let dot = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(dot.contains("shape=circle"));
    let labels: Vec<&str> = dot
        .lines()
        .filter(|l| l.contains("->"))
        .filter_map(|l| l.split("<td").nth(1))
        .map(|l| &l[l.find('>').unwrap() + 1..])
        .map(|l| l.split("</td>").next().unwrap())
        .collect();
    assert!(!labels.is_empty());
    assert!(
        labels.iter().any(|l| l.contains('/')),
        "fractions stay fractions: {labels:?}"
    );
}

const ESCAPES: &str = r#"
name: 'Escaping: "quotes", back\slash, ünïcödé ▲ & <tags>'
root:
  id: 'say "hi"'
  max:
    - id: 'back\slash'
      min:
        - {value: 3, id: 'ünï ▲ ü'}
        - {value: 1, id: 'end\'}
    - id: 'a&amp;b <tag>'
      chance:
        - {value: 1, p: "1/3", id: "x\\\"y"}
        - {value: 5, p: "2/3", id: "two\nlines"}
"#;

/// Ids with quotes, backslashes, entities and unicode come out as written: escaped in DOT,
/// and (with Graphviz) drawn exactly as the file spells them.
#[test]
fn labels_are_escaped() {
    let out = gametree()
        .args(["dot", "-"])
        .write_stdin(ESCAPES)
        .assert()
        .success();
    let dot = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    for escaped in [
        r#"label="say \"hi\"\n"#,
        r#"label="back\\slash\n"#,
        r#"label="ünï ▲ ü\n3""#,
        r#"label="end\\\n1""#,
        // Too wide for one line of a circle: broken at the space.
        r#"label="a&amp;amp;b\n<tag>\n"#,
        r#"label="x\\\"y\n1""#,
        r#"label="two\nlines\n5""#,
        r#"Escaping: \"quotes\", back\\slash, ünïcödé ▲ &amp; <tags>\n"#,
    ] {
        assert!(dot.contains(escaped), "{escaped} not in\n{dot}");
    }
    let Some(svg) = graphviz_svg(&dot) else {
        return;
    };
    // SVG text as Graphviz writes it: XML-escaped once, nothing else changed.
    for text in [
        ">say &quot;hi&quot;<",
        ">back\\slash<",
        ">ünï ▲ ü<",
        ">end\\<",
        ">a&amp;amp;b<",
        ">&lt;tag&gt;<",
        ">x\\&quot;y<",
        ">two<",
        ">lines<",
    ] {
        assert!(svg.contains(text), "{text} not in the SVG");
    }
}

// ---------------------------------------------------------------------------------------------
// The real Graphviz

/// Whether Graphviz's `dot` runs here. Without it the tests that need it pass, loudly; in CI
/// (`CI=true`) its absence fails them.
pub(crate) fn have_graphviz(test: &str) -> bool {
    let ok = Process::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        let msg = format!(
            "\n\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\
             !! {test}: Graphviz's `dot` is NOT INSTALLED: the pictures were NOT rendered.\n\
             !! Install it (apt-get install graphviz) to run this test.\n\
             !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n"
        );
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("{msg}!! CI=true: Graphviz must be installed in CI.\n");
        }
        // Straight to the process's stderr: `eprintln!` would be captured by the test harness
        // and shown only if the test failed, and this must be seen when it passes.
        use std::io::Write;
        let _ = std::io::stderr().write_all(msg.as_bytes());
    }
    ok
}

fn graphviz_svg(dot: &str) -> Option<String> {
    if !have_graphviz("labels_are_escaped") {
        return None;
    }
    let mut child = Process::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(dot.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    Some(String::from_utf8(out.stdout).unwrap())
}

/// Nodes shown with --hide-pruned: those with something entered in their subtree.
fn shown_when_hiding(tree: &Tree, outcome: &Outcome) -> usize {
    tree.ids()
        .filter(|&id| {
            let mut stack = vec![id];
            while let Some(n) = stack.pop() {
                if outcome.result(tree, n).bound != Bound::Unvisited {
                    return true;
                }
                stack.extend(tree.children(n));
            }
            false
        })
        .count()
}

/// Every corpus tree, under every search its answers name and every algorithm, rendered to
/// SVG by `gametree dot --format svg` (so by the real Graphviz): one SVG node per tree node,
/// the pruned ones dashed and grey, the best line bold; with --hide-pruned only the nodes
/// with something searched below them.
#[test]
fn every_tree_renders_to_svg_with_graphviz() {
    if !have_graphviz("every_tree_renders_to_svg_with_graphviz") {
        return;
    }
    let trees = corpus();
    let jobs: Vec<(&PathBuf, &Document, Config)> = trees
        .iter()
        .flat_map(|(p, d)| searches(d).into_iter().map(move |c| (p, d, c)))
        .collect();
    // Graphviz runs as a process per picture: spread them over the machine's cores.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while let Some((path, doc, cfg)) =
                    jobs.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    check_svg(path, doc, cfg);
                }
            });
        }
    });
    let rendered = jobs.len() * 2;
    assert!(rendered >= 150, "only {rendered} pictures");
}

/// One search of one tree, drawn twice by Graphviz: everything, and with --hide-pruned.
fn check_svg(path: &PathBuf, doc: &Document, cfg: &Config) {
    let (_, outcome) = dot_of(doc, cfg, &Options::default());
    let what = format!("{} {}", path.display(), key(cfg));
    let svg = |extra: &[&str]| {
        let out = gametree()
            .arg("dot")
            .arg(path)
            .args(flags(cfg))
            .args(["--format", "svg"])
            .args(extra)
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    let full = svg(&["--windows"]);
    assert!(full.contains("<svg"), "{what}: not SVG");
    assert_eq!(
        full.matches("class=\"node\"").count(),
        doc.tree.len(),
        "{what}: one SVG node per tree node"
    );
    let unvisited = doc
        .tree
        .ids()
        .filter(|&n| outcome.result(&doc.tree, n).bound == Bound::Unvisited)
        .count();
    if unvisited > 0 {
        assert!(
            full.contains("stroke-dasharray") && full.contains("#8c8c8c"),
            "{what}: {unvisited} unvisited nodes but nothing dashed and grey"
        );
    } else {
        assert!(
            !full.contains("stroke-dasharray"),
            "{what}: nothing pruned, yet something dashed"
        );
    }
    if outcome.principal_variation(&doc.tree).len() > 1 {
        assert!(
            full.contains("stroke-width=\"2.5\""),
            "{what}: no bold line"
        );
    }
    let hidden = svg(&["--hide-pruned", "--rankdir", "lr"]);
    assert_eq!(
        hidden.matches("class=\"node\"").count(),
        shown_when_hiding(&doc.tree, &outcome),
        "{what}: --hide-pruned"
    );
}

/// The format follows the output file's extension; PNG is a PNG.
#[test]
fn the_extension_picks_the_format() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("dot-formats");
    std::fs::create_dir_all(&dir).unwrap();
    let dot_file = dir.join("fig.dot");
    gametree()
        .args(["dot", "trees/aima-fig5-2.yaml", "-o"])
        .arg(&dot_file)
        .assert()
        .success();
    assert!(
        std::fs::read_to_string(&dot_file)
            .unwrap()
            .starts_with("digraph")
    );
    if !have_graphviz("the_extension_picks_the_format") {
        return;
    }
    for (name, magic) in [
        ("fig.svg", b"<?xml".as_slice()),
        ("fig.png", b"\x89PNG".as_slice()),
        ("fig.pdf", b"%PDF".as_slice()),
    ] {
        let file = dir.join(name);
        gametree()
            .args(["dot", "trees/aima-fig5-2.yaml", "-o"])
            .arg(&file)
            .assert()
            .success();
        let bytes = std::fs::read(&file).unwrap();
        assert!(bytes.starts_with(magic), "{name}");
    }
    // --format wins over the extension.
    let out = gametree()
        .args(["dot", "trees/aima-fig5-2.yaml", "--format", "svg"])
        .assert()
        .success();
    assert!(out.get_output().stdout.starts_with(b"<?xml"));
}

/// Without Graphviz, SVG says how to install it (exit 2); DOT works regardless.
#[test]
fn missing_graphviz_says_how_to_install_it() {
    let out = gametree()
        .env("GAMETREE_DOT", "/nonexistent/graphviz/dot")
        .args(["dot", "trees/aima-fig5-2.yaml", "--format", "svg"])
        .assert()
        .code(2);
    let err = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(err.contains("is not installed"), "{err}");
    assert!(err.contains("apt-get install graphviz"), "{err}");
    assert!(err.contains("brew install graphviz"), "{err}");
    gametree()
        .env("GAMETREE_DOT", "/nonexistent/graphviz/dot")
        .args(["dot", "trees/aima-fig5-2.yaml"])
        .assert()
        .success();
}

#[test]
fn bad_input_and_usage_exit_2() {
    let out = gametree()
        .args(["dot", "trees/aima-fig5-2.yaml", "-o", "fig.jpeg"])
        .assert()
        .code(2);
    let err = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(err.contains(".jpeg"), "{err}");
    assert!(!std::path::Path::new("fig.jpeg").exists());
    gametree()
        .args(["dot", "-e", "max: [1, {min: []}]"])
        .assert()
        .code(2);
    gametree()
        .args(["dot", "-e", "max: [1, 2]", "--rankdir", "diagonal"])
        .assert()
        .code(2);
}

#[test]
fn help_has_examples() {
    let out = gametree().args(["dot", "--help"]).assert().success();
    let help = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(help.contains("Examples:"), "{help}");
    assert!(help.contains("apt-get install graphviz"), "{help}");
}

/// The library view alone: options map to DOT attributes.
#[test]
fn options_reach_the_dot() {
    let (_, doc) = corpus()
        .into_iter()
        .find(|(p, _)| p.ends_with("aima-fig5-2.yaml"))
        .unwrap();
    let cfg = Config::default();
    let (lr, _) = dot_of(
        &doc,
        &cfg,
        &Options {
            direction: Direction::LeftRight,
            title: false,
            ..Options::default()
        },
    );
    assert!(lr.contains("rankdir=LR"));
    assert!(!lr.contains("labelloc"), "no title");
    let (hidden, _) = dot_of(
        &doc,
        &cfg,
        &Options {
            hide_unvisited: true,
            ..Options::default()
        },
    );
    assert!(!hidden.contains("C2") && !hidden.contains("C3"));
    // The leaves left out are named on the edge into C, not in C's shape, which keeps the
    // size of its siblings'.
    assert!(hidden.contains(r#"label="C\n≤ 2","#), "{hidden}");
    let into_c = hidden
        .lines()
        .find(|l| l.contains("->") && l.contains("pruned 5–6"))
        .unwrap_or_else(|| panic!("no edge names the leaves left out:\n{hidden}"));
    assert!(into_c.contains("0 -> 5"), "{into_c}");
    assert!(!into_c.contains("style=dashed"), "{into_c}");
    let (windows, _) = dot_of(
        &doc,
        &cfg,
        &Options {
            windows: true,
            ..Options::default()
        },
    );
    assert!(windows.contains(r#"xlabel="(-∞, ∞)""#), "the root's window");
    assert!(
        windows.contains(r#"<td balign="left">(3, ∞)<br/>cut: 2 ≤ α = 3</td>"#),
        "{windows}"
    );
}

/// The algorithms beyond the contract's five (PVS re-searches, MTD(f) and SSS* passes,
/// transposition-table hits, the worst-case reading) draw valid DOT too.
#[test]
fn every_algorithm_draws() {
    for (path, doc) in corpus() {
        for algorithm in gametree::render::compare::applicable(&doc.tree, &Config::default()) {
            let cfg = Config {
                algorithm,
                bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
                ..Config::default()
            };
            let (dot, _) = dot_of(&doc, &cfg, &Options::default());
            assert!(
                dot.starts_with("digraph gametree {") && dot.trim_end().ends_with('}'),
                "{} {}",
                path.display(),
                algorithm.name()
            );
        }
    }
}

/// A PNG of a big tree is kept narrow enough to read: Graphviz scales a bitmap wider than
/// 32,767 pixels down to a strip, so with no depth chosen it stops above the first level
/// wider than `BITMAP_WIDEST` nodes, and the title says so.
#[test]
fn a_bitmap_of_a_wide_tree_is_not_scaled_to_an_unreadable_strip() {
    use gametree::exercise::random::{RandomSpec, generate};
    use gametree::render::dot::BITMAP_WIDEST;
    let tree = generate(&RandomSpec {
        depth: 6,
        branching: (4, 4),
        ..RandomSpec::default()
    });
    let draw = |widest| {
        let cfg = Config::default();
        let mut rec = Recorder::default();
        let outcome = search::run_observed(&tree, &cfg, &mut rec).unwrap();
        let opts = Options {
            widest,
            ..Options::default()
        };
        render(&tree, &Default::default(), &outcome, &rec, &opts)
    };
    let nodes = |dot: &str| dot.lines().filter(|l| l.contains(" [ shape=")).count();
    let (vector, bitmap) = (draw(None), draw(Some(BITMAP_WIDEST)));
    // 1 + 4 + … + 1,024 nodes fit the node budget; the bitmap stops above the 64.
    assert_eq!(nodes(&vector), 1365, "{vector}");
    assert_eq!(nodes(&bitmap), 21, "{bitmap}");
    assert!(bitmap.contains("drawn to depth 2"), "{bitmap}");
    assert!(bitmap.contains("at most 40 nodes wide"), "{bitmap}");
    assert!(!vector.contains("nodes wide"), "{vector}");
}

#[test]
fn a_name_longer_than_graphviz_takes_is_cut_in_the_label() {
    // An id over 16,384 characters made Graphviz refuse the label, reported as a bug in
    // gametree's DOT output.
    let long = "N".repeat(20_000);
    let tree = format!("root: {{id: A, max: [{{id: {long}, value: 3}}, 4]}}");
    let out = Command::cargo_bin("gametree")
        .unwrap()
        .args(["dot", "-e", &tree])
        .output()
        .unwrap();
    assert!(out.status.success());
    let dot = String::from_utf8(out.stdout).unwrap();
    assert!(!dot.contains(&long), "the whole name is not drawn");
    // In the shape, as much as fits it (a leaf's box is the size of every leaf's); in the
    // tooltip, up to what Graphviz takes.
    let node = dot
        .lines()
        .find(|l| l.contains("label=\"NNN"))
        .expect("its start is drawn");
    let drawn = node
        .split("label=\"")
        .nth(1)
        .unwrap()
        .split("\\n")
        .next()
        .unwrap();
    assert!(drawn.ends_with('…') && drawn.len() < 30, "{drawn}");
    let tooltip = node.split("tooltip=\"").nth(1).unwrap();
    assert!(
        tooltip.contains(&"N".repeat(900)) && tooltip.contains('…'),
        "its start is in the tooltip"
    );
    if let Some(svg) = graphviz_svg(&dot) {
        assert!(svg.contains("NNNN"), "Graphviz draws it");
    }
}

#[test]
fn aspect_shapes_a_wide_tree_for_a_slide() {
    // 27 leaves side by side: the tree's own shape is about 4.7 times as wide as high.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("dot-aspect");
    std::fs::create_dir_all(&dir).unwrap();
    let tree = dir.join("wide.yaml");
    gametree()
        .args([
            "gen",
            "--depth",
            "3",
            "--branching",
            "3",
            "--seed",
            "1",
            "-o",
        ])
        .arg(&tree)
        .assert()
        .success();
    let dot = |aspect: &[&str]| {
        let out = gametree()
            .arg("dot")
            .arg(&tree)
            .args(aspect)
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    // The shape is reached by spreading the levels, not by Graphviz stretching the layout.
    let plain = dot(&[]);
    let slide = dot(&["--aspect", "16:9"]);
    assert!(!plain.contains("ratio=") && !slide.contains("ratio="));
    // How far apart the levels are: `ranksep` times the stretches an edge is drawn in.
    let apart = |dot: &str| -> f64 {
        let number = |name: &str| -> Option<f64> {
            let rest = &dot[dot.find(name)? + name.len()..];
            rest[..rest.find([',', ']']).unwrap()].parse().ok()
        };
        number("ranksep=").unwrap() * number("minlen=").unwrap_or(1.0)
    };
    assert!(apart(&slide) > 4.0 * apart(&plain), "{slide}");
    // A narrow tree keeps its layout, with margins either side.
    let narrow = gametree()
        .args(["dot", "trees/cs188-small-tree.yaml", "--aspect", "16:9"])
        .output()
        .unwrap();
    let narrow = String::from_utf8(narrow.stdout).unwrap();
    assert!(
        narrow.contains("ranksep=0.5,") && narrow.contains("pad=\""),
        "{narrow}"
    );
    // Refused with a reason, exit 2.
    for bad in ["16:0", "wide", "0", "20:1", "-4:3"] {
        let out = gametree()
            .arg("dot")
            .arg(&tree)
            .arg(format!("--aspect={bad}"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("16:9"), "{bad}: {err}");
    }
    if !have_graphviz("aspect_shapes_a_wide_tree_for_a_slide") {
        return;
    }
    // The picture Graphviz draws: within 15% of the shape asked for.
    let shape = |aspect: &[&str]| {
        let svg = graphviz_svg(&dot(aspect)).unwrap();
        let size = |name: &str| -> f64 {
            let start = svg.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
            let rest = &svg[start..];
            rest[..rest.find("pt\"").unwrap()].parse().unwrap()
        };
        size("width") / size("height")
    };
    let own = shape(&[]);
    assert!(own > 3.0, "{own}");
    for (asked, want) in [("16:9", 16.0 / 9.0), ("4:3", 4.0 / 3.0), ("1.5", 1.5)] {
        let got = shape(&["--aspect", asked]);
        assert!(
            (got / want - 1.0).abs() <= 0.15,
            "--aspect {asked}: {got:.2}, not within 15% of {want:.2}"
        );
    }
}

/// Regression: a node whose one descendant was left out of the drawing said `▸ 1 nodes not
/// drawn`.
#[test]
fn one_node_not_drawn_is_one_node() {
    let dot = |tree: &str| {
        let out = gametree()
            .args(["dot", "-", "--show-depth", "1"])
            .write_stdin(tree)
            .assert()
            .success();
        // (A label's lines joined, as people read them.)
        String::from_utf8(out.get_output().stdout.clone())
            .unwrap()
            .replace("\\n", " ")
    };
    let one = dot("max: [{min: [1], id: B}, 3]");
    assert!(one.contains("▸ 1 node not drawn"), "{one}");
    assert!(!one.contains("1 nodes"), "{one}");
    let two = dot("max: [{min: [1, 2], id: B}, 3]");
    assert!(two.contains("▸ 2 nodes not drawn"), "{two}");
}
