//! Sequential Nim (Codeforces 1382B): piles in a row; a move takes any positive number of
//! stones from the first non-empty pile; who cannot move loses.
//!
//! The rule (docs/games.md#sequential-nim): empty piles play no part. **With k piles of
//! one stone before the first pile of two or more, the player to move wins iff k is even;
//! with no pile of two or more, iff the number of one-stone piles is odd.** Whoever moves
//! first on a pile of two or more chooses who moves on the rest: taking it whole hands the
//! rest to the opponent, leaving one stone keeps it for themselves; the one-stone piles
//! before it only pass the turn.

/// A row of piles read from the first: whether the player to move at the start wins.
#[derive(Debug, Default, Clone, Copy)]
pub struct SequentialNim {
    /// Whether an odd number of one-stone piles came before the first larger pile (or so
    /// far, when none has come).
    odd_ones: bool,
    /// Whether a pile of two or more has come: the outcome is then fixed.
    decided: bool,
    /// The outcome once decided.
    wins: bool,
}

impl SequentialNim {
    /// The next pile of the row.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn push(&mut self, pile: u64) {
        if self.decided {
            return;
        }
        match pile {
            0 => {}
            1 => self.odd_ones = !self.odd_ones,
            _ => {
                // The player to move on this pile wins: the first player when the ones
                // before it were even in number.
                self.decided = true;
                self.wins = !self.odd_ones;
            }
        }
    }

    /// Whether the first player wins on the row read so far.
    ///
    /// # Example
    /// ```
    /// use grundy::games::sequential_nim::SequentialNim;
    /// let mut row = SequentialNim::default();
    /// [2, 5, 4].iter().for_each(|&p| row.push(p));
    /// assert!(row.first_player_wins());
    /// let mut ones = SequentialNim::default();
    /// [1, 1].iter().for_each(|&p| ones.push(p));
    /// assert!(!ones.first_player_wins());
    /// ```
    pub fn first_player_wins(&self) -> bool {
        if self.decided {
            self.wins
        } else {
            self.odd_ones
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{win_table, HeapTuples};

    fn wins(piles: &[usize]) -> bool {
        let mut row = SequentialNim::default();
        piles.iter().for_each(|&p| row.push(p as u64));
        row.first_player_wins()
    }

    /// Every row of 1 to 5 piles of up to 6 stones (empty piles anywhere), from the move
    /// rules: the first non-empty pile lowered to any smaller size.
    #[test]
    fn matches_the_oracle_on_every_row_up_to_5_piles_of_6() {
        for heaps in 1..=5 {
            let tuples = HeapTuples { heaps, max: 6 };
            let win = win_table(tuples.count(), |index, next| {
                let mut piles = tuples.decode(index);
                if let Some(first) = piles.iter().position(|&p| p > 0) {
                    for left in 0..piles[first] {
                        piles[first] = left;
                        next.push(tuples.encode(&piles));
                    }
                }
            });
            for (index, &expected) in win.iter().enumerate() {
                let piles = tuples.decode(index);
                assert_eq!(wins(&piles), expected, "{piles:?}");
            }
        }
        assert!(!SequentialNim::default().first_player_wins()); // no piles, no move
    }

    /// Large piles decide as a pile of 2 does: whoever moves on one may take all or leave 1.
    #[test]
    fn large_piles_decide_as_two_does() {
        for large in [2, 3, 1 << 32, u64::MAX] {
            for ones in 0..4 {
                let mut row = SequentialNim::default();
                (0..ones).for_each(|_| row.push(1));
                row.push(large);
                row.push(1);
                assert_eq!(
                    row.first_player_wins(),
                    ones % 2 == 0,
                    "{ones} ones, {large}"
                );
            }
        }
    }
}
