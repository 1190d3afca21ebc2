//! What a printed page shows, read back from the compiled PDFs: no label of a figure touches
//! the figure's outlines, edges or cut marks on the rasterised page, and no type on an exam
//! sheet or its key is smaller than 7 pt once the figure is scaled to the page.
//!
//! Without pdflatex and poppler these tests pass loudly; with `CI=true` their absence fails
//! them.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command as Process;

use gametree::render::tikz::{self, Layer, Options, Sheet};
use gametree::search::{self, Algorithm, Config, Recorder};
use gametree::tree::Tree;

use super::common;
use super::latex::{gametree, have_cjk, have_latex, scratch};

/// The resolution pages are rasterised at: a pixel is 0.085 mm.
const DPI: u32 = 300;

/// Darker than this a pixel is ink. Pages are rasterised without anti-aliasing, so a pixel
/// is paper (255) or the colour of what covers it; the lightest ink, the grey of a pruned
/// part, is about 150.
const INK: u8 = 224;

/// A rasterised page: its grey levels, row by row.
struct Gray {
    width: usize,
    height: usize,
    px: Vec<u8>,
}

impl Gray {
    /// A binary PGM (`P5`, 8 bits), as pdftoppm writes it.
    fn parse(bytes: &[u8]) -> Gray {
        let mut fields = Vec::new();
        let mut at = 0;
        while fields.len() < 4 {
            while bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            let start = at;
            while !bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            fields.push(String::from_utf8_lossy(&bytes[start..at]).into_owned());
        }
        assert_eq!(fields[0], "P5", "not a binary PGM");
        assert_eq!(fields[3], "255", "not 8 bits a pixel");
        let (width, height) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
        // One whitespace character ends the header.
        let px = bytes[at + 1..].to_vec();
        assert_eq!(px.len(), width * height, "a truncated PGM");
        Gray { width, height, px }
    }

    fn ink(&self, x: usize, y: usize) -> bool {
        self.px[y * self.width + x] < INK
    }
}

/// The pixels (x, y) of `labels` that are ink on, or beside (one pixel away, diagonals too),
/// ink of `drawing`.
fn touching(labels: &Gray, drawing: &Gray) -> Vec<(usize, usize)> {
    assert_eq!(
        (labels.width, labels.height),
        (drawing.width, drawing.height),
        "the layers' pages differ in size"
    );
    let (w, h) = (labels.width, labels.height);
    let mut found = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if !labels.ink(x, y) {
                continue;
            }
            let near = (y.saturating_sub(1)..=(y + 1).min(h - 1))
                .any(|yy| (x.saturating_sub(1)..=(x + 1).min(w - 1)).any(|xx| drawing.ink(xx, yy)));
            if near {
                found.push((x, y));
            }
        }
    }
    found
}

/// Each page of `pdf`, rasterised in grey at [`DPI`] without anti-aliasing.
fn pages(pdf: &Path) -> Vec<Gray> {
    let dir = pdf.parent().unwrap();
    let stem = pdf.file_stem().unwrap().to_string_lossy().into_owned();
    let out = Process::new("pdftoppm")
        .args([
            "-gray",
            "-aa",
            "no",
            "-aaVector",
            "no",
            "-r",
            &DPI.to_string(),
        ])
        .arg(pdf)
        .arg(dir.join(&stem))
        .output()
        .expect("pdftoppm runs");
    assert!(
        out.status.success(),
        "pdftoppm failed on {}: {}",
        pdf.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    // `stem-1.pgm`, `stem-2.pgm`, … (numbers padded to one width).
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".pgm")
                && name.strip_prefix(&format!("{stem}-")).is_some_and(|n| {
                    n.trim_end_matches(".pgm")
                        .bytes()
                        .all(|b| b.is_ascii_digit())
                })
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| Gray::parse(&std::fs::read(p).unwrap()))
        .collect()
}

