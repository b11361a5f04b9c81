//! Lowering exactly half of the piles (Codeforces 1147C "Thanos Nim"): an even number n of
//! piles; a move chooses exactly n/2 non-empty piles and removes a positive number of
//! stones from each; whoever cannot move loses.
//!
//! **The player to move loses iff more than n/2 piles hold the least number of stones**
//! (docs/games.md#thanos-nim). From such a position every move lowers at least one least
//! pile (fewer than n/2 piles are larger) and leaves another untouched, so the new least
//! piles are among the n/2 chosen ones: at most n/2 of them. From a position with at most
//! n/2 least piles, the mover lowers n/2 of the larger piles to the least number, leaving
//! more than n/2 least piles. Empty piles fit the rule: more than n/2 of them is exactly a
//! position without a move.

/// The least pile seen and how many times, over a stream of piles.
#[derive(Debug, Default, Clone, Copy)]
pub struct LeastPiles {
    least: u64,
    count: u64,
}

impl LeastPiles {
    /// Takes one more pile into account.
    #[inline]
    pub fn add(&mut self, pile: u64) {
        if self.count == 0 || pile < self.least {
            self.least = pile;
            self.count = 1;
        } else if pile == self.least {
            self.count += 1;
        }
    }

    /// Whether the first player wins with the `piles` piles added (an even number of
    /// them): at most half of them are least piles.
    pub fn first_player_wins(&self, piles: u64) -> bool {
        debug_assert!(piles % 2 == 0);
        self.count <= piles / 2
    }
}

/// Whether the first player (Alice) wins with `piles`, an even number of them.
///
/// # Example
/// ```
/// use grundy::games::thanos::first_player_wins;
/// assert!(!first_player_wins(&[8, 8]));
/// assert!(first_player_wins(&[3, 1, 4, 1]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut least = LeastPiles::default();
    piles.iter().for_each(|&pile| least.add(pile));
    least.first_player_wins(piles.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::HeapTuples;
    use crate::oracles::cf_searches::thanos_wins;

    /// Every tuple of 2 piles up to 14, 4 up to 6, 6 up to 3 and 8 up to 2 (empty piles
    /// included) against the search of the moves.
    #[test]
    fn matches_the_search() {
        for (heaps, max) in [(2, 14), (4, 6), (6, 3), (8, 2)] {
            let tuples = HeapTuples { heaps, max };
            for index in 0..tuples.count() {
                let piles: Vec<u64> = tuples.decode(index).iter().map(|&p| p as u64).collect();
                assert_eq!(first_player_wins(&piles), thanos_wins(&piles), "{piles:?}");
            }
        }
    }

    /// The rule at u64's edge: the least piles are counted, whatever their size.
    #[test]
    fn large_piles() {
        let max = u64::MAX;
        assert!(!first_player_wins(&[max, max]));
        assert!(first_player_wins(&[max, max - 1, max, max]));
        assert!(!first_player_wins(&[max - 1, max - 1, max, max - 1]));
    }
}
