//! `digit-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::spoj::DIGIT_GAME`, which `--help` prints).
//!
//! A multiple of 10 is lost; from any other number its last digit is the winning move
//! (`games::digit_takes`).

use grundy::games::digit_takes;
use grundy::io::run;
use grundy::specs::spoj::DIGIT_GAME;

fn main() {
    run(&DIGIT_GAME, |input, out| {
        let n = input.u64_in(1..=u64::MAX)?;
        match digit_takes::winning_take(n) {
            Some(digit) => {
                out.line("1");
                out.u64(digit);
                out.end_line();
            }
            None => out.line("2"),
        }
        input.finish("the number")
    })
}
