//! Codeforces 493D Vasya and Chess: two queens on an n × n board of pawns, each move a
//! capture; white's least winning first move, or black.
//! Input: one integer n.

use crate::problem::draw::large;
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, Sizes};
use grundy::oracles::brute::queen_capture_first_move;
use grundy::specs;

pub const VASYA_CHESS: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: None,
    },
    draw: |rng, size| vec![size.value(rng, 2..=6)],
    valid: |case| case[0] >= 2,
    answerable: |case| case[0] <= 6,
    // The game searched from its rules on the board itself.
    reference: |cases| {
        answers(cases, |c| match queen_capture_first_move(c[0] as usize) {
            Some((row, column)) => format!("white\n{row} {column}"),
            None => "black".to_string(),
        })
    },
    sizes: Sizes {
        // The whole input is one number.
        stress_cases: 1..=1,
        limits_text: "boards up to 6 × 6",
        largest: (1, large(1_000_000_000, 10, 0)),
        judge_stress: Err(
            "the search reaches boards of 6 × 6 only: larger boards rest on the symmetry \
             proof (docs/games.md#vasya-and-chess)",
        ),
        judge_limits: Some(JudgeLimits::new(1, 2..=1_000_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::VASYA_CHESS)
};
