//! POJ 1704 Georgia and Bob: chessmen on distinct cells ≥ 1 of a strip; a move slides one
//! left, never onto or past another.
//! Input: `T`; per case `N`, then N distinct cells in any order.

use crate::problem::draw::{large, length, number, shuffle, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;
use std::collections::HashSet;

/// The nim-sum of a position as POJ 1704's solutions state it: sorted cells, a chessman
/// added at cell 0 when their number is odd, then paired from the left; each pair counts
/// the empty cells between its two chessmen.
fn pair_sum(cells: &[Value]) -> u64 {
    let mut sorted: Vec<u64> = cells.iter().map(|&c| c as u64).collect();
    if sorted.len() % 2 == 1 {
        sorted.push(0);
    }
    sorted.sort_unstable();
    sorted
        .chunks(2)
        .fold(0, |x, pair| x ^ (pair[1] - pair[0] - 1))
}

pub const STAIRCASE_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    // Distinct cells in random order: from 1 to 10 under stress. (A set finds the
    // repeats: `gen --items` asks for up to the binary's 10^6 cells.)
    draw: |rng, size| {
        let count = size.items(rng, 0..=4);
        let mut chosen: Case = Vec::with_capacity(count);
        let mut taken = HashSet::with_capacity(count);
        while chosen.len() < count {
            let cell = size.value(rng, 1..=10);
            if taken.insert(cell) {
                chosen.push(cell);
            }
        }
        chosen
    },
    valid: |cells| {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        sorted.len() == cells.len() && cells.iter().all(|&c| c >= 1)
    },
    // The table over the sets of occupied cells of a strip of 10.
    reference: |cases| {
        const CELLS: usize = 10;
        let win = win_table(1 << CELLS, |mask, next| {
            let mut previous = 0;
            for cell in 1..=CELLS {
                if mask & (1 << (cell - 1)) != 0 {
                    next.extend(
                        (previous + 1..cell).map(|to| mask & !(1 << (cell - 1)) | (1 << (to - 1))),
                    );
                    previous = cell;
                }
            }
        });
        verdicts(cases, &specs::poj::STAIRCASE_NIM, |c| {
            let mask = c.iter().fold(0usize, |m, &cell| m | (1 << (cell - 1)));
            win[mask]
        })
    },
    // Distinct cells, listed in random order; half of the positions lost (a chessman moved
    // left so that the pairs' sum is 0).
    judge_draw: Some(|rng, size| {
        let count = length(rng, size, 0);
        let mut cells: Vec<u64> = Vec::with_capacity(count);
        while cells.len() < count {
            let cell = number(rng, size).max(1);
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        cells.sort_unstable();
        if rng.chance(1, 2) {
            let listed: Case = cells.iter().map(|&c| Value::from(c)).collect();
            let sum = pair_sum(&listed);
            // A chessman that heads a pair (the last, the third-last, …; the first pairs
            // with cell 0) leaves `gap` empty cells before it; Bouton: for some such
            // chessman gap ^ sum < gap, and moving it left to leave gap ^ sum cells makes
            // the sum 0, within the strip and past no other chessman.
            let heads = (0..cells.len()).rev().step_by(2);
            for head in heads {
                let before = if head == 0 { 0 } else { cells[head - 1] };
                let gap = cells[head] - before - 1;
                if gap ^ sum < gap {
                    cells[head] = before + 1 + (gap ^ sum);
                    break;
                }
            }
        }
        shuffle(rng, &mut cells);
        cells.into_iter().map(Value::from).collect()
    }),
    // Staircase Nim in its textbook form.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::poj::STAIRCASE_NIM, |c| pair_sum(c) != 0)
    }),
    sizes: Sizes {
        limits_text: "up to 4 cells of 1 to 10 (what stress draws)",
        largest: (20, large(10_000, 5, 1000)),
        judge_stress: JudgeStress::new(1..=30, large(u64::MAX, 20, 1000)),
        judge_limits: Some(JudgeLimits::new(20, 1..=10_000).numbers(0..=1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::poj::STAIRCASE_NIM)
};
