//! LeetCode 1406 Stone Game III: stoneValue → who ends with the larger sum, taking 1 to 3
//! stones from the front.

use crate::problem::leetcode::{ArrayGame, JudgeRows, Values};
use grundy::leetcode::stone_games::Winner;
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1406: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1406,
    lengths: 1..=8,
    values: Values::Signed {
        small: 10,
        max: 1000,
    },
    longest: 50_000,
    answer: |values| match minimax::stone_game_iii(values) {
        Winner::Alice => "\"Alice\"".to_string(),
        Winner::Bob => "\"Bob\"".to_string(),
        Winner::Tie => "\"Tie\"".to_string(),
    },
    judge_rows: JudgeRows::Longest,
};
