//! Messages put into words: a [`Message`] the core handed out, worded from the catalogue in
//! this thread's language. This is the one place the core's messages become text.

use std::fmt;

use crate::i18n::{self, Args, Value};
use crate::message::{Arg, Message};

/// The message in words, in this thread's language.
pub fn say(m: &Message) -> String {
    match m {
        Message::Text(text) => text.clone(),
        Message::Seq(parts) => parts.iter().map(say).collect(),
        Message::ClosedUp(m) => i18n::close_up(&say(m)),
        Message::Catalogue { key, args } if args.is_empty() => i18n::message(key, None),
        Message::Catalogue { key, args } => {
            let mut fluent = Args::new();
            for (name, arg) in args {
                fluent.set(*name, value(arg));
            }
            i18n::message(key, Some(&fluent))
        }
    }
}

/// An argument as the catalogue takes it: numbers stay numbers (they choose plural forms),
/// everything else becomes text.
fn value(arg: &Arg) -> Value<'static> {
    match arg {
        Arg::Int(n) => Value::from(*n),
        Arg::Float(x) => Value::from(*x),
        other => Value::from(text(other)),
    }
}

/// An argument in words.
fn text(arg: &Arg) -> String {
    match arg {
        Arg::Text(t) => t.clone(),
        Arg::Int(n) => n.to_string(),
        Arg::Float(x) => x.to_string(),
        Arg::Message(m) => say(m),
        Arg::List {
            items,
            separator,
            last,
        } => {
            let words: Vec<String> = items.iter().map(text).collect();
            let sep = i18n::message(separator, None);
            match (last, words.split_last()) {
                (Some(last), Some((tail, init))) if !init.is_empty() => {
                    format!("{}{}{tail}", init.join(&sep), i18n::message(last, None))
                }
                _ => words.join(&sep),
            }
        }
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with};
    use crate::message::msg;

    #[test]
    fn a_message_is_worded_as_tr_words_it() {
        let m = msg!("err-duplicate-key", key = "max");
        assert_eq!(say(&m), crate::i18n::tr!("err-duplicate-key", key = "max"));
        assert_eq!(m.key(), Some("err-duplicate-key"));
        assert_eq!(m.arg("key"), Some(&Arg::Text("max".into())));
    }

    #[test]
    fn lists_join_with_the_catalogues_separators() {
        let list = Arg::list_with_last(["A", "B", "C"], "list-separator", "list-or");
        let expect = format!(
            "A{sep}B{or}C",
            sep = crate::i18n::tr!("list-separator"),
            or = crate::i18n::tr!("list-or")
        );
        assert_eq!(text(&list), expect);
        assert_eq!(
            text(&Arg::list_with_last(["A"], "list-separator", "list-or")),
            "A"
        );
    }

    #[test]
    fn english_yaml_messages_are_the_parsers_words() {
        for (sentence, key) in crate::parse::yaml_words::SENTENCES {
            assert_eq!(
                with(Lang::ENGLISH, || say(&crate::parse::yaml_words::in_words(
                    sentence
                ))),
                *sentence,
                "{key}"
            );
        }
        assert_eq!(
            say(&crate::parse::yaml_words::in_words(
                "unexpected character: `%'"
            )),
            "unexpected character: `%'"
        );
        assert_eq!(
            say(&crate::parse::yaml_words::in_words("some newer message")),
            "some newer message"
        );
    }

    #[test]
    fn yaml_parser_messages_are_translated() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        for (sentence, key) in crate::parse::yaml_words::SENTENCES {
            let text = with(zh, || say(&crate::parse::yaml_words::in_words(sentence)));
            assert_ne!(text, *sentence, "{key} has no Chinese");
            assert!(!text.is_ascii(), "{key}: {text}");
        }
        let c = with(zh, || {
            say(&crate::parse::yaml_words::in_words(
                "unexpected character: `%'",
            ))
        });
        assert!(c.contains('%') && !c.contains("unexpected"), "{c}");
        assert_eq!(
            with(zh, || say(&crate::parse::yaml_words::in_words(
                "some newer message"
            ))),
            "some newer message"
        );
    }
}
