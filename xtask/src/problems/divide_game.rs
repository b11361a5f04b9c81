//! CodeChef FDIVGAME Floor Division Game: numbers on a board; a move divides one by 2, 3,
//! 4, 5 or 6, rounding down (a 0 is erased); whoever makes the last move wins.
//! Input: `T`; per case `N`, then A_1 … A_N. A case is the list.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

/// The largest number the small stress draws.
const SMALL: u64 = 200;

/// The Grundy value of every number up to `most`, by mex over its moves.
fn table(most: usize) -> Vec<u32> {
    heap_values(most + 1, |n, values, out| {
        if n > 0 {
            out.extend((2..=6).map(|d| values[n / d]));
        }
    })
}

thread_local! {
    /// The values found by `by_moves`, kept across cases: the numbers a large one reaches
    /// are ⌊n / (2^a 3^b 5^c)⌋, and the small ones are shared by all.
    static MEMO: RefCell<HashMap<u64, u32>> = RefCell::new(HashMap::new());
}

/// The value of any `n` by mex over ⌊n/d⌋, d = 2 to 6, remembered: from the moves alone,
/// for any u64.
fn by_moves(n: u64) -> u32 {
    fn value(n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if n == 0 {
            return 0;
        }
        if let Some(&known) = memo.get(&n) {
            return known;
        }
        let mut options = [0u32; 5];
        for (option, d) in options.iter_mut().zip(2..=6) {
            *option = value(n / d, memo);
        }
        let mex = (0..).find(|v| !options.contains(v)).expect("a mex");
        memo.insert(n, mex);
        mex
    }
    MEMO.with(|memo| value(n, &mut memo.borrow_mut()))
}

/// A list: under stress up to 4 numbers up to `SMALL`; at judge size, lost half of the
/// time: all numbers drawn but one, which is drawn again until its value (by the moves)
/// cancels the others'.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    if size.is_small() {
        let count = rng.range(0, 4);
        return (0..count).map(|_| Value::from(rng.range(0, SMALL))).collect();
    }
    let most = size.max().max(1);
    let count = size.items(rng, 1..=1).max(1);
    let random = |rng: &mut Rng| match rng.chance(1, 4) {
        // Near a power of 12, where the values turn.
        true => {
            let power = 12u64.pow(rng.range(0, 17) as u32).min(most);
            let times = rng.range(1, 12);
            (power.saturating_mul(times).min(most) - rng.range(0, 1)).max(1)
        }
        false => rng.range(1, most),
    };
    let mut list: Vec<u64> = (0..count).map(|_| random(rng)).collect();
    if rng.chance(1, 2) {
        let rest = list[1..].iter().fold(0, |x, &n| x ^ by_moves(n));
        for _ in 0..200 {
            if by_moves(list[0]) == rest {
                break;
            }
            list[0] = random(rng);
        }
    }
    list.into_iter().map(Value::from).collect()
}

pub const DIVIDE_GAME: Facts = Facts {
    layout: &COUNTED_LISTS,
    draw,
    valid: |case| case.iter().all(|&n| (0..=u64::MAX as Value).contains(&n)),
    answerable: |case| case.iter().all(|&n| n <= SMALL as Value),
    // The values by mex over the moves, every number up to the largest asked.
    reference: |cases| {
        let most = cases.iter().flatten().copied().max().unwrap_or(0) as usize;
        let values = table(most);
        verdicts(cases, &specs::other::DIVIDE_GAME, |c| {
            c.iter().fold(0, |x, &n| x ^ values[n as usize]) != 0
        })
    },
    judge_draw: Some(draw),
    // Any u64, valued by the moves from it (`by_moves`).
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::other::DIVIDE_GAME, |c| {
            c.iter().fold(0, |x, &n| x ^ by_moves(n as u64)) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "numbers up to 200",
        largest: (1000, large(1_000_000_000_000_000_000, 19, 100)),
        // A large number reaches some 10^4 others by the moves: a few cases a round.
        judge_stress: JudgeStress::new(1..=4, large(u64::MAX, 20, 30)),
        judge_limits: Some(
            JudgeLimits::new(1000, 1..=1_000_000_000_000_000_000).numbers(1..=100),
        ),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::DIVIDE_GAME)
};
