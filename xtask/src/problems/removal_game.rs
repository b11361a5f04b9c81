//! CSES 1097 Removal Game: a row of numbers; in turn each player takes the first or the
//! last and adds it to their own total, both making their own total as large as they can.
//! Input: `n`, then n numbers (one row per input).

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::collections::HashMap;

/// A case holds each number x as x + 10^9, so that the judge's −10^9 ≤ x ≤ 10^9 is a
/// `JudgeLimits` range (0 to 2·10^9), which holds no negative numbers; the shrinker's 0 is
/// then −10^9. Numbers past the statement (any i64, as the binary takes) fall outside it.
const SHIFT: Value = 1_000_000_000;

/// A case is the row, shifted (`SHIFT`).
pub struct Row;

impl Layout for Row {
    fn write(&self, cases: &[Case]) -> String {
        let row: Case = cases[0].iter().map(|&x| x - SHIFT).collect();
        format!("{}\n{}", row.len(), line(&row))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        let row = tokens.numbers(count)?;
        Ok(vec![row.into_iter().map(|x| x + SHIFT).collect()])
    }
}

/// The numbers of a case, unshifted.
fn numbers(case: &[Value]) -> Case {
    case.iter().map(|&x| x - SHIFT).collect()
}

/// A row: up to 10 numbers of ±10 under stress; at judge size its items, within ± half the
/// cap (the judge's ±10^9 where the cap is the stated 2·10^9).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let bound = match size {
        Size::Small => 10,
        Size::Large { max, .. } => max / 2,
    };
    let row = size.list(rng, 0..=10, |rng| {
        Value::from(rng.range(0, 2 * bound)) - Value::from(bound)
    });
    row.into_iter().map(|x| x + SHIFT).collect()
}

/// The game played out from the rules: on the row `row[i..j]` the mover takes either end
/// for the total that is largest against the other's best replies; (the mover's total,
/// the other's), each row once.
fn played(row: &[Value], i: usize, j: usize, seen: &mut HashMap<(usize, usize), (Value, Value)>) -> (Value, Value) {
    if i == j {
        return (0, 0);
    }
    if let Some(&known) = seen.get(&(i, j)) {
        return known;
    }
    let (other, mine) = played(row, i + 1, j, seen);
    let by_first = (row[i] + mine, other);
    let (other, mine) = played(row, i, j - 1, seen);
    let by_last = (row[j - 1] + mine, other);
    let best = if by_first.0 >= by_last.0 { by_first } else { by_last };
    seen.insert((i, j), best);
    best
}

/// At judge size, the first player's total kept directly (not the margin): on a row the
/// mover gets its sum less the other's best total on what the take leaves, so
/// best(i, j) = sum(i..j) − min(best(i + 1, j), best(i, j − 1)), rolled over the lengths
/// with prefix sums.
fn by_totals(row: &[Value]) -> Value {
    let n = row.len();
    let mut prefix = vec![0; n + 1];
    for (k, &x) in row.iter().enumerate() {
        prefix[k + 1] = prefix[k] + x;
    }
    // best[i] over row[i..i + length], starting from the rows of one number.
    let mut best: Vec<Value> = row.to_vec();
    for length in 2..=n {
        for i in 0..=n - length {
            let sum = prefix[i + length] - prefix[i];
            best[i] = sum - best[i].min(best[i + 1]);
        }
    }
    best.first().copied().unwrap_or(0)
}

/// Whether the binary takes the case's numbers: any i64.
fn within_i64(case: &[Value]) -> bool {
    let i64s = Value::from(i64::MIN)..=Value::from(i64::MAX);
    numbers(case).iter().all(|x| i64s.contains(x))
}

pub const REMOVAL_GAME: Facts = Facts {
    layout: &Row,
    draw,
    valid: within_i64,
    answerable: |case| case.len() <= 12,
    reference: |cases| {
        answers(cases, |c| {
            let row = numbers(c);
            played(&row, 0, row.len(), &mut HashMap::new()).0.to_string()
        })
    },
    judge_valid: Some(|case| !case.is_empty() && within_i64(case)),
    judge_reference: Some(|cases| answers(cases, |c| by_totals(&numbers(c)).to_string())),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "rows of up to 12 numbers",
        // Shifted numbers up to 2·10^9: the judge's ±10^9.
        largest: (1, large(2_000_000_000, 10, 5000)),
        judge_stress: JudgeStress::new(1..=1, large(2_000_000_000, 10, 5000)),
        judge_limits: Some(JudgeLimits::new(1, 0..=2_000_000_000).numbers(1..=5000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::cses::REMOVAL_GAME)
};

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::oracles::rng::Rng;

    /// The judge-size reference against the game played out, on rows of up to 40.
    #[test]
    fn totals_follow_the_game_played_out() {
        let mut rng = Rng::new(97);
        for _ in 0..500 {
            let length = rng.range(0, 40) as usize;
            let row: Case = (0..length).map(|_| Value::from(rng.range(0, 200)) - 100).collect();
            let played = played(&row, 0, row.len(), &mut HashMap::new()).0;
            assert_eq!(by_totals(&row), played, "{row:?}");
        }
    }
}
