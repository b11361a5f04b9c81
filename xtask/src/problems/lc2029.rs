//! LeetCode 2029 Stone Game IX: stones → whether Alice wins, the player who makes the removed
//! sum a multiple of 3 losing.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use crate::problem::shapes::{answered, Input::Gen};
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
    limits: &[
        answered("LeetCode: 10 cases of 10^5 stones ≤ 10^4", Gen("")),
        answered(
            "10^6 stones ≤ 10^18",
            Gen("--cases 1 --items 1000000 --max 1000000000000000000"),
        ),
    ],
};
