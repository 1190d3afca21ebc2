//! Berkeley CS188 game-tree test files (project 2, "multiagent"): a `.test` file read as a
//! tree, and the `.solution` beside it read as an answer block.
//!
//! A `.test` file is a list of properties, one a line (`key: "text"`), or over several lines
//! between `key: """` and a line holding only `"""`; `#` starts a comment outside those
//! blocks. A `GraphGameTreeTest` describes a game as states: `start_state`, `successors`
//! (lines `state action next`), `evaluation` (lines `state number`), `win_states` and
//! `lose_states` (terminal), `num_agents` (agent 0 is Pacman, MAX; agents 1, 2, … are ghosts,
//! MIN, or chance nodes under `ExpectimaxAgent`, moving in turn) and `depth` (how many times
//! every agent moves before the search evaluates: `depth × num_agents` plies).
//!
//! The tree read is the one the search sees: states become node ids, actions the `move` of the
//! node they lead to, and a state where the search stops (a win or lose state, a state at the
//! depth limit, a state without successors) a leaf worth its `evaluation`; what lies below the
//! depth limit is never generated, so it is not read. Other states keep their `evaluation` as
//! the node's `eval`. The reader walks the states with an explicit stack, so a long chain costs
//! heap, never call stack, and stops at the node limit like the YAML reader.
//!
//! The `.solution` file (`action: "Left"`, `generated: "a b1 …"`) becomes an answer block: the
//! agent's algorithm (alpha-beta with CS188's rule, cut only on α > β), `best` the action, and
//! `pruned` the leaves not among the generated states — the generated states are exactly the
//! nodes the search visits.

use crate::message::{Message, msg};
use std::collections::{HashMap, HashSet};

use super::value::{Value, ValueKind};
use super::{Document, Meta};
use crate::error::{ErrorKind, InputError, Result};
use crate::num::Probability;
use crate::tree::{Kind, Node, NodeId, Pos, Tree};

mod properties;
mod solution;

use properties::*;
pub use solution::{solution, solution_path};

/// The test class that holds a game tree (the others play whole Pacman games).
const TREE_CLASS: &str = "GraphGameTreeTest";

/// Most agents a file may name: far beyond any test, small enough that `depth × num_agents`
/// cannot overflow.
const MAX_AGENTS: u64 = 1_000;

/// Most `depth` a file may give.
const MAX_DEPTH: u64 = 1_000_000;

/// Whether a text is a CS188 test file: its name ends in `.test`, or it has the shape of one
/// (a `start_state: "…"` line and a `successors:` property among its first lines, which no
/// tree file has: neither is a key of the format, and YAML would not read `"""` as one value).
pub fn is_test_file(name: &str, text: &str) -> bool {
    if name.ends_with(".test") {
        return true;
    }
    let (mut start, mut successors) = (false, false);
    for l in text.lines().take(1000) {
        let l = l.trim_end();
        start |= l.starts_with("start_state:") && l.ends_with('"');
        successors |= l.starts_with("successors:") && l.ends_with('"');
        if start && successors {
            return true;
        }
    }
    false
}

/// The agent a test file names (`alg`), which decides the ghosts' kind and the algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agent {
    /// `MinimaxAgent`: ghosts are MIN nodes, searched by plain minimax.
    Minimax,
    /// `AlphaBetaAgent`: ghosts are MIN nodes, searched by alpha-beta that cuts only on α > β.
    AlphaBeta,
    /// `ExpectimaxAgent`: ghosts are chance nodes, each move equally likely.
    Expectimax,
}

impl Agent {
    fn from_alg(alg: &str) -> Option<Agent> {
        // Course copies rename the agents (`AgentPacmanMinimaxAlphaBeta`), so the name is
        // matched by the search it names; alpha-beta first, since such names hold both words.
        let a = alg.to_ascii_lowercase();
        if a.contains("alphabeta") {
            Some(Agent::AlphaBeta)
        } else if a.contains("expectimax") {
            Some(Agent::Expectimax)
        } else if a.contains("minimax") {
            Some(Agent::Minimax)
        } else {
            None
        }
    }

    /// The algorithm's name as an answer block spells it.
    pub fn algorithm(self) -> &'static str {
        match self {
            Agent::Minimax => "minimax",
            Agent::AlphaBeta => "alphabeta",
            Agent::Expectimax => "expectiminimax",
        }
    }
}

