//! The pieces the references are built from: answers written a line per case, and the
//! tables computed from move rules alone (win/lose by pile, Grundy values by mex, a finite
//! machine over the last outcomes for any u64 pile).

use super::draw::{Case, Value};
use grundy::games::mex::Mex;
use grundy::io::Spec;
use grundy::oracles::brute::win_table;

/// One line per case.
pub fn answers(cases: &[Case], answer: impl Fn(&[Value]) -> String) -> String {
    cases.iter().map(|c| answer(c) + "\n").collect()
}

/// One line per case: the spec's first answer where `wins` holds, else its second.
pub fn verdicts(cases: &[Case], spec: &Spec, wins: impl Fn(&[Value]) -> bool) -> String {
    answers(cases, |c| spec.answer(wins(c)).to_string())
}

/// Whether the player to move wins from each pile up to `piles`, a move from pile k taking
/// one of `takes(k)` (takes larger than the pile are left out).
pub fn pile_table(piles: usize, takes: impl Fn(usize) -> Vec<usize>) -> Vec<bool> {
    win_table(piles + 1, |pile, next| {
        next.extend(
            takes(pile)
                .into_iter()
                .filter(|&t| t <= pile)
                .map(|t| pile - t),
        )
    })
}

/// Single-heap Grundy values below `count` by mex: `options(heap, values, out)` pushes to
/// `out` the value of every move from `heap`, given the values of the smaller heaps (the
/// heaps a move leaves count as the exclusive or of their values, Sprague–Grundy).
pub fn heap_values(count: usize, options: impl Fn(usize, &[u32], &mut Vec<u32>)) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(count);
    let (mut reached, mut mex) = (Vec::new(), Mex::default());
    for heap in 0..count {
        reached.clear();
        options(heap, &values, &mut reached);
        values.push(mex.among(reached.len(), reached.iter().copied()));
    }
    values
}

/// Whether the player to move wins from pile `n` of a subtraction game whose takes from
/// pile k (`takes(k)`, each at most `reach` ≤ 16) depend only on k mod `modulus`, for any
/// u64 n, from the move rules alone and assuming no pattern: the outcomes of the last
/// `reach` piles are the state of a finite machine that reads one pile at a time, and a
/// block of `modulus` piles maps states the same way every time, so the block's map is
/// applied n / modulus times by repeated squaring.
pub fn modular_subtraction_wins(
    n: u64,
    modulus: u64,
    reach: usize,
    takes: impl Fn(u64) -> Vec<u64>,
) -> bool {
    // From pile `start` on every take is legal, and a block starts at a multiple of the
    // modulus.
    let start = (reach as u64 + modulus) / modulus * modulus - 1;
    let table = pile_table((start + modulus) as usize, |k| {
        takes(k as u64).into_iter().map(|t| t as usize).collect()
    });
    if n <= start + modulus {
        return table[n as usize];
    }
    let mask = (1usize << reach) - 1;
    // Bit i of a state is the outcome of the pile i below the last one read.
    let step = |state: usize, pile: u64| {
        let wins = takes(pile).iter().any(|&t| state >> (t - 1) & 1 == 0);
        (state << 1 | usize::from(wins)) & mask
    };
    let block: Vec<usize> = (0..=mask)
        .map(|state| (start + 1..=start + modulus).fold(state, step))
        .collect();
    let mut state = (0..reach).fold(0, |s, i| s | usize::from(table[start as usize - i]) << i);
    let (mut blocks, mut power) = ((n - start) / modulus, block);
    while blocks > 0 {
        if blocks & 1 == 1 {
            state = power[state];
        }
        power = power.iter().map(|&s| power[s]).collect();
        blocks >>= 1;
    }
    let rest = (n - start) % modulus;
    let read = n - rest;
    (1..=rest).map(|i| read + i).fold(state, step) & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The finite machine against the subtraction table directly, far past where it starts.
    #[test]
    fn the_finite_machine_follows_the_table() {
        let takes =
            |k: u64| -> Vec<u64> { [1, 2, 5].into_iter().filter(|&t| k % t == 0).collect() };
        let table = pile_table(3000, |k| {
            takes(k as u64).into_iter().map(|t| t as usize).collect()
        });
        for n in 0..=3000u64 {
            assert_eq!(
                modular_subtraction_wins(n, 10, 5, takes),
                table[n as usize],
                "{n}"
            );
        }
    }
}
