//! The size of every node shape in a `gametree dot` picture: all nodes of one kind the same
//! size (MAX and MIN triangles one size), fitted to the widest label of that kind in the
//! picture, as textbooks draw them.
//!
//! Left to itself Graphviz fits each shape to its own label, so a triangle named `root` came
//! out wider than one named `1`, and one with a long line (`below depth limit`) nearly four
//! times as wide as its siblings, flat. Here the text is measured before Graphviz sees it, by
//! an estimate that errs wide (the fonts are Graphviz's to choose), every shape of a kind gets
//! the size its widest label needs, and `fixedsize` makes Graphviz keep it. A line too long
//! for a compact shape is broken or cut ([`fit_inside`]).

use crate::tree::Kind;

/// Font size of the text inside a node, in points (the DOT's node `fontsize`).
pub const NODE_FONT: f64 = 11.0;

/// The margin between a node's text and its shape, in inches, x then y (the DOT's node
/// `margin`): Graphviz adds it on each side.
pub const MARGIN: (f64, f64) = (0.05, 0.03);

/// Widest line inside a triangle or circle, in points: ten characters or so (`Recapture`,
/// `probe ≥ 3`, `-12 (eval)`, `depth limit`). A triangle is about one and a half times as
/// wide as its text, so one longer line would widen every triangle of the picture.
const INSIDE_POLYGON: f64 = 72.0;

/// Widest line inside a box (a leaf), in points: a box is only as wide as its text, so it
/// takes a longer name (`leaf 1024`, `B12 left`).
const INSIDE_BOX: f64 = 80.0;

/// A triangle's height over its width (the drawn triangle is 3/4 of the height Graphviz is
/// given: it leaves the bottom quarter empty).
const TRIANGLE_HEIGHT: f64 = 0.95;

/// Most lines one line of a label is broken into.
const MOST_PIECES: usize = 3;

/// The width of `line` set at `size` points, estimated on the wide side: per character, about
/// the advance of DejaVu Sans (the widest of the sans-serif fonts Graphviz picks from
/// `Helvetica,Arial,sans-serif`), a full square for CJK and other wide characters, and a
/// point and a half for rounding.
pub fn text_width(line: &str, size: f64) -> f64 {
    let ems: f64 = line
        .chars()
        .map(|c| match c {
            ' ' | '.' | ',' | ':' | ';' | '\'' | '!' | '|' | 'i' | 'j' | 'l' | 'I' | '(' | ')'
            | '[' | ']' | '{' | '}' | '`' | '-' => 0.4,
            'r' | 't' | 'f' => 0.45,
            'm' | 'w' | 'M' | 'W' | '@' | '%' => 1.0,
            c if c.is_ascii_uppercase() => 0.85,
            c if c.is_ascii() => 0.65,
            c if unicode_width::UnicodeWidthChar::width(c) == Some(2) => 1.05,
            _ => 0.9,
        })
        .sum();
    // Graphviz rounds each line's width up to whole points.
    ems * size + 1.5
}

/// The width of `line` set at `size` points as Graphviz most likely sets it, for estimates
/// that should err neither way: per character, the advance of Arial and Helvetica (and of
/// Liberation Sans and Nimbus Sans, which fontconfig gives for them), a full square for CJK
/// and other wide characters.
pub fn likely_width(line: &str, size: f64) -> f64 {
    let ems: f64 =
        line.chars()
            .map(|c| match c {
                'i' | 'j' | 'l' | '\'' => 0.23,
                ' ' | '.' | ',' | ':' | ';' | '!' | '|' | 'I' | '/' | '[' | ']' | 'f' | 't'
                | '·' => 0.28,
                '(' | ')' | '{' | '}' | '-' | 'r' | '`' | '"' => 0.33,
                'c' | 'k' | 's' | 'v' | 'x' | 'y' | 'z' | 'J' | '^' | '▸' => 0.5,
                'C' | 'D' | 'H' | 'N' | 'R' | 'U' | 'w' | '∞' => 0.72,
                'G' | 'O' | 'Q' => 0.78,
                'm' | 'M' => 0.83,
                'W' | '@' | '%' | '…' | '→' => 0.95,
                '=' | '+' | '<' | '>' | '~' | '−' | '×' => 0.59,
                c if c.is_ascii_uppercase() => 0.67,
                c if c.is_ascii() => 0.55,
                c if unicode_width::UnicodeWidthChar::width(c) == Some(2) => 1.0,
                _ => 0.58,
            })
            .sum();
    ems * size
}

