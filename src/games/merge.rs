//! The merging game of HEOI 2014 (人人尽说江南好): n piles of one stone; a move merges two
//! piles into one, allowed only while the merged pile has at most m stones; the player who
//! cannot merge loses.
//!
//! Every merge lowers the number of piles by one, so the game is decided by how many piles
//! are left at the end. At least ⌈n/m⌉ piles are always left (no pile passes m), and either
//! player can make sure that exactly ⌈n/m⌉ are: after each of their own merges, every
//! pile of more than one stone but one is full (m stones). Then the other player can only
//! add a stone to the one partial pile, or make a second partial pile of two; the reply
//! merges the two partial piles when they fit, and otherwise the first one has m − 1 and a
//! single stone fills it. A final position keeps that form, and one of that form where no
//! merge is left has ⌈n/m⌉ piles. So the game lasts n − ⌈n/m⌉ merges whatever the other
//! side does, and the first player wins exactly when that number is odd. (m = 1 allows no
//! merge at all; the formula gives 0.)

/// How many merges the game lasts: n − ⌈n/m⌉ (`most` = m ≥ 1).
///
/// # Example
/// ```
/// use grundy::games::merge;
/// assert_eq!(merge::merges(7, 3), 4); // 3 + 3 + 1: two merges per full pile
/// assert_eq!(merge::merges(2, 2), 1);
/// ```
pub fn merges(piles: u64, most: u64) -> u64 {
    debug_assert!(most >= 1);
    let least_left = piles / most + u64::from(piles % most != 0);
    piles - least_left
}

/// Whether the first player wins with `piles` piles of one stone and piles capped at
/// `most` (≥ 1) stones.
pub fn first_player_wins(piles: u64, most: u64) -> bool {
    merges(piles, most) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::MergeGame;

    /// Every n up to 22 stones and every cap up to 23, from the rules (`MergeGame`).
    #[test]
    fn matches_the_search_on_every_game_up_to_22_stones() {
        for most in 1..=23 {
            let mut game = MergeGame::new(most);
            for piles in 0..=22 {
                let expected = game.wins_from_ones(piles);
                let (n, m) = (piles as u64, most as u64);
                assert_eq!(first_player_wins(n, m), expected, "n {n}, m {m}");
            }
        }
    }

    #[test]
    fn large_games() {
        let max = u64::MAX;
        assert_eq!(merges(max, max), max - 1);
        assert!(!first_player_wins(max, max)); // 2^64 − 2 merges
        assert!(!first_player_wins(max, 1));
        assert_eq!(merges(max, 2), max / 2); // ⌈(2^64 − 1)/2⌉ = 2^63 piles left
        assert!(first_player_wins(max, 2));
        assert_eq!(merges(1_000_000_000, 3), 1_000_000_000 - 333_333_334);
        assert!(!first_player_wins(0, 5));
    }
}
