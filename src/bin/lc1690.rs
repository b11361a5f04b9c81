//! LeetCode 1690 Stone Game VII: stones → the difference in scores. O(n²), up to
//! 10^4 stones.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_vii;

fn main() {
    run_cases("lc1690", |text, out| {
        let stones = text.integers(2..=10_000, 1..=1_000_000_000)?;
        out.i64(stone_game_vii(&stones));
        out.end_line();
        Ok(())
    })
}
