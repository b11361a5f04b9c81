//! AtCoder ABC368 F Dividing Game: a move replaces a number by a divisor other than itself.
//! Input: N, then A_1 … A_N (one case per input).
//!
//! A case is the list; the shrinker drops numbers.

use crate::problem::draw::{large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's longest list and largest number.
const JUDGE_COUNT: u64 = 100_000;
const JUDGE_NUMBER: u64 = 100_000;

/// The largest number the binary admits: its table of Ω takes a byte a number.
const ADMITTED: u64 = 10_000_000;

/// The Grundy value of every number below `length`, by mex over its proper divisors, from
/// the moves alone: each number, once valued, marks its value on its multiples (which it
/// divides), so a number's options are all marked when it is reached.
fn values_by_moves(length: usize) -> Vec<u32> {
    let mut values = vec![0u32; length];
    let mut reached = vec![0u64; length];
    for n in 1..length {
        values[n] = (!reached[n]).trailing_zeros();
        for multiple in (2 * n..length).step_by(n) {
            reached[multiple] |= 1 << values[n];
        }
    }
    values
}

/// Whether the first player wins each case: the exclusive or of the numbers' values.
fn wins(cases: &[Case]) -> String {
    let most = cases.iter().flatten().copied().max().unwrap_or(1) as usize;
    let values = values_by_moves(most + 1);
    verdicts(cases, &specs::atcoder::DIVIDING_GAME, |c| {
        c.iter().fold(0, |x, &n| x ^ values[n as usize]) != 0
    })
}

/// A list; at judge size lost half of the time: all but a few numbers drawn, then numbers
/// whose values cancel theirs (from the values by the moves): 2^(2^k), of value 2^k, for
/// each bit k of their exclusive or (values are below 32 up to 2^31).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    if size.is_small() {
        let count = rng.range(0, 5);
        return (0..count).map(|_| Value::from(rng.range(1, 64))).collect();
    }
    let lost = rng.chance(1, 2);
    // No larger number is admitted (the binary's table), nor valued here.
    let most = size.max().clamp(2, ADMITTED);
    let count = size.items(rng, 1..=1).max(2) as u64;
    // Room for the five numbers (values 1, 2, 4, 8, 16) that cancel any sum below 32.
    let drawn = if lost { count.saturating_sub(5) } else { count };
    let mut list: Vec<u64> = (0..drawn).map(|_| rng.range(2, most)).collect();
    if lost {
        let values = values_by_moves(most as usize + 1);
        let sum = list.iter().fold(0, |x, &n| x ^ values[n as usize]);
        let cancelling = (0..5).filter(|k| sum >> k & 1 == 1);
        list.extend(cancelling.map(|k| (1u64 << (1 << k)).min(most)));
    }
    shuffle(rng, &mut list);
    list.into_iter().map(Value::from).collect()
}

pub const DIVIDING_GAME: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw,
    valid: |case| case.iter().all(|&n| (1..=10_000_000).contains(&n)),
    answerable: |case| case.iter().all(|&n| n <= JUDGE_NUMBER as Value),
    // The numbers' values by mex over their divisors, from the moves alone.
    reference: wins,
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "numbers up to 10^5",
        largest: (1, large(JUDGE_NUMBER, 6, JUDGE_COUNT)),
        // The values by the moves reach 10^6 within a fraction of a second: `--size u64`
        // draws up to there.
        judge_stress: JudgeStress::new(1..=1, large(1_000_000, 7, JUDGE_COUNT)),
        judge_limits: Some(
            JudgeLimits::new(1, 2..=JUDGE_NUMBER).numbers(1..=JUDGE_COUNT),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::DIVIDING_GAME)
};
