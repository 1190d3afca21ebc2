//! A JSON text read as the YAML parser would read it, only faster: the same events (a
//! mapping, a sequence, a scalar with its style) at the same lines and columns, so the one
//! tree reader applies every rule of the format to both and its errors point at the same
//! places. Machine-made trees are JSON, often tens of megabytes of it; JSON's grammar needs
//! no indentation or flow-context tracking, so scanning it is a few branches per byte.
//!
//! Anything that is not JSON (a comment, an unquoted key, a YAML escape) stops the scan with
//! [`NotJson`], and the caller reads the text as YAML from the start: the JSON reading is a
//! shortcut, never a dialect of its own. Nesting is tracked on an explicit stack, so a deep
//! JSON text costs memory, not call stack.

use std::borrow::Cow;

use saphyr_parser::{Event, ScalarStyle};

use crate::tree::Pos;

/// The text is not JSON: read it as YAML instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NotJson;

/// Whether a text should be tried as JSON first: its first character (after white space) opens
/// an object or an array.
pub(crate) fn looks_like_json(text: &str) -> bool {
    matches!(
        text.trim_start_matches(['\u{feff}', ' ', '\t', '\n', '\r'])
            .as_bytes()
            .first(),
        Some(b'{' | b'[')
    )
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Open {
    /// An object, expecting a key (first or after a comma).
    Key { first: bool },
    /// An object, after a key's colon: expecting its value.
    Value,
    /// An object, after a value: expecting `,` or `}`.
    AfterValue,
    /// An array, expecting a value (first or after a comma).
    Item { first: bool },
    /// An array, after an item: expecting `,` or `]`.
    AfterItem,
}

/// Events of one JSON text with their positions, as `saphyr_parser` gives them for the
/// same text.
pub(crate) struct JsonEvents<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    /// Line (1-based) of the byte at `line_start`, and where that line starts.
    line: u32,
    line_start: usize,
    /// The column (0-based, in characters) of `col_at`, for counting on from there: a
    /// one-line text of megabytes is counted once, not once per token.
    col_at: usize,
    col: u32,
    stack: Vec<Open>,
    state: State,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Start,
    Document,
    Body,
    End,
    Done,
}

