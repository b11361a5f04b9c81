//! SPOJ MCOINS Coins Game: towers of coins, each its own game; a move takes 1, K or L
//! coins; the letter of each tower's winner.
//! Input: `K L m`, then the m towers (one game per input).

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::{modular_subtraction_wins, pile_table};
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// A case is K, L, then the towers.
pub struct CoinsGame;

impl Layout for CoinsGame {
    fn write(&self, cases: &[Case]) -> String {
        let towers = &cases[0][2..];
        let (k, l) = (cases[0][0], cases[0][1]);
        format!("{k} {l} {}\n{}", towers.len(), line(towers))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut case = vec![tokens.number()?, tokens.number()?];
        let count = tokens.number()?;
        case.extend(tokens.numbers(count)?);
        Ok(vec![case])
    }
}

/// The line of letters, `A` where the tower is won: `won(K, L, tower)`.
fn letters(cases: &[Case], won: impl Fn(usize, usize, Value) -> bool) -> String {
    let case = &cases[0];
    let (k, l) = (case[0] as usize, case[1] as usize);
    let line: String = case[2..]
        .iter()
        .map(|&tower| if won(k, l, tower) { 'A' } else { 'B' })
        .collect();
    line + "\n"
}

/// As the judge poses it: 1 < K < L < 10, and 4 to 49 towers of at least one coin (at
/// judge size the size's items, each up to the cap).
fn judge_draw(rng: &mut Rng, size: &Size) -> Case {
    let k = rng.range(2, 8);
    let l = rng.range(k + 1, 9);
    let mut case = vec![Value::from(k), Value::from(l)];
    let count = match size {
        Size::Small => rng.range(4, 6),
        Size::Large { items, .. } => (*items).clamp(4, 49),
    };
    case.extend((0..count).map(|_| size.value(rng, 1..=40)));
    case
}

/// The judge's conditions: 1 < K < L < 10, 3 < m < 50, every tower at least 1.
fn as_stated(case: &[Value]) -> bool {
    let towers = case.len().saturating_sub(2);
    case.len() >= 2
        && 1 < case[0]
        && case[0] < case[1]
        && case[1] < 10
        && (4..50).contains(&towers)
        && case[2..].iter().all(|&tower| tower >= 1)
}

pub const COINS_GAME: Facts = Facts {
    layout: &CoinsGame,
    // Under stress, half the time the judge's form, else any takes the binary admits up to
    // 12 (equal, or 1, or K > L) and towers of 0 to 60; at judge size (gen) the judge's
    // form.
    draw: |rng, size| match size {
        Size::Small if rng.chance(1, 2) => judge_draw(rng, size),
        Size::Small => {
            let mut case = vec![size.value(rng, 1..=12), size.value(rng, 1..=12)];
            case.extend(size.list(rng, 0..=6, |rng| size.value(rng, 0..=60)));
            case
        }
        Size::Large { .. } => judge_draw(rng, size),
    },
    valid: |case| case.len() >= 2 && case[..2].iter().all(|&take| (1..=100).contains(&take)),
    answerable: |case| case[..2].iter().all(|&take| take <= 12) && case[2..].iter().all(|&t| t <= 60),
    // The win table of the takes 1, K and L alone.
    reference: |cases| {
        letters(cases, |k, l, tower| {
            pile_table(tower as usize, |_| vec![1, k, l])[tower as usize]
        })
    },
    judge_draw: Some(judge_draw),
    judge_valid: Some(as_stated),
    // Any u64 tower, from the takes alone: the outcomes of the last L towers are a finite
    // machine's state (`modular_subtraction_wins`).
    judge_reference: Some(|cases| {
        letters(cases, |k, l, tower| {
            let takes = [1, k as u64, l as u64];
            modular_subtraction_wins(tower as u64, 1, l, |_| takes.to_vec())
        })
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "K and L up to 12, towers up to 60",
        items: (2, 1),
        largest: (1, large(1_000_000, 7, 49)),
        judge_stress: JudgeStress::new(1..=1, large(u64::MAX, 20, 49)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=1_000_000)
                .numbers(6..=51)
                .holds(as_stated),
        ),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::spoj::COINS_GAME)
};
