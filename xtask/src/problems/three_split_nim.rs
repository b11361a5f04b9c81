//! HDU 5795 A Simple Nim: a move takes any positive number from a heap, or splits it into
//! three non-empty heaps.
//! Input: `T`; per case `n`, then n heaps.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::heaps::{judge_heaps_by_values, verdicts_by_values};
use crate::problem::layouts::{CountedLists, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::{win_table, HeapMultisets};
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct ThreeSplitNim;

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

impl Problem for ThreeSplitNim {
    fn spec(&self) -> &'static Spec {
        &specs::hdu::THREE_SPLIT_NIM
    }

    fn limits_text(&self) -> &'static str {
        "at most 3 heaps of 24 stones in all"
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLists
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let count = size.items(rng, 0..=3);
        (0..count).map(|_| size.value(rng, 0..=8)).collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        case.len() <= 3 && case.iter().sum::<Value>() <= 24
    }

    /// The win/lose table of every multiset of heaps, three-way splits included (built
    /// once: it is the slow part of a round).
    fn reference(&self, cases: &[Case]) -> String {
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
    }

    fn judge(&self) -> (u64, Size) {
        (100, large(1_000_000_000, 10, 1_000_000))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        let limits = JudgeLimits::new(100, 1..=1_000_000_000);
        Some(limits.numbers(1..=1_000_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=6, large(JUDGE_HEAPS, 3, 3000))
    }

    /// Half of the positions lost, by the heap values computed from the rules.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = VALUES.get_or_init(|| three_split_heap_values(JUDGE_HEAPS as usize + 1));
        judge_heaps_by_values(rng, size, 1, values)
    }

    fn judge_valid(&self, case: &[Value]) -> bool {
        in_range(case, 0..=JUDGE_HEAPS as Value)
    }

    /// The heaps' values by mex, summed.
    fn judge_reference(&self, cases: &[Case]) -> String {
        let largest = cases.iter().flatten().max().map_or(0, |&h| h as usize);
        verdicts_by_values(
            cases,
            &specs::hdu::THREE_SPLIT_NIM,
            &three_split_heap_values(largest + 1),
        )
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10 games of 10^6 heaps of 20 digits",
            Gen(longest!("--cases 10 --items 1000000")),
        )]
    }
}
