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
    odd_step_runs(occupied & ROW, ROW, false)
}

/// The exclusive or of the pieces' counts on the odd steps, for the cells of `cells` (a
/// run of low bits) with `occupied` among them, and an odd number of empty cells beyond
/// them on the right when `odd_beyond`. A run of pieces touching the last cell is counted
/// on its own, as if the cell after it were empty.
fn odd_step_runs(occupied: u32, cells: u32, odd_beyond: bool) -> u32 {
    // Bit c: the parity of the empty cells right of cell c + 1 (at higher bits), a suffix
    // xor; the pieces on odd steps are the occupied cells where it is 1.
    let mut odd_right = (!occupied & cells) >> 1;
    for shift in [1, 2, 4, 8, 16] {
        odd_right ^= odd_right >> shift;
    }
    if odd_beyond {
        odd_right ^= cells;
    }
    let mut on_odd_steps = occupied & odd_right;
    // A run of pieces shares one step, and runs on different steps are apart: each run of
    // `on_odd_steps` is one step's count.
    let mut value = 0;
    while on_odd_steps != 0 {
        on_odd_steps >>= on_odd_steps.trailing_zeros();
        let run = on_odd_steps.trailing_ones();
        value ^= run;
        on_odd_steps >>= run;
    }
    value
}

/// The cells' bits.
const ROW: u32 = (1 << WIDTH) - 1;
/// Cells per half row, and the bits of a half.
const HALF: u32 = WIDTH / 2;
const HALF_ROW: u32 = (1 << HALF) - 1;

/// `row_grundy` by two lookups, one per half row, without a loop whose length depends on
/// the row (its branches are what a row costs when rows come by the million).
///
/// The right half's pieces have their steps from that half alone; the left half's are
/// lifted by the right half's empty cells, so only their parity matters. The two halves
/// share a step only where the left half's last run touches the right half's first: on an
/// odd step that run of a + b pieces was counted as a and b, and is corrected to a + b.
pub struct RowValues {
    /// By the right half's cells: its value, the parity of its empty cells (bit 4) and the
    /// length of its first run (bits 8 on).
    right: [u32; 1 << HALF],
    /// By the left half's cells: its value under an even and an odd number of empty cells
    /// on its right (bits 0 and 4 on), and the length of its last run (bits 8 on).
    left: [u32; 1 << HALF],
}

impl RowValues {
    pub fn new() -> RowValues {
        let mut rows = RowValues {
            right: [0; 1 << HALF],
            left: [0; 1 << HALF],
        };
        for half in 0..1u32 << HALF {
            let empty_odd = (HALF - half.count_ones()) % 2;
            let first_run = half.trailing_ones();
            rows.right[half as usize] = row_grundy(half << HALF) | empty_odd << 4 | first_run << 8;
            let last_run = (half << (32 - HALF)).leading_ones();
            rows.left[half as usize] = odd_step_runs(half, HALF_ROW, false)
                | odd_step_runs(half, HALF_ROW, true) << 4
                | last_run << 8;
        }
        rows
    }

    /// The same as `row_grundy(occupied)`.
    #[inline]
    pub fn grundy(&self, occupied: u32) -> u32 {
        let right = self.right[(occupied >> HALF & HALF_ROW) as usize];
        let left = self.left[(occupied & HALF_ROW) as usize];
        let odd = right >> 4 & 1;
        let (last_run, first_run) = (left >> 8, right >> 8);
        let joined = (last_run ^ first_run ^ (last_run + first_run)) & 0u32.wrapping_sub(odd);
        (right & 15) ^ (left >> (4 * odd) & 15) ^ joined
    }
}

impl Default for RowValues {
    fn default() -> RowValues {
        RowValues::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;

    /// Every row of 20 cells against the table of the move rules. A state numbers cell c
    /// by bit WIDTH − c, so that a piece moving right lowers the state.
    #[test]
    fn every_row_follows_the_moves() {
        let rows = RowValues::new();
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
            assert_eq!(
                rows.grundy(occupied),
                expected,
                "row {occupied:020b} by halves"
            );
        }
    }
}
