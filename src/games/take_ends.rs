//! Take-ends (Luogu P2599 [ZJOI2009] 取石子游戏): piles of stones in a row; a move takes
//! any positive number of stones from the leftmost or from the rightmost pile, and a pile
//! emptied leaves the row. The last stone wins.
//!
//! The piles in between are no independent games, so Sprague–Grundy does not split the
//! row. What decides it is, for every stretch `I` of the row, the pile `left(I)` that would
//! make `x, I` lost when put at its left end: it is unique (from the larger of two such
//! piles a move reaches the smaller), and likewise `right(I)`. One pile alone: both are the
//! pile itself (two piles are Nim). For a longer stretch `I, x` with `L = left(I)`,
//! `R = right(I)` and x ≥ 1, `left(I, x)` is 0 when x = R (the stretch is lost by itself),
//! x when x lies below or above both L and R, x − 1 when R < x ≤ L, and x + 1 when
//! L ≤ x < R; `right` is the mirror image. The proof is in docs/games.md#take-ends; the
//! oracle test checks the recurrence against a search of the move rules. A row is lost
//! exactly when its own `left` is 0.
//!
//! No value exceeds the row's largest pile, so any u64 piles are exact in u64.

use std::ops::Sub;

/// The interval recurrence's rows of values, kept between cases so that a batch of cases
/// allocates once. No value exceeds the row's largest pile (see `partner`), so rows whose
/// piles all fit an i32 (every judge's) run in i32, four to an SSE2 register, and the
/// others in u64.
#[derive(Default)]
pub struct TakeEnds {
    small: Rows<i32>,
    wide: Rows<u64>,
}

/// A value of the recurrence: a pile, or a pile plus or minus one, or 0.
trait Value: Copy + Ord + Default + Sub<Output = Self> {
    const ONE: Self;
    /// `pile` as a value (the caller checked it fits).
    fn of(pile: u64) -> Self;
    /// One more, wrapping: computed for every pile, used only below a larger value.
    fn up(self) -> Self;
}

impl Value for i32 {
    const ONE: i32 = 1;
    fn of(pile: u64) -> i32 {
        pile as i32
    }
    fn up(self) -> i32 {
        self.wrapping_add(1)
    }
}

impl Value for u64 {
    const ONE: u64 = 1;
    fn of(pile: u64) -> u64 {
        pile
    }
    fn up(self) -> u64 {
        self.wrapping_add(1)
    }
}

/// The row's piles as values, and for the stretches of one length (from pile i on) the
/// pile that loses when put at their left end (`left[i]`) and at their right end
/// (`right[i]`); the next length is written into `next_left` and `next_right`.
#[derive(Default)]
struct Rows<T> {
    piles: Vec<T>,
    left: Vec<T>,
    right: Vec<T>,
    next_left: Vec<T>,
    next_right: Vec<T>,
}

/// The pile that, put at one end of a stretch, makes it lost together with `pile` at the
/// other end: `near` is the stretch's own losing pile on `pile`'s side, `far` on the other.
///
/// The result is 0, `pile`, `pile − 1` ≥ `near`, or `pile + 1` ≤ `near`: never above the
/// largest of the three, so by induction no value exceeds the row's largest pile.
/// Selects over values computed up front (`pile` ≥ 1; `up` may wrap, and is then not
/// chosen), so that the loop over a row's stretches has no branch and runs several lanes
/// at once.
#[inline]
fn partner<T: Value>(pile: T, near: T, far: T) -> T {
    let (down, up) = (pile - T::ONE, pile.up());
    // Between near and far, ends included: lowered toward near when near < pile ≤ far,
    // raised when far ≤ pile < near. Below or above both: the pile itself.
    let between = (near.min(far) <= pile) & (pile <= near.max(far));
    let shifted = if near < far { down } else { up };
    let partner = if between { shifted } else { pile };
    if pile == near {
        T::default()
    } else {
        partner
    }
}

impl<T: Value> Rows<T> {
    /// The recurrence over every stretch; whether the whole row's `left` is not 0.
    fn first_player_wins(&mut self, piles: &[u64]) -> bool {
        let n = piles.len();
        self.piles.clear();
        self.piles.extend(piles.iter().map(|&p| T::of(p)));
        // One pile: both losing piles are the pile itself (two piles are Nim).
        for row in [&mut self.left, &mut self.right] {
            row.clear();
            row.extend_from_slice(&self.piles);
        }
        for span in 1..n {
            // Stretches of span + 1 piles from i = 0..m; each from the stretch without its
            // last pile (index i) and the one without its first (index i + 1).
            let m = n - span;
            let (firsts, lasts) = (&self.piles[..m], &self.piles[span..]);
            let (left, right) = (&self.left[..=m], &self.right[..=m]);
            self.next_left.resize(m, T::default());
            self.next_right.resize(m, T::default());
            let next = self.next_left.iter_mut().zip(self.next_right.iter_mut());
            for (i, (next_left, next_right)) in next.enumerate().take(m) {
                *next_left = partner(lasts[i], right[i], left[i]);
                *next_right = partner(firsts[i], left[i + 1], right[i + 1]);
            }
            std::mem::swap(&mut self.left, &mut self.next_left);
            std::mem::swap(&mut self.right, &mut self.next_right);
        }
        self.left[0] != T::default()
    }
}

