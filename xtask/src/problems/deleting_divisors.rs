//! Codeforces 1537D Deleting Divisors: n ≥ 1; a move subtracts a divisor d of n, 1 < d < n.
//! Input: `t`, then t integers n.

use crate::problem::draw::{large, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;

/// The judge-size stress's largest n: the table finds each number's divisors by trial
/// division, about n·√n steps in all.
const TABLE_NUMBERS: u64 = 100_000;

/// The answers from a table of every number up to the largest asked, each move found by
/// trial division: every divisor strictly between 1 and the number.
fn by_table(cases: &[Case]) -> String {
    let largest = cases.iter().flatten().max().map_or(0, |&n| n as usize);
    let win = win_table(largest + 1, |n, next| {
        let small = (2..).take_while(|d| d * d <= n).filter(|d| n % d == 0);
        for d in small {
            // d and its cofactor n / d, each a divisor other than 1 and n.
            next.push(n - d);
            if d * d != n {
                next.push(n - n / d);
            }
        }
    });
    verdicts(cases, &specs::codeforces::DELETING_DIVISORS, |c| {
        win[c[0] as usize]
    })
}

pub const DELETING_DIVISORS: Facts = Facts {
    layout: &CountedLines(1),
    draw: |rng, size| vec![size.value(rng, 1..=70)],
    valid: |case| case[0] >= 1,
    answerable: |c| c[0] <= Value::from(TABLE_NUMBERS),
    reference: by_table,
    // A quarter of the numbers powers of two, the exceptions among the even ones.
    judge_draw: Some(|rng, size| {
        let n = match rng.chance(1, 4) {
            true => 1u64 << rng.range(0, u64::from(size.max().max(1).ilog2())),
            false => number(rng, size),
        };
        vec![Value::from(n.max(1))]
    }),
    judge_reference: Some(by_table),
    sizes: Sizes {
        limits_text: "n from 1 to 10^5",
        largest: (10_000, large(1_000_000_000, 10, 0)),
        // Numbers up to 10^5, where the table from the moves alone is quick; the rule is
        // checked at every power of two up to 2^63 by its unit tests.
        judge_stress: JudgeStress::new(1..=10_000, large(TABLE_NUMBERS, 6, 0)),
        judge_limits: Some(JudgeLimits::new(10_000, 1..=1_000_000_000)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::DELETING_DIVISORS)
};
