//! `coin-grid`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::COIN_GRID`, which `--help` prints).
//!
//! A coin-turning game on the board, the tails (`T`) being the coins a move may end on: a
//! tail at (i, j) is worth 2^e, with e = i + j off the first row and column and the Ruler
//! game's exponent on them (`games::coins::connected_exponent`). So the first player loses
//! exactly when every exponent is reached by an even number of tails: one bit per
//! exponent, flipped 64 tails of a row at a time (`coins::HeadParities`, the theory's
//! heads being the problem's tails), grown with the board read (any n and m): n + m bits,
//! asked for at m, which is refused there when they cannot be had.

use grundy::games::coins::HeadParities;
use grundy::io::{byte_mask, run_cases, Verdicts, ANY_U64};
use grundy::specs::luogu::COIN_GRID;

const ANSWERS: Verdicts = COIN_GRID.verdicts();

/// What a board too large for its table of parities is refused as.
const COLUMNS: &str = "a number of columns m whose board's n + m parity bits fit in memory";

fn main() {
    let mut heads = HeadParities::default();
    run_cases(&COIN_GRID, |input, out| {
        let rows = input.u64()?;
        heads.clear();
        let columns = input.u64_that(ANY_U64, COLUMNS, |columns| {
            heads.reserve(rows.saturating_add(columns))
        })?;
        let row_text = format!("a row of {columns} coins, each `H` or `T`");
        let mut row = 0;
        input.repeat(rows, "row", |input| {
            input.token_pieces(columns..=columns, &row_text, |first, coins| {
                // 64 coins at a time: their tails as one mask, and whether all are coins.
                let blocks = coins.chunks(64).zip((first..).step_by(64));
                blocks.into_iter().all(|(block, column)| {
                    let tails = byte_mask(block, b'T');
                    heads.add(row, column, tails);
                    tails | byte_mask(block, b'H') == u64::MAX >> (64 - block.len())
                })
            })?;
            row += 1;
            Ok(())
        })?;
        out.verdict(&ANSWERS, heads.first_player_wins());
        Ok(())
    })
}
