//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both; taking the last stone wins.
//!
//! The lost positions are (0, 0) and, for k ≥ 1, the pairs (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)
//! in either order, φ the golden ratio: (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), …. The
//! a_k and b_k between them hold every positive integer exactly once (Beatty), with
//! differences 1, 2, 3, …, so no move joins two lost pairs and every other pair reaches one.
//!
//! No floating point decides anything here: double precision first gets ⌊kφ⌋ wrong at
//! k = 102334155 and 80-bit long double at k = 4807526976. The verdict is an integer
//! comparison of squares (φ = (1 + √5) / 2); the winning moves estimate k/φ in 128-bit
//! fixed point and let that comparison settle the last unit. (Zeckendorf representations,
//! where a_k and b_k are read off the terms of k, are the tests' second exact method.)

/// Whether the pair (a, b) (either order) is a lost position for the player to move.
///
/// a = ⌊kφ⌋ with k = b − a exactly when 2a − k ≤ k√5 < 2a + 2 − k, which is compared in
/// squares, behind a band test (1.6k − 1 < a < 1.625k) that keeps every square below 2^128.
/// Before both, a pair whose a is neither ⌊k/φ⌋'s estimate plus k nor one more is turned
/// away: almost every pair of a random input.
///
/// # Complexity
/// O(1), exact for every pair of u64.
///
/// # Example
/// ```
/// use grundy::games::wythoff;
/// assert!(wythoff::is_lost(4, 7));
/// assert!(wythoff::is_lost(2, 1));
/// assert!(!wythoff::is_lost(8, 4));
/// assert!(wythoff::is_lost(1618033988749894848, 2618033988749894848));
/// ```
#[inline]
pub fn is_lost(a: u64, b: u64) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    let k = high - low;
    if k == 0 {
        return low == 0;
    }
    // ⌊kφ⌋ = k + ⌊k/φ⌋ is `estimate` or one more (`over_phi`); any other `low` is not it,
    // and that one test, hardly ever passed on random pairs, is all most pairs cost. (A
    // choice of u64 or u128 arithmetic by the numbers' size mispredicted on inputs of mixed
    // lengths.) The sum may wrap past u64::MAX, where no `low` is ⌊kφ⌋: the exact test
    // says so.
    let estimate = k.wrapping_add(over_phi(k));
    low.wrapping_sub(estimate) <= 1 && in_lost_band(u128::from(low), u128::from(k))
}

/// Whether a = ⌊kφ⌋, for k ≥ 1 (both at most u64::MAX, widened so that 5k² and
/// (2.25k + 2)² fit).
#[inline(always)]
fn in_lost_band(a: u128, k: u128) -> bool {
    // ⌊kφ⌋ lies in (1.6k − 1, 1.625k), as 1.6 < φ < 1.625. Inside that band a + k ≤ 2^64
    // bounds k by 7.1·10^18, and then every square below is under 2.6·10^38 < 2^128.
    if 8 * a > 13 * k || 5 * a + 5 < 8 * k {
        return false;
    }
    let five_k_squared = 5 * k * k;
    let below = 2 * a - k; // not negative inside the band
    let above = 2 * a + 2 - k;
    below * below <= five_k_squared && five_k_squared < above * above
}

/// Whether the player to move wins from (a, b).
#[inline]
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_lost(a, b)
}

/// 2^64 / φ = 2^64 · (φ − 1), rounded down: multiplying by it and keeping the high word
/// estimates x / φ to within one below.
const INVERSE_PHI: u64 = 0x9E37_79B9_7F4A_7C15;

/// ⌊x / φ⌋ or one less.
fn over_phi(x: u64) -> u64 {
    ((u128::from(x) * u128::from(INVERSE_PHI)) >> 64) as u64
}

/// Whether a = ⌊kφ⌋ (k ≥ 1), for any u64 a and k: exactly, in u128.
fn is_a_of(a: u64, k: u64) -> bool {
    // Outside the band the squares could pass 2^128; inside, a + k ≤ 2^64 keeps them in.
    a.checked_add(k).is_some() && in_lost_band(u128::from(a), u128::from(k))
}

