//! Jumping pieces (Luogu P2575 高手过招): rows of `WIDTH` cells, each empty or holding a
//! piece; a move takes one piece to the nearest empty cell on its right (next door, or
//! past the run of pieces right of it); a piece with no empty cell on its right is stuck.
//!
//! A row is staircase Nim. Put each piece on the step numbered by how many empty cells lie
//! to its right. A run of pieces shares a step; moving a piece of a run to the empty cell
//! e just past the run frees the piece's cell, which becomes an empty cell with one empty
//! cell fewer on its right than e had: the pieces of the run from the moved one on (k ≥ 1
//! of them) go down one step together, and nothing else changes step. So a move takes any
//! positive number of pieces from one step ≥ 1 to the step below, and the pieces on step 0
//! are stuck: staircase Nim, whose Grundy value is the exclusive or of the numbers of
//! pieces on the odd steps (a move from an odd step lowers one odd count to any smaller
//! value, as in Nim, so every smaller value is reached; every move changes exactly one odd
//! count, so the value itself is not).

/// Cells per row.
pub const WIDTH: u32 = 20;

/// The Grundy value of a row: bit c − 1 of `occupied` set when cell c (1 to `WIDTH`, left
/// to right) holds a piece.
///
/// # Complexity
/// O(WIDTH).
///
/// # Example
/// ```
/// use grundy::games::jumping;
/// // Pieces on cells 19 and 20 have no empty cell on their right: stuck.
/// assert_eq!(jumping::row_grundy(0b11 << 18), 0);
/// // A piece on cell 1 has 19 empty cells on its right: one piece on an odd step.
/// assert_eq!(jumping::row_grundy(1), 1);
/// ```
#[inline]
pub fn row_grundy(occupied: u32) -> u32 {
    let (mut value, mut run, mut empty_right) = (0, 0, 0);
    for cell in (0..WIDTH).rev() {
        if occupied >> cell & 1 == 1 {
            run += 1;
        } else {
            // The run just passed lies on step `empty_right`.
            if empty_right % 2 == 1 {
                value ^= run;
            }
            run = 0;
            empty_right += 1;
        }
    }
    if empty_right % 2 == 1 {
        value ^= run;
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;

    /// Every row of 20 cells against the table of the move rules. A state numbers cell c
    /// by bit WIDTH − c, so that a piece moving right lowers the state.
    #[test]
    fn every_row_follows_the_moves() {
        let cell_bit = |cell: u32| 1usize << (WIDTH - cell);
        let table = grundy_table(1 << WIDTH, |state, next| {
            for cell in 1..=WIDTH {
                if state & cell_bit(cell) == 0 {
                    continue;
                }
                let empty = (cell + 1..=WIDTH).find(|&to| state & cell_bit(to) == 0);
                if let Some(to) = empty {
                    next.push(state & !cell_bit(cell) | cell_bit(to));
                }
            }
        });
        for (state, &expected) in table.iter().enumerate() {
            let occupied = (1..=WIDTH)
                .filter(|&cell| state & cell_bit(cell) != 0)
                .fold(0, |mask, cell| mask | 1 << (cell - 1));
            assert_eq!(row_grundy(occupied), expected, "row {occupied:020b}");
        }
    }
}
