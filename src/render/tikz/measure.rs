//! How wide a label's type is, estimated from Computer Modern's widths, for the layout to
//! keep labels apart.

use super::escape::cjk_char;

/// Millimetres in a point.
pub(super) const MM_PER_PT: f64 = 0.3515;

/// The width, in millimetres, that `text` (TeX source of a value, a name or a window) takes
/// in type of `pt` points, from Computer Modern's widths in ems, a little generously: the
/// layout must not let labels meet.
pub(super) fn text_width(text: &str, pt: f64) -> f64 {
    // Commands count as their symbol, braces and `$` as nothing.
    let mut em = 0.0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        em += match c {
            '\\' => {
                let mut name = String::new();
                while let Some(&n) = chars.peek() {
                    if !n.is_ascii_alphabetic() {
                        break;
                    }
                    name.push(n);
                    chars.next();
                }
                match name.as_str() {
                    // `\,` and the other one-character commands.
                    "" => {
                        chars.next();
                        0.17
                    }
                    "textsuperscript" => 0.0,
                    "infty" => 1.0,
                    // ≤ ≥ ≈ and the like.
                    _ => 0.78,
                }
            }
            '{' | '}' | '$' => 0.0,
            '0'..='9' => 0.5,
            '.' | ',' => 0.28,
            '(' | ')' | ' ' => 0.39,
            '-' => 0.78,
            '/' => 0.5,
            c if cjk_char(c) => 1.0,
            c if c.is_ascii_lowercase() => 0.55,
            _ => 0.75,
        };
    }
    em * pt * MM_PER_PT * 1.05
}
