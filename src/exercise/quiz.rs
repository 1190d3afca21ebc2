//! A practice quiz: `gametree quiz`. A random tree is drawn without any values revealed,
//! the person is asked for the root's value and the leaves the search prunes, and the
//! answers get the homework checker's explained verdicts (the same as `gametree check`),
//! followed by the tree drawn with the search's values.

use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

use super::random::{RandomSpec, generate};
use crate::check::{Claim, Expectation, Searches, check_block};
use crate::num::{fmt_value, parse_number};
use crate::parse::Meta;
use crate::render::words::*;
use crate::render::{self, Style};
use crate::search::{self, Config};
use crate::tree::{Kind, NodeId, Pos, Tree};

/// What makes a random tree a good practice tree, beyond its shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Pick {
    /// The shape; its `seed` is the quiz's seed.
    pub shape: RandomSpec,
    /// How many trees.
    pub count: usize,
    /// At least this many cutoffs that skip something.
    pub cutoffs: usize,
    /// At least one deep cutoff (at a node whose bound came from an ancestor other than its
    /// parent).
    pub deep: bool,
    /// Candidates tried per tree before giving up.
    pub attempts: u32,
}

/// Whether a tree searched under `config` has what `pick` asks for.
fn good(tree: &Tree, config: &Config, pick: &Pick) -> bool {
    if pick.cutoffs == 0 && !pick.deep {
        return true;
    }
    difficulty(tree, config).is_some_and(|d| d.cutoffs >= pick.cutoffs && (!pick.deep || d.deep))
}

/// What makes a tree hard to practise on, as a practice page offers trees by it: its depth,
/// its widest node, its leaves, the cutoffs that skip something, whether one of them is a
/// deep cutoff, and whether it has chance nodes. `None` when the search does not finish.
pub fn difficulty(tree: &Tree, config: &Config) -> Option<render::practice::Level> {
    let mut rec = search::Recorder::default();
    let outcome = search::run_observed(tree, config, &mut rec).ok()?;
    let cutoffs = rec
        .steps
        .iter()
        .filter(|s| matches!(s, search::Step::Cutoff { skipped, .. } if !skipped.is_empty()))
        .count();
    let deep = cutoffs > 0 && {
        let verdict = super::exam::judge(tree, &outcome, &rec, &outcome, &outcome);
        !verdict.deep.is_empty()
    };
    Some(render::practice::Level {
        depth: tree.ids().map(|id| tree.depth(id)).max().unwrap_or(0),
        branching: tree
            .ids()
            .map(|id| tree.children(id).len())
            .max()
            .unwrap_or(0),
        leaves: tree.leaf_count(),
        cutoffs,
        deep,
        chance: tree.has_chance(),
    })
}

/// The trees of a quiz, each with the seed it was generated from: the first candidate is
/// the quiz's own seed (so a one-tree quiz with no demands is `gen --seed S`'s tree), the
/// next ones drawn from it; a candidate is kept when it has what `pick` asks for and
/// differs from the trees before it. The same pick gives the same trees.
pub fn pick_trees(pick: &Pick, config: &Config) -> Result<Vec<(Tree, u64)>, String> {
    let (out, missing) = pick_some_trees(pick, config);
    match missing {
        None => Ok(out),
        Some(number) => Err(no_tree_found(pick, number)),
    }
}

/// Why a pick failed: no candidate for its `number`th tree (from 1) had what it asks for in
/// its attempts.
pub fn no_tree_found(pick: &Pick, number: usize) -> String {
    crate::i18n::tr!(
        "err-quiz-no-tree",
        number = number.to_string(),
        tries = pick.attempts.to_string()
    )
}

