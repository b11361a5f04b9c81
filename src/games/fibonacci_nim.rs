//! Fibonacci Nim (HDU 2516): one pile of n; the first move takes at least one stone and
//! not all of them; every later move takes from 1 to twice the previous move; taking the
//! last stone wins.
//!
//! A position is the pile and the most the mover may take. Write the pile in Zeckendorf
//! form (a sum of non-consecutive Fibonacci numbers): the mover wins exactly when the
//! smallest term is within the limit, and the winning move takes that term (Whinihan).
//! Taking it leaves a pile whose smallest term is more than twice as large, out of the
//! opponent's reach; from a pile whose smallest term is out of reach, any move leaves a
//! smallest term that the reply can take. So at the start (limit n − 1) the first player
//! loses exactly when n is itself a Fibonacci number; n = 1 allows no first move at all.

use crate::games::zeckendorf::{is_fibonacci, smallest_index, FIBONACCI};

/// Whether the first player wins with a pile of `stones` (first move: 1 to stones − 1).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim;
/// assert!(!fibonacci_nim::first_player_wins(13));
/// assert!(fibonacci_nim::first_player_wins(10000));
/// assert!(!fibonacci_nim::first_player_wins(1)); // no legal first move
/// ```
pub fn first_player_wins(stones: u64) -> bool {
    stones >= 2 && !is_fibonacci(stones)
}

/// The smallest term of the pile's Zeckendorf form: the only amount that can win.
fn smallest_term(stones: u64) -> Option<u64> {
    smallest_index(stones).map(|index| FIBONACCI[index])
}

/// A winning move from a pile of `stones` where at most `limit` may be taken: how many to
/// take, or `None` when the position is lost.
pub fn winning_take(stones: u64, limit: u64) -> Option<u64> {
    smallest_term(stones).filter(|&term| term <= limit)
}

/// The winning first move from a pile of `stones`, or `None` when the first player loses.
pub fn winning_first_take(stones: u64) -> Option<u64> {
    winning_take(stones, stones.saturating_sub(1))
}

/// The least first move that wins when the first move may take the whole pile (COCI
/// HRPA): the smallest term of the pile's Zeckendorf form, which is the pile itself when
/// the pile is a Fibonacci number (`stones` ≥ 1). A smaller take x is below the smallest
/// term, and the lemma above leaves the reply a smallest term within 2x; taking the
/// smallest term leaves the reply none within reach (or no stones at all).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim;
/// assert_eq!(fibonacci_nim::least_winning_take_of_all(7), 2); // 7 = 5 + 2
/// assert_eq!(fibonacci_nim::least_winning_take_of_all(8), 8); // take all
/// ```
pub fn least_winning_take_of_all(stones: u64) -> u64 {
    debug_assert!(stones >= 1);
    smallest_term(stones).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::win_table;

    /// States (pile, limit) for piles up to 200, with the limit capped at the pile (taking
    /// more than the pile is impossible anyway); a move of x from (n, l) leads to
    /// (n − x, 2x), a smaller pile, so numbering by pile first keeps the order.
    #[test]
    fn matches_the_oracle_on_every_pile_and_limit_up_to_200() {
        const PILES: usize = 201;
        let state = |pile: usize, limit: usize| pile * PILES + limit.min(pile);
        let win = win_table(PILES * PILES, |index, next| {
            let (pile, limit) = (index / PILES, index % PILES);
            next.extend((1..=limit.min(pile)).map(|take| state(pile - take, 2 * take)));
        });
        for pile in 0..PILES {
            for limit in 0..=pile {
                let expected = win[state(pile, limit)];
                let ours = winning_take(pile as u64, limit as u64);
                assert_eq!(ours.is_some(), expected, "pile {pile}, limit {limit}");
                if let Some(take) = ours {
                    let take = take as usize;
                    assert!(take >= 1 && take <= limit);
                    assert!(
                        !win[state(pile - take, 2 * take)],
                        "pile {pile}, limit {limit}"
                    );
                }
            }
            if pile >= 1 {
                // The least take from 1 to the whole pile that leaves a lost position.
                let least = (1..=pile).find(|&take| !win[state(pile - take, 2 * take)]);
                let ours = least_winning_take_of_all(pile as u64);
                assert_eq!(Some(ours as usize), least, "pile {pile}, any first take");
                let at_start = win[state(pile, pile - 1)];
                assert_eq!(first_player_wins(pile as u64), at_start, "pile {pile}");
                assert_eq!(winning_first_take(pile as u64).is_some(), at_start);
            }
        }
    }

    #[test]
    fn large_piles() {
        assert!(!first_player_wins(FIBONACCI[93]));
        assert!(first_player_wins(FIBONACCI[93] + 1));
        assert_eq!(winning_first_take(FIBONACCI[93] + 1), Some(1));
        assert!(first_player_wins(u64::MAX));
        // u64::MAX = F(93) + … ; its smallest term is what the first move takes.
        let take = winning_first_take(u64::MAX).unwrap();
        assert!(is_fibonacci(take) && take < u64::MAX);
        assert!(!first_player_wins(2_971_215_073)); // F(47), beyond 2^31
        assert_eq!(least_winning_take_of_all(u64::MAX), take);
        assert_eq!(least_winning_take_of_all(FIBONACCI[93]), FIBONACCI[93]);
        // 10^15 = F(73) + … + F(k): its smallest term, checked by adding the terms back.
        let n = 1_000_000_000_000_000;
        let smallest = least_winning_take_of_all(n);
        let sum: u64 = crate::games::zeckendorf::terms(n)
            .map(|i| FIBONACCI[i])
            .sum();
        assert_eq!(sum, n);
        assert!(crate::games::zeckendorf::terms(n).all(|i| FIBONACCI[i] >= smallest));
        // What it leaves is lost for the reply: its smallest term is out of reach.
        assert!(winning_take(n - smallest, 2 * smallest).is_none());
    }
}
