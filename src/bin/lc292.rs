//! `lc292`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC292`, which `--help` prints).
//!
//! Any n up to 2^64 − 1; the text of an input is held whole, and 10^8 bytes of it are admitted
//! (4.9·10^6 cases of 20-digit n, 0.3 s): see `run_cases`.

use grundy::leetcode::number_games::nim_game;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC292;

fn main() {
    run_cases(&LC292, |text, out| {
        let n = text.argument("n")?.natural(0..=u64::MAX)?;
        out.verdict(&BOOLEAN, nim_game(n));
        Ok(())
    })
}
