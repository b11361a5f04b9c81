//! LeetCode 877 Stone Game: piles → whether Alice, taking a pile from either end first, ends
//! with more stones.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::specs;

// LeetCode's own inputs have an even count and an odd total; the drawn ones need not.
pub const LC877: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC877,
    lengths: 1..=8,
    values: Values::UpTo {
        small: 1..=20,
        max: 500,
    },
    longest: 500,
    answer: |piles| boolean(minimax::stone_game(piles)),
    judge_rows: JudgeRows::Longest,
};
