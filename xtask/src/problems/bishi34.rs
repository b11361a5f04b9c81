//! Niuke BISHI34: a pile of k; a move takes 1, 2 or 5 stones, each only when it divides k.
//! Input: `T`, then T counts.

use crate::problem::draw::{large, number, Value, NUMBERS};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::{modular_subtraction_wins, pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::specs;

/// The takes from a pile of k.
fn takes(k: u64) -> Vec<u64> {
    [1, 2, 5].into_iter().filter(|&t| k % t == 0).collect()
}

pub const BISHI34: Facts = Facts {
    layout: &CountedLines(1),
    draw: |rng, size| vec![size.value(rng, 0..=60)],
    answerable: |c| c[0] <= 1_000_000,
    reference: |cases| {
        let win = pile_table(60, |k| {
            takes(k as u64).into_iter().map(|t| t as usize).collect()
        });
        verdicts(cases, &specs::other::BISHI34, |c| win[c[0] as usize])
    },
    judge_draw: Some(|rng, size| vec![Value::from(number(rng, size))]),
    // The outcomes of the last five piles as a finite machine, any u64 pile.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::other::BISHI34, |c| {
            modular_subtraction_wins(c[0] as u64, 10, 5, takes)
        })
    }),
    sizes: Sizes {
        limits_text: "n ≤ 10^6",
        largest: (100, large(1_000_000_000, 10, 0)),
        judge_stress: JudgeStress::new(1..=20_000, NUMBERS),
        judge_limits: Some(JudgeLimits::new(100, 0..=1_000_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::BISHI34)
};
