//! `lc810`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! From the exclusive or and the count, taken as the numbers are read.

use grundy::io::About;
use grundy::leetcode::number_games::xor_game_by_sum;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc810/sample-1 as its example.
const ABOUT: About = About {
    name: "lc810",
    problem: "LeetCode 810 Chalkboard XOR Game: numbers on a board; in turn each player\n\
              erases one; whoever leaves an exclusive or of 0 loses, and a turn that starts at\n\
              0 wins.",
    input: "LeetCode's test-case text: per case nums, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice (first) wins, else `false`.",
    example: ["[1,1,2]\n[0,1]\n[1,2,3]\n", "false\ntrue\ntrue\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let mut xor = 0;
        let nums = text
            .argument("nums")?
            .each_integer(1..=1_000_000, 0..=i64::MAX, |n| xor ^= n)?;
        out.verdict(&BOOLEAN, xor_game_by_sum(xor, nums.len));
        Ok(())
    })
}
