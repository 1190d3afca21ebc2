//! A help text's examples laid out for the width they are shown at.
//!
//! An example is a command a reader copies, often with a comment after it, aligned with its
//! neighbours'. Wrapped as prose, a long one breaks inside an argument (`--date '12 May` /
//! `2026'`) and its comment's tail lands where a command would. So an example too wide for
//! the line is laid out as a shell would read it: its comment on a line of its own above it,
//! then the command, broken between words where needed (an option kept with its value),
//! each broken line ending in ` \` and the next indented under it.

use crate::render::wrap::width;

/// How far an example's own lines are indented, and a broken command's continuation lines.
const INDENT: &str = "  ";
const CONTINUED: &str = "      ";

/// The example paragraph `p` (a heading line, then indented examples) with every example
/// fitting in `columns`, where it can; examples that fit are left as written.
pub(super) fn lay_out(p: &str, columns: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut lines = p.lines().peekable();
    while let Some(line) = lines.next() {
        // A command already broken by hand (` \`) is one example with its continuations.
        let mut written = vec![line];
        while written.last().is_some_and(|l| l.ends_with(" \\"))
            && let Some(next) = lines.next_if(|n| n.starts_with(' '))
        {
            written.push(next);
        }
        if !line.starts_with(INDENT) || written.iter().all(|l| width(l) <= columns) {
            // The heading, and examples that fit: as written, hand breaks and all.
            out.extend(written.iter().map(|l| l.to_string()));
            continue;
        }
        let example = written
            .iter()
            .map(|l| l.trim().trim_end_matches('\\').trim_end())
            .collect::<Vec<_>>()
            .join(" ");
        let (command, comment) = split_comment(&example);
        if let Some(comment) = comment {
            // Its comment closer after it, if that is all it takes; else above it.
            let closer = format!("{INDENT}{command}  # {comment}");
            if width(&closer) <= columns {
                out.push(closer);
                continue;
            }
            out.push(format!("{INDENT}# {comment}"));
        }
        out.extend(break_command(command, columns));
    }
    out.join("\n")
}

/// A command and the comment after it (`cmd   # what it does`), if any. A `#` inside
/// quotes, or not after a space, is the command's own.
fn split_comment(example: &str) -> (&str, Option<&str>) {
    let mut quote: Option<char> = None;
    let mut prev = ' ';
    for (i, c) in example.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '#' && prev == ' ' => {
                return (example[..i].trim_end(), Some(example[i + 1..].trim()));
            }
            None => {}
        }
        prev = c;
    }
    (example, None)
}

/// `command` on as few lines of `columns` as it takes, broken between words where a line is
/// full (never inside a quoted argument), an option going down with its value.
fn break_command(command: &str, columns: usize) -> Vec<String> {
    let words = crate::shell::words(command);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::from(INDENT);
    let mut first_on_line = true;
    for (i, w) in words.iter().enumerate() {
        // The room a word needs where it goes: a space before it, and ` \` after it unless
        // it is the command's last.
        let tail = if i + 1 < words.len() { 2 } else { 0 };
        let fits = width(&line) + 1 + width(w) + tail <= columns;
        if !first_on_line && !fits {
            let carry = if !w.starts_with('-')
                && i > 0
                && leads(words[i - 1])
                && width(&line) > width(CONTINUED) + width(words[i - 1])
            {
                // The option (or redirection) before this word goes down with it.
                let cut = line.len() - words[i - 1].len();
                let option = line[cut..].to_string();
                line.truncate(cut);
                Some(option)
            } else {
                None
            };
            lines.push(format!("{} \\", line.trim_end()));
            line = String::from(CONTINUED);
            if let Some(option) = carry {
                line.push_str(&option);
                line.push(' ');
            }
            first_on_line = true;
        }
        if !first_on_line {
            line.push(' ');
        }
        line.push_str(w);
        first_on_line = false;
    }
    lines.push(line);
    lines
}

/// Whether `word` belongs with the word after it: an option before its value, a
/// redirection before its file, `|` or `&&` before the command they start.
fn leads(word: &str) -> bool {
    word.starts_with('-') || matches!(word, ">" | ">>" | "<" | "|" | "&&")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widest(text: &str) -> usize {
        text.lines().map(width).max().unwrap_or(0)
    }

    #[test]
    fn a_long_example_puts_its_comment_above_and_breaks_before_options() {
        let p = "Examples:\n  gametree exam --seed 5 --title 'Midterm 1' --course 'CS 188' --date '12 May 2026' -o exam/   # a titled set\n  gametree eval t.yaml   # short";
        let out = lay_out(p, 60);
        assert_eq!(
            out,
            "Examples:\n  # a titled set\n  gametree exam --seed 5 --title 'Midterm 1' \\\n      --course 'CS 188' --date '12 May 2026' -o exam/\n  gametree eval t.yaml   # short"
        );
        assert!(widest(&out) <= 60, "{out}");
    }

    #[test]
    fn an_option_and_its_value_go_down_together() {
        let out = break_command("gametree check tree.yaml --answers submissions/", 40);
        assert_eq!(
            out,
            [
                "  gametree check tree.yaml \\",
                "      --answers submissions/"
            ]
        );
        let out = break_command("gametree check t.yaml --format csv > grades.csv", 44);
        assert_eq!(
            out,
            [
                "  gametree check t.yaml --format csv \\",
                "      > grades.csv"
            ]
        );
    }

    #[test]
    fn examples_that_fit_are_left_as_written_and_a_quoted_hash_is_no_comment() {
        let p = "Examples:\n  gametree exam --seed 5 --title 'Q #1' \\\n      --count 2\n  gametree a    # one";
        assert_eq!(lay_out(p, 80), p);
        assert_eq!(
            split_comment("gametree x --title 'Q #1'   # why"),
            ("gametree x --title 'Q #1'", Some("why"))
        );
        assert_eq!(split_comment("gametree x a#b"), ("gametree x a#b", None));
    }

    #[test]
    fn a_hand_broken_example_too_wide_is_broken_again_for_the_width() {
        let p = "Examples:\n  gametree exam --seed 5 --title 'Midterm 1' --course 'CS 188' \\\n      --date '12 May 2026' --name-line";
        let out = lay_out(p, 50);
        assert!(widest(&out) <= 50, "{out}");
        assert!(out.contains("--date '12 May 2026'"), "{out}");
        assert_eq!(
            out.matches(" \\\n").count() + 1,
            out.lines().count() - 1,
            "{out}"
        );
    }
}
