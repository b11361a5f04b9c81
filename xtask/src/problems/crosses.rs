//! POJ 3537 Crosses and Crosses (Treblecross): a strip of n cells; a move puts a cross in
//! an empty cell, and three crosses in a row win.
//! Input: integers n until the end of the input.

use crate::problem::draw::{in_range, large};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, Sizes};
use grundy::specs;

pub const CROSSES: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: None,
    },
    draw: |rng, size| vec![size.up_to(rng, 1..=14, 1)],
    valid: |case| case[0] >= 1,
    answerable: |c| in_range(c, 1..=20),
    // Treblecross played out on the strip. Strips of 1 and 2 cells answer 1, as the
    // problem says.
    reference: |cases| verdicts(cases, &specs::poj::CROSSES, |c| {
        let cells = c[0] as usize;
        if cells < 3 {
            return true;
        }
        let three = |mask: usize| (0..cells - 2).any(|i| mask >> i & 7 == 7);
        let mut win = vec![false; 1 << cells];
        for mask in (0..1usize << cells).rev() {
            if !three(mask) {
                win[mask] = (0..cells).filter(|&i| mask >> i & 1 == 0).any(|i| {
                    let next = mask | 1 << i;
                    three(next) || !win[next]
                });
            }
        }
        win[0]
    }),
    sizes: Sizes {
        limits_text: "strips of 1 to 20 cells",
        largest: (2000, large(2000, 4, 0)),
        judge_stress: Err("Treblecross has no known period: the strip search is exponential, and the octal recurrence 0.007 is the binary's own method"),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=2000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::poj::CROSSES)
};
