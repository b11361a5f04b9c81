//! HDU 1848 Fibonacci again and again: three heaps of the subtraction game whose moves are
//! the Fibonacci numbers.
//! Input: lines `m n p` until `0 0 0`.

use crate::problem::draw::{in_range, large};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::fibonacci_nim::fibonacci_numbers;
use grundy::oracles::brute::{grundy_table, heap_moves};
use grundy::specs;

pub const FIBONACCI_SG: Facts = Facts {
    layout: &Lines {
        arity: 3,
        end: Some("0 0 0"),
    },
    draw: |rng, size| (0..3).map(|_| size.value(rng, 1..=30)).collect(),
    valid: |case| in_range(case, 1..=1_000_000),
    // By the Grundy table up to the largest pile asked.
    reference: |cases| {
        let largest = cases.iter().flatten().max().map_or(0, |&p| p as usize);
        let moves: Vec<usize> = fibonacci_numbers()
            .iter()
            .map(|&f| f as usize)
            .take_while(|&f| f <= largest)
            .collect();
        let values = grundy_table(largest + 1, heap_moves(|_: usize| moves.iter().copied()));
        verdicts(cases, &specs::hdu::FIBONACCI_SG, |c| {
            let sum = c.iter().fold(0, |x, &pile| x ^ values[pile as usize]);
            sum != 0
        })
    },
    sizes: Sizes {
        limits_text: "piles 1 to 10^6",
        largest: (100_000, large(1000, 4, 0)),
        judge_stress: JudgeStress::new(1..=20_000, large(1_000_000, 7, 0)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::FIBONACCI_SG)
};