impl<'a> JsonEvents<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        let start = if text.starts_with('\u{feff}') { 3 } else { 0 };
        JsonEvents {
            text,
            bytes: text.as_bytes(),
            at: start,
            line: 1,
            line_start: start,
            col_at: start,
            col: 0,
            stack: Vec::new(),
            state: State::Start,
        }
    }

    /// Where the scan stands, as a position (1-based line and column).
    fn pos(&mut self) -> Pos {
        if self.col_at < self.line_start || self.col_at > self.at {
            self.col_at = self.line_start;
            self.col = 0;
        }
        let run = &self.bytes[self.col_at..self.at];
        let chars = if run.is_ascii() {
            run.len()
        } else {
            run.iter().filter(|&&b| b & 0xC0 != 0x80).count()
        };
        self.col += chars as u32;
        self.col_at = self.at;
        Pos {
            line: self.line,
            col: self.col + 1,
        }
    }

    fn skip_space(&mut self) {
        while let Some(&b) = self.bytes.get(self.at) {
            match b {
                b' ' | b'\t' | b'\r' => self.at += 1,
                b'\n' => {
                    self.at += 1;
                    self.line += 1;
                    self.line_start = self.at;
                }
                _ => return,
            }
        }
    }

    /// The next event and where it starts, or [`NotJson`].
    pub(crate) fn next(&mut self) -> Result<Option<(Event<'a>, Pos)>, NotJson> {
        match self.state {
            State::Start => {
                self.state = State::Document;
                return Ok(Some((Event::StreamStart, Pos { line: 1, col: 1 })));
            }
            State::Document => {
                self.state = State::Body;
                self.skip_space();
                let pos = self.pos();
                return Ok(Some((Event::DocumentStart(false), pos)));
            }
            State::End => {
                self.skip_space();
                if self.at < self.bytes.len() {
                    return Err(NotJson);
                }
                self.state = State::Done;
                let pos = self.pos();
                return Ok(Some((Event::DocumentEnd, pos)));
            }
            State::Done => {
                let pos = self.pos();
                self.state = State::Done;
                return Ok(Some((Event::StreamEnd, pos)));
            }
            State::Body => {}
        }
        self.skip_space();
        let Some(&b) = self.bytes.get(self.at) else {
            return Err(NotJson);
        };
        let top = self.stack.last().copied();
        match top {
            Some(Open::Key { first }) => match b {
                b'}' if first => return Ok(Some(self.close())),
                b'"' => {
                    let pos = self.pos();
                    let key = self.string()?;
                    self.skip_space();
                    if self.bytes.get(self.at) != Some(&b':') {
                        return Err(NotJson);
                    }
                    self.at += 1;
                    self.set_top(Open::Value);
                    return Ok(Some((scalar(key, ScalarStyle::DoubleQuoted), pos)));
                }
                _ => return Err(NotJson),
            },
            Some(Open::AfterValue) => match b {
                b',' => {
                    self.at += 1;
                    self.set_top(Open::Key { first: false });
                    return self.next();
                }
                b'}' => return Ok(Some(self.close())),
                _ => return Err(NotJson),
            },
            Some(Open::AfterItem) => match b {
                b',' => {
                    self.at += 1;
                    self.set_top(Open::Item { first: false });
                    return self.next();
                }
                b']' => return Ok(Some(self.close())),
                _ => return Err(NotJson),
            },
            Some(Open::Item { first: true }) if b == b']' => return Ok(Some(self.close())),
            _ => {}
        }
        // A value: in an object after its colon, in an array, or the document itself.
        let pos = self.pos();
        let event = match b {
            b'{' => {
                self.at += 1;
                self.opened();
                self.stack.push(Open::Key { first: true });
                Event::MappingStart(0, None)
            }
            b'[' => {
                self.at += 1;
                self.opened();
                self.stack.push(Open::Item { first: true });
                Event::SequenceStart(0, None)
            }
            b'"' => {
                let s = self.string()?;
                self.after_value();
                scalar(s, ScalarStyle::DoubleQuoted)
            }
            b'-' | b'0'..=b'9' => {
                let s = self.number()?;
                self.after_value();
                scalar(Cow::Borrowed(s), ScalarStyle::Plain)
            }
            b't' | b'f' | b'n' => {
                let word = ["true", "false", "null"]
                    .into_iter()
                    .find(|w| self.bytes[self.at..].starts_with(w.as_bytes()))
                    .ok_or(NotJson)?;
                self.at += word.len();
                self.after_value();
                scalar(Cow::Borrowed(word), ScalarStyle::Plain)
            }
            _ => return Err(NotJson),
        };
        Ok(Some((event, pos)))
    }

    fn set_top(&mut self, open: Open) {
        if let Some(top) = self.stack.last_mut() {
            *top = open;
        }
    }

    /// A scalar was read at the current level: the level now waits for what follows it (and
    /// a scalar that is the whole document ends it).
    fn after_value(&mut self) {
        if self.stack.is_empty() {
            self.state = State::End;
        }
        self.opened();
    }

    /// A value began at the current level (an object or array ends the document only when
    /// it closes).
    fn opened(&mut self) {
        match self.stack.last_mut() {
            Some(top @ Open::Value) => *top = Open::AfterValue,
            Some(top @ Open::Item { .. }) => *top = Open::AfterItem,
            _ => {}
        }
    }

    /// `}` or `]` closes the innermost level.
    fn close(&mut self) -> (Event<'a>, Pos) {
        let pos = self.pos();
        self.at += 1;
        let event = match self.stack.pop() {
            Some(Open::Key { .. } | Open::AfterValue | Open::Value) => Event::MappingEnd,
            _ => Event::SequenceEnd,
        };
        if self.stack.is_empty() {
            self.state = State::End;
        }
        (event, pos)
    }

    /// A number as JSON writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    fn number(&mut self) -> Result<&'a str, NotJson> {
        let start = self.at;
        let b = self.bytes;
        let digits = |at: &mut usize| {
            let s = *at;
            while b.get(*at).is_some_and(u8::is_ascii_digit) {
                *at += 1;
            }
            *at > s
        };
        let mut at = self.at;
        if b.get(at) == Some(&b'-') {
            at += 1;
        }
        if b.get(at) == Some(&b'0') {
            at += 1;
        } else if !digits(&mut at) {
            return Err(NotJson);
        }
        if b.get(at) == Some(&b'.') {
            at += 1;
            if !digits(&mut at) {
                return Err(NotJson);
            }
        }
        if matches!(b.get(at), Some(b'e' | b'E')) {
            at += 1;
            if matches!(b.get(at), Some(b'+' | b'-')) {
                at += 1;
            }
            if !digits(&mut at) {
                return Err(NotJson);
            }
        }
        // A number runs up to a delimiter: `1x` is no JSON.
        if !matches!(
            b.get(at),
            None | Some(b',' | b']' | b'}' | b' ' | b'\t' | b'\r' | b'\n')
        ) {
            return Err(NotJson);
        }
        self.at = at;
        Ok(&self.text[start..at])
    }

    /// A string from its opening quote; borrowed from the text unless it has escapes.
    fn string(&mut self) -> Result<Cow<'a, str>, NotJson> {
        let start = self.at + 1;
        let mut at = start;
        let b = self.bytes;
        loop {
            match b.get(at) {
                None => return Err(NotJson),
                Some(b'"') => {
                    self.at = at + 1;
                    return Ok(Cow::Borrowed(&self.text[start..at]));
                }
                Some(b'\\') => break,
                Some(&c) if c < 0x20 => return Err(NotJson),
                Some(_) => at += 1,
            }
        }
        let mut out = String::from(&self.text[start..at]);
        loop {
            match b.get(at) {
                None => return Err(NotJson),
                Some(b'"') => {
                    self.at = at + 1;
                    return Ok(Cow::Owned(out));
                }
                Some(b'\\') => {
                    let c = match b.get(at + 1).ok_or(NotJson)? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let (c, len) = self.unicode_escape(at)?;
                            out.push(c);
                            at += len;
                            continue;
                        }
                        _ => return Err(NotJson),
                    };
                    out.push(c);
                    at += 2;
                }
                Some(&c) if c < 0x20 => return Err(NotJson),
                Some(_) => {
                    // Copy the run up to the next quote or backslash whole.
                    let run_end = b[at..]
                        .iter()
                        .position(|&c| c == b'"' || c == b'\\' || c < 0x20)
                        .map_or(b.len(), |i| at + i);
                    out.push_str(&self.text[at..run_end]);
                    at = run_end;
                }
            }
        }
    }

    /// `\uXXXX` at `at` (a surrogate pair as one character): the character and the bytes read.
    fn unicode_escape(&self, at: usize) -> Result<(char, usize), NotJson> {
        let hex = |from: usize| -> Result<u32, NotJson> {
            let digits = self.text.get(from..from + 4).ok_or(NotJson)?;
            if !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
                return Err(NotJson);
            }
            u32::from_str_radix(digits, 16).map_err(|_| NotJson)
        };
        let first = hex(at + 2)?;
        if (0xD800..0xDC00).contains(&first) {
            if self.bytes.get(at + 6..at + 8) != Some(b"\\u") {
                return Err(NotJson);
            }
            let second = hex(at + 8)?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(NotJson);
            }
            let c = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
            return Ok((char::from_u32(c).ok_or(NotJson)?, 12));
        }
        Ok((char::from_u32(first).ok_or(NotJson)?, 6))
    }
}

