//! `dividing-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::DIVIDING_GAME`, which `--help` prints).
//!
//! Each number's Grundy value is Ω(n), read from a table grown to the largest number seen
//! (`games::dividing`); the list is streamed.

use grundy::games::dividing::Omega;
use grundy::io::{run, Verdicts};
use grundy::specs::atcoder::DIVIDING_GAME;

const ANSWERS: Verdicts = DIVIDING_GAME.verdicts();

/// The largest number: its table of Ω takes a byte a number (10 MB) and about 0.1 s to
/// build. The judge's numbers are at most 10^5.
const MOST: u64 = 10_000_000;

fn main() {
    run(&DIVIDING_GAME, |input, out| {
        let count = input.u64()?;
        let mut omega = Omega::new(MOST);
        let mut grundy_sum = 0;
        input.repeat(count, "number", |input| {
            let number = input.u64_described(1..=MOST, |range| {
                format!(
                    "a number from 1 to {} (its prime factors are counted from a table)",
                    range.end()
                )
            })?;
            grundy_sum ^= omega.of(number);
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        let numbers = if count == 1 { "number" } else { "numbers" };
        input.finish(&format!("the {count} {numbers}"))
    })
}
