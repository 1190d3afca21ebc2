//! `gametree tikz` and `gametree exam` through the real pdflatex: figures and exams compile,
//! and what pdftotext reads back from the PDFs is what the sheet must show. Without pdflatex
//! these tests pass loudly; with `CI=true` its absence fails them.

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use crate::common;

use assert_cmd::Command;

pub(crate) fn gametree() -> Command {
    let mut c = Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR")
        .env_remove("GAMETREE_PDFLATEX")
        .env("TERM", "dumb");
    c
}

/// A fresh, empty folder for one test.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("latex")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether pdflatex and pdftotext run here. Without them the tests that need them pass,
/// loudly; in CI (`CI=true`) their absence fails them.
pub(crate) fn have_latex(test: &str) -> bool {
    let runs = |p: &str, arg: &str| {
        Process::new(p)
            .arg(arg)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let ok = runs("pdflatex", "--version") && runs("pdftotext", "-v");
    if !ok {
        let msg = format!(
            "\n\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\
             !! {test}: pdflatex or pdftotext is NOT INSTALLED: nothing was compiled.\n\
             !! apt-get install texlive-latex-base texlive-latex-recommended \\\n\
             !!   texlive-latex-extra texlive-pictures poppler-utils\n\
             !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n"
        );
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("{msg}!! CI=true: pdflatex and pdftotext must be installed in CI.\n");
        }
        use std::io::Write;
        let _ = std::io::stderr().write_all(msg.as_bytes());
    }
    ok
}

/// Compiles `dir/job.tex` with pdflatex and returns the PDF's text (pdftotext, `-layout`
/// when asked).
fn compile(dir: &Path, job: &str, layout: bool) -> String {
    let out = Process::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error"])
        .arg(format!("{job}.tex"))
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "pdflatex failed on {job}.tex:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
    pdf_text(&dir.join(format!("{job}.pdf")), layout)
}

