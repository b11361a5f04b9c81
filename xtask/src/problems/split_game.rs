//! Luogu P3185 [HNOI2007] 分裂游戏: a move takes a bean out of bottle i and puts one into
//! each of bottles j and k, i < j ≤ k; print the first winning move and how many there are.
//! Input: `T`; per case `n`, then n numbers of beans.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::mex::Mex;
use grundy::oracles::brute::split_game_winning_moves;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

type Move = (usize, usize, usize);

/// The two answer lines: the first of `moves` (in bottle order) or `-1 -1 -1`, and how
/// many there are.
fn show(moves: &[Move]) -> String {
    match moves.first() {
        Some((i, j, k)) => format!("{i} {j} {k}\n{}", moves.len()),
        None => format!("-1 -1 -1\n{}", moves.len()),
    }
}

/// Sprague–Grundy by mex, at judge size: a bean's value in each bottle from the values of
/// the pairs of bottles after it, then every (i, j, k) tried.
fn by_mex(beans: &[Value]) -> Vec<Move> {
    let n = beans.len();
    let mut values = vec![0u32; n];
    let mut mex = Mex::default();
    for i in (0..n).rev() {
        let pairs: Vec<u32> = (i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .map(|(j, k)| values[j] ^ values[k])
            .collect();
        values[i] = mex.among(pairs.len(), pairs);
    }
    let odd = (0..n).filter(|&i| beans[i] % 2 == 1);
    let sum = odd.fold(0, |x, i| x ^ values[i]);
    let mut moves = Vec::new();
    if sum != 0 {
        for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    if sum ^ values[i] ^ values[j] ^ values[k] == 0 {
                        moves.push((i, j, k));
                    }
                }
            }
        }
    }
    moves
}

pub const SPLIT_GAME: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw: |rng, size| {
        let count = size.items(rng, 0..=5);
        (0..count).map(|_| size.value(rng, 0..=2)).collect()
    },
    answerable: |case| case.len() <= 5 && in_range(case, 0..=2),
    // The positions played out: the moves to a lost position.
    reference: |cases| {
        let memo = RefCell::new(HashMap::new());
        answers(cases, |c| {
            let beans: Vec<u64> = c.iter().map(|&b| b as u64).collect();
            let winning: Vec<Move> = split_game_winning_moves(&beans, &mut memo.borrow_mut())
                .into_iter()
                .map(|(i, j, k)| (i as usize, j as usize, k as usize))
                .collect();
            show(&winning)
        })
    },
    // Bottles of 0 to 3 beans or many (an even or odd count matters, and whether any):
    // one list in three has every count even.
    judge_draw: Some(|rng, size| {
        // Luogu's rows have at least 2 bottles.
        let most = (size.items(rng, 0..=0) as u64).max(2);
        let n = rng.range(2, most) as usize;
        let even = rng.chance(1, 3);
        (0..n)
            .map(|_| {
                let beans = match rng.range(0, 3) {
                    0 => 0,
                    1 => rng.range(1, 3),
                    _ => size.value(rng, 0..=0) as u64,
                };
                Value::from(if even { beans & !1 } else { beans })
            })
            .collect()
    }),
    // Sprague–Grundy with every bean's value by mex, and every move tried.
    judge_reference: Some(|cases| answers(cases, |c| show(&by_mex(c)))),
    sizes: Sizes {
        limits_text: "up to 5 bottles of 0 to 2 beans",
        largest: (10, large(10_000, 5, 21)),
        judge_stress: JudgeStress::new(1..=10, large(u64::MAX, 20, 60)),
        judge_limits: Some(JudgeLimits::new(10, 0..=10_000).numbers(2..=21)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::SPLIT_GAME)
};
