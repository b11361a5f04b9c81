//! The Stoned Game (Codeforces 1396B): piles; a move takes one stone from a non-empty pile
//! other than the one the previous move took from; who cannot move loses.
//!
//! The rule (docs/games.md#the-stoned-game), with s stones in all and m in the largest
//! pile: **the first player wins iff m > s − m or s is odd.** A pile larger than all the
//! others together is taken from on every turn of the first player, and the others run out
//! on the second player's turn. Otherwise the player whose turn it is when an odd number of
//! stones is left can always take from a largest pile not just taken from, and never be
//! stopped before the last stone, which that player takes.

/// Piles read one by one: their total and their largest.
#[derive(Debug, Default, Clone, Copy)]
pub struct StonedGame {
    /// Up to 2^64 piles of up to 2^64 − 1 stones fit.
    total: u128,
    largest: u64,
}

impl StonedGame {
    /// One more pile.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn push(&mut self, pile: u64) {
        self.total += u128::from(pile);
        self.largest = self.largest.max(pile);
    }

    /// Whether the first player (T) wins on the piles read so far.
    ///
    /// # Example
    /// ```
    /// use grundy::games::stoned::StonedGame;
    /// let mut one = StonedGame::default();
    /// one.push(2);
    /// assert!(one.first_player_wins()); // HL may not take from the same pile
    /// let mut two = StonedGame::default();
    /// two.push(1);
    /// two.push(1);
    /// assert!(!two.first_player_wins());
    /// ```
    pub fn first_player_wins(&self) -> bool {
        let largest = u128::from(self.largest);
        largest > self.total - largest || self.total % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::HeapTuples;
    use std::collections::HashMap;

    /// Whether the player to move wins from `piles`, the pile at `barred` (if any) closed
    /// to this move, searched from the move rules alone.
    fn search(
        piles: &mut Vec<usize>,
        barred: Option<usize>,
        seen: &mut HashMap<(Vec<usize>, Option<usize>), bool>,
    ) -> bool {
        if let Some(&known) = seen.get(&(piles.clone(), barred)) {
            return known;
        }
        let mut wins = false;
        for i in 0..piles.len() {
            if piles[i] == 0 || Some(i) == barred {
                continue;
            }
            piles[i] -= 1;
            let opponent_wins = search(piles, Some(i), seen);
            piles[i] += 1;
            if !opponent_wins {
                wins = true;
                break;
            }
        }
        seen.insert((piles.clone(), barred), wins);
        wins
    }

    /// Every start of 1 to 4 piles of up to 7 stones, and of 5 piles of up to 4.
    #[test]
    fn matches_the_search_on_every_small_start() {
        let mut seen = HashMap::new();
        for (heaps, max) in [(1, 7), (2, 7), (3, 7), (4, 7), (5, 4)] {
            let tuples = HeapTuples { heaps, max };
            for index in 0..tuples.count() {
                let mut piles = tuples.decode(index);
                let mut game = StonedGame::default();
                piles.iter().for_each(|&p| game.push(p as u64));
                let expected = search(&mut piles, None, &mut seen);
                assert_eq!(game.first_player_wins(), expected, "{piles:?}");
            }
        }
        assert!(!StonedGame::default().first_player_wins()); // no stone, no move
    }

    /// Totals past 2^64: the sum is kept in 128 bits.
    #[test]
    fn totals_past_two_to_the_64() {
        let mut game = StonedGame::default();
        (0..3).for_each(|_| game.push(u64::MAX));
        assert!(game.first_player_wins()); // 3·(2^64 − 1) is odd
        game.push(u64::MAX);
        assert!(!game.first_player_wins()); // even, and no pile outweighs the rest
        let mut lopsided = StonedGame::default();
        lopsided.push(u64::MAX);
        lopsided.push(1);
        lopsided.push(0);
        assert!(lopsided.first_player_wins()); // 2^64 in all, even, but 2^64 − 1 > 1
    }
}
