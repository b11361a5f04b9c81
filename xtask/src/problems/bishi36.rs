//! Niuke BISHI36 (extended Bash): a pile of n; a move takes l to r stones, l ≥ 1.
//! Input: `T`, then T lines `n l r`.

use crate::problem::draw::{large, near_multiple, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{CountedLines, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::rng::Rng;

pub struct Bishi36;

impl Problem for Bishi36 {
    fn binary(&self) -> &'static str {
        "bishi36"
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 10^6, l ≥ 1, r ≤ 10^6"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c[0] <= 1_000_000 && c[2] <= 1_000_000
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLines(3)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        // l ≥ 1; when large, l ≤ r most of the time, as on the judge.
        let (n, least) = (size.value(rng, 0..=40), size.value(rng, 1..=8));
        let most = if size.is_small() {
            size.value(rng, 1..=8)
        } else {
            size.value(rng, 1..=8).max(least)
        };
        vec![n, least, most]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[1] >= 1
    }

    fn reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("YES", "NO"), |c| {
            let (least, most) = (c[1] as usize, c[2] as usize);
            let win = pile_table(c[0] as usize, |_| (least..=most).collect());
            win[c[0] as usize]
        })
    }

    fn judge(&self) -> (u64, Size) {
        (2_000_000, large(1_000_000_000, 10, 0))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, NUMBERS)
    }

    /// Half of the piles where n mod (l + r) crosses l.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let least = number(rng, size).max(1);
        let most = if rng.chance(1, 4) {
            number(rng, size)
        } else {
            rng.range(least, least.saturating_mul(4))
        };
        let period = u128::from(least) + u128::from(most);
        let stones = match rng.range(0, 5) {
            0 => near_multiple(rng, period, u128::from(least) - 1),
            1 => near_multiple(rng, period, u128::from(least)),
            2 => near_multiple(rng, period, period - 1),
            _ => number(rng, size),
        };
        vec![Value::from(stones), Value::from(least), Value::from(most)]
    }

    /// With no move (l > r) lost; else lost iff n mod (l + r) < l, l + r in u128.
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("YES", "NO"), |c| {
            let (n, least, most) = (c[0] as u128, c[1] as u128, c[2] as u128);
            least <= most && n % (least + most) >= least
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "3.3·10^6 cases, n and l ≤ r of 20 digits",
            Gen(longest!("--cases 3333333")),
        )]
    }
}
