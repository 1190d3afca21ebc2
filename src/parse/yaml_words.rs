//! The YAML parser's own messages in the reader's language.
//!
//! saphyr-parser reports in fixed English sentences ("while parsing node, found unknown
//! anchor"). Each one we know is a catalogue message whose English is the parser's sentence
//! word for word, so English output is the parser's; a sentence not in the table (a newer
//! parser's) is shown as the parser wrote it.

use crate::i18n::{message, tr};

/// The parser's sentences and the catalogue message for each.
const SENTENCES: &[(&str, &str)] = &[
    ("while parsing node, found unknown anchor", "yaml-unknown-anchor"),
    ("while parsing anchor, found duplicated anchor", "yaml-duplicate-anchor"),
    (
        "while parsing a block mapping, did not find expected key",
        "yaml-expected-key",
    ),
    (
        "while parsing a block collection, did not find expected '-' indicator",
        "yaml-expected-dash",
    ),
    (
        "while parsing a node, did not find expected node content",
        "yaml-expected-content",
    ),
    (
        "while parsing a flow sequence, expected ',' or ']'",
        "yaml-flow-sequence",
    ),
    (
        "while parsing a flow mapping, did not find expected ',' or '}'",
        "yaml-flow-mapping",
    ),
    (r#""-" is only valid inside a block"#, "yaml-dash-in-flow"),
    (
        "mapping values are not allowed in this context",
        "yaml-no-mapping-values",
    ),
    ("mapping keys are not allowed in this context", "yaml-no-mapping-keys"),
    (
        "block sequence entries are not allowed in this context",
        "yaml-no-block-entries",
    ),
    ("did not find expected next token", "yaml-expected-token"),
    ("simple key expected", "yaml-simple-key"),
    ("simple key expect ':'", "yaml-simple-key-colon"),
    ("tab cannot be used as indentation", "yaml-tab-indent"),
    ("tabs disallowed in this context", "yaml-tab-here"),
    (
        "tabs disallowed within this context (block indentation)",
        "yaml-tab-block",
    ),
    ("while scanning a plain scalar, found a tab", "yaml-tab-plain"),
    ("a block scalar content cannot start with a tab", "yaml-tab-block-scalar"),
    (
        "while scanning a quoted scalar, found unexpected end of stream",
        "yaml-quote-open",
    ),
    (
        "while scanning a quoted scalar, found unexpected document indicator",
        "yaml-quote-document",
    ),
    (
        "invalid trailing content after double-quoted scalar",
        "yaml-quote-trailing",
    ),
    (
        "while parsing a quoted scalar, found unknown escape character",
        "yaml-quote-escape",
    ),
    ("invalid indentation", "yaml-indent"),
    ("invalid indentation in flow construct", "yaml-indent-flow"),
    ("invalid indentation in quoted scalar", "yaml-indent-quoted"),
    ("wrongly indented line in block scalar", "yaml-indent-block-scalar"),
    ("misplaced bracket", "yaml-bracket"),
    ("unexpected end of plain scalar", "yaml-plain-end"),
    ("unexpected eof", "yaml-eof"),
    ("found unprintable character", "yaml-unprintable"),
    (
        "':' must be followed by a valid YAML whitespace",
        "yaml-colon-space",
    ),
    ("'-' must be followed by a valid YAML whitespace", "yaml-dash-space"),
    ("':' may not precede any of `[{` in flow mapping", "yaml-colon-bracket"),
    ("illegal placement of ':' indicator", "yaml-colon-placement"),
    (
        "plain scalar cannot start with '-' followed by ,[]{}",
        "yaml-plain-dash",
    ),
    (
        "invalid content after document end marker",
        "yaml-after-document-end",
    ),
    (
        "while scanning an anchor or alias, did not find expected alphabetic or numeric character",
        "yaml-anchor-name",
    ),
    ("comment intercepting the multiline text", "yaml-comment-in-text"),
    (
        "a byte order mark must not appear inside a document",
        "yaml-byte-order-mark",
    ),
    ("found incompatible YAML document", "yaml-incompatible"),
];

/// The parser's sentence before the character it did not expect: "unexpected character: `%'".
const UNEXPECTED_CHARACTER: (&str, &str) = ("unexpected character: `", "'");

/// `info`, a message of the YAML parser, in the reader's language.
pub(crate) fn in_words(info: &str) -> String {
    if let Some((_, key)) = SENTENCES.iter().find(|(s, _)| *s == info) {
        return message(key, None);
    }
    let (before, after) = UNEXPECTED_CHARACTER;
    if let Some(c) = info
        .strip_prefix(before)
        .and_then(|rest| rest.strip_suffix(after))
    {
        return tr!("yaml-unexpected-character", char = c);
    }
    info.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with};

    #[test]
    fn english_yaml_messages_are_the_parsers_words() {
        for (sentence, key) in SENTENCES {
            assert_eq!(with(Lang::ENGLISH, || in_words(sentence)), *sentence, "{key}");
        }
        assert_eq!(
            in_words("unexpected character: `%'"),
            "unexpected character: `%'"
        );
        assert_eq!(in_words("some newer message"), "some newer message");
    }

    #[test]
    fn yaml_parser_messages_are_translated() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        for (sentence, key) in SENTENCES {
            let text = with(zh, || in_words(sentence));
            assert_ne!(text, *sentence, "{key} has no Chinese");
            assert!(!text.is_ascii(), "{key}: {text}");
        }
        let c = with(zh, || in_words("unexpected character: `%'"));
        assert!(c.contains('%') && !c.contains("unexpected"), "{c}");
        assert_eq!(with(zh, || in_words("some newer message")), "some newer message");
    }
}
