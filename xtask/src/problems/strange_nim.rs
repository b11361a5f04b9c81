//! AtCoder ARC091 F Strange Nim: from a pile of X stones with its own K, a move removes 1
//! to ⌊X/K⌋ stones.
//! Input: `N`, then N lines `A K` (one game per input).
//!
//! A case is its piles, `A K` after `A K`; the shrinker drops whole piles.

use crate::problem::draw::{large, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::{grundy_table, heap_moves};
use grundy::specs;

/// `N`, then a line `A K` per pile: one game.
pub struct Piles;

impl Layout for Piles {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        let mut text = format!("{}\n", case.len() / 2);
        case.chunks(2).for_each(|pile| text.push_str(&line(pile)));
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        Ok(vec![tokens.numbers(2 * count)?])
    }
}

/// The largest pile and K the small reference's tables hold.
const SMALL: Value = 120;

/// Whether the piles' values, each from the mex table of its own K over the moves, add
/// up (by exclusive or) to a non-zero sum.
fn by_tables(case: &[Value]) -> bool {
    let sum = case.chunks(2).fold(0, |sum, pile| {
        let (stones, k) = (pile[0] as usize, pile[1] as usize);
        let table = grundy_table(stones + 1, heap_moves(move |x: usize| 1..=x / k));
        sum ^ table[stones]
    });
    sum != 0
}

/// A pile's value by the recurrence one jump at a time, g(X) = g(X − ⌊X/K⌋ − 1) until K
/// divides X (g = X/K) or X < K (g = 0), without taking a quotient's jumps together.
fn one_jump_at_a_time(mut stones: u128, k: u128) -> u128 {
    loop {
        if stones % k == 0 {
            return stones / k;
        }
        if stones < k {
            return 0;
        }
        stones -= stones / k + 1;
    }
}

/// The judge draw's K for a cap: K ≤ 1000 past 10^9, so that the one-jump recurrence
/// stays short (about K·ln(A/K) jumps).
fn judge_k(rng: &mut grundy::oracles::rng::Rng, cap: u64) -> u64 {
    let most = if cap > 1_000_000_000 { 1000 } else { 30_000 };
    rng.range(1, most.min(cap.max(1)))
}

pub const STRANGE_NIM: Facts = Facts {
    layout: &Piles,
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        let mut case = Vec::new();
        for _ in 0..count {
            let stones = size.value(rng, 0..=40);
            let k = size.value(rng, 1..=6).max(1);
            case.extend([stones, k]);
        }
        case
    },
    valid: |case| case.len() % 2 == 0 && case.chunks(2).all(|p| p[0] >= 0 && p[1] >= 1),
    answerable: |case| case.len() <= 8 && case.iter().all(|&v| v <= SMALL),
    // Each pile's mex table from the moves alone.
    reference: |cases| verdicts(cases, &specs::atcoder::STRANGE_NIM, by_tables),
    // Piles of any size with K small enough for the one-jump recurrence; half of the games
    // lost, the last pile made worth the others' sum when that fits.
    judge_draw: Some(|rng, size| {
        let (cap, lost) = (size.max(), rng.chance(1, 2));
        let count = size.items(rng, 0..=0).max(1);
        let mut case = Vec::new();
        let mut sum = 0u128;
        for _ in 0..count {
            let k = judge_k(rng, cap);
            let stones = number(rng, size).max(1);
            sum ^= one_jump_at_a_time(u128::from(stones), u128::from(k));
            case.extend([Value::from(stones), Value::from(k)]);
        }
        if lost && case.len() >= 4 {
            let (stones, k) = (case[case.len() - 2] as u128, case[case.len() - 1] as u128);
            let rest = sum ^ one_jump_at_a_time(stones, k);
            // A last pile worth the others' sum: rest stones with K = 1 (Nim's pile), or a
            // pile below its K (worth 0).
            let last = match rest {
                0 => Some((1, 2)),
                rest if rest <= u128::from(cap) => Some((rest as Value, 1)),
                _ => None,
            };
            if let Some((stones, k)) = last {
                let at = case.len() - 2;
                case[at] = stones;
                case[at + 1] = k;
            }
        }
        case
    }),
    judge_valid: Some(|case| {
        case.len() % 2 == 0
            && case
                .chunks(2)
                .all(|p| (0..=Value::from(u64::MAX)).contains(&p[0]) && p[1] >= 1)
    }),
    // Sprague–Grundy over the piles, each by the recurrence one jump at a time.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::atcoder::STRANGE_NIM, |c| {
            let sum = c.chunks(2).fold(0, |sum, p| {
                sum ^ one_jump_at_a_time(p[0] as u128, p[1] as u128)
            });
            sum != 0
        })
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "up to 4 piles, stones and K up to 120",
        items: (0, 2),
        largest: (1, large(1_000_000_000, 10, 200)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, 200)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=1_000_000_000)
                .numbers(2..=400)
                .holds(|case| case.len() % 2 == 0),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::STRANGE_NIM)
};