/// Compiles every `job.tex` in `dir` with pdflatex, side by side.
fn compile_all(dir: &Path, jobs: &[String]) {
    let running: Vec<_> = jobs
        .iter()
        .map(|job| {
            let child = Process::new("pdflatex")
                .args(["-interaction=nonstopmode", "-halt-on-error"])
                .arg(format!("{job}.tex"))
                .current_dir(dir)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("pdflatex runs");
            (job, child)
        })
        .collect();
    for (job, child) in running {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "pdflatex failed on {job}.tex:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

/// Where on each page of the compiled `job-labels.pdf` and `job-drawing.pdf` a label touches
/// the drawing: (page, from 1, and where, in words).
fn overlaps(dir: &Path, job: &str) -> Vec<(usize, String)> {
    let labels = pages(&dir.join(format!("{job}-labels.pdf")));
    let drawing = pages(&dir.join(format!("{job}-drawing.pdf")));
    assert_eq!(
        labels.len(),
        drawing.len(),
        "{job}: the layers' page counts"
    );
    assert!(!labels.is_empty(), "{job}: no page");
    let mm = |px: usize| px as f64 * 25.4 / f64::from(DPI);
    // A layer that lost its ink would pass for nothing touching. (A page may hold no
    // figure, but every page has words.)
    let inked = |g: &Gray| g.px.iter().any(|&p| p < INK);
    assert!(labels.iter().all(inked), "{job}: a page without words");
    assert!(drawing.iter().any(inked), "{job}: no figure drawn");
    let mut found = Vec::new();
    for (n, (l, d)) in labels.iter().zip(&drawing).enumerate() {
        let hits = touching(l, d);
        if let (Some(x0), Some(x1), Some(y0), Some(y1)) = (
            hits.iter().map(|h| h.0).min(),
            hits.iter().map(|h| h.0).max(),
            hits.iter().map(|h| h.1).min(),
            hits.iter().map(|h| h.1).max(),
        ) {
            found.push((
                n + 1,
                format!(
                    "{job} page {}: {} label pixels touch the drawing, within {:.1}–{:.1} mm \
                     from the left and {:.1}–{:.1} mm from the top",
                    n + 1,
                    hits.len(),
                    mm(x0),
                    mm(x1),
                    mm(y0),
                    mm(y1)
                ),
            ));
        }
    }
    found
}

/// `document` written as `job-labels.tex` and `job-drawing.tex` in `dir`; the jobs' names.
fn write_layers(dir: &Path, job: &str, document: &str) -> Vec<String> {
    let mut jobs = Vec::new();
    for (layer, name) in [(Layer::Labels, "labels"), (Layer::Drawing, "drawing")] {
        let text = tikz::only_layer(document, layer).expect("the document holds figures");
        let name = format!("{job}-{name}");
        std::fs::write(dir.join(format!("{name}.tex")), text).unwrap();
        jobs.push(name);
    }
    jobs
}

/// The figure of `tree` after the search `config`, as `sheet` (a key with its windows).
fn figure(tree: &Tree, config: &Config, sheet: Sheet) -> String {
    let mut rec = Recorder::default();
    let outcome = search::run_observed(tree, config, &mut rec).expect("the search runs");
    let opts = Options {
        sheet,
        windows: sheet == Sheet::Key,
        ..Options::default()
    };
    tikz::figure(tree, &outcome, &rec, &opts)
}

/// Corpus trees of every kind of label: names, bounds, windows, probabilities (decimal and
/// fractions) and cut marks beside them, probes, estimates at a horizon, and a wide, deep
/// tree.
const CORPUS: [&str; 9] = [
    "aima-fig5-2.yaml",
    "aima-chance-fig5-19-bounded.yaml",
    "derived-weighted-star1.yaml",
    "cs188-expectimax-weighted.yaml",
    "derived-star2-probe.yaml",
    "horizon-effect.yaml",
    "mit6034-lab3-tree2.yaml",
    "wikipedia-alpha-beta.yaml",
    "ucla-cs161-recitation.yaml",
];

/// The figures to check, one a page: keys with windows of corpus trees (after the first
/// search their answers name, and Star2 where there are chance nodes), blank sheets of
/// some, and keys of random trees with and without chance nodes.
fn figures() -> Vec<(String, String)> {
    use gametree::exercise::random::{ChanceMode, RandomSpec, generate};
    let mut out = Vec::new();
    let mut seen = 0;
    for (path, _, d) in common::corpus_files() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !CORPUS.contains(&name.as_str()) {
            continue;
        }
        seen += 1;
        let mut config = Config::default();
        if let Some(expect) = &d.meta.expect {
            let blocks = gametree::check::expectations(&d.tree, &d.meta, expect).unwrap();
            if let Some(b) = blocks.into_iter().next() {
                config = b.config;
            }
        }
        out.push((format!("{name} key"), figure(&d.tree, &config, Sheet::Key)));
        if d.tree.has_chance() {
            let star2 = Config {
                bounds: d.meta.bounds.map(|b| (b.lo, b.hi)),
                ..Config::new(Algorithm::Star2)
            };
            out.push((
                format!("{name} Star2 key"),
                figure(&d.tree, &star2, Sheet::Key),
            ));
            out.push((
                format!("{name} blank"),
                figure(&d.tree, &star2, Sheet::Blank),
            ));
        }
    }
    assert_eq!(seen, CORPUS.len(), "a corpus tree is missing");
    for seed in 1..=5 {
        let chance =
            [ChanceMode::None, ChanceMode::Uniform, ChanceMode::Weighted][seed as usize % 3];
        let mut tree = generate(&RandomSpec {
            depth: if chance == ChanceMode::None { 4 } else { 3 },
            branching: (1, 3),
            chance,
            seed,
            max_leaves: Some(24),
            ..RandomSpec::default()
        });
        gametree::exercise::letters::letter_inner_nodes(&mut tree);
        let config = Config::new(if chance == ChanceMode::None {
            Algorithm::AlphaBeta
        } else {
            Algorithm::Star2
        });
        out.push((
            format!("random tree {seed} key"),
            figure(&tree, &config, Sheet::Key),
        ));
    }
    out
}

/// `figure` with its first name moved onto the middle of its first edge.
fn misplaced(figure: &str) -> String {
    let edge = figure
        .lines()
        .find(|l| l.starts_with("\\draw[gt edge] ("))
        .expect("an edge");
    let numbers: Vec<f64> = edge
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .filter_map(|t| t.parse().ok())
        .collect();
    let (mx, my) = (
        (numbers[0] + numbers[2]) / 2.0,
        (numbers[1] + numbers[3]) / 2.0,
    );
    let name = figure
        .lines()
        .find(|l| l.starts_with("\\node[gt name, anchor=east] at ("))
        .expect("a name");
    let text = &name[name.find(") {").unwrap() + 2..];
    figure.replacen(
        name,
        &format!("\\node[gt name, anchor=center] at ({mx:.2}, {my:.2}) {text}"),
        1,
    )
}

/// A document of `figures`, each on a page of its own cropped to it.
fn figure_pages(figures: &[String]) -> String {
    let mut doc = format!(
        "\\documentclass[multi=gtpage, border=2mm]{{standalone}}\n{}{}\\begin{{document}}\n",
        tikz::PACKAGES,
        tikz::DETERMINISTIC_PDF
    );
    for f in figures {
        doc.push_str("\\begin{gtpage}\n");
        doc.push_str(f);
        doc.push_str("\\end{gtpage}\n");
    }
    doc.push_str("\\end{document}\n");
    doc
}

/// An exam shape no page holds whole at 7 pt: its figures are drawn on rows.
const DEEP_SHAPE: &[&str] = &[
    "--seed",
    "1",
    "--count",
    "2",
    "--depth",
    "5",
    "--branching",
    "2",
    "--max-leaves",
    "32",
];

/// The answer key of `gametree exam` with `args`, as written (not compiled).
fn key_tex(dir: &Path, lang: &str, args: &[&str]) -> String {
    gametree()
        .args(["--lang", lang, "exam", "--no-pdf", "-o"])
        .arg(dir)
        .args(args)
        .assert()
        .success();
    std::fs::read_to_string(dir.join("key.tex")).unwrap()
}

#[test]
fn pixels_touch_only_when_they_are_on_or_beside_each_other() {
    let page = |ink: &[(usize, usize)]| {
        let mut g = Gray {
            width: 8,
            height: 6,
            px: vec![255; 48],
        };
        for &(x, y) in ink {
            g.px[y * 8 + x] = 0;
        }
        g
    };
    let drawing = page(&[(3, 2), (3, 3)]);
    assert_eq!(touching(&page(&[(3, 2)]), &drawing), vec![(3, 2)]);
    assert_eq!(touching(&page(&[(4, 4), (0, 0)]), &drawing), vec![(4, 4)]);
    assert!(touching(&page(&[(5, 3), (3, 0), (1, 5)]), &drawing).is_empty());
    // A grey label pixel is ink; paper-white is not.
    let mut grey = page(&[]);
    grey.px[2 * 8 + 2] = 150;
    assert_eq!(touching(&grey, &drawing), vec![(2, 2)]);
    grey.px[2 * 8 + 2] = 240;
    assert!(touching(&grey, &drawing).is_empty());
    // The header pdftoppm writes.
    let mut pgm = b"P5\n8 6\n255\n".to_vec();
    pgm.extend(&drawing.px);
    let read = Gray::parse(&pgm);
    assert_eq!((read.width, read.height), (8, 6));
    assert!(read.ink(3, 3) && !read.ink(4, 3));
}

#[test]
fn no_label_touches_an_outline_an_edge_or_a_cut_mark_on_the_printed_page() {
    if !have_latex("no_label_touches_the_drawing") {
        return;
    }
    let dir = scratch("layers");
    // Corpus and random figures, and a figure whose name was moved onto an edge, which
    // the check must see.
    let mut figures: Vec<(String, String)> = figures();
    let aima = figures
        .iter()
        .find(|f| f.0 == "aima-fig5-2.yaml key")
        .map(|f| misplaced(&f.1))
        .expect("the AIMA key");
    figures.push(("a name moved onto an edge".into(), aima));
    let bad_page = figures.len();
    let docs = [
        (
            "figures",
            figure_pages(&figures.iter().map(|f| f.1.clone()).collect::<Vec<_>>()),
        ),
        // An exam's key (bounds, cut marks) on a page turned to landscape.
        (
            "key",
            key_tex(&dir.join("exam"), "en", &["--seed", "11", "--count", "2"]),
        ),
        // Keys drawn on rows, whose arrows no label may touch.
        (
            "key-rows",
            key_tex(&dir.join("exam-rows"), "en", DEEP_SHAPE),
        ),
    ];
    let mut docs: Vec<(&str, String)> = docs.into();
    if have_cjk("no_label_touches_the_drawing") {
        // A Chinese key of weighted chance nodes (probabilities as fractions, leaf bounds).
        docs.push((
            "key-zh",
            key_tex(
                &dir.join("exam-zh"),
                "zh",
                &["--chance", "weighted", "--seed", "3", "--count", "1"],
            ),
        ));
    }
    let mut jobs = Vec::new();
    for (job, doc) in &docs {
        jobs.extend(write_layers(&dir, job, doc));
    }
    compile_all(&dir, &jobs);
    let mut found = Vec::new();
    for (job, _) in &docs {
        found.extend(overlaps(&dir, job));
    }
    // Each figure is a page.
    assert_eq!(
        pages(&dir.join("figures-labels.pdf")).len(),
        figures.len(),
        "one page a figure"
    );
    let (bad, rest): (Vec<_>, Vec<_>) = found
        .into_iter()
        .partition(|(page, text)| text.starts_with("figures ") && *page == bad_page);
    assert_eq!(bad.len(), 1, "the misplaced name is not seen: {rest:?}");
    let rest: Vec<String> = rest
        .into_iter()
        .map(|(page, text)| match text.starts_with("figures ") {
            true => format!("{text} ({})", figures[page - 1].0),
            false => text,
        })
        .collect();
    assert!(
        rest.is_empty(),
        "labels touch the drawing:\n{}",
        rest.join("\n")
    );
}

/// The fonts of a sheet, as far as pdftotext's word boxes go. A word's box is as high as
/// the font of its first character makes a line, which differs between Computer Modern's
/// text and symbol fonts at one size; Chinese is set in many fonts of 256 characters each,
/// whose heights differ, but every one of its characters is one em wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Face {
    Text,
    Symbol,
    Chinese,
}

