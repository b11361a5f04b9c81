//! LeetCode 1690 Stone Game VII: stones → Alice's best margin, each removal scoring the sum of
//! the stones left.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1690: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1690,
    lengths: 2..=8,
    values: Values::UpTo {
        small: 1..=20,
        max: 1000,
    },
    longest: 1000,
    answer: |stones| integer(minimax::stone_game_vii(stones)),
    judge_rows: JudgeRows::Longest,
};
