//! Asking Linux to back a big array with 2 MiB pages. A million-node arena filled through
//! 4 KiB pages takes a page fault every few hundred nodes, and on a virtual machine those
//! faults cost as much as a tenth of the whole load; a table probed at random slots would
//! miss the address-translation cache on nearly every probe. A hint only: where it is
//! refused, or on another system, the memory works the same.

/// Advises huge pages for the room `v` has reserved (its capacity, touched or not).
pub(crate) fn advise_huge<T>(v: &mut Vec<T>) {
    let start = v.as_mut_ptr() as usize;
    advise_huge_range(start, start + v.capacity() * std::mem::size_of::<T>());
}

/// Advises huge pages for the memory of `slice`.
pub(crate) fn advise_huge_slice<T>(slice: &mut [T]) {
    let start = slice.as_mut_ptr() as usize;
    advise_huge_range(start, start + std::mem::size_of_val(slice));
}

/// Advises huge pages for the addresses `start..end` of one allocation. Only whole 2 MiB
/// pages inside it are advised, so the resident memory grows by at most one huge page
/// beyond what is touched.
fn advise_huge_range(start: usize, end: usize) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let aligned = start.next_multiple_of(HUGE);
        if aligned < end {
            let len = (end - aligned) / HUGE * HUGE;
            // SAFETY: the caller's allocation holds the range, and MADV_HUGEPAGE changes
            // neither its contents nor its mapping, only how the kernel backs it.
            unsafe {
                libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, end);
}
