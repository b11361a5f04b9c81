//! HDU 3537 Daizhenyang's Coin (Mock Turtles): a move turns over one, two or three coins,
//! the rightmost of them a head.
//! Input: test cases until the end of input: `n`, then n positions of heads (repeats are
//! one head).

use crate::problem::draw::{large, length, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::coins::{mock_turtle_moves, position_values};
use grundy::specs;

/// The small strip: every position of its coins valued from the moves.
const COINS: usize = 12;
/// The positions at judge size: below this, each coin's value by the mex over the moves
/// that turn it and up to two coins left of it (the coin-turning theorem, checked by
/// `oracles::coins`' tests).
const JUDGE_COINS: u64 = 400;

/// Each coin's value below `coins`: the mex over turning it alone, with one coin or with
/// two coins left of it, each move worth the exclusive or of the other coins' values.
fn coin_values(coins: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(coins);
    for target in 0..coins {
        let mut seen = vec![false; 4 * coins + 2];
        seen[0] = true;
        for a in 0..target {
            seen[values[a] as usize] = true;
            for b in 0..a {
                seen[(values[a] ^ values[b]) as usize] = true;
            }
        }
        values.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    values
}

/// The exclusive or of the values of the distinct positions of `case`.
fn listed_sum(case: &[Value], values: &[u32]) -> u32 {
    let mut heads: Vec<usize> = case.iter().map(|&h| h as usize).collect();
    heads.sort_unstable();
    heads.dedup();
    heads.iter().fold(0, |x, &h| x ^ values[h])
}

pub const MOCK_TURTLES: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw: |rng, size| {
        let count = size.items(rng, 0..=6);
        (0..count).map(|_| size.value(rng, 0..=11)).collect()
    },
    valid: |case| case.len() <= 6 && case.iter().all(|&h| h < COINS as Value),
    // Every position of the 12 coins valued from the moves; repeats are one head.
    reference: |cases| {
        static TABLE: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = TABLE.get_or_init(|| position_values(&mock_turtle_moves(COINS)));
        verdicts(cases, &specs::hdu::MOCK_TURTLES, |c| {
            values[c.iter().fold(0, |mask, &h| mask | 1 << h)] == 0
        })
    },
    // Half of the positions lost: a head added at the position whose value, from the
    // moves, is the others' sum, when there is one.
    judge_draw: Some(|rng, size| {
        static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
        let values = VALUES.get_or_init(|| coin_values(JUDGE_COINS as usize));
        let side = size.max().min(JUDGE_COINS - 1) + 1;
        let count = length(rng, size, 0);
        let mut case: Case = (0..count)
            .map(|_| Value::from(number(rng, size) % side))
            .collect();
        if rng.chance(1, 2) && !case.is_empty() {
            case.pop();
            let needed = listed_sum(&case, values);
            if let Some(head) = values[..side as usize].iter().position(|&v| v == needed) {
                // Its value is the sum: it is not among the others (or the sum is 0).
                case.push(head as Value);
            }
        }
        case
    }),
    judge_valid: Some(|case| case.iter().all(|&h| (0..JUDGE_COINS as Value).contains(&h))),
    // Each coin's value by the mex over its moves, summed over the distinct positions.
    judge_reference: Some(|cases| {
        let largest = cases.iter().flatten().max().map_or(0, |&h| h as usize);
        let values = coin_values(largest + 1);
        verdicts(cases, &specs::hdu::MOCK_TURTLES, |c| {
            listed_sum(c, &values) == 0
        })
    }),
    sizes: Sizes {
        limits_text: "up to 6 positions from 0 to 11",
        largest: (100, large(99_999_999, 8, 100)),
        judge_stress: JudgeStress::new(1..=30, large(JUDGE_COINS - 1, 3, 100)),
        judge_limits: Some(JudgeLimits::new(100, 0..=99_999_999).numbers(0..=100)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::MOCK_TURTLES)
};
