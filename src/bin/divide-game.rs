//! `divide-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::DIVIDE_GAME`, which `--help` prints).
//!
//! A number's Grundy value is read from its leading digit in base 12
//! (`games::floor_division`); the exclusive or of a case's values decides. Any u64 is
//! taken (0 is a number already erased).

use grundy::games::floor_division::value_of;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::other::DIVIDE_GAME;

const ANSWERS: Verdicts = DIVIDE_GAME.verdicts();

fn main() {
    run_cases(&DIVIDE_GAME, |input, out| {
        let count = input.u64()?;
        let mut sum = 0;
        input.groups(Some(count), "number", &[("A_i", ANY_U64)], |[n]| {
            sum ^= value_of(n)
        })?;
        out.verdict(&ANSWERS, sum != 0);
        Ok(())
    })
}
