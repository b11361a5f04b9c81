//! SPOJ NGM A Game with Numbers: a number n; a move subtracts one of its non-zero digits;
//! who writes 0 wins. `1` and the winning first move, or `2`.
//! Input: one integer n.

use crate::problem::draw::{in_range, large, Case};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;

/// How far the reference's table reaches: every number up to 10^6 (a tenth of a second
/// once).
const MOST: usize = 1_000_000;

/// The distinct non-zero digits of `n`.
fn digits(mut n: usize) -> Vec<usize> {
    let mut digits = Vec::new();
    while n > 0 {
        if n % 10 != 0 && !digits.contains(&(n % 10)) {
            digits.push(n % 10);
        }
        n /= 10;
    }
    digits
}

/// Whether the player to move wins, for every number up to `MOST`, from the moves alone.
fn table() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        win_table(MOST + 1, |n, next| {
            next.extend(digits(n).into_iter().map(|d| n - d))
        })
    })
}

/// `2`, or `1` and the least digit whose subtraction leaves a lost number (the only one,
/// by the rule; the binary's answer must be it byte for byte).
fn first_moves(cases: &[Case]) -> String {
    let win = table();
    answers(cases, |c| {
        let n = c[0] as usize;
        let mut winning: Vec<usize> = digits(n).into_iter().filter(|&d| !win[n - d]).collect();
        winning.sort_unstable();
        match winning.first() {
            Some(digit) => format!("1\n{digit}"),
            None => "2".to_string(),
        }
    })
}

pub const DIGIT_GAME: Facts = Facts {
    layout: &Lines {
        arity: 1,
        end: None,
    },
    // A third of the numbers multiples of 10 (the lost ones).
    draw: |rng, size| {
        let n = size.value(rng, 1..=2000);
        let lost = n >= 10 && rng.chance(1, 3);
        vec![if lost { n - n % 10 } else { n }]
    },
    valid: |case| case[0] >= 1,
    answerable: |c| in_range(c, 1..=MOST as i128),
    reference: first_moves,
    sizes: Sizes {
        // The whole input is one number.
        stress_cases: 1..=1,
        limits_text: "n from 1 to 10^6",
        largest: (1, large(1_999_999_999, 10, 0)),
        judge_stress: JudgeStress::new(1..=1, large(MOST as u64, 7, 0)),
        judge_limits: Some(JudgeLimits::new(1, 1..=1_999_999_999)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::spoj::DIGIT_GAME)
};
