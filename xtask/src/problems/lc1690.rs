//! LeetCode 1690 Stone Game VII: stones → Alice's best margin, each removal scoring the sum of
//! the stones left.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use crate::problem::shapes::{answered, refused, smallest, Input::Built, Input::Gen};
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
    limits: &[
        answered("LeetCode: 10 cases of 1000 stones ≤ 1000", Gen("")),
        answered(
            "500 cases of 1000 stones ≤ 1000 (LeetCode's largest, the whole budget)",
            Gen("--cases 500 --items 1000"),
        ),
        answered(
            "5 cases of 10^4 stones ≤ 10^9 (the whole budget)",
            Gen("--cases 5 --items 10000 --max 1000000000"),
        ),
        refused(
            "10^7 bytes of `[1,1]` (past the budget at its 500001st case)",
            Built("lc1690-smallest", |w| smallest(w, "[1,1]\n")),
        ),
    ],
};
