//! Luogu P6487 [COCI2010-2011 #4] HRPA: Fibonacci Nim where the first move may take the
//! whole pile; the least first move that wins.
//! Input: one integer N.

use crate::problem::draw::{in_range, large, number, Case, Size, Value};
use crate::problem::layouts::{Layout, Lines};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use crate::problems::fibonacci_nim::{fibonacci_numbers, Positions};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::ops::RangeInclusive;

pub struct FibonacciFirstTake;

impl Problem for FibonacciFirstTake {
    fn spec(&self) -> &'static Spec {
        &specs::luogu::FIBONACCI_FIRST_TAKE
    }

    fn limits_text(&self) -> &'static str {
        "piles 1 to 60"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=60)
    }

    /// The whole input is one number.
    fn stress_cases(&self) -> RangeInclusive<u64> {
        1..=1
    }

    fn layout(&self) -> &dyn Layout {
        &Lines {
            arity: 1,
            end: None,
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 1..=60)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    /// The least take from 1 to the whole pile after which the reply loses, from the table
    /// of (pile, limit) positions.
    fn reference(&self, cases: &[Case]) -> String {
        let game = Positions::new(61);
        answers(cases, |c| {
            let n = c[0] as usize;
            let least = (1..=n).find(|&take| !game.wins(n - take, 2 * take));
            least.expect("taking the whole pile wins").to_string()
        })
    }

    fn judge(&self) -> (u64, Size) {
        (1, large(1_000_000_000_000_000, 16, 0))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(1, 2..=1_000_000_000_000_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=1, large(u64::MAX, 20, 0))
    }

    /// Half of the piles a Fibonacci number or next to one.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let pile = if rng.chance(1, 2) {
            let mut numbers = fibonacci_numbers();
            numbers.retain(|&f| f <= size.max());
            let fibonacci = numbers[rng.range(0, numbers.len() as u64 - 1) as usize];
            fibonacci.saturating_add(rng.range(0, 2)).saturating_sub(1)
        } else {
            number(rng, size)
        };
        vec![Value::from(pile.max(1))]
    }

    /// Greedy from the largest Fibonacci number down, as the editorial states it: the
    /// last number taken.
    fn judge_reference(&self, cases: &[Case]) -> String {
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
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "one pile of 20 digits",
            Gen("--min-digits 20 --digits 20 --max 18446744073709551615"),
        )]
    }
}
