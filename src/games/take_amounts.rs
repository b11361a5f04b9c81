//! One pile; a move takes one of a fixed set of amounts (AtCoder's two problems called
//! "Stones": the Educational DP Contest's K and ABC270 D).
//!
//! Two questions on the same moves, each answered by a table over the pile sizes, smallest
//! first, because a move always leaves a smaller pile (docs/games.md#one-pile-fixed-amounts):
//! - **who wins** when the player who cannot move loses: a pile is won when some amount
//!   that fits leaves a lost pile (`outcomes`);
//! - **how much the first player takes** when both maximise their own total and the game
//!   runs until the pile is empty (the amount 1 among the moves, so some move always fits).
//!   The two totals always add up to the pile, so maximising one's own total is minimising
//!   the other's, and the mover's best from n is max over amounts a ≤ n of
//!   a + (n − a − best(n − a)) = n − best(n − a) (`first_player_takes`). Taking the most
//!   each turn is not the same (10 stones, amounts 1, 3, 4: greedy takes 5, 3 first takes 6).
//!
//! Both take O(|A|) per pile size and one entry per size; a set with repeats or in any order
//! is fine, and amounts larger than the pile never fit.

/// The amounts that can ever fit a pile of `most`: sorted, distinct, from 1 to `most`
/// (a move of 0 would be a pass, not a move).
pub fn usable(amounts: &[u64], most: u64) -> Vec<u64> {
    let mut usable: Vec<u64> = amounts
        .iter()
        .copied()
        .filter(|&a| (1..=most).contains(&a))
        .collect();
    usable.sort_unstable();
    usable.dedup();
    usable
}

/// `wins[n]`, for every pile n from 0 to `last`: whether the player to move wins, when a
/// player who cannot move loses. `amounts` must be `usable` (sorted, distinct, ≥ 1).
///
/// # Example
/// ```
/// use grundy::games::take_amounts::outcomes;
/// // Amounts 2 and 3: piles 0 and 1 have no move; 4 → 1; 5 → 3 or 2, both won.
/// assert_eq!(outcomes(&[2, 3], 5), [false, false, true, true, true, false]);
/// ```
pub fn outcomes(amounts: &[u64], last: usize) -> Vec<bool> {
    let mut wins: Vec<bool> = Vec::with_capacity(last + 1);
    for pile in 0..=last {
        let fits = amounts.iter().take_while(|&&a| a as usize <= pile);
        let won = fits.into_iter().any(|&a| !wins[pile - a as usize]);
        wins.push(won);
    }
    wins
}

/// How many stones the first player takes from a pile of `pile` when both maximise their
/// own totals and play until the pile is empty. `amounts` must be `usable` and hold 1, so
/// that some amount always fits; the answer is at most `pile`.
///
/// # Example
/// ```
/// use grundy::games::take_amounts::first_player_takes;
/// // ABC270 D's first sample; and greedy's trap: 3 first, not 4.
/// assert_eq!(first_player_takes(&[1, 4], 10), 5);
/// assert_eq!(first_player_takes(&[1, 3, 4], 10), 6);
/// ```
pub fn first_player_takes(amounts: &[u64], pile: usize) -> u64 {
    debug_assert_eq!(amounts.first(), Some(&1), "the amount 1 is a move");
    // best[n]: what the player to move takes from a pile of n.
    let mut best: Vec<u64> = Vec::with_capacity(pile + 1);
    best.push(0);
    for n in 1..=pile {
        let fits = amounts.iter().take_while(|&&a| a as usize <= n);
        // The opponent then takes best[n − a] of the n − a left; the least of those is best.
        let least_left = fits.map(|&a| best[n - a as usize]).min().unwrap_or(0);
        best.push(n as u64 - least_left);
    }
    best[pile]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{heap_moves, win_table};

    /// Every set of amounts drawn from 1 to 8 (as a bit mask).
    fn every_set() -> impl Iterator<Item = Vec<u64>> {
        (0u32..1 << 8).map(|mask| (1..=8).filter(|a| mask >> (a - 1) & 1 == 1).collect())
    }

    /// The outcomes against the table computed from the move rules, on every set of amounts
    /// from 1 to 8 and every pile up to 80.
    #[test]
    fn outcomes_follow_the_rules() {
        for amounts in every_set() {
            let takes: Vec<usize> = amounts.iter().map(|&a| a as usize).collect();
            let table = win_table(81, heap_moves(|_| takes.clone()));
            assert_eq!(outcomes(&amounts, 80), table, "amounts {amounts:?}");
        }
    }

    /// What the first player takes, played out: the mover tries every amount that fits and
    /// keeps the best of what is then left to them, searched without a table.
    fn played(amounts: &[u64], pile: u64) -> u64 {
        let fits = amounts.iter().filter(|&&a| a <= pile);
        let outcomes = fits.map(|&a| a + (pile - a - played(amounts, pile - a)));
        outcomes.max().unwrap_or(0)
    }

    /// The score against the game played out, on every set of amounts from 1 to 8 that
    /// holds 1 and every pile up to 16 (the search is exponential).
    #[test]
    fn what_the_first_player_takes_follows_the_rules() {
        for amounts in every_set().filter(|set| set.first() == Some(&1)) {
            for pile in 0..=16 {
                assert_eq!(
                    first_player_takes(&amounts, pile as usize),
                    played(&amounts, pile),
                    "amounts {amounts:?}, pile {pile}"
                );
            }
        }
    }

    #[test]
    fn usable_amounts_are_sorted_distinct_and_fit() {
        assert_eq!(usable(&[5, 0, 3, 3, 9, 1], 5), [1, 3, 5]);
        assert_eq!(usable(&[u64::MAX], 10), [] as [u64; 0]);
    }
}
