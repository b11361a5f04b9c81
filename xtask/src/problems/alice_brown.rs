//! AtCoder ABC059 D / ARC072 B Alice&Brown: two piles; a move takes 2i from one pile and
//! puts i on the other.
//! Input: `X Y` (one case per input).

use crate::problem::draw::{large, number, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's largest pile.
const JUDGE_PILE: u64 = 1_000_000_000_000_000_000;
/// The largest pile the reference's table holds (piles of 200 make 80 000 positions of up
/// to 200 moves each).
const TABLE_PILE: u64 = 200;

/// The position (x, y) numbered by its total first, so that every move (which lowers the
/// total) goes to a smaller number.
fn index(x: usize, y: usize) -> usize {
    let total = x + y;
    total * (total + 1) / 2 + x
}

/// Whether the player to move wins each case, from the table of every position with at
/// most the cases' largest total, computed from the moves alone.
fn played(cases: &[Case]) -> String {
    let most = cases.iter().map(|c| (c[0] + c[1]) as usize).max().unwrap_or(0);
    let states = index(0, most + 1);
    let mut positions = vec![(0, 0); states];
    for total in 0..=most {
        for x in 0..=total {
            positions[index(x, total - x)] = (x, total - x);
        }
    }
    let win = win_table(states, |state, next| {
        let (x, y) = positions[state];
        next.extend((1..=x / 2).map(|i| index(x - 2 * i, y + i)));
        next.extend((1..=y / 2).map(|i| index(x + i, y - 2 * i)));
    });
    verdicts(cases, &specs::atcoder::ALICE_BROWN, |c| {
        win[index(c[0] as usize, c[1] as usize)]
    })
}

/// Two piles, half of the time differing by at most 1 (the lost positions, rare among
/// random pairs).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let close = rng.chance(1, 2);
    let x = match size {
        Size::Small => rng.range(0, 30),
        Size::Large { .. } => number(rng, size),
    };
    let y = match close {
        true => x.saturating_add(rng.range(0, 2)).saturating_sub(1),
        false if size.is_small() => rng.range(0, 30),
        false => number(rng, size),
    };
    vec![Value::from(x), Value::from(y)]
}

pub const ALICE_BROWN: Facts = Facts {
    layout: &Lines {
        arity: 2,
        end: None,
    },
    draw,
    answerable: |case| case[0] + case[1] <= 2 * TABLE_PILE as Value,
    // The table of the positions, from the moves alone.
    reference: played,
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles with X + Y ≤ 400",
        largest: (1, large(JUDGE_PILE, 19, 0)),
        judge_stress: JudgeStress::new(1..=1, large(TABLE_PILE, 3, 0)),
        judge_limits: Some(JudgeLimits::new(1, 0..=JUDGE_PILE)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::ALICE_BROWN)
};
