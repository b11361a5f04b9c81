//! LeetCode 1140 Stone Game II: piles → the most stones Alice can get, taking all of the first
//! X remaining piles, 1 ≤ X ≤ 2M.

use crate::problem::leetcode::{integer, ArrayGame, JudgeRows, Values};
use crate::problem::shapes::{answered, refused, smallest, Input::Built, Input::Gen};
use grundy::oracles::minimax;
use grundy::specs;

pub const LC1140: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC1140,
    lengths: 1..=8,
    values: Values::UpTo {
        small: 1..=20,
        max: 10_000,
    },
    longest: 100,
    answer: |piles| integer(minimax::stone_game_ii(piles)),
    judge_rows: JudgeRows::Longest,
    limits: &[
        answered("LeetCode: 10 cases of 100 piles ≤ 10^4", Gen("--items 100")),
        answered(
            "600 cases of 500 piles ≤ 10^12 (the whole budget)",
            Gen("--cases 600 --items 500 --max 1000000000000"),
        ),
        refused(
            "10^7 bytes of `[1]` (past the budget at its 150001st case)",
            Built("lc1140-smallest", |w| smallest(w, "[1]\n")),
        ),
    ],
};
