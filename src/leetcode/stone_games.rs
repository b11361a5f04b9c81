//! The LeetCode Stone Game series: 877, 1140, 1406, 1510, 1563, 1686, 1690, 1872, 2029.

/// 877 Stone Game: take a pile from either end; more stones wins. With an even number of
/// piles and an odd total (LeetCode's constraints) Alice always wins: she can take every
/// even-indexed pile or every odd-indexed one, whichever set is larger. Outside those
/// constraints the interval recurrence decides (a tie is not a win).
pub fn stone_game(piles: &[i64]) -> bool {
    parity_decides(piles) || crate::games::deque::best_margin(piles) > 0
}

/// The steps `stone_game` takes after summing `piles`: none under LeetCode's constraints,
/// n² for the recurrence otherwise (n²/2 in fact, each a few instructions).
pub fn stone_game_steps(piles: &[i64]) -> u64 {
    let n = piles.len() as u64;
    if parity_decides(piles) {
        0
    } else {
        n * n
    }
}

/// Whether Alice's win follows from an even number of piles and an odd total.
fn parity_decides(piles: &[i64]) -> bool {
    let total: i64 = piles.iter().sum();
    piles.len() % 2 == 0 && total % 2 != 0
}

/// 1140 Stone Game II: from the front, take all of the first X piles, 1 ≤ X ≤ 2M, then M
/// becomes max(M, X). Alice's most stones.
///
/// best(i, m), the most the player to move gets from piles i.. with M = m, is the suffix's
/// sum less the least the opponent can then get, over x ≤ 2m of best(i + x, max(m, x)); a
/// player with 2m ≥ n − i takes everything. Split at x = m, the two minima are sliding
/// windows, which monotone queues give in O(1) each, so the whole is O(n²), not O(n³):
/// for x ≤ m, best(j, m) over j in i + 1..=i + m, a window of fixed width moving down
/// column m as i falls (a queue per m); for x in m + 1..=2m, best(i + x, x), a window over
/// the diagonal from pile i whose both ends move up as m grows (a queue per i).
///
/// Only the M a game can have at pile i are valued: M grows to m by taking m piles when M
/// was at least m/2, so it first reaches m at pile `first(m)` = m + first(⌈m/2⌉) (about
/// 2m), and the moves from a reachable (i, m) reach only such pairs. That and the piles a
/// column's window can still hold cut the work to about n²/2 steps.
pub fn stone_game_ii(piles: &[i64]) -> i64 {
    let n = piles.len();
    let mut suffix = vec![0i64; n + 1];
    for i in (0..n).rev() {
        suffix[i] = suffix[i + 1] + piles[i];
    }
    // reach[i]: the largest M a game can have at pile i.
    let mut first = vec![0usize; n + 3];
    for m in 2..first.len() {
        first[m] = m + first[(m + 1) / 2];
    }
    // first[] rises from m = 1, and first[n + 2] ≥ n + 2 ends every scan.
    let mut m = 1;
    let reach: Vec<usize> = (0..=n)
        .map(|i| {
            while first[m + 1] <= i {
                m += 1;
            }
            m
        })
        .collect();
    // From pile i, M ≥ takes_all(i) takes every pile left.
    let takes_all = |i: usize| (n - i + 1) / 2;
    // best[i][m] for 1 ≤ m ≤ reach[i], m < takes_all(i); past takes_all(i), the suffix.
    let mut best: Vec<Vec<i64>> = vec![Vec::new(); n + 1];
    let value = |best: &[Vec<i64>], i: usize, m: usize| {
        if m >= takes_all(i) {
            suffix[i]
        } else {
            best[i][m]
        }
    };
    let mut columns: Vec<MinQueue> = (0..takes_all(0)).map(|_| MinQueue::default()).collect();
    for i in (0..n).rev() {
        // Column m's window is piles i + 1..=i + m: pile i + 1 comes in, i + m + 1 goes.
        // Pile i + 1 is read only from a pile at or after first(m), and only by an m with
        // 2m < n − that pile.
        let filled = reach[i].min(n - i - 1).min(columns.len().saturating_sub(1));
        for (m, column) in columns.iter_mut().enumerate().take(filled + 1).skip(1) {
            column.push(i + 1, value(&best, i + 1, m));
            column.expire(|j| j > i + m);
        }
        let mut row = vec![0; takes_all(i).min(reach[i] + 1)];
        let mut diagonal = MinQueue::default();
        let mut x = 2;
        for m in 1..row.len() {
            // 2m < n − i here, so pile i + 2m exists.
            while x <= 2 * m {
                diagonal.push(x, value(&best, i + x, x));
                x += 1;
            }
            diagonal.expire(|x| x <= m);
            row[m] = suffix[i] - columns[m].min().min(diagonal.min());
        }
        best[i] = row;
    }
    value(&best, 0, 1)
}

