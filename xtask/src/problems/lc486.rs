//! LeetCode 486 Predict the Winner: nums → whether player 1, taking from either end, ends with
//! at least player 2's sum.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC486: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC486,
    lengths: 1..=8,
    values: Values::UpTo {
        small: 0..=20,
        max: 10_000_000,
    },
    longest: 20,
    answer: |nums| boolean(minimax::predict_the_winner(nums)),
    judge_rows: JudgeRows::Longest,
};
