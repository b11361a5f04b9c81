//! `jumping-pieces`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Each row is staircase Nim on the pieces, a piece's step being the number of empty cells
//! on its right (`games::jumping`); the rows' values are xored.

use grundy::games::jumping::{RowValues, WIDTH};
use grundy::io::{run_cases, About, Verdicts};

/// The problem as `--help` prints it, with samples/jumping-pieces/sample-1 as its example.
const ABOUT: About = About {
    name: "jumping-pieces",
    problem: "Luogu P2575 高手过招: rows of 20 cells with pieces; a move takes a piece\n\
              to the nearest empty cell on its right, jumping the pieces next to it; the\n\
              last move wins; akn moves first.",
    input: "T; each case: n, then n rows, each m and its m distinct cells (1 to 20).",
    output: "per case, `YES` when the first player (akn) wins, else `NO`.",
    example: ["2\n1\n2 19 20\n2\n1 19\n1 18\n", "NO\nYES\n"],
};

const ANSWERS: Verdicts = Verdicts::new("YES", "NO");
const FREE_CELL: &str = "a cell from 1 to 20 that no other piece of the row is on";

fn main() {
    let row_values = RowValues::new();
    run_cases(&ABOUT, |input, out| {
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
