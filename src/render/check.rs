//! The homework checker's report: each answer block with its score and a line per item,
//! wrong items explained; a summary table when many answer files are checked at once.

use crate::i18n::tr;
use std::fmt::Write;

use serde_json::{Value, json};

use super::wrap::wrap;
use super::{Style, table};
use crate::check::{BlockReport, Imposed, Item, Overruled, Source};
use crate::render::say::say;
use crate::render::words::*;
use crate::text::visible;
use crate::tree::Tree;

/// The result of checking one file (a tree's own `expect`, or one answer file).
pub struct FileReport {
    /// The file checked.
    pub file: String,
    /// The tree its answers are about (shared when many answer files name one tree).
    pub tree: Option<std::rc::Rc<Tree>>,
    /// Its blocks, or the error that stopped it.
    pub result: Result<Vec<BlockReport>, FileError>,
}

/// Bad input that stopped one file's check: the diagnostic as printed, and its parts for a
/// one-line table cell and for JSON.
#[derive(Clone, Debug)]
pub struct FileError {
    /// What is wrong, one sentence.
    pub message: String,
    /// Where, when known (1-based line and column).
    pub pos: Option<crate::tree::Pos>,
    /// The whole diagnostic (file:line:col, snippet, caret, help), without colour.
    pub rendered: String,
}

/// Why an entry of an answer folder is not graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Skipped {
    /// A file whose name or content is not an answer file's (with its extension, if any).
    NotAnswers(Option<String>),
    /// A hidden file (`.name`): an editor's backup or a system file.
    Hidden,
    /// A folder inside the folder (folders are not searched).
    Folder,
    /// A link to nothing.
    BrokenLink,
    /// A device, a FIFO or a socket.
    NotRegular,
    /// An entry whose kind cannot be read.
    Unreadable,
}

impl Skipped {
    /// The word JSON and CSV use.
    pub fn name(&self) -> &'static str {
        match self {
            Skipped::NotAnswers(_) => "not-an-answer-file",
            Skipped::Hidden => "hidden",
            Skipped::Folder => "folder",
            Skipped::BrokenLink => "broken-link",
            Skipped::NotRegular => "not-a-regular-file",
            Skipped::Unreadable => "unreadable",
        }
    }

    /// Why, in words (`not an answer file (.pdf)`).
    pub fn words(&self) -> String {
        match self {
            Skipped::NotAnswers(Some(ext)) => tr!("skip-not-answers-ext", ext = ext.as_str()),
            Skipped::NotAnswers(None) => tr!("skip-not-answers"),
            Skipped::Hidden => tr!("skip-hidden"),
            Skipped::Folder => tr!("skip-folder"),
            Skipped::BrokenLink => tr!("skip-broken-link"),
            Skipped::NotRegular => tr!("skip-not-regular"),
            Skipped::Unreadable => tr!("skip-unreadable"),
        }
    }

    /// `skipped: …`, as the text report says it.
    pub fn line(&self) -> String {
        tr!("check-skipped", reason = self.words())
    }
}

/// The entries of answer folders that were not graded, each with why.
pub type SkippedFiles = [(String, Skipped)];

impl FileError {
    /// `message (line:col)`, for a table cell.
    pub fn short(&self) -> String {
        match self.pos {
            Some(p) if p.line > 0 => format!("{} ({}:{})", self.message, p.line, p.col),
            _ => self.message.clone(),
        }
    }
}

impl FileReport {
    /// Right items and all items over every block.
    pub fn score(&self) -> (usize, usize) {
        match &self.result {
            Ok(blocks) => blocks
                .iter()
                .map(BlockReport::score)
                .fold((0, 0), |(a, b), (r, t)| (a + r, b + t)),
            Err(_) => (0, 0),
        }
    }

    /// True when every block passed.
    pub fn passed(&self) -> bool {
        matches!(&self.result, Ok(blocks) if blocks.iter().all(BlockReport::passed))
    }
}

fn item_name(tree: &Tree, item: &Item) -> String {
    item.name(tree)
}

