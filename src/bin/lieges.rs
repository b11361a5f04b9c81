//! `lieges`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::LIEGES`, which `--help` prints).
//!
//! A pile's Grundy value depends on k's parity alone (`games::lieges`: a few small
//! exceptions, then the pile's parity, or for odd k its trailing zeros); the piles are
//! streamed and their values' exclusive or decides. Any u64 k and piles (k = 0, the pile
//! removed, counts as an even k).

use grundy::games::lieges::pile_value;
use grundy::io::{run, Verdicts};
use grundy::specs::codeforces::LIEGES;

const ANSWERS: Verdicts = LIEGES.verdicts();

fn main() {
    run(&LIEGES, |input, out| {
        let count = input.u64()?;
        let k = input.u64()?;
        let mut grundy_sum = 0;
        input.repeat(count, "pile", |input| {
            grundy_sum ^= pile_value(input.u64()?, k);
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        let piles = if count == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {count} {piles}"))
    })
}
