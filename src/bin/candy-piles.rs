//! `candy-piles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::CANDY_PILES`, which `--help` prints).
//!
//! The rule walks the piles sorted (`games::candy`), so they are kept, and bounded.

use grundy::games::candy;
use grundy::io::{can_allocate, run, Verdicts};
use grundy::specs::atcoder::CANDY_PILES;

const ANSWERS: Verdicts = CANDY_PILES.verdicts();

/// Piles kept (8 bytes each, 32 MB; sorted in about 0.3 s): 40 times the judge's N.
const MOST_PILES: u64 = 4_000_000;

fn main() {
    run(&CANDY_PILES, |input, out| {
        let count = input.u64_that(
            1..=u64::MAX,
            "a pile count N from 1 to 4000000 (the piles are kept)",
            |n| n <= MOST_PILES && can_allocate(8 * n),
        )?;
        let mut piles = Vec::new();
        input.groups(Some(count), "pile", &[("a_i", 1..=u64::MAX)], |[candies]| {
            piles.push(candies)
        })?;
        out.verdict(&ANSWERS, candy::first_player_wins(&mut piles));
        let noun = if count == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {count} {noun}"))
    })
}