/// The least value of a sliding window whose entries leave in the order they came in: an
/// entry outlasted by a later one that is no larger can never be the least, so it is
/// dropped at once; the front then holds the least, and each entry costs O(1) in all.
#[derive(Debug, Default)]
struct MinQueue {
    entries: std::collections::VecDeque<(usize, i64)>,
}

impl MinQueue {
    fn push(&mut self, key: usize, value: i64) {
        while matches!(self.entries.back(), Some(&(_, v)) if v >= value) {
            self.entries.pop_back();
        }
        self.entries.push_back((key, value));
    }

    /// Drops the oldest entries while their keys have `left` the window.
    fn expire(&mut self, left: impl Fn(usize) -> bool) {
        while matches!(self.entries.front(), Some(&(key, _)) if left(key)) {
            self.entries.pop_front();
        }
    }

    /// The least value in the window (which the caller never leaves empty).
    fn min(&self) -> i64 {
        self.entries.front().map_or(i64::MAX, |&(_, v)| v)
    }
}

/// Who wins a game, from Alice's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    Alice,
    Bob,
    Tie,
}

impl Winner {
    /// Who wins when Alice ends `margin` ahead of Bob (any integer type).
    pub fn by_margin<T: Ord + Default>(margin: T) -> Winner {
        match margin.cmp(&T::default()) {
            std::cmp::Ordering::Greater => Winner::Alice,
            std::cmp::Ordering::Less => Winner::Bob,
            std::cmp::Ordering::Equal => Winner::Tie,
        }
    }

    /// The name LeetCode answers with.
    pub fn name(self) -> &'static str {
        match self {
            Winner::Alice => "Alice",
            Winner::Bob => "Bob",
            Winner::Tie => "Tie",
        }
    }
}

/// 1406 Stone Game III: take the first 1, 2 or 3 stones (values may be negative); the
/// higher total wins. margin[i] = max over k of (stones i..i+k) − margin[i + k]: O(n).
pub fn stone_game_iii(values: &[i64]) -> Winner {
    stone_game_iii_from_right(values.iter().rev().copied())
}

/// `stone_game_iii` on the values given last first: the recurrence looks only three stones
/// to the right, so it keeps three margins and two values, and the binary reads the values
/// off its text from the right without keeping them.
pub fn stone_game_iii_from_right(from_right: impl Iterator<Item = i64>) -> Winner {
    // margins[k − 1] = margin[i + k] and right[k − 1] = values[i + k]: zero past the end,
    // where no move reaches.
    let mut margins = [0i64; 3];
    let mut right = [0i64; 2];
    for (after, value) in from_right.enumerate() {
        let taken = [value, value + right[0], value + right[0] + right[1]];
        let moves = taken.iter().zip(margins).take(after + 1);
        let margin = moves.map(|(taken, then)| taken - then).max();
        margins = [margin.unwrap_or(0), margins[0], margins[1]];
        right = [value, right[0]];
    }
    Winner::by_margin(margins[0])
}

/// 1510 Stone Game IV: take a non-zero square number of stones; whoever cannot loses.
/// A table over every count up to n: O(n·√n).
pub fn stone_game_iv(n: usize) -> bool {
    SquareTakes::default().first_player_wins(n)
}

/// 1510's table, kept between cases: each case extends it only past the largest count
/// asked so far, so a batch of cases costs one O(n·√n) table in all.
#[derive(Debug, Default)]
pub struct SquareTakes {
    wins: Vec<bool>,
}

impl SquareTakes {
    pub fn first_player_wins(&mut self, n: usize) -> bool {
        let wins = &mut self.wins;
        while wins.len() <= n {
            let stones = wins.len();
            let win = (1..)
                .map(|k| k * k)
                .take_while(|&s| s <= stones)
                .any(|s| !wins[stones - s]);
            wins.push(win);
        }
        wins[n]
    }
}

