//! Every-SG: several games played at once, where a player must move in **every** game that
//! has not ended; whoever cannot move (every game ended) loses.
//!
//! **The rule** (docs/games.md#every-sg). Give each game its steps: 0 when it has ended;
//! when the player to move wins it, one more than the longest lost position a move reaches
//! (the winner prolongs it); when the player to move loses it, one more than the shortest
//! position any move reaches (the loser cuts it short). A game's steps are odd exactly when
//! the player to move wins it. The sum is decided by the game that lasts longest: **the
//! first player wins iff the largest steps are odd.** The winner of that game keeps
//! winning it and makes the last move of all: in every other game, each player's strategy
//! ends it no later than the longest one.

/// An Every-SG sum, summarized in one pass over its games' steps.
#[derive(Debug, Clone, Copy, Default)]
pub struct EverySum {
    longest: u32,
}

impl EverySum {
    /// Adds a game that lasts `steps` moves (see the module's rule).
    #[inline]
    pub fn add(&mut self, steps: u32) {
        self.longest = self.longest.max(steps);
    }

    /// Whether the player to move wins the sum.
    ///
    /// # Example
    /// ```
    /// use grundy::games::every_sg::EverySum;
    /// let mut sum = EverySum::default();
    /// sum.add(2); // a game the first player loses, in two moves
    /// assert!(!sum.first_player_wins());
    /// sum.add(3); // one the first player wins, lasting longer
    /// assert!(sum.first_player_wins());
    /// ```
    pub fn first_player_wins(&self) -> bool {
        self.longest % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::euclid;
    use crate::oracles::brute::euclid_every_sum_wins as mover_wins;
    use std::collections::HashMap;

    /// Pairs of Euclid's games with numbers up to 9, played as an Every-SG sum from the
    /// move rules alone (both games move each turn while both last), against the rule.
    #[test]
    fn sums_of_two_euclid_games_match_the_move_rules() {
        const SIDE: u64 = 9;
        let pairs: Vec<(u64, u64)> = (0..=SIDE)
            .flat_map(|a| (0..=SIDE).map(move |b| (a, b)))
            .collect();
        let mut memo = HashMap::new();
        for &first in &pairs {
            for &second in &pairs {
                let mut sum = EverySum::default();
                sum.add(euclid::every_sg_steps(first.0, first.1));
                sum.add(euclid::every_sg_steps(second.0, second.1));
                let wins = mover_wins(&[first, second], &mut memo);
                assert_eq!(sum.first_player_wins(), wins, "{first:?} {second:?}");
            }
        }
    }

    /// Three games at once, fewer of them, for sums where two games end before the third.
    #[test]
    fn sums_of_three_euclid_games_match_the_move_rules() {
        const SIDE: u64 = 5;
        let pairs: Vec<(u64, u64)> = (1..=SIDE)
            .flat_map(|a| (1..=SIDE).map(move |b| (a, b)))
            .collect();
        let mut memo = HashMap::new();
        for &x in &pairs {
            for &y in &pairs {
                for &z in &pairs {
                    let mut sum = EverySum::default();
                    [x, y, z]
                        .iter()
                        .for_each(|&(a, b)| sum.add(euclid::every_sg_steps(a, b)));
                    let wins = mover_wins(&[x, y, z], &mut memo);
                    assert_eq!(sum.first_player_wins(), wins, "{x:?} {y:?} {z:?}");
                }
            }
        }
    }

    #[test]
    fn no_game_is_lost_for_the_player_to_move() {
        assert!(!EverySum::default().first_player_wins());
    }
}