/// One block's lines. `all` prints right items too; otherwise only wrong ones and notes.
pub fn block(b: &BlockReport, all: bool, style: &Style) -> String {
    let mut out = String::new();
    let (right, total) = b.score();
    let label = b
        .expectation
        .name
        .clone()
        .unwrap_or_else(|| b.expectation.config.describe());
    let mark = |ok: bool| {
        if ok {
            style.good("✓")
        } else {
            style.bad("✗")
        }
    };
    // Each item wraps under its own text (a hanging indent), laid out plain, styled after.
    let line = |indent: usize, text: &str| {
        let hang = " ".repeat(indent + 2);
        let lines = wrap(text, style.width, &hang, &hang);
        lines[hang.len()..].to_string()
    };
    let _ = writeln!(
        out,
        "  {} {}",
        mark(b.passed()),
        line(
            2,
            &tr!("check-block", label = label, right = right, total = total)
        )
    );
    for o in &b.expectation.overruled {
        let text = wrap(&overruled(o), style.width, "      ", "        ");
        let _ = writeln!(out, "{}", style.note(&text));
    }
    for v in &b.verdicts {
        if v.ok && !all && v.note.is_none() {
            continue;
        }
        let _ = writeln!(out, "      {} {}", mark(v.ok), line(6, &say(&v.message)));
        if let Some(n) = &v.note {
            let hang = " ".repeat(14);
            let text = wrap(
                &tr!("check-note", note = say(n)),
                style.width,
                "        ",
                &hang,
            );
            let _ = writeln!(out, "{}", style.note(&text));
        }
    }
    out.push_str(&diagnosis(b, style));
    out
}

/// The diagnosis of a wrong block: one paragraph per variant that explains it.
fn diagnosis(b: &BlockReport, style: &Style) -> String {
    let mut out = String::new();
    if b.passed() {
        return out;
    }
    let d = &b.diagnosis;
    // Lines after the first hang under the text, past the `diagnosis:` word in any language.
    let hang = " ".repeat(6 + super::wrap::width(&tr!("diag-line", text = "")));
    let mut para = |text: &str| {
        let text = wrap(&tr!("diag-line", text = text), style.width, "      ", &hang);
        let _ = writeln!(out, "{}", style.note(&text));
    };
    if d.entries.is_empty() && d.tried > 0 {
        para(&tr!("diag-none", tried = d.tried));
    }
    for e in &d.entries {
        para(&say(&e.message));
    }
    if let Some(c) = &d.capped {
        para(&say(c));
    }
    out
}

/// The diagnosis lines of a wrong block (`diagnosis: …`, unwrapped) for the variants that
/// explain any of `items` (every variant when `items` is empty), and the line that says none
/// does or that the tree was too big to try them all.
pub fn diagnosis_lines(b: &BlockReport, items: &[Item]) -> Vec<String> {
    if b.passed() {
        return Vec::new();
    }
    let d = &b.diagnosis;
    let line = |text: String| tr!("diag-line", text = text);
    let mut out: Vec<String> = d
        .entries
        .iter()
        .filter(|e| items.is_empty() || e.explained.iter().any(|i| items.contains(i)))
        .map(|e| line(say(&e.message)))
        .collect();
    if d.entries.is_empty() && d.tried > 0 {
        out.push(line(tr!("diag-none", tried = d.tried)));
    }
    out.extend(d.capped.as_ref().map(|c| line(say(c))));
    out
}

/// The lines saying which of a block's own conventions the grader's overruled.
pub fn overruled_lines(b: &BlockReport) -> Vec<String> {
    b.expectation.overruled.iter().map(overruled).collect()
}

/// Who set a convention, in words.
fn source(from: Source) -> String {
    tr!(match from {
        Source::Flag => "conventions-from-flag",
        Source::Rubric => "conventions-from-rubric",
        Source::Tree => "conventions-from-tree",
    })
}

/// The line saying an answer file's own convention was overruled.
fn overruled(o: &Overruled) -> String {
    tr!(
        "check-overruled",
        key = o.graded.key(),
        graded = o.graded.written(),
        written = o.written.written(),
        from = source(o.from),
        line = o.pos.line
    )
}

/// The line naming the conventions every answer file is graded under (empty when the grader
/// set none), and the one saying bounds are marked exactly when they are.
pub fn graded_under(imposed: &Imposed, exact_bounds: bool, style: &Style) -> String {
    let marking = if exact_bounds {
        format!(
            "{}\n",
            wrap(&tr!("check-marked-exactly"), style.width, "", "  ")
        )
    } else {
        String::new()
    };
    if imposed.is_empty() {
        return marking;
    }
    let list: Vec<String> = imposed
        .conventions
        .iter()
        .map(|(c, from)| {
            tr!(
                "check-convention-from",
                key = c.key(),
                value = c.written(),
                from = source(*from)
            )
        })
        .collect();
    let text = tr!(
        "check-graded-under",
        conventions = list.join(&tr!("list-separator"))
    );
    format!("{}\n{marking}", wrap(&text, style.width, "", "  "))
}

