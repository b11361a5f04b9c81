//! LeetCode 292, 1025, 810, 486, 464 and 294: games on numbers, arrays and strings.

use crate::games::bash;
use crate::games::deque::best_margin;
use crate::games::octal::{certify, OctalGame};
use crate::games::periodic::Periodic;

/// 292 Nim Game: take 1 to 3 stones, taking the last wins: Bash's game with m = 3, lost
/// exactly on multiples of 4. Any u64.
pub fn nim_game(stones: u64) -> bool {
    bash::first_player_wins(stones, 3)
}

/// 1025 Divisor Game: replace n by n − x for a divisor x < n of n. Alice wins exactly when n
/// is even: from an even n, take 1 and hand over an odd number, whose divisors are all odd,
/// so the reply leaves an even number again; 1 has no move.
pub fn divisor_game(n: u64) -> bool {
    n % 2 == 0
}

/// 810 Chalkboard XOR Game: erase one number; whoever erases to an exclusive or of 0
/// loses, and whoever starts a turn with exclusive or 0 wins. Alice wins exactly when the
/// exclusive or is already 0 or the count is even: with an even count and a non-zero
/// exclusive or, some number differs from the exclusive or and can be erased safely.
pub fn xor_game(nums: &[i64]) -> bool {
    xor_game_by_sum(nums.iter().fold(0, |x, &n| x ^ n), nums.len())
}

/// `xor_game` from the numbers' exclusive or and count alone.
pub fn xor_game_by_sum(xor: i64, count: usize) -> bool {
    xor == 0 || count % 2 == 0
}

/// 486 Predict the Winner: take from either end; player 1 wins on a tie too. The best
/// margin on nums[i..=j] is the larger of taking the left end or the right end, less the
/// opponent's best margin on what remains: O(n²).
pub fn predict_the_winner(nums: &[i64]) -> bool {
    best_margin(nums) >= 0
}

/// 464 Can I Win: players add distinct numbers from 1 to `max_choosable` to a running total;
/// whoever reaches `desired_total` wins. A total of 0 or less is won before any move; a
/// total beyond 1 + … + max is reached by nobody, which is no win.
///
/// # Panics
/// When the table (32 MiB at max 20) cannot be had; the binary asks `CanIWin`, which says so.
pub fn can_i_win(max_choosable: u32, desired_total: i64) -> bool {
    let wins = CanIWin::default().first_player_wins(max_choosable, desired_total);
    wins.expect("the table fits in memory")
}

/// The largest maxChoosableInteger: 2^20 sets of used numbers.
pub const MAX_CHOOSABLE: u32 = 20;

/// Totals as a bitset, bit r for a total of r still to reach: 1 + … + 20 = 210 < 256.
type Totals = [u64; 4];

/// 464's answers, kept between cases: a case costs a lookup once its maxChoosableInteger,
/// or a larger one, has been met.
///
/// For a set of used numbers the table holds the set of remaining totals r the player to
/// move wins, so that one pass over the 2^max sets answers every desiredTotal at once (not
/// a table per total, rebuilt per case). A move k wins r when
/// k ≥ r or when the opponent loses r − k after it, so the losing set is the intersection
/// over the unused k of (winning set after k) shifted up by k, and its complement is the
/// winning set. The game on 1..m is the game on 1..max with m + 1..max already used, so the
/// table for max answers every smaller max too.
#[derive(Debug, Default)]
pub struct CanIWin {
    /// `first_wins[m]`: the totals the first player wins with numbers 1..m; empty beyond the
    /// largest max computed.
    first_wins: Vec<Totals>,
}

impl CanIWin {
    /// Whether the first player wins; `max_choosable` is at most `MAX_CHOOSABLE`. `None`
    /// when the table it needs cannot be had (under a memory cap), so that the binary
    /// refuses the case instead of aborting.
    pub fn first_player_wins(&mut self, max_choosable: u32, desired_total: i64) -> Option<bool> {
        assert!(
            max_choosable <= MAX_CHOOSABLE,
            "maxChoosableInteger above 20"
        );
        let max = max_choosable as usize;
        if desired_total <= 0 {
            return Some(true);
        }
        let all = i64::from(max_choosable) * i64::from(max_choosable + 1) / 2;
        if all < desired_total {
            return Some(false);
        }
        if self.first_wins.len() <= max {
            self.first_wins = first_player_totals(max)?;
        }
        let r = desired_total as usize;
        Some(self.first_wins[max][r / 64] >> (r % 64) & 1 == 1)
    }
}

