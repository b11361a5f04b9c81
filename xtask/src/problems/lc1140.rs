//! LeetCode 1140 Stone Game II: piles → the most stones Alice can get, taking all of the first
//! X remaining piles, 1 ≤ X ≤ 2M.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1140: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1140,
    lengths: 1..=8,
    values: Values::UpTo {
        small: 1..=20,
        max: 10_000,
    },
    longest: 100,
    answer: |piles| integer(minimax::stone_game_ii(piles)),
    judge_rows: JudgeRows::Longest,
};
