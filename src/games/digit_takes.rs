//! SPOJ NGM A Game with Numbers: a positive integer n; a move subtracts one of the non-zero
//! digits of the number written; the player who writes 0 wins.
//!
//! **n is lost for the player to move exactly when 10 divides it, and otherwise the one
//! winning move takes its last digit** (docs/games.md#subtracting-a-digit). Every move
//! leaves a smaller number, so the game ends, and 0 is lost for the player who faces it
//! (the other has just written it). From a multiple of 10 every digit d from 1 to 9 leaves
//! a number ending in 10 − d, not a multiple of 10. From any other n the last digit r is a
//! non-zero digit of n, and n − r is a multiple of 10; no other digit d ≠ r makes n − d a
//! multiple of 10, so that move is the only winning one.

/// The winning first move from `n`: the digit to subtract; `None` when the player to move
/// loses (10 divides n).
pub fn winning_take(n: u64) -> Option<u64> {
    let last = n % 10;
    (last != 0).then_some(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::win_table;

    /// The distinct non-zero digits of `n`.
    fn digits(mut n: usize) -> Vec<usize> {
        let mut digits = Vec::new();
        while n > 0 {
            if n % 10 != 0 {
                digits.push(n % 10);
            }
            n /= 10;
        }
        digits.sort_unstable();
        digits.dedup();
        digits
    }

    /// Every number up to 10^5 against the win table of the moves alone: lost exactly where
    /// the rule says, and the winning moves exactly the one it names.
    #[test]
    fn every_number_up_to_a_hundred_thousand() {
        const MOST: usize = 100_000;
        let win = win_table(MOST + 1, |n, next| {
            next.extend(digits(n).into_iter().map(|d| n - d))
        });
        assert!(!win[0]);
        for n in 1..=MOST {
            let winning: Vec<u64> = (digits(n).into_iter())
                .filter(|&d| !win[n - d])
                .map(|d| d as u64)
                .collect();
            assert_eq!(
                winning_take(n as u64).map(|d| vec![d]),
                win[n].then_some(winning),
                "{n}"
            );
        }
        assert_eq!(winning_take(u64::MAX), Some(5));
        assert_eq!(winning_take(1_999_999_990), None);
    }
}
