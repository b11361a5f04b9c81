//! LeetCode 1140 Stone Game II: piles → the most stones Alice can get, taking all of the first
//! X remaining piles, 1 ≤ X ≤ 2M.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, refused, smallest, Input::Built, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1140;

impl Problem for Lc1140 {
    fn binary(&self) -> &'static str {
        "lc1140"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 1..=8, |rng| size.up_to(rng, 1..=20, 1))
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 1..=10_000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::integer(minimax::stone_game_ii(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(10_000, 5, 100))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 100 piles ≤ 10^4", Gen("--items 100")),
            answered(
                "600 cases of 500 piles ≤ 10^12 (the whole budget)",
                Gen("--cases 600 --items 500 --max 1000000000000"),
            ),
            refused(
                "10^7 bytes of `[1]` (past the budget at its 150001st case)",
                Built("lc1140-smallest", |w| smallest(w, "[1]\n")),
            ),
        ]
    }
}
