//! HDU 1907 / POJ 3480 John: Nim where taking the last stone loses.
//! Input: `T`; per case `N`, then N piles.

use crate::problem::draw::{large, length, Case, Size, Value};
use crate::problem::heaps::{bouton_misere, judge_heaps, NimGame};
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::brute::Play;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const MISERE_NIM: NimGame = NimGame {
    spec: &specs::hdu::MISERE_NIM,
    play: Play::Misere,
    judge: (474, large(4747, 4, 47)),
    judge_stress: JudgeStress {
        cases: 1..=30,
        size: large(u64::MAX, 20, 1000),
    },
    judge_draw: ones_or_heaps,
    judge_wins: bouton_misere,
    judge_limits: JudgeLimits::new(474, 0..=4747).numbers(0..=47),
};

/// A quarter of the positions have only piles of 0 and 1 stones, where the rule changes.
fn ones_or_heaps(rng: &mut Rng, size: &Size) -> Case {
    if rng.chance(1, 4) {
        let count = length(rng, size, 0);
        (0..count).map(|_| Value::from(rng.chance(2, 3))).collect()
    } else {
        judge_heaps(rng, size, 0)
    }
}
