//! LeetCode 486 Predict the Winner: nums → whether player 1, taking from either end, ends with
//! at least player 2's sum.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc486;

impl Problem for Lc486 {
    fn binary(&self) -> &'static str {
        "lc486"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 1..=8, |rng| size.up_to(rng, 0..=20, 0))
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 0..=10_000_000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        let answer =
            |c: &[Value]| leetcode::boolean(minimax::predict_the_winner(&leetcode::numbers(c)));
        answers(cases, answer)
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(10_000_000, 8, 20))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 20 values ≤ 10^7", Gen("")),
            answered(
                "20 cases of 5000 values ≤ 10^12 (the whole budget)",
                Gen("--cases 20 --items 5000 --max 1000000000000"),
            ),
        ]
    }
}
