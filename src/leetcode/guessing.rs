//! LeetCode 375 Guess Number Higher or Lower II: a number from 1 to n is hidden; each
//! wrong guess g costs g and is answered "higher" or "lower"; the least sum that finds
//! the number whatever it is. Proof: docs/games.md#guess-number-higher-or-lower-ii.

/// The largest n answered: the table for n takes n³/6 steps (1.7·10^8 at 1000, a tenth of
/// a second) and n² cells (4 MB), built once for the whole input.
pub const MOST_NUMBERS: usize = 1000;

/// The least sure costs of every interval, kept between cases and grown to the largest n
/// met: a case costs a lookup once its n, or a larger one, has been met.
///
/// cost(lo, hi) = 0 when lo ≥ hi (the number is known), else the least over the guesses g
/// of g + max(cost(lo, g − 1), cost(g + 1, hi)): the guess is paid unless it is right,
/// and the hider keeps the larger side open. The costs with hi fixed are computed for lo
/// falling, so that cost(g + 1, hi) is known; cost(lo, g − 1) has a smaller hi. Both are
/// read along rows of lo, so that the inner loop runs over contiguous memory.
#[derive(Debug, Default)]
pub struct GuessCosts {
    /// rows[lo][hi] = cost(lo, hi), for 1 ≤ lo and hi up to the largest n met (0 for
    /// hi ≤ lo); rows[0] is unused.
    rows: Vec<Vec<u32>>,
}

impl GuessCosts {
    /// The least sum that surely finds a number from 1 to `n` (1 ≤ n ≤ `MOST_NUMBERS`).
    pub fn least_sure_cost(&mut self, n: usize) -> u32 {
        assert!(n <= MOST_NUMBERS, "n above {MOST_NUMBERS}");
        if self.rows.is_empty() {
            self.rows.push(Vec::new());
        }
        while self.rows.len() <= n {
            let hi = self.rows.len();
            // column[lo] = cost(lo, hi); column[hi] and column[hi + 1] stay 0.
            let mut column = vec![0u32; hi + 2];
            for lo in (1..hi).rev() {
                let row = &self.rows[lo];
                let guesses = (lo..=hi).map(|g| g as u32 + row[g - 1].max(column[g + 1]));
                column[lo] = guesses.min().unwrap_or(0);
            }
            for (lo, row) in self.rows.iter_mut().enumerate().skip(1) {
                row.push(column[lo]);
            }
            self.rows.push(vec![0; hi + 1]);
        }
        self.rows.get(1).map_or(0, |row| row[n])
    }
}

/// 375 for one n, with a table of its own.
pub fn get_money_amount(n: usize) -> u32 {
    GuessCosts::default().least_sure_cost(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::game_searches as search;

    #[test]
    fn costs_kept_between_cases_match_the_search_in_any_order() {
        let mut costs = GuessCosts::default();
        for n in [3, 1, 12, 2, 40, 7, 40, 25, 60, 59, 1] {
            assert_eq!(
                u64::from(costs.least_sure_cost(n)),
                search::guess_cost(n),
                "{n}"
            );
        }
        for n in 1..=60 {
            assert_eq!(u64::from(get_money_amount(n)), search::guess_cost(n), "{n}");
        }
    }

    /// LeetCode's limit is n ≤ 200; the binary answers up to 1000.
    #[test]
    fn costs_at_leetcode_limits() {
        let mut costs = GuessCosts::default();
        for n in [200, 199, 150] {
            assert_eq!(
                u64::from(costs.least_sure_cost(n)),
                search::guess_cost(n),
                "{n}"
            );
        }
    }
}
