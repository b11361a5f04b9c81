//! Luogu P3480 [POI2009] KAM-Pebbles: piles in a row, never decreasing; a move takes
//! stones from one pile, keeping the order.
//! Input: `u`; per arrangement `n`, then n piles.

use crate::problem::draw::{large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{ordered_piles_table, HeapTuples};
use grundy::specs;

/// The reference's rows: up to 4 piles of up to 7.
const MOST_PILES: usize = 4;
const MOST_STONES: usize = 7;

fn ordered(case: &[Value]) -> bool {
    case.windows(2).all(|w| w[0] <= w[1])
}

/// The judge's bound on all the pebbles of an arrangement.
fn few_pebbles(case: &[Value]) -> bool {
    case.iter().sum::<Value>() <= 10_000
}

pub const PEBBLES: Facts = Facts {
    layout: &COUNTED_LISTS,
    // Piles drawn, then sorted into order.
    draw: |rng, size| {
        let mut piles = size.list(rng, 0..=MOST_PILES as u64, |rng| {
            size.value(rng, 0..=MOST_STONES as u64)
        });
        piles.sort_unstable();
        piles
    },
    valid: ordered,
    answerable: |c| c.len() <= MOST_PILES && c.iter().all(|&p| p <= MOST_STONES as Value),
    // The table of rows from the move rules, one per number of piles.
    reference: |cases| {
        let tables: Vec<(HeapTuples, Vec<bool>)> = (0..=MOST_PILES)
            .map(|heaps| {
                let tuples = HeapTuples {
                    heaps,
                    max: MOST_STONES,
                };
                (tuples, ordered_piles_table(tuples))
            })
            .collect();
        verdicts(cases, &specs::luogu::PEBBLES, |c| {
            let (tuples, win) = &tables[c.len()];
            let piles: Vec<usize> = c.iter().map(|&p| p as usize).collect();
            win[tuples.encode(&piles)]
        })
    },
    // Ordered piles; half of them lost (the last difference set to the exclusive or of
    // the others on its side, when that fits).
    judge_draw: Some(|rng, size| {
        let n = length(rng, size, 1).max(1);
        // Within the judge's 10000 pebbles an arrangement, each pile gets its share.
        let share = match size.max() <= 10_000 {
            true => size.max() / n as u64,
            false => u64::MAX,
        };
        let mut piles: Vec<u64> = (0..n).map(|_| (number(rng, size) / 2).min(share)).collect();
        piles.sort_unstable();
        if rng.chance(1, 2) && n >= 2 {
            let before = |i: usize| if i == 0 { 0 } else { piles[i - 1] };
            let sum = (0..n - 1)
                .rev()
                .skip(1)
                .step_by(2)
                .fold(0, |x, i| x ^ (piles[i] - before(i)));
            if let Some(last) = piles[n - 2].checked_add(sum) {
                piles[n - 1] = last;
            }
        }
        piles.into_iter().map(Value::from).collect()
    }),
    // The solutions' form: the differences of neighbours, the last, the third-last, …
    // paired into an exclusive or.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::luogu::PEBBLES, |c| {
            let mut sum = 0;
            let mut i = c.len();
            while i >= 1 {
                let left = if i >= 2 { c[i - 2] } else { 0 };
                sum ^= (c[i - 1] - left) as u64;
                i = i.saturating_sub(2);
            }
            sum != 0
        })
    }),
    sizes: Sizes {
        limits_text: "up to 4 piles of up to 7",
        largest: (10, large(10, 2, 1000)),
        judge_stress: JudgeStress::new(1..=30, large(u64::MAX, 20, 1000)),
        judge_limits: Some(
            JudgeLimits::new(10, 0..=10_000)
                .numbers(1..=1000)
                .holds(few_pebbles),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::PEBBLES)
};