fn chinese(c: char) -> bool {
    matches!(c, '\u{2e80}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')
}

fn face(word: &str) -> Face {
    let c = word.chars().next().unwrap_or(' ');
    if chinese(c) {
        Face::Chinese
    } else if "≤≥−∥‖△▽∞≈×·∣".contains(c) {
        Face::Symbol
    } else {
        // (Letters, digits and the text fonts' punctuation; a rarer symbol is measured as
        // text, the lowest box: a check that can only be lenient for it.)
        Face::Text
    }
}

/// A word's size as far as its box tells: its height, or for a word of Chinese characters
/// alone its width over their number (an em). `None` for a word whose box says nothing
/// sure (Chinese characters with others, whose heights differ from font to font).
fn measure(word: &Word) -> Option<(Face, f64)> {
    match face(&word.text) {
        Face::Chinese if word.text.chars().all(chinese) => {
            Some((Face::Chinese, word.width / word.text.chars().count() as f64))
        }
        Face::Chinese => None,
        f => Some((f, word.height)),
    }
}

/// A word pdftotext finds, with its box's width and height in points.
struct Word {
    text: String,
    /// Where the word's box starts on its page: left and top.
    x0: f64,
    y0: f64,
    width: f64,
    height: f64,
}

/// Every word pdftotext finds within the text area (inside the 2 cm margins, which leaves
/// out the page number, set upright on a page turned to landscape) of `pdf`.
fn words(pdf: &Path) -> Vec<Word> {
    let out = Process::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let margin = 2.0 / 2.54 * 72.0;
    let attr = |line: &str, name: &str| -> f64 {
        let start = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        let rest = &line[start..];
        rest[..rest.find('"').unwrap()].parse().unwrap()
    };
    let (mut width, mut height) = (0.0, 0.0);
    let mut words = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with("<page ") {
            (width, height) = (attr(line, "width"), attr(line, "height"));
        } else if line.starts_with("<word ") {
            let (x0, y0, x1, y1) = (
                attr(line, "xMin"),
                attr(line, "yMin"),
                attr(line, "xMax"),
                attr(line, "yMax"),
            );
            // (A page turned to landscape reports its turned width and height.)
            if x0 < margin - 1.0
                || x1 > width - margin + 1.0
                || y0 < margin - 1.0
                || y1 > height - margin + 1.0
            {
                continue;
            }
            let text =
                line[line.find('>').unwrap() + 1..line.rfind("</word>").unwrap()].to_string();
            words.push(Word {
                text,
                x0,
                y0,
                width: x1 - x0,
                height: y1 - y0,
            });
        }
    }
    words
}

