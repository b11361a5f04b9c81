//! LeetCode 292 Nim Game: n → whether you, moving first, win, taking 1 to 3 stones.

use crate::problem::draw::{large, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{boolean, Integers, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::{answers, modular_subtraction_wins};
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc292;

impl Problem for Lc292 {
    fn binary(&self) -> &'static str {
        "lc292"
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 10^6"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c[0] <= 1_000_000
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Integers(1))
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.up_to(rng, 1..=30, 1)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| boolean(minimax::nim_game(c[0] as u64)))
    }

    fn judge(&self) -> (u64, Size) {
        (1000, large((1 << 31) - 1, 10, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=300, NUMBERS)
    }

    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![Value::from(number(rng, size).max(1))]
    }

    /// The outcomes of the last three piles as a finite machine, any u64 n.
    fn judge_reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            boolean(modular_subtraction_wins(c[0] as u64, 1, 3, |_| {
                vec![1, 2, 3]
            }))
        })
    }

    fn limits(&self) -> Vec<Shape> {
        // The LeetCode binaries hold their text: 10^8 bytes of it are admitted (a 256 MiB
        // limit lets the reader hold 128 MiB).
        vec![answered(
            "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 4900000 --max 18446744073709551615"),
        )]
    }
}