/// One line of a node's label, by what may be done to it to fit the shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    /// The node's name: broken at spaces, and cut short with `…` past [`MOST_PIECES`] lines
    /// or where one word is too wide (an SVG's tooltip has it whole).
    Name(String),
    /// A value or bound (`≈-0.6470588235`, `probe ≥ 3`): drawn whole, whatever its width.
    Value(String),
    /// A note (`below depth limit`): broken at spaces, never cut.
    Note(String),
}

/// The lines of a node's label as drawn inside a shape of `kind`: a name or note too wide
/// for it is broken at spaces (`below depth limit` into `below` and `depth limit`), and a
/// name cut, so that one long name or note never widens every shape of the picture.
pub fn fit_inside(kind: Kind, lines: &[Line]) -> Vec<String> {
    let widest = if kind == Kind::Leaf {
        INSIDE_BOX
    } else {
        INSIDE_POLYGON
    };
    let fits = |t: &str| text_width(t, NODE_FONT) <= widest;
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        let (text, cuts) = match line {
            Line::Value(t) => {
                out.push(t.clone());
                continue;
            }
            Line::Name(t) => (t, true),
            Line::Note(t) => (t, false),
        };
        if fits(text) {
            out.push(text.clone());
            continue;
        }
        let mut pieces: Vec<String> = Vec::new();
        for word in text.split(' ') {
            let joined = pieces.last().map(|last| format!("{last} {word}"));
            match (joined, pieces.len()) {
                (Some(j), n) if fits(&j) || (!cuts && n == MOST_PIECES) => {
                    *pieces.last_mut().expect("joined") = j
                }
                (_, MOST_PIECES) => {
                    // No room left: the rest of a name is cut.
                    pieces.last_mut().expect("MOST_PIECES > 0").push_str(" …");
                    break;
                }
                _ => pieces.push(word.to_string()),
            }
        }
        for piece in &mut pieces {
            if cuts && !fits(piece) {
                *piece = cut(piece, &fits);
            }
        }
        out.extend(pieces);
    }
    out
}

/// The longest start of `text` that, with `…` after it, `fits`.
fn cut(text: &str, fits: &dyn Fn(&str) -> bool) -> String {
    let mut kept = String::new();
    for c in text.chars() {
        kept.push(c);
        if !fits(&format!("{kept}…")) {
            kept.pop();
            break;
        }
    }
    // Never the start of a word alone with nothing shown: at least one character.
    if kept.is_empty() {
        kept.extend(text.chars().next());
    }
    kept.push('…');
    kept
}

/// The widest text and most lines inside the nodes of each kind drawn, and from them the one
/// size of each kind's shape.
#[derive(Clone, Debug, Default)]
pub struct Sizes {
    /// Per kind (in [`slot`] order): the widest line in points and the most lines.
    text: [(f64, usize); 3],
}

/// A kind's place in [`Sizes`]. MAX and MIN share one: a textbook's triangles are one size,
/// whichever way up.
fn slot(kind: Kind) -> usize {
    match kind {
        Kind::Max | Kind::Min => 0,
        Kind::Chance => 1,
        Kind::Leaf => 2,
    }
}

impl Sizes {
    /// Counts the lines drawn inside one node of `kind`.
    pub fn add(&mut self, kind: Kind, lines: &[String]) {
        let (wide, count) = &mut self.text[slot(kind)];
        for l in lines {
            *wide = wide.max(text_width(l, NODE_FONT));
        }
        *count = (*count).max(lines.len());
    }

