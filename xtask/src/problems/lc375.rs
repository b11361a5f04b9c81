//! LeetCode 375 Guess Number Higher or Lower II: n → the least money that surely finds a
//! number from 1 to n, each wrong guess g costing g.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Integers, LeetCode};
use crate::problem::shapes::{answered, refused, Input::Gen, Shape, SHORTEST_CASES};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::game_searches;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Lc375;

impl Problem for Lc375 {
    fn spec(&self) -> &'static Spec {
        &specs::leetcode::LC375
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 300"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=300)
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Integers(1))
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.up_to(rng, 1..=40, 1)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        in_range(case, 1..=1000)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            game_searches::guess_cost(c[0] as usize).to_string()
        })
    }

    fn judge(&self) -> (u64, Size) {
        (200, large(200, 3, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 1..=200))
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 200 cases of n ≤ 200", Gen("")),
            answered(
                "10^7 cases of n up to 1000 (the table for 1000 built once)",
                Gen("--cases 10000000 --max 1000"),
            ),
            SHORTEST_CASES,
            refused("n above 1000", Gen("--cases 10 --max 100000")),
        ]
    }
}
