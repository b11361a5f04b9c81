//! Codeforces 1147C Thanos Nim: an even number n of piles; a move lowers exactly n/2
//! non-empty piles.
//! Input: n, then the n piles (one game per input).
//!
//! A case is the piles; the shrinker drops piles (an odd count is not valid).

use crate::problem::draw::{in_range, large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::cf_searches::thanos_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's most piles and largest pile.
const JUDGE_PILES: u64 = 50;
const JUDGE_PILE: u64 = 50;

/// An even number of piles, at least 2.
fn even_count(case: &[Value]) -> bool {
    case.len() >= 2 && case.len() % 2 == 0
}

/// Under stress 2, 4 or 6 piles of up to 4 (empty ones too), which the search answers;
/// at judge size up to 50 piles of 1 to 50 (the judge's form), lost half of the time: more
/// than half of them set to the least pile.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    if size.is_small() {
        let count = 2 * rng.range(1, 3);
        return (0..count).map(|_| Value::from(rng.range(0, 4))).collect();
    }
    let most = size.max().max(1);
    let pairs = (size.items(rng, 1..=1) as u64 / 2).max(1);
    let count = 2 * rng.range(1, pairs);
    let mut piles: Vec<u64> = (0..count).map(|_| rng.range(1, most)).collect();
    if rng.chance(1, 2) {
        let least = *piles.iter().min().expect("at least two piles");
        let lowered = rng.range(count / 2 + 1, count) as usize;
        piles[..lowered].iter_mut().for_each(|pile| *pile = least);
        shuffle(rng, &mut piles);
    }
    piles.into_iter().map(Value::from).collect()
}

pub const THANOS_NIM: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw,
    valid: even_count,
    // What the search answers in a moment: 2 piles of up to 14, 4 of up to 6, 6 of up to 4.
    answerable: |case| match case.len() {
        2 => in_range(case, 0..=14),
        4 => in_range(case, 0..=6),
        6 => in_range(case, 0..=4),
        _ => false,
    },
    // The game searched: every choice of half of the piles and every lowering.
    reference: |cases| {
        verdicts(cases, &specs::codeforces::THANOS_NIM, |c| {
            thanos_wins(&c.iter().map(|&p| p as u64).collect::<Vec<u64>>())
        })
    },
    judge_valid: Some(|case| even_count(case) && case.iter().all(|&p| p >= 0)),
    // No search reaches 50 piles: the editorial's statement of the rule, from the sorted
    // piles (the least pile is the (n/2 + 1)-th smallest iff more than n/2 piles are
    // least), as the judge's accepted solutions apply it.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::codeforces::THANOS_NIM, |c| {
            let mut sorted = c.to_vec();
            sorted.sort_unstable();
            sorted[sorted.len() / 2] != sorted[0]
        })
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "2 piles of up to 14, 4 of up to 6, or 6 of up to 4",
        largest: (1, large(JUDGE_PILE, 2, JUDGE_PILES)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, JUDGE_PILES)),
        judge_limits: Some(JudgeLimits::new(1, 1..=JUDGE_PILE).numbers(2..=JUDGE_PILES)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::THANOS_NIM)
};
