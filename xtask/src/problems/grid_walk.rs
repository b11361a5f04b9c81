//! Luogu P4136 谁能赢呢？: a walk from the corner of an n × n board, never revisiting a cell.
//! Input: integers n until `0`.

use crate::problem::draw::{in_range, large};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, Sizes};
use grundy::games::grid_walk::played_out;
use grundy::specs;

pub const GRID_WALK: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: Some("0"),
    },
    draw: |rng, size| vec![size.value(rng, 1..=4)],
    valid: |case| case[0] >= 1,
    answerable: |c| in_range(c, 1..=4),
    // Each board's walks played out from the corner.
    reference: |cases| {
    let wins: Vec<bool> = (0..=4).map(|n| n > 0 && played_out(n, n)).collect();
    verdicts(cases, &specs::luogu::GRID_WALK, |c| wins[c[0] as usize])
    },
    sizes: Sizes {
        limits_text: "n from 1 to 4 (every walk is played out)",
        largest: (100_000, large(10_000, 5, 0)),
        judge_stress: Err("the walks can be played out on boards of up to about 25 cells only; past them the answer is the domino argument's parity, which is the binary's own rule"),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=10_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::GRID_WALK)
};
