//! AtCoder AGC002 E Candy Piles: a move eats a largest pile whole, or one candy from every
//! pile; whoever eats the last candy loses.
//!
//! Sorted from the largest, a_0 ≥ a_1 ≥ …, the piles are a Young diagram, and a position
//! is a cell (x, y): the x largest piles eaten and y rounds of one candy from each. A cell
//! holds candy iff x < N and a_x > y; a move steps right (x + 1) or up (y + 1), and a step
//! off the diagram eats the last candy, which loses. Two facts decide it
//! (docs/games.md#candy-piles):
//! - a cell whose diagonal neighbour (x + 1, y + 1) holds candy has that neighbour's
//!   outcome;
//! - from the last cell (k, k) of the diagonal, every move leaves a straight walk: up its
//!   column (u = a_k − k − 1 cells above) or right along its row (r cells, the piles after
//!   k holding more than k), each a forced alternation; (k, k) is won iff u or r is odd.

/// Whether the first player wins with these piles (each at least 1; at least one pile).
/// The piles are reordered.
///
/// # Complexity
/// O(N log N) (a sort).
///
/// # Example
/// ```
/// use grundy::games::candy;
/// assert!(candy::first_player_wins(&mut vec![1, 3]));
/// assert!(candy::first_player_wins(&mut vec![1, 2, 1]));
/// assert!(!candy::first_player_wins(&mut vec![1, 2, 3]));
/// ```
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    debug_assert!(!piles.is_empty() && piles.iter().all(|&p| p >= 1));
    piles.sort_unstable_by(|a, b| b.cmp(a));
    // Whether the cell (x, y) holds candy.
    let inside = |x: usize, y: usize| x < piles.len() && piles[x] > y as u64;
    let mut k = 0;
    while inside(k + 1, k + 1) {
        k += 1;
    }
    let up = piles[k] - k as u64 - 1;
    let right = piles[k + 1..].iter().filter(|&&p| p > k as u64).count();
    up % 2 == 1 || right % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rule_searches::candy_piles;

    /// Every multiset of 1 to 6 piles of 1 to 6 candies (and 7 piles of up to 4), in one
    /// order each, against a search of the moves.
    #[test]
    fn matches_a_search_of_the_rules() {
        let mut won = 0;
        for (count, most) in [(1u32, 6u64), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6), (7, 4)] {
            for index in 0..most.pow(count) {
                let piles: Vec<u64> = (0..count).map(|i| index / most.pow(i) % most + 1).collect();
                if piles.windows(2).any(|w| w[0] > w[1]) {
                    continue;
                }
                let expected = candy_piles(&piles);
                assert_eq!(first_player_wins(&mut piles.clone()), expected, "{piles:?}");
                won += usize::from(expected);
            }
        }
        assert!(won > 100, "{won}");
    }

    /// Large piles: one pile is lost iff it holds an odd count (each move eats one or all).
    #[test]
    fn large_piles() {
        assert!(!first_player_wins(&mut [1]));
        assert!(first_player_wins(&mut [2]));
        assert!(first_player_wins(&mut [u64::MAX - 1]));
        assert!(!first_player_wins(&mut [u64::MAX]));
        assert!(!first_player_wins(&mut [1_000_000_000, 1_000_000_000, 1]));
    }
}
