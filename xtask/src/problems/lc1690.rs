//! LeetCode 1690 Stone Game VII: stones → Alice's best margin, each removal scoring the sum of
//! the stones left.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, refused, smallest, Input::Built, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1690;

impl Problem for Lc1690 {
    fn binary(&self) -> &'static str {
        "lc1690"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 2..=8, |rng| size.up_to(rng, 1..=20, 1))
    }

    fn valid(&self, case: &[Value]) -> bool {
        case.len() >= 2 && in_range(case, 1..=1000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::integer(minimax::stone_game_vii(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1000, 4, 1000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 1000 stones ≤ 1000", Gen("")),
            answered(
                "500 cases of 1000 stones ≤ 1000 (LeetCode's largest, the whole budget)",
                Gen("--cases 500 --items 1000"),
            ),
            answered(
                "5 cases of 10^4 stones ≤ 10^9 (the whole budget)",
                Gen("--cases 5 --items 10000 --max 1000000000"),
            ),
            refused(
                "10^7 bytes of `[1,1]` (past the budget at its 500001st case)",
                Built("lc1690-smallest", |w| smallest(w, "[1,1]\n")),
            ),
        ]
    }
}
