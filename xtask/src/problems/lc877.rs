//! LeetCode 877 Stone Game: piles → whether Alice, taking a pile from either end first, ends
//! with more stones.

use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use crate::problem::shapes::{answered, Input::Gen};
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
    limits: &[
        answered("LeetCode: 10 cases of 500 piles ≤ 500", Gen("--items 500")),
        answered(
            "20 cases of 4999 piles ≤ 10^12 (odd count: the O(n²) recurrence; the whole budget)",
            Gen("--cases 20 --items 4999 --max 1000000000000"),
        ),
    ],
};
