//! `gametree dot` as Graphviz lays it out: every shape of one kind the same size, and no edge
//! label over its own edge or over a node. Each picture is laid out by the real Graphviz
//! (`dot -Tjson`: node positions, sizes and outlines, edge splines, and where each line of a
//! label was set, with the width Graphviz measured for it); without Graphviz these tests pass
//! loudly, in CI they fail.

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

/// A box `(left, bottom, right, top)` in points.
type Box2 = (f64, f64, f64, f64);

/// The boxes of the lines of a label: each line's width as Graphviz measured its text, from
/// where it set it (left, centre or right), and from the baseline a quarter of the font size
/// down and eight tenths up (descenders, and capitals and accents).
fn text_boxes(object: &Value) -> Vec<(String, Box2)> {
    let mut size = 14.0;
    let mut boxes = Vec::new();
    for op in ops(object, "_ldraw_") {
        match op["op"].as_str() {
            Some("F") => size = num(&op["size"]),
            Some("T") => {
                let text = op["text"].as_str().unwrap_or_default();
                if text.trim().is_empty() {
                    continue;
                }
                let (x, y) = point(&op["pt"]);
                let w = num(&op["width"]);
                let left = match op["align"].as_str() {
                    Some("l") => x,
                    Some("r") => x - w,
                    _ => x - w / 2.0,
                };
                boxes.push((
                    text.to_string(),
                    (left, y - 0.25 * size, left + w, y + 0.8 * size),
                ));
            }
            _ => {}
        }
    }
    boxes
}

/// Points along an edge's drawn spline: each cubic Bézier piece at 24 steps.
fn spline(edge: &Value) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    for op in ops(edge, "_draw_") {
        if !matches!(op["op"].as_str(), Some("b" | "B")) {
            continue;
        }
        let pts: Vec<(f64, f64)> = op["points"].as_array().unwrap().iter().map(point).collect();
        for piece in pts.windows(4).step_by(3) {
            let [p0, p1, p2, p3] = [piece[0], piece[1], piece[2], piece[3]];
            for k in 0..=24 {
                let t = f64::from(k) / 24.0;
                let u = 1.0 - t;
                let at = |a: f64, b: f64, c: f64, d: f64| {
                    u * u * u * a + 3.0 * u * u * t * b + 3.0 * u * t * t * c + t * t * t * d
                };
                out.push((at(p0.0, p1.0, p2.0, p3.0), at(p0.1, p1.1, p2.1, p3.1)));
            }
        }
    }
    out
}

/// Whether the segment `a`–`b` passes through the box (Liang–Barsky clipping).
fn crosses(a: (f64, f64), b: (f64, f64), (x0, y0, x1, y1): Box2) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [
        (-dx, a.0 - x0),
        (dx, x1 - a.0),
        (-dy, a.1 - y0),
        (dy, y1 - a.1),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}

fn overlap(a: Box2, b: Box2) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// Every edge label that runs into its own edge (as thick as it is drawn) or into a node's
/// box, said.
fn labels_in_the_way(graph: &Value) -> Vec<String> {
    let boxes: Vec<(String, Box2)> = nodes(graph)
        .map(|n| {
            let (x, y) = point(&n["pos"]);
            let (w, h) = (num(&n["width"]) * 36.0, num(&n["height"]) * 36.0);
            (n["name"].to_string(), (x - w, y - h, x + w, y + h))
        })
        .collect();
    let mut bad = Vec::new();
    for edge in graph["edges"].as_array().into_iter().flatten() {
        let path = spline(edge);
        let half_pen = edge.get("penwidth").map_or(1.0, num) / 2.0;
        let name = format!("edge {} -> {}", edge["tail"], edge["head"]);
        for (text, b) in text_boxes(edge) {
            let thick = (
                b.0 - half_pen,
                b.1 - half_pen,
                b.2 + half_pen,
                b.3 + half_pen,
            );
            if path.windows(2).any(|s| crosses(s[0], s[1], thick)) {
                bad.push(format!("{name}: {text:?} lies on its edge"));
            }
            for (node, nb) in &boxes {
                if overlap(b, *nb) {
                    bad.push(format!("{name}: {text:?} lies on node {node}"));
                }
            }
        }
    }
    bad
}

