//! Text for LaTeX: labels, titles and probabilities escaped so any of them compiles with
//! pdfLaTeX, in English and (with `CJKutf8`) in Chinese.

/// A probability (`1/3`, `0.25`) as math-mode source: only digits, `.`, `/` and `-` pass.
pub(super) fn escape_math(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_digit() || matches!(c, '.' | '/' | '-' | 'e' | '+'))
        .collect()
}

/// Escapes text for LaTeX's text mode, so any label compiles with pdfLaTeX: the ten special
/// characters get their commands, the characters that form ligatures or change meaning in
/// TeX's default fonts (`<`, `>`, `|`, `"`, `` ` ``, `'`, `-`) are written so they print as
/// themselves, brackets are braced (so no text can close an option list), control characters
/// become spaces, and beyond ASCII the accented Latin letters pass while Greek letters and
/// the symbols reports use (≤ ≥ ∞ − – — …) become their commands; anything else becomes `?`.
pub fn escape(text: &str) -> String {
    escape_text(text, false)
}

/// [`escape`] for a document that sets Chinese with `CJKutf8`: Chinese characters and
/// full-width punctuation are kept as they are.
pub fn escape_cjk(text: &str) -> String {
    escape_text(text, true)
}

/// Whether `text` has a Chinese character or CJK punctuation in it: a document that prints
/// it needs `CJKutf8`, whatever its language.
pub fn has_cjk(text: &str) -> bool {
    text.chars().any(cjk_char)
}

/// Whether `c` is a Chinese character or CJK punctuation, which `CJKutf8` sets.
pub(super) fn cjk_char(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
            | '\u{FF00}'..='\u{FFEF}')
}

pub(super) fn escape_text(text: &str, cjk: bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev = ' ';
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let before = std::mem::replace(&mut prev, c);
        match c {
            // A minus sign before a number, as in `α = -2`: math's minus, not a hyphen.
            '-' if !before.is_alphanumeric() && chars.peek().is_some_and(char::is_ascii_digit) => {
                out.push_str("$-$")
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '_' => out.push_str("\\_"),
            '&' => out.push_str("\\&"),
            '%' => out.push_str("\\%"),
            '#' => out.push_str("\\#"),
            '$' => out.push_str("\\$"),
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            '<' => out.push_str("$<$"),
            '>' => out.push_str("$>$"),
            '|' => out.push_str("$|$"),
            '"' => out.push_str("{\\char`\\\"}"),
            '`' => out.push_str("{`}"),
            '\'' => out.push_str("{'}"),
            '-' => out.push_str("{-}"),
            '[' => out.push_str("{[}"),
            ']' => out.push_str("{]}"),
            c if c.is_control() => out.push(' '),
            c if c.is_ascii() => out.push(c),
            c => match symbol(c) {
                Some(s) => out.push_str(s),
                None if latin_letter(c) || (cjk && cjk_char(c)) => out.push(c),
                None => out.push('?'),
            },
        }
    }
    out
}

/// Accented Latin letters that pdfLaTeX's default (OT1) fonts build from accents.
fn latin_letter(c: char) -> bool {
    matches!(c, 'À'..='ÿ') && !matches!(c, '×' | '÷' | 'Ð' | 'Þ' | 'ð' | 'þ')
}

/// The commands for the symbols and Greek letters that reports and labels use.
fn symbol(c: char) -> Option<&'static str> {
    Some(match c {
        '≤' => "$\\le$",
        '≥' => "$\\ge$",
        '≠' => "$\\ne$",
        '≈' => "$\\approx$",
        '∞' => "$\\infty$",
        '−' => "$-$",
        '±' => "$\\pm$",
        '×' => "$\\times$",
        '÷' => "$\\div$",
        '·' => "$\\cdot$",
        '√' => "$\\surd$",
        '–' => "--",
        '—' => "---",
        '…' => "\\dots{}",
        '→' => "$\\to$",
        '←' => "$\\leftarrow$",
        '↑' => "$\\uparrow$",
        '↓' => "$\\downarrow$",
        '‖' => "$\\|$",
        '°' => "$^\\circ$",
        '⁺' => "$^+$",
        '⁻' => "$^-$",
        '“' => "``",
        '”' => "''",
        '‘' => "`",
        '’' => "'",
        '△' | '▲' => "$\\bigtriangleup$",
        '▽' | '▼' => "$\\bigtriangledown$",
        '○' => "$\\bigcirc$",
        'α' => "$\\alpha$",
        'β' => "$\\beta$",
        'γ' => "$\\gamma$",
        'δ' => "$\\delta$",
        'ε' => "$\\varepsilon$",
        'θ' => "$\\theta$",
        'λ' => "$\\lambda$",
        'μ' => "$\\mu$",
        'π' => "$\\pi$",
        'σ' => "$\\sigma$",
        'ω' => "$\\omega$",
        'Δ' => "$\\Delta$",
        'Σ' => "$\\Sigma$",
        'Ω' => "$\\Omega$",
        _ => return None,
    })
}
