//! `gametree check`: tree files against their own `expect` blocks, or one tree against many
//! answer files.

use crate::i18n::tr;
use std::path::Path;
use std::rc::Rc;

use super::args::CheckArgs;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_WRONG, Failure, diagnostic, emit};
use crate::check::{Expectation, Searches, check_block, expectations};
use crate::error::{ErrorKind, InputError};
use crate::parse::{self, Document, Source};
use crate::render::check::{self as report, FileError, FileReport};
use crate::render::{self, Style};

/// Files named on the command line, folders expanded to their tree files (sorted).
fn expand(paths: &[String]) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    for p in paths {
        let path = Path::new(p);
        if path.is_dir() {
            let mut found: Vec<String> = std::fs::read_dir(path)
                .map_err(|e| {
                    Failure::from(
                        InputError::new(
                            ErrorKind::Io,
                            tr!("err-read-folder", error = e.to_string()),
                        )
                        .in_file(p),
                    )
                })?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| {
                    // Hidden files (editor backups, `.something.yaml`) are not answers.
                    let hidden = f
                        .file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with('.'));
                    f.is_file()
                        && !hidden
                        && matches!(
                            f.extension().and_then(|e| e.to_str()),
                            Some("yaml" | "yml" | "json")
                        )
                })
                .map(|f| f.to_string_lossy().into_owned())
                .collect();
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// An error as the report shows it: the rendered diagnostic, without colour, and its parts.
fn shown(e: &InputError, text: Option<&str>) -> FileError {
    FileError {
        message: e.message.clone(),
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

pub(super) fn check(a: CheckArgs) -> Result<u8, Failure> {
    let style = Style::for_stdout();
    let reports = if a.answers.is_empty() {
        own_expectations(&a)?
    } else {
        answer_files(&a)?
    };
    if reports.is_empty() {
        return Err(InputError::new(ErrorKind::BadAnswer, tr!("err-no-expect"))
            .in_file(a.files.join(" "))
            .help(tr!("help-no-expect"))
            .into());
    }
    if a.json {
        emit(&render::json::to_pretty(&report::json(&reports)));
    } else if !a.answers.is_empty() && reports.len() > 1 {
        let mut text = report::summary(&reports, &style);
        if a.verbose {
            text = format!("{}\n{text}", report::files(&reports, true, &style));
        }
        emit(&text);
    } else {
        emit(&report::files(
            &reports,
            a.verbose || reports.len() == 1,
            &style,
        ));
    }
    Ok(if reports.iter().any(|r| r.result.is_err()) {
        EXIT_BAD_INPUT
    } else if reports.iter().all(FileReport::passed) {
        EXIT_OK
    } else {
        EXIT_WRONG
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
        let (source, doc) = match load(&file, a.max_nodes) {
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
                    "{}: no `expect` block, nothing to check",
                    crate::text::visible(&file)
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

/// An answer file's name in reports and its text; `-` is standard input.
fn read_answers(file: &str) -> (String, std::io::Result<String>) {
    if file == "-" {
        let mut text = String::new();
        let read = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map(|_| text);
        ("<stdin>".to_string(), read)
    } else {
        (file.to_string(), std::fs::read_to_string(file))
    }
}

/// The error for an answer file with nothing in it but blank lines and comments: said as
/// such (a tree file's "there is no tree" would puzzle here), at its last line.
fn no_answers(text: &str) -> Option<InputError> {
    let empty = text
        .lines()
        .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'));
    empty.then(|| {
        let line = text.lines().count().max(1) as u32;
        InputError::new(ErrorKind::BadAnswer, tr!("err-empty-answers"))
            .at(crate::tree::Pos { line, col: 1 })
            .help(tr!("help-empty-answers"))
    })
}

/// One tree against many answer files.
fn answer_files(a: &CheckArgs) -> Result<Vec<FileReport>, Failure> {
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
    let tree = Rc::new(doc.tree);
    let mut searches = Searches::with_max_steps(a.record.max_steps);
    let mut reports = Vec::new();
    let _ = source;
    let files = expand(&a.answers)?;
    if files.is_empty() {
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
    for file in files {
        let (file, text) = read_answers(&file);
        let result = text
            .map_err(|e| {
                shown(
                    &InputError::new(
                        ErrorKind::Io,
                        tr!("err-read-answers", error = e.to_string()),
                    )
                    .in_file(&file),
                    None,
                )
            })
            .and_then(|text| {
                no_answers(&text)
                    .map_or(Ok(()), Err)
                    .and_then(|()| parse::parse_value(&text))
                    .and_then(|v| expectations(&tree, &doc.meta, &v))
                    .and_then(|blocks| {
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
    Ok(reports)
}
