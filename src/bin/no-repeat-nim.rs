//! `no-repeat-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::NO_REPEAT_NIM`, which `--help` prints).
//!
//! A pile of s stones is worth the largest k with k(k + 1)/2 ≤ s (`games::no_repeat`,
//! checked by a search of every position up to 60 stones, the judge's largest pile); the
//! piles are streamed and their values' exclusive or decides.

use grundy::games::no_repeat::{pile_value, MOST_STONES};
use grundy::io::{run, Verdicts};
use grundy::specs::codeforces::NO_REPEAT_NIM;

const ANSWERS: Verdicts = NO_REPEAT_NIM.verdicts();

fn main() {
    run(&NO_REPEAT_NIM, |input, out| {
        let count = input.u64()?;
        let mut grundy_sum = 0;
        let stones = ("", 0..=MOST_STONES);
        input.groups(Some(count), "pile", &[stones], |[stones]| {
            grundy_sum ^= pile_value(stones);
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        let piles = if count == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {count} {piles}"))
    })
}
