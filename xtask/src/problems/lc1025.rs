//! LeetCode 1025 Divisor Game: n → whether Alice, moving first, wins; a move replaces n by
//! n − x for a divisor x < n.

use crate::problem::draw::large;
use crate::problem::leetcode::{by_table, uniform, CountGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::brute::win_table;
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1025: CountGame = CountGame {
    spec: &specs::leetcode::LC1025,
    answerable: ("n ≤ 10^5", 100_000),
    small: 30,
    wins: |ns| by_table(ns, minimax::divisor_games),
    judge: (1000, large(1000, 4, 0)),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=1000),
    judge_stress: JudgeStress {
        cases: 1..=100,
        size: large(1000, 4, 0),
    },
    judge_draw: uniform,
    // The win/lose table up to the largest n, from the divisors.
    judge_wins: |ns| {
        by_table(ns, |largest| {
            win_table(largest + 1, |n, next| {
                next.extend((1..n).filter(|x| n % x == 0).map(|x| n - x));
            })
        })
    },
};
