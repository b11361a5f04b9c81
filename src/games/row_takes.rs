//! Rows of objects (HDU 2509's apples); a move takes any run of consecutive objects from
//! one row, which may split it into two rows.
//!
//! **A row of n has Grundy value n** (docs/games.md#anti-sg-and-the-sj-theorem). Taking
//! from an end reaches every row shorter than n, so every value below n; a move that
//! leaves rows a and b has a + b < n and reaches a ⊕ b ≤ a + b < n, never n.

/// The Grundy value of a row of `length` objects.
#[inline]
pub fn grundy(length: u64) -> u64 {
    length
}

/// The rows each move from a row of `length` leaves (an empty list when it takes the whole
/// row): the move rules, for the oracles.
pub fn moves(length: usize) -> Vec<Vec<usize>> {
    let mut after = Vec::new();
    for start in 0..length {
        for end in start + 1..=length {
            let rows = [start, length - end];
            after.push(rows.iter().copied().filter(|&r| r > 0).collect());
        }
    }
    after
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, HeapMultisets};

    #[test]
    fn values_match_the_oracle() {
        const TOTAL: usize = 30;
        let positions = HeapMultisets::new(TOTAL);
        let values = grundy_table(positions.count(), positions.moves(moves));
        for length in 0..=TOTAL {
            let index = positions.find(&[length]).unwrap();
            assert_eq!(u64::from(values[index]), grundy(length as u64), "{length}");
        }
    }

    #[test]
    fn a_row_of_three_has_every_move() {
        let mut rows = moves(3);
        rows.sort();
        let expected: Vec<Vec<usize>> =
            vec![vec![], vec![1], vec![1], vec![1, 1], vec![2], vec![2]];
        assert_eq!(rows, expected);
    }
}
