//! POJ 1704 Georgia and Bob. Chessmen on distinct cells 1, 2, … of a strip; a move shifts
//! one left, never onto or past another or off the strip; Georgia moves first. Input: T;
//! each case: N, then N distinct cells in any order. Output per case: `Georgia will win`
//! or `Bob will win`. A repeated cell or a cell 0 is an input error.

use grundy::games::staircase;
use grundy::io::{run_cases, Verdicts};
use std::collections::HashSet;

const ANSWERS: Verdicts = Verdicts::new("Georgia will win", "Bob will win");

fn main() {
    let mut cells = Vec::new();
    let mut taken = HashSet::new();
    run_cases("staircase-nim", |input, out| {
        let chessmen = input.u64()?;
        cells.clear();
        taken.clear();
        input.repeat(chessmen, "cell", |input| {
            let free = |cell| !taken.contains(&cell);
            let cell = input.u64_that(1..=u64::MAX, "a cell no other chessman is on", free)?;
            taken.insert(cell);
            cells.push(cell);
            Ok(())
        })?;
        cells.sort_unstable();
        out.verdict(&ANSWERS, staircase::first_player_wins(&cells));
        Ok(())
    })
}
