//! `matrix-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::spoj::MATRIX_GAME`, which `--help` prints).
//!
//! Each row is a game of its own, valued from the left in O(1) memory
//! (`games::leftmost_pile::Row`); the rows' exclusive or decides. Streamed.

use grundy::games::leftmost_pile::Row;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::spoj::MATRIX_GAME;

const ANSWERS: Verdicts = MATRIX_GAME.verdicts();

fn main() {
    run_cases(&MATRIX_GAME, |input, out| {
        let rows = input.u64()?;
        let columns = input.u64()?;
        let mut grundy_sum = 0;
        input.repeat(rows, "row", |input| {
            let mut row = Row::default();
            input.groups(Some(columns), "number", &[("", ANY_U64)], |[pile]| {
                row.push(pile)
            })?;
            grundy_sum ^= row.grundy();
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
