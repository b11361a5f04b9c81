//! AtCoder ABC206 F Interval Game 2: half-open intervals; a move chooses one that meets
//! none chosen before.
//! Input: `T`; per case `N`, then N lines `L R`.
//!
//! A case is its intervals' ends, `L R` after `L R`; the shrinker drops whole pairs.

use crate::problem::draw::{large, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::mex::Mex;
use grundy::oracles::brute::win_table;
use grundy::specs;

/// The judge's largest end.
const JUDGE_END: u64 = 100;

fn pairs(case: &[Value]) -> Vec<(Value, Value)> {
    case.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// Whether Alice wins, the game played on the intervals: a state is the set of intervals
/// still choosable, and choosing one removes it and every interval meeting it.
fn played(intervals: &[(Value, Value)]) -> bool {
    let n = intervals.len();
    let meet = |x: (Value, Value), y: (Value, Value)| x.0 < y.1 && y.0 < x.1;
    let win = win_table(1 << n, |free, next| {
        for i in (0..n).filter(|&i| free >> i & 1 == 1) {
            let gone = (0..n).filter(|&j| meet(intervals[i], intervals[j]));
            next.push(gone.fold(free, |f, j| f & !(1 << j)));
        }
    });
    win[(1 << n) - 1]
}

/// Whether Alice wins, by the value of every stretch [a, b) of the line 1 to 100 (ends
/// within it), the textbook way: a stretch's options are the intervals inside it, each
/// leaving the two stretches beside it.
fn by_stretches(intervals: &[(Value, Value)]) -> bool {
    let size = JUDGE_END as usize + 1;
    let mut value = vec![vec![0u32; size + 1]; size + 1];
    let mut mex = Mex::default();
    for length in 1..=size {
        for a in 0..=size - length {
            let b = a + length;
            let options: Vec<u32> = (intervals.iter())
                .map(|&(l, r)| (l as usize, r as usize))
                .filter(|&(l, r)| a <= l && r <= b)
                .map(|(l, r)| value[a][l] ^ value[r][b])
                .collect();
            value[a][b] = mex.among(options.len(), options.iter().copied());
        }
    }
    value[0][size] != 0
}

/// Whether a case is intervals, each with its left end before its right.
fn intervals(case: &[Value]) -> bool {
    case.len() % 2 == 0 && pairs(case).iter().all(|&(l, r)| l < r)
}

pub const INTERVAL_GAME: Facts = Facts {
    layout: &Items::counted(0, 2),
    draw: |rng, size| {
        let count = size.items(rng, 0..=6);
        // The judge's ends start at 1; ours at 0.
        let (least, most) = match size.is_small() {
            true => (0, 9),
            false => (1, size.max().max(2)),
        };
        let mut case = Vec::new();
        for _ in 0..count {
            let l = rng.range(least, most - 1);
            case.extend([Value::from(l), Value::from(rng.range(l + 1, most))]);
        }
        case
    },
    valid: intervals,
    answerable: |case| case.len() <= 16,
    // The game played on the intervals themselves.
    reference: |cases| verdicts(cases, &specs::atcoder::INTERVAL_GAME, |c| played(&pairs(c))),
    // Half of the cases two copies of one set, on 1 to 50 and on 51 to 100: a sum of two
    // equal games, lost for Alice.
    judge_draw: Some(|rng, size| {
        let twins = rng.chance(1, 2);
        let most_intervals = size.items(rng, 1..=4).max(2) as u64;
        let count = rng.range(
            1,
            if twins {
                most_intervals / 2
            } else {
                most_intervals
            },
        );
        let most = if twins { JUDGE_END / 2 } else { JUDGE_END };
        let mut case = Vec::new();
        for _ in 0..count {
            let l = rng.range(1, most - 1);
            case.extend([Value::from(l), Value::from(rng.range(l + 1, most))]);
        }
        if twins {
            let shifted: Vec<Value> = case.iter().map(|&x| x + Value::from(most)).collect();
            case.extend(shifted);
        }
        case
    }),
    judge_valid: Some(|case| {
        intervals(case) && case.iter().all(|&x| (1..=JUDGE_END as Value).contains(&x))
    }),
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::atcoder::INTERVAL_GAME, |c| {
            by_stretches(&pairs(c))
        })
    }),
    sizes: Sizes {
        limits_text: "at most 8 intervals",
        items: (0, 2),
        largest: (20, large(JUDGE_END, 3, 100)),
        judge_stress: JudgeStress::new(1..=20, large(JUDGE_END, 3, 100)),
        judge_limits: Some(JudgeLimits::new(20, 1..=JUDGE_END).numbers(2..=200)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::INTERVAL_GAME)
};
