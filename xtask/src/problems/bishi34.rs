//! Niuke BISHI34: a pile of k; a move takes 1, 2 or 5 stones, each only when it divides k.
//! Input: `T`, then T counts.

use crate::problem::draw::{large, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{CountedLines, Layout};
use crate::problem::shapes::{answered, longest, repeated, Input::Built, Input::Gen, Shape};
use crate::problem::tables::{modular_subtraction_wins, pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Bishi34;

/// The takes from a pile of k.
fn takes(k: u64) -> Vec<u64> {
    [1, 2, 5].into_iter().filter(|&t| k % t == 0).collect()
}

impl Problem for Bishi34 {
    fn spec(&self) -> &'static Spec {
        &specs::other::BISHI34
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 10^6"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c[0] <= 1_000_000
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLines(1)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 0..=60)]
    }

    fn reference(&self, cases: &[Case]) -> String {
        let win = pile_table(60, |k| {
            takes(k as u64).into_iter().map(|t| t as usize).collect()
        });
        verdicts(cases, &specs::other::BISHI34, |c| win[c[0] as usize])
    }

    fn judge(&self) -> (u64, Size) {
        (100, large(1_000_000_000, 10, 0))
    }

    /// The judge's 100 cases take a millisecond, the start of a process: the bench times
    /// 2·10^6, as for the other BISHI problems, to measure the parsing.
    fn bench_cases(&self) -> u64 {
        2_000_000
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(100, 0..=1_000_000_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, NUMBERS)
    }

    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![Value::from(number(rng, size))]
    }

    /// The outcomes of the last five piles as a finite machine, any u64 pile.
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, &specs::other::BISHI34, |c| {
            modular_subtraction_wins(c[0] as u64, 10, 5, takes)
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered(
                "10^7 counts of 20 digits",
                Gen(longest!("--cases 10000000")),
            ),
            answered(
                "10^7 counts of 20 digits after a leading zero (21 characters)",
                // Valid numbers longer than 20 characters: the careful path, one by one.
                Built("bishi34-leading-zeros", |w| {
                    repeated(w, "10000000\n", "018446744073709551615\n", 10_000_000, "")
                }),
            ),
        ]
    }
}
