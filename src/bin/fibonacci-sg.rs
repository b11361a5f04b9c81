//! `fibonacci-sg`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! The Grundy values are computed up to the largest pile seen, |{f ≤ 10^6}| = 29 moves each.

use grundy::games::subtraction::extend_grundy;
use grundy::games::zeckendorf::FIBONACCI;
use grundy::io::{run, About, Verdicts};

/// The problem as `--help` prints it, with samples/fibonacci-sg/sample-1 as its example.
const ABOUT: About = About {
    name: "fibonacci-sg",
    problem: "HDU 1848 Fibonacci again and again: three piles; a move removes f\n\
              stones from one pile, f a Fibonacci number (1, 2, 3, 5, 8, …); the last stone\n\
              wins.",
    input: "lines `m n p` (piles up to 10^6) until `0 0 0`.",
    output: "per line, `Fibo` when the first player wins, else `Nacci`.",
    example: ["1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n"],
};

const MAX_PILE: u64 = 1_000_000;
const ANSWERS: Verdicts = Verdicts::new("Fibo", "Nacci");

fn main() {
    // 1, 2, 3, 5, …: F(2) onwards (F(1) = F(2) = 1 would repeat the 1).
    let moves: Vec<u64> = FIBONACCI[2..]
        .iter()
        .copied()
        .take_while(|&f| f <= MAX_PILE)
        .collect();
    run(&ABOUT, |input, out| {
        let mut values = Vec::new();
        while let Some(first) = input.u64_in_or_end(0..=MAX_PILE)? {
            let piles = [
                first,
                input.u64_in(0..=MAX_PILE)?,
                input.u64_in(0..=MAX_PILE)?,
            ];
            if piles == [0, 0, 0] {
                return input.finish("the closing 0 0 0");
            }
            let largest = piles.iter().copied().max().unwrap_or(0) as usize;
            extend_grundy(&moves, &mut values, largest + 1);
            let sum = piles
                .iter()
                .fold(0, |sum, &pile| sum ^ values[pile as usize]);
            out.verdict(&ANSWERS, sum != 0);
        }
        Ok(())
    })
}
