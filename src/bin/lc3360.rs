//! `lc3360`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC3360`, which `--help` prints).
//!
//! At most ten forced moves, simulated: n from 1 to 54 (from 55 on the rules would ask
//! for a move of 0 stones).

use grundy::leetcode::counting_games::{stone_removal, MOST_STONES_REMOVED};
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC3360;

fn main() {
    run_cases(&LC3360, |text, out| {
        let n = text.argument("n")?.natural(1..=MOST_STONES_REMOVED)?;
        out.verdict(&BOOLEAN, stone_removal(n));
        Ok(())
    })
}
