//! `grid-walk`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Sides up to 2^64 − 1 are answered: only the side's parity matters.

use grundy::games::grid_walk;
use grundy::io::{run, About, Verdicts};

/// The problem as `--help` prints it, with samples/grid-walk/sample-1 as its example.
const ABOUT: About = About {
    name: "grid-walk",
    problem: "Luogu P4136 谁能赢呢？: a stone in the top left corner of an n × n board;\n\
              a move steps it up, down, left or right to a cell never visited before; a\n\
              player who cannot move loses; 小明 (Alice) moves first.",
    input: "integers n ≥ 1 until `0`.",
    output: "per n, `Alice` when the first player wins, else `Bob`.",
    example: ["2\n0\n", "Alice\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run(&ABOUT, |input, out| {
        let sides = [1..=u64::MAX];
        let closed = input.group_runs_until_zeros(&sides, "0", |sides| {
            out.verdict_run(&ANSWERS, sides, |[side]| {
                grid_walk::first_player_wins(side, side)
            });
        })?;
        match closed {
            true => input.finish("the closing 0"),
            false => Ok(()),
        }
    })
}
