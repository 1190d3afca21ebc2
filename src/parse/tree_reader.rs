//! Parser events straight into the arena: the fast path for the node tree.
//!
//! A tree file can hold millions of nodes, so nodes are never built as intermediate YAML
//! values. Each node is appended to the arena when it opens (pre-order), its children are
//! collected on a side stack and written to the child array as one contiguous slice when its
//! list closes, and every rule of the format is checked on the way with the event's position.
//! The state is an explicit stack: nesting depth costs heap, never call stack.

use crate::message::{Message, msg};
use std::collections::HashMap;

use saphyr_parser::{Event, ScalarStyle};

use super::reader::Reader;
use super::suggest::suggest;
use crate::error::{ErrorKind, InputError, Result};
use crate::num::{self, Probability};
use crate::tree::{Kind, Node, NodeId, Pos, Tree, builder::ProbError, looks_like_path};

/// Most nodes a file may unfold to through aliases, whatever `--max-nodes` says (a guard
/// against alias bombs; also the most a game export writes).
pub const MAX_UNFOLDED_NODES: usize = 50_000_000;

/// Most nodes a tree may have unless the caller allows more (`--max-nodes`): a tree this
/// big, searched and explained, stays within 2 GiB of memory (about 100 bytes a node for
/// the tree and its results, more for the views that explain every step).
pub const DEFAULT_MAX_NODES: usize = 10_000_000;

/// Nodes a file may always unfold to through shared subtrees, however little it writes.
pub const UNFOLD_FLOOR: usize = 2_000_000;

/// Most nodes a file that writes `written` nodes itself may unfold to through aliases and
/// refs: 16 per node written (a shared-subtree export such as connect-3 with symmetry
/// unfolds about 1.6 per node), at least [`UNFOLD_FLOOR`], at most [`MAX_UNFOLDED_NODES`].
/// The budget follows the nodes the file writes, not its bytes: a comment does not raise
/// it. An alias bomb of a few hundred bytes is refused after two million nodes, in a
/// fraction of a second.
pub fn unfold_limit(written: usize) -> usize {
    written
        .saturating_mul(16)
        .clamp(UNFOLD_FLOOR, MAX_UNFOLDED_NODES)
}

const NODE_KEYS: &str = "max, min, chance, value, ref, id, p, eval, noisy, move";

/// The keys a node may have.
pub(crate) const NODE_KEY_LIST: [&str; 9] = [
    "max", "min", "chance", "value", "ref", "id", "p", "eval", "noisy",
];

/// The keys that give a node its kind: one of them per node.
const KIND_KEYS: u16 = 1 | 2 | 4 | 8 | 128;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Key {
    Kind(Kind),
    Value,
    Id,
    P,
    Eval,
    Ref,
    Noisy,
    Move,
}

impl Key {
    fn parse(s: &str) -> Option<Key> {
        Some(match s {
            "max" => Key::Kind(Kind::Max),
            "min" => Key::Kind(Kind::Min),
            "chance" => Key::Kind(Kind::Chance),
            "value" => Key::Value,
            "id" => Key::Id,
            "p" => Key::P,
            "eval" => Key::Eval,
            "ref" => Key::Ref,
            "noisy" => Key::Noisy,
            "move" => Key::Move,
            _ => return None,
        })
    }

    fn bit(self) -> u16 {
        match self {
            Key::Kind(Kind::Max) => 1,
            Key::Kind(Kind::Min) => 2,
            Key::Kind(Kind::Chance) => 4,
            Key::Kind(Kind::Leaf) | Key::Value => 8,
            Key::Id => 16,
            Key::P => 32,
            Key::Eval => 64,
            Key::Ref => 128,
            Key::Noisy => 256,
            Key::Move => 512,
        }
    }
}

enum Frame {
    /// A node written as a map; `key` is the key whose value comes next.
    Map {
        node: u32,
        seen: u16,
        key: Option<(Key, Pos)>,
    },
    /// The children list of `parent`, whose children sit on `pending` from `start`.
    List { parent: u32, start: usize },
}

