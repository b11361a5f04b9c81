//! `fibonacci-sg`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::FIBONACCI_SG`, which `--help` prints).
//!
//! The Grundy values are computed up to the largest pile seen, |{f ≤ 10^6}| = 29 moves each.

use grundy::games::subtraction::extend_grundy;
use grundy::games::zeckendorf::FIBONACCI;
use grundy::io::{run, Verdicts};
use grundy::specs::hdu::FIBONACCI_SG;

const MAX_PILE: u64 = 1_000_000;
const ANSWERS: Verdicts = FIBONACCI_SG.verdicts();

fn main() {
    // 1, 2, 3, 5, …: F(2) onwards (F(1) = F(2) = 1 would repeat the 1).
    let moves: Vec<u64> = FIBONACCI[2..]
        .iter()
        .copied()
        .take_while(|&f| f <= MAX_PILE)
        .collect();
    run(&FIBONACCI_SG, |input, out| {
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
