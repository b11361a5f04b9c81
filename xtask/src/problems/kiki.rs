//! HDU 2147 kiki's game: a coin steps left, down or diagonally toward a board's corner.
//! Input: lines `n m` until `0 0`.

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::corner_king_table;
use grundy::specs;

/// The largest side the tables take: the judge's own.
const SIDE: u64 = 2000;

/// Each board by the table of the coin's positions up to the largest side asked, from the
/// moves alone.
fn by_table(cases: &[Case]) -> String {
    let side = cases.iter().flatten().max().map_or(1, |&v| v as usize);
    let win = corner_king_table(side);
    verdicts(cases, &specs::hdu::KIKI, |c| {
        let (rows, cols) = (c[0] as usize, c[1] as usize);
        win[(rows - 1) * side + cols - 1]
    })
}

pub const KIKI: Facts = Facts {
    layout: &Lines {
        arity: 2,
        end: Some("0 0"),
    },
    draw: |rng, size| vec![size.value(rng, 1..=12), size.value(rng, 1..=12)],
    valid: |case| case.iter().all(|&v| v >= 1),
    answerable: |c| in_range(c, 1..=Value::from(SIDE)),
    reference: by_table,
    sizes: Sizes {
        limits_text: "n and m from 1 to 2000",
        largest: (100_000, large(SIDE, 4, 0)),
        judge_stress: JudgeStress::new(1..=20_000, large(SIDE, 4, 0)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=SIDE)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::KIKI)
};
