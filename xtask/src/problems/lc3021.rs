//! LeetCode 3021 Alice and Bob Playing Flower Game: n, m → how many pairs (x, y),
//! 1 ≤ x ≤ n, 1 ≤ y ≤ m, Alice wins, picking one flower a turn from two lanes of x and y,
//! whoever picks the last winning.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, Integers, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape, SHORTEST_PAIRS};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::game_searches;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Lc3021;

/// LeetCode's limit on n and m.
const MOST: u64 = 100_000;

impl Problem for Lc3021 {
    fn spec(&self) -> &'static Spec {
        &specs::leetcode::LC3021
    }

    fn limits_text(&self) -> &'static str {
        "n, m ≤ 200"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=200)
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Integers(2))
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        (0..2).map(|_| size.up_to(rng, 1..=30, 1)).collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        in_range(case, 1..=Value::from(u64::MAX))
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            game_searches::flower_game(c[0] as usize, c[1] as usize).to_string()
        })
    }

    fn judge(&self) -> (u64, Size) {
        (1000, large(MOST, 6, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 1..=MOST))
    }

    /// Alice wins exactly the pairs of odd sum (each turn picks one of the x + y flowers,
    /// and she makes the odd-numbered picks): odd x with even y, and even x with odd y,
    /// counted in u128 for any u64.
    fn judge_reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| {
            let (n, m) = (c[0] as u128, c[1] as u128);
            let (odd_n, odd_m) = ((n + 1) / 2, (m + 1) / 2);
            (odd_n * (m - odd_m) + (n - odd_n) * odd_m).to_string()
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 1000 cases of n, m ≤ 10^5", Gen("")),
            answered(
                "2.4·10^6 cases, n and m up to 2^64 − 1 (10^8 bytes, the most text admitted)",
                Gen("--cases 2400000 --max 18446744073709551615"),
            ),
            SHORTEST_PAIRS,
        ]
    }
}
