//! LeetCode 1510 Stone Game IV: n → whether Alice, moving first, wins; a move takes a
//! non-zero square number of stones.

use crate::problem::draw::large;
use crate::problem::leetcode::{by_table, uniform, CountGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::brute::{heap_moves, win_table};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1510: CountGame = CountGame {
    spec: &specs::leetcode::LC1510,
    answerable: ("n ≤ 10^5", 100_000),
    small: 40,
    wins: |ns| by_table(ns, minimax::stone_game_iv),
    judge: (100, large(100_000, 6, 0)),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=100_000),
    judge_stress: JudgeStress {
        cases: 1..=20,
        size: large(100_000, 6, 0),
    },
    judge_draw: uniform,
    // The win/lose table up to the largest n, from the squares.
    judge_wins: |ns| {
        by_table(ns, |largest| {
            let squares = |n: usize| (1..).map(|k| k * k).take_while(move |&s| s <= n);
            win_table(largest + 1, heap_moves(squares))
        })
    },
};