pub(crate) fn pdf_text(pdf: &Path, layout: bool) -> String {
    let mut cmd = Process::new("pdftotext");
    if layout {
        cmd.arg("-layout");
    }
    let out = cmd.arg(pdf).arg("-").output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

fn tikz(args: &[&str]) -> String {
    let out = gametree().arg("tikz").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn key_snippet_of_aima_fig_5_2_is_pinned() {
    insta::assert_snapshot!(tikz(&["trees/aima-fig5-2.yaml", "--key"]));
}

#[test]
fn key_of_aima_fig_5_2_compiles_and_shows_the_root_value_and_the_bound_at_c() {
    if !have_latex("key_of_aima_fig_5_2") {
        return;
    }
    let dir = scratch("key-aima");
    std::fs::write(
        dir.join("fig.tex"),
        tikz(&["trees/aima-fig5-2.yaml", "--key"]),
    )
    .unwrap();
    // The snippet goes into a document that loads only TikZ, as the snippet says.
    std::fs::write(
        dir.join("doc.tex"),
        "\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\n\\input{fig}\n\\end{document}\n",
    )
    .unwrap();
    let text = compile(&dir, "doc", true);
    let lines: Vec<&str> = text.lines().collect();
    // The root A with its value 3 on one line; C with its bound ≤ 2 on another.
    let words = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        lines.iter().any(|l| words(l).starts_with("A 3")),
        "no `A 3` line in:\n{text}"
    );
    let c_line = lines
        .iter()
        .map(|l| words(l))
        .find(|l| l.contains("C ≤"))
        .unwrap_or_else(|| panic!("no `C ≤` in:\n{text}"));
    assert!(
        c_line.contains("C ≤ 2") || c_line.contains("C ≤2"),
        "C's bound is not ≤ 2: {c_line}"
    );
    // C is never shown with a bare value.
    assert!(!c_line.contains("C 2"), "{c_line}");
}

/// The numbers the blank AIMA sheet may show: the leaf values and the leaf numbers.
fn leaf_tokens() -> Vec<String> {
    let mut t: Vec<String> = [3, 12, 8, 2, 4, 6, 14, 5, 2]
        .iter()
        .map(|v| v.to_string())
        .collect();
    t.extend((1..=9).map(|n: u32| n.to_string()));
    t.extend(["A", "B", "C", "D"].map(String::from));
    t.sort();
    t
}

#[test]
fn blank_standalone_of_aima_fig_5_2_shows_no_inner_value() {
    let tex = tikz(&["trees/aima-fig5-2.yaml", "--blank", "--standalone"]);
    assert!(!tex.contains("\\le") && !tex.contains("\\ge"), "{tex}");
    if !have_latex("blank_standalone") {
        return;
    }
    let dir = scratch("blank-aima");
    std::fs::write(dir.join("blank.tex"), &tex).unwrap();
    let text = compile(&dir, "blank", false);
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    assert_eq!(
        lines.next(),
        Some("AIMA Figure 5.2 / 5.5 (two-ply game tree, alpha-beta stages)")
    );
    let mut tokens: Vec<String> = lines
        .flat_map(|l| l.split_whitespace())
        .map(String::from)
        .filter(|t| t != "\u{c}")
        .collect();
    tokens.sort();
    // Exactly the leaves' values, their numbers and the node names: no inner value (3, 3,
    // 2 and C's bound ≤ 2 would add tokens), no bound, no title line with the value.
    assert_eq!(tokens, leaf_tokens(), "the blank sheet reads:\n{text}");
}

#[test]
fn labels_with_latex_special_characters_compile() {
    let tree = r#"{id: "a_b&c%d#e$f{g}h\\i~j^k[l]<m>", max: [{id: "x--y 'q' \"r\" `s` ≤ α", min: [1, 2]}, 3]}"#;
    let tex = tikz(&["-e", tree, "--standalone", "--windows"]);
    if !have_latex("labels_with_latex_special_characters") {
        return;
    }
    let dir = scratch("escapes");
    std::fs::write(dir.join("labels.tex"), &tex).unwrap();
    let text = compile(&dir, "labels", false);
    // (pdftotext reads the OT1 underscore, a rule, as a space.)
    assert!(text.contains("b&c%d#e$f{g}h\\i"), "{text}");
    assert!(text.contains("k[l]<m>"), "{text}");
    assert!(text.contains("x--y"), "{text}");
}

#[test]
fn control_characters_in_a_name_do_not_break_the_document() {
    let tree = "{max: [1, 2]}";
    let tex = tikz(&["-e", tree, "--standalone"]);
    // The name comes from the file's metadata: a control character in it must not reach TeX.
    assert!(!tex.chars().any(|c| c.is_control() && c != '\n'));
    let dir = scratch("control");
    std::fs::write(
        dir.join("t.yaml"),
        "name: \"bell\\a tab\\t end\"\nroot: {max: [1, 2]}\n",
    )
    .unwrap();
    let tex = tikz(&[dir.join("t.yaml").to_str().unwrap(), "--standalone"]);
    assert!(!tex.chars().any(|c| c.is_control() && c != '\n'), "{tex:?}");
    if !have_latex("control_characters") {
        return;
    }
    std::fs::write(dir.join("c.tex"), &tex).unwrap();
    let text = compile(&dir, "c", false);
    assert!(text.contains("bell"), "{text}");
}

#[test]
fn blank_refuses_windows() {
    gametree()
        .args(["tikz", "trees/aima-fig5-2.yaml", "--blank", "--windows"])
        .assert()
        .code(2);
}

/// Every file in a folder, by name.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn exam_compiles_checks_and_is_the_same_in_any_folder() {
    let latex = have_latex("exam_compiles");
    let a = scratch("exam-a");
    let b = scratch("exam-b").join("deeper").join("folder");
    for dir in [&a, &b] {
        let mut cmd = gametree();
        cmd.args(["exam", "--seed", "5", "--count", "3", "-o"])
            .arg(dir);
        if !latex {
            cmd.arg("--no-pdf");
        }
        cmd.assert().success();
    }
    let (fa, fb) = (files(&a), files(&b));
    let names: Vec<&str> = fa.iter().map(|(n, _)| n.as_str()).collect();
    let mut want = vec!["exam.tex", "key.tex", "q1.yaml", "q2.yaml", "q3.yaml"];
    if latex {
        want.extend(["exam.pdf", "key.pdf"]);
    }
    want.sort();
    assert_eq!(
        names, want,
        "only the sheets, the PDFs and the tree files are left"
    );
    for ((na, ba), (nb, bb)) in fa.iter().zip(&fb) {
        assert_eq!(na, nb);
        assert!(ba == bb, "{na} differs between the two folders");
    }
    // Every key agrees with the search.
    gametree().arg("check").arg(&a).assert().success();
    if !latex {
        return;
    }
    let key = pdf_text(&a.join("key.pdf"), false);
    let exam = pdf_text(&a.join("exam.pdf"), false);
    for n in 1..=3 {
        let doc = gametree::parse::parse_text(
            &std::fs::read_to_string(a.join(format!("q{n}.yaml"))).unwrap(),
        )
        .unwrap();
        let outcome =
            gametree::search::run(&doc.tree, &gametree::search::Config::default()).unwrap();
        let value = gametree::num::fmt_value(outcome.value).replace('-', "−");
        assert!(
            key.contains(&format!("The root’s value is {value}."))
                || key.contains(&format!("The root's value is {value}.")),
            "question {n}: the key does not give the value {value}:\n{key}"
        );
        assert!(exam.contains(&format!("Question {n}.")));
    }
    assert!(!exam.contains("value is"), "the exam gives an answer away");
}

