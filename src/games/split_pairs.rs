//! E&D (SDOI 2009): piles in pairs; a move removes one pile of a pair and splits the other
//! into two non-empty piles, which become the pair; who cannot move (every pile of one
//! stone) loses. The pairs are independent games, so the xor of their Grundy values decides.
//!
//! The splits of a pile of s stones reach exactly the values k whose bit is set in s − 1
//! (the lemma the tests check against the game itself), so a pair (a, b) reaches the set
//! bits of (a − 1) | (b − 1), and its value, their mex, is the lowest bit not set there:
//! **G(a, b) = the number of trailing 1 bits of (a − 1) | (b − 1).** The lemma goes by
//! induction on s (docs/games.md#ed-split-pairs).

/// The Grundy value of the pair (a, b), both at least 1: at most 64.
///
/// # Example
/// ```
/// use grundy::games::split_pairs::pair_value;
/// assert_eq!(pair_value(1, 1), 0); // no move
/// assert_eq!(pair_value(2, 1), 1);
/// assert_eq!(pair_value(4, 2), 2); // 3 | 1 = 0b11
/// ```
#[inline]
pub fn pair_value(a: u64, b: u64) -> u32 {
    debug_assert!(a >= 1 && b >= 1);
    ((a - 1) | (b - 1)).trailing_ones()
}

/// Whether the player to move wins, given the xor of the pairs' values.
pub fn first_player_wins(value_sum: u32) -> bool {
    value_sum != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::SplitPairs;

    /// Every pair up to 64, against the pair game's values from its rules.
    #[test]
    fn matches_the_oracle_on_every_pair_up_to_64() {
        const MOST: usize = 64;
        let game = SplitPairs::new(MOST);
        for a in 1..=MOST {
            for b in 1..=MOST {
                assert_eq!(
                    pair_value(a as u64, b as u64),
                    game.value(a, b),
                    "({a}, {b})"
                );
            }
        }
        // The lemma: a pile of s splits into values exactly at the set bits of s − 1.
        for s in 2..=MOST {
            let reached: u64 = (1..s).fold(0, |bits, x| bits | 1 << game.value(x, s - x));
            assert_eq!(reached, s as u64 - 1, "splits of {s}");
        }
    }

    #[test]
    fn large_pairs() {
        let max = u64::MAX;
        assert_eq!(pair_value(max, max), 0); // 2^64 − 2 ends in a 0
        assert_eq!(pair_value(1 << 63, 1), 63);
        assert_eq!(pair_value(1 << 63, (1 << 63) + 1), 64);
        assert_eq!(pair_value(2_000_000_000, 1_073_741_824), 31); // bits 0 to 30, not 31
        let values = [(1, 2), (3, 3), (2, 2)].map(|(a, b)| pair_value(a, b));
        assert!(!first_player_wins(values[0] ^ values[1] ^ values[2])); // 1 ⊕ 0 ⊕ 1
    }
}
