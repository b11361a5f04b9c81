//! LeetCode 2038 Remove Colored Pieces if Both Neighbors are the Same Color: colors →
//! whether Alice (removing `A`s between two `A`s) wins against Bob (the same with `B`).

use crate::problem::draw::{Case, Size, Value};
use crate::problem::leetcode::{boolean, StringGame};
use grundy::oracles::game_searches;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const LC2038: StringGame = StringGame {
    spec: &specs::leetcode::LC2038,
    alphabet: b"AB",
    lengths: 1..=12,
    answerable: ("rows of up to 24 pieces", 24),
    admits: |_| true,
    answer: |colors| boolean(game_searches::winner_of_game(colors)),
    longest: 100_000,
    judge_draw: long_runs,
};

/// Rows of long runs at a length the search answers, where both players have moves.
fn long_runs(rng: &mut Rng, _size: &Size) -> Case {
    let mut row = Vec::new();
    let mut color = rng.range(0, 1);
    while row.len() < 16 {
        let run = rng.range(1, 5);
        row.extend((0..run).map(|_| Value::from(color as u8)));
        color = 1 - color;
    }
    row
}
