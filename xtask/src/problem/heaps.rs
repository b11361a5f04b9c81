//! The Nim family's shared pieces (nim, misère Nim, Lasker's Nim, nim-count, nim-moves):
//! lists of heaps drawn small and at judge size, the brute table over up to four heaps of
//! up to 7, and Bouton's exclusive or.

use super::draw::{length, number, Case, Size, Value};
use grundy::oracles::brute::{win_table, HeapTuples};
use grundy::oracles::rng::Rng;

/// Up to four heaps of up to 7 (the reference's table) under stress.
pub fn heaps(rng: &mut Rng, size: &Size) -> Case {
    size.list(rng, 0..=4, |rng| size.value(rng, 0..=7))
}

/// One to four heaps of up to 7 under stress.
pub fn nonempty_heaps(rng: &mut Rng, size: &Size) -> Case {
    let count = size.items(rng, 1..=4).max(1);
    (0..count).map(|_| size.value(rng, 0..=7)).collect()
}

/// Whether the brute table holds the position.
pub fn small_heap_count(case: &[Value]) -> bool {
    case.len() <= 4
}

/// At least `least` piles, up to the size's items; half of the lists with an exclusive or
/// of 0 (the last pile set to the others' sum, when that is within the cap).
pub fn judge_heaps(rng: &mut Rng, size: &Size, least: u64) -> Case {
    let mut piles: Vec<u64> = (0..length(rng, size, least))
        .map(|_| number(rng, size))
        .collect();
    if rng.chance(1, 2) {
        if let Some((last, others)) = piles.split_last_mut() {
            let sum = others.iter().fold(0, |x, &p| x ^ p);
            if sum <= size.max() {
                *last = sum;
            }
        }
    }
    piles.into_iter().map(Value::from).collect()
}

/// Positions of up to four heaps of up to 7.
pub const TUPLES: HeapTuples = HeapTuples { heaps: 4, max: 7 };

/// Nim's move: a heap lowered to any smaller size.
pub fn take_any(heap: usize) -> Vec<usize> {
    (0..heap).collect()
}

/// A case as a position of `TUPLES`.
pub fn padded(c: &[Value]) -> Vec<usize> {
    let mut heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
    heaps.resize(TUPLES.heaps, 0);
    heaps
}

/// Nim's win/lose table over `TUPLES`, from the moves alone.
pub fn nim_table() -> Vec<bool> {
    win_table(TUPLES.count(), TUPLES.moves(take_any))
}

/// The winning moves of a Nim position from the table, as (heap index, heap left).
pub fn nim_winning_moves(win: &[bool], c: &[Value]) -> Vec<(usize, usize)> {
    let heaps = padded(c);
    let mut moves = Vec::new();
    for i in 0..c.len() {
        for left in 0..heaps[i] {
            let mut after = heaps.clone();
            after[i] = left;
            if !win[TUPLES.encode(&after)] {
                moves.push((i, left));
            }
        }
    }
    moves
}

/// The exclusive or of the piles.
pub fn xor_of(piles: &[Value]) -> u64 {
    piles.iter().fold(0, |x, &p| x ^ p as u64)
}

/// Bouton: a winning move lowers a pile p to p xor s (s the exclusive or of all piles), the
/// one value that makes the sum 0, when that is smaller than p.
pub fn nim_targets(piles: &[Value]) -> Vec<(u64, u64)> {
    let sum = xor_of(piles);
    let piles = piles.iter().map(|&p| p as u64);
    piles
        .filter(|&p| p ^ sum < p)
        .map(|p| (p, p ^ sum))
        .collect()
}
