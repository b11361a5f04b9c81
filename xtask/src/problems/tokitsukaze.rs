//! Codeforces 1190B Tokitsukaze, CSL and Stone Game: one stone a move; a move that leaves
//! two piles equal loses, and so does having no move.
//! Input: `n`, then n piles (one game per input).

use crate::problem::draw::{in_range, large, length, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{win_table, HeapTuples};
use grundy::specs;

/// The positions of the small stress: up to five piles of up to 6.
const TUPLES: HeapTuples = HeapTuples { heaps: 5, max: 6 };

/// Whether no two piles are equal.
fn distinct<T: Ord + Copy>(piles: &[T]) -> bool {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// The table of every start of `heaps` piles of up to 6, from the move rules: a move that
/// leaves two piles equal loses at once, so it is never a winning move.
fn table(heaps: usize) -> Vec<bool> {
    let tuples = HeapTuples { heaps, max: 6 };
    win_table(tuples.count(), |index, next| {
        let mut piles = tuples.decode(index);
        for i in 0..piles.len() {
            if piles[i] > 0 {
                piles[i] -= 1;
                if distinct(&piles) {
                    next.push(tuples.encode(&piles));
                }
                piles[i] += 1;
            }
        }
    })
}

/// Each case looked up in the table of its own number of piles (empty piles added to fill
/// a larger tuple would be pairs of zeros).
fn by_table(cases: &[Case]) -> String {
    let tables: Vec<Vec<bool>> = (0..=TUPLES.heaps).map(table).collect();
    verdicts(cases, &specs::codeforces::TOKITSUKAZE, |c| {
        let tuples = HeapTuples { heaps: c.len(), max: 6 };
        let piles: Vec<usize> = c.iter().map(|&p| p as usize).collect();
        tables[c.len()][tuples.encode(&piles)]
    })
}

/// Whether the first player wins, by playing the game out: the first move is one that
/// keeps the piles distinct, if there is one (from equal piles there is at most one
/// pile to take from that does, and the search tries them all); from distinct piles the
/// game goes on while some move keeps them distinct, each run of such moves on one pile
/// counted at once; whoever makes the last such move wins.
fn played_out(case: &[Value]) -> bool {
    let mut piles: Vec<u128> = case.iter().map(|&p| p as u128).collect();
    let mut moves: u128 = 0;
    if !distinct(&piles) {
        let first = (0..piles.len()).find(|&i| {
            let mut after = piles.clone();
            after[i] > 0 && {
                after[i] -= 1;
                distinct(&after)
            }
        });
        match first {
            Some(i) => piles[i] -= 1,
            None => return false,
        }
        moves += 1;
    }
    piles.sort_unstable();
    // The lowest pile with room below it (above 0, and above the pile before it plus one)
    // goes down as far as it can; until none has room.
    loop {
        let room = (0..piles.len()).find(|&i| {
            let floor = if i == 0 { 0 } else { piles[i - 1] + 1 };
            piles[i] > floor
        });
        let Some(i) = room else { break };
        let floor = if i == 0 { 0 } else { piles[i - 1] + 1 };
        moves += piles[i] - floor;
        piles[i] = floor;
    }
    moves % 2 == 1
}

pub const TOKITSUKAZE: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw: |rng, size| size.list(rng, 0..=5, |rng| size.value(rng, 0..=6)),
    answerable: |case| case.len() <= TUPLES.heaps && in_range(case, 0..=6),
    reference: by_table,
    // Distinct piles (whose total's parity decides) half of the time; else one of the
    // starts with equal piles: a pair, a pair of zeros, a pair beside x − 1, two pairs.
    judge_draw: Some(|rng, size| {
        let count = length(rng, size, 1).max(1);
        let mut piles: Vec<u64> = (0..count).map(|_| number(rng, size)).collect();
        // Distinct before any pattern (the edge values all meet at a small cap).
        piles.sort_unstable();
        piles.dedup();
        let count = piles.len();
        if count >= 3 && rng.chance(1, 3) {
            let x = piles[0].max(1);
            match rng.range(0, 3) {
                0 => piles[1] = piles[0],
                1 => (piles[0], piles[1]) = (0, 0),
                2 => (piles[0], piles[1], piles[2]) = (x, x, x - 1),
                _ => (piles[1], piles[2]) = (piles[0], piles[0]),
            }
        } else if rng.chance(1, 2) {
            // Aimed at a win: an odd number of moves, the largest pile raised by one if
            // needed (still distinct).
            let total: u128 = piles.iter().map(|&p| u128::from(p)).sum();
            let n = piles.len() as u128;
            let top = piles.iter_mut().max().expect("a pile");
            if (total - n * (n - 1) / 2) % 2 == 0 && *top < size.max() {
                *top += 1;
            }
        }
        piles.into_iter().map(Value::from).collect()
    }),
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::codeforces::TOKITSUKAZE, played_out)
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "at most 5 piles of up to 6",
        largest: (1, large(1_000_000_000, 10, 100_000)),
        // The play-out scans the piles for each run of moves: up to 2000 piles.
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, 2000)),
        judge_limits: Some(JudgeLimits::new(1, 0..=1_000_000_000).numbers(1..=100_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::TOKITSUKAZE)
};
