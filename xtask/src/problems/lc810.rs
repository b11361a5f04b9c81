//! LeetCode 810 Chalkboard XOR Game: nums → whether Alice wins, the player who erases a
//! number leaving an exclusive or of 0 losing (a player to move facing 0 wins).

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Array, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc810;

impl Problem for Lc810 {
    fn binary(&self) -> &'static str {
        "lc810"
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 1..=7, |rng| size.up_to(rng, 0..=7, 0))
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 0..=65_535)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            leetcode::boolean(minimax::xor_game(&leetcode::numbers(c)))
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(65_535, 5, 1000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    /// At its limits (up to 1000 numbers below 2^16), with two distinct numbers: the
    /// search's positions are how many of each are left.
    fn judge_draw(&self, rng: &mut Rng, _size: &Size) -> Case {
        let values = [rng.range(0, 65_535), rng.range(0, 65_535)].map(Value::from);
        let length = rng.range(990, 1000);
        (0..length)
            .map(|_| values[rng.range(0, 1) as usize])
            .collect()
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 1000 values < 2^16", Gen("")),
            answered(
                "10^6 values ≤ 2^63 − 1",
                Gen("--cases 1 --items 1000000 --max 9223372036854775807"),
            ),
        ]
    }
}
