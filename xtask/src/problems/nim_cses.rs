//! CSES 1730 Nim Game I: Nim, in CSES's words.
//! Input: `t`; per test `n`, then n heaps.

use crate::problem::draw::large;
use crate::problem::heaps::{judge_heaps, xor_of, NimGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::brute::Play;
use grundy::specs;

pub const NIM_CSES: NimGame = NimGame {
    spec: &specs::cses::NIM_CSES,
    play: Play::Normal,
    // The judge's 2·10^5 heaps, as one test.
    judge: (1, large(1_000_000_000, 10, 200_000)),
    judge_stress: JudgeStress {
        cases: 1..=6,
        size: large(u64::MAX, 20, 4000),
    },
    judge_draw: |rng, size| judge_heaps(rng, size, 1),
    // Bouton: lost iff the exclusive or of the heaps is 0.
    judge_wins: |heaps| xor_of(heaps) != 0,
    judge_limits: JudgeLimits::new(200_000, 1..=1_000_000_000).numbers(1..=200_000),
};
