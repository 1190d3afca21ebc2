//! The parse floor: a bare saphyr-parser event loop that builds a flat arena (kind, value,
//! contiguous children) from a tree file and nothing else — no validation, no positions
//! kept, no search, no output. `gametree eval` is measured against it (see
//! `benches/end_to_end.sh`): the distance between the two is what everything else costs.
//!
//! Usage: cargo bench --bench parse_floor -- FILE

use saphyr_parser::{Event, Parser};

struct Node {
    kind: u8,
    value: f64,
    first: u32,
    count: u32,
}

fn main() {
    // `cargo bench` passes its own flags (`--bench`); the file is the first other argument.
    let Some(path) = std::env::args().skip(1).find(|a| !a.starts_with('-')) else {
        eprintln!(
            "parse_floor: give a tree file (cargo bench --bench parse_floor -- FILE); benches/end_to_end.sh does"
        );
        return;
    };
    let text = std::fs::read_to_string(&path).expect("readable file");
    let mut nodes: Vec<Node> = Vec::with_capacity(text.len() / 2);
    let mut children: Vec<u32> = Vec::with_capacity(text.len() / 2);
    let mut pending: Vec<u32> = Vec::new();
    // Open lists: (parent node, start in pending). Open maps: the node, or u32::MAX for the
    // document map. `expect_key` tracks key/value alternation in the innermost map.
    let mut lists: Vec<(u32, usize)> = Vec::new();
    let mut maps: Vec<(u32, bool)> = Vec::new();
    let mut in_list: Vec<bool> = Vec::new();
    for event in Parser::new_from_str(&text) {
        let (event, _) = event.expect("valid YAML");
        match event {
            Event::MappingStart(..) => {
                let in_seq = in_list.last() == Some(&true);
                let id = if nodes.is_empty() && maps.is_empty() {
                    u32::MAX
                } else {
                    nodes.push(Node {
                        kind: 0,
                        value: f64::NAN,
                        first: 0,
                        count: 0,
                    });
                    (nodes.len() - 1) as u32
                };
                if in_seq {
                    pending.push(id);
                }
                maps.push((id, true));
                in_list.push(false);
            }
            Event::MappingEnd => {
                maps.pop();
                in_list.pop();
                if let Some(m) = maps.last_mut() {
                    m.1 = true;
                }
            }
            Event::SequenceStart(..) => {
                let parent = maps.last().map_or(0, |m| m.0);
                lists.push((parent, pending.len()));
                in_list.push(true);
            }
            Event::SequenceEnd => {
                let (parent, start) = lists.pop().expect("balanced");
                in_list.pop();
                let first = children.len() as u32;
                children.extend(pending.drain(start..));
                let n = &mut nodes[parent as usize];
                n.first = first;
                n.count = children.len() as u32 - first;
                if let Some(m) = maps.last_mut() {
                    m.1 = true;
                }
            }
            Event::Scalar(s, ..) => {
                if in_list.last() == Some(&true) {
                    nodes.push(Node {
                        kind: 3,
                        value: s.parse().unwrap_or(0.0),
                        first: 0,
                        count: 0,
                    });
                    pending.push((nodes.len() - 1) as u32);
                } else if let Some(m) = maps.last_mut() {
                    if m.1 {
                        if m.0 != u32::MAX {
                            nodes[m.0 as usize].kind = match s.as_ref() {
                                "max" => 1,
                                "min" => 2,
                                _ => nodes[m.0 as usize].kind,
                            };
                        }
                        m.1 = false;
                    } else {
                        m.1 = true;
                    }
                }
            }
            _ => {}
        }
    }
    let leaves = nodes.iter().filter(|n| n.kind == 3).count();
    let sum: f64 = nodes.iter().filter(|n| n.kind == 3).map(|n| n.value).sum();
    println!(
        "{} nodes ({leaves} leaves summing to {sum}), {} child links",
        nodes.len(),
        children.len()
    );
}
