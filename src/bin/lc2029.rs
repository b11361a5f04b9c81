//! `lc2029`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Counting residues mod 3, as the stones are read.

use grundy::io::About;
use grundy::leetcode::stone_games::{residue, stone_game_ix_by_residues};
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc2029/sample-1 as its example.
const ABOUT: About = About {
    name: "lc2029",
    problem: "LeetCode 2029 Stone Game IX: in turn each player removes a stone;\n\
              whoever makes the sum of removed values divisible by 3 loses; Bob wins when none\n\
              are left.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice (first) wins, else `false`.",
    example: ["[2,1]\n[2]\n[5,1,2,4,3]\n", "true\nfalse\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let mut count = [0; 3];
        let range = 1..=1_000_000_000_000_000_000;
        text.argument("stones")?
            .each_integer(1..=1_000_000, range, |stone| count[residue(stone)] += 1)?;
        out.verdict(&BOOLEAN, stone_game_ix_by_residues(count));
        Ok(())
    })
}
