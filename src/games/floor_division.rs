//! Dividing numbers down (CodeChef FDIVGAME "Floor Division Game"): numbers on a board; a
//! move replaces one number n by ⌊n/d⌋ for d = 2, 3, 4, 5 or 6, a 0 being erased; a player
//! who cannot move (an empty board) loses.
//!
//! **The Grundy value of n ≥ 1 depends only on q = ⌊n / 12^k⌋, its leading "digit" in base
//! 12 (12^k ≤ n < 12^(k+1)): 1 for q = 1, 2 for q = 2 or 3, 3 for q = 4 or 5, and 0 for q
//! = 6 to 11** (docs/games.md#the-floor-division-game). Each range of n divided by d lands
//! in ranges of the same shape one or two base-12 digits down, so the options of each
//! range have the same values throughout, and checking the four ranges once (and the
//! values below 12, where the options fall to 0) proves it by induction. The board is the
//! sum of its numbers (Sprague–Grundy).

/// The Grundy value of one number, any u64 (0: erased, no move).
///
/// # Example
/// ```
/// use grundy::games::floor_division::value_of;
/// // FDIVGAME's first sample, [3, 4]: values 2 and 3, so Henry (first) wins.
/// assert_eq!(value_of(3) ^ value_of(4), 1);
/// // 12^17 · 6, the first of a range of value 0.
/// assert_eq!(value_of(6 * 12u64.pow(17)), 0);
/// ```
pub fn value_of(n: u64) -> u32 {
    let mut leading = n;
    while leading >= 12 {
        leading /= 12;
    }
    match leading {
        0 => 0,
        1 => 1,
        2 | 3 => 2,
        4 | 5 => 3,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;
    use crate::oracles::rng::Rng;
    use std::collections::HashMap;

    /// The value of `n` by mex over ⌊n/d⌋, d = 2 to 6, remembered: from a large n only
    /// the numbers ⌊n / (2^a 3^b 5^c)⌋ are reached, a few thousand at most.
    fn by_moves(n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if n == 0 {
            return 0;
        }
        if let Some(&known) = memo.get(&n) {
            return known;
        }
        let options: Vec<u32> = (2..=6).map(|d| by_moves(n / d, memo)).collect();
        let value = (0..).find(|v| !options.contains(v)).expect("a mex");
        memo.insert(n, value);
        value
    }

    /// Every n up to 300 000 against the table of the moves.
    #[test]
    fn the_values_follow_the_moves() {
        const MOST: usize = 300_000;
        // 0 is erased: no move.
        let table = grundy_table(MOST + 1, |n, next| {
            if n > 0 {
                next.extend((2..=6).map(|d| n / d));
            }
        });
        for (n, &value) in table.iter().enumerate() {
            assert_eq!(value_of(n as u64), value, "{n}");
        }
    }

    /// Large numbers against the memoised search of the moves: random ones up to 2^64 − 1,
    /// and every edge of a range, 12^k times 1, 2, 4, 6 and 12, with its neighbours.
    #[test]
    fn large_numbers_follow_the_moves() {
        let mut memo = HashMap::new();
        let mut rng = Rng::new(7);
        let mut numbers: Vec<u64> = (0..300).map(|_| rng.range(0, u64::MAX)).collect();
        numbers.extend([u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000]);
        for k in 0..18 {
            let power = 12u64.pow(k);
            for edge in [1u64, 2, 4, 6, 12] {
                if let Some(n) = power.checked_mul(edge) {
                    numbers.extend([n - 1, n, n.saturating_add(1)]);
                }
            }
        }
        for n in numbers {
            assert_eq!(value_of(n), by_moves(n, &mut memo), "{n}");
        }
    }
}
