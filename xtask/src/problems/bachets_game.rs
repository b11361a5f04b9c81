//! Kattis bachetsgame / UVa 10404 Bachet's Game: n stones; a move removes a number of
//! stones from the line's set; whoever takes the last stone wins.
//! Input: lines until the end of input, each `n m a_1 … a_m`. A case is [n, a_1, …, a_m];
//! the shrinker drops numbers.

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::{pile_table, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::stones_dp::increasing;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judges' largest pile.
const JUDGE_STONES: u64 = 1_000_000;

/// A line per case: the pile, the count of numbers, the numbers.
struct PileCountTakes;

impl Layout for PileCountTakes {
    fn write(&self, cases: &[Case]) -> String {
        let with_count = |c: &Case| [&[c[0], c.len() as Value - 1], &c[1..]].concat();
        cases.iter().map(|c| line(&with_count(c))).collect()
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut cases = Vec::new();
        while !tokens.at_end() {
            let mut case = vec![tokens.number()?];
            let count = tokens.number()?;
            case.extend(tokens.numbers(count)?);
            cases.push(case);
        }
        Ok(cases)
    }
}

/// Whether Stan, to move, wins: the table of every pile from the moves alone.
fn wins(case: &[Value]) -> bool {
    let stones = case[0] as usize;
    let takes: Vec<usize> = case[1..]
        .iter()
        .map(|&a| a.min(stones as Value + 1) as usize)
        .collect();
    pile_table(stones, |_| takes.clone())[stones]
}

/// A pile and its numbers: half of them as the statement has them (1 among up to 10
/// distinct numbers, small ones now and then), the others any numbers, repeats and numbers
/// past the pile included.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    // At most the judge's n and m: 100 such lines are the judge's 10^9 steps, within the
    // binary's budget for a whole input (more numbers, or larger n, and `gen`'s 50 cases
    // of 100 items pass it).
    let most = if size.is_small() { 30 } else { size.max().min(1_000_000) };
    let stones = rng.range(0, most);
    let mut case = vec![Value::from(stones)];
    if rng.chance(1, 2) {
        let count = size.items(rng, 1..=4).clamp(1, 10);
        let reach = if rng.chance(1, 2) { most.min(40) } else { most };
        let mut takes = increasing(rng, count - 1, reach.max(2));
        takes.retain(|&t| t != 1);
        takes.push(1);
        case.extend(takes);
    } else {
        let count = size.items(rng, 0..=4).min(10);
        case.extend((0..count).map(|_| Value::from(rng.range(1, most.max(1) + 2))));
    }
    case
}

/// Whether a line is as the judges state it: at most 10 numbers, 1 among them.
fn as_stated(case: &[Value]) -> bool {
    case.len() <= 11 && case[1..].contains(&1)
}

pub const BACHETS_GAME: Facts = Facts {
    layout: &PileCountTakes,
    draw,
    valid: |case| {
        !case.is_empty()
            && (0..=10_000_000).contains(&case[0])
            && case[1..].iter().all(|&a| a >= 1)
    },
    answerable: |case| case[0] <= JUDGE_STONES as Value && case.len() <= 101,
    // The table of every pile, from the moves alone.
    reference: |cases| verdicts(cases, &specs::other::BACHETS_GAME, wins),
    sizes: Sizes {
        limits_text: "piles up to 10^6, at most 100 numbers",
        items: (1, 1),
        largest: (100, large(JUDGE_STONES, 7, 10)),
        judge_stress: JudgeStress::new(1..=10, large(JUDGE_STONES, 7, 10)),
        judge_limits: Some(
            JudgeLimits::new(100, 0..=JUDGE_STONES)
                .numbers(1..=11)
                .holds(as_stated),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::BACHETS_GAME)
};
