//! Luogu P4136 谁能赢呢？: a stone starts in a corner of a board; a move steps it to an
//! edge-adjacent cell it has never visited; a player who cannot move loses.
//!
//! The rule (docs/games.md#the-walk-on-a-grid): **from a corner of a rows × cols board the
//! first player wins iff rows·cols is even.** The domino argument: when the board has a
//! perfect tiling by dominoes (even area), the first player always steps to the other half
//! of the domino the stone stands on, which is never visited (the walk enters a domino
//! only by its first half), so the first player always has a move. With an odd area the
//! board minus the corner still has a tiling (the rest of the first row has an even length,
//! the other rows are an even number), and the second player answers the same way.

use std::collections::HashMap;

/// Whether the first player wins the walk from a corner of a `rows` × `cols` board.
///
/// # Complexity
/// O(1), any u64 sides (the area's parity, not the area, is computed).
///
/// # Example
/// ```
/// use grundy::games::grid_walk;
/// assert!(grid_walk::first_player_wins(2, 2));
/// assert!(!grid_walk::first_player_wins(1, 1)); // no move at all
/// assert!(!grid_walk::first_player_wins(3, 3));
/// ```
#[inline]
pub fn first_player_wins(rows: u64, cols: u64) -> bool {
    (rows & cols & 1) == 0
}

/// The cells of a `rows` × `cols` board (numbered row by row) that share a side with cell
/// `at`: up, down, left, right, those on the board.
pub fn steps(rows: usize, cols: usize, at: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (at / cols, at % cols);
    let up = at.checked_sub(cols);
    let down = Some(at + cols).filter(|_| row + 1 < rows);
    let left = Some(at.wrapping_sub(1)).filter(|_| col > 0);
    let right = Some(at + 1).filter(|_| col + 1 < cols);
    [up, down, left, right].into_iter().flatten()
}

/// Whether the first player wins from the corner, by playing every walk out: for the tests
/// and the tooling, on boards of at most 32 cells (exponential in the area).
pub fn played_out(rows: usize, cols: usize) -> bool {
    assert!(rows * cols <= 32, "a bit per cell");
    let mut memo = HashMap::new();
    wins(rows, cols, 0, 1, &mut memo)
}

/// The walk played out: whether the player to move wins with the stone on `at` and the
/// cells of `visited` (a bit per cell, row by row) used up.
fn wins(
    rows: usize,
    cols: usize,
    at: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(at, visited)) {
        return known;
    }
    let result = steps(rows, cols, at)
        .any(|next| visited >> next & 1 == 0 && !wins(rows, cols, next, visited | 1 << next, memo));
    memo.insert((at, visited), result);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board of up to 20 cells, played out from its corner.
    #[test]
    fn matches_the_walk_played_out() {
        for rows in 1..=20usize {
            for cols in (1..=20usize).filter(|&c| rows * c <= 20) {
                let expected = played_out(rows, cols);
                assert_eq!(
                    first_player_wins(rows as u64, cols as u64),
                    expected,
                    "{rows} × {cols}"
                );
            }
        }
    }

    #[test]
    fn exact_at_the_edges_of_u64() {
        let max = u64::MAX;
        assert!(!first_player_wins(max, max));
        assert!(first_player_wins(max - 1, max - 1));
        assert!(first_player_wins(max, 1 << 63));
    }
}
