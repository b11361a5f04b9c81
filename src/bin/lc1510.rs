//! LeetCode 1510 Stone Game IV: n → whether Alice wins, taking square numbers.
//! O(n·√n) for the largest n of the input, the table shared by all cases; n up to 10^5 as
//! on LeetCode.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::stone_games::SquareTakes;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    let mut game = SquareTakes::default();
    run_cases("lc1510", |text, out| {
        let n = text.argument("n")?.natural(1..=100_000)?;
        out.verdict(&BOOLEAN, game.first_player_wins(n as usize));
        Ok(())
    })
}
