//! LeetCode 1563 Stone Game V: stoneValue → the most Alice can score, Bob throwing away the
//! larger part of each split.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use crate::problem::shapes::{answered, Input::Gen};
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
    limits: &[
        answered("LeetCode: 10 cases of 500 values ≤ 10^6", Gen("")),
        answered(
            "100 cases of 500 values ≤ 10^6 (LeetCode's largest, the whole budget)",
            Gen("--cases 100 --items 500"),
        ),
        answered(
            "25 cases of 1000 values ≤ 10^9 (the whole budget)",
            Gen("--cases 25 --items 1000 --max 1000000000"),
        ),
    ],
};
