//! `lc1025`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Any n from 1 to 2^64 − 1; the text of an input is held whole, and 10^8 bytes of it are
//! admitted (4.9·10^6 cases of 20-digit n, 0.3 s): see `run_cases`.

use grundy::io::About;
use grundy::leetcode::number_games::divisor_game;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc1025/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1025",
    problem: "LeetCode 1025 Divisor Game: n on the board; a move picks x, 0 < x < n, x\n\
              dividing n, and makes it n − x; a player who cannot move loses; Alice moves\n\
              first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["2\n3\n", "true\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        out.verdict(&BOOLEAN, divisor_game(n));
        Ok(())
    })
}
