//! Two piles (AtCoder ABC059 D / ARC072 B "Alice&Brown"): a move takes 2i stones (i ≥ 1)
//! from one pile, throws i away and puts the other i on the other pile; a player who
//! cannot move loses.
//!
//! **The player to move loses exactly when the piles differ by at most 1**
//! (docs/games.md#alice-and-brown). A move changes the difference by 3i ≥ 3, so from a
//! difference of at most 1 every move leaves one of at least 2; from a difference d ≥ 2,
//! taking 2i with i = ⌊(d + 1)/3⌋ from the larger pile (2i ≤ d fits) leaves a difference of
//! d − 3i, which is −1, 0 or 1. The piles lose i stones a move, so the game ends, and the
//! positions without a move (both piles below 2) differ by at most 1.

/// Whether the player to move (Alice, at the start) wins from piles `x` and `y`.
///
/// # Complexity
/// O(1), any u64 piles.
///
/// # Example
/// ```
/// use grundy::games::alice_brown::first_player_wins;
/// assert!(!first_player_wins(2, 1)); // one move, to (0, 2): the other player takes 2
/// assert!(first_player_wins(5, 0)); // take 4, leave (1, 2)
/// assert!(!first_player_wins(0, 0));
/// ```
pub fn first_player_wins(x: u64, y: u64) -> bool {
    x.abs_diff(y) >= 2
}

/// A winning move from `x` and `y`, as the piles it leaves, or `None` where every move
/// loses (the piles differ by at most 1).
pub fn winning_move(x: u64, y: u64) -> Option<(u64, u64)> {
    let difference = x.abs_diff(y);
    if difference < 2 {
        return None;
    }
    // i = ⌊(d + 1)/3⌋ ≥ 1, in a form that cannot overflow at d = 2^64 − 1.
    let half = difference / 3 + u64::from(difference % 3 == 2);
    Some(match x > y {
        true => (x - 2 * half, y + half),
        false => (x + half, y - 2 * half),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::win_table;

    /// The position (x, y) numbered by its total first: a move lowers the total by i ≥ 1,
    /// so every move goes to a smaller number, as `win_table` needs.
    fn index(x: usize, y: usize) -> usize {
        let total = x + y;
        total * (total + 1) / 2 + x
    }

    /// The rule against the table of every position with at most 300 stones in all,
    /// computed from the moves alone.
    #[test]
    fn the_rule_follows_the_moves() {
        const MOST: usize = 300;
        let states = index(0, MOST + 1);
        let mut positions = vec![(0, 0); states];
        for total in 0..=MOST {
            for x in 0..=total {
                positions[index(x, total - x)] = (x, total - x);
            }
        }
        let win = win_table(states, |state, next| {
            let (x, y) = positions[state];
            next.extend((1..=x / 2).map(|i| index(x - 2 * i, y + i)));
            next.extend((1..=y / 2).map(|i| index(x + i, y - 2 * i)));
        });
        for (state, &(x, y)) in positions.iter().enumerate() {
            assert_eq!(
                first_player_wins(x as u64, y as u64),
                win[state],
                "({x}, {y})"
            );
            match winning_move(x as u64, y as u64) {
                Some((a, b)) => assert!(!win[index(a as usize, b as usize)], "({x}, {y})"),
                None => assert!(!win[state], "({x}, {y})"),
            }
        }
    }

    /// The rule and its move at the edges of u64: the move is a legal one (2i taken from
    /// the larger pile, i added to the smaller) and leaves a difference of at most 1.
    #[test]
    fn the_edges_of_u64() {
        let big = [0, 1, 2, 3, 1 << 63, u64::MAX - 2, u64::MAX - 1, u64::MAX];
        for &x in &big {
            for &y in &big {
                let (a, b) = match winning_move(x, y) {
                    Some(found) => found,
                    None => {
                        assert!(x.abs_diff(y) <= 1 && !first_player_wins(x, y));
                        continue;
                    }
                };
                assert!(first_player_wins(x, y));
                assert!(a.abs_diff(b) <= 1, "({x}, {y}) -> ({a}, {b})");
                let (larger, smaller, to_larger, to_smaller) = match x > y {
                    true => (x, y, a, b),
                    false => (y, x, b, a),
                };
                let half = to_smaller - smaller;
                assert!(half >= 1 && larger - to_larger == 2 * half, "({x}, {y})");
            }
        }
        assert!(!first_player_wins(
            1_000_000_000_000_000_000,
            999_999_999_999_999_999
        ));
        assert!(first_player_wins(
            1_000_000_000_000_000_000,
            999_999_999_999_999_998
        ));
    }
}