#[test]
fn exam_sheets_carry_the_heading_name_lines_points_and_answer_space_asked_for() {
    let latex = have_latex("exam_sheet_options");
    let plain = scratch("exam-plain");
    let dressed = scratch("exam-dressed");
    let run = |dir: &Path, extra: &[&str]| {
        let mut cmd = gametree();
        cmd.args(["exam", "--seed", "6", "--count", "2", "-o"])
            .arg(dir)
            .args(extra);
        if !latex {
            cmd.arg("--no-pdf");
        }
        cmd.assert().success();
    };
    run(&plain, &[]);
    let options = [
        "--title",
        "Midterm 1 & 2",
        "--course",
        "CS 188",
        "--date",
        "12 May 2026",
        "--name-line",
        "--points",
        "5",
        "--answer-space",
        "3",
    ];
    run(&dressed, &options);
    let read = |dir: &Path, name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    // N ruled lines under each of the two questions, on the question sheet only.
    let ruled = "\\rule{\\linewidth}";
    assert_eq!(read(&dressed, "exam.tex").matches(ruled).count(), 2 * 3);
    assert_eq!(read(&dressed, "key.tex").matches(ruled).count(), 0);
    assert_eq!(read(&plain, "exam.tex").matches(ruled).count(), 0);
    // The key gives the command that makes this exam again, options and all.
    let key_tex = read(&dressed, "key.tex");
    assert!(
        key_tex.contains("\\textquotesingle{}Midterm 1 \\& 2\\textquotesingle{}"),
        "{key_tex}"
    );
    if !latex {
        return;
    }
    let words = |t: String| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let exam = words(pdf_text(&dressed.join("exam.pdf"), false));
    let key = words(pdf_text(&dressed.join("key.pdf"), false));
    for want in [
        "Midterm 1 & 2",
        "CS 188",
        "10 points in all",
        "12 May 2026",
        "Name:",
        "Student number:",
        "Question 1 (5 points).",
        "Question 2 (5 points).",
    ] {
        assert!(exam.contains(want), "no `{want}` in the exam:\n{exam}");
    }
    assert!(key.contains("Midterm 1 & 2: answer key"), "{key}");
    // The command reads back with straight quotes, so it can be pasted into a shell (a
    // typographic quote there would be part of the title).
    assert!(key.contains("--title 'Midterm 1 & 2'"), "{key}");
    assert!(key.contains("Question 2 (5 points)."), "{key}");
    assert!(!key.contains("Student number"), "{key}");
    let plain_exam = words(pdf_text(&plain.join("exam.pdf"), false));
    assert!(plain_exam.starts_with("Game-tree search"), "{plain_exam}");
    for absent in ["points", "Name:", "Student number"] {
        assert!(
            !plain_exam.contains(absent),
            "`{absent}` unasked:\n{plain_exam}"
        );
    }
}

