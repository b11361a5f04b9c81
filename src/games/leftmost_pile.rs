//! SPOJ MATGAME Matrix Game: rows of piles; a move takes any positive number from the
//! leftmost non-empty pile of one row. The rows are independent games, so the exclusive
//! or of their Grundy values decides (Sprague–Grundy).
//!
//! **A row's value, from the right**: with g the value of the piles after pile a (0 for
//! none), the row from a on has value a − 1 when a ≤ g, else a
//! (docs/games.md#the-leftmost-pile). From pile a the moves reach piles 0 … a − 1 in front
//! of the same rest, and pile 0 leaves the rest alone, value g; so the values of piles
//! 0, 1, 2, … are g, then the mex of everything before: 0, 1, …, skipping g. Pile a ≥ 1
//! has value a − 1 below g + 1 and a above g.
//!
//! `Row` reads a row from the left, in O(1) memory. Each pile is a map of the value after
//! it to the value from it on, f_a(x) = a − [a ≤ x], and the row's value is
//! f_{a₁}(f_{a₂}(… f_{aₘ}(0))). A composition h ∘ f_a is again a step at a: h(a) below a,
//! h(a − 1) from a on. So the composition of the piles read so far is a threshold and two
//! values, and the row's value is it at 0. An empty pile (0) is no pile at all.

/// A row read from the left: the composition of its piles' maps, as a step.
#[derive(Clone, Copy, Default)]
pub struct Row {
    /// The last non-empty pile read, and the row's value when what follows is worth
    /// less than it, or at least it; `None` before any.
    step: Option<(u64, u64, u64)>,
}

impl Row {
    /// The composition so far at `x` (the identity before any pile).
    fn at(&self, x: u64) -> u64 {
        match self.step {
            None => x,
            Some((threshold, below, _)) if x < threshold => below,
            Some((_, _, from)) => from,
        }
    }

    /// The next pile to the right.
    pub fn push(&mut self, pile: u64) {
        if pile > 0 {
            self.step = Some((pile, self.at(pile), self.at(pile - 1)));
        }
    }

    /// The Grundy value of the row read so far, as if it ended here.
    pub fn grundy(&self) -> u64 {
        self.at(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, win_table};

    /// Cells of at most `MAX` each, in base MAX + 1, the first cell the lowest digit.
    const MAX: usize = 4;
    const BASE: usize = MAX + 1;

    fn cells(mut state: usize, count: usize) -> Vec<usize> {
        (0..count)
            .map(|_| {
                let cell = state % BASE;
                state /= BASE;
                cell
            })
            .collect()
    }

    /// The moves of the cells `from..to` of `state`: the leftmost non-empty one lowered.
    fn row_moves(state: usize, from: u32, to: u32, next: &mut Vec<usize>) {
        let leftmost = (from..to).find(|&i| state / BASE.pow(i) % BASE != 0);
        if let Some(i) = leftmost {
            let pile = state / BASE.pow(i) % BASE;
            next.extend((1..=pile).map(|take| state - take * BASE.pow(i)));
        }
    }

    /// Every row of up to 5 piles of 0 to 4 against the Grundy table of its moves.
    #[test]
    fn every_small_row() {
        for length in 0..=5u32 {
            let values = grundy_table(BASE.pow(length), |state, next| {
                row_moves(state, 0, length, next)
            });
            for (state, &value) in values.iter().enumerate() {
                let mut row = Row::default();
                cells(state, length as usize)
                    .into_iter()
                    .for_each(|c| row.push(c as u64));
                assert_eq!(
                    row.grundy(),
                    u64::from(value),
                    "{:?}",
                    cells(state, length as usize)
                );
            }
        }
    }

    /// Every matrix of 2 rows of 3 piles of 0 to 4 against the win table of the whole
    /// matrix's moves: the rows' exclusive or decides.
    #[test]
    fn every_small_matrix() {
        let win = win_table(BASE.pow(6), |state, next| {
            row_moves(state, 0, 3, next);
            row_moves(state, 3, 6, next);
        });
        for (state, &wins) in win.iter().enumerate() {
            let sum = cells(state, 6).chunks(3).fold(0, |sum, piles| {
                let mut row = Row::default();
                piles.iter().for_each(|&c| row.push(c as u64));
                sum ^ row.grundy()
            });
            assert_eq!(sum != 0, wins, "{:?}", cells(state, 6));
        }
    }

    /// The largest piles: the values stay exact.
    #[test]
    fn huge_piles() {
        let mut row = Row::default();
        [u64::MAX, u64::MAX].into_iter().for_each(|p| row.push(p));
        assert_eq!(row.grundy(), u64::MAX - 1);
        let mut row = Row::default();
        [1, u64::MAX, 0, 3].into_iter().for_each(|p| row.push(p));
        // 3, then MAX > 3 gives MAX, then 1 ≤ MAX gives 0.
        assert_eq!(row.grundy(), 0);
    }
}
