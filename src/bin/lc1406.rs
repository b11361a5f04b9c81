//! LeetCode 1406 Stone Game III: stoneValue → "Alice", "Bob" or "Tie". O(n),
//! values may be negative. The values are checked as they are read, then read again from
//! the right off the text for the recurrence: nothing is kept per value.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_iii_from_right;

fn main() {
    run_cases("lc1406", |text, out| {
        let range = -1_000_000_000_000..=1_000_000_000_000;
        let values = text
            .argument("stoneValue")?
            .each_integer(1..=1_000_000, range, |_| {})?;
        let winner = stone_game_iii_from_right(text.integers_from_right(&values));
        out.word("\"");
        out.word(winner.name());
        out.line("\"");
        Ok(())
    })
}
