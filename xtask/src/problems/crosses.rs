//! POJ 3537 Crosses and Crosses (Treblecross): a strip of n cells; a move puts a cross in
//! an empty cell, and three crosses in a row win.
//! Input: integers n until the end of the input.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{Layout, Lines};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Crosses;

impl Problem for Crosses {
    fn spec(&self) -> &'static Spec {
        &specs::poj::CROSSES
    }

    fn limits_text(&self) -> &'static str {
        "strips of 1 to 20 cells"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=20)
    }

    fn layout(&self) -> &dyn Layout {
        &Lines {
            arity: 1,
            end: None,
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.up_to(rng, 1..=14, 1)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    /// Treblecross played out on the strip. Strips of 1 and 2 cells answer 1, as the
    /// problem says.
    fn reference(&self, cases: &[Case]) -> String {
        verdicts(cases, &specs::poj::CROSSES, |c| {
            let cells = c[0] as usize;
            if cells < 3 {
                return true;
            }
            let three = |mask: usize| (0..cells - 2).any(|i| mask >> i & 7 == 7);
            let mut win = vec![false; 1 << cells];
            for mask in (0..1usize << cells).rev() {
                if !three(mask) {
                    win[mask] = (0..cells).filter(|&i| mask >> i & 1 == 0).any(|i| {
                        let next = mask | 1 << i;
                        three(next) || !win[next]
                    });
                }
            }
            win[0]
        })
    }

    fn judge(&self) -> (u64, Size) {
        (2000, large(2000, 4, 0))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 1..=2000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        Err("Treblecross has no known period: the strip search is exponential, and the octal recurrence 0.007 is the binary's own method")
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10^6 lines of n ≤ 20000, 20000 among them",
            Gen("--cases 1000000 --max 20000"),
        )]
    }
}
