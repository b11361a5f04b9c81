//! `lc1406`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1406`, which `--help` prints).
//!
//! O(n), values may be negative. The values are checked as they are read, then read again from
//! the right off the text for the recurrence: nothing is kept per value.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_iii_from_right;
use grundy::specs::leetcode::LC1406;

fn main() {
    run_cases(&LC1406, |text, out| {
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
