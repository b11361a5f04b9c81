//! LeetCode 1406 Stone Game III: stoneValue → "Alice", "Bob" or "Tie". O(n),
//! values may be negative.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::{stone_game_iii, Winner};

fn main() {
    run_cases("lc1406", |text, out| {
        let values = text.integers(1..=1_000_000, -1_000_000_000_000..=1_000_000_000_000)?;
        out.line(match stone_game_iii(&values) {
            Winner::Alice => "\"Alice\"",
            Winner::Bob => "\"Bob\"",
            Winner::Tie => "\"Tie\"",
        });
        Ok(())
    })
}
