//! HDU 3595 GG and MM: N of Euclid's games at once, each player moving in every game not
//! ended; whoever cannot move loses.
//! Input: test cases until the end of input: `N`, then N lines `p q`.
//!
//! A case is `[p1, q1, p2, q2, …]`.

use crate::problem::draw::{in_range, large, length, number, shuffle, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{euclid_every_sg_steps, euclid_every_sum_wins};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::collections::HashMap;

/// The judge's largest pile.
const JUDGE_PILES: usize = 1000;

/// Every pair's (win, steps) up to the judge's piles, from the moves alone, and the pairs
/// by their steps.
type JudgeTables = (Vec<Vec<(bool, u32)>>, Vec<Vec<(u64, u64)>>);

fn judge_tables() -> &'static JudgeTables {
    static TABLES: std::sync::OnceLock<JudgeTables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let table = euclid_every_sg_steps(JUDGE_PILES);
        let mut by_steps: Vec<Vec<(u64, u64)>> = Vec::new();
        for (p, row) in table.iter().enumerate() {
            for (q, &(_, steps)) in row.iter().enumerate() {
                if by_steps.len() <= steps as usize {
                    by_steps.resize(steps as usize + 1, Vec::new());
                }
                by_steps[steps as usize].push((p as u64, q as u64));
            }
        }
        (table, by_steps)
    })
}

fn games(case: &[Value]) -> Vec<(u64, u64)> {
    case.chunks(2).map(|g| (g[0] as u64, g[1] as u64)).collect()
}

pub const EVERY_SG: Facts = Facts {
    layout: &Items::to_the_end(0, 2),
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        (0..2 * count).map(|_| size.value(rng, 0..=8)).collect()
    },
    valid: |case| case.len() % 2 == 0,
    answerable: |c| c.len() <= 6 && in_range(c, 0..=8),
    // The sum played from the move rules alone.
    reference: |cases| {
        let memo = std::cell::RefCell::new(HashMap::new());
        verdicts(cases, &specs::hdu::EVERY_SG, |c| {
            euclid_every_sum_wins(&games(c), &mut memo.borrow_mut())
        })
    },
    // 1 to N games, the longest of a number of steps drawn uniformly (so that either
    // player wins half of the cases), the others no longer: drawn at random, or from the
    // pairs of fewer steps when a draw lasts longer.
    judge_draw: Some(|rng, size| {
        let (table, by_steps) = judge_tables();
        let pick = |rng: &mut Rng, steps: usize| {
            by_steps[steps][rng.range(0, by_steps[steps].len() as u64 - 1) as usize]
        };
        let longest = rng.range(1, by_steps.len() as u64 - 1) as usize;
        let mut games = vec![pick(rng, longest)];
        for _ in 1..length(rng, size, 1) {
            let (p, q) = (number(rng, size).min(1000), number(rng, size).min(1000));
            let steps = table[p as usize][q as usize].1 as usize;
            if steps <= longest {
                games.push((p, q));
            } else {
                let fewer = rng.range(0, longest as u64) as usize;
                games.push(pick(rng, fewer));
            }
        }
        shuffle(rng, &mut games);
        games
            .iter()
            .flat_map(|&(p, q)| [Value::from(p), Value::from(q)])
            .collect()
    }),
    judge_valid: Some(|case| case.len() % 2 == 0 && in_range(case, 0..=JUDGE_PILES as Value)),
    // Every game's steps from the moves over all pairs up to 1000, the longest deciding.
    judge_reference: Some(|cases| {
        let (table, _) = judge_tables();
        verdicts(cases, &specs::hdu::EVERY_SG, |c| {
            let longest = games(c)
                .iter()
                .map(|&(p, q)| table[p as usize][q as usize].1)
                .max();
            longest.is_some_and(|steps| steps % 2 == 1)
        })
    }),
    sizes: Sizes {
        limits_text: "at most 3 games of piles up to 8",
        items: (0, 2),
        largest: (100, large(JUDGE_PILES as u64, 4, 1000)),
        judge_stress: JudgeStress::new(1..=30, large(JUDGE_PILES as u64, 4, 1000)),
        judge_limits: Some(JudgeLimits::new(100, 0..=1000).numbers(0..=2000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::EVERY_SG)
};
