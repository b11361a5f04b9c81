//! Codeforces 1194D 1-2-K Game: a chip on cell n of a strip 0..=n; a move shifts it 1, 2
//! or k cells to the left, never past cell 0. The subtraction game {1, 2, k}.
//!
//! The rule (docs/games.md#the-1-2-k-game), with k ≥ 1:
//! - **k not a multiple of 3: lost iff 3 divides n.** Every take (1, 2, k) is a
//!   non-multiple of 3, so a multiple of 3 only reaches non-multiples, and from any other
//!   n the take n mod 3 leaves a multiple.
//! - **k a multiple of 3: with r = n mod (k + 1), lost iff 3 divides r and r ≠ k.** Within
//!   a block of k + 1 cells: r = k takes k to the block's start r = 0 (lost); r < k with
//!   r mod 3 ≠ 0 takes r mod 3 to a multiple of 3 below k (lost); from r < k a multiple of
//!   3, taking 1 or 2 reaches r − 1 or r − 2 (not multiples of 3), or from r = 0 the
//!   previous block's k and k − 1 (k − 1 ≡ 2 mod 3), and taking k reaches the previous
//!   block's r + 1 < k, ≡ 1 mod 3: all won.

/// Whether the player to move (Alice, at the start) wins from cell `n` with moves 1, 2 and
/// `k`.
///
/// `k` must be at least 1 (a move of 0 cells would let the game go on forever); the
/// binaries reject 0 before calling.
///
/// # Complexity
/// O(1). Exact for every u64, including k = u64::MAX (where k + 1 overflows).
///
/// # Example
/// ```
/// use grundy::games::one_two_k;
/// assert!(!one_two_k::first_player_wins(0, 3));
/// assert!(one_two_k::first_player_wins(3, 3)); // take 3
/// assert!(!one_two_k::first_player_wins(3, 4));
/// assert!(one_two_k::first_player_wins(4, 4)); // take 4
/// ```
#[inline]
pub fn first_player_wins(n: u64, k: u64) -> bool {
    debug_assert!(k >= 1, "a move shifts the chip at least one cell");
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    // k + 1 past 2^64 − 1 exceeds every cell: n is its own remainder.
    let r = k.checked_add(1).map_or(n, |block| n % block);
    r % 3 != 0 || r == k
}

/// A winning move: how many cells to shift (1, 2 or k), or `None` from a lost position.
pub fn winning_take(n: u64, k: u64) -> Option<u64> {
    [1, 2, k]
        .iter()
        .copied()
        .find(|&take| take <= n && !first_player_wins(n - take, k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{heap_moves, win_table};

    const CELLS: usize = 400;

    #[test]
    fn matches_the_oracle() {
        for k in 1..=60u64 {
            let win = win_table(CELLS, heap_moves(|_| [1, 2, k as usize]));
            for (n, &expected) in win.iter().enumerate() {
                let n = n as u64;
                assert_eq!(first_player_wins(n, k), expected, "n={n} k={k}");
                match winning_take(n, k) {
                    Some(take) => assert!(!win[(n - take) as usize], "n={n} k={k}"),
                    None => assert!(!expected, "n={n} k={k}: a win without a move"),
                }
            }
        }
    }

    /// u64::MAX is a multiple of 3, so k = u64::MAX has the block 2^64: every cell is its
    /// own remainder.
    #[test]
    fn exact_at_the_edges_of_u64() {
        let max = u64::MAX;
        assert_eq!(max % 3, 0);
        assert!(first_player_wins(max, max)); // r = k: take it all
        assert!(!first_player_wins(max - 3, max));
        assert!(first_player_wins(max - 1, max));
        // k = 2^62 + 2, a multiple of 3: the block is 2^62 + 3.
        let k = (1u64 << 62) + 2;
        assert_eq!(k % 3, 0);
        assert!(!first_player_wins(k + 1, k)); // the next block's start
        assert!(!first_player_wins(k + 1 + 3, k));
        assert!(first_player_wins(k + 1 + k, k));
        assert!(!first_player_wins(max - max % 3, 1 << 63)); // k ≡ 2 mod 3
    }
}
