//! Coin-turning games: coins in a row (or on a board), some heads; a move turns over a set
//! of coins the game allows, the last of them (rightmost, or lowest and rightmost) a head
//! turned to a tail. By the coin-turning theorem a position is the sum of its heads, each
//! valued as if it were the only one, and two heads on one coin cancel (Winning Ways,
//! ch. 14; docs/games.md#coin-turning-games).
//!
//! - **Mock Turtles** (HDU 3537): turn one, two or three coins. The value of a head at
//!   position x (from 0) is the x-th odious number (an odd count of 1 bits): 2x or 2x + 1.
//! - **Products** (Tartan theorem): the game on a board whose move from (x, y) turns the
//!   coins of A × B, for a move of a first strip game from x turning A and one of a second
//!   from y turning B, values a head at (x, y) as G₁(x) ⊗ G₂(y), the nim product
//!   (`games::nimber`). HDU 3404's rectangle corners are the product of "turn the target
//!   and one coin left of it" (G(x) = x) with itself: x ⊗ y.
//! - **Connected sets** (Luogu P2594): turn a connected set of coins above and left of the
//!   target, the target included. Not a product: a head on the first row or column is the
//!   Ruler game's (the largest power of 2 dividing x + y + 1), elsewhere 2^(x + y).

/// The Grundy value of a head at `position` (from 0) in Mock Turtles: the `position`-th
/// odious number, 2x when x has an odd number of 1 bits, else 2x + 1. Past u64 for
/// positions from 2^63, hence the u128.
///
/// # Example
/// ```
/// use grundy::games::coins;
/// let values: Vec<u128> = (0..6).map(coins::mock_turtle).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11]);
/// ```
#[inline]
pub fn mock_turtle(position: u64) -> u128 {
    2 * u128::from(position) + u128::from(position.count_ones() % 2 == 0)
}

/// The Grundy value of a Mock Turtles position given as its heads' positions, a position
/// listed more than once being one head (HDU 3537: "the same coin may be described twice
/// or more times"): the exclusive or of `mock_turtle` over the distinct positions. Sorts
/// `heads`.
///
/// # Complexity
/// O(n log n) for n positions.
///
/// # Example
/// ```
/// use grundy::games::coins;
/// assert_eq!(coins::mock_turtles_value(&mut [0, 1, 2, 3]), 1 ^ 2 ^ 4 ^ 7);
/// assert_eq!(coins::mock_turtles_value(&mut [5, 5]), 11);
/// ```
pub fn mock_turtles_value(heads: &mut [u64]) -> u128 {
    heads.sort_unstable();
    let mut value = 0;
    for (index, &head) in heads.iter().enumerate() {
        if index == 0 || heads[index - 1] != head {
            value ^= mock_turtle(head);
        }
    }
    value
}

/// The exponent e of the value 2^e of a head at row `row`, column `column` (from 0) in
/// P2594's game of connected sets: the Ruler game's on the first row and column (2^e the
/// largest power of 2 dividing row + column + 1), else row + column. Every value is a
/// power of 2, so a position is lost exactly when every exponent occurs an even number of
/// times among its heads.
///
/// # Example
/// ```
/// use grundy::games::coins;
/// // The first row: 1, 2, 1, 4, 1 (the Ruler game); the second: 2, 4, 8, 16, 32.
/// let first: Vec<u64> = (0..5).map(|y| coins::connected_exponent(0, y)).collect();
/// assert_eq!(first, [0, 1, 0, 2, 0]);
/// let second: Vec<u64> = (0..5).map(|y| coins::connected_exponent(1, y)).collect();
/// assert_eq!(second, [1, 2, 3, 4, 5]);
/// ```
#[inline]
pub fn connected_exponent(row: u64, column: u64) -> u64 {
    if row == 0 || column == 0 {
        // row + column + 1 ≤ 2^64 − 1 + 1 only when the other is 0: then it is the
        // position + 1, whose trailing zeros are those of !position's lowest set bit.
        u64::from((row | column).trailing_ones())
    } else {
        row + column
    }
}

/// The heads of a P2594 board, read a row at a time, kept as the parity of how many are
/// worth each 2^e (`connected_exponent`): the first player loses exactly when every parity
/// is even. Off the first row and column a row's heads are worth 2^(row + column), so a
/// run of 64 of them is one shifted mask; memory grows with the largest exponent met.
#[derive(Debug, Default)]
pub struct HeadParities {
    /// Bit e % 64 of `odd[e / 64]`: an odd number of the heads off the first row and
    /// column are worth 2^e.
    odd: Vec<u64>,
    /// Bit e: an odd number of the heads on the first row and column are worth 2^e. Their
    /// exponents are at most 64, so one register takes each of them in one flip.
    edge: u128,
}

