//! Nim under normal and misère play, with the winning moves.
//!
//! Heaps of stones; a move takes any positive number of stones from one heap.
//!
//! Normal play (Bouton): the player to move loses exactly when the nim-sum (the exclusive
//! or of all heaps) is 0. From a sum of 0 every move changes one heap and so the sum; from a
//! sum s ≠ 0, a heap h with the top bit of s set has h ⊕ s < h, and moving it to h ⊕ s
//! makes the sum 0. Those heaps are exactly the winning moves (docs/games.md#nim).
//!
//! Misère play (taking the last stone loses): while some heap has 2 or more stones, play is
//! as in normal Nim; when every heap has 0 or 1 stones, the player to move loses exactly
//! when the number of 1-heaps is odd. So: lost iff (some heap ≥ 2 and the nim-sum is 0) or
//! (no heap ≥ 2 and an odd number of 1-heaps). The winning move differs from normal play
//! only when exactly one heap is 2 or more: it must leave an odd number of 1-heaps.

/// The exclusive or of the heaps: the Sprague–Grundy value of a Nim position.
pub fn nim_sum(heaps: impl IntoIterator<Item = u64>) -> u64 {
    heaps.into_iter().fold(0, |sum, heap| sum ^ heap)
}

/// Whether the player to move wins normal Nim, from the nim-sum of the heaps.
///
/// # Example
/// ```
/// use grundy::games::nim;
/// assert!(!nim::first_player_wins(nim::nim_sum([1, 1])));
/// assert!(nim::first_player_wins(nim::nim_sum([1, 0])));
/// ```
#[inline]
pub fn first_player_wins(nim_sum: u64) -> bool {
    nim_sum != 0
}

/// The heap size that a winning move leaves in a heap of `heap` stones, given the nim-sum
/// of the whole position; `None` when this heap has no winning move.
#[inline]
pub fn winning_target(heap: u64, nim_sum: u64) -> Option<u64> {
    let target = heap ^ nim_sum;
    (target < heap).then_some(target)
}

/// How many heaps have a winning move: those with the top bit of the nim-sum set. Counted
/// with `HeapBits`, the heaps need not be kept.
pub fn winning_move_count(bits: &HeapBits) -> u64 {
    match top_bit(bits.nim_sum) {
        Some(bit) => bits.heaps_with_bit[bit],
        None => 0,
    }
}

/// What one pass over the heaps needs to remember to count the winning moves: the nim-sum
/// and, for each bit, how many heaps have it set.
#[derive(Debug, Clone)]
pub struct HeapBits {
    pub nim_sum: u64,
    heaps_with_bit: [u64; 64],
}

impl Default for HeapBits {
    fn default() -> HeapBits {
        HeapBits {
            nim_sum: 0,
            heaps_with_bit: [0; 64],
        }
    }
}

