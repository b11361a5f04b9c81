//! AtCoder AGC002 E Candy Piles: a move eats a largest pile, or one candy from every pile;
//! whoever eats the last candy loses.
//! Input: `N`, then N piles (one game per input).

use crate::problem::draw::{large, number, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rule_searches::candy_piles;
use grundy::specs;

/// `N`, then the N piles on one line: one game.
pub struct OneList;

impl Layout for OneList {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        format!("{}\n{}", case.len(), line(case))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        Ok(vec![tokens.numbers(count)?])
    }
}

/// Whether the first player wins, by the outcome of every cell of the sorted piles'
/// diagram (column x: the x largest piles eaten; row y: y rounds of one candy each),
/// column by column from the smallest pile: a cell is won iff a step right or up to a cell
/// with candy reaches a lost one (a step off the diagram eats the last candy). Where the
/// step right leaves the diagram (y at least the next pile), only the walk up is left, and
/// a cell there is won iff an odd number of cells lie above it. The work is the sum of all
/// piles but the largest.
fn by_cells(case: &[Value]) -> bool {
    let mut piles: Vec<u64> = case.iter().map(|&p| p as u64).collect();
    piles.sort_unstable_by(|a, b| b.cmp(a));
    let n = piles.len();
    let next = |x: usize| if x + 1 < n { piles[x + 1] } else { 0 };
    let mut columns: Vec<Vec<bool>> = vec![Vec::new(); n];
    for x in (0..n).rev() {
        let mut column = vec![false; next(x) as usize];
        for y in (0..next(x) as usize).rev() {
            let up = (y as u64 + 1) < piles[x] && !won(&piles, &columns, &column, x, y + 1);
            let right = !won(&piles, &columns, &[], x + 1, y);
            column[y] = up || right;
        }
        columns[x] = column;
    }
    won(&piles, &columns, &[], 0, 0)
}

/// The outcome of the cell (x, y), which holds candy: from the finished columns, the one
/// being filled (`filling`, column x), or the walk up where the step right leaves.
fn won(piles: &[u64], columns: &[Vec<bool>], filling: &[bool], x: usize, y: usize) -> bool {
    let next = piles.get(x + 1).copied().unwrap_or(0);
    if y as u64 >= next {
        return (piles[x] - 1 - y as u64) % 2 == 1;
    }
    match columns[x].get(y) {
        Some(&known) => known,
        None => filling[y],
    }
}

pub const CANDY_PILES: Facts = Facts {
    layout: &OneList,
    draw: |rng, size| {
        let count = size.items(rng, 1..=6).max(1);
        (0..count).map(|_| size.value(rng, 1..=6).max(1)).collect()
    },
    valid: |case| !case.is_empty() && case.iter().all(|&p| p >= 1),
    answerable: |case| case.len() <= 7 && case.iter().all(|&p| p <= 8),
    // The game searched from its moves.
    reference: |cases| {
        verdicts(cases, &specs::atcoder::CANDY_PILES, |c| {
            candy_piles(&c.iter().map(|&p| p as u64).collect::<Vec<u64>>())
        })
    },
    // One pile of any size, the others small (up to 2 to 200 candies), so that the cells
    // of the diagram, all but the largest pile's, can be valued one by one.
    judge_draw: Some(|rng, size| {
        let count = size.items(rng, 1..=1).max(1);
        let small = [2, 3, 10, 200][rng.range(0, 3) as usize];
        let mut piles: Case = (1..count)
            .map(|_| Value::from(rng.range(1, small.min(size.max().max(1)))))
            .collect();
        piles.push(Value::from(number(rng, size).max(1)));
        piles
    }),
    judge_valid: Some(|case| {
        let mut sorted = case.to_vec();
        sorted.sort_unstable();
        let rest: Value = sorted.iter().rev().skip(1).sum();
        !case.is_empty() && case.iter().all(|&p| p >= 1) && rest <= 50_000_000
    }),
    // The diagram's cells valued one by one from the moves.
    judge_reference: Some(|cases| verdicts(cases, &specs::atcoder::CANDY_PILES, by_cells)),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "up to 7 piles of up to 8 candies",
        largest: (1, large(1_000_000_000, 10, 100_000)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, 100_000)),
        judge_limits: Some(JudgeLimits::new(1, 1..=1_000_000_000).numbers(1..=100_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::CANDY_PILES)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells valued one by one agree with the search of the moves.
    #[test]
    fn the_cells_follow_the_search() {
        for index in 0..6u64.pow(5) {
            let piles: Case = (0..5).map(|i| Value::from(index / 6u64.pow(i) % 6 + 1)).collect();
            let plain: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
            assert_eq!(by_cells(&piles), candy_piles(&plain), "{piles:?}");
        }
    }
}
