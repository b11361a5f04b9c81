//! LeetCode 1025 Divisor Game: n → whether Alice, moving first, wins; a move replaces n by
//! n − x for a divisor x < n.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{boolean, Integers, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::{answers, largest_count};
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::brute::win_table;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1025;

impl Problem for Lc1025 {
    fn binary(&self) -> &'static str {
        "lc1025"
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 10^5"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c[0] <= 100_000
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Integers(1))
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.up_to(rng, 1..=30, 1)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    fn reference(&self, cases: &[Case]) -> String {
        let wins = minimax::divisor_games(largest_count(cases));
        answers(cases, |c| boolean(wins[c[0] as usize]))
    }

    fn judge(&self) -> (u64, Size) {
        (1000, large(1000, 4, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=100, large(1000, 4, 0))
    }

    fn judge_valid(&self, case: &[Value]) -> bool {
        in_range(case, 1..=1000)
    }

    /// The win/lose table up to the largest n.
    fn judge_reference(&self, cases: &[Case]) -> String {
        let win = win_table(largest_count(cases) + 1, |n, next| {
            next.extend((1..n).filter(|x| n % x == 0).map(|x| n - x));
        });
        answers(cases, |c| boolean(win[c[0] as usize]))
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 4900000 --max 18446744073709551615"),
        )]
    }
}
