//! The Northcott game (HDU 1730): a board of rows; each row holds one black piece (the
//! first player's) and one white piece (the second player's); a move slides one's own piece
//! in one row any number of cells either way, never onto or past the other piece and never
//! off the board; who cannot move loses.
//!
//! The game is partisan and may run in circles (a piece can move back), yet it is Nim on
//! the gaps between the two pieces of each row: the player to move loses exactly when the
//! exclusive or of the gaps is 0. Moving towards the other piece is a Nim move on that
//! row's gap. Moving away widens a gap, but the other player can follow with their own
//! piece in that row and restore it exactly; the Nim player only ever moves towards the
//! opponent's pieces or follows them, so the Nim player's pieces only travel one way and
//! the play ends. Hence the Nim winner wins.

/// The empty cells between the two pieces of a row, on distinct columns `a` and `b`.
pub fn gap(a: u64, b: u64) -> u64 {
    debug_assert!(a != b);
    a.abs_diff(b) - 1
}

/// Whether the player to move wins, given the exclusive or of the rows' gaps.
pub fn first_player_wins(gap_sum: u64) -> bool {
    gap_sum != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::graph::Outcome;
    use crate::oracles::brute::NorthcottBoard;

    /// Every position of `rows` rows of `width` cells, with either player to move, against
    /// the game played from its rules (`NorthcottBoard`, which allows for cycles).
    fn check_board(rows: u32, width: usize) {
        let board = NorthcottBoard::new(rows, width);
        for pieces in board.positions(rows) {
            let sum = pieces
                .iter()
                .fold(0, |sum, &(a, b)| sum ^ gap(a as u64, b as u64));
            let expected = match first_player_wins(sum) {
                true => Outcome::Win,
                false => Outcome::Lose,
            };
            for jerry in [false, true] {
                let outcome = board.outcome(&pieces, jerry);
                assert_eq!(
                    outcome, expected,
                    "{pieces:?} on {width} cells, Jerry: {jerry}"
                );
            }
        }
    }

    #[test]
    fn matches_the_game_on_every_small_board() {
        for width in 2..=7 {
            check_board(1, width);
        }
        for width in 2..=5 {
            check_board(2, width);
        }
        check_board(3, 4);
    }

    #[test]
    fn far_columns() {
        assert_eq!(gap(1, u64::MAX), u64::MAX - 2);
        assert_eq!(gap(u64::MAX, 0), u64::MAX - 1);
        assert_eq!(gap(5, 4), 0);
        assert!(!first_player_wins(gap(1, 2) ^ gap(7, 9) ^ gap(3, 5)));
    }
}
