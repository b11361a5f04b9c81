//! Tokitsukaze, CSL and Stone Game (Codeforces 1190B): piles; a move takes one stone from
//! a non-empty pile; a player loses when every pile is empty before their turn, or when
//! their move leaves two piles (possibly empty) equal.
//!
//! The rule (docs/games.md#piles-kept-distinct): a move that leaves two piles equal loses
//! at once, so the moves that count keep the piles distinct. **The first player loses at
//! once when the piles hold two pairs of equal piles (or three equal), a pair of empty
//! piles, or a pair x, x with a pile of x − 1; otherwise every game lasts exactly
//! Σ aᵢ − n(n − 1)/2 moves (until the piles are 0, 1, …, n − 1), and the first player wins
//! iff that is odd.** Every move from distinct piles other than 0, 1, …, n − 1 can keep
//! them distinct (lower the smallest pile that stands above its rank), and from
//! 0, 1, …, n − 1 none can.

/// Whether the first player (Tokitsukaze) wins with `piles` (sorted in place).
///
/// # Complexity
/// O(n log n) for the sort, then O(n). Exact for any u64 piles: the sums are kept in 128
/// bits.
///
/// # Example
/// ```
/// use grundy::games::distinct_piles;
/// assert!(!distinct_piles::first_player_wins(&mut [0]));
/// assert!(!distinct_piles::first_player_wins(&mut [1, 0]));
/// assert!(distinct_piles::first_player_wins(&mut [2, 2]));
/// assert!(distinct_piles::first_player_wins(&mut [2, 3, 1]));
/// ```
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable();
    let mut pairs = 0;
    for (i, pair) in piles.windows(2).enumerate() {
        if pair[0] == pair[1] {
            pairs += 1;
            let x = pair[0];
            // A pair of empty piles, or a pair whose only move meets the pile below.
            if x == 0 || (i > 0 && piles[i - 1] == x - 1) {
                return false;
            }
        }
    }
    // Two pairs, or three equal piles: every move leaves two equal.
    if pairs >= 2 {
        return false;
    }
    let total: u128 = piles.iter().map(|&p| u128::from(p)).sum();
    let n = piles.len() as u128;
    let floor = n * n.saturating_sub(1) / 2;
    (total - floor) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{win_table, HeapTuples};

    /// Whether no two piles are equal.
    fn distinct(piles: &[usize]) -> bool {
        let mut sorted = piles.to_vec();
        sorted.sort_unstable();
        sorted.windows(2).all(|w| w[0] != w[1])
    }

    /// Every start of 1 to 5 piles of up to 6 stones, from the move rules: one stone from
    /// a non-empty pile, a move that leaves two piles equal losing at once (so never a
    /// winning move, and a player with only such moves, or none, has lost).
    #[test]
    fn matches_the_oracle_on_every_start_up_to_5_piles_of_6() {
        for heaps in 1..=5 {
            let tuples = HeapTuples { heaps, max: 6 };
            let win = win_table(tuples.count(), |index, next| {
                let mut piles = tuples.decode(index);
                for i in 0..piles.len() {
                    if piles[i] > 0 {
                        piles[i] -= 1;
                        if distinct(&piles) {
                            next.push(tuples.encode(&piles));
                        }
                        piles[i] += 1;
                    }
                }
            });
            for (index, &expected) in win.iter().enumerate() {
                let piles = tuples.decode(index);
                let mut values: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
                assert_eq!(first_player_wins(&mut values), expected, "{piles:?}");
            }
        }
        assert!(!first_player_wins(&mut [])); // every pile empty before the first turn
    }

    /// Piles at the top of the u64 range: the sums do not overflow.
    #[test]
    fn largest_piles() {
        assert!(first_player_wins(&mut [u64::MAX])); // 2^64 − 1 moves, odd
        assert!(!first_player_wins(&mut [u64::MAX, u64::MAX - 1])); // 2^65 − 4, even
        assert!(!first_player_wins(&mut [u64::MAX, u64::MAX, u64::MAX - 1])); // x − 1 is there
        assert!(first_player_wins(&mut [u64::MAX, u64::MAX, 0])); // 2^65 − 5 moves, odd
    }
}
