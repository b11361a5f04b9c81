//! HDU 1730 Northcott Game: rows with Tom's piece and Jerry's; a move slides one's own
//! piece along its row, never onto or past the other.
//! Input: test cases until the end of input: `n m`, then n lines `a b`.
//!
//! A case is `[m, a1, b1, a2, b2, …]` (the row count is its length).

use crate::problem::draw::{large, length, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::graph::Outcome;
use grundy::oracles::brute::NorthcottBoard;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::collections::HashMap;

/// The rows of a case as (Tom's column, Jerry's column).
fn rows(case: &[Value]) -> impl Iterator<Item = (u64, u64)> + '_ {
    case[1..]
        .chunks(2)
        .map(|row| (row[0] as u64, row[1] as u64))
}

/// Two distinct columns from 1 to `columns` (at least 2).
fn two_columns(rng: &mut Rng, columns: u64) -> (u64, u64) {
    let tom = rng.range(1, columns);
    let jerry = rng.range(1, columns - 1);
    (tom, if jerry >= tom { jerry + 1 } else { jerry })
}

pub const NORTHCOTT: Facts = Facts {
    layout: &Items::to_the_end(1, 2),
    draw: |rng, size| {
        let columns = size.value(rng, 2..=5).max(2) as u64;
        let count = size.items(rng, 0..=2);
        let mut case = vec![Value::from(columns)];
        for _ in 0..count {
            let (tom, jerry) = two_columns(rng, columns);
            case.extend([Value::from(tom), Value::from(jerry)]);
        }
        case
    },
    valid: |case| {
        let on_board = |column| (1..=case[0] as u64).contains(&column);
        case.len() % 2 == 1 && rows(case).all(|(a, b)| a != b && on_board(a) && on_board(b))
    },
    answerable: |c| c.len() <= 5 && c[0] <= 5,
    // The game played from its rules on each board, cycles allowed.
    reference: |cases| {
        let key = |c: &[Value]| ((c.len() / 2) as u32, c[0] as usize);
        let mut boards: HashMap<(u32, usize), NorthcottBoard> = HashMap::new();
        for c in cases {
            let (rows, width) = key(c);
            boards
                .entry((rows, width))
                .or_insert_with(|| NorthcottBoard::new(rows, width));
        }
        verdicts(cases, &specs::hdu::NORTHCOTT, |c| {
            let board = &boards[&key(c)];
            let pieces: Vec<(usize, usize)> = rows(c)
                .map(|(a, b)| (a as usize - 1, b as usize - 1))
                .collect();
            board.outcome(&pieces, false) == Outcome::Win
        })
    },
    // Half of the boards lost: the last row's gap set to the others' sum, when it fits.
    judge_draw: Some(|rng, size| {
        let columns = number(rng, size).max(2);
        let count = length(rng, size, 0);
        let mut pieces: Vec<(u64, u64)> = (0..count).map(|_| two_columns(rng, columns)).collect();
        if rng.chance(1, 2) {
            if let Some((last, others)) = pieces.split_last_mut() {
                let sum = others.iter().fold(0, |x, &(a, b)| x ^ (a.abs_diff(b) - 1));
                if sum <= columns - 2 {
                    let tom = rng.range(1, columns - 1 - sum);
                    *last = (tom, tom + sum + 1);
                }
            }
        }
        let mut case = vec![Value::from(columns)];
        case.extend(
            pieces
                .iter()
                .flat_map(|&(a, b)| [Value::from(a), Value::from(b)]),
        );
        case
    }),
    // Nim on the empty cells between each row's two pieces, as the solutions count them.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::hdu::NORTHCOTT, |c| {
            rows(c).fold(0, |x, (a, b)| x ^ (a.max(b) - a.min(b) - 1)) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "up to 2 rows of up to 5 cells",
        items: (1, 2),
        largest: (100, large(100, 3, 1000)),
        judge_stress: JudgeStress::new(1..=30, large(u64::MAX, 20, 1000)),
        judge_limits: Some(JudgeLimits::new(100, 1..=100).numbers(1..=2001)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::NORTHCOTT)
};
