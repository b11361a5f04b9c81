//! CSES 1097 Removal Game: a row of numbers; in turn each player takes the first or the
//! last number and adds it to their own total; both play to make their own total as large
//! as they can. The first player's total.
//!
//! The numbers all go to one player or the other, so their sum is fixed: making one's own
//! total largest is making the margin (own total less the other's) largest. Let m(i, j) be
//! the best margin of the player to move on the row x_i … x_j: taking x_i leaves the other
//! player to move on x_{i+1} … x_j, with margin m(i + 1, j) against the taker, so
//! m(i, j) = max(x_i − m(i + 1, j), x_j − m(i, j − 1)), and m of an empty row is 0. The
//! first player's total is then (sum + m(1, n)) / 2, exactly (sum + margin is twice it).
//! (docs/games.md#taking-from-either-end-for-points)

/// The first player's total when both take the first or last number of `row` in turn,
/// each making their own total as large as they can.
///
/// # Complexity
/// O(n²) time, O(n) memory: the margins of the rows of one length, rolled into the next.
/// Exact for any i64 numbers: the margins and the sum are i128 (n · 2^63 stays far below
/// 2^127).
///
/// # Example
/// ```
/// use grundy::games::end_scores;
/// assert_eq!(end_scores::first_player_total(&[4, 5, 1, 3]), 8);
/// assert_eq!(end_scores::first_player_total(&[-1, -5]), -1);
/// ```
pub fn first_player_total(row: &[i64]) -> i128 {
    let sum: i128 = row.iter().map(|&x| i128::from(x)).sum();
    // margin[i], after the pass for length L, is m over row[i..i + L].
    let mut margin: Vec<i128> = row.iter().map(|&x| i128::from(x)).collect();
    for length in 2..=row.len() {
        for i in 0..=row.len() - length {
            let take_first = i128::from(row[i]) - margin[i + 1];
            let take_last = i128::from(row[i + length - 1]) - margin[i];
            margin[i] = take_first.max(take_last);
        }
    }
    let best = margin.first().copied().unwrap_or(0);
    (sum + best) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    /// The game played out, each player choosing the end that makes their own final total
    /// largest against the other's best replies: (the mover's total, the other's).
    fn played(row: &[i64]) -> (i128, i128) {
        let (first, rest, last, before) = match (row.split_first(), row.split_last()) {
            (Some((&first, rest)), Some((&last, before))) => (first, rest, last, before),
            _ => return (0, 0),
        };
        // After a take the other player moves: their pair comes back the other way round.
        let (other_then, mine_then) = played(rest);
        let by_first = (i128::from(first) + mine_then, other_then);
        let (other_then, mine_then) = played(before);
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
                assert_eq!(first_player_total(&row), played(&row).0, "{row:?}");
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
            assert_eq!(first_player_total(&row), played(&row).0, "{row:?}");
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
    }
}
