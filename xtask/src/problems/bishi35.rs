//! Niuke BISHI35 (Bash's game): a pile of n; a move takes 1 to m stones.
//! Input: `T`, then T lines `n m`.

use crate::problem::draw::{large, near_multiple, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{CountedLines, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::rng::Rng;

pub struct Bishi35;

impl Problem for Bishi35 {
    fn binary(&self) -> &'static str {
        "bishi35"
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 10^6, m ≤ 10^6"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c[0] <= 1_000_000 && c[1] <= 1_000_000
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLines(2)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 0..=40), size.value(rng, 0..=12)]
    }

    fn reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("YES", "NO"), |c| {
            let most = c[1] as usize;
            let win = pile_table(c[0] as usize, |_| (1..=most).collect());
            win[c[0] as usize]
        })
    }

    fn judge(&self) -> (u64, Size) {
        (2_000_000, large(1_000_000_000, 10, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, NUMBERS)
    }

    /// Half of the piles next to a multiple of m + 1, where the verdict turns.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let most = number(rng, size);
        let period = u128::from(most) + 1;
        let stones = match rng.range(0, 5) {
            0 => near_multiple(rng, period, 0),
            1 => near_multiple(rng, period, 1),
            2 => near_multiple(rng, period, period - 1),
            _ => number(rng, size),
        };
        vec![Value::from(stones), Value::from(most)]
    }

    /// Bash's theorem: lost iff (m + 1) divides n, with m + 1 in u128 (it may be 2^64).
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("YES", "NO"), |c| {
            let (n, most) = (c[0] as u128, c[1] as u128);
            n % (most + 1) != 0
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "5·10^6 cases, n and m of 20 digits",
            Gen(longest!("--cases 5000000")),
        )]
    }
}
