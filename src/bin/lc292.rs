//! `lc292`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Any n up to 2^64 − 1; the text of an input is held whole, and 10^8 bytes of it are admitted
//! (4.9·10^6 cases of 20-digit n, 0.3 s): see `run_cases`.

use grundy::io::About;
use grundy::leetcode::number_games::nim_game;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc292/sample-1 as its example.
const ABOUT: About = About {
    name: "lc292",
    problem: "LeetCode 292 Nim Game: a heap of n stones; a move takes 1 to 3; the last\n\
              stone wins.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when you (moving first) win, else `false`.",
    example: ["4\n1\n2\n", "false\ntrue\ntrue\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(0..=u64::MAX)?;
        out.verdict(&BOOLEAN, nim_game(n));
        Ok(())
    })
}
