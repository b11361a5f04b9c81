//! `coprime-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::COPRIME_NIM`, which `--help` prints).
//!
//! A pile's Grundy value is 0 when it is even, 1 for a single stone, and for an odd pile the
//! index of its least prime factor among the primes (`games::coprime`, which sieves as far
//! as the largest pile read); the exclusive or of the values decides.

use grundy::games::coprime::{CoprimeValues, MAX_PILE};
use grundy::io::{run_cases, Verdicts};
use grundy::specs::codeforces::COPRIME_NIM;

const ANSWERS: Verdicts = COPRIME_NIM.verdicts();
/// A pile's values take 2 bytes a stone up to it (100 MB at the largest), asked for as
/// the pile is read.
const IN_MEMORY: &str = "a pile whose values fit in the memory there is";

fn main() {
    let mut values = CoprimeValues::default();
    run_cases(&COPRIME_NIM, |input, out| {
        let piles = input.u64()?;
        let mut grundy_sum = 0;
        input.repeat(piles, "pile", |input| {
            let pile = input.u64_that(0..=MAX_PILE, IN_MEMORY, |pile| values.fits(pile))?;
            grundy_sum ^= values.grundy(pile);
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
