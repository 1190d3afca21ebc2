//! One answer sheet checked against one tree, from texts held in memory: what `gametree
//! check TREE --answers FILE` does for one file, for programs that hold the texts themselves
//! (the Python package), with its report and grades written as the command writes them. The
//! grading it shares with the command line ([`grade_reports`]) lives here too, so both
//! grade alike.

use std::rc::Rc;

use serde_json::Value;

use super::check::{self as report, FileReport};
use super::grade_formats::{self, FileGrades};
use crate::check::grade::{self, Rubric};
use crate::check::sheet::{empty_answers, imposed};
use crate::check::{BlockReport, Convention, Imposed, Searches, check_block, expectations};
use crate::error::Result;
use crate::parse::{self, Document};

/// A checked answer sheet: `check --json`'s report, and the same grades in Gradescope's
/// `results.json` shape (`check --format gradescope`).
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    /// The report as `gametree check TREE --answers FILE --json` writes it.
    pub report: Value,
    /// The report as `gametree check TREE --answers FILE --format gradescope` writes it.
    pub gradescope: Value,
}

/// Checks the answer sheet `answers` (YAML or JSON text, named `name` in the report) against
/// `doc`'s tree, as `gametree check` does with `--answers`: under the conventions `flags` (as
/// the command line's flags set them), then the rubric's, then the tree's `expect` block's,
/// and graded by `rubric` (a rubric file's text; without it, the tree's `expect` block's
/// points, or one point an item).
///
/// Errors: the rubric or the sheet is not YAML, names what the tree does not have, or a
/// convention does not fit the tree (`bounds` a leaf lies outside, whose error names the
/// flag `--bounds`). Each carries its line and column in the text it is about, and names
/// that text as its file: `name` for the sheet, `<rubric>` for the rubric and `<tree>` for
/// the tree's `expect` block.
pub fn check_sheet(
    doc: &Document,
    answers: &str,
    name: &str,
    rubric: Option<&str>,
    flags: &[Convention],
) -> Result<Sheet> {
    let checked = check_answers(doc, answers, name, rubric, flags)?;
    Ok(Sheet {
        report: checked.report(),
        gradescope: checked.gradescope(),
    })
}

/// A checked answer sheet, graded, before its report is written: what [`check_sheet`]
/// writes out, for a caller that may read only whether it is right, or its points (the
/// report's words are most of a check's time on a small tree).
pub struct Checked {
    reports: Vec<FileReport>,
    grades: Vec<FileGrades>,
    rubric: Rubric,
    imposed: Imposed,
}

impl Checked {
    /// Whether every item is right (the report's `all_passed`).
    pub fn all_passed(&self) -> bool {
        self.reports.iter().all(FileReport::passed)
    }

    /// The points earned and the points there are (the report's `points` and
    /// `max_points`).
    pub fn points(&self) -> (f64, f64) {
        grade_formats::file_points(&self.grades)
            .into_iter()
            .fold((0.0, 0.0), |(p, m), (fp, fm)| (p + fp, m + fm))
    }

    /// The report as `gametree check TREE --answers FILE --json` writes it.
    pub fn report(&self) -> Value {
        let mut json = report::json(&self.reports, &[]);
        grade_formats::add_points(&mut json, &self.reports, &self.grades);
        add_rules(&mut json, &self.imposed, &self.rubric);
        json
    }

    /// The report as `gametree check TREE --answers FILE --format gradescope` writes it.
    pub fn gradescope(&self) -> Value {
        grade_formats::gradescope(&self.reports, &[], &self.grades, &self.rubric)
    }
}

/// [`check_sheet`] up to the grades: the same checks and errors, no report written yet.
pub fn check_answers(
    doc: &Document,
    answers: &str,
    name: &str,
    rubric: Option<&str>,
    flags: &[Convention],
) -> Result<Checked> {
    let tree = &doc.tree;
    let rubric = match (rubric, &doc.meta.expect) {
        (Some(text), _) => parse::parse_value(text)
            .and_then(|v| Rubric::from_value(&v))
            .and_then(|r| r.check_against(tree).map(|()| r))
            .map_err(|e| e.in_file("<rubric>"))?,
        (None, Some(e)) => Rubric::from_expect(e)
            .map_err(|e| e.in_file("<tree>"))?
            .unwrap_or_default(),
        (None, None) => Rubric::default(),
    };
    let imposed =
        imposed(flags, &rubric.conventions, tree, doc.meta.expect.as_ref()).map_err(|e| match e
            .flag
        {
            Some(_) => e,
            None => e.in_file("<tree>"),
        })?;
    let blocks = empty_answers(answers)
        .map_or(Ok(()), Err)
        .and_then(|()| parse::parse_value(answers))
        .and_then(|value| {
            let mut searches = Searches::default();
            expectations(tree, &doc.meta, &value)?
                .into_iter()
                .map(|mut b| {
                    b.impose(&imposed);
                    b.exact_bounds = rubric.exact_bounds;
                    check_block(tree, &b, &mut searches)
                })
                .collect::<Result<Vec<_>>>()
        })
        .map_err(|e| e.in_file(name))?;
    let mut reports = vec![FileReport {
        file: name.to_string(),
        tree: Some(Rc::new(tree.clone())),
        result: Ok(blocks),
    }];
    let grades = grade_reports(&mut reports, &rubric, None);
    Ok(Checked {
        reports,
        grades,
        rubric,
        imposed,
    })
}

