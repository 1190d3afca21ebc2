//! The properties of a CS188 `.test` or `.solution` file: `key: "text"` lines and
//! `key: """` blocks, with the words of their text and where each stands in the file.

use super::*;

/// One property's text: a line, or the body of a `"""` block (and the line it starts on).
pub(super) enum Text<'a> {
    One(&'a str, Pos),
    Lines(&'a str, u32),
}

pub(super) struct Prop<'a> {
    pub(super) key_pos: Pos,
    pub(super) text: Text<'a>,
}

/// A file's properties by key.
pub(super) struct Props<'a> {
    pub(super) props: HashMap<&'a str, Prop<'a>>,
    pub(super) end: Pos,
    /// The properties are a `.solution` file's (not the test's): what a missing one names.
    pub(super) solution: bool,
}

pub(super) fn bad(kind: ErrorKind, pos: Pos, message: impl Into<Message>) -> InputError {
    InputError::new(kind, message).at(pos)
}

pub(super) fn line_no(i: usize) -> u32 {
    u32::try_from(i + 1).unwrap_or(u32::MAX)
}

/// The 1-based column of byte offset `at` in `line`, in characters.
pub(super) fn col_of(line: &str, at: usize) -> u32 {
    u32::try_from(line[..at].chars().count() + 1).unwrap_or(u32::MAX)
}

/// The line without its comment (from `#` on).
pub(super) fn uncommented(line: &str) -> &str {
    line.find('#').map_or(line, |i| &line[..i])
}

/// The lines of `text` as [`str::lines`] cuts them, each with the byte offset it starts at.
pub(super) fn lines_at(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n').scan(0, |at, piece| {
        let start = *at;
        *at += piece.len();
        let line = piece.strip_suffix('\n').unwrap_or(piece);
        Some((start, line.strip_suffix('\r').unwrap_or(line)))
    })
}

/// Reads the properties: one-line `key: "text"` and `key: """` blocks. A block is kept as
/// one slice of the text, so a big one costs no memory per line.
pub(super) fn properties(text: &str) -> Result<Props<'_>> {
    let mut lines = lines_at(text).enumerate();
    let mut props: HashMap<&str, Prop<'_>> = HashMap::new();
    let mut count = 0;
    while let Some((i, (_, raw))) = lines.next() {
        count = i + 1;
        let line = uncommented(raw);
        if line.trim().is_empty() {
            continue;
        }
        let here = Pos {
            line: line_no(i),
            col: col_of(raw, raw.len() - raw.trim_start().len()),
        };
        let Some((key, rest)) = line.split_once(':') else {
            return Err(bad(ErrorKind::Syntax, here, msg!("err-cs188-line")));
        };
        let key = key.trim();
        if key.is_empty() || key.contains('"') {
            return Err(bad(ErrorKind::Syntax, here, msg!("err-cs188-no-name")));
        }
        let rest_at = key.len() + (line.len() - line.trim_start().len()) + 1;
        let value = rest.trim();
        let prop = if value == "\"\"\"" {
            let mut block = None;
            let mut from = None;
            for (j, (at, l)) in lines.by_ref() {
                count = j + 1;
                let from = *from.get_or_insert(at);
                if uncommented(l).trim() == "\"\"\"" {
                    block = Some(Text::Lines(&text[from..at], line_no(i + 1)));
                    break;
                }
            }
            let Some(text) = block else {
                return Err(bad(
                    ErrorKind::Syntax,
                    here,
                    msg!("err-cs188-unclosed", key = key),
                ));
            };
            Prop {
                key_pos: here,
                text,
            }
        } else if value.len() >= 2
            && value.starts_with('"')
            && value.ends_with('"')
            && !value[1..value.len() - 1].contains('"')
        {
            let start = raw[rest_at..]
                .find('"')
                .map_or(rest_at, |q| rest_at + q + 1);
            Prop {
                key_pos: here,
                text: Text::One(
                    &value[1..value.len() - 1],
                    Pos {
                        line: here.line,
                        col: col_of(raw, start.min(raw.len())),
                    },
                ),
            }
        } else {
            return Err(bad(
                ErrorKind::Syntax,
                Pos {
                    line: here.line,
                    col: col_of(raw, rest_at.min(raw.len())),
                },
                msg!("err-cs188-unquoted", key = key),
            ));
        };
        if props.contains_key(key) {
            return Err(bad(
                ErrorKind::DuplicateKey,
                here,
                msg!("err-cs188-twice", key = key),
            ));
        }
        props.insert(key, prop);
    }
    Ok(Props {
        props,
        solution: false,
        end: Pos {
            line: line_no(count.saturating_sub(1)),
            col: 1,
        },
    })
}

