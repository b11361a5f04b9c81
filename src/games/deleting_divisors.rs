//! Codeforces 1537D Deleting Divisors: a number n ≥ 1; a move subtracts a divisor d of n
//! with 1 < d < n.
//!
//! The rule (docs/games.md#deleting-divisors): **the player to move wins iff n is even and
//! not 2 to an odd power.**
//! - An even n that is not a power of two has an odd divisor d > 1 (and d < n); subtracting
//!   it leaves an odd number.
//! - An odd n has only odd divisors: it is 1 or a prime (no move), or every move leaves
//!   n − d, even and divisible by the odd d > 1, so not a power of two.
//!
//! So the odd numbers are lost and the even non-powers won, together, by induction on n.
//! From 2^k the moves subtract 2^j, 1 ≤ j < k, leaving 2^j·(2^(k−j) − 1): an even
//! non-power (won for the opponent) unless j = k − 1, which leaves 2^(k−1). 2 has no
//! move, so 2^k alternates: lost for odd k, won for even k.

/// Whether the player to move (Alice, at the start) wins from `n`.
///
/// `n` must be at least 1 (the binaries reject 0, which the statement excludes).
///
/// # Complexity
/// O(1), any u64.
///
/// # Example
/// ```
/// use grundy::games::deleting_divisors;
/// assert!(!deleting_divisors::first_player_wins(69)); // odd
/// assert!(deleting_divisors::first_player_wins(12)); // subtract 3, leave the odd 9
/// assert!(deleting_divisors::first_player_wins(4)); // 2²: subtract 2, leave 2
/// assert!(!deleting_divisors::first_player_wins(8)); // 2³
/// ```
#[inline]
pub fn first_player_wins(n: u64) -> bool {
    debug_assert!(n >= 1, "the game starts from a positive integer");
    // Odd, or 2 to an odd power (a single bit, at an odd place). Non-short-circuit `|` and
    // `&`: random numbers are odd half the time, and a branch on it would mispredict.
    let odd = n & 1 == 1;
    let power_of_two = n & n.wrapping_sub(1) == 0;
    let odd_place = n.trailing_zeros() & 1 == 1;
    !(odd | (power_of_two & odd_place))
}

/// A winning move: the divisor to subtract, or `None` from a lost position. From an even
/// non-power, the largest odd divisor; from 2^k with k even, 2^(k−1).
pub fn winning_divisor(n: u64) -> Option<u64> {
    if !first_player_wins(n) {
        return None;
    }
    let odd_part = n >> n.trailing_zeros();
    Some(if odd_part > 1 { odd_part } else { n / 2 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::win_table;

    const NUMBERS: usize = 5000;

    /// Whether `d` is a legal move from `n`: a divisor other than 1 and n.
    fn legal(n: u64, d: u64) -> bool {
        1 < d && d < n && n % d == 0
    }

    /// Every n below `NUMBERS`, from the moves alone: every divisor strictly between 1 and n.
    #[test]
    fn matches_the_oracle() {
        let win = win_table(NUMBERS, |n, next| {
            next.extend((2..n).filter(|&d| n % d == 0).map(|d| n - d))
        });
        for (n, &expected) in win.iter().enumerate().skip(1) {
            let n = n as u64;
            assert_eq!(first_player_wins(n), expected, "n = {n}");
            match winning_divisor(n) {
                Some(d) => {
                    assert!(legal(n, d), "n = {n}: {d}");
                    assert!(!win[(n - d) as usize], "n = {n}: subtract {d}");
                }
                None => assert!(!expected, "n = {n}: a win without a move"),
            }
        }
    }

    /// Past the table: every power of two, and the numbers around the largest ones.
    #[test]
    fn powers_of_two_alternate_up_to_2_to_the_63() {
        for k in 0..64 {
            let power = 1u64 << k;
            assert_eq!(first_player_wins(power), k >= 2 && k % 2 == 0, "2^{k}");
            if k >= 2 {
                // 2^k + 2^j, j < k: even, with an odd factor.
                assert!(first_player_wins(power + 2), "2^{k} + 2");
                assert!(!first_player_wins(power + 1), "2^{k} + 1");
            }
        }
        assert!(!first_player_wins(u64::MAX));
        assert!(first_player_wins(u64::MAX - 1));
        assert_eq!(winning_divisor(u64::MAX - 1), Some(u64::MAX / 2));
        assert_eq!(winning_divisor(1 << 62), Some(1 << 61));
    }
}
