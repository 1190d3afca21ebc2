//! The library's error for bad input: what is wrong, in which file, at which line and node.
//!
//! Every rule of the tree format has its own [`ErrorKind`], so tests and callers can match on
//! the rule rather than on wording. Rendering (the snippet with a caret) happens once, at the
//! command-line edge.

use crate::message::{Message, msg};
use crate::tree::Pos;

/// Which rule the input broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The file could not be read.
    Io,
    /// Not valid YAML.
    Syntax,
    /// Nested deeper than the YAML parser supports.
    TooDeep,
    /// Valid YAML, but not the shape of a tree file (a list where a node belongs, …).
    Shape,
    /// A key the format does not know.
    UnknownKey,
    /// The same key twice in one map.
    DuplicateKey,
    /// A node with two kinds (`max` and `min`, or `max` and `value`).
    TwoKinds,
    /// A map that is no node: neither `max`, `min`, `chance` nor `value`.
    NoKind,
    /// An empty children list.
    EmptyChildren,
    /// A probability outside (0, 1], or not a number.
    BadProbability,
    /// A chance node whose probabilities do not sum to 1, or are given for some children only.
    ProbabilitySum,
    /// `p` on a node whose parent is not a chance node.
    ProbabilityWithoutChance,
    /// Two nodes with the same `id`.
    DuplicateId,
    /// An `id` that looks like a path (or `root`) but is not that node's path.
    PathLikeId,
    /// A value that is not a number.
    NotANumber,
    /// NaN, or a decimal a float cannot hold: beyond the largest (`1e400`), or not 0 but
    /// closer to 0 than the smallest (`1e-400`).
    NotFinite,
    /// A leaf outside the declared `bounds`.
    OutOfBounds,
    /// `bounds` that are not two numbers `[L, U]` with `L < U`.
    BadBounds,
    /// An `expect` or answer entry that is malformed or names a node that does not exist.
    BadAnswer,
    /// A shared node (`ref`, alias) that refers to nothing, or one that makes a cycle.
    BadReference,
    /// Unfolding shared nodes would make the tree larger than the limit (an alias bomb).
    TooLarge,
    /// A search option that does not fit the tree (a depth limit without `eval`, …).
    Search,
}

/// Bad input: the message, where it is, and the node concerned.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct InputError {
    /// The rule broken.
    pub kind: ErrorKind,
    /// One sentence saying what is wrong, not yet in words (`render::say` words it).
    pub message: Box<Message>,
    /// The file (or `<stdin>`, `<inline>`), filled in by whoever knows it.
    pub file: Option<String>,
    /// The command-line flag the error is about (`--bounds`), where a flag, not the file,
    /// is what is wrong.
    pub flag: Option<Box<str>>,
    /// Where in the file, when known.
    pub pos: Option<Pos>,
    /// The node concerned (its label or path), when there is one.
    pub node: Option<String>,
    /// A hint on how to fix it, not yet in words.
    pub help: Option<Box<Message>>,
}

impl InputError {
    /// An error of `kind` with a message and no position yet.
    pub fn new(kind: ErrorKind, message: impl Into<Message>) -> Self {
        InputError {
            kind,
            message: Box::new(message.into()),
            file: None,
            flag: None,
            pos: None,
            node: None,
            help: None,
        }
    }

    /// Sets the position (ignored when the position is unknown, line 0).
    pub fn at(mut self, pos: Pos) -> Self {
        if pos.line > 0 {
            self.pos = Some(pos);
        }
        self
    }

    /// Names the node concerned.
    pub fn node(mut self, node: impl Into<String>) -> Self {
        self.node = Some(node.into());
        self
    }

    /// A tree bigger than the caller allows: the message names the limit and the flag that
    /// raises it.
    pub fn too_many_nodes(max: usize) -> Self {
        InputError::new(ErrorKind::TooLarge, msg!("err-too-many-nodes", max = max))
            .help(msg!("help-too-many-nodes"))
    }

    /// Adds a hint.
    pub fn help(mut self, help: impl Into<Message>) -> Self {
        self.help = Some(Box::new(help.into()));
        self
    }

    /// Names the command-line flag the error is about.
    pub fn for_flag(mut self, flag: impl Into<String>) -> Self {
        self.flag = Some(flag.into().into_boxed_str());
        self
    }

    /// Names the file.
    pub fn in_file(mut self, file: impl Into<String>) -> Self {
        if self.file.is_none() {
            self.file = Some(file.into());
        }
        self
    }
}

/// Why reading or writing a file failed: the reasons people meet (no such file, no
/// permission, a folder where a file was meant) as catalogue messages, any other as the
/// operating system words it. Every command says it this way.
pub fn io_cause(e: &std::io::Error) -> Message {
    use std::io::ErrorKind as K;
    let key = match e.kind() {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission",
        K::IsADirectory => "io-is-folder",
        K::NotADirectory => "io-not-folder",
        K::AlreadyExists => "io-exists",
        K::ReadOnlyFilesystem => "io-read-only",
        K::StorageFull => "io-disk-full",
        K::InvalidData => "io-not-text",
        _ => return Message::Text(e.to_string()),
    };
    Message::new(key)
}

/// Result with [`InputError`].
pub type Result<T, E = InputError> = std::result::Result<T, E>;
