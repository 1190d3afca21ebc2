//! The practice page of `gametree html --practice`, `gametree quiz --html` and `gametree
//! practice`: trees to fill in (a value or bound per inner node, a pruned mark per leaf, optionally the window
//! each node is entered with), checked in the browser.
//!
//! The page decides nothing. For every item the checker's own rules ([`crate::check::rules`])
//! and explanations are written into the page's data at export time: the numbers a value is
//! compared with (and their roundings, for values from chance averaging), the ordered rules
//! with their messages, the rounding wording, the pruned set with the line for each leaf
//! marked either way and the cut that prunes it (missing leaves one cut prunes share a
//! line, as in `gametree check`; a value of the tree file with its exact decimal). The
//! script (`practice/practice.js`, with `numbers.js` and `bank.js`) reads what was typed,
//! finds the first rule that applies, and shows its line; so the page's verdicts are those
//! of `gametree check` on the same answers.
//!
//! A bank page (`gametree practice`) carries many trees made at export time, packed
//! (grouped field by field, deflated, in base64: `practice/bank.rs`), each with its facts
//! and its [`Level`], and shows one at a time. A quiz page (`gametree quiz --html`) shows
//! its own trees, and may carry such a bank of further trees, shown as many at a time.

mod bank;

pub use bank::unpack as unpack_bank;
use serde::Serialize;
use serde_json::{Value, json};

use super::html::{self, escape_html, layout, script_json};
use crate::check::{self, NodeRules, Rule, Searches, Target, WindowRules, rounding};
use crate::error::Result;
use crate::i18n::tr;
use crate::parse::Meta;
use crate::render::say::say;
use crate::render::words::*;
use crate::search::{Bound, Config};
use crate::tree::{Kind, Tree};

/// The practice page's script, embedded in every page: its numbers, its bank of trees, and
/// the page itself.
pub const SCRIPT: &str = concat!(
    include_str!("practice/numbers.js"),
    include_str!("practice/bank.js"),
    include_str!("practice/practice.js")
);
/// The practice page's style sheet, embedded in every page.
pub const STYLE: &str = include_str!("practice/practice.css");

/// The largest tree a practice page takes: every node gets an input.
pub const MAX_NODES: usize = 2_000;

/// The practice layout spreads the stepper's figure so an input fits beside every node.
const SPREAD_X: f64 = 1.45;
const SPREAD_Y: f64 = 1.1;
/// A page that asks for chance intervals has a row of boxes more under each chance node.
const SPREAD_Y_INTERVALS: f64 = 1.4;

/// One tree to practise on.
pub struct Exercise<'a> {
    /// The tree.
    pub tree: &'a Tree,
    /// Its name and source.
    pub meta: &'a Meta,
    /// The search the answers are about.
    pub config: &'a Config,
    /// For a random tree: the seed that makes it (shown when it has no name).
    pub seed: Option<u64>,
    /// For a random tree: the command line that makes it alone again.
    pub remake: Option<String>,
    /// For a tree of a bank: how hard it is, which the page chooses trees by.
    pub level: Option<Level>,
}

/// How hard a tree is to practise on: the facts a bank page offers trees by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Level {
    /// Levels below the root the tree was made with.
    pub depth: usize,
    /// The most children of one node.
    pub branching: usize,
    /// Its leaves.
    pub leaves: usize,
    /// The search's cutoffs that skip something.
    pub cutoffs: usize,
    /// Whether one of them is a deep cutoff.
    pub deep: bool,
    /// Whether it has chance nodes.
    pub chance: bool,
}

