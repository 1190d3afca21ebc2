//! Asking Linux to back a big array with 2 MiB pages. A million-node arena filled through
//! 4 KiB pages takes a page fault every few hundred nodes, and on a virtual machine those
//! faults cost as much as a tenth of the whole load. A hint only: where it is refused, or on
//! another system, the array works the same.

/// Advises huge pages for the room `v` has reserved (its capacity, touched or not). Only
/// whole 2 MiB pages inside the allocation are advised, so the resident memory grows by at
/// most one huge page beyond what the array fills.
pub(super) fn advise_huge<T>(v: &mut Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = v.as_mut_ptr() as usize;
        let end = start + v.capacity() * std::mem::size_of::<T>();
        let aligned = start.next_multiple_of(HUGE);
        if aligned < end {
            let len = (end - aligned) / HUGE * HUGE;
            // SAFETY: the range lies inside the allocation `v` owns, and MADV_HUGEPAGE changes
            // neither its contents nor its mapping, only how the kernel backs it.
            unsafe {
                libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}