/// The line naming the answer files whose own conventions were overruled (empty when none).
pub fn overruled_files(reports: &[FileReport], style: &Style) -> String {
    let files: Vec<String> = reports
        .iter()
        .filter(|r| {
            matches!(&r.result, Ok(blocks)
                if blocks.iter().any(|b| !b.expectation.overruled.is_empty()))
        })
        .map(|r| visible(&r.file).into_owned())
        .collect();
    if files.is_empty() {
        return String::new();
    }
    let text = tr!(
        "check-overruled-files",
        count = files.len(),
        files = files.join(&tr!("list-separator"))
    );
    format!("{}\n", wrap(&text, style.width, "", "  "))
}

/// The conventions every answer file is graded under, as JSON.
pub fn conventions_json(imposed: &Imposed) -> Value {
    Value::Array(
        imposed
            .conventions
            .iter()
            .map(|(c, from)| json!({"key": c.key(), "value": c.written(), "from": from.name()}))
            .collect(),
    )
}

/// Reports for files checked one by one, then the entries not graded.
pub fn files(reports: &[FileReport], skipped: &SkippedFiles, all: bool, style: &Style) -> String {
    let mut out = String::new();
    for (file, why) in skipped {
        let line = format!("– {}: {}", visible(file), why.line());
        let _ = writeln!(out, "{}", style.note(&wrap(&line, style.width, "", "  ")));
    }
    for r in reports {
        match &r.result {
            Err(e) => {
                let _ = writeln!(
                    out,
                    "{} {}\n{}",
                    style.bad("✗"),
                    style.bold(&visible(&r.file)),
                    e.rendered
                );
            }
            Ok(blocks) => {
                let (right, total) = r.score();
                let mark = if r.passed() {
                    style.good("✓")
                } else {
                    style.bad("✗")
                };
                let file = visible(&r.file);
                let score = tr!("check-score", right = right, total = total);
                if super::wrap::width(&file) + super::wrap::width(&score) + 4 <= style.width {
                    let _ = writeln!(out, "{mark} {}  {score}", style.bold(&file));
                } else {
                    // A long path: broken over lines under itself, the score on a line of its own.
                    let lines = wrap(&file, style.width, "  ", "  ");
                    let _ = writeln!(out, "{mark} {}\n  {score}", style.bold(&lines[2..]));
                }
                if all
                    || !r.passed()
                    || blocks.iter().any(|b| {
                        b.verdicts.iter().any(|v| v.note.is_some())
                            || !b.expectation.overruled.is_empty()
                    })
                {
                    for b in blocks {
                        out.push_str(&block(b, all, style));
                    }
                }
            }
        }
    }
    out
}

/// The one-table summary of a batch of answer files, the entries not graded among them. The
/// score column shows `points` (earned, maximum) per file when given, else right items.
pub fn summary(
    reports: &[FileReport],
    skipped: &SkippedFiles,
    points: Option<&[(f64, f64)]>,
    style: &Style,
) -> String {
    let score_column = if points.is_some() {
        "class-col-points"
    } else {
        "col-score"
    };
    let header = ["col-answer-file", score_column, "col-what-is-wrong"].map(|k| tr!(k));
    let mut t = table::new(style, &header.each_ref().map(String::as_str));
    let mut rows: Vec<(&str, Vec<String>)> = Vec::new();
    for (i, r) in reports.iter().enumerate() {
        let (right, total) = r.score();
        let score = match points.and_then(|p| p.get(i)) {
            Some(&(p, max)) => format!(
                "{}/{}",
                crate::num::fmt_value(p),
                crate::num::fmt_value(max)
            ),
            None => format!("{right}/{total}"),
        };
        let wrong = match &r.result {
            Err(e) => tr!("check-bad-input", error = e.short()),
            Ok(blocks) => {
                let lines: Vec<String> = blocks
                    .iter()
                    .flat_map(|b| b.verdicts.iter())
                    .filter(|v| !v.ok)
                    .map(|v| say(&v.message))
                    .collect();
                match lines.len() {
                    0 => "—".to_string(),
                    1 => lines[0].clone(),
                    n => tr!("check-and-more", first = lines[0].as_str(), count = n - 1),
                }
            }
        };
        rows.push((
            r.file.as_str(),
            vec![visible(&r.file).into_owned(), score, wrong],
        ));
    }
    for (file, why) in skipped {
        rows.push((
            file.as_str(),
            vec![visible(file).into_owned(), "—".to_string(), why.line()],
        ));
    }
    // Skipped entries where they stand in the folder (files named on the command line keep
    // the order they were named in when nothing is skipped).
    if !skipped.is_empty() {
        rows.sort_by(|a, b| a.0.cmp(b.0));
    }
    for (_, row) in rows {
        t.add_row(row);
    }
    let passed = reports.iter().filter(|r| r.passed()).count();
    let unreadable = reports.iter().filter(|r| r.result.is_err()).count();
    let mut bad = if unreadable > 0 {
        tr!("check-unreadable", count = unreadable)
    } else {
        String::new()
    };
    if !skipped.is_empty() {
        bad.push_str(&tr!("check-skipped-count", count = skipped.len()));
    }
    let batch = tr!(
        "check-batch",
        passed = passed,
        count = reports.len(),
        unreadable = bad
    );
    format!(
        "{}\n\n{}\n",
        table::text(&t),
        wrap(&batch, style.width, "", "  ")
    )
}

