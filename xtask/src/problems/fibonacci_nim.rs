//! HDU 2516 Fibonacci Nim: one pile of n; the first move takes 1 to n − 1 stones, every
//! later move 1 to twice the previous take.
//! Input: integers n until `0`.

use crate::problem::draw::{in_range, large, number, Value, NUMBERS};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;

/// Fibonacci Nim's positions (pile, limit) with piles below `piles`: a move takes 1 to
/// `limit` stones, and the next limit is twice the take.
pub struct Positions {
    piles: usize,
    win: Vec<bool>,
}

impl Positions {
    pub fn new(piles: usize) -> Positions {
        let win = win_table(piles * piles, |index, next| {
            let (pile, limit) = (index / piles, index % piles);
            next.extend(
                (1..=limit.min(pile))
                    .map(|take| (pile - take) * piles + (2 * take).min(pile - take)),
            );
        });
        Positions { piles, win }
    }

    /// Whether the player to move wins with `pile` stones left and up to `limit` to take.
    pub fn wins(&self, pile: usize, limit: usize) -> bool {
        self.win[pile * self.piles + limit.min(pile)]
    }
}

/// The Fibonacci numbers 1, 2, 3, 5, … up to u64::MAX, summed in u128.
pub fn fibonacci_numbers() -> Vec<u64> {
    let (mut numbers, mut pair) = (Vec::new(), (1u128, 2u128));
    while let Ok(next) = u64::try_from(pair.0) {
        numbers.push(next);
        pair = (pair.1, pair.0 + pair.1);
    }
    numbers
}

pub const FIBONACCI_NIM: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: Some("0"),
    },
    draw: |rng, size| vec![size.value(rng, 1..=60)],
    valid: |case| case[0] >= 1,
    answerable: |c| in_range(c, 1..=60),
    reference: |cases| {
        let game = Positions::new(61);
        // The first move may take anything but the whole pile.
        verdicts(cases, &specs::hdu::FIBONACCI_NIM, |c| {
            let n = c[0] as usize;
            game.wins(n, n - 1)
        })
    },
    // Half of the piles a Fibonacci number or next to one.
    judge_draw: Some(|rng, size| {
        let pile = if rng.chance(1, 2) {
            let mut numbers = fibonacci_numbers();
            numbers.retain(|&f| f <= size.max());
            let fibonacci = numbers[rng.range(0, numbers.len() as u64 - 1) as usize];
            match rng.range(0, 2) {
                0 => fibonacci,
                1 => fibonacci.saturating_add(1),
                _ => fibonacci - 1,
            }
        } else {
            number(rng, size)
        };
        vec![Value::from(pile.max(1))]
    }),
    // The first player loses exactly on the Fibonacci numbers (Whinihan).
    judge_reference: Some(|cases| {
        let numbers = fibonacci_numbers();
        verdicts(cases, &specs::hdu::FIBONACCI_NIM, |c| {
            !numbers.contains(&(c[0] as u64))
        })
    }),
    sizes: Sizes {
        limits_text: "piles 1 to 60",
        largest: (100_000, large(u64::MAX, 20, 0)),
        judge_stress: JudgeStress::new(1..=20_000, NUMBERS),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 2..=(1 << 31) - 1)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::FIBONACCI_NIM)
};
