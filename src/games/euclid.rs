//! Euclid's game (POJ 2348, HDU 1525, Luogu P1290): two positive integers; a move
//! subtracts a positive multiple of the smaller from the larger, leaving it non-negative;
//! the player who reaches 0 wins.
//!
//! The rule (docs/games.md#euclids-game), with a ≥ b: **the player to move wins if b
//! divides a or a ≥ 2b**; otherwise (b < a < 2b) the only move leaves (b, a − b) and the
//! turn passes. With a ≥ 2b the mover can leave either (a mod b + b, b), whose only move
//! leads to (b, a mod b), or (a mod b, b) = (b, a mod b) directly: one of the two hands the
//! opponent a lost position. The pairs follow Euclid's algorithm, so a case takes
//! O(log min(a, b)) steps (at most 92 in u64, the Fibonacci pairs being the longest).

/// Whether the player to move (Stan, at the start) wins from `a` and `b`, both at least 1
/// (the binaries reject 0).
///
/// # Complexity
/// O(log min(a, b)): at most one step per quotient of Euclid's algorithm.
///
/// # Example
/// ```
/// use grundy::games::euclid;
/// assert!(euclid::first_player_wins(34, 12)); // 34 ≥ 2·12
/// assert!(!euclid::first_player_wins(15, 24)); // (15, 9) → (9, 6) → (6, 3), lost
/// assert!(euclid::first_player_wins(25, 7));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    debug_assert!(
        a >= 1 && b >= 1,
        "the game starts from two positive integers"
    );
    let (mut large, mut small) = (a.max(b), a.min(b));
    let mut mover_is_first = true;
    // b < a < 2b: a − b < b, so the quotient is 1 and the only move is forced.
    while large % small != 0 && large - small < small {
        let rest = large - small;
        large = small;
        small = rest;
        mover_is_first = !mover_is_first;
    }
    mover_is_first
}

/// `win[a][b]` for every pair up to `side`, from the moves alone, for the tests and the
/// tooling: pairs in increasing order of their sum (every move lowers it), a pair with a 0
/// lost (the previous player reached 0), any other won when some multiple subtracted
/// leaves a lost pair.
///
/// # Complexity
/// O(side² · log side) time, O(side²) memory.
pub fn outcomes_by_moves(side: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; side + 1]; side + 1];
    for sum in 2..=2 * side {
        for a in sum.saturating_sub(side).max(1)..=(sum - 1).min(side) {
            let b = sum - a;
            let (large, small) = (a.max(b), a.min(b));
            win[a][b] = (1..=large / small).any(|times| !win[large - times * small][small]);
        }
    }
    win
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIDE: usize = 150;

    #[test]
    fn matches_the_oracle() {
        let win = outcomes_by_moves(SIDE);
        for (a, row) in win.iter().enumerate().skip(1) {
            for (b, &expected) in row.iter().enumerate().skip(1) {
                let at = format!("({a}, {b})");
                assert_eq!(first_player_wins(a as u64, b as u64), expected, "{at}");
            }
        }
    }

    /// Consecutive Fibonacci numbers make the longest games: each quotient is 1 until
    /// (2, 1), so the winner alternates with the pair's index.
    #[test]
    fn fibonacci_pairs_up_to_u64() {
        let (mut small, mut large) = (1u64, 2u64);
        // (2, 1): 1 divides 2, the mover wins; one pair further the turn passes once more.
        let mut mover_wins = true;
        while let Some(next) = small.checked_add(large) {
            assert_eq!(
                first_player_wins(large, small),
                mover_wins,
                "({large}, {small})"
            );
            small = large;
            large = next;
            mover_wins = !mover_wins;
        }
        assert!(first_player_wins(u64::MAX, 1));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(u64::MAX, u64::MAX / 2));
        // One forced move to (2b', b') with b' = (2^64 − 1) / 3: the opponent wins.
        assert!(!first_player_wins(u64::MAX, u64::MAX / 3 * 2));
        // Forced twice, to (2^63 − 2, 3): the first player wins again.
        assert!(first_player_wins(u64::MAX, (1 << 63) + 1));
    }
}
