//! `kiki`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! A board has at least one row and one column: `0 m` with m > 0 (or `n 0`) is an input
//! error, `0 0` the end.

use grundy::games::corner_king;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/kiki/sample-1 as its example.
const ABOUT: About = About {
    name: "kiki",
    problem: "HDU 2147 kiki's game: a coin in the top right corner of an n × m board; a\n\
              move steps it one cell left, down, or diagonally left and down; a player who\n\
              cannot move loses; kiki moves first.",
    input: "lines `n m` (both at least 1) until `0 0`.",
    output: "per line, `Wonderful!` when kiki (the first player) wins, else `What a pity!`.",
    example: [
        "5 3\n5 4\n6 6\n0 0\n",
        "What a pity!\nWonderful!\nWonderful!\n",
    ],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Wonderful!", "What a pity!");

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(rows) = input.u64_in_or_end(ANY_U64)? {
            if rows == 0 {
                input.u64_that(ANY_U64, "0, as `0 0` ends the input", |cols| cols == 0)?;
                return input.finish("the closing 0 0");
            }
            let cols = input.u64_in(1..=u64::MAX)?;
            out.verdict(&ANSWERS, corner_king::first_player_wins(rows, cols));
        }
        Ok(())
    })
}
