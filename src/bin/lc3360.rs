//! `lc3360`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! At most ten forced moves, simulated: n from 1 to 54 (from 55 on the rules would ask
//! for a move of 0 stones).

use grundy::io::About;
use grundy::leetcode::counting_games::{stone_removal, MOST_STONES_REMOVED};
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc3360/sample-1 as its example.
const ABOUT: About = About {
    name: "lc3360",
    problem: "LeetCode 3360 Stone Removal Game: n stones; Alice first takes exactly 10,\n\
              then each player takes exactly one stone fewer than the opponent just took;\n\
              a player who cannot loses.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["12\n1\n", "true\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=MOST_STONES_REMOVED)?;
        out.verdict(&BOOLEAN, stone_removal(n));
        Ok(())
    })
}
