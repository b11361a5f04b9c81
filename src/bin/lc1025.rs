//! `lc1025`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1025`, which `--help` prints).
//!
//! Any n from 1 to 2^64 − 1; the text of an input is held whole, and 10^8 bytes of it are
//! admitted (4.9·10^6 cases of 20-digit n, 0.3 s): see `run_cases`.

use grundy::leetcode::number_games::divisor_game;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC1025;

fn main() {
    run_cases(&LC1025, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        out.verdict(&BOOLEAN, divisor_game(n));
        Ok(())
    })
}
