//! A small YAML value that remembers where each part stood in the file.
//!
//! Metadata, `expect` blocks and answer files are small, so they are read into this value
//! first and checked afterwards; the node tree itself never passes through here (it goes
//! straight from parser events into the arena, see `tree_reader`).

use std::collections::HashSet;

use crate::message::{Message, msg};
use saphyr_parser::{Event, ScalarStyle};

use super::reader::Reader;
use crate::error::{ErrorKind, InputError, Result};
use crate::num;
use crate::tree::Pos;

/// How many value nodes aliases may produce in one metadata value before it is an alias bomb.
const MAX_VALUE_NODES: usize = 1_000_000;

/// How deep a metadata value or an answer may nest. The deepest the format uses is a list of
/// answer blocks holding a map of node values (four levels); the cap keeps every walk over a
/// [`Value`] — building, cloning, comparing and dropping, all of which recurse — shallow,
/// whatever the file holds.
pub const MAX_VALUE_DEPTH: usize = 64;

/// A YAML value with its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// Where the value starts.
    pub pos: Pos,
    /// What it is.
    pub kind: ValueKind,
}

/// The shape of a [`Value`].
#[derive(Clone, Debug, PartialEq)]
pub enum ValueKind {
    /// A scalar, with whether it was written plain (unquoted): `3` is a number, `"3"` text.
    Scalar {
        /// The text of the scalar.
        text: String,
        /// Written without quotes.
        plain: bool,
    },
    /// A list.
    Seq(Vec<Value>),
    /// A map, in file order.
    Map(Vec<(Value, Value)>),
}

/// The error for a text that is not a number, with what to write instead.
pub(crate) fn number_error(why: num::BadNumber, what: Message, text: &str, at: Pos) -> InputError {
    let kind = match why {
        num::BadNumber::NotANumber => ErrorKind::NotANumber,
        _ => ErrorKind::NotFinite,
    };
    let message = match why {
        num::BadNumber::Nan => msg!("err-nan", what = what.clone(), text = text),
        num::BadNumber::TooLarge => msg!("err-too-large", what = what.clone(), text = text),
        num::BadNumber::TooSmall => msg!("err-too-small", what = what.clone(), text = text),
        num::BadNumber::InfinitySpelling | num::BadNumber::NotANumber => {
            msg!(
                "err-not-a-number",
                what = what,
                text = crate::text::quoted(text)
            )
        }
    };
    let e = InputError::new(kind, message).at(at);
    match why {
        num::BadNumber::NotANumber => e,
        _ => e.help(why.help()),
    }
}

impl Value {
    /// The scalar's text, if this is a scalar.
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            ValueKind::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }

    /// A list's items.
    pub fn as_seq(&self) -> Option<&[Value]> {
        match &self.kind {
            ValueKind::Seq(v) => Some(v),
            _ => None,
        }
    }

    /// A map's entries.
    pub fn as_map(&self) -> Option<&[(Value, Value)]> {
        match &self.kind {
            ValueKind::Map(v) => Some(v),
            _ => None,
        }
    }

    /// A short word for the value's shape, for messages.
    pub fn shape(&self) -> Message {
        msg!(match &self.kind {
            ValueKind::Scalar { plain: false, .. } => "shape-quoted",
            ValueKind::Scalar { .. } => "shape-scalar",
            ValueKind::Seq(_) => "shape-list",
            ValueKind::Map(_) => "shape-map",
        })
    }

    /// The value as a number (a plain scalar; `.inf` and `-.inf` included), or an error
    /// naming `what`.
    pub fn number(&self, what: impl Into<Message>) -> Result<f64> {
        let what = what.into();
        match &self.kind {
            ValueKind::Scalar { text, plain: true } => {
                num::parse_number(text).map_err(|why| number_error(why, what, text, self.pos))
            }
            _ => Err(InputError::new(
                ErrorKind::NotANumber,
                msg!("err-not-a-number", what = what, text = self.shape()),
            )
            .at(self.pos)),
        }
    }

    /// The value as a boolean (`true`/`false`), or an error naming `what`.
    pub fn boolean(&self, what: impl Into<Message>) -> Result<bool> {
        match self.as_str() {
            Some("true" | "True" | "TRUE") => Ok(true),
            Some("false" | "False" | "FALSE") => Ok(false),
            _ => Err(InputError::new(
                ErrorKind::Shape,
                msg!("err-not-boolean", what = what.into()),
            )
            .at(self.pos)),
        }
    }

    /// The value as text (any scalar), or an error naming `what`.
    pub fn text(&self, what: impl Into<Message>) -> Result<&str> {
        self.as_str().ok_or_else(|| {
            InputError::new(
                ErrorKind::Shape,
                msg!("err-not-text", what = what.into(), shape = self.shape()),
            )
            .at(self.pos)
        })
    }
}

