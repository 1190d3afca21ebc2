//! `gametree check`: tree files against their own `expect` blocks, or one tree against many
//! answer files.

use crate::i18n::tr;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::args::{CheckArgs, CheckFormat};
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_WRONG, Failure, diagnostic, emit};
use crate::check::grade::Rubric;
use crate::check::{Convention, Expectation, Imposed, Searches, check_block, expectations};
use crate::error::{ErrorKind, InputError};
use crate::parse::{self, Document, Source};
use crate::render::check::{self as report, FileError, FileReport, Skipped};
use crate::render::grade_formats;
use crate::render::{self, Style};

/// The entries of a folder, sorted by path.
fn folder_entries(folder: &str) -> Result<Vec<std::path::PathBuf>, Failure> {
    let entries = std::fs::read_dir(folder).map_err(|e| {
        Failure::from(
            InputError::new(
                ErrorKind::Io,
                tr!(
                    "err-read-folder",
                    error = crate::render::errors::io_reason(&e)
                ),
            )
            .in_file(folder),
        )
    })?;
    let mut found: Vec<std::path::PathBuf> =
        entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    found.sort();
    Ok(found)
}

/// Files named on the command line, folders expanded to their tree files (sorted), CS188
/// test files (`.test`) among them.
fn expand(paths: &[String]) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    for p in paths {
        if !Path::new(p).is_dir() {
            out.push(p.clone());
            continue;
        }
        for f in folder_entries(p)? {
            // Hidden files (editor backups, `.something.yaml`) are not trees.
            let hidden = f
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with('.'));
            let ext = f.extension().and_then(|e| e.to_str());
            if f.is_file() && !hidden && matches!(ext, Some("yaml" | "yml" | "json" | "test")) {
                out.push(f.to_string_lossy().into_owned());
            }
        }
    }
    Ok(out)
}

/// Answer files to grade (each as the path to read and its name in reports, which differ
/// for a name that is not UTF-8), and folder entries skipped with why.
type AnswerEntries = (Vec<(PathBuf, String)>, Vec<(String, Skipped)>);

/// The entries of the answer folders and files named: the answer files to grade (files named
/// directly always are), and every other entry of a folder with why it is not graded.
fn expand_answers(paths: &[String]) -> Result<AnswerEntries, Failure> {
    let mut files = Vec::new();
    let mut skipped = Vec::new();
    for p in paths {
        if !Path::new(p).is_dir() {
            files.push((PathBuf::from(p), p.clone()));
            continue;
        }
        for f in folder_entries(p)? {
            let name = path_name(&f);
            match skip_reason(&f) {
                None => files.push((f, name)),
                Some(why) => skipped.push((name, why)),
            }
        }
    }
    Ok((files, skipped))
}

/// A path as reports name it: bytes that are not UTF-8 (a Latin-1 `café.yaml`) written as
/// `\xE9`, so the name says which file it is.
fn path_name(path: &Path) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let mut out = String::new();
        for chunk in path.as_os_str().as_bytes().utf8_chunks() {
            out.push_str(chunk.valid());
            for b in chunk.invalid() {
                out.push_str(&format!("\\x{b:02X}"));
            }
        }
        out
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().into_owned()
    }
}

/// Why a folder entry is not an answer file, or `None` when it is one: a regular file named
/// `.yaml`, `.yml` or `.json`, or a `.txt` file (or one without an extension) that holds an
/// answer key at the start of a line.
fn skip_reason(f: &Path) -> Option<Skipped> {
    let name = f.file_name().map(|n| n.to_string_lossy().into_owned());
    if name.as_deref().is_some_and(|n| n.starts_with('.')) {
        return Some(Skipped::Hidden);
    }
    let link = std::fs::symlink_metadata(f).is_ok_and(|m| m.file_type().is_symlink());
    let Ok(meta) = std::fs::metadata(f) else {
        return Some(if link {
            Skipped::BrokenLink
        } else {
            Skipped::Unreadable
        });
    };
    if meta.is_dir() {
        return Some(Skipped::Folder);
    }
    if !meta.is_file() {
        return Some(Skipped::NotRegular);
    }
    let ext = f.extension().map(|e| e.to_string_lossy().to_lowercase());
    match ext.as_deref() {
        Some("yaml" | "yml" | "json") => None,
        Some("txt") | None => {
            // Read only as far as it takes to tell: a student's notes are not an answer,
            // but an answer saved as text is one, broken or not.
            let head = read_head(f, 64 * 1024);
            if head.as_deref().is_none_or(looks_like_answers) {
                None
            } else {
                Some(Skipped::NotAnswers(None))
            }
        }
        Some(e) => Some(Skipped::NotAnswers(Some(format!(".{e}")))),
    }
}

