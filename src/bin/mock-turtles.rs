//! `mock-turtles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::MOCK_TURTLES`, which `--help` prints).
//!
//! Mock Turtles: a head at position x is worth the x-th odious number, 2x or 2x + 1
//! (`games::coins`); a position listed twice is one head. Any u64 positions, any count:
//! a case's positions are kept (to find the repeated ones), so its count asks for their
//! memory first, and one that cannot have it is an input fault at the count.

use grundy::games::coins;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::MOCK_TURTLES;

const ANSWERS: Verdicts = MOCK_TURTLES.verdicts();

/// What a count that cannot have its positions' memory is refused as.
const COUNT: &str = "a count of positions whose list fits in memory";

fn main() {
    let mut heads: Vec<u64> = Vec::new();
    run(&MOCK_TURTLES, |input, out| {
        while input.has_more()? {
            heads.clear();
            let count = input.u64_that(ANY_U64, COUNT, |count| {
                let count = usize::try_from(count).unwrap_or(usize::MAX);
                heads.try_reserve_exact(count).is_ok()
            })?;
            input.groups(Some(count), "position", &[("", ANY_U64)], |[head]| {
                heads.push(head)
            })?;
            out.verdict(&ANSWERS, coins::mock_turtles_value(&mut heads) == 0);
        }
        Ok(())
    })
}
