//! `lc2029`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC2029`, which `--help` prints).
//!
//! Counting residues mod 3, as the stones are read.

use grundy::leetcode::stone_games::{residue, stone_game_ix_by_residues};
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC2029;

fn main() {
    run_cases(&LC2029, |text, out| {
        let mut count = [0; 3];
        let range = 1..=1_000_000_000_000_000_000;
        text.argument("stones")?
            .each_integer(1..=1_000_000, range, |stone| count[residue(stone)] += 1)?;
        out.verdict(&BOOLEAN, stone_game_ix_by_residues(count));
        Ok(())
    })
}
