//! `lc1510`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n·√n) for the largest n of the input, the table shared by all cases; n up to 10^5 as on
//! LeetCode.

use grundy::io::About;
use grundy::leetcode::stone_games::SquareTakes;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc1510/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1510",
    problem: "LeetCode 1510 Stone Game IV: n stones; a move removes a square number of\n\
              them; a player who cannot move loses; Alice moves first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["1\n2\n4\n", "true\nfalse\ntrue\n"],
};

fn main() {
    let mut game = SquareTakes::default();
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=100_000)?;
        out.verdict(&BOOLEAN, game.first_player_wins(n as usize));
        Ok(())
    })
}