/// A state of the game. States are kept in one array, in the order the file first names
/// them, and referred to by their place in it.
struct State<'a> {
    name: &'a str,
    /// Where the state is reached: the `next` of its successor line (the start state: its
    /// `start_state`).
    pos: Pos,
    /// The action that leads to the state, once a successor line reaches it.
    action: Option<&'a str>,
    /// Its `evaluation`, NaN until one is given.
    eval: f64,
    terminal: bool,
    /// Its moves: `successors[first_move..first_move + moves]`, in file order.
    first_move: u32,
    moves: u32,
}

/// What a test file says, before it becomes a tree.
struct Game<'a> {
    agent: Agent,
    alg: &'a str,
    depth: u64,
    agents: u64,
    start: u32,
    states: Vec<State<'a>>,
    /// Every state's next states, grouped by state (see [`State::first_move`]).
    successors: Vec<u32>,
    diagram: Option<String>,
}

/// The states named so far, by name.
struct Names<'a> {
    index: HashMap<&'a str, u32>,
    states: Vec<State<'a>>,
}

impl<'a> Names<'a> {
    fn state(&mut self, name: &'a str) -> u32 {
        let states = &mut self.states;
        *self.index.entry(name).or_insert_with(|| {
            states.push(State {
                name,
                pos: Pos::default(),
                action: None,
                eval: f64::NAN,
                terminal: false,
                first_move: 0,
                moves: 0,
            });
            u32::try_from(states.len() - 1).unwrap_or(u32::MAX)
        })
    }
}

/// The agent a file's `alg` names, and the name as written.
fn agent<'a>(props: &Props<'a>) -> Result<(Agent, &'a str)> {
    let (alg, alg_pos) = props.one("alg")?;
    let agent = Agent::from_alg(alg).ok_or_else(|| {
        bad(
            ErrorKind::Shape,
            alg_pos,
            msg!("err-cs188-agent", agent = crate::text::quoted(alg)),
        )
        .help(msg!("help-cs188-agent"))
    })?;
    Ok((agent, alg))
}

