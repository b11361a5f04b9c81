//! `lc2038`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Each player's moves counted as the row is read: rows of 10^7 pieces.

use grundy::io::About;
use grundy::leetcode::counting_games::ColoredPieces;
use grundy::leetcode::{run_cases, BOOLEAN};
use std::cell::RefCell;

/// The problem as `--help` prints it, with samples/lc2038/sample-1 as its example.
const ABOUT: About = About {
    name: "lc2038",
    problem: "LeetCode 2038 Remove Colored Pieces if Both Neighbors are the Same Color: a\n\
              row of pieces `A` and `B`; in turn Alice removes an `A` whose two neighbours\n\
              are `A`, Bob a `B` whose two neighbours are `B`; a player who cannot move\n\
              loses; Alice moves first.",
    input: "LeetCode's test-case text: per case colors, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: [
        "\"AAABABB\"\n\"AA\"\n\"ABBBBBBBAAA\"\n",
        "true\nfalse\nfalse\n",
    ],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let what = "a string of 1 to 10000000 pieces A and B";
        let pieces = RefCell::new(ColoredPieces::default());
        text.argument("colors")?.string(1..=10_000_000, what, |c| {
            let piece = c == 'A' || c == 'B';
            if piece {
                pieces.borrow_mut().push(c as u8);
            }
            piece
        })?;
        out.verdict(&BOOLEAN, pieces.into_inner().alice_wins());
        Ok(())
    })
}
