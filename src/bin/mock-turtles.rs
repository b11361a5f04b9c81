//! `mock-turtles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::MOCK_TURTLES`, which `--help` prints).
//!
//! Mock Turtles: a head at position x is worth the x-th odious number, 2x or 2x + 1
//! (`games::coins`); a position listed twice is one head. Any u64 positions, any count.

use grundy::games::coins;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::MOCK_TURTLES;

const ANSWERS: Verdicts = MOCK_TURTLES.verdicts();

fn main() {
    let mut heads = Vec::new();
    run(&MOCK_TURTLES, |input, out| {
        while let Some(count) = input.u64_in_or_end(ANY_U64)? {
            heads.clear();
            input.groups(Some(count), "position", &[ANY_U64], |[head]| {
                heads.push(head)
            })?;
            out.verdict(&ANSWERS, coins::mock_turtles_value(&mut heads) == 0);
        }
        Ok(())
    })
}
