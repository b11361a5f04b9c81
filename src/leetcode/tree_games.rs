//! LeetCode 2005 Subtree Removal Game with Fibonacci Tree. Proof:
//! docs/games.md#subtree-removal-on-a-fibonacci-tree.

/// 2005: order(1) is one node, order(n) a root over order(n − 2) (left, none for n = 2)
/// and order(n − 1); a move removes a node with its subtree, and whoever must remove the
/// root loses. Alice (first) wins exactly when n mod 6 ≠ 1: the game is Green Hackenbush
/// on the tree, whose value g(n) = (g(n − 2) + 1) ⊕ (g(n − 1) + 1) (the colon principle)
/// is 0 exactly at n ≡ 1 (mod 6). Any u64 n.
pub fn fibonacci_tree_game(n: u64) -> bool {
    n % 6 != 1
}

/// The Sprague–Grundy values of order(0), …, order(`upto`) by the colon principle (a
/// child subtree of value v counts v + 1, the children's counts combine by ⊕; order(0) is
/// no subtree at all): the proof's recurrence, for the tests.
pub fn fibonacci_tree_values(upto: usize) -> Vec<u64> {
    let mut values: Vec<u64> = vec![0; upto + 1];
    for n in 2..=upto {
        let left = if n == 2 { 0 } else { values[n - 2] + 1 };
        values[n] = left ^ (values[n - 1] + 1);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::game_searches as search;

    #[test]
    fn fibonacci_tree_game_matches_the_search_on_the_trees_themselves() {
        for n in 1..=7 {
            assert_eq!(
                fibonacci_tree_game(n),
                search::fibonacci_tree_game(n as usize),
                "{n}"
            );
        }
    }

    /// The recurrence is 0 exactly at n ≡ 1 (mod 6) far past LeetCode's 100, and its values
    /// are those of the proof: 4k − 1 at 6k − 1 and 6k, 4k + 1 at 6k + 2.
    #[test]
    fn the_colon_principle_values_vanish_exactly_at_one_mod_six() {
        let values = fibonacci_tree_values(200_000);
        for (n, &value) in values.iter().enumerate().skip(1) {
            assert_eq!(value == 0, !fibonacci_tree_game(n as u64), "{n}");
            let k = (n / 6) as u64;
            match n % 6 {
                0 => assert_eq!(value, 4 * k - 1, "{n}"),
                5 => assert_eq!(value, 4 * k + 3, "{n}"),
                2 if n > 2 => assert_eq!(value, 4 * k + 1, "{n}"),
                _ => {}
            }
        }
        assert!(fibonacci_tree_game(u64::MAX) == (u64::MAX % 6 != 1));
        assert!(!fibonacci_tree_game(6 * (u64::MAX / 6 - 1) + 1));
    }
}
