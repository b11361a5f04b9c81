//! LeetCode 1686 Stone Game VI: aliceValues, bobValues → 1, 0 or −1 as Alice's total of her
//! values beats, ties or loses to Bob's of his, each taking any stone in turn. A case is
//! Alice's values, then Bob's.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, LeetCode, TwoArrays};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Lc1686;

impl Problem for Lc1686 {
    fn spec(&self) -> &'static Spec {
        &specs::leetcode::LC1686
    }

    fn limits_text(&self) -> &'static str {
        "LeetCode's value limits (a search over every position: long inputs take time)"
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(TwoArrays)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let length = size.items(rng, 1..=6);
        (0..2 * length).map(|_| size.up_to(rng, 1..=9, 1)).collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && case.len() % 2 == 0 && in_range(case, 1..=100)
    }

    fn reference(&self, cases: &[Case]) -> String {
        let answer = |c: &[Value]| {
            let (alice, bob) = c.split_at(c.len() / 2);
            let (alice, bob) = (leetcode::numbers(alice), leetcode::numbers(bob));
            leetcode::integer(minimax::stone_game_vi(&alice, &bob))
        };
        answers(cases, answer)
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(100, 3, 100_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    /// At its values' limits (1 to 100), with three kinds of stones and up to 120 of them:
    /// the search's positions are how many of each kind are left.
    fn judge_draw(&self, rng: &mut Rng, _size: &Size) -> Case {
        let value = |rng: &mut Rng| match rng.range(0, 3) {
            0 => 1,
            1 => 100,
            _ => Value::from(rng.range(1, 100)),
        };
        let kinds: Vec<(Value, Value)> = (0..3).map(|_| (value(rng), value(rng))).collect();
        let length = rng.range(1, 120);
        let stones: Vec<(Value, Value)> = (0..length)
            .map(|_| kinds[rng.range(0, 2) as usize])
            .collect();
        let (alice, bob): (Case, Case) = stones.into_iter().unzip();
        [alice, bob].concat()
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 2 × 10^5 values ≤ 100", Gen("")),
            answered(
                "2 × 10^6 values ≤ 10^9",
                Gen("--cases 1 --items 1000000 --max 1000000000"),
            ),
        ]
    }
}
