//! `interval-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::INTERVAL_GAME`, which `--help` prints).
//!
//! Choosing an interval splits the free line into two stretches that are separate games;
//! each case's stretches between its intervals' ends are valued by mex, shortest first
//! (`games::intervals`), so any u64 ends are fine. The work grows as N³, so it is bounded
//! over the whole input.

use grundy::games::intervals;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::atcoder::INTERVAL_GAME;

const ANSWERS: Verdicts = INTERVAL_GAME.verdicts();

/// Steps of the stretches' values over the whole input (`intervals::work` per case,
/// N³ + 4N² at most): about 0.3 s. N ≤ 462 for one case alone.
const WORK_BUDGET: u128 = 100_000_000;
const WITHIN_BUDGET: &str = "an interval count N whose work fits the budget \
     (10^8 steps over the input, N³ + 4N² a case)";

fn main() {
    let mut spent = 0u128;
    let mut case = Vec::new();
    run_cases(&INTERVAL_GAME, |input, out| {
        let count = input.u64_that(ANY_U64, WITHIN_BUDGET, |count| {
            spent = spent.saturating_add(intervals::work(count));
            spent <= WORK_BUDGET
        })?;
        case.clear();
        input.repeat(count, "interval", |input| {
            let l = input.u64()?;
            let r = input.u64_that(ANY_U64, "an interval end R greater than L", |r| r > l)?;
            case.push((l, r));
            Ok(())
        })?;
        out.verdict(&ANSWERS, intervals::grundy(&mut case) != 0);
        Ok(())
    })
}
