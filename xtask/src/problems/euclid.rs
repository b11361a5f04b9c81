//! Euclid's game: subtract a positive multiple of the smaller number from the larger; who
//! reaches 0 wins. Two formats, each an `EuclidGame`: POJ 2348 / HDU 1525, lines `a b`
//! until `0 0` (`EUCLID`), and Luogu P1290's (`euclid_luogu.rs`).

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{CountedLines, Layout, Lines};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem, Scale, Sizes};
use grundy::games::euclid::outcomes_by_moves;
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// Euclid's game in one judge's format.
pub struct EuclidGame {
    pub spec: &'static Spec,
    pub judge_limits: JudgeLimits,
}

pub const EUCLID: EuclidGame = EuclidGame {
    spec: &specs::hdu::EUCLID,
    judge_limits: JudgeLimits::new(u64::MAX, 1..=(1 << 31) - 1),
};

/// The largest number the tables take (2000² pairs).
const SIDE: u64 = 2000;

/// Each pair by the table of every pair up to the largest number asked, from the moves.
fn by_table(cases: &[Case], spec: &Spec) -> String {
    let side = cases.iter().flatten().max().map_or(1, |&v| v as usize);
    let win = outcomes_by_moves(side);
    verdicts(cases, spec, |c| win[c[0] as usize][c[1] as usize])
}

impl Problem for EuclidGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        match matches!(self.spec.layout, grundy::io::Layout::Counted) {
            true => &CountedLines(2),
            false => &Lines {
                arity: 2,
                end: Some("0 0"),
            },
        }
    }

    /// The judge-size stress takes numbers up to 2000, where the table of pairs from the
    /// moves alone is quick; the rule is checked on the Fibonacci pairs up to 2^64 by its
    /// unit tests. The judges give no count of lines; the bench times 2·10^6, as for
    /// BISHI34.
    fn sizes(&self) -> Sizes {
        Sizes {
            limits_text: "numbers from 1 to 2000",
            largest: (100_000, large((1 << 31) - 1, 10, 0)),
            judge_stress: JudgeStress::new(1..=20_000, large(SIDE, 4, 0)),
            judge_limits: Some(self.judge_limits.clone()),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, _: Scale) -> Case {
        vec![size.value(rng, 1..=40), size.value(rng, 1..=40)]
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        let most = match scale {
            Scale::Small => SIDE,
            Scale::Judge => u64::MAX,
        };
        in_range(case, 1..=Value::from(most))
    }

    fn reference(&self, cases: &[Case], _: Scale) -> String {
        by_table(cases, self.spec)
    }
}
