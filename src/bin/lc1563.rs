//! LeetCode 1563 Stone Game V: stoneValue → Alice's best score. O(n²), up to 1000
//! stones.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_v;

fn main() {
    run_cases("lc1563", |text, out| {
        let values = text.integers(1..=1000, 1..=1_000_000_000)?;
        out.i64(stone_game_v(&values));
        out.end_line();
        Ok(())
    })
}
