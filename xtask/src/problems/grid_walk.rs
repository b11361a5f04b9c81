//! Luogu P4136 谁能赢呢？: a walk from the corner of an n × n board, never revisiting a cell.
//! Input: integers n until `0`.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{Layout, Lines};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::games::grid_walk::played_out;
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct GridWalk;

impl Problem for GridWalk {
    fn spec(&self) -> &'static Spec {
        &specs::luogu::GRID_WALK
    }

    fn limits_text(&self) -> &'static str {
        "n from 1 to 4 (every walk is played out)"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 1..=4)
    }

    fn layout(&self) -> &dyn Layout {
        &Lines {
            arity: 1,
            end: Some("0"),
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        vec![size.value(rng, 1..=4)]
    }

    fn valid(&self, case: &[Value]) -> bool {
        case[0] >= 1
    }

    /// Each board's walks played out from the corner.
    fn reference(&self, cases: &[Case]) -> String {
        let wins: Vec<bool> = (0..=4).map(|n| n > 0 && played_out(n, n)).collect();
        verdicts(cases, &specs::luogu::GRID_WALK, |c| wins[c[0] as usize])
    }

    fn judge(&self) -> (u64, Size) {
        (100_000, large(10_000, 5, 0))
    }

    /// The judge gives no count of lines; the bench times 2·10^6, as for BISHI34, to
    /// measure the parsing.
    fn bench_cases(&self) -> u64 {
        2_000_000
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(u64::MAX, 1..=10_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        Err("the walks can be played out on boards of up to about 25 cells only; past them the answer is the domino argument's parity, which is the binary's own rule")
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10^7 sides of 20 digits",
            Gen(longest!("--cases 10000000")),
        )]
    }
}
