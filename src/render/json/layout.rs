//! How gametree lays out JSON: objects one key per line, indented by two spaces, but lists
//! of plain values on one line (`"pruned_leaves": [5, 6]`), so a million pruned leaves stay
//! one line instead of a million; a list whose first item is an object or a list gets a line
//! per item. Strings escape, besides what JSON requires, the characters a terminal would act
//! on (DEL, C1 controls, bidirectional controls): the same JSON value, safe to print.
//!
//! A `serde_json` formatter, so every document is written by `serde_json` from values or
//! `Serialize` types; the layout is decided here alone.

use std::io::{self, Write};

use serde_json::ser::Formatter;

/// The formatter: see the module's documentation.
#[derive(Default)]
pub struct Layout {
    /// Everything on one line with no spaces, as `serde_json` writes compact JSON (with the
    /// same escapes): one item of a list written a line per item.
    compact: bool,
    indent: usize,
    /// For each list being written: whether it takes a line per item.
    lists: Vec<bool>,
    /// For each object being written: whether it has a key yet.
    objects: Vec<bool>,
    /// A list item is about to start (`Some(first)`): its separator waits until the item
    /// shows whether it is plain or nested.
    pending: Option<bool>,
}

impl Layout {
    /// The compact layout: see [`Layout::compact`](Layout#structfield.compact).
    pub fn compact() -> Layout {
        Layout {
            compact: true,
            ..Layout::default()
        }
    }

    fn newline<W: ?Sized + Write>(&self, w: &mut W) -> io::Result<()> {
        if self.compact {
            return Ok(());
        }
        w.write_all(b"\n")?;
        for _ in 0..self.indent {
            w.write_all(b"  ")?;
        }
        Ok(())
    }

    /// A value starts: the separator a waiting list item needs, now that it is known
    /// whether the value is `nested` (an object or a list).
    fn start<W: ?Sized + Write>(&mut self, w: &mut W, nested: bool) -> io::Result<()> {
        let Some(first) = self.pending.take() else {
            return Ok(());
        };
        let multiline = match self.lists.last_mut() {
            Some(m) if first => {
                *m = nested;
                nested
            }
            Some(m) => *m,
            None => false,
        };
        match (first, multiline) {
            (true, true) => self.newline(w),
            (true, false) => Ok(()),
            (false, true) => {
                w.write_all(b",")?;
                self.newline(w)
            }
            (false, false) if self.compact => w.write_all(b","),
            (false, false) => w.write_all(b", "),
        }
    }
}

macro_rules! plain {
    ($($name:ident: $t:ty),* $(,)?) => {$(
        fn $name<W: ?Sized + Write>(&mut self, w: &mut W, value: $t) -> io::Result<()> {
            self.start(w, false)?;
            serde_json::ser::CompactFormatter.$name(w, value)
        }
    )*};
}

impl Formatter for Layout {
    plain!(
        write_bool: bool,
        write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64, write_i128: i128,
        write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64, write_u128: u128,
        write_f32: f32, write_f64: f64, write_number_str: &str,
    );

    fn write_null<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.start(w, false)?;
        w.write_all(b"null")
    }

    fn begin_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.start(w, false)?;
        w.write_all(b"\"")
    }

    fn write_string_fragment<W: ?Sized + Write>(&mut self, w: &mut W, s: &str) -> io::Result<()> {
        if !s.chars().any(crate::text::is_unsafe) {
            return w.write_all(s.as_bytes());
        }
        // (JSON's own escapes never reach here: a fragment holds no C0 control, quote or
        // backslash; what remains unsafe is DEL, C1 and bidirectional controls, all in the
        // Basic Multilingual Plane, so one `\u` escape each.)
        let mut buf = [0u8; 4];
        for c in s.chars() {
            if crate::text::is_unsafe(c) {
                write!(w, "\\u{:04x}", c as u32)?;
            } else {
                w.write_all(c.encode_utf8(&mut buf).as_bytes())?;
            }
        }
        Ok(())
    }

    fn write_raw_fragment<W: ?Sized + Write>(&mut self, w: &mut W, raw: &str) -> io::Result<()> {
        // A raw item is written compact; one that is an object or a list gets its own line.
        self.start(w, raw.starts_with(['{', '[']))?;
        w.write_all(raw.as_bytes())
    }

    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.start(w, true)?;
        self.indent += 1;
        self.lists.push(false);
        w.write_all(b"[")
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, _: &mut W, first: bool) -> io::Result<()> {
        self.pending = Some(first);
        Ok(())
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _: &mut W) -> io::Result<()> {
        Ok(())
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent -= 1;
        if self.lists.pop().unwrap_or(false) {
            self.newline(w)?;
        }
        w.write_all(b"]")
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.start(w, true)?;
        self.indent += 1;
        self.objects.push(false);
        w.write_all(b"{")
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if let Some(has) = self.objects.last_mut() {
            *has = true;
        }
        if !first {
            w.write_all(b",")?;
        }
        self.newline(w)
    }

    fn end_object_key<W: ?Sized + Write>(&mut self, _: &mut W) -> io::Result<()> {
        Ok(())
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(if self.compact { b":" } else { b": " })
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, _: &mut W) -> io::Result<()> {
        Ok(())
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent -= 1;
        if self.objects.pop().unwrap_or(false) {
            self.newline(w)?;
        }
        w.write_all(b"}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use serde_json::json;

    fn laid_out(v: &serde_json::Value) -> String {
        let mut out = Vec::new();
        v.serialize(&mut serde_json::Serializer::with_formatter(
            &mut out,
            Layout::default(),
        ))
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn plain_lists_stay_on_one_line_and_objects_take_a_line_per_key() {
        let v = json!({"a": [1, 2.5, null, "x"], "b": {}, "c": [], "d": [{"e": [true]}, [3]]});
        assert_eq!(
            laid_out(&v),
            "{\n  \"a\": [1, 2.5, null, \"x\"],\n  \"b\": {},\n  \"c\": [],\n  \"d\": [\n    {\n      \"e\": [true]\n    },\n    [3]\n  ]\n}"
        );
    }

    #[test]
    fn the_compact_layout_is_serde_jsons_own() {
        let v = json!({"a": [1, {"b": "c"}], "d": {}});
        let mut out = Vec::new();
        v.serialize(&mut serde_json::Serializer::with_formatter(
            &mut out,
            Layout::compact(),
        ))
        .unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), v.to_string());
    }

    #[test]
    fn characters_a_terminal_acts_on_are_escaped_in_strings() {
        let v = json!(["a\u{7f}b\u{9b}c\u{202e}d\n"]);
        let text = laid_out(&v);
        assert_eq!(text, r#"["a\u007fb\u009bc\u202ed\n"]"#);
        assert_eq!(serde_json::from_str::<serde_json::Value>(&text).unwrap(), v);
    }
}
