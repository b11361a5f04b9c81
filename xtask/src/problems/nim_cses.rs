//! CSES 1730 Nim Game I: Nim (`nim.rs`), in CSES's words, with non-empty heaps.

use crate::problem::draw::large;
use crate::problem::heaps::{judge_heaps, NimGame};
use crate::problem::JudgeLimits;
use crate::problems::nim::NIM;
use grundy::specs;

pub const NIM_CSES: NimGame = NimGame {
    spec: &specs::cses::NIM_CSES,
    // The judge's 2·10^5 heaps, as one test.
    judge: (1, large(1_000_000_000, 10, 200_000)),
    judge_draw: |rng, size| judge_heaps(rng, size, 1),
    judge_limits: JudgeLimits::new(200_000, 1..=1_000_000_000).numbers(1..=200_000),
    ..NIM
};