/// Builds the arena from events.
pub(crate) struct TreeReader {
    tree: Tree,
    stack: Vec<Frame>,
    pending: Vec<NodeId>,
    /// `p` as written, with its position, for nodes that have one.
    probs: HashMap<u32, (Probability, Pos)>,
    /// Nodes written as `ref: ID`, with the id and where: unfolded once the file is read.
    refs: HashMap<u32, (String, Pos)>,
    /// Anchored subtrees: anchor id → first node and one past the last (pre-order range),
    /// and the child-array range their lists occupy.
    anchors: HashMap<usize, (u32, u32, usize, usize)>,
    /// Open nodes with an anchor: node → (anchor id, child-array length when it opened).
    open_anchors: HashMap<u32, (usize, usize)>,
    /// Most nodes the tree may have (`--max-nodes`).
    max_nodes: usize,
    /// Nodes made by copying an anchored subtree (the rest were written in the file).
    copied: usize,
    /// A chance node has been read (every search asks whether the tree has one: told
    /// here, it costs no pass over the nodes).
    saw_chance: bool,
}

impl TreeReader {
    /// A reader for a text of `len` bytes that refuses trees of more than `max_nodes` nodes.
    /// Room is reserved for as many nodes as such a text usually holds (one per 8 bytes: a
    /// generated tree writes about 9); a denser file grows the arena as it goes. Reserving
    /// for the densest possible file would take more address space than the tree.
    pub(crate) fn new(len: usize, max_nodes: usize) -> Self {
        TreeReader {
            tree: Tree::with_capacity((len / 8 + 16).min(max_nodes)),
            stack: Vec::new(),
            pending: Vec::new(),
            probs: HashMap::new(),
            refs: HashMap::new(),
            anchors: HashMap::new(),
            open_anchors: HashMap::new(),
            max_nodes,
            copied: 0,
            saw_chance: false,
        }
    }

