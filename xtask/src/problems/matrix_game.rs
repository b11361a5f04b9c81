//! SPOJ MATGAME Matrix Game: rows of numbers; a move lowers the leftmost non-zero number
//! of a row; the last move wins.
//! Input: `T`; per test `N M`, then N rows of M numbers (blank lines between tests).
//!
//! A case is `[N, M, a…]`, its N·M numbers row by row.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::mex::Mex;
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The small matrices: at most 6 numbers of 0 to 3, every position of the whole matrix
/// searched.
const SMALL_CELLS: Value = 6;
const SMALL_MOST: Value = 3;

/// `T`, then per test `N M` and its rows, a blank line before every test but the first.
struct Matrices;

impl Layout for Matrices {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for (i, c) in cases.iter().enumerate() {
            if i > 0 {
                text.push('\n');
            }
            text.push_str(&format!("{} {}\n", c[0], c[1]));
            for row in c[2..].chunks(c[1].max(1) as usize) {
                text.push_str(&line(row));
            }
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        (0..tokens.number()?)
            .map(|_| {
                let (rows, columns) = (tokens.number()?, tokens.number()?);
                let mut case = vec![rows, columns];
                case.extend(tokens.numbers(rows * columns)?);
                Ok(case)
            })
            .collect()
    }
}

/// Whether `case` is an N × M matrix whose numbers are in `values`.
fn matrix_within(case: &[Value], values: std::ops::RangeInclusive<Value>) -> bool {
    case.len() >= 2 && case.len() as Value == 2 + case[0] * case[1] && case[2..].iter().all(|v| values.contains(v))
}

/// Whether the player to move wins, from the win table of the whole matrix's moves: the
/// numbers are digits in base SMALL_MOST + 1, the first the lowest, and a move lowers the
/// leftmost non-zero digit of one row.
fn matrix_wins(case: &[Value]) -> bool {
    let (rows, columns) = (case[0] as usize, case[1] as usize);
    let base = SMALL_MOST as usize + 1;
    let cells = rows * columns;
    let win = win_table(base.pow(cells as u32), |state, next| {
        for row in 0..rows {
            let at = |i: usize| state / base.pow(i as u32) % base;
            let leftmost = (row * columns..(row + 1) * columns).find(|&i| at(i) != 0);
            if let Some(i) = leftmost {
                next.extend((1..=at(i)).map(|take| state - take * base.pow(i as u32)));
            }
        }
    });
    let state = case[2..].iter().rev().fold(0, |s, &v| s * base + v as usize);
    win[state]
}

/// A row's Grundy value by the mex from its moves, right to left: the row from a pile on,
/// with the value g of what follows, is worth g with the pile emptied, and the mex of its
/// lower piles' values otherwise (Sprague–Grundy then adds the rows).
fn row_value(row: &[Value]) -> u32 {
    let mut mex = Mex::default();
    row.iter().rev().fold(0, |after, &pile| {
        let mut values = vec![after];
        for _ in 1..=pile {
            let next = mex.among(values.len(), values.iter().copied());
            values.push(next);
        }
        values[pile as usize]
    })
}

fn rows_value(case: &[Value]) -> u32 {
    let columns = case[1].max(1) as usize;
    case[2..].chunks(columns).fold(0, |x, row| x ^ row_value(row))
}

/// The side of a judge's matrix at `size`: 3 small, else its items (at most 50).
fn side(size: &Size) -> u64 {
    match size {
        Size::Small => 3,
        Size::Large { items, .. } => (*items).clamp(1, 50),
    }
}

/// A judge's matrix for the stress: N and M from 1 to the side, numbers 1 to 50.
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let most = side(size);
    let (rows, columns) = (rng.range(1, most), rng.range(1, most));
    matrix(rng, rows, columns)
}

/// A `rows` × `columns` matrix of numbers 1 to 50; in half the draws (where it can) the
/// last row's first number set so that the rows' values cancel.
fn matrix(rng: &mut Rng, rows: u64, columns: u64) -> Case {
    let mut case = vec![Value::from(rows), Value::from(columns)];
    case.extend((0..rows * columns).map(|_| Value::from(rng.range(1, 50))));
    if rng.chance(1, 2) {
        let last = case.len() - columns as usize;
        let others = rows_value(&case[..last]);
        let rest = row_value(&case[last + 1..]);
        // The first pile a makes the row worth a − 1 up to the rest's value, a above it.
        let first = match others.cmp(&rest) {
            std::cmp::Ordering::Less => others + 1,
            std::cmp::Ordering::Greater => others,
            std::cmp::Ordering::Equal => 0,
        };
        if (1..=50).contains(&first) {
            case[last] = Value::from(first);
        }
    }
    case
}

pub const MATRIX_GAME: Facts = Facts {
    layout: &Matrices,
    // Small: up to 6 numbers of 0 to 3 (0, an emptied number, in one draw of two), in any
    // shape, no rows or empty rows included; large: the judge's form.
    draw: |rng, size| match size {
        Size::Small => {
            let rows = rng.range(0, 3);
            let columns = rng.range(0, (SMALL_CELLS as u64 / rows.max(1)).min(4));
            let least = u64::from(rng.chance(1, 2));
            let mut case = vec![Value::from(rows), Value::from(columns)];
            case.extend((0..rows * columns).map(|_| Value::from(rng.range(least, 3))));
            case
        }
        // The judge's largest: every matrix N = M = 50.
        Size::Large { .. } => matrix(rng, side(size), side(size)),
    },
    valid: |case| matrix_within(case, 0..=Value::from(u64::MAX)),
    answerable: |case| case[0] * case[1] <= SMALL_CELLS && case[2..].iter().all(|&v| v <= SMALL_MOST),
    reference: |cases| verdicts(cases, &specs::spoj::MATRIX_GAME, matrix_wins),
    judge_draw: Some(judge_draw),
    judge_valid: Some(|case| matrix_within(case, 1..=50) && case[0] >= 1 && case[1] >= 1),
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::spoj::MATRIX_GAME, |c| rows_value(c) != 0)
    }),
    sizes: Sizes {
        limits_text: "at most 6 numbers, each 0 to 3",
        // 1000 tests of 50 × 50.
        largest: (1000, large(50, 2, 50)),
        judge_stress: JudgeStress::new(1..=50, large(50, 2, 50)),
        judge_limits: Some(JudgeLimits::new(1000, 0..=50).holds(|c| {
            matrix_within(c, 1..=50) && (1..=50).contains(&c[0]) && (1..=50).contains(&c[1])
        })),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::spoj::MATRIX_GAME)
};
