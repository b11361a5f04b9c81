//! `fibonacci-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::FIBONACCI_NIM`, which `--help` prints).
//!
//! n = 1 has no legal first move: the first player loses.

use grundy::games::fibonacci_nim;
use grundy::io::{run, Verdicts};
use grundy::specs::hdu::FIBONACCI_NIM;

const ANSWERS: Verdicts = FIBONACCI_NIM.verdicts();

fn main() {
    run(&FIBONACCI_NIM, |input, out| {
        while let Some(stones) = input.u64_until(0)? {
            out.verdict(&ANSWERS, fibonacci_nim::first_player_wins(stones));
        }
        input.finish("the closing 0")
    })
}
