//! LeetCode 810 Chalkboard XOR Game: nums → whether Alice wins.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::number_games::xor_game;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc810", |text, out| {
        let nums = text.integers(1..=1_000_000, 0..=i64::MAX)?;
        out.verdict(&BOOLEAN, xor_game(&nums));
        Ok(())
    })
}