    /// The width and height, in inches, of every shape of `kind`, to hold the widest text
    /// and most lines of the kind with their margins: a box just around them, a circle
    /// around the box (√2 times it, as Graphviz draws one), a triangle as below; never under
    /// Graphviz's least size (0.75 by 0.5 inches, 0.5 for a circle).
    pub fn of(&self, kind: Kind) -> (f64, f64) {
        let (wide, lines) = self.text[slot(kind)];
        // Graphviz's line height is 1.2 times the font size.
        let w = wide + 2.0 * 72.0 * MARGIN.0;
        let h = lines.max(1) as f64 * 1.2 * NODE_FONT + 2.0 * 72.0 * MARGIN.1;
        let (w, h) = match kind {
            Kind::Max | Kind::Min => {
                // Graphviz draws a triangle's base a quarter of the height below the
                // centre, where the text is centred, and its apex at the top: at the height
                // of the text's far edge it is 2/3 · width · (1 − h / height) wide, which
                // must hold the text's width. Tall enough for the text above the base, and
                // about as high as wide, like a textbook's.
                let wide = (1.5 * w + h / TRIANGLE_HEIGHT).max(54.0);
                (wide, (TRIANGLE_HEIGHT * wide).max(2.0 * h + 4.0))
            }
            Kind::Chance => {
                let d = (w.max(h) * std::f64::consts::SQRT_2).max(36.0);
                (d, d)
            }
            Kind::Leaf => (w.max(54.0), h.max(36.0)),
        };
        // In inches, rounded up to hundredths (a big tree's DOT is written node by node).
        let inches = |pt: f64| (pt / 72.0 * 100.0).ceil() / 100.0;
        (inches(w), inches(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wider_text_is_estimated_wider() {
        assert!(text_width("1", 11.0) < text_width("root", 11.0));
        assert!(text_width("leaf 1", 11.0) < text_width("leaf 10", 11.0));
        // The likely width is never more than the wide estimate.
        for line in [
            "root",
            "(≈-0.6470588235, ∞)",
            "cut: 2 ≤ α = 3",
            "MWm@",
            "根",
        ] {
            assert!(likely_width(line, 10.0) < text_width(line, 10.0), "{line}");
        }
        assert!(likely_width("ii", 10.0) < likely_width("mm", 10.0));
        // A CJK character is about a square; a Latin letter narrower.
        assert!(text_width("根", 10.0) >= 10.0);
        assert!(text_width("a", 10.0) < 10.0);
    }

    #[test]
    fn a_kind_is_as_big_as_its_widest_label_needs() {
        let mut sizes = Sizes::default();
        let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        sizes.add(Kind::Max, &lines(&["1", "1"]));
        let small = sizes.of(Kind::Max);
        sizes.add(Kind::Max, &lines(&["root", "2"]));
        let (w, h) = sizes.of(Kind::Max);
        assert!(w > small.0 && h >= small.1, "{small:?} {w} {h}");
        // Never below Graphviz's least size.
        let (lw, lh) = Sizes::default().of(Kind::Leaf);
        assert!(lw >= 0.75 && lh >= 0.5);
        let (cw, ch) = sizes.of(Kind::Chance);
        assert_eq!(cw, ch);
        // Both ways up, triangles are one size.
        assert_eq!(sizes.of(Kind::Min), sizes.of(Kind::Max));
    }

    #[test]
    fn a_long_name_or_note_is_broken_at_spaces_and_a_name_cut() {
        let name = |t: &str| Line::Name(t.to_string());
        let value = |t: &str| Line::Value(t.to_string());
        let note = |t: &str| Line::Note(t.to_string());
        assert_eq!(
            fit_inside(Kind::Max, &[name("1.2.3.4"), value("≤ -12")]),
            ["1.2.3.4", "≤ -12"]
        );
        assert_eq!(
            fit_inside(Kind::Max, &[name("A"), note("below depth limit")]),
            ["A", "below", "depth limit"]
        );
        assert_eq!(
            fit_inside(Kind::Min, &[note("▸ 1,234 nodes not drawn")]),
            ["▸ 1,234", "nodes not", "drawn"]
        );
        assert_eq!(fit_inside(Kind::Leaf, &[name("leaf 1024")]), ["leaf 1024"]);
        // A value is never broken nor cut, however wide.
        assert_eq!(
            fit_inside(Kind::Chance, &[value("≤ ≈-6.818181818")]),
            ["≤ ≈-6.818181818"]
        );
        // One word too long is cut; many words stop after three lines.
        let long = fit_inside(Kind::Max, &[name(&"N".repeat(50))]);
        assert_eq!(long.len(), 1);
        assert!(long[0].ends_with('…') && long[0].len() < 20, "{long:?}");
        let words = fit_inside(Kind::Max, &[name(&"ab ".repeat(100))]);
        assert_eq!(words.len(), 3, "{words:?}");
        assert!(words[2].ends_with('…'), "{words:?}");
        for l in long.iter().chain(&words) {
            assert!(text_width(l, NODE_FONT) <= INSIDE_POLYGON, "{l}");
        }
        // A note too long for three lines keeps the rest on its last.
        let many = fit_inside(Kind::Max, &[note(&"ab ".repeat(100))]);
        assert_eq!(many.len(), 3, "{many:?}");
        assert_eq!(many.concat().matches("ab").count(), 100);
    }
}
