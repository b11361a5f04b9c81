//! CSES 1098 Nim Game II: heaps of sticks; a move takes 1, 2 or 3 sticks from one heap.
//! Input: `t`; per test `n`, then n heaps.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{heaps, judge_heaps, padded, small_heap_count, TUPLES};
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The move: a heap lowered by 1, 2 or 3 (never below 0).
fn take_up_to_three(heap: usize) -> Vec<usize> {
    (heap.saturating_sub(3)..heap).collect()
}

/// A heap's value from the rules alone at any size: the mex table of the first heaps, then
/// Golomb's periodicity (a subtraction game whose largest take is 3 repeats for ever once
/// a window of 3 values repeats), the period found in the table, not assumed.
fn heap_value(heap: u64) -> u32 {
    static PERIOD: std::sync::OnceLock<(Vec<u32>, usize, usize)> = std::sync::OnceLock::new();
    let (values, start, period) = PERIOD.get_or_init(|| {
        let values = heap_values(64, |heap, values, reached| {
            reached.extend(take_up_to_three(heap).into_iter().map(|left| values[left]));
        });
        // The first window of 3 values seen again, and the distance.
        let (start, period) = (0..values.len() - 3)
            .flat_map(|start| (1..values.len() - 3 - start).map(move |p| (start, p)))
            .find(|&(start, p)| values[start..start + 3] == values[start + p..start + p + 3])
            .expect("a window repeats within 64 heaps");
        (values, start, period)
    });
    match heap.checked_sub(*start as u64) {
        Some(past) => values[start + (past % *period as u64) as usize],
        None => values[heap as usize],
    }
}

/// Half of the judge draws lost: the last heap's residue chosen so that the values sum to
/// 0 (kept within the cap, and at least 1).
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let mut heaps = judge_heaps(rng, size, 1);
    heaps.iter_mut().for_each(|heap| *heap = (*heap).max(1));
    if rng.chance(1, 2) {
        if let Some((last, others)) = heaps.split_last_mut() {
            let needed = others.iter().fold(0, |x, &h| x ^ heap_value(h as u64));
            let base = (*last - *last % 4).max(4);
            let aimed = base + Value::from(needed);
            if aimed <= Value::from(size.max()) {
                *last = aimed;
            } else if needed > 0 {
                *last = Value::from(needed);
            }
        }
    }
    heaps
}

pub const NIM_UP_TO_THREE: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: heaps,
    valid: |case| small_heap_count(case) && in_range(case, 0..=7),
    // The table of every tuple of four heaps of up to 7, from the moves alone.
    reference: |cases| {
        let win = win_table(TUPLES.count(), TUPLES.moves(take_up_to_three));
        verdicts(cases, &specs::cses::NIM_UP_TO_THREE, |c| {
            win[TUPLES.encode(&padded(c))]
        })
    },
    judge_draw: Some(judge_draw),
    judge_valid: Some(|case| !case.is_empty() && case.iter().all(|&h| h >= 1)),
    // The heaps' values (mex table, then its period), summed by exclusive or.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::cses::NIM_UP_TO_THREE, |c| {
            c.iter().fold(0, |x, &h| x ^ heap_value(h as u64)) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "at most 4 heaps of up to 7",
        // The judge's 2·10^5 heaps, as one test.
        largest: (1, large(1_000_000_000, 10, 200_000)),
        judge_stress: JudgeStress::new(1..=6, large(u64::MAX, 20, 4000)),
        judge_limits: Some(JudgeLimits::new(200_000, 1..=1_000_000_000).numbers(1..=200_000)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::cses::NIM_UP_TO_THREE)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The period found from the table agrees with the table itself far past it.
    #[test]
    fn the_values_period_follows_the_table() {
        let table = heap_values(2000, |heap, values, reached| {
            reached.extend(take_up_to_three(heap).into_iter().map(|left| values[left]));
        });
        for (heap, &value) in table.iter().enumerate() {
            assert_eq!(heap_value(heap as u64), value, "{heap}");
        }
    }
}
