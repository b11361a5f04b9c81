//! `furlo-rublo`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::FURLO_RUBLO`, which `--help` prints).
//!
//! Each pile's Grundy value from the eight runs of equal values over every u64
//! (`games::root_moves`); the piles are streamed, and the exclusive or decides. A pile of
//! 0, which the statement excludes, has no move.

use grundy::games::root_moves;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::codeforces::FURLO_RUBLO;

const ANSWERS: Verdicts = FURLO_RUBLO.verdicts();

fn main() {
    run(&FURLO_RUBLO, |input, out| {
        let count = input.u64()?;
        let mut sum = 0;
        input.groups(Some(count), "pile", &[("", ANY_U64)], |[pile]| {
            sum ^= root_moves::grundy(pile)
        })?;
        out.verdict(&ANSWERS, sum != 0);
        let noun = if count == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {count} {noun}"))
    })
}
