//! Luogu P4018 Roy&October之取石子: one pile; a move takes p^k stones, p a prime, k ≥ 0.
//! Input: `T`, then T counts.

use crate::problem::draw::{large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::prime_powers::is_prime_power;
use grundy::specs;

/// The judge-size stress's largest pile: the table costs about (n/6)·π(n) steps, the lost
/// piles trying every take.
const TABLE_PILES: u64 = 100_000;

/// Whether the player to move wins from each pile up to `piles`, from the moves alone: a
/// pile is won when some prime power up to it leaves a lost pile.
fn outcomes(piles: usize) -> Vec<bool> {
    let takes: Vec<usize> = (1..=piles).filter(|&t| is_prime_power(t as u64)).collect();
    let mut win: Vec<bool> = Vec::with_capacity(piles + 1);
    for pile in 0..=piles {
        let wins = takes
            .iter()
            .take_while(|&&take| take <= pile)
            .any(|&take| !win[pile - take]);
        win.push(wins);
    }
    win
}

fn by_table(cases: &[Case]) -> String {
    let largest = cases.iter().flatten().max().map_or(0, |&n| n as usize);
    let win = outcomes(largest);
    verdicts(cases, &specs::luogu::PRIME_POWERS, |c| win[c[0] as usize])
}

pub const PRIME_POWERS: Facts = Facts {
    layout: &CountedLines(1),
    draw: |rng, size| vec![size.value(rng, 0..=60)],
    answerable: |c| c[0] <= Value::from(TABLE_PILES),
    reference: by_table,
    judge_reference: Some(by_table),
    sizes: Sizes {
        limits_text: "n ≤ 10^5",
        largest: (100_000, large(50_000_000, 8, 0)),
        // Piles up to 10^5, where the table from the moves alone is quick; the rule is
        // checked at every u64 by its unit tests.
        judge_stress: JudgeStress::new(1..=20_000, large(TABLE_PILES, 6, 0)),
        judge_limits: Some(JudgeLimits::new(100_000, 1..=50_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::PRIME_POWERS)
};
