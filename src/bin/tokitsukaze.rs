//! `tokitsukaze`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::TOKITSUKAZE`, which `--help` prints).
//!
//! The piles are kept and sorted (`games::distinct_piles`): equal piles decide the losing
//! starts, and the total the length of every other game.

use grundy::games::distinct_piles;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::codeforces::TOKITSUKAZE;

const ANSWERS: Verdicts = TOKITSUKAZE.verdicts();

/// The most piles: 8 bytes each (40 MB), sorted in about a quarter of a second.
/// Codeforces' n is at most 10^5.
const MOST_PILES: u64 = 5_000_000;

fn main() {
    run(&TOKITSUKAZE, |input, out| {
        let count = input.u64_described(0..=MOST_PILES, |range| {
            format!(
                "a count of piles from 0 to {} (the piles are kept and sorted)",
                range.end()
            )
        })?;
        let mut piles = Vec::with_capacity(count as usize);
        input.groups(Some(count), "pile", &[("", ANY_U64)], |[pile]| {
            piles.push(pile)
        })?;
        out.verdict(&ANSWERS, distinct_piles::first_player_wins(&mut piles));
        let noun = if count == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {count} {noun}"))
    })
}
