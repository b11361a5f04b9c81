//! `lc2038`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC2038`, which `--help` prints).
//!
//! Each player's moves counted on the row, O(length): rows of 10^7 pieces.

use grundy::leetcode::counting_games::winner_of_game;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC2038;

fn main() {
    run_cases(&LC2038, |text, out| {
        let what = "a string of 1 to 10000000 pieces A and B";
        let ok = |c: char| c == 'A' || c == 'B';
        let colors = text.argument("colors")?.string(1..=10_000_000, what, ok)?;
        out.verdict(&BOOLEAN, winner_of_game(colors.as_bytes()));
        Ok(())
    })
}