impl HeadParities {
    /// No heads.
    pub fn clear(&mut self) {
        self.odd.clear();
        self.edge = 0;
    }

    /// Whether the parities of exponents below `exponents` can have their memory (one bit
    /// each), which is then reserved: a board of n rows and m columns has exponents below
    /// n + m (or 64, on its first row and column).
    pub fn reserve(&mut self, exponents: u64) -> bool {
        let words = exponents.max(64) / 64 + 2;
        let more = usize::try_from(words).map(|w| w.saturating_sub(self.odd.len()));
        more.map_or(false, |more| self.odd.try_reserve_exact(more).is_ok())
    }

    /// Heads at `row`, columns `first + k` for each bit k of `heads`.
    pub fn add(&mut self, row: u64, first: u64, mut heads: u64) {
        if row == 0 {
            while heads != 0 {
                let column = first + u64::from(heads.trailing_zeros());
                self.edge ^= 1 << connected_exponent(0, column);
                heads &= heads - 1;
            }
            return;
        }
        if first == 0 && heads & 1 == 1 {
            self.edge ^= 1 << connected_exponent(row, 0);
            heads &= !1;
        }
        if heads != 0 {
            self.flip(row + first, heads);
        }
    }

    /// Whether the player to move wins: some parity is odd.
    pub fn first_player_wins(&self) -> bool {
        (0..self.odd.len().max(2)).any(|i| self.word(i) != 0)
    }

    /// Bit e % 64 of word e / 64: the parity of the heads worth 2^e.
    fn word(&self, i: usize) -> u64 {
        let edge = match i {
            0 => self.edge as u64,
            1 => (self.edge >> 64) as u64,
            _ => 0,
        };
        self.odd.get(i).copied().unwrap_or(0) ^ edge
    }

