//! Luogu P2148 [SDOI2009] E&D: piles in pairs; a move removes one pile of a pair and splits
//! the other into two non-empty piles.
//! Input: `T`; per case `N` (even), then N piles.

use crate::problem::draw::{in_range, large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::SplitPairs;
use grundy::specs;

/// The reference's pairs: piles up to 24.
const MOST: usize = 24;

/// The pairs of a case.
fn pairs(case: &[Value]) -> impl Iterator<Item = (u64, u64)> + '_ {
    case.chunks(2).map(|p| (p[0] as u64, p[1] as u64))
}

/// The value of a pair as SDOI's solutions compute it: the lowest bit position where
/// neither a − 1 nor b − 1 has a 1, found bit by bit.
fn lowest_common_zero(a: u64, b: u64) -> u32 {
    let either = (a - 1) | (b - 1);
    (0..64).find(|&bit| either >> bit & 1 == 0).unwrap_or(64)
}

pub const ED_GAME: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        (0..2 * count)
            .map(|_| size.value(rng, 1..=MOST as u64))
            .collect()
    },
    valid: |case| case.len() % 2 == 0 && case.iter().all(|&p| p >= 1),
    answerable: |c| in_range(c, 1..=MOST as Value),
    // The pair game's values from its rules, xored.
    reference: |cases| {
        let game = SplitPairs::new(MOST);
        verdicts(cases, &specs::luogu::ED_GAME, |c| {
            pairs(c).fold(0, |x, (a, b)| x ^ game.value(a as usize, b as usize)) != 0
        })
    },
    // Pairs of piles; half of the cases lost (the last pair set to one of the others'
    // value: (2^v, 1) has value v).
    judge_draw: Some(|rng, size| {
        let count = length(rng, size, 1).max(1);
        let mut piles: Vec<u64> = (0..2 * count).map(|_| number(rng, size).max(1)).collect();
        if rng.chance(1, 2) {
            let (others, last) = piles.split_at_mut(2 * count - 2);
            let sum = others
                .chunks(2)
                .fold(0, |x, p| x ^ lowest_common_zero(p[0], p[1]));
            if sum < 64 && 1u64 << sum <= size.max() {
                last.copy_from_slice(&[1 << sum, 1]);
            }
        }
        piles.into_iter().map(Value::from).collect()
    }),
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::luogu::ED_GAME, |c| {
            pairs(c).fold(0, |x, (a, b)| x ^ lowest_common_zero(a, b)) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "piles 1 to 24",
        // Whole pairs go together.
        items: (0, 2),
        largest: (20, large(2_000_000_000, 10, 10_000)),
        judge_stress: JudgeStress::new(1..=20, large(u64::MAX, 20, 2000)),
        judge_limits: Some(JudgeLimits::new(20, 1..=2_000_000_000).numbers(2..=20_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::ED_GAME)
};
