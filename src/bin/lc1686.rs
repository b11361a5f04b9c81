//! LeetCode 1686 Stone Game VI: aliceValues, bobValues → 1, 0 or -1. Greedy by
//! the sum of both values, O(n log n); the arrays must be as long as each other.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_vi;

fn main() {
    run_cases("lc1686", |text, out| {
        let alice = text.integers(1..=1_000_000, 1..=1_000_000_000)?;
        let bob = text.integers(alice.len()..=alice.len(), 1..=1_000_000_000)?;
        out.i64(stone_game_vi(&alice, &bob));
        out.end_line();
        Ok(())
    })
}