enum Open {
    Seq(Pos, usize, Vec<Value>),
    /// A map, with the text keys it has so far (a set, so a map of tens of thousands of
    /// keys is read in linear time, duplicates found all the same).
    Map(
        Pos,
        usize,
        Vec<(Value, Value)>,
        Option<Value>,
        HashSet<String>,
    ),
}

/// Reads one complete value whose first event has just been taken from `reader`.
pub(crate) fn read_value<'a>(reader: &mut Reader<'a>, first: Event<'a>, pos: Pos) -> Result<Value> {
    let mut stack: Vec<Open> = Vec::new();
    // Anchored values with their sizes, so an alias is priced before it is copied.
    let mut anchors: Vec<(usize, Value, usize)> = Vec::new();
    let mut produced = 0usize;
    let mut event = first;
    let mut at = pos;
    loop {
        let done = match event {
            Event::Scalar(text, style, anchor, _) => {
                let v = Value {
                    pos: at,
                    kind: ValueKind::Scalar {
                        text: text.into_owned(),
                        plain: style == ScalarStyle::Plain,
                    },
                };
                if anchor != 0 {
                    anchors.push((anchor, v.clone(), count_nodes(&v)));
                }
                Some(v)
            }
            Event::SequenceStart(anchor, _) => {
                too_deep(stack.len(), at)?;
                stack.push(Open::Seq(at, anchor, Vec::new()));
                None
            }
            Event::MappingStart(anchor, _) => {
                too_deep(stack.len(), at)?;
                stack.push(Open::Map(at, anchor, Vec::new(), None, HashSet::new()));
                None
            }
            Event::SequenceEnd => match stack.pop() {
                Some(Open::Seq(p, anchor, items)) => {
                    let v = Value {
                        pos: p,
                        kind: ValueKind::Seq(items),
                    };
                    if anchor != 0 {
                        anchors.push((anchor, v.clone(), count_nodes(&v)));
                    }
                    Some(v)
                }
                _ => {
                    return Err(
                        InputError::new(ErrorKind::Syntax, msg!("err-unbalanced-list")).at(at),
                    );
                }
            },
            Event::MappingEnd => match stack.pop() {
                Some(Open::Map(p, anchor, entries, ..)) => {
                    let v = Value {
                        pos: p,
                        kind: ValueKind::Map(entries),
                    };
                    if anchor != 0 {
                        anchors.push((anchor, v.clone(), count_nodes(&v)));
                    }
                    Some(v)
                }
                _ => {
                    return Err(
                        InputError::new(ErrorKind::Syntax, msg!("err-unbalanced-map")).at(at),
                    );
                }
            },
            Event::Alias(id) => {
                let (_, v, size) =
                    anchors
                        .iter()
                        .rev()
                        .find(|(a, ..)| *a == id)
                        .ok_or_else(|| {
                            InputError::new(ErrorKind::BadReference, msg!("err-alias-no-anchor"))
                                .at(at)
                        })?;
                produced += size;
                if produced > MAX_VALUE_NODES {
                    return Err(
                        InputError::new(ErrorKind::TooLarge, msg!("err-value-alias-bomb")).at(at),
                    );
                }
                Some(v.clone())
            }
            other => {
                return Err(InputError::new(
                    ErrorKind::Syntax,
                    msg!("err-yaml-event", event = format!("{other:?}")),
                )
                .at(at));
            }
        };
        if let Some(v) = done {
            match stack.last_mut() {
                None => return Ok(v),
                Some(Open::Seq(_, _, items)) => items.push(v),
                Some(Open::Map(_, _, entries, key, seen)) => match key.take() {
                    None => {
                        if let Some(k) = v.as_str()
                            && !seen.insert(k.to_string())
                        {
                            return Err(InputError::new(
                                ErrorKind::DuplicateKey,
                                msg!("err-map-key-twice", key = crate::text::quoted(k)),
                            )
                            .at(v.pos));
                        }
                        *key = Some(v)
                    }
                    Some(k) => entries.push((k, v)),
                },
            }
        }
        (event, at) = reader.next()?;
    }
}

