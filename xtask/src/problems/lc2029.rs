//! LeetCode 2029 Stone Game IX: stones → whether Alice wins, the player who makes the removed
//! sum a multiple of 3 losing.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC2029: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC2029,
    lengths: 1..=7,
    values: Values::UpTo {
        small: 1..=9,
        max: 10_000,
    },
    longest: 100_000,
    answer: |stones| boolean(minimax::stone_game_ix(stones)),
    // The search over every position takes a row of up to 80 stones.
    judge_rows: JudgeRows::Shorter(1..=80),
};
