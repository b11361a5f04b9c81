//! A token on a permutation (Codeforces 1033C "Permutation Game"): n cells hold distinct
//! values from 1 to n; a token on cell i moves to a cell j holding a larger value, at a
//! distance that is a multiple of i's value (a_j > a_i and a_i divides |i − j|); whoever
//! cannot move loses.
//!
//! Every move goes to a larger value, so the cells valued from the largest value down
//! each find their options already valued (docs/games.md#the-permutation-game): a cell is
//! won iff some option is lost. The cell of value v has at most 2n/v cells at a multiple
//! of v, so the whole board takes n/1 + n/2 + … + n/n ≈ n ln n steps.

/// Whether the player to move wins from each cell, for `values` a permutation of 1 to n.
///
/// # Complexity
/// O(n log n) steps; 9 bytes a cell.
///
/// # Example
/// ```
/// use grundy::games::permutation_game::outcomes;
/// let won: String = outcomes(&[3, 6, 5, 4, 2, 7, 1, 8])
///     .into_iter()
///     .map(|w| if w { 'A' } else { 'B' })
///     .collect();
/// assert_eq!(won, "BAAAABAB");
/// ```
pub fn outcomes(values: &[u32]) -> Vec<bool> {
    let cells = values.len();
    let mut cell_of = vec![0usize; cells + 1];
    for (cell, &value) in values.iter().enumerate() {
        debug_assert!((1..=cells).contains(&(value as usize)));
        cell_of[value as usize] = cell;
    }
    let mut won = vec![false; cells];
    for value in (1..=cells).rev() {
        let cell = cell_of[value];
        // The cells at a multiple of the value on either side; those of smaller values
        // are no option (and not valued yet).
        let left = (0..=cell).rev().step_by(value).skip(1);
        let right = (cell..cells).step_by(value).skip(1);
        won[cell] = left
            .chain(right)
            .any(|other| values[other] as usize > value && !won[other]);
    }
    won
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::cf_searches::permutation_game_wins;
    use crate::oracles::rng::Rng;

    /// Every permutation of up to 7 cells, and random ones of up to 300, against the game
    /// searched move by move.
    #[test]
    fn matches_the_search() {
        fn each_permutation(values: &mut Vec<u32>, at: usize, check: &mut dyn FnMut(&[u32])) {
            if at == values.len() {
                return check(values);
            }
            for other in at..values.len() {
                values.swap(at, other);
                each_permutation(values, at + 1, check);
                values.swap(at, other);
            }
        }
        let mut check = |values: &[u32]| {
            let wide: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
            assert_eq!(outcomes(values), permutation_game_wins(&wide), "{values:?}");
        };
        for cells in 0..=7 {
            each_permutation(&mut (1..=cells).collect(), 0, &mut check);
        }
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let cells = rng.range(1, 300) as u32;
            let mut values: Vec<u32> = (1..=cells).collect();
            for i in (1..values.len()).rev() {
                values.swap(i, rng.range(0, i as u64) as usize);
            }
            check(&values);
        }
    }

    /// The statement's second sample.
    #[test]
    fn the_second_sample() {
        let values = [3, 11, 2, 5, 10, 9, 7, 13, 15, 8, 4, 12, 6, 1, 14];
        let won: String = (outcomes(&values).into_iter())
            .map(|w| if w { 'A' } else { 'B' })
            .collect();
        assert_eq!(won, "ABAAAABBBAABAAB");
    }
}