    /// Reads one node (the root) whose first event has been taken, through to its end.
    pub(crate) fn read<'a>(
        self,
        reader: &mut Reader<'a>,
        first: Event<'a>,
        pos: Pos,
    ) -> Result<Tree> {
        self.read_events(reader, vec![(first, pos)])
    }

    /// Like [`read`](Self::read), after replaying events already taken from `reader`.
    pub(crate) fn read_events<'a>(
        mut self,
        reader: &mut Reader<'a>,
        taken: Vec<(Event<'a>, Pos)>,
    ) -> Result<Tree> {
        let mut done = false;
        for (event, at) in taken {
            done = self.step(event, at)?;
        }
        while !done {
            let (event, at) = reader.next()?;
            done = self.step(event, at)?;
        }
        if let Some((p, pos)) = self.probs.get(&0) {
            return Err(InputError::new(
                ErrorKind::ProbabilityWithoutChance,
                msg!("err-root-probability", p = p.display()),
            )
            .at(*pos)
            .node("root"));
        }
        if self.refs.is_empty() {
            let _ = self.tree.chance.set(self.saw_chance);
            Ok(self.tree)
        } else {
            let written = self.tree.len() - self.copied;
            super::refs::unfold(
                &self.tree,
                &self.refs,
                self.max_nodes.min(unfold_limit(written)),
                self.max_nodes,
            )
        }
    }

    /// Takes one event; returns true when the root node is complete.
    #[inline(always)]
    fn step(&mut self, event: Event, at: Pos) -> Result<bool> {
        // Most events of a big tree are plain leaves in a children list: those go straight
        // in. Anything unusual about one (an anchor, a bad number, one node too many) takes
        // the general path below, which gives the error.
        if let Event::Scalar(text, ScalarStyle::Plain, 0, _) = &event
            && let Some(&Frame::List { parent, start }) = self.stack.last()
            && self.tree.nodes.len() < self.max_nodes
            && let Ok(v) = num::parse_number(text)
        {
            let mut node = Node::new(Kind::Leaf);
            node.value = v;
            let index = (self.pending.len() - start) as u32;
            let id = self.tree.push_node(node, parent, index, at);
            self.tree.leaves.push(id);
            self.pending.push(id);
            return Ok(false);
        }
        self.step_any(event, at)
    }

    /// [`step`](Self::step) for any event.
    fn step_any(&mut self, event: Event, at: Pos) -> Result<bool> {
        // A map waiting for the value of a key takes the event as that value.
        if let Some(Frame::Map {
            node,
            key: Some((key, key_pos)),
            ..
        }) = self.stack.last()
        {
            let (node, key, key_pos) = (*node, *key, *key_pos);
            return self.key_value(node, key, key_pos, event, at);
        }
        match event {
            Event::Scalar(text, style, anchor, _) => {
                if let Some(Frame::Map {
                    node,
                    seen,
                    key: None,
                }) = self.stack.last_mut()
                {
                    let node = *node;
                    let k = Key::parse(&text).ok_or_else(|| unknown_key(&text, at))?;
                    if *seen & k.bit() != 0 {
                        return Err(InputError::new(
                            ErrorKind::DuplicateKey,
                            msg!("err-duplicate-key", key = text.as_ref()),
                        )
                        .at(at));
                    }
                    if k.bit() & KIND_KEYS != 0 && *seen & KIND_KEYS != 0 {
                        return Err(two_kinds(&self.tree, node, &text, at));
                    }
                    *seen |= k.bit();
                    if let Some(Frame::Map { key, .. }) = self.stack.last_mut() {
                        *key = Some((k, at));
                    }
                    return Ok(false);
                }
                let id = self.open(Kind::Leaf, at, anchor)?;
                let v = leaf_number(&text, style, at).map_err(|e| e.node(self.tree.path(id)))?;
                self.tree.nodes[id.index()].value = v;
                self.close(id)
            }
            Event::MappingStart(anchor, _) => {
                if let Some(Frame::Map { .. }) = self.stack.last() {
                    return Err(InputError::new(ErrorKind::Shape, msg!("err-map-as-key")).at(at));
                }
                let id = self.open(Kind::Leaf, at, anchor)?;
                self.stack.push(Frame::Map {
                    node: id.0,
                    seen: 0,
                    key: None,
                });
                Ok(false)
            }
            Event::MappingEnd => {
                let Some(Frame::Map { node, seen, .. }) = self.stack.pop() else {
                    return Err(InputError::new(ErrorKind::Syntax, "unbalanced map").at(at));
                };
                let id = NodeId(node);
                if self.refs.contains_key(&node) && seen & (16 | 64 | 256) != 0 {
                    return Err(InputError::new(
                        ErrorKind::BadReference,
                        msg!("err-ref-with-keys"),
                    )
                    .at(self.tree.pos(id))
                    .node(self.tree.path(id)));
                }
                if seen & KIND_KEYS == 0 {
                    return Err(InputError::new(ErrorKind::NoKind, msg!("err-no-kind"))
                        .at(self.tree.pos(id))
                        .node(self.tree.path(id)));
                }
                self.close(id)
            }
            Event::SequenceStart(..) => {
                Err(InputError::new(ErrorKind::Shape, msg!("err-list-here")).at(at))
            }
            Event::SequenceEnd => {
                let Some(Frame::List { parent, start }) = self.stack.pop() else {
                    return Err(InputError::new(ErrorKind::Syntax, "unbalanced list").at(at));
                };
                self.finish_children(parent, start, at)?;
                Ok(false)
            }
            Event::Alias(anchor) => {
                let id = self.copy_anchor(anchor, at)?;
                self.close(id)
            }
            other => Err(InputError::new(
                ErrorKind::Syntax,
                format!("unexpected YAML event {other:?}"),
            )
            .at(at)),
        }
    }

    /// The value that follows a key of the node map.
    fn key_value(
        &mut self,
        node: u32,
        key: Key,
        key_pos: Pos,
        event: Event,
        at: Pos,
    ) -> Result<bool> {
        let id = NodeId(node);
        if let Some(Frame::Map { key, .. }) = self.stack.last_mut() {
            *key = None;
        }
        let tree = &self.tree;
        let name = || tree.path(id);
        match key {
            Key::Kind(kind) => {
                let Event::SequenceStart(..) = event else {
                    return Err(InputError::new(
                        ErrorKind::Shape,
                        msg!("err-needs-children", kind = kind.name()),
                    )
                    .at(at)
                    .node(name()));
                };
                self.tree.nodes[id.index()].set_kind(kind);
                self.stack.push(Frame::List {
                    parent: node,
                    start: self.pending.len(),
                });
                Ok(false)
            }
            _ => {
                let Event::Scalar(text, style, ..) = event else {
                    let key = key_name(key);
                    return Err(InputError::new(
                        ErrorKind::Shape,
                        if matches!(event, Event::SequenceStart(..)) {
                            msg!("err-single-value-not-list", key = key)
                        } else {
                            msg!("err-single-value-not-map", key = key)
                        },
                    )
                    .at(at)
                    .node(name()));
                };
                match key {
                    Key::Value => {
                        let v = leaf_number(&text, style, at).map_err(|e| e.node(name()))?;
                        let n = &mut self.tree.nodes[id.index()];
                        n.set_kind(Kind::Leaf);
                        n.value = v;
                    }
                    Key::Eval => {
                        let v = number(&text, style, || Message::from("`eval`"), at)
                            .map_err(|e| e.node(name()))?;
                        self.tree.evals.insert(id, v);
                    }
                    Key::Id => self.set_label(id, &text, at)?,
                    Key::Move => {
                        self.tree
                            .moves
                            .insert(id, crate::text::visible(text.as_ref()).into());
                    }
                    Key::Noisy => {
                        let noisy = match text.as_ref() {
                            "true" | "True" | "TRUE" => true,
                            "false" | "False" | "FALSE" => false,
                            _ => {
                                return Err(InputError::new(
                                    ErrorKind::Shape,
                                    msg!("err-noisy", text = crate::text::quoted(&text)),
                                )
                                .at(at)
                                .node(name()));
                            }
                        };
                        self.tree.nodes[id.index()].set_noisy(noisy);
                    }
                    Key::Ref => {
                        if text.is_empty() {
                            return Err(InputError::new(
                                ErrorKind::BadReference,
                                msg!("err-empty-ref"),
                            )
                            .at(at));
                        }
                        self.refs.insert(node, (text.to_string(), at));
                    }
                    Key::P => {
                        let p = Probability::parse(&text)
                            .filter(|p| p.value.is_finite())
                            .ok_or_else(|| {
                                InputError::new(
                                    ErrorKind::BadProbability,
                                    msg!("err-bad-probability", text = crate::text::quoted(&text)),
                                )
                                .at(at)
                                .node(name())
                            })?;
                        let parent = self.tree.parent(id);
                        if let Some(parent) = parent
                            && self.tree.kind(parent) != Kind::Chance
                        {
                            return Err(InputError::new(
                                ErrorKind::ProbabilityWithoutChance,
                                msg!(
                                    "err-probability-without-chance",
                                    name = name(),
                                    p = p.display(),
                                    parent = self.tree.name(parent),
                                    kind = self.tree.kind(parent).upper()
                                ),
                            )
                            .at(key_pos)
                            .node(name()));
                        }
                        self.probs.insert(node, (p, key_pos));
                    }
                    Key::Kind(_) => unreachable!("handled above"),
                }
                Ok(false)
            }
        }
    }

    /// Appends a node to the arena under the list on top of the stack (or as the root).
    fn open(&mut self, kind: Kind, pos: Pos, anchor: usize) -> Result<NodeId> {
        let id = NodeId(self.tree.nodes.len() as u32);
        if self.tree.nodes.len() >= self.max_nodes {
            return Err(InputError::too_many_nodes(self.max_nodes).at(pos));
        }
        let (parent, index) = match self.stack.last() {
            Some(Frame::List { parent, start }) => (*parent, (self.pending.len() - start) as u32),
            None if id.0 == 0 => (u32::MAX, 0),
            _ => {
                return Err(InputError::new(ErrorKind::Shape, "a node cannot stand here").at(pos));
            }
        };
        self.tree.push_node(Node::new(kind), parent, index, pos);
        if anchor != 0 {
            self.open_anchors
                .insert(id.0, (anchor, self.tree.children.len()));
        }
        Ok(id)
    }

    /// A node is complete: number it if it is a leaf and hand it to its parent's list.
    fn close(&mut self, id: NodeId) -> Result<bool> {
        if self.tree.nodes[id.index()].kind() == Kind::Leaf
            && self.tree.leaves.last() != Some(&id)
            && !self.refs.contains_key(&id.0)
        {
            self.tree.leaves.push(id);
        }
        if !self.open_anchors.is_empty()
            && let Some((anchor, children_start)) = self.open_anchors.remove(&id.0)
        {
            self.anchors.insert(
                anchor,
                (
                    id.0,
                    self.tree.nodes.len() as u32,
                    children_start,
                    self.tree.children.len(),
                ),
            );
        }
        match self.stack.last() {
            Some(Frame::List { .. }) => {
                self.pending.push(id);
                Ok(false)
            }
            None => Ok(true),
            Some(Frame::Map { .. }) => {
                Err(InputError::new(ErrorKind::Shape, "a node cannot be a key")
                    .at(self.tree.pos(id)))
            }
        }
    }

    /// A children list closed: write it to the child array and check probabilities.
    fn finish_children(&mut self, parent: u32, start: usize, at: Pos) -> Result<()> {
        let pid = NodeId(parent);
        let count = self.pending.len() - start;
        if count == 0 {
            let kind = self.tree.kind(pid);
            return Err(InputError::new(
                ErrorKind::EmptyChildren,
                msg!(
                    "err-empty-children",
                    kind = kind.upper(),
                    name = self.tree.name(pid)
                ),
            )
            .at(at)
            .node(self.tree.name(pid)));
        }
        if count > crate::tree::MAX_CHILDREN as usize {
            return Err(InputError::new(
                ErrorKind::Shape,
                msg!(
                    "err-too-many-children",
                    name = self.tree.name(pid),
                    count = count.to_string(),
                    max = crate::tree::MAX_CHILDREN.to_string()
                ),
            )
            .at(at)
            .node(self.tree.name(pid)));
        }
        let first = self.tree.children.len();
        self.tree.children.extend(self.pending.drain(start..));
        let n = &mut self.tree.nodes[pid.index()];
        n.set_children(first, count);
        if n.kind() == Kind::Chance {
            self.saw_chance = true;
            self.assign_probabilities(pid)?;
        }
        Ok(())
    }

    fn assign_probabilities(&mut self, chance: NodeId) -> Result<()> {
        let kids: Vec<NodeId> = self.tree.children(chance).to_vec();
        let given: Vec<Option<&Probability>> = kids
            .iter()
            .map(|c| self.probs.get(&c.0).map(|(p, _)| p))
            .collect();
        let assigned = crate::tree::builder::assign_probabilities(&given).map_err(|e| {
            let (kind, pos) = match &e {
                ProbError::Partial { first_missing } => (
                    ErrorKind::ProbabilitySum,
                    self.tree.pos(kids[*first_missing]),
                ),
                ProbError::Range { child } => {
                    (ErrorKind::BadProbability, self.probs[&kids[*child].0].1)
                }
                ProbError::Sum { .. } => (ErrorKind::ProbabilitySum, self.tree.pos(chance)),
            };
            let name = self.tree.name(chance);
            let err = InputError::new(
                kind,
                msg!(
                    "err-chance-node",
                    name = name.as_str(),
                    error = e.to_string()
                ),
            )
            .at(pos)
            .node(name);
            if let ProbError::Sum { .. } = e {
                let ps: Vec<String> = given.iter().flatten().map(|p| p.display()).collect();
                err.help(msg!("help-probability-sum", ps = ps.join(" + ")))
            } else {
                err
            }
        })?;
        for (c, p) in kids.iter().zip(assigned) {
            self.tree.set_prob(*c, p.value);
            if let Some(f) = p.fraction {
                self.tree.fractions.insert(*c, f);
            }
        }
        Ok(())
    }

    fn set_label(&mut self, id: NodeId, text: &str, at: Pos) -> Result<()> {
        if text.is_empty() {
            return Err(InputError::new(ErrorKind::Shape, msg!("err-empty-id"))
                .at(at)
                .node(self.tree.path(id)));
        }
        if looks_like_path(text) && text != self.tree.path(id) {
            let path = self.tree.path(id);
            return Err(InputError::new(
                ErrorKind::PathLikeId,
                msg!(
                    "err-path-like-id",
                    id = crate::text::quoted(text),
                    path = path.as_str()
                ),
            )
            .at(at)
            .node(path)
            .help(msg!(if text == "root" {
                "help-root-id"
            } else {
                "help-path-like-id"
            })));
        }
        if let Some(&other) = self.tree.by_label.get(text) {
            let first = self.tree.pos(other);
            return Err(InputError::new(
                ErrorKind::DuplicateId,
                msg!(
                    "err-duplicate-id",
                    id = crate::text::quoted(text),
                    other = self.tree.path(other),
                    line = first.line
                ),
            )
            .at(at)
            .node(self.tree.path(id)));
        }
        self.tree.set_label(id, text);
        Ok(())
    }

    /// An alias to an anchored node: unfold a copy of that subtree here.
    fn copy_anchor(&mut self, anchor: usize, at: Pos) -> Result<NodeId> {
        let Some(&(first, end, c0, c1)) = self.anchors.get(&anchor) else {
            return Err(
                InputError::new(ErrorKind::BadReference, msg!("err-alias-incomplete")).at(at),
            );
        };
        let size = (end - first) as usize;
        let total = self.tree.nodes.len() + size;
        if total > self.max_nodes {
            return Err(InputError::too_many_nodes(self.max_nodes).at(at));
        }
        let written = self.tree.nodes.len() - self.copied;
        if total > unfold_limit(written) {
            return Err(too_large(at, unfold_limit(written)));
        }
        self.copied += size;
        let root = self.open(self.tree.kind(NodeId(first)), at, 0)?;
        let shift = root.0 - first;
        let child_shift = self.tree.children.len() - c0;
        for i in first..end {
            let src = self.tree.nodes[i as usize];
            let mut n = src;
            n.set_children(
                src.first_child as usize + child_shift,
                src.child_count() as usize,
            );
            if let Some(e) = self.tree.evals.get(&NodeId(i)).copied() {
                self.tree.evals.insert(NodeId(i + shift), e);
            }
            if let Some(m) = self.tree.moves.get(&NodeId(i)).cloned() {
                self.tree.moves.insert(NodeId(i + shift), m);
            }
            let origin = self.tree.origin(NodeId(i));
            self.tree.origins.insert(NodeId(i + shift), origin);
            if src.kind() == Kind::Leaf {
                self.tree.leaves.push(NodeId(i + shift));
            }
            if let Some(f) = self.tree.fractions.get(NodeId(i)) {
                self.tree.fractions.insert(NodeId(i + shift), f);
            }
            // A `ref` inside the anchored subtree is still a ref in every copy: it is
            // resolved with the others once the whole file is read.
            if let Some(r) = self.refs.get(&i).cloned() {
                self.refs.insert(i + shift, r);
            }
            if i == first {
                self.tree.nodes[root.index()] = n;
                self.tree.set_pos(root, at);
                if let Some(p) = self.probs.get(&first).cloned() {
                    self.probs.insert(root.0, p);
                }
            } else {
                let cold = self.tree.cold[i as usize];
                let id = self.tree.push_node(n, cold.parent + shift, cold.index, at);
                let p = self.tree.prob(NodeId(i));
                self.tree.set_prob(id, p);
            }
        }
        for c in c0..c1 {
            let id = self.tree.children[c];
            self.tree.children.push(NodeId(id.0 + shift));
        }
        Ok(root)
    }
}

