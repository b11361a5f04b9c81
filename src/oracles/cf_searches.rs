//! Searches of the rules of Codeforces games whose positions are more than one heap: every
//! position the rules reach is valued from the positions one move away, each once (a memo
//! keyed by the whole position), assuming nothing but the rules. Tests and tools only; no
//! binary uses them.

use crate::games::mex::Mex;
use std::collections::HashMap;

/// Codeforces 768E: the Grundy value of a pile of `stones` (at most 63) from which no
/// amount may be removed twice, for every pile up to `most`. A position is the stones
/// left and the set of amounts already removed (bit a for amount a), the amounts above
/// the stones left dropped, since they can no longer be removed.
pub fn no_repeat_values(most: u64) -> Vec<u32> {
    fn value(left: u64, used: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
        let used = used & ((2u64 << left) - 1);
        if let Some(&known) = memo.get(&(left, used)) {
            return known;
        }
        let reached: Vec<u32> = (1..=left)
            .filter(|&amount| used >> amount & 1 == 0)
            .map(|amount| value(left - amount, used | 1 << amount, memo))
            .collect();
        let found = Mex::default().among(reached.len(), reached.iter().copied());
        memo.insert((left, used), found);
        found
    }
    assert!(most < 63, "the amounts' set is one u64");
    let mut memo = HashMap::new();
    (0..=most)
        .map(|stones| value(stones, 0, &mut memo))
        .collect()
}

/// Codeforces 1147C: whether the player to move wins with `piles` (an even number of
/// them), where a move chooses exactly half of the piles, all non-empty, and lowers each.
/// A position is the sorted piles; every choice of piles and every lowering is tried.
pub fn thanos_wins(piles: &[u64]) -> bool {
    fn wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let half = piles.len() / 2;
        let mut win = false;
        // Every set of half of the places (as a bit mask), its piles all non-empty.
        for chosen in 0u32..1 << piles.len() {
            let places: Vec<usize> = (0..piles.len()).filter(|&i| chosen >> i & 1 == 1).collect();
            if places.len() != half || places.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            // Every lowering of the chosen piles, counted like an odometer.
            let mut after = piles.clone();
            places.iter().for_each(|&i| after[i] = 0);
            loop {
                let mut next = after.clone();
                next.sort_unstable();
                if !wins(next, memo) {
                    win = true;
                    break;
                }
                let turned = places.iter().position(|&i| {
                    after[i] += 1;
                    if after[i] < piles[i] {
                        return true;
                    }
                    after[i] = 0;
                    false
                });
                if turned.is_none() {
                    break;
                }
            }
            if win {
                break;
            }
        }
        memo.insert(piles, win);
        win
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    wins(sorted, &mut HashMap::new())
}

/// Codeforces 1033C: whether the player to move wins from each cell of `values`, where a
/// token on cell i moves to any cell j with a larger value at a distance that is a multiple
/// of i's value. Every cell's options are searched over the whole board (n² steps), each
/// cell valued once; values need not be a permutation.
pub fn permutation_game_wins(values: &[u64]) -> Vec<bool> {
    fn wins(cell: usize, values: &[u64], memo: &mut Vec<Option<bool>>) -> bool {
        if let Some(known) = memo[cell] {
            return known;
        }
        let value = values[cell];
        let win = (0..values.len()).any(|other| {
            values[other] > value
                && (other as u64).abs_diff(cell as u64) % value == 0
                && !wins(other, values, memo)
        });
        memo[cell] = Some(win);
        win
    }
    let mut memo = vec![None; values.len()];
    (0..values.len())
        .map(|cell| wins(cell, values, &mut memo))
        .collect()
}
