//! HDU 5795 A Simple Nim: a move takes any positive number from a heap, or splits it into
//! three non-empty heaps.
//! Input: `T`; per case `n`, then n heaps.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{judge_heaps_by_values, verdicts_by_values};
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{win_table, HeapMultisets};
use grundy::specs;

/// The largest heap at judge size: the reference computes the values up to it by mex over
/// every split (cubic in the heap), so it stays far below the judge's 10^9.
const JUDGE_HEAPS: u64 = 300;

/// Each move from `heap` as the heaps it leaves (none, one, or three): the rule, once.
fn three_split_moves(heap: usize) -> impl Iterator<Item = Vec<usize>> {
    let takes = (0..heap).map(|left| if left == 0 { vec![] } else { vec![left] });
    let splits = (1..=heap / 3)
        .flat_map(move |a| (a..=(heap - a) / 2).map(move |b| vec![a, b, heap - a - b]));
    takes.chain(splits)
}

/// Heap values by mex.
fn three_split_heap_values(count: usize) -> Vec<u32> {
    heap_values(count, |heap, values, reached| {
        reached.extend(
            three_split_moves(heap).map(|parts| parts.iter().fold(0, |x, &p| x ^ values[p])),
        );
    })
}

pub const THREE_SPLIT_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        (0..count).map(|_| size.value(rng, 0..=8)).collect()
    },
    valid: |case| case.len() <= 3 && case.iter().sum::<Value>() <= 24,
    // The win/lose table of every multiset of heaps, three-way splits included (built
    // once: it is the slow part of a round).
    reference: |cases| {
        static TABLE: std::sync::OnceLock<(HeapMultisets, Vec<bool>)> = std::sync::OnceLock::new();
        let (positions, win) = TABLE.get_or_init(|| {
            let positions = HeapMultisets::new(24);
            let moves = positions.moves(|heap| three_split_moves(heap).collect());
            let win = win_table(positions.count(), moves);
            (positions, win)
        });
        verdicts(cases, &specs::hdu::THREE_SPLIT_NIM, |c| {
            let heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
            win[positions.find(&heaps).expect("small heaps fit the table")]
        })
    },
    // Half of the positions lost, by the heap values computed from the rules.
    judge_draw: Some(|rng, size| {
        static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = VALUES.get_or_init(|| three_split_heap_values(JUDGE_HEAPS as usize + 1));
        judge_heaps_by_values(rng, size, 1, values)
    }),
    judge_valid: Some(|case| in_range(case, 0..=JUDGE_HEAPS as Value)),
    // The heaps' values by mex, summed.
    judge_reference: Some(|cases| {
        let largest = cases.iter().flatten().max().map_or(0, |&h| h as usize);
        verdicts_by_values(
            cases,
            &specs::hdu::THREE_SPLIT_NIM,
            &three_split_heap_values(largest + 1),
        )
    }),
    sizes: Sizes {
        limits_text: "at most 3 heaps of 24 stones in all",
        largest: (100, large(1_000_000_000, 10, 1_000_000)),
        judge_stress: JudgeStress::new(1..=6, large(JUDGE_HEAPS, 3, 3000)),
        judge_limits: Some(JudgeLimits::new(100, 1..=1_000_000_000).numbers(1..=1_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::THREE_SPLIT_NIM)
};
