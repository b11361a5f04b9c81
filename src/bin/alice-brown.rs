//! `alice-brown`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::ALICE_BROWN`, which `--help` prints).
//!
//! Piles up to 2^64 − 1: only their difference matters.

use grundy::games::alice_brown;
use grundy::io::{run, Verdicts};
use grundy::specs::atcoder::ALICE_BROWN;

const ANSWERS: Verdicts = ALICE_BROWN.verdicts();

fn main() {
    run(&ALICE_BROWN, |input, out| {
        let x = input.u64()?;
        let y = input.u64()?;
        out.verdict(&ANSWERS, alice_brown::first_player_wins(x, y));
        input.finish("the piles X and Y")
    })
}
