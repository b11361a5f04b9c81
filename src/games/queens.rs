//! Vasya and Chess (Codeforces 493D): an n × n board, a white queen at (1, 1), a black
//! queen at (1, n), a green pawn on every other cell; white first, each move must capture
//! (a pawn or the other queen, along a line with nothing between); a player loses when
//! they cannot capture, or when their queen was just taken.
//!
//! The rule (docs/games.md#vasya-and-chess): **white wins iff n is even, and then (1, 2) is
//! the least winning first move.** On an odd board black answers every move with its
//! mirror image across the middle column; on an even board white takes (1, 2) and then
//! mirrors black across the middle of columns 2 to n. The middle column stays full of
//! pawns, so the mirrored queen cannot cross it, and a capture on it is answered by
//! taking the queen there.

/// White's least winning first move (row, column) on an n × n board, n ≥ 2, or `None`
/// when black wins.
///
/// # Example
/// ```
/// use grundy::games::queens;
/// assert_eq!(queens::winning_first_move(2), Some((1, 2))); // takes the black queen
/// assert_eq!(queens::winning_first_move(3), None);
/// ```
pub fn winning_first_move(n: u64) -> Option<(u64, u64)> {
    debug_assert!(n >= 2, "the queens start on different cells");
    if n % 2 == 0 {
        Some((1, 2))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::queen_capture_first_move;

    /// Every board from 2 × 2 to 6 × 6, searched from the rules.
    #[test]
    fn matches_the_search_up_to_6_by_6() {
        for n in 2..=6 {
            let searched = queen_capture_first_move(n);
            assert_eq!(winning_first_move(n as u64), searched, "n = {n}");
        }
    }

    #[test]
    fn large_boards() {
        assert_eq!(winning_first_move(1_000_000_000), Some((1, 2)));
        assert_eq!(winning_first_move(999_999_999), None);
        assert_eq!(winning_first_move(u64::MAX), None);
        assert_eq!(winning_first_move(u64::MAX - 1), Some((1, 2)));
    }
}
