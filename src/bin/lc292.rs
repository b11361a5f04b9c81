//! LeetCode 292 Nim Game: n → whether you (moving first) win, taking 1 to 3 stones.
//! Any n up to 2^64 − 1; the text of an input is held whole, and 10^8 bytes of it are
//! admitted (4.9·10^6 cases of 20-digit n, 0.3 s): see `run_cases`.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::number_games::nim_game;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc292", |text, out| {
        let n = text.argument("n")?.natural(0..=u64::MAX)?;
        out.verdict(&BOOLEAN, nim_game(n));
        Ok(())
    })
}
