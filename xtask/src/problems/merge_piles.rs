//! Luogu P4101 [HEOI2014] 人人尽说江南好: n piles of one stone; a move merges two piles,
//! never into more than m stones; who cannot merge loses.
//! Input: `T`, then T lines `n m`; `0` when the first player wins, else `1`.

use crate::problem::draw::{in_range, large, near_multiple, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{CountedLines, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::MergeGame;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct MergePiles;

impl Problem for MergePiles {
    fn spec(&self) -> &'static Spec {
        &specs::luogu::MERGE_PILES
    }

    fn limits_text(&self) -> &'static str {
        "n ≤ 16, 1 ≤ m ≤ 17"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(&c[..1], 0..=16) && in_range(&c[1..], 1..=17)
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLines(2)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 0..=16), size.value(rng, 1..=17)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[1] >= 1
    }

    /// The game played out over every sorted list of pile sizes.
    fn reference(&self, cases: &[Case]) -> String {
        verdicts(cases, &specs::luogu::MERGE_PILES, |c| {
            MergeGame::new(c[1] as usize).wins_from_ones(c[0] as usize)
        })
    }

    fn judge(&self) -> (u64, Size) {
        (100, large(1_000_000_000, 10, 0))
    }

    /// The judge's 100 games take a millisecond, the start of a process: the bench times
    /// 2·10^6, as for BISHI34, to measure the parsing.
    fn bench_cases(&self) -> u64 {
        2_000_000
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(100, 1..=1_000_000_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, NUMBERS)
    }

    /// Half of the games next to a multiple of m, where the remainder's merges change.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let most = number(rng, size).max(1);
        let piles = match rng.range(0, 3) {
            0 => near_multiple(rng, u128::from(most), 0, size.max()),
            1 => near_multiple(rng, u128::from(most), 1, size.max()),
            _ => number(rng, size),
        };
        vec![Value::from(piles), Value::from(most)]
    }

    /// The solutions' count, full piles first: each full pile of m took m − 1 merges and
    /// the r = n mod m stones left over take r − 1 more (none when r = 0).
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, &specs::luogu::MERGE_PILES, |c| {
            let (piles, most) = (c[0] as u64, c[1] as u64);
            let rest = piles % most;
            let merges = u128::from(piles / most) * u128::from(most - 1)
                + u128::from(rest.saturating_sub(1));
            merges % 2 == 1
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "5·10^6 cases, n and m of 20 digits",
            Gen(longest!("--cases 5000000")),
        )]
    }
}