impl TakeEnds {
    /// Whether the player to move wins the row `piles` (every pile at least 1 stone: an
    /// empty pile is no pile). The empty row is lost.
    ///
    /// # Complexity
    /// O(n²) time (n(n − 1)/2 steps), O(n) memory.
    ///
    /// # Example
    /// ```
    /// use grundy::games::take_ends::TakeEnds;
    /// let mut game = TakeEnds::default();
    /// assert!(!game.first_player_wins(&[3, 1, 9, 4]));
    /// assert!(game.first_player_wins(&[3, 1, 9, 5]));
    /// ```
    pub fn first_player_wins(&mut self, piles: &[u64]) -> bool {
        let largest = piles.iter().copied().max().unwrap_or(0);
        if piles.is_empty() {
            false
        } else if largest <= i32::MAX as u64 {
            self.small.first_player_wins(piles)
        } else {
            self.wide.first_player_wins(piles)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;
    use std::collections::HashMap;

    /// Whether the player to move wins `row`, from the move rules alone: take 1..=p from
    /// an end pile of p; an emptied pile leaves the row.
    fn search(row: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(row) {
            return known;
        }
        let mut wins = false;
        let ends = [0, row.len().saturating_sub(1)];
        'ends: for (k, &end) in ends.iter().enumerate() {
            if row.is_empty() || (k == 1 && end == 0) {
                break;
            }
            for left in 0..row[end] {
                let mut next = row.to_vec();
                if left == 0 {
                    next.remove(end);
                } else {
                    next[end] = left;
                }
                if !search(&next, memo) {
                    wins = true;
                    break 'ends;
                }
            }
        }
        memo.insert(row.to_vec(), wins);
        wins
    }

    /// Every row of up to 5 piles of 1 to 5 stones (and 6 piles of up to 3).
    #[test]
    fn matches_the_search_on_every_small_row() {
        let mut memo = HashMap::new();
        let mut game = TakeEnds::default();
        let mut checked = 0;
        for (length, most) in [(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (6, 3)] {
            let mut row = vec![1u64; length];
            loop {
                assert_eq!(
                    game.first_player_wins(&row),
                    search(&row, &mut memo),
                    "{row:?}"
                );
                checked += 1;
                // The next row in counting order, digits 1..=most.
                match row.iter().position(|&p| p < most) {
                    Some(at) => {
                        row[at] += 1;
                        row[..at].iter_mut().for_each(|p| *p = 1);
                    }
                    None => break,
                }
            }
        }
        assert_eq!(checked, 1 + 5 + 25 + 125 + 625 + 3125 + 729);
    }

    #[test]
    fn two_piles_are_nim_and_one_pile_wins() {
        let mut game = TakeEnds::default();
        assert!(game.first_player_wins(&[u64::MAX]));
        assert!(!game.first_player_wins(&[u64::MAX, u64::MAX]));
        assert!(game.first_player_wins(&[u64::MAX, u64::MAX - 1]));
    }

    /// `x, 1, x` is lost for every x ≥ 2, by the rules alone: the reply mirrors a move
    /// on the other end pile, except that `1, 1, x` (or its mirror) is answered by taking
    /// the whole x, leaving the lost `1, 1`, and an emptied end pile by leaving `1, 1`.
    /// One stone more on either end wins.
    #[test]
    fn mirrored_rows_around_one_stone_are_lost_at_any_size() {
        let mut game = TakeEnds::default();
        for x in [2, 3, 1 << 40, u64::MAX - 1, u64::MAX] {
            assert!(!game.first_player_wins(&[x, 1, x]), "{x}");
            assert!(game.first_player_wins(&[x - 1, 1, x]), "{x}");
            assert!(game.first_player_wins(&[x, 1, x - 1]), "{x}");
        }
        assert!(game.first_player_wins(&[1, 1, 1]));
    }

    /// The i32 rows and the u64 rows agree on random rows (piles near one another, so that
    /// the ±1 cases come up), including the largest i32 piles.
    #[test]
    fn both_widths_agree() {
        let mut rng = Rng::new(7);
        let (mut small, mut wide) = (Rows::<i32>::default(), Rows::<u64>::default());
        for round in 0..2000 {
            let n = rng.range(1, 40) as usize;
            let base = if round % 2 == 0 {
                1
            } else {
                i32::MAX as u64 - 12
            };
            let row: Vec<u64> = (0..n).map(|_| base + rng.range(0, 12)).collect();
            assert_eq!(
                small.first_player_wins(&row),
                wide.first_player_wins(&row),
                "{row:?}"
            );
        }
    }
}
