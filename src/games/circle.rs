//! The Circle Game (Codeforces 1451D): a token at (0, 0); a move adds k to its x or to its
//! y coordinate, and the token must stay within distance d of the origin; who cannot move
//! loses.
//!
//! The rule (docs/games.md#the-circle-game): **with z the largest integer such that
//! (zk, zk) is within the circle, the first player wins iff ((z + 1)k, zk) is within it
//! too.** If it is not, the second player answers every move by stepping back onto the
//! diagonal, which stays legal up to (zk, zk), where the first player is stuck; if it is,
//! the first player steps off the diagonal and then answers every move by stepping onto
//! the next point (x + k, x) or (x, x + k), and the second player is stuck at
//! ((z + 1)k, zk).

/// ⌊2^64/√2⌋ = ⌊√(2^127)⌋: 1/√2 in 64-bit fixed point, for the first guess of ⌊d/√2⌋.
const HALF_ROOT_TWO: u128 = 13_043_817_825_332_782_212;

/// ⌊d/√2⌋, the largest w with 2w² ≤ d², exactly: a guess from the fixed-point 1/√2
/// (never more than one off), then corrected in integers.
pub fn floor_over_root_two(d: u64) -> u64 {
    let square = u128::from(d) * u128::from(d);
    let mut w = (u128::from(d) * HALF_ROOT_TWO) >> 64;
    // 2w² ≤ d² compared as w² ≤ ⌊d²/2⌋, which never overflows (w < 2^64).
    let half = square / 2;
    while w * w > half {
        w -= 1;
    }
    while (w + 1) * (w + 1) <= half {
        w += 1;
    }
    w as u64
}

/// Whether the first player (Ashish) wins with radius `d` and step `k` ≥ 1.
///
/// # Complexity
/// O(1): a few 128-bit products. Exact for every u64 d and k.
///
/// # Example
/// ```
/// use grundy::games::circle;
/// assert!(!circle::first_player_wins(2, 1)); // (0,1), (0,2) or (1,1): then stuck
/// assert!(circle::first_player_wins(5, 2));
/// assert!(!circle::first_player_wins(1, 2)); // no move at all
/// ```
#[inline]
pub fn first_player_wins(d: u64, k: u64) -> bool {
    debug_assert!(k >= 1, "a move adds k ≥ 1");
    // The diagonal's last point (zk, zk): zk is the largest multiple of k up to ⌊d/√2⌋.
    let w = floor_over_root_two(d);
    let near = u128::from(w - w % k);
    let far = near + u128::from(k);
    let square = u128::from(d) * u128::from(d);
    // far² + near² ≤ d², far alone checked first so that far² cannot overflow.
    far <= u128::from(d) && far * far <= square - near * near
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the player to move wins from (x, y) in steps of k, by a search of the
    /// moves: (x + 1, y) and (x, y + 1) in units of k, while (xk)² + (yk)² ≤ d².
    fn search(d: u64, k: u64) -> bool {
        let inside = |x: u64, y: u64| (x * k).pow(2) + (y * k).pow(2) <= d * d;
        let side = (d / k + 2) as usize;
        // Filled from the far corner back: every move goes up in x or y.
        let mut win = vec![vec![false; side]; side];
        for x in (0..side - 1).rev() {
            for y in (0..side - 1).rev() {
                let right = inside(x as u64 + 1, y as u64) && !win[x + 1][y];
                let up = inside(x as u64, y as u64 + 1) && !win[x][y + 1];
                win[x][y] = right || up;
            }
        }
        win[0][0]
    }

    /// Every d up to 150 with every k from 1 to d + 2.
    #[test]
    fn matches_the_search_on_every_small_circle() {
        for d in 1..=150 {
            for k in 1..=d + 2 {
                assert_eq!(first_player_wins(d, k), search(d, k), "d = {d}, k = {k}");
            }
        }
    }

    /// ⌊d/√2⌋ against its definition, at the fixed point's edges and up to 2^64 − 1; and
    /// the constant against its own.
    #[test]
    fn the_root_is_exact_up_to_u64_max() {
        let square = |w: u128| w * w;
        assert!(square(HALF_ROOT_TWO) <= 1 << 127 && square(HALF_ROOT_TWO + 1) > 1 << 127);
        let mut edges: Vec<u64> = (0..2000).collect();
        edges.extend((0..2000).map(|i| u64::MAX - i));
        for bits in 1..64 {
            let power = 1u64 << bits;
            edges.extend([power - 1, power, power + 1]);
        }
        // The Pell pairs, d² − 2w² = ±1: d/√2 as close to an integer as it gets.
        let (mut d, mut w) = (1u128, 1u128);
        while d < u128::from(u64::MAX) {
            let d64 = d as u64;
            edges.extend([d64 - 1, d64, d64.saturating_add(1)]);
            (d, w) = (d + 2 * w, d + w);
        }
        for d in edges {
            let w = u128::from(floor_over_root_two(d));
            let d_square = u128::from(d) * u128::from(d);
            assert!(2 * w * w <= d_square, "{d}");
            assert!((w + 1) * (w + 1) > d_square / 2, "{d}");
        }
    }

    /// The largest values: no overflow, and the rule's own terms.
    #[test]
    fn extremes() {
        assert!(first_player_wins(u64::MAX, u64::MAX)); // to (k, 0), and the second is stuck
        assert!(!first_player_wins(0, 1));
        assert!(first_player_wins(1, 1)); // (1, 0), then stuck
    }
}