impl HeapBits {
    pub fn add(&mut self, heap: u64) {
        self.nim_sum ^= heap;
        let mut rest = heap;
        while rest != 0 {
            self.heaps_with_bit[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
}

fn top_bit(value: u64) -> Option<usize> {
    (value != 0).then(|| 63 - value.leading_zeros() as usize)
}

/// A misère Nim position, summarized in one pass over its heaps.
#[derive(Debug, Clone, Copy, Default)]
pub struct Misere {
    nim_sum: u64,
    /// Heaps of 2 or more stones.
    large_heaps: u64,
    /// Heaps of exactly one stone.
    single_stones: u64,
}

impl Misere {
    pub fn new(heaps: impl IntoIterator<Item = u64>) -> Misere {
        let mut position = Misere::default();
        for heap in heaps {
            position.add(heap);
        }
        position
    }

    pub fn add(&mut self, heap: u64) {
        self.nim_sum ^= heap;
        self.large_heaps += u64::from(heap >= 2);
        self.single_stones += u64::from(heap == 1);
    }

    /// Whether the player to move wins when taking the last stone loses.
    ///
    /// # Example
    /// ```
    /// use grundy::games::nim::Misere;
    /// assert!(Misere::new([3, 5, 1]).first_player_wins());
    /// assert!(!Misere::new([1]).first_player_wins()); // must take the last stone
    /// assert!(Misere::new([]).first_player_wins()); // the opponent took it
    /// ```
    pub fn first_player_wins(&self) -> bool {
        // The SJ theorem with heaps as their own values (with no heap of 2 or more, the
        // nim-sum is the parity of the single stones).
        crate::games::anti_sg::first_player_wins(self.nim_sum, self.large_heaps > 0)
    }

    /// The heap size a winning move leaves in a heap of `heap` stones of this position,
    /// or `None` when moving this heap cannot win. (Every heap has at most one.)
    pub fn winning_target(&self, heap: u64) -> Option<u64> {
        if !self.first_player_wins() || heap == 0 {
            return None;
        }
        if self.large_heaps == 1 && heap >= 2 {
            // The last large heap: leave an odd number of single stones behind.
            return Some(if self.single_stones % 2 == 0 { 1 } else { 0 });
        }
        if self.large_heaps == 0 {
            // Take a single stone, leaving an odd number of them.
            return Some(0);
        }
        winning_target(heap, self.nim_sum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{outcome_table, HeapTuples, Play};

    const SPACE: HeapTuples = HeapTuples { heaps: 4, max: 12 };

    fn take_any(heap: usize) -> Vec<usize> {
        (0..heap).collect()
    }

    fn as_u64(heaps: &[usize]) -> Vec<u64> {
        heaps.iter().map(|&h| h as u64).collect()
    }

    /// Checks verdicts and the complete set of winning moves against the oracle over every
    /// tuple of four heaps of 0 to 12 (which covers all multisets of up to four heaps).
    fn check_against_oracle(
        play: Play,
        wins: impl Fn(&[u64]) -> bool,
        target: impl Fn(&[u64], u64) -> Option<u64>,
    ) {
        let win = outcome_table(SPACE.count(), play, SPACE.moves(take_any));
        for (index, &expected) in win.iter().enumerate() {
            let tuple = SPACE.decode(index);
            let heaps = as_u64(&tuple);
            assert_eq!(wins(&heaps), expected, "{heaps:?}");
            for (i, &heap) in tuple.iter().enumerate() {
                let winning: Vec<usize> = (0..heap)
                    .filter(|&t| {
                        let mut after = tuple.clone();
                        after[i] = t;
                        !win[SPACE.encode(&after)]
                    })
                    .collect();
                let ours = target(&heaps, heaps[i]).map(|t| t as usize);
                assert_eq!(
                    ours.into_iter().collect::<Vec<_>>(),
                    winning,
                    "{heaps:?}, heap {i}"
                );
            }
        }
    }

    #[test]
    fn normal_nim_matches_the_oracle() {
        check_against_oracle(
            Play::Normal,
            |heaps| first_player_wins(nim_sum(heaps.iter().copied())),
            |heaps, heap| winning_target(heap, nim_sum(heaps.iter().copied())),
        );
    }

    #[test]
    fn misere_nim_matches_the_oracle() {
        check_against_oracle(
            Play::Misere,
            |heaps| Misere::new(heaps.iter().copied()).first_player_wins(),
            |heaps, heap| Misere::new(heaps.iter().copied()).winning_target(heap),
        );
    }

    #[test]
    fn counting_by_bits_agrees_with_counting_moves() {
        let mut rng = crate::oracles::rng::Rng::new(3);
        for _ in 0..2000 {
            let heaps: Vec<u64> = (0..rng.range(0, 8))
                .map(|_| rng.digit_uniform(20, u64::MAX))
                .collect();
            let mut bits = HeapBits::default();
            heaps.iter().for_each(|&h| bits.add(h));
            let sum = nim_sum(heaps.iter().copied());
            assert_eq!(bits.nim_sum, sum);
            let direct = heaps
                .iter()
                .filter(|&&h| winning_target(h, sum).is_some())
                .count();
            assert_eq!(winning_move_count(&bits), direct as u64, "{heaps:?}");
        }
    }

    #[test]
    fn large_heaps() {
        let max = u64::MAX;
        assert!(!first_player_wins(nim_sum([max, max])));
        assert_eq!(winning_target(max, nim_sum([max, 1])), Some(1));
        let position = Misere::new([max, 1, 1]);
        assert!(position.first_player_wins());
        assert_eq!(position.winning_target(max), Some(1)); // leave three single stones
        assert_eq!(position.winning_target(1), None);
    }
}
