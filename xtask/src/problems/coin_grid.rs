//! Luogu P2594 [ZJOI2009] 染色游戏: a move turns over a connected set of coins above and
//! left of one of them, that one from tails to heads.
//! Input: `T`; per case `n m`, then n rows of m coins, `H` or `T`.
//!
//! A case is `[n, m, c…]`, its n·m coins row by row, 1 for a tail (a coin a move may end
//! on) and 0 for a head.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::coins::{coin_values, connected_moves, position_values};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::collections::HashMap;
use std::sync::Mutex;

/// Values by board shape (rows, columns).
type Tables = HashMap<(usize, usize), Vec<u32>>;

/// The small boards: at most 12 coins, every position valued from the moves.
const SMALL_CELLS: u64 = 12;
/// The boards at judge size: at most 20 coins, each tail's value by the mex over its
/// connected sets (the coin-turning theorem, checked by `oracles::coins`' tests).
const JUDGE_CELLS: u64 = 20;

/// `T`, then per case `n m` and its rows.
struct Boards;

impl Layout for Boards {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for c in cases {
            let columns = c[1] as usize;
            text.push_str(&format!("{} {}\n", c[0], c[1]));
            for row in c[2..].chunks(columns.max(1)) {
                text.extend(row.iter().map(|&t| if t == 1 { 'T' } else { 'H' }));
                text.push('\n');
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
                for _ in 0..rows {
                    let row = tokens.word()?;
                    if row.len() as Value != columns {
                        return Err(format!("expected a row of {columns} coins, found {row:?}"));
                    }
                    case.extend(row.bytes().map(|b| Value::from(b == b'T')));
                }
                Ok(case)
            })
            .collect()
    }
}

/// A board of `rows` × `columns` coins, each a tail with probability 1/2.
fn board(rng: &mut Rng, rows: u64, columns: u64) -> Case {
    let mut case = vec![Value::from(rows), Value::from(columns)];
    case.extend((0..rows * columns).map(|_| Value::from(rng.chance(1, 2))));
    case
}

/// Whether `case` is a board of `n × m` coins, 1 ≤ n, m, with at most `cells` coins.
fn board_within(case: &[Value], cells: Value) -> bool {
    case.len() >= 2
        && case[0] >= 1
        && case[1] >= 1
        && case[0] * case[1] <= cells
        && case.len() as Value == 2 + case[0] * case[1]
        && case[2..].iter().all(|&c| c == 0 || c == 1)
}

/// The tails of `case` as a bit mask, row by row.
fn tails(case: &[Value]) -> usize {
    (0..case.len() - 2)
        .filter(|&c| case[2 + c] == 1)
        .fold(0, |m, c| m | 1 << c)
}

pub const COIN_GRID: Facts = Facts {
    layout: &Boards,
    // Small: up to 12 coins; large: `items` × `items`.
    draw: |rng, size| match size {
        Size::Small => {
            let rows = rng.range(1, 4);
            let columns = rng.range(1, SMALL_CELLS / rows);
            board(rng, rows, columns)
        }
        Size::Large { items, .. } => board(rng, *items, *items),
    },
    valid: |case| board_within(case, SMALL_CELLS as Value),
    // Every position of each board valued from the connected-set moves.
    reference: |cases| {
        static TABLES: Mutex<Option<Tables>> = Mutex::new(None);
        let mut tables = TABLES.lock().unwrap();
        let tables = tables.get_or_insert_with(HashMap::new);
        for c in cases {
            let (rows, columns) = (c[0] as usize, c[1] as usize);
            tables
                .entry((rows, columns))
                .or_insert_with(|| position_values(&connected_moves(rows, columns)));
        }
        verdicts(cases, &specs::luogu::COIN_GRID, |c| {
            tables[&(c[0] as usize, c[1] as usize)][tails(c)] != 0
        })
    },
    // Boards of up to 20 coins (a connected set's rectangle is at most the board).
    judge_draw: Some(|rng, _| {
        let rows = rng.range(1, 5);
        let columns = rng.range(1, JUDGE_CELLS / rows);
        board(rng, rows, columns)
    }),
    judge_valid: Some(|case| board_within(case, JUDGE_CELLS as Value)),
    // Each tail's value by the mex over its connected sets, summed.
    judge_reference: Some(|cases| {
        let mut tables = Tables::new();
        for c in cases {
            let (rows, columns) = (c[0] as usize, c[1] as usize);
            tables
                .entry((rows, columns))
                .or_insert_with(|| coin_values(&connected_moves(rows, columns)));
        }
        verdicts(cases, &specs::luogu::COIN_GRID, |c| {
            let values = &tables[&(c[0] as usize, c[1] as usize)];
            (0..c.len() - 2)
                .filter(|&cell| c[2 + cell] == 1)
                .fold(0, |x, cell| x ^ values[cell])
                != 0
        })
    }),
    sizes: Sizes {
        limits_text: "boards of at most 12 coins",
        largest: (50, large(1, 1, 100)),
        judge_stress: {
            // The cap is the judge's largest side: the draw makes its own 0/1 coins.
            JudgeStress::new(1..=20, large(100, 3, 4))
        },
        judge_limits: Some(
            JudgeLimits::new(50, 0..=100)
                .holds(|c| board_within(c, 10_000) && c[0] <= 100 && c[1] <= 100),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::COIN_GRID)
};
