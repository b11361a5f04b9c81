//! Luogu P2197 Nim: several piles; a move lowers one pile.
//! Input: `T`; per case `n`, then n piles.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::heaps::{
    heaps, judge_heaps, nim_table, padded, small_heap_count, xor_of, TUPLES,
};
use crate::problem::layouts::{CountedLists, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::rng::Rng;

pub struct Nim;

impl Problem for Nim {
    fn binary(&self) -> &'static str {
        "nim"
    }

    fn limits_text(&self) -> &'static str {
        "at most 4 heaps of up to 7"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        in_range(c, 0..=7)
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLists
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        heaps(rng, size)
    }

    fn valid(&self, case: &[Value]) -> bool {
        small_heap_count(case)
    }

    fn reference(&self, cases: &[Case]) -> String {
        let win = nim_table();
        verdicts(cases, ("Yes", "No"), |c| win[TUPLES.encode(&padded(c))])
    }

    /// 2·10^6 piles over the judge's T ≤ 10 games.
    fn judge(&self) -> (u64, Size) {
        (10, large(1_000_000_000, 10, 200_000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=6, large(u64::MAX, 20, 4000))
    }

    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        judge_heaps(rng, size, 0)
    }

    fn judge_valid(&self, _: &[Value]) -> bool {
        true
    }

    /// Bouton: lost iff the exclusive or of the piles is 0.
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("Yes", "No"), |c| xor_of(c) != 0)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10 games of 10^6 piles of 20 digits",
            Gen(longest!("--cases 10 --items 1000000")),
        )]
    }
}