/// For every m ≤ `max`, the totals the first player wins with numbers 1..m; `None` when
/// the table cannot be had.
fn first_player_totals(max: usize) -> Option<Vec<Totals>> {
    let full = (1usize << max) - 1;
    // wins[used]: bit k − 1 of `used` set when k has been used.
    let mut wins: Vec<Totals> = Vec::new();
    wins.try_reserve_exact(full + 1).ok()?;
    wins.resize(full + 1, [0; 4]);
    // Every superset of a set is larger, so it is known when the set is reached.
    for used in (0..full).rev() {
        let mut loses = [u64::MAX; 4];
        for k in (1..=max).filter(|k| used & (1 << (k - 1)) == 0) {
            let after = shifted_up(&wins[used | (1 << (k - 1))], k);
            for (lost, after) in loses.iter_mut().zip(after) {
                *lost &= after;
            }
        }
        // Bit 0, a total already reached, is no total to play for.
        wins[used] = loses.map(|lost| !lost);
        wins[used][0] &= !1;
    }
    // Numbers m + 1..max used, 1..m free: bits m..max − 1.
    Some((0..=max).map(|m| wins[full & !((1 << m) - 1)]).collect())
}

/// `totals` with every r moved to r + `by` (0 < `by` < 64); what passes 255 is dropped.
fn shifted_up(totals: &Totals, by: usize) -> Totals {
    let mut out = [0; 4];
    for i in 0..4 {
        out[i] = totals[i] << by;
        if i > 0 {
            out[i] |= totals[i - 1] >> (64 - by);
        }
    }
    out
}

/// 294 Flip Game II: flip two adjacent `+` to `-`; whoever cannot loses. A run of k `+` is a
/// heap of Dawson's Kayles (octal 0.07: remove two adjacent, leaving up to two runs), whose
/// Grundy values are periodic; the runs add by exclusive or.
pub struct FlipGame {
    dawsons_kayles: Periodic,
}

impl Default for FlipGame {
    fn default() -> FlipGame {
        let code = OctalGame::parse("0.07").expect("0.07 is an octal game code");
        let certified = certify(&code, 10_000).expect("0.07 is periodic from 53 with period 34");
        FlipGame {
            dawsons_kayles: certified.values,
        }
    }
}

