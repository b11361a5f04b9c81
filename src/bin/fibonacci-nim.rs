//! `fibonacci-nim`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! n = 1 has no legal first move: the first player loses.

use grundy::games::fibonacci_nim;
use grundy::io::{run, About, Verdicts};

/// The problem as `--help` prints it, with samples/fibonacci-nim/sample-1 as its example.
const ABOUT: About = About {
    name: "fibonacci-nim",
    problem: "HDU 2516 取石子游戏 (Fibonacci Nim): one pile of n; the first move\n\
              takes at least one and not all; each later move takes 1 to twice the previous\n\
              move; the last stone wins.",
    input: "integers n until `0`.",
    output: "per n, `Second win` when the first player loses, else `First win`.",
    example: ["2\n13\n10000\n0\n", "Second win\nSecond win\nFirst win\n"],
};

const ANSWERS: Verdicts = Verdicts::new("First win", "Second win");

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(stones) = input.u64_until(0)? {
            out.verdict(&ANSWERS, fibonacci_nim::first_player_wins(stones));
        }
        input.finish("the closing 0")
    })
}
