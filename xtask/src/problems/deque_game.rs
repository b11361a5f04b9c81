//! AtCoder Educational DP Contest L Deque: Taro and Jiro in turn take the first or the last
//! element of a sequence; X − Y under optimal play.
//! Input: N, then a_1 … a_N (one case per input).
//!
//! A case is the sequence; the shrinker drops elements.

use crate::problem::draw::{large, number, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::specs;

/// The judge's longest sequence and largest element.
const JUDGE_LENGTH: u64 = 3000;
const JUDGE_VALUE: u64 = 1_000_000_000;

/// X − Y, the game played out move by move without a table: Taro keeps the larger final
/// margin of his two ends, Jiro the smaller.
fn played(rest: &[Value], taro: bool, margin: Value) -> Value {
    let (Some(&first), Some(&last)) = (rest.first(), rest.last()) else {
        return margin;
    };
    let sign = if taro { 1 } else { -1 };
    let a = played(&rest[1..], !taro, margin + sign * first);
    let b = played(&rest[..rest.len() - 1], !taro, margin + sign * last);
    if taro {
        a.max(b)
    } else {
        a.min(b)
    }
}

/// X − Y from the most the mover can total on each interval (not the margins): the mover
/// totals the interval's sum less what the other then totals on the rest, so
/// total(i, j) = sum(i, j) − min(total(i + 1, j), total(i, j − 1)), and X − Y = 2X − sum.
fn by_totals(values: &[Value]) -> Value {
    let n = values.len();
    let mut prefix = vec![0; n + 1];
    for (i, &v) in values.iter().enumerate() {
        prefix[i + 1] = prefix[i] + v;
    }
    // total[i]: the mover's best total on values[i..i + length].
    let mut total: Vec<Value> = values.to_vec();
    for length in 2..=n {
        for i in 0..=n - length {
            let sum = prefix[i + length] - prefix[i];
            total[i] = sum - total[i + 1].min(total[i]);
        }
    }
    2 * total.first().copied().unwrap_or(0) - prefix[n]
}

pub const DEQUE_GAME: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw: |rng, size| {
        let count = size.items(rng, 0..=9);
        let small = rng.chance(1, 2);
        (0..count)
            .map(|_| match (size.is_small(), small) {
                (true, true) => Value::from(rng.range(0, 9)),
                (true, false) => Value::from(u64::MAX - rng.range(0, 5)),
                (false, _) => Value::from(number(rng, size)),
            })
            .collect()
    },
    valid: |case| case.len() as u64 <= 20_000,
    answerable: |case| case.len() <= 12,
    // The game played out.
    reference: |cases| answers(cases, |c| played(c, true, 0).to_string()),
    judge_reference: Some(|cases| answers(cases, |c| by_totals(c).to_string())),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "at most 12 elements",
        largest: (1, large(JUDGE_VALUE, 10, JUDGE_LENGTH)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, JUDGE_LENGTH)),
        judge_limits: Some(JudgeLimits::new(1, 1..=JUDGE_VALUE).numbers(1..=JUDGE_LENGTH)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::DEQUE_GAME)
};
