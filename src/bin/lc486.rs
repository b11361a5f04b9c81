//! LeetCode 486 Predict the Winner: nums → whether player 1 wins (a tie counts).
//! Any length up to 5000 (O(n²)), values up to 10^12 in size.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::number_games::predict_the_winner;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc486", |text, out| {
        let nums = text.integers(1..=5000, -1_000_000_000_000..=1_000_000_000_000)?;
        out.verdict(&BOOLEAN, predict_the_winner(&nums));
        Ok(())
    })
}