fn too_large(pos: Pos, limit: usize) -> InputError {
    InputError::new(ErrorKind::TooLarge, msg!("err-alias-bomb", limit = limit))
        .at(pos)
        .help(msg!("help-alias-bomb"))
}

fn key_name(key: Key) -> &'static str {
    match key {
        Key::Kind(k) => k.name(),
        Key::Value => "value",
        Key::Id => "id",
        Key::P => "p",
        Key::Eval => "eval",
        Key::Ref => "ref",
        Key::Noisy => "noisy",
        Key::Move => "move",
    }
}

fn unknown_key(text: &str, at: Pos) -> InputError {
    let e = InputError::new(ErrorKind::UnknownKey, msg!("err-unknown-key", key = text)).at(at);
    let known = [
        "max", "min", "chance", "value", "ref", "id", "p", "eval", "noisy", "move",
    ];
    match suggest(text, &known) {
        Some(s) => e.help(msg!(
            "help-unknown-key-suggest",
            suggestion = s,
            keys = NODE_KEYS
        )),
        None => e.help(msg!("help-unknown-key", keys = NODE_KEYS)),
    }
}

fn two_kinds(tree: &Tree, node: u32, key: &str, at: Pos) -> InputError {
    let id = NodeId(node);
    let message = if tree.kind(id) == Kind::Leaf && tree.value(id).is_none() {
        msg!("err-two-kinds-ref", key = key)
    } else if tree.kind(id) == Kind::Leaf {
        msg!("err-two-kinds-value", key = key)
    } else {
        msg!("err-two-kinds", had = tree.kind(id).name(), key = key)
    };
    InputError::new(ErrorKind::TwoKinds, message)
        .at(at)
        .node(tree.path(id))
}

