//! AtCoder ARC105 D Let's Play Nim: N bags of coins and N empty dishes; while a bag holds
//! coins, a move empties one such bag onto any dish; then Nim on the dishes.
//!
//! The first phase takes exactly M moves, M the bags with coins, so the player to move
//! when the Nim starts is fixed: the second player when M is odd, the first when M is
//! even, and (Bouton) they win iff the dishes' exclusive or is not 0. The first player
//! wins iff M is even and some value occurs an odd number of times among the non-empty
//! bags (docs/games.md#bags-onto-dishes):
//! - a dish holding more coins than all the others together has an exclusive or that is
//!   not 0. Whoever wants a non-zero sum empties the largest bag left onto one chosen dish
//!   every time: each of their bags is at least the opponent's next one, which gives that
//!   dish the majority when they also make the first move (M even, the first player) or
//!   when the opponent's first bag is already on it (M odd, the second player); with M
//!   even only equal pairs of bags leave a tie;
//! - with M even and every value paired, the second player answers each bag with its twin,
//!   on a dish holding what the first player's dish held before: the dishes stay in equal
//!   pairs and the sum ends at 0.

/// Whether the first player wins with these bags (a bag of 0 coins is never chosen, so it
/// counts for nothing). The bags are reordered.
///
/// # Complexity
/// O(N log N) (a sort), N the bags.
///
/// # Example
/// ```
/// use grundy::games::bags;
/// assert!(!bags::first_player_wins(&mut vec![10]));
/// assert!(bags::first_player_wins(&mut vec![1, 2]));
/// assert!(!bags::first_player_wins(&mut vec![3, 5, 5, 3]));
/// ```
pub fn first_player_wins(bags: &mut Vec<u64>) -> bool {
    bags.retain(|&coins| coins > 0);
    if bags.len() % 2 == 1 {
        return false;
    }
    bags.sort_unstable();
    bags.chunks_exact(2).any(|pair| pair[0] != pair[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rule_searches::bags_onto_dishes;

    /// Every list of 0 to 4 bags of 0 to 5 coins, and of 5 bags of 0 to 3, in every order:
    /// the rule against a search of both phases of the game.
    #[test]
    fn matches_a_search_of_the_rules() {
        let mut checked = 0;
        for (count, most) in [(0u32, 0u64), (1, 5), (2, 5), (3, 5), (4, 5), (5, 3)] {
            let base = most + 1;
            for index in 0..base.pow(count) {
                let bags: Vec<u64> = (0..count).map(|i| index / base.pow(i) % base).collect();
                let expected = bags_onto_dishes(&bags);
                assert_eq!(first_player_wins(&mut bags.clone()), expected, "{bags:?}");
                checked += usize::from(expected);
            }
        }
        // The first player wins some of them: the rule is not "never".
        assert!(checked > 100, "{checked}");
    }

    /// Beyond the search: large equal pairs, and an odd count of large bags.
    #[test]
    fn large_bags() {
        assert!(!first_player_wins(&mut vec![u64::MAX, 7, u64::MAX, 7]));
        assert!(first_player_wins(&mut vec![u64::MAX, u64::MAX - 1]));
        assert!(!first_player_wins(&mut vec![u64::MAX; 3]));
        assert!(!first_player_wins(&mut vec![0, u64::MAX]));
    }
}
