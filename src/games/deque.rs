//! Taking from either end of a sequence (AtCoder Educational DP Contest L "Deque"): Taro and
//! Jiro in turn remove the first or the last element and score it; Taro maximises X − Y,
//! his total less Jiro's, and Jiro minimises it.
//!
//! **The mover's best margin on a[i..j] is the larger of a[i] − best(a[i+1..j]) and
//! a[j−1] − best(a[i..j−1])** (docs/games.md#taking-from-either-end): after a move the other
//! player faces the rest with the roles swapped, and the margin is zero-sum, so what the
//! mover keeps is the element taken less the other's best margin on the rest. The
//! intervals by length, shortest first: N(N − 1)/2 steps in O(N) memory (a row of margins
//! per length, overwritten in place).

/// The mover's best margin (own total less the other's) on `values`, when both play
/// optimally: Taro's best X − Y. Exact for any u64 or i64 values and any length whose sum
/// fits i128 (every length that fits in memory). Also LeetCode 486 and 877's margin.
///
/// # Example
/// ```
/// use grundy::games::deque::best_margin;
/// assert_eq!(best_margin(&[10, 80, 90, 30]), 10);
/// assert_eq!(best_margin(&[10, 100, 10]), -80);
/// ```
pub fn best_margin<T: Copy + Into<i128>>(values: &[T]) -> i128 {
    // Every margin on an interval is at most the sum of its values' sizes: where the whole
    // sum fits i64, so does every step, and i64 arithmetic takes half the time of i128's.
    let sizes: u128 = values.iter().map(|&v| v.into().unsigned_abs()).sum();
    if sizes <= i64::MAX as u128 {
        let narrow: Vec<i64> = values.iter().map(|&v| v.into() as i64).collect();
        i128::from(margins(narrow))
    } else {
        margins(values.iter().map(|&v| v.into()).collect::<Vec<i128>>())
    }
}

/// `best_margin` in the type of `values`, which the margins must fit.
fn margins<N: Copy + Ord + Default + std::ops::Sub<Output = N>>(values: Vec<N>) -> N {
    // margin[i]: the mover's best on the interval of the current length starting at i.
    let mut margin = values.clone();
    let n = values.len();
    for length in 2..=n {
        // The intervals of this length: `count` of them, the i-th from firsts[i] to
        // lasts[i] (slices of the lengths the loop needs, so it indexes without checks).
        let count = n - length + 1;
        let (firsts, lasts) = (&values[..count], &values[length - 1..]);
        let row = &mut margin[..=count];
        for i in 0..count {
            // row[i + 1] and row[i] still hold the shorter intervals a[i+1..=last] and
            // a[i..last]: i rises, so row[i + 1] is not yet overwritten.
            let take_first = firsts[i] - row[i + 1];
            let take_last = lasts[i] - row[i];
            row[i] = take_first.max(take_last);
        }
    }
    margin.first().copied().unwrap_or_default()
}

