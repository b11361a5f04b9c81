//! HDU 2177: Wythoff's game, and the winning first moves.
//! Input: lines `a b` until `0 0`.

use crate::problem::draw::{large, Case, Value, NUMBERS};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::wythoff::{
    floor_k_phi, in_table, judge_pair, lost, partner, SIDE, TABLE_LIMITS,
};
use grundy::oracles::brute::WythoffTable;
use grundy::specs;

/// HDU 2177's output: per case `0`, or `1` and a line per winning move.
fn moves_text(cases: &[Case], moves: impl Fn(&[Value]) -> Vec<(u64, u64)>) -> String {
    let mut text = String::new();
    for c in cases {
        let moves = moves(c);
        if moves.is_empty() {
            text.push_str("0\n");
        } else {
            text.push_str("1\n");
            moves
                .iter()
                .for_each(|&(x, y)| text.push_str(&format!("{x} {y}\n")));
        }
    }
    text
}

pub const WYTHOFF_MOVES: Facts = Facts {
    layout: &Lines {
        arity: 2,
        end: Some("0 0"),
    },
    draw: |rng, size| {
        let (a, b) = (size.value(rng, 0..=30), size.value(rng, 1..=30));
        vec![a.min(b), a.max(b)]
    },
    valid: |case| case[0] <= case[1] && case[1] >= 1,
    answerable: in_table,
    reference: |cases| {
        let table = WythoffTable::new(SIDE);
        moves_text(cases, |c| {
            let moves = table.winning_moves(c[0] as usize, c[1] as usize);
            moves
                .into_iter()
                .map(|(x, y)| (x as u64, y as u64))
                .collect()
        })
    },
    judge_draw: Some(judge_pair),
    judge_valid: Some(|case| case != [0, 0]),
    // To the lost pair of the same difference by the two-pile move, then each pile
    // lowered to the other's partner, by increasing pair, once each.
    judge_reference: Some(|cases| {
        moves_text(cases, |c| {
            let (a, b) = (
                (c[0] as u64).min(c[1] as u64),
                (c[0] as u64).max(c[1] as u64),
            );
            if lost(a, b) {
                return Vec::new();
            }
            let k = b - a;
            let mut moves = Vec::new();
            let low = floor_k_phi(k);
            if low < u128::from(a) {
                let low = low as u64;
                moves.push((low, low + k));
            }
            let mut one_pile = Vec::new();
            let partner_of_a = partner(a);
            if partner_of_a < u128::from(b) {
                let partner = partner_of_a as u64;
                one_pile.push((a.min(partner), a.max(partner)));
            }
            let partner_of_b = partner(b);
            if partner_of_b < u128::from(a) {
                one_pile.push((partner_of_b as u64, b));
            }
            one_pile.sort_unstable();
            one_pile.dedup();
            moves.extend(one_pile);
            moves
        })
    }),
    sizes: Sizes {
        limits_text: TABLE_LIMITS,
        largest: (100_000, large(1_000_000, 7, 0)),
        judge_stress: JudgeStress::new(1..=5000, NUMBERS),
        // HDU 2177 gives a ≤ b.
        judge_limits: Some(JudgeLimits::new(u64::MAX, 0..=1_000_000).holds(|c| c[0] <= c[1])),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::WYTHOFF_MOVES)
};
