//! Luogu P2599 [ZJOI2009] 取石子游戏: piles in a row; a move takes stones from the leftmost
//! or the rightmost pile only.
//! Input: `T`; per case `n`, then n piles of at least 1 stone.

use crate::problem::draw::{in_range, large};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, Sizes};
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

/// Whether the player to move wins `row`, from the move rules alone: an end pile of p
/// is lowered to 0..p, and a pile lowered to 0 leaves the row.
fn search(row: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(row) {
        return known;
    }
    let mut ends = vec![0];
    if row.len() > 1 {
        ends.push(row.len() - 1);
    }
    let wins = !row.is_empty()
        && ends.iter().any(|&end| {
            (0..row[end]).any(|left| {
                let mut next = row.to_vec();
                match left {
                    0 => drop(next.remove(end)),
                    _ => next[end] = left,
                }
                !search(&next, memo)
            })
        });
    memo.insert(row.to_vec(), wins);
    wins
}

pub const TAKE_ENDS: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
    let count = size.items(rng, 0..=6);
    (0..count).map(|_| size.value(rng, 1..=6)).collect()
    },
    valid: |case| case.iter().all(|&pile| pile >= 1),
    answerable: |case| case.len() <= 6 && in_range(case, 1..=6),
    // The rows played out.
    reference: |cases| {
    // One table for every case (a RefCell: `verdicts` takes a `Fn`).
    let memo = RefCell::new(HashMap::new());
    verdicts(cases, &specs::luogu::TAKE_ENDS, |c| {
        let row: Vec<u64> = c.iter().map(|&p| p as u64).collect();
        search(&row, &mut memo.borrow_mut())
    })
    },
    sizes: Sizes {
        limits_text: "up to 6 piles of 1 to 6 stones",
        largest: (10, large(1_000_000_000, 10, 1000)),
        judge_stress: Err("piles of up to 10^9 put every row of two or more beyond a search of the rules, and the interval recurrence is the binary's own method"),
        judge_limits: Some(JudgeLimits::new(10, 1..=1_000_000_000).numbers(1..=1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::TAKE_ENDS)
};
