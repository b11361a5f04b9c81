//! `lc1927`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1927`, which `--help` prints).
//!
//! One weighted difference of the halves, O(length): rows of 10^7 characters.

use grundy::leetcode::counting_games::sum_game;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC1927;

fn main() {
    run_cases(&LC1927, |text, out| {
        let what = "a string of an even number (2 to 10000000) of digits and ?";
        let argument = text.argument("num")?;
        let mark = argument.mark();
        let ok = |c: char| c.is_ascii_digit() || c == '?';
        let num = argument.string(2..=10_000_000, what, ok)?;
        if num.len() % 2 == 1 {
            return Err(text.fault_at_mark(mark, &format!("num, {what}")));
        }
        out.verdict(&BOOLEAN, sum_game(num.as_bytes()));
        Ok(())
    })
}
