//! Codeforces 768E Game of Stones: Nim where no pile gives up the same number of stones
//! twice.
//! Input: n, then n piles one a line (one game per input).
//!
//! A case is the piles; the shrinker drops piles.

use crate::problem::draw::{large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::no_repeat::MOST_STONES;
use grundy::oracles::cf_searches::no_repeat_values;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's most piles.
const JUDGE_PILES: u64 = 1_000_000;

/// n, then the piles one a line, as the statement lays them out.
pub struct OneALine;

impl Layout for OneALine {
    fn write(&self, cases: &[Case]) -> String {
        let piles = &cases[0];
        let mut text = format!("{}\n", piles.len());
        piles
            .iter()
            .for_each(|pile| text.push_str(&format!("{pile}\n")));
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        Ok(vec![tokens.numbers(count)?])
    }
}

/// Every pile's value, by the search of every position (stones left, amounts used).
fn values() -> &'static [u32] {
    static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    VALUES.get_or_init(|| no_repeat_values(MOST_STONES))
}

/// Whether Sam, the first player, wins: the exclusive or of the searched values.
fn wins(cases: &[Case]) -> String {
    verdicts(cases, &specs::codeforces::NO_REPEAT_NIM, |c| {
        c.iter().fold(0, |x, &p| x ^ values()[p as usize]) != 0
    })
}

/// Piles from 1 to 60 (0 too under stress); at judge size lost half of the time: all but
/// four piles drawn, then the least piles of values 1, 2, 4 and 8 (from the search) that
/// cancel the others' sum (every value is below 16).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    if size.is_small() {
        return size.list(rng, 0..=5, |rng| Value::from(rng.range(0, MOST_STONES)));
    }
    let count = size.items(rng, 1..=1).max(4) as u64;
    let lost = rng.chance(1, 2);
    let drawn = if lost { count - 4 } else { count };
    let most = size.max().clamp(1, MOST_STONES);
    let mut piles: Vec<u64> = (0..drawn).map(|_| rng.range(1, most)).collect();
    if lost {
        let sum = piles.iter().fold(0, |x, &p| x ^ values()[p as usize]);
        for bit in [1, 2, 4, 8] {
            if sum & bit != 0 {
                piles.extend((1..=MOST_STONES).find(|&p| values()[p as usize] == bit));
            }
        }
    }
    shuffle(rng, &mut piles);
    piles.into_iter().map(Value::from).collect()
}

pub const NO_REPEAT_NIM: Facts = Facts {
    layout: &OneALine,
    draw,
    valid: |case| case.iter().all(|&p| p <= MOST_STONES as Value),
    // The piles' values by a search of every position of every pile up to 60.
    reference: wins,
    judge_valid: Some(|case| case.iter().all(|&p| (1..=MOST_STONES as Value).contains(&p))),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "piles up to 60",
        largest: (1, large(MOST_STONES, 2, JUDGE_PILES)),
        judge_stress: JudgeStress::new(1..=1, large(MOST_STONES, 2, JUDGE_PILES)),
        judge_limits: Some(JudgeLimits::new(1, 1..=MOST_STONES).numbers(1..=JUDGE_PILES)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::NO_REPEAT_NIM)
};
