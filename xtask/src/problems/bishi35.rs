//! Niuke BISHI35 (Bash's game): a pile of n; a move takes 1 to m stones.
//! Input: `T`, then T lines `n m`.
//!
//! BISHI36's game with l = 1: a `BashGame`.

use crate::problem::JudgeLimits;
use crate::problems::bishi36::BashGame;
use grundy::specs;

pub const BISHI35: BashGame = BashGame {
    spec: &specs::other::BISHI35,
    least_given: false,
    limits_text: "n ≤ 10^6, m ≤ 10^6",
    judge_limits: JudgeLimits::new(2_000_000, 0..=1_000_000_000),
};