/// The first `limit` bytes of a file, as text (lossily), or `None` when it cannot be read.
fn read_head(f: &Path, limit: u64) -> Option<String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(f)
        .ok()?
        .take(limit)
        .read_to_end(&mut bytes)
        .ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// Whether a text has an answer key (`value:`, `pruned:`, …) at the start of a line, or a
/// JSON object's key.
fn looks_like_answers(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l
            .trim_start()
            .trim_start_matches(['-', '{', '"', '\'', ' ']);
        crate::check::answers::KEYS.iter().any(|k| {
            l.strip_prefix(k).is_some_and(|rest| {
                rest.trim_start_matches(['"', '\''])
                    .trim_start()
                    .starts_with(':')
            })
        })
    })
}

/// An error as the report shows it: the rendered diagnostic, without colour, and its parts.
fn shown(e: &InputError, text: Option<&str>) -> FileError {
    FileError {
        message: e.message.to_string(),
        pos: e.pos,
        rendered: diagnostic::render(e, text, false),
    }
}

fn load(path: &str, max_nodes: usize) -> Result<(Source, Document), FileError> {
    let source = Source::read(path).map_err(|b| {
        let (e, text) = *b;
        shown(&e.in_file(path), text.as_deref())
    })?;
    match parse::parse_with(&source, max_nodes) {
        Ok(doc) => Ok((source, doc)),
        Err(e) => Err(shown(&e, Some(&source.text))),
    }
}

/// What one run grades: the reports, the folder entries not graded, the rubric and the
/// conventions set over every answer file.
struct Batch {
    reports: Vec<FileReport>,
    skipped: Vec<(String, Skipped)>,
    rubric: Rubric,
    imposed: Imposed,
    /// An answer with nothing in it, checked: what a file that cannot be read is graded
    /// as when the rubric fixes the maximum (0 of it).
    empty: Option<crate::check::BlockReport>,
}

pub(super) fn check(a: CheckArgs) -> Result<u8, Failure> {
    let style = Style::for_stdout();
    let answers = !a.answers.is_empty();
    let Batch {
        mut reports,
        skipped,
        rubric,
        imposed,
        empty,
    } = if answers {
        answer_files(&a)?
    } else {
        tree_files(&a)?
    };
    let grades = crate::render::sheet::grade_reports(&mut reports, &rubric, empty.as_ref());
    if reports.is_empty() && skipped.is_empty() {
        return Err(InputError::new(ErrorKind::BadAnswer, tr!("err-no-expect"))
            .in_file(a.files.join(" "))
            .help(tr!("help-no-expect"))
            .into());
    }
    let format = if a.json { CheckFormat::Json } else { a.format };
    if format == CheckFormat::Json {
        let mut json = report::json(&reports, &skipped);
        grade_formats::add_points(&mut json, &reports, &grades);
        if answers {
            render::sheet::add_rules(&mut json, &imposed, &rubric);
        }
        emit(&render::json::to_pretty(&json));
    } else if format == CheckFormat::Gradescope {
        emit(&render::json::to_pretty(&grade_formats::gradescope(
            &reports, &skipped, &grades, &rubric,
        )));
    } else if format == CheckFormat::Csv {
        emit(&grade_formats::csv(&reports, &skipped, &grades));
    } else if answers && reports.len() + skipped.len() > 1 {
        let mut text = format!(
            "{}{}\n{}",
            report::summary(
                &reports,
                &skipped,
                rubric
                    .fixed()
                    .then(|| grade_formats::file_points(&grades))
                    .as_deref(),
                &style
            ),
            report::overruled_files(&reports, &style),
            grade_formats::class_summary(&reports, &grades, &style)
        );
        if a.verbose {
            text = format!("{}\n{text}", report::files(&reports, &[], true, &style));
        }
        emit(&format!(
            "{}{text}",
            report::graded_under(&imposed, rubric.exact_bounds, &style)
        ));
    } else {
        let all = a.verbose || reports.len() == 1;
        let text = report::files(&reports, &skipped, all, &style);
        emit(&format!(
            "{}{text}{}",
            report::graded_under(&imposed, rubric.exact_bounds, &style),
            grade_formats::points_lines(&reports, &grades, &style)
        ));
    }
    let broken = reports.iter().any(|r| r.result.is_err());
    Ok(if broken && !answers {
        // A tree file the checker cannot read is the grader's own input.
        EXIT_BAD_INPUT
    } else if !reports.is_empty() && reports.iter().all(FileReport::passed) {
        EXIT_OK
    } else {
        // A student's broken file is a wrong answer, not bad input to the run.
        EXIT_WRONG
    })
}

