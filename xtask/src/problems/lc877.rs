//! LeetCode 877 Stone Game: piles → whether Alice, taking a pile from either end first, ends
//! with more stones.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc877;

impl Problem for Lc877 {
    fn binary(&self) -> &'static str {
        "lc877"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        // LeetCode's own inputs have an even count and an odd total; ours need not.
        let length = size.items(rng, 1..=8);
        (0..length).map(|_| size.up_to(rng, 1..=20, 1)).collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 1..=500)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::boolean(minimax::stone_game(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(500, 3, 500))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 500 piles ≤ 500", Gen("--items 500")),
            answered(
                "20 cases of 4999 piles ≤ 10^12 (odd count: the O(n²) recurrence; the whole budget)",
                Gen("--cases 20 --items 4999 --max 1000000000000"),
            ),
        ]
    }
}
