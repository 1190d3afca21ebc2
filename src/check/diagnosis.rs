//! Diagnosis: which variant of the search a wrong answer follows.
//!
//! A wrong answer is often the right answer to another search: the equality rule of another
//! course, fail-hard returns, α not carried across the root, children taken right to left,
//! bounds passed down only one level, nothing pruned at all, dice read as an opponent. Each
//! of these is a real configuration of the one engine (a [`Config`], run by the search core,
//! never imitated here), so the diagnosis grades the answer again under each, simplest first,
//! and names the ones under which the whole answer is right ("exact"), or, when none is, the
//! ones under which most of it is ("closest"). An exact claim is therefore exactly what
//! `gametree check` says with those conventions in the answer block.

use super::item::Item;
use crate::error::Result;
use crate::message::{Message, msg};
use crate::search::{Algorithm, Config, Order};
use crate::tree::Tree;

/// What grading an answer under one configuration found: whether all of it is right, and
/// item by item.
#[derive(Clone, Debug)]
pub struct Graded {
    /// Every line right.
    pub passed: bool,
    /// Each item answered, and whether it is right.
    pub items: Vec<(Item, bool)>,
}

/// One change to the search being graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// The cutoff rule flipped: α > β for α ≥ β, or back.
    Strict,
    /// Fail-hard for fail-soft, or back.
    FailHard,
    /// α reset at each root child, or carried across.
    RootReset,
    /// Deep cutoffs off, or on.
    NoDeep,
    /// Right to left for left to right, or back.
    Reversed,
    /// Another algorithm.
    Algo(Algorithm),
}

/// A configuration of the family and the changes that make it from the one being graded.
#[derive(Clone, Debug)]
struct Variant {
    changes: Vec<Change>,
    config: Config,
}

/// A variant of the search that explains an answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnosis {
    /// The command-line flags that run this variant (`["--strict"]`,
    /// `["--order", "reversed"]`); empty for gametree's defaults.
    pub flags: Vec<String>,
    /// The whole answer is right under it (else it is among the closest).
    pub exact: bool,
    /// The variant's configuration.
    pub config: Config,
    /// The items it gets as the answer does.
    pub explained: Vec<Item>,
    /// The answered items it does not.
    pub unexplained: Vec<Item>,
    /// What it means, as a message to word.
    pub message: Message,
}

/// The diagnosis of one answer block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Diagnosed {
    /// The variants that explain the answer: every simplest exact one, or up to three closest.
    pub entries: Vec<Diagnosis>,
    /// Variants tried.
    pub tried: usize,
    /// Variants in the family.
    pub family: usize,
    /// Said when the tree is too big to try them all.
    pub capped: Option<Message>,
}

/// Nodes searched for one diagnosis at most (the family's size times the tree's): a homework
/// tree tries every variant, a big tree the simplest few, or none.
pub const WORK: usize = 400_000;

/// Closest variants listed at most.
const CLOSEST: usize = 3;

/// Diagnoses an answer the search `base` grades wrong. `base_items` are its items as `base`
/// grades them; `contrast` says, for each wrong item, what `base` finds there (`leaf 9 is
/// pruned too`); `grade` grades the answer under another configuration.
pub fn diagnose(
    tree: &Tree,
    base: &Config,
    base_items: &[(Item, bool)],
    contrast: &[(Item, Message)],
    mut grade: impl FnMut(&Config) -> Result<Graded>,
) -> Diagnosed {
    let family = family(base, tree);
    let affordable = WORK / tree.len().max(1);
    let tried = family.len().min(affordable);
    let capped = (tried < family.len()).then(|| {
        msg!(
            "diag-capped",
            nodes = crate::num::thousands(tree.len() as u64),
            tried = tried,
            family = family.len()
        )
    });
    let base_right = base_items.iter().filter(|(_, ok)| *ok).count();
    let mut exact: Vec<(&Variant, Graded)> = Vec::new();
    let mut close: Vec<(&Variant, Graded, usize)> = Vec::new();
    for v in &family[..tried] {
        // A variant that adds changes to one that already gives the answer says nothing more.
        if exact.iter().any(|(e, _)| subset(&e.changes, &v.changes)) {
            continue;
        }
        // A variant the engine cannot run on this tree (too many steps to record) is skipped.
        let Ok(g) = grade(&v.config) else {
            continue;
        };
        if g.passed {
            exact.push((v, g));
        } else {
            let right = g.items.iter().filter(|(_, ok)| *ok).count();
            if right > base_right {
                close.push((v, g, right));
            }
        }
    }
    let wrong: Vec<&Item> = base_items
        .iter()
        .filter(|(_, ok)| !ok)
        .map(|(i, _)| i)
        .collect();
    let entries = if !exact.is_empty() {
        exact
            .into_iter()
            .map(|(v, g)| entry(tree, base, v, &g, true, &wrong, contrast, base_right))
            .collect()
    } else {
        let best = close.iter().map(|c| c.2).max().unwrap_or(0);
        let mut kept: Vec<(&Variant, Graded)> = Vec::new();
        for (v, g, right) in close {
            if right == best
                && kept.len() < CLOSEST
                && !kept.iter().any(|(k, _)| subset(&k.changes, &v.changes))
            {
                kept.push((v, g));
            }
        }
        kept.into_iter()
            .map(|(v, g)| entry(tree, base, v, &g, false, &wrong, contrast, base_right))
            .collect()
    };
    Diagnosed {
        entries,
        tried,
        family: family.len(),
        capped,
    }
}

