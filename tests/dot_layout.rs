//! `gametree dot` as Graphviz lays it out: every shape of one kind the same size. Each
//! picture is laid out by the real Graphviz (`dot -Tjson`: node positions, sizes and
//! outlines); without Graphviz these tests pass loudly, in CI they fail.

use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use assert_cmd::Command;
use serde_json::Value;

use crate::dot::have_graphviz;

fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("GAMETREE_DOT").env("TERM", "dumb");
    c
}

/// The DOT `gametree dot` writes for `tree` with `flags`.
fn dot_of(tree: &Path, flags: &[&str]) -> String {
    let out = gametree()
        .arg("dot")
        .arg(tree)
        .args(flags)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{} {flags:?}: {}",
        tree.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The layout Graphviz makes of `dot`, as JSON.
fn layout(dot: &str) -> Value {
    let mut child = Process::new("dot")
        .arg("-Tjson")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let text = dot.to_string();
    // Written from a thread: Graphviz may start answering before it has read everything.
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        stdin.write_all(text.as_bytes()).unwrap();
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(
        out.status.success(),
        "Graphviz: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A random tree from `gametree gen`, written once under the test's temporary folder.
fn generated(name: &str, args: &[&str]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dot-layout");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.yaml"));
    gametree()
        .arg("gen")
        .args(args)
        .arg("-o")
        .arg(&file)
        .assert()
        .success();
    file
}

/// The random trees drawn: 27 leaves side by side, uneven branching with weighted chance
/// nodes, and a deeper one under a MIN root.
fn random_trees() -> Vec<PathBuf> {
    vec![
        generated("t27", &["--depth", "3", "--branching", "3", "--seed", "7"]),
        generated(
            "t27b",
            &["--depth", "3", "--branching", "3", "--seed", "11"],
        ),
        generated(
            "chance",
            &[
                "--depth",
                "3",
                "--branching",
                "2..4",
                "--seed",
                "5",
                "--chance",
                "weighted",
            ],
        ),
        generated(
            "min-root",
            &[
                "--depth",
                "4",
                "--branching",
                "2..3",
                "--seed",
                "9",
                "--min-root",
            ],
        ),
    ]
}

fn corpus_trees() -> Vec<PathBuf> {
    crate::common::corpus_files()
        .into_iter()
        .map(|(p, _, _)| p)
        .collect()
}

/// A number Graphviz wrote as a JSON string (`"1.0999"`) or number.
fn num(v: &Value) -> f64 {
    match v {
        Value::String(s) => s.parse().unwrap(),
        v => v.as_f64().unwrap(),
    }
}

/// A point `[x, y]` or `"x,y"`.
fn point(v: &Value) -> (f64, f64) {
    match v {
        Value::String(s) => {
            let (x, y) = s.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        }
        v => (num(&v[0]), num(&v[1])),
    }
}

/// The drawing operations of one kind (`_draw_`, `_ldraw_`) of a node or edge.
fn ops<'a>(object: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    object[key].as_array().into_iter().flatten()
}

/// The nodes of a layout (the graph's own label is not one).
fn nodes(graph: &Value) -> impl Iterator<Item = &Value> {
    graph["objects"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o.get("pos").is_some())
}

/// The width and height of a node's outline as drawn: its polygon's, or its ellipse's.
fn outline(node: &Value) -> (f64, f64) {
    for op in ops(node, "_draw_") {
        match op["op"].as_str() {
            Some("p" | "P") => {
                let pts: Vec<(f64, f64)> =
                    op["points"].as_array().unwrap().iter().map(point).collect();
                let span = |f: fn(&(f64, f64)) -> f64| {
                    let vals = pts.iter().map(f);
                    vals.clone().fold(f64::MIN, f64::max) - vals.fold(f64::MAX, f64::min)
                };
                return (span(|p| p.0), span(|p| p.1));
            }
            Some("e" | "E") => {
                let r = op["rect"].as_array().unwrap();
                return (2.0 * num(&r[2]), 2.0 * num(&r[3]));
            }
            _ => {}
        }
    }
    panic!("no outline drawn for node {}", node["name"]);
}

/// Every node's outline of one shape has one width and one height, to within half a point;
/// what differs is said.
fn shapes_differ(graph: &Value) -> Vec<String> {
    // Each shape's nodes: label, then width and height.
    type Sized = Vec<(String, (f64, f64))>;
    let mut by_shape: std::collections::BTreeMap<String, Sized> = Default::default();
    for n in nodes(graph) {
        let shape = n["shape"].as_str().unwrap_or("ellipse").to_string();
        by_shape
            .entry(shape)
            .or_default()
            .push((n["label"].to_string(), outline(n)));
    }
    let mut differ = Vec::new();
    for (shape, sizes) in by_shape {
        let (first, (w0, h0)) = &sizes[0];
        for (label, (w, h)) in &sizes[1..] {
            if (w - w0).abs() > 0.5 || (h - h0).abs() > 0.5 {
                differ.push(format!(
                    "{shape} {label}: {w:.1} × {h:.1} pt, but {first}: {w0:.1} × {h0:.1} pt"
                ));
            }
        }
    }
    differ
}

/// Requirement of a textbook figure: all MAX triangles one size, all MIN ones, all chance
/// circles, all leaf boxes, whatever their labels say (`root` or `1`, `≤ 1`, a long name).
#[test]
fn every_shape_of_a_kind_is_one_size() {
    if !have_graphviz("every_shape_of_a_kind_is_one_size") {
        return;
    }
    let mut pictures = 0;
    let mut trees = random_trees();
    trees.extend(corpus_trees());
    for tree in &trees {
        for flags in [
            &[][..],
            &["--windows", "--hide-pruned"],
            &["--windows", "--hide-pruned", "--aspect", "16:9"],
        ] {
            let differ = shapes_differ(&layout(&dot_of(tree, flags)));
            assert!(
                differ.is_empty(),
                "{} {flags:?}:\n{}",
                tree.display(),
                differ.join("\n")
            );
            pictures += 1;
        }
    }
    // A depth limit: the nodes below it say so, in the same triangles.
    let horizon = Path::new("trees/horizon-effect-quiescence.yaml");
    for flags in [&["--depth", "1"][..], &["--depth", "2", "--windows"]] {
        let differ = shapes_differ(&layout(&dot_of(horizon, flags)));
        assert!(differ.is_empty(), "{flags:?}:\n{}", differ.join("\n"));
        pictures += 1;
    }
    assert!(pictures >= 100, "only {pictures} pictures");
}

/// The check itself: shapes of one kind in different sizes are found.
#[test]
fn the_shape_check_finds_what_it_looks_for() {
    if !have_graphviz("the_shape_check_finds_what_it_looks_for") {
        return;
    }
    // Shapes sized each to its own label differ.
    let own = layout(
        "digraph { a [shape=triangle, label=\"root\\n2\"]; b [shape=triangle, label=\"1\\n1\"] }",
    );
    assert_eq!(shapes_differ(&own).len(), 1);
}