/// Whether TeX's CJK package with the Arphic Song fonts is installed, for Chinese sheets.
/// Without it the test that needs it passes, loudly; in CI its absence fails it.
pub(crate) fn have_cjk(test: &str) -> bool {
    let found = |file: &str| {
        Process::new("kpsewhich")
            .arg(file)
            .output()
            .is_ok_and(|o| o.status.success() && !o.stdout.is_empty())
    };
    let ok = have_latex(test) && found("CJKutf8.sty") && found("c70gbsn.fd");
    if !ok {
        let msg = format!(
            "\n!! {test}: TeX's CJK package is NOT INSTALLED: no Chinese sheet was compiled.\n\
             !! apt-get install latex-cjk-chinese latex-cjk-chinese-arphic-gbsn00lp\n"
        );
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("{msg}!! CI=true: the CJK package must be installed in CI.\n");
        }
        use std::io::Write;
        let _ = std::io::stderr().write_all(msg.as_bytes());
    }
    ok
}

#[test]
fn exam_sheets_are_chinese_with_lang_zh_and_english_whatever_the_locale_otherwise() {
    let zh = scratch("exam-zh");
    let en = scratch("exam-zh-locale");
    let latex = have_cjk("exam_sheets_in_chinese");
    let run = |dir: &Path, lang: &[&str]| {
        let mut cmd = gametree();
        cmd.env("LANG", "zh_CN.UTF-8")
            .args(lang)
            .args(["exam", "--seed", "4", "--count", "1", "--points", "5"])
            .args(["--name-line", "-o"])
            .arg(dir);
        if !latex {
            cmd.arg("--no-pdf");
        }
        let out = cmd.assert().success();
        String::from_utf8_lossy(&out.get_output().stdout).into_owned()
    };
    let said_zh = run(&zh, &["--lang", "zh"]);
    let said_en = run(&en, &[]);
    // What exam says on the terminal is in the reader's language either way.
    for said in [&said_zh, &said_en] {
        assert!(said.contains("已将 1 道题写入"), "{said}");
        assert!(
            said.contains("叶节点") && said.contains("深截断位于"),
            "{said}"
        );
        assert!(
            !said.contains("wrote") && !said.contains("leaves"),
            "{said}"
        );
    }
    let read = |dir: &Path, name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    // The locale alone leaves the sheets English, with no CJK package to install.
    assert!(!read(&en, "exam.tex").contains("CJK"));
    assert!(read(&zh, "exam.tex").contains("\\usepackage{CJKutf8}"));
    // The key's command makes the Chinese exam again.
    assert!(read(&zh, "key.tex").contains("\\mbox{{-}{-}lang} \\mbox{zh}"));
    if !latex {
        return;
    }
    let words = |t: String| t.split_whitespace().collect::<Vec<_>>().join("");
    let exam = words(pdf_text(&zh.join("exam.pdf"), false));
    let key = words(pdf_text(&zh.join("key.pdf"), false));
    for want in [
        "博弈树搜索",
        // Chinese punctuation, the full-width colon, after the name lines' words.
        "姓名：",
        "学号：",
        "第1题（5分）",
        "根节点的值是多少？",
        "叶节点编号",
    ] {
        assert!(exam.contains(want), "no `{want}` in the exam:\n{exam}");
    }
    for want in [
        "博弈树搜索：答案",
        "根节点的值是",
        "第1题（5分）",
        "个叶节点中求值了",
    ] {
        assert!(key.contains(want), "no `{want}` in the key:\n{key}");
    }
    let english = words(pdf_text(&en.join("exam.pdf"), false));
    assert!(english.starts_with("Game-treesearch"), "{english}");
}

/// Regression: an English sheet printed a title or course written in Chinese
/// (`--title 期中考试`) as question marks: only Chinese sheets loaded the CJK package.
#[test]
fn an_english_sheet_prints_a_title_written_in_chinese() {
    let latex = have_latex("exam_chinese_title_on_english_sheet");
    let dir = scratch("exam-en-zh-title");
    let mut cmd = gametree();
    cmd.args(["exam", "--seed", "4", "--count", "1"])
        .args(["--title", "期中考试", "--course", "人工智能", "-o"])
        .arg(&dir);
    if !latex {
        cmd.arg("--no-pdf");
    }
    cmd.assert().success();
    for sheet in ["exam.tex", "key.tex"] {
        let tex = std::fs::read_to_string(dir.join(sheet)).unwrap();
        assert!(tex.contains("\\usepackage{CJKutf8}"), "{sheet}");
        assert!(
            tex.contains("期中考试") && tex.contains("人工智能"),
            "{sheet}"
        );
        assert!(!tex.contains("????"), "{sheet}");
    }
    if !latex {
        return;
    }
    let words = |t: String| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let exam = words(pdf_text(&dir.join("exam.pdf"), false));
    let key = words(pdf_text(&dir.join("key.pdf"), false));
    for (name, text) in [("exam", &exam), ("key", &key)] {
        for want in ["期中考试", "人工智能", "Question 1"] {
            assert!(text.contains(want), "no `{want}` in the {name}:\n{text}");
        }
    }
}

