//! LeetCode 2029 Stone Game IX: stones → whether Alice wins, the player who makes the removed
//! sum a multiple of 3 losing.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc2029;

impl Problem for Lc2029 {
    fn binary(&self) -> &'static str {
        "lc2029"
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
        !case.is_empty() && in_range(case, 1..=10_000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::boolean(minimax::stone_game_ix(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(10_000, 5, 100_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    /// The judge's values in a row of up to 80 stones.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let shorter = leetcode::shorter(size, rng.range(1, 80));
        self.draw(rng, &shorter)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 10^5 stones ≤ 10^4", Gen("")),
            answered(
                "10^6 stones ≤ 10^18",
                Gen("--cases 1 --items 1000000 --max 1000000000000000000"),
            ),
        ]
    }
}