/// Adds to a `check --json` report of answer files the rules they were graded by: the
/// conventions set over every block, and how bounds are marked (`"exact"` or `"generous"`).
pub fn add_rules(json: &mut Value, imposed: &Imposed, rubric: &Rubric) {
    json["conventions"] = report::conventions_json(imposed);
    json["bounds"] = if rubric.exact_bounds {
        "exact"
    } else {
        "generous"
    }
    .into();
}

/// Each file's blocks scored by `rubric`, with follow-through marked on their lines; a file
/// that cannot be read is graded as `empty` (when the rubric fixes the maximum).
pub fn grade_reports(
    reports: &mut [FileReport],
    rubric: &Rubric,
    empty: Option<&BlockReport>,
) -> Vec<FileGrades> {
    reports
        .iter_mut()
        .map(|r| {
            let Some(tree) = r.tree.clone() else {
                return Vec::new();
            };
            let Ok(blocks) = &mut r.result else {
                return empty.map_or_else(Vec::new, |e| vec![grade::grade_block(&tree, e, rubric)]);
            };
            blocks
                .iter_mut()
                .map(|b| {
                    let mut g = grade::grade_block(&tree, b, rubric);
                    grade::mark_follow_through(b, &g);
                    grade::mark_unanswered(b, &g);
                    // The variants that reproduce a wrong answer exactly, for the summary.
                    if !b.passed() && b.diagnosis.tried > 0 {
                        g.explained_by = Some(
                            b.diagnosis
                                .entries
                                .iter()
                                .filter(|d| d.exact)
                                .map(|d| d.flags.clone())
                                .collect(),
                        );
                    }
                    g
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    const TREE: &str = "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]";

    fn sheet(answers: &str, flags: &[Convention]) -> Result<Sheet> {
        check_sheet(&parse::parse_text(TREE)?, answers, "answers", None, flags)
    }

    #[test]
    fn a_right_sheet_passes_and_a_wrong_one_does_not() {
        let right = sheet("value: 3\npruned: [5, 6]\n", &[]).unwrap();
        assert_eq!(right.report["all_passed"], true);
        assert_eq!(right.gradescope["score"], 2);
        let wrong = sheet("value: 3\npruned: [5]\n", &[]).unwrap();
        assert_eq!(wrong.report["all_passed"], false);
        assert_eq!(wrong.gradescope["score"], 1);
    }

    #[test]
    fn the_flags_set_the_search_graded() {
        // Under minimax nothing is pruned, so the alpha-beta answer is wrong.
        let minimax = Convention::Algorithm(crate::search::Algorithm::Minimax);
        let s = sheet("value: 3\npruned: [5, 6]\n", &[minimax]).unwrap();
        assert_eq!(s.report["files"][0]["blocks"][0]["algorithm"], "minimax");
        assert_eq!(s.report["all_passed"], false);
    }

    #[test]
    fn an_empty_sheet_and_bad_bounds_are_errors() {
        let e = sheet("# nothing\n\n", &[]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadAnswer);
        assert_eq!(e.pos.map(|p| p.line), Some(2));
        assert_eq!(e.file.as_deref(), Some("answers"));
        let e = sheet("value: 3\n", &[Convention::Bounds(0.0, 5.0)]).unwrap_err();
        assert_eq!(e.flag.as_deref(), Some("--bounds"));
    }

    #[test]
    fn the_graded_sheet_says_right_and_points_as_its_report_does() {
        let doc = parse::parse_text(TREE).unwrap();
        for answers in [
            "value: 3\npruned: [5, 6]\n",
            "value: 3\npruned: [5]\n",
            "value: 4\n",
        ] {
            let checked = check_answers(&doc, answers, "answers", None, &[]).unwrap();
            let report = checked.report();
            assert_eq!(report["all_passed"], checked.all_passed(), "{answers}");
            let file = &report["files"][0];
            let (points, max) = checked.points();
            assert_eq!(file["points"].as_f64(), Some(points), "{answers}");
            assert_eq!(file["max_points"].as_f64(), Some(max), "{answers}");
            assert_eq!(checked.gradescope()["score"].as_f64(), Some(points));
            assert_eq!(sheet(answers, &[]).unwrap().report, report);
        }
    }
}
