//! Coin-turning games from their move rules alone: the Grundy value of every position of a
//! few coins (`position_values`), and of single coins on larger boards by the coin-turning
//! theorem (`coin_values`), which `position_values` checks where both reach.
//!
//! Coins are numbered so that every move turns its target, a head, and otherwise only coins
//! of lower numbers (left of it on a strip, above or left of it on a board read row by
//! row): then every move lowers the position's bit mask, and the game ends.

use crate::oracles::brute::grundy_table;

/// The moves of a coin-turning game: for each target coin, the sets of other coins a move
/// from it may turn, as bit masks (bit c for coin c, every c below the target).
pub type Moves = Vec<Vec<u64>>;

/// `values[mask]`: the Grundy value of the position whose heads are the coins of `mask`,
/// by mex over every move (turning the target from head to tail and every coin of the
/// set over), for positions of `moves.len()` coins (at most 20).
///
/// # Panics
/// When a move turns a coin not below its target.
pub fn position_values(moves: &Moves) -> Vec<u32> {
    let cells = moves.len();
    assert!(cells <= 20, "oracle misuse: 2^{cells} positions");
    for (target, sets) in moves.iter().enumerate() {
        assert!(sets.iter().all(|&set| set >> target == 0), "coin {target}");
    }
    grundy_table(1 << cells, |state, next| {
        for target in (0..cells).filter(|&coin| state >> coin & 1 == 1) {
            let without = state ^ 1 << target;
            next.extend(moves[target].iter().map(|&set| without ^ set as usize));
        }
    })
}