/// What the page is: one named tree, or a quiz of random trees. The page's script words
/// the title (its visible text is translated there).
pub enum Title<'a> {
    /// One tree's practice page.
    Practice(&'a str),
    /// A quiz, and the command line that makes it again.
    Quiz(&'a str),
    /// A bank of trees shown one at a time, and the command line that makes it again.
    Bank(&'a str),
}

/// A coordinate of the drawing to a hundredth of a pixel: more is noise in the page.
fn coordinate(v: f64) -> Value {
    json!((v * 100.0).round() / 100.0)
}

/// A number in the page's data: JSON has no infinities, so those are strings.
fn num(v: f64) -> Value {
    if v.is_finite() {
        json!(v)
    } else if v.is_nan() {
        json!("nan")
    } else if v > 0.0 {
        json!("inf")
    } else {
        json!("-inf")
    }
}

/// The places a page rounds a value to: a decimal with more places is already within
/// rounding error of it (so right or wrong without rounding).
const PLACES: std::ops::RangeInclusive<u8> = 2..=17;

/// A number an answer is compared with: the number, whether it came from chance averaging,
/// and (then) the number rounded to 2, 3, … 17 decimal places, read back, as the checker
/// accepts a decimal that rounds to it (`r`); the value as reports show it (`f`); and, when
/// a wrong number gets a rounding hint, the value rounded to those places as text (`s`).
/// A finite value from the file also carries its exact decimal (`e`, the shortest decimal
/// of the float, as [`crate::num::exact`] compares with): an answer is that value only when
/// the number written is that decimal exactly, which a float cannot tell
/// (`2.99999999999999999` is read as the float 3).
fn target(t: Target) -> Value {
    let mut m = serde_json::Map::new();
    m.insert("v".into(), num(t.value));
    m.insert("c".into(), json!(t.computed));
    if !t.computed && t.value.is_finite() {
        m.insert("e".into(), json!(format!("{:e}", t.value)));
    }
    if t.computed && t.value.is_finite() {
        let r: Vec<Value> = PLACES
            .map(|d| num(rounding::rounded(t.value, d).unwrap_or(f64::NAN)))
            .collect();
        m.insert("r".into(), Value::Array(r));
        m.insert("f".into(), json!(crate::num::fmt_as(t.value, true)));
        if !t.short() {
            let s: Vec<String> = PLACES
                .map(|d| format!("{:.*}", d as usize, t.value))
                .collect();
            m.insert("s".into(), json!(s));
        }
    }
    Value::Object(m)
}

fn rules(list: &[Rule]) -> Value {
    Value::Array(
        list.iter()
            .map(|r| {
                json!([
                    r.test.name(),
                    r.ok,
                    say(&r.message),
                    r.note.as_ref().map(say),
                    r.miss
                ])
            })
            .collect(),
    )
}

/// The checker's wording that the page fills in: rounding notes and hints, and the line for
/// several missing leaves one cut prunes.
fn wording() -> Value {
    json!({
        "rounded": say(&rounding::note_rounded()),
        "missPlaces": say(&rounding::miss_places()),
        "missPlain": say(&rounding::miss_plain()),
        "group": say(&check::group_line_template()),
        "groupLabels": check::GROUP_LABELS,
        "groupLabelsText": crate::i18n::tr!("paren-after", text = "\u{E00B}"),
        "listSeparator": crate::i18n::tr!("list-separator"),
        "ranges": crate::num::RANGES_SHOWN,
        "notes": say(&crate::message::msg!("grade-notes", first = "\u{E00E}", then = "\u{E00F}")),
    })
}

fn node_rules(r: &NodeRules) -> Value {
    json!({
        "found": target(r.found),
        "truth": target(r.truth),
        "rules": [rules(&r.exact), rules(&r.at_least), rules(&r.at_most)],
    })
}

fn window_rules(w: &WindowRules) -> Value {
    json!({
        "e": w.entered.map(|(a, b)| json!([num(a), num(b)])),
        "tol": w.tolerant,
        "right": say(&w.right),
        "wrong": say(&w.wrong),
    })
}

/// The facts of a chance node's interval: the ends proven (compared as values from chance
/// averaging are, with their roundings), the right line and the wrong one (with markers for
/// the ends written).
fn interval_rules(iv: &check::IntervalRules) -> Value {
    json!({
        "e": iv.proven.map(|(lo, hi)| json!([target(lo), target(hi)])),
        "right": say(&iv.right),
        "wrong": say(&iv.wrong),
    })
}

/// One exercise's data: the drawing, every item's facts, the hints (the search's steps
/// in words), and the stepper's own data for "show solution".
pub fn data(ex: &Exercise) -> Result<Value> {
    let tree = ex.tree;
    let mut searches = Searches::default();
    let (outcome, truth, rec) = searches.runs(tree, ex.config)?;
    let strict = ex.config.strict;
    // Star1 and Star2 prove intervals at chance nodes, which their stepper shows: their
    // pages ask for them.
    let asks_intervals = tree.has_chance()
        && matches!(
            ex.config.algorithm,
            crate::search::Algorithm::Star1 | crate::search::Algorithm::Star2
        );
    let spread_y = if asks_intervals {
        SPREAD_Y_INTERVALS
    } else {
        SPREAD_Y
    };
    let lay = layout(tree);
    // The step that settles each node: its last step, for "show solution".
    let mut last_step = vec![0usize; tree.len()];
    for (i, step) in rec.steps.iter().enumerate() {
        last_step[step.node().index()] = i + 1;
    }
    let skipped_at = |n| rec.skipped_by(tree, n).map_or(0, |(s, _)| s);
    // Each cut that prunes leaves, in words, once: a leaf names its cut by step.
    let mut cuts = serde_json::Map::new();
    let mut nodes: Vec<Value> = tree
        .ids()
        .map(|id| {
            let mut m = serde_json::Map::new();
            m.insert("k".into(), json!(tree.kind(id).name()));
            m.insert("x".into(), coordinate(lay.x[id.index()] * SPREAD_X));
            m.insert("y".into(), coordinate(lay.y[id.index()] * spread_y));
            m.insert(
                "parent".into(),
                json!(tree.parent(id).map_or(-1, |p| p.0 as i64)),
            );
            // The accessible name uses the name reports use; the drawing a short one.
            m.insert("name".into(), json!(tree.name(id)));
            m.insert(
                "short".into(),
                json!(crate::render::names::short_name(tree, id)),
            );
            if tree
                .parent(id)
                .is_some_and(|p| tree.kind(p) == Kind::Chance)
            {
                m.insert("p".into(), json!(tree.probability(id).display()));
            }
            let r = outcome.result(tree, id);
            if tree.kind(id) == Kind::Leaf {
                let pruned = r.bound == Bound::Unvisited;
                m.insert("leaf".into(), json!(tree.leaf_number(id).unwrap_or(0)));
                m.insert(
                    "lv".into(),
                    json!(crate::num::fmt_exact(tree.value(id).unwrap_or(f64::NAN))),
                );
                m.insert("pruned".into(), json!(pruned));
                m.insert(
                    "right".into(),
                    json!(say(&check::right_leaf_line(tree, rec, id, pruned, strict))),
                );
                m.insert(
                    "wrong".into(),
                    json!(say(&check::wrong_leaf_line(tree, rec, id, pruned, strict))),
                );
                if let Some((step, label, by)) =
                    check::cut_of(tree, rec, id, strict).filter(|_| pruned)
                {
                    m.insert("cut".into(), json!(step));
                    m.insert("gl".into(), json!(label));
                    cuts.entry(step.to_string())
                        .or_insert_with(|| json!(say(&by)));
                }
                m.insert(
                    "step".into(),
                    json!(if pruned {
                        skipped_at(id)
                    } else {
                        rec.entered_at(id).unwrap_or(0)
                    }),
                );
            } else {
                let rules = check::node_rules(tree, outcome, truth, rec, id, strict, false);
                m.insert("value".into(), node_rules(&rules));
                // A node left empty is right only when the search never enters it.
                let blank = if r.bound == Bound::Unvisited {
                    json!([true, say(&check::never_entered(tree, rec, id, strict))])
                } else {
                    json!([
                        false,
                        tr!(
                            "practice-left-empty",
                            name = crate::render::names::name(tree, id),
                            shown = r.show()
                        )
                    ])
                };
                m.insert("blank".into(), blank);
                let w = check::window_rules(tree, rec, id, strict);
                let wblank = match w.entered {
                    None => json!([true, say(&check::never_entered(tree, rec, id, strict))]),
                    Some((a, b)) => json!([
                        false,
                        tr!(
                            "practice-window-left-empty",
                            name = crate::render::names::name(tree, id),
                            alpha = crate::num::fmt_value(a),
                            beta = crate::num::fmt_value(b),
                            step = rec.entered_at(id).unwrap_or(0).to_string()
                        )
                    ]),
                };
                m.insert("window".into(), window_rules(&w));
                m.insert("wblank".into(), wblank);
                m.insert(
                    "step".into(),
                    json!(if r.bound == Bound::Unvisited {
                        skipped_at(id)
                    } else {
                        last_step[id.index()]
                    }),
                );
                m.insert(
                    "wstep".into(),
                    json!(rec.entered_at(id).unwrap_or_else(|| skipped_at(id))),
                );
                if asks_intervals && tree.kind(id) == Kind::Chance {
                    let iv = check::IntervalRules::of(tree, rec, id, strict);
                    m.insert("iv".into(), interval_rules(&iv));
                    let ivblank = match rec.interval_of(id) {
                        None => json!([true, say(&check::never_entered(tree, rec, id, strict))]),
                        Some((step, lo, hi)) => json!([
                            false,
                            tr!(
                                "practice-interval-left-empty",
                                name = crate::render::names::name(tree, id),
                                lo = crate::num::fmt_value(lo),
                                hi = crate::num::fmt_value(hi),
                                step = step.to_string()
                            )
                        ]),
                    };
                    m.insert("ivblank".into(), ivblank);
                    m.insert(
                        "ivstep".into(),
                        json!(if iv.step > 0 { iv.step } else { skipped_at(id) }),
                    );
                }
            }
            Value::Object(m)
        })
        .collect();
    let stepper = html::data(tree, ex.meta, outcome, rec);
    for id in tree.ids().filter(|&id| tree.kind(id) != Kind::Leaf) {
        if let Some(from) = value_set_at(&stepper["steps"], id.0, last_step[id.index()]) {
            nodes[id.index()]["from"] = json!(from);
        }
    }
    Ok(json!({
        "title": ex.meta.name,
        // A string: JavaScript's numbers would round a seed past 2^53.
        "seed": ex.seed.map(|s| s.to_string()),
        "remake": ex.remake,
        "conventions": ex.config.describe(),
        "rule": if strict { "α > β" } else { "α ≥ β" },
        "soft": !ex.config.fail_hard,
        "deep": !ex.config.no_deep_cutoffs,
        "prunes": ex.config.algorithm.prunes(),
        "intervals": asks_intervals,
        "order": ex.config.order.name(),
        "algorithm": ex.config.algorithm.name(),
        "width": coordinate(lay.width * SPREAD_X + 40.0),
        "height": coordinate(lay.height * spread_y + 30.0),
        "level": ex.level,
        "root": tree.root().0,
        "nodes": nodes,
        "cuts": cuts,
        "stepper": stepper,
    }))
}

/// The step a hint about a node's value starts at: of the steps that end the node's part
/// of the search (`last`, 1-based), the first that already shows the value it ends with, so
/// the hint opens where the deciding bound is set (`β ↓ 2 from C1`), not at the return
/// after it. `None` for a node the search never enters.
fn value_set_at(steps: &Value, node: u32, last: usize) -> Option<usize> {
    let steps = steps.as_array()?;
    let shown = |i: usize| (steps[i]["n"] == json!(node)).then(|| &steps[i]["v"]);
    let end = last.checked_sub(1)?;
    let value = shown(end)?;
    let mut first = end;
    while first > 0 && shown(first - 1) == Some(value) {
        first -= 1;
    }
    Some(first + 1)
}

/// The page's own words in the reader's language, `{name}` marking where the script puts a
/// value. The accessible names and `all right` are not among them: tests and screen-reader
/// users rely on those staying the same in every language.
fn texts() -> Value {
    let ph = |name: &str| format!("{{{name}}}");
    let mut m = serde_json::Map::new();
    let mut put = |key: &str, text: String| {
        m.insert(key.into(), json!(text));
    };
    put("practiceTitle", tr!("practice-title", name = ph("name")));
    // Two messages, not one with a plural: the count is filled in by the script.
    put(
        "quizTitleOne",
        tr!(
            "practice-quiz-title-one",
            n = ph("n"),
            command = ph("command")
        ),
    );
    put(
        "quizTitleMany",
        tr!(
            "practice-quiz-title-many",
            n = ph("n"),
            command = ph("command")
        ),
    );
    put(
        "conventionsNone",
        tr!("practice-conventions-none", order = ph("order")),
    );
    put(
        "conventions",
        tr!(
            "practice-conventions",
            rule = ph("rule"),
            soft = ph("soft"),
            deep = ph("deep"),
            order = ph("order")
        ),
    );
    put("collapsed", tr!("practice-collapsed", n = ph("n")));
    put("windowOf", tr!("practice-window-of", name = ph("name")));
    put("intervalOf", tr!("practice-interval-of", name = ph("name")));
    put(
        "notIntervalEnd",
        tr!("ans-not-an-interval-end", text = ph("text")),
    );
    put("leafName", tr!("value-leaf", leaf = ph("n")));
    put("why", tr!("practice-why", item = ph("item")));
    put("remake", tr!("practice-remake", command = ph("command")));
    put(
        "bankTitle",
        tr!("practice-bank-title", n = ph("n"), command = ph("command")),
    );
    put("treeOf", tr!("practice-tree-of", k = ph("k"), n = ph("n")));
    put(
        "treesOf",
        tr!("practice-trees-of", k = ph("k"), n = ph("n")),
    );
    put(
        "progress",
        tr!(
            "practice-progress",
            done = ph("done"),
            first = ph("first"),
            streak = ph("streak")
        ),
    );
    put("atLeast", tr!("practice-level-at-least", n = ph("n")));
    put(
        "levelLine",
        tr!(
            "practice-level-line",
            depth = ph("depth"),
            branching = ph("branching"),
            leaves = ph("leaves"),
            cutoffs = ph("cutoffs"),
            deep = ph("deep")
        ),
    );
    for (key, id) in [
        ("seedWord", "practice-seed"),
        ("untitled", "practice-untitled"),
        ("tree", "practice-tree"),
        ("noDeep", "practice-no-deep"),
        ("instructions", "practice-instructions"),
        ("instructionsNoPruning", "practice-instructions-no-pruning"),
        ("nothingAnswered", "practice-nothing-answered"),
        ("foldKeys", "practice-fold-keys"),
        ("hintAllRight", "practice-hint-all-right"),
        ("hintAllAnswered", "practice-hint-all-answered"),
        ("check", "practice-check"),
        ("checkAll", "practice-check-all"),
        ("hint", "practice-hint"),
        ("solution", "practice-solution"),
        ("closeSolution", "practice-close-solution"),
        ("clear", "practice-clear"),
        ("windows", "practice-windows"),
        ("intervals", "practice-intervals"),
        ("zoomIn", "practice-zoom-in"),
        ("zoomOut", "practice-zoom-out"),
        ("fit", "practice-fit"),
        ("right", "practice-right"),
        ("wrong", "practice-wrong"),
        ("allRight", "practice-all-right"),
        ("stop", "practice-stop"),
        ("total", "practice-total"),
        ("noHints", "practice-no-hints"),
        ("step", "practice-step"),
        ("notChecked", "practice-not-checked"),
        ("solutionTitle", "practice-solution-title"),
        ("newTree", "practice-new-tree"),
        ("newTrees", "practice-new-trees"),
        ("level", "practice-level"),
        ("levelDepth", "practice-level-depth"),
        ("levelBranching", "practice-level-branching"),
        ("levelCutoffs", "practice-level-cutoffs"),
        ("levelDeep", "practice-level-deep"),
        ("levelChance", "practice-level-chance"),
        ("levelAny", "practice-level-any"),
        ("levelWith", "practice-level-with"),
        ("levelWithout", "practice-level-without"),
        ("levelLineDeep", "practice-level-line-deep"),
        ("noTreeAtLevel", "practice-no-tree-at-level"),
    ] {
        put(key, tr!(id));
    }
    Value::Object(m)
}

/// The whole practice page for one or more trees.
pub fn render(title: Title, exercises: &[Exercise]) -> Result<String> {
    render_with_bank(title, exercises, &[])
}

/// The whole practice page for one or more trees, and a bank of further trees `New tree`
/// shows after them (packed, as a bank page's). A bank page ([`Title::Bank`]) packs all of
/// them; a quiz shows its own trees first, as a page without a bank does, then the bank's
/// as many at a time.
pub fn render_with_bank(title: Title, exercises: &[Exercise], more: &[Exercise]) -> Result<String> {
    let mut trees = exercises.iter().map(data).collect::<Result<Vec<_>>>()?;
    let more = more.iter().map(data).collect::<Result<Vec<_>>>()?;
    // The stepper page with markers where each tree's title, conventions and data go.
    let template = html::page("\u{E010}", "\u{E011}", "\u{E012}");
    let (kind, text) = match title {
        Title::Practice(t) => ("practice", t),
        Title::Quiz(command) => ("quiz", command),
        Title::Bank(command) => ("bank", command),
    };
    // A bank's trees are packed; the others' written as they are, with any further trees
    // packed after them.
    let (trees, packed) = match title {
        Title::Bank(_) => {
            trees.extend(more);
            (Vec::new(), Some(bank::pack(&trees)))
        }
        _ if more.is_empty() => (trees, None),
        _ => (trees, Some(bank::pack(&more))),
    };
    let data = json!({
        "kind": kind,
        "title": text,
        "trees": trees,
        "bank": packed,
        "wording": wording(),
        "texts": texts(),
        "stepper": template,
    });
    let mut page = String::with_capacity(SCRIPT.len() + STYLE.len() + 8192);
    page.push_str(&html::page_head(
        "gametree html --practice",
        &escape_html(text),
        STYLE,
    ));
    page.push_str(
        "<body>\n<header>\n<h1 id=\"title\"></h1>\n</header>\n<main id=\"main\"></main>\n",
    );
    page.push_str(&format!(
        "<noscript><p>{}</p></noscript>\n",
        escape_html(&tr!("practice-noscript"))
            .replace("`gametree check`", "<code>gametree check</code>")
    ));
    page.push_str(&html::page_end(&script_json(&data), SCRIPT));
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Source, parse};

    fn page_data(yaml: &str, config: &Config) -> Value {
        let doc = parse(&Source::inline("t", yaml)).expect("valid tree");
        let ex = Exercise {
            tree: &doc.tree,
            meta: &doc.meta,
            config,
            seed: None,
            remake: None,
            level: None,
        };
        data(&ex).expect("search runs")
    }

    #[test]
    fn the_data_carries_the_checkers_lines_for_every_leaf_and_node() {
        let d = page_data(
            "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]",
            &Config::default(),
        );
        let nodes = d["nodes"].as_array().unwrap();
        let leaf6 = nodes.iter().find(|n| n["leaf"] == 6).unwrap();
        assert_eq!(leaf6["pruned"], true);
        assert_eq!(
            leaf6["wrong"],
            "missing from your pruned list: leaf 6 = 6 is pruned by the cut at C, step 12: MIN node C saw leaf 4 = 2 ≤ α = 3"
        );
        // Leaves 5 and 6 are pruned by one cut: a page left with both unmarked says so in
        // one line, from the cut's words here.
        let leaf5 = nodes.iter().find(|n| n["leaf"] == 5).unwrap();
        assert_eq!((&leaf5["cut"], &leaf6["cut"]), (&json!(12), &json!(12)));
        assert_eq!(leaf6["gl"], "6");
        assert_eq!(
            d["cuts"]["12"],
            "pruned by the cut at C, step 12: MIN node C saw leaf 4 = 2 ≤ α = 3"
        );
        assert!(
            nodes
                .iter()
                .find(|n| n["leaf"] == 1)
                .unwrap()
                .get("cut")
                .is_none()
        );
        let c = nodes.iter().find(|n| n["name"] == "C").unwrap();
        // A plain 2 at C is right with a note; ≤ 2 is right; anything else is wrong.
        let exact = c["value"]["rules"][0].as_array().unwrap();
        assert_eq!(exact[0][0], "true");
        assert_eq!(exact[0][1], true);
        let at_most = c["value"]["rules"][2].as_array().unwrap();
        assert_eq!(at_most[0], json!(["found", true, "C ≤ 2", null, false]));
        assert_eq!(c["blank"][0], false);
        // A hint about C opens where its bound ≤ 2 is set (step 11), not at its return
        // (13); one about B at its return (7), the step that makes its 3 exact.
        assert_eq!(c["from"], 11);
        let b = nodes.iter().find(|n| n["name"] == "B").unwrap();
        assert_eq!(b["from"], 7);
    }

    #[test]
    fn star_pages_carry_each_chance_nodes_interval_and_other_pages_none() {
        let tree = "max: [{chance: [{p: 0.5, min: [2, 2]}, {p: 0.5, min: [1, 2]}], id: C1}, \
                    {chance: [{p: 0.5, min: [0, 2]}, {p: 0.5, min: [-1, 0]}], id: C2}]";
        let bounds = Some((-2.0, 2.0));
        let star1 = page_data(
            tree,
            &Config {
                bounds,
                ..Config::new(crate::search::Algorithm::Star1)
            },
        );
        assert_eq!(star1["intervals"], true);
        let nodes = star1["nodes"].as_array().unwrap();
        let c2 = nodes.iter().find(|n| n["name"] == "C2").unwrap();
        // C2 cuts after M3 returns ≤ 0: it is proven to lie in [-2, 1].
        assert_eq!(c2["iv"]["e"][0]["v"], json!(-2.0));
        assert_eq!(c2["iv"]["e"][1]["v"], json!(1.0));
        assert_eq!(c2["iv"]["right"], "C2 lies in [-2, 1]");
        assert_eq!(c2["ivblank"][0], false);
        assert!(c2["ivstep"].as_u64().unwrap() > 0);
        assert!(
            nodes
                .iter()
                .filter(|n| n["k"] != "chance")
                .all(|n| n.get("iv").is_none())
        );
        let exp = page_data(
            tree,
            &Config {
                bounds,
                ..Config::new(crate::search::Algorithm::Expectiminimax)
            },
        );
        assert_eq!(exp["intervals"], false);
        assert!(
            exp["nodes"]
                .as_array()
                .unwrap()
                .iter()
                .all(|n| n.get("iv").is_none())
        );
    }

    #[test]
    fn a_bank_of_real_pages_unpacks_to_the_same_data() {
        let trees = vec![
            page_data(
                "max: [{min: [3, 12, 8], id: B}, {min: [2, 4, 6], id: C}, {min: [14, 5, 2], id: D}]",
                &Config::default(),
            ),
            page_data(
                "max: [{chance: [{p: 0.5, min: [3, 5]}, {p: 0.5, min: [1, 7]}]}, 2]",
                &Config::new(crate::search::Algorithm::Expectiminimax),
            ),
        ];
        assert_eq!(
            unpack_bank(&bank::pack(&trees)),
            Some(trees),
            "every field, null and absent ones too, comes back"
        );
    }

    #[test]
    fn infinities_and_computed_values_survive_json() {
        assert_eq!(num(f64::INFINITY), json!("inf"));
        assert_eq!(num(f64::NEG_INFINITY), json!("-inf"));
        let t = target(Target {
            value: 7.0 / 3.0,
            computed: true,
        });
        assert_eq!(t["r"][0], json!(2.33));
        assert_eq!(t["r"].as_array().unwrap().len(), 16);
        assert_eq!(t["s"][1], json!("2.333"));
        assert_eq!(t["f"], json!("≈2.333333333"));
        // A short decimal gets no rounding hint, so no texts for one.
        let half = target(Target {
            value: 1.5,
            computed: true,
        });
        assert!(half.get("s").is_none() && half.get("r").is_some());
        let file = target(Target {
            value: 3.0,
            computed: false,
        });
        assert!(file.get("r").is_none());
        // A value from the file carries the decimal an answer must be exactly.
        assert_eq!(file["e"], json!("3e0"));
        let small = target(Target {
            value: -0.25,
            computed: false,
        });
        assert_eq!(small["e"], json!("-2.5e-1"));
    }

    #[test]
    fn the_embedded_assets_are_safe_and_self_contained() {
        assert!(!SCRIPT.to_ascii_lowercase().contains("</script"));
        assert!(!STYLE.to_ascii_lowercase().contains("</style"));
        for text in [SCRIPT, STYLE] {
            let text = text.replace("\"http://www.w3.org/2000/svg\"", "");
            assert!(!text.contains("http:") && !text.contains("https:"));
            assert!(!text.contains("@import") && !text.contains("url("));
        }
    }
}
