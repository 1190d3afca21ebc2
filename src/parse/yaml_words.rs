//! The YAML parser's own messages in the reader's language.
//!
//! saphyr-parser reports in fixed English sentences ("while parsing node, found unknown
//! anchor"). Each one we know is a catalogue message whose English is the parser's sentence
//! word for word, so English output is the parser's; a sentence not in the table (a newer
//! parser's) is shown as the parser wrote it.

use crate::message::{Arg, Message, msg};

/// The parser's sentences and the catalogue message for each.
pub(crate) const SENTENCES: &[(&str, &str)] = &[
    (
        "while parsing node, found unknown anchor",
        "yaml-says-unknown-anchor",
    ),
    (
        "while parsing anchor, found duplicated anchor",
        "yaml-says-duplicate-anchor",
    ),
    (
        "while parsing a block mapping, did not find expected key",
        "yaml-says-expected-key",
    ),
    (
        "while parsing a block collection, did not find expected '-' indicator",
        "yaml-says-expected-dash",
    ),
    (
        "while parsing a node, did not find expected node content",
        "yaml-says-expected-content",
    ),
    (
        "while parsing a flow sequence, expected ',' or ']'",
        "yaml-says-flow-sequence",
    ),
    (
        "while parsing a flow mapping, did not find expected ',' or '}'",
        "yaml-says-flow-mapping",
    ),
    (
        r#""-" is only valid inside a block"#,
        "yaml-says-dash-in-flow",
    ),
    (
        "mapping values are not allowed in this context",
        "yaml-says-no-mapping-values",
    ),
    (
        "mapping keys are not allowed in this context",
        "yaml-says-no-mapping-keys",
    ),
    (
        "block sequence entries are not allowed in this context",
        "yaml-says-no-block-entries",
    ),
    (
        "did not find expected next token",
        "yaml-says-expected-token",
    ),
    ("simple key expected", "yaml-says-simple-key"),
    ("simple key expect ':'", "yaml-says-simple-key-colon"),
    ("tab cannot be used as indentation", "yaml-says-tab-indent"),
    ("tabs disallowed in this context", "yaml-says-tab-here"),
    (
        "tabs disallowed within this context (block indentation)",
        "yaml-says-tab-block",
    ),
    (
        "while scanning a plain scalar, found a tab",
        "yaml-says-tab-plain",
    ),
    (
        "a block scalar content cannot start with a tab",
        "yaml-says-tab-block-scalar",
    ),
    (
        "while scanning a quoted scalar, found unexpected end of stream",
        "yaml-says-quote-open",
    ),
    (
        "while scanning a quoted scalar, found unexpected document indicator",
        "yaml-says-quote-document",
    ),
    (
        "invalid trailing content after double-quoted scalar",
        "yaml-says-quote-trailing",
    ),
    (
        "while parsing a quoted scalar, found unknown escape character",
        "yaml-says-quote-escape",
    ),
    ("invalid indentation", "yaml-says-indent"),
    (
        "invalid indentation in flow construct",
        "yaml-says-indent-flow",
    ),
    (
        "invalid indentation in quoted scalar",
        "yaml-says-indent-quoted",
    ),
    (
        "wrongly indented line in block scalar",
        "yaml-says-indent-block-scalar",
    ),
    ("misplaced bracket", "yaml-says-bracket"),
    ("unexpected end of plain scalar", "yaml-says-plain-end"),
    ("unexpected eof", "yaml-says-eof"),
    ("found unprintable character", "yaml-says-unprintable"),
    (
        "':' must be followed by a valid YAML whitespace",
        "yaml-says-colon-space",
    ),
    (
        "'-' must be followed by a valid YAML whitespace",
        "yaml-says-dash-space",
    ),
    (
        "':' may not precede any of `[{` in flow mapping",
        "yaml-says-colon-bracket",
    ),
    (
        "illegal placement of ':' indicator",
        "yaml-says-colon-placement",
    ),
    (
        "plain scalar cannot start with '-' followed by ,[]{}",
        "yaml-says-plain-dash",
    ),
    (
        "invalid content after document end marker",
        "yaml-says-after-document-end",
    ),
    (
        "while scanning an anchor or alias, did not find expected alphabetic or numeric character",
        "yaml-says-anchor-name",
    ),
    (
        "comment intercepting the multiline text",
        "yaml-says-comment-in-text",
    ),
    (
        "a byte order mark must not appear inside a document",
        "yaml-says-byte-order-mark",
    ),
    ("found incompatible YAML document", "yaml-says-incompatible"),
];

/// The parser's sentence before the character it did not expect: "unexpected character: `%'".
const UNEXPECTED_CHARACTER: (&str, &str) = ("unexpected character: `", "'");

/// `info`, a message of the YAML parser, as a message of the catalogue (whose English is the
/// parser's sentence word for word), or as the parser wrote it when it is not in the table.
pub(crate) fn in_words(info: &str) -> Message {
    if let Some((_, key)) = SENTENCES.iter().find(|(s, _)| *s == info) {
        return Message::new(key);
    }
    let (before, after) = UNEXPECTED_CHARACTER;
    if let Some(c) = info
        .strip_prefix(before)
        .and_then(|rest| rest.strip_suffix(after))
    {
        return msg!("yaml-says-unexpected-character", char = c);
    }
    Message::Text(info.to_string())
}

/// The parser's sentence behind `message`, an error made from one (`err-yaml` with the
/// parser's message as `info`, see [`in_words`]), for the recognisers of common mistakes,
/// which read the parser's English in every language; `None` for any other message.
pub(crate) fn parser_sentence(message: &Message) -> Option<String> {
    let Some(Arg::Message(info)) = message
        .arg("info")
        .filter(|_| message.key() == Some("err-yaml"))
    else {
        return None;
    };
    match info.as_ref() {
        Message::Text(text) => Some(text.clone()),
        Message::Seq(_) | Message::ClosedUp(_) => None,
        Message::Catalogue { key, args } => {
            if let Some((sentence, _)) = SENTENCES.iter().find(|(_, k)| k == key) {
                return Some(sentence.to_string());
            }
            match args.first() {
                Some((_, Arg::Text(c))) if *key == "yaml-says-unexpected-character" => {
                    let (before, after) = UNEXPECTED_CHARACTER;
                    Some(format!("{before}{c}{after}"))
                }
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mistake_recognisers_read_the_parsers_english_whatever_the_words() {
        for (sentence, key) in SENTENCES {
            let made = msg!("err-yaml", info = in_words(sentence));
            assert_eq!(parser_sentence(&made).as_deref(), Some(*sentence), "{key}");
        }
        let made = msg!("err-yaml", info = in_words("unexpected character: `%'"));
        assert_eq!(
            parser_sentence(&made).as_deref(),
            Some("unexpected character: `%'")
        );
        let made = msg!("err-yaml", info = in_words("some newer message"));
        assert_eq!(
            parser_sentence(&made).as_deref(),
            Some("some newer message")
        );
        assert_eq!(parser_sentence(&msg!("err-no-root")), None);
    }
}
