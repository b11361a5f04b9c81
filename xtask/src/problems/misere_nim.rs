//! HDU 1907 / POJ 3480 John: Nim where taking the last stone loses.
//! Input: `T`; per case `N`, then N piles.

use crate::problem::draw::{in_range, large, length, Case, Size, Value};
use crate::problem::heaps::{
    heaps, judge_heaps, padded, small_heap_count, take_any, xor_of, TUPLES,
};
use crate::problem::layouts::{CountedLists, Layout};
use crate::problem::shapes::{answered, longest, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeStress, Problem};
use grundy::oracles::brute::{outcome_table, Play};
use grundy::oracles::rng::Rng;

pub struct MisereNim;

impl Problem for MisereNim {
    fn binary(&self) -> &'static str {
        "misere-nim"
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
        let win = outcome_table(TUPLES.count(), Play::Misere, TUPLES.moves(take_any));
        verdicts(cases, ("John", "Brother"), |c| {
            win[TUPLES.encode(&padded(c))]
        })
    }

    fn judge(&self) -> (u64, Size) {
        (474, large(4747, 4, 47))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=30, large(u64::MAX, 20, 1000))
    }

    /// A quarter of the positions have only piles of 0 and 1 stones, where the rule
    /// changes.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        if rng.chance(1, 4) {
            let count = length(rng, size, 0);
            (0..count).map(|_| Value::from(rng.chance(2, 3))).collect()
        } else {
            judge_heaps(rng, size, 0)
        }
    }

    fn judge_valid(&self, _: &[Value]) -> bool {
        true
    }

    /// Bouton: as Nim while some pile has 2 or more; with piles of at most 1, the player
    /// to move wins iff the number of 1-piles is even.
    fn judge_reference(&self, cases: &[Case]) -> String {
        verdicts(cases, ("John", "Brother"), |c| {
            if c.iter().any(|&p| p >= 2) {
                xor_of(c) != 0
            } else {
                c.iter().filter(|&&p| p == 1).count() % 2 == 0
            }
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![answered(
            "10 games of 10^6 piles of 20 digits",
            Gen(longest!("--cases 10 --items 1000000")),
        )]
    }
}
