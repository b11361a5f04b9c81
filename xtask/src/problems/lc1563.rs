//! LeetCode 1563 Stone Game V: stoneValue → the most Alice can score, Bob throwing away the
//! larger part of each split.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1563;

impl Problem for Lc1563 {
    fn binary(&self) -> &'static str {
        "lc1563"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 1..=7, |rng| size.up_to(rng, 1..=9, 1))
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 1..=1_000_000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::integer(minimax::stone_game_v(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1_000_000, 7, 500))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 500 values ≤ 10^6", Gen("")),
            answered(
                "100 cases of 500 values ≤ 10^6 (LeetCode's largest, the whole budget)",
                Gen("--cases 100 --items 500"),
            ),
            answered(
                "25 cases of 1000 values ≤ 10^9 (the whole budget)",
                Gen("--cases 25 --items 1000 --max 1000000000"),
            ),
        ]
    }
}
