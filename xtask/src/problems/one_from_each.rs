//! CSES 2208 Another Game: heaps of coins; a move takes one coin from each heap of any
//! non-empty set of non-empty heaps.
//! Input: `t`; per test `n`, then n heaps.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{heaps, judge_heaps, padded, small_heap_count, TUPLES};
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// Every tuple of four heaps of up to 7 played from the rules: a move lowers each heap of
/// a non-empty subset of the non-empty heaps by one.
fn tuples_table() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        win_table(TUPLES.count(), |index, next| {
            let heaps = TUPLES.decode(index);
            let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
            for subset in 1..1usize << nonempty.len() {
                let mut after = heaps.clone();
                for (bit, &i) in nonempty.iter().enumerate() {
                    after[i] -= subset >> bit & 1;
                }
                next.push(TUPLES.encode(&after));
            }
        })
    })
}

/// Half of the judge draws lost: every heap made even (an odd heap one coin larger, or
/// smaller where that passes the cap).
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let mut heaps = judge_heaps(rng, size, 1);
    heaps.iter_mut().for_each(|heap| *heap = (*heap).max(1));
    if rng.chance(1, 2) {
        for heap in &mut heaps {
            if *heap % 2 == 1 {
                *heap = match *heap < Value::from(size.max()) {
                    true => *heap + 1,
                    false => (*heap - 1).max(2),
                };
            }
        }
    }
    heaps
}

pub const ONE_FROM_EACH: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: heaps,
    valid: |case| small_heap_count(case) && in_range(case, 0..=7),
    // The table of every tuple of four heaps of up to 7, from the moves alone.
    reference: |cases| {
        let win = tuples_table();
        verdicts(cases, &specs::cses::ONE_FROM_EACH, |c| {
            win[TUPLES.encode(&padded(c))]
        })
    },
    judge_draw: Some(judge_draw),
    judge_valid: Some(|case| !case.is_empty() && case.iter().all(|&h| h >= 1)),
    // The mirror strategy in its textbook form: with every heap even, the second player
    // answers each move by the same move and takes the last coins.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::cses::ONE_FROM_EACH, |c| {
            !c.iter().all(|&coins| coins % 2 == 0)
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
    ..Facts::of(&specs::cses::ONE_FROM_EACH)
};
