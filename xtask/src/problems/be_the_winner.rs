//! HDU 2509 Be the Winner: groups of apples in lines; a move takes any run of consecutive
//! apples of one group; whoever takes the last apple loses.
//! Input: test cases until the end of input: `n`, then the n groups' apples.

use crate::problem::draw::{in_range, large, length, Value};
use crate::problem::facts::Facts;
use crate::problem::heaps::{bouton_misere, judge_heaps, judge_heaps_by_values};
use crate::problem::layouts::Items;
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::row_takes;
use grundy::oracles::brute::{outcome_table, HeapMultisets, Play};
use grundy::specs;

/// The most apples of a small case: the reference's table holds every multiset of groups
/// with this many apples in all.
const SMALL_APPLES: usize = 24;

/// The judge's largest group.
const JUDGE_APPLES: u64 = 100;

/// A group's value, by mex over the move rules, for every group up to the judge's.
fn group_values() -> &'static [u32] {
    static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    VALUES.get_or_init(|| {
        heap_values(JUDGE_APPLES as usize + 1, |apples, values, reached| {
            reached.extend(
                row_takes::moves(apples)
                    .iter()
                    .map(|rows| rows.iter().fold(0, |x, &r| x ^ values[r])),
            )
        })
    })
}

pub const BE_THE_WINNER: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw: |rng, size| size.list(rng, 0..=4, |rng| size.value(rng, 0..=6)),
    valid: |case| case.len() <= 4 && case.iter().sum::<Value>() <= SMALL_APPLES as Value,
    // Misère play over every multiset of groups, from the move rules alone.
    reference: |cases| {
        static TABLE: std::sync::OnceLock<(HeapMultisets, Vec<bool>)> = std::sync::OnceLock::new();
        let (positions, win) = TABLE.get_or_init(|| {
            let positions = HeapMultisets::new(SMALL_APPLES);
            let moves = positions.moves(row_takes::moves);
            let win = outcome_table(positions.count(), Play::Misere, moves);
            (positions, win)
        });
        verdicts(cases, &specs::hdu::BE_THE_WINNER, |c| {
            let groups: Vec<usize> = c.iter().map(|&g| g as usize).collect();
            win[positions.find(&groups).expect("small groups fit the table")]
        })
    },
    // A quarter of the cases single apples only, where misère play differs from normal;
    // half of the others made lost by the groups' values.
    judge_draw: Some(|rng, size| {
        if rng.chance(1, 4) {
            return vec![1; length(rng, size, 1)];
        }
        match size.max() <= JUDGE_APPLES {
            true => judge_heaps_by_values(rng, size, 1, group_values()),
            // Past the judge's groups (stress against grundy's binary), whose value is their
            // length (docs/games.md): Nim's aim.
            false => judge_heaps(rng, size, 1).iter().map(|&h| h.max(1)).collect(),
        }
    }),
    judge_valid: Some(|case| in_range(case, 0..=JUDGE_APPLES as Value)),
    // The groups' values by mex over the moves, then Bouton's misère rule on them.
    judge_reference: Some(|cases| {
        let values = group_values();
        verdicts(cases, &specs::hdu::BE_THE_WINNER, |c| {
            let of: Vec<Value> = c.iter().map(|&g| Value::from(values[g as usize])).collect();
            bouton_misere(&of)
        })
    }),
    sizes: Sizes {
        limits_text: "at most 4 groups of 24 apples in all",
        largest: (100, large(JUDGE_APPLES, 3, 100)),
        judge_stress: JudgeStress::new(1..=30, large(JUDGE_APPLES, 3, 100)),
        judge_limits: Some(JudgeLimits::new(100, 0..=100).numbers(1..=100)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::BE_THE_WINNER)
};