/// The first player's total when both take the first or last number of `row` in turn,
/// each making their own total as large as they can.
///
/// (CSES 1097 Removal Game.) The numbers all go to one player or the other, so their sum is
/// fixed: making one's own total largest is making the margin largest, and the first
/// player's total is (sum + margin) / 2, exactly.
///
/// # Complexity
/// As `best_margin`: O(n²) time, O(n) memory, exact for any i64 numbers.
///
/// # Example
/// ```
/// use grundy::games::deque;
/// assert_eq!(deque::first_player_total(&[4, 5, 1, 3]), 8);
/// assert_eq!(deque::first_player_total(&[-1, -5]), -1);
/// ```
pub fn first_player_total(row: &[i64]) -> i128 {
    let sum: i128 = row.iter().map(|&x| i128::from(x)).sum();
    (sum + best_margin(row)) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    /// The game played out move by move, without a table: the totals kept as they grow,
    /// Taro choosing the end that makes X − Y largest at the end, Jiro the smallest.
    fn played(rest: &[u64], taro: bool, x: i128, y: i128) -> i128 {
        let (first, last) = match (rest.first(), rest.last()) {
            (Some(&first), Some(&last)) => (first, last),
            _ => return x - y,
        };
        let (after_first, after_last) = (&rest[1..], &rest[..rest.len() - 1]);
        let (a, b) = match taro {
            true => (
                played(after_first, false, x + i128::from(first), y),
                played(after_last, false, x + i128::from(last), y),
            ),
            false => (
                played(after_first, true, x, y + i128::from(first)),
                played(after_last, true, x, y + i128::from(last)),
            ),
        };
        if taro {
            a.max(b)
        } else {
            a.min(b)
        }
    }

    /// Every sequence of up to 7 elements from 0 to 3, and the judge's samples.
    #[test]
    fn margins_follow_the_game_on_every_small_sequence() {
        for length in 0..=7u32 {
            for code in 0..4u64.pow(length) {
                let values: Vec<u64> = (0..length).map(|i| code / 4u64.pow(i) % 4).collect();
                assert_eq!(
                    best_margin(&values),
                    played(&values, true, 0, 0),
                    "{values:?}"
                );
            }
        }
        let samples: [(&[u64], i128); 2] = [(&[4, 2, 9, 7, 1, 5], 2), (&[10], 10)];
        for (values, margin) in samples {
            assert_eq!(best_margin(values), margin);
        }
    }

    /// Random sequences of up to 12 elements, small and near 2^64 (the margin past i64).
    #[test]
    fn margins_follow_the_game_on_random_sequences() {
        let mut rng = Rng::new(486);
        for round in 0..400 {
            let length = rng.range(0, 12) as usize;
            let values: Vec<u64> = (0..length)
                .map(|_| match round % 2 {
                    0 => rng.range(0, 1_000_000_000),
                    _ => u64::MAX - rng.range(0, 1000),
                })
                .collect();
            assert_eq!(
                best_margin(&values),
                played(&values, true, 0, 0),
                "{values:?}"
            );
        }
    }

    // CSES 1097's totals.

    /// The game played out, each player choosing the end that makes their own final total
    /// largest against the other's best replies: (the mover's total, the other's).
    fn totals_played(row: &[i64]) -> (i128, i128) {
        let (first, rest, last, before) = match (row.split_first(), row.split_last()) {
            (Some((&first, rest)), Some((&last, before))) => (first, rest, last, before),
            _ => return (0, 0),
        };
        // After a take the other player moves: their pair comes back the other way round.
        let (other_then, mine_then) = totals_played(rest);
        let by_first = (i128::from(first) + mine_then, other_then);
        let (other_then, mine_then) = totals_played(before);
        let by_last = (i128::from(last) + mine_then, other_then);
        if by_first.0 >= by_last.0 {
            by_first
        } else {
            by_last
        }
    }

    /// Every row of up to 6 numbers from −2 to 2, against the game played out.
    #[test]
    fn matches_the_game_played_out_on_every_small_row() {
        for length in 0..=6u32 {
            for code in 0..5usize.pow(length) {
                let row: Vec<i64> = (0..length)
                    .map(|k| (code / 5usize.pow(k) % 5) as i64 - 2)
                    .collect();
                assert_eq!(first_player_total(&row), totals_played(&row).0, "{row:?}");
            }
        }
    }

    /// Random rows of up to 12 numbers, small and at the edges of i64, against the game
    /// played out; and rows of up to 80 against the LeetCode oracle's interval search.
    #[test]
    fn matches_the_searches_on_random_rows() {
        let mut rng = Rng::new(1097);
        for round in 0..3000 {
            let length = rng.range(0, 12) as usize;
            let row: Vec<i64> = (0..length)
                .map(|_| match round % 3 {
                    0 => rng.range(0, 20) as i64 - 10,
                    1 => (rng.range(0, 2_000_000_000) as i64) - 1_000_000_000,
                    _ => [i64::MIN, i64::MAX, 0, -1][rng.range(0, 3) as usize],
                })
                .collect();
            assert_eq!(first_player_total(&row), totals_played(&row).0, "{row:?}");
        }
        for _ in 0..300 {
            let length = rng.range(0, 80) as usize;
            let row: Vec<i64> = (0..length)
                .map(|_| (rng.range(0, 2_000_000_000) as i64) - 1_000_000_000)
                .collect();
            let sum: i128 = row.iter().map(|&x| i128::from(x)).sum();
            let margin = i128::from(crate::oracles::minimax::end_margin(&row));
            assert_eq!(2 * first_player_total(&row), sum + margin, "{row:?}");
        }
    }

    #[test]
    fn exact_past_i64() {
        assert_eq!(
            first_player_total(&[i64::MAX, i64::MAX, i64::MAX]),
            2 * i128::from(i64::MAX)
        );
        assert_eq!(first_player_total(&[i64::MIN]), i128::from(i64::MIN));
        assert_eq!(first_player_total(&[]), 0);
        // Sizes summing to i64::MAX (the narrow path's last case) and one past it, against the
        // game played out in i128.
        let half = i64::MAX / 2;
        for row in [
            [half, -(half + 1), 0],
            [-half, half, 1],
            [half, -(half + 1), -1],
            [-(half + 1), half + 1, -1],
        ] {
            assert_eq!(first_player_total(&row), totals_played(&row).0, "{row:?}");
            let values: Vec<u64> = row.iter().map(|&x| x.unsigned_abs()).collect();
            assert_eq!(
                best_margin(&values),
                played(&values, true, 0, 0),
                "{values:?}"
            );
        }
    }
}
