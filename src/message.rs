//! A message for people before it is put into words: which message of the catalogue it is,
//! with its arguments as data.
//!
//! The core (`tree`, `parse`, `search`, `check`) finds what is wrong or what a verdict is and
//! hands it out as a [`Message`]; it never asks the catalogue for words. The one layer above
//! it that makes words, `render` (see `render::say`), turns a message into text in the
//! reader's language. So a caller can match on a message's [`key`](Message::key) and read its
//! arguments without parsing English or Chinese, and the same message can be worded in any
//! language after the fact.

/// A message of the catalogue with its arguments, or text that is already words.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The catalogue's message `key` with named arguments.
    Catalogue {
        /// The message's key in `locales/*/gametree.ftl`.
        key: &'static str,
        /// Its arguments, by name.
        args: Vec<(&'static str, Arg)>,
    },
    /// Text already in words: made by a layer above the core, or quoted from another
    /// program (a parser's own message), or notation that is the same in every language
    /// (`≥ 3`, `B = 3`).
    Text(String),
    /// Messages worded one after the other, as one line: a verdict and the clause a rule
    /// adds to it.
    Seq(Vec<Message>),
    /// A message whose words are closed up where the language writes no space (between
    /// Chinese characters and full-width punctuation), after its parts are put in.
    ClosedUp(Box<Message>),
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text: a name, a path, a value already formatted as people write it.
    Text(String),
    /// A whole number (counts choose plural forms).
    Int(i64),
    /// A number.
    Float(f64),
    /// Another message, worded first and put in as text.
    Message(Box<Message>),
    /// Items joined by the catalogue's `separator`, the last two by `last` when given
    /// (`A, B or C`).
    List {
        /// The items, in order.
        items: Vec<Arg>,
        /// The key of the separator between items.
        separator: &'static str,
        /// The key of the separator before the last item, when it differs.
        last: Option<&'static str>,
    },
}

impl Message {
    /// The catalogue's message `key`, with no arguments yet.
    pub fn new(key: &'static str) -> Message {
        Message::Catalogue {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name` (ignored on text already in words).
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        if let Message::Catalogue { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// No words at all: a clause that does not apply.
    pub fn empty() -> Message {
        Message::Text(String::new())
    }

    /// Whether this is [`Message::empty`].
    pub fn is_empty(&self) -> bool {
        match self {
            Message::Text(t) => t.is_empty(),
            Message::Seq(parts) => parts.iter().all(Message::is_empty),
            Message::ClosedUp(m) => m.is_empty(),
            Message::Catalogue { .. } => false,
        }
    }

    /// `parts` one after the other with the catalogue's `separator` between them.
    pub fn joined(parts: Vec<Message>, separator: &'static str) -> Message {
        let mut seq = Vec::with_capacity(parts.len() * 2);
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                seq.push(Message::new(separator));
            }
            seq.push(part);
        }
        Message::Seq(seq)
    }

    /// This message followed by `more`, as one line.
    pub fn then(self, more: impl Into<Message>) -> Message {
        let more = more.into();
        if more.is_empty() {
            return self;
        }
        match self {
            Message::Seq(mut parts) => {
                parts.push(more);
                Message::Seq(parts)
            }
            first => Message::Seq(vec![first, more]),
        }
    }

    /// The catalogue key (of the first part, for a sequence), or `None` for text already
    /// in words.
    pub fn key(&self) -> Option<&'static str> {
        match self {
            Message::Catalogue { key, .. } => Some(key),
            Message::Seq(parts) => parts.first().and_then(Message::key),
            Message::ClosedUp(m) => m.key(),
            Message::Text(_) => None,
        }
    }

    /// The argument `name`, if the message (the first part of a sequence) has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        match self {
            Message::Catalogue { args, .. } => {
                args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
            }
            Message::Seq(parts) => parts.first().and_then(|m| m.arg(name)),
            Message::ClosedUp(m) => m.arg(name),
            Message::Text(_) => None,
        }
    }

    /// The message with every text in it (at any depth) passed through `f`: how a rule
    /// written once with markers for the number a student writes is filled in with it.
    pub fn map_text(&self, f: &impl Fn(&str) -> String) -> Message {
        match self {
            Message::Catalogue { key, args } => Message::Catalogue {
                key,
                args: args.iter().map(|(n, a)| (*n, a.map_text(f))).collect(),
            },
            Message::Text(t) => Message::Text(f(t)),
            Message::Seq(parts) => Message::Seq(parts.iter().map(|m| m.map_text(f)).collect()),
            Message::ClosedUp(m) => Message::ClosedUp(Box::new(m.map_text(f))),
        }
    }
}

impl Arg {
    fn map_text(&self, f: &impl Fn(&str) -> String) -> Arg {
        match self {
            Arg::Text(t) => Arg::Text(f(t)),
            Arg::Message(m) => Arg::Message(Box::new(m.map_text(f))),
            Arg::List {
                items,
                separator,
                last,
            } => Arg::List {
                items: items.iter().map(|a| a.map_text(f)).collect(),
                separator,
                last: *last,
            },
            other => other.clone(),
        }
    }

    /// Items joined by the catalogue's `separator`.
    pub fn list(items: impl IntoIterator<Item = impl Into<Arg>>, separator: &'static str) -> Arg {
        Arg::List {
            items: items.into_iter().map(Into::into).collect(),
            separator,
            last: None,
        }
    }

    /// Items joined by `separator`, the last two by `last`.
    pub fn list_with_last(
        items: impl IntoIterator<Item = impl Into<Arg>>,
        separator: &'static str,
        last: &'static str,
    ) -> Arg {
        Arg::List {
            items: items.into_iter().map(Into::into).collect(),
            separator,
            last: Some(last),
        }
    }
}

impl From<String> for Message {
    fn from(text: String) -> Message {
        Message::Text(text)
    }
}

impl From<&str> for Message {
    fn from(text: &str) -> Message {
        Message::Text(text.to_string())
    }
}

impl From<&String> for Message {
    fn from(text: &String) -> Message {
        Message::Text(text.clone())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

impl From<&Message> for Arg {
    fn from(m: &Message) -> Arg {
        Arg::Message(Box::new(m.clone()))
    }
}

impl From<f64> for Arg {
    fn from(x: f64) -> Arg {
        Arg::Float(x)
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(n as i64)
            }
        }
    )*};
}
int_arg!(usize, u64, u32, u16, u8, i64, i32);

/// A message of the catalogue: `msg!("key")` or `msg!("key", name = value, count = n)`, as
/// `tr!` takes them, but not yet in words.
macro_rules! msg {
    ($key:expr) => {
        $crate::message::Message::new($key)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::message::Message::new($key)$(.with(stringify!($name), $value))+
    };
}
pub(crate) use msg;
