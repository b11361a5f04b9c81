//! Anti-SG: a sum of games under misère play (whoever makes the last move loses), decided
//! by the SJ theorem from the components' normal-play Grundy values.
//!
//! **The SJ theorem** (docs/games.md#anti-sg-and-the-sj-theorem). In a sum where the game
//! ends as soon as every component has Grundy value 0, the player to move wins iff
//!
//! - the Grundy sum is not 0 and some component's value is above 1, or
//! - the Grundy sum is 0 and no component's value is above 1.
//!
//! Misère Nim is the case of heaps (a heap's value is its size); HDU 2509's rows of apples
//! are another (`row_takes`: a row's value is its length).

/// A sum of components under misère play, summarized in one pass over their values.
#[derive(Debug, Clone, Copy, Default)]
pub struct AntiSum {
    grundy_sum: u64,
    above_one: bool,
}

impl AntiSum {
    /// Adds a component of normal-play Grundy value `value`.
    #[inline]
    pub fn add(&mut self, value: u64) {
        self.grundy_sum ^= value;
        self.above_one |= value > 1;
    }

    /// Whether the player to move wins when the last move loses.
    ///
    /// # Example
    /// ```
    /// use grundy::games::anti_sg::AntiSum;
    /// let mut sum = AntiSum::default();
    /// [2, 2].iter().for_each(|&v| sum.add(v));
    /// assert!(!sum.first_player_wins()); // the sum is 0 with a value above 1
    /// sum.add(3);
    /// assert!(sum.first_player_wins());
    /// ```
    pub fn first_player_wins(&self) -> bool {
        first_player_wins(self.grundy_sum, self.above_one)
    }
}

/// The SJ theorem: whether the player to move wins a misère sum whose Grundy values xor to
/// `grundy_sum`, where `above_one` says whether some component's value exceeds 1.
#[inline]
pub fn first_player_wins(grundy_sum: u64, above_one: bool) -> bool {
    (grundy_sum != 0) == above_one
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::row_takes;
    use crate::oracles::brute::{outcome_table, HeapMultisets, Play};

    /// Every multiset of rows of apples with at most 16 in all, played misère from the
    /// move rules (take any run of consecutive apples from one row): the SJ theorem on the
    /// rows' values.
    #[test]
    fn misere_rows_match_the_oracle() {
        const TOTAL: usize = 16;
        let positions = HeapMultisets::new(TOTAL);
        let win = outcome_table(
            positions.count(),
            Play::Misere,
            positions.moves(row_takes::moves),
        );
        for (index, &expected) in win.iter().enumerate() {
            let rows = positions.heaps(index);
            let mut sum = AntiSum::default();
            rows.iter()
                .for_each(|&r| sum.add(row_takes::grundy(r as u64)));
            assert_eq!(sum.first_player_wins(), expected, "{rows:?}");
        }
    }

    /// Misère Nim from its moves alone, against the theorem on heap sizes.
    #[test]
    fn misere_nim_matches_the_oracle() {
        const TOTAL: usize = 16;
        let positions = HeapMultisets::new(TOTAL);
        let take = |heap: usize| (0..heap).map(|left| vec![left]).collect();
        let win = outcome_table(positions.count(), Play::Misere, positions.moves(take));
        for (index, &expected) in win.iter().enumerate() {
            let heaps = positions.heaps(index);
            let mut sum = AntiSum::default();
            heaps.iter().for_each(|&h| sum.add(h as u64));
            assert_eq!(sum.first_player_wins(), expected, "{heaps:?}");
        }
    }

    #[test]
    fn no_component_means_the_opponent_made_the_last_move() {
        assert!(AntiSum::default().first_player_wins());
        let mut single = AntiSum::default();
        single.add(1);
        assert!(!single.first_player_wins());
    }
}
