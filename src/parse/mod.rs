//! Reading tree files: YAML (or JSON) text into a [`Document`] — the [`Tree`] plus its
//! metadata — enforcing every rule of the format with the line and column of the offence.
//!
//! The node tree goes from parser events straight into the arena (`tree_reader`); the small
//! parts around it (`name`, `source`, `bounds`, `expect`) are read as positioned values
//! (`value`) and checked afterwards.

pub mod cs188;
mod json;
mod mistakes;
mod reader;
mod refs;
mod suggest;
mod tree_reader;
pub mod value;
pub(crate) mod yaml_words;

use crate::message::{Message, msg};
use std::io::Read;

use saphyr_parser::Event;

pub(crate) use suggest::suggest;
pub use tree_reader::{DEFAULT_MAX_NODES, MAX_UNFOLDED_NODES, UNFOLD_FLOOR, unfold_limit};
pub use value::{Value, ValueKind, parse_value};

use crate::error::{ErrorKind, InputError, Result};
use crate::text::{visible, visible_lines};
use crate::tree::{Pos, Tree};
use reader::Reader;

/// Why [`Source::read`] failed, and the text to show the error in when there is one (boxed:
/// the error is large and the success path is the common one).
pub type Unreadable = Box<(InputError, Option<String>)>;

/// A text to read, with the name errors should use for it.
#[derive(Clone, Debug)]
pub struct Source {
    /// A path, `<stdin>` or `<inline>`.
    pub name: String,
    /// The whole text.
    pub text: String,
}

impl Source {
    /// A text held in memory.
    pub fn inline(name: impl Into<String>, text: impl Into<String>) -> Self {
        Source {
            name: name.into(),
            text: text.into(),
        }
    }

    /// Reads a file, or standard input when the path is `-`.
    pub fn load(path: &str) -> Result<Self> {
        Source::read(path).map_err(|b| b.0)
    }

    /// [`Source::load`], and on failure the text to show the error in when there is one: a
    /// file that is not UTF-8 comes with its text (bad bytes replaced), so the diagnostic can
    /// point at the bad byte with a caret. At most [`max_bytes`] of the default node limit
    /// are read.
    pub fn read(path: &str) -> std::result::Result<Self, Unreadable> {
        Source::read_within(path, DEFAULT_MAX_NODES)
    }

    /// [`Source::read`] for a tree of at most `max_nodes` nodes: a text longer than
    /// [`max_bytes`] of it is refused once that much is read (a file whose size says so,
    /// before reading), so that `/dev/zero` or a huge file is not read until memory runs out.
    pub fn read_within(path: &str, max_nodes: usize) -> std::result::Result<Self, Unreadable> {
        let limit = max_bytes(max_nodes);
        let too_large = || Box::new((too_many_bytes(limit, max_nodes), None));
        let (name, bytes) = if path == "-" {
            let mut bytes = Vec::new();
            let stdin = std::io::stdin().lock();
            stdin
                .take(limit as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| {
                    Box::new((
                        InputError::new(
                            ErrorKind::Io,
                            msg!("err-read-stdin", error = e.to_string()),
                        ),
                        None,
                    ))
                })?;
            ("<stdin>".to_string(), bytes)
        } else {
            let cannot = |e: std::io::Error| {
                Box::new((
                    InputError::new(
                        ErrorKind::Io,
                        msg!("err-read-file", error = crate::error::io_cause(&e)),
                    ),
                    None,
                ))
            };
            let file = std::fs::File::open(path).map_err(cannot)?;
            if file.metadata().is_ok_and(|m| m.len() > limit as u64) {
                return Err(too_large());
            }
            let mut bytes = Vec::new();
            file.take(limit as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(cannot)?;
            (path.to_string(), bytes)
        };
        if bytes.len() > limit {
            return Err(too_large());
        }
        match String::from_utf8(bytes) {
            Ok(text) => Ok(Source { name, text }),
            Err(e) => {
                let valid = e.utf8_error().valid_up_to();
                let bytes = e.into_bytes();
                Err(Box::new((
                    not_utf8(&name, &bytes, valid),
                    Some(String::from_utf8_lossy(&bytes).into_owned()),
                )))
            }
        }
    }
}

/// Bytes of text a tree may take per node the node limit allows: a generated tree takes about
/// 9, a tree with an id and a move on every node or a CS188 test file about 40; the rest is
/// room for comments.
pub const BYTES_PER_NODE: usize = 64;

/// The most bytes a tree's text may have whatever the node limit, so that a small homework
/// tree may carry long comments.
pub const MIN_MAX_BYTES: usize = 64 << 20;

/// The most bytes read for a tree of at most `max_nodes` nodes.
pub fn max_bytes(max_nodes: usize) -> usize {
    max_nodes.saturating_mul(BYTES_PER_NODE).max(MIN_MAX_BYTES)
}

fn too_many_bytes(limit: usize, max_nodes: usize) -> InputError {
    InputError::new(
        ErrorKind::TooLarge,
        msg!(
            "err-too-many-bytes",
            bytes = limit.to_string(),
            max = max_nodes.to_string(),
            per_node = BYTES_PER_NODE.to_string()
        ),
    )
    .help(msg!("help-too-many-nodes"))
}

/// The error for a text that is not UTF-8, at the line and column of its first bad byte
/// (counted in characters of the valid text before it).
fn not_utf8(name: &str, bytes: &[u8], valid: usize) -> InputError {
    // Everything before `valid` is UTF-8 by definition.
    let before = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
    let line = before.matches('\n').count() + 1;
    let col = before
        .rsplit('\n')
        .next()
        .map_or(0, |l| l.trim_end_matches('\r').chars().count())
        + 1;
    let pos = Pos {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        col: u32::try_from(col).unwrap_or(u32::MAX),
    };
    InputError::new(
        ErrorKind::Syntax,
        msg!(
            "err-not-utf8",
            name = crate::text::visible(name).into_owned(),
            byte = format!("0x{:02x}", bytes.get(valid).copied().unwrap_or(0)),
            offset = valid
        ),
    )
    .at(pos)
    .help(msg!("help-not-utf8"))
}

/// Leaf bounds `[L, U]` and where they were declared.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// Lower bound L.
    pub lo: f64,
    /// Upper bound U.
    pub hi: f64,
    /// Where `bounds` stands in the file (line 0 for `--bounds`).
    pub pos: Pos,
}

