//! Pebbles (POI 2009 KAM): piles in a row, each at least as large as the one to its left; a
//! move takes stones from one pile, keeping that order (the first pile may empty); who
//! cannot move loses.
//!
//! Staircase Nim on the differences: with a₀ = 0, let dᵢ = aᵢ − aᵢ₋₁ ≥ 0. Taking x from
//! pile i lowers dᵢ by x and raises dᵢ₊₁ by x (for the last pile, the stones leave): x
//! stones go one step down a staircase whose steps are d₁, d₂, …, dₙ, dₙ being the one
//! just above the ground. So the player to move loses exactly when the exclusive or of dₙ,
//! dₙ₋₂, dₙ₋₄, … is 0 (`staircase::Steps`, docs/games.md#staircase-nim).

use crate::games::staircase::Steps;

/// A row of piles read left to right, each pile at least the one before.
#[derive(Default)]
pub struct Row {
    steps: Steps,
    last: u64,
}

impl Row {
    /// The next pile, at least the one before.
    #[inline]
    pub fn push(&mut self, pile: u64) {
        debug_assert!(pile >= self.last);
        self.steps.push(pile - self.last);
        self.last = pile;
    }

    /// Whether the first player wins on the row read so far.
    pub fn first_player_wins(&self) -> bool {
        self.steps.first_player_wins()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{ordered_piles_table, HeapTuples};

    fn wins(piles: &[usize]) -> bool {
        let mut row = Row::default();
        piles.iter().for_each(|&p| row.push(p as u64));
        row.first_player_wins()
    }

    /// Every non-decreasing row of 1 to 5 piles of up to 7 stones, from the move rules.
    #[test]
    fn matches_the_oracle_on_every_row_up_to_5_piles_of_7() {
        for heaps in 1..=5 {
            let tuples = HeapTuples { heaps, max: 7 };
            let win = ordered_piles_table(tuples);
            for (index, &expected) in win.iter().enumerate() {
                let piles = tuples.decode(index);
                if piles.windows(2).all(|w| w[0] <= w[1]) {
                    assert_eq!(wins(&piles), expected, "{piles:?}");
                }
            }
        }
        assert!(!Row::default().first_player_wins()); // no piles, no move
    }

    #[test]
    fn large_piles() {
        let max = u64::MAX;
        let row = |piles: &[u64]| {
            let mut row = Row::default();
            piles.iter().for_each(|&p| row.push(p));
            row.first_player_wins()
        };
        assert!(!row(&[max, max])); // d = (max, 0): the last step is empty
        assert!(row(&[max]));
        assert!(row(&[1, max, max])); // d₃ ⊕ d₁ = 0 ⊕ 1
        assert!(!row(&[1, 1, max, max])); // d₄ ⊕ d₂ = 0 ⊕ 0
        assert!(row(&[0, 1, max]));
    }
}
