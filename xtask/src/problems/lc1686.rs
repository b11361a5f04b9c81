//! LeetCode 1686 Stone Game VI: aliceValues, bobValues → 1, 0 or −1 as Alice's total of her
//! values beats, ties or loses to Bob's of his, each taking any stone in turn. A case is
//! Alice's values, then Bob's.

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, LeetCode, TwoArrays};
use crate::problem::tables::answers;
use crate::problem::Sizes;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const LC1686: Facts = Facts {
    layout: &LeetCode(TwoArrays),
    draw: |rng, size| {
        let length = size.items(rng, 1..=6);
        (0..2 * length).map(|_| size.up_to(rng, 1..=9, 1)).collect()
    },
    valid: |case| !case.is_empty() && case.len() % 2 == 0 && in_range(case, 1..=100),
    reference: |cases| {
        let answer = |c: &[Value]| {
            let (alice, bob) = c.split_at(c.len() / 2);
            let (alice, bob) = (leetcode::numbers(alice), leetcode::numbers(bob));
            leetcode::integer(minimax::stone_game_vi(&alice, &bob))
        };
        answers(cases, answer)
    },
    // At its values' limits (1 to 100), with three kinds of stones and up to 120 of them:
    // the search's positions are how many of each kind are left.
    judge_draw: Some(|rng, _size| {
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
    }),
    sizes: Sizes {
        limits_text:
            "LeetCode's value limits (a search over every position: long inputs take time)",
        largest: (10, large(100, 3, 100_000)),
        judge_stress: leetcode::judge_stress(large(100, 3, 100_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC1686)
};
