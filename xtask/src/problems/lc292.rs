//! LeetCode 292 Nim Game: n → whether you, moving first, win, taking 1 to 3 stones.

use crate::problem::draw::{large, number, NUMBERS};
use crate::problem::leetcode::CountGame;
use crate::problem::tables::modular_subtraction_wins;
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC292: CountGame = CountGame {
    spec: &specs::leetcode::LC292,
    answerable: ("n ≤ 10^6", 1_000_000),
    small: 30,
    wins: |ns| ns.iter().map(|&n| minimax::nim_game(n)).collect(),
    judge: (1000, large((1 << 31) - 1, 10, 0)),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=(1 << 31) - 1),
    judge_stress: JudgeStress {
        cases: 1..=300,
        size: NUMBERS,
    },
    judge_draw: |rng, size| number(rng, size).max(1),
    // The outcomes of the last three piles as a finite machine, any u64 n.
    judge_wins: |ns| {
        let takes = |_| vec![1, 2, 3];
        ns.iter()
            .map(|&n| modular_subtraction_wins(n, 1, 3, takes))
            .collect()
    },
};