#[test]
fn the_keys_command_breaks_only_between_its_words() {
    // Chinese type breaks between any two characters: a quoted Chinese title broke in two
    // at the end of a line, and the command could not be copied whole.
    let dir = scratch("exam-zh-title");
    gametree()
        .args([
            "--lang", "zh", "exam", "--seed", "4", "--count", "1", "--no-pdf",
        ])
        .args(["--title", "期中考试 第一部分", "-o"])
        .arg(&dir)
        .assert()
        .success();
    let key = std::fs::read_to_string(dir.join("key.tex")).unwrap();
    assert!(
        key.contains(
            "\\mbox{{-}{-}title} \\mbox{\\textquotesingle{}期中考试 第一部分\\textquotesingle{}}"
        ),
        "{key}"
    );
}

#[test]
fn exam_without_pdflatex_writes_the_tex_and_says_so() {
    let dir = scratch("exam-no-latex");
    gametree()
        .env("GAMETREE_PDFLATEX", "no-such-latex-program")
        .args(["exam", "--seed", "2", "--count", "1", "-o"])
        .arg(&dir)
        .assert()
        .success()
        .stdout(predicates::str::contains("no PDFs"));
    assert!(dir.join("exam.tex").exists() && dir.join("key.tex").exists());
    assert!(!dir.join("exam.pdf").exists());
}

#[test]
fn every_corpus_tree_compiles_as_a_key_with_windows() {
    use gametree::render::tikz::{Options, PACKAGES, Sheet, figure};
    use gametree::search::{self, Algorithm, Config, Recorder};
    let mut doc = format!("\\documentclass{{article}}\n{PACKAGES}\\begin{{document}}\n");
    let mut figures = 0;
    for (path, _, d) in common::corpus_files() {
        // The first search the file's answers name, and Star2 where there are chance nodes
        // (each figure costs pdflatex about half a second, so one key per search kind).
        let mut configs = vec![Config::default()];
        if let Some(expect) = &d.meta.expect {
            let blocks = gametree::check::expectations(&d.tree, &d.meta, expect).unwrap();
            if let Some(b) = blocks.into_iter().next() {
                configs = vec![b.config];
            }
        }
        if d.tree.has_chance() {
            configs.push(Config {
                bounds: d.meta.bounds.map(|b| (b.lo, b.hi)),
                ..Config::new(Algorithm::Star2)
            });
        }
        for cfg in configs {
            let mut rec = Recorder::default();
            let Ok(outcome) = search::run_observed(&d.tree, &cfg, &mut rec) else {
                panic!("{}: {cfg:?} fails", path.display());
            };
            // The blank sheet differs from the key only in what it leaves out; chance trees
            // (probabilities on the edges) get one too.
            let sheets: &[Sheet] = if d.tree.has_chance() && cfg.algorithm == Algorithm::Star2 {
                &[Sheet::Key, Sheet::Blank]
            } else {
                &[Sheet::Key]
            };
            for &sheet in sheets {
                let opts = Options {
                    sheet,
                    windows: sheet == Sheet::Key,
                    standalone: false,
                    cjk: false,
                };
                doc.push_str(&figure(&d.tree, &outcome, &rec, &opts));
                doc.push_str("\\par\\bigskip\n");
                figures += 1;
            }
        }
    }
    doc.push_str("\\end{document}\n");
    assert!(figures > 40, "{figures} figures");
    if !have_latex("every_corpus_tree_compiles") {
        return;
    }
    let dir = scratch("corpus");
    std::fs::write(dir.join("corpus.tex"), &doc).unwrap();
    let text = compile(&dir, "corpus", false);
    assert!(text.contains("MAX"), "the keys' legends are in the PDF");
}

#[test]
fn tikz_and_exam_help_have_examples() {
    for sub in ["tikz", "exam"] {
        let out = gametree().args([sub, "--help"]).output().unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.contains("Examples:"), "{sub} --help:\n{help}");
        assert!(
            help.contains(&format!("gametree {sub} ")),
            "{sub} --help:\n{help}"
        );
    }
}

