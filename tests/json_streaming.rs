//! `eval --json --nodes` and `trace --json` stream their lists: the memory they take while
//! writing stays a small fraction of what they write, where building the document first
//! took many times its size. Counted with an allocator that tracks the most bytes live at
//! once (this file holds one test, so nothing else allocates meanwhile). The message
//! catalogue, read once per process, is counted apart.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};

use gametree::exercise::random::{RandomSpec, generate};
use gametree::parse::Meta;
use gametree::render::{json, trace};
use gametree::search::{self, Config, Recorder};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

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

/// Bytes written by `f`, and the most bytes it had live beyond what was live before.
fn measure(f: impl FnOnce(&mut Count)) -> (usize, usize) {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let mut out = Count(0);
    f(&mut out);
    (out.0, PEAK.load(Ordering::Relaxed) - before)
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
    assert!(
        catalogue < 1_000_000,
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
