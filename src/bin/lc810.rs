//! `lc810`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC810`, which `--help` prints).
//!
//! From the exclusive or and the count, taken as the numbers are read.

use grundy::leetcode::number_games::xor_game_by_sum;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC810;

fn main() {
    run_cases(&LC810, |text, out| {
        let mut xor = 0;
        let nums = text
            .argument("nums")?
            .each_integer(1..=1_000_000, 0..=i64::MAX, |n| xor ^= n)?;
        out.verdict(&BOOLEAN, xor_game_by_sum(xor, nums.len));
        Ok(())
    })
}
