//! HDU 2147 kiki's game: a coin on an n × m board starts in the top right corner; a move
//! steps it one cell left, one down, or one diagonally left and down; a player who cannot
//! move (the coin in the bottom left corner) loses.
//!
//! The rule (docs/games.md#the-king-walking-to-a-corner): the coin's distances to the last
//! column and row are (n − 1, m − 1), and a move lowers one of them, or both, by one.
//! **The player to move loses iff both distances are even: iff n and m are both odd.**
//! From two even distances every move makes one odd; from any other pair a step lowering
//! the odd ones (one, or both diagonally) makes both even; (0, 0) has no move.

/// Whether the first player wins on a board of `rows` × `cols` (both at least 1).
///
/// # Complexity
/// O(1), any u64.
///
/// # Example
/// ```
/// use grundy::games::corner_king;
/// assert!(!corner_king::first_player_wins(5, 3));
/// assert!(corner_king::first_player_wins(5, 4));
/// assert!(corner_king::first_player_wins(6, 6));
/// ```
#[inline]
pub fn first_player_wins(rows: u64, cols: u64) -> bool {
    (rows & cols & 1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::corner_king_table;

    const SIDE: usize = 80;

    /// Every board up to 80 × 80, from the moves alone.
    #[test]
    fn matches_the_oracle() {
        let win = corner_king_table(SIDE);
        for rows in 1..=SIDE {
            for cols in 1..=SIDE {
                let expected = win[(rows - 1) * SIDE + (cols - 1)];
                let at = format!("{rows} × {cols}");
                assert_eq!(
                    first_player_wins(rows as u64, cols as u64),
                    expected,
                    "{at}"
                );
            }
        }
    }

    #[test]
    fn exact_at_the_edges_of_u64() {
        assert!(!first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(u64::MAX, u64::MAX - 1));
        assert!(!first_player_wins(1, 1));
    }
}