/// 1563 Stone Game V: Alice splits the row in two non-empty rows; Bob throws away the one
/// with the larger sum (Alice chooses on a tie) and Alice scores the other's sum; play goes
/// on with the row kept until one stone is left. Alice's best score.
///
/// best[i][j] is the best score on stones i..=j. Values are positive, so the left sum grows
/// and the right sum shrinks with the split point: up to a point m the left row is kept,
/// after it the right one. Running maxima of `sum + best` over split points, kept per row
/// start and per row end, make each interval O(1), and m only moves right as j grows: O(n²).
pub fn stone_game_v(values: &[i64]) -> i64 {
    let n = values.len();
    if n < 2 {
        return 0;
    }
    let mut prefix = vec![0i64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + values[i];
    }
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut best = vec![vec![0i64; n]; n];
    // left_max[i][k] = max over i ≤ k' ≤ k of sum(i, k') + best[i][k'];
    // right_max[s][j] = max over s ≤ s' ≤ j of sum(s', j) + best[s'][j].
    let mut left_max = vec![vec![0i64; n]; n];
    let mut right_max = vec![vec![0i64; n]; n];
    for i in (0..n).rev() {
        left_max[i][i] = values[i];
        right_max[i][i] = values[i];
        let mut m = i; // the last split point whose left row is kept (if any)
        for j in i + 1..n {
            while m < j && sum(i, m) <= sum(m + 1, j) {
                m += 1;
            }
            // Now split points i..m-1 keep the left row (sum ≤ right); m.. keep the right.
            let mut score = 0;
            if m > i {
                let k = m - 1;
                score = score.max(left_max[i][k]);
                if sum(i, k) == sum(k + 1, j) {
                    score = score.max(right_max[k + 1][j]);
                }
            }
            if m < j {
                score = score.max(right_max[m + 1][j]);
            }
            best[i][j] = score;
            left_max[i][j] = left_max[i][j - 1].max(sum(i, j) + score);
        }
        for j in i + 1..n {
            // right_max[i][j] needs best[i][j], known now for this i.
            right_max[i][j] = right_max[i + 1][j].max(sum(i, j) + best[i][j]);
        }
    }
    best[0][n - 1]
}

/// 1686 Stone Game VI: each stone is worth a_i to Alice and b_i to Bob; they alternately
/// take any stone. Taking stone i gains a_i and denies b_i, so both take by a_i + b_i,
/// largest first: 1 if Alice ends ahead, −1 if Bob does, 0 on a tie. O(n log n).
pub fn stone_game_vi(alice: &[i64], bob: &[i64]) -> i64 {
    let mut sums: Vec<i64> = alice.iter().zip(bob).map(|(a, b)| a + b).collect();
    stone_game_vi_by_sums(alice.iter().sum(), &mut sums)
}

/// `stone_game_vi` from Alice's total and the sums a_i + b_i alone: Bob's stones are every
/// second one in the order of the sums, and Alice's margin, her values less his, is
/// Σ a − Σ over his stones of (a_i + b_i), which no tie in the order changes. The binary
/// keeps a u32 per stone (sums up to 2·10^9), no more than the text they were read from.
pub fn stone_game_vi_by_sums<T: Ord + Copy + Into<i64>>(alice_total: i64, sums: &mut [T]) -> i64 {
    sums.sort_unstable_by(|a, b| b.cmp(a));
    let bob: i64 = sums.iter().skip(1).step_by(2).map(|&sum| sum.into()).sum();
    (alice_total - bob).signum()
}

/// 1690 Stone Game VII: remove the leftmost or rightmost stone and score the sum of those
/// left; Alice maximises and Bob minimises the difference. margin[i][j] = max(sum(i+1..=j)
/// − margin[i+1][j], sum(i..j) − margin[i][j−1]): O(n²).
pub fn stone_game_vii(stones: &[i64]) -> i64 {
    let n = stones.len();
    let mut prefix = vec![0i64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + stones[i];
    }
    let mut margin = vec![0i64; n]; // margin[i] for the current length, rows i..i+len-1
    for length in 2..=n {
        for i in 0..=n - length {
            let j = i + length - 1;
            let take_left = prefix[j + 1] - prefix[i + 1] - margin[i + 1];
            let take_right = prefix[j] - prefix[i] - margin[i];
            margin[i] = take_left.max(take_right);
        }
    }
    if n < 2 {
        0
    } else {
        margin[0]
    }
}

