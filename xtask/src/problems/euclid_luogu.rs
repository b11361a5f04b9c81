//! Luogu P1290: Euclid's game (`euclid.rs`), `C` then C lines `M N`.

use crate::problem::JudgeLimits;
use crate::problems::euclid::EuclidGame;
use grundy::specs;

pub const EUCLID_LUOGU: EuclidGame = EuclidGame {
    spec: &specs::luogu::EUCLID_LUOGU,
    judge_limits: JudgeLimits::new(u64::MAX, 1..=(1 << 31) - 1),
};
