//! LeetCode 3360 Stone Removal Game: n → whether Alice wins, taking 10 stones first, each
//! move then taking one fewer than the one before.

use crate::problem::draw::large;
use crate::problem::leetcode::{uniform, CountGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::game_searches;
use grundy::specs;

pub const LC3360: CountGame = CountGame {
    spec: &specs::leetcode::LC3360,
    answerable: ("n ≤ 54 (a take of 0 stones has no meaning)", 54),
    small: 54,
    wins: |ns| {
        ns.iter()
            .map(|&n| game_searches::stone_removal(n))
            .collect()
    },
    judge: (1000, large(50, 2, 0)),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=50),
    judge_stress: JudgeStress {
        cases: 1..=100,
        size: large(50, 2, 0),
    },
    judge_draw: uniform,
    // The forced takes played out: exact for every n the binary admits.
    judge_wins: |ns| {
        ns.iter()
            .map(|&n| game_searches::stone_removal(n))
            .collect()
    },
};
