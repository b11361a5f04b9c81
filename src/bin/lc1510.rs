//! LeetCode 1510 Stone Game IV: n → whether Alice wins, taking square numbers.
//! O(n·√n), n up to 10^5 as on LeetCode.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::stone_games::stone_game_iv;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc1510", |text, out| {
        let n = text.natural(1..=100_000)?;
        out.verdict(&BOOLEAN, stone_game_iv(n as usize));
        Ok(())
    })
}
