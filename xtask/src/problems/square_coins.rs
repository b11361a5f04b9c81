//! SPOJ QCJ3 The Game: coins on squares; a move takes one coin from square i to any square
//! 0 to i − 1.
//! Input: `N`; per test `S`, then the coins on squares 1 to S.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The reference's table: up to `SQUARES` squares holding up to `COINS` coins in all.
const SQUARES: u32 = 5;
const COINS: usize = 5;

/// Square i's coins are digit i − 1 of a state in base COINS + 1 (so a coin moved left
/// lowers the state); whether the player to move wins, for every state of at most COINS
/// coins, from the moves alone.
fn board_table() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let base = COINS + 1;
        win_table(base.pow(SQUARES), |state, next| {
            let coins: Vec<usize> = (0..SQUARES).map(|i| state / base.pow(i) % base).collect();
            if coins.iter().sum::<usize>() > COINS {
                return; // never asked: a move could carry a digit past COINS
            }
            for i in (0..SQUARES).filter(|&i| coins[i as usize] > 0) {
                // To square 0, out of play, or to a square j below.
                let without = state - base.pow(i);
                next.push(without);
                next.extend((0..i).map(|j| without + base.pow(j)));
            }
        })
    })
}

/// A judge's board: S and the counts below 25, some coin; in half the draws lost, by the
/// textbook's rule (Nim on the coins), where the square to change is on the board.
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let squares = match size {
        Size::Small => rng.range(1, 5),
        Size::Large { items, .. } => (*items).clamp(1, 24),
    };
    let mut board: Case = (0..squares).map(|_| Value::from(rng.range(0, 24))).collect();
    let odd = |board: &Case| {
        (1..=board.len()).filter(|&i| board[i - 1] % 2 == 1).fold(0, |x, i| x ^ i)
    };
    let sum = odd(&board);
    if rng.chance(1, 2) && sum != 0 && sum <= board.len() {
        let coins = &mut board[sum - 1];
        *coins = if *coins == 0 { 1 } else { *coins - 1 };
    }
    if board.iter().all(|&c| c == 0) {
        board[0] = 1;
    }
    board
}

/// The judge's conditions: S from 1 to 24, counts below 25, some coin.
fn as_stated(case: &[Value]) -> bool {
    (1..25).contains(&case.len()) && case.iter().all(|&c| c < 25) && case.iter().any(|&c| c > 0)
}

pub const SQUARE_COINS: Facts = Facts {
    layout: &COUNTED_LISTS,
    // Up to 5 squares under stress, none or all empty too, each drawn from what is left of
    // the 5 coins; at judge size (gen) the judge's form.
    draw: |rng, size| match size {
        Size::Small => {
            let mut left = COINS as Value;
            size.list(rng, 0..=SQUARES as u64, |rng| {
                let coins = Value::from(rng.range(0, 3)).min(left);
                left -= coins;
                coins
            })
        }
        Size::Large { .. } => judge_draw(rng, size),
    },
    valid: |case| case.len() <= SQUARES as usize && case.iter().sum::<Value>() <= COINS as Value,
    // The table of every board, from the moves alone.
    reference: |cases| {
        let win = board_table();
        verdicts(cases, &specs::spoj::SQUARE_COINS, |c| {
            let base = (COINS + 1) as Value;
            let state = c.iter().rev().fold(0, |s, &coins| s * base + coins);
            win[state as usize]
        })
    },
    judge_draw: Some(judge_draw),
    judge_valid: Some(as_stated),
    // Nim as the textbook has it: every coin a heap of its square's number, each counted.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::spoj::SQUARE_COINS, |c| {
            let heaps = (1..=c.len() as u64).flat_map(|i| (0..c[i as usize - 1]).map(move |_| i));
            heaps.fold(0, |x, heap| x ^ heap) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "at most 5 squares of 5 coins in all",
        // The judge's largest: 24 tests of 24 squares.
        largest: (24, large(24, 2, 24)),
        judge_stress: JudgeStress::new(1..=24, large(24, 2, 24)),
        judge_limits: Some(JudgeLimits::new(24, 0..=24).numbers(1..=24).holds(as_stated)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::spoj::SQUARE_COINS)
};
