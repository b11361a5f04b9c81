//! LeetCode 3021 Alice and Bob Playing Flower Game: n, m → how many pairs (x, y),
//! 1 ≤ x ≤ n, 1 ≤ y ≤ m, Alice wins, picking one flower a turn from two lanes of x and y,
//! whoever picks the last winning.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, Integers, LeetCode};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, Sizes};
use grundy::oracles::game_searches;
use grundy::specs;

/// LeetCode's limit on n and m.
const MOST: u64 = 100_000;

pub const LC3021: Facts = Facts {
    layout: &LeetCode(Integers(2)),
    draw: |rng, size| (0..2).map(|_| size.up_to(rng, 1..=30, 1)).collect(),
    valid: |case| in_range(case, 1..=Value::from(u64::MAX)),
    answerable: |c| in_range(c, 1..=200),
    reference: |cases| {
        answers(cases, |c| {
            game_searches::flower_game(c[0] as usize, c[1] as usize).to_string()
        })
    },
    // Alice wins exactly the pairs of odd sum (each turn picks one of the x + y flowers,
    // and she makes the odd-numbered picks): odd x with even y, and even x with odd y,
    // counted in u128 for any u64.
    judge_reference: Some(|cases| {
        answers(cases, |c| {
            let (n, m) = (c[0] as u128, c[1] as u128);
            let (odd_n, odd_m) = ((n + 1) / 2, (m + 1) / 2);
            (odd_n * (m - odd_m) + (n - odd_n) * odd_m).to_string()
        })
    }),
    sizes: Sizes {
        limits_text: "n, m ≤ 200",
        largest: (1000, large(MOST, 6, 0)),
        judge_stress: leetcode::judge_stress(large(MOST, 6, 0)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=MOST)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC3021)
};
