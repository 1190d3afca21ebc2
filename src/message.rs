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
    /// program (a parser's own message).
    Text(String),
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

    /// The catalogue key, or `None` for text already in words.
    pub fn key(&self) -> Option<&'static str> {
        match self {
            Message::Catalogue { key, .. } => Some(key),
            Message::Text(_) => None,
        }
    }

    /// The argument `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        match self {
            Message::Catalogue { args, .. } => {
                args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
            }
            Message::Text(_) => None,
        }
    }
}

impl Arg {
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
