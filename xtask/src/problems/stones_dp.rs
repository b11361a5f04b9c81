//! AtCoder Educational DP Contest K Stones: one pile of K; a move removes exactly x stones
//! for some x in A; who cannot move loses.
//! Input: `N K`, then the N elements of A (one case per input).
//!
//! A case is [K, a_1, …, a_N]; the shrinker drops amounts.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's largest pile.
const JUDGE_STONES: u64 = 100_000;

/// Whether the player to move wins from the case's pile, from the table of every pile
/// computed from the moves alone.
fn wins(case: &[Value]) -> bool {
    let stones = case[0] as usize;
    let takes: Vec<usize> = case[1..].iter().map(|&a| a as usize).collect();
    pile_table(stones, |_| takes.clone())[stones]
}

/// `count` distinct amounts from 1 to `most`, increasing.
pub fn increasing(rng: &mut Rng, count: usize, most: u64) -> Vec<Value> {
    let mut amounts: Vec<u64> = Vec::with_capacity(count);
    while amounts.len() < count.min(most as usize) {
        let amount = rng.range(1, most);
        if !amounts.contains(&amount) {
            amounts.push(amount);
        }
    }
    amounts.sort_unstable();
    amounts.into_iter().map(Value::from).collect()
}

/// Whether the amounts after the pile are as the judge states them: increasing, the last at
/// most the pile.
pub fn as_stated(case: &[Value]) -> bool {
    let amounts = &case[1..];
    amounts.windows(2).all(|w| w[0] < w[1]) && amounts.last().is_some_and(|&a| a <= case[0])
}

/// A pile and amounts: half of them as the judge states them, the others any amounts in
/// any order, repeats and amounts past the pile included.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let most = if size.is_small() { 30 } else { size.max() };
    let stones = rng.range(0, most);
    let mut case = vec![Value::from(stones)];
    if stones >= 1 && rng.chance(1, 2) {
        let count = size.items(rng, 1..=4).max(1);
        // Small amounts now and then, whose outcomes do not settle into one long stretch.
        let reach = if rng.chance(1, 2) { stones.min(20) } else { stones };
        case.extend(increasing(rng, count, reach));
    } else {
        let count = size.items(rng, 0..=4);
        case.extend((0..count).map(|_| Value::from(rng.range(1, most.max(1) + 2))));
    }
    case
}

/// A judge-size case, lost for the first player half of the time: amounts as the judge
/// states them, then the pile among those at least the largest amount whose outcome was
/// asked for (from the table of the moves, the reference's own), or any pile where none is.
fn aimed(rng: &mut Rng, size: &Size) -> Case {
    let won = rng.chance(1, 2);
    let most = size.max().max(1);
    let count = size.items(rng, 1..=4).clamp(1, 100);
    let reach = if rng.chance(1, 2) { most.min(20) } else { most };
    let amounts = increasing(rng, count, reach);
    let takes: Vec<usize> = amounts.iter().map(|&a| a as usize).collect();
    let table = pile_table(most as usize, |_| takes.clone());
    let least = *amounts.last().expect("one amount at least") as usize;
    let piles: Vec<usize> = (least..=most as usize).filter(|&k| table[k] == won).collect();
    let stones = match piles.is_empty() {
        true => rng.range(least as u64, most),
        false => piles[rng.range(0, piles.len() as u64 - 1) as usize] as u64,
    };
    let mut case = vec![Value::from(stones)];
    case.extend(amounts);
    case
}

pub const STONES_DP: Facts = Facts {
    layout: &Items::to_the_end(1, 1),
    draw,
    valid: |case| !case.is_empty() && case[0] >= 0 && case[1..].iter().all(|&a| a >= 1),
    answerable: |case| case[0] <= JUDGE_STONES as Value && case.len() <= 101,
    // The table of every pile, from the moves alone.
    reference: |cases| verdicts(cases, &specs::atcoder::STONES_DP, wins),
    judge_draw: Some(aimed),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles up to 10^5, at most 100 amounts",
        items: (1, 1),
        largest: (1, large(JUDGE_STONES, 6, 100)),
        judge_stress: JudgeStress::new(1..=1, large(JUDGE_STONES, 6, 100)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=JUDGE_STONES)
                .numbers(2..=101)
                .holds(as_stated),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::STONES_DP)
};
