//! Wrapping prose to a width in display columns (a `≤` or `★` is one column, a CJK
//! character two), with a hanging indent so a wrapped message stays under its item.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Display columns of `s` (which must hold no escape sequences: style after wrapping).
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// Display columns of text that may hold SGR sequences (`ESC [ … m`), which take none.
pub fn width_of_styled(s: &str) -> usize {
    unstyled_parts(s).map(width).sum()
}

/// Text that may hold SGR sequences without them.
pub fn unstyled(s: &str) -> String {
    unstyled_parts(s).collect()
}

/// `text` with the colon after each line's leading Chinese word full width (`错误：`,
/// `选项：`), as Chinese punctuation goes: clap and the input-error renderer write an ASCII
/// colon (and a space) after the words they are given. Leading spaces and style sequences
/// stay where they are; a line that starts with an ASCII word keeps its colon.
pub fn full_width_lead_colons(text: &str) -> String {
    text.split('\n')
        .map(full_width_lead_colon)
        .collect::<Vec<_>>()
        .join("\n")
}

/// [`full_width_lead_colons`] for one line.
fn full_width_lead_colon(line: &str) -> String {
    // Past leading spaces and SGR sequences (`ESC [ … m`).
    let past_style = |mut i: usize| {
        while line[i..].starts_with('\x1b') {
            match line[i..].find('m') {
                Some(m) => i += m + 1,
                None => break,
            }
        }
        i
    };
    let mut i = past_style(0);
    while line[i..].starts_with(' ') {
        i = past_style(i + 1);
    }
    let word = line[i..]
        .find(|c: char| c.is_ascii())
        .unwrap_or(line.len() - i);
    if word == 0 {
        return line.to_string();
    }
    let at = past_style(i + word);
    let colon = if line[at..].starts_with(": ") {
        2
    } else if line[at..].starts_with(':') {
        1
    } else {
        return line.to_string();
    };
    format!("{}：{}", &line[..at], &line[at + colon..])
}

/// The pieces of `s` between its SGR sequences.
fn unstyled_parts(s: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(s);
    std::iter::from_fn(move || {
        let r = rest?;
        match r.find('\x1b') {
            Some(i) => {
                rest = Some(r[i..].find('m').map_or("", |m| &r[i + m + 1..]));
                Some(&r[..i])
            }
            None => {
                rest = None;
                Some(r)
            }
        }
    })
}

/// `text` wrapped to `max` columns: the first line starts with `first`, every later line
/// with `rest`. Lines break at spaces (the runs of spaces between words on one line are
/// kept as written); a word longer than a whole line is broken between characters. Line
/// breaks in `text` are kept, and the line after each starts with `rest` too. No line ends in
/// a space and the result has no final newline.
pub fn wrap(text: &str, max: usize, first: &str, rest: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = Line::new(first);
    for (p, paragraph) in text.split('\n').enumerate() {
        if p > 0 {
            lines.push(line.finish());
            line = Line::new(rest);
        }
        // Leading spaces of a paragraph are its own indentation: keep them.
        let body = paragraph.trim_start_matches(' ');
        line.push_raw(&paragraph[..paragraph.len() - body.len()]);
        let mut gap = "";
        for piece in split_keeping_gaps(body) {
            match piece {
                Piece::Gap(g) => gap = g,
                Piece::Word(w) => {
                    let ww = width(w);
                    if line.has_word && line.width + width(gap) + ww > max {
                        lines.push(line.finish());
                        line = Line::new(rest);
                    } else {
                        line.push_raw(gap);
                    }
                    if line.width + ww <= max || line.has_word {
                        line.push_word(w, ww);
                    } else {
                        // Longer than the room on a fresh line: break it between characters.
                        for c in w.chars() {
                            let cw = c.width().unwrap_or(0);
                            if line.has_word && line.width + cw > max {
                                lines.push(line.finish());
                                line = Line::new(rest);
                            }
                            let mut buf = [0; 4];
                            line.push_word(c.encode_utf8(&mut buf), cw);
                        }
                    }
                    gap = "";
                }
            }
        }
    }
    lines.push(line.finish());
    lines.join("\n")
}

/// A line being filled.
struct Line {
    text: String,
    width: usize,
    has_word: bool,
}

impl Line {
    fn new(prefix: &str) -> Self {
        Line {
            text: prefix.to_string(),
            width: width(prefix),
            has_word: false,
        }
    }

    fn push_raw(&mut self, s: &str) {
        self.text.push_str(s);
        self.width += width(s);
    }

    fn push_word(&mut self, w: &str, ww: usize) {
        self.text.push_str(w);
        self.width += ww;
        self.has_word = true;
    }

    fn finish(self) -> String {
        self.text.trim_end_matches(' ').to_string()
    }
}

