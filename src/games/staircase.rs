//! Staircase Nim as POJ 1704 (Georgia and Bob) poses it: chessmen on a strip.
//!
//! Chessmen stand on distinct cells 1, 2, 3, … of a strip; a move shifts one chessman left
//! by at least one cell, never onto or past the chessman before it, nor off the strip.
//! With the chessmen sorted, let gap i be the number of empty cells just left of chessman i
//! (for the first, the cells from 1). Moving chessman i shrinks gap i and widens gap i + 1
//! by the same amount: stones move one step down a staircase whose lowest step is the last
//! gap. In staircase Nim only the odd steps count (a move from an even step to an odd one
//! can be undone by moving the same stones on down), so the player to move loses exactly
//! when the exclusive or of the last gap, the third-last, the fifth-last, … is 0.

/// Whether the player to move wins, for chessmen on the `sorted` distinct cells (all ≥ 1,
/// increasing).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::staircase;
/// assert!(!staircase::first_player_wins(&[1, 2, 3]));
/// assert!(staircase::first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]));
/// ```
pub fn first_player_wins(sorted: &[u64]) -> bool {
    debug_assert!(sorted.windows(2).all(|w| w[0] < w[1]) && sorted.first() != Some(&0));
    // Gaps on the odd steps, counted from the last chessman.
    let odd_steps = sorted
        .iter()
        .rev()
        .enumerate()
        .filter(|(step, _)| step % 2 == 0);
    let sum = odd_steps.fold(0, |sum, (step, &cell)| {
        let before = sorted.len() - 1 - step; // index of this chessman
        let left = if before == 0 { 0 } else { sorted[before - 1] };
        sum ^ (cell - left - 1)
    });
    sum != 0
}

/// The cells of one position as they are read, with a repeat refused on the spot: a hash
/// set that keeps the cells in the order they came, then sorts them for `first_player_wins`.
///
/// A set of its own rather than `std`'s, because at a million cells every lookup misses the
/// caches (and, in a table of 16 MiB, the page tables' cache too) and the time goes there.
/// Each cell is kept in the table as a 31-bit fingerprint, 16 to a 64-byte bucket, the
/// buckets at most three quarters full: 5.3 MB for a million cells. A bucket fills from its
/// first slot, so its free slot is the count of the taken ones, and a lookup reads one line
/// and compares it whole. The bucket and the fingerprint come from multiply-shift hashing
/// with two odd multipliers drawn at random once per set (the bucket from the product's
/// high bits scaled to the bucket count): two distinct cells share a bucket with
/// probability about 2/buckets and a fingerprint with probability at most 2^-30
/// (Dietzfelbinger et al.), independently, whatever the input. So the probes stay short,
/// and a fingerprint found again is checked against the cells themselves (a scan of those
/// kept) about never on valid input, and once to confirm a repeat.
pub struct Cells {
    /// Open addressing over buckets, linear probing; 0 is an empty slot (a fingerprint has
    /// its low bit set).
    buckets: Vec<Bucket>,
    to_bucket: u64,
    to_fingerprint: u64,
    cells: Vec<u64>,
}

/// Slots per bucket: 16 fingerprints, one 64-byte cache line.
const SLOTS: usize = 16;

#[derive(Clone, Copy)]
#[repr(align(64))]
struct Bucket([u32; SLOTS]);

impl Default for Cells {
    fn default() -> Cells {
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        let random = RandomState::new();
        let draw = |salt: u64| {
            let mut hasher = random.build_hasher();
            hasher.write_u64(salt);
            hasher.finish() | 1
        };
        Cells {
            buckets: Vec::new(),
            to_bucket: draw(1),
            to_fingerprint: draw(2),
            cells: Vec::new(),
        }
    }
}

impl Cells {
    /// No cells, with room for `count` of them.
    pub fn clear(&mut self, count: usize) {
        self.cells.clear();
        self.cells.reserve(count);
        // At most 12 cells a bucket on average (none empty: `insert` needs one).
        let buckets = count / 14 + 1;
        self.buckets.clear();
        self.buckets.resize(buckets, Bucket([0; SLOTS]));
    }

    /// Adds `cell` unless it is there already; whether it was new. At most the count given
    /// to `clear` cells may be added.
    #[inline]
    pub fn insert(&mut self, cell: u64) -> bool {
        let buckets = self.buckets.len();
        let hash = cell.wrapping_mul(self.to_bucket);
        let mut at = ((u128::from(hash) * buckets as u128) >> 64) as usize;
        let fingerprint = (cell.wrapping_mul(self.to_fingerprint) >> 32) as u32 | 1;
        loop {
            let bucket = &mut self.buckets[at].0;
            // (Counted and compared without a branch per slot.)
            let taken = bucket
                .iter()
                .map(|&slot| usize::from(slot != 0))
                .sum::<usize>();
            let seen = bucket
                .iter()
                .fold(false, |seen, &slot| seen | (slot == fingerprint));
            if seen && self.cells.contains(&cell) {
                return false;
            }
            if taken < SLOTS {
                bucket[taken] = fingerprint;
                self.cells.push(cell);
                return true;
            }
            at += 1;
            if at == buckets {
                at = 0;
            }
        }
    }

    /// `first_player_wins` for the cells added since `clear`.
    pub fn first_player_wins(&mut self) -> bool {
        self.cells.sort_unstable();
        first_player_wins(&self.cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_refuse_repeats_and_answer_as_the_sorted_cells() {
        let mut rng = crate::oracles::rng::Rng::new(5);
        let mut cells = Cells::default();
        for round in 0..300 {
            let count = rng.range(0, 3000) as usize;
            // Small ranges repeat often; one round in three draws from all of u64.
            let most = if round % 3 == 0 {
                u64::MAX
            } else {
                2 * count as u64 + 5
            };
            cells.clear(count);
            let mut seen = std::collections::HashSet::new();
            let mut kept = Vec::new();
            while kept.len() < count {
                let cell = rng.range(1, most);
                assert_eq!(cells.insert(cell), seen.insert(cell), "{cell}");
                if seen.len() > kept.len() {
                    kept.push(cell);
                }
            }
            kept.sort_unstable();
            assert_eq!(cells.first_player_wins(), first_player_wins(&kept));
        }
    }
    use crate::oracles::brute::win_table;

    /// Every set of chessmen on cells 1 to 12, as a bit mask (bit c − 1 for cell c); moving
    /// a chessman left clears a bit and sets a lower one, so the mask always decreases.
    #[test]
    fn matches_the_oracle_on_every_set_of_cells_up_to_12() {
        const CELLS: usize = 12;
        let moves = |mask: usize, next: &mut Vec<usize>| {
            let mut previous = 0; // the cell of the chessman before, 0 for none
            for cell in 1..=CELLS {
                if mask & (1 << (cell - 1)) == 0 {
                    continue;
                }
                for to in previous + 1..cell {
                    next.push(mask & !(1 << (cell - 1)) | (1 << (to - 1)));
                }
                previous = cell;
            }
        };
        let win = win_table(1 << CELLS, moves);
        for (mask, &expected) in win.iter().enumerate() {
            let cells: Vec<u64> = (1..=CELLS as u64)
                .filter(|c| mask & (1 << (c - 1)) != 0)
                .collect();
            assert_eq!(first_player_wins(&cells), expected, "{cells:?}");
        }
    }

    #[test]
    fn far_cells() {
        let max = u64::MAX;
        assert!(first_player_wins(&[max]));
        assert!(!first_player_wins(&[1]));
        assert!(!first_player_wins(&[max - 1, max])); // the last gap is 0
        assert!(first_player_wins(&[5, max]));
    }
}