fn game<'a>(text: &'a str, props: &Props<'a>) -> Result<Game<'a>> {
    if let Some(Prop {
        text: Text::One(class, pos),
        ..
    }) = props.get("class")
        && *class != TREE_CLASS
    {
        return Err(bad(
            ErrorKind::Shape,
            *pos,
            msg!("err-cs188-class", class = *class, tree_class = TREE_CLASS),
        )
        .help(msg!("help-cs188-class")));
    }
    let (agent, alg) = agent(props)?;
    let depth = props.count("depth", 1, MAX_DEPTH)?;
    let agents = props.count("num_agents", 1, MAX_AGENTS)?;
    let (start_text, start_pos) = props.one("start_state")?;
    let start = words(start_pos.line, start_text);
    let [first] = start.as_slice() else {
        return Err(bad(
            ErrorKind::Shape,
            start_pos,
            "`start_state` is one state's name",
        ));
    };
    // Every state but the start is reached by one successor line: room for that many up
    // front spares a big file the doubling of a growing table.
    let states = props.line_count("successors") + 1;
    let mut names = Names {
        index: HashMap::with_capacity(states),
        states: Vec::with_capacity(states),
    };
    let start = names.state(first.text);
    names.states[start as usize].pos = Pos {
        line: start_pos.line,
        col: start_pos.col + first.pos.col - 1,
    };
    for key in ["win_states", "lose_states"] {
        let (t, _) = props.one(key)?;
        for s in t.split_whitespace() {
            let s = names.state(s);
            names.states[s as usize].terminal = true;
        }
    }
    // (state, next state) in file order.
    let mut edges: Vec<(u32, u32)> = Vec::new();
    props.each_row("successors", |row| {
        let [state, action, next] = row else {
            return Err(bad(
                ErrorKind::Shape,
                row[0].pos,
                msg!("err-cs188-successor-line", count = row.len().to_string()),
            ));
        };
        let from = names.state(state.text);
        let to = names.state(next.text);
        let reached = &mut names.states[to as usize];
        if reached.action.is_some() {
            return Err(bad(
                ErrorKind::BadReference,
                next.pos,
                msg!(
                    "err-cs188-reached-twice",
                    state = next.text,
                    line = reached.pos.line.to_string()
                ),
            ));
        }
        reached.action = Some(action.text);
        reached.pos = next.pos;
        names.states[from as usize].moves += 1;
        edges.push((from, to));
        Ok(())
    })?;
    let root = &names.states[start as usize];
    if root.action.is_some() {
        return Err(bad(
            ErrorKind::BadReference,
            root.pos,
            msg!("err-cs188-start-reached", state = root.name),
        ));
    }
    let successors = group_moves(text, &mut names.states, &edges)?;
    drop(edges);
    props.each_row("evaluation", |row| {
        let [state, number] = row else {
            return Err(bad(
                ErrorKind::Shape,
                row[0].pos,
                msg!("err-cs188-evaluation-line", count = row.len().to_string()),
            ));
        };
        let v = crate::num::parse_number(number.text)
            .ok()
            .filter(|v| !v.is_nan())
            .ok_or_else(|| {
                bad(
                    ErrorKind::NotANumber,
                    number.pos,
                    msg!(
                        "err-cs188-evaluation-number",
                        state = state.text,
                        text = crate::text::quoted(number.text)
                    ),
                )
            })?;
        let s = names.state(state.text);
        let eval = &mut names.states[s as usize].eval;
        if !eval.is_nan() {
            return Err(bad(
                ErrorKind::DuplicateKey,
                state.pos,
                msg!("err-cs188-evaluation-twice", state = state.text),
            ));
        }
        *eval = v;
        Ok(())
    })?;
    let diagram = match props.get("diagram").map(|p| &p.text) {
        Some(Text::Lines(body, _)) => Some(
            body.lines()
                .map(str::trim_end)
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        Some(Text::One(t, _)) => Some(t.to_string()),
        None => None,
    };
    Ok(Game {
        agent,
        alg,
        depth,
        agents,
        start,
        states: names.states,
        successors,
        diagram,
    })
}

/// Groups the successor lines by state (keeping file order within a state) and refuses an
/// action a state has twice. A counting sort and one set reused state by state keep this
/// linear in the number of lines, however many moves one state has.
fn group_moves(text: &str, states: &mut [State], edges: &[(u32, u32)]) -> Result<Vec<u32>> {
    let mut next_free = 0u32;
    for s in states.iter_mut() {
        s.first_move = next_free;
        next_free += s.moves;
    }
    let mut filled = vec![0u32; states.len()];
    let mut successors = vec![0u32; edges.len()];
    for &(from, to) in edges {
        let f = from as usize;
        successors[(states[f].first_move + filled[f]) as usize] = to;
        filled[f] += 1;
    }
    let mut actions = HashSet::new();
    for s in states.iter() {
        actions.clear();
        let moves = &successors[s.first_move as usize..(s.first_move + s.moves) as usize];
        for &to in moves {
            let next = &states[to as usize];
            let action = next.action.unwrap_or_default();
            if !actions.insert(action) {
                return Err(bad(
                    ErrorKind::DuplicateKey,
                    pos_in(text, next.pos.line, action),
                    msg!("err-cs188-action-twice", state = s.name, action = action),
                ));
            }
        }
    }
    Ok(successors)
}

/// A state waiting to become a node: the node it hangs under, its place there and its ply.
struct Pending {
    state: u32,
    ply: u64,
    parent: u32,
    index: u32,
    /// Its slot in the parent's children.
    slot: usize,
}

/// Grows the tree the search sees from the start state, depth first in file order, straight
/// into the arena: a node reserves its children's slots when it is made, and each child
/// fills its slot in turn, so no second copy of the tree is built on the way.
fn grow(g: &Game, max_nodes: usize) -> Result<Tree> {
    let plies = g.depth * g.agents;
    let mut tree = Tree::with_capacity(g.states.len().min(max_nodes));
    let mut stack = vec![Pending {
        state: g.start,
        ply: 0,
        parent: u32::MAX,
        index: 0,
        slot: usize::MAX,
    }];
    while let Some(p) = stack.pop() {
        let s = &g.states[p.state as usize];
        if tree.len() >= max_nodes {
            return Err(InputError::too_many_nodes(max_nodes).at(s.pos));
        }
        let moves = &g.successors[s.first_move as usize..(s.first_move + s.moves) as usize];
        let stop = if s.terminal {
            Some("cs188-why-terminal")
        } else if p.ply == plies {
            Some("cs188-why-depth")
        } else if moves.is_empty() {
            Some("cs188-why-no-successors")
        } else {
            None
        };
        let kind = match stop {
            Some(why) if s.eval.is_nan() => {
                return Err(bad(
                    ErrorKind::Shape,
                    s.pos,
                    msg!("err-cs188-no-evaluation", state = s.name, why = msg!(why)),
                )
                .help(msg!("help-cs188-no-evaluation", state = s.name)));
            }
            Some(_) => Kind::Leaf,
            None if p.ply % g.agents == 0 => Kind::Max,
            None if g.agent == Agent::Expectimax => Kind::Chance,
            None => Kind::Min,
        };
        let mut node = Node::new(kind);
        let id = NodeId(tree.len() as u32);
        if kind == Kind::Leaf {
            node.value = s.eval;
        } else {
            let first = tree.children.len();
            node.set_children(first, moves.len());
            tree.children
                .extend(std::iter::repeat_n(NodeId(u32::MAX), moves.len()));
            for (i, &next) in moves.iter().enumerate().rev() {
                stack.push(Pending {
                    state: next,
                    ply: p.ply + 1,
                    parent: id.0,
                    index: i as u32,
                    slot: first + i,
                });
            }
        }
        tree.push_node(node, p.parent, p.index, s.pos);
        if p.slot != usize::MAX {
            tree.children[p.slot] = id;
        }
        if kind == Kind::Leaf {
            tree.leaves.push(id);
        } else if !s.eval.is_nan() {
            tree.evals.insert(id, s.eval);
        }
        if crate::tree::looks_like_path(s.name) && tree.path(id) != s.name {
            return Err(bad(
                ErrorKind::PathLikeId,
                s.pos,
                msg!("err-cs188-path-like", name = s.name, path = tree.path(id)),
            )
            .help(msg!("help-cs188-path-like")));
        }
        tree.set_label(id, s.name);
        if let Some(a) = s.action {
            tree.moves.insert(id, crate::text::visible(a).into());
        }
    }
    if g.agent == Agent::Expectimax {
        share_chances_evenly(&mut tree);
    }
    Ok(tree)
}

/// Gives every chance node's children equal probabilities, as a tree file's chance node
/// without `p` has.
fn share_chances_evenly(tree: &mut Tree) {
    for id in 0..tree.len() {
        let id = NodeId(id as u32);
        if tree.kind(id) != Kind::Chance {
            continue;
        }
        let count = tree.children(id).len();
        let share = Probability::uniform(count);
        for i in 0..count {
            let c = tree.children(id)[i];
            tree.set_prob(c, share.value);
            if let Some(f) = share.fraction {
                tree.fractions.insert(c, f);
            }
        }
    }
}

/// Reads a CS188 game-tree test file as a tree, refusing one of more than `max_nodes` nodes.
pub fn parse(name: &str, text: &str, max_nodes: usize) -> Result<Document> {
    let props = properties(text)?;
    let g = game(text, &props)?;
    let tree = grow(&g, max_nodes)?;
    let stem = std::path::Path::new(name)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or(name);
    let plies = g.depth * g.agents;
    let mut source = format!(
        "CS188 {TREE_CLASS} for {} ({}); depth {} with {} agent{}: the search evaluates {} plies down",
        g.alg,
        g.agent.algorithm(),
        g.depth,
        g.agents,
        if g.agents == 1 { "" } else { "s" },
        plies
    );
    if let Some(d) = &g.diagram {
        source.push('\n');
        source.push_str(d);
    }
    Ok(Document {
        tree,
        meta: Meta {
            name: Some(crate::text::visible(stem).into_owned()),
            source: Some(crate::text::visible_lines(&source).into_owned()),
            bounds: None,
            expect: None,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = r#"class: "GraphGameTreeTest"
alg: "AlphaBetaAgent"
depth: "3"

diagram: """
 root
"""
num_agents: "2"

start_state: "root"
win_states: "A C"
lose_states: "B D"

successors: """
root pacLeft minLeft
root pacRight minRight
minLeft gLeft A
minLeft gRight B
minRight gLeft C
minRight gRight deeper
deeper pacLeft D
"""

evaluation: """
A 4.0
B 3.0
C 2.0
D 1000.0
"""
"#;

    #[test]
    fn states_become_ids_and_actions_moves() {
        let doc = parse("small.test", SMALL, 1000).unwrap();
        let t = &doc.tree;
        assert_eq!(t.len(), 8);
        let deeper = t.resolve("deeper").unwrap();
        assert_eq!(t.kind(deeper), Kind::Max);
        assert_eq!(t.move_name(deeper), Some("gRight"));
        assert_eq!(t.pos(deeper).line, 20);
        let d = t.resolve("D").unwrap();
        assert_eq!(t.value(d), Some(1000.0));
        assert_eq!(t.kind(t.resolve("minLeft").unwrap()), Kind::Min);
    }

    #[test]
    fn the_depth_limit_makes_leaves_of_their_evaluation() {
        let text = SMALL
            .replace("depth: \"3\"", "depth: \"1\"")
            .replace("D 1000.0", "D 1000.0\ndeeper 7");
        let doc = parse("small.test", &text, 1000).unwrap();
        let deeper = doc.tree.resolve("deeper").unwrap();
        assert_eq!(doc.tree.value(deeper), Some(7.0));
        assert!(doc.tree.resolve("D").is_none());
    }

    #[test]
    fn a_missing_evaluation_points_at_the_state() {
        let text = SMALL.replace("A 4.0\n", "");
        let e = parse("small.test", &text, 1000).unwrap_err();
        assert!(e.message.to_string().contains("state A"), "{}", e.message);
        assert_eq!(e.pos.map(|p| (p.line, p.col)), Some((17, 15)));
    }

    #[test]
    fn an_unclosed_block_points_at_its_opening_line() {
        let text =
            SMALL.split("evaluation").next().unwrap().to_string() + "evaluation: \"\"\"\nA 4\n";
        let e = parse("small.test", &text, 1000).unwrap_err();
        assert!(
            e.message.to_string().contains("never closed"),
            "{}",
            e.message
        );
        assert_eq!(e.pos.map(|p| p.line), Some(24));
    }

    #[test]
    fn a_state_reached_twice_is_refused() {
        let text = SMALL.replace("deeper pacLeft D", "deeper pacLeft A");
        let e = parse("small.test", &text, 1000).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadReference);
        assert_eq!(e.pos.map(|p| p.line), Some(21));
    }

    #[test]
    fn a_million_state_chain_reads_without_recursion_or_quadratic_labels() {
        let mut text = String::from(
            "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1000000\"\nnum_agents: \"1\"\nstart_state: \"s0\"\nwin_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\n",
        );
        let n = 1_000_000;
        for i in 0..n {
            text.push_str(&format!("s{i} go s{}\n", i + 1));
        }
        text.push_str(&format!("\"\"\"\nevaluation: \"\"\"\ns{n} 1\n\"\"\"\n"));
        let doc = parse("chain.test", &text, 2_000_000).unwrap();
        assert_eq!(doc.tree.len(), n + 1);
        let e = parse("chain.test", &text, 1000).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TooLarge);
    }

    #[test]
    fn sniffing_knows_a_test_file_by_its_shape() {
        assert!(is_test_file("x.txt", SMALL));
        assert!(is_test_file("x.test", "anything"));
        assert!(!is_test_file("x.yaml", "max: [1, 2]"));
    }

    #[test]
    fn renamed_agents_are_matched_by_the_search_they_name() {
        assert_eq!(
            Agent::from_alg("AgentPacmanMinimaxAlphaBeta"),
            Some(Agent::AlphaBeta)
        );
        assert_eq!(Agent::from_alg("ExpectimaxAgent"), Some(Agent::Expectimax));
        assert_eq!(Agent::from_alg("MinimaxAgent"), Some(Agent::Minimax));
        assert_eq!(Agent::from_alg("GreedyAgent"), None);
    }

    #[test]
    fn a_solution_without_an_action_says_the_solution_lacks_it() {
        // A `.solution` that held the test itself was said to be "the test file" lacking
        // `action`, with the caret in the solution.
        let doc = parse("small.test", SMALL, 1000).unwrap();
        let e = solution(SMALL, &doc.tree, SMALL).unwrap_err();
        assert_eq!(e.message.key(), Some("err-cs188-solution-missing"));
        assert_eq!(
            e.message.arg("key"),
            Some(&crate::message::Arg::Text("action".into()))
        );
    }

    #[test]
    fn the_solution_becomes_an_answer_block() {
        let doc = parse("small.test", SMALL, 1000).unwrap();
        let v = solution(
            SMALL,
            &doc.tree,
            "# solution\naction: \"pacLeft\"\ngenerated: \"A B C minLeft minRight root\"\n",
        )
        .unwrap();
        let map = v.as_map().unwrap();
        let get = |k: &str| {
            map.iter()
                .find(|(key, _)| key.as_str() == Some(k))
                .map(|e| &e.1)
        };
        assert_eq!(get("best").and_then(Value::as_str), Some("pacLeft"));
        let pruned: Vec<&str> = get("pruned")
            .and_then(Value::as_seq)
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert_eq!(pruned, ["D"]);
        let e = solution(SMALL, &doc.tree, "action: \"up\"\ngenerated: \"root\"\n").unwrap_err();
        assert_eq!(e.pos.map(|p| (p.line, p.col)), Some((1, 10)));
    }
}