/// A number written plain; `what` names it in the error, and is only made when there is one
/// (a leaf's name comes from the message catalogue, too slow to look up for every leaf).
fn number(text: &str, style: ScalarStyle, what: impl FnOnce() -> Message, at: Pos) -> Result<f64> {
    if style != ScalarStyle::Plain {
        return Err(InputError::new(
            ErrorKind::NotANumber,
            msg!(
                "err-quoted-number",
                what = what(),
                text = crate::text::quoted(text)
            ),
        )
        .at(at)
        .help(msg!("help-quoted-number")));
    }
    num::parse_number(text).map_err(|why| super::value::number_error(why, what(), text, at))
}

fn leaf_number(text: &str, style: ScalarStyle, at: Pos) -> Result<f64> {
    number(text, style, || msg!("what-leaf-value"), at)
}

#[cfg(test)]
mod tests {
    use crate::error::ErrorKind;
    use crate::parse::parse_text_with;
    use crate::tree::{Kind, Pos};

    /// The reader tells the tree whether it has a chance node as it reads, the same answer
    /// a pass over the nodes gives, so a search never makes that pass.
    #[test]
    fn the_reader_tells_the_tree_whether_it_has_a_chance_node() {
        for (text, chance) in [
            ("max: [{min: [3, 12]}, 2]", false),
            ("max: [{chance: [3, {min: [1, 2]}]}, 2]", true),
            ("chance: [1, 2]", true),
            ("7", false),
        ] {
            let tree = parse_text_with(text, 1000).unwrap().tree;
            let scanned = tree.ids().any(|id| tree.kind(id) == Kind::Chance);
            assert_eq!(tree.chance.get(), Some(&scanned), "{text}");
            assert_eq!(scanned, chance, "{text}");
        }
    }

