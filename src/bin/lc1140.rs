//! LeetCode 1140 Stone Game II: piles → the most stones Alice can get. O(n³), up to
//! 500 piles.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_ii;

fn main() {
    run_cases("lc1140", |text, out| {
        let piles = text.integers(1..=500, 1..=1_000_000_000_000)?;
        out.i64(stone_game_ii(&piles));
        out.end_line();
        Ok(())
    })
}
