//! Luogu P4101 [HEOI2014] 人人尽说江南好: n piles of one stone; a move merges two piles,
//! never into more than m stones; who cannot merge loses.
//! Input: `T`, then T lines `n m`; `0` when the first player wins, else `1`.

use crate::problem::draw::{in_range, large, near_multiple, number, Value, NUMBERS};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::MergeGame;
use grundy::specs;

pub const MERGE_PILES: Facts = Facts {
    layout: &CountedLines(2),
    draw: |rng, size| vec![size.value(rng, 0..=16), size.value(rng, 1..=17)],
    valid: |case| case[1] >= 1,
    answerable: |c| in_range(&c[..1], 0..=16) && in_range(&c[1..], 1..=17),
    // The game played out over every sorted list of pile sizes.
    reference: |cases| {
        verdicts(cases, &specs::luogu::MERGE_PILES, |c| {
            MergeGame::new(c[1] as usize).wins_from_ones(c[0] as usize)
        })
    },
    // Half of the games next to a multiple of m, where the remainder's merges change.
    judge_draw: Some(|rng, size| {
        let most = number(rng, size).max(1);
        let piles = match rng.range(0, 3) {
            0 => near_multiple(rng, u128::from(most), 0, size.max()),
            1 => near_multiple(rng, u128::from(most), 1, size.max()),
            _ => number(rng, size),
        };
        vec![Value::from(piles), Value::from(most)]
    }),
    // The solutions' count, full piles first: each full pile of m took m − 1 merges and
    // the r = n mod m stones left over take r − 1 more (none when r = 0).
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::luogu::MERGE_PILES, |c| {
            let (piles, most) = (c[0] as u64, c[1] as u64);
            let rest = piles % most;
            let merges = u128::from(piles / most) * u128::from(most - 1)
                + u128::from(rest.saturating_sub(1));
            merges % 2 == 1
        })
    }),
    sizes: Sizes {
        limits_text: "n ≤ 16, 1 ≤ m ≤ 17",
        largest: (100, large(1_000_000_000, 10, 0)),
        judge_stress: JudgeStress::new(1..=20_000, NUMBERS),
        judge_limits: Some(JudgeLimits::new(100, 1..=1_000_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::MERGE_PILES)
};