/// A word of a line and where it stands.
#[derive(Clone, Copy)]
pub(super) struct Word<'a> {
    pub(super) text: &'a str,
    pub(super) pos: Pos,
}

/// Puts the whitespace-separated words of `line` (line number `n`) into `out`. Columns are
/// counted as the words are found, so a line of many words costs time linear in its length.
pub(super) fn words_into<'a>(n: u32, line: &'a str, out: &mut Vec<Word<'a>>) {
    out.clear();
    let body = uncommented(line);
    let mut start = None;
    let ends = body
        .char_indices()
        .chain(std::iter::once((body.len(), ' ')));
    for (chars, (i, c)) in ends.enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((i, chars)),
            (true, Some((s, col))) => {
                out.push(Word {
                    text: &body[s..i],
                    pos: Pos {
                        line: n,
                        col: u32::try_from(col + 1).unwrap_or(u32::MAX),
                    },
                });
                start = None;
            }
            _ => {}
        }
    }
}

/// The whitespace-separated words of `line` (line number `n`).
pub(super) fn words(n: u32, line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    words_into(n, line, &mut out);
    out
}

/// Where `word`, a slice of `text` on line `line`, stands (worked out only for an error).
pub(super) fn pos_in(text: &str, line: u32, word: &str) -> Pos {
    let at = (word.as_ptr().addr() - text.as_ptr().addr()).min(text.len());
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    Pos {
        line,
        col: col_of(&text[start..], at - start),
    }
}

impl<'a> Props<'a> {
    pub(super) fn get(&self, key: &str) -> Option<&Prop<'a>> {
        self.props.get(key)
    }

    pub(super) fn missing(&self, key: &str) -> InputError {
        bad(
            ErrorKind::Shape,
            self.end,
            if self.solution {
                msg!("err-cs188-solution-missing", key = key)
            } else {
                msg!("err-cs188-missing", key = key)
            },
        )
        .help(msg!("help-cs188-missing"))
    }

    /// A one-line property.
    pub(super) fn one(&self, key: &str) -> Result<(&'a str, Pos)> {
        match self.get(key).map(|p| &p.text) {
            Some(Text::One(t, pos)) => Ok((t, *pos)),
            Some(Text::Lines(..)) => Err(bad(
                ErrorKind::Shape,
                self.props[key].key_pos,
                msg!("err-cs188-one-line", key = key),
            )),
            None => Err(self.missing(key)),
        }
    }

    /// Hands `row` the words of each line of a property that has any (a one-line property
    /// is one line), one line at a time: a big block is never held as words.
    pub(super) fn each_row(
        &self,
        key: &str,
        mut row: impl FnMut(&[Word<'a>]) -> Result<()>,
    ) -> Result<()> {
        let prop = self.get(key).ok_or_else(|| self.missing(key))?;
        let mut buf = Vec::new();
        match prop.text {
            Text::One(t, pos) => {
                words_into(pos.line, t, &mut buf);
                for w in &mut buf {
                    w.pos.col = pos.col + w.pos.col - 1;
                }
                if !buf.is_empty() {
                    row(&buf)?;
                }
            }
            Text::Lines(body, first) => {
                for (n, l) in (first..).zip(body.lines()) {
                    words_into(n, l, &mut buf);
                    if !buf.is_empty() {
                        row(&buf)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// How many lines a property has (0 if it is missing).
    pub(super) fn line_count(&self, key: &str) -> usize {
        match self.get(key).map(|p| &p.text) {
            Some(Text::Lines(body, _)) => body.bytes().filter(|&b| b == b'\n').count(),
            Some(Text::One(..)) => 1,
            None => 0,
        }
    }

    /// A whole number in `lo..=hi`.
    pub(super) fn count(&self, key: &str, lo: u64, hi: u64) -> Result<u64> {
        let (t, pos) = self.one(key)?;
        t.trim()
            .parse::<u64>()
            .ok()
            .filter(|n| (lo..=hi).contains(n))
            .ok_or_else(|| {
                bad(
                    ErrorKind::NotANumber,
                    pos,
                    msg!(
                        "err-cs188-count",
                        key = key,
                        lo = lo.to_string(),
                        hi = hi.to_string(),
                        text = crate::text::quoted(t)
                    ),
                )
            })
    }
}
