//! LeetCode 1927 Sum Game: num → whether Alice wins, she and Bob filling the `?` of a row
//! of digits in turn, Bob winning when the halves' sums end equal. A case holds each digit
//! as itself and `?` as 10.

use crate::problem::draw::{shuffle, Case, Size, Value};
use crate::problem::leetcode::{boolean, StringGame};
use grundy::oracles::game_searches;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const LC1927: StringGame = StringGame {
    spec: &specs::leetcode::LC1927,
    alphabet: b"0123456789?",
    lengths: 2..=6,
    answerable: ("rows of up to 8 characters, at most 4 of them `?`", 8),
    admits: |case| case.len() % 2 == 0 && case.iter().filter(|&&c| c == 10).count() <= 4,
    answer: |num| boolean(game_searches::sum_game(num)),
    longest: 100_000,
    judge_draw: balanced,
};

/// Rows of 8 with an even number of `?` (at most 4), half of them balanced so that Bob
/// wins: the right half holds the left's digits and `?`, in another order.
fn balanced(rng: &mut Rng, _size: &Size) -> Case {
    let unknowns = rng.range(0, 2);
    let left = half(rng, unknowns);
    let mut right = if rng.chance(1, 2) {
        left.clone()
    } else {
        half(rng, unknowns)
    };
    shuffle(rng, &mut right);
    [left, right].concat()
}

/// Four characters, `unknowns` of them `?`, in random places.
fn half(rng: &mut Rng, unknowns: u64) -> Case {
    let mut half: Case = (0..4)
        .map(|i| {
            Value::from(if i < unknowns {
                10
            } else {
                rng.range(0, 9) as u8
            })
        })
        .collect();
    shuffle(rng, &mut half);
    half
}
