//! CSES 1729 Stick Game: one heap; a move takes exactly p sticks for some p of a set; the
//! outcome of every heap from 1 to n.
//! Input: `n k`, then the k moves (one game per input).

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::{answers, pile_table};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// A case is `n`, then the moves.
pub struct StickGame;

impl Layout for StickGame {
    fn write(&self, cases: &[Case]) -> String {
        let (sticks, moves) = cases[0].split_first().expect("a case starts with n");
        format!("{sticks} {}\n{}", moves.len(), line(moves))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let sticks = tokens.number()?;
        let count = tokens.number()?;
        let mut case = vec![sticks];
        case.extend(tokens.numbers(count)?);
        Ok(vec![case])
    }
}

/// The line of letters, from the win table of the moves alone (the brute oracle's).
fn letters(cases: &[Case]) -> String {
    answers(cases, |c| {
        let sticks = c[0] as usize;
        let takes: Vec<usize> = c[1..]
            .iter()
            .filter(|&&take| take <= sticks as Value)
            .map(|&take| take as usize)
            .collect();
        let win = pile_table(sticks, |_| takes.clone());
        win[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect()
    })
}

/// As the judge poses it: distinct moves from 1 to n, one of them 1; at judge size n is
/// the cap and k the size's items, the moves spread over 1 to n or, in one case of two,
/// kept small (where the lost piles are many and each tries every move).
fn judge_moves(rng: &mut Rng, size: &Size) -> Case {
    let sticks = match size {
        Size::Small => rng.range(1, 40),
        Size::Large { .. } => size.max().max(1),
    };
    let most = match size {
        Size::Small => 4,
        Size::Large { items, .. } => (*items).max(1),
    };
    let count = rng.range(1, most.min(sticks));
    let reach = match rng.chance(1, 2) {
        true => sticks,
        false => sticks.min(3 * count),
    };
    let mut moves = vec![1];
    while (moves.len() as u64) < count {
        let take = rng.range(1, reach.max(count));
        if !moves.contains(&take) {
            moves.push(take);
        }
    }
    let mut case = vec![Value::from(sticks)];
    case.extend(moves.into_iter().map(Value::from));
    case
}

/// The judge's conditions on a case: n at least 1, and distinct moves up to n, one of them 1.
fn as_stated(case: &[Value]) -> bool {
    let Some((&sticks, moves)) = case.split_first() else {
        return false;
    };
    let mut sorted = moves.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sticks >= 1 && sorted.len() == moves.len() && moves.contains(&1) && moves.iter().all(|&p| p <= sticks)
}

pub const STICK_GAME: Facts = Facts {
    layout: &StickGame,
    // Under stress any moves the binary takes: repeats, past n, without 1; at judge size
    // (gen) the judge's form.
    draw: |rng, size| match size {
        Size::Small => {
            let mut case = vec![size.value(rng, 0..=40)];
            case.extend(size.list(rng, 0..=4, |rng| size.value(rng, 1..=12)));
            case
        }
        Size::Large { .. } => judge_moves(rng, size),
    },
    valid: |case| !case.is_empty() && case[1..].iter().all(|&take| take >= 1),
    answerable: |case| case[0] <= 60,
    reference: letters,
    judge_draw: Some(judge_moves),
    judge_valid: Some(as_stated),
    judge_reference: Some(letters),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "n up to 60",
        items: (1, 1),
        largest: (1, large(1_000_000, 7, 100)),
        judge_stress: JudgeStress::new(1..=1, large(1_000_000, 7, 100)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=1_000_000)
                .numbers(2..=101)
                .holds(as_stated),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::cses::STICK_GAME)
};
