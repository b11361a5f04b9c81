//! LeetCode 810 Chalkboard XOR Game: nums → whether Alice wins, from the exclusive or and
//! the count, taken as the numbers are read.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::number_games::xor_game_by_sum;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc810", |text, out| {
        let mut xor = 0;
        let nums = text
            .argument("nums")?
            .each_integer(1..=1_000_000, 0..=i64::MAX, |n| xor ^= n)?;
        out.verdict(&BOOLEAN, xor_game_by_sum(xor, nums.len));
        Ok(())
    })
}
