//! Luogu P2197 Nim: several piles; a move lowers one pile.
//! Input: `T`; per case `n`, then n piles.

use crate::problem::draw::large;
use crate::problem::heaps::{judge_heaps, xor_of, NimGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::brute::Play;
use grundy::specs;

pub const NIM: NimGame = NimGame {
    spec: &specs::luogu::NIM,
    play: Play::Normal,
    // 2·10^6 piles over the judge's T ≤ 10 games.
    judge: (10, large(1_000_000_000, 10, 200_000)),
    judge_stress: JudgeStress {
        cases: 1..=6,
        size: large(u64::MAX, 20, 4000),
    },
    judge_draw: |rng, size| judge_heaps(rng, size, 0),
    // Bouton: lost iff the exclusive or of the piles is 0.
    judge_wins: |piles| xor_of(piles) != 0,
    judge_limits: JudgeLimits::new(10, 0..=9999).numbers(0..=10_000),
};
