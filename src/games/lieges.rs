//! Splitting an even pile into k equal piles (Codeforces 603C "Lieges of Legendre"): piles
//! of cows; a move removes one cow from a pile, or replaces a pile of 2x cows (x > 0) by k
//! piles of x cows; whoever removes the last cow wins.
//!
//! A split's value is the exclusive or of k copies of g(x): g(x) for odd k, 0 for even k
//! (docs/games.md#lieges-of-legendre). So g(n) = mex{g(n − 1), split}, and:
//! - **k even:** g = 0, 1, 2 for 0, 1, 2 cows; past 2, 1 for an even pile and 0 for an odd
//!   one (an odd pile's only option is the even pile below it, of value 1 from 4 on; an
//!   even pile reaches 0 both ways).
//! - **k odd:** g = 0, 1, 0, 1, 2 for 0 to 4 cows; past 4, 0 for an odd pile, and for an
//!   even one mex{0, g(n/2)}: 2 when g(n/2) = 1, else 1. An odd pile's only option is the
//!   even pile below, of value 1 or 2, never 0; an even pile's options are that odd pile
//!   (0) and its split.
//!
//! k = 0 (the judge's k is at least 1) removes an even pile outright: a split of value 0,
//! as for any even k.

/// The Grundy value of a pile of `cows` when a split makes `k` piles.
///
/// # Complexity
/// O(1): the halvings of an odd k are counted by the pile's trailing zeros. Exact for
/// every u64.
///
/// # Example
/// ```
/// use grundy::games::lieges::pile_value;
/// assert_eq!(pile_value(3, 1), 1);
/// assert_eq!(pile_value(4, 1), 2);
/// assert_eq!(pile_value(3, 2), 0);
/// ```
pub fn pile_value(cows: u64, k: u64) -> u8 {
    if k % 2 == 0 {
        return match cows {
            0..=2 => cows as u8,
            _ => u8::from(cows % 2 == 0),
        };
    }
    // Odd k: an even pile past 4 is worth mex{0, g(n/2)}, so the halvings from n down to a
    // pile that is odd or at most 4 each map a value v to 2 when v = 1, else to 1. The
    // chain stops at the odd part of n, or at 4 for a power of two.
    if cows <= 4 {
        return [0, 1, 0, 1, 2][cows as usize];
    }
    let zeros = cows.trailing_zeros();
    let odd_part = cows >> zeros;
    let (stop_value, halvings) = match odd_part {
        1 => (2, zeros - 2), // 2^zeros ≥ 8 halves down to 4
        3 => (1, zeros),     // down to 3
        _ => (0, zeros),     // down to an odd pile past 4
    };
    if halvings == 0 {
        return stop_value;
    }
    // After the first halving the values alternate between 1 and 2.
    let first = if stop_value == 1 { 2 } else { 1 };
    if halvings % 2 == 1 {
        first
    } else {
        3 - first
    }
}

/// Whether the first player (Kevin) wins with `piles` and splits into `k` piles: the
/// exclusive or of the piles' values is not 0 (Sprague–Grundy).
pub fn first_player_wins(piles: impl IntoIterator<Item = u64>, k: u64) -> bool {
    piles
        .into_iter()
        .fold(0, |sum, pile| sum ^ pile_value(pile, k))
        != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::mex::Mex;

    /// The values by mex over the move rules alone: taking a cow leaves n − 1; a split of
    /// 2x leaves k piles of x, worth the exclusive or of k copies of g(x), folded one copy
    /// at a time (nothing of k's parity assumed).
    fn values_by_moves(most: usize, k: u64) -> Vec<u32> {
        let mut values: Vec<u32> = vec![0];
        let mut mex = Mex::default();
        for n in 1..=most {
            let mut reached = vec![values[n - 1]];
            if n % 2 == 0 {
                reached.push((0..k).fold(0, |sum, _| sum ^ values[n / 2]));
            }
            values.push(mex.among(reached.len(), reached.iter().copied()));
        }
        values
    }

    /// Every pile up to 4000 for k = 0 to 6, and k = 7 and 8 for the fold's sake.
    #[test]
    fn the_values_follow_the_moves() {
        for k in 0..=8 {
            for (cows, &value) in values_by_moves(4000, k).iter().enumerate() {
                assert_eq!(u32::from(pile_value(cows as u64, k)), value, "{cows} {k}");
            }
        }
    }

    /// Large k keep their parity's values (the fold is cut short: k copies of g cancel in
    /// pairs, Sprague–Grundy's x ⊕ x = 0), and the piles at u64's edge terminate.
    #[test]
    fn large_piles_and_large_k() {
        let small_odd = values_by_moves(2000, 1);
        let small_even = values_by_moves(2000, 2);
        for cows in 0..=2000u64 {
            let (odd, even) = (small_odd[cows as usize], small_even[cows as usize]);
            assert_eq!(u32::from(pile_value(cows, 999_999_999)), odd, "{cows}");
            assert_eq!(u32::from(pile_value(cows, 1_000_000_000)), even, "{cows}");
            assert_eq!(u32::from(pile_value(cows, u64::MAX)), odd, "{cows}");
        }
        // 2^63 halves down to 4: 2 there, then 1, 2, 1, … up the 61 halvings.
        assert_eq!(pile_value(1 << 63, 1), 1);
        assert_eq!(pile_value(1 << 62, 1), 2);
        assert_eq!(pile_value(u64::MAX, 1), 0);
        // 2^64 − 2 halves once to 2^63 − 1, an odd pile past 4 (0): mex{0, 0} = 1.
        assert_eq!(pile_value(u64::MAX - 1, 1), 1);
        assert_eq!(pile_value(u64::MAX - 1, 2), 1);
        // The statement's samples.
        assert!(first_player_wins([3, 4], 1));
        assert!(!first_player_wins([3], 2));
    }
}