/// The k-th lost pair (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), or `None` when b_k exceeds u64.
///
/// kφ = k + k/φ: the estimate of k/φ is exact or one below, and the band test of `is_lost`
/// says which, so the pair costs two multiplications of 128 bits and one comparison of
/// squares.
///
/// # Example
/// ```
/// use grundy::games::wythoff::lost_pair;
/// assert_eq!(lost_pair(3), Some((4, 7)));
/// assert_eq!(lost_pair(1_000_000_000_000_000_000), Some((1618033988749894848, 2618033988749894848)));
/// ```
pub fn lost_pair(k: u64) -> Option<(u64, u64)> {
    if k == 0 {
        return Some((0, 0));
    }
    let estimate = k.checked_add(over_phi(k))?;
    let a = if is_a_of(estimate + 1, k) {
        estimate + 1
    } else {
        estimate
    };
    Some((a, a.checked_add(k)?))
}

/// The other pile of the lost pair that contains `pile` (every number is in exactly one):
/// `None` when that partner exceeds u64. For 0 it is 0.
///
/// `pile` is some b_j, j = pile − ⌊pile / φ⌋ (b_j = ⌊jφ²⌋, and pile / φ² = pile − pile / φ),
/// when that j passes the band test with a = pile − j; otherwise it is a_k for k = pile / φ
/// rounded up. The estimates are off by at most one, so their neighbours are tried too.
pub fn lost_partner(pile: u64) -> Option<u64> {
    if pile == 0 {
        return Some(0);
    }
    let near = over_phi(pile);
    // A b_j first: its partner a_j = pile − j lies below it.
    let far = pile - near;
    for j in [far.saturating_sub(1), far, far + 1] {
        if j > 0 && j < pile && is_a_of(pile - j, j) {
            return Some(pile - j);
        }
    }
    // Then it is some a_k, whose partner b_k = pile + k may pass u64: then no k passes.
    [near, near + 1, near + 2]
        .into_iter()
        .find(|&k| k > 0 && is_a_of(pile, k))
        .and_then(|k| pile.checked_add(k))
}

