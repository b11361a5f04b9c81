//! HackerRank Game of Kyles (Kayles): a row of pins; a move knocks down one pin or two
//! adjacent standing pins.
//! Input: `T`; per case `N`, then a row of N pins, `I` standing and `X` down. A case is the
//! row, 1 for a standing pin and 0 for a fallen one.

use crate::problem::draw::{in_range, large, length, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Words;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;

/// The row of pins: 0 for a fallen pin `X`, 1 for a standing one `I`.
const ROW: Words = Words {
    alphabet: b"XI",
    counted: true,
};

pub const KAYLES: Facts = Facts {
    layout: &ROW,
    draw: |rng, size| {
        let length = size.items(rng, 1..=10).max(1);
        (0..length)
            .map(|_| Value::from(!rng.chance(1, 4)))
            .collect()
    },
    valid: |case| !case.is_empty() && in_range(case, 0..=1),
    answerable: |c| c.len() <= 20,
    // From the rules, over the sets of standing pins.
    reference: |cases| {
        verdicts(cases, &specs::other::KAYLES, |c| {
            let length = c.len();
            let win = win_table(1 << length, |standing, next| {
                for i in 0..length {
                    if standing >> i & 1 == 1 {
                        next.push(standing & !(1 << i));
                        if i + 1 < length && standing >> (i + 1) & 1 == 1 {
                            next.push(standing & !(3 << i));
                        }
                    }
                }
            });
            let standing = (0..length)
                .filter(|&i| c[i] == 1)
                .fold(0, |m, i| m | 1 << i);
            win[standing]
        })
    },
    // A row with long runs too: the chance that a pin is down is drawn per row.
    judge_draw: Some(|rng, size| {
        let pins = length(rng, size, 1);
        let down = [2, 8, 64, 1000, u64::MAX][rng.range(0, 4) as usize];
        (0..pins)
            .map(|_| Value::from(!rng.chance(1, down)))
            .collect()
    }),
    // Rows as sums of their runs of standing pins, the runs' values by mex.
    judge_reference: Some(|cases| {
        let longest = cases.iter().map(Vec::len).max().unwrap_or(0);
        // Knocking down one pin or two adjacent ones leaves the rows to either side.
        let values = heap_values(longest + 1, |n, values, reached| {
            for knocked in 1..=n.min(2) {
                let rest = n - knocked;
                reached.extend((0..=rest).map(|left| values[left] ^ values[rest - left]));
            }
        });
        verdicts(cases, &specs::other::KAYLES, |c| {
            let runs = c.split(|&pin| pin == 0);
            runs.fold(0, |x, run| x ^ values[run.len()]) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "rows of 1 to 20 pins",
        largest: (100, large(1, 1, 300)),
        judge_stress: JudgeStress::new(1..=30, large(1, 1, 5000)),
        judge_limits: Some(JudgeLimits::new(100, 0..=1).numbers(1..=300)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::KAYLES)
};
