//! `wythoff`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Exact for every pair of u64: no floating point decides an answer.

use grundy::games::wythoff;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/wythoff/sample-1 as its example.
const ABOUT: About = About {
    name: "wythoff",
    problem: "POJ 1067 / HDU 1527 取石子游戏 (Wythoff's game): two piles; take any number\n\
              from one, or the same number from both; the last stone wins.",
    input: "lines `a b` until the end of input, the piles in either order.",
    output: "per line, `1` when the first player wins, else `0`.",
    example: ["2 1\n8 4\n4 7\n", "0\n1\n0\n"],
};

const ANSWERS: Verdicts = Verdicts::new("1", "0");

fn main() {
    run(&ABOUT, |input, out| {
        input.group_runs(None, "pair", &[ANY_U64, ANY_U64], |pairs| {
            out.verdict_run(&ANSWERS, pairs, |[a, b]| wythoff::first_player_wins(a, b));
        })
    })
}
