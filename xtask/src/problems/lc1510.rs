//! LeetCode 1510 Stone Game IV: n → whether Alice, moving first, wins; a move takes a
//! non-zero square number of stones.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{boolean, Integers, LeetCode};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::{answers, largest_count};
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::brute::{heap_moves, win_table};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;

pub struct Lc1510;

impl Problem for Lc1510 {
    fn binary(&self) -> &'static str {
        "lc1510"
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
        vec![size.up_to(rng, 1..=40, 1)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    fn reference(&self, cases: &[Case]) -> String {
        let wins = minimax::stone_game_iv(largest_count(cases));
        answers(cases, |c| boolean(wins[c[0] as usize]))
    }

    fn judge(&self) -> (u64, Size) {
        (100, large(100_000, 6, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20, large(100_000, 6, 0))
    }

    fn judge_valid(&self, case: &[Value]) -> bool {
        in_range(case, 1..=100_000)
    }

    /// The win/lose table up to the largest n.
    fn judge_reference(&self, cases: &[Case]) -> String {
        let squares = |n: usize| (1..).map(|k| k * k).take_while(move |&s| s <= n);
        let win = win_table(largest_count(cases) + 1, heap_moves(squares));
        answers(cases, |c| boolean(win[c[0] as usize]))
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10^6 cases of n ≤ 10^5, 10^5 among them",
            Gen("--cases 1000000"),
        )]
    }
}