/// The configurations a diagnosis of an answer graded under `base` tries, simplest first.
pub fn variants(base: &Config, tree: &Tree) -> Vec<Config> {
    family(base, tree).into_iter().map(|v| v.config).collect()
}

/// Whether every change of `a` is in `b`.
fn subset(a: &[Change], b: &[Change]) -> bool {
    a.iter().all(|c| b.contains(c))
}

/// The family of variants of `base`, simplest (fewest changes) first.
fn family(base: &Config, tree: &Tree) -> Vec<Variant> {
    use Algorithm::*;
    let chance = tree.has_chance();
    let mut algos: Vec<Option<Algorithm>> = vec![None];
    let others: &[Algorithm] = match base.algorithm {
        Minimax | Expectiminimax => &[AlphaBeta],
        AlphaBeta | Negamax => &[Minimax, WorstCase, Star1],
        Star1 => &[AlphaBeta, Minimax, Star2, WorstCase],
        Star2 => &[Star1, AlphaBeta, Minimax, WorstCase],
        WorstCase => &[AlphaBeta, Minimax],
        Pvs | Mtdf | Sss | Iddfs => &[AlphaBeta, Minimax],
        // A sampled estimate is no answer key: nothing to vary.
        Mcts => &[],
    };
    for &a in others {
        // Reading dice as an opponent differs from alpha-beta only where there are dice;
        // Star1 prunes at chance nodes only with leaf bounds.
        let applies = match a {
            WorstCase => chance,
            Star1 | Star2 => chance && base.bounds.is_some(),
            _ => true,
        };
        if applies {
            algos.push(Some(a));
        }
    }
    let mut out = Vec::new();
    for algo in algos {
        let a = algo.unwrap_or(base.algorithm);
        let mut cfg = Config {
            algorithm: a,
            ..base.clone()
        };
        if !cfg.supports_no_deep_cutoffs() {
            cfg.no_deep_cutoffs = false;
        }
        let mut toggles = Vec::new();
        if a.prunes() && !matches!(a, Mtdf | Sss) {
            toggles.extend([Change::Strict, Change::FailHard, Change::RootReset]);
            if cfg.supports_no_deep_cutoffs() {
                toggles.push(Change::NoDeep);
            }
            if matches!(base.order, Order::Given | Order::Reversed) {
                toggles.push(Change::Reversed);
            }
        }
        for mask in 0u32..(1 << toggles.len()) {
            let mut changes: Vec<Change> = algo.map(Change::Algo).into_iter().collect();
            let mut c = cfg.clone();
            for (i, &t) in toggles.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    apply(&mut c, t);
                    changes.push(t);
                }
            }
            if !changes.is_empty() {
                out.push(Variant { changes, config: c });
            }
        }
    }
    // (A stable sort: among equals, the order above, conventions before algorithms.)
    out.sort_by_key(|v| v.changes.len());
    out
}

fn apply(c: &mut Config, change: Change) {
    match change {
        Change::Strict => c.strict = !c.strict,
        Change::FailHard => c.fail_hard = !c.fail_hard,
        Change::RootReset => c.root_reset = !c.root_reset,
        Change::NoDeep => c.no_deep_cutoffs = !c.no_deep_cutoffs,
        Change::Reversed => {
            c.order = if c.order == Order::Reversed {
                Order::Given
            } else {
                Order::Reversed
            }
        }
        Change::Algo(a) => c.algorithm = a,
    }
}

