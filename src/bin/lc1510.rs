//! `lc1510`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1510`, which `--help` prints).
//!
//! O(n·√n) for the largest n of the input, the table shared by all cases; n up to 10^5 as on
//! LeetCode.

use grundy::leetcode::stone_games::SquareTakes;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC1510;

fn main() {
    let mut game = SquareTakes::default();
    run_cases(&LC1510, |text, out| {
        let n = text.argument("n")?.natural(1..=100_000)?;
        out.verdict(&BOOLEAN, game.first_player_wins(n as usize));
        Ok(())
    })
}
