//! Searches of the rules of AtCoder games whose rule is not a table over one heap: every
//! position the rules reach is valued from the positions one move away, each once (a memo
//! keyed by the whole position), assuming nothing but the rules. Tests and tools only; no
//! binary uses them.

use std::collections::HashMap;

/// Whether the mover wins `position`, remembered in `memo`: some move (from `moves`)
/// reaches a position the opponent loses. The positions must not repeat along a game.
fn wins<P, M>(position: P, moves: &M, memo: &mut HashMap<P, bool>) -> bool
where
    P: Clone + Eq + std::hash::Hash,
    M: Fn(&P) -> Vec<P>,
{
    if let Some(&known) = memo.get(&position) {
        return known;
    }
    let win = moves(&position)
        .into_iter()
        .any(|next| !wins(next, moves, memo));
    memo.insert(position, win);
    win
}

/// ARC105 D: whether the first player wins with `bags` (coins in each) and as many empty
/// dishes. While a bag holds coins a move must empty one such bag onto any dish; once none
/// does, a move takes one or more coins from one dish (Nim). Who cannot move loses. A
/// position is the sorted bags and the sorted dishes; both phases are searched, the Nim
/// one too, so nothing of Bouton's theorem is assumed.
pub fn bags_onto_dishes(bags: &[u64]) -> bool {
    type Position = (Vec<u64>, Vec<u64>);
    let moves = |(bags, dishes): &Position| {
        let mut next = Vec::new();
        let full: Vec<usize> = (0..bags.len()).filter(|&b| bags[b] > 0).collect();
        if full.is_empty() {
            for d in 0..dishes.len() {
                for left in 0..dishes[d] {
                    let mut after = dishes.clone();
                    after[d] = left;
                    after.sort_unstable();
                    next.push((bags.clone(), after));
                }
            }
        }
        for &b in &full {
            for d in 0..dishes.len() {
                let mut after = dishes.clone();
                after[d] += bags[b];
                after.sort_unstable();
                let mut rest = bags.clone();
                rest[b] = 0;
                rest.sort_unstable();
                next.push((rest, after));
            }
        }
        next
    };
    let mut start = bags.to_vec();
    start.sort_unstable();
    let dishes = vec![0; bags.len()];
    wins((start, dishes), &moves, &mut HashMap::new())
}

/// AGC002 E: whether the first player wins with `piles` of candy (each at least 1). A move
/// eats a largest pile whole, or one candy from every pile; whoever eats the last candy
/// loses, so with no candy left the player to move has won. A position is the sorted
/// non-empty piles.
pub fn candy_piles(piles: &[u64]) -> bool {
    fn wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if piles.is_empty() {
            return true;
        }
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let mut largest_eaten = piles.clone();
        largest_eaten.pop();
        let one_each: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect();
        let win = !wins(largest_eaten, memo) || !wins(one_each, memo);
        memo.insert(piles, win);
        win
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    wins(sorted, &mut HashMap::new())
}
