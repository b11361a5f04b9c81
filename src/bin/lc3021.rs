//! `lc3021`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC3021`, which `--help` prints).
//!
//! ⌊n·m / 2⌋ in 128 bits: any n and m from 1 to 2^64 − 1.

use grundy::leetcode::counting_games::flower_game;
use grundy::leetcode::run_cases;
use grundy::specs::leetcode::LC3021;

fn main() {
    run_cases(&LC3021, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        let m = text.argument("m")?.natural(1..=u64::MAX)?;
        out.u128(flower_game(n, m));
        out.end_line();
        Ok(())
    })
}
