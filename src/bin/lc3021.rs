//! `lc3021`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! ⌊n·m / 2⌋ in 128 bits: any n and m from 1 to 2^64 − 1.

use grundy::io::About;
use grundy::leetcode::counting_games::flower_game;
use grundy::leetcode::run_cases;

/// The problem as `--help` prints it, with samples/lc3021/sample-1 as its example.
const ABOUT: About = About {
    name: "lc3021",
    problem: "LeetCode 3021 Alice and Bob Playing Flower Game: x flowers in one lane, y in\n\
              the other; in turn each player picks one flower from either lane, and whoever\n\
              picks the last one wins; Alice moves first. Count the pairs 1 ≤ x ≤ n,\n\
              1 ≤ y ≤ m that Alice wins.",
    input: "LeetCode's test-case text: per case n and m, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, the number of pairs Alice wins.",
    example: ["3\n2\n1\n1\n", "3\n0\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        let m = text.argument("m")?.natural(1..=u64::MAX)?;
        out.u128(flower_game(n, m));
        out.end_line();
        Ok(())
    })
}
