//! Shared nodes written `ref: ID`: the file is a DAG, and it behaves as the tree you get by
//! unfolding it (paths and leaf numbers are the unfolded tree's).
//!
//! Unfolding copies the referenced subtree at every `ref`, depth first, with an explicit
//! stack and a size limit. A reference that (through other references) leads back into
//! itself would unfold forever; those cycles are found first, on a graph of the referenced
//! nodes (petgraph's strongly connected components), and reported with every node on them.

use crate::message::msg;
use std::collections::HashMap;

use petgraph::algo::tarjan_scc;
use petgraph::graphmap::DiGraphMap;

use super::suggest::suggest;
use crate::error::{ErrorKind, InputError, Result};
use crate::tree::{Kind, Node, NodeId, Pos, Tree, looks_like_path};

/// Unfolds `src`, whose nodes in `refs` stand for the node with the given id.
/// `limit` is the most nodes the references may unfold to; when that is `max_nodes` (the
/// caller's limit) the error names the flag that raises it.
pub(crate) fn unfold(
    src: &Tree,
    refs: &HashMap<u32, (String, Pos)>,
    limit: usize,
    max_nodes: usize,
) -> Result<Tree> {
    let targets = resolve(src, refs)?;
    check_cycles(src, &targets)?;

    let mut out = Tree::with_capacity(src.len().min(limit));
    // The first copy of each source position, so every copy shares one origin.
    let mut first_copy: HashMap<NodeId, NodeId> = HashMap::new();
    // (source node, the ref site it fills or NONE, parent, sibling index, slot in the child array)
    let mut stack: Vec<(NodeId, Option<NodeId>, u32, u32, usize)> =
        vec![(src.root(), None, u32::MAX, 0, usize::MAX)];
    while let Some((node, site, parent, index, slot)) = stack.pop() {
        if let Some(&target) = targets.get(&node) {
            // A ref: the target takes its place (the site keeps its probability and position).
            stack.push((target, site.or(Some(node)), parent, index, slot));
            continue;
        }
        if out.nodes.len() >= limit {
            let at = site.map_or(src.pos(node), |s| src.pos(s));
            if limit == max_nodes {
                return Err(InputError::too_many_nodes(max_nodes).at(at));
            }
            return Err(InputError::new(
                ErrorKind::TooLarge,
                msg!("err-refs-too-many", limit = limit),
            )
            .at(at));
        }
        let id = NodeId(out.nodes.len() as u32);
        let edge = site.unwrap_or(node);
        let mut n = Node::new(src.kind(node));
        n.value = src.raw_value(node);
        n.set_noisy(src.noisy(node));
        if let Some(f) = src.fractions.get(edge) {
            out.fractions.insert(id, f);
        }
        if let Some(e) = src.eval(node) {
            out.evals.insert(id, e);
        }
        // A move names the edge into a node, like `p`: a ref site's own move wins.
        if let Some(m) = src.move_name(edge) {
            out.moves.insert(id, m.into());
        }
        let key = src.origin(node);
        match first_copy.get(&key) {
            Some(&first) => {
                out.origins.insert(id, first);
            }
            None => {
                first_copy.insert(key, id);
            }
        }
        if site.is_none()
            && let Some(label) = src.label_exact(node)
        {
            out.set_label(id, label);
        }
        if slot != usize::MAX {
            out.children[slot] = id;
        }
        let kids = src.children(node);
        let first = out.children.len();
        n.set_children(first, kids.len());
        out.children
            .extend(std::iter::repeat_n(NodeId(u32::MAX), kids.len()));
        for (i, &c) in kids.iter().enumerate().rev() {
            stack.push((c, None, id.0, i as u32, first + i));
        }
        if n.kind() == Kind::Leaf {
            out.leaves.push(id);
        }
        out.push_node(n, parent, index, src.pos(edge));
        out.set_prob(id, src.prob(edge));
    }
    // A label that looks like a path must still be its node's path after unfolding.
    for (&id, label) in &out.labels {
        if looks_like_path(label) && **label != out.path(id) {
            return Err(InputError::new(
                ErrorKind::PathLikeId,
                msg!(
                    "err-refs-path-like",
                    id = crate::text::quoted(label),
                    path = out.path(id)
                ),
            )
            .at(out.pos(id)));
        }
    }
    Ok(out)
}

/// Each ref node's target, or an error naming the missing id.
fn resolve(src: &Tree, refs: &HashMap<u32, (String, Pos)>) -> Result<HashMap<NodeId, NodeId>> {
    let mut targets = HashMap::new();
    let mut sorted: Vec<_> = refs.iter().collect();
    sorted.sort_by_key(|(id, _)| **id);
    for (&node, (label, pos)) in sorted {
        let target = src.by_label.get(label.as_str()).copied().ok_or_else(|| {
            let known: Vec<&str> = src.by_label.keys().map(|k| &**k).collect();
            let e = InputError::new(
                ErrorKind::BadReference,
                msg!(
                    "err-ref-unknown",
                    label = label.as_str(),
                    id = crate::text::quoted(label)
                ),
            )
            .at(*pos)
            .node(src.path(NodeId(node)));
            match suggest(label, &known) {
                Some(s) => e.help(msg!(
                    "help-did-you-mean",
                    suggestion = crate::text::quoted(s)
                )),
                None => e.help(msg!("help-ref-unknown")),
            }
        })?;
        targets.insert(NodeId(node), target);
    }
    Ok(targets)
}

/// Refuses references that unfold forever, naming the nodes of the cycle.
fn check_cycles(src: &Tree, targets: &HashMap<NodeId, NodeId>) -> Result<()> {
    // Vertices: referenced nodes. An edge A → T when A's subtree holds a ref to T.
    let referenced: std::collections::HashSet<NodeId> = targets.values().copied().collect();
    let mut graph: DiGraphMap<u32, ()> = DiGraphMap::new();
    for &t in &referenced {
        graph.add_node(t.0);
    }
    for (&site, &target) in targets {
        let mut cur = Some(site);
        while let Some(n) = cur {
            if referenced.contains(&n) {
                graph.add_edge(n.0, target.0, ());
            }
            cur = src.parent(n);
        }
    }
    for scc in tarjan_scc(&graph) {
        let cyclic = scc.len() > 1 || graph.contains_edge(scc[0], scc[0]);
        if cyclic {
            let mut names: Vec<String> = scc.iter().map(|&n| src.name(NodeId(n))).collect();
            names.sort();
            let first = NodeId(*scc.iter().min().expect("an SCC has nodes"));
            let site = targets
                .iter()
                .filter(|(_, t)| scc.contains(&t.0))
                .map(|(s, _)| *s)
                .min()
                .unwrap_or(first);
            return Err(InputError::new(
                ErrorKind::BadReference,
                msg!("err-ref-cycle", names = names.join(", ")),
            )
            .at(src.pos(site))
            .node(src.name(first)));
        }
    }
    Ok(())
}