/// The parts of a tree file around the tree.
#[derive(Clone, Debug, Default)]
pub struct Meta {
    /// `name:`, shown in reports (control characters made visible: see [`crate::text`]).
    pub name: Option<String>,
    /// `source:`, free text (control characters other than line breaks made visible).
    pub source: Option<String>,
    /// `bounds:`, the range every leaf lies in.
    pub bounds: Option<Bounds>,
    /// `expect:`, the known answers, as written (checked by `check`).
    pub expect: Option<Value>,
}

/// A parsed tree file.
#[derive(Clone, Debug)]
pub struct Document {
    /// The tree.
    pub tree: Tree,
    /// Its metadata.
    pub meta: Meta,
}

const DOC_KEYS: [&str; 5] = ["root", "name", "source", "bounds", "expect"];

/// Parses a tree file. Errors carry the source's name, line and column.
pub fn parse(src: &Source) -> Result<Document> {
    parse_with(src, DEFAULT_MAX_NODES)
}

/// [`parse`], refusing a tree of more than `max_nodes` nodes.
pub fn parse_with(src: &Source, max_nodes: usize) -> Result<Document> {
    if cs188::is_test_file(&src.name, &src.text) {
        return cs188::parse(&src.name, &src.text, max_nodes).map_err(|e| e.in_file(&src.name));
    }
    parse_text_with(&src.text, max_nodes).map_err(|e| e.in_file(&src.name))
}

/// Parses a tree file's text (a CS188 test file is known by its shape).
pub fn parse_text(text: &str) -> Result<Document> {
    parse_text_with(text, DEFAULT_MAX_NODES)
}

/// [`parse_text`], refusing a tree of more than `max_nodes` nodes.
pub fn parse_text_with(text: &str, max_nodes: usize) -> Result<Document> {
    if cs188::is_test_file("", text) {
        return cs188::parse("", text, max_nodes);
    }
    read_text(text, max_nodes).map_err(|e| mistakes::explain(text, e))
}

/// Whether a map whose first key is `key` is a tree file's top level (rather than a node):
/// it is when the key is a document key, or a typo of one that is no node key's typo.
fn starts_document(key: &str) -> bool {
    DOC_KEYS.contains(&key)
        || (!tree_reader::NODE_KEY_LIST.contains(&key)
            && suggest(key, &DOC_KEYS).is_some()
            && suggest(key, &tree_reader::NODE_KEY_LIST).is_none())
}

/// A text with no tree in it (empty, or only comments): pointed at its last line, with what a
/// tree file holds.
fn no_tree(text: &str, e: InputError) -> InputError {
    if e.pos.is_some() {
        return e;
    }
    let line = u32::try_from(text.lines().count().max(1)).unwrap_or(u32::MAX);
    let e = if text.trim().is_empty() {
        e
    } else {
        InputError::new(e.kind, msg!("err-only-comments"))
    };
    e.at(Pos { line, col: 1 }).help(msg!("help-tree-file"))
}

/// Reads a tree file: a JSON text through the JSON scanner, and anything that turns out not
/// to be JSON (or is not JSON to begin with) through the YAML parser. Both give the tree
/// reader the same events, so a JSON text means the same and fails the same either way.
fn read_text(text: &str, max_nodes: usize) -> Result<Document> {
    if json::looks_like_json(text) {
        let mut reader = Reader::json(text);
        let read = read_from(text, max_nodes, &mut reader);
        if !reader.not_json() {
            return read;
        }
    }
    read_from(text, max_nodes, &mut Reader::new(text))
}

