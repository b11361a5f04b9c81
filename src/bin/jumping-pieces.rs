//! `jumping-pieces`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Each row is staircase Nim on the pieces, a piece's step being the number of empty cells
//! on its right (`games::jumping`); the rows' values are xored.

use grundy::games::jumping::{self, WIDTH};
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
    run_cases(&ABOUT, |input, out| {
        let rows = input.u64()?;
        let mut grundy_sum = 0;
        input.repeat(rows, "row", |input| {
            let pieces = input.u64_in(0..=u64::from(WIDTH))?;
            let mut occupied = 0u32;
            input.repeat(pieces, "cell", |input| {
                let cell = input.u64_that(1..=u64::from(WIDTH), FREE_CELL, |cell| {
                    occupied >> (cell - 1) & 1 == 0
                })?;
                occupied |= 1 << (cell - 1);
                Ok(())
            })?;
            grundy_sum ^= jumping::row_grundy(occupied);
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
