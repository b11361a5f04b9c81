//! Luogu P4018 Roy&October之取石子: one pile; a move takes p^k stones, p a prime and k ≥ 0
//! (so 1 = p^0 is always a move).
//!
//! The rule (docs/games.md#prime-powers): **the player to move loses iff 6 divides the
//! pile.** No multiple of 6 is 1 or a prime power (it has the two prime factors 2 and 3),
//! so from a multiple of 6 every move leaves a pile that is not one; from any other pile
//! the mover takes `pile mod 6`, one of 1, 2, 3, 4 = 2², 5, all prime powers, and leaves a
//! multiple of 6. The empty pile, a multiple of 6, has no move and is lost.

/// Whether `take` is a legal move: 1 or a power of one prime. By trial division, for the
/// tests and the tooling (O(√take)).
pub fn is_prime_power(take: u64) -> bool {
    if take == 0 {
        return false;
    }
    let mut rest = take;
    let mut divisor = 2;
    while divisor * divisor <= rest {
        if rest % divisor == 0 {
            while rest % divisor == 0 {
                rest /= divisor;
            }
            // A second prime factor (what is left) makes it no prime power.
            return rest == 1;
        }
        divisor += 1;
    }
    // 1 itself, or a prime.
    true
}

/// Whether the player to move (October, at the start) wins with `stones` left.
///
/// # Complexity
/// O(1), any u64.
///
/// # Example
/// ```
/// use grundy::games::prime_powers;
/// assert!(prime_powers::first_player_wins(4)); // take 4 = 2²
/// assert!(!prime_powers::first_player_wins(6)); // 6 is no prime power
/// assert!(prime_powers::first_player_wins(14)); // take 2, leave 12
/// ```
#[inline]
pub fn first_player_wins(stones: u64) -> bool {
    stones % 6 != 0
}

/// A winning move: how many stones to take (`stones mod 6`), or `None` from a lost pile.
pub fn winning_take(stones: u64) -> Option<u64> {
    Some(stones % 6).filter(|&take| take != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{heap_moves, win_table};

    const PILES: usize = 4000;

    /// Primality by the definition alone, for checking `is_prime_power`.
    fn is_prime(n: usize) -> bool {
        n >= 2 && (2..n).all(|d| n % d != 0)
    }

    #[test]
    fn prime_powers_are_powers_of_one_prime() {
        let mut powers = vec![false; 600];
        powers[1] = true;
        for p in (2..600).filter(|&p| is_prime(p)) {
            let mut power = p;
            while power < 600 {
                powers[power] = true;
                power *= p;
            }
        }
        for (take, &expected) in powers.iter().enumerate() {
            assert_eq!(is_prime_power(take as u64), expected, "{take}");
        }
    }

    /// Every pile below `PILES`, from the moves alone: any prime power up to the pile.
    #[test]
    fn matches_the_oracle() {
        let takes: Vec<usize> = (1..PILES).filter(|&t| is_prime_power(t as u64)).collect();
        let win = win_table(PILES, heap_moves(|_| takes.iter().copied()));
        for (stones, &expected) in win.iter().enumerate() {
            let stones = stones as u64;
            assert_eq!(first_player_wins(stones), expected, "n = {stones}");
            match winning_take(stones) {
                Some(take) => {
                    assert!(is_prime_power(take) && take <= stones, "n = {stones}");
                    assert!(!win[(stones - take) as usize], "n = {stones}: take {take}");
                }
                None => assert!(!expected, "n = {stones}: a win without a move"),
            }
        }
    }

    /// Past the table: multiples of 6 near 2^64 are lost, the piles next to them won.
    #[test]
    fn exact_at_the_edges_of_u64() {
        let top_multiple = u64::MAX - u64::MAX % 6;
        assert!(!first_player_wins(top_multiple));
        assert_eq!(winning_take(top_multiple), None);
        assert_eq!(winning_take(u64::MAX), Some(3));
        assert!(first_player_wins(top_multiple - 1));
        assert_eq!(winning_take(top_multiple - 1), Some(5));
        assert!(!first_player_wins(0));
    }
}