enum Piece<'a> {
    Word(&'a str),
    Gap(&'a str),
}

/// Signs that belong with the number after them: a line never ends in `≤` with its `2`
/// on the next line.
const GLUED: [&str; 6] = ["≤", "≥", "=", "<", ">", "−"];

/// A bracketed group up to this many bytes (`[-2, 2]`, `(α, β)`) is never broken.
const GROUP: usize = 16;

/// Whether `s` opens a bracket it does not close.
fn open_bracket(s: &str) -> bool {
    let depth: i32 = s
        .chars()
        .map(|c| match c {
            '[' | '(' => 1,
            ']' | ')' => -1,
            _ => 0,
        })
        .sum();
    depth > 0
}

/// Words and the runs of spaces between them, in order; a sign from [`GLUED`] and the word
/// after it count as one word, and so do a short bracketed group, a name and the `= value`
/// after it (`C3 = 6`), and a number and the Chinese word that counts it (`7 项`).
fn split_keeping_gaps(s: &str) -> Vec<Piece<'_>> {
    // (start, end, is_gap) spans first, so glued words can be joined by offsets.
    let mut spans: Vec<(usize, usize, bool)> = Vec::new();
    let mut start = 0;
    let mut in_gap = false;
    for (i, c) in s.char_indices() {
        let gap = c == ' ';
        if gap != in_gap && i > start {
            spans.push((start, i, in_gap));
            start = i;
        }
        in_gap = gap;
    }
    if start < s.len() {
        spans.push((start, s.len(), in_gap));
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < spans.len() {
        let (a, mut b, gap) = spans[i];
        if gap {
            out.push(Piece::Gap(&s[a..b]));
            i += 1;
            continue;
        }
        // The last word joined so far; a sign takes the word after a single space with it,
        // and an open bracket the words up to its close.
        let mut last = a;
        while (GLUED.contains(&&s[last..b])
            || (open_bracket(&s[a..b]) && b - a < GROUP)
            || (i + 2 < spans.len() && &s[spans[i + 2].0..spans[i + 2].1] == "=")
            || (is_number(&s[last..b]) && i + 2 < spans.len() && counts(&s[spans[i + 2].0..])))
            && i + 2 < spans.len()
            && spans[i + 1].1 - spans[i + 1].0 == 1
        {
            (last, b) = (spans[i + 2].0, spans[i + 2].1);
            i += 2;
        }
        let mut pieces = wide_pieces(&s[a..b]).peekable();
        while let Some(p) = pieces.next() {
            out.push(Piece::Word(p));
            if pieces.peek().is_some() {
                out.push(Piece::Gap(""));
            }
        }
        i += 1;
    }
    out
}

/// Whether a line may break between `before` and `after` inside a word: Chinese and
/// Japanese text has no spaces, so a line breaks beside any wide character, except before
/// closing punctuation (`，`, `。`, `）`) and after opening punctuation (`（`).
fn breaks_between(before: char, after: char) -> bool {
    let wide = |c: char| c.width() == Some(2);
    (wide(before) || wide(after))
        && !closing(after)
        && !opening(before)
        // A number stays with the word that counts it (`7 项`, `7项`).
        && !(wide(after) && (before.is_ascii_digit() || before == ' '))
}

/// Whether `w` is a number as messages write them (`7`, `-2.5`, `3/4`, `16–18`).
fn is_number(w: &str) -> bool {
    w.chars().any(|c| c.is_ascii_digit())
        && w.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '−' | '–' | '/' | '%'))
}

/// Whether `rest` starts with a word a number before it counts: Chinese or Japanese text,
/// not opening punctuation (`7 项`, not `7 （`).
fn counts(rest: &str) -> bool {
    rest.chars()
        .next()
        .is_some_and(|c| c.width() == Some(2) && !opening(c) && !closing(c))
}

fn closing(c: char) -> bool {
    matches!(
        c,
        '，' | '。' | '、' | '；' | '：' | '？' | '！' | '）' | '」' | '』' | '》' | '】' | '…'
    ) || matches!(c, ',' | '.' | ';' | ':' | ')' | ']' | '?' | '!')
}

fn opening(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '《' | '【' | '(' | '[')
}