#[test]
fn tikz_refuses_a_tree_wider_than_a_page_and_draws_the_widest_it_allows() {
    // 1,365 nodes gave pdflatex "Dimension too large"; 1.4 million, a 133 MB file.
    let dir = scratch("page-limit");
    let write = |name: &str, depth: &str| {
        let path = dir.join(name);
        gametree()
            .args(["gen", "--depth", depth, "--branching", "4", "-o"])
            .arg(&path)
            .assert()
            .success();
        path
    };
    let wide = write("wide.yaml", "5");
    let out = gametree().arg("tikz").arg(&wide).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert!(err.contains("1024 leaves") && err.contains("256"), "{err}");
    let widest = write("widest.yaml", "4");
    let tex = tikz(&[widest.to_str().unwrap(), "--windows", "--standalone"]);
    std::fs::write(dir.join("widest.tex"), tex).unwrap();
    if have_latex("tikz_refuses_a_tree_wider_than_a_page_and_draws_the_widest_it_allows") {
        compile(&dir, "widest", false);
    }
}

#[test]
fn a_monte_carlo_exam_asks_the_next_ucb1_selection_and_its_key_checks() {
    let latex = have_latex("monte_carlo_exam");
    let en = scratch("exam-mcts");
    let zh = scratch("exam-mcts-zh");
    for (dir, lang) in [(&en, "en"), (&zh, "zh")] {
        let mut cmd = gametree();
        cmd.args([
            "--lang", lang, "exam", "--algo", "mcts", "--seed", "2", "--count", "3",
        ])
        .args(["--depth", "3", "-o"])
        .arg(dir);
        if !latex {
            cmd.arg("--no-pdf");
        }
        cmd.assert().success();
    }
    // Every key is what the search's statistics give (check runs the search again).
    gametree().arg("check").arg(&en).assert().success();
    for n in 1..=3 {
        let text = std::fs::read_to_string(en.join(format!("q{n}.yaml"))).unwrap();
        assert!(text.contains("algorithm: mcts") && text.contains("next_selection:"));
    }
    // A student's wrong child is graded wrong against the question's tree.
    let q1 = std::fs::read_to_string(en.join("q1.yaml")).unwrap();
    let doc = gametree::parse::parse_text(&q1).unwrap();
    let line = q1.lines().find(|l| l.contains("{after:")).unwrap();
    let child = line
        .split("child: ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap();
    let at = line
        .split("at: ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap();
    let at_node = doc.tree.resolve(at).unwrap();
    let other = doc
        .tree
        .children(at_node)
        .iter()
        .map(|&c| doc.tree.name(c))
        .find(|c| c != child)
        .unwrap();
    let seed = q1
        .lines()
        .find_map(|l| l.trim().strip_prefix("seed: "))
        .unwrap();
    let wrong = en.join("student.yaml");
    std::fs::write(
        &wrong,
        format!(
            "algorithm: mcts\nseed: {seed}\n{}\n",
            line.trim()
                .replacen("- ", "next_selection: [", 1)
                .replace(&format!("child: {child},"), &format!("child: {other},"))
                + "]"
        ),
    )
    .unwrap();
    let out = gametree()
        .args(["check"])
        .arg(en.join("q1.yaml"))
        .arg("--answers")
        .arg(&wrong)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains(&format!("not {other}")), "{out}");
    std::fs::remove_file(&wrong).unwrap();
    if !latex {
        return;
    }
    let exam = pdf_text(&en.join("exam.pdf"), false);
    let key = pdf_text(&en.join("key.pdf"), false);
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let (exam, key) = (flat(&exam), flat(&key));
    assert_eq!(
        exam.matches("Which child does UCB1 select next").count(),
        3,
        "{exam}"
    );
    assert!(!exam.contains("selects"), "the exam gives an answer away");
    let answer = line.split("ucb: ").nth(1).unwrap().trim_end_matches('}');
    assert!(
        key.contains(&format!("UCB1 at {at} selects {child}: {answer}")),
        "the key does not give {child} {answer}:\n{key}"
    );
    let zh_exam = flat(&pdf_text(&zh.join("exam.pdf"), false));
    assert!(zh_exam.contains("UCB1"), "{zh_exam}");
}