/// The trees of [`pick_trees`] up to the first that cannot be found, and that one's number
/// (from 1), if any: a bank of further trees takes as many as the shape has.
pub fn pick_some_trees(pick: &Pick, config: &Config) -> (Vec<(Tree, u64)>, Option<usize>) {
    let mut rng = crate::rng::Rng::new(pick.shape.seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(pick.count);
    let mut next = Some(pick.shape.seed);
    for number in 1..=pick.count {
        let mut found = false;
        for _ in 0..pick.attempts {
            let seed = next.take().unwrap_or_else(|| rng.next_u64() >> 1);
            let tree = generate(&RandomSpec {
                seed,
                ..pick.shape.clone()
            });
            if !good(&tree, config, pick) {
                continue;
            }
            let body = crate::tree::yaml::write(&tree, &crate::tree::yaml::Header::default());
            if !seen.insert(body) {
                continue;
            }
            out.push((tree, seed));
            found = true;
            break;
        }
        if !found {
            return (out, Some(number));
        }
    }
    (out, None)
}

/// The tree drawn for the question: kinds, paths, leaf numbers and leaf values (and
/// probabilities under chance nodes), but no search values and nothing marked pruned.
pub fn draw_unrevealed(tree: &Tree) -> String {
    let mut out = String::new();
    // (node, prefix for its children, connector for its own line)
    let mut stack: Vec<(NodeId, String, &str)> = vec![(tree.root(), String::new(), "")];
    while let Some((id, prefix, connector)) = stack.pop() {
        let mut line = match tree.kind(id) {
            Kind::Leaf => crate::i18n::tr!(
                "note-leaf-is",
                leaf = tree.leaf_number(id).unwrap_or(0),
                value = fmt_value(tree.value(id).unwrap_or(f64::NAN))
            ),
            kind => format!(
                "{} {}",
                crate::render::names::name(tree, id),
                crate::render::kind_mark(kind)
            ),
        };
        if tree
            .parent(id)
            .is_some_and(|p| tree.kind(p) == Kind::Chance)
        {
            let _ = write!(line, "  p={}", tree.probability(id).display());
        }
        let _ = writeln!(out, "{prefix}{connector}{line}");
        let child_prefix = format!(
            "{prefix}{}",
            match connector {
                "" => "",
                "└── " => "    ",
                _ => "│   ",
            }
        );
        let kids = tree.children(id);
        for (i, &c) in kids.iter().enumerate().rev() {
            let conn = if i + 1 == kids.len() {
                "└── "
            } else {
                "├── "
            };
            stack.push((c, child_prefix.clone(), conn));
        }
    }
    out
}

/// Reads leaf numbers typed as `5 6`, `5,6` or `none`.
pub fn parse_leaves(text: &str, leaf_count: usize) -> Result<Vec<u32>, String> {
    let t = text.trim();
    if t.is_empty() || matches!(t.to_ascii_lowercase().as_str(), "none" | "-" | "nothing") {
        return Ok(Vec::new());
    }
    let mut leaves = Vec::new();
    let leaf = |part: &str, text: &str| -> Result<u32, String> {
        part.trim()
            .parse()
            .ok()
            .filter(|&n| n >= 1 && n as usize <= leaf_count)
            .ok_or_else(|| {
                crate::i18n::tr!(
                    "quiz-not-a-leaf",
                    text = crate::text::quoted(text),
                    count = leaf_count
                )
            })
    };
    for part in t
        .split(|c: char| matches!(c, ',' | '，' | '、' | ';') || c.is_whitespace())
        .filter(|p| !p.is_empty())
    {
        // A range as gametree prints one: `17-21` or `17–21`.
        match part.split_once(['-', '–']) {
            Some((a, b)) if !a.is_empty() => {
                let (a, b) = (leaf(a, part)?, leaf(b, part)?);
                if a > b {
                    return Err(crate::i18n::tr!(
                        "quiz-not-a-leaf",
                        text = crate::text::quoted(part),
                        count = leaf_count
                    ));
                }
                leaves.extend(a..=b);
            }
            _ => leaves.push(leaf(part, part)?),
        }
    }
    leaves.sort_unstable();
    leaves.dedup();
    Ok(leaves)
}

/// Asks until the answer parses; `None` at the end of input.
fn ask<T>(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
    question: &str,
    parse: impl Fn(&str) -> Result<T, String>,
) -> io::Result<Option<T>> {
    loop {
        write!(out, "{question} ")?;
        out.flush()?;
        let Some(line) = crate::text::read_line_bounded(input)? else {
            writeln!(out, "\n{}", crate::i18n::tr!("quiz-end-of-input"))?;
            return Ok(None);
        };
        if echo {
            writeln!(
                out,
                "{}",
                crate::text::visible(&crate::text::clipped(line.trim()))
            )?;
        }
        match parse(&line) {
            Ok(v) => return Ok(Some(v)),
            Err(why) => writeln!(out, "{}", crate::i18n::tr!("try-again", why = why))?,
        }
    }
}

/// Runs the quiz on `tree` with the search `config`: returns whether every answer was
/// right, or `None` when input ended first.
pub fn run(
    tree: &Tree,
    meta: &Meta,
    config: &Config,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
    style: &Style,
) -> io::Result<Option<bool>> {
    write!(out, "{}", style.title(meta.name.as_deref()))?;
    writeln!(
        out,
        "{}\n",
        style.wrapped(&config.describe(), "", "", Style::dim)
    )?;
    write!(out, "{}", draw_unrevealed(tree))?;
    writeln!(out)?;
    let Some(value) = ask(
        input,
        out,
        echo,
        &crate::i18n::tr!("quiz-root-value"),
        |t| {
            parse_number(t).map_err(|_| {
                crate::i18n::tr!("quiz-not-a-number", text = crate::text::quoted(t.trim()))
            })
        },
    )?
    else {
        return Ok(None);
    };
    let pos = Pos::default();
    let mut exp = Expectation {
        name: Some(crate::i18n::tr!("quiz-your-answers")),
        value: Some(Claim::new(value, pos)),
        ..Expectation::new(pos, config.clone())
    };
    if config.algorithm.prunes() {
        let question = crate::i18n::tr!(
            "quiz-pruned",
            algorithm = match config.algorithm {
                crate::search::Algorithm::AlphaBeta => crate::i18n::tr!("quiz-algo-alpha-beta"),
                other => other.name().to_string(),
            }
        );
        let n = tree.leaf_count();
        let Some(leaves) = ask(input, out, echo, &question, |t| parse_leaves(t, n))? else {
            return Ok(None);
        };
        exp.pruned = Some(Claim::new(
            leaves.iter().filter_map(|&l| tree.leaf(l)).collect(),
            pos,
        ));
    }
    let mut searches = Searches::default();
    let report =
        check_block(tree, &exp, &mut searches).map_err(|e| io::Error::other(e.to_string()))?;
    writeln!(out)?;
    write!(out, "{}", render::check::block(&report, true, style))?;
    let outcome = search::run(tree, config)
        .map_err(|e| io::Error::other(crate::error::InputError::from(e).to_string()))?;
    writeln!(out, "\n{}\n", crate::i18n::tr!("quiz-drawn"))?;
    write!(
        out,
        "{}",
        render::ascii::render(tree, &Meta::default(), &outcome, style)
    )?;
    Ok(Some(report.passed()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;

    #[test]
    fn answers_are_read_and_checked() {
        assert_eq!(parse_leaves("5 6", 9), Ok(vec![5, 6]));
        assert_eq!(parse_leaves("6,5, 5", 9), Ok(vec![5, 6]));
        assert_eq!(parse_leaves("none", 9), Ok(vec![]));
        assert!(parse_leaves("10", 9).is_err());
        assert!(parse_leaves("x", 9).is_err());
    }

    #[test]
    fn ranges_read_as_gametree_prints_them() {
        assert_eq!(parse_leaves("17-21", 30), Ok(vec![17, 18, 19, 20, 21]));
        assert_eq!(parse_leaves("3, 17–19", 30), Ok(vec![3, 17, 18, 19]));
        assert_eq!(parse_leaves("5–6，8", 9), Ok(vec![5, 6, 8]));
        for wrong in ["6-5", "0-3", "8-10", "-3", "3-"] {
            assert!(parse_leaves(wrong, 9).is_err(), "{wrong}");
        }
        let doc =
            parse_text("max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]").unwrap();
        let drawing = draw_unrevealed(&doc.tree);
        assert!(
            drawing.contains("├── 1 MIN") && drawing.contains("leaf 5 = 4"),
            "{drawing}"
        );
        let mut input: &[u8] = b"three\n3\n5 6\n";
        let mut out = Vec::new();
        let ok = run(
            &doc.tree,
            &doc.meta,
            &Config::default(),
            &mut input,
            &mut out,
            true,
            &Style::plain(),
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(ok, Some(true), "{text}");
        assert!(text.contains("✗ \"three\" is not a number"), "{text}");
        let mut input: &[u8] = b"3\n5\n";
        let mut out = Vec::new();
        let ok = run(
            &doc.tree,
            &doc.meta,
            &Config::default(),
            &mut input,
            &mut out,
            true,
            &Style::plain(),
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(ok, Some(false), "{text}");
        assert!(text.contains("leaf 6"), "{text}");
        let mut input: &[u8] = b"";
        let ok = run(
            &doc.tree,
            &doc.meta,
            &Config::default(),
            &mut input,
            &mut Vec::new(),
            true,
            &Style::plain(),
        )
        .unwrap();
        assert_eq!(ok, None);
    }
}
