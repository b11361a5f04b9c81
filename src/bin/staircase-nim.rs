//! `staircase-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::poj::STAIRCASE_NIM`, which `--help` prints).

use grundy::games::staircase::Cells;
use grundy::io::{can_allocate, run_cases};
use grundy::specs::poj::STAIRCASE_NIM;

/// A case's cells are kept (to sort them and to refuse a repeat): at most this many, about
/// 13 MB (POJ's cases have at most 1000).
const MOST_CHESSMEN: u64 = 1_000_000;
/// A chessman's cell in the list and in the set of taken cells, with room to spare.
const BYTES_PER_CHESSMAN: u64 = 64;
const IN_MEMORY: &str = "a number of chessmen that fits in the memory there is";

fn main() {
    let mut cells = Cells::default();
    run_cases(&STAIRCASE_NIM, |input, out| {
        let chessmen = input.u64_that(0..=MOST_CHESSMEN, IN_MEMORY, |chessmen| {
            can_allocate(chessmen * BYTES_PER_CHESSMAN)
        })?;
        cells.clear(chessmen as usize);
        input.repeat(chessmen, "cell", |input| {
            let free = |cell| cells.insert(cell);
            input.u64_that(1..=u64::MAX, "a cell no other chessman is on", free)?;
            Ok(())
        })?;
        // (A line, not `Verdicts`: a case's cells cost far more than its answer's branch,
        // and the bundle keeps within 32 KiB.)
        out.line(STAIRCASE_NIM.answer(cells.first_player_wins()));
        Ok(())
    })
}
