//! LeetCode 464 Can I Win: maxChoosableInteger, desiredTotal → whether the first player
//! can force reaching the total, the players taking numbers 1 to max without reuse.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{boolean, Integers, LeetCode};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::minimax;
use grundy::specs;

pub const LC464: Facts = Facts {
    layout: &LeetCode(Integers(2)),
    draw: |rng, size| {
        vec![
            size.pick(rng, 1..=8, 1..=20),
            size.pick(rng, 0..=40, 0..=300),
        ]
    },
    valid: |case| case[0] >= 1,
    answerable: |c| c[0] <= 20 && c[1] <= 300,
    reference: |cases| {
        let answer = |c: &[Value]| boolean(minimax::can_i_win(c[0] as u32, c[1] as i64));
        answers(cases, answer)
    },
    // Up to 20 numbers, mostly a total they can reach (a total beyond their sum is never
    // a win).
    judge_draw: Some(|rng, _size| {
        let max = rng.range(1, 20);
        let desired = rng.range(0, 300.min(max * (max + 1) / 2 + 5));
        vec![Value::from(max), Value::from(desired)]
    }),
    judge_valid: Some(|case| in_range(&case[..1], 1..=20) && in_range(&case[1..], 0..=300)),
    // Over the sets of numbers used (the total follows from the set), numbered by the
    // numbers still free so that a move lowers the number; state 0 is "the total was just
    // reached", which the player to move has lost.
    judge_reference: Some(|cases| {
        answers(cases, |c| {
            let (max, desired) = (c[0] as usize, c[1] as i64);
            let reachable = (max * (max + 1) / 2) as i64 >= desired;
            if desired <= 0 || !reachable {
                return boolean(desired <= 0);
            }
            let all = (1usize << max) - 1;
            let win = win_table(all + 2, |state, next| {
                if state == 0 {
                    return;
                }
                let free = state - 1;
                let total: i64 = (1..=max)
                    .filter(|&k| free >> (k - 1) & 1 == 0)
                    .map(|k| k as i64)
                    .sum();
                for k in (1..=max).filter(|&k| free >> (k - 1) & 1 == 1) {
                    let reached = total + k as i64 >= desired;
                    next.push(if reached {
                        0
                    } else {
                        1 + (free & !(1 << (k - 1)))
                    });
                }
            });
            boolean(win[all + 1])
        })
    }),
    sizes: Sizes {
        limits_text: "maxChoosableInteger ≤ 20, desiredTotal ≤ 300",
        largest: (10, large(0, 1, 0)),
        judge_stress: JudgeStress::new(1..=4, large(0, 1, 0)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC464)
};
