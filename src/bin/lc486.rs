//! `lc486`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC486`, which `--help` prints).
//!
//! Any length up to 5000 (O(n²)), values up to 10^12 in size; the whole input is held to
//! WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::leetcode::number_games::predict_the_winner;
use grundy::leetcode::{run_cases, Budget, BOOLEAN};
use grundy::specs::leetcode::LC486;

/// Σ n² over the cases: 20 cases of 5000 numbers (about 0.25 s), 1.25·10^6 of LeetCode's
/// largest (20).
const WORK_BUDGET: u64 = 500_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "numbers");
    run_cases(&LC486, |text, out| {
        let mark = text.mark();
        let nums = text
            .argument("nums")?
            .integers(1..=5000, -1_000_000_000_000..=1_000_000_000_000)?;
        let n = nums.len() as u64;
        budget.spend(text, mark, n * n)?;
        out.verdict(&BOOLEAN, predict_the_winner(&nums));
        Ok(())
    })
}
