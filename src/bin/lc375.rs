//! `lc375`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC375`, which `--help` prints).
//!
//! One table of every interval's cost, grown to the largest n met (n ≤ 1000: 1.7·10^8
//! steps and 4 MB once for the whole input), so that each case is a lookup.

use grundy::leetcode::guessing::{GuessCosts, MOST_NUMBERS};
use grundy::leetcode::run_cases;
use grundy::specs::leetcode::LC375;

fn main() {
    let mut costs = GuessCosts::default();
    run_cases(&LC375, |text, out| {
        let n = text.argument("n")?.natural(1..=MOST_NUMBERS as u64)?;
        out.u64(u64::from(costs.least_sure_cost(n as usize)));
        out.end_line();
        Ok(())
    })
}