/// Refuses a list or map that would open nesting level `open + 1` beyond [`MAX_VALUE_DEPTH`].
fn too_deep(open: usize, at: Pos) -> Result<()> {
    if open < MAX_VALUE_DEPTH {
        return Ok(());
    }
    Err(InputError::new(
        ErrorKind::TooDeep,
        msg!("err-value-too-deep", depth = MAX_VALUE_DEPTH.to_string()),
    )
    .at(at)
    .help(msg!("help-value-too-deep")))
}

fn count_nodes(v: &Value) -> usize {
    let mut n = 0;
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        n += 1;
        match &v.kind {
            ValueKind::Scalar { .. } => {}
            ValueKind::Seq(items) => stack.extend(items),
            ValueKind::Map(entries) => {
                for (k, v) in entries {
                    stack.push(k);
                    stack.push(v);
                }
            }
        }
    }
    n
}

/// Parses a whole YAML text as one [`Value`] (for answer files).
pub fn parse_value(text: &str) -> Result<Value> {
    read_text(text).map_err(|e| super::mistakes::explain(text, e))
}

fn read_text(text: &str) -> Result<Value> {
    let mut reader = Reader::new(text);
    let (first, pos) = reader.first_node()?;
    let v = read_value(&mut reader, first, pos)?;
    reader.expect_end()?;
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_positions() {
        let v = parse_value("a: 1\nb:\n  - x\n  - \"y\"\n").unwrap();
        let m = v.as_map().unwrap();
        assert_eq!(m[1].0.as_str(), Some("b"));
        let items = m[1].1.as_seq().unwrap();
        assert_eq!(items[1].pos.line, 4);
        assert_eq!(items[1].shape().to_string(), "quoted text");
        assert_eq!(m[0].1.number("a").unwrap(), 1.0);
    }

    #[test]
    fn aliases_expand_and_duplicates_fail() {
        let v = parse_value("a: &x [1, 2]\nb: *x\n").unwrap();
        assert_eq!(v.as_map().unwrap()[1].1.as_seq().unwrap().len(), 2);
        let e = parse_value("a: 1\na: 2\n").unwrap_err();
        assert_eq!(e.kind, ErrorKind::DuplicateKey);
        assert_eq!(e.pos.unwrap().line, 2);
    }

    #[test]
    fn metadata_nesting_does_not_overflow_the_stack() {
        let deep = format!("{}1", "- ".repeat(150_000));
        let e = parse_value(&deep).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TooDeep);
        assert_eq!(e.pos.unwrap().line, 1);
        let ok = format!("{}1", "- ".repeat(MAX_VALUE_DEPTH));
        assert!(parse_value(&ok).is_ok());
        let flow = format!(
            "{}1{}",
            "[".repeat(MAX_VALUE_DEPTH + 1),
            "]".repeat(MAX_VALUE_DEPTH + 1)
        );
        assert_eq!(parse_value(&flow).unwrap_err().kind, ErrorKind::TooDeep);
    }

    #[test]
    fn alias_bombs_stop() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..10 {
            let prev = i - 1;
            text.push_str(&format!(
                "a{i}: &a{i} [*a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}]\n"
            ));
        }
        let e = parse_value(&text).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TooLarge);
    }
}
