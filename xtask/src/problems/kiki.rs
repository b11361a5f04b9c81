//! HDU 2147 kiki's game: a coin steps left, down or diagonally toward a board's corner.
//! Input: lines `n m` until `0 0`.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{Layout, Lines};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::corner_king_table;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Kiki;

/// The largest side the tables take: the judge's own.
const SIDE: u64 = 2000;

/// Each board by the table of the coin's positions up to the largest side asked, from the
/// moves alone.
fn by_table(cases: &[Case]) -> String {
    let side = cases.iter().flatten().max().map_or(1, |&v| v as usize);
    let win = corner_king_table(side);
    verdicts(cases, &specs::hdu::KIKI, |c| {
        let (rows, cols) = (c[0] as usize, c[1] as usize);
        win[(rows - 1) * side + cols - 1]
    })
}

impl Problem for Kiki {
    fn spec(&self) -> &'static Spec {
        &specs::hdu::KIKI
    }

    fn limits_text(&self) -> &'static str {
        "n and m from 1 to 2000"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=Value::from(SIDE))
    }

    fn layout(&self) -> &dyn Layout {
        &Lines {
            arity: 2,
            end: Some("0 0"),
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 1..=12), size.value(rng, 1..=12)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case.iter().all(|&v| v >= 1)
    }

    fn reference(&self, cases: &[Case]) -> String {
        by_table(cases)
    }

    fn judge(&self) -> (u64, Size) {
        (100_000, large(SIDE, 4, 0))
    }

    /// The judge gives no count of lines; the bench times 2·10^6, as for BISHI34, to
    /// measure the parsing.
    fn bench_cases(&self) -> u64 {
        2_000_000
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 1..=SIDE))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=20_000, large(SIDE, 4, 0))
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "5·10^6 boards, n and m of 20 digits",
            Gen(longest!("--cases 5000000")),
        )]
    }
}
