//! HDU 2176: the winning first moves of a Nim position, in pile order.
//! Input: cases until `0`: `m`, then m piles.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::heaps::{
    judge_heaps, nim_table, nim_targets, nim_winning_moves, nonempty_heaps, small_heap_count,
};
use crate::problem::layouts::{Layout, ListsUntilZero};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::rng::Rng;

pub struct NimMoves;

/// `No`, or `Yes` and a line `pile left` per winning move.
fn moves_text(moves: impl ExactSizeIterator<Item = (u64, u64)>) -> String {
    let verdict = if moves.len() == 0 { "No" } else { "Yes" };
    let lines = moves.map(|(pile, left)| format!("\n{pile} {left}"));
    verdict.to_string() + &lines.collect::<String>()
}

impl Problem for NimMoves {
    fn binary(&self) -> &'static str {
        "nim-moves"
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
        answers(cases, |c| {
            let moves = nim_winning_moves(&win, c);
            moves_text(
                moves
                    .into_iter()
                    .map(|(i, left)| (c[i] as u64, left as u64)),
            )
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1_000_000, 7, 100_000))
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
        answers(cases, |c| moves_text(nim_targets(c).into_iter()))
    }

    fn limits(&self) -> Vec<Shape> {
        // 20-digit piles all have bit 63 set; an odd count of them leaves a nim-sum with it
        // too, so every pile is a winning move: an output line per pile.
        vec![
            answered(
                "10 cases of 999999 piles of 20 digits, every pile a winning move",
                Gen(longest!("--cases 10 --items 999999")),
            ),
            answered(
                "one case of 9999999 piles of 20 digits, every pile a winning move",
                Gen(longest!("--cases 1 --items 9999999")),
            ),
        ]
    }
}
