//! Staircase Nim as POJ 1704 (Georgia and Bob) poses it: chessmen on a strip; and as CSES
//! 1099 (Stair Game) poses it, balls on stairs (`Stairs`).
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

/// Staircase Nim read step by step from the top down, the last step read being the one
/// just above the ground: the steps that count (the odd ones from the ground) are the
/// last, the third-last, …, so a running exclusive or per parity of the index decides, in
/// O(1) memory, whatever the number of steps.
#[derive(Default)]
pub struct Steps {
    /// The exclusive or of the steps of the last one's parity (the ones that count), and
    /// of the others: swapped at every step, so no index depends on the count.
    counting: u64,
    other: u64,
}

impl Steps {
    /// The next step down holds `stones`.
    #[inline]
    pub fn push(&mut self, stones: u64) {
        (self.counting, self.other) = (self.other ^ stones, self.counting);
    }

    /// Whether the player to move wins on the steps pushed so far.
    pub fn first_player_wins(&self) -> bool {
        self.counting != 0
    }
}

/// Staircase Nim read from the bottom stair up, as CSES 1099 (Stair Game) lists it: balls
/// on stairs 1, 2, …, n; a move carries any positive number of balls from a stair k ≥ 2 to
/// stair k − 1. Stair 1 is the ground (its balls never move again), so the steps above it
/// are stairs 2, 3, …, and the odd ones among them, the ones that count, are the even
/// stairs: the player to move loses iff the exclusive or of the even stairs is 0.
#[derive(Default)]
pub struct Stairs {
    /// The exclusive or of the even stairs pushed so far.
    even: u64,
    /// Whether the next stair pushed is an even one (the first, stair 1, is not).
    next_even: bool,
}

impl Stairs {
    /// The next stair up holds `balls`.
    #[inline]
    pub fn push(&mut self, balls: u64) {
        // A mask of all ones on the even stairs, of zeros on the odd: no branch to mispredict.
        self.even ^= balls & (self.next_even as u64).wrapping_neg();
        self.next_even = !self.next_even;
    }

    /// Whether the player to move wins on the stairs pushed so far.
    pub fn first_player_wins(&self) -> bool {
        self.even != 0
    }
}

/// A position's cells as they are read, a repeat refused on the spot, then sorted for
/// `first_player_wins`. Not `std`'s set: at 10^6 cells each lookup is a cache miss, and
/// fewer bytes a slot mean fewer misses, so a cell is kept as a 31-bit fingerprint in a
/// table two thirds full at most. Slot and fingerprint come from multiply-shift hashing
/// with odd multipliers drawn at random (Dietzfelbinger et al.): whatever the input, probes
/// stay short and a fingerprint found again (then checked on the cells) is about never a
/// different cell.
pub struct Cells {
    /// Linear probing; 0 is an empty slot (a fingerprint has its low bit set).
    slots: Vec<u32>,
    keys: [u64; 2],
    cells: Vec<u64>,
}

impl Default for Cells {
    fn default() -> Cells {
        use std::hash::{BuildHasher, Hasher};
        // (Each `RandomState` has keys of its own.)
        let key = || {
            std::collections::hash_map::RandomState::new()
                .build_hasher()
                .finish()
                | 1
        };
        Cells {
            slots: Vec::new(),
            keys: [key(), key()],
            cells: Vec::new(),
        }
    }
}

impl Cells {
    /// No cells, with room for `count` of them.
    pub fn clear(&mut self, count: usize) {
        self.cells.clear();
        self.slots.clear();
        self.slots.resize(count + count / 2 + 1, 0);
    }

    /// Adds `cell` (whether new); at most `clear`'s count of them.
    #[inline]
    pub fn insert(&mut self, cell: u64) -> bool {
        let slots = self.slots.len();
        let hash = u128::from(cell.wrapping_mul(self.keys[0]));
        let mut at = ((hash * slots as u128) >> 64) as usize;
        let print = (cell.wrapping_mul(self.keys[1]) >> 32) as u32 | 1;
        loop {
            match self.slots[at] {
                0 => break,
                slot if slot == print && self.cells.contains(&cell) => return false,
                _ => at = if at + 1 == slots { 0 } else { at + 1 },
            }
        }
        self.slots[at] = print;
        self.cells.push(cell);
        true
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

    /// Pushed as the gaps of the cells, the steps decide as the cells do.
    #[test]
    fn steps_read_as_the_gaps_answer_as_the_cells() {
        let mut rng = crate::oracles::rng::Rng::new(7);
        for _ in 0..2000 {
            let mut cells: Vec<u64> = (0..rng.range(0, 9)).map(|_| rng.range(1, 40)).collect();
            cells.sort_unstable();
            cells.dedup();
            let mut steps = Steps::default();
            let mut before = 0;
            for &cell in &cells {
                steps.push(cell - before - 1);
                before = cell;
            }
            assert_eq!(
                steps.first_player_wins(),
                first_player_wins(&cells),
                "{cells:?}"
            );
        }
    }

    /// Every position of up to 6 balls on 6 stairs, played from the rules: stair k's count
    /// is digit k − 1 of the state in base 7, so a move down (d balls from stair k to k − 1)
    /// lowers the state by d·(7^(k−1) − 7^(k−2)). States of more than 6 balls are not asked
    /// (their moves could carry a digit past 6, and are left out).
    #[test]
    fn stairs_match_the_oracle_on_every_position_of_up_to_6_balls() {
        const STAIRS: u32 = 6;
        const BALLS: usize = 6;
        let base = BALLS + 1;
        let digits = |state: usize| -> Vec<usize> {
            (0..STAIRS).map(|k| state / base.pow(k) % base).collect()
        };
        let moves = |state: usize, next: &mut Vec<usize>| {
            let balls = digits(state);
            if balls.iter().sum::<usize>() > BALLS {
                return;
            }
            // Stair k + 1 (digit k, k ≥ 1) down to stair k.
            for (k, &on) in balls.iter().enumerate().skip(1) {
                let (from, to) = (base.pow(k as u32), base.pow(k as u32 - 1));
                next.extend((1..=on).map(|carried| state - carried * from + carried * to));
            }
        };
        let win = win_table(base.pow(STAIRS), moves);
        for (state, &expected) in win.iter().enumerate() {
            let balls = digits(state);
            if balls.iter().sum::<usize>() > BALLS {
                continue;
            }
            // Every number of stairs: the stairs above the last pushed are empty.
            for pushed in 1..=STAIRS as usize {
                if balls[pushed..].iter().any(|&b| b > 0) {
                    continue;
                }
                let mut stairs = Stairs::default();
                balls[..pushed].iter().for_each(|&b| stairs.push(b as u64));
                assert_eq!(
                    stairs.first_player_wins(),
                    expected,
                    "{:?}",
                    &balls[..pushed]
                );
            }
        }
    }

    /// The judge's sample, and stairs of 2^64 − 1 balls.
    #[test]
    fn stairs_at_the_sample_and_the_edges_of_u64() {
        let wins = |balls: &[u64]| {
            let mut stairs = Stairs::default();
            balls.iter().for_each(|&b| stairs.push(b));
            stairs.first_player_wins()
        };
        assert!(wins(&[0, 2, 1]));
        assert!(!wins(&[1, 1, 1, 1]));
        assert!(wins(&[5, 3]));
        assert!(!wins(&[u64::MAX]));
        assert!(wins(&[0, u64::MAX]));
        assert!(!wins(&[7, u64::MAX, 9, u64::MAX]));
        assert!(!wins(&[]));
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
