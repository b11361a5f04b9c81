//! LeetCode 1908 Game of Nim: piles → whether Alice, moving first, wins, a move taking any
//! positive number of stones from one pile.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use grundy::oracles::game_searches;
use grundy::specs;

pub const LC1908: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1908,
    lengths: 1..=5,
    values: Values::UpTo {
        small: 0..=7,
        max: 7,
    },
    longest: 7,
    answer: |piles| boolean(game_searches::nim(piles)),
    // LeetCode's largest (7 piles of up to 7 stones): 3432 sorted positions at most.
    judge_rows: JudgeRows::Longest,
};
