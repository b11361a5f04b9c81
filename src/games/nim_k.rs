//! Moore's Nim-k: heaps of stones; a move takes a positive number of stones from each of at
//! least 1 and at most k heaps.
//!
//! **Moore's theorem** (docs/games.md#moores-nim-k): the player to move loses iff, for every
//! binary digit, the number of heaps with that digit set is divisible by k + 1. A move
//! lowers 1 to k heaps; at the highest digit where any of them changes, each changed one
//! goes from 1 to 0, so that digit's count drops by 1 to k and stops being divisible.
//! From any other position a move to such a one exists (docs/games.md has the
//! construction). With k = 1 this is Bouton's Nim.

/// A Nim-k position, summarized in one pass over its heaps: for each binary digit, how
/// many heaps have it set.
///
/// The 64 counts are kept bit-sliced: `planes[j]` holds bit j of every digit's count, so
/// adding a heap is a binary increment of 64 counters at once (a carry rippling up the
/// planes, two planes on average) instead of one increment per set digit.
#[derive(Debug, Clone)]
pub struct DigitCounts {
    planes: [u64; 64],
}

impl Default for DigitCounts {
    fn default() -> DigitCounts {
        DigitCounts { planes: [0; 64] }
    }
}

impl DigitCounts {
    /// Adds a heap of `heap` stones.
    #[inline]
    pub fn add(&mut self, heap: u64) {
        let mut carry = heap;
        let mut plane = 0;
        while carry != 0 {
            let bits = self.planes[plane];
            self.planes[plane] = bits ^ carry;
            carry &= bits;
            plane += 1;
        }
    }

    /// How many heaps added have `digit` (0 to 63) set.
    pub fn heaps_with_digit(&self, digit: u32) -> u64 {
        (self.planes.iter().enumerate())
            .fold(0, |count, (j, &bits)| count | (bits >> digit & 1) << j)
    }

    /// Whether the player to move wins when a move may lower up to `k` heaps (k ≥ 1).
    ///
    /// # Example
    /// ```
    /// use grundy::games::nim_k::DigitCounts;
    /// let mut heaps = DigitCounts::default();
    /// [1, 2, 3].iter().for_each(|&h| heaps.add(h));
    /// assert!(!heaps.first_player_wins(1)); // Nim: 1 ⊕ 2 ⊕ 3 = 0
    /// assert!(heaps.first_player_wins(2)); // each digit is set in 2 heaps, not a multiple of 3
    /// ```
    pub fn first_player_wins(&self, k: u64) -> bool {
        debug_assert!(k >= 1, "a move lowers at least one heap");
        // With k = u64::MAX no count reaches k + 1: only counts of 0 are divisible.
        let divisible = |count: u64| k.checked_add(1).map_or(count == 0, |m| count % m == 0);
        !(0..64).all(|digit| divisible(self.heaps_with_digit(digit)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{nim_k_table, HeapTuples};

    /// Every tuple of four heaps up to 7, for k = 1 to 4, from the move rules alone.
    #[test]
    fn matches_the_oracle() {
        let tuples = HeapTuples { heaps: 4, max: 7 };
        for k in 1..=4 {
            let win = nim_k_table(tuples, k);
            for (index, &expected) in win.iter().enumerate() {
                let mut heaps = DigitCounts::default();
                let sizes = tuples.decode(index);
                sizes.iter().for_each(|&h| heaps.add(h as u64));
                assert_eq!(
                    heaps.first_player_wins(k as u64),
                    expected,
                    "k {k} {sizes:?}"
                );
            }
        }
    }

    /// Three heaps up to 15 for k = 2: the digits above the first three matter too.
    #[test]
    fn matches_the_oracle_on_larger_heaps() {
        let tuples = HeapTuples { heaps: 3, max: 15 };
        let win = nim_k_table(tuples, 2);
        for (index, &expected) in win.iter().enumerate() {
            let mut heaps = DigitCounts::default();
            let sizes = tuples.decode(index);
            sizes.iter().for_each(|&h| heaps.add(h as u64));
            assert_eq!(heaps.first_player_wins(2), expected, "{sizes:?}");
        }
    }

    #[test]
    fn bit_sliced_counts_match_counting_each_digit() {
        let mut rng = crate::oracles::rng::Rng::new(5);
        for _ in 0..200 {
            let heaps: Vec<u64> = (0..rng.range(0, 300))
                .map(|_| rng.digit_uniform(20, u64::MAX))
                .collect();
            let mut counts = DigitCounts::default();
            heaps.iter().for_each(|&h| counts.add(h));
            for digit in 0..64 {
                let direct = heaps.iter().filter(|&&h| h >> digit & 1 == 1).count();
                assert_eq!(counts.heaps_with_digit(digit), direct as u64, "{digit}");
            }
        }
    }

    #[test]
    fn counts_beyond_k_and_the_largest_k() {
        let mut heaps = DigitCounts::default();
        (0..6).for_each(|_| heaps.add(u64::MAX));
        assert!(!heaps.first_player_wins(2)); // 6 of every digit, divisible by 3
        assert!(heaps.first_player_wins(3)); // 6 is not divisible by 4
        assert!(heaps.first_player_wins(u64::MAX)); // take from all six at once
        assert!(!DigitCounts::default().first_player_wins(u64::MAX));
    }
}
