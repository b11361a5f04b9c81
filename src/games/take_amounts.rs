//! One pile; a move takes one of a fixed set of amounts (AtCoder's two problems called
//! "Stones": the Educational DP Contest's K and ABC270 D).
//!
//! Two questions on the same moves, each answered by a table over the pile sizes, smallest
//! first, because a move always leaves a smaller pile (docs/games.md#one-pile-fixed-amounts):
//! - **who wins** when the player who cannot move loses: a pile is won when some amount
//!   that fits leaves a lost pile (`subtraction::outcomes`, a subtraction game's table);
//! - **how much the first player takes** when both maximise their own total and the game
//!   runs until the pile is empty (the amount 1 among the moves, so some move always fits).
//!   The two totals always add up to the pile, so maximising one's own total is minimising
//!   the other's, and the mover's best from n is max over amounts a ≤ n of
//!   a + (n − a − best(n − a)) = n − best(n − a) (`first_player_takes`). Taking the most
//!   each turn is not the same (10 stones, amounts 1, 3, 4: greedy takes 5, 3 first takes 6).
//!
//! Both take O(|A|) per pile size and one entry per size; a set with repeats or in any order
//! is fine, and amounts larger than the pile never fit.

/// How many stones the first player takes from a pile of `pile` when both maximise their
/// own totals and play until the pile is empty. `amounts` must be sorted, distinct and hold
/// 1, so that some amount always fits; the answer is at most `pile`.
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

    /// Every set of amounts drawn from 1 to 8 (as a bit mask).
    fn every_set() -> impl Iterator<Item = Vec<u64>> {
        (0u32..1 << 8).map(|mask| (1..=8).filter(|a| mask >> (a - 1) & 1 == 1).collect())
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
}
