//! The transposition table: a fixed block of memory, one 64-bit word per entry.
//!
//! The table has `2^k` slots. A key is first scrambled by multiplying it with an odd
//! constant (a one-to-one map on 64-bit words, so nothing is lost); the top `k` bits of the
//! result pick the slot and the slot keeps the other `64 − k` bits to tell keys apart, so a
//! hit is never a different position, and no division is needed. Beside it sit the score and its kind, as the explicit-tree engine's
//! table classifies results: EXACT inside the window searched, LOWER at or above β, UPPER at
//! or below α. A new entry always replaces the old one in its slot: recent positions are the
//! likeliest to come back, and the table never grows.

use crate::search::Bound;

/// Bits below the stored quotient: two for the kind, seven for the score.
const SHIFT: u32 = 9;
/// Added to scores so that they are stored as small non-negative numbers.
const OFFSET: i32 = 64;

/// An odd constant (2^64 divided by the golden ratio): its products spread keys that differ
/// only in a few columns over the whole table.
const SCRAMBLE: u64 = 0x9E37_79B9_7F4A_7C15;

/// Scores by position, in a table of fixed size.
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<u64>,
    /// `64 − k`: the bits of a scrambled key that stay in its slot.
    rest: u32,
}

impl Table {
    /// The smallest table allowed: its quotients must fit beside the score.
    pub const MIN_MEGABYTES: usize = 1;

    /// A table of at most `megabytes` MiB (at least [`Table::MIN_MEGABYTES`]; the largest
    /// power of two that fits). The memory comes zeroed from the allocator, so setting up a
    /// large table costs almost nothing.
    pub fn with_megabytes(megabytes: usize) -> Table {
        let (k, slots) = Self::slots_for(megabytes);
        Table {
            slots: vec![0; slots],
            rest: 64 - k,
        }
        .advised()
    }

    /// [`Table::with_megabytes`], or `None` when the memory cannot be had: for a size a user
    /// chose, which must be refused with a message rather than abort the program.
    pub fn try_with_megabytes(megabytes: usize) -> Option<Table> {
        let (k, len) = Self::slots_for(megabytes);
        let layout = std::alloc::Layout::array::<u64>(len).ok()?;
        // Zeroed memory, as `vec![0; n]` asks for it (the system's pages stay untouched until
        // used), but a refusal comes back as null instead of ending the program.
        // SAFETY: the layout has a non-zero size (at least 1 MiB).
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<u64>();
        if ptr.is_null() {
            return None;
        }
        // SAFETY: `ptr` was allocated by the global allocator with the layout of `len` u64s,
        // all zero, which is a valid u64 each.
        let slots = unsafe { Vec::from_raw_parts(ptr, len, len) };
        Some(
            Table {
                slots,
                rest: 64 - k,
            }
            .advised(),
        )
    }

    /// The table's bits of slot index and its number of slots for `megabytes` MiB.
    fn slots_for(megabytes: usize) -> (u32, usize) {
        let words = (megabytes.max(Self::MIN_MEGABYTES) as u64) * (1 << 20) / 8;
        let k = 63 - words.leading_zeros();
        (k, 1 << k)
    }

    /// Every probe lands on a random slot: huge pages spare the address translations.
    fn advised(mut self) -> Table {
        crate::pages::advise_huge_slice(&mut self.slots);
        self
    }

    /// The slot and the bits kept in it.
    #[inline]
    fn place(&self, key: u64) -> (usize, u64) {
        let h = key.wrapping_mul(SCRAMBLE);
        ((h >> self.rest) as usize, h & ((1u64 << self.rest) - 1))
    }

    /// Slots in the table.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// True for a table without slots (never: there is always at least one).
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Bytes the slots take.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.slots.fill(0);
    }

    /// Asks the processor to start loading `key`'s slot, so that a probe soon after does not
    /// wait for memory (a hint: it changes nothing and cannot fail).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot = self.place(key).0;
            // SAFETY: a prefetch never faults and has no effect a program can observe; the
            // address is inside the slots anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(self.slots.as_ptr().add(slot).cast()) }
        }
    }

    /// What is stored for `key`, if anything.
    #[inline]
    pub fn get(&self, key: u64) -> Option<(i32, Bound)> {
        let (slot, rest) = self.place(key);
        let word = self.slots[slot];
        if word >> SHIFT != rest || word == 0 {
            return None;
        }
        let bound = match (word >> 7) & 3 {
            1 => Bound::Lower,
            2 => Bound::Upper,
            3 => Bound::Exact,
            _ => return None,
        };
        Some(((word & 127) as i32 - OFFSET, bound))
    }

    /// Stores a score for `key` (`bound` is EXACT, LOWER or UPPER; scores lie within ±63).
    #[inline]
    pub fn put(&mut self, key: u64, score: i32, bound: Bound) {
        let (slot, rest) = self.place(key);
        let kind = match bound {
            Bound::Lower => 1,
            Bound::Upper => 2,
            Bound::Exact => 3,
            Bound::Unvisited => return,
        };
        let stored = (score + OFFSET).clamp(0, 127) as u64;
        self.slots[slot] = rest << SHIFT | kind << 7 | stored;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_64_mib_table_has_2_to_the_23_slots() {
        assert_eq!(Table::with_megabytes(64).len(), 1 << 23);
        assert_eq!(Table::with_megabytes(64).bytes(), 64 << 20);
        assert_eq!(Table::with_megabytes(100).len(), 1 << 23, "rounded down");
        assert_eq!(Table::with_megabytes(1).len(), 1 << 17);
        assert_eq!(Table::with_megabytes(0).len(), 1 << 17, "at least 1 MiB");
        let t = Table::try_with_megabytes(64).expect("64 MiB are there");
        assert_eq!((t.len(), t.rest), (1 << 23, 64 - 23));
    }

    #[test]
    fn entries_keep_their_kind_and_colliding_keys_are_told_apart() {
        let mut t = Table::with_megabytes(1);
        let key = 123_456_789_012u64;
        assert_eq!(t.get(key), None);
        t.put(key, -18, Bound::Upper);
        assert_eq!(t.get(key), Some((-18, Bound::Upper)));
        // Another key in the same slot: not mistaken for the first, and it replaces it.
        let other = (0..u64::MAX)
            .map(|k| key + 1 + k)
            .find(|&k| t.place(k).0 == t.place(key).0)
            .unwrap();
        assert_eq!(t.get(other), None);
        t.put(other, 7, Bound::Exact);
        assert_eq!(t.get(other), Some((7, Bound::Exact)));
        assert_eq!(t.get(key), None);
        // Key 0 (the empty board) with score 0 and the largest keys a board can have.
        t.put(0, 0, Bound::Lower);
        assert_eq!(t.get(0), Some((0, Bound::Lower)));
        t.put(u64::MAX >> 1, 21, Bound::Exact);
        assert_eq!(t.get(u64::MAX >> 1), Some((21, Bound::Exact)));
        t.clear();
        assert_eq!(t.get(0), None);
    }
}
