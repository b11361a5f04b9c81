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

/// Taro's best X − Y on `values`, when both play optimally. Exact for any u64 values and
/// any length whose sum fits i128 (every length that fits in memory).
///
/// # Example
/// ```
/// use grundy::games::deque::best_margin;
/// assert_eq!(best_margin(&[10, 80, 90, 30]), 10);
/// assert_eq!(best_margin(&[10, 100, 10]), -80);
/// ```
pub fn best_margin(values: &[u64]) -> i128 {
    // margin[i]: the mover's best on the interval of the current length starting at i.
    let mut margin: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
    let n = values.len();
    for length in 2..=n {
        for i in 0..=n - length {
            let last = i + length - 1;
            // margin[i + 1] and margin[i] still hold the shorter intervals a[i+1..=last]
            // and a[i..last]: i rises, so margin[i + 1] is not yet overwritten.
            let take_first = i128::from(values[i]) - margin[i + 1];
            let take_last = i128::from(values[last]) - margin[i];
            margin[i] = take_first.max(take_last);
        }
    }
    margin.first().copied().unwrap_or(0)
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
}
