//! Luogu P2575 高手过招: rows of 20 cells; a move takes a piece to the nearest empty cell on
//! its right.
//! Input: `T`; per case `n`, then n rows, each `m` and m distinct cells from 1 to 20.
//!
//! A case is its list of rows, each row the mask of its occupied cells (bit c − 1 for cell
//! c): a lowered mask or a dropped row is still a valid case, so shrinking needs nothing
//! more.

use crate::problem::draw::{in_range, length, Case, Size, Spread, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::grundy_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub(crate) const WIDTH: u32 = 20;
const ROWS: Value = 1 << WIDTH;

/// `T`, then per case its row count and a line per row: the piece count, then the cells.
struct RowsOfCells;

fn cells(mask: Value) -> Vec<Value> {
    (1..=Value::from(WIDTH))
        .filter(|c| mask >> (c - 1) & 1 == 1)
        .collect()
}

impl Layout for RowsOfCells {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for rows in cases {
            text.push_str(&format!("{}\n", rows.len()));
            for &mask in rows {
                let cells = cells(mask);
                text.push_str(&format!("{} {}", cells.len(), line(&cells)));
            }
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        (0..tokens.number()?)
            .map(|_| {
                (0..tokens.number()?)
                    .map(|_| {
                        let count = tokens.number()?;
                        let cells = tokens.numbers(count)?;
                        Ok(cells.iter().fold(0, |mask, &c| mask | 1 << (c - 1)))
                    })
                    .collect()
            })
            .collect()
    }
}

/// Every row's Grundy value by mex over its moves, played on the cells: a piece goes to the
/// first empty cell on its right. A state numbers cell c by bit WIDTH − c, so that every
/// move lowers it.
fn row_values() -> &'static [u32] {
    static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    VALUES.get_or_init(|| {
        let bit = |cell: u32| 1usize << (WIDTH - cell);
        let by_state = grundy_table(ROWS as usize, |state, next| {
            for cell in (1..=WIDTH).filter(|&c| state & bit(c) != 0) {
                if let Some(to) = (cell + 1..=WIDTH).find(|&to| state & bit(to) == 0) {
                    next.push(state & !bit(cell) | bit(to));
                }
            }
        });
        // Indexed by the mask of the cells instead.
        let mut values = vec![0; ROWS as usize];
        for (state, &value) in by_state.iter().enumerate() {
            let mask = (1..=WIDTH)
                .filter(|&c| state & bit(c) != 0)
                .fold(0usize, |m, c| m | 1 << (c - 1));
            values[mask] = value;
        }
        values
    })
}

/// A row: any occupied cells; a few rows packed to the right, where pieces get stuck.
fn row(rng: &mut Rng) -> Value {
    let mask = rng.range(0, ROWS as u64 - 1);
    let packed = rng.range(0, u64::from(WIDTH)) as u32;
    Value::from(match rng.chance(1, 4) {
        true => mask | ((1u64 << packed) - 1) << (WIDTH - packed),
        false => mask,
    })
}

/// The judge's largest case: 1000 rows of any cells.
const JUDGE: Size = Size::Large {
    max: ROWS as u64 - 1,
    digits: 7,
    fewest: 1,
    items: 1000,
    spread: Spread::Capped,
};

pub const JUMPING_PIECES: Facts = Facts {
    layout: &RowsOfCells,
    draw: |rng, size| size.list(rng, 0..=4, row),
    valid: |case| in_range(case, 0..=ROWS - 1),
    // The rows' values, from the move rules, xored (Sprague–Grundy).
    reference: |cases| {
        let values = row_values();
        verdicts(cases, &specs::luogu::JUMPING_PIECES, |rows| {
            rows.iter().fold(0, |x, &mask| x ^ values[mask as usize]) != 0
        })
    },
    // Up to the size's rows; half of the cases lost, the last row chosen so that the
    // rows' values, from the rules, sum to 0.
    judge_draw: Some(|rng, size| {
        let count = length(rng, size, 0);
        let mut rows: Case = (0..count).map(|_| row(rng)).collect();
        let values = row_values();
        if rng.chance(1, 2) {
            if let Some((last, others)) = rows.split_last_mut() {
                let needed = others.iter().fold(0, |x, &m| x ^ values[m as usize]);
                if let Some(mask) = values.iter().position(|&v| v == needed) {
                    *last = mask as Value;
                }
            }
        }
        rows
    }),
    sizes: Sizes {
        limits_text: "any rows of 20 cells",
        largest: (100, JUDGE),
        judge_stress: JudgeStress::new(1..=20, JUDGE),
        judge_limits: Some(JudgeLimits::new(100, 0..=ROWS as u64 - 1).numbers(0..=1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::JUMPING_PIECES)
};
