//! The LeetCode Stone Game series: 877, 1140, 1406 and 1510.

/// 877 Stone Game: take a pile from either end; more stones wins. With an even number of
/// piles and an odd total (LeetCode's constraints) Alice always wins: she can take every
/// even-indexed pile or every odd-indexed one, whichever set is larger. Outside those
/// constraints the interval recurrence decides (a tie is not a win).
pub fn stone_game(piles: &[i64]) -> bool {
    let total: i64 = piles.iter().sum();
    if piles.len() % 2 == 0 && total % 2 != 0 {
        return true;
    }
    crate::leetcode::number_games::best_margin(piles) > 0
}

/// 1140 Stone Game II: from the front, take all of the first X piles, 1 ≤ X ≤ 2M, then M
/// becomes max(M, X). Alice's most stones: best[i][m] = the most the player to move gets
/// from piles i.. with that M, the rest of the suffix going to the opponent. O(n³).
pub fn stone_game_ii(piles: &[i64]) -> i64 {
    let n = piles.len();
    let mut suffix = vec![0i64; n + 1];
    for i in (0..n).rev() {
        suffix[i] = suffix[i + 1] + piles[i];
    }
    // best[i][m] for m in 1..=n (an M above n allows taking everything anyway).
    let mut best = vec![vec![0i64; n + 2]; n + 1];
    for i in (0..n).rev() {
        for m in 1..=n {
            best[i][m] = (1..=(2 * m).min(n - i))
                .map(|x| suffix[i] - best[i + x][m.max(x).min(n)])
                .max()
                .unwrap_or(0);
        }
    }
    if n == 0 {
        0
    } else {
        best[0][1]
    }
}

/// Who wins a game, from Alice's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    Alice,
    Bob,
    Tie,
}

/// 1406 Stone Game III: take the first 1, 2 or 3 stones (values may be negative); the
/// higher total wins. margin[i] = max over k of (stones i..i+k) − margin[i + k]: O(n).
pub fn stone_game_iii(values: &[i64]) -> Winner {
    let n = values.len();
    let mut margin = vec![0i64; n + 3];
    for i in (0..n).rev() {
        let mut taken = 0;
        margin[i] = i64::MIN;
        for k in 1..=3.min(n - i) {
            taken += values[i + k - 1];
            margin[i] = margin[i].max(taken - margin[i + k]);
        }
    }
    match margin[0].cmp(&0) {
        std::cmp::Ordering::Greater => Winner::Alice,
        std::cmp::Ordering::Less => Winner::Bob,
        std::cmp::Ordering::Equal => Winner::Tie,
    }
}

/// 1510 Stone Game IV: take a non-zero square number of stones; whoever cannot loses.
/// A table over every count up to n: O(n·√n).
pub fn stone_game_iv(n: usize) -> bool {
    let mut wins = vec![false; n + 1];
    for stones in 1..=n {
        wins[stones] = (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= stones)
            .any(|s| !wins[stones - s]);
    }
    wins[n]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn the_leetcode_examples() {
        assert!(stone_game(&[5, 3, 4, 5]) && stone_game(&[3, 7, 2, 3]));
        assert_eq!(stone_game_ii(&[2, 7, 9, 4, 4]), 10);
        assert_eq!(stone_game_ii(&[1, 2, 3, 4, 5, 100]), 104);
        assert_eq!(stone_game_iii(&[1, 2, 3, 7]), Winner::Bob);
        assert_eq!(stone_game_iii(&[1, 2, 3, -9]), Winner::Alice);
        assert_eq!(stone_game_iii(&[1, 2, 3, 6]), Winner::Tie);
        assert!(stone_game_iv(1) && !stone_game_iv(2) && stone_game_iv(4));
    }

    /// The player to move's best (own − opponent's) on `piles[from..]` with that M.
    fn ii_minimax(piles: &[i64], m: usize) -> i64 {
        (1..=(2 * m).min(piles.len()))
            .map(|x| piles[..x].iter().sum::<i64>() - ii_minimax(&piles[x..], m.max(x)))
            .max()
            .unwrap_or(0)
    }

    fn iii_minimax(values: &[i64]) -> i64 {
        (1..=3.min(values.len()))
            .map(|k| values[..k].iter().sum::<i64>() - iii_minimax(&values[k..]))
            .max()
            .unwrap_or(0)
    }

    fn end_minimax(piles: &[i64]) -> i64 {
        match piles {
            [] => 0,
            _ => {
                let last = piles.len() - 1;
                (piles[0] - end_minimax(&piles[1..])).max(piles[last] - end_minimax(&piles[..last]))
            }
        }
    }

    fn iv_minimax(n: usize) -> bool {
        (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= n)
            .any(|s| !iv_minimax(n - s))
    }

    #[test]
    fn the_recurrences_match_direct_minimax() {
        let mut rng = Rng::new(42);
        for _ in 0..500 {
            let length = rng.range(0, 9) as usize;
            let piles: Vec<i64> = (0..length).map(|_| rng.range(1, 20) as i64).collect();
            let total: i64 = piles.iter().sum();
            // Alice's stones = (total + her margin) / 2.
            assert_eq!(
                stone_game_ii(&piles),
                (total + ii_minimax(&piles, 1)) / 2,
                "1140: {piles:?}"
            );
            assert_eq!(
                stone_game(&piles),
                end_minimax(&piles) > 0,
                "877: {piles:?}"
            );
            let values: Vec<i64> = (0..length).map(|_| rng.range(0, 20) as i64 - 10).collect();
            let margin = iii_minimax(&values);
            let expected = match margin.cmp(&0) {
                std::cmp::Ordering::Greater => Winner::Alice,
                std::cmp::Ordering::Less => Winner::Bob,
                std::cmp::Ordering::Equal => Winner::Tie,
            };
            assert_eq!(stone_game_iii(&values), expected, "1406: {values:?}");
        }
        for n in 0..30 {
            assert_eq!(stone_game_iv(n), iv_minimax(n), "1510: {n}");
        }
    }
}