/// 1872 Stone Game VIII: remove the leftmost x > 1 stones, score their sum, and put a stone
/// of that sum back on the left. Every move's score is a prefix sum p[k] (k ≥ 1) of the
/// original row, and the difference obeys best = max over k of (p[k] − best after k):
/// scanned from the right, O(n).
pub fn stone_game_viii(stones: &[i64]) -> i64 {
    let total = stones.iter().sum();
    stone_game_viii_from_right(total, stones.len(), stones.iter().rev().copied())
}

/// `stone_game_viii` from the row's total and length and its stones last first: p[n − 1]
/// is the total and each p[k] the one after it less stone k + 1, so nothing is kept per
/// stone, and the binary reads them off its text from the right.
pub fn stone_game_viii_from_right(
    total: i64,
    length: usize,
    from_right: impl Iterator<Item = i64>,
) -> i64 {
    let mut best = total;
    let mut prefix = total;
    // Stones n − 1 down to 2 give p[n − 2] down to p[1].
    for stone in from_right.take(length.saturating_sub(2)) {
        prefix -= stone;
        best = best.max(prefix - best);
    }
    best
}

/// 2029 Stone Game IX: remove any stone; whoever makes the removed total divisible by 3
/// loses, and Bob wins if the stones run out. Only residues matter: with an even number of
/// multiples of 3 (which just pass the turn in pairs) Alice wins when both residues 1 and
/// 2 occur; with an odd number, when the counts of residues 1 and 2 differ by more than 2.
pub fn stone_game_ix(stones: &[i64]) -> bool {
    let mut count = [0usize; 3];
    for &stone in stones {
        count[residue(stone)] += 1;
    }
    stone_game_ix_by_residues(count)
}

/// A stone's residue mod 3, the index into the counts `stone_game_ix_by_residues` takes.
pub fn residue(stone: i64) -> usize {
    stone.rem_euclid(3) as usize
}

