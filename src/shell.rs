//! Command lines as a POSIX shell splits them into words, for the commands gametree prints
//! for people to copy (help examples, the command an exam key was made by) and lays out.

/// The words of `command`: split at spaces outside quotes, a quoted argument (`'12 May
/// 2026'`, `"a b"`) and what is joined to it being one word, and a backslash outside single
/// quotes taking the next character as it is (`'it'\''s'` is one word).
pub fn words(command: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in command.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"') | None, '\\') => escaped = true,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, ' ') => {
                if let Some(s) = start.take() {
                    out.push(&command[s..i]);
                }
                continue;
            }
            (None, _) => {}
        }
        start.get_or_insert(i);
    }
    if let Some(s) = start {
        out.push(&command[s..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_arguments_are_one_word() {
        assert_eq!(
            words("gametree exam --title '期中 考试' -o e/"),
            ["gametree", "exam", "--title", "'期中 考试'", "-o", "e/"]
        );
        assert_eq!(
            words("gametree  x --date \"12 May\"  > out.txt"),
            ["gametree", "x", "--date", "\"12 May\"", ">", "out.txt"]
        );
    }

    #[test]
    fn a_quote_written_inside_a_quoted_word_keeps_it_one_word() {
        // As an exam key writes a title with a quote in it: 'it'\''s 1'.
        assert_eq!(
            words("gametree exam --title 'it'\\''s 1' --count 2"),
            [
                "gametree",
                "exam",
                "--title",
                "'it'\\''s 1'",
                "--count",
                "2"
            ]
        );
        assert_eq!(words("a\\ b c"), ["a\\ b", "c"]);
    }
}
