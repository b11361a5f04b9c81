//! LeetCode 1872 Stone Game VIII: stones → Alice's best margin, each move merging the leftmost
//! x > 1 stones and scoring their sum.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1872;

impl Problem for Lc1872 {
    fn binary(&self) -> &'static str {
        "lc1872"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 2..=7, |rng| size.signed(rng, 9))
    }

    fn valid(&self, case: &[Value]) -> bool {
        case.len() >= 2 && in_range(case, -10_000..=10_000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::integer(minimax::stone_game_viii(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(10_000, 5, 100_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    /// The judge's values in a row of up to 3000 stones: the search has a state per
    /// prefix.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let shorter = leetcode::shorter(size, rng.range(2, 3000));
        self.draw(rng, &shorter)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 10^5 stones in ±10^4", Gen("")),
            answered(
                "10^6 stones in ±10^12",
                Gen("--cases 1 --items 1000000 --max 1000000000000"),
            ),
        ]
    }
}
