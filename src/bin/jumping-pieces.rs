//! `jumping-pieces`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::JUMPING_PIECES`, which `--help` prints).
//!
//! Each row is staircase Nim on the pieces, a piece's step being the number of empty cells
//! on its right (`games::jumping`); the rows' values are xored.

use grundy::games::jumping::{RowValues, WIDTH};
use grundy::io::{run_cases, Verdicts};
use grundy::specs::luogu::JUMPING_PIECES;

const ANSWERS: Verdicts = JUMPING_PIECES.verdicts();
const FREE_CELL: &str = "a cell from 1 to 20 that no other piece of the row is on";

fn main() {
    let row_values = RowValues::new();
    run_cases(&JUMPING_PIECES, |input, out| {
        let rows = input.u64()?;
        let mut grundy_sum = 0;
        let cells = 1..=u64::from(WIDTH);
        let lengths = 0..=u64::from(WIDTH);
        input.bit_sets(rows, lengths, cells, ["row", "cell"], FREE_CELL, |row| {
            grundy_sum ^= row_values.grundy((row >> 1) as u32);
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
