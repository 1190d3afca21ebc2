//! Loading a big tree file, beside the floor it stands on: `parse` is gametree reading the
//! r1m tree's YAML text (branching 4, depth 10, 1,048,576 leaves in [-1000, 1000], written
//! the way `gametree gen` writes it, leaves in flow lists) into its arena, with every rule
//! checked and every node's line and column kept; `saphyr_events` is the YAML parser alone
//! walking the same text's events and building nothing. The text is made here, in memory,
//! so the bench needs nothing beside the repository and reading the file is not timed.
//! Throughput is in bytes of YAML.
//!
//! Run: cargo bench --bench load

use std::sync::LazyLock;

use divan::counter::BytesCount;
use gametree::exercise::random::{RandomSpec, generate};
use gametree::tree::yaml::{Header, write};
use saphyr_parser::{Event, Parser};

fn main() {
    divan::main();
}

static R1M: LazyLock<String> = LazyLock::new(|| {
    let tree = generate(&RandomSpec {
        depth: 10,
        branching: (4, 4),
        values: (-1000, 1000),
        seed: 1,
        ..RandomSpec::default()
    });
    let header = Header {
        bounds: Some((-1000.0, 1000.0)),
        ..Header::default()
    };
    write(&tree, &header)
});

#[divan::bench(sample_count = 10, sample_size = 1)]
fn parse(bencher: divan::Bencher) {
    let text: &str = &R1M;
    bencher.counter(BytesCount::of_str(text)).bench(|| {
        let doc = gametree::parse::parse_text(divan::black_box(text)).expect("a valid tree");
        assert_eq!(doc.tree.len(), 1_398_101);
        doc
    });
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn saphyr_events(bencher: divan::Bencher) {
    let text: &str = &R1M;
    bencher.counter(BytesCount::of_str(text)).bench(|| {
        let mut events = 0usize;
        for event in Parser::new_from_str(divan::black_box(text)) {
            let (event, _) = event.expect("valid YAML");
            events += 1;
            if matches!(event, Event::StreamEnd) {
                break;
            }
            divan::black_box(&event);
        }
        events
    });
}
