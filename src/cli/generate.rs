//! `gametree gen`: a random tree of a given shape, written as a tree file.

use super::*;

/// The deepest tree `gen` writes. A tree file indents each level by two more spaces, so a
/// file's size grows with the square of its depth: a chain this deep is about 100 MB, one
/// three times deeper 900 MB, and one of the depth the node limit allows would not fit on
/// any disk. (YAML's flow style, which does not indent, nests at most 255 levels.)
const MAX_WRITTEN_DEPTH: u32 = 10_000;

pub(super) fn gen_tree(a: GenArgs) -> Result<u8, Failure> {
    use crate::exercise::random::{ChanceMode, RandomSpec, generate};
    if a.shape.depth > MAX_WRITTEN_DEPTH {
        return Err(InputError::new(
            ErrorKind::TooLarge,
            crate::i18n::tr!(
                "err-gen-too-deep",
                depth = a.shape.depth.to_string(),
                max = MAX_WRITTEN_DEPTH.to_string()
            ),
        )
        .for_flag("--depth")
        .help(crate::i18n::tr!(
            "help-gen-too-deep",
            max = MAX_WRITTEN_DEPTH.to_string()
        ))
        .into());
    }
    let (branching, values) = a.shape.ranges(1000)?;
    // The most nodes this shape can give (every node with the most children), before making any.
    // (Counted level by level and stopped once past the limit: a depth of billions must not
    // loop billions of times to find that out.)
    let mut most = 0f64;
    let mut level = 1f64;
    for _ in 0..=a.shape.depth {
        most += level;
        if most > a.max_nodes as f64 {
            break;
        }
        level *= f64::from(branching.1);
    }
    if most > a.max_nodes as f64 {
        return Err(InputError::new(
            ErrorKind::TooLarge,
            crate::i18n::tr!("err-gen-too-many", max = a.max_nodes.to_string()),
        )
        .in_file("gametree gen")
        .help(crate::i18n::tr!("help-gen-too-many"))
        .into());
    }
    if let Some(noise) = a.eval_noise
        && noise > EXACT_INTEGER as u64
    {
        return Err(InputError::new(
            ErrorKind::Search,
            // Numbers as text: Fluent's numbers are floats, which would round these.
            crate::i18n::tr!(
                "err-eval-noise",
                noise = noise.to_string(),
                exact = EXACT_INTEGER.to_string()
            ),
        )
        .for_flag("--eval-noise")
        .into());
    }
    let spec = RandomSpec {
        depth: a.shape.depth,
        branching,
        chance_branching: None,
        values,
        chance: match a.chance {
            None => ChanceMode::None,
            Some(ChanceArg::Uniform) => ChanceMode::Uniform,
            Some(ChanceArg::Weighted) => ChanceMode::Weighted,
        },
        root: if a.min_root {
            crate::tree::Kind::Min
        } else {
            crate::tree::Kind::Max
        },
        seed: a.seed,
        eval_noise: a.eval_noise,
        ..RandomSpec::default()
    };
    let tree = generate(&spec);
    let header = crate::tree::yaml::Header {
        // A tree file's name is data, as its keys are: English, as `game` writes it.
        name: Some(format!("random tree, seed {}", a.seed)),
        source: Some(
            format!(
                "gametree gen {}{}{} --seed {}",
                a.shape.flags(),
                match a.chance {
                    Some(ChanceArg::Uniform) => " --chance uniform",
                    Some(ChanceArg::Weighted) => " --chance weighted",
                    None => "",
                },
                if a.min_root { " --min-root" } else { "" },
                a.seed
            ) + &a
                .eval_noise
                .map_or(String::new(), |n| format!(" --eval-noise {n}")),
        ),
        bounds: (a.chance.is_some()).then_some((values.0 as f64, values.1 as f64)),
        comments: Vec::new(),
    };
    write_output(
        a.output.as_deref(),
        crate::tree::yaml::write(&tree, &header).as_bytes(),
    )?;
    Ok(EXIT_OK)
}
