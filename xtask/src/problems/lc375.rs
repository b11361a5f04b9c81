//! LeetCode 375 Guess Number Higher or Lower II: n → the least money that surely finds a
//! number from 1 to n, each wrong guess g costing g.

use crate::problem::draw::{in_range, large};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, Integers, LeetCode};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, Sizes};
use grundy::oracles::game_searches;
use grundy::specs;

pub const LC375: Facts = Facts {
    layout: &LeetCode(Integers(1)),
    draw: |rng, size| vec![size.up_to(rng, 1..=40, 1)],
    valid: |case| in_range(case, 1..=1000),
    answerable: |c| in_range(c, 1..=300),
    reference: |cases| {
        answers(cases, |c| {
            game_searches::guess_cost(c[0] as usize).to_string()
        })
    },
    sizes: Sizes {
        limits_text: "n ≤ 300",
        largest: (200, large(200, 3, 0)),
        judge_stress: leetcode::judge_stress(large(200, 3, 0)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=200)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC375)
};