fn read_from<'a>(text: &'a str, max_nodes: usize, reader: &mut Reader<'a>) -> Result<Document> {
    let (first, pos) = reader.first_node().map_err(|e| no_tree(text, e))?;
    let doc = match first {
        Event::MappingStart(anchor, tag) => {
            let (key_event, key_pos) = reader.next()?;
            let is_doc = matches!(&key_event, Event::Scalar(k, ..) if starts_document(k));
            if is_doc {
                read_document(text, max_nodes, reader, key_event, key_pos, pos)?
            } else {
                // The whole document is a node: replay its first two events.
                let events = vec![
                    (Event::MappingStart(anchor, tag), pos),
                    (key_event, key_pos),
                ];
                let tree = tree_reader::TreeReader::new(text.len(), max_nodes)
                    .read_events(reader, events)?;
                Document {
                    tree,
                    meta: Meta::default(),
                }
            }
        }
        other => Document {
            tree: tree_reader::TreeReader::new(text.len(), max_nodes).read(reader, other, pos)?,
            meta: Meta::default(),
        },
    };
    reader.expect_end()?;
    if let Some(b) = doc.meta.bounds {
        check_bounds(&doc.tree, b)?;
    }
    Ok(doc)
}

fn read_document<'a>(
    text: &str,
    max_nodes: usize,
    reader: &mut Reader<'a>,
    mut event: Event<'a>,
    mut at: Pos,
    map_pos: Pos,
) -> Result<Document> {
    let mut tree = None;
    let mut meta = Meta::default();
    loop {
        let key = match event {
            Event::MappingEnd => break,
            Event::Scalar(k, ..) => k.into_owned(),
            _ => {
                return Err(InputError::new(ErrorKind::Shape, msg!("err-file-key-shape")).at(at));
            }
        };
        let key_pos = at;
        let seen = match key.as_str() {
            "root" => tree.is_some(),
            "name" => meta.name.is_some(),
            "source" => meta.source.is_some(),
            "bounds" => meta.bounds.is_some(),
            "expect" => meta.expect.is_some(),
            _ => false,
        };
        if seen {
            return Err(InputError::new(
                ErrorKind::DuplicateKey,
                msg!("err-file-key-twice", key = key.as_str()),
            )
            .at(key_pos));
        }
        let (value_event, value_pos) = reader.next()?;
        match key.as_str() {
            "root" => {
                tree = Some(tree_reader::TreeReader::new(text.len(), max_nodes).read(
                    reader,
                    value_event,
                    value_pos,
                )?)
            }
            _ => {
                let v = value::read_value(reader, value_event, value_pos)?;
                match key.as_str() {
                    "name" => meta.name = Some(visible(v.text("`name`")?).into_owned()),
                    "source" => meta.source = Some(visible_lines(v.text("`source`")?).into_owned()),
                    "bounds" => meta.bounds = Some(bounds_from_value(&v)?),
                    "expect" => meta.expect = Some(v),
                    other => {
                        let mut e = InputError::new(
                            ErrorKind::UnknownKey,
                            msg!("err-unknown-doc-key", key = other),
                        )
                        .at(key_pos);
                        let keys = DOC_KEYS.join(", ");
                        e = match suggest(other, &DOC_KEYS) {
                            Some(s) => {
                                e.help(msg!("help-doc-key-suggest", suggestion = s, keys = keys))
                            }
                            None => e.help(msg!("help-doc-key", keys = keys)),
                        };
                        return Err(e);
                    }
                }
            }
        }
        (event, at) = reader.next()?;
    }
    let tree =
        tree.ok_or_else(|| InputError::new(ErrorKind::Shape, msg!("err-no-root")).at(map_pos))?;
    Ok(Document { tree, meta })
}

fn bounds_from_value(v: &Value) -> Result<Bounds> {
    let bad = || InputError::new(ErrorKind::BadBounds, msg!("err-bad-bounds")).at(v.pos);
    let items = v.as_seq().ok_or_else(bad)?;
    if items.len() != 2 {
        return Err(bad());
    }
    let lo = items[0].number(msg!("what-lower-bound"))?;
    let hi = items[1].number(msg!("what-upper-bound"))?;
    if lo >= hi {
        return Err(bad());
    }
    Ok(Bounds { lo, hi, pos: v.pos })
}

/// Checks that every leaf lies in `bounds`, naming the first that does not.
pub fn check_bounds(tree: &Tree, bounds: Bounds) -> Result<()> {
    for &leaf in tree.leaves() {
        let v = tree.raw_value(leaf);
        if v < bounds.lo || v > bounds.hi {
            let from = if bounds.pos.line > 0 {
                msg!("bounds-on-line", line = bounds.pos.line)
            } else {
                Message::Text("--bounds".to_string())
            };
            return Err(InputError::new(
                ErrorKind::OutOfBounds,
                msg!(
                    "err-out-of-bounds",
                    leaf = tree.leaf_number(leaf).unwrap_or(0),
                    name = tree.name(leaf),
                    value = crate::num::fmt_value(v),
                    lo = crate::num::fmt_value(bounds.lo),
                    hi = crate::num::fmt_value(bounds.hi),
                    from = from
                ),
            )
            .at(tree.pos(leaf))
            .node(tree.name(leaf)));
        }
    }
    Ok(())
}
