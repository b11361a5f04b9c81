//! Codeforces 2004E Not a Nim Problem: piles; a move takes y stones from a pile of x only
//! when gcd(x, y) = 1.
//! Input: `t`; per case `n`, then n piles.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{judge_heaps_by_values, verdicts_by_values};
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::coprime::MAX_PILE;
use grundy::oracles::brute::{win_table, HeapTuples};
use grundy::specs;

/// The largest pile at judge size: the reference computes the values up to it from the
/// rules, in O(pile²) gcds.
const JUDGE_PILES: u64 = 3000;

/// The positions of the small stress: up to three piles of up to 12.
const TUPLES: HeapTuples = HeapTuples { heaps: 3, max: 12 };

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// What a pile of x may become: x − y for every y from 1 to x coprime to x. The rule, once.
fn coprime_moves(x: usize) -> impl Iterator<Item = usize> {
    (1..=x).filter(move |&y| gcd(x, y) == 1).map(move |y| x - y)
}

/// Pile values by mex, from the moves.
fn pile_values(count: usize) -> Vec<u32> {
    heap_values(count, |x, values, reached| {
        reached.extend(coprime_moves(x).map(|z| values[z]))
    })
}

pub const COPRIME_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    // Larger values (`gen --max`) are wrapped into the piles the binary admits.
    draw: |rng, size| {
        let most = Value::from(MAX_PILE);
        size.list(rng, 0..=3, |rng| size.value(rng, 0..=12) % (most + 1))
    },
    valid: |case| case.len() <= 3,
    answerable: |case| in_range(case, 0..=12),
    // The win/lose table of every position of up to three piles, played out.
    reference: |cases| {
        let win = win_table(TUPLES.count(), TUPLES.moves(|x| coprime_moves(x).collect()));
        verdicts(cases, &specs::codeforces::COPRIME_NIM, |c| {
            let mut piles: Vec<usize> = c.iter().map(|&p| p as usize).collect();
            piles.resize(TUPLES.heaps, 0);
            win[TUPLES.encode(&piles)]
        })
    },
    // Half of the positions lost, by the pile values computed from the rules (the judge's
    // piles are never empty).
    judge_draw: Some(|rng, size| {
        static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = VALUES.get_or_init(|| pile_values(JUDGE_PILES as usize + 1));
        judge_heaps_by_values(rng, size, 1, values)
    }),
    judge_valid: Some(|case| in_range(case, 0..=JUDGE_PILES as Value)),
    // The piles' values by mex, summed.
    judge_reference: Some(|cases| {
        let largest = cases.iter().flatten().max().map_or(0, |&p| p as usize);
        let spec = &specs::codeforces::COPRIME_NIM;
        verdicts_by_values(cases, spec, &pile_values(largest + 1))
    }),
    sizes: Sizes {
        limits_text: "at most 3 piles of up to 12",
        largest: (1, large(10_000_000, 8, 300_000)),
        judge_stress: JudgeStress::new(1..=6, large(JUDGE_PILES, 4, 3000)),
        judge_limits: Some(JudgeLimits::new(10_000, 1..=10_000_000).numbers(1..=300_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::COPRIME_NIM)
};
