//! LeetCode 1563 Stone Game V: stoneValue → the most Alice can score, Bob throwing away the
//! larger part of each split.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1563: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1563,
    lengths: 1..=7,
    values: Values::UpTo {
        small: 1..=9,
        max: 1_000_000,
    },
    longest: 500,
    answer: |values| integer(minimax::stone_game_v(values)),
    judge_rows: JudgeRows::Longest,
};
