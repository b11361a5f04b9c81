//! `kiki`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! A board has at least one row and one column: `0 m` with m > 0 (or `n 0`) is an input
//! error, `0 0` the end.

use grundy::games::corner_king;
use grundy::io::{run, About, Verdicts};

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
        let sides = [1..=u64::MAX, 1..=u64::MAX];
        let zeros = "0, as `0 0` ends the input";
        let closed = input.group_runs_until_zeros(&sides, zeros, |boards| {
            out.verdict_run(&ANSWERS, boards, |[rows, cols]| {
                corner_king::first_player_wins(rows, cols)
            });
        })?;
        match closed {
            true => input.finish("the closing 0 0"),
            false => Ok(()),
        }
    })
}
