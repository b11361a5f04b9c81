//! HDU 3032 Nim or not Nim? (Lasker's Nim): a move takes any positive number from a heap,
//! or splits it into two non-empty heaps.
//! Input: `T`; per case `N`, then N heaps.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{judge_heaps_by_values, verdicts_by_values};
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{win_table, HeapMultisets};
use grundy::specs;

/// The largest heap at judge size: the reference computes the values up to it from the
/// rules.
const JUDGE_HEAPS: u64 = 10_000;

/// Each move from `heap` as the two heaps it leaves (0 for none): the rule, once.
fn lasker_moves(heap: usize) -> impl Iterator<Item = (usize, usize)> {
    let takes = (0..heap).map(|left| (left, 0));
    takes.chain((1..=heap / 2).map(move |part| (part, heap - part)))
}

/// Heap values by mex.
pub fn lasker_heap_values(count: usize) -> Vec<u32> {
    heap_values(count, |heap, values, reached| {
        reached.extend(lasker_moves(heap).map(|(x, y)| values[x] ^ values[y]));
    })
}

pub const LASKER_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        (0..count).map(|_| size.value(rng, 0..=6)).collect()
    },
    valid: |case| case.len() <= 3 && case.iter().sum::<Value>() <= 18,
    // The win/lose table of every multiset of heaps, splits included.
    reference: |cases| {
        // Three heaps of up to 6; zero heaps are dropped when the position is looked up.
        let positions = HeapMultisets::new(18);
        let replacements = |heap| lasker_moves(heap).map(|(x, y)| vec![x, y]).collect();
        let win = win_table(positions.count(), positions.moves(replacements));
        verdicts(cases, &specs::hdu::LASKER_NIM, |c| {
            let heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
            let index = positions.find(&heaps).expect("small heaps fit the table");
            win[index]
        })
    },
    // Half of the positions lost, by the heap values computed from the rules.
    judge_draw: Some(|rng, size| {
        static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = VALUES.get_or_init(|| lasker_heap_values(JUDGE_HEAPS as usize + 1));
        judge_heaps_by_values(rng, size, 0, values)
    }),
    judge_valid: Some(|case| in_range(case, 0..=JUDGE_HEAPS as Value)),
    // The heaps' values by mex, summed.
    judge_reference: Some(|cases| {
        let largest = cases.iter().flatten().max().map_or(0, |&h| h as usize);
        verdicts_by_values(
            cases,
            &specs::hdu::LASKER_NIM,
            &lasker_heap_values(largest + 1),
        )
    }),
    sizes: Sizes {
        limits_text: "at most 3 heaps of 18 stones in all",
        largest: (100, large(2_147_483_647, 10, 10_000)),
        judge_stress: JudgeStress::new(1..=6, large(JUDGE_HEAPS, 4, 3000)),
        judge_limits: Some(JudgeLimits::new(100, 1..=2_147_483_647).numbers(0..=1_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::LASKER_NIM)
};
