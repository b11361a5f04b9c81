//! Codeforces 255E Furlo and Rublo and Game: a move lowers a pile of x to some y with
//! x^(1/4) ≤ y ≤ x^(1/2), y < x.
//! Input: `n`, then n piles (one game per input).

use crate::problem::draw::{in_range, large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::specs;
use std::sync::OnceLock;

/// The piles whose values the tables hold: every pile whose moves stay below it, up to
/// 10^12 (whose square root is 10^6).
const TABLE: usize = 1_000_001;

/// ⌊√n⌋ by bisection in 128 bits, from the definition.
fn floor_sqrt(n: u64) -> u64 {
    let (mut low, mut high) = (0u128, 1u128 << 32);
    while high - low > 1 {
        let middle = (low + high) / 2;
        if middle * middle <= u128::from(n) {
            low = middle;
        } else {
            high = middle;
        }
    }
    low as u64
}

/// The least y with y⁴ ≥ n, by bisection.
fn ceil_fourth_root(n: u64) -> u64 {
    let (mut low, mut high) = (0u128, 1u128 << 16);
    // The least r in low..=high with r⁴ ≥ n.
    while low < high {
        let middle = (low + high) / 2;
        if middle.pow(4) >= u128::from(n) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low as u64
}

/// The piles' moves: every y from ⌈x^(1/4)⌉ to ⌊√x⌋, below x.
fn moves(x: u64) -> std::ops::RangeInclusive<u64> {
    match x {
        0 => std::ops::RangeInclusive::new(1, 0), // no move
        _ => ceil_fourth_root(x)..=floor_sqrt(x).min(x - 1),
    }
}

/// The values of the piles below `TABLE` by mex over their moves, and for each value v
/// the count of the piles below each y with value v (to count a window's values at once).
struct Values {
    values: Vec<u32>,
    below: [Vec<u32>; 4],
}

fn values() -> &'static Values {
    static VALUES: OnceLock<Values> = OnceLock::new();
    VALUES.get_or_init(|| {
        // The mex over each pile's window of moves, the window's values counted as both
        // its ends move up with x (10^6 windows of up to 10^3 piles would take seconds).
        let mut values: Vec<u32> = Vec::with_capacity(TABLE);
        let mut counts = [0u32; 5];
        let (mut low, mut high) = (0usize, 0usize);
        for x in 0..TABLE {
            let window = moves(x as u64);
            let (from, to) = (*window.start() as usize, *window.end() as usize + 1);
            while high < to.min(x) {
                counts[values[high] as usize] += 1;
                high += 1;
            }
            while low < from.min(high) {
                counts[values[low] as usize] -= 1;
                low += 1;
            }
            let empty = from >= to;
            let mex = (0..5).find(|&v| empty || counts[v] == 0).unwrap_or(5);
            values.push(mex as u32);
        }
        let below = [0u32, 1, 2, 3].map(|v| {
            let mut counts = vec![0u32];
            for &value in &values {
                counts.push(counts.last().unwrap() + u32::from(value == v));
            }
            counts
        });
        Values { values, below }
    })
}

/// A pile's value: from the table, or for a pile up to 10^12 the mex of the values in its
/// window of moves, counted from the table's prefix counts.
fn value(pile: u64) -> u32 {
    let table = values();
    if (pile as usize) < TABLE {
        return table.values[pile as usize];
    }
    let window = moves(pile);
    let (from, to) = (*window.start() as usize, *window.end() as usize);
    (0..4)
        .find(|&v| table.below[v][to + 1] == table.below[v][from])
        .unwrap_or(4) as u32
}

fn wins(case: &[Value]) -> bool {
    case.iter().fold(0, |sum, &pile| sum ^ value(pile as u64)) != 0
}

pub const FURLO_RUBLO: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw: |rng, size| size.list(rng, 0..=5, |rng| size.value(rng, 0..=300)),
    answerable: |case| in_range(case, 0..=100_000),
    // The values by mex over the moves.
    reference: |cases| verdicts(cases, &specs::codeforces::FURLO_RUBLO, wins),
    // Piles near the runs' edges one in four; half of the games lost: the last pile one
    // whose value cancels the others'.
    judge_draw: Some(|rng, size| {
        let edges = [4u64, 16, 82, 6724, 50626, 2_562_991_876];
        let count = length(rng, size, 1).max(1);
        let mut piles: Vec<u64> = (0..count)
            .map(|_| match rng.chance(1, 4) {
                true => {
                    let edge = edges[rng.range(0, edges.len() as u64 - 1) as usize];
                    (edge - rng.range(0, 1)).min(size.max())
                }
                false => number(rng, size).max(1),
            })
            .collect();
        if rng.chance(1, 2) {
            let others = piles[1..].iter().fold(0, |sum, &p| sum ^ value(p));
            // The least pile of each value 0 to 3.
            piles[0] = [1, 4, 16, 6724][others as usize];
        }
        piles.into_iter().map(Value::from).collect()
    }),
    judge_valid: Some(|case| in_range(case, 0..=1_000_000_000_000)),
    judge_reference: Some(|cases| verdicts(cases, &specs::codeforces::FURLO_RUBLO, wins)),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles up to 10^5",
        largest: (1, large(777_777_777_777, 12, 77_777)),
        judge_stress: JudgeStress::new(1..=1, large(1_000_000_000_000, 13, 77_777)),
        judge_limits: Some(JudgeLimits::new(1, 1..=777_777_777_777).numbers(1..=77_777)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::FURLO_RUBLO)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The bisection roots against the squares and fourth powers around them.
    #[test]
    fn the_roots_are_the_definitions() {
        for n in (0..20_000).chain([u64::MAX, u64::MAX - 1, 1 << 40, (1 << 40) - 1]) {
            let r = u128::from(floor_sqrt(n));
            assert!(r * r <= u128::from(n) && (r + 1).pow(2) > u128::from(n));
            let q = u128::from(ceil_fourth_root(n));
            assert!(q.pow(4) >= u128::from(n) && (q == 0 || (q - 1).pow(4) < u128::from(n)));
        }
    }
}
