//! `lc1908`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1908`, which `--help` prints).
//!
//! The exclusive or, taken as the piles are read: 10^7 piles up to 2^63 − 1.

use grundy::games::nim;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC1908;

fn main() {
    run_cases(&LC1908, |text, out| {
        let mut sum = 0;
        text.argument("piles")?
            .each_integer(1..=10_000_000, 0..=i64::MAX, |pile| sum ^= pile as u64)?;
        out.verdict(&BOOLEAN, nim::first_player_wins(sum));
        Ok(())
    })
}
