//! HDU 3404 Switch lights: lights on a grid; a move switches the four corners of a
//! rectangle whose lower right corner is on.
//! Input: `T`; per case `n`, then n lines `x y`.
//!
//! A case is `[x1, y1, x2, y2, …]`.

use crate::problem::draw::{large, length, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::coins::{corner_values, pair_moves, position_values, product_moves};
use grundy::specs;

/// The small board: every position of its 16 lights is valued from the moves.
const SIDE: usize = 4;
/// The coordinates at judge size: below this, each light's value by the mex over its
/// rectangles (the coin-turning theorem, checked by `oracles::coins`' tests).
const JUDGE_SIDE: u64 = 128;

pub const SWITCH_LIGHTS: Facts = Facts {
    layout: &Items::counted(0, 2),
    draw: |rng, size| {
        let count = size.items(rng, 0..=4);
        (0..2 * count).map(|_| size.value(rng, 0..=3)).collect()
    },
    valid: |case| case.len() % 2 == 0 && case.len() <= 8 && case.iter().all(|&v| v < SIDE as Value),
    // Every position of the 4 × 4 board valued from the rectangle moves, a light listed
    // twice switched back off.
    reference: |cases| {
        static TABLE: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = TABLE
            .get_or_init(|| position_values(&product_moves(&pair_moves(SIDE), &pair_moves(SIDE))));
        verdicts(cases, &specs::hdu::SWITCH_LIGHTS, |c| {
            let lit = c.chunks(2).fold(0, |mask, l| {
                mask ^ 1 << (l[0] as usize * SIDE + l[1] as usize)
            });
            values[lit] != 0
        })
    },
    // Half of the positions lost: the last light moved to a cell whose value, from the
    // rules, is the others' sum, when the board has one.
    judge_draw: Some(|rng, size| {
        let side = size.max().min(JUDGE_SIDE - 1) + 1;
        let count = length(rng, size, 0);
        let mut case: Case = (0..2 * count)
            .map(|_| Value::from(number(rng, size) % side))
            .collect();
        if rng.chance(1, 2) && count > 0 {
            let values = corner_values(side as usize, side as usize);
            let (others, last) = case.split_at_mut(2 * count - 2);
            let needed = others
                .chunks(2)
                .fold(0, |x, l| x ^ values[l[0] as usize][l[1] as usize]);
            let cells = (0..side as usize).flat_map(|x| (0..side as usize).map(move |y| (x, y)));
            let found: Vec<(usize, usize)> =
                cells.filter(|&(x, y)| values[x][y] == needed).collect();
            if !found.is_empty() {
                let (x, y) = found[rng.range(0, found.len() as u64 - 1) as usize];
                last.copy_from_slice(&[x as Value, y as Value]);
            }
        }
        case
    }),
    judge_valid: Some(|case| {
        case.len() % 2 == 0 && case.iter().all(|&v| (0..JUDGE_SIDE as Value).contains(&v))
    }),
    // Each light's value by the mex over its rectangles, summed.
    judge_reference: Some(|cases| {
        let side = cases.iter().flatten().max().map_or(0, |&v| v as usize) + 1;
        let values = corner_values(side, side);
        verdicts(cases, &specs::hdu::SWITCH_LIGHTS, |c| {
            c.chunks(2)
                .fold(0, |x, l| x ^ values[l[0] as usize][l[1] as usize])
                != 0
        })
    }),
    sizes: Sizes {
        limits_text: "up to 4 lights, coordinates 0 to 3",
        items: (0, 2),
        largest: (100, large(10_000, 5, 1000)),
        judge_stress: JudgeStress::new(1..=20, large(JUDGE_SIDE - 1, 3, 40)),
        judge_limits: Some(JudgeLimits::new(100, 1..=10_000).numbers(0..=2000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::SWITCH_LIGHTS)
};
