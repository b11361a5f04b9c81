//! `lc1908`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! The exclusive or, taken as the piles are read: 10^7 piles up to 2^63 − 1.

use grundy::games::nim;
use grundy::io::About;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc1908/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1908",
    problem: "LeetCode 1908 Game of Nim: piles of stones; in turn each player takes any\n\
              positive number of stones from one pile; a player who cannot move loses;\n\
              Alice moves first.",
    input: "LeetCode's test-case text: per case piles, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["[1]\n[1,1]\n[1,2,3]\n", "true\nfalse\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let mut sum = 0;
        text.argument("piles")?
            .each_integer(1..=10_000_000, 0..=i64::MAX, |pile| sum ^= pile as u64)?;
        out.verdict(&BOOLEAN, nim::first_player_wins(sum));
        Ok(())
    })
}
