//! Codeforces 1194D 1-2-K Game: a chip on cell n; a move shifts it 1, 2 or k cells left.
//! Input: `T`, then T lines `n k`.

use crate::problem::draw::{large, near_multiple, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::specs;

/// The judge-size stress's largest n: each case gets its own table, up to its n.
const TABLE_CELLS: u64 = 100_000;

/// Each case by the subtraction table of {1, 2, k} up to its n, from the moves alone.
fn by_table(cases: &[Case]) -> String {
    verdicts(cases, &specs::codeforces::ONE_TWO_K, |c| {
        let (n, k) = (c[0] as usize, c[1] as usize);
        pile_table(n, |_| vec![1, 2, k])[n]
    })
}

pub const ONE_TWO_K: Facts = Facts {
    layout: &CountedLines(2),
    draw: |rng, size| vec![size.value(rng, 0..=40), size.value(rng, 1..=15)],
    valid: |case| case[1] >= 1,
    answerable: |c| c[0] <= Value::from(TABLE_CELLS) && c[1] <= Value::from(u32::MAX),
    reference: by_table,
    // Half of the k multiples of 3, and then n next to the start or the end of a block
    // of k + 1 cells, where the rule turns.
    judge_draw: Some(|rng, size| {
        let mut k = number(rng, size).max(3);
        if rng.chance(1, 2) {
            k = (k / 3 * 3).max(3);
        }
        let block = u128::from(k) + 1;
        let n = match rng.range(0, 3) {
            0 => near_multiple(rng, block, 0, size.max()),
            1 => near_multiple(rng, block, u128::from(k), size.max()),
            _ => number(rng, size),
        };
        vec![Value::from(n), Value::from(k)]
    }),
    judge_reference: Some(by_table),
    sizes: Sizes {
        limits_text: "n ≤ 10^5, k ≥ 1",
        largest: (100, large(1_000_000_000, 10, 0)),
        // Cells up to 10^5, a table per case.
        judge_stress: JudgeStress::new(1..=100, large(TABLE_CELLS, 6, 0)),
        judge_limits: Some(JudgeLimits::new(100, 0..=1_000_000_000).holds(|c| c[1] >= 3)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::ONE_TWO_K)
};