    /// A plain number in a children list takes a short path into the arena; every leaf
    /// that is anything else must still be read, or refused, exactly as the general path
    /// does: the same error, at the leaf's line and column, naming the leaf.
    #[test]
    fn leaves_off_the_short_path_are_read_and_refused_as_before() {
        let refused = [
            ("root:\n  max: [1, \"2\"]\n", ErrorKind::NotANumber, 2, 12),
            ("root:\n  max: [1, .nan]\n", ErrorKind::NotFinite, 2, 12),
            ("root:\n  max: [1, x]\n", ErrorKind::NotANumber, 2, 12),
            (
                "root:\n  max:\n    - 1\n    - 1e999\n",
                ErrorKind::NotFinite,
                4,
                7,
            ),
        ];
        for (text, kind, line, col) in refused {
            let e = parse_text_with(text, 100).unwrap_err();
            assert_eq!(e.kind, kind, "{text}");
            assert_eq!(e.pos, Some(Pos { line, col }), "{text}");
            assert_eq!(e.node.as_deref(), Some("2"), "{text}");
        }
        let e = parse_text_with("root:\n  max: [1, 2, 3]\n", 3).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TooLarge);
        assert_eq!(e.pos, Some(Pos { line: 2, col: 15 }));

        let doc = parse_text_with("root:\n  max: [&a 4, 2.5, *a, -0, +7]\n", 100).unwrap();
        let t = &doc.tree;
        let values: Vec<f64> = t.leaves().iter().map(|&l| t.raw_value(l)).collect();
        assert_eq!(values, [4.0, 2.5, 4.0, -0.0, 7.0]);
        assert!(t.raw_value(t.leaves()[3]).is_sign_negative());
        let cols: Vec<u32> = t.leaves().iter().map(|&l| t.pos(l).col).collect();
        assert_eq!(cols, [9, 15, 20, 24, 28]);
        assert_eq!(t.leaf_number(t.leaves()[2]), Some(3));
    }
}
