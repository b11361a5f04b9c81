//! Niuke BISHI36 (extended Bash): a pile of n; a move takes l to r stones, l ≥ 1.
//! Input: `T`, then T lines `n l r`.
//!
//! Bash's game (BISHI35) is the same rule with l = 1, its lines `n m`: both are a
//! `BashGame`.

use crate::problem::draw::{large, near_multiple, number, Case, Size, Value, NUMBERS};
use crate::problem::layouts::{CountedLines, Layout};
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Problem, Scale, Sizes};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// One pile of n; a move takes l to r stones. `least_given`: the lines are `n l r`;
/// otherwise `n m`, with l = 1 and r = m.
pub struct BashGame {
    pub spec: &'static Spec,
    pub least_given: bool,
    pub limits_text: &'static str,
    /// The statement's limits (the catalogue's "Judge limits").
    pub judge_limits: JudgeLimits,
}

pub const BISHI36: BashGame = BashGame {
    spec: &specs::other::BISHI36,
    least_given: true,
    limits_text: "n ≤ 10^6, l ≥ 1, r ≤ 10^6",
    judge_limits: JudgeLimits::new(2_000_000, 0..=1_000_000_000),
};

impl BashGame {
    /// A case as (n, l, r).
    fn game(&self, c: &[Value]) -> (Value, Value, Value) {
        match self.least_given {
            true => (c[0], c[1], c[2]),
            false => (c[0], 1, c[1]),
        }
    }

    /// A case of these numbers, as the format writes it.
    fn case(&self, stones: u64, least: u64, most: u64) -> Case {
        let numbers = match self.least_given {
            true => vec![stones, least, most],
            false => vec![stones, most],
        };
        numbers.into_iter().map(Value::from).collect()
    }

    /// Half of the piles where n mod (l + r) crosses l: next to a multiple of m + 1 when
    /// l = 1.
    fn judge_case(&self, rng: &mut Rng, size: &Size) -> Case {
        let (least, most) = if !self.least_given {
            (1, number(rng, size))
        } else {
            let least = number(rng, size).max(1);
            let most = if rng.chance(1, 4) {
                number(rng, size)
            } else {
                rng.range(least, least.saturating_mul(4).min(size.max()))
            };
            (least, most)
        };
        let period = u128::from(least) + u128::from(most);
        let stones = match rng.range(0, 5) {
            0 => near_multiple(rng, period, u128::from(least) - 1, size.max()),
            1 => near_multiple(rng, period, u128::from(least), size.max()),
            2 => near_multiple(rng, period, period - 1, size.max()),
            _ => number(rng, size),
        };
        self.case(stones, least, most)
    }
}

impl Problem for BashGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        match self.least_given {
            true => &CountedLines(3),
            false => &CountedLines(2),
        }
    }

    fn sizes(&self) -> Sizes {
        Sizes {
            limits_text: self.limits_text,
            largest: (2_000_000, large(1_000_000_000, 10, 0)),
            judge_stress: JudgeStress::new(1..=20_000, NUMBERS),
            judge_limits: Some(self.judge_limits.clone()),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        if scale == Scale::Judge {
            return self.judge_case(rng, size);
        }
        let n = size.value(rng, 0..=40);
        if !self.least_given {
            return vec![n, size.value(rng, 0..=12)];
        }
        // l ≥ 1; when large, l ≤ r most of the time, as on the judge.
        let least = size.value(rng, 1..=8);
        let most = if size.is_small() {
            size.value(rng, 1..=8)
        } else {
            size.value(rng, 1..=8).max(least)
        };
        vec![n, least, most]
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        let (n, least, most) = self.game(case);
        least >= 1 && (scale == Scale::Judge || n <= 1_000_000 && most <= 1_000_000)
    }

    /// Small: the table of the pile's moves. Judge size: with no move (l > r) lost; else
    /// lost iff n mod (l + r) < l, l + r in u128 (it may be 2^64). With l = 1, Bash's
    /// theorem: lost iff (m + 1) divides n.
    fn reference(&self, cases: &[Case], scale: Scale) -> String {
        verdicts(cases, self.spec, |c| {
            let (n, least, most) = self.game(c);
            match scale {
                Scale::Small => {
                    let takes = |_| (least as usize..=most as usize).collect();
                    pile_table(n as usize, takes)[n as usize]
                }
                Scale::Judge => least <= most && n % (least + most) >= least,
            }
        })
    }
}
