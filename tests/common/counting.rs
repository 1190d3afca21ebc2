//! Counts the bytes each thread has live, and the most it had at once, so a test can measure
//! what one call holds while the other tests run beside it (the test binary's allocator is
//! [`Counting`], set in `tests/tests.rs`).
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

pub struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
    static CALLS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = CALLS.try_with(|c| c.set(c.get() + 1));
        let _ = LIVE.try_with(|l| {
            l.set(l.get() + layout.size() as isize);
            let _ = PEAK.try_with(|p| p.set(p.get().max(l.get())));
        });
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = LIVE.try_with(|l| l.set(l.get() - layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// What `f` returns, and the most bytes this thread had live during it beyond what was
/// live before.
pub fn peak<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let out = f();
    (out, (PEAK.with(Cell::get) - before).max(0) as usize)
}

/// What `f` returns, and how many allocations this thread made during it (a growing
/// buffer counts once for each time it grows).
pub fn allocations<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = CALLS.with(Cell::get);
    let out = f();
    (out, CALLS.with(Cell::get) - before)
}