/// A block's diagnosis as data: one entry per variant, with the flags that run it.
fn diagnosis_json(tree: Option<&Tree>, b: &BlockReport) -> Value {
    let names = |items: &[Item]| -> Vec<String> {
        tree.map_or_else(Vec::new, |t| items.iter().map(|i| i.name(t)).collect())
    };
    Value::Array(
        b.diagnosis
            .entries
            .iter()
            .map(|e| {
                json!({
                    "flags": e.flags,
                    "match": if e.exact { "exact" } else { "closest" },
                    "explains": names(&e.explained),
                    "unexplained": names(&e.unexplained),
                    "message": say(&e.message),
                })
            })
            .collect(),
    )
}

/// Everything as JSON; the entries not graded are in `files` too, with `skipped` and
/// `reason`.
pub fn json(reports: &[FileReport], skipped: &SkippedFiles) -> Value {
    let mut files: Vec<Value> = reports
        .iter()
        .map(|r| {
            let (right, total) = r.score();
            match &r.result {
                Err(e) => json!({
                    "file": r.file,
                    "error": e.rendered,
                    "message": e.message,
                    "line": e.pos.filter(|p| p.line > 0).map(|p| p.line),
                    "column": e.pos.filter(|p| p.line > 0).map(|p| p.col),
                    "passed": false,
                }),
                Ok(blocks) => {
                    let tree = r.tree.as_deref();
                    let blocks: Vec<Value> = blocks
                        .iter()
                        .map(|b| {
                            let (right, total) = b.score();
                            let verdicts: Vec<Value> = b
                                .verdicts
                                .iter()
                                .map(|v| {
                                    let mut line = json!({
                                        "item": tree.map(|t| item_name(t, &v.item)),
                                        "ok": v.ok,
                                        "message": say(&v.message),
                                        "note": v.note.as_ref().map(say),
                                    });
                                    // An interval's line carries the interval the search
                                    // proves there, where it proves one.
                                    if let Item::Interval(n) = v.item
                                        && let Some(&proven) = b.proven_intervals.get(&n)
                                        && let Value::Object(m) = &mut line
                                    {
                                        crate::render::json::insert_window(m, "interval", proven);
                                    }
                                    line
                                })
                                .collect();
                            let overruled: Vec<Value> = b
                                .expectation
                                .overruled
                                .iter()
                                .map(|o| {
                                    json!({
                                        "key": o.graded.key(),
                                        "written": o.written.written(),
                                        "graded": o.graded.written(),
                                        "from": o.from.name(),
                                        "line": o.pos.line,
                                        "message": overruled(o),
                                    })
                                })
                                .collect();
                            json!({
                                "name": b.expectation.name,
                                "algorithm": b.expectation.config.algorithm.name(),
                                "overruled": overruled,
                                "conventions": b.expectation.config.describe(),
                                "right": right,
                                "total": total,
                                "passed": b.passed(),
                                "verdicts": verdicts,
                                "pruned_missing": b.pruned_missing,
                                "pruned_extra": b.pruned_extra,
                                "diagnosis": diagnosis_json(tree, b),
                                "diagnosis_capped": b.diagnosis.capped.as_ref().map(say),
                            })
                        })
                        .collect();
                    json!({"file": r.file, "right": right, "total": total, "passed": r.passed(), "blocks": blocks})
                }
            }
        })
        .collect();
    files.extend(
        skipped
            .iter()
            .map(|(file, why)| json!({"file": file, "skipped": why.name(), "reason": why.words()})),
    );
    let passed = reports.iter().filter(|r| r.passed()).count();
    json!({"files": files, "passed": passed, "failed": reports.len() - passed, "all_passed": passed == reports.len()})
}
