//! HDU 2516 Fibonacci Nim: one pile of n; the first move takes 1 to n − 1 stones, every
//! later move 1 to twice the previous take.
//! Input: integers n until `0`.

use crate::problem::draw::{in_range, large, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{Layout, Lines};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct FibonacciNim;

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

impl Problem for FibonacciNim {
    fn spec(&self) -> &'static Spec {
        &specs::hdu::FIBONACCI_NIM
    }

    fn limits_text(&self) -> &'static str {
        "piles 1 to 60"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=60)
    }

    fn layout(&self) -> &dyn Layout {
        &Lines {
            arity: 1,
            end: Some("0"),
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 1..=60)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    fn reference(&self, cases: &[Case]) -> String {
        let game = Positions::new(61);
        // The first move may take anything but the whole pile.
        verdicts(cases, &specs::hdu::FIBONACCI_NIM, |c| {
            let n = c[0] as usize;
            game.wins(n, n - 1)
        })
    }

    fn judge(&self) -> (u64, Size) {
        (100_000, large(u64::MAX, 20, 0))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 2..=(1 << 31) - 1))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, NUMBERS)
    }

    /// Half of the piles a Fibonacci number or next to one.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
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
    }

    /// The first player loses exactly on the Fibonacci numbers (Whinihan).
    fn judge_reference(&self, cases: &[Case]) -> String {
        let numbers = fibonacci_numbers();
        verdicts(cases, &specs::hdu::FIBONACCI_NIM, |c| {
            !numbers.contains(&(c[0] as u64))
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10^7 piles of 20 digits",
            Gen(longest!("--cases 10000000")),
        )]
    }
}
