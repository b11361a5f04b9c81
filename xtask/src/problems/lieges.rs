//! Codeforces 603C Lieges of Legendre: a move removes one cow from a pile, or replaces a
//! pile of 2x cows by k piles of x.
//! Input: `n k`, then n piles (one game per input).
//!
//! A case is k, then the piles; the shrinker drops piles.

use crate::problem::draw::{large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's most piles, its largest pile and k.
const JUDGE_PILES: u64 = 100_000;
const JUDGE_VALUE: u64 = 1_000_000_000;

/// The largest pile the references value: their table by mex reaches it in a moment.
const TABLE_PILES: u64 = 1_000_000;

/// The Grundy value of every pile up to `most` by mex over its moves: one cow taken
/// leaves n − 1; a split of 2x leaves k piles of x, worth the exclusive or of k copies of
/// g(x), which cancel in pairs (x ⊕ x = 0): g(x) for odd k, 0 for even k.
fn values_by_moves(most: u64, k: Value) -> Vec<u32> {
    heap_values(most as usize + 1, |n, values, reached| {
        if n > 0 {
            reached.push(values[n - 1]);
        }
        if n > 0 && n % 2 == 0 {
            reached.push(if k % 2 == 1 { values[n / 2] } else { 0 });
        }
    })
}

/// Whether Kevin wins each case: the exclusive or of the piles' values.
fn wins(cases: &[Case]) -> String {
    verdicts(cases, &specs::codeforces::LIEGES, |c| {
        let (k, piles) = (c[0], &c[1..]);
        let most = piles.iter().copied().max().unwrap_or(0) as u64;
        let values = values_by_moves(most, k);
        piles.iter().fold(0, |x, &p| x ^ values[p as usize]) != 0
    })
}

/// A case: k, then the piles; under stress small k of both parities (0 too) and small
/// piles; at judge size k up to the cap and digit-uniform piles.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let mut case = vec![size.value(rng, 0..=7)];
    case.extend(size.list(rng, 0..=4, |rng| size.value(rng, 0..=40)));
    case
}

/// As the judge poses it (k and piles from 1), lost half of the time: all but two piles
/// drawn, then the least piles of value 1 and 2 (from the values by the moves) that cancel
/// the others' sum, which is below 4 (no pile is worth more than 2).
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let most = size.max().clamp(4, TABLE_PILES);
    let k = Value::from(rng.range(1, size.max().clamp(1, JUDGE_VALUE)));
    let count = size.items(rng, 1..=1).max(3) as u64;
    let lost = rng.chance(1, 2);
    let drawn = if lost { count - 2 } else { count };
    let mut piles: Vec<u64> = (0..drawn).map(|_| rng.range(1, most)).collect();
    if lost {
        let values = values_by_moves(most, k);
        let sum = piles.iter().fold(0, |x, &p| x ^ values[p as usize]);
        let least_of = |value: u32| (1..).find(|&p| values[p as usize] == value);
        for bit in [1, 2] {
            if sum & bit != 0 {
                piles.extend(least_of(bit));
            }
        }
    }
    shuffle(rng, &mut piles);
    let mut case = vec![k];
    case.extend(piles.into_iter().map(Value::from));
    case
}

pub const LIEGES: Facts = Facts {
    layout: &Items::to_the_end(1, 1),
    draw,
    valid: |case| !case.is_empty(),
    answerable: |case| case[1..].iter().all(|&p| p <= 3000),
    // The piles' values by mex over their moves.
    reference: wins,
    judge_draw: Some(judge_draw),
    judge_valid: Some(|case| {
        !case.is_empty() && case[0] >= 1 && case[1..].iter().all(|&p| p <= TABLE_PILES as Value)
    }),
    judge_reference: Some(wins),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles up to 3000",
        largest: (1, large(JUDGE_VALUE, 10, JUDGE_PILES)),
        // The values by the moves reach 10^6 in a moment: `--size u64` draws up to there.
        judge_stress: JudgeStress::new(1..=1, large(TABLE_PILES, 7, JUDGE_PILES)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=JUDGE_VALUE).numbers(2..=JUDGE_PILES + 1),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::LIEGES)
};
