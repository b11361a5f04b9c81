//! Codeforces 1396B Stoned Game: a move takes one stone from a pile other than the one the
//! previous move took from.
//! Input: `t`; per case `n`, then n piles.

use crate::problem::draw::{in_range, large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::HeapTuples;
use grundy::specs;
use std::collections::HashMap;

/// The positions of the small stress: up to four piles of up to 6.
const TUPLES: HeapTuples = HeapTuples { heaps: 4, max: 6 };

/// Whether the player to move wins from the position numbered `index` in `TUPLES` with
/// the pile `barred` (if any) closed to this move, from the move rules alone: one stone
/// from any other non-empty pile.
fn wins(index: usize, barred: Option<usize>, seen: &mut HashMap<(usize, Option<usize>), bool>) -> bool {
    if let Some(&known) = seen.get(&(index, barred)) {
        return known;
    }
    let mut piles = TUPLES.decode(index);
    let mut won = false;
    for i in 0..piles.len() {
        if piles[i] > 0 && Some(i) != barred {
            piles[i] -= 1;
            won |= !wins(TUPLES.encode(&piles), Some(i), seen);
            piles[i] += 1;
        }
    }
    seen.insert((index, barred), won);
    won
}

/// Whether the player to move wins by playing it out, both players taking from a largest
/// pile they may: the greedy game the editorial describes, run stone by stone on piles
/// kept sorted by size in a map of counts, so that it is not the binary's rule.
fn played_out(piles: &[Value]) -> bool {
    let mut counts = std::collections::BTreeMap::new();
    for &pile in piles.iter().filter(|&&p| p > 0) {
        *counts.entry(pile).or_insert(0u64) += 1;
    }
    // The pile just taken from, by its size now (it sits among the counts).
    let mut barred: Option<Value> = None;
    let mut mover_is_first = true;
    loop {
        // The largest pile open to the mover: the barred one only counts when another
        // pile of its size is there.
        let open = counts.iter().rev().find(|&(&size, &count)| {
            barred != Some(size) || count > 1
        });
        let Some((&size, _)) = open else {
            return !mover_is_first;
        };
        let count = counts.get_mut(&size).unwrap();
        *count -= 1;
        if *count == 0 {
            counts.remove(&size);
        }
        if size > 1 {
            *counts.entry(size - 1).or_insert(0) += 1;
            barred = Some(size - 1);
        } else {
            barred = None;
        }
        mover_is_first = !mover_is_first;
    }
}

pub const STONED_GAME: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| size.list(rng, 0..=4, |rng| size.value(rng, 0..=6)),
    answerable: |case| case.len() <= TUPLES.heaps && in_range(case, 0..=6),
    reference: |cases| {
        let seen = std::cell::RefCell::new(HashMap::new());
        verdicts(cases, &specs::codeforces::STONED_GAME, |c| {
            let mut piles: Vec<usize> = c.iter().map(|&p| p as usize).collect();
            piles.resize(TUPLES.heaps, 0);
            wins(TUPLES.encode(&piles), None, &mut seen.borrow_mut())
        })
    },
    // One pile in four outweighing the rest; otherwise any piles, whose total is odd half
    // of the time.
    judge_draw: Some(|rng, size| {
        let count = length(rng, size, 1).max(1);
        let mut piles: Vec<Value> = (0..count)
            .map(|_| Value::from(number(rng, size).max(1)))
            .collect();
        if rng.chance(1, 4) {
            let rest: Value = piles[1..].iter().sum();
            piles[0] = (rest + 1).min(Value::from(size.max()));
        }
        piles
    }),
    judge_valid: Some(|case| {
        case.iter().sum::<Value>() <= 1_000_000 && case.iter().all(|&p| p >= 0)
    }),
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::codeforces::STONED_GAME, played_out)
    }),
    sizes: Sizes {
        limits_text: "at most 4 piles of up to 6",
        largest: (100, large(100, 3, 100)),
        // The play-out takes a step a stone: totals up to 10^6.
        judge_stress: JudgeStress::new(1..=20, large(10_000, 5, 100)),
        judge_limits: Some(JudgeLimits::new(100, 1..=100).numbers(1..=100)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::STONED_GAME)
};
