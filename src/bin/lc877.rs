//! LeetCode 877 Stone Game: piles → whether Alice wins. O(1) under LeetCode's
//! constraints (even length, odd total); otherwise the O(n²) recurrence, up to 5000 piles.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::stone_games::stone_game;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc877", |text, out| {
        let piles = text.integers(1..=5000, 1..=1_000_000_000_000)?;
        out.verdict(&BOOLEAN, stone_game(&piles));
        Ok(())
    })
}
