//! `lc1406`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n), values may be negative. The values are checked as they are read, then read again from
//! the right off the text for the recurrence: nothing is kept per value.

use grundy::io::About;
use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_iii_from_right;

/// The problem as `--help` prints it, with samples/lc1406/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1406",
    problem: "LeetCode 1406 Stone Game III: stones in a row; in turn a player takes\n\
              the first 1, 2 or 3, scoring their values; the higher score wins; Alice moves\n\
              first.",
    input:
        "LeetCode's test-case text: per case stoneValue, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `\"Alice\"`, `\"Bob\"` or `\"Tie\"`.",
    example: [
        "[1,2,3,7]\n[1,2,3,-9]\n[1,2,3,6]\n",
        "\"Bob\"\n\"Alice\"\n\"Tie\"\n",
    ],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
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
