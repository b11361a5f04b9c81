//! CSES 1099 Stair Game: balls on stairs 1 to n; a move carries balls from a stair k ≠ 1 to
//! stair k − 1.
//! Input: `t`; per test `n`, then n stairs' balls from stair 1 up.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::judge_heaps;
use crate::problem::layouts::COUNTED_LISTS;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The reference's table: up to `STAIRS` stairs holding up to `BALLS` balls in all.
const STAIRS: u32 = 5;
const BALLS: usize = 6;

/// Stair k's balls are digit k − 1 of a state in base BALLS + 1 (so a move down lowers
/// the state); whether the player to move wins, for every state of at most BALLS balls,
/// from the moves alone.
fn stairs_table() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let base = BALLS + 1;
        win_table(base.pow(STAIRS), |state, next| {
            let balls: Vec<usize> = (0..STAIRS).map(|k| state / base.pow(k) % base).collect();
            if balls.iter().sum::<usize>() > BALLS {
                return; // never asked: a move could carry a digit past BALLS
            }
            for k in 1..STAIRS {
                let (from, to) = (base.pow(k), base.pow(k - 1));
                next.extend((1..=balls[k as usize]).map(|d| state - d * from + d * to));
            }
        })
    })
}

/// Half of the judge draws lost: the last even stair set to the exclusive or of the other
/// even stairs.
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let mut stairs = judge_heaps(rng, size, 1);
    if stairs.len() >= 2 && rng.chance(1, 2) {
        let last_even = (stairs.len() - 2) / 2 * 2 + 1;
        let others = (1..stairs.len()).step_by(2).filter(|&i| i != last_even);
        stairs[last_even] = others.fold(0, |x, i| x ^ stairs[i]);
    }
    stairs
}

pub const STAIR_GAME: Facts = Facts {
    layout: &COUNTED_LISTS,
    // Up to 5 stairs under stress, each drawn from what is left of the 6 balls; at judge
    // size (gen) any balls.
    draw: |rng, size| {
        let mut left = if size.is_small() { BALLS as Value } else { Value::MAX };
        size.list(rng, 0..=STAIRS as u64, |rng| {
            let balls = size.value(rng, 0..=3).min(left);
            left -= balls;
            balls
        })
    },
    valid: |case| case.len() <= STAIRS as usize && case.iter().sum::<Value>() <= BALLS as Value,
    // The table of every position of the stairs, from the moves alone.
    reference: |cases| {
        let win = stairs_table();
        verdicts(cases, &specs::cses::STAIR_GAME, |c| {
            let base = (BALLS + 1) as Value;
            let state = c.iter().rev().fold(0, |s, &balls| s * base + balls);
            win[state as usize]
        })
    },
    judge_draw: Some(judge_draw),
    judge_valid: Some(|case| !case.is_empty()),
    // Staircase Nim in its textbook form: the steps above the ground (stair 1) are stairs
    // 2, 3, …, and the odd steps, stairs 2, 4, …, are a Nim position.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::cses::STAIR_GAME, |c| {
            let steps = c.iter().skip(1);
            let odd_steps = steps.step_by(2);
            odd_steps.fold(0u64, |x, &balls| x ^ balls as u64) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "at most 5 stairs of 6 balls in all",
        // The judge's 2·10^5 stairs, as one test.
        largest: (1, large(1_000_000_000, 10, 200_000)),
        judge_stress: JudgeStress::new(1..=6, large(u64::MAX, 20, 4000)),
        judge_limits: Some(JudgeLimits::new(200_000, 0..=1_000_000_000).numbers(1..=200_000)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::cses::STAIR_GAME)
};
