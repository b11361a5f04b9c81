//! AtCoder ARC105 D Let's Play Nim: bags of coins emptied onto dishes, then Nim on the
//! dishes.
//! Input: `T`; per case `N`, then N bags.

use crate::problem::draw::{large, length, number, shuffle, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rule_searches::bags_onto_dishes;
use grundy::specs;
use std::collections::HashMap;

/// Whether the search of both phases takes the case: 4 bags of up to 5 coins, or 5 of up
/// to 3.
fn searchable(case: &[Value]) -> bool {
    let most = case.iter().copied().max().unwrap_or(0);
    (case.len() <= 4 && most <= 5) || (case.len() == 5 && most <= 3)
}

/// The theorem in its own arithmetic: each value's bags counted in a map; the first
/// player wins iff the bags with coins are even in number and some value is odd in count.
fn theorem(case: &[Value]) -> bool {
    let mut counts: HashMap<Value, u64> = HashMap::new();
    case.iter()
        .filter(|&&coins| coins > 0)
        .for_each(|&coins| *counts.entry(coins).or_default() += 1);
    let bags: u64 = counts.values().sum();
    bags % 2 == 0 && counts.values().any(|&n| n % 2 == 1)
}

pub const LETS_PLAY_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
        let count = size.items(rng, 0..=5);
        let most = if count == 5 { 3 } else { 5 };
        (0..count).map(|_| size.value(rng, 0..=most)).collect()
    },
    valid: |case| case.iter().all(|&coins| coins >= 0),
    answerable: searchable,
    // Both phases of the game, searched from the rules.
    reference: |cases| {
        verdicts(cases, &specs::atcoder::LETS_PLAY_NIM, |c| {
            bags_onto_dishes(&c.iter().map(|&coins| coins as u64).collect::<Vec<u64>>())
        })
    },
    // Half of the lists bags in equal pairs, shuffled (the first player's rare loss with
    // an even count); the others free, of either parity.
    judge_draw: Some(|rng, size| {
        let mut bags: Case = (0..length(rng, size, 1))
            .map(|_| Value::from(number(rng, size).max(1)))
            .collect();
        if rng.chance(1, 2) {
            bags.truncate((bags.len() + 1) / 2);
            let twins = bags.clone();
            bags.extend(twins);
            shuffle(rng, &mut bags);
        }
        bags
    }),
    judge_reference: Some(|cases| verdicts(cases, &specs::atcoder::LETS_PLAY_NIM, theorem)),
    sizes: Sizes {
        limits_text: "at most 4 bags of up to 5 coins, or 5 of up to 3",
        // The judge's largest cases: two of 10^5 bags (the sum of N is at most 2·10^5).
        largest: (2, large(1_000_000_000, 10, 100_000)),
        judge_stress: JudgeStress::new(1..=6, large(u64::MAX, 20, 30_000)),
        judge_limits: Some(JudgeLimits::new(100_000, 1..=1_000_000_000).numbers(1..=100_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::LETS_PLAY_NIM)
};
