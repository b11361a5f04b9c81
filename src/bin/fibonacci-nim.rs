//! HDU 2516 取石子游戏 (Fibonacci Nim). One pile of n; the first move takes at least one and
//! not all; each later move takes 1 to twice the previous move; taking the last stone
//! wins. Input: integers n until `0`. Output per n: `Second win` when the first player
//! loses, else `First win`. n = 1 has no legal first move.

use grundy::games::fibonacci_nim;
use grundy::io::{run, Verdicts};

const ANSWERS: Verdicts = Verdicts::new("First win", "Second win");

fn main() {
    run("fibonacci-nim", |input, out| {
        while let Some(stones) = input.u64_until(0)? {
            out.verdict(&ANSWERS, fibonacci_nim::first_player_wins(stones));
        }
        input.end("the closing 0")
    })
}