/// Tree files against their own `expect` blocks (conventions come from each block).
fn tree_files(a: &CheckArgs) -> Result<Batch, Failure> {
    if let Some(flag) = a.grading.first_flag() {
        return Err(InputError::new(
            ErrorKind::BadAnswer,
            tr!("err-conventions-without-answers", flag = flag),
        )
        .for_flag(flag)
        .help(tr!("help-conventions-without-answers"))
        .into());
    }
    let reports = own_expectations(a)?;
    let rubric = match &a.rubric {
        Some(path) => read_rubric(path, reports.iter().find_map(|r| r.tree.as_deref()))?,
        None => Rubric::default(),
    };
    if let (Some(path), Some(c)) = (&a.rubric, rubric.conventions.first()) {
        return Err(InputError::new(
            ErrorKind::BadAnswer,
            tr!("err-rubric-conventions-without-answers"),
        )
        .at(c.pos)
        .in_file(path)
        .help(tr!("help-conventions-without-answers"))
        .into());
    }
    if let (Some(path), true) = (&a.rubric, rubric.exact_bounds) {
        return Err(InputError::new(
            ErrorKind::BadAnswer,
            tr!("err-rubric-bounds-without-answers"),
        )
        .in_file(path)
        .help(tr!("help-conventions-without-answers"))
        .into());
    }
    Ok(Batch {
        reports,
        skipped: Vec::new(),
        rubric,
        imposed: Imposed::default(),
        empty: None,
    })
}

/// Reads `--rubric FILE`, checking the nodes it names against the tree graded.
fn read_rubric(path: &str, tree: Option<&crate::tree::Tree>) -> Result<Rubric, Failure> {
    let source = Source::read(path).map_err(|b| Failure::new(b.0.in_file(path), b.1))?;
    let fail = |e: InputError| Failure::new(e.in_file(path), Some(source.text.clone()));
    let rubric = parse::parse_value(&source.text)
        .and_then(|v| Rubric::from_value(&v))
        .map_err(fail)?;
    if let Some(tree) = tree {
        rubric.check_against(tree).map_err(fail)?;
    }
    Ok(rubric)
}

/// The conventions of the command line, the rubric and the tree's `expect`, in that order of
/// precedence, as set over every answer file; errors in the tree's `expect` go to `in_tree`.
fn imposed(
    a: &CheckArgs,
    rubric: &Rubric,
    tree: &crate::tree::Tree,
    expect: Option<&crate::parse::Value>,
    in_tree: impl Fn(InputError) -> Failure,
) -> Result<Imposed, Failure> {
    let flags = a.grading.conventions()?;
    crate::check::sheet::imposed(&flags, &rubric.conventions, tree, expect).map_err(|e| {
        if e.flag.is_some() {
            Failure::from(e)
        } else {
            in_tree(e)
        }
    })
}

/// The block with the command line's `--tolerance`.
fn with_tolerance(b: &Expectation, tolerance: Option<f64>) -> Expectation {
    Expectation {
        tolerance,
        ..b.clone()
    }
}