/// The text of page `n` (from 1) of `pdf`, as pdftotext reads it.
fn page_text(pdf: &Path, n: usize) -> String {
    let out = Process::new("pdftotext")
        .args(["-f", &n.to_string(), "-l", &n.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// The words of `pdf` whose boxes are smaller than 7 pt type of their face makes them, with
/// their measure.
fn under_seven(pdf: &Path, seven: &HashMap<Face, f64>) -> Vec<(String, f64)> {
    words(pdf)
        .iter()
        // Cut marks are set at a slant along their edge, so their boxes are not their size.
        .filter(|w| w.text != "∥")
        .filter_map(|w| {
            let (f, size) = measure(w)?;
            (size < seven[&f] - 0.02).then(|| (w.text.clone(), size))
        })
        .collect()
}

#[test]
fn no_type_on_an_exam_sheet_is_smaller_than_7_pt() {
    if !have_latex("no_type_smaller_than_7_pt") {
        return;
    }
    let cjk = have_cjk("no_type_smaller_than_7_pt");
    // What pdftotext reports for 7 pt type in the sheets' fonts.
    let dir = scratch("seven-points");
    let (package, open, close, sample) = if cjk {
        (
            "\\usepackage{CJKutf8}",
            "\\begin{CJK}{UTF8}{gbsn}",
            "\\end{CJK}",
            "根节点 （5 答案",
        )
    } else {
        ("", "", "", "")
    };
    std::fs::write(
        dir.join("seven.tex"),
        format!(
            "\\documentclass[11pt]{{article}}{package}\\begin{{document}}{open}\\fontsize{{7}}{{8}}\\selectfont \
             value 12 \\textit{{B}} \\(x\\) \\(\\le 3\\) \\(\\triangle\\) \\(-2\\) {sample}{close}\\end{{document}}\n"
        ),
    )
    .unwrap();
    compile_all(&dir, &["seven".to_string()]);
    let mut seven: HashMap<Face, f64> = HashMap::new();
    for w in words(&dir.join("seven.pdf")) {
        if let Some((f, size)) = measure(&w) {
            let least = seven.entry(f).or_insert(size);
            *least = least.min(size);
        }
    }
    assert_eq!(seven.len(), if cjk { 3 } else { 2 }, "{seven:?}");
    assert!(
        seven[&Face::Text] > 5.0 && seven[&Face::Text] < 7.0,
        "{seven:?}"
    );
    if !cjk {
        seven.insert(Face::Chinese, f64::INFINITY);
    }
    // The default shape (24 leaves, wider than the page), Monte Carlo questions, a
    // narrower shape that fits the page, chance nodes (a 24-leaf tree of them drawn wider than a page turned to landscape holds
    // at 7 pt, and so no longer asked), and Chinese sheets of weighted chance nodes.
    let mut sheets: Vec<(&str, &str, Vec<&str>)> = vec![
        ("wide", "en", vec!["--seed", "11", "--count", "2"]),
        (
            "mcts",
            "en",
            vec![
                "--algo", "mcts", "--seed", "2", "--count", "3", "--depth", "3",
            ],
        ),
        (
            "chance",
            "en",
            vec!["--chance", "weighted", "--seed", "2", "--count", "3"],
        ),
        (
            "narrow",
            "en",
            vec!["--seed", "2", "--count", "2", "--branching", "2"],
        ),
        // A shape no page holds whole at 7 pt: drawn on rows.
        ("deep", "en", DEEP_SHAPE.to_vec()),
    ];
    if cjk {
        sheets.push((
            "zh",
            "zh",
            vec!["--chance", "weighted", "--seed", "4", "--count", "1"],
        ));
    }
    // The exams side by side (each compiles its two sheets side by side).
    let made: Vec<_> = sheets
        .iter()
        .map(|(name, lang, args)| {
            let out = scratch(&format!("seven-{name}"));
            let child = Process::new(assert_cmd::cargo::cargo_bin("gametree"))
                .env_remove("GAMETREE_PDFLATEX")
                .args(["--lang", lang, "exam", "-o"])
                .arg(&out)
                .args(args)
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap();
            (name, out, child)
        })
        .collect();
    let mut keys = HashMap::new();
    for (name, out, mut child) in made {
        assert!(child.wait().unwrap().success(), "{name}: exam fails");
        for sheet in ["exam.pdf", "key.pdf"] {
            let words = words(&out.join(sheet));
            assert!(
                words.iter().any(|w| w.text == "1"),
                "{name} {sheet}: no leaf numbers"
            );
            if *name == "zh" {
                assert!(
                    words
                        .iter()
                        .any(|w| measure(w).is_some_and(|m| m.0 == Face::Chinese)),
                    "{name} {sheet}: no Chinese"
                );
            }
            let small = under_seven(&out.join(sheet), &seven);
            assert!(
                small.is_empty(),
                "{name} {sheet}: under 7 pt ({seven:?}): {small:?}"
            );
        }
        if *name == "wide" {
            // The first question, turned to landscape, shares the first page with the
            // sheet's heading.
            for (sheet, title) in [("exam.pdf", "search"), ("key.pdf", "key")] {
                let first = page_text(&out.join(sheet), 1);
                assert!(
                    first.contains(title) && first.contains("Question 1"),
                    "wide {sheet}: page 1 is {first:?}"
                );
            }
        }
        let key = std::fs::read_to_string(out.join("key.tex")).unwrap();
        if *name == "deep" {
            assert!(key.contains("->"), "deep: no figure drawn on rows");
        }
        keys.insert(*name, key);
    }
    // The check sees a figure shrunk more than the sheet allows: the narrow key's figures
    // at 85% (their 8 pt leaf numbers at 6.8 pt), and the Chinese key's at half size.
    let fit = "\\begin{adjustbox}{max width=\\linewidth}";
    let mut shrunk = vec![("shrunk", "narrow", 0.85)];
    if cjk {
        shrunk.push(("shrunk-zh", "zh", 0.5));
    }
    for &(job, name, scale) in &shrunk {
        assert!(
            keys[name].contains(fit),
            "{name}: the key places its figures so"
        );
        std::fs::write(
            dir.join(format!("{job}.tex")),
            keys[name].replace(fit, &format!("\\begin{{adjustbox}}{{scale={scale}}}")),
        )
        .unwrap();
    }
    compile_all(
        &dir,
        &shrunk.iter().map(|s| s.0.to_string()).collect::<Vec<_>>(),
    );
    for &(job, name, scale) in &shrunk {
        let small = under_seven(&dir.join(format!("{job}.pdf")), &seven);
        assert!(
            small.iter().any(|(w, _)| w == "1"),
            "{name} at {scale}: the leaf numbers are not seen: {small:?}"
        );
        if name == "zh" {
            assert!(
                small.iter().any(|(w, _)| w.chars().all(chinese)),
                "{name} at {scale}: the legend's Chinese is not seen: {small:?}"
            );
        }
    }
}

/// Regression: the key's legend and the note under a figure drawn on rows set Chinese with
/// a gap after every character (TikZ's centred text stretched the glue the CJK package
/// puts between characters), which pdftotext reads as one character after another with a
/// gap of a fifth of their height between them. A Chinese key on rows has no such pair.
#[test]
fn chinese_in_a_key_is_not_letter_spaced() {
    if !have_latex("chinese_not_letter_spaced") || !have_cjk("chinese_not_letter_spaced") {
        return;
    }
    let dir = scratch("zh-spacing");
    let out = dir.to_str().unwrap().to_string();
    let mut args = vec!["--lang", "zh", "exam", "-o", &out];
    args.extend(DEEP_SHAPE);
    gametree().args(&args).assert().success();
    let words = words(&dir.join("key.pdf"));
    let one_character = |t: &str| t.chars().count() == 1 && t.chars().all(chinese);
    let spaced: Vec<String> = words
        .iter()
        .zip(words.iter().skip(1))
        .filter(|(a, b)| {
            let gap = b.x0 - (a.x0 + a.width);
            one_character(&a.text)
                && one_character(&b.text)
                && (a.y0 - b.y0).abs() < 0.5
                && gap > 0.1 * a.height
                && gap < 0.6 * a.height
        })
        .map(|(a, b)| format!("{} {}", a.text, b.text))
        .collect();
    assert!(spaced.is_empty(), "letter-spaced: {spaced:?}");
    // The legend and the note are there to be read.
    let text = words.iter().map(|w| w.text.as_str()).collect::<String>();
    assert!(
        text.contains("最佳路线") && text.contains("接着画出"),
        "{text}"
    );
}

/// Regression: after a figure drawn on rows, a question's words could break across a page
/// (`… (c) Which leaves` | `are never evaluated? …`). They stay whole, with their answer
/// lines, on one page; so do the key's answers, set the same way.
#[test]
fn a_questions_words_after_rows_stay_on_one_page() {
    if !have_latex("questions_after_rows_on_one_page") {
        return;
    }
    let dir = scratch("rows-words");
    let out = dir.to_str().unwrap().to_string();
    gametree()
        .args(["exam", "--seed", "1", "--count", "4", "--depth", "5"])
        .args([
            "--branching",
            "2",
            "--max-leaves",
            "32",
            "--answer-space",
            "2",
        ])
        .args(["-o", &out])
        .assert()
        .success();
    // The questions on the sheet, the answers in the key: each set after the last row.
    for (sheet, start, end) in [
        (
            "exam.pdf",
            "(a) What is the value of the root?",
            "where the search is cut.",
        ),
        ("key.pdf", "(a) The root", "Leaves never evaluated"),
    ] {
        let pdf = dir.join(sheet);
        let (mut starts, mut ends) = (0, 0);
        for n in 1.. {
            let text = page_text(&pdf, n)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            if text.is_empty() {
                break;
            }
            let (s, e) = (text.matches(start).count(), text.matches(end).count());
            assert_eq!(
                s, e,
                "{sheet} page {n} holds part of a question's words: {text}"
            );
            (starts, ends) = (starts + s, ends + e);
        }
        assert_eq!(
            (starts, ends),
            (4, 4),
            "{sheet}: four questions, each whole"
        );
    }
}
