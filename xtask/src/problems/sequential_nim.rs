//! Codeforces 1382B Sequential Nim: piles in a row; a move takes stones from the first
//! non-empty pile only.
//! Input: `t`; per case `n`, then n piles.

use crate::problem::draw::{in_range, large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{win_table, HeapTuples};
use grundy::specs;

/// The positions of the small stress: up to five piles of up to 4.
const TUPLES: HeapTuples = HeapTuples { heaps: 5, max: 4 };

pub const SEQUENTIAL_NIM: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| size.list(rng, 0..=5, |rng| size.value(rng, 0..=4)),
    answerable: |case| case.len() <= TUPLES.heaps && in_range(case, 0..=4),
    // The win/lose table of every row of up to five piles, from the move: the first
    // non-empty pile lowered to any smaller size.
    reference: |cases| {
        let win = win_table(TUPLES.count(), |index, next| {
            let mut piles = TUPLES.decode(index);
            if let Some(first) = piles.iter().position(|&p| p > 0) {
                for left in 0..piles[first] {
                    piles[first] = left;
                    next.push(TUPLES.encode(&piles));
                }
            }
        });
        verdicts(cases, &specs::codeforces::SEQUENTIAL_NIM, |c| {
            let mut piles: Vec<usize> = c.iter().map(|&p| p as usize).collect();
            piles.resize(TUPLES.heaps, 0);
            win[TUPLES.encode(&piles)]
        })
    },
    // A run of one-stone piles of any length, then any piles: either answer half of the
    // time.
    judge_draw: Some(|rng, size| {
        let piles = length(rng, size, 1);
        let ones = rng.range(0, piles as u64) as usize;
        let rest = |rng: &mut _| Value::from(number(rng, size).max(1));
        (0..piles)
            .map(|i| if i < ones { 1 } else { rest(rng) })
            .collect()
    }),
    // Backward induction over the row, from the last pile: one stone passes the turn, so
    // the row from it is won iff the row after it is lost; from two or more the player
    // to move takes all or leaves one, whichever hands the opponent a lost row, so it is
    // won; an empty pile changes nothing.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::codeforces::SEQUENTIAL_NIM, |c: &[Value]| {
            c.iter().rev().fold(false, |rest_won, &pile| match pile {
                0 => rest_won,
                1 => !rest_won,
                _ => true,
            })
        })
    }),
    sizes: Sizes {
        limits_text: "at most 5 piles of up to 4",
        largest: (1000, large(1_000_000_000, 10, 100)),
        judge_stress: JudgeStress::new(1..=100, large(u64::MAX, 20, 1000)),
        judge_limits: Some(
            JudgeLimits::new(1000, 1..=1_000_000_000).numbers(1..=100_000),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::SEQUENTIAL_NIM)
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::draw::Case;

    /// The backward induction agrees with the table on every small row.
    #[test]
    fn backward_induction_matches_the_table() {
        let cases: Vec<Case> = (0..TUPLES.count())
            .map(|index| TUPLES.decode(index).iter().map(|&p| p as Value).collect())
            .collect();
        let judge = SEQUENTIAL_NIM.judge_reference.unwrap();
        assert_eq!(judge(&cases), (SEQUENTIAL_NIM.reference)(&cases));
    }
}
