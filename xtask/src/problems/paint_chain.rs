//! HDU 3980 Paint Chain: a necklace of N beads; a move paints M consecutive unpainted
//! beads.
//! Input: `T`; per case `N M`. Output: `Case #k: ` and the winner.

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::heap_values;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::win_table;
use grundy::specs;

/// The judge's largest N and M.
const JUDGE_MOST: u64 = 1000;

/// The answers, `Case #k: ` before each winner.
fn numbered(cases: &[Case], first_wins: impl Fn(u64, u64) -> bool) -> String {
    let mut text = String::new();
    for (k, c) in cases.iter().enumerate() {
        let winner = match first_wins(c[0] as u64, c[1] as u64) {
            true => "aekdycoin",
            false => "abcdxyzk",
        };
        text.push_str(&format!("Case #{}: {winner}\n", k + 1));
    }
    text
}

/// The necklace played out: a state is the set of unpainted beads, and a move paints
/// `run` consecutive ones round the circle.
fn necklace_wins(beads: usize, run: usize) -> bool {
    let win = win_table(1 << beads, |unpainted, next| {
        for start in (0..beads).filter(|_| run <= beads) {
            let painted = (0..run).fold(0, |m, k| m | 1 << ((start + k) % beads));
            if unpainted & painted == painted {
                next.push(unpainted & !painted);
            }
        }
    });
    win[(1 << beads) - 1]
}

pub const PAINT_CHAIN: Facts = Facts {
    layout: &CountedLines(2),
    draw: |rng, size| vec![size.value(rng, 0..=12), size.value(rng, 1..=13).max(1)],
    valid: |case| case[1] >= 1,
    answerable: |case| case[0] <= 14,
    reference: |cases| {
        numbered(cases, |beads, run| {
            necklace_wins(beads as usize, run as usize)
        })
    },
    // Half of the cases with a small M, where lost lines are common.
    judge_draw: Some(|rng, size| {
        let beads = size.up_to(rng, 0..=12, 1);
        let run = match rng.chance(1, 2) {
            true => rng.range(1, 8),
            false => rng.range(1, size.max().max(1)),
        };
        vec![beads, Value::from(run)]
    }),
    judge_valid: Some(|case| in_range(case, 1..=JUDGE_MOST as Value)),
    // The circle opened by the first move into a line of N − M beads, which splits into
    // two lines at every later move: the lines' values by mex.
    judge_reference: Some(|cases| {
        numbered(cases, |beads, run| {
            let Some(line) = beads.checked_sub(run) else {
                return false;
            };
            let run = run as usize;
            let values = heap_values(line as usize + 1, |length, values, reached| {
                for left in 0..=length.saturating_sub(run) {
                    if left + run <= length {
                        reached.push(values[left] ^ values[length - run - left]);
                    }
                }
            });
            values[line as usize] == 0
        })
    }),
    sizes: Sizes {
        limits_text: "necklaces of up to 14 beads",
        largest: (100, large(JUDGE_MOST, 4, 0)),
        judge_stress: JudgeStress::new(1..=100, large(JUDGE_MOST, 4, 0)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 1..=JUDGE_MOST)),
        judge_draw_scales: true,
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::PAINT_CHAIN)
};
