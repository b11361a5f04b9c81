//! POJ 1067 / HDU 1527 Wythoff's game: two piles; a move lowers one pile, or both by the
//! same amount.
//! Input: lines `a b` until the end of the input.

use crate::problem::draw::{in_range, large, number, Case, Size, Value, NUMBERS};
use crate::problem::facts::Facts;
use crate::problem::layouts::Lines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::WythoffTable;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The side of the brute table: piles up to 30.
pub const SIDE: usize = 31;

/// What the brute table answers, in words (`limits_text` of both Wythoff problems).
pub const TABLE_LIMITS: &str = "piles up to 30";

/// Whether the brute table answers a pair (`answerable` of both Wythoff problems).
pub fn in_table(c: &[Value]) -> bool {
    in_range(c, 0..=SIDE as Value - 1)
}

/// ⌊kφ⌋ (φ the golden ratio) in exact integers for every u64 k: ⌊kφ⌋ = ⌊(3k + r) / 2⌋
/// with r = ⌊k√5⌋ − 2k, the largest r with (2k + r)² ≤ 5k², that is r(r + 4k) ≤ k², found
/// by bisection (every product below 2^128, or refused as too large).
pub fn floor_k_phi(k: u64) -> u128 {
    let k = u128::from(k);
    let fits = |r: u128| r.checked_mul(r + 4 * k).is_some_and(|p| p <= k * k);
    let (mut low, mut high) = (0, k / 4 + 1); // r < 0.237k: fits(low), not fits(high)
    while high - low > 1 {
        let middle = (low + high) / 2;
        if fits(middle) {
            low = middle;
        } else {
            high = middle;
        }
    }
    (3 * k + low) / 2
}

/// Whether (a, b) is a lost pair: {a, b} = {⌊kφ⌋, ⌊kφ⌋ + k} with k = |a − b|.
pub fn lost(a: u64, b: u64) -> bool {
    u128::from(a.min(b)) == floor_k_phi(a.abs_diff(b))
}

/// The least k in 0..=n with `reached(k)`, when `reached` is monotone and holds at n.
fn least(n: u64, reached: impl Fn(u64) -> bool) -> u64 {
    let (mut low, mut high) = (0, n);
    while low < high {
        let middle = low + (high - low) / 2;
        if reached(middle) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low
}

/// The other pile of the lost pair holding `pile` (Beatty: every positive integer is
/// exactly one ⌊kφ⌋ or one ⌊kφ⌋ + k), in u128 as it may exceed u64.
pub fn partner(pile: u64) -> u128 {
    let x = u128::from(pile);
    let k = least(pile, |k| floor_k_phi(k) >= x);
    if floor_k_phi(k) == x {
        return x + u128::from(k);
    }
    let k = least(pile, |k| floor_k_phi(k) + u128::from(k) >= x);
    debug_assert_eq!(
        floor_k_phi(k) + u128::from(k),
        x,
        "Beatty's sequences cover {x}"
    );
    floor_k_phi(k)
}

/// A pair at judge size, in either order: half of them on or next to a lost pair (a_k,
/// b_k) of any size, or (b_k, b_k + k), which reaches (a_k, b_k) by both kinds of move.
pub fn judge_pair(rng: &mut Rng, size: &Size) -> Case {
    let (a, b) = if rng.chance(1, 2) {
        // b_k = ⌊kφ⌋ + k fits a u64 up to k ≈ 7.04·10^18.
        let k = rng.digit_uniform(19, 7_000_000_000_000_000_000.min(size.max() / 3));
        let low = floor_k_phi(k) as u64;
        let high = low + k;
        match rng.range(0, 5) {
            0 => (low, high),
            1 => (high, high.saturating_add(k)),
            2 => (low + 1, high),
            3 => (low, high + 1),
            4 => (low.saturating_sub(1), high),
            _ => (low + 1, high + 1),
        }
    } else {
        (number(rng, size), number(rng, size))
    };
    let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
    // `0 0` would end HDU 2177's input.
    let b = if a == 0 && b == 0 { 1 } else { b };
    vec![Value::from(a), Value::from(b)]
}

pub const WYTHOFF: Facts = Facts {
    layout: &Lines {
        arity: 2,
        end: None,
    },
    draw: |rng, size| vec![size.value(rng, 0..=30), size.value(rng, 0..=30)],
    answerable: in_table,
    reference: |cases| {
        let table = WythoffTable::new(SIDE);
        verdicts(cases, &specs::hdu::WYTHOFF, |c| {
            table.wins(c[0] as usize, c[1] as usize)
        })
    },
    judge_draw: Some(judge_pair),
    // Beatty's sequences in exact integers.
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::hdu::WYTHOFF, |c| {
            !lost(c[0] as u64, c[1] as u64)
        })
    }),
    sizes: Sizes {
        limits_text: TABLE_LIMITS,
        largest: (2_000_000, large(1_000_000_000, 10, 0)),
        judge_stress: JudgeStress::new(1..=20_000, NUMBERS),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 0..=1_000_000_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::WYTHOFF)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// ⌊kφ⌋ against the definition on small k and at the floating-point traps, and the
    /// partner of every small pile against the lost pairs it lies on.
    #[test]
    fn beatty_in_exact_integers() {
        assert_eq!(floor_k_phi(102_334_155), 165_580_140); // F(40): doubles round up
        assert_eq!(
            floor_k_phi(1_000_000_000_000_000_000),
            1_618_033_988_749_894_848
        );
        assert_eq!(floor_k_phi(u64::MAX), 29_847_458_893_032_750_100); // (k + isqrt(5k²)) / 2 in Python
        let table = WythoffTable::new(60);
        for pile in 1..30u64 {
            let partner = partner(pile) as usize;
            let lost = |x: usize, y: usize| x < 60 && y < 60 && !table.wins(x, y);
            assert!(lost(pile as usize, partner), "{pile} and {partner}");
        }
    }
}
