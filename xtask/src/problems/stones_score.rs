//! AtCoder ABC270 D Stones: one pile of N; a move removes A_i ≤ the pile stones; both
//! maximise what they remove; what the first player removes.
//! Input: `N K`, then A_1 … A_K with A_1 = 1 (one case per input).
//!
//! A case is [N, A_1, …, A_K]; the shrinker drops amounts (never the first, which the
//! format fixes at 1).

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::stones_dp::{as_stated, increasing};
use grundy::oracles::rng::Rng;
use grundy::specs;

/// `N K`, the pile before the count, then the amounts on one line.
pub struct PileThenAmounts;

impl Layout for PileThenAmounts {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        format!("{} {}\n{}", case[0], case.len() - 1, line(&case[1..]))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut case = vec![tokens.number()?];
        let count = tokens.number()?;
        case.extend(tokens.numbers(count)?);
        Ok(vec![case])
    }
}

/// The judge's largest pile.
const JUDGE_STONES: u64 = 10_000;

/// What the player to move removes from `pile`, the game played out without a table: each
/// amount that fits tried, the rest of the pile then left to the other player's best.
fn played(amounts: &[Value], pile: Value) -> Value {
    let fits = amounts.iter().filter(|&&a| a <= pile);
    let outcomes = fits.map(|&a| a + (pile - a - played(amounts, pile - a)));
    outcomes.max().unwrap_or(0)
}

/// What the first player removes, from the best margins (own less the other's) of every
/// pile, smallest first: margin(n) = max over a ≤ n of a − margin(n − a); the two totals
/// add up to N, so the first player's is (N + margin(N)) / 2.
fn by_margins(case: &[Value]) -> Value {
    let stones = case[0] as usize;
    let mut margin: Vec<Value> = vec![0; stones + 1];
    for pile in 1..=stones {
        let fits = case[1..].iter().filter(|&&a| a as usize <= pile);
        margin[pile] = fits.map(|&a| a - margin[pile - a as usize]).max().unwrap_or(0);
    }
    (case[0] + margin[stones]) / 2
}

/// A pile and its amounts, the first 1: half of them as the judge states them (increasing,
/// at most the pile), the others in any order, repeats and amounts past the pile included.
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let most = if size.is_small() { 16 } else { size.max() };
    let stones = rng.range(1, most.max(1));
    let mut case = vec![Value::from(stones), 1];
    let count = size.items(rng, 0..=3).saturating_sub(1);
    if rng.chance(1, 2) {
        // Small amounts now and then, which meet often.
        let reach = if rng.chance(1, 2) { stones.min(20) } else { stones };
        let more = increasing(rng, count + 1, reach);
        case.extend(more.into_iter().filter(|&a| a > 1).take(count));
    } else {
        case.extend((0..count).map(|_| Value::from(rng.range(1, most + 4))));
    }
    case
}

pub const STONES_SCORE: Facts = Facts {
    layout: &PileThenAmounts,
    draw,
    valid: |case| case.len() >= 2 && case[1] == 1 && case[2..].iter().all(|&a| a >= 1),
    answerable: |case| case[0] <= 16,
    // The game played out.
    reference: |cases| answers(cases, |c| played(&c[1..], c[0]).to_string()),
    judge_reference: Some(|cases| answers(cases, |c| by_margins(c).to_string())),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles up to 16",
        items: (2, 1),
        largest: (1, large(JUDGE_STONES, 5, 100)),
        // The margins reach piles of 10^6 within a fraction of a second: `--size u64` draws
        // up to there.
        judge_stress: JudgeStress::new(1..=1, large(1_000_000, 7, 100)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=JUDGE_STONES)
                .numbers(2..=101)
                .holds(|case| case[1] == 1 && as_stated(case)),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::STONES_SCORE)
};
