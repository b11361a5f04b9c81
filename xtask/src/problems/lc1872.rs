//! LeetCode 1872 Stone Game VIII: stones → Alice's best margin, each move merging the leftmost
//! x > 1 stones and scoring their sum.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1872: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1872,
    lengths: 2..=7,
    values: Values::Signed {
        small: 9,
        max: 10_000,
    },
    longest: 100_000,
    answer: |stones| integer(minimax::stone_game_viii(stones)),
    // The search has a state per prefix: rows of up to 3000 stones.
    judge_rows: JudgeRows::Shorter(2..=3000),
};
