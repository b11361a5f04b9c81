//! `lc2005`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC2005`, which `--help` prints).
//!
//! n mod 6, for any n from 1 to 2^64 − 1.

use grundy::leetcode::tree_games::fibonacci_tree_game;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC2005;

fn main() {
    run_cases(&LC2005, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        out.verdict(&BOOLEAN, fibonacci_tree_game(n));
        Ok(())
    })
}