    /// Flips the parities of exponents `from + k` for each bit k of `bits`.
    fn flip(&mut self, from: u64, bits: u64) {
        let (word, shift) = ((from / 64) as usize, from % 64);
        if self.odd.len() < word + 2 {
            self.odd.resize(word + 2, 0);
        }
        self.odd[word] ^= bits << shift;
        if shift != 0 {
            self.odd[word + 1] ^= bits >> (64 - shift);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nimber::NimProduct;
    use crate::oracles::coins::{
        coin_values, connected_moves, mock_turtle_moves, pair_moves, position_values,
        product_moves, ruler_moves, Moves,
    };
    use std::collections::HashMap;

    /// The value of each head position of `moves` and of every position, from the rules.
    fn every_position(moves: &Moves, value: impl Fn(usize) -> u128) {
        let positions = position_values(moves);
        for (mask, &expected) in positions.iter().enumerate() {
            let sum = (0..moves.len())
                .filter(|&c| mask >> c & 1 == 1)
                .fold(0, |s, c| s ^ value(c));
            assert_eq!(sum, u128::from(expected), "position {mask:b}");
        }
    }

    /// The table's memory is had or refused whole, as the board's size asks.
    #[test]
    fn parities_reserve_what_a_board_needs_or_refuse() {
        let mut parities = HeadParities::default();
        assert!(parities.reserve(1000));
        assert!(parities.odd.capacity() >= 1000 / 64 + 2);
        assert!(!parities.reserve(u64::MAX));
    }

    #[test]
    fn mock_turtles_on_every_position_of_14_coins() {
        every_position(&mock_turtle_moves(14), |c| mock_turtle(c as u64));
        let coins = coin_values(&mock_turtle_moves(64));
        for (x, &value) in coins.iter().enumerate() {
            assert_eq!(u128::from(value), mock_turtle(x as u64), "{x}");
        }
    }

    /// Listed positions, repeats included, against the table of every position.
    #[test]
    fn listed_positions_count_each_coin_once() {
        let values = position_values(&mock_turtle_moves(10));
        let mut rng = crate::oracles::rng::Rng::new(3537);
        for _ in 0..5000 {
            let count = rng.range(0, 8);
            let mut heads: Vec<u64> = (0..count).map(|_| rng.range(0, 9)).collect();
            let mask = heads.iter().fold(0, |m, &h| m | 1 << h);
            let expected = u128::from(values[mask]);
            assert_eq!(mock_turtles_value(&mut heads), expected, "{heads:?}");
        }
    }

    #[test]
    fn mock_turtles_past_u64() {
        assert_eq!(mock_turtle(u64::MAX), 2 * u128::from(u64::MAX) + 1); // 64 ones: evil
        assert_eq!(mock_turtle(u64::MAX - 1), 2 * u128::from(u64::MAX - 1)); // 63: odious
        assert_eq!(mock_turtle(1 << 63), 1 << 64);
    }

    /// A strip game: its name, its moves on so many coins, a head's value at x.
    type StripGame = (&'static str, fn(usize) -> Moves, fn(usize) -> u64);

    /// The product rule against the product game's own moves, on every position of
    /// small boards and single heads of larger ones, for products of different games.
    #[test]
    fn products_are_nim_products() {
        let nim = NimProduct::new();
        let games: [StripGame; 3] = [
            ("pairs", pair_moves, |x| x as u64),
            ("ruler", ruler_moves, |x| 1 << (x + 1).trailing_zeros()),
            ("mock turtles", mock_turtle_moves, |x| {
                mock_turtle(x as u64) as u64
            }),
        ];
        for (first, rows, g1) in games {
            for (second, columns, g2) in games {
                let value = |cell: usize, width: usize| {
                    u128::from(nim.product(g1(cell / width), g2(cell % width)))
                };
                every_position(&product_moves(&rows(3), &columns(4)), |c| value(c, 4));
                let (height, width) = (6, 7);
                let coins = coin_values(&product_moves(&rows(height), &columns(width)));
                for (cell, &v) in coins.iter().enumerate() {
                    assert_eq!(
                        u128::from(v),
                        value(cell, width),
                        "{first} × {second}: {cell}"
                    );
                }
            }
        }
    }

    #[test]
    fn rectangle_corners_are_x_times_y() {
        let nim = NimProduct::new();
        let coins = coin_values(&product_moves(&pair_moves(8), &pair_moves(8)));
        for (cell, &v) in coins.iter().enumerate() {
            let (x, y) = (cell as u64 / 8, cell as u64 % 8);
            assert_eq!(u64::from(v), nim.product(x, y), "({x}, {y})");
        }
    }

    fn connected_value(cell: usize, width: usize) -> u128 {
        1 << connected_exponent((cell / width) as u64, (cell % width) as u64)
    }

    #[test]
    fn connected_sets_on_every_position_of_small_boards() {
        for (rows, columns) in [(3, 4), (4, 3), (2, 6), (1, 12), (12, 1)] {
            let moves = connected_moves(rows, columns);
            every_position(&moves, |c| connected_value(c, columns));
        }
    }

    #[test]
    fn connected_sets_single_heads_on_larger_boards() {
        for (rows, columns) in [(4, 5), (5, 4), (2, 10), (10, 2), (1, 20)] {
            let coins = coin_values(&connected_moves(rows, columns));
            for (cell, &v) in coins.iter().enumerate() {
                let expected = connected_value(cell, columns);
                assert_eq!(u128::from(v), expected, "{rows} × {columns}: {cell}");
            }
        }
    }

    #[test]
    fn connected_exponents_at_the_edges() {
        assert_eq!(connected_exponent(0, u64::MAX), 64); // u64::MAX + 1 = 2^64
        assert_eq!(connected_exponent(u64::MAX - 1, 0), 0);
        assert_eq!(connected_exponent(0, 0), 0);
        assert_eq!(connected_exponent(7, 0), 3);
        assert_eq!(connected_exponent(99, 99), 198);
    }

    /// Heads added by rows of masks at any offsets give the parities of adding them one
    /// coin at a time by `connected_exponent`, across word boundaries and large rows.
    #[test]
    fn head_parities_by_masks_are_those_by_coins() {
        let mut rng = crate::oracles::rng::Rng::new(21);
        for round in 0..3000 {
            let row = match round % 4 {
                0 => 0,
                1 => rng.range(1, 5),
                2 => rng.range(60, 200),
                _ => rng.range(1 << 20, 1 << 21),
            };
            let first = match round % 3 {
                0 => 0,
                _ => rng.range(0, 300),
            };
            let (mut by_masks, mut by_coins) = (HeadParities::default(), HashMap::new());
            for block in 0..rng.range(1, 4) {
                let heads = rng.next_u64() & rng.next_u64();
                by_masks.add(row, first + 64 * block, heads);
                for k in (0..64).filter(|k| heads >> k & 1 == 1) {
                    let exponent = connected_exponent(row, first + 64 * block + k);
                    *by_coins.entry(exponent).or_insert(false) ^= true;
                }
            }
            let odd = by_coins.values().any(|&odd| odd);
            assert_eq!(
                by_masks.first_player_wins(),
                odd,
                "row {row}, first {first}"
            );
            for (&exponent, &odd) in &by_coins {
                let bit = by_masks.word((exponent / 64) as usize) >> (exponent % 64) & 1;
                assert_eq!(bit == 1, odd, "row {row}, first {first}, 2^{exponent}");
            }
            let words = by_masks.odd.len().max(2);
            let set: u32 = (0..words).map(|i| by_masks.word(i).count_ones()).sum();
            let odd_count = by_coins.values().filter(|&&odd| odd).count();
            assert_eq!(set as usize, odd_count, "row {row}, first {first}");
        }
    }
}
