//! A class's grades in the forms teachers use: a summary for people (the score distribution,
//! the items most often wrong, what explains the wrong answers), Gradescope's `results.json`,
//! and CSV with one row per answer file.

use crate::i18n::tr;
use crate::render::say::say;
use std::fmt::Write;

use serde_json::{Map, Value, json};

use super::check::{self as report, FileReport, SkippedFiles};
use super::wrap::wrap;
use super::{Style, table};
use crate::check::grade::{BlockGrade, Rubric, Status};
use crate::num::fmt_value;
use crate::render::words::*;
use crate::text::visible;

/// `✗ 3 node values not answered (0 of 3 points)`.
fn blank_words(b: &crate::check::grade::Blank) -> String {
    let title = GROUPS
        .iter()
        .find(|(k, _)| *k == b.kind)
        .map_or(b.kind.to_string(), |(_, t)| tr!(t));
    tr!(
        "grade-blank",
        what = title,
        count = b.items,
        max = fmt_value(b.max)
    )
}

/// A file's name without its folder, as test names use it.
fn short_name(file: &str) -> String {
    std::path::Path::new(file)
        .file_name()
        .map_or_else(|| file.to_string(), |n| n.to_string_lossy().into_owned())
}

/// The grades of one file's blocks (empty when the file could not be read).
pub type FileGrades = Vec<BlockGrade>;

/// A block's label where a file holds several (its `name:`, or its conventions).
fn block_label(r: &FileReport, i: usize) -> Option<String> {
    let blocks = r.result.as_ref().ok()?;
    (blocks.len() > 1).then(|| {
        let b = &blocks[i];
        b.expectation
            .name
            .clone()
            .unwrap_or_else(|| b.expectation.config.describe())
    })
}

/// `values.C`, or `alphabeta, …: values.C` where the file holds several blocks.
fn qualified(r: &FileReport, block: usize, item: &str) -> String {
    match block_label(r, block) {
        Some(l) => format!("{l}: {item}"),
        None => item.to_string(),
    }
}

/// Each file's points and maximum.
pub fn file_points(grades: &[FileGrades]) -> Vec<(f64, f64)> {
    grades.iter().map(points).collect()
}

fn points(g: &FileGrades) -> (f64, f64) {
    g.iter()
        .fold((0.0, 0.0), |(p, m), b| (p + b.points(), m + b.max()))
}

