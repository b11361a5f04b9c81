//! LeetCode 2029 Stone Game IX: stones → whether Alice wins. Counting residues mod 3.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::stone_games::stone_game_ix;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc2029", |text, out| {
        let stones = text.integers(1..=1_000_000, 1..=1_000_000_000_000_000_000)?;
        out.verdict(&BOOLEAN, stone_game_ix(&stones));
        Ok(())
    })
}
