//! HDU 1850: the number of winning first moves of a Nim position.
//! Input: cases until `0`: `M`, then M piles.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::heaps::{
    judge_heaps, nim_table, nim_targets, nim_winning_moves, nonempty_heaps, small_heap_count,
};
use crate::problem::layouts::{Layout, ListsUntilZero};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::rng::Rng;

pub struct NimCount;

impl Problem for NimCount {
    fn binary(&self) -> &'static str {
        "nim-count"
    }

    fn limits_text(&self) -> &'static str {
        "1 to 4 heaps of up to 7"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 0..=7)
    }

    fn layout(&self) -> &dyn Layout {
        &ListsUntilZero
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        nonempty_heaps(rng, size)
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && small_heap_count(case)
    }

    fn reference(&self, cases: &[Case]) -> String {
        let win = nim_table();
        answers(cases, |c| nim_winning_moves(&win, c).len().to_string())
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1_000_000_000, 10, 100))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=6, large(u64::MAX, 20, 3000))
    }

    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        judge_heaps(rng, size, 1)
    }

    fn judge_valid(&self, case: &[Value]) -> bool {
        !case.is_empty()
    }

    fn judge_reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| nim_targets(c).len().to_string())
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10 cases of 10^6 piles of 20 digits",
            Gen(longest!("--cases 10 --items 1000000")),
        )]
    }
}