/// No edge label (a window, a probability, a cutoff's reason, the leaves left out) is drawn
/// over its own edge or over a node: corpus trees and random ones, with windows, with the
/// pruned subtrees hidden, both, and laid out left to right.
#[test]
fn edge_labels_clear_their_edges_and_the_nodes() {
    if !have_graphviz("edge_labels_clear_their_edges_and_the_nodes") {
        return;
    }
    let mut trees = corpus_trees();
    trees.extend(random_trees());
    // A wide fan: its levels go furthest apart for a slide's shape.
    trees.push(generated(
        "fan",
        &[
            "--depth",
            "2",
            "--branching",
            "6",
            "--seed",
            "4",
            "--chance",
            "uniform",
        ],
    ));
    // Shaped for a slide, wide trees get their levels far apart and narrow ones their
    // nodes, and left to right the other way round.
    let variants: [&[&str]; 7] = [
        &["--windows"],
        &["--hide-pruned"],
        &["--windows", "--hide-pruned"],
        &["--windows", "--rankdir", "lr"],
        &["--windows", "--hide-pruned", "--aspect", "16:9"],
        &["--windows", "--aspect", "4:3"],
        &["--windows", "--rankdir", "lr", "--aspect", "16:9"],
    ];
    let jobs: Vec<(&PathBuf, &[&str])> = trees
        .iter()
        .flat_map(|t| variants.iter().map(move |v| (t, *v)))
        .collect();
    // Two processes per picture: spread them over the machine's cores.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found = std::sync::Mutex::new(Vec::new());
    let labels = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while let Some((tree, flags)) =
                    jobs.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    let graph = layout(&dot_of(tree, flags));
                    let edges = graph["edges"].as_array().cloned().unwrap_or_default();
                    let n: usize = edges.iter().map(|e| text_boxes(e).len()).sum();
                    labels.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
                    for b in labels_in_the_way(&graph) {
                        found
                            .lock()
                            .unwrap()
                            .push(format!("{} {flags:?}: {b}", tree.display()));
                    }
                }
            });
        }
    });
    let found = found.into_inner().unwrap();
    assert!(found.is_empty(), "{}:\n{}", found.len(), found.join("\n"));
    let labels = labels.into_inner();
    assert!(labels >= 1000, "only {labels} label lines checked");
}

/// The checks themselves: a label over its edge, and one over a node, are found.
#[test]
fn the_layout_checks_find_what_they_look_for() {
    if !have_graphviz("the_layout_checks_find_what_they_look_for") {
        return;
    }
    // A plain label is set touching its edge; a long one crosses a slanted edge.
    let touching =
        layout("digraph { a -> b [label=\"(1, ∞)\"]; a -> c [label=\"cut: 2 ≤ α = 3\"]; a -> d }");
    assert!(!labels_in_the_way(&touching).is_empty());
    // A node the width of the picture under the label.
    let mut on_node = layout(
        "digraph { a -> b [label=<<table cellpadding=\"6\" border=\"0\"><tr><td>x</td></tr></table>>] }",
    );
    on_node["objects"][0]["width"] = Value::from("100");
    on_node["objects"][0]["height"] = Value::from("100");
    assert!(
        labels_in_the_way(&on_node)
            .iter()
            .any(|b| b.contains("lies on node")),
        "{on_node}"
    );
    // Shapes sized each to its own label differ.
    let own = layout(
        "digraph { a [shape=triangle, label=\"root\\n2\"]; b [shape=triangle, label=\"1\\n1\"] }",
    );
    assert_eq!(shapes_differ(&own).len(), 1);
}
