//! `eval --json --nodes` and `trace --json` stream their lists: the memory they take while
//! writing stays a small fraction of what they write, where building the document first
//! took many times its size. Counted with the test binary's allocator, which tracks the most
//! bytes each thread has live at once. The message catalogue, read once per process, is
//! counted apart.

use std::io::Write;

use gametree::exercise::random::{RandomSpec, generate};
use gametree::parse::Meta;
use gametree::render::{json, trace};
use gametree::search::{self, Config, Recorder};

use crate::common::counting;

/// Counts the bytes written and keeps none.
struct Count(usize);

impl Write for Count {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Bytes written by `f`, and the most bytes this thread had live during it beyond what was
/// live before.
fn measure(f: impl FnOnce(&mut Count)) -> (usize, usize) {
    let mut out = Count(0);
    let ((), peak) = counting::peak(|| f(&mut out));
    (out.0, peak)
}

#[test]
fn json_views_stream_their_lists_instead_of_building_the_whole_document() {
    let tree = generate(&RandomSpec {
        depth: 7,
        branching: (4, 4),
        ..RandomSpec::default()
    });
    // The message catalogue is read once per process, at the first message a view asks
    // for; it is counted here, on its own, and not again in what the views hold.
    let (_, catalogue) = measure(|_| {
        let _ = gametree::i18n::message("act-cutoff", None);
    });
    // (About 1 MB for some 1,300 messages; the bound leaves room for more.)
    assert!(
        catalogue < 2_000_000,
        "the English catalogue takes {catalogue} bytes"
    );
    let cfg = Config::default();
    let outcome = search::run(&tree, &cfg).unwrap();
    let (written, peak) = measure(|out| {
        json::write_outcome(out, &tree, &Meta::default(), &outcome, true).unwrap();
    });
    // 21,845 nodes of about 150 bytes each; building them as JSON values took several times that.
    assert!(written > 2_000_000, "{written}");
    assert!(peak * 20 < written, "{peak} bytes live to write {written}");

    // Minimax: every node is stepped through, so the steps outnumber the nodes.
    let cfg = Config::new(search::Algorithm::Minimax);
    let mut rec = Recorder::default();
    let outcome = search::run_observed(&tree, &cfg, &mut rec).unwrap();
    let (written, peak) = measure(|out| {
        trace::write_json(out, &tree, &outcome, &rec).unwrap();
    });
    // The per-node state of the rows (dense arrays over the tree) is the floor.
    assert!(written > 5_000_000, "{written}");
    assert!(peak * 4 < written, "{peak} bytes live to write {written}");
}