/// The class summary printed under the table of answer files.
pub fn class_summary(reports: &[FileReport], grades: &[FileGrades], style: &Style) -> String {
    let mut out = String::new();
    let read: Vec<usize> = (0..reports.len())
        .filter(|&i| reports[i].result.is_ok())
        .collect();
    // Laid out plain, then the title made bold (colour never changes the layout).
    let heading = tr!("class-summary");
    let title = wrap(
        &tr!(
            "class-summary-title",
            heading = heading.as_str(),
            counts = tr!(
                "class-summary-counts",
                files = reports.len().to_string(),
                read = read.len().to_string()
            )
        ),
        style.width,
        "",
        "  ",
    );
    let _ = writeln!(out, "{}{}", style.bold(&heading), &title[heading.len()..]);
    if read.is_empty() {
        return out;
    }
    // A file that could not be read has a score when the rubric fixes the maximum: 0 of it.
    let mut scores: Vec<(f64, f64)> = (0..reports.len())
        .filter(|&i| reports[i].result.is_ok() || !grades[i].is_empty())
        .map(|i| points(&grades[i]))
        .collect();
    scores.sort_by(|a, b| a.0.total_cmp(&b.0));
    let total: f64 = scores.iter().map(|s| s.0).sum();
    let mean = total / scores.len() as f64;
    let mid = scores.len() / 2;
    let median = if scores.len() % 2 == 1 {
        scores[mid].0
    } else {
        (scores[mid - 1].0 + scores[mid].0) / 2.0
    };
    let same_max = scores.iter().all(|s| s.1 == scores[0].1);
    let line = tr!(
        if same_max {
            "class-points-of"
        } else {
            "class-points"
        },
        mean = fmt_value((mean * 100.0).round() / 100.0),
        max = fmt_value(scores[0].1),
        median = fmt_value(median),
        lowest = fmt_value(scores[0].0),
        highest = fmt_value(scores[scores.len() - 1].0)
    );
    let _ = writeln!(out, "{}", wrap(&line, style.width, "  ", "    "));
    // The distribution: each score with its count, highest first; bars scaled to 30.
    let mut dist: Vec<(f64, usize)> = Vec::new();
    for s in scores.iter().rev() {
        match dist.last_mut() {
            Some((v, n)) if *v == s.0 => *n += 1,
            _ => dist.push((s.0, 1)),
        }
    }
    let most = dist.iter().map(|d| d.1).max().unwrap_or(1);
    let mut t = table::new(
        style,
        &[
            tr!("class-col-points").as_str(),
            tr!("class-col-files").as_str(),
            tr!("class-col-share").as_str(),
        ],
    );
    for (v, n) in &dist {
        let bar = "█".repeat((n * 30).div_ceil(most));
        t.add_row(vec![fmt_value(*v), n.to_string(), bar]);
    }
    let _ = writeln!(out, "\n{}\n{}", tr!("class-distribution"), table::text(&t));

    // Items by how often they are wrong (answered and not right), follow-through apart.
    let mut items: Vec<(String, usize, usize, usize)> = Vec::new();
    let mut at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for &i in &read {
        for (bi, b) in grades[i].iter().enumerate() {
            for g in &b.items {
                let name = qualified(&reports[i], bi, &item_words(&g.name));
                let pos = *at.entry(name.clone()).or_insert_with(|| {
                    items.push((name, 0, 0, 0));
                    items.len() - 1
                });
                let e = &mut items[pos];
                match g.status {
                    Status::Right => e.2 += 1,
                    Status::Wrong => {
                        e.1 += 1;
                        e.2 += 1
                    }
                    Status::FollowThrough => {
                        e.1 += 1;
                        e.2 += 1;
                        e.3 += 1
                    }
                    Status::Partial => {
                        e.1 += 1;
                        e.2 += 1
                    }
                    Status::Unanswered => {}
                }
            }
        }
    }
    items.retain(|e| e.1 > 0);
    items.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    if items.is_empty() {
        let _ = writeln!(out, "\n{}", tr!("class-all-right"));
    } else {
        let mut t = table::new(
            style,
            &[
                tr!("class-col-item").as_str(),
                tr!("class-col-wrong").as_str(),
                tr!("class-col-answered").as_str(),
                tr!("class-col-follow-through").as_str(),
            ],
        );
        for (name, wrong, answered, ft) in items.iter().take(10) {
            t.add_row(vec![
                visible(name).into_owned(),
                wrong.to_string(),
                answered.to_string(),
                if *ft > 0 {
                    ft.to_string()
                } else {
                    "—".into()
                },
            ]);
        }
        let more = if items.len() > 10 {
            format!(
                "\n{}",
                tr!("class-more-wrong", n = (items.len() - 10).to_string())
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "\n{}\n{}{more}",
            tr!("class-most-wrong"),
            table::text(&t)
        );
    }

    // What explains the wrong answers: each variant of the search with how many answer
    // files it reproduces (a file counts once under each variant that reproduces one of
    // its wrong blocks exactly).
    let mut diagnosed = 0;
    let mut unexplained = 0;
    let mut several = 0;
    let mut explained: Vec<(String, usize)> = Vec::new();
    for &i in &read {
        let wrong: Vec<&Vec<Vec<String>>> = grades[i]
            .iter()
            .filter(|b| b.items.iter().any(|g| g.status != Status::Right))
            .filter_map(|b| b.explained_by.as_ref())
            .collect();
        if wrong.is_empty() {
            continue;
        }
        diagnosed += 1;
        let mut variants: Vec<String> = wrong
            .iter()
            .flat_map(|v| v.iter())
            .map(|flags| variant_words(flags))
            .collect();
        variants.sort();
        variants.dedup();
        match variants.len() {
            0 => unexplained += 1,
            1 => {}
            _ => several += 1,
        }
        for key in variants {
            match explained.iter_mut().find(|e| e.0 == key) {
                Some(e) => e.1 += 1,
                None => explained.push((key, 1)),
            }
        }
    }
    if diagnosed > 0 {
        explained.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut t = table::new(
            style,
            &[
                tr!("class-col-explained-by").as_str(),
                tr!("class-col-files").as_str(),
            ],
        );
        for (flags, n) in &explained {
            t.add_row(vec![flags.clone(), n.to_string()]);
        }
        let table = if explained.is_empty() {
            String::new()
        } else {
            format!("{}\n", table::text(&t))
        };
        let mut tail = vec![tr!(
            "class-unexplained",
            n = unexplained.to_string(),
            total = diagnosed.to_string()
        )];
        if several > 0 {
            tail.push(tr!("class-explained-twice", n = several));
        }
        let tail: Vec<String> = tail
            .iter()
            .map(|t| wrap(t, style.width, "", "  "))
            .collect();
        let _ = writeln!(
            out,
            "\n{}\n{table}{}",
            tr!("class-what-explains"),
            tail.join("\n")
        );
    }
    out
}

/// A variant of the search as its flags, or in words when it is the defaults (no flags).
fn variant_words(flags: &[String]) -> String {
    if flags.is_empty() {
        tr!("class-variant-defaults")
    } else {
        flags.join(" ")
    }
}

/// For files whose points are not simply their right items (a rubric, follow-through,
/// required items left out), a line each with the points: `alice.yaml: 2.5 of 4 points`.
pub fn points_lines(reports: &[FileReport], grades: &[FileGrades], style: &Style) -> String {
    let mut out = String::new();
    for (r, g) in reports.iter().zip(grades) {
        let (right, total) = r.score();
        let (p, m) = points(g);
        if r.result.is_ok() && (p != right as f64 || m != total as f64) {
            let line = tr!(
                "class-points-line",
                file = visible(&r.file).into_owned(),
                points = fmt_value(p),
                max = fmt_value(m)
            );
            let _ = writeln!(out, "{}", wrap(&line, style.width, "", "  "));
        }
    }
    out
}

/// A number of points as JSON: whole numbers without a fraction.
fn num(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

/// The item groups Gradescope shows as tests: one per kind of item.
const GROUPS: [(&str, &str); 8] = [
    ("value", "grade-group-value"),
    ("best", "grade-group-best"),
    ("pruned", "grade-group-pruned"),
    ("evaluated", "grade-group-evaluated"),
    ("evaluation_order", "grade-group-evaluation-order"),
    ("values", "grade-group-values"),
    ("windows", "grade-group-windows"),
    ("intervals", "grade-group-intervals"),
];

/// Gradescope's `results.json`: `score`, and one test per item group of each block (`name`,
/// `score`, `max_score`, `status`, `output`), named after the file when there are several.
/// Students read the test names and `output`, so those are in the reader's language; the
/// fields and the values Gradescope reads (`status`, `tags`, `visibility`) never change.
pub fn gradescope(
    reports: &[FileReport],
    skipped: &SkippedFiles,
    grades: &[FileGrades],
    rubric: &Rubric,
) -> Value {
    let many = reports.len() > 1;
    let mut tests: Vec<Value> = Vec::new();
    let mut total = 0.0;
    // A test is named after the answer file's own name (`alice.yaml: root value`), not the
    // folder it was read from, unless two files of the class share that name.
    let short = |r: &FileReport| short_name(&r.file);
    let mut names: Vec<String> = reports.iter().map(short).collect();
    names.extend(skipped.iter().map(|(f, _)| short_name(f)));
    names.sort();
    let unique = names.windows(2).all(|w| w[0] != w[1]);
    let many = many || !skipped.is_empty();
    let prefix_of = |file: &str| match (many, unique) {
        (false, _) => String::new(),
        (true, true) => format!("{}: ", short_name(file)),
        (true, false) => format!("{file}: "),
    };
    let prefix = |r: &FileReport| prefix_of(&r.file);
    for (r, g) in reports.iter().zip(grades) {
        let blocks = match &r.result {
            Err(e) => {
                let mut t = Map::new();
                t.insert(
                    "name".into(),
                    json!(format!("{}{}", prefix(r), tr!("grade-bad-input"))),
                );
                // Worth the whole maximum when the rubric fixes one (the file earns 0 of it).
                t.insert("score".into(), json!(0));
                t.insert("max_score".into(), num(points(g).1));
                t.insert("status".into(), json!("failed"));
                t.insert("output".into(), json!(e.rendered));
                t.insert("output_format".into(), json!("text"));
                if let Some(v) = &rubric.test_visibility {
                    t.insert("visibility".into(), json!(v));
                }
                tests.push(Value::Object(t));
                continue;
            }
            Ok(blocks) => blocks,
        };
        for (bi, (b, bg)) in blocks.iter().zip(g).enumerate() {
            let mut first_test = true;
            for (kind, title) in GROUPS {
                let items: Vec<_> = bg
                    .items
                    .iter()
                    .filter(|i| i.name.split('.').next() == Some(kind))
                    .collect();
                let blank = bg.blank.iter().find(|b| b.kind == kind);
                if items.is_empty() && blank.is_none() {
                    continue;
                }
                let score: f64 = items.iter().map(|i| i.points).sum();
                let max: f64 =
                    items.iter().map(|i| i.max).sum::<f64>() + blank.map_or(0.0, |b| b.max);
                total += score;
                let mut output = Vec::new();
                for i in &items {
                    let lines: Vec<(String, Option<String>)> = b
                        .verdicts
                        .iter()
                        .filter(|v| v.item == i.item)
                        .map(|v| {
                            let note = v.note.as_ref().map(|n| tr!("check-note", note = say(n)));
                            (say(&v.message), note)
                        })
                        .collect();
                    let mark = match i.status {
                        Status::Right => "✓",
                        Status::FollowThrough | Status::Partial => "~",
                        _ => "✗",
                    };
                    let head = tr!(
                        "grade-item-head",
                        mark = mark,
                        item = item_words(&i.name),
                        points = fmt_value(i.points),
                        max = fmt_value(i.max),
                        status = status_label(i.status)
                    );
                    output.push(head);
                    for (l, note) in lines {
                        output.push(format!("  {l}"));
                        if let Some(n) = note {
                            output.push(format!("    {n}"));
                        }
                    }
                    match (&i.why, i.status) {
                        (Some(w), Status::Partial) => {
                            output.push(format!("  {}", tr!("grade-per-leaf", why = say(w))))
                        }
                        (Some(w), _) => {
                            output.push(format!("  {}", tr!("grade-follow-through", why = say(w))))
                        }
                        (None, _) => {}
                    }
                }
                if let Some(b) = blank {
                    output.push(blank_words(b));
                }
                // The teaching the text report gives: which variant of the search explains
                // the wrong items, and the conventions the file stated and was not graded by.
                let wrong: Vec<crate::check::Item> = items
                    .iter()
                    .filter(|i| i.status != Status::Right)
                    .map(|i| i.item.clone())
                    .collect();
                if !wrong.is_empty() {
                    output.extend(report::diagnosis_lines(b, &wrong));
                }
                if first_test {
                    let mut lines = report::overruled_lines(b);
                    lines.append(&mut output);
                    output = lines;
                    first_test = false;
                }
                let mut t = Map::new();
                t.insert(
                    "name".into(),
                    json!(format!("{}{}", prefix(r), qualified(r, bi, &tr!(title)))),
                );
                t.insert("score".into(), num(score));
                t.insert("max_score".into(), num(max));
                t.insert(
                    "status".into(),
                    json!(if score == max { "passed" } else { "failed" }),
                );
                t.insert("output".into(), json!(output.join("\n")));
                t.insert("output_format".into(), json!("text"));
                let mut tags = vec![json!(kind)];
                if items.iter().any(|i| i.status == Status::FollowThrough) {
                    tags.push(json!("follow-through"));
                }
                if items.iter().any(|i| i.status == Status::Partial) {
                    tags.push(json!("per-leaf"));
                }
                t.insert("tags".into(), Value::Array(tags));
                if let Some(v) = &rubric.test_visibility {
                    t.insert("visibility".into(), json!(v));
                }
                tests.push(Value::Object(t));
            }
        }
    }
    // An entry not graded is a test worth nothing that says why, so that a student whose
    // answer was saved as a PDF sees it.
    for (file, why) in skipped {
        let mut t = Map::new();
        t.insert(
            "name".into(),
            json!(format!("{}{}", prefix_of(file), tr!("grade-skipped"))),
        );
        t.insert("score".into(), json!(0));
        t.insert("max_score".into(), json!(0));
        t.insert("output".into(), json!(why.words()));
        t.insert("output_format".into(), json!("text"));
        if let Some(v) = &rubric.test_visibility {
            t.insert("visibility".into(), json!(v));
        }
        tests.push(Value::Object(t));
    }
    let mut top = Map::new();
    top.insert("score".into(), num(total));
    let (right, all) = reports
        .iter()
        .map(FileReport::score)
        .fold((0, 0), |(a, b), (r, t)| (a + r, b + t));
    top.insert(
        "output".into(),
        json!(tr!("grade-summary", right = right as u64, all = all as u64)),
    );
    top.insert("output_format".into(), json!("text"));
    if let Some(v) = &rubric.visibility {
        top.insert("visibility".into(), json!(v));
    }
    top.insert("tests".into(), Value::Array(tests));
    Value::Object(top)
}

/// One CSV row per answer file: its points, counts, the items given follow-through, and a
/// column per item (the points it earned; empty where it was not answered or not scored).
pub fn csv(reports: &[FileReport], skipped: &SkippedFiles, grades: &[FileGrades]) -> String {
    // Item columns in the order they first appear across the class.
    let mut columns: Vec<String> = Vec::new();
    for (r, g) in reports.iter().zip(grades) {
        for (bi, b) in g.iter().enumerate() {
            for i in &b.items {
                let c = qualified(r, bi, &i.name);
                if !columns.contains(&c) {
                    columns.push(c);
                }
            }
        }
    }
    let mut w = ::csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = [
        "file",
        "points",
        "max_points",
        "right",
        "wrong",
        "follow_through",
        "unanswered",
        "partial",
        "follow_through_items",
        "error",
        "skipped",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    header.extend(columns.iter().map(|c| inert(c)));
    let _ = w.write_record(&header);
    for (r, g) in reports.iter().zip(grades) {
        let (p, m) = points(g);
        let all: Vec<(String, &crate::check::grade::ItemGrade)> = g
            .iter()
            .enumerate()
            .flat_map(|(bi, b)| b.items.iter().map(move |i| (qualified(r, bi, &i.name), i)))
            .collect();
        let count = |s: Status| {
            all.iter()
                .filter(|(_, i)| i.status == s)
                .count()
                .to_string()
        };
        let ft: Vec<&str> = all
            .iter()
            .filter(|(_, i)| i.status == Status::FollowThrough)
            .map(|(n, _)| n.as_str())
            .collect();
        let mut row = vec![
            inert(&r.file),
            fmt_value(p),
            fmt_value(m),
            count(Status::Right),
            count(Status::Wrong),
            count(Status::FollowThrough),
            (all.iter()
                .filter(|(_, i)| i.status == Status::Unanswered)
                .count()
                + g.iter()
                    .flat_map(|b| &b.blank)
                    .map(|b| b.items)
                    .sum::<usize>())
            .to_string(),
            count(Status::Partial),
            inert(&ft.join("; ")),
            match &r.result {
                Err(e) => inert(&e.short()),
                Ok(_) => String::new(),
            },
            String::new(),
        ];
        for c in &columns {
            row.push(
                all.iter()
                    .find(|(n, _)| n == c)
                    .map_or(String::new(), |(_, i)| fmt_value(i.points)),
            );
        }
        let _ = w.write_record(&row);
    }
    let fixed = header.len() - columns.len();
    for (file, why) in skipped {
        let mut row = vec![inert(file)];
        row.resize(fixed - 1, String::new());
        row.push(inert(&why.words()));
        row.resize(header.len(), String::new());
        let _ = w.write_record(&row);
    }
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// Text for a CSV cell that a spreadsheet shows as text: a cell that starts with `=`, `+`,
/// `-`, `@`, a tab or a carriage return is read as a formula (which can run commands or
/// fetch addresses), so it gets a leading `'`, the spreadsheet's mark for text. Only cells
/// of text from files and answers pass through here; numbers are written as they are.
fn inert(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// Adds the points to `check --json`'s report: per file `points` and `max_points`, per block
/// the same and `items` (each with `item`, `status`, `points`, `max_points`, and `why` for
/// follow-through), and `follow_through: true` on the lines of follow-through items.
pub fn add_points(report: &mut Value, reports: &[FileReport], grades: &[FileGrades]) {
    let Some(files) = report.get_mut("files").and_then(Value::as_array_mut) else {
        return;
    };
    for ((f, r), g) in files.iter_mut().zip(reports).zip(grades) {
        let (p, m) = points(g);
        let Some(obj) = f.as_object_mut() else {
            continue;
        };
        obj.insert("points".into(), num(p));
        obj.insert("max_points".into(), num(m));
        let Some(blocks) = obj.get_mut("blocks").and_then(Value::as_array_mut) else {
            continue;
        };
        let Ok(checked) = &r.result else { continue };
        for ((bj, b), bg) in blocks.iter_mut().zip(checked).zip(g) {
            let Some(bo) = bj.as_object_mut() else {
                continue;
            };
            bo.insert("points".into(), num(bg.points()));
            bo.insert("max_points".into(), num(bg.max()));
            let blank: Vec<Value> = bg
                .blank
                .iter()
                .map(|b| json!({"kind": b.kind, "items": b.items, "max_points": num(b.max)}))
                .collect();
            bo.insert("blank".into(), Value::Array(blank));
            let items: Vec<Value> = bg
                .items
                .iter()
                .map(|i| {
                    json!({
                        "item": i.name,
                        "status": i.status.name(),
                        "points": num(i.points),
                        "max_points": num(i.max),
                        "why": i.why.as_ref().map(say),
                    })
                })
                .collect();
            bo.insert("items".into(), Value::Array(items));
            bo.insert("explained_by".into(), json!(bg.explained_by));
            if let Some(vs) = bo.get_mut("verdicts").and_then(Value::as_array_mut) {
                for (vj, v) in vs.iter_mut().zip(&b.verdicts) {
                    let ft = bg
                        .items
                        .iter()
                        .any(|i| i.item == v.item && i.status == Status::FollowThrough);
                    if let Some(vo) = vj.as_object_mut() {
                        vo.insert("follow_through".into(), json!(ft && !v.ok));
                    }
                }
            }
        }
    }
}

/// An item's name in the reader's words, for reports people read (the class summary,
/// Gradescope's text): `best` is 最佳走法（best） in Chinese, so a student finds both the
/// idea and the key of the answer file. English keeps the key as it is written.
pub fn item_words(name: &str) -> String {
    match name.split_once('.') {
        None => match name {
            "value" => tr!("item-words-value"),
            "best" => tr!("item-words-best"),
            "pruned" => tr!("item-words-pruned"),
            "evaluated" => tr!("item-words-evaluated"),
            "evaluation_order" => tr!("item-words-evaluation-order"),
            other => other.to_string(),
        },
        Some(("values", node)) => tr!("item-words-value-at", node = node),
        Some(("windows", node)) => tr!("item-words-window-at", node = node),
        Some(("intervals", node)) => tr!("item-words-interval-at", node = node),
        Some(_) => name.to_string(),
    }
}

/// How an item was scored, in the word reports for people use, in the reader's language.
pub fn status_label(status: Status) -> String {
    tr!(match status {
        Status::Right => "grade-status-right",
        Status::FollowThrough => "grade-status-follow-through",
        Status::Wrong => "grade-status-wrong",
        Status::Unanswered => "grade-status-unanswered",
        Status::Partial => "grade-status-partial",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_a_spreadsheet_reads_as_formulas_are_marked_as_text() {
        for (cell, written) in [
            ("=1+1", "'=1+1"),
            ("+1", "'+1"),
            ("-1+1", "'-1+1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("alice.yaml", "alice.yaml"),
            ("a=1", "a=1"),
            ("", ""),
        ] {
            assert_eq!(inert(cell), written, "{cell:?}");
        }
    }
    use crate::check::grade::grade_block;
    use crate::check::{Searches, check_block, expectations};
    use crate::parse::{parse_text, parse_value};
    use std::rc::Rc;

    fn class(answers: &[&str]) -> (Vec<FileReport>, Vec<FileGrades>) {
        let doc = parse_text("max: [{id: B, min: [3, 12]}, {id: C, min: [2, 4]}]").unwrap();
        let tree = Rc::new(doc.tree);
        let mut s = Searches::default();
        let mut reports = Vec::new();
        let mut grades = Vec::new();
        for (i, a) in answers.iter().enumerate() {
            let v = parse_value(a).unwrap();
            let blocks: Vec<_> = expectations(&tree, &doc.meta, &v)
                .unwrap()
                .iter()
                .map(|b| check_block(&tree, b, &mut s).unwrap())
                .collect();
            grades.push(
                blocks
                    .iter()
                    .map(|b| grade_block(&tree, b, &Rubric::default()))
                    .collect(),
            );
            reports.push(FileReport {
                file: format!("s{i}.yaml"),
                tree: Some(Rc::clone(&tree)),
                result: Ok(blocks),
            });
        }
        (reports, grades)
    }

    #[test]
    fn the_summary_counts_the_answers_each_diagnosis_explains() {
        let (reports, mut grades) = class(&["{pruned: []}", "{pruned: [3]}", "{pruned: [4, 3]}"]);
        let style = Style::plain().with_width(80);
        // Undiagnosed answers get no section.
        assert!(!class_summary(&reports, &grades, &style).contains("What explains"));
        grades[0][0].explained_by = Some(vec![
            vec!["--strict".into()],
            vec!["--algo".into(), "minimax".into()],
        ]);
        grades[1][0].explained_by = Some(vec![vec!["--strict".into()]]);
        grades[2][0].explained_by = Some(Vec::new());
        let text = class_summary(&reports, &grades, &style);
        let row = |flags: &str| {
            text.lines()
                .find(|l| l.trim_start().starts_with(flags))
                .map(|l| l.split_whitespace().last().unwrap_or("").to_string())
        };
        assert_eq!(row("--strict").as_deref(), Some("2"), "{text}");
        assert_eq!(row("--algo minimax").as_deref(), Some("1"), "{text}");
        assert!(
            text.contains("1 of 3 answer files with wrong answers reproduced by no variant"),
            "{text}"
        );
        assert!(
            text.contains("1 answer file is reproduced by more than one variant"),
            "{text}"
        );
    }

    #[test]
    fn a_file_counts_once_per_variant_however_many_blocks_it_explains() {
        let (reports, mut grades) = class(&["[{pruned: []}, {pruned: [3]}]"]);
        let style = Style::plain().with_width(80);
        for b in &mut grades[0] {
            b.explained_by = Some(vec![Vec::new()]);
        }
        let text = class_summary(&reports, &grades, &style);
        let row = text
            .lines()
            .find(|l| l.trim_start().starts_with("the defaults"))
            .unwrap_or_else(|| panic!("{text}"));
        assert_eq!(row.split_whitespace().last(), Some("1"), "{text}");
    }
}
