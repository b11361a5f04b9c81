//! `removal-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::REMOVAL_GAME`, which `--help` prints).
//!
//! The interval recurrence on the margin, O(n²) steps in O(n) memory; any i64 numbers,
//! the score exact in i128.

use grundy::games::deque;
use grundy::io::run;
use grundy::specs::cses::REMOVAL_GAME;

/// The most numbers: n²/2 steps of i128 arithmetic, 0.25 s at 1.5·10^4 (the judge's n is at
/// most 5000).
const MOST_NUMBERS: u64 = 15_000;

fn main() {
    run(&REMOVAL_GAME, |input, out| {
        let count = input.u64_in(0..=MOST_NUMBERS)?;
        let mut row = Vec::new();
        input.repeat(count, "number", |input| {
            row.push(input.i64()?);
            Ok(())
        })?;
        let score = deque::first_player_total(&row);
        if score < 0 {
            out.word("-");
        }
        out.u128(score.unsigned_abs());
        out.end_line();
        input.finish("the numbers")
    })
}
