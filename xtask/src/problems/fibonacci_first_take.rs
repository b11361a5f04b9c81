//! Luogu P6487 [COCI2010-2011 #4] HRPA: Fibonacci Nim where the first move may take the
//! whole pile; the least first move that wins.
//! Input: one integer N.

use crate::problem::draw::{in_range, large, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::fibonacci_nim::{fibonacci_numbers, Positions};
use grundy::specs;

pub const FIBONACCI_FIRST_TAKE: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: None,
    },
    draw: |rng, size| vec![size.value(rng, 1..=60)],
    valid: |case| case[0] >= 1,
    answerable: |c| in_range(c, 1..=60),
    // The least take from 1 to the whole pile after which the reply loses, from the table
    // of (pile, limit) positions.
    reference: |cases| {
        let game = Positions::new(61);
        answers(cases, |c| {
            let n = c[0] as usize;
            let least = (1..=n).find(|&take| !game.wins(n - take, 2 * take));
            least.expect("taking the whole pile wins").to_string()
        })
    },
    // Half of the piles a Fibonacci number or next to one.
    judge_draw: Some(|rng, size| {
        let pile = if rng.chance(1, 2) {
            let mut numbers = fibonacci_numbers();
            numbers.retain(|&f| f <= size.max());
            let fibonacci = numbers[rng.range(0, numbers.len() as u64 - 1) as usize];
            fibonacci.saturating_add(rng.range(0, 2)).saturating_sub(1)
        } else {
            number(rng, size)
        };
        vec![Value::from(pile.max(1))]
    }),
    // Greedy from the largest Fibonacci number down, as the editorial states it: the
    // last number taken.
    judge_reference: Some(|cases| {
        let numbers = fibonacci_numbers();
        answers(cases, |c| {
            let mut rest = c[0] as u64;
            let mut last = 0;
            for &f in numbers.iter().rev() {
                if f <= rest {
                    rest -= f;
                    last = f;
                }
            }
            last.to_string()
        })
    }),
    sizes: Sizes {
        // The whole input is one number.
        stress_cases: 1..=1,
        limits_text: "piles 1 to 60",
        largest: (1, large(1_000_000_000_000_000, 16, 0)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, 0)),
        judge_limits: Some(JudgeLimits::new(1, 2..=1_000_000_000_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::FIBONACCI_FIRST_TAKE)
};
