//! `crosses`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::poj::CROSSES`, which `--help` prints).
//!
//! A cross at cell i of a free strip leaves free strips of i − 3 and n − i − 2 cells (cells
//! next to a cross are lost ground: a cross there lets the opponent make three), which is the
//! octal game 0.007 on n + 2. No period of 0.007 is known, so the values are computed from the
//! rules, up to the largest n asked for. n = 1 and 2 answer `1`, as the octal reduction (and
//! the judge) do.

use grundy::games::octal::OctalGame;
use grundy::io::{run, Verdicts};
use grundy::specs::poj::CROSSES;

/// Values cost O(n) each to compute: 20000 strips take about 0.2 s.
const MAX_CELLS: u64 = 20_000;
const ANSWERS: Verdicts = CROSSES.verdicts();

fn main() {
    let treblecross = OctalGame::parse("0.007").expect("0.007 is an octal game code");
    run(&CROSSES, |input, out| {
        let mut values = Vec::new();
        while let Some(cells) = input.u64_in_or_end(1..=MAX_CELLS)? {
            let heap = cells as usize + 2;
            treblecross.extend(&mut values, heap + 1);
            out.verdict(&ANSWERS, values[heap] != 0);
        }
        Ok(())
    })
}