/// The command-line flags that run `cfg` (the defaults need none). Leaf bounds are not
/// among them: they come from the tree file or the answer block, as for the search graded.
pub fn flags(cfg: &Config) -> Vec<String> {
    let mut f: Vec<String> = Vec::new();
    if cfg.algorithm != Algorithm::AlphaBeta {
        f.extend(["--algo".into(), cfg.algorithm.name().into()]);
    }
    for (on, flag) in [
        (cfg.strict, "--strict"),
        (cfg.fail_hard, "--fail-hard"),
        (cfg.root_reset, "--root-reset"),
        (cfg.no_deep_cutoffs, "--no-deep-cutoffs"),
    ] {
        if on {
            f.push(flag.into());
        }
    }
    if cfg.order != Order::Given {
        f.extend(["--order".into(), cfg.order.name().into()]);
    }
    if let Some(d) = cfg.depth {
        f.extend(["--depth".into(), d.to_string()]);
    }
    if cfg.tt {
        f.push("--tt".into());
    }
    f
}

/// The algorithm in words.
fn noun(a: Algorithm) -> Message {
    let key = match a {
        Algorithm::Minimax | Algorithm::Expectiminimax => "diag-algo-minimax",
        Algorithm::AlphaBeta => "diag-algo-alpha-beta",
        Algorithm::Negamax => "diag-algo-negamax",
        Algorithm::Star1 => "diag-algo-star1",
        Algorithm::Star2 => "diag-algo-star2",
        Algorithm::WorstCase => "diag-algo-worst-case",
        Algorithm::Pvs => "diag-algo-pvs",
        Algorithm::Mtdf => "diag-algo-mtdf",
        Algorithm::Sss => "diag-algo-sss",
        Algorithm::Iddfs => "diag-algo-iddfs",
        Algorithm::Mcts => "diag-algo-mcts",
    };
    msg!(key)
}

/// What the variant does differently from `base`, as a verb phrase.
fn clause(change: Change, base: &Config) -> Message {
    let key = match change {
        Change::Strict if base.strict => "diag-does-cut-on-equal",
        Change::Strict => "diag-does-strict",
        Change::FailHard if base.fail_hard => "diag-does-fail-soft",
        Change::FailHard => "diag-does-fail-hard",
        Change::RootReset if base.root_reset => "diag-does-root-carried",
        Change::RootReset => "diag-does-root-reset",
        Change::NoDeep if base.no_deep_cutoffs => "diag-does-deep",
        Change::NoDeep => "diag-does-no-deep",
        Change::Reversed if base.order == Order::Reversed => "diag-does-left-to-right",
        Change::Reversed => "diag-does-right-to-left",
        Change::Algo(_) => return Message::empty(),
    };
    msg!(key)
}