impl FlipGame {
    pub fn first_player_wins(&self, state: &str) -> bool {
        let runs = state.split('-').map(|run| run.len() as u64);
        runs.fold(0, |x, run| x ^ self.dawsons_kayles.value(run)) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::minimax;
    use crate::oracles::rng::Rng;

    #[test]
    fn the_leetcode_examples() {
        assert!(!nim_game(4) && nim_game(1) && nim_game(2));
        assert!(divisor_game(2) && !divisor_game(3));
        assert!(!xor_game(&[1, 1, 2]) && xor_game(&[0, 1]) && xor_game(&[1, 2, 3]));
        assert!(!predict_the_winner(&[1, 5, 2]) && predict_the_winner(&[1, 5, 233, 7]));
        assert!(!can_i_win(10, 11) && can_i_win(10, 0) && can_i_win(10, 1));
        let flip = FlipGame::default();
        assert!(flip.first_player_wins("++++") && !flip.first_player_wins("+"));
    }

    #[test]
    fn the_rules_match_direct_minimax() {
        let divisor_games = minimax::divisor_games(20);
        for n in 0..20 {
            assert_eq!(nim_game(n), minimax::nim_game(n), "292: {n}");
            if n >= 1 {
                assert_eq!(divisor_game(n), divisor_games[n as usize], "1025: {n}");
            }
        }
        let mut rng = Rng::new(41);
        for _ in 0..400 {
            let length = rng.range(1, 8) as usize;
            let nums: Vec<i64> = (0..length).map(|_| rng.range(0, 7) as i64).collect();
            assert_eq!(xor_game(&nums), minimax::xor_game(&nums), "810: {nums:?}");
            let signed: Vec<i64> = (0..length).map(|_| rng.range(0, 40) as i64 - 20).collect();
            assert_eq!(
                best_margin(&signed),
                i128::from(minimax::end_margin(&signed)),
                "486: {signed:?}"
            );
            let max = rng.range(1, 9) as u32;
            let desired = rng.range(0, 40) as i64;
            assert_eq!(
                can_i_win(max, desired),
                minimax::can_i_win(max, desired),
                "464: {max} {desired}"
            );
        }
        let flip = FlipGame::default();
        for _ in 0..400 {
            let length = rng.range(0, 14) as usize;
            let text: String = (0..length)
                .map(|_| if rng.chance(3, 4) { '+' } else { '-' })
                .collect();
            assert_eq!(
                flip.first_player_wins(&text),
                minimax::flip_game(&text),
                "294: {text}"
            );
        }
    }

    // At LeetCode's own limits, against the searches of `minimax` and against answers that
    // follow from the rules by hand where no search can go.

    /// 292: 1 ≤ n ≤ 2^31 − 1; the binary takes any u64.
    #[test]
    fn nim_game_at_leetcode_limits() {
        let top = (1u64 << 31) - 1;
        for n in (top - 50..=top)
            .chain(u64::MAX - 50..=u64::MAX)
            .chain(1..=50)
        {
            assert_eq!(nim_game(n), minimax::nim_game(n), "{n}");
        }
    }

    /// 1025: 1 ≤ n ≤ 1000.
    #[test]
    fn divisor_game_at_leetcode_limits() {
        let wins = minimax::divisor_games(1000);
        for n in 1..=1000 {
            assert_eq!(divisor_game(n), wins[n as usize], "{n}");
        }
    }

    /// 810: 1 ≤ nums.length ≤ 1000, 0 ≤ nums[i] < 2^16.
    #[test]
    fn xor_game_at_leetcode_limits() {
        let top = 65_535;
        // An even count of equal numbers has exclusive or 0: Alice wins before moving. An
        // odd count: every erasure leaves an even count, exclusive or 0, and loses.
        assert!(xor_game(&[top; 1000]) && !xor_game(&[top; 999]));
        // Two values, so that the search over how many of each are left can go.
        let mut rng = Rng::new(810);
        for length in [1000, 999, 998, 997] {
            let (a, b) = (
                rng.range(0, top as u64) as i64,
                rng.range(0, top as u64) as i64,
            );
            let nums: Vec<i64> = (0..length)
                .map(|_| if rng.chance(1, 2) { a } else { b })
                .collect();
            assert_eq!(
                xor_game(&nums),
                minimax::xor_game(&nums),
                "{a} {b} × {length}"
            );
        }
    }

    /// 486: 1 ≤ nums.length ≤ 20, 0 ≤ nums[i] ≤ 10^7.
    #[test]
    fn predict_the_winner_at_leetcode_limits() {
        let top = 10_000_000;
        let mut rng = Rng::new(486);
        let mut cases = vec![vec![top; 20], vec![top; 19], vec![0; 20]];
        cases.extend((0..20).map(|_| {
            let length = rng.range(18, 20) as usize;
            (0..length)
                .map(|_| rng.range(0, top as u64) as i64)
                .collect()
        }));
        for nums in cases {
            let margin = i128::from(minimax::end_margin(&nums));
            assert_eq!(best_margin(&nums), margin, "{nums:?}");
            assert_eq!(
                predict_the_winner(&nums),
                minimax::predict_the_winner(&nums),
                "{nums:?}"
            );
        }
    }

    /// 464: 1 ≤ maxChoosableInteger ≤ 20, 0 ≤ desiredTotal ≤ 300.
    #[test]
    fn can_i_win_at_leetcode_limits() {
        // 210 = 1 + … + 20 is reached only by the twentieth number, which is Bob's; above
        // it nobody wins. Up to 20 Alice reaches the total at once. At 21 every k Alice
        // picks is answered by 21 − k.
        for (desired, wins) in [
            (210, false),
            (211, false),
            (300, false),
            (0, true),
            (20, true),
            (21, false),
        ] {
            assert_eq!(can_i_win(20, desired), wins, "20, {desired}");
        }
        for (max, desired) in [(20, 150), (20, 209), (19, 190)] {
            assert_eq!(
                can_i_win(max, desired),
                minimax::can_i_win(max, desired),
                "{max}, {desired}"
            );
        }
    }

    /// 464's table kept between cases answers every total and every max as a search of
    /// that one case does, whatever order the cases come in: a larger max rebuilds the
    /// table, a smaller one reads it.
    #[test]
    fn can_i_win_kept_between_cases_matches_minimax() {
        let mut game = CanIWin::default();
        for max in [3, 1, 7, 12, 2, 12, 9, 5, 11] {
            for desired in -2..=80 {
                assert_eq!(
                    game.first_player_wins(max, desired),
                    Some(minimax::can_i_win(max, desired)),
                    "{max}, {desired}"
                );
            }
        }
    }

    /// 294: 1 ≤ currentState.length ≤ 60 (the binary takes 10^6 characters: see
    /// tests/leetcode_text.rs).
    #[test]
    fn flip_game_at_leetcode_limits() {
        let flip = FlipGame::default();
        let mut rng = Rng::new(294);
        let mut cases = vec!["+".repeat(60), "+".repeat(59), "+-".repeat(30)];
        cases.extend((0..200).map(|_| {
            let dashes = rng.range(1, 8);
            (0..60)
                .map(|_| if rng.chance(dashes, 40) { '-' } else { '+' })
                .collect()
        }));
        for state in cases {
            assert_eq!(
                flip.first_player_wins(&state),
                minimax::flip_game(&state),
                "{state}"
            );
        }
    }
}
