//! `interval-game`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Choosing an interval splits the free line into two stretches that are separate games;
//! each case's stretches between its intervals' ends are valued by mex, shortest first
//! (`games::intervals`), so any u64 ends are fine. The work grows as N³, so it is bounded
//! over the whole input.

use grundy::games::intervals;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/interval-game/sample-1 as its example.
const ABOUT: About = About {
    name: "interval-game",
    problem: "AtCoder ABC206 F Interval Game 2: N half-open intervals [L, R); Alice\n\
              and Bob in turn choose one that meets no interval chosen before; who cannot\n\
              choose loses; Alice moves first.",
    input: "T; each case: N, then N lines `L R` (L < R).",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    example: [
        "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n\
         2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n",
        "Bob\nAlice\nBob\nAlice\nAlice\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

/// Steps of the stretches' values over the whole input (`intervals::work` per case,
/// N³ + 4N² at most): about 0.3 s. N ≤ 462 for one case alone.
const WORK_BUDGET: u128 = 100_000_000;
const WITHIN_BUDGET: &str = "an interval count N whose work fits the budget \
     (10^8 steps over the input, N³ + 4N² a case)";

fn main() {
    let mut spent = 0u128;
    let mut case = Vec::new();
    run_cases(&ABOUT, |input, out| {
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