fn scalar(text: Cow<'_, str>, style: ScalarStyle) -> Event<'_> {
    Event::Scalar(text, style, 0, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use saphyr_parser::Parser;

    /// Every event of `text` with its position, as the YAML parser gives them.
    fn yaml_events(text: &str) -> Vec<(String, u32, u32)> {
        let mut p = Parser::new_from_str(text);
        let mut out = Vec::new();
        while let Some(Ok((e, span))) = p.next_event() {
            let done = matches!(e, Event::StreamEnd);
            out.push((
                format!("{e:?}"),
                span.start.line() as u32,
                span.start.col() as u32 + 1,
            ));
            if done {
                break;
            }
        }
        out
    }

    fn json_events(text: &str) -> Result<Vec<(String, u32, u32)>, NotJson> {
        let mut j = JsonEvents::new(text);
        let mut out = Vec::new();
        while let Some((e, pos)) = j.next()? {
            let done = matches!(e, Event::StreamEnd);
            out.push((format!("{e:?}"), pos.line, pos.col));
            if done {
                break;
            }
        }
        Ok(out)
    }

    /// The events that carry content (the framing's positions differ and nobody reads them).
    fn content(events: Vec<(String, u32, u32)>) -> Vec<(String, u32, u32)> {
        events
            .into_iter()
            .filter(|(e, ..)| !e.starts_with("Stream") && !e.starts_with("Document"))
            .collect()
    }

    #[test]
    fn json_reads_as_the_yaml_parser_reads_it() {
        for text in [
            r#"{"max": [3, {"min": [12, -8.5e2]}, {"value": 0, "id": "a\"b\u00e9\/\n"}]}"#,
            "{\n  \"root\": {\"chance\": [{\"value\": 1, \"p\": \"1/3\"},\n    {\"value\": 2, \"p\": \"2/3\"}]},\n  \"name\": \"é t\"\n}\n",
            "[1, 2, [], {}]",
            "  {\"noisy\": true, \"x\": null, \"y\": false}",
            "{\"é\": [\"ü\", 1]}",
        ] {
            let json = json_events(text).unwrap_or_else(|_| panic!("{text} is JSON"));
            assert_eq!(content(json), content(yaml_events(text)), "{text}");
        }
    }

    #[test]
    fn a_surrogate_pair_is_one_character() {
        let mut j = JsonEvents::new(r#"["\ud83d\ude00"]"#);
        let events: Vec<_> = std::iter::from_fn(|| j.next().ok().flatten())
            .take(4)
            .collect();
        assert!(matches!(&events[3].0, Event::Scalar(s, ..) if s == "😀"));
    }

    #[test]
    fn what_is_not_json_is_left_to_the_yaml_reader() {
        for text in [
            "{max: [1, 2]}",
            "{\"max\": [1, 2]} # a comment",
            "[1, 2,]",
            "[01]",
            "[1x]",
            "{\"a\": \"\\x41\"}",
            "[\"tab\there\"]",
            "{\"a\" 1}",
            "[1, 2",
            "[.5]",
        ] {
            assert_eq!(json_events(text), Err(NotJson), "{text}");
        }
    }

    #[test]
    fn deep_json_nests_on_the_heap_not_the_call_stack() {
        let depth = 200_000;
        let text = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
        assert_eq!(json_events(&text).map(|e| e.len()), Ok(2 * depth + 5));
    }

    #[test]
    fn json_is_recognised_by_its_first_character() {
        assert!(looks_like_json("  {\"max\": [1]}"));
        assert!(looks_like_json("\u{feff}[1]"));
        assert!(!looks_like_json("max: [1]"));
        assert!(!looks_like_json("# c\n{}"));
    }
}
