//! Moore's Nim-k (the model itself; the judges' variants differ): a move takes stones from
//! each of 1 to k heaps.
//! Input: `T`; per case `n k`, then n heaps.
//!
//! A case is `[k, heap1, heap2, …]`.

use crate::problem::draw::{large, length, number, shuffle, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{padded, TUPLES};
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeStress, Sizes};
use grundy::oracles::brute::nim_k_table;
use grundy::specs;

pub const NIM_K: Facts = Facts {
    layout: &Items::counted(1, 1),
    draw: |rng, size| {
        let mut case = vec![size.pick(rng, 1..=5, 1..=20)];
        case.extend(size.list(rng, 0..=4, |rng| size.value(rng, 0..=7)));
        case
    },
    valid: |case| !case.is_empty() && case[0] >= 1,
    answerable: |c| c.len() <= 5 && c[0] <= 5 && c[1..].iter().all(|&h| h <= 7),
    // The outcome of every tuple of heaps, from the move rules for each k.
    reference: |cases| {
        static TABLES: std::sync::OnceLock<Vec<Vec<bool>>> = std::sync::OnceLock::new();
        let tables = TABLES.get_or_init(|| (0..=5).map(|k| nim_k_table(TUPLES, k)).collect());
        verdicts(cases, &specs::other::NIM_K, |c| {
            tables[c[0] as usize][TUPLES.encode(&padded(&c[1..]))]
        })
    },
    // k from 1 to 20 and past the heap count; half of the cases lost, the digits' counts
    // made multiples of k + 1 by groups of equal heaps.
    judge_draw: Some(|rng, size| {
        let k = if rng.chance(1, 10) {
            rng.range(1, u64::MAX)
        } else {
            rng.range(1, 20)
        };
        let count = length(rng, size, 0);
        let mut heaps: Vec<u64> = (0..count).map(|_| number(rng, size)).collect();
        if rng.chance(1, 2) {
            // Groups of k + 1 equal heaps, the rest empty: every digit's count a multiple.
            heaps.iter_mut().for_each(|heap| *heap = 0);
            if let Some(group) = usize::try_from(k).ok().and_then(|k| k.checked_add(1)) {
                for equal in heaps.chunks_exact_mut(group) {
                    equal.fill(number(rng, size));
                }
            }
        }
        shuffle(rng, &mut heaps);
        let mut case = vec![Value::from(k)];
        case.extend(heaps.into_iter().map(Value::from));
        case
    }),
    // Moore's theorem, digit by digit over the heaps as written.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::other::NIM_K, |c| {
            let modulus = c[0] + 1;
            (0..64).any(|digit| {
                let count = c[1..].iter().filter(|&&h| h >> digit & 1 == 1).count();
                count as Value % modulus != 0
            })
        })
    }),
    sizes: Sizes {
        limits_text: "at most 4 heaps of up to 7, k up to 5",
        items: (1, 1),
        largest: (10, large(u64::MAX, 20, 100_000)),
        judge_stress: JudgeStress::new(1..=30, large(u64::MAX, 20, 1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::NIM_K)
};
