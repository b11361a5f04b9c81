//! `euclid`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! The numbers are positive: `0 b` with b > 0 (or `a 0`) is an input error, `0 0` the end.
//! Luogu P1290, the same game with a count of cases first, is `euclid-luogu`.

use grundy::games::euclid;
use grundy::io::{run, About, Verdicts};

/// The problem as `--help` prints it, with samples/euclid/sample-1 as its example.
const ABOUT: About = About {
    name: "euclid",
    problem: "POJ 2348 / HDU 1525 Euclid's Game: two positive integers; a move subtracts\n\
              a positive multiple of the smaller from the larger, leaving it at least 0; the\n\
              player who reaches 0 wins; Stan moves first.",
    input: "lines `a b` (both at least 1) until `0 0`.",
    output: "per line, `Stan wins` when the first player wins, else `Ollie wins`.",
    example: ["34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Stan wins", "Ollie wins");

fn main() {
    run(&ABOUT, |input, out| {
        let numbers = [1..=u64::MAX, 1..=u64::MAX];
        let zeros = "0, as `0 0` ends the input";
        let closed = input.group_runs_until_zeros(&numbers, zeros, |pairs| {
            out.verdict_run(&ANSWERS, pairs, |[a, b]| euclid::first_player_wins(a, b));
        })?;
        match closed {
            true => input.finish("the closing 0 0"),
            false => Ok(()),
        }
    })
}