/// The Grundy value of one head on each coin, by the coin-turning theorem: a position is
/// the sum of its heads (each head a game of its own, two heads on one coin cancelling),
/// so a move from coin t reaches the exclusive or of the values of the coins it turns
/// over besides t. For boards past `position_values`' reach.
pub fn coin_values(moves: &Moves) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(moves.len());
    let mut seen = Vec::new();
    for sets in moves {
        seen.clear();
        seen.resize(sets.len() + 1, false);
        for &set in sets {
            let mut value = 0;
            let mut rest = set;
            while rest != 0 {
                value ^= values[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            if let Some(slot) = seen.get_mut(value as usize) {
                *slot = true;
            }
        }
        values.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    values
}

/// Mock Turtles on a strip of `coins` coins: a move turns one, two or three coins, the
/// rightmost of them a head turned to a tail.
pub fn mock_turtle_moves(coins: usize) -> Moves {
    (0..coins)
        .map(|target| {
            let mut sets = vec![0];
            for a in 0..target {
                sets.push(1 << a);
                sets.extend((0..a).map(|b| 1 << a | 1 << b));
            }
            sets
        })
        .collect()
}

/// The Ruler game on a strip of `coins` coins: a move turns any run of consecutive coins
/// whose rightmost is a head.
pub fn ruler_moves(coins: usize) -> Moves {
    (0..coins)
        .map(|target| {
            (0..=target)
                .map(|start| (1u64 << target) - (1 << start))
                .collect()
        })
        .collect()
}

/// The strip game of HDU 3404's rows and columns: a move turns the target and one coin
/// left of it (a head at x is a Nim heap of x).
pub fn pair_moves(coins: usize) -> Moves {
    (0..coins)
        .map(|target| (0..target).map(|a| 1 << a).collect())
        .collect()
}

/// The product of two strip games on a board of `rows` × `columns` coins (coin
/// `x · columns + y` at row x and column y): a move from (x, y) turns the coins of A × B,
/// for a move of the first game from x turning the set A (x included) and one of the
/// second from y turning B (y included).
pub fn product_moves(rows: &Moves, columns: &Moves) -> Moves {
    let width = columns.len();
    let mut moves = Vec::with_capacity(rows.len() * width);
    for (x, row_sets) in rows.iter().enumerate() {
        for (y, column_sets) in columns.iter().enumerate() {
            let mut sets = Vec::new();
            for &a in row_sets {
                for &b in column_sets {
                    let mut set = 0u64;
                    for row in (0..rows.len()).filter(|&r| (a | 1 << x) >> r & 1 == 1) {
                        for column in (0..width).filter(|&c| (b | 1 << y) >> c & 1 == 1) {
                            set |= 1 << (row * width + column);
                        }
                    }
                    sets.push(set ^ 1 << (x * width + y));
                }
            }
            moves.push(sets);
        }
    }
    moves
}

/// Luogu P2594 (ZJOI2009 染色游戏) on a board of `rows` × `columns` coins: a move turns a
/// connected set of coins (cells sharing sides) made of the target and coins above or left
/// of it (row ≤ its row and column ≤ its column). At most 20 cells in the target's
/// rectangle.
pub fn connected_moves(rows: usize, columns: usize) -> Moves {
    let mut moves = Vec::with_capacity(rows * columns);
    for x in 0..rows {
        for y in 0..columns {
            // The rectangle's cells, its own numbering: cell (r, c) is bit r·(y + 1) + c,
            // the target the last bit.
            let width = y + 1;
            let cells = (x + 1) * width;
            assert!(cells <= 20, "oracle misuse: a rectangle of {cells} cells");
            let target = cells - 1;
            let mut sets = Vec::new();
            for others in 0u64..1 << target {
                let set = others | 1 << target;
                if connected(set, width, cells) {
                    let mut board = 0u64;
                    let mut rest = others;
                    while rest != 0 {
                        let cell = rest.trailing_zeros() as usize;
                        board |= 1 << ((cell / width) * columns + cell % width);
                        rest &= rest - 1;
                    }
                    sets.push(board);
                }
            }
            moves.push(sets);
        }
    }
    moves
}

/// Whether the cells of `set` (a rectangle `width` wide, of `cells` cells, row by row) are
/// connected through shared sides.
fn connected(set: u64, width: usize, cells: usize) -> bool {
    let start = set.trailing_zeros() as usize;
    let (mut reached, mut frontier) = (1u64 << start, 1u64 << start);
    while frontier != 0 {
        let cell = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let (row, column) = (cell / width, cell % width);
        let mut near = Vec::with_capacity(4);
        if column > 0 {
            near.push(cell - 1);
        }
        if column + 1 < width {
            near.push(cell + 1);
        }
        if row > 0 {
            near.push(cell - width);
        }
        if cell + width < cells {
            near.push(cell + width);
        }
        for next in near {
            if set >> next & 1 == 1 && reached >> next & 1 == 0 {
                reached |= 1 << next;
                frontier |= 1 << next;
            }
        }
    }
    reached == set
}

/// `values[x][y]` for x < `rows`, y < `columns`: the Grundy value of one head at (x, y) in
/// HDU 3404's game, whose move turns the four corners of a rectangle whose lower right
/// corner is a head: the mex of G(a, b) ⊕ G(x, b) ⊕ G(a, y) over a < x and b < y (by the
/// coin-turning theorem, as `coin_values`). This is the mex definition of the nim product.
pub fn corner_values(rows: usize, columns: usize) -> Vec<Vec<u32>> {
    // The values lie below the least Fermat 2-power 2^(2^k) above both sides (a subfield).
    let side = rows.max(columns).max(2);
    let mut bound = 2usize;
    while bound < side {
        bound *= bound;
    }
    let mut values = vec![vec![0u32; columns]; rows];
    let mut stamp = vec![usize::MAX; bound];
    for x in 0..rows {
        for y in 0..columns {
            let cell = x * columns + y;
            for a in 0..x {
                let corner = values[a][y];
                for b in 0..y {
                    stamp[(values[a][b] ^ values[x][b] ^ corner) as usize] = cell;
                }
            }
            values[x][y] = (0..bound).find(|&v| stamp[v] != cell).unwrap_or(bound) as u32;
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The coin-turning theorem where both reach: every position's value is the exclusive
    /// or of its heads' values.
    fn check_theorem(moves: &Moves) {
        let positions = position_values(moves);
        let coins = coin_values(moves);
        for (mask, &value) in positions.iter().enumerate() {
            let sum = (0..moves.len())
                .filter(|&c| mask >> c & 1 == 1)
                .fold(0, |s, c| s ^ coins[c]);
            assert_eq!(value, sum, "position {mask:b}");
        }
    }

    #[test]
    fn the_theorem_holds_for_every_game_here() {
        check_theorem(&mock_turtle_moves(12));
        check_theorem(&ruler_moves(12));
        check_theorem(&product_moves(&pair_moves(3), &pair_moves(4)));
        check_theorem(&product_moves(&ruler_moves(3), &mock_turtle_moves(4)));
        check_theorem(&connected_moves(3, 4));
        check_theorem(&connected_moves(4, 3));
    }

    #[test]
    fn corner_values_are_the_product_game_of_pairs() {
        let values = corner_values(5, 6);
        let coins = coin_values(&product_moves(&pair_moves(5), &pair_moves(6)));
        for x in 0..5 {
            for y in 0..6 {
                assert_eq!(values[x][y], coins[x * 6 + y], "({x}, {y})");
            }
        }
    }

    #[test]
    fn connected_sets_are_counted_right() {
        // A 2 × 2 rectangle: the target alone, with one neighbour (2), with both
        // neighbours, with a neighbour and the far corner (2), with all three.
        assert_eq!(connected_moves(2, 2)[3].len(), 1 + 2 + 1 + 2 + 1);
        // A strip: the runs ending at the target.
        assert_eq!(connected_moves(1, 6)[5].len(), 6);
    }
}
