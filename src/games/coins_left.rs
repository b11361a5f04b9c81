//! SPOJ QCJ3 The Game: coins on squares 1, 2, …, several to a square; a move takes one coin
//! from its square i to any square to its left, 0 to i − 1; square 0 is the end (its coins
//! never move again). The last move wins.
//!
//! **Each coin is a Nim heap of its square's number** (docs/games.md#coins-moving-left):
//! a coin on square i can go to every square below i, as a heap of i can go to every
//! smaller heap, and one move moves one coin. So the position is the Nim sum of the
//! coins' squares; two coins on one square cancel, and only the squares holding an odd
//! number of coins count.

/// The squares from 1 up, one at a time: the Nim sum of their coins.
#[derive(Clone, Copy, Default)]
pub struct Squares {
    /// The number of the last square read.
    square: u64,
    nim_sum: u64,
}

impl Squares {
    /// The next square to the right holds `coins` coins.
    pub fn push(&mut self, coins: u64) {
        self.square = self.square.wrapping_add(1);
        if coins % 2 == 1 {
            self.nim_sum ^= self.square;
        }
    }

    /// Whether the player to move wins.
    pub fn first_player_wins(&self) -> bool {
        self.nim_sum != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::win_table;

    /// Every board of up to 6 squares holding 4 coins at most against the win table of the moves:
    /// a coin from square i to a square j from 1 to i − 1 (one more there) or to square 0
    /// (out of play).
    #[test]
    fn every_small_board() {
        const BASE: usize = 5;
        const SQUARES: u32 = 6;
        let digit = |state: usize, i: u32| state / BASE.pow(i) % BASE;
        let win = win_table(BASE.pow(SQUARES), |state, next| {
            for i in 0..SQUARES {
                if digit(state, i) == 0 {
                    continue;
                }
                let without = state - BASE.pow(i);
                next.push(without);
                // To a square j < i, unless it already holds the most this table keeps
                // (never reached from a board asked: the coins only spread below).
                next.extend(
                    (0..i)
                        .filter(|&j| digit(state, j) < BASE - 1)
                        .map(|j| without + BASE.pow(j)),
                );
            }
        });
        for (state, &wins) in win.iter().enumerate() {
            let coins: Vec<u64> = (0..SQUARES).map(|i| digit(state, i) as u64).collect();
            if coins.iter().sum::<u64>() > 4 {
                continue; // a move could need a square past 4 coins
            }
            let mut squares = Squares::default();
            coins.iter().for_each(|&c| squares.push(c));
            assert_eq!(squares.first_player_wins(), wins, "{coins:?}");
        }
    }
}