/// A word cut where [`breaks_between`] allows: a word of Latin letters is one piece.
fn wide_pieces(word: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut chars = word.char_indices().peekable();
    std::iter::from_fn(move || {
        while let Some((_, c)) = chars.next() {
            match chars.peek() {
                Some(&(j, next)) if breaks_between(c, next) => {
                    let piece = &word[start..j];
                    start = j;
                    return Some(piece);
                }
                Some(_) => {}
                None => {
                    let piece = &word[start..];
                    start = word.len();
                    return Some(piece);
                }
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leading_chinese_word_takes_a_full_width_colon_through_its_style() {
        assert_eq!(
            full_width_lead_colons("错误: 节点上有未知的键\n提示: 你是想写"),
            "错误：节点上有未知的键\n提示：你是想写"
        );
        assert_eq!(
            full_width_lead_colons("\x1b[1;31m错误\x1b[0m\x1b[1m: 键"),
            "\x1b[1;31m错误\x1b[0m\x1b[1m：键"
        );
        // clap's headings, styled, and an indented hint.
        assert_eq!(
            full_width_lead_colons("\x1b[1m\x1b[4m选项:\x1b[0m\n  提示: 有"),
            "\x1b[1m\x1b[4m选项：\x1b[0m\n  提示：有"
        );
        // English, a colon later in the line, and one already full width stay as they are.
        for kept in [
            "error: key",
            "  -e, --expr: 树",
            "用法：gametree",
            "错误 /x: 键",
        ] {
            assert_eq!(full_width_lead_colons(kept), kept);
        }
    }

    #[test]
    fn a_number_stays_with_the_word_that_counts_it() {
        // Room for `共 7` but not `共 7 项`: the line breaks before the number.
        let out = wrap("共 7 项", 5, "", "");
        assert_eq!(out, "共\n7 项");
        let out = wrap("共7项", 3, "", "");
        assert_eq!(out, "共\n7项");
        // A word that is not Chinese after a number may go to the next line.
        assert_eq!(wrap("leaf 7 items", 7, "", ""), "leaf 7\nitems");
    }

    #[test]
    fn a_name_stays_with_its_value() {
        assert_eq!(
            wrap("skip C2 = 4 and C3 = 6", 18, "", ""),
            "skip C2 = 4 and\nC3 = 6"
        );
        assert_eq!(wrap("跳过 C3 = 6", 8, "", ""), "跳过\nC3 = 6");
    }

    #[test]
    fn wraps_at_spaces_with_a_hanging_indent() {
        let text = "missing from your pruned list: leaf 6 (C3 = 6) is pruned at step 12";
        let out = wrap(text, 30, "  ✗ ", "    ");
        assert_eq!(
            out,
            "  ✗ missing from your pruned\n    list: leaf 6 (C3 = 6) is\n    pruned at step 12"
        );
        assert!(out.lines().all(|l| width(l) <= 30));
    }

    #[test]
    fn keeps_short_text_and_its_spacing() {
        assert_eq!(
            wrap("A 10   B 10   (same)", 80, "", ""),
            "A 10   B 10   (same)"
        );
        assert_eq!(wrap("", 80, "  ", "  "), "");
    }

    #[test]
    fn breaks_words_longer_than_a_line() {
        let out = wrap("see 1.2.3.4.5.6.7.8.9.10.11.12", 10, "", "  ");
        assert!(out.lines().all(|l| width(l) <= 10), "{out}");
        assert_eq!(
            out.replace(['\n', ' '], ""),
            "see1.2.3.4.5.6.7.8.9.10.11.12"
        );
    }

    #[test]
    fn a_sign_stays_with_its_number() {
        assert_eq!(
            wrap("so it gives ≤ 2 here", 13, "", ""),
            "so it gives\n≤ 2 here"
        );
        assert_eq!(wrap("a = b", 80, "", ""), "a = b");
        assert_eq!(wrap("ends with ≤", 80, "", ""), "ends with ≤");
        assert_eq!(wrap("bounds in [-2, 2]", 14, "", ""), "bounds in\n[-2, 2]");
        // A long bracketed aside still wraps.
        let aside = "(and here is a long remark in brackets)";
        assert!(wrap(aside, 20, "", "").lines().count() > 1);
    }

    #[test]
    fn chinese_breaks_between_characters_but_not_before_closing_punctuation() {
        let text = "所以 A 处的 MAX 永远不会选择 C，跳过叶节点 5 (4) 和 6 (6)";
        for max in 8..40 {
            let out = wrap(text, max, "", "  ");
            assert!(out.lines().all(|l| width(l) <= max), "{max}: {out}");
            assert!(
                !out.lines().any(|l| l.trim_start().starts_with('，')),
                "{max}: {out}"
            );
            assert_eq!(out.replace(['\n', ' '], ""), text.replace(' ', ""));
        }
        // A run of Chinese with no spaces fills the line rather than breaking early.
        assert_eq!(wrap("搜索从未看过这里", 8, "", ""), "搜索从未\n看过这里");
    }

    #[test]
    fn styled_width_skips_sgr() {
        assert_eq!(width_of_styled("\x1b[1m#\x1b[0m   node ≤"), 10);
    }

    #[test]
    fn keeps_line_breaks_and_counts_display_columns() {
        assert_eq!(wrap("ab\ncd", 80, "* ", "  "), "* ab\n  cd");
        // Wide characters take two columns each.
        assert_eq!(wrap("漢字 漢字", 6, "", ""), "漢字\n漢字");
    }
}