/// What `base` does where the variant changes it, as a verb phrase.
fn base_clause(change: Change, base: &Config) -> Message {
    let key = match change {
        Change::Strict if base.strict => "diag-base-strict",
        Change::Strict => "diag-base-cut-on-equal",
        Change::FailHard if base.fail_hard => "diag-base-fail-hard",
        Change::FailHard => "diag-base-fail-soft",
        Change::RootReset if base.root_reset => "diag-base-root-reset",
        Change::RootReset => "diag-base-root-carried",
        Change::NoDeep if base.no_deep_cutoffs => "diag-base-no-deep",
        Change::NoDeep => "diag-base-deep",
        Change::Reversed if base.order == Order::Reversed => "diag-base-right-to-left",
        Change::Reversed => "diag-base-left-to-right",
        Change::Algo(_) => return msg!("diag-base-is", algorithm = noun(base.algorithm)),
    };
    msg!(key)
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(parts: &[Message]) -> Message {
    match parts {
        [] => Message::empty(),
        [one] => one.clone(),
        [init @ .., last] => msg!(
            "diag-and",
            init = Message::joined(init.to_vec(), "diag-comma"),
            last = last
        ),
    }
}

/// The variant in words, as a noun and what follows its verb: `alpha-beta` … `when it
/// cuts only on α > β (the CS188 rule)`.
fn described(v: &Variant, base: &Config) -> (Message, Message) {
    let algo = v
        .changes
        .iter()
        .find_map(|c| match c {
            Change::Algo(a) => Some(*a),
            _ => None,
        })
        .unwrap_or(base.algorithm);
    let noun = match (algo, base.algorithm) {
        (Algorithm::AlphaBeta, Algorithm::Star1 | Algorithm::Star2) => {
            msg!("diag-algo-star1-unbounded")
        }
        _ => noun(algo),
    };
    let clauses: Vec<Message> = v
        .changes
        .iter()
        .filter(|c| !matches!(c, Change::Algo(_)))
        .map(|&c| clause(c, base))
        .collect();
    let tail = if !clauses.is_empty() {
        msg!("diag-when", clauses = and_list(&clauses))
    } else if !algo.prunes() {
        msg!("diag-pruning-nothing")
    } else {
        Message::empty()
    };
    (noun, tail)
}

/// `(--strict)`, or `(gametree's defaults)`.
fn flags_text(flags: &[String]) -> Message {
    if flags.is_empty() {
        msg!("diag-defaults")
    } else {
        msg!("paren", text = flags.join(" "))
    }
}

#[allow(clippy::too_many_arguments)]
fn entry(
    tree: &Tree,
    base: &Config,
    v: &Variant,
    g: &Graded,
    exact: bool,
    wrong: &[&Item],
    contrast: &[(Item, Message)],
    base_right: usize,
) -> Diagnosis {
    let flags = flags(&v.config);
    let explained: Vec<Item> = g
        .items
        .iter()
        .filter(|(_, ok)| *ok)
        .map(|(i, _)| i.clone())
        .collect();
    let unexplained: Vec<Item> = g
        .items
        .iter()
        .filter(|(_, ok)| !ok)
        .map(|(i, _)| i.clone())
        .collect();
    let fixed: Vec<&Item> = wrong
        .iter()
        .copied()
        .filter(|i| explained.contains(i))
        .collect();
    let base_words = and_list(
        &v.changes
            .iter()
            .map(|&c| base_clause(c, base))
            .collect::<Vec<_>>(),
    );
    let differences: Vec<Message> = contrast
        .iter()
        .filter(|(i, _)| fixed.contains(&i))
        .map(|(_, text)| text.clone())
        .take(2)
        .collect();
    let against = if differences.is_empty() {
        msg!("diag-against", base = base_words)
    } else {
        msg!(
            "diag-against-under",
            base = base_words,
            differences = and_list(&differences)
        )
    };
    let message = if exact {
        let subject = if fixed.len() > 3 || fixed.is_empty() {
            msg!("diag-your-answers")
        } else {
            let words: Vec<Message> = fixed.iter().map(|i| i.words(tree)).collect();
            msg!(
                "diag-subject",
                items = and_list(&words),
                count = fixed.len()
            )
        };
        let verb = if !fixed.is_empty()
            && fixed.iter().all(|i| **i == Item::Pruned)
            && v.config.algorithm.prunes()
        {
            msg!("diag-prunes")
        } else {
            msg!("diag-gives")
        };
        let (noun, tail) = described(v, base);
        msg!(
            "diag-exact",
            subject = subject,
            noun = noun,
            verb = verb,
            tail = tail,
            flags = flags_text(&flags),
            against = against
        )
    } else {
        let names: Vec<String> = explained.iter().map(|i| i.name(tree)).collect();
        let (noun, tail) = described(v, base);
        msg!(
            "diag-closest",
            noun = noun,
            tail = tail,
            flags = flags_text(&flags),
            right = explained.len(),
            total = g.items.len(),
            names = names.join(", "),
            base = base_right
        )
    };
    Diagnosis {
        flags,
        exact,
        config: v.config.clone(),
        explained,
        unexplained,
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_text;

    #[test]
    fn the_family_puts_single_changes_first_and_keeps_each_variant_once() {
        let doc = parse_text("max: [{min: [3, 12]}, {min: [2, 4]}]").unwrap();
        let fam = family(&Config::default(), &doc.tree);
        assert!(fam[..6].iter().all(|v| v.changes.len() == 1));
        for w in fam.windows(2) {
            assert!(w[0].changes.len() <= w[1].changes.len());
        }
        let mut configs: Vec<&Config> = fam.iter().map(|v| &v.config).collect();
        configs.dedup();
        assert_eq!(configs.len(), fam.len());
        assert!(!fam.iter().any(|v| v.config == Config::default()));
        // 5 conventions in every combination, and plain minimax.
        assert_eq!(fam.len(), 31 + 1);
    }

    #[test]
    fn the_family_on_a_chance_tree_with_bounds_includes_the_worst_case_and_star1() {
        let doc = parse_text("{bounds: [0, 9], root: {max: [{chance: [1, 2]}, 3]}}").unwrap();
        let base = Config {
            bounds: Some((0.0, 9.0)),
            ..Config::default()
        };
        let fam = family(&base, &doc.tree);
        let algos: Vec<Algorithm> = fam.iter().map(|v| v.config.algorithm).collect();
        assert!(algos.contains(&Algorithm::WorstCase));
        assert!(algos.contains(&Algorithm::Star1));
        assert!(
            fam.iter()
                .all(|v| !v.config.no_deep_cutoffs || v.config.supports_no_deep_cutoffs())
        );
    }

    #[test]
    fn flags_name_the_variant_as_the_command_line_does() {
        let c = Config {
            strict: true,
            order: Order::Reversed,
            ..Config::new(Algorithm::Minimax)
        };
        assert_eq!(
            flags(&c),
            ["--algo", "minimax", "--strict", "--order", "reversed"]
        );
        assert!(flags(&Config::default()).is_empty());
    }
}
