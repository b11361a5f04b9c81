//! `lc2038`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC2038`, which `--help` prints).
//!
//! Each player's moves counted as the row is read: rows of 10^7 pieces.

use grundy::leetcode::counting_games::ColoredPieces;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC2038;
use std::cell::RefCell;

fn main() {
    run_cases(&LC2038, |text, out| {
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