/// Every winning move from (a, b), as the pair of piles it leaves (smaller first), in the
/// order of HDU 2177's accepted solutions: first the move that takes the same number from
/// both piles, then the one-pile moves by increasing smaller pile, each pair once within
/// this group. A pair reachable both ways is in both groups: (2, 3) gives (1, 2) twice.
/// Empty for a lost position; otherwise one to three moves.
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let mut moves = Vec::with_capacity(3);
    if is_lost(a, b) {
        return moves;
    }
    // Both piles: the difference stays k, so aim for (a_k, b_k) when it lies below.
    if let Some((low, high)) = lost_pair(b - a) {
        if low < a {
            moves.push((low, high));
        }
    }
    // One pile: keep a and lower b to a's partner, or keep b and lower a to b's partner.
    let keep_smaller = lost_partner(a)
        .filter(|&partner| partner < b)
        .map(|partner| (a.min(partner), a.max(partner)));
    let keep_larger = lost_partner(b)
        .filter(|&partner| partner < a)
        .map(|partner| (partner, b));
    let mut one_pile: Vec<(u64, u64)> = keep_smaller.into_iter().chain(keep_larger).collect();
    one_pile.sort_unstable();
    // The two coincide only when a = b: either pile lowered to the same partner.
    one_pile.dedup();
    moves.extend(one_pile);
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::zeckendorf::{shifted, smallest_index};
    use crate::oracles::brute::WythoffTable;
    use crate::oracles::rng::Rng;

    #[test]
    fn verdicts_and_every_winning_move_match_the_oracle_up_to_200() {
        let oracle = WythoffTable::new(201);
        for a in 0..201 {
            for b in a..201 {
                let expected_moves: Vec<(u64, u64)> = oracle
                    .winning_moves(a, b)
                    .into_iter()
                    .map(|(x, y)| (x as u64, y as u64))
                    .collect();
                // Either order of the piles is the same position.
                for (x, y) in [(a as u64, b as u64), (b as u64, a as u64)] {
                    assert_eq!(first_player_wins(x, y), oracle.wins(a, b), "({x}, {y})");
                    assert_eq!(winning_moves(x, y), expected_moves, "({x}, {y})");
                }
            }
        }
    }

    /// HDU 2177's sample, and pairs reachable by both kinds of move, printed in both groups.
    #[test]
    fn the_two_groups_of_hdu_2177() {
        assert_eq!(winning_moves(5, 8), [(4, 7), (3, 5)]);
        assert_eq!(winning_moves(2, 2), [(0, 0), (1, 2)]);
        assert_eq!(winning_moves(2, 3), [(1, 2), (1, 2)]);
        assert_eq!(winning_moves(3, 2), [(1, 2), (1, 2)]);
        // (b_k, b_k + k) reaches (a_k, b_k) both ways: (5, 7) by 2 from both or 7 → 3.
        assert_eq!(winning_moves(5, 7), [(3, 5), (3, 5), (4, 7)]);
        assert_eq!(winning_moves(10, 7), [(4, 7), (4, 7), (6, 10)]);
        assert!(winning_moves(1, 2).is_empty());
    }

    #[test]
    fn lost_pairs_match_their_definition_for_small_k() {
        // ⌊kφ⌋ = ⌊(k + ⌊k√5⌋) / 2⌋, with ⌊k√5⌋ the integer square root of 5k².
        for k in 0..100_000u64 {
            let (a, b) = lost_pair(k).unwrap();
            let five_k_squared = 5 * k * k;
            let mut root = (five_k_squared as f64).sqrt() as u64;
            while root * root > five_k_squared {
                root -= 1;
            }
            while (root + 1) * (root + 1) <= five_k_squared {
                root += 1;
            }
            assert_eq!(a, (k + root) / 2, "k = {k}");
            assert_eq!(b, a + k);
            assert!(is_lost(a, b) && is_lost(b, a));
            assert_eq!(lost_partner(a), Some(b));
            assert_eq!(lost_partner(b), Some(a));
        }
    }

    #[test]
    fn exact_where_floating_point_fails() {
        assert_eq!(
            lost_pair(1_000_000_000_000_000_000),
            Some((1618033988749894848, 2618033988749894848))
        );
        // Double precision's first wrong ⌊kφ⌋, and 80-bit long double's.
        for k in [102_334_155u64, 4_807_526_976] {
            let (a, b) = lost_pair(k).unwrap();
            assert!(is_lost(a, b));
            assert!(!is_lost(a + 1, b + 1) && !is_lost(a - 1, b - 1));
        }
        // k = F(40): kφ = F(41) − 0.000…, which double precision rounds up to F(41).
        assert_eq!(lost_pair(102_334_155).unwrap().0, 165_580_140);
    }

    /// The k-th lost pair read off the Zeckendorf terms of k: with k = Σ F(i), Σ F(i + 1)
    /// is ⌊kφ⌋ + 1 when the smallest index is even and ⌊kφ⌋ when it is odd.
    fn lost_pair_by_zeckendorf(k: u64) -> Option<(u64, u64)> {
        let Some(smallest) = smallest_index(k) else {
            return Some((0, 0));
        };
        let a = shifted(k, 1)? - u64::from(smallest % 2 == 0);
        Some((a, a.checked_add(k)?))
    }

    /// The partner of a pile by Zeckendorf: a pile whose smallest index is even is some
    /// a_k, whose b_k is its terms shifted up; otherwise it is some b_k, shifted down.
    fn lost_partner_by_zeckendorf(pile: u64) -> Option<u64> {
        match smallest_index(pile) {
            None => Some(0),
            Some(smallest) if smallest % 2 == 0 => shifted(pile, 1),
            Some(_) => shifted(pile, -1),
        }
    }

    #[test]
    fn the_two_exact_methods_agree_on_large_random_pairs() {
        let mut rng = Rng::new(4);
        for round in 0..40_000 {
            // Half the pairs anywhere, half near the top of u64 (where b_k overflows).
            let k = if round % 2 == 0 {
                rng.range(1, 7_000_000_000_000_000_000)
            } else {
                rng.range(7_000_000_000_000_000_000, u64::MAX)
            };
            assert_eq!(lost_pair(k), lost_pair_by_zeckendorf(k), "k = {k}");
            let pile = rng.range(0, u64::MAX);
            assert_eq!(
                lost_partner(pile),
                lost_partner_by_zeckendorf(pile),
                "{pile}"
            );
            let Some((a, b)) = lost_pair(k) else {
                continue;
            };
            assert!(is_lost(a, b), "k = {k}");
            assert!(!is_lost(a - 1, b) && !is_lost(a + 1, b) && !is_lost(a, b + 1));
            assert_eq!(lost_partner(a), Some(b));
            assert_eq!(lost_partner(b), Some(a));
            // Any position near the pair has winning moves, all to lost pairs.
            for (x, y) in [(a + 1, b), (a, b + 5), (a + 3, b + 3)] {
                let moves = winning_moves(x, y);
                assert!(!moves.is_empty() && moves.len() <= 3);
                assert!(moves.iter().all(|&(p, q)| is_lost(p, q)));
            }
        }
    }

    /// `is_lost` turns a pair away at once unless `low` is ⌊k/φ⌋'s estimate plus k or one
    /// more: that filter must never change an answer. Checked against the exact test alone
    /// on the pairs around the lost pair of k, for k at every scale, including where the
    /// estimate wraps past u64::MAX and still names a pair that fits (k ≈ 1.14–1.41·10^19).
    #[test]
    fn the_quick_filter_agrees_with_the_exact_test() {
        let exact = |low: u64, high: u64| match high - low {
            0 => low == 0,
            k => in_lost_band(u128::from(low), u128::from(k)),
        };
        let mut rng = Rng::new(5);
        let mut wrapped = 0;
        for round in 0..60_000 {
            let k = match round % 3 {
                0 => rng.range(1, 1 << 32),
                1 => rng.range(1 << 32, 7_000_000_000_000_000_000),
                _ => rng.range(7_000_000_000_000_000_000, u64::MAX),
            };
            let (estimate, carry) = k.overflowing_add(over_phi(k));
            for offset in 0..5 {
                let low = estimate.wrapping_add(offset).wrapping_sub(2);
                let Some(high) = low.checked_add(k) else {
                    continue;
                };
                wrapped += usize::from(carry);
                assert_eq!(is_lost(low, high), exact(low, high), "({low}, {high})");
                assert_eq!(is_lost(high, low), exact(low, high), "({high}, {low})");
            }
        }
        assert!(
            wrapped > 1000,
            "the wrapped estimates were reached {wrapped} times"
        );
    }

    #[test]
    fn the_edges_of_u64() {
        let max = u64::MAX;
        assert!(!is_lost(max, max));
        assert!(!is_lost(0, max));
        // u64::MAX is b_k of a lost pair that fits: one pile can drop to its a_k.
        let partner = 11_400_714_819_323_198_485;
        assert!(is_lost(partner, max));
        assert_eq!(winning_moves(max, max), [(0, 0), (partner, max)]);
        assert_eq!(winning_moves(0, max), [(0, 0)]);
        // The last lost pair that fits a u64 (binary search: pairs grow with k).
        let (mut fits, mut overflows) = (1u64, 8_000_000_000_000_000_000u64);
        assert!(lost_pair(overflows).is_none());
        while overflows - fits > 1 {
            let middle = fits + (overflows - fits) / 2;
            if lost_pair(middle).is_some() {
                fits = middle;
            } else {
                overflows = middle;
            }
        }
        let (a, b) = lost_pair(fits).unwrap();
        assert!(b > max - 3, "b_(k+1) exceeds u64 and is at most b_k + 3");
        assert!(is_lost(a, b) && !is_lost(a, b - 1) && !is_lost(a + 1, b));
        assert_eq!(lost_partner(a), Some(b));
        assert_eq!(lost_partner(b), Some(a));
        assert_eq!(lost_partner(max), Some(partner));
    }
}
