//! LeetCode 1872 Stone Game VIII: stones → the difference in scores. O(n).
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_viii;

fn main() {
    run_cases("lc1872", |text, out| {
        let stones = text.integers(2..=1_000_000, -1_000_000_000_000..=1_000_000_000_000)?;
        out.i64(stone_game_viii(&stones));
        out.end_line();
        Ok(())
    })
}
