//! `sequential-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::SEQUENTIAL_NIM`, which `--help` prints).
//!
//! A row is decided at its first pile of two or more (`games::sequential_nim`); the rest
//! of the row is read and checked, and plays no part. Empty piles, which the statement
//! excludes, play no part either.

use grundy::games::sequential_nim::SequentialNim;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::codeforces::SEQUENTIAL_NIM;

const ANSWERS: Verdicts = SEQUENTIAL_NIM.verdicts();

fn main() {
    run_cases(&SEQUENTIAL_NIM, |input, out| {
        let piles = input.u64()?;
        let mut row = SequentialNim::default();
        input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
            row.push(pile)
        })?;
        out.verdict(&ANSWERS, row.first_player_wins());
        Ok(())
    })
}
