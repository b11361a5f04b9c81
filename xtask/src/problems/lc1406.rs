//! LeetCode 1406 Stone Game III: stoneValue → who ends with the larger sum, taking 1 to 3
//! stones from the front.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::leetcode::stone_games::Winner;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1406;

impl Problem for Lc1406 {
    fn binary(&self) -> &'static str {
        "lc1406"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 1..=8, |rng| size.signed(rng, 10))
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, -1000..=1000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        let answer = |c: &[Value]| match minimax::stone_game_iii(&leetcode::numbers(c)) {
            Winner::Alice => "\"Alice\"".to_string(),
            Winner::Bob => "\"Bob\"".to_string(),
            Winner::Tie => "\"Tie\"".to_string(),
        };
        answers(cases, answer)
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1000, 4, 50_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 5·10^4 values in ±1000", Gen("")),
            answered(
                "10^6 values in ±10^12",
                Gen("--cases 1 --items 1000000 --max 1000000000000"),
            ),
            answered(
                "7 cases of 10^6 values in ±10^12 (the whole input is kept)",
                Gen("--cases 7 --items 1000000 --max 1000000000000"),
            ),
        ]
    }
}