/// `stone_game_ix` from how many stones have each residue mod 3.
pub fn stone_game_ix_by_residues(count: [usize; 3]) -> bool {
    if count[0] % 2 == 0 {
        count[1] >= 1 && count[2] >= 1
    } else {
        count[1].abs_diff(count[2]) > 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::minimax;
    use crate::oracles::rng::Rng;

    #[test]
    fn the_leetcode_examples() {
        assert!(stone_game(&[5, 3, 4, 5]) && stone_game(&[3, 7, 2, 3]));
        assert_eq!(stone_game_ii(&[2, 7, 9, 4, 4]), 10);
        assert_eq!(stone_game_ii(&[1, 2, 3, 4, 5, 100]), 104);
        assert_eq!(stone_game_iii(&[1, 2, 3, 7]), Winner::Bob);
        assert_eq!(stone_game_iii(&[1, 2, 3, -9]), Winner::Alice);
        assert_eq!(stone_game_iii(&[1, 2, 3, 6]), Winner::Tie);
        assert!(stone_game_iv(1) && !stone_game_iv(2) && stone_game_iv(4));
        assert_eq!(stone_game_v(&[6, 2, 3, 4, 5, 5]), 18);
        assert_eq!(stone_game_v(&[7, 7, 7, 7, 7, 7, 7]), 28);
        assert_eq!(stone_game_v(&[4]), 0);
        assert_eq!(stone_game_vi(&[1, 3], &[2, 1]), 1);
        assert_eq!(stone_game_vi(&[1, 2], &[3, 1]), 0);
        assert_eq!(stone_game_vi(&[2, 4, 3], &[1, 6, 7]), -1);
        assert_eq!(stone_game_vii(&[5, 3, 1, 4, 2]), 6);
        assert_eq!(stone_game_vii(&[7, 90, 5, 1, 100, 10, 10, 2]), 122);
        assert_eq!(stone_game_viii(&[-1, 2, -3, 4, -5]), 5);
        assert_eq!(stone_game_viii(&[7, -6, 5, 10, 5, -2, -6]), 13);
        assert_eq!(stone_game_viii(&[-10, -12]), -22);
        assert!(stone_game_ix(&[2, 1]) && !stone_game_ix(&[2]) && !stone_game_ix(&[5, 1, 2, 4, 3]));
    }

    #[test]
    fn the_recurrences_match_direct_minimax() {
        let mut rng = Rng::new(42);
        for _ in 0..500 {
            let length = rng.range(0, 9) as usize;
            let piles: Vec<i64> = (0..length).map(|_| rng.range(1, 20) as i64).collect();
            agree(
                "1140",
                stone_game_ii,
                minimax::stone_game_ii,
                [piles.clone()],
            );
            agree("877", stone_game, minimax::stone_game, [piles]);
            let values: Vec<i64> = (0..length).map(|_| rng.range(0, 20) as i64 - 10).collect();
            agree("1406", stone_game_iii, minimax::stone_game_iii, [values]);
        }
        let mut table = SquareTakes::default();
        let square_takes = minimax::stone_game_iv(30);
        for n in (0..30).rev().chain(0..30) {
            assert_eq!(stone_game_iv(n), square_takes[n], "1510: {n}");
            assert_eq!(table.first_player_wins(n), square_takes[n], "1510: {n}");
        }
    }

    #[test]
    fn the_later_stone_games_match_direct_minimax() {
        let mut rng = Rng::new(43);
        for _ in 0..400 {
            let length = rng.range(1, 8) as usize;
            let values: Vec<i64> = (0..length).map(|_| rng.range(1, 9) as i64).collect();
            agree(
                "1563",
                stone_game_v,
                minimax::stone_game_v,
                [values.clone()],
            );
            let bob: Vec<i64> = (0..length).map(|_| rng.range(1, 9) as i64).collect();
            assert_eq!(
                stone_game_vi(&values, &bob),
                minimax::stone_game_vi(&values, &bob),
                "1686: {values:?} {bob:?}"
            );
            agree(
                "1690",
                stone_game_vii,
                minimax::stone_game_vii,
                [values.clone()],
            );
            if length >= 2 {
                let signed: Vec<i64> = values.iter().map(|v| v - 5).collect();
                agree("1872", stone_game_viii, minimax::stone_game_viii, [signed]);
            }
            agree("2029", stone_game_ix, minimax::stone_game_ix, [values]);
        }
    }

    // At LeetCode's own limits (the largest lengths and values of each problem's
    // constraints), against the searches of `minimax`, which sum in i128, and against answers
    // that follow from the rules by hand where no search can go.

    fn values(rng: &mut Rng, length: usize, range: std::ops::RangeInclusive<i64>) -> Vec<i64> {
        let span = (range.end() - range.start()) as u64;
        (0..length)
            .map(|_| range.start() + rng.range(0, span) as i64)
            .collect()
    }

    /// `rule` (the library's) and `search` (the game's own rules) give the same answer on
    /// every row of `rows`; a failure names the row by its length and first values.
    fn agree<T: PartialEq + std::fmt::Debug>(
        label: &str,
        rule: fn(&[i64]) -> T,
        search: fn(&[i64]) -> T,
        rows: impl IntoIterator<Item = Vec<i64>>,
    ) {
        for row in rows {
            let head = &row[..row.len().min(12)];
            let (ours, theirs) = (rule(&row), search(&row));
            assert_eq!(ours, theirs, "{label}: {} values, {head:?}…", row.len());
        }
    }

    /// 877: 2 ≤ piles.length ≤ 500, even; 1 ≤ piles[i] ≤ 500; the total is odd.
    #[test]
    fn stone_game_at_leetcode_limits() {
        let mut rng = Rng::new(877);
        for _ in 0..4 {
            let mut piles = values(&mut rng, 500, 1..=500);
            if piles.iter().sum::<i64>() % 2 == 0 {
                piles[0] = if piles[0] == 500 { 499 } else { piles[0] + 1 };
            }
            assert!(
                stone_game(&piles) && minimax::stone_game(&piles),
                "{piles:?}"
            );
            // The same length with an even total: the interval recurrence decides.
            piles[0] = if piles[0] == 500 { 499 } else { piles[0] + 1 };
            assert_eq!(stone_game(&piles), minimax::stone_game(&piles), "{piles:?}");
        }
        // Equal piles, an even count: each player gets half, a tie, which is no win (the
        // binary takes 5000 piles of up to 10^12).
        assert!(!stone_game(&[500; 500]) && !stone_game(&[1_000_000_000_000; 5000]));
    }

    /// 1140: 1 ≤ piles.length ≤ 100, 1 ≤ piles[i] ≤ 10^4.
    #[test]
    fn stone_game_ii_at_leetcode_limits() {
        let mut rng = Rng::new(1140);
        let mut cases = vec![vec![10_000; 100], vec![1; 100], (1..=100).rev().collect()];
        cases.extend((0..3).map(|_| values(&mut rng, 100, 1..=10_000)));
        agree("1140", stone_game_ii, minimax::stone_game_ii, cases);
    }

    /// 1140 at the binary's own limit, 500 piles of up to 10^12, and on every length up to
    /// 120 with few distinct values (equal values in the sliding windows' queues).
    #[test]
    fn stone_game_ii_at_the_binarys_limits() {
        let mut rng = Rng::new(1141);
        let top = 1_000_000_000_000;
        let mut cases = vec![vec![top; 500], vec![1; 500], (1..=500).collect()];
        cases.push(values(&mut rng, 500, 1..=top));
        cases.push(values(&mut rng, 499, 1..=3));
        cases.extend((1..=120).map(|length| values(&mut rng, length, 1..=3)));
        agree("1140", stone_game_ii, minimax::stone_game_ii, cases);
    }

    /// 1406: 1 ≤ stoneValue.length ≤ 5·10^4, −1000 ≤ stoneValue[i] ≤ 1000; and the binary's
    /// own limits, 10^6 values of up to 10^12 in magnitude, whose sums reach 10^18.
    #[test]
    fn stone_game_iii_at_leetcode_limits() {
        let mut rng = Rng::new(1406);
        let big = 1_000_000_000_000;
        let cases = [
            values(&mut rng, 50_000, -1000..=1000),
            values(&mut rng, 50_000, -1000..=-990),
            vec![1000; 50_000],
            vec![-1000; 50_000],
            values(&mut rng, 1_000_000, -big..=big),
            vec![big; 1_000_000],
            vec![-big; 1_000_000],
        ];
        agree("1406", stone_game_iii, minimax::stone_game_iii, cases);
    }

    /// 1510: 1 ≤ n ≤ 10^5.
    #[test]
    fn stone_game_iv_at_leetcode_limits() {
        let square_takes = minimax::stone_game_iv(100_000);
        let mut table = SquareTakes::default();
        // The largest first, so that the smaller counts are read off the table it built.
        assert_eq!(table.first_player_wins(100_000), square_takes[100_000]);
        for (n, &wins) in square_takes.iter().enumerate() {
            assert_eq!(table.first_player_wins(n), wins, "{n}");
        }
    }

    /// 1563: 1 ≤ stoneValue.length ≤ 500, 1 ≤ stoneValue[i] ≤ 10^6, against every split of
    /// every row (O(n³)).
    #[test]
    fn stone_game_v_at_leetcode_limits() {
        let mut rng = Rng::new(1563);
        let cases = [
            values(&mut rng, 500, 1..=1_000_000),
            vec![1_000_000; 500],
            (1..=500).map(|i| i * 2000).collect(),
        ];
        agree("1563", stone_game_v, minimax::stone_game_v, cases);
    }

    /// 1686: 1 ≤ n ≤ 10^5, 1 ≤ aliceValues[i], bobValues[i] ≤ 100.
    #[test]
    fn stone_game_vi_at_leetcode_limits() {
        // Alike stones: whatever is taken, Alice gets ⌈n/2⌉ of them and Bob ⌊n/2⌋.
        for (n, a, b) in [
            (100_000i64, 100, 100),
            (99_999, 100, 100),
            (99_999, 1, 100),
            (100_000, 100, 99),
            (100_000, 99, 100),
        ] {
            let expected = (a * ((n + 1) / 2) - b * (n / 2)).signum();
            assert_eq!(
                stone_game_vi(&vec![a; n as usize], &vec![b; n as usize]),
                expected
            );
        }
        // Few kinds of stones, so that the search over how many of each are left can go.
        let mut rng = Rng::new(1686);
        for _ in 0..4 {
            let kinds: Vec<(i64, i64)> = (0..3)
                .map(|_| {
                    (
                        *[1, 100].get(rng.range(0, 1) as usize).unwrap(),
                        rng.range(1, 100) as i64,
                    )
                })
                .collect();
            let length = 120;
            let (alice, bob): (Vec<i64>, Vec<i64>) =
                (0..length).map(|_| kinds[rng.range(0, 2) as usize]).unzip();
            assert_eq!(
                stone_game_vi(&alice, &bob),
                minimax::stone_game_vi(&alice, &bob),
                "{kinds:?}"
            );
        }
    }

    /// 1686 as the binary runs it, with a u32 sum per stone, at the binary's own limits:
    /// values up to 10^9, so sums up to 2·10^9, near the top of a u32.
    #[test]
    fn stone_game_vi_by_u32_sums_at_the_binarys_limits() {
        let mut rng = Rng::new(1687);
        let top = 1_000_000_000;
        for length in [1, 2, 3, 1000, 100_001] {
            for low in [1, top - 3] {
                let alice = values(&mut rng, length, low..=top);
                let bob = values(&mut rng, length, low..=top);
                let mut sums: Vec<u32> = alice
                    .iter()
                    .zip(&bob)
                    .map(|(a, b)| (a + b) as u32)
                    .collect();
                assert_eq!(
                    stone_game_vi_by_sums(alice.iter().sum(), &mut sums),
                    stone_game_vi(&alice, &bob),
                    "{length} values from {low}"
                );
            }
        }
    }

    /// 1690: 2 ≤ n ≤ 1000, 1 ≤ stones[i] ≤ 1000.
    #[test]
    fn stone_game_vii_at_leetcode_limits() {
        let mut rng = Rng::new(1690);
        let cases = [
            values(&mut rng, 1000, 1..=1000),
            vec![1000; 1000],
            (1..=1000).collect(),
        ];
        agree("1690", stone_game_vii, minimax::stone_game_vii, cases);
    }

    /// 1872: 2 ≤ n ≤ 10^5, −10^4 ≤ stones[i] ≤ 10^4; the binary takes 10^6 stones of up to
    /// 10^12 in magnitude.
    #[test]
    fn stone_game_viii_at_leetcode_limits() {
        // With every stone positive Alice takes the whole row: any other move lets Bob take
        // the rest and score the whole sum, more than she did.
        assert_eq!(stone_game_viii(&[10_000; 100_000]), 1_000_000_000);
        let big = 1_000_000_000_000;
        assert_eq!(
            stone_game_viii(&vec![big; 1_000_000]),
            1_000_000_000_000_000_000
        );
        // The search over positions is quadratic: rows of 3000 at the extreme values.
        let mut rng = Rng::new(1872);
        let cases = [
            values(&mut rng, 3000, -10_000..=10_000),
            vec![-10_000; 3000],
            (0..3000)
                .map(|i| if i % 2 == 0 { 10_000 } else { -10_000 })
                .collect(),
            values(&mut rng, 3000, -big..=big),
        ];
        agree("1872", stone_game_viii, minimax::stone_game_viii, cases);
    }

    /// 2029: 1 ≤ stones.length ≤ 10^5, 1 ≤ stones[i] ≤ 10^4.
    #[test]
    fn stone_game_ix_at_leetcode_limits() {
        let n = 100_000;
        // Alice's first stone makes a multiple of 3: she loses.
        assert!(!stone_game_ix(&vec![9999; n]));
        // All alike and not multiples of 3: the totals go r, 2r, 3r, and the third stone,
        // Alice's, loses.
        assert!(!stone_game_ix(&vec![10_000; n]) && !stone_game_ix(&vec![9998; n]));
        // One stone ≡ 1 among stones ≡ 2: Alice takes it, and every stone Bob can take then
        // makes 1 + 2.
        let mut stones = vec![9998; n];
        stones[n / 2] = 10_000;
        assert!(stone_game_ix(&stones));
        // The search over how many of each residue are left, on rows it can afford.
        let mut rng = Rng::new(2029);
        let rows = (0..20).map(|_| values(&mut rng, 80, 1..=10_000));
        agree("2029", stone_game_ix, minimax::stone_game_ix, rows);
    }
}
