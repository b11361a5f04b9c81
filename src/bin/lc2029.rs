//! LeetCode 2029 Stone Game IX: stones → whether Alice wins. Counting residues mod 3, as
//! the stones are read.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::stone_games::{residue, stone_game_ix_by_residues};
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc2029", |text, out| {
        let mut count = [0; 3];
        let range = 1..=1_000_000_000_000_000_000;
        text.argument("stones")?
            .each_integer(1..=1_000_000, range, |stone| count[residue(stone)] += 1)?;
        out.verdict(&BOOLEAN, stone_game_ix_by_residues(count));
        Ok(())
    })
}