/// Each tree file against its own `expect` blocks.
fn own_expectations(a: &CheckArgs) -> Result<Vec<FileReport>, Failure> {
    let mut reports = Vec::new();
    for file in expand(&a.files)? {
        let loaded = load(&file, a.max_nodes).and_then(|(source, mut doc)| {
            if doc.meta.expect.is_none() && parse::cs188::is_test_file(&file, &source.text) {
                doc.meta.expect = Some(cs188_solution(&file, &source, &doc)?);
            }
            Ok((source, doc))
        });
        let (source, doc) = match loaded {
            Ok(x) => x,
            Err(e) => {
                reports.push(FileReport {
                    file,
                    tree: None,
                    result: Err(e),
                });
                continue;
            }
        };
        let Some(expect) = &doc.meta.expect else {
            if !a.quiet {
                eprintln!(
                    "{}",
                    tr!(
                        "check-no-expect-block",
                        file = crate::text::visible(&file).into_owned()
                    )
                );
            }
            continue;
        };
        let result = expectations(&doc.tree, &doc.meta, expect)
            .and_then(|blocks| {
                let mut searches = Searches::with_max_steps(a.record.max_steps);
                blocks
                    .iter()
                    .map(|b| with_tolerance(b, a.tolerance))
                    .map(|b| check_block(&doc.tree, &b, &mut searches))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map_err(|e| shown(&e.in_file(&file), Some(&source.text)));
        reports.push(FileReport {
            file,
            tree: Some(Rc::new(doc.tree)),
            result,
        });
    }
    Ok(reports)
}

/// The `.solution` file beside a CS188 test file, as its answer block; errors point into it.
fn cs188_solution(
    file: &str,
    test: &Source,
    doc: &Document,
) -> Result<crate::parse::Value, FileError> {
    let path = parse::cs188::solution_path(file);
    // A FIFO or a device in the solution's place would be read forever (or never answer);
    // only a regular file is a solution.
    if std::fs::metadata(&path).is_ok_and(|m| !m.is_file()) {
        return Err(shown(
            &InputError::new(
                ErrorKind::Io,
                tr!("err-cs188-solution-not-file", path = path.to_string()),
            )
            .in_file(file)
            .help(tr!("help-cs188-solution")),
            None,
        ));
    }
    let text = std::fs::read_to_string(&path).map_err(|e| {
        shown(
            &InputError::new(
                ErrorKind::Io,
                tr!(
                    "err-cs188-solution",
                    path = path.to_string(),
                    error = crate::render::errors::io_reason(&e)
                ),
            )
            .in_file(file)
            .help(tr!("help-cs188-solution")),
            None,
        )
    })?;
    parse::cs188::solution(&test.text, &doc.tree, &text)
        .map_err(|e| shown(&e.in_file(&path), Some(&text)))
}

/// An answer file's name in reports and its text; `-` is standard input.
fn read_answers(path: &Path, file: &str) -> (String, std::io::Result<String>) {
    if file == "-" {
        let mut text = String::new();
        let read = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map(|_| text);
        ("<stdin>".to_string(), read)
    } else {
        (file.to_string(), std::fs::read_to_string(path))
    }
}

/// One tree against many answer files.
fn answer_files(a: &CheckArgs) -> Result<Batch, Failure> {
    let [tree_file] = a.files.as_slice() else {
        return Err(
            InputError::new(ErrorKind::BadAnswer, tr!("err-answers-one-tree"))
                .in_file("gametree check")
                .into(),
        );
    };
    if tree_file == "-" && a.answers.iter().any(|f| f == "-") {
        return Err(InputError::new(ErrorKind::BadAnswer, tr!("err-both-stdin"))
            .in_file("gametree check")
            .help(tr!("help-both-stdin"))
            .into());
    }
    let (source, doc) = load(tree_file, a.max_nodes).map_err(|e| {
        Failure::from(InputError::new(
            ErrorKind::Syntax,
            e.rendered.trim_end().to_string(),
        ))
    })?;
    let in_tree = |e: InputError| Failure::new(e.in_file(tree_file), Some(source.text.clone()));
    let rubric = match (&a.rubric, &doc.meta.expect) {
        (Some(path), _) => read_rubric(path, Some(&doc.tree))?,
        (None, Some(e)) => Rubric::from_expect(e).map_err(in_tree)?.unwrap_or_default(),
        (None, None) => Rubric::default(),
    };
    let imposed = imposed(a, &rubric, &doc.tree, doc.meta.expect.as_ref(), in_tree)?;
    let tree = Rc::new(doc.tree);
    let mut searches = Searches::with_max_steps(a.record.max_steps);
    let mut reports = Vec::new();
    let empty = if rubric.fixed() {
        let mut exp = Expectation::new(
            crate::tree::Pos::default(),
            crate::search::Config {
                bounds: doc.meta.bounds.map(|b| (b.lo, b.hi)),
                ..Default::default()
            },
        );
        exp.impose(&imposed);
        exp.exact_bounds = rubric.exact_bounds;
        Some(check_block(&tree, &exp, &mut searches).map_err(in_tree)?)
    } else {
        None
    };
    let (files, skipped) = expand_answers(&a.answers)?;
    if files.is_empty() && skipped.is_empty() {
        // Only folders expand to nothing: a file named is always checked.
        let folders = a.answers.join(" ");
        return Err(InputError::new(
            ErrorKind::BadAnswer,
            tr!(
                "err-empty-folder",
                folder = crate::text::visible(&folders).into_owned()
            ),
        )
        .in_file(folders)
        .help(tr!("help-empty-folder"))
        .into());
    }
    for (path, file) in files {
        let (file, text) = read_answers(&path, &file);
        let result = text
            .map_err(|e| {
                shown(
                    &InputError::new(
                        ErrorKind::Io,
                        tr!(
                            "err-read-answers",
                            error = crate::render::errors::io_reason(&e)
                        ),
                    )
                    .in_file(&file),
                    None,
                )
            })
            .and_then(|text| {
                crate::check::sheet::empty_answers(&text)
                    .map_or(Ok(()), Err)
                    .and_then(|()| parse::parse_value(&text))
                    .and_then(|v| expectations(&tree, &doc.meta, &v))
                    .and_then(|mut blocks| {
                        for b in &mut blocks {
                            b.impose(&imposed);
                            b.exact_bounds = rubric.exact_bounds;
                        }
                        blocks
                            .iter()
                            .map(|b| with_tolerance(b, a.tolerance))
                            .map(|b| check_block(&tree, &b, &mut searches))
                            .collect::<Result<Vec<_>, _>>()
                    })
                    .map_err(|e| shown(&e.in_file(&file), Some(&text)))
            });
        reports.push(FileReport {
            file,
            tree: Some(Rc::clone(&tree)),
            result,
        });
    }
    Ok(Batch {
        reports,
        skipped,
        rubric,
        imposed,
        empty,
    })
}

impl super::args::GradingArgs {
    /// The first convention flag given, as typed: they grade answer files only.
    fn first_flag(&self) -> Option<&'static str> {
        [
            (self.algo.is_some(), "--algo"),
            (self.strict, "--strict"),
            (self.fail_hard, "--fail-hard"),
            (self.root_reset, "--root-reset"),
            (self.no_deep_cutoffs, "--no-deep-cutoffs"),
            (self.order.is_some(), "--order"),
            (self.bounds.is_some(), "--bounds"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }

    /// The conventions the flags set (a switch sets its convention to true when given).
    fn conventions(&self) -> Result<Vec<Convention>, Failure> {
        let mut out = Vec::new();
        out.extend(self.algo.map(Convention::Algorithm));
        for (given, c) in [
            (self.strict, Convention::Strict(true)),
            (self.fail_hard, Convention::FailHard(true)),
            (self.root_reset, Convention::RootReset(true)),
            (self.no_deep_cutoffs, Convention::NoDeepCutoffs(true)),
        ] {
            if given {
                out.push(c);
            }
        }
        out.extend(self.order.map(Convention::Order));
        if let Some(text) = &self.bounds {
            let b = super::parse_bounds("--bounds", text)?;
            out.push(Convention::Bounds(b.lo, b.hi));
        }
        Ok(out)
    }
}
